"""The ``trainer`` command.

Each subcommand is one ``add_<name>_parser`` function that registers its parser and sets
``run`` to the function that carries it out (``run(args) -> exit code``); ``main`` wires
them up. Bad user files raise :class:`~trainer.core.files.errors.PackError`, which ``main``
prints as one line on stderr with exit code 2.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from trainer import __version__
from trainer.core.files.errors import PackError, printable_path
from trainer.core.game.default_house import DEFAULT_HOUSE
from trainer.languages import LANGUAGES, SOURCE_LANGUAGE, system_language
from trainer.words.help_texts import name_placeholders, said, see_help, unknown_choice
from trainer.words.translation import translate

if TYPE_CHECKING:  # the house rules (and YAML) load when a command reads one: not for the window's first frame
    from trainer.core.game.rules import HouseRules


def run_houses(args: argparse.Namespace) -> int:
    """List house packs: the given names or files, or every shipped house."""
    from trainer.commands.players_edge import warn_players_edge
    from trainer.core.game.rules import house_names, load_house

    names = getattr(args, "houses", None) or house_names()
    rules = [load_house(name) for name in names]
    print(format_houses(rules))
    sys.stdout.flush()
    warn_players_edge(zip(names, rules))  # a warning, not a refusal: the exit code stays 0
    return 0


def format_houses(rules: Sequence[HouseRules]) -> str:
    """One line per house: id, name, decks, boxes and bet limits."""
    from trainer.words.cli_texts import CLI
    from trainer.words.names import house_title

    rows = [CLI.houses_header()]
    for house in rules:
        marker = " *" if house.id == DEFAULT_HOUSE else ""
        rows.append(
            (
                house.id + marker,
                house_title(house),
                str(house.decks),
                str(house.boxes),
                f"{house.min_bet}-{house.max_bet} {house.currency}",
            )
        )
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = [
        "  ".join(
            cell.rjust(width) if column in (2, 3) else cell.ljust(width)
            for column, (cell, width) in enumerate(zip(row, widths))
        ).rstrip()
        for row in rows
    ]
    if any(house.id == DEFAULT_HOUSE for house in rules):
        lines.append(CLI.default_house())
    return "\n".join(lines)


def add_houses_parser(subparsers: argparse._SubParsersAction[OneLineParser]) -> None:
    houses = subparsers.add_parser("houses", help=translate("Help", "list the house rules packs (and validate them)"))
    houses.add_argument(
        "houses",
        nargs="*",
        metavar="HOUSE",
        help=translate("Help", "house names or pack files (default: every shipped house)"),
    )
    houses.set_defaults(run=run_houses)


def run_default(args: argparse.Namespace) -> int:
    """What ``trainer`` (and ``make run``) does with no subcommand: open the window on the
    default house and pack. Where no window can open (no display, or X libraries
    missing) it says why, lists the houses and plays one random round by the book in the
    terminal, card by card with the hands' totals (:mod:`trainer.commands.terminal_round`), so it
    never fails on a bare machine."""
    from trainer.commands import gui as gui_cli

    problem = gui_cli.window_problem()
    if problem is None:
        asked = ["gui", "--lang", args.lang] if args.lang else ["gui"]  # so the window's saved choice does not win over it
        return gui_cli.run(build_parser(asked).parse_args(asked))
    from trainer.commands.terminal_round import tell_round
    from trainer.core.game.rules import load_house
    from trainer.words.cli_texts import CLI, error_message

    print(CLI.no_window(error_message(problem)), file=sys.stderr)
    run_houses(args)
    print()
    round_ = tell_round(load_house(DEFAULT_HOUSE), seed=0)
    return 0 if round_.finished and not round_.mistakes else 1


class OneLineParser(argparse.ArgumentParser):
    """Usage errors in one line on stderr (exit 2), like every other bad input; ``--help``
    still prints the full usage. Subcommand parsers inherit the class."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} {see_help(self.prog)}\n")

    def _check_value(self, action: argparse.Action, value: object) -> None:
        """A value that is not one of the choices (a mistyped command, ``--lang sw``) is
        said in the reader's language with the nearest choice, not argparse's English list."""
        choices = action.choices
        if choices is not None and value not in choices:
            raise argparse.ArgumentError(action, unknown_choice(str(value), choices))


#: the modules of the subcommands, in the order --help lists them, and the commands each adds.
#: A module is imported only when its command runs (or for --help): ``trainer gui`` loads
#: neither the drills, nor the reports, nor the class database before the window paints.
COMMAND_MODULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("check", ("check", "diagram")),
    ("gui", ("gui",)),
    ("quiz", ("quiz",)),
    ("practice", ("practice",)),
    ("report", ("report",)),
    ("validate", ("validate",)),
    ("classes", ("class",)),
    ("math", ("math",)),
)


def _asked_command(argv: Sequence[str] | None) -> str | None:
    """The subcommand named in ``argv`` (None: none, or --help/--version before it)."""
    words = list(sys.argv[1:] if argv is None else argv)
    while words:
        word = words.pop(0)
        if word == "--lang":
            words = words[1:]
        elif not word.startswith("-"):
            return word
        elif not word.startswith("--lang="):
            return None
    return None


