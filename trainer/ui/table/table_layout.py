"""Where everything lies on the table: the boxes along an arc, seen from the dealer's side,
the bet rows, the hands' places and the dealer's, shoe's and tray's.

The dealer stands at the bottom, box 1 (the dealer's left, "first base") is on the left
and the last box on the right. Geometry only: no items, no round."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from trainer.core.game.payouts import format_amount
from trainer.ui.table import art
from trainer.ui.table.felt_art import SCENE_H, SCENE_W, FeltShape
from trainer.ui.table.hand_groups import HandGroups
from trainer.ui.table.hand_search import SearchMemo, search_hand_places
from trainer.ui.table.item_geometry import hand_footprint, stack_chips_rect, stack_label_rect

if TYPE_CHECKING:  # a name only: the window's first frame lays out its felt before the rules load
    from trainer.core.game.rules import HouseRules

#: how much smaller a crowded table's hands are drawn, tried in turn until each box's
#: hands fit in front of it.
HAND_SHRINK_STEPS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
#: the request of a hand waiting on a card (trainer.core.procedure.machine.CARD).
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
        self._base_at: dict[float, dict[float, complex]] = {}
        self._base_count = 0
        self._arc: tuple[float, ...] | None = None
        #: what the hands' layout search remembers from one layout to the next
        self._search_memo = SearchMemo()
        #: the rects each box's hands cover, by what they show (hand_places' groups)
        self.hand_groups = HandGroups(self.hand_offsets)

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

    def number_rect(self, box: int) -> QRectF:
        """What the box number's figures cover on the felt (drawn centred on number_pos);
        worked out once a box (a wide row asks at every restack)."""
        rects = self.__dict__.setdefault("_number_rects", {})
        rect = rects.get(box)
        if rect is None:
            size = self.spot_radius * 0.42
            width = art.text_width(size, True, str(box)) + 4
            number = self.number_pos(box)
            rect = rects[box] = QRectF(number.x() - width / 2, number.y() - size * 0.65, width, size * 1.3)
        return QRectF(rect)

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
            spots = [behind.translated(self.behind_spot(box, slot) - self.spot(box))
                     for slot in range(1, self.behind_spots + 1)]
            # split hands' stakes side by side reach past the spot: the row slides away
            # from the box's number beside it, then moves off the behind spots as any row
            # (which, at the arc's ends, leans back towards the number: slide again)
            number = self.number_rect(box).translated(-self.spot(box))
            for tries in range(5):
                shift = max((separation(spot, row, inwards) for spot in spots
                             if spot.adjusted(-3, -3, 3, 3).intersects(row)), default=0.0)
                placed = row.translated(inwards * shift)
                if tries == 4 or not placed.intersects(number):
                    break
                slide = placed.right() - number.left() + 3
                offsets = [along - slide for along in offsets]
                row = row.translated(-slide, 0)
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
        nearer the dealer)."""
        return self.on_arc(angle) + self.normal(angle) * (self.cards_offset - inset)

    def hands_base_at(self, angle: float, inset: float = 0.0) -> complex:
        """hands_base as x + y·j, for the hands' layout search: the same operations on the
        same doubles as on_arc, normal and QPointF's + and * (the search tries a few
        hundred new angles per layout, and QPointF's arithmetic crosses the binding).
        Remembered by inset, then angle: floats and complex numbers are no containers, so
        the many one-off angles of a search do not wake the garbage collector."""
        by_angle = self._base_at.get(inset)
        if by_angle is None:
            by_angle = self._base_at[inset] = {}
        point = by_angle.get(angle)
        if point is None:
            self._base_count += 1
            if self._base_count > 2_048:  # a search's in-between angles never come back
                self._base_at.clear()
                self._base_at[inset] = by_angle = {}
                self._base_count = 1
            arc = self._arc
            if arc is None:  # the ellipse's figures, read once (each QPointF call crosses the binding)
                arc = self._arc = (self.center.x(), self.center.y(), self.rx_for(0.0), self.ry_for(0.0), self.rx, self.ry)
            center_x, center_y, arc_rx, arc_ry, rx, ry = arc
            rad = math.radians(angle)
            cos, sin = math.cos(rad), math.sin(rad)
            arc_x = center_x + arc_rx * cos
            arc_y = center_y - arc_ry * sin
            out_x, out_y = ry * cos, -rx * sin
            length = math.hypot(out_x, out_y) or 1.0
            along = self.cards_offset - inset
            point = by_angle[angle] = complex(arc_x + out_x / length * along, arc_y + out_y / length * along)
        return point

    def base_reach(self, inset: float = 0.0) -> float:
        """More than the hands' base (hands_base) moves along either axis when its angle
        changes by one degree: the arc's point moves at most the larger radius (per
        radian), the unit normal turns at most rx·ry/min(rx, ry)² = max/min radians per
        radian, times the base's distance along it; a quarter more for safety."""
        big, small = max(self.rx, self.ry), min(self.rx, self.ry)
        arc = max(abs(self.rx_for(0.0)), abs(self.ry_for(0.0)))
        return 1.25 * (arc + abs(self.cards_offset - inset) * big / small) * math.pi / 180

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
        return search_hand_places(self, self._search_memo, groups, stakes or {})

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

