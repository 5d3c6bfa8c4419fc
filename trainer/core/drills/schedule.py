"""What to ask next: per-kind statistics and a Leitner scheduler over kinds and stake bands."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from trainer.core.drills.model import KINDS

# --- statistics --------------------------------------------------------------------------------


@dataclass
class KindStats:
    """Answers to one kind of question."""

    answered: int = 0
    right: int = 0
    streak: int = 0
    best_streak: int = 0
    seconds: list[float] = field(default_factory=list)

    @property
    def accuracy(self) -> float | None:
        """Right answers as a share of all (0..1), None before the first answer."""
        return self.right / self.answered if self.answered else None

    @property
    def median_seconds(self) -> float | None:
        return statistics.median(self.seconds) if self.seconds else None

    def record(self, correct: bool, seconds: float) -> None:
        self.answered += 1
        self.seconds.append(seconds)
        if correct:
            self.right += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0


class SessionStats:
    """Streaks, accuracy and median answer time, overall and per kind."""

    def __init__(self) -> None:
        self.total = KindStats()
        self.per_kind: dict[str, KindStats] = {}

    def record(self, kind: str, correct: bool, seconds: float) -> None:
        self.total.record(correct, seconds)
        self.per_kind.setdefault(kind, KindStats()).record(correct, seconds)

    @property
    def answered(self) -> int:
        return self.total.answered

    @property
    def right(self) -> int:
        return self.total.right

    @property
    def streak(self) -> int:
        return self.total.streak

    @property
    def best_streak(self) -> int:
        return self.total.best_streak

    @property
    def accuracy(self) -> float | None:
        return self.total.accuracy

    @property
    def median_seconds(self) -> float | None:
        return self.total.median_seconds

    def kinds(self) -> list[str]:
        """The kinds answered so far, in :data:`KINDS` order."""
        return sorted(self.per_kind, key=lambda k: KINDS.index(k) if k in KINDS else len(KINDS))


# --- scheduling --------------------------------------------------------------------------------

#: an answer slower than this (seconds) counts as slow even when right. A dealer at the
#: table pays a plain win at a glance; a box with behind bets takes a few sums.
SLOW_SECONDS: dict[str, float] = {
    "blackjack": 8.0,
    "insurance": 6.0,
    "even_money": 4.0,
    "three_sevens": 4.0,
    "win": 4.0,
    "double_win": 5.0,
    "split_win": 5.0,
    "pay_the_box": 15.0,
}


@dataclass
class ItemState:
    """The scheduler's memory of one (kind, band) item."""

    box: int
    due: int
    order: int
    seen: int = 0
    lapses: int = 0
    #: the last answer was wrong or slow.
    weak: bool = False


