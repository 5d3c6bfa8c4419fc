"""Spaced review across days: FSRS cards rebuilt from a skill's exercises."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from trainer.core.practice.review import card_of, due_order, retrievability, review
from trainer.core.practice.skills import Exercise, MasteryRule, Skill

T0 = datetime(2026, 3, 2, 18, 0, tzinfo=timezone.utc)
SKILL = Skill("split", 6.0, MasteryRule())


def days(*outcomes, seconds=3.0):
    """One exercise a day: True right, False wrong."""
    return [Exercise(T0 + timedelta(days=i), ok, seconds) for i, ok in enumerate(outcomes)]


def test_a_skill_never_practised_is_due_first():
    cards = {"split": card_of(SKILL, days(True, True, True)), "double": card_of(SKILL, [])}
    order = due_order(cards, T0 + timedelta(days=3), ["split", "double"])
    assert [d.skill for d in order] == ["double", "split"]
    assert retrievability(cards["double"], T0) == 0.0


def test_right_answers_push_the_review_further_than_mistakes_or_slowness():
    good = card_of(SKILL, days(True, True, True))
    wrong = card_of(SKILL, days(True, True, False))
    slow = card_of(SKILL, days(True, True, True, seconds=9.0))
    assert wrong.due < slow.due < good.due
    # a longer streak of right answers: a longer interval
    assert card_of(SKILL, days(*[True] * 6)).due - (T0 + timedelta(days=5)) > good.due - (T0 + timedelta(days=2))


def test_review_of_one_more_exercise_matches_the_rebuilt_card():
    history = days(True, False, True)
    card = card_of(SKILL, history[:2])
    assert review(card, True, False, history[2].at).due == card_of(SKILL, history).due


def test_overdue_comes_before_not_yet_due():
    cards = {"a": card_of(SKILL, days(True)), "b": card_of(SKILL, days(*[True] * 8))}
    order = due_order(cards, T0 + timedelta(days=9), ["a", "b"])
    assert order[0].skill == "a" and order[0].due <= T0 + timedelta(days=9)
    assert order[1].retrievability > order[0].retrievability
    assert cards["b"].due > cards["a"].due
