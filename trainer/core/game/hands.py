"""Hand values: hard and soft totals, Black Jack, bust, three sevens.

All functions take a sequence of cards, so a hand is just its cards plus two facts the
cards cannot tell: whether it came from a split, and how many of its aces a soft double
froze at 1 (Casino Cosmopol: A-8 and A-9 double as 9 and 10, and *that* ace stays 1; an
ace drawn afterwards still counts 1 or 11).
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.core.game.cards import Card, Rank

#: a rank's points (an ace as 1), looked up straight from the rank
_POINTS = {rank: rank.points for rank in Rank}
_ACE = Rank.ACE


def hard_total(cards: Sequence[Card]) -> int:
    """Total with every ace counted as 1.

    >>> from trainer.core.game.cards import parse_cards
    >>> hard_total(parse_cards(["Ah", "8c"]))
    9
    """
    return sum([_POINTS[card.rank] for card in cards])


def total(cards: Sequence[Card], frozen_aces: int = 0) -> int:
    """The hand's best total: one ace counts 11 when that does not bust the hand, unless
    every ace in it is one of the ``frozen_aces`` held at 1 by a soft double.

    >>> from trainer.core.game.cards import parse_cards
    >>> total(parse_cards(["Ah", "6c"])), total(parse_cards(["Ah", "6c", "9d"]))
    (17, 16)
    >>> total(parse_cards(["Ah", "8c", "Ts"]), frozen_aces=1)
    19
    >>> total(parse_cards(["Ah", "9c", "As"]), frozen_aces=1)
    21
    """
    # one pass over the cards, ranks looked up directly: the checker asks for totals
    # several times an action
    hard = aces = 0
    for card in cards:
        rank = card.rank
        hard += _POINTS[rank]
        aces += rank is _ACE
    if hard <= 11 and aces > frozen_aces:
        return hard + 10
    return hard


def is_soft(cards: Sequence[Card], frozen_aces: int = 0) -> bool:
    """True when an ace counts 11 in the total."""
    return total(cards, frozen_aces) != hard_total(cards)


def is_bust(cards: Sequence[Card], frozen_aces: int = 0) -> bool:
    return total(cards, frozen_aces) > 21


def is_blackjack(cards: Sequence[Card], from_split: bool = False) -> bool:
    """An ace and a ten-value card as a box's first two cards; never after a split.

    >>> from trainer.core.game.cards import parse_cards
    >>> is_blackjack(parse_cards(["Ah", "Kd"])), is_blackjack(parse_cards(["Ah", "Kd"]), from_split=True)
    (True, False)
    """
    if from_split or len(cards) != 2:
        return False
    first, second = _POINTS[cards[0].rank], _POINTS[cards[1].rank]
    return first + second == 11 and 1 in (first, second)


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

    >>> from trainer.core.game.cards import parse_cards
    >>> dealer_must_draw(parse_cards(["Ah", "6c"])), dealer_must_draw(parse_cards(["Th", "6c"]))
    (False, True)
    """
    value = total(cards)
    if value < stands_on:
        return True
    return hits_soft_17 and value == 17 and is_soft(cards)
