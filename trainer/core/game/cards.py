"""Cards, card codes and the shoe.

Card codes are rank then suit: ``Ah``, ``Td`` (``10d`` is accepted for the ten), ``Kc``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache

from trainer.core.game.shuffle import shuffle_seeded


class Rank(str, Enum):
    ACE = "A"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"

    @property
    def points(self) -> int:
        """Points with the ace counted as 1 (the hand decides whether it may count 11)."""
        return _RANK_POINTS[self]


_RANK_POINTS = {rank: min(index + 1, 10) for index, rank in enumerate(Rank)}


class Suit(str, Enum):
    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"


class CardCodeError(ValueError):
    """A card code that names no card."""


@dataclass(frozen=True, slots=True)
class Card:
    rank: Rank
    suit: Suit

    @property
    def points(self) -> int:
        """Face value with an ace as 1.

        >>> Card.parse("Kd").points, Card.parse("Ah").points, Card.parse("10c").points
        (10, 1, 10)
        """
        return _RANK_POINTS[self.rank]

    @property
    def is_ace(self) -> bool:
        return self.rank is Rank.ACE

    @classmethod
    def parse(cls, code: str) -> Card:
        """Read a card code such as ``Ah``, ``Td`` or ``10d``."""
        text = str(code).strip()
        if len(text) == 3 and text[:2] == "10":
            text = "T" + text[2]
        if len(text) != 2:
            raise CardCodeError(f"bad card code {code!r}: expected rank then suit, like Ah, Td or 10d")
        rank_char, suit_char = text[0].upper(), text[1].lower()
        try:
            return cls(Rank(rank_char), Suit(suit_char))
        except ValueError:
            raise CardCodeError(
                f"bad card code {code!r}: ranks are A 2-9 T J Q K, suits s h d c"
            ) from None

    def __str__(self) -> str:
        return self.rank.value + self.suit.value


def parse_cards(codes: Iterable[str]) -> list[Card]:
    return [Card.parse(code) for code in codes]


def one_deck() -> list[Card]:
    return [Card(rank, suit) for suit in Suit for rank in Rank]


@lru_cache(maxsize=16)
def _sorted_decks(decks: int) -> tuple[Card, ...]:
    """``decks`` full decks in a fixed order: the seed alone decides the shuffle."""
    return tuple(card for card in one_deck() for _ in range(decks))


class ShoeEmpty(RuntimeError):
    """No card is left: a round asked for more cards than the shoe holds."""


class ShoeError(ValueError):
    """A stacked shoe that the decks cannot hold."""


class Shoe:
    """``decks`` full decks; the ``top`` cards come first, the rest shuffled from ``seed``.

    The stacked cards are taken out of the decks, so no card appears more often than the
    decks hold; the remainder is shuffled with ``random.Random(seed)`` so a scenario is
    always reproducible.
    """

    def __init__(
        self,
        decks: int,
        seed: int = 0,
        top: Iterable[Card] = (),
        penetration: Fraction = Fraction(3, 4),
    ) -> None:
        top = list(top)
        rest = list(_sorted_decks(decks))
        for card in top:
            try:
                rest.remove(card)
            except ValueError:
                raise ShoeError(f"card {card} appears more often than {decks} deck(s) hold") from None
        shuffle_seeded(rest, seed)
        # Stored reversed so that drawing is a cheap pop from the end.
        top.extend(rest)
        top.reverse()
        self._cards = top
        self.size = decks * 52
        self.cut_card_at = int(self.size * penetration)

    def draw(self) -> Card:
        if not self._cards:
            raise ShoeEmpty("the shoe is empty")
        return self._cards.pop()

    def peek(self) -> Card:
        if not self._cards:
            raise ShoeEmpty("the shoe is empty")
        return self._cards[-1]

    @property
    def remaining(self) -> int:
        return len(self._cards)

    @property
    def dealt(self) -> int:
        return self.size - len(self._cards)

    @property
    def cut_card_reached(self) -> bool:
        """True once the cut card has come out: finish the round, then shuffle."""
        return self.dealt >= self.cut_card_at