def build_parser(argv: Sequence[str] | None = ()) -> argparse.ArgumentParser:
    """The ``trainer`` parser; with ``argv`` naming a known subcommand, only that command's
    module is imported and registered (the others would only slow its start)."""
    asked = _asked_command(argv)
    known = {name for _, names in COMMAND_MODULES for name in names}
    parser = OneLineParser(
        prog="trainer",
        description=translate("Help", "Practise the Black Jack dealer's procedure under several casinos' house rules."),
    )
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {__version__}",
        help=translate("Help", "show the trainer's version and exit"),
    )
    _add_lang(parser, default=None)
    subparsers = parser.add_subparsers(metavar="COMMAND")
    add_houses_parser(subparsers)
    for module_name, names in COMMAND_MODULES:
        if asked in known and asked not in names:
            continue
        module = importlib.import_module(f"trainer.commands.{module_name}")
        add = module.add_parsers if hasattr(module, "add_parsers") else module.add_parser
        add(subparsers)
    parser.set_defaults(run=run_default)
    _lang_after_commands(parser)
    name_placeholders(parser)
    return parser


def _add_lang(parser: argparse.ArgumentParser, default: object) -> None:
    parser.add_argument(
        "--lang",
        metavar="CODE",
        choices=tuple(LANGUAGES),
        default=default,
        help=said(translate("Help", "the language of everything a person reads (%1; default: the system's, else en)"), ", ".join(LANGUAGES)),
    )


def _lang_after_commands(parser: argparse.ArgumentParser) -> None:
    """``--lang`` after any subcommand too (``trainer gui --lang sv``, ``trainer class
    assign --lang de``), as people type it. A subcommand's ``--lang`` has no default
    (SUPPRESS), so leaving it out keeps what was given before the command."""
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        for command in dict.fromkeys(action.choices.values()):  # an alias is the same parser
            if "--lang" not in command._option_string_actions:
                _add_lang(command, default=argparse.SUPPRESS)
            _lang_after_commands(command)


def choose_language(args: argparse.Namespace) -> None:
    """``--lang``, else the system's language (the window may still take its own saved
    choice: ``args.lang`` tells it whether one was asked for). English needs no Qt: the
    commands that run without it (check, report --csv) stay so."""
    language = args.lang or system_language()
    if language == SOURCE_LANGUAGE:
        return
    from trainer.words import i18n

    try:
        i18n.set_language(language)
    except FileNotFoundError as error:
        if args.lang:
            raise PackError(str(i18n.i18n_dir()), None, str(error).removeprefix("trainer: ")) from None
        i18n.set_language(SOURCE_LANGUAGE)  # the system's language is not built: English


def _asked_language(argv: Sequence[str] | None) -> str | None:
    """The ``--lang`` given anywhere in ``argv`` (before or after the command), if it is one."""
    words = list(sys.argv[1:] if argv is None else argv)
    for index, word in enumerate(words):
        code = words[index + 1] if word == "--lang" and index + 1 < len(words) else word.removeprefix("--lang=")
        if (word == "--lang" or word.startswith("--lang=")) and code in LANGUAGES:
            return code
    return None


def speak_before_parsing(argv: Sequence[str] | None) -> None:
    """Choose the language before the parser is built, so that ``--help``, the commands'
    summaries and usage errors are in it (a --lang that is no language is refused later, in
    the system's language)."""
    language = _asked_language(argv) or system_language()
    if language == SOURCE_LANGUAGE:
        return
    from trainer.words import i18n
    from trainer.words.help_texts import speak_argparse

    with contextlib.suppress(FileNotFoundError):  # not built: said by choose_language, after parsing
        i18n.set_language(language)
        speak_argparse()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0 ok, 2 bad input)."""
    speak_before_parsing(argv)
    parser = build_parser(argv)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:  # --help, --version, or a usage error already printed
        return exit_.code if isinstance(exit_.code, int) else 2
    try:
        choose_language(args)
        code: int = args.run(args)
        sys.stdout.flush()  # a reader gone early (| head) shows up here, not as a traceback at exit
        return code
    except PackError as error:
        from trainer.words.cli_texts import error_line  # the messages' catalog: only when one is said

        print(error_line(error), file=sys.stderr)  # in the reader's language, still file:line
        return 2
    except BrokenPipeError:  # stdout closed early: stop quietly, as other tools in a pipe do
        with contextlib.suppress(OSError, ValueError):  # point stdout at /dev/null for the exit flush
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141  # 128 + SIGPIPE
    except KeyboardInterrupt:  # Ctrl-C: quietly, with the shell's code for SIGINT
        return 130
    except OSError as error:  # a file problem no command turned into a PackError: still one line
        where = f"{printable_path(os.fspath(error.filename))}: " if error.filename is not None else ""
        print(f"trainer: {where}{error.strerror or error}", file=sys.stderr)
        return 2
