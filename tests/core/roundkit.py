"""Helpers for procedure tests: build rounds from scenario text, drive them by the book."""

from __future__ import annotations

import copy
import textwrap
from fractions import Fraction

from trainer.core.procedure.dealer import play_round
from trainer.core.procedure.machine import Round
from trainer.core.packs.scenario import parse_scenario


def scenario(text: str):
    return parse_scenario(textwrap.dedent(text), "test.yaml")


def new_round(text: str) -> Round:
    return scenario(text).new_round()


def advance_until(round_: Round, condition) -> Round:
    """Take the reference dealer's actions until ``condition(round_)`` holds."""
    for _ in range(500):
        if condition(round_):
            return round_
        assert round_.attempt(round_.expected()[0]) is None
        assert round_.table.ledger_balanced()
    raise AssertionError("condition never reached")


def reference_results(text: str) -> dict[str, Fraction]:
    with new_round(text) as round_:
        play_round(round_)
        return round_.bet_results()


def snapshot(round_: Round):
    """Everything a wrong action must leave untouched."""
    table = round_.table
    return (
        round_.state,
        copy.deepcopy(table.bets),
        {h: (list(hand.cards), hand.stood, hand.doubled) for h, hand in table.hands.items()},
        list(table.dealer),
        dict(table.stacks),
        table.tray,
        table.shoe.remaining,
        dict(round_.requests),
    )


def assert_mistake(text: str, condition, wrong: str, code: str) -> Round:
    """At the point ``condition`` first holds, ``wrong`` is flagged with ``code`` and not
    applied; the reference dealer then finishes with the same results as a clean round."""
    clean = reference_results(text)
    with new_round(text) as round_:
        advance_until(round_, condition)
        before = snapshot(round_)
        mistake = round_.attempt(wrong)
        assert mistake is not None, f"{wrong!r} was accepted"
        assert mistake.code == code, f"{wrong!r}: got {mistake.code}, wanted {code}: expected {mistake.expected}"
        assert snapshot(round_) == before, "a wrong action changed the table"
        play_round(round_)
        assert round_.finished and round_.table.ledger_balanced()
        assert round_.bet_results() == clean
        assert [m.code for m in round_.mistakes] == [code]
    return round_


def in_state(state: str):
    return lambda round_: round_.state == state


def serving(hand_id: str):
    return lambda round_: round_.state == "play" and round_.current_request()[0] == hand_id
