"""`trainer check PACK.yaml --scenario ID`: one scenario of a pack, run as a scenario file."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from trainer.core.packs.load import load_pack

REPO = Path(__file__).resolve().parents[1]
SPOT = REPO / "scenarios" / "packs" / "spot-the-error.yaml"


def trainer(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, timeout=120, cwd=cwd)


PACK = textwrap.dedent("""\
    # an instructor's pack in the making: the second scenario is still broken
    id: draft
    title: Draft pack
    language: en
    author: Test
    house: swiss
    version: 1
    scenarios:
      - id: swiss-wait
        title: The Black Jack waits
        trains: [house_rules]
        hint: Pay it at settlement.
        boxes: {1: {bet: 100}, 3: {bet: 100}}
        shoe: [Ah, Tc, Kd, 5s, 6c, Td, 9h]
      - id: broken-one
        title: Not finished yet
        trains: [three_sevens]
        hint: Work in progress.
        boxes: {1: {bet: 99999}}
""")


@pytest.fixture
def draft(tmp_path):
    path = tmp_path / "draft.yaml"
    path.write_text(PACK, encoding="utf-8")
    return path


def test_a_pack_without_scenario_gets_a_hint_naming_its_ids():
    result = trainer("check", str(SPOT))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{SPOT}: this is a scenario pack")
    assert "--scenario ID" in lines[0]
    for item in load_pack(SPOT).scenarios:
        assert item.id in lines[0]


def test_an_unknown_id_is_one_line_and_exit_2(draft):
    result = trainer("check", str(draft), "--scenario", "no-such-round", "--auto")
    assert result.returncode == 2
    assert result.stderr == f"{draft}: no scenario 'no-such-round' in this pack; its scenarios: swiss-wait, broken-one\n"
    assert "Traceback" not in result.stderr


def test_a_scenario_runs_under_the_packs_house_even_when_another_scenario_is_broken(draft):
    result = trainer("check", str(draft), "--scenario", "swiss-wait", "--auto", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    # the Swiss house deals both box cards before the dealer's one
    assert report["actions"][:6] == ["no_more_bets", "deal 1", "deal 3", "deal 1", "deal 3", "deal dealer"]
    assert report["ok"] and report["finished"]


def test_the_broken_scenario_is_named_by_its_line_in_the_pack(draft):
    result = trainer("check", str(draft), "--scenario", "broken-one", "--auto")
    assert result.returncode == 2
    # the Swiss house's table maximum, not the default house's 2000
    assert result.stderr == f"{draft}:19:17: scenarios.1.boxes.1.bet: bet 99999 is over the table maximum 1000\n"


def test_the_recorded_actions_of_a_spot_the_error_scenario_make_the_listed_mistakes(tmp_path):
    pack = load_pack(SPOT)
    for item in pack.scenarios[:3]:
        actions = tmp_path / f"{item.id}.txt"
        actions.write_text("\n".join(item.recorded_actions) + "\n", encoding="utf-8")
        result = trainer("check", str(SPOT), "--scenario", item.id, "--actions", str(actions), "--json")
        assert result.returncode == 1, result.stderr
        report = json.loads(result.stdout)
        assert [(m["step"], m["code"]) for m in report["mistakes"]] == [(e.step, e.code) for e in item.errors_to_find]
        assert report["finished"]


def test_the_same_round_as_a_minimal_file_gives_the_same_report(tmp_path):
    minimal = tmp_path / "early.yaml"
    minimal.write_text(textwrap.dedent("""\
        rules: cosmopol
        boxes: {1: {bet: 100}, 3: {bet: 100}}
        decisions: {3: [hit, stand]}
        shoe: [Tc, Th, 9d, 8c, 2s, 5h, 8s]
    """), encoding="utf-8")
    from_pack = trainer("check", str(SPOT), "--scenario", "early-dealer-card", "--auto", "--json")
    alone = trainer("check", str(minimal), "--auto", "--json")
    assert from_pack.returncode == alone.returncode == 0
    assert json.loads(from_pack.stdout) == json.loads(alone.stdout)


def test_scenario_option_on_a_single_scenario_file_is_bad_input(tmp_path):
    minimal = tmp_path / "one.yaml"
    minimal.write_text("boxes: {1: {bet: 100}}\n", encoding="utf-8")
    result = trainer("check", str(minimal), "--scenario", "x", "--auto")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "single scenario" in result.stderr


def test_scenario_option_with_random_is_bad_input():
    result = trainer("check", "--random", "--scenario", "x")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
