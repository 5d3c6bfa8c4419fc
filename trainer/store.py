"""The progress database: trainees, sessions, recorded rounds and drill answers.

Qt-free (stdlib ``sqlite3``), so the command line, the reports and the tests use it
without a window. One SQLite file, ``progress.sqlite3``, in the user's data folder
(:mod:`trainer.paths_user`) or the folder given with ``--data DIR``.

**Durability.** The database runs in WAL mode with ``synchronous=FULL``. A round is
written in ONE transaction when it ends (:meth:`Store.save_round`); until its COMMIT
nothing of it is visible, and a crash, a kill or a power cut before that loses that
round and nothing else. Sessions and drill answers are committed as they happen.

**Input is plain data.** A round is its scenario in the minimal form (the dict
:meth:`~trainer.core.scenario.Scenario.to_yaml_data` returns with ``played=round``, or
that text), its action records and its mistakes, each either the core's objects
(:class:`~trainer.core.actions.Record`, :class:`~trainer.core.actions.Mistake`) or
mappings with the same field names. Drill answers are plain values.

**Schema versions.** ``PRAGMA user_version`` holds the schema version; :data:`MIGRATIONS`
is the ordered list of steps, step ``i`` taking version ``i`` to ``i + 1``. Opening a
database runs the missing steps, each in its own transaction together with the version
bump, so an interrupted upgrade leaves the previous version intact. Never edit a
released step; append a new one.

**Times** are stored as ISO 8601 text with the UTC offset of the machine that recorded
them (``2024-05-03T14:05:09+02:00``). Days and weeks are the trainee's local calendar
as it was when the round was played.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterator

from trainer.core import mistakes as M
from trainer.core.payouts import format_amount
from trainer.core.points import GROUP_OF_CODE, MISTAKE_GROUPS, Point

DB_FILENAME = "progress.sqlite3"
#: how long a writer waits for another process's write lock before giving up.
BUSY_TIMEOUT_MS = 5000

MODES = ("training", "exam", "drill")


class StoreError(Exception):
    """The database cannot be used (missing, from a newer trainer, damaged); ``path``: the
    database file, where known."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path


class UnknownTrainee(StoreError):
    """No trainee by that name or id."""


class DamagedDatabase(StoreError):
    """The file's pages are damaged (or it is no SQLite database at all): nothing more
    is written into it, and the file is left as it is for whoever can rescue it."""


class JournalReplaced(StoreError):
    """The database's ``-wal``/``-shm`` files (or the database file itself) were deleted
    or replaced while it was open: writing on would lose what others committed."""


#: SQLite's primary result codes for a damaged file and for a file that is no database.
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26
#: errors in what the caller asked for (a broken constraint, a bad parameter), not in the
#: file: they stay as they are.
_CALLER_ERRORS = (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError)
#: run by a helper process that holds the database open (see Store._close_without_checkpoint).
_HOLD_DATABASE = (
    "import sqlite3, sys\n"
    "c = sqlite3.connect(sys.argv[1], timeout=5)\n"
    "c.execute('SELECT COUNT(*) FROM sqlite_master').fetchone()\n"
    "print('held', flush=True)\n"
    "sys.stdin.read()\n"
    "c.close()\n"
)
#: the first bytes of every SQLite database file.
_SQLITE_HEADER = b"SQLite format 3\x00"


def protected_databases(data: str | Path | None = None) -> list[Path]:
    """The progress databases no output may ever replace: the user's own and the one in
    ``--data DIR`` (with :mod:`trainer.core.outputs`, their journal files too)."""
    from trainer.paths_user import data_dir, user_data_dir

    paths = [user_data_dir() / DB_FILENAME]
    if data:
        paths.append(data_dir(data) / DB_FILENAME)
    return paths


# --- schema ------------------------------------------------------------------------------

_V1 = (
    """CREATE TABLE trainees (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
        created TEXT NOT NULL
    )""",
    """CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        house TEXT NOT NULL,
        pack TEXT,
        mode TEXT NOT NULL,
        started TEXT NOT NULL,
        ended TEXT
    )""",
    "CREATE INDEX sessions_trainee ON sessions(trainee_id, started)",
    # scenario: the round's minimal form as JSON text (JSON is YAML, so parse_scenario reads it).
    """CREATE TABLE rounds (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        scenario TEXT NOT NULL,
        started TEXT NOT NULL,
        ended TEXT NOT NULL,
        seconds REAL NOT NULL CHECK (seconds >= 0),
        finished INTEGER NOT NULL CHECK (finished IN (0, 1))
    )""",
    "CREATE INDEX rounds_session ON rounds(session_id, started)",
    # mistake: the code, NULL for a right action; expected: JSON list of the right actions.
    """CREATE TABLE actions (
        round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
        step INTEGER NOT NULL CHECK (step >= 0),
        action TEXT NOT NULL,
        state TEXT NOT NULL,
        mistake TEXT,
        expected TEXT,
        PRIMARY KEY (round_id, step)
    ) WITHOUT ROWID""",
)

