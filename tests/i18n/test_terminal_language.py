"""The no-display round (plain `trainer` without a window) and `practice`'s HELP line in
the reader's language; card codes, currency codes and typed actions unchanged, bets named
as people say them, never by id."""

from __future__ import annotations

import re
from fractions import Fraction

from trainer.words import i18n
from trainer.core.game.rules import load_house
from trainer.commands.practice import HELP_ACTIONS, HELP_COMMANDS
from trainer.words.practice_texts import PracticeTexts
from trainer.commands.terminal_round import tell_round


def _told(house: str, seed: int) -> tuple[list[str], object]:
    lines: list[str] = []
    round_ = tell_round(load_house(house), seed, say=lines.append)
    return lines, round_


def test_the_round_is_told_in_german():
    english, _ = _told("swiss", 7)
    i18n.set_language("de")
    german, round_ = _told("swiss", 7)
    assert len(german) == len(english)
    text = "\n".join(german)
    for word in ("Card to", "Dealer:", "House result", "dealt by the book", "Bets:"):
        assert word not in text, word
    assert "nach Vorschrift gegeben" in text and "Einsätze: " in text
    assert re.search(r"^Karte an Box \d+: [2-9TJQKA][hdcs]   \(Box \d+: .+ = \d+", text, re.M)
    assert re.search(r"^Croupier: ([2-9TJQKA][hdcs] )+= (\d+|Black Jack)", text, re.M)
    assert re.search(r"^Ergebnis des Hauses: [+-]?\d+(,\d\d)? CHF$", text, re.M)
    # the cards are the same, card for card
    assert [re.findall(r"\b[2-9TJQKA][hdcs]\b", line) for line in german] == \
        [re.findall(r"\b[2-9TJQKA][hdcs]\b", line) for line in english]


def test_a_fractional_payout_keeps_the_decimal_comma():
    """Some seed pays 3:2 on an odd stake; its line shows a comma in German."""
    i18n.set_language("de")
    for seed in range(40):
        lines, round_ = _told("cosmopol", seed)
        if any(a.action.verb == "pay" and Fraction(a.action.amount).denominator != 1 for a in round_.history):
            break
    else:
        raise AssertionError("no seed with a fractional payout")
    pays = [line for line in lines if line.startswith("Auszahlen an ")]
    assert any(re.search(r": \d+,50 SEK", line) for line in pays), pays
    assert not any(re.search(r"\d\.\d", line) for line in pays)


def test_practice_help_line_in_swedish():
    english = PracticeTexts().help_line(HELP_ACTIONS, HELP_COMMANDS)
    i18n.set_language("sv")
    swedish = PracticeTexts().help_line(HELP_ACTIONS, HELP_COMMANDS)
    assert english.startswith("actions: no_more_bets")
    assert swedish.startswith("handlingar: no_more_bets") and "kommandon: hint, table, quit" in swedish


def test_bets_are_named_never_by_id():
    """A Swiss round names its bets: "box 4, Swiss Jack bust field", "box 1, first player
    behind", in German too; no bet id (3b1, swissjack-bust:4, ins:2) is left in a line."""
    ids = re.compile(r"\b\d+b\d\b|swissjack-|\bins:|21\+3:\d")
    for seed in range(12):
        english, _ = _told("swiss", seed)
        if any("Swiss Jack" in line for line in english[1:]):
            break
    text = "\n".join(english)
    assert not ids.search(text), ids.search(text)
    assert re.search(r"box \d, Swiss Jack [a-zA-Z ]+ field", text) and re.search(r"box \d, (first|second) player behind", text)
    i18n.set_language("de")
    german = "\n".join(_told("swiss", seed)[0])
    assert not ids.search(german)
    assert re.search(r"Box \d, Swiss-Jack-Feld \w+", german) and re.search(r"Box \d, (erster|zweiter) Spieler dahinter", german)
