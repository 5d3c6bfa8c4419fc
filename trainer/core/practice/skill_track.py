"""A skill's state folded from its exercises one at a time: what :func:`status_of` and
:func:`~trainer.core.practice.review.card_of` say after them, without keeping them all.

:func:`~trainer.core.practice.skills.status_of` needs of the whole history only the number of
exercises, whether the skill was mastered at some earlier exercise (then it is slipping,
not learning) and the last two windows; FSRS's card is itself such a state. So a track
can be kept beside the record and brought up to date with each new exercise (the store
does it when a round or an answer is saved), and a screen reads a skill in constant
time however long the history. A track holds the rule it was folded with
(:func:`rule_key`); a changed skills file starts it again from the first exercise.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from fsrs import Card

from trainer.core.practice.review import new_card, review_exercise
from trainer.core.practice.skills import LEARNING, MASTERED, NEW, SLIPPING, Exercise, Skill, SkillStatus, is_right


def rule_key(skill: Skill) -> str:
    """What a track's figures depend on: the target time and the mastery rule."""
    rule = skill.mastery
    return f"{skill.seconds!r}|{rule.exercises}|{rule.right!r}|{rule.window}"


@dataclass
class Track:
    rule: str
    total: int = 0
    #: mastered after some count below ``total``.
    ever: bool = False
    #: (right: no mistake of the skill and within its target time, seconds) of the last
    #: two windows, oldest first.
    recent: list[tuple[bool, float]] = field(default_factory=list)
    #: FSRS's card (an ``fsrs.Card``), None before the first exercise.
    card: Any = None
    #: the last exercise folded in: (UTC time text, its id).
    upto: tuple[str, int] | None = None

    @classmethod
    def new(cls, skill: Skill) -> Track:
        return cls(rule_key(skill))

    def fits(self, skill: Skill) -> bool:
        return self.rule == rule_key(skill)

    def _right(self) -> list[bool]:
        return [right for right, _ in self.recent]

    def _mastered_now(self, skill: Skill) -> bool:
        rule = skill.mastery
        if self.total < rule.exercises or self.total == 0:
            return False
        last = self.recent[-rule.window:]
        return sum(right for right, _ in last) >= rule.right * len(last) - 1e-9

    def fold(self, skill: Skill, at: str, key: int, correct: bool, seconds: float, with_card: bool = True) -> None:
        """Add one exercise (``at``: its UTC time as text)."""
        if not self.ever and self._mastered_now(skill):
            self.ever = True
        exercise = Exercise(_EPOCH, bool(correct), float(seconds))
        self.recent.append((is_right(skill, exercise), float(seconds)))
        del self.recent[: max(0, len(self.recent) - 2 * skill.mastery.window)]
        self.total += 1
        if with_card:
            self.card = review_exercise(skill, self.card, Exercise(utc_moment(at), bool(correct), float(seconds)))
        self.upto = (at, key)

    def status(self, skill: Skill) -> SkillStatus:
        """What :func:`~trainer.core.practice.skills.status_of` says after the same exercises."""
        rule = skill.mastery
        right = self._right()
        if self.total == 0:
            status = NEW
        elif self._mastered_now(skill):
            status = MASTERED
        else:
            status = SLIPPING if self.ever else LEARNING
        recent = right[-rule.window:]
        before = right[-2 * rule.window:-rule.window]
        trend = (sum(recent) / len(recent) - sum(before) / len(before)) if recent and before else None
        times = sorted(seconds for _, seconds in self.recent[-rule.window:])
        median = None
        if times:
            middle = len(times) // 2
            median = times[middle] if len(times) % 2 else (times[middle - 1] + times[middle]) / 2
        return SkillStatus(skill, status, self.total, sum(recent), len(recent), trend, median)

    def to_json(self) -> str:
        card = self.card.to_dict() if self.card is not None else None
        return json.dumps({"total": self.total, "ever": self.ever, "recent": self.recent, "card": card,
                           "upto": self.upto})

    @classmethod
    def from_json(cls, rule: str, text: str) -> Track:
        data = json.loads(text)
        upto = data.get("upto")
        card = Card.from_dict(data["card"]) if data.get("card") else None
        return cls(rule, int(data["total"]), bool(data["ever"]), [(bool(c), float(s)) for c, s in data["recent"]],
                   card, (str(upto[0]), int(upto[1])) if upto else None)

    def review_card(self) -> Any:
        """The FSRS card (a new one before any exercise)."""
        return self.card if self.card is not None else new_card()


_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)


def utc_moment(text: str) -> datetime:
    """A stored UTC time text (``2024-05-03T12:05:09``) as an aware datetime."""
    moment = datetime.fromisoformat(text)
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
