"""The table as a QGraphicsScene: where everything lies, and keeping it in step with a round.

:class:`TableLayout` places the house's boxes along an arc, seen from the dealer's side:
the dealer stands at the bottom, box 1 (the dealer's left, "first base") is on the left
and the last box on the right. :class:`QtTableScene` shows a
:class:`~trainer.core.view.RoundView` (a frozen picture of the round) and reports clicks
as signals; it never sees, let alone changes, the live round.
"""

from __future__ import annotations

import math
from fractions import Fraction

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from trainer.core import hands as hv
from trainer.core.actions import Action
from trainer.core.payouts import format_amount
from trainer.core.rules import HouseRules
from trainer.core.table import DEALER
from trainer.core.view import RoundView, box_of
from trainer.core.vocabulary import ASKING_PHASES, Phase
from trainer.ui import art, side_bet_art, texts
from trainer.ui.items import (
    QtBubbleItem,
    QtCardItem,
    QtChipStackItem,
    QtDiscardItem,
    QtFeltItem,
    QtHandItem,
    QtShoeItem,
    QtTagItem,
    QtTrayItem,
    GLOW,
    bubble_rect,
    hand_footprint,
    stack_chips_rect,
    stack_extent,
    stack_label_rect,
)

SCENE_W, SCENE_H = 1600.0, 1040.0
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


class TableLayout:
    """Scene positions for one house's table."""

    def __init__(self, rules: HouseRules) -> None:
        self.boxes = rules.boxes
        self.behind_spots = rules.behind_spots
        self.chips = tuple(rules.chips)
        self.max_bet = Fraction(rules.max_bet)
        self.scene_rect = QRectF(0, 0, SCENE_W, SCENE_H)
        self.center = QPointF(SCENE_W / 2, 790)
        self.rx, self.ry = 650.0, 580.0
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
        self.rail_margin = 44.0
        #: arcs as offsets from the boxes' arc (negative: nearer the dealer).
        self.cards_offset = -182.0
        self.insurance_arc = -328.0
        self.text_arc = -395.0
        self.felt_offset = 125.0
        #: the felt reaches this much further on the players' side than on the sides,
        #: room for the behind spots of the middle boxes.
        self.felt_reach = 20.0
        self.span = (160.0, 20.0) if crowded else (151.0, 29.0)
        #: degrees the hands of the end boxes may slide past their boxes to make room.
        self.hand_slack = 14.0
        #: split hands are drawn this much smaller: side by side they still fit between
        #: the neighbours' hands.
        self.split_scale = 0.8 * self.scale
        #: how much nearer the dealer a box's hands may come to keep off its chips.
        self.max_inset = 100.0
        #: the insurance line's half-angle, and the part of it the boxes' insurance bets use.
        self.insurance_half = 62.0
        self.insurance_squeeze = 57.0
        self._behind: dict[int, tuple[float, float]] = {}
        self._bases: dict[tuple[float, float], QPointF] = {}

    # --- the arc -----------------------------------------------------------------------
    def rx_for(self, offset: float) -> float:
        return self.rx + offset

    def ry_for(self, offset: float) -> float:
        return self.ry + offset

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
            if len(self._bases) > 50_000:  # the search's in-between angles: start afresh
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

        def need(left: int, right: int, at: float) -> float:
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
    def dealer_pos(self) -> QPointF:
        return QPointF(self.center.x(), self.center.y() + 5)

    def dealer_place_rect(self) -> QRectF:
        c = self.dealer_pos()
        return QRectF(c.x() - 150, c.y() - 78, 300, 170)

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

    # --- shapes --------------------------------------------------------------------------
    def table_path(self, margin: float) -> QPainterPath:
        """The felt (margin 0) or the rail around it: a half ellipse on the players'
        side, straight down to the dealer's edge."""
        rx = self.rx + self.felt_offset + margin
        ry = self.ry + self.felt_offset + self.felt_reach + margin
        cx, cy = self.center.x(), self.center.y()
        bottom = SCENE_H - 6 + margin * 0.2
        path = QPainterPath()
        path.moveTo(cx - rx, bottom)
        path.lineTo(cx - rx, cy)
        path.arcTo(QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry), 180, -180)
        path.lineTo(cx + rx, bottom)
        path.closeSubpath()
        return path

    def arc_path(self, offset: float, start: float, end: float) -> QPainterPath:
        rx, ry = self.rx_for(offset), self.ry_for(offset)
        cx, cy = self.center.x(), self.center.y()
        path = QPainterPath()
        rect = QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry)
        path.arcMoveTo(rect, start)
        path.arcTo(rect, start, end - start)
        return path


