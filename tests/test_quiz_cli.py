"""`trainer quiz`: --print/--json output, option errors, and an interactive quiz fed on stdin."""

from __future__ import annotations

import argparse
import io
import json
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from trainer.commands import quiz as quiz_cli
from trainer.core.drills import KINDS, DrillSession
from trainer.core.game.payouts import format_amount
from trainer.core.game.rules import load_house

ROOT = Path(__file__).resolve().parents[1]
ENTRY = "import sys; from trainer.commands.quiz import main; sys.exit(main())"


def quiz(*argv: str, stdin: str = "") -> subprocess.CompletedProcess:
    """Run the quiz in a real process, as a user would."""
    return subprocess.run(
        [sys.executable, "-c", ENTRY, *argv], input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=60
    )


def parse_with_subparsers(argv: list[str]) -> argparse.Namespace:
    """Parse as the main CLI does: a parser with subcommands, ours added with add_parser."""
    parser = argparse.ArgumentParser(prog="trainer")
    subparsers = parser.add_subparsers(dest="command")
    quiz_cli.add_parser(subparsers)
    return parser.parse_args(argv)


# --- --print ------------------------------------------------------------------------------------


def test_print_json_lines(capsys):
    args = parse_with_subparsers(["quiz", "--print", "40", "--seed", "5", "--json"])
    assert args.run(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 40
    for line in lines:
        record = json.loads(line)
        assert list(record) == ["kind", "house", "stake", "answer", "text"]
        assert record["kind"] in KINDS and record["house"] == "cosmopol"
        for key in ("stake", "answer"):
            value = record[key]
            assert isinstance(value, (int, float)) and not isinstance(value, bool)
            if isinstance(value, float):
                assert not value.is_integer()  # whole amounts are ints
        if record["kind"] == "blackjack":
            bet = int(re.fullmatch(r"Black Jack on (\d+)\. Pay\?", record["text"]).group(1))
            assert record["stake"] == bet
            assert Fraction(record["answer"]) == Fraction(bet) * 3 / 2
        if record["kind"] == "win":
            assert record["answer"] == record["stake"]


def test_print_is_repeatable_by_seed():
    first = quiz("--print", "25", "--seed", "11", "--json", "--house", "swiss")
    again = quiz("--print", "25", "--seed", "11", "--json", "--house", "swiss")
    other = quiz("--print", "25", "--seed", "12", "--json", "--house", "swiss")
    assert first.returncode == 0 and first.stderr == ""
    assert first.stdout == again.stdout != other.stdout
    records = [json.loads(line) for line in first.stdout.splitlines()]
    assert {r["house"] for r in records} == {"swiss"}
    assert not {"even_money", "three_sevens"} & {r["kind"] for r in records}


def test_print_all_houses_and_kinds(capsys):
    assert quiz_cli.main(["--print", "300", "--seed", "1", "--json", "--house", "all", "--kinds", "blackjack"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {r["kind"] for r in records} == {"blackjack"}
    assert {r["house"] for r in records} == {"cosmopol", "minicasino", "swiss", "czech", "holland"}
    for r in records:
        ratio = 2 if r["house"] == "holland" else Fraction(3, 2)
        assert Fraction(r["answer"]) == Fraction(r["stake"]) * ratio


def test_print_plain_text(capsys):
    assert quiz_cli.main(["--print", "3", "--seed", "2", "--house", "holland"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and all(line.startswith("[holland] ") and " \u00d7 " in line for line in lines)


# --- errors -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["--house", "atlantis", "--print", "2"],
        ["--house", "atlantis"],
        ["--print", "many"],
        ["--print", "-1"],
        ["--seed", "x", "--print", "1"],
        ["--count", "0"],
        ["--seconds", "soon"],
        ["--seconds", "-5"],
        ["--kinds", "poker"],
        ["--house", "czech", "--kinds", "insurance"],
        ["--house", "all"],
        ["--json"],
        ["--print", "2", "--count", "3"],
        ["--print"],
    ],
)
def test_bad_options_are_one_line_and_exit_2(argv):
    result = quiz(*argv)
    assert result.returncode == 2, result
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "Traceback" not in result.stderr


def test_unknown_house_names_the_houses():
    result = quiz("--house", "atlantis", "--print", "1")
    assert "atlantis" in result.stderr and "cosmopol" in result.stderr


# --- the interactive quiz -----------------------------------------------------------------------


def planned_answers(house: str, seed: int, count: int, right: list[bool]) -> list[str]:
    """Answers for the questions a session with this seed will ask, given these verdicts.

    With a seed the quiz asks a fixed order; a twin session is driven the same way.
    """
    twin = DrillSession(load_house(house), seed=seed, max_questions=count, clock=lambda: 0.0, fixed=True)
    typed = []
    for ok in right:
        question = twin.next_question()
        text = format_amount(question.answer if ok else question.answer + 10)
        typed.append(text)
        twin.answer_amount(text)
    return typed


def test_interactive_quiz_on_stdin():
    verdicts = [True, False, True, True]
    typed = planned_answers("cosmopol", 21, 4, verdicts)
    result = quiz("--house", "cosmopol", "--seed", "21", "--count", "4", stdin="\n".join(typed) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.count("Right.") == 3
    assert out.count("Wrong: you paid") == 1
    assert "[4/4]" in out and "[5/4]" not in out
    assert "3 of 4 right (75%), best streak 2" in out
    assert re.search(r"= \d", out)  # the worked answer
    assert "In chips:" in out


def test_interactive_unreadable_answer_asks_again(monkeypatch, capsys):
    typed = planned_answers("minicasino", 3, 2, [True, True])
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"hmm\n{typed[0]}\n{typed[1]}\n"))
    args = parse_with_subparsers(["quiz", "--house", "minicasino", "--seed", "3", "--count", "2"])
    assert args.run(args) == 0
    out = capsys.readouterr().out
    assert "Not graded: 'hmm' is not an amount" in out
    assert "2 of 2 right (100%)" in out


def test_an_ambiguous_amount_is_refused_not_guessed(monkeypatch, capsys):
    (question,) = quiz_cli.generate(load_house("cosmopol"), 1, 4)
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"1,500\n{format_amount(question.answer).replace('.', ',')}\n"))
    assert quiz_cli.main(["--house", "cosmopol", "--seed", "4", "--count", "1"]) == 0
    out = capsys.readouterr().out
    assert "'1,500' is ambiguous (1500 or 1,5?)" in out
    assert "1 of 1 right (100%)" in out


