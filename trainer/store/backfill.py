"""The upgrade to schema version 7: the figures of every round already recorded.

A database of an older release holds rounds without their figures
(:mod:`trainer.store.facts`). The step first makes the new tables (``IF NOT EXISTS``, so
it can start again), then works the rounds out in batches in id order, each batch its
own transaction: an upgrade that is interrupted (the window closed, the machine off)
goes on from the first round without figures the next time, and the schema version is
raised only with the last batch, so no reader ever sees half the figures. The focus
points an older Skills tab already found (``round_points``) are taken as they are;
the other rounds are replayed, once.
"""

from __future__ import annotations

import functools
import json
from collections import defaultdict
from typing import Any

from trainer.store.facts import facts_of, points_of, utc_text, write_facts
from trainer.store.tracks import fold_everyone
from trainer.store.values import _aware, period_of

#: rounds per transaction: a few seconds of replays at most between commits.
BATCH = 400


def remaining(conn: Any) -> int:
    """Rounds and drill answers still without their figures."""
    rounds = conn.execute(
        "SELECT COUNT(*) FROM rounds WHERE id > (SELECT COALESCE(MAX(round_id), 0) FROM round_facts)"
    ).fetchone()[0]
    answers = conn.execute(
        "SELECT COUNT(*) FROM drill_answers WHERE id > (SELECT COALESCE(MAX(answer_id), 0) FROM drill_facts)"
    ).fetchone()[0]
    return int(rounds) + int(answers)


@functools.lru_cache(maxsize=512)
def _points(scenario: str, actions: tuple[str, ...]) -> frozenset[str]:
    return points_of(scenario, actions)


def fill(conn: Any, limit: int = BATCH) -> int:
    """Work out the next ``limit`` rounds (then drill answers) without figures; returns
    how many were done (0: nothing was left)."""
    rows = conn.execute(
        """SELECT r.id, r.session_id, s.trainee_id, COALESCE(r.house, s.house), s.mode, r.started, r.seconds, r.finished, r.scenario
           FROM rounds r JOIN sessions s ON s.id = r.session_id
           WHERE r.id > (SELECT COALESCE(MAX(round_id), 0) FROM round_facts)
           ORDER BY r.id LIMIT ?""",
        (limit,),
    ).fetchall()
    if not rows:
        return _fill_answers(conn, limit)
    low, high = rows[0][0], rows[-1][0]
    counts: dict[int, int] = defaultdict(int)
    codes: dict[int, list[str]] = defaultdict(list)
    right: dict[int, list[str]] = defaultdict(list)
    for round_id, action, mistake in conn.execute(
        "SELECT round_id, action, mistake FROM actions WHERE round_id BETWEEN ? AND ? ORDER BY round_id, step",
        (low, high),
    ):
        counts[round_id] += 1
        if mistake is None:
            right[round_id].append(action)
        else:
            codes[round_id].append(mistake)
    kept = {
        round_id: frozenset(json.loads(points))
        for round_id, points in conn.execute(
            "SELECT round_id, points FROM round_points WHERE round_id BETWEEN ? AND ?", (low, high)
        )
    }
    for round_id, session_id, trainee_id, house, mode, started, seconds, finished, scenario in rows:
        points = kept.get(round_id)
        if points is None:
            points = _points(scenario, tuple(right[round_id]))
        write_facts(conn, facts_of(round_id, trainee_id, session_id, house, mode, started, float(seconds),
                                   bool(finished), codes[round_id], counts[round_id], points))
    return len(rows)


def _fill_answers(conn: Any, limit: int) -> int:
    rows = conn.execute(
        """SELECT id, trainee_id, kind, house, at, correct, seconds FROM drill_answers
           WHERE id > (SELECT COALESCE(MAX(answer_id), 0) FROM drill_facts) ORDER BY id LIMIT ?""",
        (limit * 10,),  # an answer is one row: no replay
    ).fetchall()
    for answer_id, trainee_id, kind, house, at, correct, seconds in rows:
        write_drill_facts(conn, answer_id, trainee_id, kind, house, at, bool(correct), float(seconds))
    return len(rows)


def write_drill_facts(conn: Any, answer_id: int, trainee_id: int, kind: str, house: str, at: Any,
                      correct: bool, seconds: float) -> None:
    when = _aware(at)
    conn.execute(
        """INSERT INTO drill_facts (answer_id, trainee_id, kind, house, at, day, week, correct, seconds)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        (answer_id, trainee_id, kind, house, utc_text(when), period_of(when, "day"), period_of(when, "week"),
         int(correct), seconds),
    )


def finish(conn: Any) -> None:
    """The last transaction of the upgrade: every trainee's skill tracks."""
    fold_everyone(conn)
