"""Every mistake code of docs/procedure.md: triggered, not applied, and the round then ends
with the same ledger as a clean round played by the book."""

from __future__ import annotations

import pytest

from tests.core.roundkit import assert_mistake, in_state, serving
from trainer.core.procedure import mistakes as M
from trainer.words.messages import mistake_message

# Dealer 9 showing: box 3's Black Jack is paid at once; box 1 (7-7) hits into three sevens.
SEVENS = """
    rules: cosmopol
    boxes: {1: {bet: 100, behind: [50]}, 3: {bet: 200}}
    shoe: [7h, Ts, 9c, 7d, Ah, 7c, Kd]
    decisions: {1: [hit, stand]}
"""
# Dealer ace showing: box 1's Black Jack takes even money, box 3 insures for 100.
ACE_UP = """
    rules: cosmopol
    boxes: {1: {bet: 100}, 3: {bet: 200}}
    shoe: [Ah, 9s, Ac, Kd, 5s, 6c, 7h]
    even_money: ["1"]
    insurance: {"3": 100}
"""
# Dealer ten showing: box 1's Black Jack waits; box 3 hits 14 to 18 and ties the dealer.
TEN_UP = """
    rules: cosmopol
    boxes: {1: {bet: 100}, 3: {bet: 200}}
    shoe: [Ah, 9s, Tc, Kd, 5d, 4h, 8h]
"""
# Box 1 asks to double a hard 12 (not allowed); box 3 holds 11, a legal double.
REQUESTS = """
    rules: cosmopol
    boxes: {1: {bet: 100}, 3: {bet: 200}}
    shoe: [Th, 5s, 9c, 2d, 6h]
    decisions: {1: [double]}
"""
# Box 1 hits 16 into a bust; box 1 has a behind bet too.
BUST = """
    rules: cosmopol
    boxes: {1: {bet: 100, behind: [50]}, 3: {bet: 200}}
    shoe: [Th, 5s, 6c, 6d, 6h, Ks]
    decisions: {1: [hit]}
"""
# The only box busts: in Cosmopol the dealer takes no second card.
ALL_BUST = """
    rules: cosmopol
    boxes: {1: {bet: 100}}
    shoe: [Th, 6c, 6d, Ks]
    decisions: {1: [hit]}
"""
# Czech pack: ten-value pairs may not be split.
CZECH_TENS = """
    rules: czech
    boxes: {1: {bet: 100}}
    shoe: [Kh, 9c, Qd]
    decisions: {1: [split]}
"""
# Dealer ace showing: box 1 puts 60 on the insurance line for a 100 bet (over half, to be
# refused), box 3 insures 100 on 200 (right).
OVER_INSURED = """
    rules: cosmopol
    boxes: {1: {bet: 100}, 3: {bet: 200}}
    shoe: [9h, 9s, Ac, Kd, 5s, 6c, 7h]
    insurance_over_limit: {"1": 60}
    insurance: {"3": 100}
"""
# Czech, round the table: box 1 and box 3 both hit twice; box 3 goes between box 1's cards.
CZECH_ROUND = """
    rules: czech
    boxes: {1: {bet: 100}, 3: {bet: 100}}
    shoe: [2h, 3h, 9c, 2d, 3d, 2c, 3c, 2s, 3s, Th]
    decisions: {1: [hit, hit, stand], 3: [hit, hit, stand]}
"""
# 21+3 on boxes 1 and 3: box 3 (8h Th) with the dealer's 9h is a straight flush, box 1
# (7h 9d 9h) loses. Both are settled right after the first deal, box 3 first.
SIDE_21_3 = """
    rules: cosmopol
    boxes: {1: {bet: 100}, 3: {bet: 200}}
    side_bets: {"21+3": {"1": 50, "3": 100}}
    shoe: [7h, 8h, 9h, 9d, Th, 7c]
"""
# Swiss Jack's bust field on boxes 1 and 2; box 1 (12) hits once; the dealer (6c, then Tc,
# 9d) busts, so both bust fields win 2.5 to 1.
SWISS_JACK = """
    rules: swiss
    boxes: {1: {bet: 100}, 2: {bet: 50}}
    side_bets: {"swissjack-bust": {"1": 10, "2": 20}}
    shoe: [Th, 9s, 2h, Ts, 6c, 5d, Tc, 9d]
    decisions: {1: [hit, stand]}
"""


def _first_card(round_):
    return round_.state == "first_deal" and round_.table.shoe.dealt == 0


def _hand_has(hand_id, count):
    return lambda r: hand_id in r.table.hands and len(r.table.hands[hand_id].cards) == count


def _bust_dealt(r):
    return r.table.hands["1"].is_bust


def _settled(bet_id, state="settlement"):
    return lambda r: r.state == state and r.table.bets[bet_id].settled


def _side_bets_due(r):
    return r.state == "first_deal" and r.first_deal_complete()


