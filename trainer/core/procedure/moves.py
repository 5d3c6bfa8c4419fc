"""What the house allows a hand to do: double and split legality, from the rules alone."""

from __future__ import annotations

from trainer.core.game import hands as hv
from trainer.core.game.rules import HouseRules, SplitMatch
from trainer.core.game.table import Hand


def double_total(rules: HouseRules, hand: Hand) -> int:
    """The total the house judges a double on: a soft hand counts its ace as 1 where the
    house says so (Cosmopol's A-8/A-9 as 9/10, the minicasino's 7-11)."""
    if rules.double_counts_ace_as_one:
        return hv.hard_total(hand.cards)
    return hand.total


def double_allowed(rules: HouseRules, hand: Hand) -> bool:
    """The first two cards of a hand, on a total the house doubles on; never a 21 (a 21
    has nothing to gain from a card, and the charts never double one)."""
    if len(hand.cards) != 2 or hand.doubled or hand.split_aces or hand.total == 21:
        return False
    if hand.from_split and not rules.double_after_split:
        return False
    return double_total(rules, hand) in rules.double_totals


def is_pair(rules: HouseRules, hand: Hand) -> bool:
    if len(hand.cards) != 2:
        return False
    first, second = hand.cards
    if rules.split_match is SplitMatch.RANK:
        return first.rank is second.rank
    return first.points == second.points


def split_allowed(rules: HouseRules, hand: Hand, hands_in_box: int) -> bool:
    """A pair the house lets this hand split, given how many hands the box holds already."""
    if not is_pair(rules, hand) or hand.doubled:
        return False
    if hand.cards[0].points == 10 and not rules.split_tens:
        return False
    if hand.from_split:
        if not rules.resplit or (hand.cards[0].is_ace and not rules.resplit_aces):
            return False
    # max_split_hands 1: the house does not split at all (the Dutch text's hit-or-stand game)
    return rules.max_split_hands is None or hands_in_box < rules.max_split_hands


def hit_allowed(hand: Hand) -> bool:
    """A card on request: never to a split ace, which took its one card (one waiting to be
    split again may only be split or left standing)."""
    return not hand.split_aces
