"""What only the class database's owner keeps about exams: tables no station can touch.

* ``exam_verdicts``: each exam round's verdict, worked out once by replaying it
  (:class:`RoundVerdicts`): which scenario of the pack it was, clean or not, whether its
  replay disagrees with what the station recorded, how many dealer actions it took. A
  round never changes once written, so an overview replays only rounds it has not seen.
* ``exam_reviews``: the instructor's word on an attempt marked "faster than a person".
* ``exam_terms`` and ``exam_retakes``: an exam's closing date and attempts allowed, and
  each further attempt the instructor granted one trainee.
* ``exam_certificates``: certificates given, under their random verification codes.

The tables are made by the owner's login the first time they are needed (``CREATE TABLE
IF NOT EXISTS``; times are ``TIMESTAMPTZ``, ISO text in a SQLite file): a trainee's login has
no privilege on them at all, neither to read nor to write (a table made by the owner grants
nothing to anyone else), so a trainee can make or change no verdict, review, term or
certificate. Another login works a verdict out again
in memory (the same replay) and writes nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any, Protocol

from trainer.classroom.exam_blueprint import Blueprint
from trainer.store import ActionRow

OWNER_TABLES = {
    "exam_verdicts": """CREATE TABLE IF NOT EXISTS exam_verdicts (
        round_id BIGINT PRIMARY KEY, pack TEXT NOT NULL, slot INTEGER, clean INTEGER NOT NULL,
        disputed INTEGER NOT NULL, actions INTEGER NOT NULL)""",
    "exam_reviews": """CREATE TABLE IF NOT EXISTS exam_reviews (
        session_id BIGINT PRIMARY KEY, accepted INTEGER NOT NULL, at TIMESTAMPTZ NOT NULL)""",
    "exam_terms": """CREATE TABLE IF NOT EXISTS exam_terms (
        assignment_id BIGINT PRIMARY KEY, until TIMESTAMPTZ, attempts INTEGER NOT NULL)""",
    "exam_retakes": """CREATE TABLE IF NOT EXISTS exam_retakes (
        assignment_id BIGINT NOT NULL, trainee_id BIGINT NOT NULL, granted TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (assignment_id, trainee_id, granted))""",
    "exam_certificates": """CREATE TABLE IF NOT EXISTS exam_certificates (
        code TEXT PRIMARY KEY, session_id BIGINT NOT NULL, class_name TEXT NOT NULL, trainee TEXT NOT NULL,
        pack TEXT NOT NULL, house TEXT, score REAL NOT NULL, pass_mark REAL, passed_at TIMESTAMPTZ NOT NULL,
        issued TIMESTAMPTZ NOT NULL)""",
}


class OwnerRecord(Protocol):
    """What these tables need of :class:`~trainer.classroom.classes.Classes`."""

    store: Any

    @property
    def owner(self) -> bool: ...

    def _rows(self, sql: str, params: Any = ()) -> list[tuple[Any, ...]]: ...


class OwnerTables:
    """Makes the owner's exam tables once and says whether this login may use them."""

    def __init__(self, classes: OwnerRecord) -> None:
        self.classes = classes
        self._ready: bool | None = None

    def ready(self) -> bool:
        """Whether the tables are there for this login (made now if need be): the owner's
        login only, and not a store opened read-only that lacks them."""
        if self._ready is None:
            self._ready = self.classes.owner and self._make()
        return self._ready

    def _make(self) -> bool:
        import sqlite3

        from trainer.store import StoreError

        server = bool(getattr(self.classes.store, "is_class_server", False))
        try:
            if all(self._exists(name) for name in OWNER_TABLES) and not server:
                return True
            with self.classes.store._write() as conn:
                for ddl in OWNER_TABLES.values():
                    conn.execute(ddl)
                if server:  # the attempts the server opens, and the function that opens them
                    from trainer.store.pg_exams import apply_exam_layer

                    apply_exam_layer(conn)
        except (StoreError, sqlite3.Error):  # a file opened read-only, a DDL refused
            return False
        return True

    def _exists(self, table: str) -> bool:
        store = self.classes.store
        if getattr(store, "is_class_server", False):
            return bool(self.classes._rows("SELECT to_regclass(?) IS NOT NULL", (table,))[0][0])
        return bool(self.classes._rows("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?", (table,))[0][0])

    def write(self, sql: str, params: Any = ()) -> None:
        with self.classes.store._write() as conn:
            conn.execute(sql, tuple(params))


