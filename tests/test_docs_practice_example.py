"""docs/practice.md's two `trainer check --focus` lines, run as written: the action list
the first prints is the one the second checks, so it must pass."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "practice.md"


def documented_check_lines() -> tuple[list[str], list[str]]:
    lines = [line.split("#")[0].strip() for line in DOC.read_text(encoding="utf-8").splitlines()
             if line.startswith("trainer check --random --focus")]
    by_book = next(shlex.split(line) for line in lines if "--actions" not in line)
    own = next(shlex.split(line) for line in lines if "--actions mine.txt" in line)
    return by_book, own


def test_the_documented_actions_check_replays_the_documented_round(tmp_path):
    by_book, own = documented_check_lines()
    first = subprocess.run([sys.executable, "-m", "trainer", *by_book[1:], "--json"],
                           capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    (tmp_path / "mine.txt").write_text("\n".join(json.loads(first.stdout)["actions"]) + "\n")
    second = subprocess.run([sys.executable, "-m", "trainer", *own[1:]],
                            capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert second.returncode == 0, second.stdout[-600:]
