"""The one transitions machine all rounds share keeps none of them: a round fires the
machine's events on itself, so two rounds never see each other's state and a finished
round is freed as soon as its owner drops it."""

from __future__ import annotations

import gc
import weakref

from trainer.core.procedure.machine import MACHINE, Round
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import random_scenario


def _play(round_: Round) -> None:
    while not round_.finished:
        assert round_.attempt(round_.expected()[0]) is None


def test_a_dropped_round_is_freed_without_closing_it():
    round_ = random_scenario(load_house("cosmopol"), 3).new_round()
    _play(round_)
    gone = weakref.ref(round_)
    del round_
    gc.collect()
    assert gone() is None
    assert MACHINE.models == []


def test_rounds_sharing_the_machine_keep_their_own_phase():
    rules = load_house("cosmopol")
    first = random_scenario(rules, 1).new_round()
    second = random_scenario(rules, 2).new_round()
    first.attempt("no_more_bets")
    assert (first.state, second.state) == ("first_deal", "betting")
    _play(second)
    assert second.finished and first.state == "first_deal"
    _play(first)
    assert first.finished


def test_a_wrong_phase_trigger_is_a_mistake_not_a_machine_error():
    round_ = random_scenario(load_house("cosmopol"), 5).new_round()
    mistake = round_.attempt("end_round")
    assert mistake is not None and round_.state == "betting"
