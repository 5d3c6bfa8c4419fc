"""Practise my weak points: the weak spots read from the store, the session that clears
them, and `trainer practice` in the terminal (typed actions and the reference dealer)."""

from __future__ import annotations

import argparse
import io
import itertools
import subprocess
import sys
from datetime import datetime, timedelta, timezone

import pytest

from trainer.progress import practice_plans as practice
from trainer.commands import practice as practice_cli
from trainer.core.procedure.dealer import play_round
from trainer.core.practice.focus import focused_scenario
from trainer.core.game.rules import load_house
from trainer.core.practice.skills import load_skill_book
from trainer.progress.practice_plans import CLEAR_STREAK, PracticePlan, weak_spots
from trainer.store import Store

START = datetime(2026, 3, 2, 18, 0, tzinfo=timezone.utc)


def record_refused_splits(store: Store, name: str, rounds: int = 4) -> None:
    """Rounds in which the trainee refuses every legal split (LEGAL_REQUEST_REFUSED), and
    two wrong insurance drill answers."""
    rules = load_house("cosmopol")
    store.trainee(name)
    session = store.start_session(name, "cosmopol")
    for seed in range(rounds):
        scenario = focused_scenario(rules, "split", seed)
        with scenario.new_round() as round_:
            while not round_.finished:
                right = round_.expected()[0]
                if right.verb == "split":
                    assert round_.attempt(f"refuse {right.target}") is not None
                round_.attempt(right)
            store.save_played_round(session, scenario, round_, START + timedelta(minutes=seed),
                                    START + timedelta(minutes=seed, seconds=40))
    for given in (40, 60):
        store.save_drill_answer(name, "insurance", "cosmopol", 100, 50, given, False, 8, at=START)
    store.save_drill_answer(name, "blackjack", "cosmopol", 100, 150, 150, True, 4, at=START)


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path) as opened:
        record_refused_splits(opened, "Anna")
        yield opened


def test_weak_spots_are_what_the_trainee_gets_wrong(store):
    spots = weak_spots(store, "Anna", load_house("cosmopol"))
    by_id = {(s.kind, s.id): s for s in spots}
    assert set(by_id) == {("round", "splits_doubles"), ("drill", "insurance")}
    refused = [m for m in store.mistakes("Anna") if m.code == "LEGAL_REQUEST_REFUSED"]
    assert by_id[("round", "splits_doubles")].weight == len(refused) >= 4
    assert by_id[("round", "splits_doubles")].points == ("split", "resplit", "double")
    assert by_id[("drill", "insurance")].weight == 2
    # a house without resplits practises what it has
    swiss = {(s.kind, s.id): s for s in weak_spots(store, "Anna", load_house("swiss"))}
    assert swiss[("round", "splits_doubles")].points == ("split", "double")
    # ... and one that neither splits nor doubles (nor insures) has nothing of either to practise
    holland = {(s.kind, s.id): s for s in weak_spots(store, "Anna", load_house("holland"))}
    assert ("round", "splits_doubles") not in holland
    assert ("drill", "insurance") not in holland


def test_a_spot_is_cleared_by_three_right_in_a_row(store):
    rules = load_house("cosmopol")
    plan = PracticePlan(rules, weak_spots(store, "Anna", rules), load_skill_book().skills_for("cosmopol"), seed=3)
    seen = []
    while not plan.finished:
        exercise = plan.next_exercise()
        spot = exercise.spot
        seen.append(spot.id)
        if exercise.scenario is not None:
            with exercise.scenario.new_round() as round_:
                play_round(round_)
            wrong_once = spot.done == 1  # the second exercise of each spot goes wrong
            codes = ["LEGAL_REQUEST_REFUSED"] if wrong_once else ["WRONG_AMOUNT"]  # another group's mistake: no harm
            plan.round_right(exercise, codes, True, 1.0)
        else:
            plan.drill_right(exercise, spot.done != 1, 2.0)
    for spot in plan.spots:
        assert spot.cleared and spot.done == CLEAR_STREAK + 2 and spot.right == CLEAR_STREAK + 1
    assert len(seen) == 2 * (CLEAR_STREAK + 2)


