"""Spot the error: the replay makes each listed mistake at its step, and the score counts
found, wrong rule, missed and false alarms."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.core.packs.load import ErrorToFind, load_pack
from trainer.core.packs.spot import SpotReplay, score_marks

SPOT = Path(__file__).resolve().parents[2] / "scenarios" / "packs" / "spot-the-error.yaml"


@pytest.mark.parametrize("item", load_pack(SPOT).scenarios, ids=lambda item: item.id)
def test_the_replay_makes_exactly_the_listed_mistakes_and_ends_the_round(item):
    with SpotReplay(item.scenario, item.recorded_actions) as replay:
        made = []
        while (step := replay.step()) is not None:
            assert step.action == str(replay.actions[step.index])
            if step.mistake is not None:
                made.append((step.index, step.mistake.code))
        assert replay.done and replay.round.finished and replay.round.table.ledger_balanced()
        assert made == [(e.step, e.code) for e in item.errors_to_find]
        assert replay.step() is None


def test_a_replay_stops_where_it_is_told():
    item = load_pack(SPOT).scenarios[0]
    with SpotReplay(item.scenario, item.recorded_actions) as replay:
        for _ in range(3):
            replay.step()
        assert replay.position == 3 and not replay.done
        assert [card for hand in replay.round.table.hands.values() for card in hand.cards]  # two boxes dealt


ERRORS = [ErrorToFind(6, "DEALER_CARD_EARLY"), ErrorToFind(9, "WRONG_AMOUNT")]


def test_everything_found():
    score = score_marks(ERRORS, {6: "DEALER_CARD_EARLY", 9: "WRONG_AMOUNT"})
    assert score.found == (6, 9) and score.clean and score.to_find == 2


def test_missed_wrong_rule_and_false_alarm_are_told_apart():
    score = score_marks(ERRORS, {6: "DEAL_ORDER", 3: "DEAL_ORDER"})
    assert score.found == ()
    assert score.wrong_rule == ((6, "DEAL_ORDER", "DEALER_CARD_EARLY"),)
    assert score.missed == ((9, "WRONG_AMOUNT"),)
    assert score.false_alarms == (3,)
    assert not score.clean and score.to_find == 2


def test_no_marks_misses_all():
    score = score_marks(ERRORS, {})
    assert score.missed == ((6, "DEALER_CARD_EARLY"), (9, "WRONG_AMOUNT")) and not score.clean
