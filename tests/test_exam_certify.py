"""An exam a school can certify on (issue 35), on a real class server whose owner is a
CREATEROLE login: automation never sits an exam, one round of an 8-round exam fails it,
a round faster than a person waits for the instructor's word, attempts and closing dates
hold, and certificates are given only for a passed exam and verified by their code."""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
from datetime import datetime, timedelta
from types import SimpleNamespace

import psycopg
import pytest

from tests.storekit import HOUSE, real_round, save_pack_rounds
from trainer.classroom.classes import Classes
from trainer.commands.cli import main
from trainer.store import StoreError
from trainer.store.pg_logins import login_url
from trainer.store.postgres import PostgresStore

PACK = "settlement-order"  # 8 scenarios


@pytest.fixture
def school(owner_pg_url, capsys):
    """A class as the README makes it: the owner's (CREATEROLE) login adds Ann and Bo, each
    with a login of their own, and assigns the 8-round exam (an hour ago)."""
    owner = owner_pg_url
    assert main(["class", "create", "Morning", "--db", owner]) == 0
    capsys.readouterr()
    assert main(["class", "add", "Ann", "Bo", "--json", "--db", owner]) == 0
    made = json.loads(capsys.readouterr().out)
    assert main(["class", "assign", PACK, "--pass-mark", "80%", "--minutes", "20", "--db", owner]) == 0
    capsys.readouterr()
    with PostgresStore(owner) as store:
        store.connection.execute("UPDATE assignments SET created = now() - interval '1 hour'")
    urls = {m["name"]: login_url(owner, m["login"], m["password"]) for m in made}
    return SimpleNamespace(owner=owner, ann=urls["Ann"], bo=urls["Bo"])


def sit(url, trainee, plan, owner_url=None, gap=40.0):
    """An exam session written with ``url``; with ``owner_url`` its receipts spread ``gap``
    seconds apart, as a person's play reaches the server."""
    now = datetime.now().astimezone()
    with PostgresStore(url) as store:
        session = store.start_session(trainee, HOUSE, "exam", pack=PACK, started=now)
        ids = save_pack_rounds(store, session, PACK, plan, now)
        store.end_session(session, now + timedelta(minutes=5))
    if owner_url is not None:
        with PostgresStore(owner_url) as owner:
            owner.connection.execute("UPDATE sessions SET received_at = now() - ? * interval '1 second' WHERE id = ?",
                                     (gap * (len(ids) + 1), session))
            for number, round_id in enumerate(ids, start=1):
                owner.connection.execute("UPDATE rounds SET received_at = now() - ? * interval '1 second' WHERE id = ?",
                                         (gap * (len(ids) + 1 - number), round_id))
    return session


def results_csv(url, tmp_path, capsys):
    report = tmp_path / "class.csv"
    assert main(["class", "results", "--csv", str(report), "--db", url]) == 0
    capsys.readouterr()
    with open(report, encoding="utf-8-sig", newline="") as f:
        return {line["trainee"]: line for line in csv.DictReader(f)}


def one_line_error(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


# --- automation never sits an exam -----------------------------------------------------------


@pytest.mark.parametrize("automation", [["--screenshot", "x.png"], ["--stop-at", "end"],
                                        ["--screenshot", "x.png", "--stop-at", "end"]])
def test_automation_refuses_an_exam_in_one_line(automation, school, tmp_path, capsys):
    shot = tmp_path / "x.png"
    args = [a if a != "x.png" else str(shot) for a in automation]
    assert main(["gui", "--db", school.ann, "--class", "Morning", "--trainee", "Ann", "--exam", "--pack", PACK,
                 *args]) == 2
    assert "cannot be used with --exam" in one_line_error(capsys)
    assert not shot.exists()


def test_the_programs_automation_on_one_round_leaves_no_exam_passed(school, tmp_path, capsys):
    """The reference dealer's round (a screenshot, no --exam) is practice; one round written
    as an exam session fails the 8-round exam: exams_passed stays 0."""
    shot = tmp_path / "x.png"
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "gui", "--db", school.ann, "--class", "Morning", "--trainee", "Ann",
         "--pack", PACK, "--screenshot", str(shot), "--stop-at", "end"],
        capture_output=True, text=True, timeout=300, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    sit(school.ann, "Ann", [(0, ())], school.owner)  # a program's one round, in an exam session
    ann = results_csv(school.owner, tmp_path, capsys)["Ann"]
    assert (ann["exams_taken"], ann["exams_passed"], ann["last_exam_pack_rounds"], ann["last_exam_played"],
            ann["last_exam_clean"], ann["last_exam_verdict"]) == ("1", "0", "8", "1", "1", "failed")


