"""The shoe's shuffle: the very order ``random.Random(seed).shuffle`` gives, for less.

A round's set-up shuffles a whole shoe (312 cards for six decks), and the checker's
speed target counts that set-up (docs/speed.md). ``random.shuffle`` spends most of its
time calling ``_randbelow`` once a card, a Python frame each; here the loop is written
out once with each step's bound and bit count worked out ahead per shoe size.

The order must stay exactly the standard library's: a scenario's seed names its shoe,
and every recorded round and golden test depends on it. The algorithm (Fisher-Yates
from the end, each index drawn with ``getrandbits`` and rejected while too large) is the
one ``random.Random.shuffle`` uses; a test compares the two over many seeds and sizes.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from functools import lru_cache
from typing import Any


@lru_cache(maxsize=16)
def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """For each swap, in order: the position filled, the bound the other index stays
    below, and the bits drawn for it."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


def shuffle_seeded(cards: MutableSequence[Any], seed: int) -> None:
    """Shuffle ``cards`` in place exactly as ``random.Random(seed).shuffle(cards)`` does."""
    getrandbits = random.Random(seed).getrandbits
    for i, bound, bits in _steps(len(cards)):
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]
