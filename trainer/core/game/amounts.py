"""Amounts as people type them: the one reader for the table, the Drills tab and `trainer quiz`.

Action files and packs write amounts the machine way (``262.5``, read by
:func:`trainer.core.game.payouts.parse_amount`). A trainee types them as the house writes them,
and every house we ship writes decimals with a comma (``262,5``), while an English
keyboard habit gives ``262.5``. Both must mean the same thing, and nothing may be
silently dropped, so the rules are:

* Either ``,`` or ``.`` marks the decimals when it is the only separator and one or two
  digits follow it: ``150,0`` is 150, ``187,5`` and ``187.5`` are 187.5. Payouts never
  need more than two decimals (a half, or a fifth at 6:5).
* A single separator followed by exactly three digits (``1,500``, ``1.500``) is
  **refused as ambiguous**: in a comma house it reads as 1.5, to an English eye it is
  1500, and a wrong payout recorded from a guess is worse than being asked again.
  The message shows both plain ways to write it.
* Thousands may be grouped when the grouping cannot be misread: with spaces or
  apostrophes (``1 500``, ``1'500``), with the same separator twice or more
  (``1.500.000``), or with both separators where the last one is followed by one or
  two digits (``1.500,5`` and ``1,500.5`` are both 1500.5). Groups after the first
  must have three digits.
* Anything else (letters, a sign, more than two decimals, two decimal marks) is
  refused with a message that says how to write it; the caller asks again and counts
  nothing.

The house only decides how the examples in messages are written (its
:func:`decimal_mark`), never how the text is read, so a trainee gets the same reading
in every house.
"""

from __future__ import annotations

import re
from fractions import Fraction

from trainer.core.game.payouts import MAX_AMOUNT_CHARS, AmountError

#: languages whose houses write decimals with a point; every other one uses a comma.
_POINT_LANGUAGES = frozenset({"en"})
#: spaces (plain, no-break, narrow no-break, thin) and apostrophes group thousands.
_GROUP_SPACES = re.compile(r"[ \u00a0\u202f\u2009'\u2019]")
_DIGITS = re.compile(r"^\d+$")

__all__ = ["AmountError", "decimal_mark", "example", "read_amount"]


def decimal_mark(language: str | None) -> str:
    """The decimal mark a house of ``language`` writes: ``,`` (all our houses) or ``.``."""
    return "." if (language or "").split("-")[0].lower() in _POINT_LANGUAGES else ","


def example(mark: str = ",") -> str:
    """An example amount as the house writes it, for messages and placeholders."""
    return "262" + mark + "5"


def read_amount(text: str, mark: str = ",") -> Fraction:
    """Read a typed amount exactly (see the module's rules).

    Args:
        text: what was typed.
        mark: the house's decimal mark, used only for the examples in error messages.

    >>> read_amount("187,5"), read_amount("150,0"), read_amount("1 500")
    (Fraction(375, 2), Fraction(150, 1), Fraction(1500, 1))

    Raises:
        AmountError: empty, ambiguous or not an amount; the message says what to type.
    """
    raw = str(text)
    shown = raw.strip()
    if len(shown) > MAX_AMOUNT_CHARS:
        raise AmountError(f"{shown[:20]}…: too long for an amount; type a plain number such as {example(mark)}")
    if not shown:
        raise AmountError(f"no amount: type a number such as {example(mark)}")
    spaced = _GROUP_SPACES.sub(" ", shown)
    compact = spaced.replace(" ", "")
    if not compact or not set(compact) <= set("0123456789.,"):
        raise AmountError(f"{shown!r} is not an amount: type digits, such as {example(mark)}")
    if " " in spaced and not _grouped(spaced.split(" ")[0], spaced.split(" ")[1:], last_may_have_decimals=True):
        raise AmountError(f"{shown!r}: thousands are grouped by three digits, such as 1 500")
    marks = [c for c in compact if c in ".,"]
    if not marks:
        return Fraction(int(compact))
    last = max(compact.rfind("."), compact.rfind(","))
    head, tail = compact[:last], compact[last + 1:]
    kinds = set(marks)
    if len(kinds) == 2:
        # 1.500,5 or 1,500.5: the last mark is the decimal one, the other groups thousands
        group_mark = "." if compact[last] == "," else ","
        if compact.count(compact[last]) != 1 or not 1 <= len(tail) <= 2 or not _DIGITS.match(tail):
            raise AmountError(f"{shown!r}: one decimal mark, with one or two digits after it, such as {example(mark)}")
        parts = head.split(group_mark)
        if not _grouped(parts[0], parts[1:]):
            raise AmountError(f"{shown!r}: thousands are grouped by three digits, such as 1 500")
        return Fraction(int("".join(parts))) + Fraction(int(tail), 10 ** len(tail))
    if len(marks) > 1:
        # the same mark twice or more can only group thousands: 1.500.000
        parts = compact.split(marks[0])
        if not _grouped(parts[0], parts[1:]):
            raise AmountError(f"{shown!r}: thousands are grouped by three digits, such as 1 500")
        return Fraction(int("".join(parts)))
    if not head or not _DIGITS.match(head) or not _DIGITS.match(tail or "x"):
        raise AmountError(f"{shown!r} is not an amount: type a number such as {example(mark)}")
    if len(tail) == 3:
        thousands, decimal = int(head + tail), Fraction(int(tail), 1000) + int(head)
        raise AmountError(
            f"{shown!r} is ambiguous ({thousands} or {_plain(decimal, mark)}?): type {thousands} without a mark, "
            f"or at most two decimals"
        )
    if len(tail) > 3:
        raise AmountError(f"{shown!r}: at most two decimals, such as {example(mark)}")
    return Fraction(int(head)) + Fraction(int(tail), 10 ** len(tail))


def _grouped(first: str, rest: list[str], last_may_have_decimals: bool = False) -> bool:
    """Whether ``first`` then ``rest`` are thousands groups: 1-3 digits, then three each."""
    if not (1 <= len(first) <= 3 and _DIGITS.match(first)):
        return False
    for index, group in enumerate(rest):
        if last_may_have_decimals and index == len(rest) - 1:
            group = re.split(r"[.,]", group, maxsplit=1)[0]
        if len(group) != 3 or not _DIGITS.match(group):
            return False
    return True


def _plain(amount: Fraction, mark: str) -> str:
    whole, part = divmod(amount, 1)
    if not part:
        return str(whole)
    digits = str(part.numerator * 1000 // part.denominator).rjust(3, "0").rstrip("0")
    return f"{whole}{mark}{digits}"
