"""Spaced review across days with FSRS (the ``fsrs`` package): which skill is due.

Each skill (a focus point or a drill kind, :mod:`trainer.core.practice.skills`) is one FSRS card.
The card is not stored: it is rebuilt from the skill's exercises in the progress database,
each one a review rated Again (a mistake), Hard (right but over the target time) or Good
(right in time). So the review state can never disagree with the history, and a changed
skills file (other target times) is taken into account at once.

The drills' Leitner boxes (:class:`~trainer.core.drills.LeitnerScheduler`) stay for what
they do well, spacing within one short session; FSRS decides what comes back on which
day. ``bench/spaced_review.py`` is the simulation behind that choice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from fsrs import Card, Rating, Scheduler

from trainer.core.practice.skills import Exercise, Skill, is_right

#: one scheduler for everyone: FSRS's default parameters, no random fuzz (tests repeat),
#: and no learning steps in minutes: within a session the Leitner boxes and the practice
#: streaks bring a skill back; FSRS only says on which day.
_SCHEDULER = Scheduler(enable_fuzzing=False, learning_steps=(), relearning_steps=())
#: before any exercise a skill is due at once.
_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)


def rating(skill: Skill, exercise: Exercise) -> Rating:
    if not exercise.correct:
        return Rating.Again
    return Rating.Good if is_right(skill, exercise) else Rating.Hard


def card_of(skill: Skill, exercises: Sequence[Exercise]) -> Card:
    """The skill's FSRS card after its exercises (oldest first)."""
    card = new_card()
    for exercise in exercises:
        card = review_exercise(skill, card, exercise)
    return card


def new_card() -> Card:
    """A skill's card before any exercise (due at once)."""
    return Card(card_id=1, due=_EPOCH)


def review_exercise(skill: Skill, card: Card | None, exercise: Exercise) -> Card:
    """The card after one more of the skill's exercises (a track's step)."""
    card, _ = _SCHEDULER.review_card(card or new_card(), rating(skill, exercise), _aware(exercise.at))
    return card


def review(card: Card, right: bool, slow: bool, now: datetime) -> Card:
    """The card after one more exercise."""
    grade = Rating.Again if not right else (Rating.Hard if slow else Rating.Good)
    card, _ = _SCHEDULER.review_card(card, grade, _aware(now))
    return card


def retrievability(card: Card, now: datetime) -> float:
    """FSRS's chance that the skill is still right now (0 for a skill never practised)."""
    if card.last_review is None:
        return 0.0
    return float(_SCHEDULER.get_card_retrievability(card, _aware(now)))


@dataclass(frozen=True)
class Due:
    skill: str
    due: datetime
    retrievability: float


def due_order(cards: Mapping[str, Card], now: datetime, among: Iterable[str]) -> list[Due]:
    """The skills in the order to review them: due ones first, most overdue first; then
    the rest, least retrievable first."""
    now = _aware(now)
    rows = [Due(skill, _aware(cards[skill].due), retrievability(cards[skill], now)) for skill in among]
    return sorted(rows, key=lambda d: (d.due > now, d.due if d.due <= now else _EPOCH, d.retrievability, d.skill))


def _aware(moment: datetime) -> datetime:
    """The moment in UTC, which is all FSRS takes: a recorded time keeps the offset of the
    machine that recorded it (``+01:00`` in Stockholm), and FSRS refuses any other zone."""
    return moment.astimezone(UTC) if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
