"""Issue 27, faults 6 to 9, on the command line: a malformed ``--db`` URL and a blank
trainee name are one line and exit 2 in every command; names holding control characters
are shown escaped on every terminal line; a refused login says why; a reader leaves no
``-wal``/``-shm`` files and a typo in ``--db`` makes no database; ``trainer class`` speaks
the reader's language."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time

import pytest

from trainer.commands.cli import main

BAD_URLS = {
    "port abc": "postgresql://ann@127.0.0.1:abc/class",
    "port 99999": "postgresql://ann@127.0.0.1:99999/class",
    "broken IPv6": "postgresql://ann@[::1/class",
}
#: every command that opens the progress database, with what it needs besides --db.
COMMANDS = {
    "class list": ["class", "list"],
    "class add": ["class", "add", "Ann", "--pin", "2468"],
    "class overview": ["class", "--json"],
    "class results": ["class", "results", "--csv", "{tmp}/r.csv"],
    "report": ["report", "--trainee", "Ann", "--csv", "{tmp}/r.csv"],
    "quiz": ["quiz", "--trainee", "Ann", "--count", "1"],
    "practice": ["practice", "--trainee", "Ann"],
    "gui": ["gui", "--screenshot", "{tmp}/s.png", "--size", "400x300"],
}


def one_line(capsys, argv, tmp_path, monkeypatch, stdin="q\n") -> str:
    monkeypatch.delenv("TRAINER_DB", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    argv = [part.replace("{tmp}", str(tmp_path)) for part in argv]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err, captured.err
    return captured.err


# --- fault 6: a malformed URL, a blank name ---------------------------------------------------


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("kind", BAD_URLS)
def test_a_malformed_server_url_is_one_line_at_once(command, kind, capsys, tmp_path, monkeypatch, qapp):
    started = time.monotonic()
    err = one_line(capsys, [*COMMANDS[command], "--db", BAD_URLS[kind]], tmp_path, monkeypatch)
    assert "malformed" in err and ("port" in err or "IPv6" in err)
    assert time.monotonic() - started < 4  # said from the URL's form: no connection is waited for


def test_a_well_formed_url_is_still_tried(capsys, tmp_path, monkeypatch):
    # the other direction: a URL of the right form to a closed port is "cannot reach", not "malformed"
    from tests.pgserver import free_port

    err = one_line(capsys, ["class", "list", "--db", f"postgresql://ann@127.0.0.1:{free_port()}/class"],
                   tmp_path, monkeypatch)
    assert "cannot reach" in err and "malformed" not in err


@pytest.mark.parametrize("name", ["", " ", " \t "])
@pytest.mark.parametrize("argv", [
    ["practice", "--trainee", "{name}"],
    ["gui", "--trainee", "{name}", "--screenshot", "{tmp}/s.png", "--size", "400x300"],
    ["class", "add", "{name}", "--pin", "2468"],
    ["quiz", "--trainee", "{name}"],
], ids=["practice", "gui", "class add", "quiz"])
def test_a_blank_trainee_name_is_one_line(argv, name, capsys, tmp_path, monkeypatch, qapp):
    db = str(tmp_path / "class.sqlite3")
    monkeypatch.delenv("TRAINER_DB", raising=False)
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", db]) == 0
    capsys.readouterr()
    err = one_line(capsys, [*(part.replace("{name}", name) for part in argv), "--db", db], tmp_path, monkeypatch)
    assert "name" in err


def test_a_real_name_is_still_taken(capsys, tmp_path, monkeypatch):
    db = str(tmp_path / "class.sqlite3")
    monkeypatch.delenv("TRAINER_DB", raising=False)
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", db]) == 0
    assert main(["class", "add", "  Ann  ", "--pin", "2468", "--db", db]) == 0
    assert "Ann is in class Morning" in capsys.readouterr().out


# --- fault 7: control characters in names ----------------------------------------------------

EVIL = "Eve\x1b[2J\x1b[31m\x07\x9b"


def raw_controls(text: str) -> list[str]:
    return [c for c in text if (ord(c) < 32 and c != "\n") or 127 <= ord(c) < 160]


def test_names_with_control_characters_are_escaped_on_every_line(capsys, tmp_path, monkeypatch):
    db = str(tmp_path / "class.sqlite3")
    monkeypatch.delenv("TRAINER_DB", raising=False)
    klass = "Class\x1b]0;owned\x07"
    assert main(["class", "create", klass, "--pin", "2468", "--db", db]) == 0
    assert main(["class", "add", EVIL, "--pin", "2468", "--db", db, "--class", klass]) == 0
    assert main(["class", "assign", "dealing-order", "--trainee", EVIL, "--pin", "2468", "--db", db,
                 "--class", klass]) == 0
    assert main(["class", "list", "--db", db]) == 0
    assert main(["class", "--db", db]) == 0
    assert main(["class", "--db", db, "--json"]) == 0  # JSON on a terminal too: every control as an escape
    assert main(["class", "add", "Bo", "--pin", "1111", "--db", db, "--class", klass]) == 2  # an error names it too
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert main(["quiz", "--trainee", EVIL, "--count", "1", "--db", db]) == 0
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert main(["practice", "--trainee", EVIL, "--db", db]) == 0
    out, err = capsys.readouterr()
    assert raw_controls(out) == [] and raw_controls(err) == []
    assert out.count("Eve\\x1b[2J\\x1b[31m\\x07\\x9b") >= 6  # add, assign, list, overview, quiz, practice
    assert "Class\\x1b]0;owned\\x07" in err
    [overview] = [line for line in out.splitlines() if line.startswith("{")]
    assert json.loads(overview)["trainees"][0]["name"] == EVIL  # the escapes read back as the name


def test_plain_names_are_shown_as_they_are(capsys, tmp_path, monkeypatch):
    db = str(tmp_path / "class.sqlite3")
    monkeypatch.delenv("TRAINER_DB", raising=False)
    assert main(["class", "create", "Förmiddag", "--pin", "2468", "--db", db]) == 0
    assert main(["class", "add", "Åsa Ölund", "Jiří", "--pin", "2468", "--db", db]) == 0
    assert main(["class", "list", "--db", db]) == 0
    listed = capsys.readouterr().out.splitlines()[-1]
    assert listed.startswith("Förmiddag: ") and sorted(listed[11:].split(", ")) == ["Jiří", "Åsa Ölund"]


# --- fault 8: a refused login says why ---------------------------------------------------------


@pytest.fixture
def password_server(own_server):
    """own_server with a login that needs a password: 'station' / 'right horse'."""
    import psycopg

    with psycopg.connect(own_server.url(), autocommit=True) as conn:
        conn.execute("CREATE ROLE station LOGIN PASSWORD 'right horse'")
        conn.execute("CREATE DATABASE klass OWNER station")
    hba = own_server.data / "pg_hba.conf"
    hba.write_text("host all station 127.0.0.1/32 scram-sha-256\n" + hba.read_text())
    own_server._run("pg_ctl", "-D", str(own_server.data), "reload")
    time.sleep(0.5)
    return own_server


def test_a_wrong_password_an_unknown_database_and_a_missing_server_are_told_apart(
        password_server, capsys, tmp_path, monkeypatch):
    port = password_server.port
    wrong = one_line(capsys, ["class", "list", "--db", f"postgresql://station:wrong@127.0.0.1:{port}/klass"],
                     tmp_path, monkeypatch)
    assert "wrong name or password (login station)" in wrong and "wrong@" not in wrong
    unknown = one_line(capsys, ["class", "list", "--db", f"postgresql://station:right%20horse@127.0.0.1:{port}/klas"],
                       tmp_path, monkeypatch)
    assert "no database klas" in unknown and "horse" not in unknown
    nobody = one_line(capsys, ["class", "list", "--db", f"postgresql://stat1on@127.0.0.1:{port}/klass"],
                      tmp_path, monkeypatch)
    # a server that asks for passwords does not say whether a user exists (on purpose):
    # without a password, the line says it wants one for that user
    assert "wants a password for user stat1on" in nobody
    password_server.stop()
    away = one_line(capsys, ["class", "list", "--db", f"postgresql://station:right%20horse@127.0.0.1:{port}/klass"],
                    tmp_path, monkeypatch)
    assert "cannot reach" in away and f"127.0.0.1:{port}" in away and "password" not in away
    assert "pool initialization" not in wrong + unknown + nobody + away


def test_the_right_password_gets_in(password_server, capsys, tmp_path, monkeypatch):
    monkeypatch.delenv("TRAINER_DB", raising=False)
    url = f"postgresql://station:right%20horse@127.0.0.1:{password_server.port}/klass"
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", url]) == 0
    assert main(["class", "list", "--db", url]) == 0
    assert "Morning: no trainees yet" in capsys.readouterr().out


# --- fault 9: a reader leaves no files, a typo makes no database, the class speaks German --------


def test_report_leaves_no_wal_or_shm_files(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("TRAINER_DB", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert main(["quiz", "--trainee", "Ann", "--count", "1", "--data", str(tmp_path)]) == 0
    before = sorted(p.name for p in tmp_path.iterdir())
    assert before == ["progress.sqlite3"]
    # a process of its own, as a user runs it (no connection of this test's process left open)
    (tmp_path / "out").mkdir()
    done = subprocess.run([sys.executable, "-m", "trainer", "report", "--trainee", "Ann", "--data", str(tmp_path),
                           "--csv", str(tmp_path / "out" / "r.csv")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "progress.sqlite3"]


@pytest.mark.parametrize("argv", [
    ["report", "--trainee", "Ann", "--csv", "{tmp}/r.csv"],
    ["class", "list"],
    ["class", "results", "--csv", "{tmp}/r.csv"],
    ["practice", "--trainee", "Ann"],
    ["practice", "--trainee", "Ann", "--review"],
], ids=["report", "class list", "class results", "practice", "practice review"])
def test_a_typo_in_the_db_path_makes_no_database_for_a_reader(argv, capsys, tmp_path, monkeypatch):
    typo = tmp_path / "typo" / "dir" / "x"
    err = one_line(capsys, [*argv, "--db", f"sqlite:///{typo}"], tmp_path, monkeypatch)
    assert str(typo) in err and "no progress database" in err
    assert not (tmp_path / "typo").exists()


def test_a_writer_still_starts_a_database_where_it_is_told(capsys, tmp_path, monkeypatch):
    # the other direction: recording (a quiz, the window) makes the database it is pointed at
    new = tmp_path / "class" / "station.sqlite3"
    monkeypatch.delenv("TRAINER_DB", raising=False)
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert main(["quiz", "--trainee", "Ann", "--count", "1", "--db", f"sqlite:///{new}"]) == 0
    assert new.is_file()


def test_a_reader_of_a_missing_file_in_a_real_folder_makes_none_but_a_writer_starts_one(capsys, tmp_path, monkeypatch):
    missing = tmp_path / "new.sqlite3"
    one_line(capsys, ["practice", "--trainee", "Ann", "--db", str(missing)], tmp_path, monkeypatch)
    assert not missing.exists()
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    assert main(["quiz", "--trainee", "Ann", "--count", "1", "--db", str(missing)]) == 0  # the first answers' database
    assert missing.is_file()


def test_the_class_command_speaks_the_readers_language(capsys, tmp_path, monkeypatch):
    db = str(tmp_path / "class.sqlite3")
    monkeypatch.delenv("TRAINER_DB", raising=False)
    assert main(["--lang", "de", "class", "create", "Morgen", "--pin", "2468", "--db", db]) == 0
    assert main(["--lang", "de", "class", "add", "Ann", "--pin", "2468", "--db", db]) == 0
    assert main(["--lang", "de", "class", "list", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "Klasse" in out and "created" not in out and " is in class " not in out
    assert main(["--lang", "cs", "class", "add", "Bo", "--pin", "1111", "--db", db]) == 2
    err = capsys.readouterr().err
    assert "wrong instructor PIN" not in err and "'Morgen'" in err
    assert main(["--lang", "de", "class", "list", "--db", str(tmp_path / "none.sqlite3")]) == 2
    assert "no progress database" not in capsys.readouterr().err
