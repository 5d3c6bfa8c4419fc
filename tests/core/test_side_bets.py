"""Side bets: 21+3 (Casino Cosmopol) and Swiss Jack (the Swiss house).

Hand classification against hand-written expectations, the amounts (worked out by hand
in the comments), when each side bet is settled, the two new mistake codes with the right
action accepted after them, validation of ``side_bets:`` and the ledger throughout."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction as F

import pytest

from tests.core.roundkit import advance_until, in_state, new_round, scenario
from trainer.core import mistakes as M
from trainer.core import side_bets as sb
from trainer.core.cards import parse_cards
from trainer.core.dealer import play_round
from trainer.core.errors import PackError
from trainer.core.rules import load_house
from trainer.core.scenario import SIDE_BET_RATE, random_scenario


# --- what decides a side bet -------------------------------------------------------------
@pytest.mark.parametrize(
    "cards, best",
    [
        ("7h 8h 9h", "straight_flush"),
        ("Qs Ks As", "straight_flush"),  # the ace high
        ("As 2s 3s", "straight_flush"),  # the ace low
        ("Qd Qc Qh", "three_of_a_kind"),
        ("Qs Qs Qs", "three_of_a_kind"),  # six decks: three identical cards can happen
        ("9c Td Jh", "straight"),
        ("Jc Qd Kh", "straight"),  # ten-value cards count by their own rank in poker
        ("Ad 2c 3h", "straight"),
        ("Qd Kc Ah", "straight"),
        ("2d 9d Kd", "flush"),
        ("Kd Ac 2h", None),  # no straight round the corner
        ("Td Jd Kd", "flush"),  # T-J-K is not a straight
        ("Td Kc Qh", None),  # three ten-value cards of different ranks: nothing
        ("7d 7c 8h", None),  # a pair pays nothing
    ],
)
def test_21_3_hands(cards, best):
    outcomes = sb.poker_outcomes(parse_cards(cards.split()))
    if best is None:
        assert outcomes == set()
    else:
        # the best hand is the first of OUTCOMES that holds
        assert next(o for o in sb.OUTCOMES["21+3"] if o in outcomes) == best


@pytest.mark.parametrize(
    "cards, best",
    [
        ("Ac Kc", "dealer_clubs_blackjack"),
        ("Tc Ac", "dealer_clubs_blackjack"),
        ("Ah Jh", "dealer_suited_blackjack"),
        ("As Qs", "dealer_suited_blackjack"),
        ("Ac Kd", "dealer_blackjack"),
        ("Kc Ad", "dealer_blackjack"),
        ("Tc 6d 9s", "dealer_bust"),
        ("6c 5c Kc", None),  # 21 in three cards is no Black Jack
        ("Kc Qc", None),  # 20
    ],
)
def test_swiss_jack_hands(cards, best):
    outcomes = sb.dealer_outcomes(parse_cards(cards.split()))
    if best is None:
        assert outcomes == set()
    else:
        assert next(o for o in sb.OUTCOMES["swissjack"] if o in outcomes) == best


def test_one_win_per_bet_the_highest_ratio():
    swiss = load_house("swiss").side_bet("swissjack")
    clubs = sb.dealer_outcomes(parse_cards(["Ac", "Kc"]))
    assert sb.best_ratio(swiss.pays, clubs) == ("dealer_clubs_blackjack", F(300))
    cosmopol = load_house("cosmopol").side_bet("21+3")
    assert sb.best_ratio(cosmopol.pays, sb.poker_outcomes(parse_cards(["7h", "8h", "9h"])))[1] == F(9)
    assert sb.best_ratio(cosmopol.pays, set()) is None


def test_side_bet_ids():
    assert sb.bet_id("21+3", 3) == "21+3:3"
    assert sb.split_bet_id("swissjack:12") == ("swissjack", 12)
    assert sb.split_bet_id("ins:3") is None
    assert sb.split_bet_id("3b1") is None


# --- 21+3 in a round -----------------------------------------------------------------------
def _play(text: str) -> tuple[list[str], dict[str, F]]:
    with new_round(text) as round_:
        actions = play_round(round_)
        assert round_.table.ledger_balanced()
        return actions, round_.bet_results()


def test_21_3_is_settled_right_after_the_first_deal_from_the_right():
    # boxes 1, 3, 5: box 5 (Qc Kc + dealer Jc) straight flush, box 3 (Jd Js + Jc) three of
    # a kind, box 1 (2h 6c + Jc) nothing. Dealer J: no immediate Black Jack, no insurance.
    actions, results = _play("""
        rules: cosmopol
        boxes: {1: {bet: 100}, 3: {bet: 100}, 5: {bet: 100}}
        side_bets: {"21+3": {"1": 50, "3": 75, "5": 1000}}
        shoe: [2h, Jd, Qc, Jc, 6c, Js, Kc, 4h, 9d]
        decisions: {1: [hit, stand], 3: [stand], 5: [stand]}
    """)
    assert actions[8:11] == ["pay 21+3:5 9000", "pay 21+3:3 675", "collect 21+3:1"]
    assert actions[11] == "deal 1"
    # 1000 x 9 = 9000; 75 x 9 = 675; 50 lost
    assert (results["21+3:5"], results["21+3:3"], results["21+3:1"]) == (9000, 675, -50)


def test_21_3_comes_before_the_insurance_offer():
    # dealer ace: box 2 (2s 3d + Ah) is an ace-low straight; only then insurance.
    actions, results = _play("""
        rules: cosmopol
        boxes: {2: {bet: 200}}
        side_bets: {"21+3": {"2": 100}}
        insurance: {"2": 100}
        shoe: [2s, Ah, 3d, Th, 7c, 9s]
    """)
    assert actions[4:7] == ["pay 21+3:2 900", "offer_insurance", "close_insurance"]
    assert results["21+3:2"] == 900


def test_21_3_comes_before_an_immediate_black_jack():
    # dealer 9h: box 1 Ah Kh (+ 9h: a flush) is a Black Jack paid at once, after the 21+3.
    actions, results = _play("""
        rules: cosmopol
        boxes: {1: {bet: 100}}
        side_bets: {"21+3": {"1": 50}}
        shoe: [Ah, 9h, Kh, 8c, 5d]
    """)
    assert actions[4:6] == ["pay 21+3:1 450", "pay 1 150"]
    assert results == {"1": 150, "21+3:1": 450}


def test_21_3_stays_on_its_box_through_a_split():
    # box 1 (8h 8d + 9h) loses its 21+3 and splits afterwards; the side bet id never changes.
    actions, results = _play("""
        rules: cosmopol
        boxes: {1: {bet: 100}}
        side_bets: {"21+3": {"1": 50}}
        shoe: [8h, 9h, 8d, Tc, Ts, 9c, 8s]
        decisions: {"1": [split], "1.1": [stand], "1.2": [stand]}
    """)
    assert "collect 21+3:1" in actions and "split 1" in actions
    assert actions.index("collect 21+3:1") < actions.index("split 1")
    assert results["21+3:1"] == -50 and "1.1" in results and "1.2" in results


def test_21_3_wrong_amount_then_the_right_payment_is_accepted():
    text = """
        rules: cosmopol
        boxes: {1: {bet: 100}}
        side_bets: {"21+3": {"1": 50}}
        shoe: [7h, 9h, 8h, Tc, 5d]
        decisions: {1: [stand]}
    """
    with new_round(text) as round_:
        advance_until(round_, lambda r: r.state == "first_deal" and r.first_deal_complete())
        assert round_.attempt("pay 21+3:1 400").code == M.WRONG_AMOUNT
        assert round_.table.ledger_balanced() and not round_.table.bets["21+3:1"].settled
        assert round_.attempt("deal 1").code == M.SIDE_BET_NOT_SETTLED
        assert round_.attempt("pay 21+3:1 450") is None
        assert round_.table.ledger_balanced()
        assert round_.table.bets["21+3:1"].net == 450
        play_round(round_)
        assert round_.table.ledger_balanced()
        assert [m.code for m in round_.mistakes] == [M.WRONG_AMOUNT, M.SIDE_BET_NOT_SETTLED]


def test_21_3_early_then_the_settlement_is_accepted_when_decided():
    text = """
        rules: cosmopol
        boxes: {1: {bet: 100}}
        side_bets: {"21+3": {"1": 50}}
        shoe: [7h, 9h, 8h, Tc, 5d]
    """
    with new_round(text) as round_:
        advance_until(round_, in_state("first_deal"))
        assert round_.attempt("deal 1") is None
        assert round_.attempt("pay 21+3:1 450").code == M.SIDE_BET_EARLY
        assert round_.table.ledger_balanced()
        assert round_.attempt("deal dealer") is None
        assert round_.attempt("deal 1") is None
        assert round_.attempt("pay 21+3:1 450") is None
        assert round_.table.ledger_balanced()


# --- Swiss Jack in a round -----------------------------------------------------------------
SWISS = """
    rules: swiss
    boxes: {1: {bet: 100}, 3: {bet: 100}}
    side_bets: {"swissjack": {"1": 10, "3": 5}}
    insurance: {"3": 50}
    shoe: [%s]
    decisions: {1: [stand], 3: [stand]}
