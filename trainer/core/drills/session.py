"""A drill session: questions chosen by the scheduler, graded, counted; optionally timed."""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from trainer.core.drills.grading import Grade, grade_amount, grade_chips
from trainer.core.drills.model import BANDS, KINDS, Question
from trainer.core.drills.questions import _check_kinds, available_kinds, iter_questions, make_question
from trainer.core.drills.schedule import LeitnerScheduler, SessionStats
from trainer.core.drills.stakes import band_has_bets
from trainer.core.game import amounts
from trainer.core.game.rules import HouseRules

# --- a session ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """One graded answer in a session."""

    question: Question
    grade: Grade
    seconds: float


class DrillSession:
    """A drill: questions chosen by the scheduler, graded, counted; optionally timed.

    Args:
        rules: the house.
        seed: makes the questions repeatable (None: a fresh random seed).
        kinds: the kinds to ask (default: all the house has).
        max_questions: end after this many answers (None: no limit).
        seconds: end this many seconds after the start (None: no limit). The session
            asks no question after the end; it grades whatever answer it is given, so
            the caller refuses answers that come late (the terminal quiz checks
            :meth:`time_left`, the tab stops on its own timer).
        clock: seconds as a float (``time.monotonic``); tests pass a fake clock.
        fixed: ask :func:`iter_questions` for this seed in order instead of adapting to
            the answers, so the session asks what ``generate(rules, n, seed)`` printed
            (an instructor's answer key), right or wrong answers alike.

    Raises:
        ValueError: an unknown kind, a kind the house lacks, or a bad limit.
    """

    def __init__(
        self,
        rules: HouseRules,
        seed: int | None = None,
        kinds: Iterable[str] | None = None,
        max_questions: int | None = None,
        seconds: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        fixed: bool = False,
    ) -> None:
        offered = available_kinds(rules)
        if kinds is None:
            kinds = offered
        else:
            kinds = tuple(sorted(_check_kinds(kinds), key=KINDS.index))
            missing = [k for k in kinds if k not in offered]
            if missing:
                raise ValueError(f"{rules.id} has no {missing[0]} questions; it has: {', '.join(offered)}")
        if not kinds:
            raise ValueError("no kinds to ask")
        if max_questions is not None and max_questions < 1:
            raise ValueError("the question count must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("the session length must be more than 0 seconds")
        self.rules = rules
        self.kinds: tuple[str, ...] = tuple(kinds)
        self.seed = secrets.randbits(32) if seed is None else seed
        self.rng = random.Random(self.seed)
        self.max_questions = max_questions
        self.seconds = seconds
        self.clock = clock
        self.started = clock()
        items = [(k, band) for k in self.kinds for band in BANDS if band_has_bets(rules, k, band)]
        self.scheduler = LeitnerScheduler(items, self.rng)
        self.stats = SessionStats()
        self.history: list[Answer] = []
        self.current: Question | None = None
        self._asked_at = self.started
        #: the fixed order of questions (None: the scheduler adapts to the answers).
        self._fixed = iter_questions(rules, self.seed, self.kinds) if fixed else None

    def elapsed(self) -> float:
        return self.clock() - self.started

    def time_left(self) -> float | None:
        """Seconds left in a timed session (never below 0), None when untimed."""
        if self.seconds is None:
            return None
        return max(0.0, self.seconds - self.elapsed())

    def is_over(self) -> bool:
        if self.max_questions is not None and len(self.history) >= self.max_questions:
            return True
        return self.seconds is not None and self.elapsed() >= self.seconds

    def next_question(self) -> Question | None:
        """The next question (and start its clock), or None when the session is over.

        Asking again before answering returns the same question.
        """
        if self.current is not None:
            return self.current
        if self.is_over():
            return None
        if self._fixed is not None:
            self.current = next(self._fixed)
        else:
            kind, band = self.scheduler.next_item()
            self.current = make_question(self.rules, kind, self.rng, band=band)
        self._asked_at = self.clock()
        return self.current

    def answer_amount(self, typed: str | Fraction | int) -> Grade:
        """Grade a typed amount for the current question (and record it when readable)."""
        question = self._require_current()
        mark = amounts.decimal_mark(self.rules.language)
        return self._record(question, grade_amount(question, typed, self.rules.chips, mark))

    def answer_chips(self, built: Mapping[int, int] | Iterable[int]) -> Grade:
        """Grade a chip build for the current question (and record it when valid)."""
        question = self._require_current()
        return self._record(question, grade_chips(question, built, self.rules.chips))

    def _require_current(self) -> Question:
        if self.current is None:
            raise RuntimeError("no question asked: call next_question() first")
        return self.current

    def _record(self, question: Question, grade: Grade) -> Grade:
        if not grade.graded:
            return grade
        seconds = max(0.0, self.clock() - self._asked_at)
        self.stats.record(question.kind, grade.correct, seconds)
        self.scheduler.record(question.item, grade.correct, seconds, fewest_chips=grade.used_fewest is not False)
        self.history.append(Answer(question, grade, seconds))
        self.current = None
        return grade
