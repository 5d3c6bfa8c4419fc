"""Reports: the CSV exports and `trainer report` (PDF and CSV, errors)."""

from __future__ import annotations

import argparse
import csv
import io
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from tests.storekit import CET, HOUSE, MONDAY, demo_history, save_real_round
from trainer.commands import report as report_cli
from trainer.core.procedure import mistakes as M
from trainer.progress.report import (
    CSV_ENCODING,
    MISTAKE_COLUMNS,
    SESSION_COLUMNS,
    export_csv,
    mistakes_csv_path,
    trainee_report,
    write_mistakes_csv,
    write_sessions_csv,
)
from trainer.store import Store
from trainer.core.game.rules import load_house
from trainer.words.messages import RULES

REPO = Path(__file__).resolve().parents[1]

def run_report(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="trainer")
    report_cli.add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["report", *argv])
    return args.run(args)


@pytest.fixture
def one_session(tmp_path):
    """Åsa: one session of two real rounds, the first with a DEAL_ORDER mistake."""
    with Store.open(tmp_path) as store:
        asa = store.trainee("Åsa Berg")
        session = store.start_session(asa, HOUSE, "training", pack="basics", started=MONDAY)
        first, round_ = save_real_round(store, session, 4, ("first_deal",), MONDAY, 60.0)
        save_real_round(store, session, 5, (), MONDAY + timedelta(minutes=2), 40.0)
        store.end_session(session, MONDAY + timedelta(minutes=5))
        yield store, asa, session, first, round_


def test_sessions_csv(one_session):
    store, asa, session, _, round_ = one_session
    out = io.StringIO()
    assert write_sessions_csv(store, asa, out) == 1
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert list(rows[0]) == list(SESSION_COLUMNS)
    row = rows[0]
    actions = int(row["actions"])
    assert row["trainee"] == "Åsa Berg" and row["session"] == str(session)
    assert row["started"] == "2024-03-04T18:00:00+01:00" and row["ended"] == "2024-03-04T18:05:00+01:00"
    assert (row["house"], row["pack"], row["mode"]) == (HOUSE, "basics", "training")
    assert row["house_name"] == load_house(HOUSE).name != HOUSE
    assert row["pack_title"] == "basics"  # a pack the trainer does not know keeps its id
    assert (row["rounds"], row["clean_rounds"], row["mistakes"], row["seconds"]) == ("2", "1", "1", "100.0")
    assert row["accuracy_percent"] == f"{(actions - 1) / actions * 100:.1f}"


def test_sessions_csv_names_shipped_packs_and_leaves_out_empty_sessions(one_session):
    store, asa, *_ = one_session
    store.start_session(asa, HOUSE, "training", pack="dealing-order", started=MONDAY + timedelta(hours=1))
    drills = store.start_session(asa, HOUSE, "drill", pack="dealing-order", started=MONDAY + timedelta(hours=2))
    store.save_drill_answer(asa, "blackjack", HOUSE, 100, 150, 150, True, 4.0, session_id=drills)
    out = io.StringIO()
    assert write_sessions_csv(store, asa, out) == 2  # the session with nothing in it is left out
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [row["session"] for row in rows] == [rows[0]["session"], str(drills)]
    assert rows[1]["pack_title"] == "Dealing order"


def test_mistakes_csv(one_session):
    store, asa, session, first, round_ = one_session
    out = io.StringIO()
    assert write_mistakes_csv(store, asa, out) == 1
    [row] = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert list(row) == list(MISTAKE_COLUMNS)
    [mistake] = round_.mistakes
    assert row["round"] == str(first) and row["step"] == str(mistake.step)
    assert (row["action"], row["code"], row["phase"]) == (mistake.action, M.DEAL_ORDER, "first_deal")
    assert row["procedure_point"] == "Dealing order"
    assert row["expected"] == " | ".join(mistake.expected)
    assert row["rule"] == RULES[M.DEAL_ORDER]


def test_export_csv_writes_two_files_a_spreadsheet_reads(one_session, tmp_path):
    store, asa, *_ = one_session
    target = tmp_path / "out" / "asa.csv"
    target.parent.mkdir()
    sessions_path, mistakes_path = export_csv(store, asa, target)
    assert (sessions_path, mistakes_path) == (target, tmp_path / "out" / "asa-mistakes.csv")
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")  # the BOM spreadsheets want for UTF-8
    with open(target, encoding=CSV_ENCODING, newline="") as f:
        assert next(csv.reader(f))[0] == "trainee"
    assert mistakes_csv_path(tmp_path / "report") == tmp_path / "report-mistakes.csv"


def test_trainee_report_figures(tmp_path):
    with Store.open(tmp_path) as store:
        ann = demo_history(store)
        report = trainee_report(store, ann)
        assert len(report.sessions) == 8 and report.rounds == 40
        assert report.mistakes == sum(count for _, count in report.codes) == len(store.mistakes(ann))
        assert [p.period for p in report.weekly] == ["2024-W10", "2024-W11", "2024-W12", "2024-W13"]
        assert report.first == datetime_at(2024, 3, 4, 18)
        assert report.drill_answers == 24


