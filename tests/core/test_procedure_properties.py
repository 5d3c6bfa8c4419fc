"""Properties of the procedure over many random rounds in every house."""

from __future__ import annotations

import warnings

import pytest
from hypothesis import given, settings, strategies as st

from trainer.core.procedure.actions import Action
from trainer.core.procedure.dealer import play_round
from trainer.core.procedure.machine import STATES, TRANSITIONS, build_machine
from trainer.core.game.rules import house_names, load_house
from trainer.core.packs.scenario import random_scenario

HOUSES = house_names()

_targets = st.sampled_from(["dealer", "1", "2", "3", "4", "7", "1.1", "1.2", "3.2", "11"])
_bets = st.sampled_from(["1", "2", "3", "1b1", "3b2", "1.1", "1.2", "ins:1", "ins:3", "5"])
_amounts = st.sampled_from(["0", "25", "50", "100", "150", "200", "262.5", "300"])
random_actions = st.one_of(
    st.sampled_from([Action(v) for v in ("no_more_bets", "offer_insurance", "close_insurance", "end_round")]),
    st.builds(lambda t: Action("deal", t), _targets),
    st.builds(lambda v, t: Action(v, t), st.sampled_from(["double", "split", "refuse"]), _targets.filter(lambda t: t != "dealer")),
    st.builds(lambda v, t: Action(v, t), st.sampled_from(["collect", "push"]), _bets),
    st.builds(lambda t, a: Action.parse(f"pay {t} {a}"), _bets, _amounts),
)


@settings(max_examples=150, deadline=None)
@given(
    house=st.sampled_from(HOUSES),
    seed=st.integers(0, 10**6),
    moves=st.lists(st.one_of(st.none(), random_actions), max_size=120),
)
def test_random_actions_never_raise_and_the_ledger_balances(house, seed, moves):
    """``None`` stands for the reference dealer's action, anything else is a random one."""
    with random_scenario(load_house(house), seed).new_round() as round_:
        for move in moves:
            if round_.finished:
                break
            action = round_.expected()[0] if move is None else move
            before = len(round_.mistakes)
            mistake = round_.attempt(action)
            if move is None:
                assert mistake is None
            else:
                assert len(round_.mistakes) == before + (mistake is not None)
            assert round_.table.ledger_balanced()
        play_round(round_)
        assert round_.table.ledger_balanced()
        assert not round_.table.live_bets()


def _play_many(house: str, rounds: int) -> None:
    rules = load_house(house)
    side_bets_won = side_bets_lost = 0
    for seed in range(rounds):
        with random_scenario(rules, seed).new_round() as round_:
            play_round(round_)
            assert not round_.mistakes and round_.table.ledger_balanced()
            results = round_.bet_results()
            assert set(results) == set(round_.table.bets)
            for bet in round_.table.side_bets(unsettled_only=False):
                side_bets_won += bet.net > 0
                side_bets_lost += bet.net < 0
    if rules.side_bets:  # side bets are in play, and some win
        assert side_bets_won > 0 and side_bets_lost > side_bets_won


@pytest.mark.parametrize("house", HOUSES)
def test_reference_dealer_finishes_random_rounds(house):
    _play_many(house, 200)


@pytest.mark.slow
@pytest.mark.parametrize("house", HOUSES)
def test_reference_dealer_finishes_2000_random_rounds(house):
    _play_many(house, 2000)


def test_machine_structure():
    """Every state is reachable from betting, every state but done has a way out, and
    building the machine raises no warnings."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        build_machine()
    edges = {}
    for transition in TRANSITIONS:
        edges.setdefault(transition["source"], set()).add(transition["dest"])
    reached, frontier = {"betting"}, ["betting"]
    while frontier:
        for nxt in edges.get(frontier.pop(), ()):
            if nxt not in reached:
                reached.add(nxt)
                frontier.append(nxt)
    assert reached == set(STATES)
    assert {state for state in STATES if state not in edges} == {"done"}


def test_every_state_is_visited_by_real_rounds():
    seen = set()
    for house in HOUSES:
        rules = load_house(house)
        for seed in range(300):
            with random_scenario(rules, seed).new_round() as round_:
                while not round_.finished:
                    seen.add(round_.state)
                    round_.attempt(round_.expected()[0])
                seen.add(round_.state)
    assert seen == set(STATES)


def test_rounds_leave_the_shared_machine():
    from trainer.core.procedure.machine import MACHINE

    before = len(MACHINE.models)
    for seed in range(5):
        with random_scenario(load_house("cosmopol"), seed).new_round() as round_:
            play_round(round_)
    assert len(MACHINE.models) == before
