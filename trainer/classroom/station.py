"""A station of a class: the store as the table sees it, when the server may go away.

:class:`StationStore` stands where the window's recorder expects a
:class:`~trainer.store.Store`. Every write it is given (a session begun or ended, a round,
a drill answer, an exam's result) goes to the server at once; when the server cannot be
reached (:class:`~trainer.store.postgres.ServerUnavailable`) the write is kept instead:

* in memory, in order, and in a spool file of this process's own, rewritten atomically (a
  temporary file, fsync, rename) after every change, so a crash or a power cut of the
  station loses nothing. Two windows on one computer never share a file: each holds a
  lock on its own for as long as it lives (:class:`SpoolLock`);
* the spool files live in a folder named after the class database's own id (kept in the
  database itself, :meth:`~trainer.store.postgres.PostgresStore.database_id`), not after
  the server's URL: a station started after the server moved to another port or host
  finds what waits for the same database;
* a station that starts takes over the spool files whose owners are gone (their lock is
  free: a window closed with writes still waiting, a station killed) and sends them too;
* later writes queue behind it (a round must not reach the server before its session);
* :meth:`flush` (the window calls it every few seconds) writes the queue in order when
  the server answers again, dropping each entry only after its write committed. What the
  write's end would have set off goes in the queue too: an exam session's end is followed
  by its result, worked out and stored when the flush gets there.

Nothing is written twice: every entry carries the uid the store's write is keyed on
(sessions, rounds, drill answers and exam results), so an entry written just before a
crash and written again after it finds its first copy. Rounds refer to their session by
the session's uid, not by an id the server has not given yet.

Qt-free; reads (history, trainees) go straight to the store.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import uuid
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from trainer.core.files.errors import PackError
from trainer.core.files.outputs import write_text_atomically
from trainer.store import Store, StoreError
from trainer.store.postgres import LoginRefused, ServerUnavailable, server_answers
from trainer.store.values import _field, _mistake_of, _scenario_text, _stamp

SPOOL_VERSION = 1
#: a station's write: one quick retry, a short wait for a connection (seconds): the window
#: (or the quiz) must not freeze; what the server does not take waits in the spool.
STATION_RETRY_PAUSES = (0.2,)
STATION_TIMEOUT = 1.5
#: a station's connections at most (its window writes one thing at a time): 60 stations
#: stay well inside a server's default max_connections (100), and far inside each trainee
#: login's limit (trainer.store.pg_logins.CONNECTION_LIMIT).
STATION_CONNECTIONS = 2
#: the folder (in the station's data folder) holding one folder of spool files per class database.
SPOOL_FOLDER = "station-spool"


def spool_path_for(folder: Path, server: str) -> Path:
    """The spool file this trainer kept per server URL before spools were kept per class
    database (a station still takes over what such a file holds)."""
    digest = hashlib.sha1(server.encode("utf-8")).hexdigest()[:12]
    return folder / f"station-spool-{digest}.json"


def spool_folder_for(folder: Path, database_id: str) -> Path:
    """The folder of one class database's spool files in the station's data folder."""
    return folder / SPOOL_FOLDER / re.sub(r"[^A-Za-z0-9_-]", "_", database_id)[:64]


def write_atomically(path: Path, text: str) -> None:
    """Replace the spool file ``path`` by ``text`` so that a crash leaves the old or the new
    file, never half: through the one atomic writer every output uses
    (:mod:`trainer.core.files.outputs`), in a data folder made if it is missing."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomically(path, text)
    except (OSError, PackError) as error:  # a full disk: the store's error, said in one line
        raise StoreError(f"cannot keep this station's waiting writes in {path}: {error}") from None


class SpoolLock:
    """An exclusive lock on ``<spool>.lock``, held while the station that owns the spool
    lives. The system drops it when the process ends however it ends (a kill too), so a
    free lock means the spool's owner is gone and another station may take it over."""

    def __init__(self, spool: Path) -> None:
        self.path = spool.with_suffix(".lock")
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Take the lock without waiting; False when another process holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as error:
            raise StoreError(f"cannot keep this station's waiting writes in {self.path.parent}: {error}") from None
        if not _lock(fd):
            os.close(fd)
            return False
        self._fd = fd
        return True

    def __del__(self) -> None:  # a station dropped without closing: its lock goes with it
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def release(self, remove: bool = False) -> None:
        if self._fd is None:
            return
        if remove:  # removed while still held, so no other station takes a lock on a file going away
            try:
                self.path.unlink()
            except OSError:
                pass
        os.close(self._fd)
        self._fd = None


