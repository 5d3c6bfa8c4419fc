"""`trainer gui`'s own one-line errors follow --lang: exit 2, one line, values kept."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def trainer(*argv: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *argv], capture_output=True, text=True, timeout=60,
                          cwd=REPO, env=env)


@pytest.mark.parametrize("argv, english, german", [
    (["--size", "huge"], "bad --size 'huge': write it as 1440x900", "ungültige --size 'huge'"),
    (["--size", "99999x99999"], "--size 99999x99999 is out of range", "--size 99999x99999 liegt ausserhalb"),
])
def test_screenshot_size_errors_in_german(tmp_path, argv, english, german):
    shot = str(tmp_path / "shot.png")
    ours = trainer("gui", "--screenshot", shot, *argv)
    theirs = trainer("--lang", "de", "gui", "--screenshot", shot, *argv)
    assert ours.returncode == theirs.returncode == 2
    assert english in ours.stderr and ours.stderr.startswith("trainer gui: ")
    line = theirs.stderr.strip()
    assert "\n" not in line and "Traceback" not in line and line.startswith("trainer gui: ")
    assert german in line and english not in line


def test_a_screenshot_into_a_folder_in_czech(tmp_path):
    done = trainer("--lang", "cs", "gui", "--screenshot", str(tmp_path))
    assert done.returncode == 2
    assert done.stderr.strip() == f"trainer gui: snímek obrazovky {tmp_path} nelze zapsat: je to složka, ne soubor"


def test_no_display_in_swedish(tmp_path):
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = trainer("--lang", "sv", "gui", "--data", str(tmp_path), env=env)
    assert done.returncode == 2
    line = done.stderr.strip()
    assert "\n" not in line and line.startswith("trainer gui: ")
    assert "DISPLAY" in line and "--screenshot FILE" in line and "no display" not in line