def hand_total_text(cards, frozen_aces: int = 0, from_split: bool = False, done: bool = False,
                    three_sevens_bonus: bool = False) -> tuple[str, str]:
    """The pill under a hand: its total, a soft total as ``7/17`` while the hand may
    still take cards (``done``: only the total that counts), Black Jack, bust; with
    ``three_sevens_bonus`` (a house that pays it) three sevens is named like Black Jack."""
    if not cards:
        return "", "plain"
    if hv.is_blackjack(cards, from_split):
        return texts.translate("Table", "Black Jack"), "blackjack"
    if three_sevens_bonus and hv.is_three_sevens(cards, from_split):
        return texts.translate("Table", "Three sevens"), "blackjack"
    total = hv.total(cards, frozen_aces)
    if total > 21:
        return texts.translate("Table", "Bust %1").replace("%1", str(total)), "bust"
    if hv.is_soft(cards, frozen_aces) and total != 21 and not done:
        return f"{total - 10}/{total}", "plain"
    return str(total), "good" if total == 21 else "plain"


def split_label(hand_id: str, total: str) -> str:
    """A split hand's pill: its id, as the keys name it, then its total (``3.2 · 14``)."""
    return f"{hand_id} · {total}"


class QtTableScene(QGraphicsScene):
    """The table of one house, showing one round at a time."""

    #: a hand's cards (or its empty card place) was clicked: the hand id, or ``dealer``.
    hand_clicked = Signal(str)
    #: a bet's chips were clicked: the bet id.
    bet_clicked = Signal(str)

    def __init__(self, rules: HouseRules, animation_ms: int = 200, parent=None) -> None:
        super().__init__(parent)
        self.animation_ms = animation_ms
        self.rules = rules
        self.layout = TableLayout(rules)
        self.setSceneRect(self.layout.scene_rect)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.hands: dict[str, QtHandItem] = {}
        self.stacks: dict[str, QtChipStackItem] = {}
        self.tags: dict[str, QtTagItem] = {}
        self.bubbles: dict[str, QtBubbleItem] = {}
        self.selected_bet: str | None = None
        self._base: dict[str, Fraction] = {}
        self._animations: set[QVariantAnimation] = set()
        #: the animation moving each hand, and where to.
        self._sliding: dict[str, tuple[QVariantAnimation, QPointF]] = {}
        self._discarded = 0
        self._build_static()

    # --- building -------------------------------------------------------------------------
    def _build_static(self) -> None:
        rules, lay = self.rules, self.layout
        self.felt = QtFeltItem(lay)
        bj = format_amount(rules.blackjack_pays)
        ratio = f"{rules.blackjack_pays.numerator} {self.tr('TO')} {rules.blackjack_pays.denominator}"
        del bj
        self.felt.texts = {
            "rules": self.tr("BLACK JACK PAYS %1 · DEALER STANDS ON %2").replace("%1", ratio).replace("%2", str(rules.dealer_stands_on)),
            "insurance": self.tr("INSURANCE PAYS %1 TO %2").replace("%1", str(rules.insurance_pays.numerator)).replace(
                "%2", str(rules.insurance_pays.denominator)) if rules.insurance else self.tr("NO INSURANCE"),
        }
        self.addItem(self.felt)
        self._add_side_bet_places()
        self.shoe = QtShoeItem()
        self.shoe.setPos(lay.shoe_pos())
        self.addItem(self.shoe)
        self.discard = QtDiscardItem()
        self.discard.setPos(lay.discard_pos())
        self.addItem(self.discard)
        self.tray = QtTrayItem(rules.chips)
        self.tray.setPos(lay.tray_pos())
        self.addItem(self.tray)
        self.dealer = QtHandItem(DEALER, 1.0, grow_down=False)
        self.dealer.setPos(lay.dealer_pos())
        self.addItem(self.dealer)
        self.dealer_bubble = QtBubbleItem()
        self.addItem(self.dealer_bubble)
        self.dealer_bubble.setPos(lay.dealer_pos() + QPointF(0, -art.CARD_H / 2 - 6))
        self.house_label = self.addSimpleText("")
        self.house_label.setFont(art.font(22, bold=True))
        self.house_label.setBrush(QColor(236, 222, 170, 230))
        self.limits_label = self.addSimpleText("")
        self.limits_label.setFont(art.font(17))
        self.limits_label.setBrush(QColor(236, 222, 170, 200))
        self.house_label.setText(rules.name)
        self.limits_label.setText(
            self.tr("Limits %1 – %2 %3").replace("%1", str(rules.min_bet)).replace("%2", str(rules.max_bet)).replace("%3", rules.currency)
        )
        for label, x in ((self.house_label, 70), (self.limits_label, 70)):
            label.setZValue(-50)
        self.house_label.setPos(70, 20)
        self.limits_label.setPos(70, 52)

    def _add_side_bet_places(self) -> None:
        """The 21+3 spots and the Swiss Jack semicircle, for a house that runs them."""
        self.side_bet_felt: side_bet_art.QtSideBetFeltItem | None = None
        if not self.rules.side_bets:
            return
        labels = {}
        swiss = self.rules.side_bet("swissjack")
        if swiss is not None:
            pays = {outcome: format_amount(ratio) for outcome, ratio in swiss.pays.items()}
            labels["swissjack"] = (
                self.tr("SWISS JACK   BUST %1 · BLACK JACK %2 · ONE SUIT %3 · CLUBS %4")
                .replace("%1", pays.get("dealer_bust", "-")).replace("%2", pays.get("dealer_blackjack", "-"))
                .replace("%3", pays.get("dealer_suited_blackjack", "-")).replace("%4", pays.get("dealer_clubs_blackjack", "-"))
            )
        rules_text = ""
        if swiss is not None:  # the semicircle takes the payout line's arc: the line moves
            rules_text = self.felt.texts.get("rules", "")
            self.felt.texts["rules"] = ""
        self.side_bet_felt = side_bet_art.QtSideBetFeltItem(self.layout, self.rules, labels, rules_text)
        self.addItem(self.side_bet_felt)

    # --- reading (tests, the window) ---------------------------------------------------------
    def hand_item(self, hand_id: str) -> QtHandItem | None:
        return self.dealer if hand_id == DEALER else self.hands.get(hand_id)

    def stack_item(self, bet_id: str) -> QtChipStackItem | None:
        return self.stacks.get(bet_id)

    def box_count(self) -> int:
        return self.layout.boxes

    # --- selection -------------------------------------------------------------------------
    def select_bet(self, bet_id: str | None) -> None:
        self.selected_bet = bet_id
        for key, stack in self.stacks.items():
            stack.set_selected(key == bet_id)

    # --- showing a round ---------------------------------------------------------------------
    def clear_round(self) -> None:
        for animation in list(self._animations):
            animation.stop()
        self._animations.clear()
        self._sliding.clear()
        for collection in (self.hands, self.stacks, self.tags, self.bubbles):
            for item in collection.values():
                if item.scene() is self:
                    self.removeItem(item)
            collection.clear()
        for item in list(self.items()):
            if isinstance(item, QtCardItem) or (isinstance(item, QtChipStackItem) and item.bet_id == ""):
                self.removeItem(item)
        self._base.clear()
        self._discarded = 0
        self.selected_bet = None
        self.dealer.set_cards([])
        self.dealer.set_total("")
        self.dealer.set_active(False)
        self.dealer_bubble.set_text("")

    def show_round(self, view: RoundView) -> None:
        """Start showing a new round (no animation for what is already on the table)."""
        self.clear_round()
        self.sync(view, None, animate=False)

    def sync(self, view: RoundView, last: Action | None = None, animate: bool = True) -> None:
        """Bring every item in step with the round's view; ``last`` is the action just
        applied (it decides how settled chips leave the table)."""
        table = view
        animate = animate and self.animation_ms > 0
        request_hand, request = view.request

        live = list(view.live_hands())
        by_box: dict[int, list[str]] = {}
        for hand_id in table.order:
            by_box.setdefault(table.hands[hand_id].box, []).append(hand_id)

        # hands that left the table ------------------------------------------------------------
        old_positions: dict[int, QPointF] = {}
        for hand_id in list(self.hands):
            if hand_id in live:
                continue
            item = self.hands.pop(hand_id)
            hand = table.hands.get(hand_id)
            old_positions[box_of(hand_id)] = item.pos()
            if hand is not None and hand.cleared:
                self._discard_cards(item, animate)
            self.removeItem(item)
            bubble = self.bubbles.pop(hand_id, None)
            if bubble is not None:
                self.removeItem(bubble)

        # bets (the hands keep clear of them) ----------------------------------------------------
        stakes = self._sync_bets(view, by_box, last, animate)
        if self.selected_bet is not None and self.selected_bet not in self.stacks:
            self.selected_bet = None

        # hands: what each shows, then where it lies -------------------------------------------
        shown: dict[str, tuple[str, str, str, bool]] = {}
        for hand_id in live:
            hand = table.hands[hand_id]
            text, kind = hand_total_text(hand.cards, hand.frozen_aces, hand.from_split, done=hand.finished,
                                         three_sevens_bonus=self.rules.three_sevens)
            if hand.doubled and kind not in ("bust",):
                text = text + " ×2"
            if "." in hand_id and text:
                # a split hand is named as its keys name it: 3 then 2 is hand 3.2
                text = split_label(hand_id, text)
            bubble_text, strong = self._bubble_text(view, hand_id, request_hand, request)
            shown[hand_id] = (text, kind, bubble_text, strong)
        targets, scales = self._place_hands(table, by_box, live, shown, stakes)

        for hand_id in live:
            hand = table.hands[hand_id]
            target = targets[hand_id]
            item = self.hands.get(hand_id)
            if item is None:
                item = QtHandItem(hand_id, scales[hand_id])
                self.addItem(item)
                self.hands[hand_id] = item
                origin = old_positions.get(hand.box)
                if origin is not None and hand.from_split and hand.cards:
                    # the card this hand keeps from the split slides over from the pair
                    item.set_cards(hand.cards[:1])
                    item.setPos(origin)
                    self._slide(item, target, animate)
                else:
                    item.setPos(target)
            else:
                item.set_scale(scales[hand_id])
                self._slide(item, target, animate)
            self._deal_new_cards(item, hand.cards, animate, target)
            text, kind, bubble_text, strong = shown[hand_id]
            item.set_total(text, kind)
            item.set_active(hand_id == request_hand)

            # the bubble: what the holder asked, over the hand's first card
            bubble = self.bubbles.get(hand_id)
            if bubble is None:
                if not bubble_text:
                    continue
                bubble = QtBubbleItem()
                self.addItem(bubble)
                self.bubbles[hand_id] = bubble
            bubble.setPos(target + QPointF(0, item.card_rect(0).top() - 4))
            bubble.set_text(bubble_text, strong)

        self._clear_insurance(view, targets)

        # the dealer -----------------------------------------------------------------------
        dealer = view.dealer
        self._deal_new_cards(self.dealer, list(dealer.cards), animate)
        text, kind = hand_total_text(list(dealer.cards), done=dealer.done_drawing)
        self.dealer.set_total(text, kind)
        self.dealer.set_active(dealer.drawing_now)
        self.dealer_bubble.setPos(self.layout.dealer_pos() + QPointF(0, self.dealer.card_rect(0).top() - 4))
        self.dealer_bubble.set_text(self.tr("Dealer draws") if dealer.drawing_now else "", strong=True)

        # shoe, discard, tray ------------------------------------------------------------------
        self.shoe.set_count(view.shoe_remaining, self.tr("Shoe"))
        self.discard.set_count(self._discarded, self.tr("Discards"))
        house = view.house_result
        sign = "+" if house > 0 else ""
        self.tray.set_label(self.tr("House this round: %1").replace("%1", sign + format_amount(house))
                            if view.money_moved else "")

    def _sync_bets(self, view: RoundView, by_box: dict[int, list[str]], last: Action | None,
                   animate: bool) -> dict[int, list[QRectF]]:
        """Chip stacks for the live bets, tags for the settled ones; returns the scene rects
        the stacks cover, by box."""
        table = view
        lay = self.layout
        for bet_id in list(self.stacks):
            if bet_id not in table.bets:
                self.removeItem(self.stacks.pop(bet_id))

        # where each bet lies: rows of stacks that never overlap (split hands' stakes on
        # the spot, a split's behind stakes on their spot, a box's insurance bets)
        rows: dict[tuple, list] = {}
        for bet in table.bets.values():
            if bet.side is not None:  # on its own place, never in a row with other bets
                continue
            key = ("insurance", bet.box) if bet.insurance else ("behind", bet.box, bet.slot) if bet.slot else ("holder", bet.box)
            rows.setdefault(key, []).append(bet)
        # after a split followed by behind bettors, a box's behind stakes share one row
        # across its behind spots (one row per spot would run into the next spot's)
        for box in {key[1] for key, bets in rows.items() if key[0] == "behind" and len(bets) > 1}:
            shared = [key for key in rows if key[0] == "behind" and key[1] == box]
            merged = [bet for key in sorted(shared) for bet in rows.pop(key)]
            rows[("behind", box, 0)] = merged
        order = {hand_id: index for index, hand_id in enumerate(table.order)}
        position: dict[str, QPointF] = {}
        radius: dict[str, tuple[float, int]] = {}
        for key, bets in rows.items():
            bets.sort(key=lambda bet: (bet.slot, order.get(bet.hand_id, 0), bet.id))
            kind, box = key[0], key[1]
            r, most = {"insurance": (lay.insurance_chip_radius, lay.insurance_chips),
                       "behind": (lay.behind_chip_radius, lay.behind_chips),
                       "holder": (lay.chip_radius, lay.holder_chips)}[kind]
            footprints = []
            for bet in bets:
                r_bet = r
                if table.hands[bet.hand_id].from_split and kind != "insurance":
                    r_bet = lay.split_chip_radius if kind == "holder" else lay.behind_chip_radius * 0.8
                base = self._base.setdefault(bet.id, bet.stake)
                footprints.append(stack_extent(r_bet, lay.chips, bet.stake, base if bet.stake == 2 * base else bet.stake, most))
                radius[bet.id] = (r_bet, most)
            if kind == "insurance":
                points = lay.insurance_row(box, footprints)
            elif kind == "behind":
                points = lay.behind_bet_row(box, key[2], footprints)
            else:
                points = lay.holder_bet_row(box, footprints)
            position.update((bet.id, point) for bet, point in zip(bets, points))

        for bet in table.bets.values():
            if bet.side is not None:
                position[bet.id] = side_bet_art.side_bet_point(lay, bet.side, bet.box)
                radius[bet.id] = (side_bet_art.side_chip_radius(lay), 3)

        covered: dict[int, list[QRectF]] = {}
        for bet in table.bets.values():
            # a side bet lies on its box, whose hand may have split
            box = bet.box
            point = position[bet.id]
            r, most = radius[bet.id]
            base = self._base.setdefault(bet.id, bet.stake)
            stack = self.stacks.get(bet.id)
            if bet.settled:
                if stack is not None:
                    del self.stacks[bet.id]
                    self._settle_away(stack, bet.id, box, last, animate)
                if bet.id not in self.tags:
                    at = point if bet.side is None else side_bet_art.side_bet_tag_point(lay, bet.side, box)
                    self._add_tag(bet.id, bet.net, at, small=r < lay.chip_radius)
                continue
            if stack is None:
                stack = QtChipStackItem(bet.id, self.rules.chips, r, max_chips=most)
                stack.setPos(point)
                self.addItem(stack)
                self.stacks[bet.id] = stack
            elif stack.pos() != point:
                stack.setPos(point)
            stack.set_amount(bet.stake, base if bet.stake == 2 * base else bet.stake)
            stack.set_selected(bet.id == self.selected_bet)
            if not bet.insurance and bet.side != "swissjack":  # the insurance line and the Swiss Jack lie beyond the hands
                covered.setdefault(box, []).append(stack.footprint().translated(point))
            if bet.bonus_paid and "bonus:" + bet.id not in self.tags:
                # the bonus paid: a badge on the stack's top right, clear of the behind
                # spots above and the box number beside it
                chips = stack.chips_rect()
                self._add_tag("bonus:" + bet.id, bet.net, point + QPointF(chips.right() - r * 0.2, chips.top() + 6),
                              small=r < lay.chip_radius)
        return covered

    def _clear_insurance(self, view: RoundView, targets: dict[str, QPointF]) -> None:
        """A hand that took cards may reach the insurance line: the box's insurance bets
        then move down the line's band, towards the dealer, as far as they must."""
        table = view
        hands = [item.boundingRect().translated(targets[hand_id]) for hand_id, item in self.hands.items()
                 if hand_id in targets]
        rows: dict[int, list[QtChipStackItem]] = {}
        for bet_id, stack in self.stacks.items():
            bet = table.bets.get(bet_id)
            if bet is not None and bet.insurance:
                rows.setdefault(bet.box, []).append(stack)
        for stacks in rows.values():
            placed = [stack.footprint().translated(stack.pos()) for stack in stacks]
            towards = self.layout.center - stacks[0].pos()
            length = math.hypot(towards.x(), towards.y()) or 1.0
            towards = towards / length
            shift = 0.0
            while shift < 30 and any(rect.translated(towards * shift).intersects(hand) for rect in placed for hand in hands):
                shift += 3.0
            if shift:
                for stack in stacks:
                    stack.setPos(stack.pos() + towards * shift)

    def _hand_scale(self, hand, factor: float = 1.0) -> float:
        return (self.layout.split_scale if hand.from_split else self.layout.scale) * factor

    def _place_hands(self, table, by_box: dict[int, list[str]], live: list[str],
                     shown: dict[str, tuple[str, str, str, bool]],
                     stakes: dict[int, list[QRectF]]) -> tuple[dict[str, QPointF], dict[str, float]]:
        """Where each live hand lies, and its cards' scale: a box's hands side by side
        (split hands keep their place when a sibling leaves), each box's group in front of
        the box unless it would overlap another box's hands. Where a crowded table leaves
        no room, every hand is drawn smaller (down to half size) rather than pushed in
        front of a neighbour's box."""
        lay = self.layout
        for factor in HAND_SHRINK_STEPS:
            groups: dict[int, list[QRectF]] = {}
            offsets: dict[str, float] = {}
            for box, siblings in by_box.items():
                footprints, bubbles = [], []
                for hand_id in siblings:
                    hand = table.hands[hand_id]
                    scale = self._hand_scale(hand, factor)
                    text = shown[hand_id][0] if hand_id in shown else ""
                    footprint = hand_footprint(art.CARD_W * scale, art.CARD_H * scale, max(len(hand.cards), 2), text or "00")
                    bubble = bubble_rect(shown[hand_id][2]) if hand_id in shown else QRectF()
                    if not bubble.isNull():
                        bubble.translate(0, footprint.top() + GLOW - 4)  # 4 above the first card's top
                    footprints.append(footprint)
                    bubbles.append(bubble)
                # split hands side by side, their bubbles too
                xs = lay.hand_offsets([f.united(b) if not b.isNull() else f for f, b in zip(footprints, bubbles)])
                rects: list[QRectF] = []
                for hand_id, x, footprint, bubble in zip(siblings, xs, footprints, bubbles):
                    offsets[hand_id] = x
                    if hand_id not in shown:
                        continue
                    rects.append(footprint.translated(x, 0))
                    if not bubble.isNull():
                        rects.append(bubble.translated(x, 0))
                if rects:
                    groups[box] = rects
            places, clear = lay.hand_places(groups, stakes)
            if clear:
                break
        targets: dict[str, QPointF] = {}
        scales: dict[str, float] = {}
        for hand_id in live:
            hand = table.hands[hand_id]
            angle, inset = places.get(hand.box, (lay.angle(hand.box), 0.0))
            targets[hand_id] = lay.hands_base(angle, inset) + QPointF(offsets[hand_id], 0)
            scales[hand_id] = self._hand_scale(hand, factor)
        return targets, scales

    def _bubble_text(self, view: RoundView, hand_id: str, request_hand: str | None, request: str | None) -> tuple[str, bool]:
        table = view
        hand = table.hands[hand_id]
        if hand_id == request_hand and request:
            # one word per decision: the card a double or a split owes the hand is still
            # that decision's ("Double?", then "Double!" until the card, then "Double")
            word = request
            if request == CARD:
                word = "double" if hand.doubled else ("split" if hand.from_split else "hit")
            return texts.decision_text(word) + ("?" if request in ("double", "split") else "!"), True
        shown = hand.decisions
        if shown and (hand.finished or view.phase == Phase.PLAY):
            last = shown[-1]
            if last != "hit" or hand.finished:
                return texts.decision_text(last), False
            return texts.decision_text(last), False
        if view.phase in ASKING_PHASES and not shown:
            if any(b.insurance and b.hand_id == hand_id for b in table.bets.values()):
                return texts.decision_text("insurance"), False
            if (self.rules.even_money and hand.is_blackjack and view.phase == Phase.INSURANCE_WINDOW
                    and any(b.takes_even_money for b in table.bets_on(hand_id, include_settled=True))):
                return texts.decision_text("even_money"), False
        return "", False

    # --- animation helpers ---------------------------------------------------------------------
    def finish_animations(self) -> None:
        """Jump every running animation to its end (cards land, chips leave)."""
        for animation in list(self._animations):
            animation.setCurrentTime(animation.duration())

    def _slide(self, item: QtHandItem, target: QPointF, animate: bool) -> None:
        """Move a hand to ``target``: one animation at a time (a hand already on its way
        there keeps going; one on its way elsewhere turns)."""
        running = self._sliding.get(item.hand_id)
        if running is not None:
            animation, end = running
            if animation in self._animations and end == target:
                return
            animation.stop()
            self._animations.discard(animation)
            del self._sliding[item.hand_id]
        if item.pos() == target:
            return
        animation = self._move(item, item.pos(), target, animate)
        if animation is not None:
            self._sliding[item.hand_id] = (animation, QPointF(target))

    def _move(self, item: QGraphicsItem, start: QPointF, end: QPointF, animate: bool,
              done=None) -> QVariantAnimation | None:
        if not animate:
            item.setPos(end)
            if done:
                done()
            return None
        animation = QVariantAnimation()
        animation.setStartValue(QPointF(start))
        animation.setEndValue(QPointF(end))
        animation.setDuration(self.animation_ms)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(item.setPos)

        def finished() -> None:
            self._animations.discard(animation)
            if done:
                done()

        animation.finished.connect(finished)
        self._animations.add(animation)
        animation.start()
        return animation

    def _deal_new_cards(self, item: QtHandItem, cards, animate: bool, at: QPointF | None = None) -> None:
        """Show the hand's new cards, flying in from the shoe to where the hand lies (``at``:
        where it is going, when it moves)."""
        old = len(item.cards)
        if len(cards) == old:
            return
        if len(cards) < old or not animate:
            item.set_cards(list(cards))
            return
        shown = item.shown
        item.set_cards(list(cards), shown=shown)
        for index in range(old, len(cards)):
            flying = QtCardItem(cards[index], item.card_w / art.CARD_W)
            self.addItem(flying)
            start = self.layout.shoe_pos() + QPointF(0, -10)
            end = (at if at is not None else item.pos()) + item.card_rect(index).center()
            flying.setPos(start)

            def landed(flying=flying, item=item) -> None:
                if flying.scene() is self:
                    self.removeItem(flying)
                if item.scene() is self:
                    item.shown = min(item.shown + 1, len(item.cards))
                    item.update()

            self._move(flying, start, end, True, landed)

    def _discard_cards(self, item: QtHandItem, animate: bool) -> None:
        self._discarded += len(item.cards)
        if not animate:
            return
        for index in range(item.shown):
            flying = QtCardItem(None, item.card_w / art.CARD_W)
            self.addItem(flying)
            start = item.mapToScene(item.card_rect(index).center())
            flying.setPos(start)
            self._move(flying, start, self.layout.discard_pos() + QPointF(0, -10), True,
                       lambda flying=flying: flying.scene() is self and self.removeItem(flying))

    def _settle_away(self, stack: QtChipStackItem, bet_id: str, box: int, last: Action | None, animate: bool) -> None:
        """A settled bet's chips leave: to the tray when collected, to the player when paid
        or pushed."""
        stack.set_selected(False)
        if not animate:
            self.removeItem(stack)
            return
        collected = last is not None and last.verb == "collect" and last.target == bet_id
        end = self.layout.tray_pos() if collected else self.layout.player_side(box)
        stack.bet_id = ""
        stack.label_on = False
        stack.setZValue(60)
        self._move(stack, stack.pos(), end, True, lambda: stack.scene() is self and self.removeItem(stack))

    def _add_tag(self, key: str, net: Fraction, position: QPointF, small: bool = False) -> None:
        if net > 0:
            text, colour = "+" + format_amount(net), "#1f7a3a"
        elif net < 0:
            text, colour = "−" + format_amount(-net), "#a4161a"
        else:
            text, colour = self.tr("push"), "#35557a"
        tag = QtTagItem(text, colour, 13 if small else 16)
        tag.setPos(position)
        self.addItem(tag)
        self.tags[key] = tag
