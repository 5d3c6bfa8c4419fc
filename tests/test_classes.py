"""Classes on both backends: the instructor's PIN, the class list and sign-in,
assignments and exams, today's overview, and the ``trainer class`` command."""

from __future__ import annotations

import csv
import json
from datetime import date, datetime, timedelta

import pytest

from tests.conftest import BACKENDS, open_backend
from tests.storekit import CET, HOUSE, pack_round, real_round, save_pack_rounds
from trainer.classroom.classes import ClassError, Classes, WrongPin, hash_pin, pin_matches, server_hash_pin
from trainer.commands.cli import main
from trainer.core.procedure import mistakes as M

DAY = date(2024, 3, 4)
NINE = datetime(2024, 3, 4, 9, 0, tzinfo=CET)


@pytest.fixture(params=BACKENDS)
def store(request, tmp_path):
    with open_backend(request.param, tmp_path, request) as opened:
        yield opened


@pytest.fixture
def classes(store):
    made = Classes(store)
    made.create("Morning", "2468")
    for name in ("Ann", "Bo", "Cy"):
        made.add_trainee("Morning", name)
    return made


def plain_round(store, session, started, n_actions, codes, seconds, finished=True):
    records = [
        {"step": step, "action": "end_round" if finished and step == n_actions - 1 else f"deal {step}",
         "state": "play", "mistake": codes[step] if step < len(codes) else None}
        for step in range(n_actions)
    ]
    return store.save_round(session, {"rules": HOUSE, "boxes": {1: {"bet": 100}}}, records,
                            started=started, ended=started + timedelta(seconds=seconds))


# --- the PIN ---------------------------------------------------------------------------------


def test_the_pin_is_stored_as_a_salted_hash():
    first, second = hash_pin("2468"), hash_pin("2468")
    assert first != second and "2468" not in first  # a new salt each time
    assert pin_matches("2468", first) and pin_matches("2468", second)
    assert not pin_matches("2469", first) and not pin_matches("2468", "garbage")
    on_server = server_hash_pin("2468")  # the kind a class server checks itself
    assert on_server.startswith("pbkdf2_sha256$") and on_server != server_hash_pin("2468")
    assert pin_matches("2468", on_server) and not pin_matches("2469", on_server)


def test_the_instructor_pin_guards_the_class(store, classes):
    stored = store.connection.execute("SELECT pin_hash FROM classes").fetchone()[0]
    assert stored.startswith("scrypt$") and "2468" not in stored
    assert classes.check_pin("morning", "2468").name == "Morning"
    if classes.on_server:  # the owner's login is the instructor's: the server decides, no PIN is asked
        assert classes.check_pin("Morning", "1111").name == "Morning"
    else:
        with pytest.raises(WrongPin):
            classes.check_pin("Morning", "1111")
    with pytest.raises(ClassError, match="at least 4 digits"):
        classes.create("Evening", "12")
    with pytest.raises(ClassError, match="already"):
        classes.create("MORNING", "9999")


# --- the class list ------------------------------------------------------------------------


def test_a_trainee_signs_in_by_class_and_name(store, classes):
    assert classes.sign_in("Morning", "  bo ").name == "Bo"
    store.trainee("Dee")  # known to the database, but not on this class's list
    with pytest.raises(ClassError, match="not on the list of class 'Morning'"):
        classes.sign_in("Morning", "Dee")
    with pytest.raises(ClassError, match="no class named 'Night'"):
        classes.sign_in("Night", "Ann")
    assert [t.name for t in classes.trainees("Morning")] == ["Ann", "Bo", "Cy"]
    classes.add_trainee("Morning", "ann")  # twice on the list is once
    assert len(classes.trainees("Morning")) == 3
    assert classes.get(None).name == "Morning"  # the only class needs no name
    classes.create("Evening", "1357")
    with pytest.raises(ClassError, match="name the class"):
        classes.get(None)


# --- assignments and exams -----------------------------------------------------------------


