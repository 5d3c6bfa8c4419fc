"""``trainer --help`` (and every command's) in the reader's language: argparse's own words,
the commands' summaries and every option's help; a mistyped command is answered in the
language with the command it was probably meant to be."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
LANGUAGES = ("sv", "de", "nl", "cs")
HELPS = (
    (), ("check",), ("class",), ("class", "assign"), ("practice",), ("quiz",),
    ("report",), ("validate",), ("gui",), ("math",), ("houses",),
)
ARGPARSE_ENGLISH = ("usage:", "positional arguments", "options:", "show this help message", "show program's version")


def trainer(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *argv], capture_output=True, text=True, timeout=60,
                          cwd=REPO, env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONPATH": str(REPO)})


def _sentences(help_text: str) -> set[str]:
    """The help's prose: runs of four or more words on a line (the options' and commands'
    explanations, the description), not the usage line's option names."""
    found = set()
    for line in help_text.splitlines():
        if line.lstrip().startswith(("usage:", "[", "trainer")):
            continue
        for run in re.findall(r"[A-Za-z']+(?: [A-Za-z']+){3,}", line):
            found.add(run)
    return found


@pytest.fixture(scope="module")
def english() -> dict[tuple[str, ...], str]:
    return {command: trainer(*command, "--help").stdout for command in HELPS}


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_has_no_english(language, english):
    for command in HELPS:
        done = trainer("--lang", language, *command, "--help")
        assert done.returncode == 0, done.stderr
        words = done.stdout
        assert words.strip() and words != english[command]
        for argparse_word in ARGPARSE_ENGLISH:
            assert argparse_word not in words, (language, command, argparse_word)
        left = sorted(sentence for sentence in _sentences(english[command]) if sentence in words)
        assert not left, (language, command, left)
        # the values put into the sentences are still there: the default house, the languages
        if command == ("check",):
            assert "cosmopol" in words
        if command == ():
            assert "en, sv, de, nl, cs" in words


def test_english_help_keeps_its_words(english):
    assert "usage: trainer" in english[()] and "show this help message and exit" in english[()]
    assert "house rules pack (default cosmopol)" in english[("check",)]


@pytest.mark.parametrize("language, said", [
    ("en", "did you mean report?"),
    ("sv", "menade du report?"),
    ("de", "meinten Sie report?"),
    ("nl", "bedoelde u report?"),
    ("cs", "mysleli jste report?"),
])
def test_mistyped_command_gets_a_suggestion(language, said):
    done = trainer("--lang", language, "rport")
    line = done.stderr.strip()
    assert done.returncode == 2 and "\n" not in line and "Traceback" not in line
    assert said in line and "'rport'" in line
    if language != "en":
        assert "invalid choice" not in line and "see trainer --help" not in line


def test_lang_after_the_command_also_words_the_help():
    done = trainer("check", "--help", "--lang", "sv")
    assert "användning: trainer check" in done.stdout and "husregelpaket (standard cosmopol)" in done.stdout


def test_missing_arguments_said_in_the_language():
    done = trainer("--lang", "de", "class", "assign")
    assert done.returncode == 2
    assert "diese Argumente fehlen: PAKET" in done.stderr and "required" not in done.stderr
    done = trainer("--lang", "de", "class", "retake")  # two missing: both named, in German
    assert done.returncode == 2
    assert "diese Argumente fehlen: NAME, --exam" in done.stderr and "required" not in done.stderr
