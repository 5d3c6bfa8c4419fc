"""Each trainee's skills as kept tracks (:class:`~trainer.core.practice.skill_track.Track`), one per
skill and scope (a house, or ``*`` for every house), in the ``skill_tracks`` table.

A track is brought up to date by folding in the exercises recorded after the last one
it holds (``round_skills`` for the focus points, ``drill_facts`` for the drill kinds),
in time order. Saving a round or an answer does that at once, so a screen finds its
tracks current and reads a skill in constant time; a track made with another rule (a
changed skills file), or a round recorded out of time order, starts again from the
first exercise, once.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from trainer.store.dbapi import Connection, Row

if TYPE_CHECKING:  # the skills and FSRS are loaded when a track is first read or folded,
    # not with the store (the window's first frame opens no track)
    from trainer.core.practice.skill_track import Track
    from trainer.core.practice.skills import Skill

#: a drill kind's skill id is this and the kind (trainer.core.practice.skills.DRILL_PREFIX).
DRILL_PREFIX = "drill."

#: the scope of the tracks over every house (the reports').
ALL_HOUSES = "*"


def scope_of(house: str | None) -> str:
    return ALL_HOUSES if house is None else house


def _exercises(conn: Connection, trainee_id: int, skill_id: str, scope: str, after: tuple[str, int] | None) -> Iterable[Row]:
    """(at, id, correct, seconds) of the skill's exercises after ``after``, oldest first."""
    if skill_id.startswith(DRILL_PREFIX):
        sql = "SELECT at, answer_id, correct, seconds FROM drill_facts WHERE trainee_id = ? AND kind = ?"
        key, order = skill_id[len(DRILL_PREFIX):], "ORDER BY at, answer_id"
        id_column = "answer_id"
    else:
        sql = "SELECT at, round_id, ok, per_action FROM round_skills WHERE trainee_id = ? AND point = ?"
        key, order = skill_id, "ORDER BY at, round_id"
        id_column = "round_id"
    params: list[Any] = [trainee_id, key]
    if scope != ALL_HOUSES:
        sql += " AND house = ?"
        params.append(scope)
    if after is not None:
        sql += f" AND (at, {id_column}) > (?, ?)"  # a row value: one range of the index on both backends
        params += [after[0], after[1]]
    return conn.execute(f"{sql} {order}", params)


def load_track(conn: Any, trainee_id: int, skill_id: str, scope: str) -> Track | None:
    from trainer.core.practice.skill_track import Track

    row = conn.execute(
        "SELECT rule, state FROM skill_tracks WHERE trainee_id = ? AND skill = ? AND scope = ?",
        (trainee_id, skill_id, scope),
    ).fetchone()
    return Track.from_json(row[0], row[1]) if row else None


def save_track(conn: Any, trainee_id: int, skill_id: str, scope: str, track: Track) -> None:
    conn.execute(
        """INSERT INTO skill_tracks (trainee_id, skill, scope, rule, state) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (trainee_id, skill, scope) DO UPDATE SET rule = excluded.rule, state = excluded.state""",
        (trainee_id, skill_id, scope, track.rule, track.to_json()),
    )


def current_track(conn: Any, trainee_id: int, skill: Skill, scope: str, with_card: bool = True,
                  newest: tuple[str, int] | None = None) -> tuple[Track, bool]:
    """(the skill's track with every recorded exercise folded in, whether it changed).

    ``newest``: the exercise just saved; a track already past it (recorded out of time
    order) is folded again from the start. A track without its card (folded by a reader
    that needed none) is folded again when a card is wanted."""
    from trainer.core.practice.skill_track import Track

    track = load_track(conn, trainee_id, skill.id, scope)
    if (track is None or not track.fits(skill) or (with_card and track.total and track.card is None)
            or (newest is not None and track.upto is not None and newest <= track.upto)):
        track = Track.new(skill)
    changed = False
    for at, key, correct, seconds in _exercises(conn, trainee_id, skill.id, scope, track.upto):
        track.fold(skill, at, key, bool(correct), float(seconds), with_card=with_card)
        changed = True
    return track, changed


@functools.lru_cache(maxsize=1)
def _book() -> Any:
    from trainer.core.practice.skills import load_skill_book

    return load_skill_book()


def fold_new(conn: Any, trainee_id: int, house: str, skill_ids: Iterable[str], newest: tuple[str, int]) -> None:
    """After saving an exercise of ``skill_ids`` at ``house``: bring the trainee's tracks
    of those skills (the house's and every house's) up to date, in the same transaction."""
    try:
        book = _book()
    except Exception:  # noqa: BLE001 - a broken skills file must not cost the round; readers fold later
        return
    row = conn.execute("SELECT name FROM trainees WHERE id = ?", (trainee_id,)).fetchone()
    name = row[0] if row else None
    for scope in (house, ALL_HOUSES):
        skills = book.skills_for(None if scope == ALL_HOUSES else scope, name)
        for skill_id in skill_ids:
            if skill_id not in skills:  # a drill kind this trainer does not know
                continue
            track, changed = current_track(conn, trainee_id, skills[skill_id], scope, newest=newest)
            if changed:
                save_track(conn, trainee_id, skill_id, scope, track)


def fold_everyone(conn: Any, only: int | None = None) -> None:
    """Make every trainee's tracks (the upgrade's last step: a database of an older
    release has none), for each house they practised at and for every house."""
    trainees = conn.execute("SELECT id, name FROM trainees ORDER BY id").fetchall()
    if only is not None:
        trainees = [(i, name) for i, name in trainees if i == only]
    if not trainees:
        return  # a new database: nothing to fold, and the skills file need not even be read
    try:
        book = _book()
    except Exception:  # noqa: BLE001 - readers fold later, with the skills file they are given
        return
    for trainee_id, name in trainees:
        practised = conn.execute(
            """SELECT DISTINCT house, point FROM round_skills WHERE trainee_id = ?
               UNION SELECT DISTINCT house, 'drill.' || kind FROM drill_facts WHERE trainee_id = ?""",
            (trainee_id, trainee_id),
        ).fetchall()
        houses_of: dict[str, set[str]] = {}
        for house, skill_id in practised:
            houses_of.setdefault(skill_id, set()).add(house)
        for skill_id, houses in sorted(houses_of.items()):
            every = book.skills_for(None, name)
            if skill_id not in every:
                continue
            whole, changed = current_track(conn, trainee_id, every[skill_id], ALL_HOUSES)
            if changed:
                save_track(conn, trainee_id, skill_id, ALL_HOUSES, whole)
            for house in sorted(houses):
                skill = book.skills_for(house, name)[skill_id]
                if len(houses) == 1 and whole.fits(skill):  # one house: the same exercises, the same rule
                    save_track(conn, trainee_id, skill_id, house, whole)
                    continue
                track, changed = current_track(conn, trainee_id, skill, house)
                if changed:
                    save_track(conn, trainee_id, skill_id, house, track)
