"""Classes: a group of trainees, their instructor's PIN, assignments and exam results.

Qt-free, on either backend of :class:`~trainer.store.Store` (a class normally lives on the
PostgreSQL server; a SQLite file works too, for one computer or the tests).

* On a class server each trainee has a login of their own (:meth:`Classes.add_login`,
  :mod:`trainer.store.pg_logins`): the login is the trainee, and the server shows it only
  its own rows (docs/class-trust.md). The instructor's commands need the owner's login;
  the PIN guards nothing there and is not asked.
* In a SQLite file (one computer) a trainee signs in with the class and their name, and
  the instructor's view is guarded by the PIN given when the class is made: only a salted
  ``scrypt`` hash of it is stored, compared here in constant time.
* An assignment is a pack for the whole class or for one trainee; with a pass mark (the
  share of rounds played to the end without a mistake) and a time limit it is an exam.
  Its results are worked out from the recorded rounds (:mod:`trainer.classroom.exams`),
  never read from a row a station wrote.
* :meth:`Classes.overview` is what the instructor's view and ``trainer class --json``
  show: per trainee today's rounds, accuracy, time per action, drill answers, the
  current pack and round, the last mistake; and the class's weakest procedure points.
  It reads only the day's rows (and, for one trainee who just wrote, only theirs).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, timedelta
from typing import Any, TypeVar

from trainer.classroom.errors import ClassError, OwnerOnly, WrongPin
from trainer.classroom.exams import ExamResult, ExamScoring
from trainer.store import POINT_OF_CODE, PROCEDURE_POINTS, Store, Trainee, UnknownTrainee
from trainer.store.values import _stamp, _time

T = TypeVar("T")

#: scrypt's cost: 16 MiB and well under a second on a school PC, per PIN check.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
MIN_PIN_LENGTH = 4
#: the PBKDF2 hashes the first class-server layer kept (still read: an upgraded file).
PIN_PREFIX, PIN_ROUNDS = "pbkdf2_sha256", 50_000


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """``scrypt$N$r$p$salt$hash`` (hex) for a PIN; a new random salt unless given."""
    salt = secrets.token_bytes(16) if salt is None else salt
    digest = hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=32)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


def server_hash_pin(pin: str, salt: bytes | None = None, rounds: int = PIN_ROUNDS) -> str:
    """``pbkdf2_sha256$rounds$salt$hash`` (hex): the kind a class server checks itself."""
    salt = secrets.token_bytes(16) if salt is None else salt
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, rounds, dklen=32)
    return f"{PIN_PREFIX}${rounds}${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    try:
        kind, *fields = stored.split("$")
        if kind == PIN_PREFIX:
            rounds, salt, digest = fields
            again = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), bytes.fromhex(salt), int(rounds), dklen=32)
        elif kind == "scrypt":
            n, r, p, salt, digest = fields
            again = hashlib.scrypt(pin.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p), dklen=32)
        else:
            return False
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(again.hex(), digest)


@dataclass(frozen=True)
class SchoolClass:
    id: int
    name: str
    created: datetime


@dataclass(frozen=True)
class Assignment:
    id: int
    class_id: int
    trainee: str | None  # None: the whole class
    pack: str
    house: str | None
    pass_mark: float | None
    minutes: float | None
    created: datetime

    @property
    def is_exam(self) -> bool:
        return self.pass_mark is not None

    def describe(self) -> str:
        """``basics`` or ``basics (exam: pass 80%, 20 min)``."""
        if not self.is_exam:
            return self.pack
        limit = f", {self.minutes:g} min" if self.minutes else ""
        return f"{self.pack} (exam: pass {self.pass_mark:.0%}{limit})"


@dataclass
class TraineeToday:
    """One row of the instructor's view."""

    id: int
    name: str
    rounds: int = 0
    clean_rounds: int = 0
    actions: int = 0
    mistakes: int = 0
    seconds: float = 0.0
    drill_answers: int = 0
    drill_correct: int = 0
    pack: str | None = None
    house: str | None = None
    mode: str | None = None
    #: rounds played in the current (latest) session: the round they are on is this + 1.
    session_rounds: int = 0
    last_active: str | None = None
    last_mistake: dict[str, Any] | None = None
    #: procedure point id -> mistakes today.
    points: dict[str, int] = field(default_factory=dict)

    @property
    def accuracy(self) -> float | None:
        return (self.actions - self.mistakes) / self.actions if self.actions else None

    @property
    def seconds_per_action(self) -> float | None:
        return self.seconds / self.actions if self.actions else None

    @property
    def drill_accuracy(self) -> float | None:
        return self.drill_correct / self.drill_answers if self.drill_answers else None

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("id")
        data.update(
            accuracy=_rounded(self.accuracy), seconds_per_action=_rounded(self.seconds_per_action),
            drill_accuracy=_rounded(self.drill_accuracy), seconds=round(self.seconds, 1),
        )
        return data


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


