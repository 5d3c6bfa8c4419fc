"""The frozen view of a round: equal to one rebuilt from the round's history, immutable,
and its right actions are exactly the ones Round.attempt accepts."""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction

import pytest

from trainer.core.procedure.actions import Action
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import parse_scenario, random_scenario
from trainer.core.practice.session import Session
from trainer.core.procedure.view import BetRole, bet_place, box_of, split_number, view_of
from trainer.core.procedure.vocabulary import Phase


HOUSES = ("cosmopol", "czech", "holland", "minicasino", "swiss")


def _wrong_candidates(round_, rng: random.Random) -> list[Action]:
    """Actions a dealer might try that are plausibly wrong now: other verbs on the hands and
    bets of the table, and a right money verb with a different amount."""
    table = round_.table
    hands = list(table.hands) + ["dealer"]
    bets = list(table.bets)
    made = [Action("no_more_bets"), Action("offer_insurance"), Action("close_insurance"), Action("end_round")]
    made += [Action("deal", rng.choice(hands))]
    if bets:
        bet = rng.choice(bets)
        made += [Action("collect", bet), Action("push", bet), Action("pay", bet, Fraction(rng.randint(1, 400)))]
    hand = rng.choice(list(table.hands)) if table.hands else None
    if hand:
        made += [Action("double", hand), Action("split", hand), Action("refuse", hand)]
    for right in round_.expected():
        if right.amount is not None:
            made.append(Action(right.verb, right.target, right.amount + 1))
    return made


@pytest.mark.parametrize("house", HOUSES)
def test_the_views_right_actions_are_what_attempt_accepts(house):
    """At every step of random rounds, each candidate action is accepted by attempt()
    exactly when the view lists it as right (a wrong one leaves the round untouched)."""
    rules = load_house(house)
    rng = random.Random(house)
    for seed in range(6):
        with random_scenario(rules, seed).new_round() as round_:
            for _ in range(400):
                if round_.finished:
                    break
                view = view_of(round_)
                assert tuple(round_.expected()) == view.expected
                assert view.verbs_due == {a.verb for a in view.expected}
                for wrong in _wrong_candidates(round_, rng):
                    if wrong in view.expected:
                        continue
                    assert round_.attempt(wrong) is not None, (house, seed, str(wrong))
                    assert view_of(round_).expected == view.expected  # a wrong action changes nothing
                # every right action is accepted (try the one the view names first)
                assert round_.attempt(rng.choice(view.expected)) is None
            assert round_.finished


@pytest.mark.parametrize("house", HOUSES)
def test_a_view_equals_one_rebuilt_from_the_rounds_history(house):
    """Replaying a round's recorded history, right and wrong actions alike, on a fresh deal
    of the same scenario gives an equal view at every step."""
    rules = load_house(house)
    rng = random.Random(7)
    for seed in range(4):
        scenario = random_scenario(rules, seed)
        with scenario.new_round() as played:
            views = [view_of(played)]
            while not played.finished:
                if rng.random() < 0.2:
                    played.attempt(rng.choice(_wrong_candidates(played, rng)))
                else:
                    played.attempt(played.expected()[0])
                views.append(view_of(played))
            history = [record.action for record in played.history]
        with scenario.new_round() as replayed:
            assert view_of(replayed) == views[0]
            for step, action in enumerate(history, start=1):
                replayed.attempt(action)
                assert view_of(replayed) == views[step], (house, seed, step, action)


def test_a_view_is_immutable():
    with random_scenario(load_house("swiss"), 3).new_round() as round_:
        while round_.state != "play":
            round_.attempt(round_.expected()[0])
        view = view_of(round_)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.phase = Phase.DONE
    hand = next(iter(view.hands.values()))
    with pytest.raises(dataclasses.FrozenInstanceError):
        hand.total = 3
    with pytest.raises(TypeError):
        view.hands["9"] = hand
    with pytest.raises(TypeError):
        del view.bets[next(iter(view.bets))]
    with pytest.raises(AttributeError):
        hand.cards.append(hand.cards[0])
    assert isinstance(view.order, tuple) and isinstance(view.expected, tuple)


def test_a_view_does_not_follow_the_round():
    """A view is a picture: the round going on does not change it."""
    with random_scenario(load_house("cosmopol"), 1).new_round() as round_:
        round_.attempt("no_more_bets")
        before = view_of(round_)
        round_.attempt(round_.expected()[0])
        assert before.phase == Phase.FIRST_DEAL
        assert before != view_of(round_)
        assert all(not hand.cards for hand in before.hands.values())


SOFT_17 = """
rules: cosmopol
boxes: {1: {bet: 100}}
shoe: [Ts, Ah, 8c, 6d, 5s]
decisions: {"1": [stand]}
"""


def _dealer_after_two_cards(hits_soft_17: bool):
    scenario = parse_scenario(SOFT_17, "soft17.yaml")
    rules = dataclasses.replace(scenario.rules, dealer_hits_soft_17=hits_soft_17)
    with dataclasses.replace(scenario, rules=rules).new_round() as round_:
        while len(round_.table.dealer) < 2:
            assert round_.attempt(round_.expected()[0]) is None
        return view_of(round_)


def test_dealer_done_follows_the_drawing_rule_not_only_the_total():
    """A soft 17 is not done in a house that hits it, and is done in one that stands."""
    hits = _dealer_after_two_cards(True)
    assert hits.dealer.total == 17 and not hits.dealer.done_drawing
    assert hits.phase == Phase.DEALER_DRAW and hits.dealer.drawing_now
    stands = _dealer_after_two_cards(False)
    assert stands.dealer.total == 17 and stands.dealer.done_drawing


def test_roles_amounts_and_the_house_result():
    rules = load_house("swiss")
    for seed in range(20):
        scenario = random_scenario(rules, seed)
        if scenario.side_bets and any(b.behind for b in scenario.boxes.values()):
            break
    with scenario.new_round() as round_:
        view = view_of(round_)
        roles = {bet.role for bet in view.bets.values()}
        assert {BetRole.HOLDER, BetRole.BEHIND, BetRole.SIDE} <= roles
        for bet in view.bets.values():
            assert bet.stake == round_.table.bets[bet.id].stake
        assert view.side_bets() and all(b.side for b in view.side_bets())
        while not round_.finished:
            round_.attempt(round_.expected()[0])
        done = view_of(round_)
    assert done.finished and done.phase == Phase.DONE and not done.expected
    assert done.house_result == -sum(round_.bet_results().values())
    assert done.money_moved


def test_bet_ids_are_read_in_one_place():
    assert bet_place("ins:3.2b1") == (True, 1, "3.2")
    assert bet_place("4") == (False, 0, "4")
    assert box_of("3.2") == 3 and box_of("7") == 7
    assert split_number("3.2") == 2 and split_number("3") == 0


def test_the_session_sends_one_view_to_every_listener():
    session = Session(load_house("cosmopol"), seed=4)
    first, second = [], []
    session.round_did_change.append(lambda view, record: first.append((view, record)))
    session.round_did_change.append(lambda view, record: second.append((view, record)))
    session.start_next_round()
    session.attempt("no_more_bets")
    session.attempt("end_round")  # wrong: the round has only begun
    assert [r for _, r in first] == [None, session.round.history[0], session.round.history[1]]
    assert first == second and first[0][0] is second[0][0]
    assert first[1][0].phase == Phase.FIRST_DEAL and first[2][1].mistake is not None
    assert first[-1][0] == session.view()
    session.close()