class LeitnerScheduler:
    """A Leitner-box scheduler over (kind, stake band) items, counted in questions.

    Why not FSRS: FSRS models memory decay over days to space reviews of facts. A payout
    drill is a few minutes of rapid practice of a *skill* (multiply, add, count chips),
    where what matters is to see again, within the same session, what was just got wrong
    or was slow. Leitner boxes with intervals counted in questions do exactly that, are
    explained in one sentence to a trainee, are deterministic to test, and need no
    dependency. The items are coarse (kind x three stake bands), so there are a few dozen
    at most and a session visits them all.

    The rule, with ``now`` the number of answers so far:

    * a new item starts in box 1; items are introduced one per question, every kind once
      (in a shuffled order) before any kind's second band, so a session starts varied;
    * wrong: back to box 0;
    * right but slow (slower than :data:`SLOW_SECONDS` for the kind, or more than twice the
      trainee's own median for the kind and 1.5 s more, once there are three answers), or
      right with more chips than needed: down one box, never below 1;
    * right and quick: up one box, at most 5;
    * the item is then due again after its box's gap of other questions;
    * the next item is, among those due, the one in the lowest box (a failed item jumps
      the queue of items waiting), then the one due longest, then the shuffled order; when
      none is due, the one due soonest. The item just asked is skipped when any other
      exists, and after a weak answer (wrong or slow) the next item is not a weak one
      when another is due: at most every other question goes back over weak material,
      so one hard kind cannot crowd out the rest.

    Gaps (other questions before the item is due again) by box: 0 -> 1, 1 -> 2, 2 -> 5,
    3 -> 10, 4 -> 20, 5 -> 40. So from a fresh item, a wrong answer comes back after one
    other question, a slow one after two and a quick one after five.
    """

    #: other questions asked before an item in box 0..5 is due again.
    GAPS: tuple[int, ...] = (1, 2, 5, 10, 20, 40)
    TOP_BOX = 5
    #: seconds an answer must lag the trainee's median by to count as slow relatively.
    MIN_SLOW_GAP = 1.5

    def __init__(
        self,
        items: Iterable[tuple[str, int]],
        rng: random.Random,
        slow_seconds: Mapping[str, float] | None = None,
        relative_slow: float = 2.0,
    ) -> None:
        items = _interleave_kinds(list(dict.fromkeys(items)), rng)
        if not items:
            raise ValueError("nothing to schedule")
        self.slow_seconds = dict(SLOW_SECONDS if slow_seconds is None else slow_seconds)
        self.relative_slow = relative_slow
        self.now = 0
        self.last: tuple[str, int] | None = None
        self.items: dict[tuple[str, int], ItemState] = {
            item: ItemState(box=1, due=index, order=index) for index, item in enumerate(items)
        }
        self._times: dict[str, list[float]] = {}

    def next_item(self) -> tuple[str, int]:
        """The item to ask next."""
        candidates = [item for item in self.items if item != self.last] or list(self.items)
        due = [item for item in candidates if self.items[item].due <= self.now]
        if due:
            if self.last is not None and self.items[self.last].weak:
                # Never two weak items running: one hard kind must not crowd out the rest.
                due = [item for item in due if not self.items[item].weak] or due
            # Among the items due, the weakest first: a failed item jumps the queue.
            return min(due, key=lambda i: (self.items[i].box, self.items[i].due, self.items[i].order))
        return min(candidates, key=lambda i: (self.items[i].due, self.items[i].box, self.items[i].order))

    def is_slow(self, kind: str, seconds: float) -> bool:
        """Whether ``seconds`` is a slow answer to ``kind`` for this trainee."""
        if seconds > self.slow_seconds.get(kind, math.inf):
            return True
        times = self._times.get(kind, [])
        if len(times) < 3:
            return False
        median = statistics.median(times)
        # A 0.4 s answer after 0.1 s ones is not slow: ask for a real gap too.
        return seconds > self.relative_slow * median and seconds - median >= self.MIN_SLOW_GAP

    def record(self, item: tuple[str, int], correct: bool, seconds: float, fewest_chips: bool = True) -> ItemState:
        """Move ``item`` after an answer and return its new state."""
        state = self.items.setdefault(item, ItemState(box=1, due=self.now, order=len(self.items)))
        kind = item[0]
        slow = self.is_slow(kind, seconds)
        self._times.setdefault(kind, []).append(seconds)
        self.now += 1
        state.seen += 1
        state.weak = not correct or slow or not fewest_chips
        if not correct:
            state.box = 0
            state.lapses += 1
        elif state.weak:
            state.box = max(1, state.box - 1)
        else:
            state.box = min(self.TOP_BOX, state.box + 1)
        state.due = self.now + self.GAPS[state.box]
        self.last = item
        return state


def _interleave_kinds(items: list[tuple[str, int]], rng: random.Random) -> list[tuple[str, int]]:
    """Shuffle the items so that each kind comes once before any kind comes twice."""
    by_kind: dict[str, list[tuple[str, int]]] = {}
    for item in items:
        by_kind.setdefault(item[0], []).append(item)
    kinds = list(by_kind)
    rng.shuffle(kinds)
    for kind in kinds:
        rng.shuffle(by_kind[kind])
    rounds = max((len(group) for group in by_kind.values()), default=0)
    return [by_kind[kind][r] for r in range(rounds) for kind in kinds if r < len(by_kind[kind])]