@dataclass
class ClassOverview:
    school_class: SchoolClass
    day: date
    trainees: list[TraineeToday]
    #: (point id, label, mistakes, trainees with a mistake there), the most mistakes first.
    weakest_points: list[tuple[str, str, int, int]]
    assignments: list[Assignment]
    exams: list[ExamResult]

    def to_json(self) -> dict[str, Any]:
        return {
            "class": self.school_class.name,
            "day": self.day.isoformat(),
            "trainees": [t.to_json() for t in self.trainees],
            "weakest_points": [
                {"id": pid, "label": label, "mistakes": n, "trainees": who} for pid, label, n, who in self.weakest_points
            ],
            "assignments": [
                {"pack": a.pack, "house": a.house, "trainee": a.trainee, "pass_mark": a.pass_mark, "minutes": a.minutes}
                for a in self.assignments
            ],
            "exams": [exam_json(e) for e in self.exams],
        }


def exam_json(e: ExamResult) -> dict[str, Any]:
    """One exam attempt as ``trainer class --json`` and the Class view show it."""
    return {
        "trainee": e.trainee, "pack": e.pack, "attempt": e.attempt, "rounds": e.rounds, "played": e.played,
        "clean_rounds": e.clean_rounds, "score": round(e.score, 3), "pass_mark": e.pass_mark, "minutes": e.minutes,
        "passed": e.passed, "verdict": e.verdict, "awaiting_review": e.to_review, "at": e.at.isoformat(),
        "disputed_rounds": e.disputed, "late_rounds": e.late, "foreign_rounds": e.foreign,
        "other_scenario_rounds": e.other, "fast_rounds": e.fast, "marked_rounds": e.marked, "review": e.review,
        "void": e.void, "station": e.station,
        "each_round": [{"scenario": r.scenario, "played": r.played, "clean": r.clean,
                        "seconds": None if r.seconds is None else round(r.seconds, 1), "fast": r.fast}
                       for r in e.detail],
    }


