"""The house's mathematics (docs/house-math.md): every figure issue 30 asks for, and the
checks that tie the computation to the game's own rules."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction as F
from math import comb

import pytest

from trainer.core.game import side_bets as sb
from trainer.core.house_math import dealer as dl
from trainer.core.house_math import edge, house_math
from trainer.core.house_math.game import GERMAN, Game
from trainer.core.house_math.side_bets import bet_figures, dealer_hand_chances, side_bet_figures, three_card_counts
from trainer.core.house_math.strategy import _split_hand_counts, solve
from trainer.core.procedure.players import load_chart
from trainer.core.game.rules import house_names, load_house

# --- the dealer --------------------------------------------------------------------------

#: issue 30: six decks, stands on soft 17, no hole card, all up cards together, exact to 6 decimals.
SIX_DECKS_S17 = {
    "17": 0.145245, "18": 0.139258, "19": 0.133685, "20": 0.179527, "21": 0.072874,
    "blackjack": 0.047489, "bust": 0.281921,
}


def test_dealer_outcomes_six_decks_to_six_decimals():
    table = dl.outcome_table(6)
    assert {key: round(value, 6) for key, value in table["all"].items()} == SIX_DECKS_S17


def test_every_up_card_row_is_a_distribution():
    table = dl.outcome_table(6)
    assert list(table) == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A", "all"]
    for row in table.values():
        assert abs(sum(row.values()) - 1) < 1e-12
        assert all(value >= 0 for value in row.values())
    # no Black Jack behind a 2-9; with an ace up it is the next card's chance of a ten
    assert all(table[up]["blackjack"] == 0 for up in "23456789")
    assert table["A"]["blackjack"] == pytest.approx(96 / 311)
    assert table["10"]["blackjack"] == pytest.approx(24 / 311)


def test_the_up_card_leaves_the_shoe_before_the_dealer_draws():
    """The model that gives the issue's figures: the up card is taken out, the dealer draws
    the rest from what is left, and "all" weighs each up card by its share of the shoe."""
    # with the up card put back (an infinite-shoe-like model) the Black Jack figure differs
    with_up_card_back = 2 * (4 / 13) * (24 / 312)
    assert round(with_up_card_back, 6) != SIX_DECKS_S17["blackjack"]
    assert round(2 * (24 / 312) * (96 / 311), 6) == SIX_DECKS_S17["blackjack"]


def test_a_dealer_hitting_soft_17_busts_more_and_stands_on_17_less():
    stands, hits = dl.outcome_table(6)["all"], dl.outcome_table(6, hits_soft_17=True)["all"]
    assert hits["bust"] > stands["bust"] and hits["17"] < stands["17"]
    assert hits["blackjack"] == stands["blackjack"]


def _every_draw(counts: list[int], hard: int, ace: bool, cards: int, hits_soft_17: bool) -> dict[str, F]:
    """Written apart from dealer.py: follow every order of draws with exact fractions and
    no memo, reading the hand with trainer.core.game.hands' own rule."""
    soft = ace and hard <= 11
    total = hard + 10 if soft else hard
    if cards == 2 and ace and hard == 11:
        return {"blackjack": F(1)}
    if total > 21:
        return {"bust": F(1)}
    if total >= 17 and not (hits_soft_17 and soft and total == 17):
        return {str(total): F(1)}
    out: dict[str, F] = {}
    left = sum(counts)
    for index, count in enumerate(counts):
        if not count:
            continue
        counts[index] -= 1
        for key, chance in _every_draw(counts, hard + index + 1, ace or index == 0, cards + 1, hits_soft_17).items():
            out[key] = out.get(key, F(0)) + F(count, left) * chance
        counts[index] += 1
    return out


@pytest.mark.parametrize("hits_soft_17", [False, True])
@pytest.mark.parametrize("up", [0, 5, 6, 9])
def test_one_deck_against_an_independent_count(up, hits_soft_17):
    shoe = dl.remove(dl.full_shoe(1), up)
    exact = _every_draw(list(shoe), up + 1, up == 0, 1, hits_soft_17)
    dist = dl.final_distribution(shoe, up, 17, hits_soft_17)
    for name, slot in dl.OUTCOME_KEYS:
        assert dist[slot] == pytest.approx(float(exact.get(name, 0)), abs=1e-12), name


# --- strategy and the house edge -----------------------------------------------------------

