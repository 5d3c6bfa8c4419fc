"""Practise my weak points: a session built from what the trainee gets wrong.

The weak spots come from the progress database: the mistake groups of the store's
weakest-points report (over the trainee's latest rounds) and the drill kinds with wrong
answers (over the latest answers). Each is weighted by its recent mistakes. The session
deals exercises one at a time, each drawn at random with those weights among the spots
not yet cleared: a focused round (one of the group's practice points the house has) or a
drill question of the kind.

A spot is **cleared** when its last ``CLEAR_STREAK`` exercises in this session were all
right: a round with no mistake of the spot's group and within the skill's target time per
action, or a right drill answer within its target time. The session ends when every spot
is cleared (or after ``max_items`` exercises, or when the trainee stops).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from datetime import date

from trainer.core.drills import Question, available_kinds, make_question
from trainer.core.game.rules import HouseRules
from trainer.core.packs.scenario import Scenario
from trainer.core.practice.focus import available, focused_scenario
from trainer.core.practice.skills import Skill, drill_skill, skill_label
from trainer.core.procedure.points import BY_ID, GROUP_OF_CODE
from trainer.store import Store, Trainee

#: right exercises in a row that clear a weak spot.
CLEAR_STREAK = 3
#: how far back the weak spots are looked for.
RECENT_ROUNDS = 50
RECENT_ANSWERS = 100
DEFAULT_MAX_ITEMS = 40


@dataclass
class WeakSpot:
    """One thing to practise: a mistake group (``kind`` "round") or a drill kind ("drill")."""

    kind: str
    id: str
    #: recent mistakes: the chance of being drawn.
    weight: int
    #: the focus points that train it (rounds) in this house.
    points: tuple[str, ...] = ()
    streak: int = 0
    done: int = 0
    right: int = 0

    @property
    def label(self) -> str:
        return BY_ID[self.id].label if self.kind == "round" else skill_label(drill_skill(self.id))

    @property
    def cleared(self) -> bool:
        return self.streak >= CLEAR_STREAK


@dataclass(frozen=True)
class Exercise:
    """What to deal next: a focused round or a drill question, for a spot."""

    spot: WeakSpot
    point: str | None = None
    scenario: Scenario | None = None
    question: Question | None = None


def weak_spots(store: Store, trainee: Trainee | str | int, rules: HouseRules) -> list[WeakSpot]:
    """The trainee's weak spots that this house can train, the heaviest first."""
    spots: list[WeakSpot] = []
    have = set(available(rules))
    for weak in store.weakest_points(trainee, last_rounds=RECENT_ROUNDS):
        points = tuple(p for p in weak.point.practice if p in have)
        if points:
            spots.append(WeakSpot("round", weak.point.id, weak.mistakes, points))
    answers = store.drill_answers(trainee)[-RECENT_ANSWERS:]
    wrong = Counter(a.kind for a in answers if not a.correct)
    kinds = set(available_kinds(rules))
    for kind, count in wrong.items():
        if kind in kinds:
            spots.append(WeakSpot("drill", kind, count))
    return sorted(spots, key=lambda s: (-s.weight, s.kind, s.id))


def codes_of(spot: WeakSpot) -> frozenset[str]:
    return frozenset(BY_ID[spot.id].codes) if spot.kind == "round" else frozenset()


@dataclass
class PracticePlan:
    """Deals the exercises and keeps the spots' streaks."""

    rules: HouseRules
    spots: list[WeakSpot]
    skills: dict[str, Skill]
    seed: int = 0
    max_items: int = DEFAULT_MAX_ITEMS
    dealt: int = 0
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"practice:{self.seed}")

    @property
    def finished(self) -> bool:
        return self.dealt >= self.max_items or all(spot.cleared for spot in self.spots)

    def next_exercise(self) -> Exercise | None:
        open_spots = [spot for spot in self.spots if not spot.cleared]
        if not open_spots or self.dealt >= self.max_items:
            return None
        spot = self.rng.choices(open_spots, weights=[s.weight for s in open_spots])[0]
        self.dealt += 1
        seed = self.rng.randrange(1 << 30)
        if spot.kind == "round":
            point = self.rng.choice(spot.points)
            return Exercise(spot, point=point, scenario=focused_scenario(self.rules, point, seed))
        return Exercise(spot, question=make_question(self.rules, spot.id, random.Random(seed)))

    def target_seconds(self, exercise: Exercise) -> float:
        skill_id = exercise.point if exercise.point is not None else drill_skill(exercise.spot.id)
        return self.skills[skill_id].seconds

    def round_right(self, exercise: Exercise, mistake_codes: list[str], finished: bool, seconds_per_action: float) -> bool:
        """Whether a played round counts as right for its spot (and record it)."""
        wrong = set(mistake_codes) & codes_of(exercise.spot)
        # a mistake of another group does not fail this spot, but it still belongs somewhere:
        # the next session will find it among the weak points.
        right = finished and not wrong and seconds_per_action <= self.target_seconds(exercise)
        self._record(exercise.spot, right)
        return right

    def drill_right(self, exercise: Exercise, correct: bool, seconds: float) -> bool:
        right = correct and seconds <= self.target_seconds(exercise)
        self._record(exercise.spot, right)
        return right

    def _record(self, spot: WeakSpot, right: bool) -> None:
        spot.done += 1
        spot.right += int(right)
        spot.streak = spot.streak + 1 if right else 0


def group_of(code: str) -> str:
    point = GROUP_OF_CODE.get(code)
    return point.id if point else "round_flow"


# --- speed runs and the daily challenge ---------------------------------------------------------

#: rounds in the daily challenge.
DAILY_ROUNDS = 5


def challenge_rounds(rules: HouseRules, points: list[str], count: int, seed: int) -> list[tuple[str, Scenario]]:
    """``count`` focused rounds: the points in turn, each from a seed drawn from ``seed``."""
    rng = random.Random(f"challenge:{seed}")
    return [(points[i % len(points)], focused_scenario(rules, points[i % len(points)], rng.randrange(1 << 30)))
            for i in range(count)]


def daily_challenge(rules: HouseRules, today: date) -> tuple[str, list[tuple[str, Scenario]]]:
    """The day's challenge in a house: its key (for personal bests) and its rounds, the
    same for everyone that day (seeded by the date)."""
    seed = int(today.strftime("%Y%m%d"))
    points = list(available(rules))
    random.Random(seed).shuffle(points)
    return f"{today.isoformat()}:{rules.id}", challenge_rounds(rules, points, DAILY_ROUNDS, seed)


def speed_key(rules: HouseRules, point: str | None, count: int) -> str:
    return f"{rules.id}:{point or 'mixed'}:{count}"
