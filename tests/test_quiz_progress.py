"""`trainer quiz --trainee NAME --data DIR`: every graded answer lands in the progress
database, as the quiz goes; without --trainee (or with --print) nothing is written."""

from __future__ import annotations

import csv
import io
import os
import signal
import subprocess
import sys
import threading
from fractions import Fraction

import pytest

from tests.test_quiz_cli import ENTRY, ROOT, quiz
from trainer.commands import cli, report as report_cli
from trainer.core.drills import DrillSession, Question
from trainer.core.game.payouts import format_amount
from trainer.core.game.rules import load_house
from trainer.store import DB_FILENAME, Store


def planned(house: str, seed: int, count: int, right: list[bool]) -> list[tuple[Question, str]]:
    """The questions a quiz with this seed will ask and the answers to type, given these
    verdicts (with a seed the quiz asks a fixed order; a twin session is driven the same way)."""
    twin = DrillSession(load_house(house), seed=seed, max_questions=count, clock=lambda: 0.0, fixed=True)
    plan = []
    for ok in right:
        question = twin.next_question()
        # A wrong answer 10 over; typed with a comma now and then, as our houses write it.
        text = format_amount(question.answer if ok else question.answer + 10)
        plan.append((question, text.replace(".", ",")))
        twin.answer_amount(text)
    return plan


def rows(data, name: str = "Ann"):
    with Store.open(data, create=False) as store:
        trainee = store.find_trainee(name)
        assert trainee is not None
        return store.drill_answers(trainee), store.sessions(trainee)


def assert_rows_match(answers, plan, right, house: str) -> None:
    assert [a.kind for a in answers] == [q.kind for q, _ in plan]
    assert [a.house for a in answers] == [house] * len(plan)
    assert [a.stake for a in answers] == [format_amount(q.stake) for q, _ in plan]
    assert [a.expected for a in answers] == [format_amount(q.answer) for q, _ in plan]
    assert [a.given for a in answers] == [format_amount(Fraction(t.replace(",", "."))) for _, t in plan]
    assert [a.correct for a in answers] == right
    assert all(a.seconds >= 0 for a in answers)


def test_every_graded_answer_is_recorded(tmp_path):
    data = tmp_path / "new" / "data"  # made on the way
    right = [True, False, True, True, False]
    plan = planned("cosmopol", 21, 5, right)
    typed = [plan[0][1], "hmm", *(t for _, t in plan[1:])]  # the unreadable one is asked again, not saved
    result = quiz(
        "--house", "cosmopol", "--seed", "21", "--count", "5", "--trainee", " Ann ", "--data", str(data),
        stdin="\n".join(typed) + "\n",
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert "3 of 5 right (60%)" in result.stdout
    assert "Saving the answers for Ann" in result.stdout

    answers, sessions = rows(data)
    assert_rows_match(answers, plan, right, "cosmopol")
    (session,) = sessions
    assert session.mode == "drill" and session.house == "cosmopol" and session.pack is None
    assert session.ended is not None and session.ended >= session.started
    assert (session.drill_answers, session.drill_correct) == (5, 3)
    assert {a.session_id for a in answers} == {session.id}

    # `trainer report` sees the terminal practice.
    target = tmp_path / "ann.csv"
    assert report_cli.main(["--trainee", "ann", "--csv", str(target), "--data", str(data)]) == 0
    with target.open(newline="", encoding="utf-8") as f:
        (row,) = list(csv.DictReader(f))
    assert (row["mode"], row["drill_answers"], row["drill_correct"]) == ("drill", "5", "3")


def test_the_trainer_command_records_into_the_same_trainee(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    first = planned("minicasino", 3, 2, [True, True])
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(t + "\n" for _, t in first)))
    house = ["quiz", "--house", "minicasino", "--data", str(data)]
    assert cli.main([*house, "--seed", "3", "--count", "2", "--trainee", "Ann"]) == 0
    second = planned("minicasino", 4, 3, [False, True, False])
    # q after two answers: the session ends early with what was answered.
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{second[0][1]}\n{second[1][1]}\nq\n"))
    assert cli.main([*house, "--seed", "4", "--count", "3", "--trainee", "ANN"]) == 0
    assert "1 of 2 right" in capsys.readouterr().out

    answers, sessions = rows(data)
    assert [(s.drill_answers, s.drill_correct) for s in sessions] == [(2, 2), (2, 1)]
    assert all(s.ended is not None and s.mode == "drill" for s in sessions)
    assert_rows_match(answers, [*first, *second[:2]], [True, True, False, True], "minicasino")
    assert [a.session_id for a in answers] == [sessions[0].id] * 2 + [sessions[1].id] * 2


