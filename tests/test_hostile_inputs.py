"""Houses, scenarios and actions that a careful tester would try: a shoe a table can run
dry, a house file that is a symlink loop, absurd limits, a box given twice, a round saved
under a house file, hand-built actions of the wrong type. Each is one line and exit 2 (or
a clear error), never a traceback, a hang or a runaway."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from trainer.core.procedure.actions import Action, ActionError
from trainer.core.game.cards import ShoeEmpty
from trainer.core.procedure.dealer import play_round
from trainer.core.files.errors import PackError
from trainer.core.procedure.machine import BoxBets
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import Scenario, load_scenario, parse_scenario
from trainer.paths import houses_dir

REPO = Path(__file__).resolve().parent.parent


def trainer(*args: str, cwd: Path = REPO, stdin: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "trainer", *args], cwd=cwd, env=env, input=stdin, capture_output=True, text=True,
        timeout=180,
    )


def one_line_error(result: subprocess.CompletedProcess, *expected: str) -> str:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    for text in expected:
        assert text in lines[0], lines[0]
    return lines[0]


def house_file(tmp_path: Path, name: str, **changes: object) -> Path:
    """The shipped cosmopol house under another id, with ``changes`` written over it."""
    data = yaml.safe_load((houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8"))
    data.update(changes, id=name)
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


# --- 7. a shoe that runs out ---------------------------------------------------------------------


def test_a_house_whose_shoe_a_full_table_can_empty_is_refused_with_the_reason(tmp_path):
    path = house_file(tmp_path, "tiny", decks=1, boxes=15)
    for command in (("houses", str(path)), ("check", "--random", "--house", str(path)), ("quiz", "--print", "1", "--house", str(path))):
        one_line_error(trainer(*command), str(path), "boxes", "1 deck(s) hold 52")
    # seven boxes on one deck is a real single-deck table: accepted
    assert load_house(house_file(tmp_path, "single", decks=1, boxes=7)).decks == 1


def dry_scenario() -> Scenario:
    """A round the shoe cannot finish (a house the validator would refuse, built in code)."""
    rules = dataclasses.replace(load_house("cosmopol"), decks=1, boxes=15)
    return Scenario(
        rules=rules, boxes={box: BoxBets(Fraction(100)) for box in range(1, 16)}, seed=4,
        decisions={str(box): ("hit",) * 6 for box in range(1, 16)},
    )


def test_a_round_that_runs_the_shoe_dry_is_one_line_in_check(monkeypatch, capsys):
    from trainer.commands import check as check_cli
    from trainer.commands.cli import main

    with pytest.raises(ShoeEmpty):  # the core still says so...
        with dry_scenario().new_round() as round_:
            play_round(round_)
    monkeypatch.setattr(check_cli, "random_scenario", lambda rules, seed: dry_scenario())
    assert main(["check", "--random", "--auto"]) == 2  # ...and the command says it in one line
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ran out of cards" in err


def test_a_round_that_runs_the_shoe_dry_is_said_in_the_window(qtbot):
    from PySide6.QtCore import Qt

    from trainer.core.practice.session import RoundPlan
    from trainer.ui.main_window import MainWindow

    scenario = dry_scenario()
    window = MainWindow(scenario.rules, plans=[RoundPlan(scenario, title="dry")], animation_ms=0)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # no more bets, with the key
    assert window.round.state != "betting"
    window.play_reference(lambda r: False)  # the reference dealer deals on until the shoe gives out
    assert not window.round.finished and window.round.table.shoe.remaining == 0
    assert "ran out of cards" in window.statusBar().currentMessage()


# --- 8. house files that are symlink loops or dangling links ----------------------------------------


@pytest.mark.parametrize(
    "command",
    [("houses",), ("diagram", "--house"), ("check", "--random", "--house"), ("quiz", "--print", "1", "--house")],
)
def test_a_house_file_that_is_a_symlink_loop_is_one_line(tmp_path, command):
    loop = tmp_path / "loop.yaml"
    loop.symlink_to(loop)
    one_line_error(trainer(*command, str(loop)), str(loop), "symbolic links")
    dangling = tmp_path / "gone.yaml"
    dangling.symlink_to(tmp_path / "nowhere.yaml")
    line = one_line_error(trainer(*command, str(dangling)), str(dangling), "not found")
    assert line.split(": ")[-3 if command[0] == "quiz" else 0] == str(dangling) or line.startswith(str(dangling))
    assert line.index(str(dangling)) < line.index("nowhere.yaml")  # the path given first, then where it points


# --- 9. absurd limits ---------------------------------------------------------------------------


@pytest.mark.parametrize("max_bet", [1_000_000_000, 10**90])
def test_absurd_limits_are_refused_with_the_reason(tmp_path, max_bet):
    path = house_file(tmp_path, "rich", max_bet=max_bet, max_box_total=None)
    one_line_error(trainer("quiz", "--print", "3", "--house", str(path)), str(path), "max_bet", "at most")


GENERATE_HUGE = textwrap.dedent(
    """
    import dataclasses, resource, sys
    resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, 1_500_000_000))  # a runaway list fails here
    from trainer.core import drills
    from trainer.core.game.rules import load_house
    for name in ("cosmopol", "holland"):
        base = load_house(name)
        for top in (10**9, 10**90):
            house = dataclasses.replace(base, max_bet=top, max_box_total=None, min_bet=1)
            questions = drills.generate(house, 20, seed=7)
            assert len(questions) == 20
            for question in questions:
                assert question.answer > 0
    print("ok")
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="resource limits are POSIX")
def test_drill_questions_stay_bounded_whatever_the_limits():
    # houses the validator refuses, built in code: generation itself must not run away
    result = subprocess.run(
        [sys.executable, "-c", GENERATE_HUGE], capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.stdout.strip() == "ok", result.stderr[-2000:]


def test_chip_counts_past_the_table_are_the_fewest():
    from trainer.core import drills

    chips = (5, 20, 25)  # greedy is wrong here: 40 is 20 + 20
    table = drills.chips._ChipTable(chips)
    table.extend(2000)
    for amount in (40, 1240, 1995):
        big = amount + drills.CHIP_TABLE_CAP // 25 * 25 * 3  # far past the table
        assert table.count(big) == table.count(amount) + (big - amount) // 25
        built = table.build(big)
        assert sum(chip * n for chip, n in built.items()) == big
        assert sum(built.values()) == table.count(big)


# --- 10. a box or hand given twice ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, line",
    [
        ("rules: cosmopol\nboxes:\n  1: {bet: 100}\n  '1': {bet: 200}\n", 3),
        ("rules: cosmopol\nboxes:\n  2: {bet: 100}\ndecisions:\n  2.1: [stand]\n  '2.1': [hit]\n", 5),
        ("rules: cosmopol\nboxes:\n  3: {bet: 100}\ninsurance:\n  '3': 50\n  3: 25\n", 5),
        ("rules: cosmopol\nboxes:\n  3: {bet: 100}\nside_bets:\n  '21+3':\n    '3': 50\n    3: 60\n", 6),
    ],
    ids=["box", "hand", "insurance", "side bet"],
)
def test_keys_that_mean_the_same_box_or_hand_are_a_duplicate_key(text, line):
    with pytest.raises(PackError) as caught:
        parse_scenario(text, "dup.yaml")
    message = str(caught.value)
    assert "duplicate key" in message and f"line {line}" in message
    assert caught.value.line == line + 1  # the second one, pointing at the first


