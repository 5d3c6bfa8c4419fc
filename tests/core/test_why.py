""""Why?": each mistake gets the worked figure of the table it was made at."""

from __future__ import annotations

from tests.core.roundkit import advance_until, new_round
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.why import explain
from trainer.words.messages import RULES, figure_text, why_lines

BJ_AGAINST_NINE = """
rules: cosmopol
boxes: {1: {bet: 100}, 3: {bet: 200}, 5: {bet: 150}}
shoe: [Th, Ah, 9s, 9c, 8d, Kd, 7c, 9h, 8c]
decisions: {1: [stand], 5: [stand]}
"""

ACE_UP = """
rules: cosmopol
boxes: {2: {bet: 300}}
shoe: [Th, As, 8d]
"""


def mistake_after(round_, action):
    mistake = round_.attempt(action)
    assert mistake is not None
    return mistake, explain(round_, mistake)


def test_blackjack_payout_figure():
    with new_round(BJ_AGAINST_NINE) as round_:
        advance_until(round_, lambda r: r.state == "blackjack_payouts")
        mistake, why = mistake_after(round_, "pay 3 200")
        assert mistake.code == M.WRONG_AMOUNT
        assert "Black Jack: 200 x 1.5 = 300" in [figure_text(f) for f in why.figures]
        assert why.code == M.WRONG_AMOUNT and why_lines(why, RULES[why.code])[0] == RULES[M.WRONG_AMOUNT]


def test_insurance_is_half_the_bet():
    with new_round(ACE_UP) as round_:
        advance_until(round_, lambda r: r.state == "insurance_offer")
        mistake, why = mistake_after(round_, "deal 2")
        assert mistake.code == M.INSURANCE_NOT_OFFERED
        assert any("the dealer shows an ace" in f and "bet 300 → insurance up to 150" in f for f in map(figure_text, why.figures))


def test_settlement_order_is_drawn_from_the_dealer_s_right():
    with new_round(BJ_AGAINST_NINE) as round_:
        advance_until(round_, lambda r: r.state == "settlement")
        mistake, why = mistake_after(round_, "collect 1")
        assert mistake.code == M.SETTLEMENT_ORDER
        assert why.order == ("5", "1")
        assert "order: [box 5] → [box 1]" in why_lines(why, "")[-1]  # boxes as people name them


def test_dealer_draw_figure():
    with new_round(BJ_AGAINST_NINE) as round_:
        advance_until(round_, lambda r: r.state == "dealer_draw")
        mistake, why = mistake_after(round_, "collect 1")
        assert mistake.code == M.DEALER_MUST_DRAW
        assert tuple(map(figure_text, why.figures)) == ("dealer 9: the dealer draws (draws below 17)",)


def test_deal_order_shows_the_next_places():
    with new_round(BJ_AGAINST_NINE) as round_:
        advance_until(round_, lambda r: r.state == "first_deal")
        mistake, why = mistake_after(round_, "deal 3")
        assert mistake.code == M.DEAL_ORDER
        assert why.order[:4] == ("1", "3", "5", "dealer")
