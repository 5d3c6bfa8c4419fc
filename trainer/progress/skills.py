"""A trainee's skills, read from the progress database.

A recorded round is an exercise of every focus point it showed; which points those are
was found when the round was saved (its right actions replayed once, the recipes' own
checks, :mod:`trainer.store.facts`) and is kept in ``round_skills``. The round is right
for a skill when it holds no mistake of the mistake groups that practise the skill
(:mod:`trainer.core.procedure.points`), and its time is the round's seconds per action. A drill
answer is an exercise of its kind's skill.

A skill's status and FSRS card come from its track (:mod:`trainer.core.practice.skill_track`),
kept in the database and brought up to date when a round is saved, so reading a skill
costs the same after ten thousand rounds as after ten.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime

from trainer.core.practice.skill_track import Track, utc_moment
from trainer.core.practice.skills import DRILL_PREFIX, Exercise, Skill, SkillBook, SkillStatus, load_skill_book, skill_ids
from trainer.store import Store, Trainee
from trainer.store.facts import codes_of_skill, replayed_points  # noqa: F401 - their home before schema 6
from trainer.store.tracks import current_track, scope_of


def tracks(store: Store, trainee: Trainee | str | int, skills: dict[str, Skill], house: str | None = None,
           with_card: bool = True) -> dict[str, Track]:
    """skill id -> its track over the trainee's exercises (one house's, if given), for
    each skill of ``skills``; tracks a reader had to fold (a changed skills file) are kept
    when the store may write."""
    trainee_id = store._trainee_id(trainee)
    scope = scope_of(house)
    found, changed = {}, {}
    for skill_id, skill in skills.items():
        track, moved = current_track(store.connection, trainee_id, skill, scope, with_card=with_card)
        found[skill_id] = track
        if moved and (with_card or track.card is None):
            changed[(skill_id, scope)] = track
    store.keep_tracks(trainee_id, changed)
    return found


def exercises(store: Store, trainee: Trainee | str | int, house: str | None = None) -> dict[str, list[Exercise]]:
    """skill id -> its exercises, oldest first (one house's, if given): every one of
    them, read from the kept figures (for tests and exports; the screens read tracks)."""
    trainee_id = store._trainee_id(trainee)
    where, params = ("", [trainee_id]) if house is None else (" AND house = ?", [trainee_id, house])
    result: dict[str, list[Exercise]] = defaultdict(list)
    for point, at, ok, seconds in store.connection.execute(
        f"SELECT point, at, ok, per_action FROM round_skills WHERE trainee_id = ?{where} ORDER BY at, round_id", params
    ):
        result[point].append(Exercise(utc_moment(at), bool(ok), float(seconds)))
    for kind, at, correct, seconds in store.connection.execute(
        f"SELECT kind, at, correct, seconds FROM drill_facts WHERE trainee_id = ?{where} ORDER BY at, answer_id", params
    ):
        result[DRILL_PREFIX + kind].append(Exercise(utc_moment(at), bool(correct), float(seconds)))
    return dict(result)


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
    # a report needs no FSRS card: a track folded here without one is not kept
    found = tracks(store, trainee, {skill_id: skills[skill_id] for skill_id in skill_ids()}, house, with_card=False)
    return [found[skill_id].status(skills[skill_id]) for skill_id in skill_ids()]


# --- speed and daily challenges --------------------------------------------------------------


def save_challenge(
    store: Store, trainee: Trainee | str | int, kind: str, key: str, house: str,
    rounds: int, mistakes: int, seconds: float, at: datetime | None = None,
) -> None:
    from trainer.store.values import _stamp  # the store's one way of writing a time

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
