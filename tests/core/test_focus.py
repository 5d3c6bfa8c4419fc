"""Focused rounds: in every house that has the point, the point really happens, the shoe
is a permutation of the house's decks, and a point the house lacks is refused.

The checks below read the played round (its history and table) on their own; they do
not ask the recipes whether the point happened."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from trainer.core.procedure.actions import MONEY_VERBS
from trainer.core.game.cards import Shoe, ShoeEmpty, one_deck
from trainer.core.procedure.dealer import play_round
from trainer.core.files.errors import PackError
from trainer.core.practice.focus import available, check_point, focused_scenario
from trainer.core.procedure.points import FOCUS_POINTS
from trainer.core.game.rules import house_names, load_house

SEEDS = (0, 1, 7, 42, 2026)


def applied(round_):
    return [(r.state, r.action) for r in round_.history if r.mistake is None]


def shows_insurance(round_):
    return any(state == "insurance_offer" for state, _ in applied(round_)) and any(
        bet.id.startswith("ins:") for bet in round_.table.bets.values()
    )


def shows_even_money(round_):
    return any(s == "insurance_window" and a.verb == "pay" and not a.target.startswith("ins:") for s, a in applied(round_))


def shows_immediate_blackjack(round_):
    up = round_.table.dealer[0]
    blackjack = any(len(h.cards) == 2 and {c.points for c in h.cards} == {1, 10} and not h.from_split
                    for h in round_.table.hands.values())
    if not (blackjack and 2 <= up.points <= 9):
        return False
    paid_at_once = any(s == "blackjack_payouts" and a.verb == "pay" for s, a in applied(round_))
    return paid_at_once == round_.rules.blackjack_paid_at_once


def shows_three_sevens(round_):
    return any(
        [c.rank.value for c in h.cards[:3]] == ["7", "7", "7"] and not h.from_split for h in round_.table.hands.values()
    ) and any(s == "play" and a.verb == "pay" for s, a in applied(round_))


def shows_split(round_):
    return any(a.verb == "split" for _, a in applied(round_)) and any(h.from_split for h in round_.table.hands.values())


def shows_resplit(round_):
    return sum(a.verb == "split" for _, a in applied(round_)) >= 2 and any(
        Counter(h.box for h in round_.table.hands.values())[box] >= 3 for box in range(1, round_.rules.boxes + 1)
    )


def shows_double(round_):
    return any(a.verb == "double" for _, a in applied(round_)) and any(h.doubled for h in round_.table.hands.values())


def shows_behind_bets(round_):
    return any(a.verb in MONEY_VERBS and "b" in a.target for _, a in applied(round_))


def shows_dealer_draw(round_):
    return sum(1 for s, a in applied(round_) if a.verb == "deal" and a.target == "dealer") >= 3


def shows_bust_collection(round_):
    return any(s == "play" and a.verb == "collect" for s, a in applied(round_)) and any(
        h.total > 21 for h in round_.table.hands.values()
    )


def shows_settlement_order(round_):
    settled = [a.target for s, a in applied(round_) if s in ("settlement", "insurance_settlement") and a.verb in MONEY_VERBS]
    hands = {round_.table.bets[b].hand_id for b in settled}
    return len(settled) >= 3 and len(hands) >= 2


def _side_bet_settled(round_, side):
    ids = {b.id for b in round_.table.bets.values() if b.id.split(":")[0].startswith(side)}
    return any(a.verb in MONEY_VERBS and a.target in ids for _, a in applied(round_))


def shows_side_21_3(round_):
    # settled right after the first deal, before any box is served
    return _side_bet_settled(round_, "21+3") and all(
        s == "first_deal" for s, a in applied(round_) if (a.target or "").startswith("21+3:")
    )


def shows_swiss_jack(round_):
    return _side_bet_settled(round_, "swissjack")


SHOWS = {name[len("shows_"):]: fn for name, fn in globals().items() if name.startswith("shows_")}


def test_every_focus_point_has_an_independent_check():
    assert set(SHOWS) == set(FOCUS_POINTS)


CASES = [(house, point) for house in house_names() for point in available(load_house(house))]


@pytest.mark.parametrize("house,point", CASES)
def test_the_point_happens_and_the_shoe_is_a_permutation(house, point):
    rules = load_house(house)
    full = Counter(card for _ in range(rules.decks) for card in one_deck())
    for seed in SEEDS:
        scenario = focused_scenario(rules, point, seed)
        with scenario.new_round() as round_:
            play_round(round_)
            assert round_.finished and not round_.mistakes
            assert round_.table.ledger_balanced()
            assert SHOWS[point](round_), f"{point} does not happen at {house} with seed {seed}"
        shoe = Shoe(rules.decks, scenario.seed, scenario.shoe, rules.penetration)
        cards = []
        with pytest.raises(ShoeEmpty):
            while True:
                cards.append(shoe.draw())
        assert Counter(cards) == full


def test_points_per_house_follow_the_rules():
    """Which house has which point comes from its rules, not its name."""
    side = {"side_21_3", "swiss_jack"}
    expected = {
        "cosmopol": set(FOCUS_POINTS) - {"swiss_jack"},
        "czech": set(FOCUS_POINTS) - {"insurance", "even_money", "three_sevens", "behind_bets"} - side,
        # hit and stand only, as the Dutch text states (issue 36)
        "holland": set(FOCUS_POINTS) - {"insurance", "even_money", "split", "resplit", "double"} - side,
        "minicasino": set(FOCUS_POINTS) - {"three_sevens", "behind_bets"} - side,
        "swiss": set(FOCUS_POINTS) - {"even_money", "three_sevens", "resplit", "side_21_3"},
    }
    assert {house: set(available(load_house(house))) for house in expected} == expected
    cosmopol = load_house("cosmopol")
    no_sevens = dataclasses.replace(cosmopol, three_sevens=False, resplit=False)
    assert "three_sevens" not in available(no_sevens) and "resplit" not in available(no_sevens)


@pytest.mark.parametrize("house,point", [
    (house, point) for house in house_names() for point in FOCUS_POINTS if point not in available(load_house(house))
])
def test_a_point_the_house_lacks_is_refused(house, point):
    with pytest.raises(PackError) as caught:
        check_point(point, load_house(house))
    assert house in str(caught.value) and "\n" not in str(caught.value)


def test_focused_rounds_are_seeded():
    rules = load_house("cosmopol")
    assert focused_scenario(rules, "split", 5) == focused_scenario(rules, "split", 5)
    shoes = {focused_scenario(rules, "split", seed).shoe for seed in range(8)}
    assert len(shoes) == 8


def test_the_shoe_is_built_not_searched():
    """The round uses the seed's random round unchanged apart from the cards placed: the
    boxes of a focused round are the random round's (a search would change the seed)."""
    from trainer.core.packs.scenario import random_scenario

    rules = load_house("holland")
    for seed in SEEDS:
        assert set(focused_scenario(rules, "three_sevens", seed).boxes) == set(random_scenario(rules, seed).boxes)
        assert focused_scenario(rules, "three_sevens", seed).seed == seed


def test_an_insurance_round_shows_insurance_even_where_the_target_box_over_insures():
    """Random rounds make some players over-insure (the dealer must refuse); when the focused
    box is one of them, its half insurance must win, or the round shows no insurance at all."""
    import random

    from trainer.core.practice.focus import Plan, random_scenario

    target_over_insured = 0
    for house in house_names():
        rules = load_house(house)
        if not rules.insurance:
            continue
        for seed in range(60):
            base = random_scenario(rules, seed)
            target = Plan(target=0, rng=random.Random(f"focus:insurance:{seed}")).rng.choice(sorted(base.boxes))
            target_over_insured += str(target) in base.insurance_over_limit
            scenario = focused_scenario(rules, "insurance", seed)
            with scenario.new_round() as round_:
                play_round(round_)
                assert any(bet.insurance for bet in round_.table.bets.values()), (house, seed)
    assert target_over_insured, "no seed puts the over-limit insurance on the focused box: widen the range"
