"""The dealer's final totals, computed exactly from a shoe's composition (no simulation).

A shoe is a tuple of ten counts, by card value: index 0 holds the aces, 1..8 the twos to
nines, 9 every ten-value card (tens and pictures play alike for the dealer's total).

The model (docs/house-math.md): the dealer's up card is taken from the shoe, and the
dealer draws the rest of the hand from what is left, card by card, without putting cards
back. There is no hole card: the dealer's second card comes after the boxes have played,
so a dealer Black Jack (the up card and the first card drawn) is part of the table of
final outcomes, not a check made before play.
"""

from __future__ import annotations

from functools import lru_cache

#: a shoe's composition: counts of A, 2, ..., 9, ten-value.
Shoe = tuple[int, ...]

#: card values by index: the ace as 1.
VALUES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
ACE, TEN = 0, 9
#: the up card names used in tables and JSON, by index.
CARD_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
#: column order of every chart and table: the dealer's up card 2..10, then the ace.
UP_CARDS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)

#: a distribution of the dealer's final hand is a list of SIZE floats indexed by total
#: (only 12..21 can hold a finished total; 17..21 with the usual rule), then these two:
BLACKJACK = 22
BUST = 23
SIZE = 24
#: the outcomes the tables report, with their index in a distribution.
OUTCOME_KEYS = (("17", 17), ("18", 18), ("19", 19), ("20", 20), ("21", 21), ("blackjack", BLACKJACK), ("bust", BUST))


def outcome_keys(stands_on: int = 17) -> tuple[tuple[str, int], ...]:
    """OUTCOME_KEYS, led by the totals below 17 a dealer standing on less can finish on."""
    lower = tuple((str(total), total) for total in range(min(stands_on, 17), 17))
    return lower + OUTCOME_KEYS


def full_shoe(decks: int) -> Shoe:
    """``decks`` full decks of 52: 4 of each value per deck, 16 ten-value cards.

    >>> full_shoe(1)
    (4, 4, 4, 4, 4, 4, 4, 4, 4, 16)
    """
    return (4 * decks,) * 9 + (16 * decks,)


def remove(shoe: Shoe, *indices: int) -> Shoe:
    """The shoe with one card of each index taken out."""
    counts = list(shoe)
    for index in indices:
        if counts[index] <= 0:
            raise ValueError(f"no {CARD_NAMES[index]} left in the shoe")
        counts[index] -= 1
    return tuple(counts)


def must_draw(total: int, soft: bool, stands_on: int, hits_soft_17: bool) -> bool:
    """The house's drawing rule, as trainer.core.game.hands.dealer_must_draw states it."""
    return total < stands_on or (hits_soft_17 and soft and total == 17)


@lru_cache(maxsize=4096)
def final_distribution(shoe: Shoe, up: int, stands_on: int = 17, hits_soft_17: bool = False) -> tuple[float, ...]:
    """The dealer's final hand when the up card is ``up`` (an index) and ``shoe`` holds
    the cards the dealer draws from (the up card already taken out).

    Returns SIZE probabilities: by final total, then BLACKJACK and BUST. Exact up to the
    float rounding: every sequence of draws is followed with its own without-replacement
    probability. Cached: every shipped house deals from six decks and stands on soft 17,
    so they share these tables.

    >>> dist = final_distribution(remove(full_shoe(1), 9), 9)
    >>> round(dist[BLACKJACK], 6) == round(4 / 51, 6)
    True
    """
    counts = list(shoe)
    memo: dict[int, list[float]] = {}

    def finish(key: int, hard: int, aces: bool, cards: int) -> list[float]:
        # The drawn cards, as a multiset, decide both the total and what is left in the
        # shoe, so a key packing their counts (5 bits a value) identifies the sub-problem.
        found = memo.get(key)
        if found is not None:
            return found
        out = [0.0] * SIZE
        left = sum(counts)
        for index in range(10):
            count = counts[index]
            if not count:
                continue
            chance = count / left
            new_hard = hard + VALUES[index]
            new_aces = aces or index == ACE
            if cards == 1 and new_hard == 11 and new_aces:  # an ace and a ten as the first two
                out[BLACKJACK] += chance
                continue
            soft = new_aces and new_hard <= 11
            total = new_hard + 10 if soft else new_hard
            if total > 21:
                out[BUST] += chance
            elif not must_draw(total, soft, stands_on, hits_soft_17):
                out[total] += chance
            else:
                counts[index] -= 1
                below = finish(key + (1 << (5 * index)), new_hard, new_aces, cards + 1)
                counts[index] += 1
                for slot in range(12, SIZE):
                    if below[slot]:
                        out[slot] += chance * below[slot]
        memo[key] = out
        return out

    return tuple(finish(0, VALUES[up], up == ACE, 1))


def outcome_table(decks: int, stands_on: int = 17, hits_soft_17: bool = False) -> dict[str, dict[str, float]]:
    """The dealer's final outcomes by up card ("2".."10", "A") and over all up cards
    ("all", each up card weighted by its share of the full shoe).

    >>> table = outcome_table(6)
    >>> round(table["all"]["bust"], 6), round(table["all"]["blackjack"], 6)
    (0.281921, 0.047489)
    """
    shoe = full_shoe(decks)
    size = sum(shoe)
    table: dict[str, dict[str, float]] = {}
    overall = [0.0] * SIZE
    keys = outcome_keys(stands_on)
    for up in UP_CARDS:
        dist = final_distribution(remove(shoe, up), up, stands_on, hits_soft_17)
        table[CARD_NAMES[up]] = {name: dist[slot] for name, slot in keys}
        share = shoe[up] / size
        for slot in range(SIZE):
            overall[slot] += share * dist[slot]
    table["all"] = {name: overall[slot] for name, slot in keys}
    return table
