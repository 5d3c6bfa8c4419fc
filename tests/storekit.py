"""Test data for the progress store: real rounds (with deliberate mistakes) and a
trainee's few weeks of history."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from fractions import Fraction

from trainer.core.procedure import Round
from trainer.core.rules import load_house
from trainer.core.scenario import Scenario, random_scenario
from trainer.store import Store, Trainee

HOUSE = "cosmopol"
CET = timezone(timedelta(hours=1))
#: a Monday, 18:00 Stockholm winter time.
MONDAY = datetime(2024, 3, 4, 18, 0, tzinfo=CET)


def wrong_action(round_: Round) -> str | None:
    """A wrong action that fits where the round is, or None if none is at hand."""
    state = round_.state
    right = [str(a) for a in round_.expected()]
    first = round_.expected()[0] if right else None
    if state == "betting":
        return "deal dealer"  # OUT_OF_PHASE
    if state == "first_deal":
        return "deal dealer" if right != ["deal dealer"] else f"deal {round_.table.order[0]}"  # DEAL_ORDER
    if state == "play" and first is not None and first.verb == "deal":
        return "deal dealer"  # DEALER_CARD_EARLY
    if state == "settlement" and first is not None:
        if first.verb == "collect":
            return f"push {first.target}"  # WRONG_OUTCOME
        if first.verb == "pay":
            return f"pay {first.target} {first.amount + 5}"  # WRONG_AMOUNT
    return None


def real_round(seed: int, wrong_in: tuple[str, ...] = (), house: str = HOUSE) -> tuple[Scenario, Round]:
    """A random round played by the book, except for one wrong action at the first
    chance in each state of ``wrong_in`` (in that order)."""
    scenario = random_scenario(load_house(house), seed)
    pending = list(wrong_in)
    with scenario.new_round() as round_:
        while not round_.finished:
            if pending and round_.state == pending[0]:
                wrong = wrong_action(round_)
                if wrong is not None:
                    assert round_.attempt(wrong) is not None, wrong
                    pending.pop(0)
            mistake = round_.attempt(round_.expected()[0])
            assert mistake is None
    return scenario, round_


def save_real_round(
    store: Store, session_id: int, seed: int, wrong_in: tuple[str, ...], started: datetime, seconds: float | None = None
) -> tuple[int, Round]:
    scenario, round_ = real_round(seed, wrong_in)
    seconds = seconds if seconds is not None else 2.5 * len(round_.history)
    round_id = store.save_played_round(session_id, scenario, round_, started, started + timedelta(seconds=seconds))
    return round_id, round_


#: mistakes per round over four weeks: many at first, few at the end.
_WEEKLY_WRONGS = (
    [("first_deal", "play"), ("settlement",), ("betting", "settlement"), ("play",), ("first_deal",)],
    [("settlement",), (), ("play",), ("first_deal",), ()],
    [(), ("settlement",), (), (), ("play",)],
    [(), (), ("settlement",), (), ()],
)


def demo_history(store: Store, name: str = "Ann Lindqvist") -> Trainee:
    """Four weeks, two sessions a week of five rounds, mistakes thinning out and the
    trainee getting faster; a few payout drills each week."""
    trainee = store.trainee(name)
    seed = 100
    for week, wrongs in enumerate(_WEEKLY_WRONGS):
        for day in (0, 3):
            start = MONDAY + timedelta(weeks=week, days=day)
            session = store.start_session(trainee, HOUSE, "exam" if day == 3 and week == 3 else "training", started=start)
            at = start
            for wrong_in in wrongs:
                seed += 1
                _, round_ = real_round(seed, wrong_in)
                seconds = len(round_.history) * (3.2 - 0.5 * week)
                save_real_round(store, session, seed, wrong_in, at, seconds)
                at += timedelta(seconds=seconds + 20)
            for index, kind in enumerate(("blackjack", "insurance", "three_sevens")):
                stake = Fraction(150 + 50 * index)
                right = (index + week) % 3 != 0 or week == 3
                store.save_drill_answer(
                    trainee, kind, HOUSE, stake, stake * Fraction(3, 2), stake * Fraction(3, 2) if right else stake,
                    right, 6.0 - week, at=at + timedelta(seconds=index * 10), session_id=session,
                )
            store.end_session(session, at + timedelta(minutes=1))
    return trainee
