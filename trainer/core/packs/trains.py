"""The procedure points a pack's scenario can train, and which of them a played round shows.

A scenario's ``trains`` must be a subset of :func:`exercised_points` of its round played to
the end by the reference dealer; the points themselves are listed once, in
:mod:`trainer.core.procedure.points`.
"""

from __future__ import annotations

from fractions import Fraction

from trainer.core.game import hands as hv
from trainer.core.game.payouts import payout
from trainer.core.game.table import DEALER
from trainer.core.procedure.actions import MONEY_VERBS
from trainer.core.procedure.machine import Round
from trainer.core.procedure.points import PACK_POINTS

DEALING_ORDER = "dealing_order"
IMMEDIATE_BLACKJACK = "immediate_blackjack"
THREE_SEVENS = "three_sevens"
INSURANCE_EVEN_MONEY = "insurance_even_money"
SETTLEMENT_ORDER = "settlement_order"
SPLITS_DOUBLES = "splits_doubles"
HOUSE_RULES = "house_rules"
SIDE_BETS = "side_bets"

#: point -> what a played round must show to exercise it (used in error messages); the
#: points themselves are listed once, in trainer/core/procedure/points.py.
PROCEDURE_POINTS: dict[str, str] = PACK_POINTS

# --- schemas -----------------------------------------------------------------------------------


# --- what a played round shows ------------------------------------------------------------------
def exercised_points(round_: Round) -> frozenset[str]:
    """The procedure points a played round exercises (see :data:`PROCEDURE_POINTS`).

    Read from the round's history and table, so it holds for any round, however it was
    set up; a scenario's ``trains`` must be a subset of it.
    """
    table = round_.table
    applied = [(record.state, record.action) for record in round_.history if record.mistake is None]
    verbs = {action.verb for _, action in applied}
    points: set[str] = set()

    first_deal = sorted({int(a.target) for state, a in applied if state == "first_deal" and a.verb == "deal" and a.target not in (DEALER, None)})
    skips_a_box = first_deal != list(range(1, len(first_deal) + 1))
    if len(first_deal) >= 3 or skips_a_box or "split" in verbs:
        points.add(DEALING_ORDER)

    blackjacks = [hand for hand in table.hands.values() if hand.is_blackjack]
    if blackjacks:
        points.add(IMMEDIATE_BLACKJACK)
    if any(bet.bonus_paid for bet in table.bets.values()):
        points.add(THREE_SEVENS)
    if "offer_insurance" in verbs:
        points.add(INSURANCE_EVEN_MONEY)

    settled = [a.target for state, a in applied if state in ("insurance_settlement", "settlement") and a.verb in MONEY_VERBS and a.target is not None]
    if len(settled) >= 3 and len({table.bets[bet_id].hand_id for bet_id in settled}) >= 2:
        points.add(SETTLEMENT_ORDER)
    if verbs & {"split", "double"}:
        points.add(SPLITS_DOUBLES)
    if _house_rule_shown(round_, verbs, bool(blackjacks)):
        points.add(HOUSE_RULES)
    if any(bet.settled for bet in table.side_bets(unsettled_only=False)):
        points.add(SIDE_BETS)
    return frozenset(points)


def _house_rule_shown(round_: Round, verbs: set[str], has_blackjack: bool) -> bool:
    """Whether the round turns on a rule where the shipped houses differ."""
    table, rules = round_.table, round_.rules
    up = table.dealer_first_card()
    if "refuse" in verbs or _house_play_option_shown(round_):
        return True
    for hand in table.hands.values():
        first_two = hand.cards[:2]
        if hand.doubled and (any(card.is_ace for card in first_two) or hv.hard_total(first_two) not in (9, 10, 11)):
            return True
    split_boxes: dict[int, set[str]] = {}
    for hand in table.hands.values():
        if hand.from_split and hand.cards:
            split_boxes.setdefault(hand.box, set()).add(hand.cards[0].rank.value)
    if any(len(ranks) > 1 for ranks in split_boxes.values()):
        return True
    if has_blackjack and up is not None:
        if rules.blackjack_pays != Fraction(3, 2) and any(
            bet.net == payout(bet.stake, rules.blackjack_pays, rules.round_payouts_down_to)
            for hand in table.hands.values()
            if hand.is_blackjack
            for bet in table.bets_on(hand.id, include_settled=True)
        ):
            return True
        if 2 <= up.points <= 9 and not rules.blackjack_paid_at_once:
            return True
        if up.is_ace and rules.insurance and not rules.even_money:
            return True
    if up is not None and up.is_ace and not (rules.insurance or rules.even_money):
        return True
    dealer_total = hv.total(table.dealer)
    if rules.ties_dealer_wins and not table.dealer_has_blackjack() and dealer_total in rules.ties_dealer_wins:
        if any(not hand.is_bust and not hand.is_blackjack and hand.total == dealer_total for hand in table.hands.values()):
            return True
    # The round is over, so no bet is live: a dealer's hand still short of 17 stopped for that.
    if not rules.dealer_draws_without_live_bets and hv.dealer_must_draw(
        table.dealer, rules.dealer_stands_on, rules.dealer_hits_soft_17
    ):
        return True
    return False


def _house_play_option_shown(round_: Round) -> bool:
    """A house play option at work: a card to a soft 21 (may_hit_soft_21), or a hand served
    again after a later hand took a card (hit_order: round_the_table)."""
    position = {hand_id: index for index, hand_id in enumerate(round_.table.order)}
    served: list[str] = []
    for record in round_.history:
        if record.mistake is not None or record.state != "play":
            continue
        action = record.action
        if action.verb != "deal" or action.target not in position:
            continue
        served.append(action.target)
    if any(position[later] < position[earlier] for earlier, later in zip(served, served[1:])):
        return True
    # A soft 21 that took a card: some of the hand's first cards, not all, made a soft 21.
    return any(
        hv.total(hand.cards[:count], hand.frozen_aces) == 21 and hv.is_soft(hand.cards[:count], hand.frozen_aces)
        for hand in round_.table.hands.values()
        for count in range(2, len(hand.cards))
    )


# --- recording into a pack ----------------------------------------------------------------------
