"""Each side bet's chance of winning and its house edge, from a full shoe.

The outcomes are named by the same functions that decide the bets at the table
(trainer/core/game/side_bets.py), so the mathematics and the game cannot disagree on what a
straight or a Black Jack of one suit is. Counting is exact:

* 21+3: every set of three cards of the shoe (C(312, 3) = 5,013,320 with six decks),
  counted through the 52 kinds of card with their number of copies.
* Swiss Jack's fields: the dealer's hand from a full shoe (dealer.py's table over all up
  cards for the bust; the first two cards for the Black Jacks, which must be an ace and a
  ten-value card, of one suit for colour, both clubs for swiss).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb

from trainer.core.game import side_bets as sb
from trainer.core.game.cards import Card, Rank, Suit
from trainer.core.house_math import dealer as dl

_KINDS = tuple(Card(rank, suit) for suit in Suit for rank in Rank)


@lru_cache(maxsize=16)
def three_card_counts(decks: int) -> dict[frozenset[str], int]:
    """How many sets of three cards from ``decks`` decks make each set of 21+3 outcomes
    (the empty set: nothing).

    >>> counts = three_card_counts(6)
    >>> sum(counts.values()) == comb(312, 3)
    True
    """
    counts: dict[frozenset[str], int] = {}
    for trio in combinations_with_replacement(range(len(_KINDS)), 3):
        ways = 1
        for kind in set(trio):
            ways *= comb(decks, trio.count(kind))
        if not ways:
            continue
        made = frozenset(sb.poker_outcomes([_KINDS[kind] for kind in trio]))
        counts[made] = counts.get(made, 0) + ways
    return counts


@lru_cache(maxsize=16)
def dealer_hand_chances(decks: int, stands_on: int = 17, hits_soft_17: bool = False) -> dict[frozenset[str], float]:
    """The chance of each set of Swiss Jack outcomes the dealer's finished hand makes."""
    shoe = dl.full_shoe(decks)
    cards = sum(shoe)
    bust = dl.outcome_table(decks, stands_on, hits_soft_17)["all"]["bust"]
    copies = decks  # of one card, e.g. the ace of clubs
    tens_of_a_suit = 4 * decks  # T, J, Q, K of that suit
    # an ace then a ten-value card, or the other way round (ordered draws of two cards)
    same_suit_one = 2 * copies * tens_of_a_suit / (cards * (cards - 1))
    any_blackjack = 2 * shoe[dl.ACE] * shoe[dl.TEN] / (cards * (cards - 1))
    clubs = same_suit_one
    one_suit = 4 * same_suit_one
    return {
        frozenset({"dealer_bust"}): bust,
        frozenset({"dealer_blackjack"}): any_blackjack - one_suit,
        frozenset({"dealer_blackjack", "dealer_suited_blackjack"}): one_suit - clubs,
        frozenset({"dealer_blackjack", "dealer_suited_blackjack", "dealer_clubs_blackjack"}): clubs,
        frozenset(): 1.0 - bust - any_blackjack,
    }


def bet_figures(chances: Mapping[frozenset[str], float], pays: Mapping[str, Fraction]) -> dict[str, float]:
    """Win probability and house edge (percent of the stake) of a bet paid, once, the best
    ratio among the outcomes that hold (trainer.core.game.side_bets.best_ratio)."""
    win = 0.0
    expected = 0.0
    for outcomes, chance in chances.items():
        paid = sb.best_ratio(pays, set(outcomes))
        if paid is None:
            expected -= chance
        else:
            win += chance
            expected += chance * float(paid[1])
    return {"win_probability": win, "house_edge_percent": -100.0 * expected}


def side_bet_figures(side_id: str, pays: Mapping[str, Fraction], decks: int, stands_on: int = 17,
                     hits_soft_17: bool = False) -> dict[str, float]:
    """One side bet's figures for a house (its own pay table, decks and dealer rule)."""
    if side_id == sb.TWENTY_ONE_PLUS_THREE:
        counts = three_card_counts(decks)
        total = sum(counts.values())
        chances = {outcomes: count / total for outcomes, count in counts.items()}
    elif side_id in sb.DECIDED_BY_DEALER_HAND:
        chances = dealer_hand_chances(decks, stands_on, hits_soft_17)
    else:
        raise ValueError(f"no figures for side bet {side_id!r}")
    return bet_figures(chances, pays)
