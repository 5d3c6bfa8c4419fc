"""Recording what a trainee plays at the table into the progress database.

The window tells a :class:`ProgressRecorder` when a session begins and when each round
starts and ends; the recorder writes to the :class:`~trainer.store.Store`. It is Qt-free
so the durability promise is tested headless: a round is saved (in one transaction) the
moment it ends, so a crash or a kill loses at most the round in play. A round left
unfinished on purpose (restarted, another house or pack chosen, the window closed) is
saved too, marked not finished, when it has at least one action: an instructor sees
abandoned rounds as well as finished ones.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Callable

from trainer.store import Store, StoreError, Trainee

if TYPE_CHECKING:  # the window opens the recorder before its first frame: keep it light
    from trainer.core.drills import Answer
    from trainer.core.procedure import Round
    from trainer.core.scenario import Scenario


def _now() -> datetime:
    return datetime.now(timezone.utc)


def save_drill_answer(store: Store, trainee: Trainee, answer: Answer, house: str, session_id: int | None,
                      at: datetime | None = None) -> int:
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
        self._round: Round | None = None
        self._scenario: Scenario | None = None
        self._started: datetime | None = None
        self._seconds: Callable[[], float] | None = None

    def begin_session(self, house: str, mode: str, pack: str | None = None) -> int:
        """Start recording a new session (ending the one before); returns its id."""
        self.end_session()
        self.session_id = self._write(lambda: self.store.start_session(self.trainee, house, mode, pack, started=self.now()))
        return self.session_id

    def round_started(self, round_: Round, scenario: Scenario, seconds: Callable[[], float] | None = None) -> None:
        """A new round is dealt (an unfinished round before it is saved as abandoned).
        ``seconds`` tells the time spent on the round (default: wall clock since now)."""
        self._save_abandoned()
        self._round, self._scenario, self._started, self._seconds = round_, scenario, self.now(), seconds

    def round_ended(self, seconds: float | None = None) -> int | None:
        """The current round reached its end: save it now; returns its id."""
        return self._save(seconds)

    def end_session(self) -> None:
        """Save an unfinished round that has actions, and close the session."""
        self._save_abandoned()
        if self.session_id is not None:
            session_id, self.session_id = self.session_id, None
            self._write(lambda: self.store.end_session(session_id, self.now()))

    def drill_answered(self, answer: Answer, house: str) -> int:
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
        if self._round is not None and self._round.history:
            self._save(None)
        self._round = None

    def _save(self, seconds: float | None) -> int | None:
        round_, scenario, started = self._round, self._scenario, self._started
        if round_ is None or scenario is None or started is None or self.session_id is None:
            return None
        self._round = None  # saved once, even when the write fails
        if seconds is None and self._seconds is not None:
            seconds = self._seconds()
        session_id = self.session_id
        round_id = self._write(
            lambda: self.store.save_played_round(session_id, scenario, round_, started, self.now(), seconds)
        )
        self.saved.append(round_id)
        return round_id

    @staticmethod
    def _write(write: Callable[[], object]):
        try:
            return write()
        except sqlite3.Error as error:  # disk full, read-only, locked past the timeout
            raise StoreError(f"could not save progress: {error}") from None
        except StoreError as error:  # the store's own words; damage keeps its type for the window
            raise type(error)(f"could not save progress: {error}", getattr(error, "path", None)) from None
