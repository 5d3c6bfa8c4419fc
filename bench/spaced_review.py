"""Spaced review: the drills' Leitner boxes against FSRS and against plain random practice,
for simulated learners who forget, over 60 days.

Run it with ``.venv/bin/python bench/spaced_review.py`` (``make bench`` runs it too). FSRS
comes from the ``fsrs`` package on PyPI (a dependency of the trainer).

The learner. Every item (a drill kind at a stake band, or a focused-round point) has a
memory with a stability ``S`` in days; the chance to answer it right ``t`` days after it
was last practised is ``0.97 * exp(-t / S)`` (0.25 before it was ever practised: the
trainee half knows the rule). Items differ in difficulty ``d`` (0.6 to 2). A right answer
makes the memory sturdier, the more so the more it had faded (the spacing effect):
``S += S * (3 / d) * (1 - R) + 0.05``; a wrong one weakens it (``S = max(0.2, 0.4 S)``)
and, since the trainer then shows the right answer and its worked figure, it counts as
practised now. A new item starts at ``S = 0.3 / d``.

The practice. 60 days, five days a week, 25 questions a day, 20 seconds apart.

* **Leitner**: the trainer's own :class:`~trainer.core.drills.LeitnerScheduler`, a new one
  each session as :class:`~trainer.core.drills.DrillSession` makes it (it spaces within
  the session, in questions, and starts every session with every kind once);
* **FSRS**: ``trainer practice --review``: one FSRS card per item kept across days; each
  question goes to the most overdue card (a never-seen one first), rated Good when right
  and Again when wrong;
* **FSRS+Leitner**: FSRS picks the day's 8 items, Leitner boxes order the session over
  them (a hybrid we tried and dropped: massed practice of few items);
* **random**: any item, uniformly.

It prints, averaged over 40 learners: the share right during practice, and on the morning
after day 60 (no warm-up) the mean chance right over all items, the weakest item's, and
the share of items at 90 % or better.
"""

from __future__ import annotations

import json
import math
import random
from datetime import datetime, timedelta, timezone

from trainer.core.drills import BANDS, LeitnerScheduler, available_kinds, band_has_bets
from trainer.core.practice.focus import available
from trainer.core.game.rules import load_house

DAYS = 60
QUESTIONS = 25
SPACING_S = 20
#: items a hybrid session works on (FSRS's choice for the day).
DAILY_ITEMS = 8
LEARNERS = 40
START = datetime(2026, 1, 5, 18, 0, tzinfo=timezone.utc)  # a Monday


def items_of(house: str = "cosmopol") -> list[tuple[str, int]]:
    rules = load_house(house)
    drills = [(kind, band) for kind in available_kinds(rules) for band in BANDS if band_has_bets(rules, kind, band)]
    rounds = [("round:" + point, 0) for point in available(rules)]
    return drills + rounds


#: learner profiles: (days a new item is held at first x difficulty, growth on a right answer).
PROFILES = {"forgets fast": (1.0, 2.0), "forgets slowly": (3.0, 4.0)}


class Learner:
    def __init__(self, items: list[tuple[str, int]], rng: random.Random, profile: tuple[float, float]) -> None:
        self.rng = rng
        self.first, self.growth = profile
        self.difficulty = {item: rng.uniform(0.6, 2.0) for item in items}
        self.stability: dict[tuple[str, int], float] = {}
        self.last: dict[tuple[str, int], datetime] = {}

    def chance(self, item: tuple[str, int], now: datetime) -> float:
        if item not in self.stability:
            return 0.25
        days = (now - self.last[item]).total_seconds() / 86400
        return 0.97 * math.exp(-days / self.stability[item])

    def answer(self, item: tuple[str, int], now: datetime) -> bool:
        recall = self.chance(item, now)
        right = self.rng.random() < recall
        d = self.difficulty[item]
        first = self.first / d
        if item not in self.stability:
            self.stability[item] = first
        elif right:
            s = self.stability[item]
            self.stability[item] = s + s * (self.growth / d) * (1 - recall / 0.97) + 0.1
        else:  # shown the answer and its figure: relearnt, though weaker than before
            self.stability[item] = max(first / 2, 0.5 * self.stability[item])
        self.last[item] = now
        return right


def practice_days():
    for day in range(DAYS):
        when = START + timedelta(days=day)
        if when.weekday() < 5:
            yield when


