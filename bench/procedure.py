"""Speed of the procedure checker, as a ratio to bare transitions in the same run.

Plays random rounds in every house through the reference dealer and the checker (every
action goes through ``Round.attempt``) and prints one JSON line:
``{"rounds_per_s", "us_per_action", "bare_trigger_us", "ratio"}``, where
``bare_trigger_us`` is one trigger of a bare transitions Machine with as many states and
triggers as ours. Targets: ratio <= 2 and >= 2,000 checked rounds/s on one core.
"""

from __future__ import annotations

import json
import time

from transitions import Machine

from trainer.core.procedure.machine import STATES, TRANSITIONS
from trainer.core.game.rules import house_names, load_house
from trainer.core.packs.scenario import random_scenario

ROUNDS_PER_HOUSE = 400


def checked_rounds() -> tuple[float, float, int, int]:
    """Seconds in all, seconds spent on actions alone, rounds and actions, for random
    rounds played by the book. Setting a round up (shuffling a 312-card shoe) is a
    per-round cost, so it counts for rounds/s but not for the per-action figure."""
    scenarios = [random_scenario(load_house(h), seed) for h in house_names() for seed in range(ROUNDS_PER_HOUSE)]
    actions = 0
    acting = 0.0
    clock = time.perf_counter
    start = clock()
    for scenario in scenarios:
        with scenario.new_round() as round_:
            began = clock()
            while not round_.finished:
                round_.attempt(round_.expected()[0])
                actions += 1
            acting += clock() - began
    return clock() - start, acting, len(scenarios), actions


def bare_trigger_seconds(triggers: int) -> float:
    """Seconds per trigger of a bare Machine: the same states, a ring of transitions
    with as many trigger names as ours."""
    names = sorted({t["trigger"] for t in TRANSITIONS})
    ring = [
        {"trigger": names[i % len(names)], "source": STATES[i], "dest": STATES[(i + 1) % len(STATES)]}
        for i in range(len(STATES))
    ]

    class Model:
        pass

    model = Model()
    Machine(model=model, states=STATES, transitions=ring, initial=STATES[0], auto_transitions=False)
    sequence = [t["trigger"] for t in ring]
    start = time.perf_counter()
    for i in range(triggers):
        model.trigger(sequence[i % len(sequence)])
    return (time.perf_counter() - start) / triggers


def main() -> None:
    checked_rounds()  # warm up caches (house packs, chart)
    seconds, acting, rounds, actions = min((checked_rounds() for _ in range(3)), key=lambda r: r[0])
    bare = min(bare_trigger_seconds(50_000) for _ in range(3))
    us_per_action = acting / actions * 1e6
    print(json.dumps({
        "rounds_per_s": round(rounds / seconds, 1),
        "us_per_action": round(us_per_action, 2),
        "bare_trigger_us": round(bare * 1e6, 2),
        "ratio": round(us_per_action / (bare * 1e6), 2),
    }))


if __name__ == "__main__":
    main()