def test_too_slow_is_not_right():
    rules = load_house("cosmopol")
    from trainer.progress.practice_plans import WeakSpot

    spot = WeakSpot("drill", "insurance", 1)
    plan = PracticePlan(rules, [spot], load_skill_book().skills_for("cosmopol"), max_items=6)
    while not plan.finished:
        exercise = plan.next_exercise()
        assert plan.target_seconds(exercise) == 10  # the course standard for an insurance payout
        plan.drill_right(exercise, True, 10.5)
    assert not spot.cleared and spot.done == 6


def args(tmp_path, *extra):
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    practice_cli.add_parser(sub)
    return parser.parse_args(["practice", "--data", str(tmp_path), *extra])


def test_the_reference_dealer_clears_every_spot_and_it_is_recorded(store, tmp_path):
    out = io.StringIO()
    code = practice_cli.run(args(tmp_path, "--trainee", "anna", "--auto", "--seed", "5"), io.StringIO(), out)
    assert code == 0
    text = out.getvalue()
    assert "Cleared 2 of 2 weak points" in text
    sessions = [s for s in store.sessions("Anna") if s.pack == "practice"]
    assert len(sessions) == 1 and sessions[0].rounds >= CLEAR_STREAK and sessions[0].drill_answers >= CLEAR_STREAK
    assert sessions[0].mistakes == 0


def test_a_slow_trainee_clears_nothing(store, tmp_path):
    out = io.StringIO()
    slow = itertools.count(0, 600).__next__  # ten minutes pass between any two looks at the clock
    code = practice_cli.run(args(tmp_path, "--trainee", "anna", "--auto", "--max", "7"), io.StringIO(), out, clock=slow)
    assert code == 0
    assert "Cleared 0 of 2 weak points in 7 exercises" in out.getvalue()


def test_typed_mistake_is_explained_and_the_half_round_kept(store, tmp_path):
    out = io.StringIO()
    typed = io.StringIO("hint\ndeal dealer\nno_more_bets\n")  # then end of input
    practice_cli.run(args(tmp_path, "--trainee", "anna", "--seed", "1"), typed, out)
    text = out.getvalue()
    assert "right now: No more bets (no_more_bets)" in text  # in words, with what to type
    assert "MISTAKE: Out of phase" in text and "That action has no place" in text  # named, not coded
    sessions = [s for s in store.sessions("Anna") if s.pack == "practice"]
    assert sessions[0].rounds == 1 and sessions[0].mistakes == 1 and sessions[0].clean_rounds == 0


def test_nothing_to_practise(tmp_path):
    out = io.StringIO()
    assert practice_cli.run(args(tmp_path, "--trainee", "Bo", "--auto"), io.StringIO(), out) == 0
    assert "no recorded mistakes" in out.getvalue()


def trainer(*argv, stdin=""):
    return subprocess.run([sys.executable, "-m", "trainer", *argv], input=stdin, capture_output=True, text=True, timeout=120)


def test_command_line_dry_run_and_bad_input(tmp_path):
    done = trainer("practice", "--data", str(tmp_path), "--house", "czech", "--speed", "2", "--focus", "split", "--auto", "--seed", "4")
    assert done.returncode == 0, done.stderr
    assert "Time " in done.stdout and "0 mistakes in 2 rounds" in done.stdout
    bad = trainer("practice", "--speed", "2", "--focus", "three_sevens", "--house", "czech", "--auto")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "czech pays no three-sevens bonus" in bad.stderr
    no_name = trainer("practice", "--data", str(tmp_path))
    assert no_name.returncode == 2 and "--trainee" in no_name.stderr


def test_speed_run_keeps_a_personal_best(tmp_path):
    base = ["practice", "--data", str(tmp_path), "--trainee", "Cy", "--speed", "2", "--focus", "double", "--seed", "9"]
    first = trainer(*base, "--auto")
    assert "A personal best!" in first.stdout
    # the same run with a mistake typed first: slower and wrong, the best stays
    with scenario_actions(load_house("cosmopol"), "double", 9, 2) as lines:
        second = trainer(*base, stdin="deal dealer\n" + "\n".join(lines) + "\n")
    assert second.returncode == 1, second.stdout[-500:]
    assert "1 mistake in 2 rounds" in second.stdout and "Personal best: 0 mistakes" in second.stdout
    assert "Out of phase" in second.stdout  # named, shown at the end, not during the run
    assert second.stdout.index("Out of phase") > second.stdout.index("Time ")


