"""Where everything lies on the table: the boxes along an arc, seen from the dealer's side,
the bet rows, the hands' places and the dealer's, shoe's and tray's.

The dealer stands at the bottom, box 1 (the dealer's left, "first base") is on the left
and the last box on the right. Geometry only: no items, no round."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from trainer.core.payouts import format_amount
from trainer.ui import art
from trainer.ui.felt_art import SCENE_H, SCENE_W, FeltShape
from trainer.ui.items import hand_footprint, stack_chips_rect, stack_label_rect

if TYPE_CHECKING:  # a name only: the window's first frame lays out its felt before the rules load
    from trainer.core.rules import HouseRules

#: how much smaller a crowded table's hands are drawn, tried in turn until each box's
#: hands fit in front of it.
HAND_SHRINK_STEPS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
#: the request of a hand waiting on a card (trainer.core.procedure.CARD).
CARD = "card"


def separation(first: QRectF, second: QRectF, direction: QPointF, gap: float = 3.0) -> float:
    """How far ``second`` (a rect around the same point as ``first``) must move along the
    unit vector ``direction`` to lie ``gap`` clear of ``first`` on one axis or the other."""
    best = math.inf
    dx, dy = direction.x(), direction.y()
    if dx > 1e-6:
        best = min(best, (first.right() + gap - second.left()) / dx)
    elif dx < -1e-6:
        best = min(best, (second.right() + gap - first.left()) / -dx)
    if dy > 1e-6:
        best = min(best, (first.bottom() + gap - second.top()) / dy)
    elif dy < -1e-6:
        best = min(best, (second.bottom() + gap - first.top()) / -dy)
    return max(best, 0.0) if best != math.inf else 0.0


def _hull(rects: list[QRectF]) -> QRectF:
    hull = QRectF()
    for rect in rects:
        hull = hull.united(rect)
    return hull


def _touch(first: list[QRectF], second: list[QRectF]) -> bool:
    return any(a.intersects(b) for a in first for b in second)


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


def row_offsets(rects: list[QRectF], direction: QPointF, gap: float = 4.0) -> list[float]:
    """Distances along ``direction`` that set rects (each around its own origin) side by
    side without overlapping, the row centred on 0."""
    if not rects:
        return []
    offsets = [0.0]
    for before, after in zip(rects, rects[1:]):
        offsets.append(offsets[-1] + separation(before, after, direction, gap))
    middle = (offsets[0] + offsets[-1]) / 2
    return [offset - middle for offset in offsets]


class TableLayout(FeltShape):
    """Scene positions for one house's table (the felt's shape: FeltShape)."""

    def __init__(self, rules: HouseRules) -> None:
        super().__init__()
        self.boxes = rules.boxes
        self.behind_spots = rules.behind_spots
        self.chips = tuple(rules.chips)
        self.max_bet = Fraction(rules.max_bet)
        crowded = self.boxes > 7
        self.scale = 0.74 if crowded else 1.0
        self.spot_radius = 44.0 * (0.82 if crowded else 1.0)
        self.chip_radius = 30.0 * (0.8 if crowded else 1.0)
        #: split hands' stakes share the spot (their behind stakes the behind spot), in
        #: smaller chips.
        self.split_chip_radius = self.chip_radius * 0.8
        self.behind_radius = 25.0 * (0.82 if crowded else 1.0)
        self.behind_chip_radius = 22.0 * (0.82 if crowded else 1.0)
        self.insurance_chip_radius = 18.0 * (0.85 if crowded else 1.0)
        #: the chips a stack shows at most (its label gives the amount): tall stacks would
        #: reach the behind spots' labels.
        self.holder_chips, self.behind_chips, self.insurance_chips = 4, 4, 3
        #: arcs as offsets from the boxes' arc (negative: nearer the dealer).
        self.cards_offset = -182.0
        self.span = (160.0, 20.0) if crowded else (151.0, 29.0)
        #: degrees the hands of the end boxes may slide past their boxes to make room.
        self.hand_slack = 14.0
        #: split hands are drawn this much smaller: side by side they still fit between
        #: the neighbours' hands.
        self.split_scale = 0.8 * self.scale
        #: how much nearer the dealer a box's hands may come to keep off its chips.
        self.max_inset = 100.0
        #: the part of the insurance line (FeltShape.insurance_half) the boxes' insurance bets use.
        self.insurance_squeeze = 57.0
        self._behind: dict[int, tuple[float, float]] = {}
        self._bases: dict[tuple[float, float], QPointF] = {}
        #: what two neighbours' hands need apart, by their rects and places: a dealer's
        #: action changes one box's hands, so the other pairs' answers come back unchanged
        self._needs: dict[tuple, float] = {}

    # --- the arc -----------------------------------------------------------------------
    def angle(self, box: int) -> float:
        first, last = self.span
        if self.boxes == 1:
            return 90.0
        return first + (last - first) * (box - 1) / (self.boxes - 1)

    def on_arc(self, angle: float, offset: float = 0.0) -> QPointF:
        rad = math.radians(angle)
        return QPointF(self.center.x() + self.rx_for(offset) * math.cos(rad), self.center.y() - self.ry_for(offset) * math.sin(rad))

    def normal(self, angle: float) -> QPointF:
        """Unit vector pointing away from the dealer (outwards) at ``angle``."""
        rad = math.radians(angle)
        x, y = self.ry * math.cos(rad), -self.rx * math.sin(rad)
        length = math.hypot(x, y) or 1.0
        return QPointF(x / length, y / length)

    def tangent(self, angle: float) -> QPointF:
        """Unit vector along the arc, from box 1's side towards the last box's."""
        n = self.normal(angle)
        return QPointF(-n.y(), n.x())

    def spot(self, box: int) -> QPointF:
        return self.on_arc(self.angle(box))

    def number_pos(self, box: int) -> QPointF:
        """The box number, printed beside the spot (the chips' label lies under it)."""
        r = self.spot_radius
        return self.spot(box) + QPointF(r + 12, r * 0.45)

    # --- stacks --------------------------------------------------------------------------
    def worst_stack(self, radius: float, max_chips: int) -> QRectF:
        """What one stack of ``radius`` usually covers at most: all its chips, and the
        label of the house's maximum bet (a doubled maximum, rarer, is wider)."""
        chips = [max(self.chips, default=1)] * max_chips
        return stack_chips_rect(radius, [(0.0, chips)]).united(stack_label_rect(radius, format_amount(self.max_bet)))

    def behind_geometry(self, box: int) -> tuple[float, float]:
        """(distance out from the box's spot, gap between neighbours) of its behind spots:
        a full behind stack clears the holder's stack and its neighbours' stacks where the
        felt leaves room (along the steep ends of the arc they are spaced wider)."""
        if box not in self._behind:
            angle = self.angle(box)
            behind = self.worst_stack(self.behind_chip_radius, self.behind_chips)
            holder = self.worst_stack(self.chip_radius, self.holder_chips)
            nearest = self.spot_radius + self.behind_radius + 21
            distance = min(max(separation(holder, behind, self.normal(angle)), nearest), nearest + 5)
            gap = max(separation(behind, behind, self.tangent(angle)), 2 * self.behind_radius + 14)
            self._behind[box] = (distance, gap)
        return self._behind[box]

    def behind_spot(self, box: int, slot: int) -> QPointF:
        angle = self.angle(box)
        distance, gap = self.behind_geometry(box)
        along = (slot - (self.behind_spots + 1) / 2) * gap
        return self.spot(box) + self.normal(angle) * distance + self.tangent(angle) * along

    def holder_bet_row(self, box: int, footprints: list[QRectF]) -> list[QPointF]:
        """The holder's stakes of a box (one per hand: split hands' stakes side by side,
        in table order, like their hands) on its spot; a row wider than one stack (a
        doubled stake, split hands) moves towards the dealer as far as it must to keep off
        the behind spots."""
        across = QPointF(1, 0)
        offsets = row_offsets(footprints, across)
        row = QRectF()
        for footprint, along in zip(footprints, offsets):
            row = row.united(footprint.translated(along, 0))
        inwards = self.normal(self.angle(box)) * -1
        shift = 0.0
        if len(footprints) > 1 or row.width() > 2.6 * self.chip_radius:
            behind = self.worst_stack(self.behind_chip_radius, self.behind_chips).united(
                stack_label_rect(self.behind_chip_radius, "2×" + format_amount(self.max_bet)))
            for slot in range(1, self.behind_spots + 1):
                spot = behind.translated(self.behind_spot(box, slot) - self.spot(box))
                if spot.adjusted(-3, -3, 3, 3).intersects(row):
                    shift = max(shift, separation(spot, row, inwards))
        origin = self.spot(box) + inwards * shift
        return [origin + across * along for along in offsets]

    def behind_bet_row(self, box: int, slot: int, footprints: list[QRectF]) -> list[QPointF]:
        """A behind spot's stakes (more than one when its bettor followed a split), or with
        ``slot`` 0 all the box's behind stakes in one row across its behind spots."""
        angle = self.angle(box)
        tangent = self.tangent(angle)
        if slot:
            centre = self.behind_spot(box, slot)
        else:
            centre = self.spot(box) + self.normal(angle) * self.behind_geometry(box)[0]
        return [centre + tangent * along for along in row_offsets(footprints, tangent)]

    def insurance_row(self, box: int, footprints: list[QRectF]) -> list[QPointF]:
        """On the insurance line in front of the box, the box's insurance bets side by
        side (the line is shorter than the boxes' arc, so the angles are squeezed onto it,
        short of its ends)."""
        first, _ = self.span
        angle = 90 + (self.angle(box) - 90) * (self.insurance_squeeze / (first - 90))
        point = self.on_arc(angle, self.insurance_arc)
        tangent = self.tangent(angle)
        return [point + tangent * along for along in row_offsets(footprints, tangent)]

    # --- hands ---------------------------------------------------------------------------
    def hands_base(self, angle: float, inset: float = 0.0) -> QPointF:
        """Where a box's hands are centred, for the box at ``angle`` (``inset``: that much
        nearer the dealer). Remembered: the hands' layout tries the same places on every
        action (do not change the point returned)."""
        key = (angle, inset)
        base = self._bases.get(key)
        if base is None:
            # the search's in-between angles never come back: start afresh before the
            # memo outgrows a few actions' worth (a long session must not keep them all)
            if len(self._bases) > 4_096:
                self._bases.clear()
            base = self._bases[key] = self.on_arc(angle) + self.normal(angle) * (self.cards_offset - inset)
        return base

    def hand_gap(self) -> float:
        return 12.0 * self.scale

    def hand_offsets(self, footprints: list[QRectF]) -> list[float]:
        """x offsets of a box's hands (split hands side by side, in table order)."""
        return row_offsets(footprints, QPointF(1, 0), self.hand_gap())

    def hand_pos(self, box: int, index: int, count: int) -> QPointF:
        """Centre of a hand's cards when no hand needs room (two cards each)."""
        footprint = hand_footprint(art.CARD_W * self.scale, art.CARD_H * self.scale, 2, "00")
        offsets = self.hand_offsets([footprint] * count)
        return self.hands_base(self.angle(box)) + QPointF(offsets[index], 0)

    def hand_places(self, groups: dict[int, list[QRectF]],
                    stakes: dict[int, list[QRectF]] | None = None) -> tuple[dict[int, tuple[float, float]], bool]:
        """(angle on the cards' arc, inset towards the dealer) of each box's hands, and
        whether every box's hands found room (``groups``: the rects each box's hands and
        bubbles cover, around their base point). They lie in front of their box unless that would overlap another box's
        hands: then they slide apart along the arc, the end boxes' hands down towards the
        dealer's side; and they come nearer the dealer (and slide outwards) where they
        would cover the box's own chips (``stakes``: scene rects; split hands make a wide
        group)."""
        stakes = stakes or {}
        boxes = sorted(groups)
        first, last = self.span
        # past 166 degrees (14 on the right) the hands would reach the shoe (the discards)
        high, low = min(first + self.hand_slack, 166.0), max(last - self.hand_slack, 14.0)
        margin = self.hand_gap() / 2
        grown = {box: [rect.adjusted(-margin, -margin, margin, margin) for rect in rects] for box, rects in groups.items()}
        hulls = {box: _hull(rects) for box, rects in grown.items()}

        base_at = self.hands_base

        def placed(rects: list[QRectF], angle: float, inset: float) -> list[QRectF]:
            base = base_at(angle, inset)
            return [rect.translated(base) for rect in rects]

        # each box alone: nearer the dealer, then further along the arc, until it keeps
        # off its own chips
        wanted: dict[int, float] = {}
        insets: dict[int, float] = {}
        for box in boxes:
            angle, inset = self.angle(box), 0.0
            chips = stakes.get(box, [])
            while chips and _touch(placed(grown[box], angle, inset), chips):
                if inset < self.max_inset:
                    inset += 4.0
                elif angle != 90 and low < angle < high:
                    angle = min(high, max(low, angle + (1.0 if angle > 90 else -1.0)))
                else:
                    break
            wanted[box], insets[box] = angle, inset

        shapes = {box: tuple(rect.getRect() for rect in rects) for box, rects in grown.items()}
        needs_memo = self._needs
        if len(needs_memo) > 512:  # the last few layouts' answers are the ones asked again
            needs_memo.clear()

        def need(left: int, right: int, at: float) -> float:
            key = (shapes[left], shapes[right], at, insets[left], insets[right])
            answer = needs_memo.get(key)
            if answer is None:
                answer = needs_memo[key] = measure_need(left, right, at)
            return answer

        def measure_need(left: int, right: int, at: float) -> float:
            """The least angle between two neighbours' hands, the left one at ``at``, that
            keeps them apart there and beyond (a group need not lie centred on its base:
            it may touch the left one only part of the way, so the search starts far out)."""
            mine = placed(grown[left], at, insets[left])
            mine_hull = _hull(mine)
            touching = None
            for degrees in range(48, -1, -3):
                base = base_at(at - degrees, insets[right])
                if hulls[right].translated(base).intersects(mine_hull) and _touch(
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
                while insets[box] < self.max_inset and _touch(placed(grown[box], angles[box], insets[box]),
                                                               stakes.get(box, [])):
                    insets[box] += 4.0
        clear = all(low - 1e-6 <= angles[box] <= high + 1e-6 for box in boxes) and not any(
            _touch(placed(groups[left], angles[left], insets[left]), placed(groups[right], angles[right], insets[right]))
            for i, left in enumerate(boxes) for right in boxes[i + 1:])
        # a hand stays in front of its own box: sliding past the middle between two boxes
        # would put it before the neighbour (the caller draws the cards smaller instead)
        sectors = {box: self.own_sector(box) for box in boxes}
        clear = clear and all(sectors[box][0] - 1e-6 <= angles[box] <= sectors[box][1] + 1e-6 for box in boxes)
        if not clear:
            # no room to slide: straight in front of each box; where two neighbours touch,
            # the one nearer the middle of the table comes nearer the dealer (still in
            # front of its own box), so that on the steep ends of the arc the hands stagger
            # instead of covering each other
            angles = {box: self.angle(box) for box in boxes}

            def touching(left: int, right: int) -> bool:
                return _touch(placed(groups[left], angles[left], insets[left]),
                              placed(groups[right], angles[right], insets[right]))

            middle = len(boxes) // 2
            pairs = [(boxes[i], boxes[i + 1], boxes[i + 1]) for i in range(middle)]
            pairs += [(boxes[i - 1], boxes[i], boxes[i - 1]) for i in range(len(boxes) - 1, middle, -1)]
            position = {box: index for index, box in enumerate(boxes)}

            def crowded(box: int) -> bool:  # touching either neighbour
                index = position[box]
                return (index > 0 and touching(boxes[index - 1], box)) or (
                    index + 1 < len(boxes) and touching(box, boxes[index + 1]))

            for left, right, mover in pairs:
                start = insets[mover]
                while crowded(mover) and insets[mover] < start + self.max_inset:
                    insets[mover] += 6.0
                if crowded(mover):  # no place clear of both neighbours: where it was
                    insets[mover] = start
            clear = not any(touching(left, right) for left, right in zip(boxes, boxes[1:]))
        return {box: (angles[box], insets[box]) for box in boxes}, clear

    def own_sector(self, box: int) -> tuple[float, float]:
        """The angles (low, high) a box's hands may take and still lie in front of that box:
        well short of half way to either neighbour; an end box may also slide outwards, where
        no box is, by the hands' slack."""
        first, last = self.span
        step = (first - last) / max(self.boxes - 1, 1)
        angle = self.angle(box)
        reach = 0.3 * step  # the cards fan sideways past their base point: keep a margin
        high = angle + reach if box > 1 else min(first + self.hand_slack, 166.0)
        low = angle - reach if box < self.boxes else max(last - self.hand_slack, 14.0)
        return low, high

    # --- the dealer's side ------------------------------------------------------------------
    def shoe_pos(self) -> QPointF:
        return QPointF(215, SCENE_H - 150)

    def discard_pos(self) -> QPointF:
        return QPointF(SCENE_W - 215, SCENE_H - 150)

    def tray_pos(self) -> QPointF:
        return QPointF(self.center.x(), SCENE_H - 78)

    def player_side(self, box: int) -> QPointF:
        """Where paid and pushed chips go: off the table behind the box."""
        angle = self.angle(box)
        return self.spot(box) + self.normal(angle) * 200

