"""Exact money: amounts are Fractions (never floats), payouts are stake times ratio.

>>> payout(Fraction(175), Fraction(3, 2))
Fraction(525, 2)
>>> format_amount(payout(Fraction(175), Fraction(3, 2)))
'262.5'
>>> format_amount(payout(Fraction(175), Fraction(3, 2), round_down_to=5))
'260'
"""

from __future__ import annotations

import re
from fractions import Fraction

_AMOUNT = re.compile(r"^\d+(\.\d+)?$")
#: characters in an amount: no table sees more (Python cannot even read 5000-digit integers).
MAX_AMOUNT_CHARS = 30


class AmountError(ValueError):
    """Text that is not a plain non-negative amount."""


def parse_amount(text: str) -> Fraction:
    """Read ``150`` or ``262.5`` exactly.

    >>> parse_amount("262.5")
    Fraction(525, 2)
    """
    text = str(text).strip()
    if len(text) > MAX_AMOUNT_CHARS:
        raise AmountError(f"bad amount {text[:20] + '...'!r}: {len(text)} characters, write a plain number such as 150 or 262.5")
    if not _AMOUNT.match(text):
        raise AmountError(f"bad amount {text!r}: write a plain number such as 150 or 262.5")
    return Fraction(text)


def payout(stake: Fraction, ratio: Fraction, round_down_to: int | None = None) -> Fraction:
    """What a winning bet of ``stake`` is paid at ``ratio`` (to 1), rounded down to the
    house's smallest chip when the house pays that way."""
    # Fractions are used as they are (no copies): a payout is worked out on every step
    amount: Fraction | int = (stake if type(stake) is Fraction else Fraction(stake)) * ratio
    if round_down_to:
        amount = (amount // round_down_to) * round_down_to
    return amount if type(amount) is Fraction else Fraction(amount)


def format_amount(amount: Fraction) -> str:
    """Shortest exact text for an amount: ``150``, ``262.5``, ``-37.25``; a fraction with
    no finite decimal (never produced by a house ratio) is written ``100/3``."""
    amount = Fraction(amount)
    if amount.denominator == 1:
        return str(amount.numerator)
    denominator = amount.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator != 1:
        return f"{amount.numerator}/{amount.denominator}"
    places = 0
    while (amount * 10**places).denominator != 1:
        places += 1
    scaled = abs(amount.numerator * 10**places // amount.denominator)
    sign = "-" if amount < 0 else ""
    digits = str(scaled).rjust(places + 1, "0")
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


def json_number(amount: Fraction) -> int | float:
    """An amount for JSON output: an int when whole, else the (exact for halves) float."""
    amount = Fraction(amount)
    return amount.numerator if amount.denominator == 1 else float(amount)


def parse_ratio(text: str) -> Fraction:
    """Read a ratio written ``3:2`` (to 1).

    >>> parse_ratio("3:2"), parse_ratio("2.5:1")
    (Fraction(3, 2), Fraction(5, 2))
    """
    left, sep, right = str(text).partition(":")
    if not sep:
        raise AmountError(f"bad ratio {text!r}: write it as 3:2")
    numerator, denominator = parse_amount(left), parse_amount(right)
    if denominator == 0:
        raise AmountError(f"bad ratio {text!r}: the right side may not be 0")
    return numerator / denominator
