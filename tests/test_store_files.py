"""What happens to the progress database's files from outside: journal files deleted
while it is open, read-only folders, empty files, files from a newer trainer, damaged
pages. Real files, real SQLite, and for the journal a real second process."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from trainer.store import DB_FILENAME, SCHEMA_VERSION, DamagedDatabase, JournalReplaced, Store, StoreError

REPO = Path(__file__).resolve().parent.parent


def trainer(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(REPO)
    return subprocess.run(
        [sys.executable, "-m", "trainer", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )


def one_line_error(result: subprocess.CompletedProcess, *expected: str) -> str:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    for text in expected:
        assert text in lines[0], lines[0]
    return lines[0]


def answer(store: Store, name: str, n: int) -> None:
    store.trainee(name)
    store.save_drill_answer(name, "blackjack", "cosmopol", 100, 150, 150, True, 1.0 + n)


def answers(folder: Path) -> list[float]:
    with Store.open_readonly(folder) as store:
        return sorted(a.seconds for t in store.trainees() for a in store.drill_answers(t))


# --- 2. journal files deleted while the database is open ----------------------------------------

HOLDER = textwrap.dedent(
    """
    import sys
    from trainer.store import Store, StoreError
    store = Store.open(sys.argv[1])
    store.trainee("First")
    store.save_drill_answer("First", "blackjack", "cosmopol", 100, 150, 150, True, 1.0)
    print("ready", flush=True)
    sys.stdin.readline()
    try:
        store.save_drill_answer("First", "blackjack", "cosmopol", 100, 150, 150, True, 2.0)
        print("saved", flush=True)
    except StoreError as error:
        print("refused:", error, flush=True)
    store.close()
    print("closed", flush=True)
    """
)


@pytest.mark.parametrize("second_closes_first", [True, False])
def test_a_writer_whose_journal_was_deleted_stops_and_loses_nothing_of_others(tmp_path, second_closes_first):
    folder = tmp_path / "data"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    first = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env,
    )
    try:
        assert first.stdout.readline().strip() == "ready", first.stderr.read()
        db = folder / DB_FILENAME
        for suffix in ("-wal", "-shm"):  # a cleaner, a sync tool or a user "tidying up"
            Path(f"{db}{suffix}").unlink()
        second = Store.open(folder)  # another program: a quiz in a second terminal
        for n in range(3):
            answer(second, "Second", 10 + n)
        if second_closes_first:
            second.close()
        first.stdin.write("\n")
        first.stdin.flush()
        said = first.stdout.readline()
        assert said.startswith("refused:") and "deleted or replaced" in said, said
        assert first.stdout.readline().strip() == "closed"
        assert first.wait(timeout=60) == 0, first.stderr.read()
        if not second_closes_first:
            answer(second, "Second", 13)
            second.close()
    finally:
        if first.poll() is None:
            first.kill()
    saved = answers(folder)
    # every answer either program committed is there (answer n takes 1 + n seconds)
    assert set(saved) == {1.0, 11.0, 12.0, 13.0} | (set() if second_closes_first else {14.0})
    # and the first wrote nothing (2.0) after its journal went
    with sqlite3.connect(folder / DB_FILENAME) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_a_replaced_journal_refuses_every_later_write(tmp_path):
    store = Store.open(tmp_path)
    answer(store, "Ann", 1)
    wal = Path(f"{store.path}-wal")
    wal.unlink()
    wal.write_bytes(b"")  # a new file of the same name: another inode
    with pytest.raises(JournalReplaced, match="deleted or replaced"):
        answer(store, "Ann", 2)
    with pytest.raises(JournalReplaced):
        store.start_session("Ann", "cosmopol")
    store.close()


# --- 3. readers never write ---------------------------------------------------------------------


def recorded_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    with Store.open(folder) as store:
        # the answer inside its session, as the quiz and the window save it (the CSV
        # leaves out sessions with nothing in them)
        session = store.start_session(store.trainee("Ann"), "cosmopol", mode="drill")
        store.save_drill_answer("Ann", "blackjack", "cosmopol", 100, 150, 150, True, 2.0, session_id=session)
    return folder


def test_report_reads_a_database_in_a_read_only_folder(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes into read-only folders")
    folder = recorded_folder(tmp_path)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        result = trainer("report", "--trainee", "ann", "--data", str(folder), "--csv", str(tmp_path / "r.csv"))
        assert result.returncode == 0, result.stderr
        assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    finally:
        folder.chmod(stat.S_IRWXU)


def test_a_reader_of_a_folder_it_cannot_write_opens_the_file_immutable(tmp_path, monkeypatch):
    # as root the test cannot make a folder read-only, so the folder's answer is given
    import trainer.store.connection as store_module  # where the store opens its file

    folder = recorded_folder(tmp_path)
    real_access = os.access
    monkeypatch.setattr(
        store_module.os, "access", lambda path, mode: False if mode == os.W_OK else real_access(path, mode)
    )
    with Store.open_readonly(folder) as store:
        assert [t.name for t in store.trainees()] == ["Ann"]
        assert store.connection.execute("PRAGMA query_only").fetchone() is not None
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            store.connection.execute("CREATE TABLE x (y)")
    assert sorted(p.name for p in folder.iterdir()) == [DB_FILENAME]  # no -wal or -shm made


def test_a_reader_of_a_folder_it_cannot_write_still_sees_answers_left_in_the_log(tmp_path, monkeypatch):
    import trainer.store.connection as store_module  # where the store opens its file

    folder = recorded_folder(tmp_path)
    writer = sqlite3.connect(folder / DB_FILENAME, isolation_level=None)
    writer.execute("PRAGMA wal_autocheckpoint = 0")  # the new trainee stays in the -wal file only
    writer.execute("INSERT INTO trainees (name, created) VALUES ('Bo', '2024-01-01T10:00:00+00:00')")
    real_access = os.access
    monkeypatch.setattr(
        store_module.os, "access", lambda path, mode: False if mode == os.W_OK else real_access(path, mode)
    )
    try:
        with Store.open_readonly(folder) as store:
            assert [t.name for t in store.trainees()] == ["Ann", "Bo"]
    finally:
        writer.close()


def test_report_reads_a_database_without_changing_it(tmp_path):
    folder = recorded_folder(tmp_path)
    db = folder / DB_FILENAME
    before = db.read_bytes()
    result = trainer("report", "--trainee", "ann", "--data", str(folder), "--csv", str(tmp_path / "r.csv"))
    assert result.returncode == 0, result.stderr
    assert db.read_bytes() == before
    assert "Ann" in (tmp_path / "r.csv").read_text(encoding="utf-8-sig")


def test_report_on_an_empty_file_leaves_it_empty(tmp_path):
    (tmp_path / DB_FILENAME).write_bytes(b"")
    one_line_error(
        trainer("report", "--trainee", "ann", "--data", str(tmp_path), "--csv", str(tmp_path / "r.csv")),
        DB_FILENAME, "empty",
    )
    assert (tmp_path / DB_FILENAME).read_bytes() == b""
    assert sorted(p.name for p in tmp_path.iterdir()) == [DB_FILENAME]


def test_a_newer_schema_is_refused_before_anything_changes(tmp_path):
    db = tmp_path / DB_FILENAME
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE future (x)")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = db.read_bytes()
    for opener in (lambda: Store.open(tmp_path), lambda: Store.open_readonly(tmp_path)):
        with pytest.raises(StoreError, match="newer"):
            opener()
    assert db.read_bytes() == before  # still in rollback-journal mode: not switched to WAL
    assert not Path(f"{db}-wal").exists()
    one_line_error(trainer("report", "--trainee", "x", "--data", str(tmp_path), "--csv", str(tmp_path / "r.csv")), "newer")
    assert db.read_bytes() == before


# --- 4. damaged pages ---------------------------------------------------------------------------


def damaged_folder(tmp_path: Path, table: str = "drill_answers") -> Path:
    """A database whose ``table`` has garbage for its pages (the rest intact)."""
    folder = tmp_path / "data"
    with Store.open(folder) as store:
        for n in range(300):
            answer(store, "Ann", n)
        store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = store.connection.execute("PRAGMA page_size").fetchone()[0]
        root = store.connection.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
    db = folder / DB_FILENAME
    with open(db, "r+b") as handle:
        handle.seek((root - 1) * page_size)
        handle.write(b"\xa5" * page_size)
    return folder


def test_report_on_damaged_pages_is_one_line_exit_2(tmp_path):
    # a report reads without first checking the whole file (that read alone took seconds
    # for a year of rounds): it meets the damage in what it reads, here the trainees
    folder = damaged_folder(tmp_path, table="trainees")
    before = (folder / DB_FILENAME).read_bytes()
    for output in ("--csv", "--pdf"):
        one_line_error(
            trainer("report", "--trainee", "ann", "--data", str(folder), output, str(tmp_path / "r.out")),
            str(folder / DB_FILENAME), "damaged",
        )
    assert (folder / DB_FILENAME).read_bytes() == before


def test_quiz_on_a_damaged_database_writes_nothing_into_it(tmp_path):
    folder = damaged_folder(tmp_path)
    before = (folder / DB_FILENAME).read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "trainer", "quiz", "--trainee", "ann", "--data", str(folder), "--count", "1"],
        input="150\n", capture_output=True, text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    one_line_error(result, str(folder / DB_FILENAME), "damaged")
    assert (folder / DB_FILENAME).read_bytes() == before


def test_a_store_that_finds_damage_while_writing_writes_nothing_more(tmp_path):
    folder = damaged_folder(tmp_path, table="rounds")
    with pytest.raises(DamagedDatabase, match="damaged"):
        Store.open(folder)  # quick_check finds it on opening


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_the_database_place_is_refused_at_once(tmp_path):
    os.mkfifo(tmp_path / DB_FILENAME)
    for opener in (lambda: Store.open(tmp_path), lambda: Store.open_readonly(tmp_path)):
        with pytest.raises(StoreError):
            opener()
    one_line_error(
        trainer("quiz", "--trainee", "ann", "--data", str(tmp_path), "--count", "1"), DB_FILENAME, "regular file"
    )
