"""`trainer --lang CODE quiz` asks and answers in the trainee's language, with amounts
written the language's way; the Drills tab and the quiz share one catalog."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from trainer.words import i18n
from trainer.core.drills import generate
from trainer.core.game.rules import load_house
from trainer.words.drill_texts import TEXTS

REPO = Path(__file__).resolve().parents[2]


def trainer(*argv: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *argv], input=stdin, capture_output=True, text=True,
                          timeout=60, cwd=REPO)


def test_swedish_print_asks_in_swedish_with_decimal_commas():
    done = trainer("--lang", "sv", "quiz", "--print", "30", "--seed", "4", "--house", "cosmopol")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 30
    assert any("Betala?" in line for line in lines)
    assert not any("Pay?" in line for line in lines)
    # a half-unit payout written with the Swedish decimal comma, never a point
    assert any(re.search(r"\d,50\b", line) for line in lines)
    assert not any(re.search(r"\d\.\d", line) for line in lines)


def test_swedish_interactive_quiz_grades_and_sums_up_in_swedish():
    rules = load_house("cosmopol")
    first, second = generate([rules], 2, 11)[:2]
    answers = f"{Fraction(first.answer)}\n1\n".replace("/", "")  # one right (whole or not), one wrong
    if first.answer.denominator != 1:
        answers = f"{str(float(first.answer)).replace('.', ',')}\n1\n"
    done = trainer("--lang", "sv", "quiz", "--house", "cosmopol", "--seed", "11", "--count", "2", stdin=answers)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Utbetalningsövning på Casino Cosmopol (SEK), 2 frågor." in out
    assert "Rätt." in out and "Fel: du betalade 1, utbetalningen är" in out
    assert "I marker:" in out
    assert "1 av 2 rätt (50 %)" in out
    assert "Right" not in out and "Wrong" not in out


@pytest.mark.parametrize("language, word", [("de", "auszahlen?"), ("nl", "uitbetalen?"), ("cs", "Vyplatit")])
def test_json_text_follows_the_language_and_keeps_kind_and_numbers(language, word):
    english = trainer("quiz", "--print", "20", "--seed", "2", "--json", "--kinds", "pay_the_box")
    other = trainer("--lang", language, "quiz", "--print", "20", "--seed", "2", "--json", "--kinds", "pay_the_box")
    assert english.returncode == other.returncode == 0, other.stderr
    ours = [json.loads(line) for line in english.stdout.splitlines()]
    theirs = [json.loads(line) for line in other.stdout.splitlines()]
    drop = lambda record: {k: v for k, v in record.items() if k != "text"}  # noqa: E731
    assert [drop(r) for r in theirs] == [drop(r) for r in ours]
    assert all(a["text"] != b["text"] and word in a["text"] for a, b in zip(theirs, ours))


def test_the_drill_tab_and_the_catalog_say_the_same_in_german(qtbot):
    from trainer.ui.pages.drill_tab import QtDrillTab

    i18n.set_language("de")
    tab = QtDrillTab(load_house("cosmopol"), seed=5)
    qtbot.addWidget(tab)
    question = tab.current_question()
    assert tab.question_label.text() == TEXTS.question(question)
    assert "auszahlen" in tab.question_label.text().lower()
    worked = TEXTS.worked_lines(question)
    assert all(line.replace(" ", "\u00a0") in tab.worked_text(question) for line in worked)
    half = next(q for q in generate([load_house("cosmopol")], 200, 1) if q.answer.denominator != 1)
    assert TEXTS.money(half.answer).endswith(",50")


def test_an_unreadable_amount_is_explained_in_the_language():
    done = trainer("--lang", "sv", "quiz", "--house", "cosmopol", "--seed", "1", "--count", "1", stdin="1,500\nhmm\nq\n")
    assert done.returncode == 0, done.stderr
    assert "Inte bedömt: '1,500' är tvetydigt (1500 eller 1,5?)" in done.stdout
    assert "Inte bedömt: 'hmm' är inget belopp: skriv siffror" in done.stdout
    assert "ambiguous" not in done.stdout and "is not an amount" not in done.stdout
