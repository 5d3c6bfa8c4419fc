"""Typed amounts (trainer.core.game.amounts): one reader for the table, the drills and the quiz."""

from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.core.game.amounts import decimal_mark, read_amount
from trainer.core.game.payouts import AmountError
from trainer.core.game.rules import house_names, load_house


@pytest.mark.parametrize(
    ("typed", "amount"),
    [
        ("150", 150),
        ("150,0", 150),  # the case: the comma was dropped and this became 1500
        ("187,5", Fraction(375, 2)),
        ("187.5", Fraction(375, 2)),
        ("262,50", Fraction(525, 2)),
        ("0,5", Fraction(1, 2)),
        ("  150  ", 150),
        ("1 500", 1500),
        ("1\u00a0500,5", Fraction(3001, 2)),
        ("1'500", 1500),
        ("1.500.000", 1500000),
        ("1,500,000", 1500000),
        ("1.500,5", Fraction(3001, 2)),
        ("1,500.5", Fraction(3001, 2)),
        ("12,2", Fraction(61, 5)),
    ],
)
def test_amounts_are_read_exactly(typed, amount):
    assert read_amount(typed) == amount


@pytest.mark.parametrize(
    ("typed", "why"),
    [
        ("1,500", "ambiguous (1500 or 1,5?)"),
        ("1.500", "ambiguous (1500 or 1,5?)"),
        ("2,125", "ambiguous (2125 or 2,125?)"),
        ("262,5000", "at most two decimals"),
        ("", "no amount"),
        ("abc", "not an amount"),
        ("-5", "not an amount"),
        ("1,5,5", "grouped by three"),
        ("15 00", "grouped by three"),
        ("1.500,5,5", "one decimal mark"),
        ("1,50.5", "grouped by three"),
        (",5", "not an amount"),
        ("150,", "not an amount"),
        ("9" * 40, "too long"),
    ],
)
def test_unclear_amounts_are_refused_with_the_reason(typed, why):
    with pytest.raises(AmountError, match=None) as caught:
        read_amount(typed)
    assert why in str(caught.value)


def test_every_house_reads_the_same_and_writes_its_examples_with_its_mark():
    for name in house_names():
        house = load_house(name)
        mark = decimal_mark(house.language)
        assert mark == ","  # all our houses write decimals with a comma
        assert read_amount("187,5", mark) == read_amount("187.5", mark) == Fraction(375, 2)
    assert decimal_mark("en") == "."
    with pytest.raises(AmountError) as caught:
        read_amount("x", ".")
    assert "262.5" in str(caught.value)

