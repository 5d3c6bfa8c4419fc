"""The progress database: trainees, sessions, recorded rounds and drill answers.

Qt-free (stdlib ``sqlite3``), so the command line, the reports and the tests use it
without a window. One SQLite file, ``progress.sqlite3``, in the user's data folder
(:mod:`trainer.paths_user`) or the folder given with ``--data DIR``.

**Durability.** The database runs in WAL mode with ``synchronous=FULL``. A round is
written in ONE transaction when it ends (:meth:`Store.save_round`); until its COMMIT
nothing of it is visible, and a crash, a kill or a power cut before that loses that
round and nothing else. Sessions and drill answers are committed as they happen.

**Input is plain data.** A round is its scenario in the minimal form (the dict
:meth:`~trainer.core.packs.scenario.Scenario.to_yaml_data` returns with ``played=round``, or
that text), its action records and its mistakes, each either the core's objects
(:class:`~trainer.core.procedure.actions.Record`, :class:`~trainer.core.procedure.actions.Mistake`) or
mappings with the same field names. Drill answers are plain values.

**Schema versions.** ``PRAGMA user_version`` holds the schema version; :data:`MIGRATIONS`
is the ordered list of steps, step ``i`` taking version ``i`` to ``i + 1``. Opening a
database runs the missing steps, each in its own transaction together with the version
bump, so an interrupted upgrade leaves the previous version intact. Never edit a
released step; append a new one. Step 6 is a backfill (:mod:`.backfill`): it works out
the figures of every round an older release recorded, in batches committed one by one
(with progress shown), and raises the version with the last, so an upgrade that is
interrupted goes on where it stopped.

**Figures kept beside each round.** What the screens and reports need of a round (its
actions and mistakes, clean or not, time, day and week, mistakes by code, the focus
points it showed) is worked out when it is saved (:mod:`.facts`), and each skill's
status and review card are folded into a kept track (:mod:`.tracks`), so readers count
with SQL instead of replaying history: a screen costs the same after years of rounds.

**Layout.** A package split by job: :mod:`.files` (the file, its limits and errors),
:mod:`.schema` (tables and migrations), :mod:`.rows` (the values handed out),
:mod:`.values` (plain values in and out), :mod:`.connection` (opening the file safely,
the one write path), :mod:`.writes` and :mod:`.queries` (for the History tab and the
reports). :class:`Store` is the three together; ``from trainer.store import ...`` works
as before.

**Times** are stored as ISO 8601 text with the UTC offset of the machine that recorded
them (``2024-05-03T14:05:09+02:00``). Days and weeks are the trainee's local calendar
as it was when the round was played.
"""


from __future__ import annotations

from trainer.store.connection import StoreConnection  # noqa: F401
from trainer.store.files import BUSY_TIMEOUT_MS, DB_FILENAME, MODES, DamagedDatabase, JournalReplaced, StoreError, UnknownTrainee, protected_databases  # noqa: F401
from trainer.store.queries import StoreQueries  # noqa: F401
from trainer.store.rows import (  # noqa: F401
    POINT_OF_CODE,
    PROCEDURE_POINTS,
    ActionRow,
    DrillAnswer,
    DrillPoint,
    MistakeRow,
    ProcedurePoint,
    SessionSummary,
    StoredRound,
    Trainee,
    TrendPoint,
    WeakPoint,
)
from trainer.store.schema import MIGRATIONS, SCHEMA_VERSION, migrate, schema_version  # noqa: F401
from trainer.store.values import _aware, _field, _mistake_of, _money_text, _scenario_text, _stamp, _time, period_of  # noqa: F401
from trainer.store.writes import StoreWrites  # noqa: F401


class Store(StoreWrites, StoreQueries, StoreConnection):
    """The progress database: opened by :class:`~trainer.store.connection.StoreConnection`
    (see there for what it guards against), written by :class:`~trainer.store.writes.StoreWrites`,
    read by :class:`~trainer.store.queries.StoreQueries`."""


__all__ = [
    "ActionRow",
    "BUSY_TIMEOUT_MS",
    "DB_FILENAME",
    "DamagedDatabase",
    "DrillAnswer",
    "DrillPoint",
    "JournalReplaced",
    "MIGRATIONS",
    "MODES",
    "MistakeRow",
    "POINT_OF_CODE",
    "PROCEDURE_POINTS",
    "ProcedurePoint",
    "SCHEMA_VERSION",
    "SessionSummary",
    "Store",
    "StoreConnection",
    "StoreError",
    "StoreQueries",
    "StoreWrites",
    "StoredRound",
    "Trainee",
    "TrendPoint",
    "UnknownTrainee",
    "WeakPoint",
    "migrate",
    "period_of",
    "protected_databases",
    "schema_version",
]
