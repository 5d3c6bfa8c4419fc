"""Saving a played round into a pack: the scenario replays the same round, a round with
mistakes becomes a spot-the-error scenario whose errors are exactly the ones made, the
file's comments stay, and a bad addition writes nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from trainer.core.procedure.dealer import play_round
from trainer.core.files.errors import PackError
from trainer.core.packs.writer import (
    can_be_spot_the_error,
    recording,
    save_round,
    scenario_data,
    suggested_id,
    trainable_points,
)
from trainer.core.packs.load import load_pack
from trainer.core.packs.scenario import parse_scenario

ROOT = Path(__file__).resolve().parents[2]

#: box 1 (T-5) hits, box 3 splits its nines against the dealer's 8, box 5 stands on 20.
THREE_BOXES = """
rules: cosmopol
boxes: {1: {bet: 100}, 3: {bet: 200}, 5: {bet: 100}}
shoe: [Ts, 9h, Ks, 8d, 5c, 9c, Tc, 2d, 4h, 4s]
decisions: {1: [hit, stand]}
"""


def _played(text=THREE_BOXES, mistakes=()):
    scenario = parse_scenario(text)
    round_ = scenario.new_round()
    mistakes = list(mistakes)
    while not round_.finished:
        if mistakes and mistakes[0][0] == len(round_.history):
            round_.attempt(mistakes.pop(0)[1])
            continue
        round_.attempt(round_.expected()[0])
    return scenario, round_


def test_the_saved_scenario_replays_the_same_round(tmp_path):
    scenario, round_ = _played()
    target = tmp_path / "new-pack.yaml"
    pack = save_round(target, scenario, round_, id="busy", title="Busy table", trains=trainable_points(round_),
                      hint="Settle from your right.")
    item = load_pack(target).scenarios[0]
    assert (pack.id, item.id) == ("new-pack", "busy")
    with item.new_round() as again:
        play_round(again)
        assert again.bet_results() == round_.bet_results()
        assert again.decisions_shown == round_.decisions_shown
    # every decision the players made is written down, not only the scripted ones
    decisions = scenario_data(scenario, round_)["decisions"]
    assert decisions["3"] == ["split"] and decisions == round_.decisions_shown


def test_a_round_with_mistakes_becomes_spot_the_error(tmp_path):
    # step 1 deals the dealer before box 1; step 5 gives box 5 a second card before the dealer has his first
    scenario, round_ = _played(mistakes=[(1, "deal dealer"), (5, "deal 5")])
    assert can_be_spot_the_error(round_)
    actions, errors = recording(round_)
    assert [e["step"] for e in errors] == [1, 5] and actions[1] == "deal dealer"
    pack_path = tmp_path / "spot.yaml"
    save_round(pack_path, scenario, round_, id="two-slips", title="Two slips", trains=["dealing_order"],
               hint="Watch the first deal.", spot_the_error=True)
    item = load_pack(pack_path).scenarios[0]
    assert item.spot_the_error
    assert list(item.recorded_actions) == actions
    assert [(e.step, e.code) for e in item.errors_to_find] == [(m.step, m.code) for m in round_.mistakes]


def test_an_unfinished_or_clean_round_cannot_be_spot_the_error(tmp_path):
    scenario, round_ = _played()
    assert not can_be_spot_the_error(round_)
    with pytest.raises(ValueError):
        save_round(tmp_path / "x.yaml", scenario, round_, id="x", title="X", trains=["dealing_order"], hint="h",
                   spot_the_error=True)
    assert not (tmp_path / "x.yaml").exists()


def test_appending_keeps_every_comment_and_the_bytes_before(tmp_path):
    pack_path = tmp_path / "dealing.yaml"
    original = (ROOT / "scenarios" / "packs" / "dealing-order.yaml").read_text(encoding="utf-8")
    pack_path.write_text(original, encoding="utf-8")
    scenario, round_ = _played()
    save_round(pack_path, scenario, round_, id="recorded-three", title="Recorded", trains=["dealing_order"], hint="h")
    text = pack_path.read_text(encoding="utf-8")
    assert text.startswith(original)  # appended as text: nothing above was re-dumped
    assert "- id: recorded-three" in text[len(original):]
    assert [p.name for p in tmp_path.iterdir()] == ["dealing.yaml"]  # no temporary file left


def test_a_flow_style_list_is_appended_as_text_too(tmp_path):
    pack_path = tmp_path / "flow.yaml"
    original = ("# my flow pack\nid: flow\ntitle: Flow\nlanguage: en\nauthor: T\nhouse: cosmopol\nversion: 1\n"
                "scenarios: [{id: only, title: Only, trains: [dealing_order], hint: Two., "
                "boxes: {2: {bet: 100}}, shoe: [Th, 9c, 8d, 9h]}]   # the one\n")
    pack_path.write_text(original, encoding="utf-8")
    scenario, round_ = _played()
    save_round(pack_path, scenario, round_, id="second", title="Second", trains=["dealing_order"], hint="h")
    text = pack_path.read_text(encoding="utf-8")
    assert text.startswith("# my flow pack\n") and text.rstrip().endswith("# the one")
    assert [i.id for i in load_pack(pack_path).scenarios] == ["only", "second"]


def test_a_duplicate_id_writes_nothing(tmp_path):
    pack_path = tmp_path / "dealing.yaml"
    pack_path.write_text((ROOT / "scenarios" / "packs" / "dealing-order.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    before = pack_path.read_bytes()
    taken = load_pack(pack_path).scenarios[0].id
    scenario, round_ = _played()
    with pytest.raises(PackError, match="duplicate scenario id"):
        save_round(pack_path, scenario, round_, id=taken, title="Dup", trains=["dealing_order"], hint="h")
    assert pack_path.read_bytes() == before
    assert suggested_id("Busy table!", ["busy-table"]) == "busy-table-2"


def test_the_write_is_atomic_a_failed_rename_leaves_the_old_file(tmp_path, monkeypatch):
    pack_path = tmp_path / "dealing.yaml"
    pack_path.write_text((ROOT / "scenarios" / "packs" / "dealing-order.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    before = pack_path.read_bytes()
    scenario, round_ = _played()

    def refuse(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PackError, match="cannot write: No space left on device"):
        save_round(pack_path, scenario, round_, id="new-one", title="New", trains=["dealing_order"], hint="h")
    assert pack_path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["dealing.yaml"]