def test_assignments_for_the_class_and_for_one_trainee(classes):
    practice = classes.assign("Morning", "dealing-order")
    exam = classes.assign("Morning", "three-sevens", trainee="bo", pass_mark=0.8, minutes=20)
    assert not practice.is_exam and exam.is_exam and exam.trainee == "Bo"
    assert exam.describe() == "three-sevens (exam: pass 80%, 20 min)"
    assert [a.pack for a in classes.assignments("Morning", "Ann")] == ["dealing-order"]
    assert [a.pack for a in classes.assignments("Morning", "Bo")] == ["dealing-order", "three-sevens"]
    with pytest.raises(ClassError, match="pass mark"):
        classes.assign("Morning", "x", pass_mark=80)
    with pytest.raises(ClassError, match="time limit belongs to an exam"):
        classes.assign("Morning", "x", minutes=10)
    with pytest.raises(ClassError, match="not on the list"):
        classes.assign("Morning", "x", trainee="Zed")


def exam_round(store, session, started, seed, wrong=(), seconds=60):
    scenario, round_ = real_round(seed, wrong)
    return store.save_played_round(session, scenario, round_, started, started + timedelta(seconds=seconds))


def spread_receipts(store, session, seconds=40.0):
    """On a class server: the session and its rounds received ``seconds`` apart (ending now),
    as a person's play reaches it (a test writes them within milliseconds)."""
    if not getattr(store, "is_class_server", False):
        return
    ids = [i for (i,) in store.connection.execute("SELECT id FROM rounds WHERE session_id = ? ORDER BY id", (session,)).fetchall()]
    store.connection.execute("UPDATE sessions SET received_at = now() - ? * interval '1 second' WHERE id = ?",
                             (seconds * (len(ids) + 1), session))
    for number, round_id in enumerate(ids, start=1):
        store.connection.execute("UPDATE rounds SET received_at = now() - ? * interval '1 second' WHERE id = ?",
                                 (seconds * (len(ids) + 1 - number), round_id))


def test_an_exam_is_every_scenario_of_its_pack_in_order(store, classes):
    """The score is clean rounds over the pack's rounds; a scenario not played fails; a round
    of another scenario, or one played again, counts for nothing and is marked."""
    exam = classes.assign("Morning", "settlement-order", pass_mark=0.8, minutes=20)
    ann, bo, cy = (classes.sign_in("Morning", name) for name in ("Ann", "Bo", "Cy"))
    session = store.start_session(ann, HOUSE, "exam", pack="settlement-order", started=NINE)
    save_pack_rounds(store, session, "settlement-order", [(i, ("settlement",) if i == 3 else ()) for i in range(8)], NINE)
    spread_receipts(store, session)
    result = classes.exam_result(exam, ann, session)
    assert (result.rounds, result.played, result.clean_rounds, result.passed, result.verdict) == (8, 8, 7, True, "passed")
    assert result.score == pytest.approx(7 / 8) and result.marks == []
    assert [(r.scenario, r.played, r.clean) for r in result.detail][3] == (result.detail[3].scenario, True, False)
    # one round of eight: 1/8, failed, whatever the rounds played were
    one = store.start_session(bo, HOUSE, "exam", pack="settlement-order", started=NINE)
    save_pack_rounds(store, one, "settlement-order", [(0, ())], NINE)
    spread_receipts(store, one)
    result = classes.exam_result(exam, bo, one)
    assert (result.rounds, result.played, result.clean_rounds, result.passed) == (8, 1, 1, False)
    assert [r.played for r in result.detail] == [True] + [False] * 7
    # an invented scenario (a random round), the first scenario twice, one out of order
    made_up = store.start_session(cy, HOUSE, "exam", pack="settlement-order", started=NINE)
    for seed in (1, 2, 3):
        exam_round(store, made_up, NINE, seed)
    save_pack_rounds(store, made_up, "settlement-order", [(0, ()), (2, ()), (0, ()), (1, ())], NINE)
    spread_receipts(store, made_up)
    result = classes.exam_result(exam, cy, made_up)
    assert (result.played, result.clean_rounds, result.other, result.passed) == (2, 2, 5, False)
    assert result.marks == ["5 rounds of another scenario not counted"]
    with pytest.raises(ClassError, match="practice"):
        classes.exam_result(classes.assign("Morning", "three-sevens"), ann, session)


