"""An exam's result, worked out from the record: never a row a station wrote.

An exam attempt is a session in ``exam`` mode on an assigned exam pack. Its result is
made where it is read (``trainer class results``, the Class view, the station after the
exam) from the rounds recorded in that session, each replayed through the checker
(:class:`~trainer.progress.replay.RoundReplay`):

* a round counts as clean when its replay reaches the end without a mistake, whatever
  the station recorded; a round whose replay disagrees with what was recorded (a verdict,
  its end, or it cannot be replayed at all) is *disputed*: counted by the replay's verdict
  (not clean when it cannot be replayed) and marked for the instructor;
* on a class server, the time limit is kept by the server's clock: a round counts only
  when the server received it within the limit (plus :data:`LATE_GRACE` for the last
  write on its way) from when it received the session's start; later ones are *late*;
  the station's own times must fit the limit too (all a SQLite file has);
* a round sent from another address than its session's start is *foreign* (someone
  else's computer wrote into this exam) and does not count.

Rounds never change once written (a station may only add rows), so each round's verdict
is worked out once per :class:`~trainer.classroom.classes.Classes`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from trainer.store import ActionRow
from trainer.store.values import _time


class ExamAssignment(Protocol):
    """What scoring reads of an exam's assignment (:class:`~trainer.classroom.classes.Assignment`)."""

    @property
    def id(self) -> int: ...

    @property
    def pack(self) -> str: ...

    @property
    def minutes(self) -> float | None: ...

    @property
    def pass_mark(self) -> float | None: ...


class ClassRecord(Protocol):
    """What scoring reads of the class database (:class:`~trainer.classroom.classes.Classes`,
    which holds the scoring: named here so that this module does not import it back)."""

    @property
    def on_server(self) -> bool: ...

    def _rows(self, sql: str, params: Any = ()) -> list[tuple[Any, ...]]: ...

#: how long after the limit the server may still receive a round played within it.
LATE_GRACE = timedelta(seconds=15)


@dataclass(frozen=True)
class ExamResult:
    """One exam attempt (a session), scored from its recorded rounds."""

    id: int  # the session's id
    assignment_id: int
    trainee: str
    pack: str
    rounds: int
    clean_rounds: int
    score: float
    passed: bool
    at: datetime
    #: rounds whose replay disagrees with what the station recorded (counted by the replay).
    disputed: int = 0
    #: rounds the server received after the time limit (not counted).
    late: int = 0
    #: rounds written from another address than the session's start (not counted).
    foreign: int = 0
    #: the address the session was started from (a class server), or None.
    station: str | None = None

    @property
    def marks(self) -> list[str]:
        """What the instructor should look at, as short English phrases."""
        found = []
        if self.disputed:
            found.append(f"{self.disputed} round{'s' if self.disputed != 1 else ''} disagree{'s' if self.disputed == 1 else ''} with the replay")
        if self.late:
            found.append(f"{self.late} late round{'s' if self.late != 1 else ''} not counted")
        if self.foreign:
            found.append(f"{self.foreign} round{'s' if self.foreign != 1 else ''} from another computer not counted")
        return found


def _local(value: Any) -> datetime | None:
    """A stored time (ISO text, or the server's timestamptz) in local time."""
    if value is None:
        return None
    moment = value if isinstance(value, datetime) else _time(value)
    return moment.astimezone() if moment is not None else None


def _address(value: Any) -> str | None:
    return None if value is None else str(value)


