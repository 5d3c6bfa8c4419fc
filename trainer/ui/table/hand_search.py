"""The search behind :meth:`TableLayout.hand_places <trainer.ui.table.table_layout.TableLayout.hand_places>`:
where each box's hands lie so that no two boxes' hands overlap.

It runs on plain floats (:mod:`trainer.ui.table.rect_edges`), with the QRectF arithmetic
reproduced step for step, so it answers exactly what the same search over QRectF objects
answers (``tests/ui/test_layout_equivalence.py`` replays real rounds through both). A
crowded table runs it for several sizes of hand after one dealer's action, so it has to be
cheap: a group's hull is tested before its rects, and placed rects are worked out once per
place tried."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QRectF

from trainer.ui.table.rect_edges import Edges, Rect, edges_meet, hull_apart, hull_box, placed_edges, placed_meet, qt_hull, rects_of


class HandArc(Protocol):
    """What the search asks of the table's layout (TableLayout gives it)."""

    span: tuple[float, float]
    hand_slack: float
    max_inset: float

    def angle(self, box: int) -> float: ...
    def hand_gap(self) -> float: ...
    def hands_base_at(self, angle: float, inset: float = 0.0) -> complex: ...
    def base_reach(self, inset: float = 0.0) -> float: ...
    def own_sector(self, box: int) -> tuple[float, float]: ...


def _nearest_apart(boxes: list[int], wanted: dict[int, float], needs: list[float], low: float,
                   high: float) -> dict[int, float]:
    """Angles as near the wanted ones as can be (least squares) with each box at least
    ``needs[i]`` degrees past the one before it, within [low, high]: with the needs
    added up, an isotonic regression (pool adjacent violators), then the bounds.
    (Sums and counts in two lists, each block's mean worked out once: the same sums,
    in the same order, as pooling [sum, count] pairs.)"""
    offsets = [0.0]
    offset = 0.0
    for gap in needs:
        offset = offset + gap
        offsets.append(offset)
    sums: list[float] = []  # pooled values' sums and counts, their means non-increasing
    counts: list[int] = []
    for box, offset in zip(boxes, offsets):
        total, count = wanted[box] + offset, 1
        while sums and sums[-1] / counts[-1] < total / count:
            total = sums.pop() + total
            count = counts.pop() + count
        sums.append(total)
        counts.append(count)
    lowest = low + offsets[-1]
    angles: dict[int, float] = {}
    index = 0
    for total, count in zip(sums, counts):
        value = min(high, max(lowest, total / count))
        for _ in range(count):
            angles[boxes[index]] = value - offsets[index]
            index += 1
    return angles


def on_chips(rects: tuple[Rect, ...], chips: list[Edges], base: complex) -> bool:
    """Whether a box's hands at ``base`` (x + y·j) cover any of its own chips."""
    return bool(chips) and placed_meet(rects, base.real, base.imag, chips)


#: the degrees measure_need's scan looks for a touch at, from far out inwards
SCAN = tuple(range(48, -1, -3))


class SearchMemo:
    """What the search remembers between layouts, by shape: a dealer's action changes one
    box's hands, so the other boxes' rects, hulls and places by their own chips come back
    unchanged (for each size of hand tried). Each store starts afresh past a few layouts'
    worth, so a long session does not keep them all."""

    LIMIT = 512

    def __init__(self) -> None:
        #: a box's rects -> (its rects grown by the margin, their hull, the plain rects'
        #: hull, the grown rects' QRectF.united, a number for the shape: never given to
        #: another shape, so the other stores' keys hold it instead of the rects)
        self.shapes: dict[tuple[Rect, ...], tuple[tuple[Rect, ...], Edges, Edges, Rect, int]] = {}
        self.next_id = 0
        #: (box, its shape's number, its chips) -> (angle, inset) where it keeps off its own chips
        self.alone: dict[tuple[Any, ...], tuple[float, float]] = {}
        #: what two neighbours' hands need apart, by their rects and places
        self.needs: dict[tuple[Any, ...], float] = {}
        #: where a box's hands come to lie when they stagger (the fallback), by its and
        #: its neighbours' rects and places
        self.staggered: dict[tuple[Any, ...], float] = {}

    def trim(self) -> None:
        for store in (self.shapes, self.alone, self.needs, self.staggered):
            if len(store) > self.LIMIT:
                store.clear()


