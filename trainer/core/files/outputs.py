"""Writing a file the user named: the one way every command writes its output.

``trainer check --save``, ``report --csv/--pdf``, ``gui --screenshot`` and the pack
recorder all write through :func:`atomic_output` (or :func:`write_text_atomically`), so
every output gets the same care:

* **Nothing is half-written.** The content goes to a temporary file beside the target,
  is flushed to the disk (fsync), and only then renamed over the target. A full disk,
  a kill or a crash leaves the old file as it was (and no temporary file behind).
* **The progress database is never an output.** A file that is a SQLite database or
  its write-ahead log (checked on its first bytes, whatever its name), and the paths of
  the progress database and its ``-wal``/``-shm``/``-journal`` files (checked by name,
  even before they exist) are refused: one mistyped ``--csv`` must not erase a
  trainee's history.
* **Only regular files.** A FIFO would block the command forever, a device (``/dev/full``)
  cannot hold the output, a folder is not a file: each is refused up front. A symbolic
  link is kept and the file it points to is replaced.

Every refusal and every failure is a :class:`~trainer.core.files.errors.PackError` naming the
path as the user gave it, which the command line prints as one line with exit code 2.
Qt-free and stdlib only: the core (pack recording) uses it too.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from trainer.core.files.errors import PackError

#: the first 16 bytes of every SQLite database file.
SQLITE_HEADER = b"SQLite format 3\x00"
#: the first 4 bytes of a SQLite write-ahead log (either byte order of its checksums).
WAL_MAGICS = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
#: the files SQLite keeps beside a database.
SIDECAR_SUFFIXES = ("-wal", "-shm", "-journal")


def _shown(path: str | os.PathLike[str]) -> str:
    return os.fspath(path)


def looks_like_database(path: str | os.PathLike[str]) -> bool:
    """Whether the file at ``path`` starts like a SQLite database or write-ahead log."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(SQLITE_HEADER))
    except OSError:
        return False
    return head == SQLITE_HEADER or head[:4] in WAL_MAGICS


def _protected_names(protect: Iterable[str | os.PathLike[str]]) -> set[str]:
    names: set[str] = set()
    for database in protect:
        real = os.path.realpath(database)
        names.add(real)
        names.update(real + suffix for suffix in SIDECAR_SUFFIXES)
    return names


def check_output_path(path: str | os.PathLike[str], protect: Iterable[str | os.PathLike[str]] = ()) -> Path:
    """The file an output for ``path`` really replaces (a symlink's target), after
    refusing what must not be written (see the module docstring).

    Args:
        path: what the user typed (``~`` expanded by the caller).
        protect: progress database paths that must never be replaced, with their
            sidecar files, even when they do not exist yet.

    Raises:
        PackError: naming ``path``, for every refusal.
    """
    text = _shown(path)
    if not text:
        raise PackError("<output>", None, "give a file name to write to")
    if "\0" in text:
        raise PackError(text, None, "cannot write: the file name holds a NUL character")
    real = Path(os.path.realpath(path))
    if os.fspath(real) in _protected_names(protect):
        raise PackError(text, None, "refusing to write over the progress database (or its journal files)")
    for suffix in SIDECAR_SUFFIXES:  # the journal of any database, there or not yet
        if real.name.endswith(suffix) and looks_like_database(os.fspath(real)[: -len(suffix)]):
            raise PackError(text, None, "refusing to write over a SQLite database's journal file")
    try:
        info = os.stat(real)
    except FileNotFoundError:
        if not real.parent.is_dir():
            raise PackError(text, None, f"cannot write: there is no folder {os.fspath(Path(text).parent)!r}") from None
        return real
    except OSError as error:  # a symlink loop, a name too long, no permission to look
        raise PackError(text, None, f"cannot write: {error.strerror or error}") from None
    if stat.S_ISDIR(info.st_mode):
        raise PackError(text, None, "cannot write: is a directory, not a file")
    if not stat.S_ISREG(info.st_mode):
        kind = "a FIFO" if stat.S_ISFIFO(info.st_mode) else "a device or socket"
        raise PackError(text, None, f"cannot write: is {kind}, not a regular file (refused: give a file name)")
    if looks_like_database(real):
        raise PackError(text, None, "refusing to write over a SQLite database (it may hold progress history)")
    if not os.access(real, os.W_OK):  # the rename could replace it anyway: respect the file's own say
        raise PackError(text, None, "cannot write: Permission denied (the file is read-only)")
    return real


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike[str], protect: Iterable[str | os.PathLike[str]] = ()) -> Iterator[Path]:
    """Yield a temporary file's path beside ``path`` to write the output into; when the
    block ends without an exception the file is synced and renamed over the target.

    An empty temporary file at the end means the writer failed silently (QPdfWriter on
    a problem): it is a failure too. Any failure removes the temporary file, leaves the
    target as it was and is raised as a :class:`PackError` naming ``path``.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> with atomic_output(folder / "a.txt") as temporary:
    ...     _ = temporary.write_text("hello")
    >>> (folder / "a.txt").read_text()
    'hello'
    """
    text = _shown(path)
    target = check_output_path(path, protect)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    try:
        handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as error:
        raise PackError(text, None, f"cannot write: {error.strerror or error}") from None
    os.close(handle)
    temporary = Path(name)
    try:
        try:
            yield temporary
            if os.path.getsize(temporary) == 0:
                raise PackError(text, None, "cannot write: nothing was written (the output came out empty)")
            with open(temporary, "rb+") as written:
                os.fsync(written.fileno())
            os.chmod(temporary, mode)
            # checked again just before the rename: a database may have appeared meanwhile
            check_output_path(path, protect)
            os.replace(temporary, target)
        except OSError as error:
            raise PackError(text, None, f"cannot write: {error.strerror or error}") from None
        _sync_folder(target.parent)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a system without it just skips."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_text_atomically(
    path: str | os.PathLike[str], text: str, protect: Iterable[str | os.PathLike[str]] = (),
    encoding: str = "utf-8",
) -> Path:
    """Write ``text`` to ``path`` through :func:`atomic_output`; returns the path written
    (a symlink's target). Newlines are written as given."""
    with atomic_output(path, protect) as temporary:
        with open(temporary, "w", encoding=encoding, newline="") as out:
            out.write(text)
    return Path(os.path.realpath(path))