@pytest.mark.parametrize("house", ["cosmopol", "swiss", "holland"])
def test_the_quiz_asks_what_print_printed_for_the_same_seed(house):
    """An instructor's printed key (--print N --seed S) is the quiz --seed S, question by
    question, whatever the trainee answers."""
    key = quiz("--print", "6", "--seed", "1", "--json", "--house", house)
    assert key.returncode == 0, key.stderr
    records = [json.loads(line) for line in key.stdout.splitlines()]
    # every other answer wrong: a quiz that adapted to the answers would drift from the key
    typed = [format_amount(Fraction(r["answer"]) + (10 if i % 2 else 0)) for i, r in enumerate(records)]
    result = quiz("--house", house, "--seed", "1", "--count", "6", stdin="\n".join(typed) + "\n")
    assert result.returncode == 0, result.stderr
    asked = re.findall(r"^\[\d+/6\] (.*)$", result.stdout, flags=re.M)
    assert asked == [r["text"] for r in records]
    assert "3 of 6 right (50%)" in result.stdout


def test_quit_and_end_of_input_stop_cleanly():
    typed = planned_answers("swiss", 8, 5, [True])
    result = quiz("--house", "swiss", "--seed", "8", stdin=typed[0] + "\nq\n")
    assert result.returncode == 0 and result.stderr == ""
    assert "1 of 1 right (100%)" in result.stdout
    empty = quiz("--house", "swiss", "--seed", "8", stdin="")
    assert empty.returncode == 0 and empty.stderr == ""
    assert "No answers." in empty.stdout


def test_timed_quiz_refuses_a_late_answer(monkeypatch, capsys):
    # A real clock: the answer arrives after a tiny session has ended.
    class SlowInput(io.StringIO):
        def readline(self, *args):
            import time

            time.sleep(0.3)
            return super().readline(*args)

    monkeypatch.setattr(sys, "stdin", SlowInput("100\n"))
    assert quiz_cli.main(["--house", "cosmopol", "--seed", "1", "--seconds", "0.1"]) == 0
    out = capsys.readouterr().out
    assert "Time is up" in out and "No answers." in out


def test_print_carries_the_side_bet_kinds():
    """``--house all --kinds side_21_3,swiss_jack``: each side bet from its own house, the
    answer the stake times the ratio the question's hand pays (docs/rules.md)."""
    result = quiz("--print", "80", "--seed", "4", "--json", "--house", "all", "--kinds", "side_21_3,swiss_jack")
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert {(r["kind"], r["house"]) for r in records} == {("side_21_3", "cosmopol"), ("swiss_jack", "swiss")}
    ratios = {"straight flush": 9, "three of a kind": 9, "straight": 9, "flush": 9, "the dealer busts": Fraction(5, 2),
              "the dealer has Black Jack": 19, "the dealer has Black Jack in one suit": 77,
              "the dealer has Black Jack of two clubs": 300}
    for r in records:
        hand = re.search(r"\((?:a )?([^)]+)\)\. Pay\?$", r["text"]).group(1)
        assert Fraction(str(r["answer"])) == Fraction(r["stake"]) * ratios[hand], r