def search_hand_places(layout: HandArc, memo: SearchMemo, groups: dict[int, list[QRectF]],
                       stakes: dict[int, list[QRectF]]) -> tuple[dict[int, tuple[float, float]], bool]:
    """See TableLayout.hand_places: the same steps, on floats (``memo``: the layout's)."""
    memo.trim()
    boxes = sorted(groups)
    first, last = layout.span
    # past 166 degrees (14 on the right) the hands would reach the shoe (the discards)
    high, low = min(first + layout.hand_slack, 166.0), max(last - layout.hand_slack, 14.0)
    margin = layout.hand_gap() / 2
    max_inset = layout.max_inset
    base_at = layout.hands_base_at
    plain: dict[int, tuple[Rect, ...]] = {}
    grown: dict[int, tuple[Rect, ...]] = {}
    grown_hulls: dict[int, Edges] = {}
    plain_hulls: dict[int, Edges] = {}
    #: the search's own hull test in measure_need (part of what it answers, not a shortcut)
    united: dict[int, Rect] = {}
    #: each box's shape as a number, for the memos' keys (quicker to hash than its rects)
    ids: dict[int, int] = {}
    key: tuple[Any, ...]  # a memo's key: a box's rects, or what an answer depends on
    for box, rects in groups.items():
        plain[box] = key = rects_of(rects)
        shape = memo.shapes.get(key)
        if shape is None:
            # the rects as QRectF.adjusted makes them (Qt's arithmetic, once per rect)
            wide = rects_of(rect.adjusted(-margin, -margin, margin, margin) for rect in rects)
            memo.next_id += 1
            shape = memo.shapes[key] = (wide, hull_box(wide), hull_box(key), qt_hull(list(wide), 0.0, 0.0), memo.next_id)
        grown[box], grown_hulls[box], plain_hulls[box], united[box], ids[box] = shape

    # each box alone: nearer the dealer, then further along the arc, until it keeps
    # off its own chips
    wanted: dict[int, float] = {}
    insets: dict[int, float] = {}
    chips: dict[int, list[Edges]] = {}
    for box in boxes:
        own = stakes.get(box)
        chip_rects = rects_of(own) if own else ()
        chips[box] = placed_edges(chip_rects, 0.0, 0.0)
        key = (box, ids[box], chip_rects)
        alone = memo.alone.get(key)
        if alone is None:
            angle, inset = layout.angle(box), 0.0
            while on_chips(grown[box], chips[box], base_at(angle, inset)):
                if inset < max_inset:
                    inset += 4.0
                elif angle != 90 and low < angle < high:
                    angle = min(high, max(low, angle + (1.0 if angle > 90 else -1.0)))
                else:
                    break
            alone = memo.alone[key] = (angle, inset)
        wanted[box], insets[box] = alone

    needs_memo = memo.needs

    def need(left: int, right: int, at: float) -> float:
        key = (ids[left], ids[right], at, insets[left], insets[right])
        answer = needs_memo.get(key)
        if answer is None:
            answer = needs_memo[key] = measure_need(left, right, at)
        return answer

    def measure_need(left: int, right: int, at: float) -> float:
        """The least angle between two neighbours' hands, the left one at ``at``, that
        keeps them apart there and beyond (a group need not lie centred on its base:
        it may touch the left one only part of the way, so the search starts far out)."""
        base = base_at(at, insets[left])
        mx, my = base.real, base.imag
        mine = placed_edges(grown[left], mx, my)
        mine_united = placed_edges([qt_hull(list(grown[left]), mx, my)], 0.0, 0.0)
        their_rects, their_hull, mine_hull = grown[right], grown_hulls[right], grown_hulls[left]
        inset = insets[right]

        def meets(angle: float) -> bool:
            base = base_at(angle, inset)
            dx, dy = base.real, base.imag
            return not hull_apart(mine_hull, mx, my, their_hull, dx, dy) and placed_meet(their_rects, dx, dy, mine)

        # the first of the search's own steps: QRectF.intersects of the two groups'
        # united rects (written out: the scan's steps are most of a layout's probes)
        touching = None
        ux, uy, uw, uh = united[right]
        if mine_united and uw > 0 and uh > 0:
            (m_left, m_right, m_top, m_bottom), = mine_united
            # a step the united rects are surely still apart at is not worked out: from a
            # step where they lie ``gap`` apart, the next ones cannot close more than
            # ``reach`` each (the base moves at most that far in 3 degrees)
            reach = 3.0 * layout.base_reach(inset)
            skip = 0
            for degrees in SCAN:
                if skip:
                    skip -= 1
                    continue
                base = base_at(at - degrees, inset)
                dx, dy = base.real, base.imag
                u_left = ux + dx
                u_right = u_left + uw
                u_top = uy + dy
                u_bottom = u_top + uh
                if u_left < m_right and m_left < u_right and u_top < m_bottom and m_top < u_bottom:
                    if u_left != u_right and u_top != u_bottom and meets(at - degrees):
                        touching = float(degrees)
                        break
                else:
                    gap = max(u_left - m_right, m_left - u_right, u_top - m_bottom, m_top - u_bottom)
                    if gap > 1.0:
                        skip = int((gap - 1.0) / reach)
        if touching is None:
            return 0.0
        below, above = touching, touching + 3.0
        for _ in range(6):
            middle = (below + above) / 2
            if meets(at - middle):
                below = middle
            else:
                above = middle
        return above

    # neighbours apart: the angle each pair needs, then the nearest angles that keep
    # them (again, as what a pair needs depends on where along the arc it lies)
    angles = dict(wanted)
    for _ in range(3):
        needs = [need(left, right, angles[left]) for left, right in zip(boxes, boxes[1:])]
        moved = _nearest_apart(boxes, wanted, needs, low, high)
        if moved == angles:  # settled: another pass would measure the same needs
            break
        angles = moved
        # where a box's hands moved, they may have come onto its chips again
        for box in boxes:
            while insets[box] < max_inset and on_chips(grown[box], chips[box], base_at(angles[box], insets[box])):
                insets[box] += 4.0

    placements: dict[int, list[Any]] = {}

    def placement(box: int) -> list[Any]:
        """Where a box's hands lie now: [angle, inset, hull's edges, rects' edges (made
        when first needed), dx, dy, box], worked out again only when the box has moved."""
        angle, inset = angles[box], insets[box]
        place = placements.get(box)
        if place is None or place[0] != angle or place[1] != inset:
            base = base_at(angle, inset)
            dx, dy = base.real, base.imag
            left, right, top, bottom = plain_hulls[box]
            place = placements[box] = [angle, inset, (left + dx, right + dx, top + dy, bottom + dy), None, dx, dy, box]
        return place

    def touching(left: int, right: int) -> bool:
        """Whether two boxes' hands (without their margins) overlap where they lie now."""
        first, second = placement(left), placement(right)
        a, b = first[2], second[2]
        if a[1] <= b[0] or b[1] <= a[0] or a[3] <= b[2] or b[3] <= a[2]:  # hulls apart
            return False
        for place, box in ((first, left), (second, right)):
            if place[3] is None:
                place[3] = placed_edges(plain[box], place[4], place[5])
        return edges_meet(first[3], second[3])

    def any_touching() -> bool:
        """Whether any two boxes' hands overlap (their hulls compared first, in place)."""
        places = [placement(box) for box in boxes]
        for i, first in enumerate(places):
            a = first[2]
            for second in places[i + 1:]:
                b = second[2]
                if a[1] <= b[0] or b[1] <= a[0] or a[3] <= b[2] or b[3] <= a[2]:
                    continue
                if touching(first[6], second[6]):
                    return True
        return False

    # a hand stays in front of its own box: sliding past the middle between two boxes
    # would put it before the neighbour (the caller draws the cards smaller instead).
    # (The cheap tests first: a slide that leaves a box's sector needs no overlap test.)
    sectors = {box: layout.own_sector(box) for box in boxes}
    clear = (all(low - 1e-6 <= angles[box] <= high + 1e-6 for box in boxes)
             and all(sectors[box][0] - 1e-6 <= angles[box] <= sectors[box][1] + 1e-6 for box in boxes)
             and not any_touching())
    if not clear:
        # no room to slide: straight in front of each box; where two neighbours touch,
        # the one nearer the middle of the table comes nearer the dealer (still in
        # front of its own box), so that on the steep ends of the arc the hands stagger
        # instead of covering each other
        angles = {box: layout.angle(box) for box in boxes}
        middle = len(boxes) // 2
        pairs = [(boxes[i], boxes[i + 1], boxes[i + 1]) for i in range(middle)]
        pairs += [(boxes[i - 1], boxes[i], boxes[i - 1]) for i in range(len(boxes) - 1, middle, -1)]
        position = {box: index for index, box in enumerate(boxes)}

        def clear_inset(mover: int, start: float) -> float:
            """The first inset from ``start`` on, in steps of 6, at which the mover's hands
            touch neither neighbour; ``start`` if none within the largest inset. (The
            neighbours stay put meanwhile: only the mover is placed again at each step.)"""
            index = position[mover]
            neighbours = [placement(boxes[i]) for i in (index - 1, index + 1) if 0 <= i < len(boxes)]
            angle, rects = angles[mover], plain[mover]
            hull_left, hull_right, hull_top, hull_bottom = plain_hulls[mover]
            inset = start
            while True:
                base = base_at(angle, inset)
                dx, dy = base.real, base.imag
                left, right, top, bottom = hull_left + dx, hull_right + dx, hull_top + dy, hull_bottom + dy
                mine = None
                crowded = False
                for place in neighbours:
                    other = place[2]
                    if right <= other[0] or other[1] <= left or bottom <= other[2] or other[3] <= top:
                        continue  # hulls apart
                    if mine is None:
                        mine = placed_edges(rects, dx, dy)
                    if place[3] is None:
                        place[3] = placed_edges(plain[place[6]], place[4], place[5])
                    if edges_meet(place[3], mine):
                        crowded = True
                        break
                if not crowded or not inset < start + max_inset:
                    break
                inset += 6.0
            return start if crowded else inset

        staggered = memo.staggered
        for _left, _right, mover in pairs:
            # the answer depends on the mover's and its neighbours' rects and places only:
            # away from the box whose hands changed, it comes back unchanged
            index = position[mover]
            key = (mover, ids[mover], angles[mover], insets[mover]) + tuple(
                (ids[boxes[i]], angles[boxes[i]], insets[boxes[i]]) for i in (index - 1, index + 1) if 0 <= i < len(boxes))
            kept = staggered.get(key)
            if kept is None:
                kept = staggered[key] = clear_inset(mover, insets[mover])
            insets[mover] = kept
        clear = not any(touching(left, right) for left, right in zip(boxes, boxes[1:]))
    return {box: (angles[box], insets[box]) for box in boxes}, clear


__all__ = ["SearchMemo", "search_hand_places"]