# --- the blueprint, the pace, the review -------------------------------------------------------


def test_a_made_up_scenario_counts_for_nothing(school, tmp_path, capsys):
    now = datetime.now().astimezone()
    with PostgresStore(school.bo) as store:
        session = store.start_session("Bo", HOUSE, "exam", pack=PACK, started=now)
        for seed in (1, 2, 3):  # an invented scenario's rounds, clean
            scenario, round_ = real_round(seed)
            store.save_played_round(session, scenario, round_, now, now + timedelta(seconds=40))
        store.end_session(session)
    bo = results_csv(school.owner, tmp_path, capsys)["Bo"]
    assert (bo["exams_passed"], bo["last_exam_played"], bo["last_exam_marked"], bo["last_exam_verdict"]) == (
        "0", "0", "3", "failed")


def test_a_script_at_machine_pace_waits_for_the_instructor(school, tmp_path, capsys):
    sit(school.ann, "Ann", [(i, ()) for i in range(8)])  # eight clean rounds in a fraction of a second
    ann = results_csv(school.owner, tmp_path, capsys)["Ann"]
    assert (ann["exams_passed"], ann["last_exam_verdict"], ann["last_exam_awaiting_review"]) == ("0", "to review", "yes")
    assert main(["class", "certificate", "Ann", "--exam", PACK, "--pdf", str(tmp_path / "c.pdf"), "--db", school.owner]) == 2
    assert "has not passed" in one_line_error(capsys) and not (tmp_path / "c.pdf").exists()
    assert main(["class", "accept", "Ann", "--exam", PACK, "--db", school.ann]) == 2  # not with a station's login
    assert "owner" in one_line_error(capsys)
    assert main(["class", "accept", "Ann", "--exam", PACK, "--db", school.owner]) == 0
    assert "passed" in capsys.readouterr().out
    assert results_csv(school.owner, tmp_path, capsys)["Ann"]["exams_passed"] == "1"


def test_attempts_closing_dates_and_retakes(school, tmp_path, capsys):
    """The server opens an attempt: it refuses one beyond those allowed and one after the
    exam closed; class retake grants one more."""
    sit(school.bo, "Bo", [(0, ())], school.owner)  # the one attempt: failed
    with pytest.raises(StoreError, match="every attempt at the exam settlement-order is used"):
        sit(school.bo, "Bo", [(i, ()) for i in range(8)])
    assert results_csv(school.owner, tmp_path, capsys)["Bo"]["exams_passed"] == "0"
    assert main(["class", "retake", "Bo", "--exam", PACK, "--db", school.owner]) == 0
    assert "2" in capsys.readouterr().out
    sit(school.bo, "Bo", [(i, ()) for i in range(8)], school.owner)
    bo = results_csv(school.owner, tmp_path, capsys)["Bo"]
    assert (bo["exams_taken"], bo["exams_passed"]) == ("2", "1")
    # an exam that closed yesterday cannot be started
    yesterday = (datetime.now() - timedelta(days=1)).date().isoformat()
    assert main(["class", "assign", "three-sevens", "--pass-mark", "50%", "--until", yesterday, "--attempts", "3",
                 "--db", school.owner]) == 0
    with PostgresStore(school.ann) as ann, pytest.raises(StoreError, match="the exam three-sevens closed at"):
        ann.start_session("Ann", HOUSE, "exam", pack="three-sevens")
    # a session written straight into the table (not through the server's function) is no attempt
    with psycopg.connect(school.ann, autocommit=True) as conn:
        conn.execute("INSERT INTO sessions (trainee_id, house, pack, mode, started, uid) "
                     "VALUES (trainer_me(), 'cosmopol', %s, 'exam', now(), 'planted')", (PACK,))
    with PostgresStore(school.owner) as store:
        results = Classes(store).exam_results("Morning")
    assert [e.void for e in results if e.trainee == "Ann"] in ([], ["not opened by the class server"])


