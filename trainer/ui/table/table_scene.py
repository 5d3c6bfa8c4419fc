"""The table as a QGraphicsScene: where everything lies, and keeping it in step with a round.

:class:`~trainer.ui.table.table_layout.TableLayout` places the house's boxes along an arc, seen
from the dealer's side (box 1, the dealer's left, on the left). :class:`QtTableScene` shows a
:class:`~trainer.core.procedure.view.RoundView` (a frozen picture of the round) and reports clicks
as signals; it never sees, let alone changes, the live round.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from trainer.core.game import side_bets as sb
from trainer.core.game.payouts import format_amount
from trainer.core.game.rules import HouseRules
from trainer.core.game.table import DEALER
from trainer.core.procedure.actions import Action
from trainer.core.procedure.view import BetView, HandView, RoundView, box_of
from trainer.core.procedure.view_diff import bet_boxes_changed, diff_views
from trainer.core.procedure.vocabulary import ASKING_PHASES, Decision, Phase
from trainer.ui.table import art, side_bet_art
from trainer.ui.table.card_warmer import warm_next_size
from trainer.ui.table.felt_art import SCENE_H, SCENE_W  # noqa: F401 - the scene's size, importable from here as before
from trainer.ui.table.fixture_items import QtDiscardItem, QtFeltItem, QtShoeItem, QtTrayItem

# the geometry lives in table_layout, the hands' pills in hand_labels; their names stay
# importable from here
from trainer.ui.table.hand_labels import hand_total_text, split_label  # noqa: F401
from trainer.ui.table.item_geometry import badge_places, bubble_rect, first_clear, stack_extent, total_pill_rect
from trainer.ui.table.items import QtBubbleItem, QtCardItem, QtChipStackItem, QtHandItem, QtTagItem
from trainer.ui.table.scene_motion import SceneMotion, retire
from trainer.ui.table.table_layout import CARD, HAND_SHRINK_STEPS, TableLayout, row_offsets, separation  # noqa: F401
from trainer.words import window_texts as texts
from trainer.words.messages import money_text
from trainer.words.names import house_title
from trainer.words.placeholders import filled


class QtTableScene(SceneMotion, QGraphicsScene):
    """The table of one house, showing one round at a time."""

    #: a hand's cards (or its empty card place) was clicked: the hand id, or ``dealer``.
    hand_clicked = Signal(str)
    #: a bet's chips were clicked: the bet id.
    bet_clicked = Signal(str)

    def __init__(self, rules: HouseRules, animation_ms: int = 200, parent: QObject | None = None) -> None:
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
        #: the view shown now: the next one is applied as the difference from it.
        self._view: RoundView | None = None
        #: each live hand's (total, kind, bubble text, strong), as last worked out.
        self._shown: dict[str, tuple[str, str, str, bool]] = {}
        #: what the hands' places were worked out from, and the places and scales.
        self._layout_key: tuple[object, ...] | None = None
        self._targets: dict[str, QPointF] = {}
        self._scales: dict[str, float] = {}
        #: the scene rects the bets' stacks cover, by box, and each stack's own point.
        self._stakes: dict[int, list[QRectF]] = {}
        #: how much smaller than full size the hands are drawn (a crowded table shrinks them)
        self.hand_factor = 1.0
        #: work that can wait until the view has shown the answer to a click (then None)
        self.after_paint: Callable[[], object] | None = None
        self._points: dict[str, QPointF] = {}
        self._animations: set[QVariantAnimation] = set()
        #: the animation moving each hand, and where to.
        self._sliding: dict[str, tuple[QVariantAnimation, QPointF]] = {}
        self._build_static()

    # --- building -------------------------------------------------------------------------
    def _build_static(self) -> None:
        rules, lay = self.rules, self.layout
        self.felt = QtFeltItem(lay)
        bj = format_amount(rules.blackjack_pays)
        to = self.tr("TO")  # "3 TO 2" on the felt
        ratio = f"{rules.blackjack_pays.numerator} {to} {rules.blackjack_pays.denominator}"
        del bj
        self.felt.texts = {
            "rules": filled(self.tr("BLACK JACK PAYS %1 · DEALER STANDS ON %2"), ratio, str(rules.dealer_stands_on)),
            "insurance": (filled(self.tr("INSURANCE PAYS %1 TO %2"), str(rules.insurance_pays.numerator), str(rules.insurance_pays.denominator))
                          if rules.insurance else self.tr("NO INSURANCE")),
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
        self.house_label.setText(house_title(rules))
        self.limits_label.setText(
            filled(self.tr("Limits %1 – %2"), money_text(rules.min_bet, rules.currency), money_text(rules.max_bet, rules.currency))
        )
        for label in (self.house_label, self.limits_label):
            label.setZValue(-50)
        self.house_label.setPos(70, 20)
        self.limits_label.setPos(70, 52)

    def _add_side_bet_places(self) -> None:
        """The 21+3 spots and the Swiss Jack semicircle, for a house that runs them."""
        self.side_bet_felt: side_bet_art.QtSideBetFeltItem | None = None
        if not self.rules.side_bets:
            return
        labels: dict[str, str | tuple[str, str]] = {}
        names = {
            sb.SWISS_JACK_BUST: self.tr("BUST"), sb.SWISS_JACK_BLACKJACK: self.tr("BLACK JACK"),
            sb.SWISS_JACK_COLOUR: self.tr("COLOUR"), sb.SWISS_JACK_SWISS: self.tr("SWISS"),
        }
        swiss = [offer for offer in self.rules.side_bets if sb.is_swiss_jack(offer.id)]
        parts = []
        for offer in swiss:  # each field: its name and payout in the title, its initials on its rings
            name = names[offer.id]
            parts.append(filled(self.tr("%1 %2 TO 1"), name, format_amount(max(offer.pays.values()))))
            labels[offer.id] = (name, "".join(word[:1] for word in name.split()))
        if swiss:
            labels[sb.SWISS_JACK] = filled(self.tr("SWISS JACK   %1"), " · ".join(parts))
        rules_text = ""
        if swiss:  # the semicircle takes the payout line's arc: the line moves
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
            retire(animation)  # a stopped animation never finishes: let it go here
        self._animations.clear()
        self._sliding.clear()
        item: QGraphicsItem
        for collection in (self.hands, self.stacks, self.tags, self.bubbles):
            for item in collection.values():
                if item.scene() is self:
                    self.removeItem(item)
            collection.clear()
        for item in list(self.items()):
            if isinstance(item, QtCardItem) or (isinstance(item, QtChipStackItem) and item.bet_id == ""):
                self.removeItem(item)
        self._view = None
        self._shown.clear()
        self._layout_key = None
        self._targets, self._scales, self._stakes = {}, {}, {}
        self._points.clear()
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
        """Bring the items in step with the round's view; ``last`` is the action just
        applied (it decides how settled chips leave the table).

        Only the difference from the view shown before is applied: the hands and bets
        whose picture changed are touched, the layout is worked out again only when
        something it depends on changed, and every other item is left alone (a dealer
        action changes one or two things; redoing the whole table cost a frame)."""
        previous, self._view = self._view, view
        changes = diff_views(previous, view)
        if changes.nothing:
            return
        table = view
        animate = animate and self.animation_ms > 0
        request_hand, request = view.request

        live = list(view.live_hands())
        on_table = set(live)
        by_box: dict[int, list[str]] = {}
        for hand_id in table.order:
            by_box.setdefault(table.hands[hand_id].box, []).append(hand_id)

        # hands that left the table (only a changed hand can have left) -------------------------
        old_positions: dict[int, QPointF] = {}
        item: QtHandItem | None  # (below, None: a hand not on the felt yet)
        for hand_id in sorted(changes.hands):
            if hand_id in on_table or hand_id not in self.hands:
                continue
            item = self.hands.pop(hand_id)
            hand = table.hands.get(hand_id)
            old_positions[box_of(hand_id)] = item.pos()
            if hand is not None and hand.cleared:
                self._discard_cards(item, animate)
            self.removeItem(item)
            self._shown.pop(hand_id, None)
            bubble = self.bubbles.pop(hand_id, None)
            if bubble is not None:
                self.removeItem(bubble)

        # bets (the hands keep clear of them): redone in the boxes where a bet changed or a
        # hand came (a box's bets lie in rows of their own) -----------------------------------
        bet_boxes = bet_boxes_changed(previous, view, changes)
        bets_redone = bool(bet_boxes)
        if bets_redone:
            self._sync_bets(view, bet_boxes, last, animate)
            if self.selected_bet is not None and self.selected_bet not in self.stacks:
                self.selected_bet = None

        # what each hand shows: its own picture, the request, the phase and its bets decide
        if changes.phase or previous is None:
            touched = set(live)
        else:
            touched = set(changes.hands) & on_table
            if changes.request:
                touched |= on_table & {previous.request[0], request_hand}
            # a bet's insurance or even money shows in its hand's bubble
            touched |= {bet.hand_id for bets in (previous.bets, view.bets) for bet_id in changes.bets
                        if (bet := bets.get(bet_id)) is not None} & on_table
        for hand_id in touched:
            self._shown[hand_id] = self._hand_text(view, hand_id, request_hand, request)

        # where the hands lie: worked out again only when what it depends on changed ------------
        # a hand cleared away keeps the room it took (its total and its last word)
        rooms = {hand_id: self._shown[hand_id] if hand_id in on_table
                 else self._hand_text(view, hand_id, request_hand, request) for hand_id in table.order}
        layout_key = self._layout_key_of(view, rooms)
        layout_moved = layout_key != self._layout_key
        if layout_moved:
            self._layout_key = layout_key
            self._targets, self._scales = self._place_hands(table, by_box, rooms, self._stakes)
            self.after_paint = lambda: warm_next_size(self)  # the view runs it once this frame is shown
        targets, scales = self._targets, self._scales

        for hand_id in live:
            item = self.hands.get(hand_id)
            if item is not None and hand_id not in touched and not layout_moved:
                continue  # nothing about this hand changed
            hand = table.hands[hand_id]
            target = targets[hand_id]
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
            text, kind, bubble_text, strong = self._shown[hand_id]
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

        if layout_moved or bets_redone:
            self._clear_insurance(view, targets)

        # the dealer -----------------------------------------------------------------------
        if changes.dealer:
            dealer = view.dealer
            self._deal_new_cards(self.dealer, list(dealer.cards), animate)
            text, kind = hand_total_text(list(dealer.cards), done=dealer.done_drawing)
            self.dealer.set_total(text, kind)
            self.dealer.set_active(dealer.drawing_now)
            self.dealer_bubble.setPos(self.layout.dealer_pos() + QPointF(0, self.dealer.card_rect(0).top() - 4))
            self.dealer_bubble.set_text(self.tr("Dealer draws") if dealer.drawing_now else "", strong=True)

        # shoe, discard, tray ------------------------------------------------------------------
        if changes.counters or changes.hands:
            self.shoe.set_count(view.shoe_remaining, self.tr("Shoe"))
            # the cards of every hand cleared away this round lie in the discard tray
            discarded = sum(len(hand.cards) for hand in table.hands.values() if hand.cleared)
            self.discard.set_count(discarded, self.tr("Discards"))
            house = view.house_result
            sign = "+" if house > 0 else ""
            self.tray.set_label(filled(self.tr("House this round: %1"), sign + format_amount(house))
                                if view.money_moved else "")

    def _hand_text(self, view: RoundView, hand_id: str, request_hand: str | None,
                   request: str | None) -> tuple[str, str, str, bool]:
        """(total, its kind, bubble text, whether the bubble asks) a live hand shows."""
        hand = view.hands[hand_id]
        text, kind = hand_total_text(hand.cards, hand.frozen_aces, hand.from_split, done=hand.finished,
                                     three_sevens_bonus=self.rules.three_sevens)
        if hand.doubled and kind not in ("bust",):
            text = text + " ×2"
        if "." in hand_id and text:
            # a split hand is named as its keys name it: 3 then 2 is hand 3.2
            text = split_label(hand_id, text)
        bubble_text, strong = self._bubble_text(view, hand_id, request_hand, request)
        return text, kind, bubble_text, strong

    def _layout_key_of(self, view: RoundView, rooms: dict[str, tuple[str, str, str, bool]]) -> tuple[object, ...]:
        """Everything the hands' places depend on: the room each hand takes (a fan of at
        least two cards, the width of its total's pill and of its bubble), in table order,
        and the rects the bets' stacks cover. A hand's first two cards or a new total of
        the same width take no more room: most deals leave the layout as it was."""
        hands = []
        for hand_id in view.order:
            hand = view.hands[hand_id]
            text, _, bubble, _ = rooms[hand_id]
            hands.append((hand_id, max(len(hand.cards), 2), hand.from_split,
                          total_pill_rect(1.0, 1.0, 2, text or "00").width(), bubble_rect(bubble).width()))
        stakes = tuple((box, tuple(rect.getRect() for rect in rects)) for box, rects in sorted(self._stakes.items()))
        return tuple(hands), stakes

    def _sync_bets(self, view: RoundView, boxes: set[int], last: Action | None, animate: bool) -> None:
        """Chip stacks for the live bets of ``boxes``, tags for the settled ones; keeps the
        scene rects each box's stacks (or their results) cover in ``_stakes``."""
        table = view
        lay = self.layout
        for bet_id in list(self.stacks):
            if bet_id not in table.bets:
                self.removeItem(self.stacks.pop(bet_id))
        bets_here = [bet for bet in table.bets.values() if bet.box in boxes]

        # where each bet lies: rows of stacks that never overlap (split hands' stakes on
        # the spot, a split's behind stakes on their spot, a box's insurance bets)
        rows: dict[tuple[Any, ...], list[BetView]] = {}  # ("insurance" or "holder", box) or ("behind", box, spot)
        for bet in bets_here:
            if bet.side is not None:  # on its own place, never in a row with other bets
                continue
            key: tuple[Any, ...] = ("insurance", bet.box) if bet.insurance else ("behind", bet.box, bet.slot) if bet.slot else ("holder", bet.box)
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
                footprints.append(stack_extent(r_bet, lay.chips, bet.stake, _base_of(bet), most))
                radius[bet.id] = (r_bet, most)
            if kind == "insurance":
                points = lay.insurance_row(box, footprints)
            elif kind == "behind":
                points = lay.behind_bet_row(box, key[2], footprints)
            else:
                points = lay.holder_bet_row(box, footprints)
            position.update((bet.id, point) for bet, point in zip(bets, points))

        for bet in bets_here:
            if bet.side is not None:
                position[bet.id] = side_bet_art.side_bet_point(lay, bet.side, bet.box)
                radius[bet.id] = (side_bet_art.side_chip_radius(lay, bet.side), 3)

        covered: dict[int, list[QRectF]] = {box: [] for box in boxes}
        bonuses = []
        for bet in bets_here:
            # a side bet lies on its box, whose hand may have split
            box = bet.box
            point = position[bet.id]
            r, most = radius[bet.id]
            base = _base_of(bet)
            stack = self.stacks.get(bet.id)
            keeps_hands_off = not bet.insurance and not sb.is_swiss_jack(bet.side)  # these lie beyond the hands
            if bet.settled:
                if keeps_hands_off:
                    # its result tag stands where the chips stood: the hands keep off that
                    # place as before, so settling a bet never moves (or resizes) the hands
                    covered[box].append(
                        stack_extent(r, lay.chips, bet.stake, base, most).translated(point))
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
            self._points[bet.id] = point
            stack.set_amount(bet.stake, base)
            stack.set_selected(bet.id == self.selected_bet)
            if keeps_hands_off:
                covered[box].append(stack.footprint().translated(point))
            if bet.bonus_paid and "bonus:" + bet.id not in self.tags:
                bonuses.append((bet, stack, point, r))
        for bet, stack, point, r in bonuses:
            # the bonus paid: a badge on the stack's top right, clear of the behind spots
            # above and the box number beside it; where that would cover another stack
            # (a row of behind bets) or a tag, the next clear place around its own stack
            tag = self._add_tag("bonus:" + bet.id, bet.net, point, small=r < lay.chip_radius)
            taken = [other.sceneBoundingRect() for key, other in (*self.stacks.items(), *self.tags.items())
                     if key not in (bet.id, "bonus:" + bet.id)]
            places = [point + place for place in badge_places(stack.chips_rect(), stack.footprint(), tag.boundingRect(), r)]
            tag.setPos(first_clear(places, tag.boundingRect(), taken))
        for box, rects in covered.items():
            if rects:
                self._stakes[box] = rects
            else:
                self._stakes.pop(box, None)

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
            # from each stack's own place on the line, so moving again never adds up
            points = [self._points.get(stack.bet_id, stack.pos()) for stack in stacks]
            placed = [stack.footprint().translated(point) for stack, point in zip(stacks, points)]
            towards = self.layout.center - points[0]
            length = math.hypot(towards.x(), towards.y()) or 1.0
            towards = towards / length
            shift = 0.0
            while shift < 30 and any(rect.translated(towards * shift).intersects(hand) for rect in placed for hand in hands):
                shift += 3.0
            for stack, point in zip(stacks, points):
                stack.setPos(point + towards * shift)

    def _hand_scale(self, hand: HandView, factor: float = 1.0) -> float:
        return (self.layout.split_scale if hand.from_split else self.layout.scale) * factor

    def _place_hands(self, table: RoundView, by_box: dict[int, list[str]],
                     rooms: dict[str, tuple[str, str, str, bool]],
                     stakes: dict[int, list[QRectF]]) -> tuple[dict[str, QPointF], dict[str, float]]:
        """Where each hand of the round lies, and its cards' scale: a box's hands side by side
        (split hands keep their place when a sibling leaves), each box's group in front of
        the box unless it would overlap another box's hands. Where a crowded table leaves
        no room, every hand is drawn smaller (down to half size) rather than pushed in
        front of a neighbour's box. ``rooms``: what every hand shows (a cleared one, what
        it showed last), which sets the room it takes."""
        lay = self.layout
        hands = table.hands
        for factor in HAND_SHRINK_STEPS:
            groups: dict[int, list[QRectF]] = {}
            offsets: dict[str, float] = {}
            for box, siblings in by_box.items():
                # a hand cleared away (bust, settled) keeps its place empty for the rest of
                # the round, as on a real table: the other hands neither slide nor change
                # size while the dealer settles (rooms: what it showed last)
                rects, xs = lay.hand_groups.group(tuple(
                    (self._hand_scale(hands[hand_id], factor), max(len(hands[hand_id].cards), 2),
                     rooms[hand_id][0] or "00", rooms[hand_id][2]) for hand_id in siblings))
                offsets.update(zip(siblings, xs))
                if rects:
                    groups[box] = rects
            places, clear = lay.hand_places(groups, stakes)
            if clear:
                break
        targets: dict[str, QPointF] = {}
        scales: dict[str, float] = {}
        # every hand, cleared ones too: a hand cleared away then changes nothing here, so
        # settling a box does not lay the table out again
        for hand_id in table.order:
            hand = table.hands[hand_id]
            angle, inset = places.get(hand.box, (lay.angle(hand.box), 0.0))
            targets[hand_id] = lay.hands_base(angle, inset) + QPointF(offsets[hand_id], 0)
            scales[hand_id] = self._hand_scale(hand, factor)
        self.hand_factor = factor
        return targets, scales

    def _bubble_text(self, view: RoundView, hand_id: str, request_hand: str | None, request: str | None) -> tuple[str, bool]:
        table = view
        hand = table.hands[hand_id]
        if hand_id == request_hand and request:
            # one word per decision: the card a double or a split owes the hand is still
            # that decision's ("Double?", then "Double!" until the card, then "Double")
            word = request
            if request == CARD:
                word = Decision.DOUBLE if hand.doubled else (Decision.SPLIT if hand.from_split else Decision.HIT)
            return texts.decision_text(word) + ("?" if request in (Decision.DOUBLE, Decision.SPLIT) else "!"), True
        shown = hand.decisions
        if shown and (hand.finished or view.phase == Phase.PLAY):
            if hand.finished and shown[-1] == Decision.HIT:
                return "", False  # the card it asked for ended the hand (three sevens, 21): nothing is asked now
            return texts.decision_text(shown[-1]), False
        if view.phase in ASKING_PHASES and not shown:
            if any(b.insurance and b.hand_id == hand_id for b in table.bets.values()):
                return texts.decision_text("insurance"), False
            if (self.rules.even_money and hand.is_blackjack and view.phase == Phase.INSURANCE_WINDOW
                    and any(b.takes_even_money for b in table.bets_on(hand_id, include_settled=True))):
                return texts.decision_text("even_money"), False
        return "", False

    def _add_tag(self, key: str, net: Fraction, position: QPointF, small: bool = False) -> QtTagItem:
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
        return tag


def _base_of(bet: BetView) -> Fraction:
    """The stake a bet's chips are stacked from: half of a doubled stake (shown as two
    stacks, ``2×100``), else the stake itself."""
    return bet.stake / 2 if bet.doubled else bet.stake