def test_end_of_input_before_any_answer_still_ends_the_session(tmp_path):
    result = quiz("--house", "swiss", "--trainee", "Ann", "--data", str(tmp_path), stdin="")
    assert result.returncode == 0 and result.stderr == ""
    answers, sessions = rows(tmp_path)
    assert answers == []
    (session,) = sessions
    assert session.ended is not None and session.drill_answers == 0


def test_without_trainee_nothing_is_written(tmp_path):
    data = tmp_path / "data"
    (question, text), = planned("cosmopol", 5, 1, [True])
    result = quiz("--house", "cosmopol", "--seed", "5", "--count", "1", "--data", str(data), stdin=text + "\n")
    assert result.returncode == 0, result.stderr
    assert "1 of 1 right" in result.stdout
    assert not data.exists()
    printed = quiz("--print", "3", "--seed", "5", "--data", str(data))
    assert printed.returncode == 0 and len(printed.stdout.splitlines()) == 3
    assert not data.exists()


@pytest.mark.parametrize(
    "argv",
    [
        ["--print", "3", "--trainee", "Ann"],  # --print never writes
        ["--trainee", "   "],
        ["--trainee", "Ann", "--house", "atlantis"],  # a typo makes no database either
        ["--trainee", "Ann", "--count", "0"],
    ],
)
def test_bad_trainee_options_write_nothing(tmp_path, argv):
    data = tmp_path / "data"
    result = quiz(*argv, "--data", str(data), stdin="100\n")
    assert result.returncode == 2, result
    assert result.stdout == "" and len(result.stderr.strip().splitlines()) == 1
    assert not data.exists()


def test_unusable_data_folder_is_one_line_and_exit_2(tmp_path):
    a_file = tmp_path / "not-a-folder"
    a_file.write_text("hello\n")
    damaged = tmp_path / "damaged"
    damaged.mkdir()
    (damaged / DB_FILENAME).write_bytes(b"this is not a database" * 100)
    for data in (a_file, damaged):
        result = quiz("--trainee", "Ann", "--data", str(data), stdin="100\n")
        assert result.returncode == 2, result
        assert result.stdout == ""
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("trainer quiz: "), result.stderr
        assert str(data) in lines[0] and "Traceback" not in result.stderr
    assert a_file.read_text() == "hello\n"


@pytest.mark.skipif(os.name != "posix", reason="signals as on POSIX")
@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGKILL])
def test_stopped_quiz_keeps_every_answer(tmp_path, how):
    """Ctrl-C ends the session cleanly (exit 130); a killed quiz cannot end it, but what
    was answered is already committed."""
    right = [True, False]
    plan = planned("holland", 9, 5, [*right, True])
    proc = subprocess.Popen(
        [sys.executable, "-c", ENTRY, "--house", "holland", "--seed", "9", "--count", "5",
         "--trainee", "Ann", "--data", str(tmp_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
    )
    watchdog = threading.Timer(60, proc.kill)
    watchdog.start()
    try:
        proc.stdin.write("".join(t + "\n" for _, t in plan[:2]))
        proc.stdin.flush()
        for line in proc.stdout:  # wait until the third question is asked
            if line.startswith("[3/5]"):
                break
        proc.send_signal(how)
        out, err = proc.communicate(timeout=30)
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
    answers, sessions = rows(tmp_path)
    assert_rows_match(answers, plan[:2], right, "holland")
    (session,) = sessions
    assert (session.drill_answers, session.drill_correct) == (2, 1)
    if how == signal.SIGINT:
        assert proc.returncode == 130 and "Traceback" not in err
        assert "Stopped." in out and "1 of 2 right" in out
        assert session.ended is not None
    else:
        assert proc.returncode == -signal.SIGKILL
        assert session.ended is None
