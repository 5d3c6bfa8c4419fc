"""Payout drills: questions a dealer answers by paying, graded exactly, scheduled adaptively.

Everything here is Qt-free so the terminal quiz (``trainer quiz``) and the Qt tab share it.
May import: ``trainer.core.house_math``, ``trainer.core.game``, ``trainer.core.files`` and
the base modules (a drill is about paying, not the procedure).
The package is split by job: :mod:`.model` (what a question is), :mod:`.stakes`,
:mod:`.builders` and :mod:`.questions` (making them), :mod:`.chips`, :mod:`.grading`,
:mod:`.schedule` (what to ask next) and :mod:`.session`; everything is importable from
``trainer.core.drills`` as before.

* :func:`make_question` / :func:`generate` build :class:`Question` values for one house:
  the kinds are listed in :data:`KINDS`; :func:`available_kinds` says which a house has.
* :func:`fewest_chips` finds the fewest chips that pay an amount from the house's
  denominations; :func:`grade_amount` and :func:`grade_chips` grade an answer.
* :class:`LeitnerScheduler` decides what to ask next, :class:`SessionStats` keeps streaks,
  accuracy and median times, and :class:`DrillSession` ties them into a (timed) session.

Money is exact (``Fraction``), as everywhere in the core.

**Half units and chips.** No house pack has a chip below its smallest whole denomination,
and a 3:2 payout on an odd stake has a half (175 x 1.5 = 262.5). The typed answer is
always the exact payout. The chip answer covers the largest amount the house's chips can
make that does not exceed the payout (the *chip part*, 260 with a 5 chip), and the rest
(2.5) is stated as a *remainder* that is not paid in chips (the house's coin or cash
change). A chip build is graded against the chip part. When a house rounds payouts
down (``round_payouts_down_to``), the answer itself is already rounded, so the remainder
is usually zero.

>>> from trainer.core.game.rules import load_house
>>> rules = load_house("cosmopol")
>>> question = make_question(rules, "blackjack", random.Random(1), stake=Fraction(175))
>>> question.text, question.worked
('Black Jack on 175. Pay?', '175 x 1.5 = 262.5')
>>> fewest_chips(question.answer, rules.chips).describe()
'2 x 100 + 2 x 25 + 2 x 5 + 2.5 not in chips'
"""

from __future__ import annotations

import random  # noqa: F401  (the doctest above uses it)
from fractions import Fraction  # noqa: F401

from trainer.core.drills.builders import SIDE_OUTCOME_NAMES  # noqa: F401
from trainer.core.drills.chips import CHIP_TABLE_CAP, ChipBuild, chip_part, count_chips, fewest_chips  # noqa: F401
from trainer.core.drills.grading import (  # noqa: F401
    NO_CHIPS,
    NOT_HOUSE_CHIP,
    RIGHT,
    RIGHT_MORE_CHIPS,
    UNREADABLE,
    Grade,
    GradeCode,
    grade_amount,
    grade_chips,
    read_amount,
)
from trainer.core.drills.model import BANDS, KINDS, Question, QuestionBet  # noqa: F401
from trainer.core.drills.questions import available_kinds, generate, iter_questions, make_question, parse_kinds  # noqa: F401
from trainer.core.drills.schedule import SLOW_SECONDS, ItemState, KindStats, LeitnerScheduler, SessionStats  # noqa: F401
from trainer.core.drills.session import Answer, DrillSession  # noqa: F401
from trainer.core.drills.stakes import MAX_BET_CANDIDATES, SAMPLED_BETS, SIDE_KINDS, band_has_bets, bet_unit, stake_band  # noqa: F401

__all__ = [
    "Answer",
    "BANDS",
    "CHIP_TABLE_CAP",
    "ChipBuild",
    "DrillSession",
    "Grade",
    "GradeCode",
    "ItemState",
    "KINDS",
    "KindStats",
    "LeitnerScheduler",
    "MAX_BET_CANDIDATES",
    "NOT_HOUSE_CHIP",
    "NO_CHIPS",
    "Question",
    "QuestionBet",
    "RIGHT",
    "RIGHT_MORE_CHIPS",
    "SAMPLED_BETS",
    "SIDE_KINDS",
    "SIDE_OUTCOME_NAMES",
    "SLOW_SECONDS",
    "SessionStats",
    "UNREADABLE",
    "available_kinds",
    "band_has_bets",
    "bet_unit",
    "chip_part",
    "count_chips",
    "fewest_chips",
    "generate",
    "grade_amount",
    "grade_chips",
    "iter_questions",
    "make_question",
    "parse_kinds",
    "read_amount",
    "stake_band",
]
