"""The table as a QGraphicsScene: where everything lies, and keeping it in step with a round.

:class:`TableLayout` places the house's boxes along an arc, seen from the dealer's side:
the dealer stands at the bottom, box 1 (the dealer's left, "first base") is on the left
and the last box on the right. :class:`QtTableScene` shows a
:class:`~trainer.core.procedure.Round` and reports clicks as signals; it never changes
the round itself.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from trainer.core import hands as hv
from trainer.core.actions import Action
from trainer.core.payouts import format_amount
from trainer.core.rules import HouseRules
from trainer.core.table import DEALER, INSURANCE_PREFIX
from trainer.ui import art, texts
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
)

if TYPE_CHECKING:  # the procedure (and transitions) load with the first round, not before
    from trainer.core.procedure import Round

SCENE_W, SCENE_H = 1600.0, 1040.0
#: the request of a hand waiting on a card (trainer.core.procedure.CARD).
CARD = "card"


class TableLayout:
    """Scene positions for one house's table."""

    def __init__(self, rules: HouseRules) -> None:
        self.boxes = rules.boxes
        self.behind_spots = rules.behind_spots
        self.scene_rect = QRectF(0, 0, SCENE_W, SCENE_H)
        self.center = QPointF(SCENE_W / 2, 790)
        self.rx, self.ry = 650.0, 580.0
        crowded = self.boxes > 7
        self.scale = 0.74 if crowded else 1.0
        self.spot_radius = 44.0 * (0.82 if crowded else 1.0)
        self.chip_radius = 30.0 * (0.8 if crowded else 1.0)
        self.behind_radius = 25.0 * (0.82 if crowded else 1.0)
        self.behind_chip_radius = 22.0 * (0.82 if crowded else 1.0)
        self.insurance_chip_radius = 18.0 * (0.85 if crowded else 1.0)
        self.rail_margin = 44.0
        #: arcs as offsets from the boxes' arc (negative: nearer the dealer).
        self.cards_offset = -175.0
        self.insurance_arc = -318.0
        self.text_arc = -395.0
        self.felt_offset = 125.0
        self.span = (160.0, 20.0) if crowded else (151.0, 29.0)

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
        n = self.normal(angle)
        return QPointF(-n.y(), n.x())

    def spot(self, box: int) -> QPointF:
        return self.on_arc(self.angle(box))

    def number_pos(self, box: int) -> QPointF:
        """The box number, printed beside the spot (the chips' label lies under it)."""
        r = self.spot_radius
        return self.spot(box) + QPointF(r + 12, r * 0.45)

    def behind_spot(self, box: int, slot: int) -> QPointF:
        angle = self.angle(box)
        gap = 2 * self.behind_radius + 14
        along = (slot - (self.behind_spots + 1) / 2) * gap
        return self.spot(box) + self.normal(angle) * (self.spot_radius + self.behind_radius + 12) + self.tangent(angle) * along

    def hand_pos(self, box: int, index: int, count: int) -> QPointF:
        """Centre of a hand's cards: split hands side by side, in table order."""
        angle = self.angle(box)
        base = self.spot(box) + self.normal(angle) * self.cards_offset
        spread = art.CARD_W * self.scale * 1.42
        return base + QPointF((index - (count - 1) / 2) * spread, 0)

    def holder_bet_pos(self, box: int, index: int, count: int) -> QPointF:
        angle = self.angle(box)
        spread = self.chip_radius * 2.3 if count <= 2 else self.chip_radius * 1.7
        return self.spot(box) + self.tangent(angle) * ((index - (count - 1) / 2) * spread)

    def behind_bet_pos(self, box: int, slot: int, index: int, count: int) -> QPointF:
        angle = self.angle(box)
        return self.behind_spot(box, slot) + self.tangent(angle) * ((index - (count - 1) / 2) * self.behind_chip_radius * 1.3)

    def insurance_pos(self, box: int, index: int, count: int) -> QPointF:
        """On the insurance line in front of the box, the box's insurance bets side by
        side (the line is shorter than the boxes' arc, so the angles are squeezed onto it)."""
        first, last = self.span
        angle = 90 + (self.angle(box) - 90) * (55.0 / (first - 90))
        point = self.on_arc(angle, self.insurance_arc)
        return point + self.tangent(angle) * ((index - (count - 1) / 2) * (2 * self.insurance_chip_radius + 3))

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
        rx, ry = self.rx + self.felt_offset + margin, self.ry + self.felt_offset + margin
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


def _bet_slot(bet_id: str) -> tuple[bool, int, str]:
    """(insurance?, behind slot (0: holder), hand id) of a bet id such as ``ins:3.2b1``."""
    insurance = bet_id.startswith(INSURANCE_PREFIX)
    rest = bet_id[len(INSURANCE_PREFIX):] if insurance else bet_id
    hand_id, _, slot = rest.partition("b")
    return insurance, int(slot) if slot else 0, hand_id


