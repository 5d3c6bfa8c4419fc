"""Reading progress back: sessions, rounds, mistakes, trends and weak points for reports."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from trainer.core.procedure import mistakes as M
from trainer.store.dbapi import Connection, Row, one_row
from trainer.store.files import StoreError
from trainer.store.rows import (
    PROCEDURE_POINTS,
    ActionRow,
    DrillAnswer,
    DrillPoint,
    MistakeRow,
    SessionSummary,
    StoredRound,
    Trainee,
    TrendPoint,
    WeakPoint,
)
from trainer.store.values import _time, utc_moment


def _period_column(by: str) -> str:
    """The kept column of a period (never a caller's text in the SQL)."""
    if by not in ("day", "week"):
        raise ValueError(f"by must be 'day' or 'week', not {by!r}")
    return by


class StoreQueries:
    """The queries of :class:`~trainer.store.Store` (for the History tab and the reports)."""

    if TYPE_CHECKING:  # given by StoreConnection (SQLite) or PostgresStore (the server)
        _conn: Connection

        def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

        def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

        def _trainee_id(self, trainee: Trainee | str | int) -> int: ...

    def find_trainee(self, name: str) -> Trainee | None:
        row = self._one(
            "SELECT id, name, created FROM trainees WHERE name = ?", (" ".join(name.split()),)
        )
        return Trainee(row[0], row[1], _time(row[2])) if row else None

    def trainees(self) -> list[Trainee]:
        return [Trainee(i, n, _time(c)) for i, n, c in self._rows("SELECT id, name, created FROM trainees ORDER BY name")]

    def last_trainee(self) -> Trainee | None:
        """Who started the latest session (the window offers them first), or None."""
        row = self._one(
            """SELECT t.id, t.name, t.created FROM sessions s JOIN trainees t ON t.id = s.trainee_id
               ORDER BY s.started DESC, s.id DESC LIMIT 1"""
        )
        return Trainee(row[0], row[1], _time(row[2])) if row else None

    def sessions(self, trainee: Trainee | str | int) -> list[SessionSummary]:
        """The trainee's sessions, oldest first, with their rounds and drill answers counted
        (summed from the rounds' kept figures, :mod:`trainer.store.facts`)."""
        trainee_id = self._trainee_id(trainee)
        rows = self._rows(
            """
            SELECT s.id, s.house, s.pack, s.mode, s.started, s.ended,
                   COALESCE(f.rounds, 0), COALESCE(f.clean, 0), COALESCE(f.actions, 0), COALESCE(f.mistakes, 0),
                   COALESCE(f.seconds, 0),
                   (SELECT COUNT(*) FROM drill_answers d WHERE d.session_id = s.id),
                   (SELECT COALESCE(SUM(correct), 0) FROM drill_answers d WHERE d.session_id = s.id)
            FROM sessions s
            LEFT JOIN (SELECT session_id, COUNT(*) AS rounds, SUM(clean) AS clean, SUM(actions) AS actions,
                              SUM(mistakes) AS mistakes, SUM(seconds) AS seconds
                       FROM round_facts WHERE trainee_id = ? GROUP BY session_id) f ON f.session_id = s.id
            WHERE s.trainee_id = ?
            ORDER BY s.started, s.id
            """,
            (trainee_id, trainee_id),
        )
        others: dict[int, set[str]] = {}
        for session_id, house in self._rows(  # rounds a pack dealt in a house of their own
            """SELECT DISTINCT r.session_id, r.house FROM rounds r JOIN sessions s ON s.id = r.session_id
               WHERE s.trainee_id = ? AND r.house IS NOT NULL AND r.house <> s.house""",
            (trainee_id,),
        ):
            others.setdefault(session_id, set()).add(house)
        return [
            SessionSummary(
                id=r[0], trainee_id=trainee_id, house=r[1], pack=r[2], mode=r[3], started=_time(r[4]),
                ended=_time(r[5]), rounds=r[6], clean_rounds=r[7], actions=r[8], mistakes=r[9],
                seconds=float(r[10]), drill_answers=r[11], drill_correct=r[12],
                houses=(r[1], *sorted(others.get(r[0], ()))),
            )
            for r in rows
        ]

    _ROUND_COLUMNS = """f.round_id, f.session_id, f.house, f.mode, r.started, r.ended, f.seconds, f.finished,
                        f.actions, f.mistakes"""

    @staticmethod
    def _stored_round(r: Row) -> StoredRound:
        return StoredRound(r[0], r[1], r[2], r[3], _time(r[4]), _time(r[5]), float(r[6]), bool(r[7]), r[8], r[9])

    def rounds(self, trainee: Trainee | str | int, session_id: int | None = None) -> list[StoredRound]:
        """The trainee's rounds (of one session, if given), oldest first. Every one of
        them: screens page through :meth:`latest_rounds` instead."""
        trainee_id = self._trainee_id(trainee)
        params: list[Any] = [trainee_id]
        where = ""
        if session_id is not None:
            where, params = " AND f.session_id = ?", [trainee_id, session_id]
        rows = self._rows(
            f"""SELECT {self._ROUND_COLUMNS} FROM round_facts f JOIN rounds r ON r.id = f.round_id
                WHERE f.trainee_id = ?{where} ORDER BY f.at, f.round_id""",
            params,
        )
        return [self._stored_round(r) for r in rows]

    def latest_rounds(self, trainee: Trainee | str | int, limit: int,
                      before: tuple[str, int] | None = None) -> list[tuple[StoredRound, str | None, tuple[str, int]]]:
        """A page of the trainee's rounds, the latest first: (round, its title, where the
        next page starts). ``before``: the previous page's last key (None: the latest)."""
        trainee_id = self._trainee_id(trainee)
        params: list[Any]
        where, params = "", [trainee_id]
        if before is not None:
            where = " AND (f.at < ? OR (f.at = ? AND f.round_id < ?))"
            params += [before[0], before[0], before[1]]
        rows = self._rows(
            f"""SELECT {self._ROUND_COLUMNS}, r.title, f.at FROM round_facts f JOIN rounds r ON r.id = f.round_id
                WHERE f.trainee_id = ?{where} ORDER BY f.at DESC, f.round_id DESC LIMIT ?""",
            [*params, int(limit)],
        )
        return [(self._stored_round(r), r[10], (r[11], r[0])) for r in rows]

    def round_totals(self, trainee: Trainee | str | int) -> dict[str, Any]:
        """The trainee's rounds summed: rounds, clean, actions, mistakes, seconds, and the
        latest round's start (None without rounds)."""
        trainee_id = self._trainee_id(trainee)
        row = one_row(self._one(
            """SELECT COUNT(*), COALESCE(SUM(clean), 0), COALESCE(SUM(actions), 0), COALESCE(SUM(mistakes), 0),
                      COALESCE(SUM(seconds), 0) FROM round_facts WHERE trainee_id = ?""",
            (trainee_id,),
        ))
        last = self._one(
            """SELECT r.started FROM round_facts f JOIN rounds r ON r.id = f.round_id WHERE f.trainee_id = ?
               ORDER BY f.at DESC, f.round_id DESC LIMIT 1""",
            (trainee_id,),
        )
        return {"rounds": row[0], "clean": row[1], "actions": row[2], "mistakes": row[3], "seconds": float(row[4]),
                "last": _time(last[0]) if last else None}

    def round_actions(self, round_id: int) -> list[ActionRow]:
        """The round's attempted actions in order, mistakes marked."""
        return [
            ActionRow(step, action, state, code, tuple(json.loads(expected)) if expected else ())
            for step, action, state, code, expected in self._rows(
                "SELECT step, action, state, mistake, expected FROM actions WHERE round_id = ? ORDER BY step",
                (round_id,),
            )
        ]

    def round_scenario_text(self, round_id: int) -> str:
        """The round's scenario in the minimal form, as stored (JSON, which is also YAML)."""
        row = self._one("SELECT scenario FROM rounds WHERE id = ?", (round_id,))
        if row is None:
            raise StoreError(f"no round {round_id}")
        return str(row[0])

    def round_scenario(self, round_id: int) -> dict[str, Any]:
        scenario: dict[str, Any] = json.loads(self.round_scenario_text(round_id))
        return scenario

    def round_summary(self, round_id: int) -> StoredRound:
        row = self._one(
            f"SELECT {self._ROUND_COLUMNS} FROM round_facts f JOIN rounds r ON r.id = f.round_id WHERE f.round_id = ?",
            (round_id,),
        )
        if row is None:
            raise StoreError(f"no round {round_id}")
        return self._stored_round(row)

    def mistakes(self, trainee: Trainee | str | int) -> list[MistakeRow]:
        """Every mistake the trainee made in a round, oldest first."""
        return [
            MistakeRow(r[0], r[1], _time(r[2]), r[3], r[4], r[5], r[6], tuple(json.loads(r[7]) if r[7] else ()))
            for r in self._rows(
                """SELECT round_id, session_id, at, step, action, state, code, expected FROM mistakes
                   WHERE trainee_id = ? ORDER BY at, round_id, step""",
                (self._trainee_id(trainee),),
            )
        ]

    def iter_mistakes(self, trainee: Trainee | str | int) -> Iterator[MistakeRow]:
        """:meth:`mistakes` in time order, read as they are written out (an export of
        years of rounds holds no list of them all): the rounds in the order of their
        index, only those with a mistake, their mistakes by step."""
        cursor = self._conn.execute(
            # CROSS JOIN: SQLite keeps this order (the trainee's rounds first, by the index),
            # instead of reading every trainee's mistakes and sorting them
            """SELECT f.round_id, f.session_id, r.started, a.step, a.action, a.state, a.mistake, a.expected
               FROM round_facts f CROSS JOIN actions a CROSS JOIN rounds r
               WHERE a.round_id = f.round_id AND r.id = f.round_id
                 AND f.trainee_id = ? AND f.mistakes > 0 AND a.mistake IS NOT NULL
               ORDER BY f.at, f.round_id, a.step""",
            (self._trainee_id(trainee),),
        )
        for r in cursor:
            yield MistakeRow(r[0], r[1], _time(r[2]), r[3], r[4], r[5], r[6], tuple(json.loads(r[7]) if r[7] else ()))

    def mistake_counts(self, trainee: Trainee | str | int) -> list[tuple[str, int]]:
        """(code, how often) over all the trainee's rounds, the most frequent first."""
        rows = self._rows(
            "SELECT code, SUM(count) FROM round_codes WHERE trainee_id = ? GROUP BY code",
            (self._trainee_id(trainee),),
        )
        return sorted(((code, int(n)) for code, n in rows), key=lambda item: (-item[1], item[0]))

    def drill_answers(self, trainee: Trainee | str | int) -> list[DrillAnswer]:
        return [
            DrillAnswer(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]), float(r[8]), _time(r[9]))
            for r in self._rows(
                """SELECT id, session_id, kind, house, stake, expected, given, correct, seconds, at
                   FROM drill_answers WHERE trainee_id = ? ORDER BY at, id""",
                (self._trainee_id(trainee),),
            )
        ]

    def drill_trend(self, trainee: Trainee | str | int, by: str = "day", last: int | None = None) -> list[DrillPoint]:
        """Drill accuracy and speed per day or week, oldest first (the ``last`` ones only,
        if given); counted by SQL from the answers' kept day and week."""
        column = _period_column(by)
        trainee_id = self._trainee_id(trainee)
        since = self._since(column, "drill_facts", trainee_id, last)
        rows = self._rows(
            f"""SELECT {column}, COUNT(*), SUM(correct), SUM(seconds) FROM drill_facts
                WHERE trainee_id = ? AND {column} >= ? GROUP BY {column} ORDER BY {column}""",
            (trainee_id, since),
        )
        return [DrillPoint(period, n, int(correct), float(seconds)) for period, n, correct, seconds in rows]

    def drill_kinds(self, trainee: Trainee | str | int) -> list[DrillPoint]:
        """Per drill kind (in ``period``): answers, right ones, time; the weakest first."""
        rows = self._rows(
            "SELECT kind, COUNT(*), SUM(correct), SUM(seconds) FROM drill_facts WHERE trainee_id = ? GROUP BY kind",
            (self._trainee_id(trainee),),
        )
        points = [DrillPoint(kind, n, int(correct), float(seconds)) for kind, n, correct, seconds in rows]
        return sorted(points, key=lambda p: (p.accuracy, -p.answers, p.period))

    def _since(self, column: str, table: str, trainee_id: int, last: int | None) -> str:
        """The first of the trainee's ``last`` periods in ``table`` ('' for all of them)."""
        if last is None or last <= 0:
            return ""
        row = self._one(
            f"SELECT DISTINCT {column} FROM {table} WHERE trainee_id = ? ORDER BY {column} DESC LIMIT 1 OFFSET ?",
            (trainee_id, last - 1),
        )
        return row[0] if row else ""

    # --- trends: counted by SQL from the rounds' kept figures ------------------------------
    def mistakes_per_code(self, trainee: Trainee | str | int, by: str = "week",
                          last: int | None = None) -> dict[str, dict[str, int]]:
        """period -> {code: count} for every day or week with a round (the ``last`` ones
        only, if given), oldest first (a period with rounds but no mistake maps to ``{}``);
        codes in PROCEDURE.md's order."""
        column = _period_column(by)
        trainee_id = self._trainee_id(trainee)
        periods = [p for (p,) in self._rows(
            f"SELECT DISTINCT {column} FROM round_facts WHERE trainee_id = ? ORDER BY {column} DESC"
            + (" LIMIT ?" if last is not None else ""),
            (trainee_id, last) if last is not None else (trainee_id,),
        )][::-1]
        found: dict[str, Counter[str]] = {period: Counter() for period in periods}
        if periods:
            for period, code, count in self._rows(
                f"""SELECT {column}, code, SUM(count) FROM round_codes WHERE trainee_id = ? AND {column} >= ?
                    GROUP BY {column}, code""",
                (trainee_id, periods[0]),
            ):
                found[period][code] += int(count)
        order = {code: index for index, code in enumerate(M.ALL_CODES)}
        return {
            period: dict(sorted(counts.items(), key=lambda item: (order.get(item[0], len(order)), item[0])))
            for period, counts in found.items()
        }

    def accuracy_trend(self, trainee: Trainee | str | int, by: str = "session",
                       last: int | None = None) -> list[TrendPoint]:
        """Accuracy (right actions / actions), clean rounds and speed per session, day or
        week, oldest first (the ``last`` ones only, if given); periods without rounds are
        left out."""
        if by not in ("session", "day", "week"):
            raise ValueError(f"by must be 'session', 'day' or 'week', not {by!r}")
        column = "session_id" if by == "session" else by
        trainee_id = self._trainee_id(trainee)
        params: list[Any]
        where, params = "", [trainee_id]
        if by != "session" and last is not None:  # only the rows of the periods shown
            where, params = f" AND {column} >= ?", [trainee_id, self._since(column, "round_facts", trainee_id, last)]
        rows = self._rows(
            f"""SELECT {column}, MIN(at), COUNT(*), SUM(clean), SUM(actions), SUM(mistakes), SUM(seconds)
                FROM round_facts WHERE trainee_id = ?{where} GROUP BY {column}""",
            params,
        )
        points = [
            TrendPoint(
                period=f"session {key}" if by == "session" else key, start=utc_moment(start), rounds=n,
                clean_rounds=int(clean), actions=int(actions), mistakes=int(mistakes), seconds=float(seconds),
            )
            for key, start, n, clean, actions, mistakes, seconds in rows
        ]
        points.sort(key=lambda p: (p.start, p.period))
        return points[-last:] if last is not None and last > 0 else points

    def weakest_points(self, trainee: Trainee | str | int, last_rounds: int | None = None) -> list[WeakPoint]:
        """The procedure points the trainee gets wrong, the most mistakes first (ties: the
        most rounds affected, then procedure order); only points with mistakes. With
        ``last_rounds``, only the trainee's latest rounds count."""
        trainee_id = self._trainee_id(trainee)
        if last_rounds is not None:
            if last_rounds <= 0:
                return []
            first = self._one(
                """SELECT at, round_id FROM round_facts WHERE trainee_id = ?
                   ORDER BY at DESC, round_id DESC LIMIT 1 OFFSET ?""",
                (trainee_id, last_rounds - 1),
            )
            total = one_row(self._one("SELECT COUNT(*) FROM round_facts WHERE trainee_id = ?", (trainee_id,)))[0]
            total = min(total, last_rounds)
        else:
            first = None
            total = one_row(self._one("SELECT COUNT(*) FROM round_facts WHERE trainee_id = ?", (trainee_id,)))[0]
        if first is None:
            rows = self._rows(
                """SELECT point, code, SUM(count), COUNT(DISTINCT round_id) FROM round_codes
                   WHERE trainee_id = ? GROUP BY point, code""",
                (trainee_id,),
            )
            affected: dict[str, int] = dict(self._rows(
                "SELECT point, COUNT(DISTINCT round_id) FROM round_codes WHERE trainee_id = ? GROUP BY point",
                (trainee_id,),
            ))
        else:
            recent = """round_id IN (SELECT round_id FROM round_facts WHERE trainee_id = ?
                                      AND (at > ? OR (at = ? AND round_id >= ?)))"""
            params = (trainee_id, trainee_id, first[0], first[0], first[1])
            rows = self._rows(
                f"""SELECT point, code, SUM(count), COUNT(DISTINCT round_id) FROM round_codes
                    WHERE trainee_id = ? AND {recent} GROUP BY point, code""",
                params,
            )
            affected = dict(self._rows(
                f"""SELECT point, COUNT(DISTINCT round_id) FROM round_codes WHERE trainee_id = ? AND {recent}
                    GROUP BY point""",
                params,
            ))
        counts: dict[str, Counter[str]] = defaultdict(Counter)
        for point, code, count, _ in rows:
            counts[point][code] += int(count)
        position = {point.id: index for index, point in enumerate(PROCEDURE_POINTS)}
        weak = [
            WeakPoint(
                point=point,
                mistakes=sum(counts[point.id].values()),
                rounds_affected=int(affected.get(point.id, 0)),
                rounds_total=total,
                codes=tuple(sorted(counts[point.id].items(), key=lambda item: (-item[1], item[0]))),
            )
            for point in PROCEDURE_POINTS
            if counts[point.id]
        ]
        return sorted(weak, key=lambda w: (-w.mistakes, -w.rounds_affected, position[w.point.id]))

    def totals_of(self, trainee_ids: list[int]) -> dict[int, dict[str, Any]]:
        """For each trainee (a class report's lines): sessions, rounds, clean rounds,
        actions, mistakes, drill answers and right ones, and the weakest procedure point's
        id ('' for none), each counted by SQL in one query for them all."""
        found: dict[int, dict[str, Any]] = {
            i: {"sessions": 0, "rounds": 0, "clean": 0, "actions": 0, "mistakes": 0, "answers": 0, "correct": 0,
                "weakest": ""} for i in trainee_ids
        }
        if not trainee_ids:
            return found
        marks = ", ".join("?" for _ in trainee_ids)
        for i, n in self._rows(f"SELECT trainee_id, COUNT(*) FROM sessions WHERE trainee_id IN ({marks}) GROUP BY trainee_id",
                               trainee_ids):
            found[i]["sessions"] = n
        for i, n, clean, actions, mistakes in self._rows(
            f"""SELECT trainee_id, COUNT(*), SUM(clean), SUM(actions), SUM(mistakes) FROM round_facts
                WHERE trainee_id IN ({marks}) GROUP BY trainee_id""", trainee_ids,
        ):
            found[i].update(rounds=n, clean=int(clean), actions=int(actions), mistakes=int(mistakes))
        for i, n, correct in self._rows(
            f"SELECT trainee_id, COUNT(*), SUM(correct) FROM drill_answers WHERE trainee_id IN ({marks}) GROUP BY trainee_id",
            trainee_ids,
        ):
            found[i].update(answers=n, correct=int(correct))
        position = {point.id: index for index, point in enumerate(PROCEDURE_POINTS)}
        best: dict[int, tuple[int, int, int]] = {}
        for i, point, mistakes, rounds in self._rows(
            f"""SELECT trainee_id, point, SUM(count), COUNT(DISTINCT round_id) FROM round_codes
                WHERE trainee_id IN ({marks}) GROUP BY trainee_id, point""", trainee_ids,
        ):
            if point not in position:
                continue
            rank = (-int(mistakes), -int(rounds), position[point])  # as weakest_points orders them
            if i not in best or rank < best[i]:
                best[i] = rank
                found[i]["weakest"] = point
        return found

    def round_titles(self, trainee: Trainee | str | int) -> dict[int, str]:
        """round id -> its scenario's title, for the trainee's rounds that have one."""
        return dict(
            self._rows(
                """SELECT r.id, r.title FROM rounds r JOIN sessions s ON s.id = r.session_id
                   WHERE s.trainee_id = ? AND r.title IS NOT NULL""",
                (self._trainee_id(trainee),),
            )
        )

    def pack_results(self, trainee: Trainee | str | int) -> list[tuple[int, datetime, Any]]:
        """The trainee's pack results, oldest first: (id, when, PackResult)."""
        from trainer.core.packs.result import PackResult

        return [
            (row_id, _time(at), PackResult.from_json(detail))
            for row_id, at, detail in self._rows(
                "SELECT id, at, detail FROM pack_results WHERE trainee_id = ? ORDER BY at, id",
                (self._trainee_id(trainee),),
            )
        ]

    def spot_totals(self, trainee: Trainee | str | int) -> dict[str, int]:
        """The trainee's spot-the-error rounds summed: rounds, to_find, found, wrong_rule,
        missed, false_alarms."""
        row = one_row(self._conn.execute(
            """SELECT COUNT(*), COALESCE(SUM(to_find), 0), COALESCE(SUM(found), 0), COALESCE(SUM(wrong_rule), 0),
                      COALESCE(SUM(missed), 0), COALESCE(SUM(false_alarms), 0)
               FROM spot_results WHERE trainee_id = ?""",
            (self._trainee_id(trainee),),
        ).fetchone())
        return dict(zip(("rounds", "to_find", "found", "wrong_rule", "missed", "false_alarms"), row))