def test_an_exam_round_is_judged_by_its_replay_not_by_what_was_recorded(store, classes):
    """A round recorded as clean whose replay finds a mistake counts as not clean and is
    marked; so is a round that cannot be replayed at all."""
    exam = classes.assign("Morning", "settlement-order", pass_mark=0.25, minutes=30)
    ann = classes.sign_in("Morning", "Ann")
    session = store.start_session(ann, HOUSE, "exam", pack="settlement-order", started=NINE)
    save_pack_rounds(store, session, "settlement-order", [(0, ()), (1, ())], NINE)
    scenario, round_ = pack_round("settlement-order", 2, ("first_deal",))
    records = [{"step": r.step, "action": str(r.action), "state": r.state, "mistake": None} for r in round_.history]
    store.save_round(session, scenario.to_yaml_data(played=round_), records, started=NINE, ended=NINE + timedelta(minutes=1))
    spread_receipts(store, session)
    result = classes.exam_result(exam, ann, session)
    assert (result.rounds, result.played, result.clean_rounds, result.disputed, result.passed) == (8, 3, 2, 1, True)
    assert result.marks == ["1 round disagrees with the replay"]


def test_attempts_before_the_assignment_or_beyond_those_allowed_do_not_count(store, classes):
    ann = classes.sign_in("Morning", "Ann")
    early = store.start_session(ann, HOUSE, "exam", pack="settlement-order", started=NINE - timedelta(days=1))
    save_pack_rounds(store, early, "settlement-order", [(i, ()) for i in range(8)], NINE - timedelta(days=1))
    store.end_session(early, NINE - timedelta(days=1, minutes=-5))
    if classes.on_server:  # planted before the assignment, by the server's clock
        store.connection.execute("UPDATE sessions SET received_at = now() - interval '1 hour' WHERE id = ?", (early,))
    exam = classes.assign("Morning", "settlement-order", pass_mark=0.5, minutes=30)
    if classes.on_server:  # assigned half an hour ago: before the receipts spread_receipts gives
        store.connection.execute("UPDATE assignments SET created = ? WHERE id = ?",
                                 ((datetime.now().astimezone() - timedelta(minutes=30)).isoformat(), exam.id))
    assert classes.exam_results("Morning") == []
    now = datetime.now().astimezone()
    first, second = (store.start_session(ann, HOUSE, "exam", pack="settlement-order", started=now) for _ in range(2))
    for session in (first, second):
        save_pack_rounds(store, session, "settlement-order", [(i, ()) for i in range(8)], now)
        spread_receipts(store, session)
        store.end_session(session, now + timedelta(minutes=5))
    results = classes.exam_results("Morning")
    assert [(e.attempt, e.passed, e.void) for e in results] == [(1, True, None), (2, False, "beyond the attempts allowed")]


# --- today's overview ----------------------------------------------------------------------


@pytest.fixture
def day_of_class(store, classes):
    ann, bo = classes.sign_in("Morning", "Ann"), classes.sign_in("Morning", "Bo")
    s = store.start_session(ann, HOUSE, pack="dealing-order", started=NINE)
    plain_round(store, s, NINE, 10, [M.DEAL_ORDER, M.DEAL_ORDER], 30)           # 10 actions, 2 wrong
    plain_round(store, s, NINE + timedelta(minutes=1), 10, [], 20)              # clean
    plain_round(store, s, NINE - timedelta(days=1), 10, [M.WRONG_AMOUNT], 99)   # yesterday: not today
    store.save_drill_answer(ann, "blackjack", HOUSE, 100, 150, 150, True, 4.0, at=NINE)
    store.save_drill_answer(ann, "blackjack", HOUSE, 100, 150, 100, False, 6.0, at=NINE)
    b = store.start_session(bo, HOUSE, pack="three-sevens", started=NINE)
    plain_round(store, b, NINE + timedelta(minutes=5), 20, [M.WRONG_AMOUNT, M.DEAL_ORDER, M.SETTLEMENT_ORDER], 80)
    outsider = store.trainee("Dee")  # not in the class: never shown
    o = store.start_session(outsider, HOUSE, started=NINE)
    plain_round(store, o, NINE, 10, [M.THREE_SEVENS_MISSED] * 5, 10)
    return classes


