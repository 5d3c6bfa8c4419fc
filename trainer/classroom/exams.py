"""An exam's result, worked out from the record: never a row a station wrote.

An exam attempt is a session in ``exam`` mode on an assigned exam pack (on a class server,
one the server opened: :mod:`trainer.store.pg_exams`). It is scored against the pack's
blueprint (:mod:`trainer.classroom.exam_blueprint`), every scenario of the pack in order:

* each round is replayed through the checker once (:mod:`trainer.classroom.exam_records`
  keeps the verdict): clean when the replay reaches the end without a mistake; a round
  whose replay disagrees with what was recorded is *disputed* (counted by the replay);
* a round of the next scenarios of the pack takes that scenario's place (one skipped is
  not played: failed); a round of any other scenario, or one played again, counts for
  nothing and is marked;
* the time limit is kept by the server's clock (a round received later than the limit
  plus :data:`LATE_GRACE` after the session's start is *late*); the station's own times
  must fit it too (all a SQLite file has); a round sent from another address than the
  session's start is *foreign*; neither counts;
* a round received sooner than :data:`PACE_FLOOR` per dealer action after the one before
  is *faster than a person*: an attempt reaching its mark with one is "to review" until
  the instructor accepts it (:mod:`trainer.classroom.exam_admin`).

The score is clean rounds over the pack's rounds. docs/exams.md says it for people.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any, Protocol

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


#: the least time a person takes for one dealer action, in seconds: a round recorded faster
#: than this per action is marked "faster than a person" (docs/class-trust.md, *Pace*).
PACE_FLOOR = 0.3
#: attempts an exam allows when the instructor gave no number (``class assign --attempts``).
DEFAULT_ATTEMPTS = 1


@dataclass(frozen=True)
class ExamRound:
    """One scenario of the exam's pack in an attempt: how it went (not played: failed)."""

    slot: int  # its place in the pack, from 0
    scenario: str  # the scenario's id in the pack
    played: bool
    clean: bool
    #: the round's time as the station measured it (None: not played).
    seconds: float | None = None
    #: played faster than a person can (:data:`PACE_FLOOR` per dealer action).
    fast: bool = False


@dataclass(frozen=True)
class ExamResult:
    """One exam attempt (a session), scored against its pack's blueprint."""

    id: int  # the session's id
    assignment_id: int
    trainee: str
    pack: str
    #: the pack's rounds: the score's denominator, whatever was played.
    rounds: int
    clean_rounds: int
    score: float
    #: the pass mark reached, and no round faster than a person (or the instructor accepted them).
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
    #: the pack's scenarios played (each counted once, in the pack's order).
    played: int = 0
    #: rounds of a scenario that is not the next of the pack's (another one, or one again): not counted.
    other: int = 0
    #: rounds played faster than a person can.
    fast: int = 0
    #: the instructor's word on the fast rounds: "accepted", "rejected" or None.
    review: str | None = None
    pass_mark: float | None = None
    minutes: float | None = None
    house: str | None = None
    #: each scenario of the pack, in order.
    detail: tuple[ExamRound, ...] = ()
    #: the attempt's number for this trainee and exam (1: the first).
    attempt: int = 1
    #: why the attempt counts for nothing ("after the exam closed", "beyond the attempts allowed"), or None.
    void: str | None = None
    #: why the pack could not be read to score it (None: it could).
    problem: str | None = None

    @property
    def reached_mark(self) -> bool:
        return self.rounds > 0 and self.void is None and self.score >= (self.pass_mark or 0)

    @property
    def to_review(self) -> bool:
        """The pass mark reached with rounds faster than a person: the instructor decides."""
        return self.reached_mark and self.fast > 0 and self.review is None

    @property
    def verdict(self) -> str:
        """``passed``, ``failed`` or ``to review``."""
        return "passed" if self.passed else "to review" if self.to_review else "failed"

    @property
    def marked(self) -> int:
        """Rounds marked for the instructor (disputed, foreign, another scenario, too fast)."""
        return self.disputed + self.foreign + self.other + self.fast

    @property
    def marks(self) -> list[str]:
        """What the instructor should look at, as short English phrases."""
        def rounds(n: int) -> str:
            return f"{n} round{'s' if n != 1 else ''}"

        found = []
        if self.void:
            found.append(f"not counted: {self.void}")
        if self.problem:
            found.append(f"the pack cannot be read: {self.problem}")
        if self.disputed:
            found.append(f"{rounds(self.disputed)} disagree{'s' if self.disputed == 1 else ''} with the replay")
        if self.late:
            found.append(f"{self.late} late round{'s' if self.late != 1 else ''} not counted")
        if self.foreign:
            found.append(f"{rounds(self.foreign)} from another computer not counted")
        if self.other:
            found.append(f"{rounds(self.other)} of another scenario not counted")
        if self.fast:
            found.append(f"{rounds(self.fast)} faster than a person"
                         + (" (accepted)" if self.review == "accepted" else " (rejected)" if self.review == "rejected" else ""))
        return found


