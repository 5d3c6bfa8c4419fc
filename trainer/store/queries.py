"""Reading progress back: sessions, rounds, mistakes, trends and weak points for reports."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from datetime import datetime
from typing import Any

from trainer.core import mistakes as M
from trainer.store.files import StoreError
from trainer.store.rows import ActionRow, DrillAnswer, DrillPoint, MistakeRow, POINT_OF_CODE, PROCEDURE_POINTS, SessionSummary, StoredRound, Trainee, TrendPoint, WeakPoint
from trainer.store.values import _time, period_of


class StoreQueries:
    """The queries of :class:`~trainer.store.Store` (for the History tab and the reports)."""

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
        """The trainee's sessions, oldest first, with their rounds and drill answers counted."""
        trainee_id = self._trainee_id(trainee)
        rows = self._rows(
            """
            WITH per_round AS (
                SELECT r.id, r.session_id, r.seconds, r.finished,
                       COUNT(a.step) AS actions, COUNT(a.mistake) AS mistakes
                FROM rounds r LEFT JOIN actions a ON a.round_id = r.id
                GROUP BY r.id
            )
            SELECT s.id, s.house, s.pack, s.mode, s.started, s.ended,
                   (SELECT COUNT(*) FROM per_round p WHERE p.session_id = s.id),
                   (SELECT COUNT(*) FROM per_round p WHERE p.session_id = s.id AND p.finished = 1 AND p.mistakes = 0),
                   (SELECT COALESCE(SUM(actions), 0) FROM per_round p WHERE p.session_id = s.id),
                   (SELECT COALESCE(SUM(mistakes), 0) FROM per_round p WHERE p.session_id = s.id),
                   (SELECT COALESCE(SUM(seconds), 0) FROM per_round p WHERE p.session_id = s.id),
                   (SELECT COUNT(*) FROM drill_answers d WHERE d.session_id = s.id),
                   (SELECT COALESCE(SUM(correct), 0) FROM drill_answers d WHERE d.session_id = s.id)
            FROM sessions s WHERE s.trainee_id = ?
            ORDER BY s.started, s.id
            """,
            (trainee_id,),
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

    def rounds(self, trainee: Trainee | str | int, session_id: int | None = None) -> list[StoredRound]:
        """The trainee's rounds (of one session, if given), oldest first."""
        trainee_id = self._trainee_id(trainee)
        sql = """
            SELECT r.id, r.session_id, COALESCE(r.house, s.house), s.mode, r.started, r.ended, r.seconds, r.finished,
                   COUNT(a.step), COUNT(a.mistake)
            FROM rounds r JOIN sessions s ON s.id = r.session_id
            LEFT JOIN actions a ON a.round_id = r.id
            WHERE s.trainee_id = ? {session}
            GROUP BY r.id, r.house, s.house, s.mode ORDER BY r.started, r.id
        """
        params: list[Any] = [trainee_id]
        if session_id is not None:
            params.append(session_id)
        rows = self._rows(sql.format(session="AND r.session_id = ?" if session_id is not None else ""), params)
        return [
            StoredRound(r[0], r[1], r[2], r[3], _time(r[4]), _time(r[5]), float(r[6]), bool(r[7]), r[8], r[9])
            for r in rows
        ]

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
        return row[0]

    def round_scenario(self, round_id: int) -> dict[str, Any]:
        return json.loads(self.round_scenario_text(round_id))

    def round_summary(self, round_id: int) -> StoredRound:
        row = self._one(
            """SELECT r.id, r.session_id, COALESCE(r.house, s.house), s.mode, r.started, r.ended, r.seconds, r.finished,
                      (SELECT COUNT(*) FROM actions a WHERE a.round_id = r.id),
                      (SELECT COUNT(mistake) FROM actions a WHERE a.round_id = r.id)
               FROM rounds r JOIN sessions s ON s.id = r.session_id WHERE r.id = ?""",
            (round_id,),
        )
        if row is None:
            raise StoreError(f"no round {round_id}")
        r = row
        return StoredRound(r[0], r[1], r[2], r[3], _time(r[4]), _time(r[5]), float(r[6]), bool(r[7]), r[8], r[9])

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

    def drill_answers(self, trainee: Trainee | str | int) -> list[DrillAnswer]:
        return [
            DrillAnswer(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]), float(r[8]), _time(r[9]))
            for r in self._rows(
                """SELECT id, session_id, kind, house, stake, expected, given, correct, seconds, at
                   FROM drill_answers WHERE trainee_id = ? ORDER BY at, id""",
                (self._trainee_id(trainee),),
            )
        ]

    def drill_trend(self, trainee: Trainee | str | int, by: str = "day") -> list[DrillPoint]:
        """Drill accuracy and speed per day or week, oldest first."""
        groups: dict[str, list[DrillAnswer]] = defaultdict(list)
        for answer in self.drill_answers(trainee):
            groups[period_of(answer.at, by)].append(answer)
        return [
            DrillPoint(period, len(items), sum(a.correct for a in items), sum(a.seconds for a in items))
            for period, items in sorted(groups.items())
        ]

    def drill_kinds(self, trainee: Trainee | str | int) -> list[DrillPoint]:
        """Per drill kind (in ``period``): answers, right ones, time; the weakest first."""
        groups: dict[str, list[DrillAnswer]] = defaultdict(list)
        for answer in self.drill_answers(trainee):
            groups[answer.kind].append(answer)
        points = [
            DrillPoint(kind, len(items), sum(a.correct for a in items), sum(a.seconds for a in items))
            for kind, items in groups.items()
        ]
        return sorted(points, key=lambda p: (p.accuracy, -p.answers, p.period))

    # --- trends ------------------------------------------------------------------------------
    def mistakes_per_code(self, trainee: Trainee | str | int, by: str = "week") -> dict[str, dict[str, int]]:
        """period -> {code: count} for every day or week with a round, oldest first
        (a period with rounds but no mistake maps to ``{}``); codes in PROCEDURE.md's order."""
        rounds = self.rounds(trainee)
        periods: dict[str, Counter] = {}
        for summary in rounds:
            periods.setdefault(period_of(summary.started, by), Counter())
        for mistake in self.mistakes(trainee):
            periods[period_of(mistake.at, by)][mistake.code] += 1
        order = {code: index for index, code in enumerate(M.ALL_CODES)}
        return {
            period: dict(sorted(counts.items(), key=lambda item: (order.get(item[0], len(order)), item[0])))
            for period, counts in sorted(periods.items())
        }

    def accuracy_trend(self, trainee: Trainee | str | int, by: str = "session") -> list[TrendPoint]:
        """Accuracy (right actions / actions), clean rounds and speed per session, day or
        week, oldest first; periods without rounds are left out."""
        if by not in ("session", "day", "week"):
            raise ValueError(f"by must be 'session', 'day' or 'week', not {by!r}")
        groups: dict[str, list[StoredRound]] = {}
        for summary in self.rounds(trainee):
            key = f"session {summary.session_id}" if by == "session" else period_of(summary.started, by)
            groups.setdefault(key, []).append(summary)
        points = [
            TrendPoint(
                period=key,
                start=min(r.started for r in items),
                rounds=len(items),
                clean_rounds=sum(r.clean for r in items),
                actions=sum(r.actions for r in items),
                mistakes=sum(r.mistakes for r in items),
                seconds=sum(r.seconds for r in items),
            )
            for key, items in groups.items()
        ]
        return sorted(points, key=lambda p: (p.start, p.period))

    def weakest_points(self, trainee: Trainee | str | int, last_rounds: int | None = None) -> list[WeakPoint]:
        """The procedure points the trainee gets wrong, the most mistakes first (ties: the
        most rounds affected, then procedure order); only points with mistakes. With
        ``last_rounds``, only the trainee's latest rounds count."""
        rounds = self.rounds(trainee)
        if last_rounds is not None:
            rounds = rounds[-last_rounds:] if last_rounds > 0 else []
        wanted = {r.id for r in rounds}
        counts: dict[str, Counter] = defaultdict(Counter)
        affected: dict[str, set[int]] = defaultdict(set)
        for mistake in self.mistakes(trainee):
            if mistake.round_id not in wanted:
                continue
            point = POINT_OF_CODE.get(mistake.code)
            key = point.id if point else "round_flow"
            counts[key][mistake.code] += 1
            affected[key].add(mistake.round_id)
        position = {point.id: index for index, point in enumerate(PROCEDURE_POINTS)}
        weak = [
            WeakPoint(
                point=point,
                mistakes=sum(counts[point.id].values()),
                rounds_affected=len(affected[point.id]),
                rounds_total=len(rounds),
                codes=tuple(sorted(counts[point.id].items(), key=lambda item: (-item[1], item[0]))),
            )
            for point in PROCEDURE_POINTS
            if counts[point.id]
        ]
        return sorted(weak, key=lambda w: (-w.mistakes, -w.rounds_affected, position[w.point.id]))

    # --- the focus points each recorded round showed (schema version 4) ------------------
    def round_points(self) -> dict[int, frozenset[str]]:
        """round id -> the focus points kept for it (trainer.progress.skills fills them)."""
        return {round_id: frozenset(json.loads(points)) for round_id, points in self._rows("SELECT round_id, points FROM round_points")}

    def round_titles(self, trainee: Trainee | str | int) -> dict[int, str]:
        """round id -> its scenario's title, for the trainee's rounds that have one."""
        return {
            round_id: title
            for round_id, title in self._rows(
                """SELECT r.id, r.title FROM rounds r JOIN sessions s ON s.id = r.session_id
                   WHERE s.trainee_id = ? AND r.title IS NOT NULL""",
                (self._trainee_id(trainee),),
            )
        }

    def pack_results(self, trainee: Trainee | str | int) -> list[tuple[int, datetime, Any]]:
        """The trainee's pack results, oldest first: (id, when, PackResult)."""
        from trainer.core.pack_result import PackResult

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
        row = self._conn.execute(
            """SELECT COUNT(*), COALESCE(SUM(to_find), 0), COALESCE(SUM(found), 0), COALESCE(SUM(wrong_rule), 0),
                      COALESCE(SUM(missed), 0), COALESCE(SUM(false_alarms), 0)
               FROM spot_results WHERE trainee_id = ?""",
            (self._trainee_id(trainee),),
        ).fetchone()
        return dict(zip(("rounds", "to_find", "found", "wrong_rule", "missed", "false_alarms"), row))