def run_leitner(items, learner: Learner, rng: random.Random) -> tuple[int, int]:
    right = total = 0
    for day in practice_days():
        scheduler = LeitnerScheduler(items, rng)
        for q in range(QUESTIONS):
            item = scheduler.next_item()
            ok = learner.answer(item, day + timedelta(seconds=q * SPACING_S))
            scheduler.record(item, ok, 3.0)
            right, total = right + ok, total + 1
    return right, total


def run_fsrs(items, learner: Learner, rng: random.Random) -> tuple[int, int]:
    """What ``trainer practice --review`` does: each question goes to the most overdue
    skill, with the trainer's own FSRS settings (:mod:`trainer.core.practice.review`)."""
    from fsrs import Card

    from trainer.core.practice.review import due_order, review

    cards = {item: Card(card_id=index + 1, due=START) for index, item in enumerate(items)}
    right = total = 0
    last = None
    for day in practice_days():
        for q in range(QUESTIONS):
            now = day + timedelta(seconds=q * SPACING_S)
            order = [d.skill for d in due_order(cards, now, items)]
            item = next(i for i in order if i != last)
            ok = learner.answer(item, now)
            cards[item] = review(cards[item], ok, False, now)
            right, total, last = right + ok, total + 1, item
    return right, total


def run_hybrid(items, learner: Learner, rng: random.Random) -> tuple[int, int]:
    """What ``trainer practice`` does: FSRS picks the day's items (the due ones, then the
    least retrievable), Leitner boxes order the session over them."""
    from fsrs import Card, Rating, Scheduler

    scheduler = Scheduler(enable_fuzzing=False)
    cards = {item: Card(card_id=index + 1, due=START) for index, item in enumerate(items)}
    right = total = 0
    for day in practice_days():
        due = sorted(items, key=lambda i: (cards[i].due > day, scheduler.get_card_retrievability(cards[i], day)))
        todays = due[:DAILY_ITEMS]
        session = LeitnerScheduler(todays, rng)
        for q in range(QUESTIONS):
            now = day + timedelta(seconds=q * SPACING_S)
            item = session.next_item()
            ok = learner.answer(item, now)
            session.record(item, ok, 3.0)
            right, total = right + ok, total + 1
        for item in todays:  # one FSRS review per item and day: its last answer of the day
            seen = session.items[item]
            if seen.seen:
                cards[item], _ = scheduler.review_card(cards[item], Rating.Again if seen.lapses and seen.box == 0 else Rating.Good, day + timedelta(minutes=10))
    return right, total


def run_random(items, learner: Learner, rng: random.Random) -> tuple[int, int]:
    right = total = 0
    for day in practice_days():
        for q in range(QUESTIONS):
            item = rng.choice(items)
            ok = learner.answer(item, day + timedelta(seconds=q * SPACING_S))
            right, total = right + ok, total + 1
    return right, total


def measure(run, items, seed: int, profile: tuple[float, float]) -> dict[str, float]:
    learner = Learner(items, random.Random(f"learner:{seed}"), profile)
    right, total = run(items, learner, random.Random(f"schedule:{seed}"))
    morning = START + timedelta(days=DAYS, hours=-8)
    chances = [learner.chance(item, morning) for item in items]
    return {
        "practice_right": right / total,
        "recall_mean": sum(chances) / len(chances),
        "recall_min": min(chances),
        "items_90": sum(c >= 0.9 for c in chances) / len(chances),
    }


def main() -> None:
    items = items_of()
    runs = {"leitner": run_leitner, "random": run_random}
    try:
        import fsrs  # noqa: F401
    except ImportError:
        print("fsrs is not installed: pip install fsrs to compare with FSRS")
    else:
        runs["fsrs"] = run_fsrs
        runs["fsrs+leitner"] = run_hybrid
    for profile, parameters in PROFILES.items():
        results = {}
        for name, run in runs.items():
            rows = [measure(run, items, seed, parameters) for seed in range(LEARNERS)]
            results[name] = {key: round(sum(r[key] for r in rows) / len(rows), 3) for key in rows[0]}
        print(json.dumps({"learner": profile, "items": len(items), "days": DAYS, "questions_per_day": QUESTIONS, **results}))
        print(f"{profile:16} {'right in practice':>18} {'recall day 61':>14} {'weakest item':>13} {'items >= 90 %':>14}")
        for name, r in results.items():
            print(f"  {name:14} {r['practice_right']:>18.1%} {r['recall_mean']:>14.1%} {r['recall_min']:>13.1%} {r['items_90']:>14.1%}")


if __name__ == "__main__":
    main()