def test_the_overview_shows_each_trainee_today(day_of_class):
    view = day_of_class.overview("Morning", DAY)
    rows = {t.name: t for t in view.trainees}
    assert list(rows) == ["Ann", "Bo", "Cy"]
    ann, bo, cy = rows["Ann"], rows["Bo"], rows["Cy"]
    assert (ann.rounds, ann.clean_rounds, ann.actions, ann.mistakes) == (2, 1, 20, 2)
    assert ann.accuracy == pytest.approx(18 / 20) and ann.seconds_per_action == pytest.approx(50 / 20)
    assert (ann.drill_answers, ann.drill_correct) == (2, 1)
    assert (ann.pack, ann.session_rounds) == ("dealing-order", 3)  # the current session has 3 rounds in all
    assert ann.last_mistake["code"] == M.DEAL_ORDER and ann.last_mistake["step"] == 1
    assert bo.last_mistake["code"] == M.SETTLEMENT_ORDER and bo.accuracy == pytest.approx(17 / 20)
    assert (cy.rounds, cy.accuracy, cy.pack, cy.last_mistake) == (0, None, None, None)
    # the class's weakest points today: dealing order (3 mistakes, 2 trainees), then settlement (2, 1)
    assert [(pid, n, who) for pid, _, n, who in view.weakest_points] == [("dealing_order", 3, 2), ("settlement", 2, 1)]
    # one trainee's row only (a live update after their write)
    [only] = day_of_class.overview("Morning", DAY, only=[bo.id]).trainees
    assert only.name == "Bo" and only.rounds == 1


def test_the_overview_json(day_of_class):
    data = day_of_class.overview("Morning", DAY).to_json()
    assert json.loads(json.dumps(data)) == data
    ann = data["trainees"][0]
    assert {"name", "rounds", "drill_answers", "accuracy", "seconds_per_action", "pack", "session_rounds",
            "last_mistake"} <= set(ann)
    assert (ann["name"], ann["rounds"], ann["drill_answers"], ann["accuracy"]) == ("Ann", 2, 2, 0.9)
    assert data["weakest_points"][0]["label"] == "Dealing order"


# --- the command ---------------------------------------------------------------------------


def test_the_class_command_end_to_end(tmp_path, capsys, monkeypatch, request):
    monkeypatch.delenv("TRAINER_DB", raising=False)
    db = str(tmp_path / "class.sqlite3")
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", db]) == 0
    assert main(["class", "--db", db, "add", "Ann", "Bo", "--pin", "2468"]) == 0
    capsys.readouterr()
    assert main(["class", "add", "Cy", "--pin", "1111", "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "wrong instructor PIN" in err
    assert main(["class", "assign", "dealing-order", "--pass-mark", "80%", "--minutes", "15", "--pin", "2468",
                 "--db", db]) == 0
    assert main(["class", "assign", "no-such-pack", "--pin", "2468", "--db", db]) == 2
    capsys.readouterr()
    assert main(["class", "--db", db, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [t["name"] for t in data["trainees"]] == ["Ann", "Bo"]
    assert data["assignments"] == [{"pack": "dealing-order", "house": None, "trainee": None, "pass_mark": 0.8,
                                    "minutes": 15.0}]
    report = tmp_path / "class.csv"
    assert main(["class", "results", "--csv", str(report), "--db", db]) == 0
    with open(report, encoding="utf-8-sig", newline="") as f:
        lines = list(csv.DictReader(f))
    assert [line["trainee"] for line in lines] == ["Ann", "Bo"]
    assert main(["class", "--db", str(tmp_path / "none.sqlite3"), "--json"]) == 2


def test_the_class_command_on_the_server(pg_url, capsys, monkeypatch):
    monkeypatch.setenv("TRAINER_DB", pg_url)  # the stations' and the instructor's setting
    assert main(["class", "create", "Evening", "--pin", "1357"]) == 0
    assert main(["class", "add", "Åsa", "--pin", "1357"]) == 0
    capsys.readouterr()
    assert main(["class", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["trainees"][0]["name"] == "Åsa"


def test_the_class_report_pdf(tmp_path, day_of_class, qapp):
    # qapp: pytest-qt's QApplication, so this process never gets a bare QGuiApplication
    from trainer.classroom.class_report import class_report
    from trainer.papers.class_pdf import write_class_pdf

    lines = class_report(day_of_class, "Morning")
    assert [(line.trainee, line.rounds, line.mistakes, line.drill_answers) for line in lines] == [
        ("Ann", 3, 3, 2), ("Bo", 1, 3, 0), ("Cy", 0, 0, 0)]
    assert lines[0].drill_accuracy == 0.5
    path = write_class_pdf("Morning", lines, tmp_path / "class.pdf")
    assert path.read_bytes().startswith(b"%PDF") and path.stat().st_size > 1000
