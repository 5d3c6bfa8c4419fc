"""Grading a typed amount or a chip build against a question's answer."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from trainer.core.drills.chips import ChipBuild, count_chips, fewest_chips
from trainer.core.drills.model import Question
from trainer.core.game import amounts
from trainer.core.game.payouts import AmountError


class GradeCode(StrEnum):
    """How an answer was graded; the UI turns each into a translated sentence. Not a
    procedure mistake: ``GradeCode.WRONG_AMOUNT`` is a drill's wrong answer, where
    ``MistakeCode.WRONG_AMOUNT`` is a wrong payout at the table."""

    RIGHT = "RIGHT"
    #: the chips make the right amount, but fewer chips would have done it.
    RIGHT_MORE_CHIPS = "RIGHT_MORE_CHIPS"
    WRONG_AMOUNT = "WRONG_AMOUNT"
    #: typed text that is not an amount; nothing was graded.
    UNREADABLE = "UNREADABLE"
    #: a chip the house does not have; nothing was graded.
    NOT_HOUSE_CHIP = "NOT_HOUSE_CHIP"
    #: no chips at all; nothing was graded.
    NO_CHIPS = "NO_CHIPS"


RIGHT, RIGHT_MORE_CHIPS = GradeCode.RIGHT, GradeCode.RIGHT_MORE_CHIPS
UNREADABLE, NOT_HOUSE_CHIP, NO_CHIPS = GradeCode.UNREADABLE, GradeCode.NOT_HOUSE_CHIP, GradeCode.NO_CHIPS

_UNGRADED = frozenset({UNREADABLE, NOT_HOUSE_CHIP, NO_CHIPS})


# --- grading -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Grade:
    """The verdict on one answer.

    Attributes:
        code: :data:`RIGHT`, :data:`RIGHT_MORE_CHIPS`, :data:`GradeCode.WRONG_AMOUNT`, or one of the
            ungraded codes :data:`UNREADABLE`, :data:`NOT_HOUSE_CHIP`, :data:`NO_CHIPS`.
        expected: the right amount: the payout for a typed answer, its chip part for chips.
        given: the amount answered (None when unreadable).
        best: the fewest-chip build of the payout, for the feedback.
        used_fewest: for a chip answer, whether it used the fewest chips; None when typed.
        problem: for an unreadable answer, why (``'1,500' is ambiguous ...``); else "".
    """

    code: str
    expected: Fraction
    given: Fraction | None
    best: ChipBuild
    used_fewest: bool | None = None
    problem: str = ""

    @property
    def correct(self) -> bool:
        return self.code in (RIGHT, RIGHT_MORE_CHIPS)

    @property
    def graded(self) -> bool:
        """False when the answer could not be read: ask again, count nothing."""
        return self.code not in _UNGRADED


def read_amount(text: str, mark: str = ",") -> Fraction:
    """Read a typed amount, with a decimal comma or point (:mod:`trainer.core.game.amounts`).

    >>> read_amount("262,5")
    Fraction(525, 2)

    Raises:
        AmountError: not a plain non-negative amount, or an ambiguous one (``1,500``).
    """
    return amounts.read_amount(text, mark)


def grade_amount(question: Question, typed: str | Fraction | int, chips: Iterable[int] = (), mark: str = ",") -> Grade:
    """Grade a typed amount against the exact payout.

    Args:
        question: the question answered.
        typed: the text typed (``"262.5"`` or ``"262,5"``) or an amount.
        chips: the house's chips, for the fewest-chip hint in the grade.
        mark: the house's decimal mark, for the examples in an unreadable answer's problem.
    """
    best = fewest_chips(question.answer, chips) if chips else ChipBuild((), question.answer)
    if isinstance(typed, str):
        try:
            given = read_amount(typed, mark)
        except AmountError as error:
            return Grade(UNREADABLE, question.answer, None, best, problem=str(error))
    else:
        given = Fraction(typed)
    return Grade(RIGHT if given == question.answer else GradeCode.WRONG_AMOUNT, question.answer, given, best)


def grade_chips(question: Question, built: Mapping[int, int] | Iterable[int], chips: Iterable[int]) -> Grade:
    """Grade a chip build: right when it makes the payout's chip part; note whether it
    used the fewest chips.

    Args:
        question: the question answered.
        built: the chips put out, as ``{denomination: count}`` or one by one.
        chips: the house's denominations.
    """
    chips = tuple(chips)
    best = fewest_chips(question.answer, chips)
    expected = Fraction(best.total)
    counts = count_chips(built)
    if any(chip not in chips or n < 0 for chip, n in counts.items()):
        return Grade(NOT_HOUSE_CHIP, expected, None, best)
    given = Fraction(sum(chip * n for chip, n in counts.items()))
    if not counts and expected:
        return Grade(NO_CHIPS, expected, given, best)
    if given != expected:
        return Grade(GradeCode.WRONG_AMOUNT, expected, given, best, used_fewest=False)
    fewest = sum(counts.values()) <= best.chip_count
    return Grade(RIGHT if fewest else RIGHT_MORE_CHIPS, expected, given, best, used_fewest=fewest)


