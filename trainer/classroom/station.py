"""A station of a class: the store as the table sees it, when the server may go away.

:class:`StationStore` stands where the window's recorder expects a
:class:`~trainer.store.Store`. Every write it is given (a session begun or ended, a round,
a drill answer) goes to the server at once; when the server cannot be reached
(:class:`~trainer.store.postgres.ServerUnavailable`) the write is kept instead:

* in memory, in order, and in a small spool file beside the station's local data,
  rewritten atomically (a temporary file, fsync, rename) after every change, so a
  crash or a power cut of the station loses nothing;
* later writes queue behind it (a round must not reach the server before its session);
* :meth:`flush` (the window calls it every few seconds) writes the queue in order when
  the server answers again, dropping each entry only after its write committed.

Nothing is written twice: every entry carries the uid the store's write is keyed on
(sessions, rounds and drill answers), so an entry written just before a crash and
written again after it finds its first copy. Rounds refer to their session by the
session's uid, not by an id the server has not given yet.

Qt-free; reads (history, trainees) go straight to the store.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from trainer.core.errors import PackError
from trainer.core.outputs import write_text_atomically
from trainer.store import Store, StoreError, _field, _mistake_of, _scenario_text, _stamp
from trainer.store.postgres import ServerUnavailable

SPOOL_VERSION = 1


def spool_path_for(folder: Path, server: str) -> Path:
    """The spool file of one class server in the station's data folder."""
    digest = hashlib.sha1(server.encode("utf-8")).hexdigest()[:12]
    return folder / f"station-spool-{digest}.json"


def write_atomically(path: Path, text: str) -> None:
    """Replace the spool file ``path`` by ``text`` so that a crash leaves the old or the new
    file, never half: through the one atomic writer every output uses
    (:mod:`trainer.core.outputs`), in a data folder made if it is missing."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomically(path, text)
    except (OSError, PackError) as error:  # a full disk: the store's error, said in one line
        raise StoreError(f"cannot keep this station's waiting writes in {path}: {error}") from None


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
        spool: the spool file (:func:`spool_path_for`).
        on_change: called with the number of waiting writes whenever it changes.
    """

    def __init__(self, store: Store, spool: Path, on_change: Callable[[int], None] | None = None) -> None:
        self.store = store
        self.spool = Path(spool)
        self.on_change = on_change
        self.pending: list[dict[str, Any]] = self._load()
        #: session id handed out -> the session's uid (negative ids: not on the server yet).
        self._uid_of: dict[int, str] = {}
        self._id_of: dict[str, int] = {}
        self._next_local = -1
        #: the last reason the server was not reached, for the status line.
        self.problem: str | None = None
        #: session id -> (mode, pack), for on_session_end.
        self._info: dict[int, tuple[str, str | None]] = {}
        #: called with (session id on the server, mode, pack) when a session's end was written.
        self.on_session_end: Callable[[int, str, str | None], None] | None = None

    def __getattr__(self, name: str) -> Any:  # reads and everything else: the store's own
        return getattr(self.store, name)

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> "StationStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- the spool -------------------------------------------------------------------------------
    def _load(self) -> list[dict[str, Any]]:
        try:
            data = json.loads(self.spool.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as error:
            raise StoreError(f"cannot read this station's waiting writes in {self.spool}: {error}") from None
        if not isinstance(data, dict) or data.get("version") != SPOOL_VERSION or not isinstance(data.get("pending"), list):
            raise StoreError(f"{self.spool} is not a spool file of this trainer")
        return data["pending"]

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
            except ServerUnavailable as error:
                self.problem = str(error)
        # behind what waits (a round must not reach the server before its session); the
        # window's timer (or the caller) flushes once the server answers again
        self.pending.append(entry)
        self._save()
        return None

    def flush(self) -> int:
        """Write what waits, in order, until the server fails again; returns how many were written."""
        written = 0
        while self.pending:
            try:
                self._apply(self.pending[0])
            except ServerUnavailable as error:
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
        return row[0]

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
        return trainee.name

    # --- the store's writes, as the recorder calls them -----------------------------------------
    def start_session(self, trainee: Any, house: str, mode: str = "training", pack: str | None = None,
                      started: datetime | str | None = None, uid: str | None = None) -> int:
        uid = uid or str(uuid.uuid4())
        session_id = self._submit({"op": "session", "uid": uid, "trainee": self._name(trainee), "house": house,
                                   "mode": mode, "pack": pack, "started": _stamp(started)})
        if session_id is None:  # not on the server yet: a local id until it is
            session_id, self._next_local = self._next_local, self._next_local - 1
        self._uid_of[session_id] = uid
        self._info[session_id] = (mode, pack)
        if session_id > 0:
            self._id_of[uid] = session_id
        return session_id

    def session_uid(self, session_id: int) -> str:
        return self._uid_of[session_id]

    def end_session(self, session_id: int, ended: datetime | str | None = None) -> None:
        uid = self._uid_of[session_id]
        self._submit({"op": "end", "session": uid, "ended": _stamp(ended)})
        if self.on_session_end is not None and not self.pending and session_id in self._info:
            self.on_session_end(self._id_of[uid], *self._info[session_id])

    def save_round(self, session_id: int, scenario: Any, records: Iterable[Any], mistakes: Iterable[Any] = (), *,
                   started: datetime | str, ended: datetime | str, seconds: float | None = None,
                   finished: bool | None = None, uid: str | None = None) -> int | None:
        plain = _records(records, mistakes)
        if finished is None:
            last = plain[-1] if plain else None
            finished = last is not None and last["action"] == "end_round" and last["mistake"] is None
        if seconds is None:
            from trainer.store import _aware

            seconds = max(0.0, (_aware(ended) - _aware(started)).total_seconds())
        return self._submit({
            "op": "round", "uid": uid or str(uuid.uuid4()), "session": self._uid_of[session_id],
            "scenario": _scenario_text(scenario), "records": plain, "started": _stamp(started),
            "ended": _stamp(ended), "seconds": float(seconds), "finished": bool(finished),
        })

    def save_played_round(self, session_id: int, scenario: Any, round_: Any, started: datetime | str,
                          ended: datetime | str, seconds: float | None = None, uid: str | None = None) -> int | None:
        return self.save_round(session_id, scenario.to_yaml_data(played=round_), round_.history, round_.mistakes,
                               started=started, ended=ended, seconds=seconds, finished=round_.finished, uid=uid)

    def save_drill_answer(self, trainee: Any, kind: str, house: str, stake: Any, expected: Any, given: Any,
                          correct: bool, seconds: float, at: datetime | str | None = None,
                          session_id: int | None = None, uid: str | None = None) -> int | None:
        from trainer.store import _money_text

        return self._submit({
            "op": "drill", "uid": uid or str(uuid.uuid4()), "trainee": self._name(trainee), "kind": kind,
            "house": house, "stake": _money_text(stake), "expected": _money_text(expected),
            "given": _money_text(given), "correct": bool(correct), "seconds": float(seconds), "at": _stamp(at),
            "session": self._uid_of[session_id] if session_id is not None else None,
        })
