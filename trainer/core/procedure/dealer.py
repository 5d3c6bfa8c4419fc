"""The reference dealer: plays a round by the book, for `trainer check --auto`, for
hints in the window and as the yardstick of every test."""

from __future__ import annotations

from trainer.core.procedure.actions import Action
from trainer.core.procedure.machine import Round

#: no real round takes this many actions; a loop past it means a procedure bug.
MAX_ACTIONS = 1000


def correct_actions(round_: Round) -> list[Action]:
    """Every correct next action; the first is the one the reference dealer takes."""
    return round_.expected()


def play_round(round_: Round) -> list[str]:
    """Play the round to its end by the book; returns the actions taken."""
    taken: list[str] = []
    while not round_.finished:
        if len(taken) >= MAX_ACTIONS:
            raise RuntimeError(f"round did not finish within {MAX_ACTIONS} actions (state {round_.state})")
        action = round_.expected()[0]
        mistake = round_.attempt(action)
        if mistake is not None:  # the procedure disagrees with itself: a bug, not a user error
            raise RuntimeError(f"reference action {action} was refused: {mistake.code}")
        taken.append(str(action))
    return taken
