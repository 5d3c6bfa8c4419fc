"""More of the pack loader's sentences in German: still one line naming file and line,
exit 2, the values (words, line numbers) unchanged."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BROKEN = REPO / "tests" / "scenarios" / "broken"


def trainer(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *argv], capture_output=True, text=True, timeout=60,
                          cwd=REPO)


@pytest.mark.parametrize("broken, english, german", [
    ("20_unknown_trains_word.yaml", "'card_counting' is not one of dealing_order", "'card_counting' ist keiner von dealing_order"),
    ("37_two_documents.yaml", "a second document starts here", "hier beginnt ein zweites Dokument ('---')"),
    ("58_bad_indentation.yaml", "the indentation does not match", "(der Eintrag beginnt in Zeile 9)"),
    ("36_negative_time_limit.yaml", "-30 is too small: it must be more than 0", "-30 ist zu klein: es muss grösser als 0 sein"),
])
def test_german_validate_line(broken, english, german):
    path = BROKEN / broken
    ours, theirs = trainer("validate", str(path)), trainer("--lang", "de", "validate", str(path))
    assert ours.returncode == theirs.returncode == 2
    english_line, german_line = (ours.stdout + ours.stderr).strip(), (theirs.stdout + theirs.stderr).strip()
    assert english in english_line and german in german_line and english not in german_line
    assert "\n" not in german_line and "Traceback" not in german_line
    assert german_line.split(": ")[0] == english_line.split(": ")[0]  # file:line:column, untouched
