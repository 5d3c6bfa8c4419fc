"""A skill's track, folded one exercise at a time, says what the whole history says."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

from trainer.core.practice.review import card_of
from trainer.core.practice.skill_track import Track
from trainer.core.practice.skills import MASTERED, SLIPPING, Exercise, MasteryRule, Skill, status_of

STOCKHOLM = timezone(timedelta(hours=2))


def history(seed: int, count: int, good: float) -> list[Exercise]:
    rng = random.Random(seed)
    start = datetime(2025, 6, 2, 18, 0, tzinfo=STOCKHOLM)  # as a machine in Stockholm records them
    return [Exercise(start + timedelta(hours=rng.randint(1, 40) * (i + 1)), rng.random() < good, rng.uniform(1, 9))
            for i in range(count)]


def fold(skill: Skill, done: list[Exercise]) -> Track:
    track = Track.new(skill)
    for number, e in enumerate(done):
        at = e.at.astimezone(timezone.utc).replace(tzinfo=None).isoformat(timespec="seconds")
        track.fold(skill, at, number, e.correct, e.seconds)
    return Track.from_json(track.rule, track.to_json())  # as kept in the database and read back


def test_the_track_matches_the_whole_history():
    statuses = set()
    for seed in range(60):
        rule = MasteryRule(exercises=random.Random(seed).randint(1, 12), right=0.8, window=random.Random(seed).randint(1, 8))
        skill = Skill("split", 6.0, rule)
        done = history(seed, random.Random(seed).randint(0, 40), good=0.6 + (seed % 4) / 10)
        track = fold(skill, done)
        assert track.status(skill) == status_of(skill, done), seed
        assert track.review_card().due == card_of(skill, done).due
        assert track.review_card().stability == card_of(skill, done).stability
        statuses.add(track.status(skill).status)
    assert {MASTERED, SLIPPING} <= statuses  # the cases that need the whole history were met


def test_a_changed_rule_does_not_fit():
    skill = Skill("split", 6.0, MasteryRule())
    track = fold(skill, history(1, 5, 0.9))
    assert track.fits(skill)
    assert not track.fits(Skill("split", 5.0, MasteryRule()))
    assert not track.fits(Skill("split", 6.0, MasteryRule(window=20)))