"""


@pytest.mark.parametrize(
    "dealer, box1, box3",
    [
        # dealer bust: 10 x 2.5 = 25 and 5 x 2.5 = 12.5
        ("Ac 5d Kh 8s", 25, F(25, 2)),  # A-5 soft 16, K hard 16, 8: 24
        # any Black Jack: 10 x 19 = 190, 5 x 19 = 95
        ("Ah Kd", 190, 95),
        # one suit: 10 x 77 = 770, 5 x 77 = 385
        ("Ah Kh", 770, 385),
        # two clubs (also one suit; the highest applies): 10 x 300 = 3000, 5 x 300 = 1500
        ("Ac Kc", 3000, 1500),
        # 18: the Swiss Jack loses
        ("Ac 7d", -10, -5),
    ],
)
def test_swiss_jack_amounts(dealer, box1, box3):
    up, *rest = dealer.split()
    # boxes_boxes_dealer: 1, 3, 1, 3, then the dealer's card; the boxes stand.
    cards = ["Th", "9s", "8h", "Ts", up, *rest]
    actions, results = _play(SWISS % ", ".join(cards))
    assert results["swissjack:1"] == box1 and results["swissjack:3"] == box3
    # settled first at settlement, from the right, before insurance and the main bets
    settle = [a for a in actions if a.split()[0] in ("pay", "collect", "push")]
    assert [a.split()[1] for a in settle[:2]] == ["swissjack:3", "swissjack:1"]
    # then insurance (first on its own, or with box 3's bets when the dealer has Black Jack)
    assert settle[2].split()[1] in ("ins:3", "3") and "ins:3" in [a.split()[1] for a in settle[2:4]]


def test_swiss_jack_not_settled_before_insurance():
    text = SWISS % "Th, 9s, 8h, Ts, Ac, 7d"
    with new_round(text) as round_:
        advance_until(round_, lambda r: r.state in ("insurance_settlement", "settlement"))
        assert round_.state == "insurance_settlement"
        assert round_.attempt("collect ins:3").code == M.SIDE_BET_NOT_SETTLED
        assert round_.attempt("collect swissjack:1").code == M.SETTLEMENT_ORDER
        assert round_.attempt("collect swissjack:3") is None
        assert round_.attempt("collect swissjack:1") is None
        assert round_.attempt("collect ins:3") is None
        assert round_.table.ledger_balanced()
        play_round(round_)
        assert round_.finished and round_.table.ledger_balanced()


def test_swiss_jack_early_while_the_dealer_must_draw():
    text = SWISS % "Th, 9s, 8h, Ts, 6c, Tc, 9d"
    with new_round(text) as round_:
        advance_until(round_, in_state("dealer_draw"))
        assert round_.attempt("pay swissjack:3 12.5").code == M.SIDE_BET_EARLY
        assert round_.attempt("deal dealer") is None
        assert round_.attempt("deal dealer") is None  # 6 + T + 9 = 25
        assert round_.attempt("pay swissjack:3 12.5") is None
        assert round_.table.ledger_balanced()


def test_json_bets_and_house_include_side_bets(tmp_path):
    path = tmp_path / "swiss.yaml"
    path.write_text(SWISS % "Th, 9s, 8h, Ts, Ac, Kc")
    out = subprocess.run(
        [sys.executable, "-m", "trainer", "check", str(path), "--auto", "--json"], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    # dealer Black Jack of clubs: Swiss Jacks 3000 and 1500, insurance 50 x 2 = 100, both
    # boxes lose their 100
    assert report["bets"] == {"1": -100, "3": -100, "ins:3": 100, "swissjack:1": 3000, "swissjack:3": 1500}
    assert report["house"] == -4400


# --- placing side bets -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "side_bets, words",
    [
        ('{"21+3": {"1": 40}}', "outside the side bet's limits 50-1000"),
        ('{"21+3": {"1": 1500}}', "outside the side bet's limits 50-1000"),
        ('{"21+3": {"2": 50}}', "needs a main bet on its box"),
        ('{"swissjack": {"1": 10}}', "cosmopol has no swissjack side bet"),
        ('{"pairs": {"1": 10}}', "is not one of"),
    ],
)
def test_bad_side_bets_are_refused_with_their_line(side_bets, words):
    text = f"""
        rules: cosmopol
        boxes: {{1: {{bet: 100}}}}
        side_bets: {side_bets}
    """
    with pytest.raises(PackError) as caught:
        scenario(text)
    assert words in caught.value.message
    assert caught.value.line == 4


def test_side_bet_limits_ignore_the_table_limits():
    # 1000 kr of 21+3 beside a 100 kr bet: its own limits, and no box total applies to it.
    placed = scenario("""
        rules: cosmopol
        boxes: {1: {bet: 2000}}
        side_bets: {"21+3": {1: 1000}}
    """)
    assert placed.side_bets == {"21+3": {1: F(1000)}}


def test_a_bad_side_bet_is_one_line_and_exit_2(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text('rules: swiss\nboxes: {1: {bet: 100}}\nside_bets: {"swissjack": {"1": 500}}\n')
    out = subprocess.run(
        [sys.executable, "-m", "trainer", "check", str(path), "--auto"], capture_output=True, text=True
    )
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "bad.yaml:3" in out.stderr and "Traceback" not in out.stderr


def test_random_rounds_place_side_bets_about_one_box_in_three():
    boxes = placed = 0
    for seed in range(300):
        plan = random_scenario(load_house("cosmopol"), seed)
        boxes += len(plan.boxes)
        placed += len(plan.side_bets.get("21+3", {}))
        assert set(plan.side_bets.get("21+3", {})) <= set(plan.boxes)
    assert abs(placed / boxes - SIDE_BET_RATE) < 0.05
    assert all(not random_scenario(load_house("holland"), seed).side_bets for seed in range(20))


def test_a_saved_round_keeps_its_side_bets():
    plan = scenario("""
        rules: swiss
        boxes: {2: {bet: 100}}
        side_bets: {swissjack: {2: 15}}
    """)
    assert plan.to_yaml_data()["side_bets"] == {"swissjack": {2: 15}}
