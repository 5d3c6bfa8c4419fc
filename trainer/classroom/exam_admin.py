"""What the instructor decides about exams, with the owner's login: an exam's terms (closing
date, attempts), one more attempt for a trainee, the word on an attempt marked "faster than
a person", and certificates (given and verified).

Everything here lives in the owner's tables (:mod:`trainer.classroom.exam_records`): a
station's or a trainee's login can neither read nor write any of it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from trainer.classroom.errors import ClassError
from trainer.classroom.exams import ExamResult
from trainer.store.values import _stamp, _time

#: the code's letters: no 0/O or 1/I/L to misread on paper.
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
#: 15 letters of 31: some 74 bits, in three groups of five.
CODE_LENGTH = 15


@dataclass(frozen=True)
class Certificate:
    code: str
    session_id: int
    class_name: str
    trainee: str
    pack: str
    house: str | None
    score: float
    pass_mark: float | None
    passed_at: datetime
    issued: datetime


def _moment(value: Any) -> datetime:
    """A stored time: the server's timestamptz, or ISO text in a SQLite file."""
    moment = value if isinstance(value, datetime) else _time(value)
    assert moment is not None
    return moment.astimezone()


def new_code() -> str:
    """A random verification code such as ``K7QX2-MZ9PA-3TRWE``."""
    letters = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
    return "-".join(letters[i:i + 5] for i in range(0, CODE_LENGTH, 5))


def plain_code(text: str) -> str:
    """A code as typed (any case, spaces or dashes anywhere) in its stored form."""
    letters = "".join(ch for ch in text.upper() if ch.isalnum())
    return "-".join(letters[i:i + 5] for i in range(0, len(letters), 5))


class ExamAdmin:
    """The instructor's exam decisions on one class database (a part of :class:`Classes`)."""

    def __init__(self, classes: Any) -> None:
        self.classes = classes

    def _tables(self, doing: str) -> Any:
        self.classes.require_owner(doing)
        tables = self.classes.exams.tables
        if not tables.ready():
            raise ClassError(f"{doing}: the class database cannot be written (is it opened read-only?)")
        return tables

    def _exam(self, class_name: str | None, trainee: str, pack: str) -> tuple[Any, Any]:
        """(the trainee, their latest exam assignment of ``pack``)."""
        school_class = self.classes.get(class_name)
        person = self.classes.sign_in(school_class.name, trainee)
        exams = [a for a in self.classes.assignments(school_class.name, person.name) if a.is_exam and a.pack == pack]
        if not exams:
            raise ClassError(f"{pack!r} is not assigned to {person.name} as an exam in class {school_class.name!r}")
        return person, exams[-1]

    # --- terms and retakes ---------------------------------------------------------------------
    def set_terms(self, assignment_id: int, until: datetime | None, attempts: int) -> None:
        tables = self._tables("setting an exam's terms")
        tables.write("DELETE FROM exam_terms WHERE assignment_id = ?", (assignment_id,))
        tables.write("INSERT INTO exam_terms (assignment_id, until, attempts) VALUES (?, ?, ?)",
                     (assignment_id, _stamp(until) if until else None, attempts))

    def retake(self, class_name: str | None, trainee: str, pack: str) -> int:
        """Grant one more attempt; returns the attempts the trainee now has in all."""
        tables = self._tables("granting a retake")
        person, exam = self._exam(class_name, trainee, pack)
        tables.write("INSERT INTO exam_retakes (assignment_id, trainee_id, granted) VALUES (?, ?, ?)",
                     (exam.id, person.id, _stamp(None)))
        term = self.classes.exams.terms().get(exam.id)
        granted = self.classes.exams.retakes()[(exam.id, person.id)]
        return int((term.attempts if term else 1) + granted)

    # --- review ----------------------------------------------------------------------------------
    def review(self, class_name: str | None, trainee: str, pack: str, accepted: bool = True) -> ExamResult:
        """The instructor's word on the trainee's latest attempt awaiting review."""
        tables = self._tables("reviewing an exam")
        person, exam = self._exam(class_name, trainee, pack)
        waiting = [e for e in self.classes.exam_results(class_name) if e.trainee == person.name and e.pack == pack
                   and e.fast and e.review is None and e.void is None]
        if not waiting:
            raise ClassError(f"no attempt of {person.name} at {pack!r} awaits review")
        chosen = waiting[-1]
        tables.write("INSERT OR IGNORE INTO exam_reviews (session_id, accepted, at) VALUES (?, ?, ?)",
                     (chosen.id, int(accepted), _stamp(None)))
        reviewed: ExamResult = next(e for e in self.classes.exam_results(class_name) if e.id == chosen.id)
        return reviewed

    # --- certificates ----------------------------------------------------------------------------
    def certificate(self, class_name: str | None, trainee: str, pack: str) -> Certificate:
        """The certificate of the trainee's passed exam (the same code again for the same
        attempt); ClassError when they have not passed it."""
        tables = self._tables("a certificate")
        school_class = self.classes.get(class_name)
        person, exam = self._exam(school_class.name, trainee, pack)
        passed = [e for e in self.classes.exam_results(school_class.name)
                  if e.trainee == person.name and e.pack == pack and e.passed]
        if not passed:
            raise ClassError(f"{person.name} has not passed the exam {pack!r}: no certificate is given")
        result = passed[-1]
        rows = self.classes._rows("SELECT code FROM exam_certificates WHERE session_id = ?", (result.id,))
        if not rows:
            tables.write(
                """INSERT INTO exam_certificates (code, session_id, class_name, trainee, pack, house, score,
                   pass_mark, passed_at, issued) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (new_code(), result.id, school_class.name, person.name, pack, exam.house, result.score,
                 exam.pass_mark, _stamp(result.at), _stamp(None)))
            rows = self.classes._rows("SELECT code FROM exam_certificates WHERE session_id = ?", (result.id,))
        found = self.verify(rows[0][0])
        assert found is not None
        return found

    def verify(self, code: str) -> Certificate | None:
        """The certificate with this code, or None."""
        self._tables("verifying a certificate")
        rows = self.classes._rows(
            """SELECT code, session_id, class_name, trainee, pack, house, score, pass_mark, passed_at, issued
               FROM exam_certificates WHERE code = ?""", (plain_code(code),))
        if not rows:
            return None
        r = rows[0]
        return Certificate(r[0], r[1], r[2], r[3], r[4], r[5], float(r[6]), r[7], _moment(r[8]), _moment(r[9]))
