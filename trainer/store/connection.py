"""Opening the database file safely, and the one write path every write goes through."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from trainer.store import schema
from trainer.store.dbapi import Connection, Row
from trainer.store.files import (
    _CALLER_ERRORS,
    _HOLD_DATABASE,
    _SQLITE_CORRUPT,
    _SQLITE_HEADER,
    _SQLITE_NOTADB,
    BUSY_TIMEOUT_MS,
    DB_FILENAME,
    DamagedDatabase,
    JournalReplaced,
    StoreError,
    UnknownTrainee,
)
from trainer.store.rows import Trainee
from trainer.store.schema import SCHEMA_VERSION, Progress, migrate, schema_version


class StoreConnection:
    """The progress database. One per process and thread (sqlite3's rule); several
    processes may open the same file (WAL lets readers run beside the writer).

    A store opened to record (the default) creates the file and its schema and migrates
    an old one. A store opened ``readonly`` (reports, the History tab) changes nothing:
    SQLite's ``mode=ro`` (``immutable=1`` on a folder it cannot write), and it refuses a
    file that is empty, no SQLite file, or of another schema version instead of fixing it.

    Safety against what happens to the files (see README, "Your data"):

    * a file from a newer trainer is refused before anything is changed in it;
    * a damaged file is found when opening to write (``PRAGMA quick_check``) or on any
      query, and raised as :class:`DamagedDatabase`; after that nothing more is written
      into it (a reader, which cannot harm it, meets damage only where it reads);
    * before each commit the writer checks that the database, ``-wal`` and ``-shm`` files
      on disk are still the ones it opened (device and inode); when one was deleted or
      replaced it rolls back and raises :class:`JournalReplaced`, and writes nothing more.
    """

    if TYPE_CHECKING:  # given by StoreQueries in Store
        def find_trainee(self, name: str) -> Trainee | None: ...

    def __init__(self, path: str | Path, *, readonly: bool = False, progress: Progress | None = None):
        self.path = Path(path)
        self.readonly = readonly
        #: why nothing more may be written (damage, replaced journal), once it happened.
        self.failure: StoreError | None = None
        self._identity: tuple[tuple[int, int] | None, ...] | None = None
        #: sqlite3's connection here; the class server's PgConnection in PostgresStore.
        self._conn: Connection
        self._check_header()
        try:
            self._conn = conn = self._connect()
        except sqlite3.Error as error:
            raise StoreError(f"cannot open the progress database {self.path}: {error}") from None
        try:
            version = schema_version(conn)
            if version > SCHEMA_VERSION:  # refused before anything (the WAL switch) changes the file
                raise StoreError(
                    f"the progress database {self.path} has schema version {version}, newer than this "
                    f"trainer's {SCHEMA_VERSION}; update the trainer"
                )
            if readonly:
                # A reader skips the whole-file check: it reads the whole file (5 s for a
                # year of a class), and a reader is told of damage where it meets it (every
                # query maps SQLite's "corrupt" to DamagedDatabase). The first read here
                # finds a file damaged at its start.
                conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            else:
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
            migrate(conn, progress=progress or schema.progress_shown(self.path))
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
        if os.access(self.path.absolute().parent, os.W_OK) and os.access(self.path, os.W_OK):
            # A reader that may write the folder opens the file as a writer that never
            # writes (query_only): a mode=ro connection cannot clean up after itself, so
            # the -wal and -shm files SQLite makes for it would stay behind; this one,
            # the last to close, removes them as every writer does.
            conn = sqlite3.connect(self.path.absolute().as_uri() + "?mode=rw", uri=True, isolation_level=None,
                                   timeout=timeout)
            conn.execute("PRAGMA query_only = ON")
            return conn
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

    def _files_identity(self) -> tuple[tuple[int, int] | None, ...]:
        """(device, inode) of the database and its -wal and -shm files, None for a missing one."""
        found: list[tuple[int, int] | None] = []
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
    def open(cls, data_dir: str | os.PathLike[str] | None = None, *, create: bool = True) -> Self:
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
    def open_readonly(cls, data_dir: str | os.PathLike[str] | None = None) -> Self:
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
            assert guard.stdout is not None  # asked for as a pipe
            if guard.stdout.readline().strip() != "held":
                guard.kill()
                guard.wait()
                guard = None
        self._conn.close()
        if guard is not None and guard.stdin is not None:  # stdin: asked for as a pipe
            with suppress(OSError, subprocess.SubprocessError):
                guard.stdin.close()
                guard.wait(timeout=BUSY_TIMEOUT_MS / 1000 * 6)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def connection(self) -> Connection:
        """The raw connection, for tests and one-off queries; write only through the methods."""
        return self._conn

    @property
    def schema_version(self) -> int:
        return schema_version(self._conn)

    @contextmanager
    def _write(self) -> Iterator[Connection]:
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

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except _CALLER_ERRORS:
            raise
        except sqlite3.Error as error:
            raise self._failed(error) from None

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = self._rows(sql, params)
        return rows[0] if rows else None

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
