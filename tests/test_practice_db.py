"""`trainer practice` records where --db / TRAINER_DB says, like every command that writes
progress: a SQLite file given by --db, or a class server (where a speed run's personal
best is written through the server's own transactions)."""

from __future__ import annotations

import os
import subprocess
import sys

from trainer.store import Store
from trainer.store.open import open_store


def practice(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", "practice", *argv], capture_output=True,
                          text=True, timeout=180, stdin=subprocess.DEVNULL, env=env)


def speed_sessions(store: Store, name: str) -> list:
    return [s for s in store.sessions(name) if s.pack == "speed"]


def test_db_file_gets_the_rounds_not_the_data_folder(tmp_path):
    chosen = tmp_path / "class.sqlite3"
    done = practice("--speed", "2", "--focus", "double", "--seed", "9", "--auto", "--trainee", "Ann",
                    "--db", str(chosen), "--data", str(tmp_path / "local"))
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "local" / "progress.sqlite3").exists()
    with Store(chosen) as store:
        assert speed_sessions(store, "Ann")[0].rounds == 2


def test_a_speed_run_on_the_class_server_keeps_its_personal_best(pg_url, tmp_path):
    env = {**os.environ, "TRAINER_DB": pg_url}
    base = ("--speed", "2", "--focus", "double", "--seed", "9", "--auto", "--trainee", "Bo", "--data", str(tmp_path))
    first = practice(*base, env=env)
    assert first.returncode == 0, first.stderr[-800:]
    assert "A personal best!" in first.stdout and "Traceback" not in first.stderr
    second = practice(*base, env=env)
    assert second.returncode == 0, second.stderr[-800:]
    # the first run's best is read back from the server (the second may be a hair faster)
    assert "Personal best: 0 mistakes" in second.stdout or "(before: 0 mistakes" in second.stdout
    assert not (tmp_path / "progress.sqlite3").exists()
    with open_store(pg_url) as store:
        assert [s.rounds for s in speed_sessions(store, "Bo")] == [2, 2]