_V2 = (
    # Drill answers: money as exact text (format_amount), given NULL when time ran out.
    """CREATE TABLE drill_answers (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
        kind TEXT NOT NULL,
        house TEXT NOT NULL,
        stake TEXT NOT NULL,
        expected TEXT NOT NULL,
        given TEXT,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        seconds REAL NOT NULL CHECK (seconds >= 0),
        at TEXT NOT NULL
    )""",
    "CREATE INDEX drill_answers_trainee ON drill_answers(trainee_id, at)",
    "CREATE INDEX drill_answers_session ON drill_answers(session_id)",
    "CREATE INDEX actions_mistake ON actions(mistake) WHERE mistake IS NOT NULL",
    """CREATE VIEW mistakes AS
        SELECT s.trainee_id, r.session_id, a.round_id, a.step, a.action, a.state,
               a.mistake AS code, a.expected, r.started AS at
        FROM actions a
        JOIN rounds r ON r.id = a.round_id
        JOIN sessions s ON s.id = r.session_id
        WHERE a.mistake IS NOT NULL""",
)


def _statements(statements: Sequence[str]) -> Callable[[sqlite3.Connection], None]:
    def step(conn: sqlite3.Connection) -> None:
        for statement in statements:
            conn.execute(statement)

    return step


_V3 = (
    # uid: the client's id of a write (a UUID made when the round begins), so a write
    # retried after a lost connection finds its first copy instead of adding a second.
    "ALTER TABLE sessions ADD COLUMN uid TEXT",
    "CREATE UNIQUE INDEX sessions_uid ON sessions(uid)",
    "ALTER TABLE rounds ADD COLUMN uid TEXT",
    "CREATE UNIQUE INDEX rounds_uid ON rounds(uid)",
    "ALTER TABLE drill_answers ADD COLUMN uid TEXT",
    "CREATE UNIQUE INDEX drill_answers_uid ON drill_answers(uid)",
    # A class: its instructor's PIN as a salted scrypt hash (trainer.classes), its trainees.
    """CREATE TABLE classes (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
        pin_hash TEXT NOT NULL,
        created TEXT NOT NULL
    )""",
    """CREATE TABLE class_trainees (
        class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        PRIMARY KEY (class_id, trainee_id)
    )""",
    # An assignment: a pack for the whole class (trainee_id NULL) or one trainee; an exam
    # when it has a pass mark (share of clean rounds) and a time limit.
    """CREATE TABLE assignments (
        id INTEGER PRIMARY KEY,
        class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        trainee_id INTEGER REFERENCES trainees(id) ON DELETE CASCADE,
        pack TEXT NOT NULL,
        house TEXT,
        pass_mark REAL CHECK (pass_mark BETWEEN 0 AND 1),
        minutes REAL CHECK (minutes > 0),
        created TEXT NOT NULL
    )""",
    "CREATE INDEX assignments_class ON assignments(class_id)",
    """CREATE TABLE exam_results (
        id INTEGER PRIMARY KEY,
        assignment_id INTEGER NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
        rounds INTEGER NOT NULL,
        clean_rounds INTEGER NOT NULL,
        score REAL NOT NULL,
        passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
        at TEXT NOT NULL,
        uid TEXT UNIQUE
    )""",
    "CREATE INDEX exam_results_trainee ON exam_results(trainee_id, at)",
)


# round_points: which focus points each recorded round showed (trainer/skills_progress.py
# fills it the first time it replays a round: the stored scenario never changes).
# challenges: speed and daily-challenge results, for personal bests.
_V4 = (
    """CREATE TABLE round_points (
        round_id INTEGER PRIMARY KEY REFERENCES rounds(id) ON DELETE CASCADE,
        points TEXT NOT NULL
    )""",
    """CREATE TABLE challenges (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('speed', 'daily')),
        key TEXT NOT NULL,
        house TEXT NOT NULL,
        rounds INTEGER NOT NULL CHECK (rounds >= 0),
        mistakes INTEGER NOT NULL CHECK (mistakes >= 0),
        seconds REAL NOT NULL CHECK (seconds >= 0),
        at TEXT NOT NULL
    )""",
    "CREATE INDEX challenges_best ON challenges(trainee_id, kind, key)",
)