@dataclass(frozen=True)
class RoundVerdict:
    """One exam round, replayed once."""

    round_id: int
    #: the index of the pack's scenario it was (None: none of the pack's).
    slot: int | None
    clean: bool
    disputed: bool
    #: the dealer's right actions (the pace floor is per action).
    actions: int


class RoundVerdicts:
    """Round verdicts: from memory, else the owner's table, else replayed (and kept)."""

    def __init__(self, classes: OwnerRecord, tables: OwnerTables) -> None:
        self.classes, self.tables = classes, tables
        #: (pack, round id) -> verdict
        self.memory: dict[tuple[str, int], RoundVerdict] = {}

    def of_session(self, blueprint: Blueprint, session_id: int, round_ids: list[int]) -> dict[int, RoundVerdict]:
        pack = blueprint.pack
        wanted = [i for i in round_ids if (pack, i) not in self.memory]
        if wanted and self.tables.ready():
            for round_id, slot, clean, disputed, actions in self.classes._rows(
                """SELECT v.round_id, v.slot, v.clean, v.disputed, v.actions FROM exam_verdicts v
                   JOIN rounds r ON r.id = v.round_id WHERE r.session_id = ? AND v.pack = ?""",
                (session_id, pack),
            ):
                self.memory[(pack, round_id)] = RoundVerdict(round_id, slot, bool(clean), bool(disputed), actions)
            wanted = [i for i in wanted if (pack, i) not in self.memory]
        if wanted:
            fresh = self._replay(blueprint, wanted)
            for verdict in fresh:
                self.memory[(pack, verdict.round_id)] = verdict
            if fresh and self.tables.ready():
                self._keep(pack, fresh)
        return {i: self.memory[(pack, i)] for i in round_ids}

    def _keep(self, pack: str, fresh: list[RoundVerdict]) -> None:
        from trainer.store import StoreError

        try:
            with self.classes.store._write() as conn:
                for start in range(0, len(fresh), 200):  # a few hundred rows per statement
                    chunk = fresh[start:start + 200]
                    conn.execute(
                        "INSERT OR IGNORE INTO exam_verdicts (round_id, pack, slot, clean, disputed, actions) VALUES "
                        + ", ".join("(?, ?, ?, ?, ?, ?)" for _ in chunk),
                        [value for v in chunk for value in (v.round_id, pack, v.slot, int(v.clean), int(v.disputed), v.actions)])
        except StoreError:
            pass  # kept in memory: the next overview replays them again

    def _replay(self, blueprint: Blueprint, round_ids: list[int]) -> list[RoundVerdict]:
        from trainer.progress.replay import ReplayError, RoundReplay

        found: list[RoundVerdict] = []
        # rounds identical in content (a flood of copies) are replayed once
        seen: dict[tuple[str, bool, tuple[ActionRow, ...]], RoundVerdict] = {}
        for start in range(0, len(round_ids), 500):  # a bounded list of parameters per query
            chunk = round_ids[start:start + 500]
            marks = ", ".join("?" for _ in chunk)
            actions: dict[int, list[ActionRow]] = {i: [] for i in chunk}
            for round_id, step, action, state, mistake, expected in self.classes._rows(
                f"SELECT round_id, step, action, state, mistake, expected FROM actions WHERE round_id IN ({marks}) "
                "ORDER BY round_id, step", chunk,
            ):
                actions[round_id].append(
                    ActionRow(step, action, state, mistake, tuple(json.loads(expected)) if expected else ()))
            for round_id, scenario, finished in self.classes._rows(
                f"SELECT id, scenario, finished FROM rounds WHERE id IN ({marks})", chunk,
            ):
                key = (scenario, bool(finished), tuple(actions[round_id]))
                if key in seen:
                    found.append(replace(seen[key], round_id=round_id))
                    continue
                slot = blueprint.slot_of(scenario)
                try:
                    replay = RoundReplay(scenario, actions[round_id], f"round {round_id}")
                except ReplayError:
                    seen[key] = RoundVerdict(round_id, slot, False, True, 0)
                    found.append(seen[key])
                    continue
                ended = replay.frames[-1].finished
                right = sum(1 for step in replay.steps if step.mistake is None)
                seen[key] = RoundVerdict(round_id, slot, ended and not replay.mistake_steps,
                                         bool(replay.diverged) or ended != bool(finished), right)
                found.append(seen[key])
        return found