def datetime_at(*args):
    from datetime import datetime

    return datetime(*args, tzinfo=CET)


def test_report_cli_writes_a_pdf(tmp_path, capsys, qapp):
    # qapp: pytest-qt's QApplication, so this process never gets a bare QGuiApplication
    # that would break the widget tests after it (the subprocess test below covers that path).
    data = tmp_path / "data"
    with Store.open(data) as store:
        demo_history(store, "Ann Lindqvist")
    pdf = tmp_path / "ann.pdf"
    assert run_report(["--trainee", "ann lindqvist", "--pdf", str(pdf), "--data", str(data)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF")
    assert pdf.stat().st_size > 5000
    assert capsys.readouterr().out.strip() == str(pdf)


def test_report_as_a_headless_command_makes_its_own_gui_application(tmp_path):
    data = tmp_path / "data"
    with Store.open(data) as store:
        ann = store.trainee("Ann")
        session = store.start_session(ann, HOUSE, started=MONDAY)
        save_real_round(store, session, 1, ("play",), MONDAY)
    pdf = tmp_path / "ann.pdf"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    result = subprocess.run(
        [sys.executable, "-m", "trainer.commands.report", "--trainee", "Ann", "--pdf", str(pdf), "--data", str(data)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert pdf.read_bytes()[:4] == b"%PDF"


def test_report_cli_writes_csv(one_session, tmp_path, capsys):
    store, *_ = one_session
    target = tmp_path / "asa.csv"
    assert run_report(["--trainee", "ÅSA BERG", "--csv", str(target), "--data", str(store.path.parent)]) == 0
    assert capsys.readouterr().out.split() == [str(target), str(tmp_path / "asa-mistakes.csv")]
    assert target.is_file()


def test_report_cli_unknown_trainee_is_exit_2_with_one_line(one_session, tmp_path, capsys):
    store, *_ = one_session
    code = run_report(["--trainee", "Nobody", "--pdf", str(tmp_path / "x.pdf"), "--data", str(store.path.parent)])
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert "no trainee named 'Nobody'" in captured.err and "Åsa Berg" in captured.err
    assert "Traceback" not in captured.err
    assert not (tmp_path / "x.pdf").exists()


def test_report_cli_without_a_database_is_exit_2_and_creates_nothing(tmp_path, capsys):
    empty = tmp_path / "empty"
    assert run_report(["--trainee", "Ann", "--csv", str(tmp_path / "a.csv"), "--data", str(empty)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "no progress database" in err
    assert not empty.exists()


def test_report_cli_unwritable_file_is_exit_2(one_session, tmp_path, capsys):
    store, *_ = one_session
    missing_folder = tmp_path / "no" / "such" / "folder" / "r.pdf"
    assert run_report(["--trainee", "Åsa Berg", "--pdf", str(missing_folder), "--data", str(store.path.parent)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "cannot write" in err and "Traceback" not in err


def test_report_cli_needs_exactly_one_output(capsys):
    with pytest.raises(SystemExit):
        run_report(["--trainee", "Ann"])
    with pytest.raises(SystemExit):
        run_report(["--trainee", "Ann", "--pdf", "a.pdf", "--csv", "a.csv"])


def test_side_bet_mistakes_in_the_weakest_points_and_the_csv(tmp_path):
    """A Swiss Jack paid while the dealer must draw: the history's weakest points name
    the side bets, and the mistakes CSV carries the code, its rule and its point."""
    from trainer.core.procedure.dealer import play_round
    from trainer.core.packs.scenario import parse_scenario
    from trainer.store import Store

    scenario = parse_scenario(
        "rules: swiss\nboxes: {1: {bet: 100}}\nside_bets: {swissjack-bust: {1: 10}}\n"
        "shoe: [Th, 6h, 6c, Tc, 9d]\ndecisions: {1: [stand]}\n"
    )
    started = MONDAY
    with Store.open(tmp_path) as store:
        ann = store.trainee("Ann")
        session = store.start_session(ann, "swiss", started=started)
        with scenario.new_round() as round_:
            while round_.state != "dealer_draw":
                round_.attempt(round_.expected()[0])
            assert round_.attempt("pay swissjack-bust:1 25").code == M.SIDE_BET_EARLY
            play_round(round_)
            store.save_played_round(session, scenario, round_, started, started)
        [weak] = store.weakest_points(ann)
        assert weak.point.id == "side_bets" and weak.codes == ((M.SIDE_BET_EARLY, 1),)
        out = io.StringIO()
        assert write_mistakes_csv(store, ann, out) == 1
        [row] = list(csv.DictReader(io.StringIO(out.getvalue())))
        assert (row["code"], row["action"]) == (M.SIDE_BET_EARLY, "pay swissjack-bust:1 25")
        assert row["rule"] == RULES[M.SIDE_BET_EARLY]
        assert row["procedure_point"] == "Side bets (21+3, Swiss Jack)"
