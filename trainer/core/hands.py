"""Hand values: hard and soft totals, Black Jack, bust, three sevens.

All functions take a sequence of cards, so a hand is just its cards plus two facts the
cards cannot tell: whether it came from a split, and whether its ace was frozen at 1 by a
soft double (Casino Cosmopol: A-8 and A-9 double as 9 and 10, and the ace stays 1).
"""

from __future__ import annotations

from typing import Sequence

from trainer.core.cards import Card, Rank


def hard_total(cards: Sequence[Card]) -> int:
    """Total with every ace counted as 1.

    >>> from trainer.core.cards import parse_cards
    >>> hard_total(parse_cards(["Ah", "8c"]))
    9
    """
    return sum(card.points for card in cards)


def total(cards: Sequence[Card], ace_as_one: bool = False) -> int:
    """The hand's best total: one ace counts 11 when that does not bust the hand.

    >>> from trainer.core.cards import parse_cards
    >>> total(parse_cards(["Ah", "6c"])), total(parse_cards(["Ah", "6c", "9d"]))
    (17, 16)
    >>> total(parse_cards(["Ah", "8c", "Ts"]), ace_as_one=True)
    19
    """
    hard = hard_total(cards)
    if not ace_as_one and hard <= 11 and any(card.is_ace for card in cards):
        return hard + 10
    return hard


def is_soft(cards: Sequence[Card], ace_as_one: bool = False) -> bool:
    """True when an ace counts 11 in the total."""
    return total(cards, ace_as_one) != hard_total(cards)


def is_bust(cards: Sequence[Card], ace_as_one: bool = False) -> bool:
    return total(cards, ace_as_one) > 21


def is_blackjack(cards: Sequence[Card], from_split: bool = False) -> bool:
    """An ace and a ten-value card as a box's first two cards; never after a split.

    >>> from trainer.core.cards import parse_cards
    >>> is_blackjack(parse_cards(["Ah", "Kd"])), is_blackjack(parse_cards(["Ah", "Kd"]), from_split=True)
    (True, False)
    """
    return (
        not from_split
        and len(cards) == 2
        and {card.points for card in cards} == {1, 10}
    )


def is_three_sevens(cards: Sequence[Card], from_split: bool = False) -> bool:
    """The holder's first three cards are 7-7-7 and the hand was not split."""
    return (
        not from_split
        and len(cards) == 3
        and all(card.rank is Rank.SEVEN for card in cards)
    )


def dealer_must_draw(cards: Sequence[Card], stands_on: int = 17, hits_soft_17: bool = False) -> bool:
    """The dealer's drawing rule: draw below ``stands_on``, an ace counting 11 when that
    makes 17-21.

    >>> from trainer.core.cards import parse_cards
    >>> dealer_must_draw(parse_cards(["Ah", "6c"])), dealer_must_draw(parse_cards(["Th", "6c"]))
    (False, True)
    """
    value = total(cards)
    if value < stands_on:
        return True
    return hits_soft_17 and value == 17 and is_soft(cards)
