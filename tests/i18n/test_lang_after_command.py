"""`--lang` is taken after the subcommand as well as before it (`trainer gui --lang sv`), on
every subcommand and sub-subcommand; given before, it is not undone by leaving it out after."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.commands.cli import build_parser, main
from trainer.languages import LANGUAGES

REPO = Path(__file__).resolve().parents[2]


def commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    """(the words naming it, parser) for every subcommand under ``parser``, nested ones too."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, command in action.choices.items():
                yield path + (name,), command
                yield from commands(command, path + (name,))


def test_every_subcommand_takes_lang():
    found = list(commands(build_parser(None)))
    names = {path for path, _ in found}
    assert {("gui",), ("check",), ("report",), ("class",), ("class", "assign"), ("houses",)} <= names
    for path, command in found:
        lang = command._option_string_actions.get("--lang")
        assert lang is not None, path
        assert tuple(lang.choices) == tuple(LANGUAGES), path


@pytest.mark.parametrize("argv, lang", [
    (["gui", "--lang", "sv"], "sv"),
    (["--lang", "sv", "gui"], "sv"),
    (["--lang", "de", "gui"], "de"),
    (["gui"], None),
    (["--lang", "cs", "houses", "--lang", "nl"], "nl"),  # the later one wins, as with any option
    (["class", "list", "--lang", "de"], "de"),
])
def test_where_it_stands_does_not_matter(argv, lang):
    assert build_parser(argv).parse_args(argv).lang == lang


def test_an_unknown_language_after_the_command_is_refused():
    assert main(["houses", "--lang", "xx"]) == 2


def test_trainer_gui_lang_sv_speaks_swedish(tmp_path):
    done = subprocess.run([sys.executable, "-m", "trainer", "gui", "--lang", "sv", "--screenshot",
                           str(tmp_path / "s.png"), "--size", "huge"],
                          capture_output=True, text=True, timeout=60, cwd=REPO)
    before = subprocess.run([sys.executable, "-m", "trainer", "--lang", "sv", "gui", "--screenshot",
                             str(tmp_path / "s.png"), "--size", "huge"],
                            capture_output=True, text=True, timeout=60, cwd=REPO)
    assert done.returncode == before.returncode == 2
    assert done.stderr == before.stderr and "write it as" not in done.stderr