# pack_results: a pack played through (its summary as JSON, pass or fail); spot_results:
# each spot-the-error round (what there was to find, what was found); rounds.title: the
# scenario's title, so History names rounds, not ids.
_V5 = (
    """CREATE TABLE pack_results (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
        pack TEXT NOT NULL,
        title TEXT NOT NULL,
        house TEXT NOT NULL,
        mode TEXT NOT NULL,
        at TEXT NOT NULL,
        rounds INTEGER NOT NULL CHECK (rounds >= 0),
        passed_rounds INTEGER NOT NULL CHECK (passed_rounds >= 0),
        pass_mark REAL,
        passed INTEGER CHECK (passed IN (0, 1)),
        detail TEXT NOT NULL
    )""",
    "CREATE INDEX pack_results_trainee ON pack_results(trainee_id, at)",
    """CREATE TABLE spot_results (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
        pack TEXT NOT NULL,
        scenario TEXT NOT NULL,
        title TEXT NOT NULL,
        mode TEXT NOT NULL,
        at TEXT NOT NULL,
        seconds REAL NOT NULL CHECK (seconds >= 0),
        to_find INTEGER NOT NULL CHECK (to_find >= 0),
        found INTEGER NOT NULL CHECK (found >= 0),
        wrong_rule INTEGER NOT NULL CHECK (wrong_rule >= 0),
        missed INTEGER NOT NULL CHECK (missed >= 0),
        false_alarms INTEGER NOT NULL CHECK (false_alarms >= 0),
        score TEXT NOT NULL
    )""",
    "CREATE INDEX spot_results_trainee ON spot_results(trainee_id, at)",
    "ALTER TABLE rounds ADD COLUMN title TEXT",
)


#: step i takes the schema from version i to i + 1. Append only. The same steps build a
#: PostgreSQL database (trainer.store_postgres translates the few SQLite-only words).
#: 1: trainees, sessions, rounds, actions (the procedure trainer's record).
#: 2: drill answers, the mistakes view, indexes for the history queries.
#: 3: idempotent write ids; classes, their trainees, assignments and exam results.
#: 4: the focus points each round showed, speed and daily-challenge results.
#: 5: pack results, spot-the-error results, each round's scenario title.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _statements(_V1),
    _statements(_V2),
    _statements(_V3),
    _statements(_V4),
    _statements(_V5),
)
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    return conn.execute("PRAGMA user_version").fetchone()[0]


