"""The rows the store hands out (frozen values), and the procedure points mistakes group into."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from trainer.core.procedure.points import GROUP_OF_CODE, MISTAKE_GROUPS, Point

# --- what the trainee did, grouped into procedure points -------------------------------------


#: the procedure's parts a mistake can belong to, in procedure order; every code in
#: exactly one (a test keeps it so when codes are added). The list lives in the core
#: (trainer/core/procedure/points.py), shared with packs and focused rounds.
ProcedurePoint = Point
PROCEDURE_POINTS: tuple[ProcedurePoint, ...] = MISTAKE_GROUPS
POINT_OF_CODE: dict[str, ProcedurePoint] = GROUP_OF_CODE


# --- rows handed out ----------------------------------------------------------------------


@dataclass(frozen=True)
class Trainee:
    id: int
    name: str
    created: datetime


@dataclass(frozen=True)
class SessionSummary:
    id: int
    trainee_id: int
    house: str
    pack: str | None
    mode: str
    started: datetime
    ended: datetime | None
    rounds: int
    clean_rounds: int
    actions: int
    mistakes: int
    seconds: float
    drill_answers: int
    drill_correct: int
    #: every house the session's rounds were played in, its own first (a pack's scenario
    #: may deal in another house); () reads as (house,).
    houses: tuple[str, ...] = ()

    @property
    def accuracy(self) -> float | None:
        """Share of the dealer's actions that were right (None without rounds)."""
        return (self.actions - self.mistakes) / self.actions if self.actions else None


@dataclass(frozen=True)
class StoredRound:
    """One recorded round as the database keeps it (the core's summary of a round being
    played is :class:`trainer.core.practice.session.RoundSummary`)."""

    id: int
    session_id: int
    house: str
    mode: str
    started: datetime
    ended: datetime
    seconds: float
    finished: bool
    actions: int
    mistakes: int

    @property
    def clean(self) -> bool:
        """Played to the end without a mistake."""
        return self.finished and not self.mistakes


@dataclass(frozen=True)
class ActionRow:
    step: int
    action: str
    state: str
    mistake: str | None
    expected: tuple[str, ...] = ()


@dataclass(frozen=True)
class MistakeRow:
    round_id: int
    session_id: int
    at: datetime
    step: int
    action: str
    state: str
    code: str
    expected: tuple[str, ...]


@dataclass(frozen=True)
class DrillAnswer:
    id: int
    session_id: int | None
    kind: str
    house: str
    stake: str
    expected: str
    given: str | None
    correct: bool
    seconds: float
    at: datetime


@dataclass(frozen=True)
class TrendPoint:
    """Rounds of one session, day or week."""

    period: str
    start: datetime
    rounds: int
    clean_rounds: int
    actions: int
    mistakes: int
    seconds: float

    @property
    def accuracy(self) -> float:
        """Share of the actions that were right."""
        return (self.actions - self.mistakes) / self.actions if self.actions else 0.0

    @property
    def clean_rate(self) -> float:
        """Share of the rounds played to the end without a mistake."""
        return self.clean_rounds / self.rounds if self.rounds else 0.0

    @property
    def seconds_per_action(self) -> float:
        return self.seconds / self.actions if self.actions else 0.0

    @property
    def seconds_per_round(self) -> float:
        return self.seconds / self.rounds if self.rounds else 0.0


@dataclass(frozen=True)
class DrillPoint:
    """Drill answers of one period (or one kind, in :meth:`Store.drill_kinds`)."""

    period: str
    answers: int
    correct: int
    seconds: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0

    @property
    def seconds_per_answer(self) -> float:
        return self.seconds / self.answers if self.answers else 0.0


@dataclass(frozen=True)
class WeakPoint:
    """One procedure point with the trainee's mistakes on it."""

    point: ProcedurePoint
    mistakes: int
    rounds_affected: int
    rounds_total: int
    #: (code, count), most frequent first.
    codes: tuple[tuple[str, int], ...] = field(default=())

    @property
    def rate(self) -> float:
        """Share of the rounds with at least one mistake on this point."""
        return self.rounds_affected / self.rounds_total if self.rounds_total else 0.0

    @property
    def top_code(self) -> str:
        return self.codes[0][0]