class Classes:
    """The classes in one progress database."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.exams = ExamScoring(self)
        from trainer.classroom.exam_admin import ExamAdmin

        #: the instructor's exam decisions: terms, retakes, reviews, certificates.
        self.admin = ExamAdmin(self)

    @property
    def on_server(self) -> bool:
        """A class server (PostgreSQL), where each trainee has a login and the server stamps each row."""
        return bool(getattr(self.store, "is_class_server", False))

    @property
    def owner(self) -> bool:
        """Whether the store's login is the class database's owner (a SQLite file: always;
        whoever can read the file can read it all)."""
        return bool(getattr(self.store, "owner", True))

    def require_owner(self, doing: str) -> None:
        if not self.owner:
            raise OwnerOnly(
                f"{doing} needs the class database's owner login (the instructor's --db); "
                "a trainee's login may only add and read the trainee's own record")

    # --- writing: one transaction, retried whole on a server, NOTIFY for the trainee ----------
    def _transaction(self, body: Callable[[Any], T], trainee_id: int | None = None) -> T:
        def run() -> T:
            with self.store._write() as conn:
                touch = getattr(self.store, "_touch", None)
                if touch is not None and trainee_id is not None:
                    touch(trainee_id)
                return body(conn)

        retrying = getattr(self.store, "_retrying", None)
        return retrying(run) if retrying is not None else run()

    def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return self.store.connection.execute(sql, tuple(params)).fetchall()

    # --- classes -------------------------------------------------------------------------------
    def create(self, name: str, pin: str | None = None) -> SchoolClass:
        """A new class; its PIN guards the instructor's view in a SQLite file (on a class
        server the owner's login does, and a PIN given is kept but never asked)."""
        name = " ".join(name.split())
        if not name:
            raise ClassError("a class needs a name")
        if pin is None and not self.on_server:
            raise ClassError("a class in a progress file needs the instructor's PIN (--pin)")
        if pin is not None and (len(pin) < MIN_PIN_LENGTH or not pin.isdigit()):
            raise ClassError(f"the instructor's PIN must be at least {MIN_PIN_LENGTH} digits")
        self.require_owner("making a class")
        if self.find(name) is not None:
            raise ClassError(f"there is already a class named {name!r}")
        pin_hash = "none" if pin is None else hash_pin(pin)
        self._transaction(
            lambda conn: conn.execute(
                "INSERT INTO classes (name, pin_hash, created) VALUES (?, ?, ?)", (name, pin_hash, _stamp(None))
            )
        )
        found = self.find(name)
        assert found is not None
        return found

    def find(self, name: str) -> SchoolClass | None:
        rows = self._rows("SELECT id, name, created FROM classes WHERE name = ?", (" ".join(name.split()),))
        return SchoolClass(rows[0][0], rows[0][1], _time(rows[0][2])) if rows else None

    def get(self, name: str | None) -> SchoolClass:
        """The class of that name; with None, the only class there is."""
        if name is None:
            every = self.all()
            if len(every) == 1:
                return every[0]
            known = ", ".join(c.name for c in every) or "none yet: trainer class create NAME --pin PIN"
            raise ClassError(f"name the class with --class (classes: {known})")
        found = self.find(name)
        if found is None:
            known = ", ".join(c.name for c in self.all()) or "none yet"
            raise ClassError(f"no class named {name!r} (classes: {known})")
        return found

    def all(self) -> list[SchoolClass]:
        return [SchoolClass(i, n, _time(c)) for i, n, c in self._rows("SELECT id, name, created FROM classes ORDER BY name")]

    def check_pin(self, class_name: str | None, pin: str | None) -> SchoolClass:
        """The class, for what only its instructor may do. In a SQLite file: if ``pin`` is
        its instructor's PIN, else :class:`WrongPin`. On a class server the server decides
        by the login: the owner's opens it whatever the PIN, any other login is refused."""
        if self.on_server:
            self.require_owner("this")
            return self.get(class_name)
        school_class = self.get(class_name)
        [(stored,)] = self._rows("SELECT pin_hash FROM classes WHERE id = ?", (school_class.id,))
        if pin is None:
            raise ClassError(f"this needs the instructor's PIN of class {school_class.name!r} (--pin PIN)")
        if not pin_matches(pin, stored):
            raise WrongPin(f"wrong instructor PIN for class {school_class.name!r}")
        return school_class

    # --- trainees ------------------------------------------------------------------------------
    def add_trainee(self, class_name: str | None, trainee_name: str) -> Trainee:
        self.require_owner("putting trainees on a class list")
        school_class = self.get(class_name)
        trainee = self.store.trainee(trainee_name)
        self._transaction(
            lambda conn: conn.execute(
                "INSERT OR IGNORE INTO class_trainees (class_id, trainee_id) VALUES (?, ?)", (school_class.id, trainee.id)
            ),
            trainee.id,
        )
        return trainee

    def add_login(self, class_name: str | None, trainee_name: str) -> tuple[Trainee, str, str]:
        """A class server's trainee on the class list with a login of their own: (trainee,
        login, password), the password said once. A trainee who has a login keeps it
        (:class:`~trainer.store.pg_logins.LoginError`: ``new_password`` gives a new one)."""
        from trainer.store.pg_logins import add_login

        trainee = self.add_trainee(class_name, trainee_name)
        login, password = add_login(self.store, trainee.id, trainee.name)
        return trainee, login, password

    def new_password(self, class_name: str | None, trainee_name: str) -> tuple[Trainee, str, str]:
        """A new password for a trainee of the class (a login made when the class came
        from an older release): (trainee, login, password)."""
        from trainer.store.pg_logins import new_password

        self.require_owner("giving a trainee a new password")
        trainee = self.sign_in(class_name, trainee_name)
        login, password = new_password(self.store, trainee.id, trainee.name)
        return trainee, login, password

    def trainees(self, class_name: str | None) -> list[Trainee]:
        school_class = self.get(class_name)
        return [
            Trainee(i, n, _time(c))
            for i, n, c in self._rows(
                """SELECT t.id, t.name, t.created FROM trainees t
                   JOIN class_trainees ct ON ct.trainee_id = t.id WHERE ct.class_id = ? ORDER BY t.name""",
                (school_class.id,),
            )
        ]

    def sign_in(self, class_name: str | None, trainee_name: str) -> Trainee:
        """The trainee, if on the class list (a station's sign-in: class and name)."""
        school_class = self.get(class_name)
        name = " ".join(trainee_name.split())
        for trainee in self.trainees(school_class.name):
            if trainee == self.store.find_trainee(name):
                return trainee
        known = ", ".join(t.name for t in self.trainees(school_class.name)) or "nobody yet"
        raise ClassError(f"{name!r} is not on the list of class {school_class.name!r} (the list: {known})")

    # --- assignments and exams -----------------------------------------------------------------
    def assign(
        self, class_name: str | None, pack: str, *, trainee: str | None = None, house: str | None = None,
        pass_mark: float | None = None, minutes: float | None = None, until: datetime | None = None,
        attempts: int | None = None,
    ) -> Assignment:
        """Assign ``pack`` to the class (or to one trainee on its list); an exam with a pass
        mark, open ``until`` a time (default: for good) for ``attempts`` (default 1)."""
        self.require_owner("assigning a pack")
        school_class = self.get(class_name)
        if pass_mark is not None and not 0 <= pass_mark <= 1:
            raise ClassError("the pass mark is a share between 0 and 1 (0.8 for 80%)")
        if minutes is not None and minutes <= 0:
            raise ClassError("the time limit must be more than 0 minutes")
        if minutes is not None and pass_mark is None:
            raise ClassError("a time limit belongs to an exam: give a pass mark too")
        if (until is not None or attempts is not None) and pass_mark is None:
            raise ClassError("a closing date and attempts belong to an exam: give a pass mark too")
        if attempts is not None and attempts < 1:
            raise ClassError("an exam allows at least 1 attempt")
        trainee_id = self.sign_in(school_class.name, trainee).id if trainee else None
        new_id = self._transaction(
            lambda conn: conn.execute(
                """INSERT INTO assignments (class_id, trainee_id, pack, house, pass_mark, minutes, created)
                   VALUES (?, ?, ?, ?, ?, ?, ?)""",
                (school_class.id, trainee_id, pack, house, pass_mark, minutes, _stamp(None)),
            ).lastrowid,
            trainee_id,
        )
        if pass_mark is not None:
            self.exams.tables.ready()  # on a server: the function that opens its attempts
        if until is not None or attempts is not None:
            from trainer.classroom.exams import DEFAULT_ATTEMPTS

            self.admin.set_terms(new_id, until, attempts or DEFAULT_ATTEMPTS)
        return next(a for a in self.assignments(school_class.name) if a.id == new_id)

    def assignments(self, class_name: str | None, trainee: str | None = None) -> list[Assignment]:
        """The class's assignments (with ``trainee``: the class-wide ones and theirs), oldest first."""
        school_class = self.get(class_name)
        rows = self._rows(
            """SELECT a.id, a.class_id, t.name, a.pack, a.house, a.pass_mark, a.minutes, a.created
               FROM assignments a LEFT JOIN trainees t ON t.id = a.trainee_id
               WHERE a.class_id = ? ORDER BY a.created, a.id""",
            (school_class.id,),
        )
        found = [Assignment(r[0], r[1], r[2], r[3], r[4], r[5], r[6], _time(r[7])) for r in rows]
        if trainee is not None:
            wanted = self.store.find_trainee(trainee)
            found = [a for a in found if a.trainee is None or (wanted is not None and a.trainee == wanted.name)]
        return found

    def exam_result(self, assignment: Assignment, trainee: Trainee, session_id: int | None) -> ExamResult:
        """The trainee's exam session scored against the assignment, from its recorded
        rounds (:mod:`trainer.classroom.exams`): clean rounds / rounds played within the
        time limit. Nothing is written: the instructor's side works it out the same way."""
        if not assignment.is_exam:
            raise ClassError(f"{assignment.pack} is assigned for practice, not as an exam")
        return self.exams.result_of(assignment, trainee, session_id)

    def record_exam(self, assignment: Assignment, trainee: Trainee, session_id: int | None, *,
                    uid: str | None = None, at: datetime | None = None) -> ExamResult:
        """:meth:`exam_result` (the name of the days when a station stored its own result;
        ``uid`` and ``at`` are no longer used)."""
        return self.exam_result(assignment, trainee, session_id)

    def exam_results(self, class_name: str | None) -> list[ExamResult]:
        """Every finished exam attempt of the class, oldest first, from the record."""
        school_class = self.get(class_name)
        exams = [a for a in self.assignments(school_class.name) if a.is_exam]
        members = {t.id: t.name for t in self.trainees(school_class.name)}
        return self.exams.class_results(exams, members)

    # --- the instructor's view -----------------------------------------------------------------
    def overview(self, class_name: str | None, day: date | None = None,
                 only: Iterable[int] | None = None) -> ClassOverview:
        """Today's (or ``day``'s) picture of the class; ``only``: just these trainee ids
        (a live update after one trainee's write)."""
        school_class = self.get(class_name)
        day = day or date.today()
        start, end = day.isoformat(), (day + timedelta(days=1)).isoformat()
        if self.on_server:  # timestamptz: the day's bounds in this computer's offset, not the server's
            start, end = (_stamp(datetime.combine(d, datetime.min.time())) for d in (day, day + timedelta(days=1)))
        members = self.trainees(school_class.name)
        wanted = set(only) if only is not None else None
        rows = {t.id: TraineeToday(t.id, t.name) for t in members if wanted is None or t.id in wanted}
        if not rows:
            return ClassOverview(school_class, day, [], [], self.assignments(school_class.name),
                                 self.exam_results(school_class.name))
        ids = sorted(rows)
        marks = ", ".join("?" for _ in ids)
        # Stored times are ISO text in the local calendar: the day's rows sort between
        # "YYYY-MM-DD" and the next day's date, so an index range finds them.
        for trainee_id, n, clean, actions, mistakes, seconds in self._rows(
            f"""WITH per_round AS (
                    SELECT r.id, r.session_id, r.seconds, r.finished,
                           COUNT(a.step) AS actions, COUNT(a.mistake) AS mistakes
                    FROM rounds r LEFT JOIN actions a ON a.round_id = r.id
                    WHERE r.started >= ? AND r.started < ?
                    GROUP BY r.id, r.session_id, r.seconds, r.finished
                )
                SELECT s.trainee_id, COUNT(*),
                       SUM(CASE WHEN p.finished = 1 AND p.mistakes = 0 THEN 1 ELSE 0 END),
                       SUM(p.actions), SUM(p.mistakes), SUM(p.seconds)
                FROM per_round p JOIN sessions s ON s.id = p.session_id
                WHERE s.trainee_id IN ({marks}) GROUP BY s.trainee_id""",
            (start, end, *ids),
        ):
            row = rows[trainee_id]
            row.rounds, row.clean_rounds, row.actions, row.mistakes, row.seconds = n, clean, actions, mistakes, float(seconds)
        for trainee_id, n, correct in self._rows(
            f"""SELECT trainee_id, COUNT(*), SUM(correct) FROM drill_answers
                WHERE at >= ? AND at < ? AND trainee_id IN ({marks}) GROUP BY trainee_id""",
            (start, end, *ids),
        ):
            rows[trainee_id].drill_answers, rows[trainee_id].drill_correct = n, correct
        # the current session: each trainee's latest one (drills aside), with its rounds so far
        for trainee_id, pack, house, mode, started, played, last_round in self._rows(
            f"""SELECT s.trainee_id, s.pack, s.house, s.mode, s.started,
                       (SELECT COUNT(*) FROM rounds r WHERE r.session_id = s.id),
                       (SELECT MAX(r.ended) FROM rounds r WHERE r.session_id = s.id)
                FROM sessions s
                WHERE s.id IN (SELECT MAX(id) FROM sessions WHERE trainee_id IN ({marks}) AND mode <> 'drill'
                               GROUP BY trainee_id)""",
            tuple(ids),
        ):
            row = rows[trainee_id]
            row.pack, row.house, row.mode, row.session_rounds = pack or "free play", house, mode, played
            row.last_active = last_round or started
        per_point: dict[str, Counter[str]] = defaultdict(Counter)
        for trainee_id, code, at, action, round_id, step in self._rows(
            f"""SELECT trainee_id, code, at, action, round_id, step FROM mistakes
                WHERE at >= ? AND at < ? AND trainee_id IN ({marks}) ORDER BY at, round_id, step""",
            (start, end, *ids),
        ):
            point = POINT_OF_CODE.get(code)
            point_id = point.id if point else "round_flow"
            per_point[point_id][trainee_id] += 1
            rows[trainee_id].points[point_id] = rows[trainee_id].points.get(point_id, 0) + 1
            rows[trainee_id].last_mistake = {
                "code": code, "point": point_id, "action": action, "at": at, "round_id": round_id, "step": step,
            }
        order = {p.id: i for i, p in enumerate(PROCEDURE_POINTS)}
        labels = {p.id: p.label for p in PROCEDURE_POINTS}
        weakest = sorted(
            ((pid, labels[pid], sum(c.values()), len(c)) for pid, c in per_point.items()),
            key=lambda w: (-w[2], -w[3], order[w[0]]),
        )
        return ClassOverview(
            school_class, day, sorted(rows.values(), key=lambda r: r.name.casefold()), weakest,
            self.assignments(school_class.name), self.exam_results(school_class.name),
        )


__all__ = [
    "Assignment", "ClassError", "ClassOverview", "Classes", "ExamResult", "SchoolClass", "TraineeToday",
    "UnknownTrainee", "WrongPin", "hash_pin", "pin_matches",
]
