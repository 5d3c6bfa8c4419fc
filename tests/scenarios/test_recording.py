"""Authoring by playing: a round saved by ``trainer check --random --seed S --save FILE``
replays to the same results, and ``add_to_pack`` files it into a pack."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import shutil
from pathlib import Path

import pytest
import yaml

from trainer.commands import check as check_cli
from trainer.core.procedure.dealer import play_round
from trainer.core.files.errors import PackError
from trainer.core.packs.append import add_to_pack
from trainer.core.packs.load import load_pack
from trainer.core.packs.trains import exercised_points
from trainer.core.game.payouts import json_number
from trainer.core.packs.scenario import load_scenario
from trainer.paths import packs_dir

SEEDS = [1, 3, 8, 21]


def _check(*arguments: str) -> tuple[int, dict]:
    parser = argparse.ArgumentParser(prog="trainer")
    check_cli.add_parsers(parser.add_subparsers())
    args = parser.parse_args(["check", *arguments])
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = args.run(args)
    return code, json.loads(out.getvalue())


def _record(seed: int, folder: Path) -> tuple[Path, dict]:
    path = folder / f"round-{seed}.yaml"
    code, report = _check("--random", "--seed", str(seed), "--json", "--save", str(path))
    assert code == 0 and report["ok"]
    return path, report


def _replay(scenario) -> tuple[dict, list[str], frozenset[str]]:
    with scenario.new_round() as round_:
        actions = play_round(round_)
        results = {bet_id: json_number(net) for bet_id, net in round_.bet_results().items()}
        return results, actions, exercised_points(round_)


@pytest.mark.parametrize("seed", SEEDS)
def test_saved_round_loads_and_replays_to_the_same_results(seed, tmp_path):
    path, report = _record(seed, tmp_path)
    scenario = load_scenario(path)
    results, actions, _ = _replay(scenario)
    assert results == report["bets"]
    assert sum(report["bets"].values()) == -report["house"]
    # trainer check --auto on the saved file agrees with the recording run
    code, again = _check(str(path), "--auto", "--json")
    assert code == 0 and again["bets"] == report["bets"]
    assert again["actions"] == actions
    # the saved shoe holds every card the round used: the seed's shuffle no longer matters
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["seed"] = seed + 1000
    changed = tmp_path / "other-seed.yaml"
    changed.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert _replay(load_scenario(changed))[0] == report["bets"]


def _pack_copy(tmp_path: Path, name: str = "dealing-order.yaml") -> Path:
    target = tmp_path / name
    shutil.copyfile(packs_dir() / name, target)
    return target


@pytest.mark.parametrize("seed", SEEDS)
def test_recorded_round_goes_into_a_pack(seed, tmp_path):
    path, report = _record(seed, tmp_path)
    scenario = load_scenario(path)
    _, _, shown = _replay(scenario)
    trains = sorted(shown)[:2]
    assert trains, "the recorded round exercises at least one procedure point"
    pack_path = _pack_copy(tmp_path)
    before = pack_path.read_text(encoding="utf-8")
    count = len(load_pack(pack_path).scenarios)

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    pack = add_to_pack(pack_path, data, f"recorded-{seed}", f"Recorded round {seed}", trains, "Play it as it was dealt.")

    assert len(pack.scenarios) == count + 1
    text = pack_path.read_text(encoding="utf-8")
    assert text.startswith(before), "the instructor's text, comments included, is kept as it was"
    reloaded = load_pack(pack_path)
    added = reloaded.scenarios[-1]
    assert (added.id, added.title, added.trains, added.hint) == (
        f"recorded-{seed}", f"Recorded round {seed}", tuple(trains), "Play it as it was dealt."
    )
    assert added.scenario.rules.id == "cosmopol"
    assert _replay(added.scenario)[0] == report["bets"]
    # the pack's house is the default, so the scenario does not repeat it
    assert "rules: cosmopol" not in text[len(before):]


def test_recording_from_another_house_keeps_its_rules(tmp_path):
    path = tmp_path / "swiss-round.yaml"
    code, report = _check("--random", "--seed", "5", "--house", "swiss", "--json", "--save", str(path))
    assert code == 0
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    _, _, shown = _replay(load_scenario(path))
    pack = add_to_pack(_pack_copy(tmp_path), data, "swiss-round", "A Swiss round", sorted(shown)[:1], "Swiss rules.")
    added = pack.scenarios[-1]
    assert added.scenario.rules.id == "swiss"
    assert _replay(added.scenario)[0] == report["bets"]


def test_a_new_pack_file_is_created(tmp_path):
    path, report = _record(3, tmp_path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    target = tmp_path / "My Recordings.yaml"
    pack = add_to_pack(target, data, "first", "First recorded round", ["settlement_order"], "Settle right to left.", time_limit=90)
    assert (pack.id, pack.house, pack.version, pack.language) == ("my-recordings", "cosmopol", 1, "en")
    assert pack.scenarios[0].time_limit == 90
    assert load_pack(target).scenarios[0].id == "first"
    assert _replay(pack.scenarios[0].scenario)[0] == report["bets"]


@pytest.mark.parametrize(
    ("scenario_id", "trains", "message"),
    [
        ("three-boxes", ["dealing_order"], "duplicate scenario id 'three-boxes'"),
        ("new-one", ["three_sevens"], "the round never exercises three_sevens"),
        ("Bad Id", ["dealing_order"], "is not a name of lower-case letters"),
    ],
)
def test_a_bad_addition_leaves_the_pack_untouched(tmp_path, scenario_id, trains, message):
    path, _ = _record(3, tmp_path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    pack_path = _pack_copy(tmp_path)
    before = pack_path.read_bytes()
    with pytest.raises(PackError, match=message):
        add_to_pack(pack_path, data, scenario_id, "Title", trains, "Hint.")
    assert pack_path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["dealing-order.yaml", path.name])


def test_a_broken_pack_is_not_appended_to(tmp_path):
    path, _ = _record(3, tmp_path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    pack_path = tmp_path / "broken.yaml"
    pack_path.write_text("id: broken\ntitle: [unclosed\n", encoding="utf-8")
    with pytest.raises(PackError):
        add_to_pack(pack_path, data, "x", "X", ["dealing_order"], "Hint.")
    assert pack_path.read_text(encoding="utf-8") == "id: broken\ntitle: [unclosed\n"


SCENARIOS_FIRST = """\
scenarios:   # the list comes first in this pack
  - id: only
    title: Only one
    trains: [dealing_order]
    hint: Box 2, then you.   # a comment on the last line of the list
    boxes: {2: {bet: 100}}
    shoe: [Th, 9c, 8d, 9h]

