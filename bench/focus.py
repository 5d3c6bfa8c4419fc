"""Cost of a focused round, as a ratio to a plain random round played in the same run.

A focused round is built by one stacked play of the round and checked by a second, plain
play (trainer/core/practice/focus.py), so it should cost about two plain rounds and never grow
with how rare the point is (nothing is retried). Prints one JSON line per point and a
summary: ``{"house", "point", "ms", "ratio"}``. Target: ratio <= 5 for every point (about
2.6 at the median, 2-3 ms a round, when this was written).
"""

from __future__ import annotations

import json
import time

from trainer.core.procedure.dealer import play_round
from trainer.core.practice.focus import available, focused_scenario
from trainer.core.game.rules import house_names, load_house
from trainer.core.packs.scenario import random_scenario

SEEDS = 40


def plain_ms(rules) -> float:
    start = time.perf_counter()
    for seed in range(SEEDS):
        with random_scenario(rules, seed).new_round() as round_:
            play_round(round_)
    return (time.perf_counter() - start) * 1000 / SEEDS


def focused_ms(rules, point) -> float:
    start = time.perf_counter()
    for seed in range(SEEDS):
        focused_scenario(rules, point, seed)
    return (time.perf_counter() - start) * 1000 / SEEDS


#: each figure is the best of this many runs (the machine is shared: the best is the cost).
REPEATS = 3


def main() -> None:
    worst = 0.0
    for house in house_names():
        rules = load_house(house)
        for point in available(rules):
            base = min(plain_ms(rules) for _ in range(REPEATS))
            ms = min(focused_ms(rules, point) for _ in range(REPEATS))
            worst = max(worst, ms / base)
            print(json.dumps({"house": house, "point": point, "ms": round(ms, 2), "ratio": round(ms / base, 2)}))
    print(json.dumps({"worst_ratio": round(worst, 2), "target": 5}))


if __name__ == "__main__":
    main()
