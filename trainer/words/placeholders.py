"""Filling a translated sentence's numbered places (``%1``, ``%2`` ...) with their values.

Qt's translators move ``%1`` and ``%2`` wherever their language wants them; the code hands
the values over in order. One pass over the sentence, so a value that itself holds ``%2``
(a trainee's name, a hostile key in a pack) is never filled in again, and ``%10`` is not
read as ``%1`` followed by ``0``. ``%n`` (Qt's count) is left to the translation call.
"""

from __future__ import annotations

import re

_PLACE = re.compile(r"%(\d+)")


def filled(text: str, *values: object) -> str:
    """``text`` with ``%1`` .. ``%N`` replaced by ``values`` (as ``str``); a place with no
    value stays as it is.

    >>> filled("Bet %1 (%2): stake %3", "3", "main bet", 100)
    'Bet 3 (main bet): stake 100'
    >>> filled("%2 before %1", "a", "%1")
    '%1 before a'
    """

    def value(place: re.Match[str]) -> str:
        number = int(place.group(1))
        return str(values[number - 1]) if 1 <= number <= len(values) else place.group(0)

    return _PLACE.sub(value, text)