class ExamScoring:
    """Scores exam sessions of one class database (a part of :class:`Classes`)."""

    def __init__(self, classes: ClassRecord) -> None:
        self.classes = classes
        #: round id -> (clean by its replay, disputed)
        self.verdicts: dict[int, tuple[bool, bool]] = {}

    @property
    def on_server(self) -> bool:
        return self.classes.on_server

    def _receipt(self, alias: str) -> str:
        return f"{alias}.received_at, {alias}.received_from" if self.on_server else "NULL, NULL"

    # --- one round ---------------------------------------------------------------------------
    def _judge(self, round_ids: list[int]) -> None:
        """Replay the rounds not judged yet."""
        from trainer.progress.replay import ReplayError, RoundReplay

        wanted = [i for i in round_ids if i not in self.verdicts]
        if not wanted:
            return
        marks = ", ".join("?" for _ in wanted)
        actions: dict[int, list[ActionRow]] = {i: [] for i in wanted}
        for round_id, step, action, state, mistake, expected in self.classes._rows(
            f"SELECT round_id, step, action, state, mistake, expected FROM actions WHERE round_id IN ({marks}) "
            "ORDER BY round_id, step", wanted,
        ):
            actions[round_id].append(ActionRow(step, action, state, mistake, tuple(json.loads(expected)) if expected else ()))
        for round_id, scenario, finished in self.classes._rows(
            f"SELECT id, scenario, finished FROM rounds WHERE id IN ({marks})", wanted,
        ):
            try:
                replay = RoundReplay(scenario, actions[round_id], f"round {round_id}")
            except ReplayError:
                self.verdicts[round_id] = (False, True)
                continue
            ended = replay.frames[-1].finished
            clean = ended and not replay.mistake_steps
            self.verdicts[round_id] = (clean, bool(replay.diverged) or ended != bool(finished))

    # --- one attempt -------------------------------------------------------------------------
    def score(self, assignment: ExamAssignment, trainee_name: str, session: tuple[Any, ...]) -> ExamResult:
        """The result of one exam session: (id, started, ended, received_at, received_from,
        ended_received_at) as :meth:`sessions` reads it."""
        session_id, started, ended, received, address, ended_received = session
        rows = self.classes._rows(
            f"""SELECT r.id, r.started, r.ended, {self._receipt('r')} FROM rounds r
                WHERE r.session_id = ? ORDER BY r.started, r.id""",
            (session_id,),
        )
        self._judge([row[0] for row in rows])
        counted, late, foreign = [], 0, 0
        first = _time(rows[0][1]) if rows else None
        opened = _local(received)
        for round_id, _round_started, round_ended, round_received, round_address in rows:
            if address is not None and round_address is not None and str(address) != str(round_address):
                foreign += 1
                continue
            if assignment.minutes:
                limit = timedelta(minutes=assignment.minutes)
                if first is not None and _time(round_ended) > first + limit:  # the station's own clock
                    continue
                arrived = _local(round_received)
                if opened is not None and arrived is not None and arrived > opened + limit + LATE_GRACE:
                    late += 1
                    continue
            counted.append(round_id)
        clean = sum(self.verdicts[i][0] for i in counted)
        disputed = sum(self.verdicts[i][1] for i in counted)
        score = clean / len(counted) if counted else 0.0
        last = rows[-1] if rows else (None, None, None, None, None)
        at = (_local(ended_received) or _local(ended) or _local(last[3]) or _local(last[2]) or _local(received)
              or _local(started))
        return ExamResult(
            id=session_id, assignment_id=assignment.id, trainee=trainee_name, pack=assignment.pack,
            rounds=len(counted), clean_rounds=clean, score=score,
            passed=bool(counted) and score >= (assignment.pass_mark or 0), at=at or datetime.now().astimezone(),
            disputed=disputed, late=late, foreign=foreign, station=_address(address),
        )

    def sessions(self, where: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """Exam sessions: (id, trainee_id, pack, started, ended, received_at, received_from,
        ended_received_at)."""
        extra = "s.ended_received_at" if self.on_server else "NULL"
        return self.classes._rows(
            f"""SELECT s.id, s.trainee_id, s.pack, s.started, s.ended, {self._receipt('s')}, {extra}
                FROM sessions s WHERE s.mode = 'exam' AND {where} ORDER BY s.started, s.id""",
            params,
        )

    # --- what the commands and views ask ---------------------------------------------------------
    def result_of(self, assignment: ExamAssignment, trainee: Any, session_id: int | None) -> ExamResult:
        """The result of one session as an attempt at ``assignment`` (the station, when an
        exam ends: it shows the trainee what the instructor will see)."""
        rows = self.sessions("s.id = ?", (session_id,)) if session_id is not None else []
        if not rows:
            now = datetime.now().astimezone()
            return ExamResult(0, assignment.id, trainee.name, assignment.pack, 0, 0, 0.0, False, now)
        s = rows[0]
        return self.score(assignment, trainee.name, (s[0], s[3], s[4], s[5], s[6], s[7]))

    def class_results(self, exams: list[Any], members: dict[int, str]) -> list[ExamResult]:
        """Every finished exam attempt at ``exams`` (the class's exam assignments) of its
        ``members`` (trainee id -> name), oldest first: a session that ended, or whose time
        limit is over (an exam without a limit: once it ended)."""
        if not exams or not members:
            return []
        marks = ", ".join("?" for _ in members)
        now = datetime.now().astimezone()
        found = []
        for session_id, trainee_id, pack, started, ended, received, address, ended_received in self.sessions(
            f"s.trainee_id IN ({marks})", tuple(members),
        ):
            name = members[trainee_id]
            fitting = [a for a in exams if a.pack == pack and a.trainee in (None, name)]
            if not fitting:
                continue
            began = _local(received) or _local(started)
            before = [a for a in fitting if a.created <= began] if began is not None else []
            assignment = (before or fitting)[-1 if before else 0]
            over = assignment.minutes and began is not None and now > began + timedelta(minutes=assignment.minutes) + LATE_GRACE
            if ended is None and not over:
                continue  # still being taken
            found.append(self.score(assignment, name, (session_id, started, ended, received, address, ended_received)))
        return sorted(found, key=lambda e: e.id)  # in the order the sessions began