def migrate(
    conn: sqlite3.Connection,
    migrations: Sequence[Callable[[sqlite3.Connection], None]] = MIGRATIONS,
    target: int | None = None,
) -> int:
    """Bring the schema up to ``target`` (default: the latest); returns the version.

    Each step runs in its own ``BEGIN IMMEDIATE`` transaction with its version bump
    (``user_version`` lives in the database header, which is written transactionally),
    so a failed or interrupted step leaves the previous version as it was. The version
    is re-read under the write lock, so two processes opening an old file at once do
    not both run a step. ``conn`` must be in autocommit mode (``isolation_level=None``).

    Raises:
        StoreError: the file was made by a newer trainer (a version past ``migrations``).
    """
    target = len(migrations) if target is None else target
    version = schema_version(conn)
    if version > len(migrations):
        raise StoreError(
            f"the progress database has schema version {version}, newer than this trainer's {len(migrations)}; "
            "update the trainer"
        )
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = schema_version(conn)
            if version < target:
                migrations[version](conn)
                version += 1
                conn.execute(f"PRAGMA user_version = {version:d}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    return version


# --- what the trainee did, grouped into procedure points -------------------------------------


#: the procedure's parts a mistake can belong to, in procedure order; every code in
#: exactly one (a test keeps it so when codes are added). The list lives in the core
#: (trainer/core/points.py), shared with packs and focused rounds.
ProcedurePoint = Point
PROCEDURE_POINTS: tuple[ProcedurePoint, ...] = MISTAKE_GROUPS
POINT_OF_CODE: dict[str, ProcedurePoint] = GROUP_OF_CODE


# --- rows handed out ----------------------------------------------------------------------


@dataclass(frozen=True)
class Trainee:
    id: int
    name: str
    created: datetime


@dataclass(frozen=True)
class SessionSummary:
    id: int
    trainee_id: int
    house: str
    pack: str | None
    mode: str
    started: datetime
    ended: datetime | None
    rounds: int
    clean_rounds: int
    actions: int
    mistakes: int
    seconds: float
    drill_answers: int
    drill_correct: int

    @property
    def accuracy(self) -> float | None:
        """Share of the dealer's actions that were right (None without rounds)."""
        return (self.actions - self.mistakes) / self.actions if self.actions else None


@dataclass(frozen=True)
class RoundSummary:
    id: int
    session_id: int
    house: str
    mode: str
    started: datetime
    ended: datetime
    seconds: float
    finished: bool
    actions: int
    mistakes: int

    @property
    def clean(self) -> bool:
        """Played to the end without a mistake."""
        return self.finished and not self.mistakes


@dataclass(frozen=True)
class ActionRow:
    step: int
    action: str
    state: str
    mistake: str | None
    expected: tuple[str, ...] = ()


@dataclass(frozen=True)
class MistakeRow:
    round_id: int
    session_id: int
    at: datetime
    step: int
    action: str
    state: str
    code: str
    expected: tuple[str, ...]


@dataclass(frozen=True)
class DrillAnswer:
    id: int
    session_id: int | None
    kind: str
    house: str
    stake: str
    expected: str
    given: str | None
    correct: bool
    seconds: float
    at: datetime


@dataclass(frozen=True)
class TrendPoint:
    """Rounds of one session, day or week."""

    period: str
    start: datetime
    rounds: int
    clean_rounds: int
    actions: int
    mistakes: int
    seconds: float

    @property
    def accuracy(self) -> float:
        """Share of the actions that were right."""
        return (self.actions - self.mistakes) / self.actions if self.actions else 0.0

    @property
    def clean_rate(self) -> float:
        """Share of the rounds played to the end without a mistake."""
        return self.clean_rounds / self.rounds if self.rounds else 0.0

    @property
    def seconds_per_action(self) -> float:
        return self.seconds / self.actions if self.actions else 0.0

    @property
    def seconds_per_round(self) -> float:
        return self.seconds / self.rounds if self.rounds else 0.0


@dataclass(frozen=True)
class DrillPoint:
    """Drill answers of one period (or one kind, in :meth:`Store.drill_kinds`)."""

    period: str
    answers: int
    correct: int
    seconds: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0

    @property
    def seconds_per_answer(self) -> float:
        return self.seconds / self.answers if self.answers else 0.0


@dataclass(frozen=True)
class WeakPoint:
    """One procedure point with the trainee's mistakes on it."""

    point: ProcedurePoint
    mistakes: int
    rounds_affected: int
    rounds_total: int
    #: (code, count), most frequent first.
    codes: tuple[tuple[str, int], ...] = field(default=())

    @property
    def rate(self) -> float:
        """Share of the rounds with at least one mistake on this point."""
        return self.rounds_affected / self.rounds_total if self.rounds_total else 0.0

    @property
    def top_code(self) -> str:
        return self.codes[0][0]


# --- plain values in and out ------------------------------------------------------------------


def _aware(value: datetime | str | None) -> datetime:
    """A time with its UTC offset (now for None; a naive time is local time)."""
    if value is None:
        value = datetime.now()
    elif isinstance(value, str):
        value = datetime.fromisoformat(value)
    return value if value.tzinfo is not None else value.astimezone()


def _stamp(value: datetime | str | None) -> str:
    """A time as stored: ISO 8601 to the second with its UTC offset (naive = local time)."""
    return _aware(value).isoformat(timespec="seconds")


def _time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def period_of(stamp: datetime, by: str) -> str:
    """The day (``2024-05-03``) or ISO week (``2024-W18``) of a stored time, in the
    local calendar it was recorded in.

    >>> period_of(datetime.fromisoformat("2024-05-05T23:30:00+02:00"), "week")
    '2024-W18'
    """
    if by == "day":
        return stamp.date().isoformat()
    if by == "week":
        year, week, _ = stamp.isocalendar()
        return f"{year}-W{week:02d}"
    raise ValueError(f"by must be 'day' or 'week', not {by!r}")


def _money_text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, (int, Fraction)):
        return format_amount(Fraction(value))
    if isinstance(value, float):
        return format_amount(Fraction(str(value)))
    if isinstance(value, Mapping):  # a chip answer {denomination: count}
        return json.dumps({str(k): v for k, v in value.items()}, sort_keys=True)
    return str(value)


def _field(item: Any, name: str, default: Any = None) -> Any:
    if isinstance(item, Mapping):
        return item.get(name, default)
    return getattr(item, name, default)


def _mistake_of(item: Any) -> tuple[str, tuple[str, ...]] | None:
    """(code, expected) of a Mistake, a mapping, or a bare code; None for none."""
    if item is None:
        return None
    if isinstance(item, str):
        return item, ()
    code = _field(item, "code")
    if not code:
        return None
    return str(code), tuple(str(a) for a in (_field(item, "expected") or ()))


def _record_row(record: Any, extra: Mapping[int, tuple[str, tuple[str, ...]]]) -> tuple[int, str, str, str | None, str | None]:
    step = int(_field(record, "step"))
    mistake = _mistake_of(_field(record, "mistake"))
    if mistake is None and isinstance(record, Mapping) and record.get("code"):
        mistake = str(record["code"]), tuple(record.get("expected") or ())
    if mistake is None:
        mistake = extra.get(step)
    code, expected = mistake if mistake else (None, ())
    return step, str(_field(record, "action")), str(_field(record, "state", "") or ""), code, (
        json.dumps(list(expected)) if code else None
    )


def _scenario_text(scenario: Mapping[str, Any] | str) -> str:
    if isinstance(scenario, str):
        return scenario
    return json.dumps(scenario, default=_json_default)


