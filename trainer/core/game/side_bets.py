"""Side bets: what decides them and what they pay.

Two side bets are modelled, each at most once per box (one player's bet, never several):

* **21+3** (Casino Cosmopol): the box's first two cards and the dealer's first card read
  as a three-card poker hand. Decided as soon as the first deal is complete, and settled
  at once, before anything else happens in the round.
* **Swiss Jack** (the Swiss house): four betting fields in the semicircle, each a bet of
  its own on one outcome of the dealer's finished hand: ``swissjack-bust`` (the dealer
  busts), ``swissjack-blackjack`` (any Black Jack), ``swissjack-colour`` (a Black Jack of
  one suit) and ``swissjack-swiss`` (a Black Jack of two clubs). Each field wins or loses
  on its own, so a Black Jack of two clubs wins the three Black Jack fields. Settled
  first at settlement time. (The single ``swissjack`` bet paid on "the highest outcome
  that applies" is withdrawn: it would have returned about 3.3 stakes per stake.)

A side bet's id on the table is the side bet's id, a colon and the box: ``21+3:3``,
``swissjack-bust:3``. The payout ratios come from the house pack; this module only names
the outcome(s) a set of cards makes. Pure functions, no table state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from trainer.core.game import hands as hv
from trainer.core.game.cards import Card, Rank, Suit

#: the side bets' ids, as used in bet ids and in scenario files' ``side_bets:``.
TWENTY_ONE_PLUS_THREE = "21+3"
#: the withdrawn single Swiss Jack bet's id; also the family name of the four fields.
SWISS_JACK = "swissjack"
SWISS_JACK_BUST = "swissjack-bust"
SWISS_JACK_BLACKJACK = "swissjack-blackjack"
SWISS_JACK_COLOUR = "swissjack-colour"
SWISS_JACK_SWISS = "swissjack-swiss"
#: Swiss Jack's four fields, in the order the semicircle shows them.
SWISS_JACK_FIELDS = (SWISS_JACK_BUST, SWISS_JACK_BLACKJACK, SWISS_JACK_COLOUR, SWISS_JACK_SWISS)

#: side bet id -> the outcomes a house pack may pay on, best hand first.
OUTCOMES: dict[str, tuple[str, ...]] = {
    TWENTY_ONE_PLUS_THREE: ("straight_flush", "three_of_a_kind", "straight", "flush"),
    SWISS_JACK_BUST: ("dealer_bust",),
    SWISS_JACK_BLACKJACK: ("dealer_blackjack",),
    SWISS_JACK_COLOUR: ("dealer_suited_blackjack",),
    SWISS_JACK_SWISS: ("dealer_clubs_blackjack",),
}
SIDE_BET_IDS = tuple(OUTCOMES)

#: when each side bet is decided: right after the first deal, or on the dealer's finished hand.
DECIDED_AFTER_FIRST_DEAL = frozenset({TWENTY_ONE_PLUS_THREE})
DECIDED_BY_DEALER_HAND = frozenset(SWISS_JACK_FIELDS)

#: withdrawn side bet id -> what replaces it, for the one-line error a pack or scenario gets.
WITHDRAWN = {
    SWISS_JACK: "the single swissjack bet is withdrawn: Swiss Jack is four fields, each a bet of its own: "
    + ", ".join(SWISS_JACK_FIELDS),
}


def is_swiss_jack(side: str | None) -> bool:
    """One of Swiss Jack's four fields."""
    return side in DECIDED_BY_DEALER_HAND

#: rank -> its place in a straight, the ace low (A-2-3); the ace may also be high (Q-K-A).
_STRAIGHT_INDEX = {rank: index for index, rank in enumerate(Rank)}


def bet_id(side: str, box: int | str) -> str:
    """``bet_id("21+3", 3)`` -> ``"21+3:3"``."""
    return f"{side}:{box}"


def split_bet_id(text: str) -> tuple[str, int] | None:
    """``"21+3:3"`` -> ``("21+3", 3)``; None for any id that is not a side bet's."""
    side, sep, box = text.partition(":")
    if not sep or side not in OUTCOMES or not box.isdigit():
        return None
    return side, int(box)


def poker_outcomes(cards: Sequence[Card]) -> set[str]:
    """Every 21+3 combination three cards make (a straight flush is also a straight and a
    flush; the bet is paid once, on the best of them).

    Straights: three consecutive ranks, ten-value cards by their own rank (J-Q-K, 9-T-J);
    the ace plays low (A-2-3) or high (Q-K-A), never round the corner (K-A-2).

    >>> from trainer.core.game.cards import parse_cards
    >>> sorted(poker_outcomes(parse_cards(["Qh", "Kh", "Ah"])))
    ['flush', 'straight', 'straight_flush']
    >>> poker_outcomes(parse_cards(["Kh", "Ad", "2c"]))
    set()
    """
    if len(cards) != 3:
        raise ValueError("21+3 is decided by exactly three cards")
    found: set[str] = set()
    if len({card.rank for card in cards}) == 1:
        found.add("three_of_a_kind")
    flush = len({card.suit for card in cards}) == 1
    if flush:
        found.add("flush")
    if _is_straight([card.rank for card in cards]):
        found.add("straight")
        if flush:
            found.add("straight_flush")
    return found


def _is_straight(ranks: list[Rank]) -> bool:
    places = sorted(_STRAIGHT_INDEX[rank] for rank in ranks)
    if places[1] == places[0] + 1 and places[2] == places[1] + 1:
        return True
    # the ace high: Q-K-A is places 0 (ace), 11, 12.
    return places == [0, _STRAIGHT_INDEX[Rank.QUEEN], _STRAIGHT_INDEX[Rank.KING]]


def dealer_outcomes(dealer: Sequence[Card]) -> set[str]:
    """Every Swiss Jack outcome the dealer's finished hand makes (a Black Jack of two clubs
    is also one of one suit and a Black Jack: it wins all three Black Jack fields).

    >>> from trainer.core.game.cards import parse_cards
    >>> sorted(dealer_outcomes(parse_cards(["Ac", "Kc"])))
    ['dealer_blackjack', 'dealer_clubs_blackjack', 'dealer_suited_blackjack']
    >>> dealer_outcomes(parse_cards(["Tc", "6d", "9s"]))
    {'dealer_bust'}
    """
    found: set[str] = set()
    if hv.is_bust(dealer):
        found.add("dealer_bust")
    elif hv.is_blackjack(dealer):
        found.add("dealer_blackjack")
        suits = {card.suit for card in dealer}
        if len(suits) == 1:
            found.add("dealer_suited_blackjack")
            if suits == {Suit.CLUBS}:
                found.add("dealer_clubs_blackjack")
    return found


def best_ratio(pays: Mapping[str, Fraction], outcomes: set[str]) -> tuple[str, Fraction] | None:
    """The one win a side bet is paid: the highest ratio among the outcomes that hold and
    that the house pays on (``to 1``); None when the bet loses."""
    paid = [(ratio, outcome) for outcome, ratio in pays.items() if outcome in outcomes]
    if not paid:
        return None
    ratio, outcome = max(paid)
    return outcome, ratio


def outcomes_for(side: str, box_cards: Sequence[Card], dealer: Sequence[Card]) -> set[str]:
    """The outcomes side bet ``side`` makes with the box's cards and the dealer's cards."""
    if side == TWENTY_ONE_PLUS_THREE:
        return poker_outcomes([*box_cards[:2], dealer[0]])
    if side in DECIDED_BY_DEALER_HAND:
        return dealer_outcomes(dealer)
    raise ValueError(f"unknown side bet {side!r}")
