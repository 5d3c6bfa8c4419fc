"""Which progress database a command uses: ``--db URL``, ``TRAINER_DB``, or the data folder.

* ``postgresql://user@host:port/db`` (or ``postgres://``): the class database on a
  PostgreSQL server (:class:`~trainer.store.postgres.PostgresStore`);
* ``sqlite:///path/to/file.sqlite3`` or a plain path: that SQLite file (a folder means
  ``progress.sqlite3`` in it);
* nothing: ``progress.sqlite3`` in ``--data DIR`` or the user's data folder.

A SQLite file on a network file system (NFS, SMB/CIFS, ...) is refused: SQLite's locks
and its WAL index do not work across machines there, so several stations writing one
shared file can corrupt a class's history. The message points at the class set-up.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeGuard

from trainer.store import DB_FILENAME, Store, StoreError

if TYPE_CHECKING:
    import argparse

ENV_VAR = "TRAINER_DB"
SERVER_SCHEMES = ("postgresql://", "postgres://")
#: any other URL (a scheme of two or more letters, so C://path on Windows stays a path)
_OTHER_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+://")

#: file system types (from /proc/self/mountinfo) that live on another machine.
NETWORK_FS = frozenset(
    {
        "nfs", "nfs4", "cifs", "smb", "smb2", "smb3", "smbfs", "ncpfs", "afs", "coda", "ceph", "glusterfs",
        "lustre", "gpfs", "ocfs2", "gfs2", "davfs", "9p", "fuse.sshfs", "fuse.glusterfs", "fuse.davfs2",
        "fuse.s3fs", "fuse.rclone", "fuse.cephfs", "fuse.smbnetfs",
    }
)

NETWORK_ADVICE = (
    "SQLite must not be shared over a network file system (it can corrupt the history); "
    "for a class use a PostgreSQL server: see 'Class set-up' in the README and use --db postgresql://..."
)


def is_server_url(db: str | None) -> TypeGuard[str]:
    return db is not None and db.lower().startswith(SERVER_SCHEMES)


def sqlite_path(db: str) -> Path:
    """The SQLite file ``db`` names (``sqlite:///abs/path``, ``sqlite:relative``, a path)."""
    if db.lower().startswith("sqlite:"):
        rest = db[len("sqlite:"):]
        # like a file URL: sqlite:///home/ann/p.sqlite3 is /home/ann/p.sqlite3 (an empty host);
        # SQLAlchemy's four slashes for an absolute path mean the same here
        db = rest[2:] if rest.startswith("//") else rest
        if sys.platform != "win32" and db.startswith("//"):
            db = "/" + db.lstrip("/")
    path = Path(db).expanduser()
    return path / DB_FILENAME if path.is_dir() else path


def _unescape(field: str) -> str:
    """mountinfo writes space, tab, newline and backslash as octal escapes."""
    return field.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\")


def mount_type(path: Path, mountinfo: str) -> str | None:
    """The file system type of the mount holding ``path`` (absolute), from mountinfo text."""
    best, best_type = "", None
    target = str(path)
    for line in mountinfo.splitlines():
        fields = line.split()
        if " - " not in line or len(fields) < 5:
            continue
        mount_point = _unescape(fields[4])
        fs_type = line.split(" - ", 1)[1].split()[0]
        inside = target == mount_point or target.startswith(mount_point.rstrip("/") + "/")
        if inside and len(mount_point) >= len(best):
            best, best_type = mount_point, fs_type
    return best_type


def network_reason(path: Path, platform: str | None = None, mountinfo: str | None = None) -> str | None:
    """Why ``path`` is on a network file system (``"nfs4 mount"``, ``"UNC path"``), or None."""
    platform = sys.platform if platform is None else platform
    text = str(path)
    if platform.startswith("win"):
        if text.startswith(("\\\\", "//")):
            return "a network share (UNC path)"
        return _windows_remote_drive(text)
    if not platform.startswith("linux"):
        return None
    if mountinfo is None:
        try:
            mountinfo = Path("/proc/self/mountinfo").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
    # symlinks resolved in the part that exists; the rest (a file or folder to be made) as written
    rest: list[str]
    existing, rest = Path(os.path.abspath(path)), []
    while not existing.exists() and existing != existing.parent:
        existing, rest = existing.parent, [existing.name, *rest]
    fs_type = mount_type(existing.resolve().joinpath(*rest), mountinfo)
    if fs_type and (fs_type in NETWORK_FS or fs_type.split(".")[0] in NETWORK_FS):
        return f"a network file system ({fs_type})"
    return None


def _windows_remote_drive(text: str) -> str | None:  # pragma: no cover - Windows only
    if sys.platform != "win32":  # ctypes.windll is Windows' only
        return None
    try:
        import ctypes

        drive = os.path.splitdrive(os.path.abspath(text))[0]
        if drive and ctypes.windll.kernel32.GetDriveTypeW(drive + "\\") == 4:  # DRIVE_REMOTE
            return f"a network drive ({drive})"
    except (AttributeError, OSError):
        pass
    return None


def check_local(path: Path) -> None:
    """Raise StoreError (one line) when the SQLite file would be on a network file system."""
    reason = network_reason(path)
    if reason:
        raise StoreError(f"{path} is on {reason}: {NETWORK_ADVICE}")


def url_problem(db: str | None) -> str | None:
    """Why ``db`` names no database the trainer can use, judged by its form alone (None
    when it can be tried): a mistyped server URL (``postgresq://...``) must not become a
    local file of that name."""
    if db and _OTHER_URL.match(db) and not is_server_url(db) and not db.lower().startswith("sqlite:"):
        return (
            f"{db.split('://')[0]}:// is no database the trainer knows: give postgresql://user@host/db for a class "
            "server, or a SQLite file (a path or sqlite:///path)"
        )
    return None


def chosen_db(db: str | None) -> str | None:
    """``--db`` if given, else ``TRAINER_DB`` if set and not empty."""
    return db or os.environ.get(ENV_VAR) or None


def open_store(
    db: str | None = None, data: str | os.PathLike[str] | None = None, *, create: bool = True, readonly: bool = False
) -> Store:
    """Open the progress database chosen by ``db`` (``--db``), ``TRAINER_DB`` or ``data``.
    ``readonly`` (reports): a SQLite file is opened to read only, never created or
    migrated; a class server is read through its ordinary connection.

    Raises:
        StoreError: it cannot be used (one line; for a server, why it is unreachable).
    """
    db = chosen_db(db)
    if is_server_url(db):
        from trainer.store.postgres import PostgresStore

        return PostgresStore(db)
    problem = url_problem(db)
    if problem:
        raise StoreError(problem)
    if db:
        path = sqlite_path(db)
        if (readonly or not create) and not path.is_file():
            raise StoreError(f"no progress database at {path}")
        check_local(path)
        if readonly:
            return Store(path, readonly=True)
        if create:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise StoreError(f"cannot create the folder {path.parent}: {error.strerror}") from None
        return Store(path)
    from trainer.paths_user import data_dir

    check_local(data_dir(data) / DB_FILENAME)
    if readonly:
        return Store.open_readonly(data)
    return Store.open(data, create=create)


def signed_in_name(db: str | None) -> str | None:
    """The trainee a class server URL's login is (``--db`` or ``TRAINER_DB`` with a
    trainee's login and password), or None (no server, the owner's login, no user).

    Raises:
        StoreError: the server cannot be used (one line).
    """
    from urllib.parse import urlsplit

    from trainer.store.pg_errors import url_form_problem

    db = chosen_db(db)
    if not is_server_url(db):
        return None
    problem = url_form_problem(db)
    if problem:
        raise StoreError(problem)
    if not urlsplit(db).username:
        return None
    from trainer.store.postgres import PostgresStore

    with PostgresStore(db) as store:
        return store.signed_in.name if store.signed_in is not None else None


def open_from_args(args: argparse.Namespace, *, create: bool = True, readonly: bool = False) -> Store:
    """:func:`open_store` with a command's ``--db`` and ``--data``."""
    return open_store(getattr(args, "db", None), getattr(args, "data", None), create=create, readonly=readonly)