def _local(value: Any) -> datetime | None:
    """A stored time (ISO text, or the server's timestamptz) in local time."""
    if value is None:
        return None
    moment = value if isinstance(value, datetime) else _time(value)
    return moment.astimezone() if moment is not None else None


def _address(value: Any) -> str | None:
    return None if value is None else str(value)


@dataclass(frozen=True)
class ExamTerms:
    """When an exam closes and how many attempts it allows one trainee."""

    until: datetime | None = None
    attempts: int = DEFAULT_ATTEMPTS


class ExamScoring:
    """Scores exam sessions of one class database (a part of :class:`Classes`)."""

    def __init__(self, classes: ClassRecord) -> None:
        from trainer.classroom.exam_records import OwnerTables, RoundVerdicts

        self.classes = classes
        self.tables = OwnerTables(classes)  # type: ignore[arg-type]
        self.verdicts = RoundVerdicts(classes, self.tables)  # type: ignore[arg-type]

    @property
    def on_server(self) -> bool:
        return self.classes.on_server

    def _receipt(self, alias: str) -> str:
        return f"{alias}.received_at, {alias}.received_from" if self.on_server else "NULL, NULL"

    # --- what only the owner keeps ---------------------------------------------------------------
    def reviews(self) -> dict[int, str]:
        """session id -> the instructor's word on its fast rounds."""
        if not self.tables.ready():
            return {}
        return {s: ("accepted" if a else "rejected") for s, a in self.classes._rows("SELECT session_id, accepted FROM exam_reviews")}

    def terms(self) -> dict[int, ExamTerms]:
        """assignment id -> its terms (an exam without a row: no closing date, one attempt)."""
        if not self.tables.ready():
            return {}
        return {a: ExamTerms(_local(u), int(n)) for a, u, n in self.classes._rows("SELECT assignment_id, until, attempts FROM exam_terms")}

    def retakes(self) -> Counter[tuple[int, int]]:
        """(assignment id, trainee id) -> further attempts granted."""
        if not self.tables.ready():
            return Counter()
        return Counter({(a, t): n for a, t, n in self.classes._rows(
            "SELECT assignment_id, trainee_id, COUNT(*) FROM exam_retakes GROUP BY assignment_id, trainee_id")})

    def opened(self, members: dict[int, str]) -> tuple[set[int], set[int]]:
        """(the exam sessions the server opened, the members who sign in with a login of their
        own): on a class server, such a trainee's exam session the server did not open is no
        attempt (written straight into the table, or by an older trainer)."""
        if not self.on_server or not self.tables.ready():
            return set(), set()
        sessions = {s for (s,) in self.classes._rows("SELECT session_id FROM exam_attempts")}
        logins = {t for (t,) in self.classes._rows("SELECT id FROM trainees WHERE login IS NOT NULL") if t in members}
        return sessions, logins

    # --- one attempt -------------------------------------------------------------------------
    def score(self, assignment: ExamAssignment, trainee_name: str, session: tuple[Any, ...], *, review: str | None = None,
              attempt: int = 1, void: str | None = None) -> ExamResult:
        """The result of one exam session: (id, started, ended, received_at, received_from,
        ended_received_at) as :meth:`sessions` reads it, scored against the pack's blueprint."""
        from trainer.classroom.exam_blueprint import blueprint_of

        session_id, started, ended, received, address, ended_received = session
        blueprint = blueprint_of(assignment.pack)
        rows = self.classes._rows(
            f"""SELECT r.id, r.started, r.ended, r.seconds, {self._receipt('r')} FROM rounds r
                WHERE r.session_id = ? ORDER BY r.id""",
            (session_id,),
        )
        verdicts = self.verdicts.of_session(blueprint, session_id, [row[0] for row in rows])
        filled: dict[int, ExamRound] = {}
        late = foreign = other = disputed = 0
        first = _time(rows[0][1]) if rows else None
        opened = _local(received)
        limit = timedelta(minutes=assignment.minutes) if assignment.minutes else None
        previous = opened
        for round_id, round_started, round_ended, seconds, round_received, round_address in rows:
            receipt = _local(round_received)
            gap = (receipt - previous).total_seconds() if receipt is not None and previous is not None else None
            previous = receipt or previous
            if address is not None and round_address is not None and str(address) != str(round_address):
                foreign += 1
                continue
            if limit is not None and (
                    (first is not None and _time(round_ended) > first + limit)  # the station's own clock
                    or (opened is not None and receipt is not None and receipt > opened + limit + LATE_GRACE)):
                late += 1
                continue
            verdict = verdicts[round_id]
            if verdict.slot is None or verdict.slot in filled or (filled and verdict.slot < max(filled)):
                other += 1
                continue
            took = float(seconds) if seconds is not None else max(0.0, (_time(round_ended) - _time(round_started)).total_seconds())
            # the server's receipts when there are any: a station's clock can be set to anything
            fast = (gap if gap is not None else took) < PACE_FLOOR * max(verdict.actions, 1)
            filled[verdict.slot] = ExamRound(verdict.slot, blueprint.slots[verdict.slot].id, True, verdict.clean, took, fast)
            disputed += verdict.disputed
        detail = tuple(filled.get(i) or ExamRound(i, slot.id, False, False) for i, slot in enumerate(blueprint.slots))
        clean = sum(r.clean for r in filled.values())
        fast = sum(r.fast for r in filled.values())
        score = clean / len(detail) if detail else 0.0
        last = rows[-1] if rows else (None, None, None, None, None, None)
        at = (_local(ended_received) or _local(ended) or _local(last[4]) or _local(last[2]) or _local(received)
              or _local(started))
        result = ExamResult(
            id=session_id, assignment_id=assignment.id, trainee=trainee_name, pack=assignment.pack,
            rounds=len(detail), clean_rounds=clean, score=score, passed=False, at=at or datetime.now().astimezone(),
            disputed=disputed, late=late, foreign=foreign, station=_address(address), played=len(filled), other=other,
            fast=fast, review=review, pass_mark=assignment.pass_mark, minutes=assignment.minutes,
            house=getattr(assignment, "house", None), detail=detail, attempt=attempt, void=void,
            problem=blueprint.problem,
        )
        passed = result.reached_mark and (fast == 0 or review == "accepted")
        return replace(result, passed=passed)

    def sessions(self, where: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """Exam sessions: (id, trainee_id, pack, started, ended, received_at, received_from,
        ended_received_at)."""
        extra = "s.ended_received_at" if self.on_server else "NULL"
        return self.classes._rows(
            f"""SELECT s.id, s.trainee_id, s.pack, s.started, s.ended, {self._receipt('s')}, {extra}
                FROM sessions s WHERE s.mode = 'exam' AND {where} ORDER BY s.id""",
            params,
        )

    # --- what the commands and views ask ---------------------------------------------------------
    def result_of(self, assignment: ExamAssignment, trainee: Any, session_id: int | None) -> ExamResult:
        """The result of one session as an attempt at ``assignment`` (the station, when an
        exam ends: it shows the trainee what the instructor will see)."""
        rows = self.sessions("s.id = ?", (session_id,)) if session_id is not None else []
        if not rows:
            now = datetime.now().astimezone()
            return ExamResult(0, assignment.id, trainee.name, assignment.pack, 0, 0, 0.0, False, now,
                              pass_mark=assignment.pass_mark, minutes=assignment.minutes)
        s = rows[0]
        return self.score(assignment, trainee.name, (s[0], s[3], s[4], s[5], s[6], s[7]),
                          review=self.reviews().get(s[0]))

    def attempts(self, exams: list[Any], members: dict[int, str]) -> list[tuple[Any, int, tuple, int, str | None]]:
        """Every exam attempt of ``members`` (trainee id -> name) at ``exams``, oldest first:
        (assignment, trainee id, session row, attempt number, why it counts for nothing).
        A session begun before its exam was assigned is no attempt at it."""
        if not exams or not members:
            return []
        marks = ", ".join("?" for _ in members)
        terms, granted = self.terms(), self.retakes()
        opened, signing = self.opened(members)
        taken: Counter[tuple[int, int]] = Counter()
        found = []
        for row in self.sessions(f"s.trainee_id IN ({marks})", tuple(members)):
            session_id, trainee_id, pack, started, ended, received, address, ended_received = row
            name = members[trainee_id]
            began = _local(received) or _local(started)
            fitting = [a for a in exams if a.pack == pack and a.trainee in (None, name)
                       and began is not None and a.created <= began]
            if not fitting:
                continue  # before the exam was assigned (or no exam of this pack): no attempt
            assignment = fitting[-1]
            key = (assignment.id, trainee_id)
            taken[key] += 1
            term = terms.get(assignment.id, ExamTerms())
            void = None
            if trainee_id in signing and session_id not in opened:
                void = "not opened by the class server"
            elif term.until is not None and began is not None and began > term.until:
                void = "after the exam closed"
            elif taken[key] > term.attempts + granted[key]:
                void = "beyond the attempts allowed"
            found.append((assignment, trainee_id, row, taken[key], void))
        return found

    def class_results(self, exams: list[Any], members: dict[int, str]) -> list[ExamResult]:
        """Every finished exam attempt at ``exams`` (the class's exam assignments) of its
        ``members`` (trainee id -> name), oldest first: a session that ended, or whose time
        limit is over (an exam without a limit: once it ended)."""
        now = datetime.now().astimezone()
        reviews = self.reviews() if exams and members else {}
        found = []
        for assignment, trainee_id, row, number, void in self.attempts(exams, members):
            session_id, _, _, started, ended, received, address, ended_received = row
            began = _local(received) or _local(started)
            over = assignment.minutes and began is not None and now > began + timedelta(minutes=assignment.minutes) + LATE_GRACE
            if ended is None and not over:
                continue  # still being taken
            found.append(self.score(assignment, members[trainee_id], (session_id, started, ended, received, address, ended_received),
                                    review=reviews.get(session_id), attempt=number, void=void))
        return sorted(found, key=lambda e: e.id)  # in the order the sessions began