def _json_default(value: Any) -> Any:
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value) if isinstance(value, (set, frozenset)) else list(value)
    raise TypeError(f"cannot store {type(value).__name__} in a scenario")


class Store:
    """The progress database. One per process and thread (sqlite3's rule); several
    processes may open the same file (WAL lets readers run beside the writer).

    A store opened to record (the default) creates the file and its schema and migrates
    an old one. A store opened ``readonly`` (reports, the History tab) changes nothing:
    SQLite's ``mode=ro`` (``immutable=1`` on a folder it cannot write), and it refuses a
    file that is empty, no SQLite file, or of another schema version instead of fixing it.

    Safety against what happens to the files (see README, "Your data"):

    * a file from a newer trainer is refused before anything is changed in it;
    * a damaged file is found when opening (``PRAGMA quick_check``) or on any query, and
      raised as :class:`DamagedDatabase`; after that nothing more is written into it;
    * before each commit the writer checks that the database, ``-wal`` and ``-shm`` files
      on disk are still the ones it opened (device and inode); when one was deleted or
      replaced it rolls back and raises :class:`JournalReplaced`, and writes nothing more.
    """

    def __init__(self, path: str | Path, *, readonly: bool = False):
        self.path = Path(path)
        self.readonly = readonly
        #: why nothing more may be written (damage, replaced journal), once it happened.
        self.failure: StoreError | None = None
        self._identity: tuple | None = None
        self._check_header()
        try:
            self._conn = self._connect()
        except sqlite3.Error as error:
            raise StoreError(f"cannot open the progress database {self.path}: {error}") from None
        try:
            conn = self._conn
            version = schema_version(conn)
            if version > SCHEMA_VERSION:  # refused before anything (the WAL switch) changes the file
                raise StoreError(
                    f"the progress database {self.path} has schema version {version}, newer than this "
                    f"trainer's {SCHEMA_VERSION}; update the trainer"
                )
            self._quick_check()
            if readonly:
                if version < SCHEMA_VERSION:
                    raise StoreError(
                        f"the progress database {self.path} is from an older trainer (schema version {version}); "
                        "record once with this trainer (trainer gui, or trainer quiz --trainee) to upgrade it"
                        if version else f"the progress database {self.path} holds no progress yet"
                    )
                self.journal_mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
                return
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
            conn.execute("PRAGMA foreign_keys = ON")
            self.journal_mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            # FULL: a committed round survives a power cut too, not only a crash; one
            # fsync per round is nothing next to the seconds a round takes.
            conn.execute("PRAGMA synchronous = FULL")
            migrate(conn)
            conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # the WAL files exist from here
            self._identity = self._files_identity()
        except sqlite3.DatabaseError as error:
            self._conn.close()
            raise self._database_error(error, "cannot use") from None
        except BaseException:
            self._conn.close()
            raise

    def _check_header(self) -> None:
        """Refuse, before SQLite touches it, a file that is no database (a reader also
        an empty one: it must not be given a schema by a program that only reads)."""
        try:
            # O_NONBLOCK: a FIFO in the database's place must not hang the command
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        except FileNotFoundError:
            if self.readonly:
                raise StoreError(f"no progress database at {self.path}") from None
            return
        except IsADirectoryError:
            raise StoreError(f"cannot use the progress database {self.path}: is a directory") from None
        except OSError as error:
            raise StoreError(f"cannot open the progress database {self.path}: {error.strerror or error}") from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise StoreError(f"cannot use the progress database {self.path}: not a regular file")
            head = os.read(fd, len(_SQLITE_HEADER))
        except OSError as error:
            raise StoreError(f"cannot read the progress database {self.path}: {error.strerror or error}") from None
        finally:
            os.close(fd)
        if not head and self.readonly:
            raise StoreError(f"the progress database {self.path} is an empty file: nothing is recorded in it yet")
        if head and head != _SQLITE_HEADER:
            raise DamagedDatabase(
                f"the progress database {self.path} is not a SQLite database (damaged or overwritten); "
                "it is left as it is",
                path=self.path,
            )

    def _connect(self) -> sqlite3.Connection:
        timeout = BUSY_TIMEOUT_MS / 1000
        if not self.readonly:
            return sqlite3.connect(self.path, isolation_level=None, timeout=timeout)
        uri = self.path.absolute().as_uri() + "?mode=ro"
        wal = Path(f"{self.path.absolute()}-wal")
        if not os.access(self.path.absolute().parent, os.W_OK) and not (wal.exists() and wal.stat().st_size):
            # a read-only folder or mount: SQLite could not make its -shm file there, and
            # nobody can be writing the database meanwhile. (With answers still in a -wal
            # file, immutable would not see them: SQLite reads that log read-only instead.)
            uri += "&immutable=1"
        return sqlite3.connect(uri, uri=True, isolation_level=None, timeout=timeout)

    def _quick_check(self) -> None:
        rows = self._conn.execute("PRAGMA quick_check(1)").fetchall()
        if rows != [("ok",)]:
            raise DamagedDatabase(
                f"the progress database {self.path} is damaged ({' '.join(str(rows[0][0]).split()) if rows else 'no answer'}); "
                "nothing more is written into it",
                path=self.path,
            )

    def _database_error(self, error: sqlite3.Error, doing: str = "cannot use") -> StoreError:
        """A sqlite3 error as a StoreError naming the file; damage as DamagedDatabase."""
        code = getattr(error, "sqlite_errorcode", 0) & 0xFF
        if code in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
            return DamagedDatabase(
                f"the progress database {self.path} is damaged ({error}); nothing more is written into it",
                path=self.path,
            )
        return StoreError(f"{doing} the progress database {self.path}: {' '.join(str(error).split())}")

    def _files_identity(self) -> tuple:
        """(device, inode) of the database and its -wal and -shm files, None for a missing one."""
        found = []
        for suffix in ("", "-wal", "-shm"):
            try:
                info = os.stat(f"{self.path}{suffix}")
                found.append((info.st_dev, info.st_ino))
            except OSError:
                found.append(None)
        return tuple(found)

    def _check_files(self) -> None:
        """Raise JournalReplaced when the files on disk are no longer the ones opened."""
        if self._identity is None or self.journal_mode.lower() != "wal":
            return
        if self._files_identity() != self._identity:
            self.failure = JournalReplaced(
                f"the progress database's files {self.path}-wal/-shm (or the database itself) were deleted or "
                "replaced while the trainer had it open; nothing more is saved, so that nothing another "
                "program saved is lost: close every trainer window and start again",
                path=self.path,
            )
            raise self.failure

    @classmethod
    def open(cls, data_dir: str | Path | None = None, *, create: bool = True) -> "Store":
        """Open (and with ``create``, make) ``progress.sqlite3`` in ``data_dir``
        (default: the user's data folder, :func:`trainer.paths_user.data_dir`).

        Raises:
            StoreError: ``create`` is False and there is no database there, or it cannot be used.
        """
        from trainer.paths_user import data_dir as default_dir

        folder = default_dir(data_dir)
        path = folder / DB_FILENAME
        if not create and not path.is_file():
            raise StoreError(f"no progress database in {folder}")
        if create:
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise StoreError(f"cannot create the data folder {folder}: {error.strerror}") from None
        return cls(path)

    @classmethod
    def open_readonly(cls, data_dir: str | Path | None = None) -> "Store":
        """Open ``progress.sqlite3`` in ``data_dir`` to read it only (reports): nothing is
        created, migrated or changed, and a read-only folder is fine."""
        from trainer.paths_user import data_dir as default_dir

        folder = default_dir(data_dir)
        path = folder / DB_FILENAME
        if not path.is_file():
            raise StoreError(f"no progress database in {folder}")
        return cls(path, readonly=True)

    def close(self) -> None:
        if self._identity is not None and self._files_identity() != self._identity:
            self._close_without_checkpoint()
        else:
            self._conn.close()

    def _close_without_checkpoint(self) -> None:
        """Close after the journal files were replaced without harming the new ones.

        The last connection to close checkpoints its WAL into the database and deletes
        the file named ``-wal``: here that would copy stale pages over what another
        program committed and delete that program's log. SQLite skips both while another
        process holds the database, so a short-lived process opens the files as they now
        are and holds them while ours closes; it then closes as an ordinary participant
        (checkpointing the new log properly if it is the last). A connection of our own
        process cannot do it: it would share our stale view of the ``-shm`` file."""
        guard = None
        with suppress(OSError, subprocess.SubprocessError):
            guard = subprocess.Popen(
                [sys.executable, "-c", _HOLD_DATABASE, os.fspath(self.path)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            )
            if guard.stdout.readline().strip() != "held":
                guard.kill()
                guard.wait()
                guard = None
        self._conn.close()
        if guard is not None:
            with suppress(OSError, subprocess.SubprocessError):
                guard.stdin.close()
                guard.wait(timeout=BUSY_TIMEOUT_MS / 1000 * 6)

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def connection(self) -> sqlite3.Connection:
        """The raw connection, for tests and one-off queries; write only through the methods."""
        return self._conn

    @property
    def schema_version(self) -> int:
        return schema_version(self._conn)

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it is committed, or none of it. Refused once the
        file was found damaged or its journal replaced, and on a read-only store."""
        if self.readonly:
            raise StoreError(f"the progress database {self.path} is open read-only")
        if self.failure is not None:
            raise self.failure
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise self._failed(error) from None
        try:
            yield self._conn
            self._check_files()
            self._conn.execute("COMMIT")
        except BaseException as error:
            with suppress(sqlite3.Error):
                self._conn.execute("ROLLBACK")
            if isinstance(error, sqlite3.Error) and not isinstance(error, _CALLER_ERRORS):
                raise self._failed(error) from None
            raise
        # Copy what was just committed into the database file at once (never waiting for
        # readers): should the -wal file be deleted later, nothing committed goes with it.
        with suppress(sqlite3.Error):
            self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    def _failed(self, error: sqlite3.Error) -> StoreError:
        found = self._database_error(error, "cannot save in")
        if isinstance(found, DamagedDatabase):
            self.failure = found
        return found

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except _CALLER_ERRORS:
            raise
        except sqlite3.Error as error:
            raise self._failed(error) from None

    def _one(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        rows = self._rows(sql, params)
        return rows[0] if rows else None

    # --- trainees ----------------------------------------------------------------------------
    def trainee(self, name: str) -> Trainee:
        """The trainee of that name (case-insensitive), created if new."""
        name = " ".join(name.split())
        if not name:
            raise ValueError("a trainee needs a name")
        found = self.find_trainee(name)
        if found is not None:
            return found
        with self._write() as conn:
            conn.execute("INSERT OR IGNORE INTO trainees (name, created) VALUES (?, ?)", (name, _stamp(None)))
        found = self.find_trainee(name)
        assert found is not None
        return found

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

    def _trainee_id(self, trainee: Trainee | str | int) -> int:
        if isinstance(trainee, Trainee):
            return trainee.id
        if isinstance(trainee, int):
            if self._one("SELECT 1 FROM trainees WHERE id = ?", (trainee,)) is None:
                raise UnknownTrainee(f"no trainee with id {trainee}")
            return trainee
        found = self.find_trainee(trainee)
        if found is None:
            raise UnknownTrainee(f"no trainee named {trainee!r}")
        return found.id

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
                return row[0]
            cursor = conn.execute(
                "INSERT INTO sessions (trainee_id, house, pack, mode, started, uid) VALUES (?, ?, ?, ?, ?, ?)",
                (trainee_id, house, pack, mode, _stamp(started), uid),
            )
        return cursor.lastrowid

    def end_session(self, session_id: int, ended: datetime | str | None = None) -> None:
        with self._write() as conn:
            cursor = conn.execute("UPDATE sessions SET ended = ? WHERE id = ?", (_stamp(ended), session_id))
            if cursor.rowcount != 1:
                raise StoreError(f"no session {session_id}")

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
        return [
            SessionSummary(
                id=r[0], trainee_id=trainee_id, house=r[1], pack=r[2], mode=r[3], started=_time(r[4]),
                ended=_time(r[5]), rounds=r[6], clean_rounds=r[7], actions=r[8], mistakes=r[9],
                seconds=float(r[10]), drill_answers=r[11], drill_correct=r[12],
            )
            for r in rows
        ]

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
        """
        by_step = {}
        for mistake in mistakes:
            found = _mistake_of(mistake)
            if found:
                by_step[int(_field(mistake, "step"))] = found
        start_text, end_text = _stamp(started), _stamp(ended)
        if seconds is None:
            seconds = max(0.0, (_aware(ended) - _aware(started)).total_seconds())
        with self._write() as conn:
            if uid is not None and (row := conn.execute("SELECT id FROM rounds WHERE uid = ?", (uid,)).fetchone()):
                return row[0]
            cursor = conn.execute(
                "INSERT INTO rounds (session_id, scenario, started, ended, seconds, finished, uid) VALUES (?, ?, ?, ?, ?, 0, ?)",
                (session_id, _scenario_text(scenario), start_text, end_text, float(seconds), uid),
            )
            round_id = cursor.lastrowid
            steps, last = set(), None
            for record in records:
                row = _record_row(record, by_step)
                conn.execute(
                    "INSERT INTO actions (round_id, step, action, state, mistake, expected) VALUES (?, ?, ?, ?, ?, ?)",
                    (round_id, *row),
                )
                steps.add(row[0])
                last = row
            stray = sorted(set(by_step) - steps)
            if stray:
                raise ValueError(f"mistakes at steps {stray} have no action record")
            if finished is None:
                finished = last is not None and last[1] == "end_round" and last[3] is None
            conn.execute("UPDATE rounds SET finished = ? WHERE id = ?", (int(bool(finished)), round_id))
        return round_id

    def save_played_round(
        self, session_id: int, scenario: Any, round_: Any, started: datetime | str, ended: datetime | str,
        seconds: float | None = None, uid: str | None = None,
    ) -> int:
        """Save a core :class:`Round` played from a core :class:`Scenario`."""
        return self.save_round(
            session_id, scenario.to_yaml_data(played=round_), round_.history, round_.mistakes,
            started=started, ended=ended, seconds=seconds, finished=round_.finished, uid=uid,
        )

    def rounds(self, trainee: Trainee | str | int, session_id: int | None = None) -> list[RoundSummary]:
        """The trainee's rounds (of one session, if given), oldest first."""
        trainee_id = self._trainee_id(trainee)
        sql = """
            SELECT r.id, r.session_id, s.house, s.mode, r.started, r.ended, r.seconds, r.finished,
                   COUNT(a.step), COUNT(a.mistake)
            FROM rounds r JOIN sessions s ON s.id = r.session_id
            LEFT JOIN actions a ON a.round_id = r.id
            WHERE s.trainee_id = ? {session}
            GROUP BY r.id, s.house, s.mode ORDER BY r.started, r.id
        """
        params: list[Any] = [trainee_id]
        if session_id is not None:
            params.append(session_id)
        rows = self._rows(sql.format(session="AND r.session_id = ?" if session_id is not None else ""), params)
        return [
            RoundSummary(r[0], r[1], r[2], r[3], _time(r[4]), _time(r[5]), float(r[6]), bool(r[7]), r[8], r[9])
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

    def round_summary(self, round_id: int) -> RoundSummary:
        row = self._one(
            """SELECT r.id, r.session_id, s.house, s.mode, r.started, r.ended, r.seconds, r.finished,
                      (SELECT COUNT(*) FROM actions a WHERE a.round_id = r.id),
                      (SELECT COUNT(mistake) FROM actions a WHERE a.round_id = r.id)
               FROM rounds r JOIN sessions s ON s.id = r.session_id WHERE r.id = ?""",
            (round_id,),
        )
        if row is None:
            raise StoreError(f"no round {round_id}")
        r = row
        return RoundSummary(r[0], r[1], r[2], r[3], _time(r[4]), _time(r[5]), float(r[6]), bool(r[7]), r[8], r[9])

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
                return row[0]
            cursor = conn.execute(
                """INSERT INTO drill_answers (trainee_id, session_id, kind, house, stake, expected, given,
                                              correct, seconds, at, uid)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (trainee_id, session_id, kind, house, _money_text(stake), _money_text(expected),
                 _money_text(given), int(bool(correct)), float(seconds), _stamp(at), uid),
            )
        return cursor.lastrowid

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
        groups: dict[str, list[RoundSummary]] = {}
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
        """round id -> the focus points kept for it (trainer.skills_progress fills them)."""
        return {round_id: frozenset(json.loads(points)) for round_id, points in self._rows("SELECT round_id, points FROM round_points")}

    def keep_round_points(self, points: dict[int, frozenset[str]]) -> None:
        """Keep what replaying rounds found (one transaction); a read-only store (reports)
        keeps nothing: it computes them again next time."""
        if self.readonly or not points:
            return
        with self._write() as conn:
            for round_id, found in points.items():
                conn.execute(
                    "INSERT OR IGNORE INTO round_points (round_id, points) VALUES (?, ?)",
                    (round_id, json.dumps(sorted(found))),
                )

    # --- issue 14: pack results and round titles (schema version 3) ----------------------
    def set_round_title(self, round_id: int, title: str) -> None:
        """Name a saved round by its scenario's title (what History shows)."""
        with self._write() as conn:
            conn.execute("UPDATE rounds SET title = ? WHERE id = ?", (title or None, round_id))

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

    def save_pack_result(self, trainee: Trainee | str | int, result: Any, session_id: int | None = None,
                         at: datetime | str | None = None) -> int:
        """Save a :class:`~trainer.pack_result.PackResult` (committed at once); returns its id."""
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
        return cursor.lastrowid

    def pack_results(self, trainee: Trainee | str | int) -> list[tuple[int, datetime, Any]]:
        """The trainee's pack results, oldest first: (id, when, PackResult)."""
        from trainer.pack_result import PackResult

        return [
            (row_id, _time(at), PackResult.from_json(detail))
            for row_id, at, detail in self._rows(
                "SELECT id, at, detail FROM pack_results WHERE trainee_id = ? ORDER BY at, id",
                (self._trainee_id(trainee),),
            )
        ]

    def save_spot_result(self, trainee: Trainee | str | int, *, pack: str, scenario: str, title: str, mode: str,
                         score: Any, seconds: float, session_id: int | None = None,
                         at: datetime | str | None = None) -> int:
        """Save one spot-the-error round's :class:`~trainer.core.spot.SpotScore` (committed at once)."""
        with self._write() as conn:
            cursor = conn.execute(
                """INSERT INTO spot_results (trainee_id, session_id, pack, scenario, title, mode, at, seconds, to_find,
                                             found, wrong_rule, missed, false_alarms, score)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (self._trainee_id(trainee), session_id, pack, scenario, title, mode, _stamp(at), float(seconds),
                 score.to_find, len(score.found), len(score.wrong_rule), len(score.missed), len(score.false_alarms),
                 json.dumps(score.as_json())),
            )
        return cursor.lastrowid

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
