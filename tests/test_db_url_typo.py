"""A --db / TRAINER_DB URL the trainer does not know (a mistyped server URL) is one line
and exit 2: it never becomes a local SQLite file named like the URL, where a station's
answers would go unseen by the class."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.parametrize("url", ["postgresq://trainer:secret@school/croupier", "mysql://school/croupier"])
def test_a_mistyped_server_url_records_nowhere(tmp_path, url):
    env = {**os.environ, "TRAINER_DB": url}
    done = subprocess.run([sys.executable, "-m", "trainer", "quiz", "--trainee", "Ann", "--seconds", "5"],
                          cwd=tmp_path, env=env, input="q\n", capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stdout[-300:]
    assert done.stderr.count("\n") == 1 and "is no database the trainer knows" in done.stderr
    assert "secret" not in done.stderr  # a password in the URL is not echoed
    assert list(tmp_path.iterdir()) == []


def test_a_sqlite_url_and_a_plain_path_still_work(tmp_path):
    for db in (f"sqlite:///{tmp_path}/a.sqlite3", str(tmp_path / "b.sqlite3")):
        done = subprocess.run([sys.executable, "-m", "trainer", "quiz", "--trainee", "Ann", "--seconds", "5",
                               "--db", db], input="q\n", capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".sqlite3") == ["a.sqlite3", "b.sqlite3"]
