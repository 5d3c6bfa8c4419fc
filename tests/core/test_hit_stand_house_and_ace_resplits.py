"""Issue 36 at the table: a house that neither doubles nor splits (the Dutch text), aces
split again where a pack says resplit_aces, and "double, else stand" for the players."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.roundkit import advance_until, new_round
from trainer.core.game.cards import Card, parse_cards
from trainer.core.game.rules import load_house
from trainer.core.game.table import Hand
from trainer.core.house_math.game import GERMAN
from trainer.core.house_math.strategy import solve
from trainer.core.packs.scenario import random_scenario
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.dealer import play_round
from trainer.core.procedure.players import Players, _chart_of
from trainer.paths import houses_dir


def _waiting_on(round_, hand_id: str, request: str):
    return lambda r: r.current_request() == (hand_id, request)


# --- the Dutch house: hit and stand only -----------------------------------------------------------

HOLLAND_ASKS = """
rules: holland
boxes: {1: {bet: 10}, 2: {bet: 10}}
shoe: [5h, 9c, 6c, 6d, 9d, Tc, 7s, Th, 7h]
decisions: {"1": [double, hit], "2": [split, stand]}
"""


def test_holland_refuses_a_double_and_a_split():
    with new_round(HOLLAND_ASKS) as round_:
        advance_until(round_, _waiting_on(round_, "1", "double"))
        assert [str(a) for a in round_.expected()] == ["refuse 1"]
        assert round_.attempt("double 1").code == M.ILLEGAL_DOUBLE
        assert round_.attempt("refuse 1") is None
        advance_until(round_, _waiting_on(round_, "2", "split"))
        assert [str(a) for a in round_.expected()] == ["refuse 2"]
        assert round_.attempt("split 2").code == M.ILLEGAL_SPLIT
        assert round_.attempt("refuse 2") is None
        play_round(round_)
        assert "1.1" not in round_.table.hands and not round_.table.hands["1"].doubled


@pytest.mark.parametrize("seed", range(40))
def test_holland_s_simulated_players_only_hit_and_stand(seed):
    with random_scenario(load_house("holland"), seed).new_round() as round_:
        play_round(round_)
        shown = {move for moves in round_.decisions_shown.values() for move in moves}
    assert shown <= {"hit", "stand"}


# --- aces split again ----------------------------------------------------------------------------

def cosmopol_variant(folder: Path, name: str, **changes: str) -> Path:
    """Casino Cosmopol's pack with some fields changed (values as YAML text)."""
    lines = []
    for line in (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8").splitlines():
        key = line.split(":", 1)[0]
        if key == "id":
            line = f"id: {name}"
        elif key in changes:
            line = f"{key}: {changes[key]}"
        lines.append(line)
    path = folder / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def aces_round(house: Path, shoe: str, decisions: str = "{}") -> str:
    return f"rules: {house}\nboxes: {{2: {{bet: 100}}}}\nshoe: [{shoe}]\ndecisions: {decisions}\n"


#: box 2: A, dealer 9, A; split: 2.1 takes an ace, split again: 2.1 takes 5, 2.3 an ace ...
ACES = "Ah, 9c, As, Ad, 5h, Ac, 7d, 8s, 9h, Kd"


def test_a_cosmopol_pack_with_resplit_aces_splits_a_a_a_without_a_mistake(tmp_path):
    house = cosmopol_variant(tmp_path, "cosmopol-aces", resplit_aces="true")
    with new_round(aces_round(house, ACES)) as reference:
        actions = play_round(reference)
    assert actions[:9] == ["no_more_bets", "deal 2", "deal dealer", "deal 2", "split 2", "deal 2.1", "split 2.1",
                           "deal 2.1", "deal 2.3"]
    assert "split 2.3" in actions  # 2.3 drew the third ace and splits too: 2.4 after it
    assert reference.table.order == ["2.1", "2.3", "2.4", "2.2"]
    assert all(len(reference.table.hands[h].cards) == 2 for h in reference.table.order)
    # a trainee who deals the same has nothing to answer for
    with new_round(aces_round(house, ACES)) as trainee:
        assert trainee.play_out(actions) == [] and trainee.finished


def test_a_re_split_of_2_1_makes_2_3_played_right_after_2_1(tmp_path):
    house = cosmopol_variant(tmp_path, "cosmopol-aces", resplit_aces="true")
    with new_round(aces_round(house, ACES)) as round_:
        advance_until(round_, lambda r: "2.3" in r.table.hands)
        assert round_.table.order == ["2.1", "2.3", "2.2"]
        assert [str(a) for a in round_.expected()] == ["deal 2.1"]


def test_without_resplit_aces_two_aces_on_a_split_ace_stand(tmp_path):
    with new_round(aces_round(Path(houses_dir() / "cosmopol.yaml"), ACES)) as round_:
        advance_until(round_, lambda r: len(r.table.hands.get("2.1", Hand("x", 2)).cards) == 2)
        assert round_.table.hands["2.1"].finished
        assert round_.attempt("split 2.1").code == M.OUT_OF_PHASE
        actions = play_round(round_)
    assert not any(action.startswith("split 2.") for action in actions)


def test_the_box_s_most_hands_closes_the_aces_still_waiting(tmp_path):
    house = cosmopol_variant(tmp_path, "cosmopol-aces3", resplit_aces="true", max_split_hands="3")
    with new_round(aces_round(house, "Ah, 9c, As, Ad, Ac, 7d, 8s, 9h, Kd")) as round_:
        actions = play_round(round_)
        hands = round_.table.hands
    assert actions.count("split 2.1") == 1 and "split 2.3" not in actions and "split 2.1" in actions
    # three hands: 2.1 A-A closed at the limit (soft 12), 2.3 and 2.2 with their one card
    assert round_.table.order == ["2.1", "2.3", "2.2"]
    assert [str(c) for c in hands["2.1"].cards] == ["Ah", "Ac"] and hands["2.1"].finished


def test_a_split_ace_that_asks_for_a_card_is_refused(tmp_path):
    house = cosmopol_variant(tmp_path, "cosmopol-aces", resplit_aces="true")
    with new_round(aces_round(house, ACES, '{"2.1": [hit]}')) as round_:
        advance_until(round_, _waiting_on(round_, "2.1", "hit"))
        assert [str(a) for a in round_.expected()] == ["refuse 2.1"]
        assert round_.attempt("deal 2.1").code == M.CARD_TO_FINISHED_HAND
        assert round_.attempt("refuse 2.1") is None
        assert [str(a) for a in round_.expected()] == ["split 2.1"]  # then it splits, as the players do


def test_trainer_check_re_splits_aces_from_a_pack_file(tmp_path):
    house = cosmopol_variant(tmp_path, "cosmopol-aces", resplit_aces="true")
    scenario = tmp_path / "aces.yaml"
    scenario.write_text(aces_round(house, ACES), encoding="utf-8")
    auto = subprocess.run([sys.executable, "-m", "trainer", "check", str(scenario), "--auto", "--json"],
                          capture_output=True, text=True)
    assert auto.returncode == 0, auto.stderr
    report = json.loads(auto.stdout)
    assert "split 2.1" in report["actions"] and "split 2.3" in report["actions"]
    actions = tmp_path / "actions.txt"
    actions.write_text("\n".join(report["actions"]) + "\n", encoding="utf-8")
    replay = subprocess.run([sys.executable, "-m", "trainer", "check", str(scenario), "--actions", str(actions), "--json"],
                            capture_output=True, text=True)
    assert replay.returncode == 0 and json.loads(replay.stdout)["mistakes"] == []


def test_players_split_a_waiting_ace_again_or_stand():
    hand = Hand("2.1", 2, parse_cards(["As", "Ad"]), from_split=True, split_aces=True, ace_resplit_open=True)
    players = Players()
    assert players.next_decision(hand, Card.parse("9c"), False, True, frozenset()) == "split"
    assert players.next_decision(hand, Card.parse("9c"), False, False, frozenset()) == "stand"


# --- the players read Ds -------------------------------------------------------------------------

def test_players_double_soft_18_against_a_4_else_stand():
    chart = _chart_of(solve(GERMAN.with_(double_totals=frozenset(range(4, 22)))).chart)
    players = Players(chart=chart)
    four = Card.parse("4c")
    two_cards = Hand("1", 1, parse_cards(["Ah", "7d"]))
    three_cards = Hand("1", 1, parse_cards(["Ah", "4d", "3s"]))
    assert players.next_decision(two_cards, four, True, False, frozenset()) == "double"
    assert players.next_decision(two_cards, four, False, False, frozenset()) == "stand"
    assert players.next_decision(three_cards, four, False, False, frozenset()) == "stand"
    # a plain D (soft 17) still hits where it may not double
    assert players.next_decision(Hand("1", 1, parse_cards(["Ah", "3d", "3s"])), four, False, False, frozenset()) == "hit"
