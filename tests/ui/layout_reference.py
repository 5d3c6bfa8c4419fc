"""The hands' layout search written plainly, on QRectF objects, without any memo or
shortcut: the reference the fast search (trainer.ui.table.hand_search) must agree with to the
last bit. Keep it this way: slow and obvious."""

from __future__ import annotations

from PySide6.QtCore import QRectF



def _nearest_apart(boxes: list[int], wanted: dict[int, float], needs: list[float], low: float,
                   high: float) -> dict[int, float]:
    """Angles as near the wanted ones as can be (least squares) with each box at least
    ``needs[i]`` degrees past the one before it, within [low, high]: with the needs
    added up, an isotonic regression (pool adjacent violators), then the bounds."""
    offsets = [0.0]
    for gap in needs:
        offsets.append(offsets[-1] + gap)
    blocks: list[list[float]] = []  # [sum, count] of pooled values, non-increasing
    for box, offset in zip(boxes, offsets):
        blocks.append([wanted[box] + offset, 1])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] < blocks[-1][0] / blocks[-1][1]:
            total, count = blocks.pop()
            blocks[-1][0] += total
            blocks[-1][1] += count
    values = [total / count for total, count in blocks for _ in range(int(count))]
    lowest = low + offsets[-1]
    values = [min(high, max(lowest, value)) for value in values]
    return {box: value - offset for box, value, offset in zip(boxes, values, offsets)}


def _hull(rects: list[QRectF]) -> QRectF:
    hull = QRectF()
    for rect in rects:
        hull = hull.united(rect)
    return hull


def _touch(first: list[QRectF], second: list[QRectF]) -> bool:
    return any(a.intersects(b) for a in first for b in second)


def reference_hand_places(layout, groups: dict[int, list[QRectF]],
                          stakes: dict[int, list[QRectF]] | None = None) -> tuple[dict[int, tuple[float, float]], bool]:
    stakes = stakes or {}
    boxes = sorted(groups)
    first, last = layout.span
    high, low = min(first + layout.hand_slack, 166.0), max(last - layout.hand_slack, 14.0)
    margin = layout.hand_gap() / 2
    grown = {box: [rect.adjusted(-margin, -margin, margin, margin) for rect in rects] for box, rects in groups.items()}

    def placed(rects: list[QRectF], angle: float, inset: float) -> list[QRectF]:
        base = layout.hands_base(angle, inset)
        return [rect.translated(base) for rect in rects]

    # each box alone: nearer the dealer, then along the arc, until off its own chips
    wanted: dict[int, float] = {}
    insets: dict[int, float] = {}
    for box in boxes:
        angle, inset = layout.angle(box), 0.0
        chips = stakes.get(box, [])
        while chips and _touch(placed(grown[box], angle, inset), chips):
            if inset < layout.max_inset:
                inset += 4.0
            elif angle != 90 and low < angle < high:
                angle = min(high, max(low, angle + (1.0 if angle > 90 else -1.0)))
            else:
                break
        wanted[box], insets[box] = angle, inset

    def need(left: int, right: int, at: float) -> float:
        # the largest of 48, 45, ... 0 degrees at which the right group touches (its united
        # rect first, then its rects), then six halvings of the next 3 degrees
        mine = placed(grown[left], at, insets[left])
        touching = None
        for degrees in range(48, -1, -3):
            base = layout.hands_base(at - degrees, insets[right])
            if _hull(grown[right]).translated(base).intersects(_hull(mine)) and _touch(
                    mine, [rect.translated(base) for rect in grown[right]]):
                touching = float(degrees)
                break
        if touching is None:
            return 0.0
        below, above = touching, touching + 3.0
        for _ in range(6):
            middle = (below + above) / 2
            if _touch(mine, placed(grown[right], at - middle, insets[right])):
                below = middle
            else:
                above = middle
        return above

    angles = dict(wanted)
    for _ in range(3):
        needs = [need(left, right, angles[left]) for left, right in zip(boxes, boxes[1:])]
        moved = _nearest_apart(boxes, wanted, needs, low, high)
        if moved == angles:
            break
        angles = moved
        for box in boxes:
            while insets[box] < layout.max_inset and _touch(placed(grown[box], angles[box], insets[box]),
                                                            stakes.get(box, [])):
                insets[box] += 4.0

    def touching(left: int, right: int) -> bool:
        return _touch(placed(groups[left], angles[left], insets[left]),
                      placed(groups[right], angles[right], insets[right]))

    clear = all(low - 1e-6 <= angles[box] <= high + 1e-6 for box in boxes) and not any(
        touching(left, right) for i, left in enumerate(boxes) for right in boxes[i + 1:])
    sectors = {box: layout.own_sector(box) for box in boxes}
    clear = clear and all(sectors[box][0] - 1e-6 <= angles[box] <= sectors[box][1] + 1e-6 for box in boxes)
    if not clear:
        # straight in front of each box; touching neighbours stagger towards the dealer
        angles = {box: layout.angle(box) for box in boxes}
        middle = len(boxes) // 2
        pairs = [(boxes[i], boxes[i + 1], boxes[i + 1]) for i in range(middle)]
        pairs += [(boxes[i - 1], boxes[i], boxes[i - 1]) for i in range(len(boxes) - 1, middle, -1)]
        position = {box: index for index, box in enumerate(boxes)}

        def crowded(box: int) -> bool:
            index = position[box]
            return (index > 0 and touching(boxes[index - 1], box)) or (
                index + 1 < len(boxes) and touching(box, boxes[index + 1]))

        for _left, _right, mover in pairs:
            start = insets[mover]
            while crowded(mover) and insets[mover] < start + layout.max_inset:
                insets[mover] += 6.0
            if crowded(mover):
                insets[mover] = start
        clear = not any(touching(left, right) for left, right in zip(boxes, boxes[1:]))
    return {box: (angles[box], insets[box]) for box in boxes}, clear