class scenario_actions:
    """The reference dealer's actions for a speed run's rounds (to type them)."""

    def __init__(self, rules, point, seed, count):
        self.rounds = practice.challenge_rounds(rules, [point], count, seed)

    def __enter__(self):
        lines = []
        for _, scenario in self.rounds:
            with scenario.new_round() as round_:
                lines.extend(play_round(round_))
        return lines

    def __exit__(self, *exc):
        return False


def test_the_daily_challenge_is_the_same_for_everyone(tmp_path):
    from datetime import date

    first = trainer("practice", "--daily", "--house", "swiss", "--auto", "--data", str(tmp_path), "--trainee", "A")
    second = trainer("practice", "--daily", "--house", "swiss", "--auto", "--data", str(tmp_path), "--trainee", "B")
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout  # same rounds, same actions, each a first personal best
    assert f"Daily challenge {date.today().isoformat()}" in first.stdout
    speed = trainer("practice", "--speed", "5", "--house", "swiss", "--auto", "--seed", "1")
    assert speed.stdout.split("Round 1/")[1] != first.stdout.split("Round 1/")[1]


def test_review_deals_the_most_overdue_skills_and_records_them(store, tmp_path):
    out = io.StringIO()
    code = practice_cli.run(args(tmp_path, "--trainee", "anna", "--review", "--count", "4", "--auto", "--seed", "3"),
                            io.StringIO(), out)
    assert code == 0
    text = out.getvalue()
    assert "Reviewed 4 skills" in text
    # skills never practised come first: split has history (four rounds), so it is not among them
    reviewed = text.split("Next reviews:")[1]
    assert "Split" not in reviewed.replace("Drill: split win", "")
    [session] = [s for s in store.sessions("Anna") if s.pack == "review"]
    assert session.rounds + session.drill_answers == 4


def test_practice_records_drill_answers_as_the_window_does(tmp_path):
    """One recording path: the amount given is stored as graded (exact), not as typed; the
    same answer saved by the window's recorder gives the same row."""
    from trainer.core.drills import Answer, grade_amount
    from trainer.progress.recording import ProgressRecorder

    with Store.open(tmp_path) as opened:
        opened.trainee("Bo")
        for given in (40, 60):  # a weak insurance payout: practice asks insurance questions only
            opened.save_drill_answer("Bo", "insurance", "cosmopol", 100, 50, given, False, 8, at=START)
    typed = io.StringIO("7,5\n" * 40)  # a decimal comma, as a Swedish dealer types it
    code = practice_cli.run(args(tmp_path, "--trainee", "Bo", "--max", "2", "--seed", "1"), typed, io.StringIO())
    assert code == 0
    with Store.open(tmp_path) as opened:
        answers = [a for a in opened.drill_answers("Bo") if a.session_id is not None]
        assert answers and {a.given for a in answers} == {"7.5"}
        question = practice.make_question(load_house("cosmopol"), "insurance", __import__("random").Random(1))
        recorder = ProgressRecorder(opened, "Bo")
        row_id = recorder.drill_answered(Answer(question, grade_amount(question, "7,5"), 3.0), "cosmopol")
        [window_row] = [a for a in opened.drill_answers("Bo") if a.id == row_id]
        assert window_row.given == "7.5" and window_row.kind == answers[0].kind


@pytest.mark.parametrize("seed", ["1", "2", "3", "4"])  # a round or a question first, whichever the seed deals
def test_quitting_at_once_counts_no_exercise(store, tmp_path, seed):
    out = io.StringIO()
    practice_cli.run(args(tmp_path, "--trainee", "anna", "--seed", seed), io.StringIO("quit\n"), out)
    assert "Cleared 0 of 2 weak points in 0 exercises" in out.getvalue()


def test_the_count_is_the_exercises_answered(store, tmp_path):
    out = io.StringIO()
    practice_cli.run(args(tmp_path, "--trainee", "anna", "--auto", "--max", "3"), io.StringIO(), out)
    assert "weak points in 3 exercises" in out.getvalue()


def test_a_review_stopped_at_once_does_not_end_on_a_colon(store, tmp_path):
    """Quitting before the first exercise: no "Next reviews:" with nothing after it."""
    out = io.StringIO()
    practice_cli.run(args(tmp_path, "--trainee", "anna", "--review"), io.StringIO("q\n"), out)
    last = out.getvalue().rstrip().splitlines()[-1]
    assert last == "No skill was reviewed." and "Next review" not in out.getvalue()
