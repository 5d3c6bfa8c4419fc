"""The schema and its migrations: step ``i`` takes version ``i`` to ``i + 1``; never edit a
released step, append a new one."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from trainer.store.dbapi import Connection, single
from trainer.store.files import StoreError

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


#: one schema step: run on the open transaction's connection (SQLite's or the server's).
Migration = Callable[[Connection], None]


def _statements(statements: Sequence[str]) -> Migration:
    def step(conn: Connection) -> None:
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
    # A class: its instructor's PIN as a salted scrypt hash (trainer.classroom.classes), its trainees.
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


# round_points: which focus points each recorded round showed (trainer/progress/skills.py
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


# rounds.house: the house a round was played in, when the round names one (a pack's
# scenario may have its own house: the side-bets pack's Swiss Jack rounds in a Cosmopol
# pack); NULL for rounds stored before, which were played in their session's house.
_V6 = ("ALTER TABLE rounds ADD COLUMN house TEXT",)


# What each round comes to, worked out when it is saved (trainer/store/facts.py), so that
# readers count instead of replaying: round_facts (one row a round), round_skills (one
# a focus point the round showed, right or not for it), round_codes (its mistakes by
# code), drill_facts (a drill answer's time in UTC), skill_tracks (each skill's state,
# trainer/store/tracks.py). Every index serves a reader's query: by trainee in time
# order (History, the tracks), by week or day and by session (the charts and reports;
# they hold the summed columns, so the sums are read from the index alone).
_V7 = (
    """CREATE TABLE IF NOT EXISTS round_facts (
        round_id INTEGER NOT NULL PRIMARY KEY REFERENCES rounds(id) ON DELETE CASCADE,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        house TEXT NOT NULL,
        mode TEXT NOT NULL,
        at TEXT NOT NULL,
        day TEXT NOT NULL,
        week TEXT NOT NULL,
        actions INTEGER NOT NULL,
        mistakes INTEGER NOT NULL,
        finished INTEGER NOT NULL,
        clean INTEGER NOT NULL,
        seconds REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS round_facts_trainee ON round_facts(trainee_id, at, round_id)",
    # the rounds with a mistake, in time order: the mistakes export reads only those
    "CREATE INDEX IF NOT EXISTS round_facts_mistaken ON round_facts(trainee_id, at, round_id) WHERE mistakes > 0",
    "CREATE INDEX IF NOT EXISTS round_facts_week ON round_facts(trainee_id, week, at, clean, actions, mistakes, seconds)",
    "CREATE INDEX IF NOT EXISTS round_facts_day ON round_facts(trainee_id, day, at, clean, actions, mistakes, seconds)",
    "CREATE INDEX IF NOT EXISTS round_facts_session ON round_facts(trainee_id, session_id, at, clean, actions, mistakes, seconds)",
    """CREATE TABLE IF NOT EXISTS round_skills (
        round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
        point TEXT NOT NULL,
        trainee_id INTEGER NOT NULL,
        house TEXT NOT NULL,
        at TEXT NOT NULL,
        ok INTEGER NOT NULL,
        per_action REAL NOT NULL,
        PRIMARY KEY (round_id, point)
    ) WITHOUT ROWID""",
    "CREATE INDEX IF NOT EXISTS round_skills_track ON round_skills(trainee_id, point, at, round_id)",
    "CREATE INDEX IF NOT EXISTS round_skills_house ON round_skills(trainee_id, point, house, at, round_id)",
    """CREATE TABLE IF NOT EXISTS round_codes (
        round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        trainee_id INTEGER NOT NULL,
        week TEXT NOT NULL,
        day TEXT NOT NULL,
        point TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (round_id, code)
    ) WITHOUT ROWID""",
    "CREATE INDEX IF NOT EXISTS round_codes_week ON round_codes(trainee_id, week, code, count)",
    "CREATE INDEX IF NOT EXISTS round_codes_day ON round_codes(trainee_id, day, code, count)",
    "CREATE INDEX IF NOT EXISTS round_codes_point ON round_codes(trainee_id, point, code, count, round_id)",
    """CREATE TABLE IF NOT EXISTS drill_facts (
        answer_id INTEGER NOT NULL PRIMARY KEY REFERENCES drill_answers(id) ON DELETE CASCADE,
        trainee_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        house TEXT NOT NULL,
        at TEXT NOT NULL,
        day TEXT NOT NULL,
        week TEXT NOT NULL,
        correct INTEGER NOT NULL,
        seconds REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS drill_facts_track ON drill_facts(trainee_id, kind, at, answer_id)",
    "CREATE INDEX IF NOT EXISTS drill_facts_week ON drill_facts(trainee_id, week, correct, seconds)",
    "CREATE INDEX IF NOT EXISTS drill_facts_day ON drill_facts(trainee_id, day, correct, seconds)",
    "CREATE INDEX IF NOT EXISTS drill_facts_house ON drill_facts(trainee_id, kind, house, at, answer_id)",
    """CREATE TABLE IF NOT EXISTS skill_tracks (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        skill TEXT NOT NULL,
        scope TEXT NOT NULL,
        rule TEXT NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (trainee_id, skill, scope)
    )""",
)


class Backfill:
    """A step that makes tables and then fills them from the rows already there, in
    batches of their own transactions (:mod:`trainer.store.backfill`): the driver
    (:func:`migrate`, ``postgres.migrate_server``) commits each batch and raises the
    version only with the last one, so an interrupted upgrade goes on where it stopped.
    Called as a plain step it does all of it in the caller's transaction."""

    def __init__(self, statements: Sequence[str]) -> None:
        self.statements = tuple(statements)

    def prepare(self, conn: Connection) -> None:
        for statement in self.statements:
            conn.execute(statement)

    def remaining(self, conn: Connection) -> int:
        from trainer.store.backfill import remaining

        return remaining(conn)

    def fill(self, conn: Connection) -> int:
        from trainer.store.backfill import fill

        return fill(conn)

    def finish(self, conn: Connection) -> None:
        from trainer.store.backfill import finish

        finish(conn)

    def __call__(self, conn: Connection) -> None:
        self.prepare(conn)
        while self.fill(conn):
            pass
        self.finish(conn)


#: told how far an upgrade is: (done, total) rounds and drill answers.
Progress = Callable[[int, int], None]


class PrintedProgress:
    """The default :data:`Progress`: a line on stderr every tenth of the way (an upgrade
    of a year's rounds replays each once, which takes minutes; say so rather than hang)."""

    def __init__(self, name: object) -> None:
        self.name, self.shown = name, -1

    def __call__(self, done: int, total: int) -> None:
        import sys

        tenth = 10 * done // total if total else 10
        if tenth != self.shown:
            self.shown = tenth
            print(f"upgrading the progress database {self.name}: {done:,} of {total:,} recorded rounds and answers "
                  f"worked out ({10 * tenth} %)", file=sys.stderr, flush=True)


#: what shows an upgrade's progress when the opener names nothing (made with the
#: database's name): a line on stderr; the window puts its progress dialog here while it
#: opens its database (trainer/ui/trainee_progress.py).
progress_shown: Callable[[object], Progress] = PrintedProgress


#: step i takes the schema from version i to i + 1. Append only. The same steps build a
#: PostgreSQL database (trainer.store.postgres translates the few SQLite-only words).
#: 1: trainees, sessions, rounds, actions (the procedure trainer's record).
#: 2: drill answers, the mistakes view, indexes for the history queries.
#: 3: idempotent write ids; classes, their trainees, assignments and exam results.
#: 4: the focus points each round showed, speed and daily-challenge results.
#: 5: pack results, spot-the-error results, each round's scenario title.
#: 6: each round's own house.
#: 7: each round's figures and each skill's track, worked out once (a backfill).
MIGRATIONS: tuple[Migration, ...] = (
    _statements(_V1),
    _statements(_V2),
    _statements(_V3),
    _statements(_V4),
    _statements(_V5),
    _statements(_V6),
    Backfill(_V7),
)
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(conn: Connection) -> int:
    return int(single(conn.execute("PRAGMA user_version")))


def migrate(
    conn: Connection,
    migrations: Sequence[Migration] = MIGRATIONS,
    target: int | None = None,
    progress: Progress | None = None,
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
        step = migrations[version]
        if isinstance(step, Backfill):
            version = _backfill(conn, step, version, progress)
            continue
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


def _backfill(conn: Connection, step: Backfill, version: int, progress: Progress | None) -> int:
    """Run a :class:`Backfill` step in committed batches; returns the version after it."""

    def transaction(body: Callable[[], bool]) -> bool:
        conn.execute("BEGIN IMMEDIATE")
        try:
            if schema_version(conn) != version:  # another process finished it meanwhile
                conn.execute("ROLLBACK")
                return True
            done = body()
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        return done

    def prepare() -> bool:
        step.prepare(conn)
        return False

    transaction(prepare)
    total = step.remaining(conn) if progress else 0
    done = 0

    def batch() -> bool:
        nonlocal done
        count = step.fill(conn)
        if count:
            done += count
            return False
        step.finish(conn)
        conn.execute(f"PRAGMA user_version = {version + 1:d}")
        return True

    while not transaction(batch):
        if progress:
            progress(min(done, total), total)
    return schema_version(conn)
