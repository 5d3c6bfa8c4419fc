"""What the trainee did, written: trainees, sessions, rounds, drill answers, results."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from typing import TYPE_CHECKING, Any

from trainer.store.backfill import write_drill_facts
from trainer.store.dbapi import Connection, inserted_id
from trainer.store.facts import facts_of, points_of, shown_points, utc_text, write_facts
from trainer.store.files import MODES, BlankName, StoreError
from trainer.store.rows import Trainee
from trainer.store.tracks import DRILL_PREFIX, fold_new, save_track
from trainer.store.values import _aware, _field, _mistake_of, _money_text, _record_row, _scenario_text, _stamp


class StoreWrites:
    """The writes of :class:`~trainer.store.Store` (each through ``_write``)."""

    #: whether saving an exercise brings the trainee's kept skill tracks up to date. A class
    #: server's trainee login may only add rows (no UPDATE): it keeps none, and its readers
    #: fold the exercises in memory; the owner's login keeps them.
    keeps_tracks = True

    if TYPE_CHECKING:  # given by StoreConnection and StoreQueries (SQLite) or PostgresStore (the server)
        readonly: bool

        @contextmanager
        def _write(self) -> Iterator[Connection]: ...

        def _trainee_id(self, trainee: Trainee | str | int) -> int: ...

        def find_trainee(self, name: str) -> Trainee | None: ...

    # --- trainees ----------------------------------------------------------------------------
    def trainee(self, name: str) -> Trainee:
        """The trainee of that name (case-insensitive), created if new."""
        name = " ".join(name.split())
        if not name:
            raise BlankName("a trainee needs a name")
        found = self.find_trainee(name)
        if found is not None:
            return found
        with self._write() as conn:
            conn.execute("INSERT OR IGNORE INTO trainees (name, created) VALUES (?, ?)", (name, _stamp(None)))
        found = self.find_trainee(name)
        assert found is not None
        return found

    # --- sessions ----------------------------------------------------------------------------
    def start_session(
        self,
        trainee: Trainee | str | int,
        house: str,
        mode: str = "training",
        pack: str | None = None,
        started: datetime | str | None = None,
        uid: str | None = None,
    ) -> int:
        """Record the start of a session (committed at once); returns its id. With ``uid``
        a second call with the same uid returns the first one's id and writes nothing."""
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        trainee_id = self._trainee_id(trainee)
        with self._write() as conn:
            if uid is not None and (row := conn.execute("SELECT id FROM sessions WHERE uid = ?", (uid,)).fetchone()):
                return int(row[0])
            cursor = conn.execute(
                "INSERT INTO sessions (trainee_id, house, pack, mode, started, uid) VALUES (?, ?, ?, ?, ?, ?)",
                (trainee_id, house, pack, mode, _stamp(started), uid),
            )
        return inserted_id(cursor)

    def end_session(self, session_id: int, ended: datetime | str | None = None) -> None:
        with self._write() as conn:
            cursor = conn.execute("UPDATE sessions SET ended = ? WHERE id = ?", (_stamp(ended), session_id))
            if cursor.rowcount != 1:
                raise StoreError(f"no session {session_id}")

    # --- rounds ------------------------------------------------------------------------------
    def save_round(
        self,
        session_id: int,
        scenario: Mapping[str, Any] | str,
        records: Iterable[Any],
        mistakes: Iterable[Any] = (),
        *,
        started: datetime | str,
        ended: datetime | str,
        seconds: float | None = None,
        finished: bool | None = None,
        uid: str | None = None,
        points: frozenset[str] | None = None,
    ) -> int:
        """Save one ended round in ONE transaction; returns its id.

        Args:
            session_id: from :meth:`start_session`.
            scenario: the round's minimal form, ``scenario.to_yaml_data(played=round)``
                (so the recording replays whatever the seed does), or that as text.
            records: every attempted action in order: :class:`Record`\\ s or mappings with
                ``step``, ``action``, ``state`` and ``mistake`` (a Mistake, a mapping with
                ``code``/``expected``, a code, or None).
            mistakes: Mistakes (or mappings with ``step``, ``code``, ``expected``) for
                records that do not carry their own.
            started, ended: when the round began and ended.
            seconds: time spent (default: ended - started), for a session that pauses.
            finished: whether it reached ``end_round`` (default: read from the records).
            uid: the round's own id (a UUID made by the station); saving a round whose
                uid is already stored returns that round's id and writes nothing.
            points: the focus points the round showed, when the caller has the played
                round at hand (default: found by replaying the stored round, once).
        """
        by_step = {}
        for mistake in mistakes:
            found = _mistake_of(mistake)
            if found:
                by_step[int(_field(mistake, "step"))] = found
        start_text, end_text = _stamp(started), _stamp(ended)
        if seconds is None:
            seconds = max(0.0, (_aware(ended) - _aware(started)).total_seconds())
        scenario_text = _scenario_text(scenario)
        with self._write() as conn:
            if uid is not None and (row := conn.execute("SELECT id FROM rounds WHERE uid = ?", (uid,)).fetchone()):
                return int(row[0])
            session = conn.execute("SELECT trainee_id, house, mode FROM sessions WHERE id = ?", (session_id,)).fetchone()
            house = _house_of(scenario, scenario_text)
            cursor = conn.execute(
                "INSERT INTO rounds (session_id, scenario, started, ended, seconds, finished, uid, house) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (session_id, scenario_text, start_text, end_text, float(seconds), int(bool(finished)), uid, house),
            )
            round_id = inserted_id(cursor)
            rows = []
            for record in records:  # written as they come: a long record is never held twice
                row = _record_row(record, by_step)
                conn.execute(
                    "INSERT INTO actions (round_id, step, action, state, mistake, expected) VALUES (?, ?, ?, ?, ?, ?)",
                    (round_id, *row),
                )
                rows.append(row[:4])
            stray = sorted(set(by_step) - {row[0] for row in rows})
            if stray:
                raise ValueError(f"mistakes at steps {stray} have no action record")
            if finished is None:  # known only now (a class server's store always says: its stations may not UPDATE)
                finished = bool(rows) and rows[-1][1] == "end_round" and rows[-1][3] is None
                conn.execute("UPDATE rounds SET finished = ? WHERE id = ?", (int(bool(finished)), round_id))
            if session is not None:  # else the foreign key has refused the round already
                # the focus points it showed: its right actions replayed (milliseconds)
                if points is None:
                    points = points_of(scenario_text, [row[1] for row in rows if row[3] is None])
                facts = facts_of(round_id, session[0], session_id, house or session[1], session[2], start_text,
                                 float(seconds), bool(finished), [row[3] for row in rows if row[3]], len(rows), points)
                write_facts(conn, facts)
                if self.keeps_tracks:
                    fold_new(conn, facts.trainee_id, facts.house, sorted(facts.points), (facts.at, round_id))
        return round_id

    @staticmethod
    def finished_of(records: Iterable[Any], mistakes: Iterable[Any] = ()) -> bool:
        """Whether a round's records end with a right ``end_round`` (what save_round reads)."""
        by_step = {}
        for mistake in mistakes:
            found = _mistake_of(mistake)
            if found:
                by_step[int(_field(mistake, "step"))] = found
        last = None
        for record in records:
            last = _record_row(record, by_step)
        return last is not None and last[1] == "end_round" and last[3] is None

    def save_played_round(
        self, session_id: int, scenario: Any, round_: Any, started: datetime | str, ended: datetime | str,
        seconds: float | None = None, uid: str | None = None,
    ) -> int:
        """Save a core :class:`Round` played from a core :class:`Scenario`."""
        return self.save_round(
            session_id, scenario.to_yaml_data(played=round_), round_.history, round_.mistakes,
            started=started, ended=ended, seconds=seconds, finished=round_.finished, uid=uid,
            points=shown_points(round_),
        )

    # --- drills ------------------------------------------------------------------------------
    def save_drill_answer(
        self,
        trainee: Trainee | str | int,
        kind: str,
        house: str,
        stake: Any,
        expected: Any,
        given: Any,
        correct: bool,
        seconds: float,
        at: datetime | str | None = None,
        session_id: int | None = None,
        uid: str | None = None,
    ) -> int:
        """Save one drill answer (committed at once); returns its id. Money may be a
        Fraction, int, float or text; ``given`` None for no answer (time ran out); a
        ``uid`` already stored returns that answer's id and writes nothing."""
        trainee_id = self._trainee_id(trainee)
        with self._write() as conn:
            if uid is not None and (row := conn.execute("SELECT id FROM drill_answers WHERE uid = ?", (uid,)).fetchone()):
                return int(row[0])
            cursor = conn.execute(
                """INSERT INTO drill_answers (trainee_id, session_id, kind, house, stake, expected, given,
                                              correct, seconds, at, uid)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (trainee_id, session_id, kind, house, _money_text(stake), _money_text(expected),
                 _money_text(given), int(bool(correct)), float(seconds), _stamp(at), uid),
            )
            write_drill_facts(conn, inserted_id(cursor), trainee_id, kind, house, _stamp(at), bool(correct), float(seconds))
            if self.keeps_tracks:
                fold_new(conn, trainee_id, house, [DRILL_PREFIX + kind], (utc_text(_stamp(at)), inserted_id(cursor)))
        return inserted_id(cursor)

    def keep_tracks(self, trainee_id: int, tracks: dict[tuple[str, str], Any]) -> None:
        """Keep skill tracks a reader brought up to date ((skill, scope) -> Track); a
        read-only store (reports) keeps nothing."""
        if self.readonly or not self.keeps_tracks or not tracks:
            return
        with self._write() as conn:
            for (skill_id, scope), track in tracks.items():
                save_track(conn, trainee_id, skill_id, scope, track)

    # --- issue 14: pack results and round titles (schema version 3) ----------------------
    def set_round_title(self, round_id: int, title: str) -> None:
        """Name a saved round by its scenario's title (what History shows)."""
        with self._write() as conn:
            conn.execute("UPDATE rounds SET title = ? WHERE id = ?", (title or None, round_id))

    def save_pack_result(self, trainee: Trainee | str | int, result: Any, session_id: int | None = None,
                         at: datetime | str | None = None) -> int:
        """Save a :class:`~trainer.core.packs.result.PackResult` (committed at once); returns its id."""
        passed = result.passed
        with self._write() as conn:
            cursor = conn.execute(
                """INSERT INTO pack_results (trainee_id, session_id, pack, title, house, mode, at, rounds,
                                             passed_rounds, pass_mark, passed, detail)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (self._trainee_id(trainee), session_id, result.pack_id, result.pack_title, result.house,
                 result.mode, _stamp(at), len(result.rounds), result.passed_rounds, result.pass_mark,
                 None if passed is None else int(passed), result.to_json()),
            )
        return inserted_id(cursor)

    def save_spot_result(self, trainee: Trainee | str | int, *, pack: str, scenario: str, title: str, mode: str,
                         score: Any, seconds: float, session_id: int | None = None,
                         at: datetime | str | None = None) -> int:
        """Save one spot-the-error round's :class:`~trainer.core.packs.spot.SpotScore` (committed at once)."""
        with self._write() as conn:
            cursor = conn.execute(
                """INSERT INTO spot_results (trainee_id, session_id, pack, scenario, title, mode, at, seconds, to_find,
                                             found, wrong_rule, missed, false_alarms, score)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (self._trainee_id(trainee), session_id, pack, scenario, title, mode, _stamp(at), float(seconds),
                 score.to_find, len(score.found), len(score.wrong_rule), len(score.missed), len(score.false_alarms),
                 json.dumps(score.as_json())),
            )
        return inserted_id(cursor)


def _house_of(scenario: Mapping[str, Any] | str, text: str) -> str | None:
    """The house the round was played in, as its scenario names it (``rules``), or None."""
    if not isinstance(scenario, Mapping):
        try:
            scenario = json.loads(text)
        except ValueError:
            return None
    house = scenario.get("rules") if isinstance(scenario, Mapping) else None
    return house if isinstance(house, str) and house else None
