"""``trainer quiz --db postgresql://...`` rides out a class server that goes away, as the
window does (issue 27, fault 5): an answer typed during the outage waits in a spool on
this computer, the quiz goes on, and every answer reaches the server once, in this quiz
when the server is back, or in the next one when it is not."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from trainer.store.postgres import PostgresStore

ROOT = Path(__file__).resolve().parents[1]


def answers_of(count: int) -> list[str]:
    printed = subprocess.run([sys.executable, "-m", "trainer", "quiz", "--print", str(count), "--seed", "1",
                              "--kinds", "blackjack", "--json"], capture_output=True, text=True, cwd=ROOT, check=True)
    return [str(json.loads(line)["answer"]) for line in printed.stdout.splitlines()]


def start_quiz(url, data, count):
    return subprocess.Popen([sys.executable, "-m", "trainer", "quiz", "--trainee", "Kim", "--count", str(count),
                             "--seed", "1", "--kinds", "blackjack", "--db", url, "--data", str(data)],
                            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def answered(url) -> int:
    with PostgresStore(url) as store:
        return len(store.drill_answers("Kim")) if store.find_trainee("Kim") else 0


def wait_for(condition, timeout=30.0):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def spooled(data: Path) -> bool:
    return any((data / "station-spool").glob("*/*.json"))


def test_an_answer_typed_while_the_server_is_away_is_kept_and_written_once(own_server, tmp_path):
    url = own_server.create_database("klass")
    first, second, third = answers_of(3)
    quiz = start_quiz(url, tmp_path, 3)
    try:
        quiz.stdin.write(first + "\n")
        quiz.stdin.flush()
        wait_for(lambda: answered(url) == 1)
        own_server.stop("immediate")
        started = time.monotonic()
        quiz.stdin.write(second + "\n")
        quiz.stdin.flush()
        wait_for(lambda: spooled(tmp_path))  # kept on this computer, the quiz goes on
        assert time.monotonic() - started < 15 and quiz.poll() is None
        own_server.start()
        quiz.stdin.write(third + "\n")
        quiz.stdin.flush()
        out, err = quiz.communicate(timeout=60)
    finally:
        if quiz.poll() is None:
            quiz.kill()
    assert quiz.returncode == 0, err
    assert err == "" and out.count("Right") + out.count("right") >= 3
    with PostgresStore(url) as store:
        given = sorted(str(a.given) for a in store.drill_answers("Kim"))
        assert given == sorted([first, second, third]) and len(store.sessions("Kim")) == 1
    assert not spooled(tmp_path)


def test_answers_still_waiting_at_the_end_are_said_and_sent_by_the_next_quiz(own_server, tmp_path):
    url = own_server.create_database("klass")
    first, second = answers_of(2)
    quiz = start_quiz(url, tmp_path, 2)
    try:
        quiz.stdin.write(first + "\n")
        quiz.stdin.flush()
        wait_for(lambda: answered(url) == 1)
        own_server.stop("immediate")
        quiz.stdin.write(second + "\n")
        quiz.stdin.flush()
        out, err = quiz.communicate(timeout=60)
    finally:
        if quiz.poll() is None:
            quiz.kill()
    assert quiz.returncode == 0 and err.count("\n") == 1 and "wait on this computer" in err
    assert spooled(tmp_path)
    own_server.start()
    again = start_quiz(url, tmp_path, 1)
    out, err = again.communicate("q\n", timeout=60)
    assert again.returncode == 0, err
    with PostgresStore(url) as store:
        assert sorted(str(a.given) for a in store.drill_answers("Kim")) == sorted([first, second])
        assert all(s.ended is not None for s in store.sessions("Kim"))  # the first quiz's end arrived too
    assert not spooled(tmp_path)
