"""`trainer check` and `trainer diagram` as outside graders run them (PROCEDURE.md)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

SCENARIO = textwrap.dedent("""\
    rules: cosmopol            # a house rules pack by name
    boxes:                     # box number -> holder's bet, optional behind bets
      1: {bet: 100, behind: [50]}
      3: {bet: 200}
    shoe: [7h, Ts, 9c, 7d, Ah, 7c, Kd]
    decisions:
      1: [hit, stand]
      3.2: [stand]
    insurance: {"3": 100}
    even_money: ["1"]
    behind_follow: {"1b1": {double: false, split: true}}
""")
# Box 1 hits 7-7 into three sevens (paid 1:1 at once, then wins again against 9-K);
# box 3's Black Jack is paid 3:2 at once against the dealer's 9.
CORRECT = """\
no_more_bets
deal 1
deal 3
deal dealer   # the dealer's single card
deal 1
deal 3
pay 3 300
deal 1
pay 1 100
pay 1b1 50

deal dealer
pay 1 100
pay 1b1 50
end_round
"""


def trainer(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, timeout=60)


@pytest.fixture
def scenario_file(tmp_path):
    path = tmp_path / "round.yaml"
    path.write_text(SCENARIO)
    return path


def test_correct_actions_exit_0(scenario_file, tmp_path):
    actions = tmp_path / "actions.txt"
    actions.write_text(CORRECT)
    result = trainer("check", str(scenario_file), "--actions", str(actions), "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report == {
        "ok": True, "mistakes": [], "bets": {"1": 200, "1b1": 100, "3": 300}, "house": -600, "finished": True,
    }


def test_mistakes_exit_1_with_steps_counted_without_comments(scenario_file, tmp_path):
    lines = CORRECT.splitlines()
    lines.insert(2, "deal dealer")  # step 2: the dealer's card before box 3's first card
    actions = tmp_path / "actions.txt"
    actions.write_text("# a comment line first\n" + "\n".join(lines[:-1]) + "\n")  # and no end_round
    result = trainer("check", str(scenario_file), "--actions", str(actions), "--json")
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert [(m["step"], m["action"], m["code"]) for m in report["mistakes"]] == [(2, "deal dealer", "DEAL_ORDER")]
    assert report["finished"] is False and report["ok"] is False
    assert report["house"] == -sum(report["bets"].values())


def test_auto_prints_the_correct_actions(scenario_file):
    result = trainer("check", str(scenario_file), "--auto", "--json")
    assert result.returncode == 0
    report = json.loads(result.stdout)
    assert report["actions"] == [line.split("#")[0].strip() for line in CORRECT.splitlines() if line.split("#")[0].strip()]


@pytest.mark.parametrize("content, where", [
    ("no_more_bets\ndeal\n", ":2:"),
    ("no_more_bets\npay 1 lots\n", ":2:"),
    ("# c\n\nfly away\n", ":3:"),
])
def test_bad_action_file_is_exit_2_one_line(scenario_file, tmp_path, content, where):
    actions = tmp_path / "bad.txt"
    actions.write_text(content)
    result = trainer("check", str(scenario_file), "--actions", str(actions), "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert str(actions) + where in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("bad, where", [
    ("shoe: [7h, Ts, 9x]", ":2:"),
    ("rules: nowhere", ":2:"),
    ("boxes: {9: {bet: 100}}", ":1:"),
    ("boxes: {1: {bet: 100}}\ndecisions: {1: [fly]}", ":2:"),
])
def test_bad_scenario_is_exit_2_one_line(tmp_path, bad, where):
    path = tmp_path / "bad.yaml"
    text = bad if "boxes" in bad else "boxes: {1: {bet: 100}}\n" + bad
    path.write_text(text + "\n")
    result = trainer("check", str(path), "--auto", "--json")
    assert result.returncode == 2, result.stdout
    assert len(result.stderr.strip().splitlines()) == 1
    assert str(path) + where in result.stderr and "Traceback" not in result.stderr


def test_random_round_is_reproducible_and_can_be_saved(tmp_path):
    saved = tmp_path / "saved.yaml"
    first = trainer("check", "--random", "--seed", "42", "--house", "holland", "--auto", "--json", "--save", str(saved))
    assert first.returncode == 0, first.stderr
    again = trainer("check", str(saved), "--auto", "--json")
    assert json.loads(again.stdout)["bets"] == json.loads(first.stdout)["bets"]
    assert json.loads(again.stdout)["actions"] == json.loads(first.stdout)["actions"]


def test_diagram_is_mermaid_and_follows_the_house():
    cosmopol = trainer("diagram")
    holland = trainer("diagram", "--house", "holland")
    assert cosmopol.returncode == holland.returncode == 0
    assert "stateDiagram-v2" in cosmopol.stdout
    assert "insurance_window" in cosmopol.stdout and "insurance_window" not in holland.stdout
    assert "blackjack_payouts" in cosmopol.stdout and "blackjack_payouts" not in holland.stdout


@pytest.mark.parametrize("args", [["quiz", "--bogus"], ["check", "--seed", "x"], ["no-such-command"]])
def test_usage_errors_are_one_line(args):
    result = trainer(*args)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
