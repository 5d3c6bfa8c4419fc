"""Chips: the fewest that pay an amount from the house's denominations."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from trainer.core.game.payouts import format_amount

# --- chips -------------------------------------------------------------------------------------


#: the chip table is filled by dynamic programming up to this amount (a few MB at most);
#: above it the largest chip pays the excess (see _ChipTable._reduce).
CHIP_TABLE_CAP = 100_000


class _ChipTable:
    """Fewest chips for every whole amount up to a limit (unbounded coin change).

    Taking the largest chip first is wrong for some chip sets (with 5, 20 and 25, greedy
    pays 40 as 25+5+5+5, but 20+20 is two chips); dynamic programming is right for all.
    """

    def __init__(self, chips: tuple[int, ...]) -> None:
        self.chips = chips
        self.fewest: list[int | None] = [0]
        self.last: list[int] = [0]

    def extend(self, limit: int) -> None:
        for amount in range(len(self.fewest), min(limit, CHIP_TABLE_CAP) + 1):
            best: int | None = None
            best_chip = 0
            for chip in self.chips:
                if chip > amount:
                    break
                before = self.fewest[amount - chip]
                if before is not None and (best is None or before + 1 < best):
                    best, best_chip = before + 1, chip
            self.fewest.append(best)
            self.last.append(best_chip)

    def count(self, amount: int) -> int | None:
        if amount < 0:
            return None
        if amount > CHIP_TABLE_CAP:
            rest, largest = self._reduce(amount)
            fewest = None if rest is None else self.fewest[rest]
            return None if fewest is None else fewest + largest
        self.extend(amount)
        return self.fewest[amount]

    def _reduce(self, amount: int) -> tuple[int | None, int]:
        """An amount past the table: (the rest the table pays, how many largest chips pay
        the remainder), with the fewest chips in all; (None, 0) when chips cannot make it.

        Fewest-chip piles never hold as many as ``largest`` smaller chips (some of them
        would add up to a multiple of the largest chip and could be swapped for fewer), so
        the rest is below ``largest * second largest``: trying the rests at the top of the
        table is exact whenever that product fits in it, and a good pile otherwise."""
        self.extend(CHIP_TABLE_CAP)
        largest = self.chips[-1]
        second = self.chips[-2] if len(self.chips) > 1 else 1
        top = amount % largest + (CHIP_TABLE_CAP - amount % largest) // largest * largest
        best: tuple[int, int] | None = None
        for rest in range(top, max(-1, top - (second + 1) * largest), -largest):
            fewest = self.fewest[rest]
            if fewest is not None and (best is None or fewest + (amount - rest) // largest < best[0]):
                best = (fewest + (amount - rest) // largest, rest)
        return (None, 0) if best is None else (best[1], (amount - best[1]) // largest)

    def build(self, amount: int) -> dict[int, int]:
        counts: dict[int, int] = {}
        if amount > CHIP_TABLE_CAP:
            rest, largest = self._reduce(amount)
            if rest is None:
                raise ValueError("these chips cannot make that amount")
            amount = rest
            if largest:
                counts[self.chips[-1]] = largest
        while amount > 0:
            chip = self.last[amount]
            counts[chip] = counts.get(chip, 0) + 1
            amount -= chip
        return counts


_CHIP_TABLES: dict[tuple[int, ...], _ChipTable] = {}


def _chip_table(chips: Iterable[int], limit: int) -> _ChipTable:
    key = tuple(sorted({int(c) for c in chips}))
    table = _CHIP_TABLES.get(key)
    if table is None:
        table = _CHIP_TABLES[key] = _ChipTable(key)
    table.extend(max(0, limit))
    return table


@dataclass(frozen=True)
class ChipBuild:
    """A pile of chips paying an amount.

    Attributes:
        counts: ``(denomination, how many)``, largest chip first, no zero counts.
        remainder: what the chips leave unpaid because no chip is that small
            (2.5 of 262.5 with a 5 chip); paid as change, outside the chips.
    """

    counts: tuple[tuple[int, int], ...]
    remainder: Fraction = Fraction(0)

    @property
    def total(self) -> int:
        """What the chips make."""
        return sum(chip * n for chip, n in self.counts)

    @property
    def chip_count(self) -> int:
        return sum(n for _, n in self.counts)

    def describe(self) -> str:
        """``2 x 100 + 2 x 25 + 2 x 5 + 2.5 not in chips``."""
        parts = [f"{n} x {chip}" for chip, n in self.counts]
        if self.remainder:
            parts.append(f"{format_amount(self.remainder)} not in chips")
        return " + ".join(parts) or "nothing"


def chip_part(amount: Fraction | int, chips: Iterable[int]) -> int:
    """The largest amount the chips can make that does not exceed ``amount``.

    >>> chip_part(Fraction(525, 2), (5, 25, 100))
    260
    """
    top = math.floor(Fraction(amount))
    table = _chip_table(chips, top)
    for value in range(top, -1, -1):
        if table.count(value) is not None:
            return value
    return 0  # pragma: no cover - zero is always buildable


def fewest_chips(amount: Fraction | int, chips: Iterable[int]) -> ChipBuild:
    """The fewest chips of the given denominations that pay ``amount``.

    The chips pay the :func:`chip_part` of the amount; the rest is the build's remainder.

    >>> fewest_chips(350, (5, 25, 100, 500)).describe()
    '3 x 100 + 2 x 25'
    >>> fewest_chips(Fraction(525, 2), (5, 25, 100)).remainder
    Fraction(5, 2)
    """
    amount = Fraction(amount)
    if amount < 0:
        raise ValueError("a payout is never negative")
    part = chip_part(amount, chips)
    counts = _chip_table(chips, part).build(part)
    return ChipBuild(tuple(sorted(counts.items(), reverse=True)), amount - part)


def count_chips(chips: Mapping[int, int] | Iterable[int]) -> dict[int, int]:
    """``{100: 2, 25: 1}`` from either that mapping or the chips one by one ``[100, 100, 25]``."""
    if isinstance(chips, Mapping):
        return {int(c): int(n) for c, n in chips.items() if n}
    counts: dict[int, int] = {}
    for chip in chips:
        counts[int(chip)] = counts.get(int(chip), 0) + 1
    return counts


