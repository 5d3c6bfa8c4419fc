"""Spot the error: a recorded dealer's round replayed step by step, and the trainee's
marks scored against the mistakes hidden in it.

A pack's spot-the-error scenario lists what a dealer did (``recorded_actions``) and the
mistakes in it (``errors_to_find``, by 0-based step). :class:`SpotReplay` plays the
recording on a fresh round, one action a step, exactly as the pack validator replays it
(a wrong action is not applied; the recording goes on with the right one).
:func:`score_marks` compares the steps the trainee marked, and the rule each was said to
break, with the list: found, named with the wrong rule, missed, false alarms.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from trainer.core.procedure.actions import Action, Mistake
from trainer.core.procedure.machine import Round


@dataclass(frozen=True)
class Step:
    """One replayed step: its number, the action, and the mistake it made (or None)."""

    index: int
    action: str
    mistake: Mistake | None


class SpotReplay:
    """Plays a recorded round forward one action at a time (use it as a context manager,
    or :meth:`close` it: the round holds the shared state machine)."""

    def __init__(self, scenario: Any, recorded_actions: Iterable[str]) -> None:
        self.actions = [Action.parse(text) for text in recorded_actions]
        self.round: Round = scenario.new_round()
        self.steps: list[Step] = []

    @property
    def done(self) -> bool:
        return len(self.steps) >= len(self.actions)

    @property
    def position(self) -> int:
        """How many steps have been played."""
        return len(self.steps)

    def step(self) -> Step | None:
        """Play the next recorded action; None when the recording is over."""
        if self.done:
            return None
        index = len(self.steps)
        action = self.actions[index]
        mistake = self.round.attempt(action)
        played = Step(index, str(action), mistake)
        self.steps.append(played)
        return played

    def close(self) -> None:
        self.round.close()

    def __enter__(self) -> SpotReplay:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@dataclass(frozen=True)
class SpotScore:
    """How the trainee's marks compare with the mistakes to find."""

    #: steps marked with the right rule.
    found: tuple[int, ...]
    #: (step, the rule named, the rule broken): the right step, another rule.
    wrong_rule: tuple[tuple[int, str, str], ...]
    #: (step, rule): mistakes not marked at all.
    missed: tuple[tuple[int, str], ...]
    #: steps marked that were right.
    false_alarms: tuple[int, ...]

    @property
    def to_find(self) -> int:
        return len(self.found) + len(self.wrong_rule) + len(self.missed)

    @property
    def clean(self) -> bool:
        """Every mistake found and named, and nothing else marked."""
        return not (self.wrong_rule or self.missed or self.false_alarms)

    def as_json(self) -> dict[str, Any]:
        return {
            "found": list(self.found),
            "wrong_rule": [list(item) for item in self.wrong_rule],
            "missed": [list(item) for item in self.missed],
            "false_alarms": list(self.false_alarms),
        }


def score_marks(errors_to_find: Iterable[Any], marks: Mapping[int, str]) -> SpotScore:
    """Score ``marks`` (step -> the mistake code the trainee named) against the
    scenario's ``errors_to_find`` (items with ``step`` and ``code``)."""
    truth = {int(entry.step): str(entry.code) for entry in errors_to_find}
    found, wrong, missed = [], [], []
    for step, code in sorted(truth.items()):
        named = marks.get(step)
        if named is None:
            missed.append((step, code))
        elif named == code:
            found.append(step)
        else:
            wrong.append((step, named, code))
    alarms = sorted(step for step in marks if step not in truth)
    return SpotScore(tuple(found), tuple(wrong), tuple(missed), tuple(alarms))