def test_a_duplicate_box_in_a_pack_names_both_lines(tmp_path):
    pack = tmp_path / "dup-pack.yaml"
    pack.write_text(
        "id: dup-pack\ntitle: Dup\nlanguage: en\nauthor: t\nhouse: cosmopol\nversion: 1\nscenarios:\n"
        "  - title: one\n    boxes:\n      1: {bet: 100}\n      '1': {bet: 200}\n",
        encoding="utf-8",
    )
    result = trainer("validate", str(pack))  # validate lists the problems on stdout
    assert result.returncode != 0 and "Traceback" not in result.stderr + result.stdout
    assert f"{pack}:11:7: scenarios.0.boxes.1: duplicate key '1': line 10 already gives 1" in result.stdout


# --- 12. --save under a house file; hand-built actions -------------------------------------------------


def test_a_round_saved_under_a_house_file_replays_under_that_house(tmp_path):
    house = house_file(tmp_path, "blackjack-pays-2", blackjack_pays="2:1")
    saved = tmp_path / "round.yaml"
    result = trainer("check", "--random", "--seed", "3", "--auto", "--house", str(house), "--save", str(saved))
    assert result.returncode == 0, result.stderr
    data = yaml.safe_load(saved.read_text(encoding="utf-8"))
    assert data["rules"] == str(house)
    scenario = load_scenario(saved)
    assert scenario.rules.blackjack_pays == 2
    elsewhere = tmp_path / "other"
    elsewhere.mkdir()
    replay = trainer("check", str(saved), "--auto", "--json", cwd=elsewhere)  # from another folder too
    assert replay.returncode == 0, replay.stderr


@pytest.mark.parametrize(
    "args, words",
    [
        ((5,), "unknown action"),
        (("deal", 3), "target"),
        (("deal",), "target"),
        (("end_round", "1"), "no target"),
        (("pay", "1", "150"), "number"),
        (("pay", "1", True), "number"),
        (("pay", "1"), "amount"),
        (("collect", "1", 100), "no amount"),
        (("pay", "1", float("nan")), "finite"),
    ],
)
def test_hand_built_actions_of_the_wrong_type_are_a_clear_value_error(args, words):
    with pytest.raises(ActionError, match=words) as caught:
        Action(*args)
    assert isinstance(caught.value, ValueError)


def test_hand_built_amounts_are_kept_exact():
    assert Action("pay", "1", 150).amount == Fraction(150)
    assert Action("pay", "1", 262.5).amount == Fraction(525, 2)
    assert Action("pay", "1", 0.1).amount == Fraction(1, 10)