# the metadata follows
id: scenarios-first
title: Scenarios first
language: en
author: Test
house: cosmopol
version: 3
"""

FLOW_STYLE = """\
id: flow
title: Flow style
language: en
author: Test
house: cosmopol
version: 1
scenarios: [{id: only, title: Only one, trains: [dealing_order], hint: Box 2., boxes: {2: {bet: 100}}, shoe: [Th, 9c, 8d, 9h]}]
"""


@pytest.mark.parametrize("text", [SCENARIOS_FIRST, FLOW_STYLE], ids=["scenarios-first", "flow-style"])
def test_append_to_unusual_layouts(tmp_path, text):
    pack_path = tmp_path / "pack.yaml"
    pack_path.write_text(text, encoding="utf-8")
    path, report = _record(3, tmp_path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    pack = add_to_pack(pack_path, data, "recorded", "Recorded", ["settlement_order"], "Right to left.")
    assert [item.id for item in pack.scenarios] == ["only", "recorded"]
    reloaded = load_pack(pack_path)
    assert [item.id for item in reloaded.scenarios] == ["only", "recorded"]
    assert _replay(reloaded.scenarios[1].scenario)[0] == report["bets"]
    if text is SCENARIOS_FIRST:
        new_text = pack_path.read_text(encoding="utf-8")
        assert "# the metadata follows" in new_text and "# a comment on the last line" in new_text
        assert new_text.endswith(text[text.index("\n# the metadata follows") :])


def test_windows_line_endings_are_kept(tmp_path):
    pack_path = _pack_copy(tmp_path, "three-sevens.yaml")
    pack_path.write_bytes(pack_path.read_bytes().replace(b"\n", b"\r\n"))
    path, _ = _record(3, tmp_path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    add_to_pack(pack_path, data, "crlf", "Line endings", ["settlement_order"], "Right to left.")
    raw = pack_path.read_bytes()
    assert raw.count(b"\n") == raw.count(b"\r\n")
    assert load_pack(pack_path).scenarios[-1].id == "crlf"


def test_a_scenario_without_rules_means_the_default_house(tmp_path):
    """The minimal form's missing rules means Casino Cosmopol, also inside a Swiss pack."""
    pack_path = _pack_copy(tmp_path, "house-swiss.yaml")
    data = {"boxes": {1: {"bet": 100}, 2: {"bet": 100}, 3: {"bet": 100}}, "shoe": ["Th", "9c", "8d", "7s", "Kh", "Qd", "9s"]}
    pack = add_to_pack(pack_path, data, "plain", "Plain", ["dealing_order"], "Three boxes.")
    assert pack.scenarios[-1].scenario.rules.id == "cosmopol"
