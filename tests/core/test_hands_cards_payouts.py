"""Card codes, the shoe, hand values and exact payouts."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from trainer.core.game import hands as hv
from trainer.core.game.cards import Card, CardCodeError, Rank, Shoe, ShoeError, Suit, parse_cards
from trainer.core.game.payouts import AmountError, format_amount, parse_amount, parse_ratio, payout

cards = st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from(list(Suit)))


def brute_force_total(hand):
    """Every way of counting each ace as 1 or 11; the best total not over 21, else the least."""
    options = [(1, 11) if c.rank is Rank.ACE else (min(10, list(Rank).index(c.rank) + 1),) for c in hand]
    totals = {sum(choice) for choice in itertools.product(*options)} if hand else {0}
    good = [t for t in totals if t <= 21]
    return max(good) if good else min(totals)


@given(st.lists(cards, max_size=12))
def test_total_agrees_with_brute_force(hand):
    assert hv.total(hand) == brute_force_total(hand)
    assert hv.is_bust(hand) == (brute_force_total(hand) > 21)


@given(st.lists(cards, min_size=1, max_size=8))
def test_frozen_aces_count_one_and_later_aces_stay_free(hand):
    aces = sum(1 for c in hand if c.rank is Rank.ACE)
    assert hv.total(hand, frozen_aces=aces) == sum(c.points for c in hand)
    if aces:
        # Freezing all but one ace is the same as freezing none: at most one ace counts 11.
        assert hv.total(hand, frozen_aces=aces - 1) == hv.total(hand)


def test_card_codes():
    assert str(Card.parse("10d")) == "Td"
    assert Card.parse("Ah") == Card(Rank.ACE, Suit.HEARTS)
    assert [c.points for c in parse_cards(["Kc", "Qs", "Jh", "Td", "9c", "Ah"])] == [10, 10, 10, 10, 9, 1]
    for bad in ["", "1h", "Ax", "11d", "Ahh", "Z9"]:
        with pytest.raises(CardCodeError):
            Card.parse(bad)


def test_blackjack_and_three_sevens():
    assert hv.is_blackjack(parse_cards(["Ah", "Qd"]))
    assert not hv.is_blackjack(parse_cards(["Ah", "Qd"]), from_split=True)
    assert not hv.is_blackjack(parse_cards(["7h", "4d", "Th"]))
    assert hv.is_three_sevens(parse_cards(["7h", "7d", "7c"]))
    assert not hv.is_three_sevens(parse_cards(["7h", "7d", "7c"]), from_split=True)
    assert not hv.is_three_sevens(parse_cards(["7h", "7d", "7c", "7s"]))


@pytest.mark.parametrize(
    "codes, draws",
    [("Th 6c", True), ("Th 7c", False), ("Ah 6c", False), ("Ah 5c", True), ("Ah 5c Th", True),
     ("9h 7c Ac", False), ("Ah Ac 5d", False), ("Ah Ac 4d", True), ("Ah Ac 4d Th", True), ("Ah Ac 5d Th", False)],
)
def test_dealer_draws_to_16_and_stands_on_soft_17(codes, draws):
    assert hv.dealer_must_draw(parse_cards(codes.split())) is draws


def test_shoe_is_seeded_and_holds_the_decks():
    a, b = Shoe(6, seed=11), Shoe(6, seed=11)
    first = [a.draw() for _ in range(312)]
    assert first == [b.draw() for _ in range(312)]
    assert Counter(first) == Counter({card: 6 for card in first})
    assert first != [Shoe(6, seed=12).draw() for _ in range(312)]


def test_stacked_top_comes_first_and_is_taken_out_of_the_rest():
    top = parse_cards(["Ah", "Ah", "7c"])
    shoe = Shoe(2, seed=3, top=top)
    drawn = [shoe.draw() for _ in range(104)]
    assert drawn[:3] == top
    assert Counter(drawn)[Card.parse("Ah")] == 2
    assert Counter(drawn)[Card.parse("7c")] == 2
    with pytest.raises(ShoeError):
        Shoe(2, top=parse_cards(["Ah", "Ah", "Ah"]))


def test_cut_card():
    shoe = Shoe(1, penetration=Fraction(1, 2))
    for _ in range(25):
        shoe.draw()
    assert not shoe.cut_card_reached
    shoe.draw()
    assert shoe.cut_card_reached


def test_payouts_are_exact():
    assert payout(Fraction(175), Fraction(3, 2)) == Fraction(525, 2)
    assert format_amount(Fraction(525, 2)) == "262.5"
    assert format_amount(Fraction(-75, 4)) == "-18.75"
    assert format_amount(Fraction(100, 3)) == "100/3"
    assert payout(Fraction(175), Fraction(3, 2), round_down_to=5) == 260
    assert parse_amount("262.5") == Fraction(525, 2)
    assert parse_ratio("2.5:1") == Fraction(5, 2)
    for bad in ["-5", "1e3", "abc", "nan", ""]:
        with pytest.raises(AmountError):
            parse_amount(bad)


@given(st.integers(1, 10**6), st.sampled_from(["3:2", "2:1", "1:1", "6:5", "2.5:1"]))
def test_payout_round_trips_through_text(stake, ratio):
    amount = payout(Fraction(stake), parse_ratio(ratio))
    assert parse_amount(format_amount(amount)) == amount
    assert isinstance(amount, Fraction)