# --- certificates --------------------------------------------------------------------------------


def test_a_certificate_for_a_passed_exam_and_its_verification(school, tmp_path, capsys, qapp):
    # qapp: pytest-qt's QApplication, so this process never gets a bare QGuiApplication (the PDF)
    pdf = tmp_path / "ann.pdf"
    assert main(["class", "certificate", "Ann", "--exam", PACK, "--pdf", str(pdf), "--db", school.owner]) == 2
    assert "has not passed" in one_line_error(capsys) and not pdf.exists()
    sit(school.ann, "Ann", [(i, ("settlement",) if i == 5 else ()) for i in range(8)], school.owner)
    assert main(["class", "certificate", "Ann", "--exam", PACK, "--pdf", str(pdf), "--db", school.ann]) == 2
    assert "owner" in one_line_error(capsys) and not pdf.exists()
    assert main(["class", "certificate", "Ann", "--exam", PACK, "--pdf", str(pdf), "--db", school.owner]) == 0
    out = capsys.readouterr().out
    code = out.split("verification code ")[1].split(")")[0]
    assert pdf.read_bytes().startswith(b"%PDF")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert "Ann" in text and "Morning" in text and code in text and "88 %" in text and "80 %" in text
    assert re.search(r"Pages:\s+1\n", subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True).stdout)
    assert main(["class", "verify", code.lower().replace("-", " "), "--db", school.owner]) == 0
    said = capsys.readouterr().out
    assert "Ann" in said and "Morning" in said and "88 %" in said
    assert main(["class", "verify", "ABCDE-FGHJK-MNPQR", "--db", school.owner]) == 1
    assert one_line_error(capsys).strip() == "trainer class: not a certificate of this class"
    assert main(["class", "verify", code, "--db", school.ann]) == 2  # the codes are the owner's to read
    assert "owner" in one_line_error(capsys)
    # the codes are the owner's: a station's login can neither read nor write them
    with psycopg.connect(school.ann, autocommit=True) as conn:
        for sql in ("SELECT * FROM exam_certificates",
                    "INSERT INTO exam_certificates VALUES ('X', 1, 'Morning', 'Bo', 'p', NULL, 1, 0.8, now(), now())",
                    "INSERT INTO exam_verdicts VALUES (1, 'p', 0, 1, 0, 9)", "SELECT * FROM exam_reviews",
                    "INSERT INTO exam_retakes VALUES (1, 1, now())"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)


def test_the_overview_json_shows_each_attempt(school, capsys):
    sit(school.ann, "Ann", [(0, ()), (1, ("settlement",))], school.owner)
    capsys.readouterr()
    assert main(["class", "--json", "--db", school.owner]) == 0
    [exam] = json.loads(capsys.readouterr().out)["exams"]
    assert (exam["rounds"], exam["played"], exam["clean_rounds"], exam["verdict"], exam["awaiting_review"]) == (
        8, 2, 1, "failed", False)
    assert [r["played"] for r in exam["each_round"]] == [True, True] + [False] * 6
    with PostgresStore(school.owner) as store:  # each round replayed once: its verdict kept
        assert store.connection.execute("SELECT count(*) FROM exam_verdicts").fetchone()[0] == 2