def test_the_german_game_house_edge():
    """Issue 30: 6 decks, S17, no hole card, double 9-11, DAS, re-split aces, up to 4 hands,
    no surrender: 0.55 %, within 0.02 percentage points."""
    assert abs(solve(GERMAN).house_edge_percent - 0.55) <= 0.02


#: Casino Cosmopol's chart as printed in its text (seed 000, "Basic European Black Jack"),
#: transcribed cell by cell; columns are the dealer's 2 3 4 5 6 7 8 9 10 A.
COSMOPOL_TEXT = {
    "hard": {
        "5 to 8": "H H H H H H H H H H",
        "9": "H D D D D H H H H H",
        "10": "D D D D D D D D H H",
        "11": "D D D D D D D D H H",
        "12": "H H S S S H H H H H",
        "13": "S S S S S H H H H H",
        "14": "S S S S S H H H H H",
        "15": "S S S S S H H H H H",
        "16": "S S S S S H H H H H",
        "17 to 21": "S S S S S S S S S S",
    },
    "soft": {
        "13 to 17": "H H H H H H H H H H",
        "18": "S S S S S S S H H H",
        "19 to 21": "S S S S S S S S S S",
    },
    "pairs": {
        "2": "P P P P P P H H H H",
        "3": "P P P P P P H H H H",
        "4": "H H H P P H H H H H",
        "5": "D D D D D D D D H H",
        "6": "P P P P P H H H H H",
        "7": "P P P P P P H H H H",
        "8": "P P P P P P P P H H",
        "9": "P P P P P S P P S S",
        "10": "S S S S S S S S S S",
        "A": "P P P P P P P P P H",
    },
}
UPS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A")


def _text_cells():
    for section, rows in COSMOPOL_TEXT.items():
        for label, moves in rows.items():
            first, _, last = label.partition(" to ")
            names = [str(n) for n in range(int(first), int(last) + 1)] if last else [label]
            for name in names:
                for up, move in zip(UPS, moves.split()):
                    yield section, name, up, move


def test_cosmopol_chart_cell_by_cell_equals_the_derived_strategy():
    derived = house_math(load_house("cosmopol"))["basic_strategy"]
    cells = list(_text_cells())
    assert len(cells) == (17 + 9 + 10) * 10  # hard 5-21, soft 13-21, ten pairs
    differing = [(s, row, up, move, derived[s][row][up]) for s, row, up, move in cells if derived[s][row][up] != move]
    assert differing == []


def test_cosmopol_claim_beside_the_computed_edge():
    """The text claims about 0.57 % with basic strategy; we compute 0.589 %. The difference is
    explained in docs/house-math.md (the claim rounds, and no re-split of aces costs 0.06
    while three sevens and unlimited re-splits give back 0.03)."""
    computed = solve(Game.of(load_house("cosmopol"))).house_edge_percent
    assert round(computed, 3) == 0.589
    assert abs(computed - 0.57) < 0.03


def test_the_shipped_chart_is_the_derived_one_at_cosmopol():
    """scenarios/strategy/basic_european.yaml, which the simulated players read, agrees with
    the strategy derived for Casino Cosmopol's rules in every cell it holds."""
    shipped = load_chart()
    derived = house_math(load_house("cosmopol"))["basic_strategy"]
    letters = {"hit": "H", "stand": "S", "double": "D", "split": "P"}
    for section in ("hard", "soft", "pairs"):
        for row, moves in getattr(shipped, section).items():
            name = "A" if section == "pairs" and row == 1 else str(row)
            for up, move in zip(UPS, moves):
                assert derived[section][name][up] == letters[move.value], (section, name, up)


def test_no_hole_card_cells_are_marked():
    """The well-known differences of the no-hole-card game: 11 against a ten, 8-8 and A-A
    against an ace (and 8-8 against a ten) are not doubled or split when the doubled or
    split stakes are lost to a dealer Black Jack."""
    cells = {(s, r, up): (ours, theirs) for s, r, up, ours, theirs in edge.hole_card_differences(GERMAN)}
    assert cells == {
        ("hard", 11, dl.TEN): ("H", "D"),
        ("pairs", 8 - 1, dl.TEN): ("H", "P"),
        ("pairs", 8 - 1, dl.ACE): ("H", "P"),
        ("pairs", dl.ACE, dl.ACE): ("H", "P"),
    }
    assert 0.09 < edge.no_hole_card_worth(GERMAN) < 0.13


