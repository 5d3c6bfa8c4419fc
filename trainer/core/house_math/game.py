"""The part of a house's rules that the mathematics reads, as one small hashable value.

Kept apart from :class:`~trainer.core.game.rules.HouseRules` so that the rule deltas
(edge.py) can change one rule at a time with ``dataclasses.replace`` and so that results
can be cached per game: the procedure's own fields (chips, deal order, limits, who may
bet behind) do not change a single expected value.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from trainer.core.game.rules import HouseRules, SplitMatch

#: a house that sets no limit on the hands of one box is computed with this many: a fifth
#: hand or more comes once in thousands of splits and moves the edge by far less than
#: the figures' last decimal.
UNLIMITED_SPLIT_HANDS = 8


@dataclass(frozen=True)
class Game:
    """What decides the player's expected values. Payout ratios as floats: probabilities
    are floats here, and the money of the game itself stays exact elsewhere."""

    decks: int = 6
    stands_on: int = 17
    hits_soft_17: bool = False
    blackjack_pays: float = 1.5
    #: two-card totals a hand may double on (how a soft hand is judged: next field).
    double_totals: frozenset[int] = frozenset({9, 10, 11})
    #: a soft hand is judged with its ace as 1 and that ace stays 1 (Cosmopol's A-8 as 9).
    double_counts_ace_as_one: bool = False
    double_after_split: bool = True
    #: split only equal ranks (K-K, not K-10).
    split_by_rank: bool = False
    split_tens: bool = True
    resplit: bool = True
    #: most hands a box may become; 1: the house does not split at all.
    max_split_hands: int = 4
    split_aces_one_card: bool = True
    resplit_aces: bool = True
    #: the three-sevens bonus paid on the stake (0: none).
    three_sevens_pays: float = 0.0
    #: tied totals the dealer wins.
    ties_dealer_wins: frozenset[int] = frozenset()
    #: a soft 21 may still take a card (the minicasino).
    may_hit_soft_21: bool = False
    #: the dealer checks for Black Jack before play (a hole-card game): only the reference
    #: for marking cells and for the worth of the no-hole-card rule; every house here is
    #: False, and a dealer Black Jack then takes doubled and split stakes too.
    hole_card: bool = False

    @classmethod
    def of(cls, rules: HouseRules) -> Game:
        """The game a house pack describes."""
        if rules.max_split_hands == 1:
            hands = 1  # no splitting at all
        elif not rules.resplit:
            hands = 2
        elif rules.max_split_hands is None:
            hands = UNLIMITED_SPLIT_HANDS
        else:
            hands = rules.max_split_hands
        return cls(
            decks=rules.decks,
            stands_on=rules.dealer_stands_on,
            hits_soft_17=rules.dealer_hits_soft_17,
            blackjack_pays=float(rules.blackjack_pays),
            double_totals=frozenset(rules.double_totals),
            double_counts_ace_as_one=rules.double_counts_ace_as_one,
            double_after_split=rules.double_after_split,
            split_by_rank=rules.split_match is SplitMatch.RANK,
            split_tens=rules.split_tens,
            resplit=rules.resplit,
            max_split_hands=hands,
            split_aces_one_card=rules.split_aces_one_card,
            resplit_aces=rules.resplit_aces,
            three_sevens_pays=float(rules.three_sevens_pays) if rules.three_sevens else 0.0,
            ties_dealer_wins=frozenset(rules.ties_dealer_wins),
            may_hit_soft_21=rules.may_hit_soft_21,
            hole_card=False,
        )

    def with_(self, **changes: Any) -> Game:
        return dataclasses.replace(self, **changes)


#: The German casinos' game (issue 30): six decks, the dealer stands on soft 17, no hole
#: card, double on 9-11, double after a split, aces may be split again, up to four hands,
#: no surrender. It is also the plain reference game each house's rules are set against.
GERMAN = Game()