CASES = [
    (M.OUT_OF_PHASE, SEVENS, in_state("betting"), "deal 1"),
    (M.OUT_OF_PHASE, TEN_UP, in_state("settlement"), "close_insurance"),
    (M.DEAL_ORDER, SEVENS, _first_card, "deal 3"),
    (M.DEAL_ORDER, SEVENS, _first_card, "deal dealer"),
    (M.DEAL_EMPTY_BOX, SEVENS, _first_card, "deal 2"),
    (M.DEALER_CARD_EARLY, SEVENS, serving("1"), "deal dealer"),
    (M.CARD_TO_FINISHED_HAND, TEN_UP, serving("3"), "deal 1"),
    (M.BJ_NOT_PAID_AT_ONCE, SEVENS, in_state("blackjack_payouts"), "deal 1"),
    (M.BJ_PAID_EARLY, TEN_UP, serving("3"), "pay 1 150"),
    (M.THREE_SEVENS_MISSED, SEVENS, _hand_has("1", 3), "deal dealer"),
    (M.WRONG_AMOUNT, SEVENS, _hand_has("1", 3), "pay 1 200"),
    (M.INSURANCE_NOT_OFFERED, ACE_UP, in_state("insurance_offer"), "deal 3"),
    (M.INSURANCE_NOT_ALLOWED, TEN_UP, serving("3"), "offer_insurance"),
    (M.EVEN_MONEY_MISSED, ACE_UP, in_state("insurance_window"), "close_insurance"),
    (M.ILLEGAL_DOUBLE, REQUESTS, serving("1"), "double 1"),
    (M.ILLEGAL_SPLIT, CZECH_TENS, serving("1"), "split 1"),
    (M.LEGAL_REQUEST_REFUSED, REQUESTS, serving("3"), "refuse 3"),
    (M.LEGAL_REQUEST_REFUSED, REQUESTS, serving("3"), "deal 3"),
    (M.LEGAL_REQUEST_REFUSED, BUST, serving("1"), "refuse 1"),
    (M.BUST_NOT_COLLECTED, BUST, _bust_dealt, "deal 3"),
    (M.BUST_NOT_COLLECTED, BUST, _bust_dealt, "deal dealer"),
    (M.DEALER_MUST_DRAW, TEN_UP, in_state("dealer_draw"), "push 3"),
    (M.DEALER_MUST_STAND, TEN_UP, in_state("settlement"), "deal dealer"),
    (M.DEALER_MUST_STAND, ALL_BUST, in_state("settlement"), "deal dealer"),
    (M.INSURANCE_NOT_SETTLED_FIRST, ACE_UP, in_state("insurance_settlement"), "pay 3 200"),
    (M.SETTLEMENT_ORDER, TEN_UP, in_state("settlement"), "pay 1 150"),
    (M.WRONG_OUTCOME, TEN_UP, in_state("settlement"), "collect 3"),
    (M.WRONG_OUTCOME, BUST, _bust_dealt, "push 1b1"),
    (M.WRONG_AMOUNT, TEN_UP, _settled("3"), "pay 1 100"),
    (M.WRONG_AMOUNT, SEVENS, in_state("blackjack_payouts"), "pay 3 200"),
    (M.ROUND_NOT_FINISHED, TEN_UP, in_state("settlement"), "end_round"),
    (M.ROUND_NOT_FINISHED, TEN_UP, serving("3"), "end_round"),
    (M.ILLEGAL_INSURANCE, OVER_INSURED, in_state("insurance_window"), "close_insurance"),
    (M.ILLEGAL_INSURANCE, OVER_INSURED, in_state("insurance_window"), "deal 1"),
    (M.LEGAL_REQUEST_REFUSED, OVER_INSURED, in_state("insurance_window"), "refuse ins:3"),
    (M.OUT_OF_PHASE, OVER_INSURED, serving("3"), "refuse ins:3"),
    # round the table: after box 1's first extra card it is box 3's turn, not box 1's again
    (M.DEAL_ORDER, CZECH_ROUND, _hand_has("1", 3), "deal 1"),
    # a box served, or the dealer's turn, while a 21+3 is unsettled
    (M.SIDE_BET_NOT_SETTLED, SIDE_21_3, _side_bets_due, "deal 1"),
    (M.SIDE_BET_NOT_SETTLED, SIDE_21_3, _side_bets_due, "deal dealer"),
    # a main bet or insurance settled while a Swiss Jack is unsettled
    (M.SIDE_BET_NOT_SETTLED, SWISS_JACK, in_state("settlement"), "pay 2 50"),
    (M.SIDE_BET_EARLY, SIDE_21_3, _hand_has("3", 1), "collect 21+3:1"),
    (M.SIDE_BET_EARLY, SWISS_JACK, in_state("dealer_draw"), "pay swissjack-bust:2 50"),
    (M.SIDE_BET_EARLY, SWISS_JACK, serving("1"), "collect swissjack-bust:1"),
    (M.SETTLEMENT_ORDER, SIDE_21_3, _side_bets_due, "collect 21+3:1"),
    (M.SETTLEMENT_ORDER, SWISS_JACK, in_state("settlement"), "pay swissjack-bust:1 25"),
    (M.WRONG_AMOUNT, SIDE_21_3, _side_bets_due, "pay 21+3:3 200"),
    (M.WRONG_OUTCOME, SIDE_21_3, _settled("21+3:3", "first_deal"), "pay 21+3:1 450"),
    (M.WRONG_AMOUNT, SWISS_JACK, in_state("settlement"), "pay swissjack-bust:2 40"),
    (M.WRONG_OUTCOME, SWISS_JACK, in_state("settlement"), "collect swissjack-bust:2"),
]


@pytest.mark.parametrize("code, text, condition, wrong", CASES, ids=[f"{c[0]}:{c[3]}" for c in CASES])
def test_mistake_is_flagged_and_not_applied(code, text, condition, wrong):
    assert_mistake(text, condition, wrong, code)


def test_every_code_has_a_case():
    assert {case[0] for case in CASES} == set(M.ALL_CODES)


def test_mistake_names_step_action_and_expected():
    from tests.core.roundkit import new_round

    with new_round(SEVENS) as round_:
        round_.attempt("no_more_bets")
        mistake = round_.attempt("deal 3")
    assert (mistake.step, mistake.action, mistake.expected) == (1, "deal 3", ("deal 1",))
    assert mistake_message(mistake).endswith(" Expected: deal 1.")
