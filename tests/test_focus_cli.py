"""`trainer check --random --focus POINT` from the command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def trainer(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, timeout=60)


def test_focused_round_is_played_by_the_book():
    done = trainer("check", "--random", "--focus", "three_sevens", "--seed", "3", "--house", "holland", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["ok"]
    # the bonus is paid 1:1 at once in the play, before the dealer's second card
    actions = report["actions"]
    assert actions.index("deal dealer", actions.index("deal dealer") + 1) > next(
        i for i, a in enumerate(actions) if a.startswith("pay ") and i > actions.index("deal dealer")
    )


@pytest.mark.parametrize("args,words", [
    (("--focus", "three_sevens", "--house", "czech"), "czech pays no three-sevens bonus"),
    (("--focus", "behind_bets", "--house", "czech"), "czech takes no behind bets"),
    (("--focus", "even_money", "--house", "swiss"), "swiss offers no even money"),
    (("--focus", "nonsense"), "unknown point 'nonsense'"),
])
def test_a_point_the_house_lacks_is_one_line_exit_2(args, words):
    done = trainer("check", "--random", "--seed", "1", *args)
    assert done.returncode == 2
    assert words in done.stderr and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_focus_needs_random(tmp_path):
    scenario = tmp_path / "s.yaml"
    scenario.write_text("boxes: {1: {bet: 100}}\n")
    done = trainer("check", str(scenario), "--auto", "--focus", "split")
    assert done.returncode == 2 and "--focus needs --random" in done.stderr
    # with neither a scenario nor --random, the same hint (not "..., not both")
    alone = trainer("check", "--focus", "split", "--seed", "1")
    assert alone.returncode == 2 and "--focus needs --random" in alone.stderr and "not both" not in alone.stderr
    nothing = trainer("check", "--auto")
    assert nothing.returncode == 2 and "not both" not in nothing.stderr and nothing.stderr.count("\n") == 1


def test_focused_round_saves_as_a_scenario_that_replays(tmp_path):
    saved = tmp_path / "round.yaml"
    first = trainer("check", "--random", "--focus", "resplit", "--seed", "9", "--json", "--save", str(saved))
    assert first.returncode == 0, first.stderr
    again = trainer("check", str(saved), "--auto", "--json")
    assert json.loads(again.stdout)["bets"] == json.loads(first.stdout)["bets"]
    assert sum(a.startswith("split") for a in json.loads(again.stdout)["actions"]) >= 2
