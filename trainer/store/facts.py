"""What a recorded round comes to, worked out once when it is saved and kept beside it.

The Skills tab, the reports and the class report need of a round only a few figures:
its actions and mistakes, clean or not, its time, the day and week it was played in,
its mistakes by code, and the focus points it showed (found by replaying its stored
scenario with its right actions, the recipes' own checks in :mod:`trainer.core.practice.focus`).
A stored round never changes, so these are computed when the round is saved
(:meth:`~trainer.store.writes.StoreWrites.save_round`) or, for a database of an older
release, once by the upgrade (:mod:`trainer.store.backfill`), and readers count them
with SQL instead of replaying history.

``at`` is the round's start in UTC (``2024-05-03T12:05:09``): text that sorts in time
order whatever offset the recording machine had; ``day`` and ``week`` are the local
calendar the round was played in (:func:`~trainer.store.values.period_of`).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC
from typing import Any

from trainer.core.procedure.points import GROUP_OF_CODE, MISTAKE_GROUPS
from trainer.store.values import _aware, period_of


def codes_of_skill(point: str) -> frozenset[str]:
    """The mistake codes that make a round wrong for a focus point: those of every
    mistake group that lists the point among its practice."""
    return frozenset(code for group in MISTAKE_GROUPS if point in group.practice for code in group.codes)


def replayed_points(scenario_text: str, actions: Iterable[str]) -> frozenset[str]:
    """The focus points a recorded round showed (its right actions replayed)."""
    from trainer.core.files.yamlio import LineMap
    from trainer.core.packs.scenario import parse_scenario, scenario_from_data
    from trainer.core.procedure.actions import Action

    try:  # the store keeps it as JSON: read as such it takes a tenth of the YAML parser's time
        scenario = scenario_from_data(json.loads(scenario_text), LineMap("<recorded round>", {}))
    except ValueError:  # not JSON (a round saved as YAML text): the YAML parser reads it
        scenario = parse_scenario(scenario_text, "<recorded round>")
    with scenario.new_round() as round_:
        for action in actions:
            if round_.attempt(Action.parse(action)) is not None:  # pragma: no cover - recorded as right
                break
        return shown_points(round_)


def shown_points(round_: Any) -> frozenset[str]:
    """The focus points a played round showed (the recipes' own checks)."""
    from trainer.core.practice.focus import RECIPES

    return frozenset(point for point, recipe in RECIPES.items() if _shows(recipe, round_))


def _shows(recipe: Any, round_: Any) -> bool:
    try:
        return bool(recipe.happened(round_))
    except Exception:  # noqa: BLE001 - a half-played round may lack what a check reads
        return False


def points_of(scenario_text: str, right_actions: Iterable[str]) -> frozenset[str]:
    """:func:`replayed_points`, or none for a round that cannot be replayed any more
    (its house pack is gone): such a round still counts, it exercises no focus point."""
    try:
        return replayed_points(scenario_text, right_actions)
    except Exception:  # noqa: BLE001 - see above
        return frozenset()


def utc_text(started: Any) -> str:
    """A stored time as UTC text that sorts in time order."""
    return _aware(started).astimezone(UTC).replace(tzinfo=None).isoformat(timespec="seconds")


@dataclass(frozen=True)
class RoundFacts:
    """One round's figures (a row of ``round_facts``, with its ``round_skills`` and
    ``round_codes`` rows)."""

    round_id: int
    trainee_id: int
    session_id: int
    house: str
    mode: str
    at: str
    day: str
    week: str
    actions: int
    mistakes: int
    finished: bool
    seconds: float
    #: the focus points the round showed.
    points: frozenset[str]
    #: (code, how often), in code order.
    codes: tuple[tuple[str, int], ...]

    @property
    def clean(self) -> bool:
        return self.finished and not self.mistakes

    @property
    def per_action(self) -> float:
        """A skill's time for a round: its seconds per dealer action."""
        return self.seconds / self.actions if self.actions else self.seconds

    def right_for(self, point: str) -> bool:
        """Played to the end without a mistake of the point's groups."""
        return self.finished and not ({code for code, _ in self.codes} & codes_of_skill(point))


def facts_of(round_id: int, trainee_id: int, session_id: int, house: str, mode: str, started: Any,
             seconds: float, finished: bool, mistake_codes: Sequence[str], actions: int,
             points: frozenset[str]) -> RoundFacts:
    when = _aware(started)
    return RoundFacts(
        round_id=round_id, trainee_id=trainee_id, session_id=session_id, house=house, mode=mode,
        at=utc_text(when), day=period_of(when, "day"), week=period_of(when, "week"),
        actions=actions, mistakes=len(mistake_codes), finished=bool(finished), seconds=float(seconds),
        points=points, codes=tuple(sorted(Counter(mistake_codes).items())),
    )


def write_facts(conn: Any, facts: RoundFacts) -> None:
    """Insert one round's figures (in the caller's transaction)."""
    f = facts
    conn.execute(
        """INSERT INTO round_facts (round_id, trainee_id, session_id, house, mode, at, day, week, actions, mistakes,
                                    finished, clean, seconds)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        (f.round_id, f.trainee_id, f.session_id, f.house, f.mode, f.at, f.day, f.week, f.actions, f.mistakes,
         int(f.finished), int(f.clean), f.seconds),
    )
    for point in sorted(f.points):
        conn.execute(
            "INSERT INTO round_skills (round_id, point, trainee_id, house, at, ok, per_action) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (f.round_id, point, f.trainee_id, f.house, f.at, int(f.right_for(point)), f.per_action),
        )
    for code, count in f.codes:
        group = GROUP_OF_CODE.get(code)
        conn.execute(
            """INSERT INTO round_codes (round_id, code, trainee_id, week, day, point, count)
               VALUES (?, ?, ?, ?, ?, ?, ?)""",
            (f.round_id, code, f.trainee_id, f.week, f.day, group.id if group else "round_flow", count),
        )
