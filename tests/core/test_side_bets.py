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
from trainer.core.procedure import mistakes as M
from trainer.core.game import side_bets as sb
from trainer.core.game.cards import parse_cards
from trainer.core.procedure.dealer import play_round
from trainer.core.files.errors import PackError
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import SIDE_BET_RATE, random_scenario


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
        assert best in outcomes


#: a dealer's hand -> what each Swiss Jack field pays on it, to 1 (None: the field loses).
FIELD_PAYS = {
    "Ac Kc": {"swissjack-bust": None, "swissjack-blackjack": 19, "swissjack-colour": 77, "swissjack-swiss": 300},
    "Ah Kh": {"swissjack-bust": None, "swissjack-blackjack": 19, "swissjack-colour": 77, "swissjack-swiss": None},
    "Ah Kd": {"swissjack-bust": None, "swissjack-blackjack": 19, "swissjack-colour": None, "swissjack-swiss": None},
    "Tc 6c 9c": {"swissjack-bust": F(5, 2), "swissjack-blackjack": None, "swissjack-colour": None, "swissjack-swiss": None},
    "6c 5c Kc": {"swissjack-bust": None, "swissjack-blackjack": None, "swissjack-colour": None, "swissjack-swiss": None},
}


@pytest.mark.parametrize("dealer", sorted(FIELD_PAYS))
def test_each_swiss_jack_field_wins_on_its_own(dealer):
    """Four fields, each a bet of its own: a Black Jack of two clubs wins all three Black
    Jack fields (docs/side-bets.md), not only the best of them."""
    rules = load_house("swiss")
    made = sb.dealer_outcomes(parse_cards(dealer.split()))
    for field, ratio in FIELD_PAYS[dealer].items():
        won = sb.best_ratio(rules.side_bet(field).pays, made)
        assert (won and won[1]) == (ratio and F(ratio)), (dealer, field)


def test_one_win_per_bet_the_highest_ratio():
    assert [bet.id for bet in load_house("swiss").side_bets] == list(sb.SWISS_JACK_FIELDS)
    cosmopol = load_house("cosmopol").side_bet("21+3")
    assert sb.best_ratio(cosmopol.pays, sb.poker_outcomes(parse_cards(["7h", "8h", "9h"])))[1] == F(9)
    assert sb.best_ratio(cosmopol.pays, set()) is None


def test_side_bet_ids():
    assert sb.bet_id("21+3", 3) == "21+3:3"
    assert sb.split_bet_id("swissjack-colour:12") == ("swissjack-colour", 12)
    assert sb.split_bet_id("swissjack:12") is None  # the withdrawn single bet
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
    side_bets: {"swissjack-bust": {"1": 10, "3": 5}, "swissjack-blackjack": {"1": 10, "3": 5},
                "swissjack-colour": {"1": 10, "3": 5}, "swissjack-swiss": {"1": 10, "3": 5}}
    insurance: {"3": 50}
    shoe: [%s]
    decisions: {1: [stand], 3: [stand]}
