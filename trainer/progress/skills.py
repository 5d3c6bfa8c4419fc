"""A trainee's skills, read from the progress database.

A recorded round is an exercise of every focus point it showed. Which points a round
showed is found by replaying its stored scenario with its right actions (the recipes'
own checks, :mod:`trainer.core.focus`), once: the answer is kept in the ``round_points``
table, since a stored round never changes. The round is right for a skill when it holds
no mistake of the mistake groups that practise the skill (:mod:`trainer.core.points`),
and its time is the round's seconds per action. A drill answer is an exercise of its
kind's skill.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from trainer.core.actions import Action
from trainer.core.focus import RECIPES
from trainer.core.points import MISTAKE_GROUPS
from trainer.core.procedure import Round
from trainer.core.scenario import parse_scenario
from trainer.core.skills import (
    SkillBook,
    SkillStatus,
    Exercise,
    drill_skill,
    load_skill_book,
    skill_ids,
    status_of,
)
from trainer.store import Store, Trainee


def codes_of_skill(point: str) -> frozenset[str]:
    """The mistake codes that make a round wrong for a focus point: those of every
    mistake group that lists the point among its practice."""
    return frozenset(code for group in MISTAKE_GROUPS if point in group.practice for code in group.codes)


def replayed_points(scenario_text: str, actions: Iterable[str]) -> frozenset[str]:
    """The focus points a recorded round showed (its right actions replayed)."""
    scenario = parse_scenario(scenario_text, "<recorded round>")
    with scenario.new_round() as round_:
        for action in actions:
            if round_.attempt(Action.parse(action)) is not None:  # pragma: no cover - recorded as right
                break
        return frozenset(point for point, recipe in RECIPES.items() if _shows(recipe, round_))


def _shows(recipe: Any, round_: Round) -> bool:
    try:
        return bool(recipe.happened(round_))
    except Exception:  # noqa: BLE001 - a half-played round may lack what a check reads
        return False


def round_points(store: Store, round_ids: Iterable[int]) -> dict[int, frozenset[str]]:
    """round id -> the focus points it showed; computed once per round and kept (the new
    ones in one transaction: a commit is an fsync)."""
    wanted = set(round_ids)
    known = {round_id: points for round_id, points in store.round_points().items() if round_id in wanted}
    found: dict[int, frozenset[str]] = {}
    for round_id in sorted(wanted - set(known)):
        actions = [row.action for row in store.round_actions(round_id) if row.mistake is None]
        try:
            found[round_id] = replayed_points(store.round_scenario_text(round_id), actions)
        except Exception:  # noqa: BLE001 - a round whose house pack is gone shows nothing
            found[round_id] = frozenset()
    store.keep_round_points(found)
    known.update(found)
    return known


def exercises(store: Store, trainee: Trainee | str | int, house: str | None = None) -> dict[str, list[Exercise]]:
    """skill id -> its exercises, oldest first (one house's, if given)."""
    result: dict[str, list[Exercise]] = defaultdict(list)
    rounds = [r for r in store.rounds(trainee) if house is None or r.house == house]
    mistakes_by_round: dict[int, set[str]] = defaultdict(set)
    for mistake in store.mistakes(trainee):
        mistakes_by_round[mistake.round_id].add(mistake.code)
    shown = round_points(store, (r.id for r in rounds))
    for r in rounds:
        per_action = r.seconds / r.actions if r.actions else r.seconds
        for point in sorted(shown.get(r.id, ())):
            wrong = mistakes_by_round[r.id] & codes_of_skill(point)
            result[point].append(Exercise(r.started, r.finished and not wrong, per_action))
    for answer in store.drill_answers(trainee):
        if house is None or answer.house == house:
            result[drill_skill(answer.kind)].append(Exercise(answer.at, answer.correct, answer.seconds))
    for items in result.values():
        items.sort(key=lambda e: e.at)
    return result


def skill_statuses(
    store: Store,
    trainee: Trainee | str | int,
    house: str | None = None,
    book: SkillBook | None = None,
    trainee_name: str | None = None,
) -> list[SkillStatus]:
    """Every skill's status for the trainee, in the skills' order."""
    book = book or load_skill_book()
    if trainee_name is None and isinstance(trainee, (str, Trainee)):
        trainee_name = trainee if isinstance(trainee, str) else trainee.name
    skills = book.skills_for(house, trainee_name)
    done = exercises(store, trainee, house)
    return [status_of(skills[skill_id], done.get(skill_id, [])) for skill_id in skill_ids()]


# --- speed and daily challenges --------------------------------------------------------------


def save_challenge(
    store: Store, trainee: Trainee | str | int, kind: str, key: str, house: str,
    rounds: int, mistakes: int, seconds: float, at: datetime | None = None,
) -> None:
    from trainer.store import _stamp  # the store's one way of writing a time

    trainee_id = store.trainee(trainee).id if isinstance(trainee, str) else (trainee.id if isinstance(trainee, Trainee) else trainee)
    # the store's own write transaction: SQLite's file checks, or a class server's (which
    # knows no BEGIN IMMEDIATE)
    with store._write() as conn:
        conn.execute(
            "INSERT INTO challenges (trainee_id, kind, key, house, rounds, mistakes, seconds, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (trainee_id, kind, key, house, rounds, mistakes, float(seconds), _stamp(at)),
        )


def best_challenge(store: Store, trainee: Trainee | str | int, kind: str, key: str) -> tuple[int, float] | None:
    """The personal best (fewest mistakes, then fastest) as (mistakes, seconds), or None."""
    trainee_id = store.trainee(trainee).id if isinstance(trainee, str) else (trainee.id if isinstance(trainee, Trainee) else trainee)
    row = store.connection.execute(
        "SELECT mistakes, seconds FROM challenges WHERE trainee_id = ? AND kind = ? AND key = ? "
        "ORDER BY mistakes, seconds LIMIT 1",
        (trainee_id, kind, key),
    ).fetchone()
    return (row[0], float(row[1])) if row else None
