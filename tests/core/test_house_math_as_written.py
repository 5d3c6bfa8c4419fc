"""Issue 36 in the mathematics: the Dutch house as its text states it, "double, else
stand" (Ds), a 21 never doubled, and rule worths that add up to the house's edge."""

from __future__ import annotations

import pytest

from trainer.core.game.rules import house_names, load_house
from trainer.core.house_math import house_math
from trainer.core.house_math.edge import RULE_GROUPS, house_edge_percent, rule_worths
from trainer.core.house_math.game import GERMAN, Game
from trainer.core.house_math.strategy import DOUBLE_ELSE_STAND, solve

#: the chart's columns by up card index: 2..9, ten, ace
UP = {str(points): points - 1 for points in range(2, 11)} | {"A": 0}
ANY_TWO_CARDS = frozenset(range(4, 22))


# --- the Dutch house, hit and stand only ----------------------------------------------------------

def test_holland_as_written_keeps_a_small_house_edge():
    edge = house_math(load_house("holland"))["house_edge_percent"]
    assert 0 < edge < 0.3, edge


def test_holland_as_the_pack_once_read_it_gave_the_player_the_edge():
    """The figure docs/house-math.md gives for the old reading: 9-11 doubles and one split."""
    game = Game.of(load_house("holland"))
    old = game.with_(double_totals=frozenset({9, 10, 11}), max_split_hands=2, split_tens=True)
    assert -1.6 < house_edge_percent(old) < -1.4


def test_holland_charts_neither_a_double_nor_a_split():
    strategy = house_math(load_house("holland"))["basic_strategy"]
    moves = {move for section in strategy.values() for row in section.values() for move in row.values()}
    assert moves == {"H", "S"}


# --- double, else stand -------------------------------------------------------------------------

def test_soft_18_against_a_4_doubles_else_stands_where_any_two_cards_double():
    chart = solve(GERMAN.with_(double_totals=ANY_TWO_CARDS)).chart
    assert chart.soft[18][UP["4"]] == DOUBLE_ELSE_STAND == "Ds"
    assert chart.soft[17][UP["4"]] == "D"  # soft 17 hits where it may not double: plain D
    assert chart.soft[18][UP["9"]] == "H"


def test_a_ds_cell_stands_a_three_card_hand_in_the_maths():
    """Standing three-card soft 18s against 3-6 instead of hitting them is worth something."""
    game = GERMAN.with_(double_totals=ANY_TWO_CARDS)
    solution = solve(game)
    assert {solution.chart.soft[18][UP[up]] for up in ("3", "4", "5", "6")} == {"Ds"}
    # no Ds without doubling soft hands: the German game never doubles soft 18
    assert "Ds" not in {move for row in solve(GERMAN).chart.soft.values() for move in row.values()}


def test_a_house_pack_doubling_any_two_cards_reports_ds(tmp_path):
    path = _cosmopol_variant(tmp_path, "anydouble", {"double_totals": "[" + ", ".join(map(str, range(4, 21))) + "]",
                                                       "double_counts_ace_as_one": "false"})
    report = house_math(load_house(path))
    assert report["basic_strategy"]["soft"]["18"]["4"] == "Ds"


# --- a 21 is never doubled ------------------------------------------------------------------------

@pytest.mark.parametrize("game", [
    # a dealer drawing to 21 who wins ties on it: standing on 21 is poor, and doubling a soft
    # 21 once looked better
    GERMAN.with_(stands_on=21, double_totals=ANY_TWO_CARDS, ties_dealer_wins=frozenset({21})),
    GERMAN.with_(stands_on=21, double_totals=ANY_TWO_CARDS, double_counts_ace_as_one=True),
    GERMAN.with_(stands_on=20, double_totals=ANY_TWO_CARDS, double_counts_ace_as_one=True,
                 ties_dealer_wins=frozenset({20, 21})),
], ids=["stands-on-21-wins-ties", "stands-on-21-ace-as-one", "stands-on-20"])
def test_no_21_row_is_ever_doubled(game):
    chart = solve(game).chart
    for row in (chart.soft[21], chart.hard[21]):
        assert not {"D", "Ds"} & set(row.values()), row


# --- rule worths add up -----------------------------------------------------------------------------

@pytest.mark.parametrize("name", house_names())
def test_rule_worths_add_up_to_the_house_s_difference(name):
    report = house_math(load_house(name))
    total = sum(worth["edge_change_percent"] for worth in report["rule_worths"])
    difference = report["house_edge_percent"] - report["reference"]["house_edge_percent"]
    assert abs(difference - total) < 0.01
    assert abs(report["rule_worths_remainder_percent"]) < 0.01


def test_one_split_per_box_already_holds_no_resplit_of_aces():
    worths = {worth.rule: worth.edge_change_percent for worth in rule_worths(Game.of(load_house("swiss")))}
    assert 0.08 < worths["resplit"] < 0.14  # one split per box, aces included
    assert "split_aces" not in worths  # nothing left to forbid: not listed
    holland = {worth.rule for worth in rule_worths(Game.of(load_house("holland")))}
    assert holland == {"blackjack_pays", "double_totals", "resplit", "three_sevens"}


def test_every_game_field_that_moves_an_edge_is_in_a_rule_group():
    """Otherwise a house differing in it would leave an unexplained remainder."""
    covered = {name for _, fields in RULE_GROUPS for name in fields}
    assert covered | {"hole_card"} == set(Game.__dataclass_fields__)


def _cosmopol_variant(tmp_path, name: str, changes: dict[str, str]):
    from trainer.paths import houses_dir

    lines = []
    for line in (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8").splitlines():
        key = line.split(":", 1)[0]
        if key == "id":
            line = f"id: {name}"
        elif key in changes:
            line = f"{key}: {changes[key]}"
        lines.append(line)
    path = tmp_path / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