@pytest.mark.parametrize(
    "change, low, high",
    [
        ({"blackjack_pays": 2.0}, -2.35, -2.2),  # Black Jack 2:1 (the Dutch house) gives ~2.27
        ({"double_after_split": False}, 0.1, 0.16),  # no double after a split costs ~0.14
        ({"resplit_aces": False}, 0.04, 0.09),  # no re-split of aces
        ({"hits_soft_17": True}, 0.18, 0.25),  # the dealer hits soft 17
        ({"decks": 1}, -0.55, -0.4),  # fewer decks help the player
        ({"three_sevens_pays": 1.0}, -0.03, -0.015),  # the bonus comes about once in 2,200 hands
        ({"ties_dealer_wins": frozenset({17, 18})}, 3.0, 4.0),  # the minicasino's ties
    ],
)
def test_rule_worths_have_their_published_size(change, low, high):
    """Each rule moves the edge by about what the literature gives for six decks."""
    worth = solve(GERMAN.with_(**change)).house_edge_percent - solve(GERMAN).house_edge_percent
    assert low < worth < high, worth


def test_rule_worths_of_a_house_add_up_but_for_a_small_remainder():
    for name in house_names():
        report = house_math(load_house(name))
        assert abs(report["rule_worths_remainder_percent"]) < 0.01, name
        rules = {worth["rule"] for worth in report["rule_worths"]}
        assert ("blackjack_pays" in rules) == (name == "holland")


def test_split_hand_counts():
    # no match possible: always two hands without a match
    assert _split_hand_counts(0.0, 4) == (2.0, 0.0)
    # a match always, one split only: both hands end on the pair's value
    assert _split_hand_counts(1.0, 2) == (0.0, 2.0)
    unmatched, matched = _split_hand_counts(1 / 13, 4)
    # the expected number of hands grows a little past two, never past four
    assert 2 < unmatched + matched < 2.2


def test_three_sevens_pays_the_bonus_only_to_a_hit_seven_seven():
    with_bonus = solve(GERMAN.with_(three_sevens_pays=1.0))
    plain = solve(GERMAN)
    assert with_bonus.expected > plain.expected
    assert with_bonus.chart.hard == plain.chart.hard  # only the 7-7 row can change


# --- side bets -------------------------------------------------------------------------------

NINE_TO_ONE = {name: F(9) for name in ("straight_flush", "three_of_a_kind", "straight", "flush")}


def test_21_plus_3_six_decks():
    counts = three_card_counts(6)
    assert sum(counts.values()) == comb(312, 3) == 5_013_320
    assert sum(count for made, count in counts.items() if made) == 485_096
    figures = side_bet_figures("21+3", NINE_TO_ONE, 6)
    assert round(figures["house_edge_percent"], 4) == 3.2386
    assert figures["win_probability"] == pytest.approx(485_096 / 5_013_320)


def test_21_plus_3_one_deck():
    assert round(side_bet_figures("21+3", NINE_TO_ONE, 1)["house_edge_percent"], 2) == 13.30


def test_swiss_jack_fields_each_have_a_small_house_edge():
    report = house_math(load_house("swiss"))["side_bets"]
    assert list(report) == list(sb.SWISS_JACK_FIELDS)
    for field, figures in report.items():
        assert 0 < figures["house_edge_percent"] < 15, field
    # PROCEDURE.md: four fields "to 1" return 0.987, 0.950, 0.926 and 0.893
    returns = [round(1 - figures["house_edge_percent"] / 100, 3) for figures in report.values()]
    assert returns == [0.987, 0.950, 0.926, 0.893]
    assert report["swissjack-bust"]["win_probability"] == pytest.approx(SIX_DECKS_S17["bust"], abs=1e-6)
    assert report["swissjack-colour"]["win_probability"] == pytest.approx(8 * 6 * 24 / (312 * 311))
    assert report["swissjack-swiss"]["win_probability"] == pytest.approx(2 * 6 * 24 / (312 * 311))