"""


@pytest.mark.parametrize(
    "dealer, box1",
    [
        # dealer bust: the bust field 10 x 2.5 = 25; the three Black Jack fields lose
        ("Ac 5d Kh 8s", {"bust": 25, "blackjack": -10, "colour": -10, "swiss": -10}),  # A-5, K, 8: 24
        # any Black Jack: 10 x 19 = 190
        ("Ah Kd", {"bust": -10, "blackjack": 190, "colour": -10, "swiss": -10}),
        # one suit: 10 x 77 = 770, and the Black Jack field wins too
        ("Ah Kh", {"bust": -10, "blackjack": 190, "colour": 770, "swiss": -10}),
        # two clubs: every Black Jack field wins, 190 + 770 + 3000
        ("Ac Kc", {"bust": -10, "blackjack": 190, "colour": 770, "swiss": 3000}),
        # 18: every field loses
        ("Ac 7d", {"bust": -10, "blackjack": -10, "colour": -10, "swiss": -10}),
    ],
)
def test_swiss_jack_amounts(dealer, box1):
    up, *rest = dealer.split()
    # boxes_boxes_dealer: 1, 3, 1, 3, then the dealer's card; the boxes stand.
    cards = ["Th", "9s", "8h", "Ts", up, *rest]
    actions, results = _play(SWISS % ", ".join(cards))
    for field, net in box1.items():
        assert results[f"swissjack-{field}:1"] == net
        assert results[f"swissjack-{field}:3"] == net / 2  # box 3's stakes are half box 1's
    # settled first at settlement, box by box from the right, before insurance and main bets
    settle = [a.split()[1] for a in actions if a.split()[0] in ("pay", "collect", "push")]
    assert [bet.split(":")[1] for bet in settle[:8]] == ["3"] * 4 + ["1"] * 4
    assert all(bet.startswith("swissjack-") for bet in settle[:8])
    # then insurance (first on its own, or with box 3's bets when the dealer has Black Jack)
    assert settle[8] in ("ins:3", "3") and "ins:3" in settle[8:10]


@pytest.mark.parametrize("order", [(0, 1, 2, 3), (3, 2, 1, 0), (2, 0, 3, 1)])
def test_a_box_fields_settle_in_any_order(order):
    """PROCEDURE.md: "the fields of one box in any order"; the boxes still go from the right."""
    text = SWISS % "Th, 9s, 8h, Ts, Ac, Kc"  # the dealer's Black Jack of clubs
    pays = {"bust": None, "blackjack": 95, "colour": 385, "swiss": 1500}
    with new_round(text) as round_:
        advance_until(round_, lambda r: r.state in ("insurance_settlement", "settlement"))
        assert round_.attempt("pay swissjack-colour:1 770").code == M.SETTLEMENT_ORDER  # box 3 first
        for index in order:
            field = list(pays)[index]
            amount = pays[field]
            action = f"collect swissjack-{field}:3" if amount is None else f"pay swissjack-{field}:3 {amount}"
            assert round_.attempt(action) is None, action
        assert round_.attempt("pay swissjack-swiss:1 3000") is None
        play_round(round_)
        assert round_.finished and round_.table.ledger_balanced()


def test_swiss_jack_not_settled_before_insurance():
    text = SWISS % "Th, 9s, 8h, Ts, Ac, 7d"
    with new_round(text) as round_:
        advance_until(round_, lambda r: r.state in ("insurance_settlement", "settlement"))
        assert round_.state == "insurance_settlement"
        assert round_.attempt("collect ins:3").code == M.SIDE_BET_NOT_SETTLED
        assert round_.attempt("collect swissjack-bust:1").code == M.SETTLEMENT_ORDER
        for field in ("bust", "blackjack", "colour", "swiss"):
            assert round_.attempt(f"collect swissjack-{field}:3") is None
            assert round_.attempt("collect ins:3").code == M.SIDE_BET_NOT_SETTLED
        for field in ("bust", "blackjack", "colour", "swiss"):
            assert round_.attempt(f"collect swissjack-{field}:1") is None
        assert round_.attempt("collect ins:3") is None
        assert round_.table.ledger_balanced()
        play_round(round_)
        assert round_.finished and round_.table.ledger_balanced()


def test_swiss_jack_early_while_the_dealer_must_draw():
    text = SWISS % "Th, 9s, 8h, Ts, 6c, Tc, 9d"
    with new_round(text) as round_:
        advance_until(round_, in_state("dealer_draw"))
        assert round_.attempt("pay swissjack-bust:3 12.5").code == M.SIDE_BET_EARLY
        assert round_.attempt("collect swissjack-swiss:3").code == M.SIDE_BET_EARLY
        assert round_.attempt("deal dealer") is None
        assert round_.attempt("deal dealer") is None  # 6 + T + 9 = 25
        assert round_.attempt("pay swissjack-bust:3 12.5") is None
        assert round_.table.ledger_balanced()


def test_json_bets_and_house_include_side_bets(tmp_path):
    path = tmp_path / "swiss.yaml"
    path.write_text(SWISS % "Th, 9s, 8h, Ts, Ac, Kc")
    out = subprocess.run(
        [sys.executable, "-m", "trainer", "check", str(path), "--auto", "--json"], capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    # dealer Black Jack of clubs: the bust fields lose, the three Black Jack fields win
    # (box 1: 190 + 770 + 3000, box 3 half of it), insurance 50 x 2 = 100, both boxes lose 100
    assert report["bets"] == {
        "1": -100, "3": -100, "ins:3": 100,
        "swissjack-bust:1": -10, "swissjack-blackjack:1": 190, "swissjack-colour:1": 770, "swissjack-swiss:1": 3000,
        "swissjack-bust:3": -5, "swissjack-blackjack:3": 95, "swissjack-colour:3": 385, "swissjack-swiss:3": 1500,
    }
    assert report["house"] == -(100 + 3950 + 1975) + 200
    assert [a.split()[1] for a in report["actions"] if a.startswith(("pay", "collect"))][:8] == [
        f"swissjack-{field}:{box}" for box in (3, 1) for field in ("bust", "blackjack", "colour", "swiss")
    ]


# --- placing side bets -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "side_bets, words",
    [
        ('{"21+3": {"1": 40}}', "outside the side bet's limits 50-1000"),
        ('{"21+3": {"1": 1500}}', "outside the side bet's limits 50-1000"),
        ('{"21+3": {"2": 50}}', "needs a main bet on its box"),
        ('{"swissjack-bust": {"1": 10}}', "cosmopol has no swissjack-bust side bet"),
        ('{"swissjack": {"1": 10}}', "swissjack-bust, swissjack-blackjack, swissjack-colour, swissjack-swiss"),
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
    path.write_text('rules: swiss\nboxes: {1: {bet: 100}}\nside_bets: {"swissjack-bust": {"1": 500}}\n')
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
    # Swiss Jack: about one box in three plays it, on one or two of its four fields
    boxes = playing = 0
    seen: set[str] = set()
    for seed in range(300):
        plan = random_scenario(load_house("swiss"), seed)
        boxes += len(plan.boxes)
        fields_by_box: dict[int, set[str]] = {}
        for field, stakes in plan.side_bets.items():
            seen.add(field)
            for box in stakes:
                fields_by_box.setdefault(box, set()).add(field)
        assert all(1 <= len(fields) <= 2 for fields in fields_by_box.values())
        playing += len(fields_by_box)
    assert abs(playing / boxes - SIDE_BET_RATE) < 0.05
    assert seen == set(sb.SWISS_JACK_FIELDS)


def test_a_saved_round_keeps_its_side_bets():
    plan = scenario("""
        rules: swiss
        boxes: {2: {bet: 100}}
        side_bets: {swissjack-colour: {2: 15}}
    """)
    assert plan.to_yaml_data()["side_bets"] == {"swissjack-colour": {2: 15}}


def test_the_withdrawn_single_swiss_jack_is_one_line_naming_the_four_fields(tmp_path):
    """A scenario naming the old ``swissjack`` gets a one-line error (file:line, exit 2)
    that names the four fields."""
    path = tmp_path / "old.yaml"
    path.write_text('rules: swiss\nboxes: {1: {bet: 100}}\nside_bets: {"swissjack": {"1": 10}}\n')
    out = subprocess.run(
        [sys.executable, "-m", "trainer", "check", str(path), "--auto", "--json"], capture_output=True, text=True
    )
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "old.yaml:3" in out.stderr and "Traceback" not in out.stderr
    for field in sb.SWISS_JACK_FIELDS:
        assert field in out.stderr
