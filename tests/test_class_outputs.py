"""``trainer class results --csv/--pdf FILE`` writes through the one guarded writer that
``trainer report`` uses (issue 27, fault 1): the progress database, any other SQLite
file, a FIFO and a device are refused in one line with exit 2, and the file that can be
written still is."""

from __future__ import annotations

import csv
import os
import subprocess
import sys

import pytest

from trainer.commands.cli import main


@pytest.fixture
def class_db(tmp_path, monkeypatch, capsys):
    """A SQLite class database with one class and two trainees; returns its path."""
    monkeypatch.delenv("TRAINER_DB", raising=False)
    db = tmp_path / "class.sqlite3"
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", str(db)]) == 0
    assert main(["class", "add", "Ann", "Bo", "--pin", "2468", "--db", str(db)]) == 0
    capsys.readouterr()
    return db


def _refused(capsys, argv) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("kind", ["--csv", "--pdf"])
def test_the_class_database_itself_is_never_the_output(class_db, capsys, kind, qapp):
    before = class_db.read_bytes()
    err = _refused(capsys, ["class", "results", kind, str(class_db), "--db", str(class_db)])
    assert str(class_db) in err and "database" in err
    assert class_db.read_bytes() == before  # the class's record is untouched


@pytest.mark.parametrize("kind", ["--csv", "--pdf"])
def test_any_other_sqlite_file_is_refused(class_db, tmp_path, capsys, kind, qapp):
    other = tmp_path / "someone-elses.db"
    other.write_bytes(class_db.read_bytes())
    before = other.read_bytes()
    _refused(capsys, ["class", "results", kind, str(other), "--db", str(class_db)])
    assert other.read_bytes() == before


def test_the_database_journal_names_are_refused_before_they_exist(class_db, capsys):
    _refused(capsys, ["class", "results", "--csv", f"{class_db}-wal", "--db", str(class_db)])
    assert not os.path.exists(f"{class_db}-wal")


def test_a_fifo_is_refused_at_once_instead_of_hanging(class_db, tmp_path):
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    # a separate process: before the fix it blocks forever opening the FIFO
    done = subprocess.run([sys.executable, "-m", "trainer", "class", "results", "--csv", str(fifo),
                           "--db", str(class_db)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "FIFO" in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("kind", ["--csv", "--pdf"])
def test_a_device_that_cannot_hold_it_is_not_a_success(class_db, capsys, kind, qapp):
    err = _refused(capsys, ["class", "results", kind, "/dev/full", "--db", str(class_db)])
    assert "/dev/full" in err


def test_a_plain_file_is_still_written_whole(class_db, tmp_path, capsys, qapp):
    out = tmp_path / "class.csv"
    out.write_text("old\n", encoding="utf-8")
    assert main(["class", "results", "--csv", str(out), "--db", str(class_db)]) == 0
    with open(out, encoding="utf-8-sig", newline="") as f:
        assert [line["trainee"] for line in csv.DictReader(f)] == ["Ann", "Bo"]
    pdf = tmp_path / "class.pdf"
    assert main(["class", "results", "--pdf", str(pdf), "--db", str(class_db)]) == 0
    assert pdf.read_bytes().startswith(b"%PDF") and b"%%EOF" in pdf.read_bytes()[-64:]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # no temporary file left
