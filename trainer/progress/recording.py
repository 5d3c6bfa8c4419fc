"""Recording what a trainee plays at the table into the progress database.

The window tells a :class:`ProgressRecorder` when a session begins, and hands it what the
session's hooks say of each round: its :class:`~trainer.core.procedure.view.RoundView` when it is
dealt, each attempted action's record with the view after it, and its end. The recorder
never holds the live round: it saves the records it was given and the last view (which
says how many cards the round used) to the :class:`~trainer.store.Store`. It is Qt-free
so the durability promise is tested headless: a round is saved (in one transaction) the
moment it ends, so a crash or a kill loses at most the round in play. A round left
unfinished on purpose (restarted, another house or pack chosen, the window closed) is
saved too, marked not finished, when it has at least one action: an instructor sees
abandoned rounds as well as finished ones.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from trainer.store import Store, StoreError, Trainee

if TYPE_CHECKING:  # the window opens the recorder before its first frame: keep it light
    from trainer.core.drills import Answer
    from trainer.core.packs.scenario import Scenario
    from trainer.core.procedure.actions import Record
    from trainer.core.procedure.view import RoundView


def _now() -> datetime:
    return datetime.now(UTC)


T = TypeVar("T")


class DrillAnswerStore(Protocol):
    """Where :func:`save_drill_answer` writes: the :class:`~trainer.store.Store`, or a class
    station's store (trainer.classroom.station, a layer above), whose answer may wait in its
    spool (no id yet: None)."""

    def save_drill_answer(self, trainee: Trainee, kind: str, house: str, stake: Any, expected: Any, given: Any,
                          correct: bool, seconds: float, at: datetime | None = ...,
                          session_id: int | None = ...) -> int | None: ...


def save_drill_answer(store: DrillAnswerStore, trainee: Trainee, answer: Answer, house: str, session_id: int | None,
                      at: datetime | None = None) -> int | None:
    """Save one graded drill answer: the one path every drill answer takes into the store
    (the window's Drills tab through :class:`ProgressRecorder`, ``trainer quiz`` and
    ``trainer practice``), so each keeps the same amounts: the grade's exact expected and
    given amounts, not the text typed. Returns the answer's id."""
    question, grade = answer.question, answer.grade
    return store.save_drill_answer(
        trainee, question.kind, house, question.stake, grade.expected, grade.given, grade.correct,
        answer.seconds, at=at, session_id=session_id,
    )


class ProgressRecorder:
    """Saves one trainee's table sessions and rounds.

    Args:
        store: the open progress database.
        trainee: the trainee's name (created in the store if new).
        now: the wall clock (tests pass their own).

    Every method that writes raises :class:`StoreError` when the database cannot be
    written; the caller shows it and play goes on.
    """

    def __init__(self, store: Store, trainee: str, now: Callable[[], datetime] = _now) -> None:
        self.store = store
        self.now = now
        self.trainee: Trainee = self._write(lambda: store.trainee(trainee))
        self.session_id: int | None = None
        #: the drill tab's answers go to a session of their own ("drill" mode), per house.
        self.drill_session: tuple[int, str] | None = None
        #: ids of the rounds saved, in order.
        self.saved: list[int] = []
        #: the round in play: its latest view and the records of its actions so far.
        self._view: RoundView | None = None
        self._records: list[Record] = []
        self._scenario: Scenario | None = None
        self._started: datetime | None = None
        self._seconds: Callable[[], float] | None = None

    def begin_session(self, house: str, mode: str, pack: str | None = None) -> int:
        """Start recording a new session (ending the one before); returns its id."""
        self.end_session()
        self.session_id = self._write(lambda: self.store.start_session(self.trainee, house, mode, pack, started=self.now()))
        return self.session_id

    def round_started(self, view: RoundView, scenario: Scenario, seconds: Callable[[], float] | None = None,
                      records: tuple[Record, ...] = ()) -> None:
        """A new round is dealt, as ``view`` shows it (an unfinished round before it is
        saved as abandoned). ``seconds`` tells the time spent on the round (default: wall
        clock since now); ``records``: actions it already had (a recorder taking over a
        round in play)."""
        self._save_abandoned()
        self._view, self._records = view, list(records)
        self._scenario, self._started, self._seconds = scenario, self.now(), seconds

    def round_changed(self, view: RoundView, record: Record | None) -> None:
        """An action was attempted (``record``, right or wrong); ``view`` is the round after it."""
        if self._view is None:
            return
        self._view = view
        if record is not None:
            self._records.append(record)

    def round_ended(self, seconds: float | None = None, records: tuple[Record, ...] | None = None,
                    view: RoundView | None = None) -> int | None:
        """The current round reached its end: save it now; returns its id. ``records`` and
        ``view``: the round's whole record and its view at the end (the session's summary
        is told before the last action's view reaches any listener)."""
        if self._view is not None:
            self._records = list(records) if records is not None else self._records
            self._view = view or self._view
        return self._save(seconds)

    def end_session(self) -> None:
        """Save an unfinished round that has actions, and close the session."""
        self._save_abandoned()
        if self.session_id is not None:
            session_id, self.session_id = self.session_id, None
            self._write(lambda: self.store.end_session(session_id, self.now()))

    def drill_answered(self, answer: Answer, house: str) -> int | None:
        """Save one graded drill answer at once; returns its id."""
        if self.drill_session is None or self.drill_session[1] != house:
            self._end_drill_session()
            started = self._write(lambda: self.store.start_session(self.trainee, house, "drill", started=self.now()))
            self.drill_session = (started, house)
        session_id = self.drill_session[0]
        return self._write(lambda: save_drill_answer(self.store, self.trainee, answer, house, session_id, at=self.now()))

    def close(self) -> None:
        """End whatever is open (the window is closing)."""
        self.end_session()
        self._end_drill_session()

    def set_trainee(self, name: str) -> Trainee:
        """Record for another trainee from now on (the open sessions are closed)."""
        self.close()
        self.trainee = self._write(lambda: self.store.trainee(name))
        return self.trainee

    # --- saving --------------------------------------------------------------------------------
    def _end_drill_session(self) -> None:
        if self.drill_session is not None:
            session_id, self.drill_session = self.drill_session[0], None
            self._write(lambda: self.store.end_session(session_id, self.now()))

    def _save_abandoned(self) -> None:
        if self._view is not None and self._records:
            self._save(None)
        self._view = None

    def _save(self, seconds: float | None) -> int | None:
        view, records, scenario, started = self._view, self._records, self._scenario, self._started
        if view is None or scenario is None or started is None or self.session_id is None:
            return None
        self._view, self._records = None, []  # saved once, even when the write fails
        if seconds is None and self._seconds is not None:
            seconds = self._seconds()
        session_id = self.session_id
        mistakes = [record.mistake for record in records if record.mistake is not None]
        round_id = self._write(
            lambda: self.store.save_round(session_id, scenario.to_yaml_data(played=view), records, mistakes,
                                          started=started, ended=self.now(), seconds=seconds, finished=view.finished)
        )
        self.saved.append(round_id)
        return round_id

    @staticmethod
    def _write(write: Callable[[], T]) -> T:
        try:
            return write()
        except sqlite3.Error as error:  # disk full, read-only, locked past the timeout
            raise StoreError(f"could not save progress: {error}") from None
        except StoreError as error:  # the store's own words; damage keeps its type for the window
            raise type(error)(f"could not save progress: {error}", getattr(error, "path", None)) from None