def hand_total_text(cards, frozen_aces: int = 0, from_split: bool = False, done: bool = False) -> tuple[str, str]:
    """The pill under a hand: its total, a soft total as ``7/17`` while the hand may
    still take cards (``done``: only the total that counts), Black Jack, bust."""
    if not cards:
        return "", "plain"
    if hv.is_blackjack(cards, from_split):
        return texts.translate("Table", "Black Jack"), "blackjack"
    total = hv.total(cards, frozen_aces)
    if total > 21:
        return texts.translate("Table", "Bust %1").replace("%1", str(total)), "bust"
    if hv.is_soft(cards, frozen_aces) and total != 21 and not done:
        return f"{total - 10}/{total}", "plain"
    return str(total), "good" if total == 21 else "plain"


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
        self.shoe = QtShoeItem()
        self.shoe.setPos(lay.shoe_pos())
        self.addItem(self.shoe)
        self.discard = QtDiscardItem()
        self.discard.setPos(lay.discard_pos())
        self.addItem(self.discard)
        self.tray = QtTrayItem(rules.chips)
        self.tray.setPos(lay.tray_pos())
        self.addItem(self.tray)
        self.dealer = QtHandItem(DEALER, 1.0)
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

    def show_round(self, round_: Round) -> None:
        """Start showing a new round (no animation for what is already on the table)."""
        self.clear_round()
        self.sync(round_, None, animate=False)

    def sync(self, round_: Round, last: Action | None = None, animate: bool = True) -> None:
        """Bring every item in step with the round; ``last`` is the action just applied
        (it decides how settled chips leave the table)."""
        table = round_.table
        lay = self.layout
        animate = animate and self.animation_ms > 0
        request_hand, request = round_.current_request()

        # hands ------------------------------------------------------------------------------
        live = [hand_id for hand_id in table.order if not table.hands[hand_id].cleared]
        by_box: dict[int, list[str]] = {}
        for hand_id in table.order:
            by_box.setdefault(table.hands[hand_id].box, []).append(hand_id)
        old_positions: dict[int, QPointF] = {}
        for hand_id in list(self.hands):
            if hand_id in live:
                continue
            item = self.hands.pop(hand_id)
            hand = table.hands.get(hand_id)
            old_positions[int(hand_id.split(".")[0])] = item.pos()
            if hand is not None and hand.cleared:
                self._discard_cards(item, animate)
            self.removeItem(item)
            bubble = self.bubbles.pop(hand_id, None)
            if bubble is not None:
                self.removeItem(bubble)
        for hand_id in live:
            hand = table.hands[hand_id]
            siblings = by_box[hand.box]
            target = lay.hand_pos(hand.box, siblings.index(hand_id), len(siblings))
            item = self.hands.get(hand_id)
            if item is None:
                item = QtHandItem(hand_id, lay.scale)
                self.addItem(item)
                self.hands[hand_id] = item
                origin = old_positions.get(hand.box)
                if origin is not None and hand.from_split and hand.cards:
                    # the card this hand keeps from the split slides over from the pair
                    item.set_cards(hand.cards[:1])
                    item.setPos(origin)
                    self._move(item, origin, target, animate)
                else:
                    item.setPos(target)
            elif item.pos() != target:
                self._move(item, item.pos(), target, animate)
            self._deal_new_cards(item, hand.cards, animate)
            text, kind = hand_total_text(hand.cards, hand.frozen_aces, hand.from_split, done=hand.finished)
            if hand.doubled and kind not in ("bust",):
                text = text + " ×2"
            item.set_total(text, kind)
            item.set_active(hand_id == request_hand)

        # the dealer -----------------------------------------------------------------------
        self._deal_new_cards(self.dealer, table.dealer, animate)
        done = round_.state in ("insurance_settlement", "settlement", "done")
        text, kind = hand_total_text(table.dealer, done=done or hv.total(table.dealer) >= self.rules.dealer_stands_on)
        self.dealer.set_total(text, kind)
        self.dealer.set_active(round_.state == "dealer_draw")
        self.dealer_bubble.set_text(self.tr("Dealer draws") if round_.state == "dealer_draw" else "", strong=True)

        # bets -------------------------------------------------------------------------------
        live_bets: dict[str, list[str]] = {}
        for bet in table.bets.values():
            live_bets.setdefault(bet.hand_id, []).append(bet.id)
        for bet_id in list(self.stacks):
            if bet_id not in table.bets:
                self.removeItem(self.stacks.pop(bet_id))
        insured: dict[int, list[str]] = {}
        for bet in table.bets.values():
            if bet.insurance:
                insured.setdefault(table.hands[bet.hand_id].box, []).append(bet.id)
        for bet in table.bets.values():
            insurance, slot, _ = _bet_slot(bet.id)
            hand = table.hands[bet.hand_id]
            siblings = by_box[hand.box]
            index, count = siblings.index(bet.hand_id), len(siblings)
            if insurance:
                row = insured[hand.box]
                position = lay.insurance_pos(hand.box, row.index(bet.id), len(row))
                radius = lay.insurance_chip_radius
            elif slot:
                position = lay.behind_bet_pos(hand.box, slot, index, count)
                radius = lay.behind_chip_radius
            else:
                position = lay.holder_bet_pos(hand.box, index, count)
                radius = lay.chip_radius
            base = self._base.setdefault(bet.id, bet.stake)
            stack = self.stacks.get(bet.id)
            if bet.settled:
                if stack is not None:
                    del self.stacks[bet.id]
                    self._settle_away(stack, bet.id, hand.box, last, animate)
                if bet.id not in self.tags:
                    self._add_tag(bet.id, bet.net, position)
                continue
            if stack is None:
                stack = QtChipStackItem(bet.id, self.rules.chips, radius)
                stack.setPos(position)
                self.addItem(stack)
                self.stacks[bet.id] = stack
            elif stack.pos() != position:
                stack.setPos(position)
            stack.set_amount(bet.stake, base if bet.stake == 2 * base else bet.stake)
            stack.set_selected(bet.id == self.selected_bet)
            if bet.bonus_paid and "bonus:" + bet.id not in self.tags:
                self._add_tag("bonus:" + bet.id, bet.net, position + QPointF(0, -lay.chip_radius * 2.6))
        if self.selected_bet is not None and self.selected_bet not in self.stacks:
            self.selected_bet = None

        # bubbles: what each holder asked ---------------------------------------------------
        for hand_id in live:
            text, strong = self._bubble_text(round_, hand_id, request_hand, request)
            bubble = self.bubbles.get(hand_id)
            if bubble is None:
                if not text:
                    continue
                bubble = QtBubbleItem()
                self.addItem(bubble)
                self.bubbles[hand_id] = bubble
            item = self.hands[hand_id]
            target = self.layout.hand_pos(table.hands[hand_id].box, by_box[table.hands[hand_id].box].index(hand_id),
                                          len(by_box[table.hands[hand_id].box]))
            bubble.setPos(target + QPointF(0, item.card_rect(0).top() - 4))
            bubble.set_text(text, strong)

        # shoe, discard, tray ------------------------------------------------------------------
        self.shoe.set_remaining(table.shoe.remaining, self.tr("Shoe"))
        self.discard.set_count(self._discarded, self.tr("Discards"))
        house = -sum((bet.net for bet in table.bets.values()), Fraction(0))
        sign = "+" if house > 0 else ""
        self.tray.set_label(self.tr("House this round: %1").replace("%1", sign + format_amount(house)) if any(
            b.settled or b.bonus_paid for b in table.bets.values()) else "")

    def _bubble_text(self, round_: Round, hand_id: str, request_hand: str | None, request: str | None) -> tuple[str, bool]:
        table = round_.table
        hand = table.hands[hand_id]
        if hand_id == request_hand and request:
            word = "hit" if request == "hit" else request
            if request == CARD:
                return texts.decision_text("card"), True
            return texts.decision_text(word) + ("?" if request in ("double", "split") else "!"), True
        shown = round_.decisions_shown.get(hand_id)
        if shown and (hand.finished or round_.state == "play"):
            last = shown[-1]
            if last != "hit" or hand.finished:
                return texts.decision_text(last), False
            return texts.decision_text(last), False
        if round_.state in ("insurance_window", "insurance_offer", "play") and not shown:
            if any(b.insurance and b.hand_id == hand_id for b in table.bets.values()):
                return texts.decision_text("insurance"), False
            if (round_.rules.even_money and hand.is_blackjack and round_.state == "insurance_window"
                    and any(round_.players.takes_even_money(b.id) for b in table.bets_on(hand_id, include_settled=True))):
                return texts.decision_text("even_money"), False
        return "", False

    # --- animation helpers ---------------------------------------------------------------------
    def finish_animations(self) -> None:
        """Jump every running animation to its end (cards land, chips leave)."""
        for animation in list(self._animations):
            animation.setCurrentTime(animation.duration())

    def _move(self, item: QGraphicsItem, start: QPointF, end: QPointF, animate: bool, done=None) -> None:
        if not animate:
            item.setPos(end)
            if done:
                done()
            return
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

    def _deal_new_cards(self, item: QtHandItem, cards, animate: bool) -> None:
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
            end = item.mapToScene(item.card_rect(index).center())
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

    def _add_tag(self, key: str, net: Fraction, position: QPointF) -> None:
        if net > 0:
            text, colour = "+" + format_amount(net), "#1f7a3a"
        elif net < 0:
            text, colour = "−" + format_amount(-net), "#a4161a"
        else:
            text, colour = self.tr("push"), "#35557a"
        tag = QtTagItem(text, colour)
        tag.setPos(position)
        self.addItem(tag)
        self.tags[key] = tag