def _lock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - Windows (no fcntl there)
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def read_spool(path: Path) -> list[dict[str, Any]]:
    """The entries waiting in the spool file ``path`` ([] when there is none)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as error:
        raise StoreError(f"cannot read this station's waiting writes in {path}: {error}") from None
    if not isinstance(data, dict) or data.get("version") != SPOOL_VERSION or not isinstance(data.get("pending"), list):
        raise StoreError(f"{path} is not a spool file of this trainer")
    pending: list[dict[str, Any]] = data["pending"]
    return pending


def _records(records: Iterable[Any], mistakes: Iterable[Any]) -> list[dict[str, Any]]:
    """Records (and separately given mistakes) as plain mappings for the spool file."""
    by_step = {}
    for mistake in mistakes:
        found = _mistake_of(mistake)
        if found:
            by_step[int(_field(mistake, "step"))] = found
    plain = []
    for record in records:
        step = int(_field(record, "step"))
        found = _mistake_of(_field(record, "mistake"))
        if found is None and isinstance(record, Mapping) and record.get("code"):
            found = str(record["code"]), tuple(record.get("expected") or ())
        found = found or by_step.get(step)
        plain.append({
            "step": step, "action": str(_field(record, "action")), "state": str(_field(record, "state", "") or ""),
            "mistake": {"code": found[0], "expected": list(found[1])} if found else None,
        })
    return plain


class StationStore:
    """The store for a station's recorder: writes that wait out a lost server.

    Args:
        store: the class database (normally a PostgresStore).
        spool: this station's own spool file (:meth:`for_database` picks one).
        on_change: called with the number of waiting writes whenever it changes.

    Raises:
        StoreError: another living station holds this spool file.
    """

    def __init__(self, store: Store, spool: Path, on_change: Callable[[int], None] | None = None) -> None:
        self.store = store
        self.spool = Path(spool)
        self.on_change = on_change
        self.lock = SpoolLock(self.spool)
        if not self.lock.acquire():
            raise StoreError(f"another station window uses the waiting writes in {self.spool}")
        self.pending: list[dict[str, Any]] = read_spool(self.spool)
        #: session id handed out -> the session's uid (negative ids: not on the server yet).
        self._uid_of: dict[int, str] = {}
        self._id_of: dict[str, int] = {}
        self._next_local = -1
        #: the last reason the server was not reached, for the status line.
        self.problem: str | None = None
        #: session id -> (mode, pack, trainee's name): what the session's end sets off.
        self._info: dict[int, tuple[str, str | None, str]] = {}
        #: the class the trainee signed in to (None: no class, no exams to score).
        self.class_name: str | None = None
        #: called with each exam result once it is stored (the window says it).
        self.on_exam: Callable[[Any], None] | None = None

    @classmethod
    def for_database(cls, store: Store, folder: Path, on_change: Callable[[int], None] | None = None) -> StationStore:
        """A station with a spool file of its own in the class database's spool folder
        (in ``folder``, the station's data folder), which first takes over every spool
        file of the same database whose station is gone (and one kept per URL by an
        older trainer)."""
        database_id = getattr(store, "database_id", None)
        key = database_id() if callable(database_id) else hashlib.sha1(
            os.fsencode(os.path.realpath(str(store.path)))).hexdigest()[:16]
        spool = spool_folder_for(Path(folder), key) / f"{os.getpid()}-{uuid.uuid4().hex[:8]}.json"
        station = cls(store, spool, on_change)
        station.take_over([*spool.parent.glob("*.json"), spool_path_for(Path(folder), str(store.path))])
        return station

    def take_over(self, spools: Iterable[Path]) -> int:
        """Append the entries of the spool files whose station is gone to this station's
        queue (each file's order kept), then remove those files; returns how many entries.
        A file whose lock is held belongs to a living station and is left alone."""
        taken = 0
        for path in spools:
            if path == self.spool or not path.is_file():
                continue
            other = SpoolLock(path)
            if not other.acquire():
                continue
            try:
                entries = read_spool(path)
                if entries:
                    self.pending.extend(entries)
                    self._save()  # kept here before the file goes: a crash between leaves both (uids: no doubles)
                    taken += len(entries)
                path.unlink(missing_ok=True)
            finally:
                other.release(remove=True)
        return taken

    def __getattr__(self, name: str) -> Any:  # reads and everything else: the store's own
        return getattr(self.store, name)

    def release(self) -> None:
        """Give up this station's spool: the file stays (for the next station) while writes
        wait; its lock goes, so the next station takes it over."""
        self.lock.release(remove=not self.pending)

    def close(self) -> None:
        self.release()
        self.store.close()

    def __enter__(self) -> StationStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- the spool -------------------------------------------------------------------------------
    def _save(self) -> None:
        if self.pending:
            write_atomically(self.spool, json.dumps({"version": SPOOL_VERSION, "pending": self.pending}))
        else:
            try:
                self.spool.unlink()
            except FileNotFoundError:
                pass
        if self.on_change is not None:
            self.on_change(len(self.pending))

    # --- writing ---------------------------------------------------------------------------------
    def _submit(self, entry: dict[str, Any]) -> Any:
        """Write now if nothing waits and the server answers; else keep it. Returns the
        store's answer, or None when kept."""
        if not self.pending:
            try:
                return self._apply(entry)
            except (ServerUnavailable, LoginRefused) as error:
                self.problem = str(error)
        # behind what waits (a round must not reach the server before its session); the
        # window's timer (or the caller) flushes once the server answers again
        self.pending.append(entry)
        self._save()
        return None

    def flush(self) -> int:
        """Write what waits, in order, until the server fails again; returns how many were written."""
        url = getattr(self.store, "url", None)
        if self.pending and url is not None and not server_answers(url):
            return 0  # not even the port answers: no connection attempt to wait for
        written = 0
        while self.pending:
            try:
                self._apply(self.pending[0])
            except (ServerUnavailable, LoginRefused) as error:
                self.problem = str(error)
                break
            self.pending.pop(0)
            written += 1
            self._save()
        if not self.pending:
            self.problem = None
        return written

    def _session_id(self, uid: str) -> int:
        if uid in self._id_of:
            return self._id_of[uid]
        row = self.store.connection.execute("SELECT id FROM sessions WHERE uid = ?", (uid,)).fetchone()
        if row is None:
            raise StoreError(f"session {uid} was never written")
        self._id_of[uid] = row[0]
        return int(row[0])

    def _apply(self, entry: dict[str, Any]) -> Any:
        op = entry["op"]
        if op == "session":
            session_id = self.store.start_session(entry["trainee"], entry["house"], entry["mode"], entry["pack"],
                                                  entry["started"], uid=entry["uid"])
            self._id_of[entry["uid"]] = session_id
            return session_id
        if op == "end":
            self.store.end_session(self._session_id(entry["session"]), entry["ended"])
            return None
        if op == "exam":
            result = record_session_exam(self, entry["class"], entry["trainee"], self._session_id(entry["session"]),
                                         entry["session"], entry["pack"])
            if result is not None and self.on_exam is not None:
                self.on_exam(result)
            return result
        if op == "round":
            return self.store.save_round(
                self._session_id(entry["session"]), entry["scenario"], entry["records"], (),
                started=entry["started"], ended=entry["ended"], seconds=entry["seconds"],
                finished=entry["finished"], uid=entry["uid"],
            )
        if op == "drill":
            session = self._session_id(entry["session"]) if entry.get("session") else None
            return self.store.save_drill_answer(
                entry["trainee"], entry["kind"], entry["house"], entry["stake"], entry["expected"], entry["given"],
                entry["correct"], entry["seconds"], at=entry["at"], session_id=session, uid=entry["uid"],
            )
        raise StoreError(f"unknown entry {op!r} in {self.spool}")

    def _name(self, trainee: Any) -> str:
        if isinstance(trainee, str):
            return trainee
        if isinstance(trainee, int):
            return next(t.name for t in self.store.trainees() if t.id == trainee)
        return str(trainee.name)

    # --- the store's writes, as the recorder calls them -----------------------------------------
    def start_session(self, trainee: Any, house: str, mode: str = "training", pack: str | None = None,
                      started: datetime | str | None = None, uid: str | None = None) -> int:
        uid = uid or str(uuid.uuid4())
        entry = {"op": "session", "uid": uid, "trainee": self._name(trainee), "house": house,
                 "mode": mode, "pack": pack, "started": _stamp(started)}
        if mode == "exam" and pack is not None and getattr(self.store, "is_class_server", False):
            session_id = self._exam_start(entry)
        else:
            session_id = self._submit(entry)
        if session_id is None:  # not on the server yet: a local id until it is
            session_id, self._next_local = self._next_local, self._next_local - 1
        self._uid_of[session_id] = uid
        self._info[session_id] = (mode, pack, self._name(trainee))
        if session_id > 0:
            self._id_of[uid] = session_id
        return session_id

    def _exam_start(self, entry: dict[str, Any]) -> int:
        """An exam starts only while the server answers: the server opens the attempt (it
        may refuse: closed, no attempt left). Once started, an outage is spooled as ever."""
        self.flush()
        if self.pending:
            raise StoreError(f"an exam starts only when the class server answers ({self.problem or 'it does not'}); "
                             "try again when it is back")
        try:
            return int(self._apply(entry))
        except (ServerUnavailable, LoginRefused) as error:
            self.problem = str(error)
            raise StoreError(f"an exam starts only when the class server answers ({error}); "
                             "try again when it is back") from None

    def session_uid(self, session_id: int) -> str:
        return self._uid_of[session_id]

    def end_session(self, session_id: int, ended: datetime | str | None = None) -> None:
        """End the session; an exam session of a class is then scored, now or, when the
        server is away, by the flush that writes its end (the result waits in the spool
        with everything the scoring needs)."""
        uid = self._uid_of[session_id]
        self._submit({"op": "end", "session": uid, "ended": _stamp(ended)})
        mode, pack, trainee = self._info.get(session_id, (None, None, ""))
        if mode == "exam" and pack is not None and self.class_name is not None:
            self._submit({"op": "exam", "session": uid, "class": self.class_name, "trainee": trainee, "pack": pack})

    def save_round(self, session_id: int, scenario: Any, records: Iterable[Any], mistakes: Iterable[Any] = (), *,
                   started: datetime | str, ended: datetime | str, seconds: float | None = None,
                   finished: bool | None = None, uid: str | None = None) -> int | None:
        plain = _records(records, mistakes)
        if finished is None:
            last = plain[-1] if plain else None
            finished = last is not None and last["action"] == "end_round" and last["mistake"] is None
        if seconds is None:
            from trainer.store.values import _aware

            seconds = max(0.0, (_aware(ended) - _aware(started)).total_seconds())
        saved: int | None = self._submit({
            "op": "round", "uid": uid or str(uuid.uuid4()), "session": self._uid_of[session_id],
            "scenario": _scenario_text(scenario), "records": plain, "started": _stamp(started),
            "ended": _stamp(ended), "seconds": float(seconds), "finished": bool(finished),
        })
        return saved

    def save_played_round(self, session_id: int, scenario: Any, round_: Any, started: datetime | str,
                          ended: datetime | str, seconds: float | None = None, uid: str | None = None) -> int | None:
        return self.save_round(session_id, scenario.to_yaml_data(played=round_), round_.history, round_.mistakes,
                               started=started, ended=ended, seconds=seconds, finished=round_.finished, uid=uid)

    def save_drill_answer(self, trainee: Any, kind: str, house: str, stake: Any, expected: Any, given: Any,
                          correct: bool, seconds: float, at: datetime | str | None = None,
                          session_id: int | None = None, uid: str | None = None) -> int | None:
        from trainer.store.values import _money_text

        saved: int | None = self._submit({
            "op": "drill", "uid": uid or str(uuid.uuid4()), "trainee": self._name(trainee), "kind": kind,
            "house": house, "stake": _money_text(stake), "expected": _money_text(expected),
            "given": _money_text(given), "correct": bool(correct), "seconds": float(seconds), "at": _stamp(at),
            "session": self._uid_of[session_id] if session_id is not None else None,
        })
        return saved


def record_session_exam(store: Any, class_name: str, trainee_name: str, session_id: int, session_uid: str,
                        pack: str) -> Any:
    """Score the exam session ``session_id`` against the trainee's latest exam assignment
    of ``pack`` in the class and store the result (keyed on the session's uid, so a second
    try finds the first); None when the pack is no exam assigned to them."""
    from trainer.classroom.classes import ClassError, Classes

    classes = Classes(store)
    try:
        exams = [a for a in classes.assignments(class_name, trainee_name) if a.is_exam and a.pack == pack]
    except ClassError:  # the class is gone meanwhile: nothing to score against
        return None
    trainee = store.find_trainee(trainee_name)
    if not exams or trainee is None:
        return None
    return classes.record_exam(exams[-1], trainee, session_id, uid=f"{session_uid}:exam")


def open_station_store(url: str, folder: Path) -> StationStore:
    """The class database at ``url`` as a station writes it (quick to give up, a spool of
    its own in ``folder``, the station's data folder), for ``trainer quiz --db``."""
    from trainer.store.postgres import PostgresStore

    store = PostgresStore(url, retry_pauses=STATION_RETRY_PAUSES, timeout=STATION_TIMEOUT,
                          max_connections=STATION_CONNECTIONS)
    try:
        return StationStore.for_database(store, folder)
    except BaseException:
        store.close()
        raise
