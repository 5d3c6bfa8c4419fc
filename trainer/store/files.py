"""The database file: its name, how long a writer waits, the errors, the files to protect."""

from __future__ import annotations

import sqlite3
from pathlib import Path

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


class BlankName(StoreError, ValueError):
    """A trainee's name that is empty or only spaces (a StoreError, so every command says
    it in one line)."""


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
    ``--data DIR`` (with :mod:`trainer.core.files.outputs`, their journal files too)."""
    from trainer.paths_user import data_dir, user_data_dir

    paths = [user_data_dir() / DB_FILENAME]
    if data:
        paths.append(data_dir(data) / DB_FILENAME)
    return paths
