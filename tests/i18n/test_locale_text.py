"""Numbers, money, dates and names in the reader's language, and amounts typed either way."""

from __future__ import annotations

from datetime import date, datetime
from fractions import Fraction

import pytest

from trainer.words import i18n
from trainer.core.game.amounts import read_amount
from trainer.words.messages import amount_text, date_text, long_date_text, money_text, sorted_names

NAMES = ["Zoe", "Örjan", "anna", "Åsa", "ärla", "Cyril", "Čeněk", "Dana", "Řehoř", "radek", "Weiß", "Weir", "Weist"]


@pytest.mark.parametrize(
    ("language", "amount", "text"),
    [
        ("en", Fraction(126250, 100), "1,262.50"),
        ("sv", Fraction(126250, 100), "1\u00a0262,50"),
        ("de", Fraction(126250, 100), "1.262,50"),
        ("nl", Fraction(-375, 10), "-37,50"),
        ("cs", Fraction(1500000), "1\u00a0500\u00a0000"),
        ("sv", Fraction(150), "150"),
    ],
)
def test_amounts_in_each_language(language, amount, text):
    i18n.set_language(language)
    assert amount_text(amount) == text
    # the one parser reads back what the trainer writes (grouping spaces and all)
    assert read_amount(text.lstrip("-"), "," if language != "en" else ".") == abs(amount)


def test_money_the_house_way():
    i18n.set_language("sv")
    assert money_text(Fraction(525, 2), "SEK") == "262,50 kr"
    assert money_text(Fraction(75, 2), "CHF") == "Fr. 37.50"  # the Swiss house's own convention
    assert money_text(Fraction(2075, 2), "CHF") == "Fr. 1'037.50"
    assert money_text(1500, "CZK") == "1\u00a0500 Kč"
    i18n.set_language("en")
    assert money_text(Fraction(525, 2), "SEK") == "262.50 kr"


@pytest.mark.parametrize("typed", ["262,5", "262.5", "262,50"])
def test_either_separator_is_read_by_the_one_parser(typed):
    assert read_amount(typed, ",") == Fraction(525, 2) == read_amount(typed, ".")


def test_dates_follow_the_language_with_the_full_year():
    moment = datetime(2026, 11, 24, 8, 5)
    i18n.set_language("de")
    assert date_text(moment) == "24.11.2026" and date_text(moment, with_time=True) == "24.11.2026 08:05"
    assert long_date_text(date(2026, 11, 24)) == "Dienstag 24 November 2026"
    i18n.set_language("cs")
    assert long_date_text(date(2026, 11, 24)) == "úterý 24 listopadu 2026"
    i18n.set_language("en")
    assert date_text(moment, with_time=True) == "2026-11-24 08:05"


def test_names_sort_in_the_readers_alphabet():
    i18n.set_language("sv")
    swedish = sorted_names(NAMES)
    assert swedish[-4:] == ["Zoe", "Åsa", "ärla", "Örjan"]  # å, ä, ö come after z
    assert swedish[0] == "anna" and swedish.index("radek") < swedish.index("Weir")  # case aside
    i18n.set_language("cs")
    czech = sorted_names(NAMES)
    assert czech.index("Cyril") < czech.index("Čeněk") < czech.index("Dana")  # č after c
    assert czech.index("radek") < czech.index("Řehoř") < czech.index("Weir")  # ř after r
    assert czech.index("Åsa") < czech.index("Cyril")
    i18n.set_language("de")
    german = sorted_names(NAMES)
    assert german.index("ärla") < german.index("Cyril")  # ä files with a
    assert german.index("Weir") < german.index("Weiß") < german.index("Weist")  # ß as ss