def test_the_withdrawn_single_swiss_jack_would_pay_back_more_than_three_stakes():
    """Why Swiss Jack is four fields: one bet paid on its best outcome returns ~3.3 stakes."""
    best_of = {"dealer_bust": F(5, 2), "dealer_blackjack": F(19), "dealer_suited_blackjack": F(77),
               "dealer_clubs_blackjack": F(300)}
    figures = bet_figures(dealer_hand_chances(6), best_of)
    assert 3.2 < 1 - figures["house_edge_percent"] / 100 < 3.4


# --- the report -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", house_names())
def test_report_shape_for_every_house(name):
    report = house_math(load_house(name))
    json.dumps(report)  # plain data
    assert set(report["dealer_outcomes"]) == {*UPS, "all"}
    assert set(report["dealer_outcomes"]["all"]) == set(SIX_DECKS_S17)
    strategy = report["basic_strategy"]
    assert set(strategy) == {"hard", "soft", "pairs"}
    assert set(strategy["pairs"]) == set(UPS)
    assert all(set(row) == set(UPS) for section in strategy.values() for row in section.values())
    assert all(move in {"H", "S", "D", "Ds", "P"} for section in strategy.values() for row in section.values()
               for move in row.values())
    assert isinstance(report["house_edge_percent"], float)
    assert set(report["side_bets"]) == {bet.id for bet in load_house(name).side_bets}


def test_houses_that_forbid_a_move_never_chart_it():
    czech = house_math(load_house("czech"))["basic_strategy"]
    assert "P" not in czech["pairs"]["10"].values()  # no split of tens there
    for name in house_names():
        strategy = house_math(load_house(name))["basic_strategy"]
        doubles = {int(row) for row, moves in strategy["hard"].items() if "D" in moves.values()}
        assert doubles <= set(load_house(name).double_totals), name


def test_core_math_imports_without_qt():
    code = "import sys, trainer.core.house_math as m; m.house_math; print(any(k.startswith('PySide6') for k in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --- the simulated players play their house's derived strategy -------------------------------

@pytest.mark.parametrize("name", house_names())
def test_each_shipped_chart_file_is_the_derived_strategy(name):
    """scenarios/strategy/<house>.yaml is what the players read; it must be the strategy
    derived for the house's rules (regenerate: python -m trainer.core.house_math.charts)."""
    from trainer.core.house_math.charts import chart_text
    from trainer.paths import strategy_dir

    rules = load_house(name)
    assert (strategy_dir() / f"{name}.yaml").read_text(encoding="utf-8") == chart_text(rules)


def test_players_follow_their_house_s_chart():
    from trainer.core.game.cards import parse_cards
    from trainer.core.procedure.players import Players, chart_for
    from trainer.core.game.table import Hand
    from trainer.core.game.cards import Card

    def decision(house: str, cards: str, up: str, can_double=False, can_split=False) -> str:
        hand = Hand("1", 1, parse_cards(cards.split()))
        return Players(chart=chart_for(load_house(house))).next_decision(
            hand, Card.parse(up), can_double, can_split, frozenset())

    # 2-2 against a 2: split where a split hand may double (Cosmopol), hit where it may not
    assert decision("cosmopol", "2c 2d", "2h", can_split=True) == "split"
    assert decision("swiss", "2c 2d", "2h", can_split=True) == "hit"
    # 17 against an ace: stand, but hit where the dealer wins ties on 17 and 18
    assert decision("cosmopol", "9c 8d", "Ah") == "stand"
    assert decision("minicasino", "9c 8d", "Ah") == "hit"


def test_a_round_gives_its_players_the_house_chart_and_a_changed_pack_its_own(tmp_path):
    from trainer.core.procedure.players import chart_for, load_chart
    from trainer.core.packs.scenario import parse_scenario
    from trainer.paths import houses_dir, strategy_dir

    plan = parse_scenario("rules: minicasino\nboxes: {1: {bet: 100}}\n")
    with plan.new_round() as round_:
        assert round_.players.chart == load_chart(strategy_dir() / "minicasino.yaml")
    # a pack of one's own under a shipped house's id, with other rules: derived, not read
    text = (houses_dir() / "swiss.yaml").read_text(encoding="utf-8").replace(
        "double_after_split: false", "double_after_split: true")
    path = tmp_path / "swiss.yaml"
    path.write_text(text, encoding="utf-8")
    changed = chart_for(load_house(str(path)))
    assert changed != load_chart(strategy_dir() / "swiss.yaml")
    assert changed.pairs[2][0] == "split"  # 2-2 against a 2 with a double after the split
