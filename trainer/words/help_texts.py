"""The command line's help and usage errors in the reader's language.

Every command's summary and every option's help is written ``said(translate("Help", ...))``
where the parser is built, so lupdate finds it and ``trainer --lang sv check --help`` reads
Swedish. argparse's own words (``usage:``, ``options``, ``show this help message and
exit``, ``the following arguments are required``) come from its module-level ``_``
(gettext, which has no catalogs of ours): :func:`speak_argparse` points that ``_`` at our
catalog, so those words follow the language too. A value that is not one of the choices
(a mistyped command, ``--lang sw``) is said here, with the nearest choice as a suggestion.
"""

from __future__ import annotations

import argparse
import difflib
from collections.abc import Iterable

from trainer.paths_user import user_data_dir
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP, translate

HELP = "Help"
ARGPARSE = "Argparse"

#: argparse's own sentences (Python 3.11 to 3.13), kept word for word: argparse asks for
#: them by these English texts. Their ``%(name)s`` places must stay in a translation.
ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("Argparse", "usage: "),
    QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("Argparse", "options"),
    QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("Argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("Argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("Argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("Argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("Argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("Argparse", "ignored explicit argument %r"),
)


#: the placeholders' names in usage lines (``--house HOUSE``); letters (N, S, WxH) stay.
METAVARS = (
    QT_TRANSLATE_NOOP("Help", "COMMAND"),
    QT_TRANSLATE_NOOP("Help", "SUBCOMMAND"),
    QT_TRANSLATE_NOOP("Help", "CODE"),
    QT_TRANSLATE_NOOP("Help", "CLASS"),
    QT_TRANSLATE_NOOP("Help", "FILE"),
    QT_TRANSLATE_NOOP("Help", "HOUSE"),
    QT_TRANSLATE_NOOP("Help", "ID"),
    QT_TRANSLATE_NOOP("Help", "NAME"),
    QT_TRANSLATE_NOOP("Help", "PACK"),
    QT_TRANSLATE_NOOP("Help", "POINT"),
    QT_TRANSLATE_NOOP("Help", "SHARE"),
    QT_TRANSLATE_NOOP("Help", "TRAINEE"),
    QT_TRANSLATE_NOOP("Help", "SCENARIO"),
    QT_TRANSLATE_NOOP("Help", "DIR"),
    QT_TRANSLATE_NOOP("Help", "URL"),
    QT_TRANSLATE_NOOP("Help", "SEED"),
    QT_TRANSLATE_NOOP("Help", "COUNT"),
    QT_TRANSLATE_NOOP("Help", "MAX"),
)


def name_placeholders(parser: argparse.ArgumentParser) -> None:
    """Every placeholder name of ``parser`` and its subcommands in the current language."""
    for action in parser._actions:
        # an option without its own placeholder shows its name in capitals (--seed SEED)
        shown = action.metavar if action.metavar is not None or not action.option_strings else action.dest.upper()
        if isinstance(shown, str) and shown in METAVARS and action.nargs != 0:
            action.metavar = translate(HELP, shown)
        if isinstance(action, argparse._SubParsersAction):
            for command in dict.fromkeys(action.choices.values()):
                name_placeholders(command)


def said(text: str, *values: object) -> str:
    """A help text already looked up (``translate("Help", ...)``) with its ``%1`` .. filled.

    argparse reads ``%`` in help as its own formatting: a value holding one is doubled."""
    return filled(text, *(str(value).replace("%", "%%") for value in values))


def _argparse_gettext(text: str) -> str:
    return translate(ARGPARSE, text)


def _argparse_ngettext(singular: str, plural: str, n: int) -> str:
    return translate(ARGPARSE, singular if n == 1 else plural)


def speak_argparse() -> None:
    """argparse's own words in the current language from now on.

    argparse looks its ``_`` up in its module each time it words something, so replacing
    that name is the one way in short of copying argparse; English reads as before."""
    argparse._ = _argparse_gettext  # type: ignore[attr-defined]
    argparse.ngettext = _argparse_ngettext  # type: ignore[attr-defined]


def unknown_choice(value: str, choices: Iterable[str]) -> str:
    """``'rport' is not one of: houses, check, ...; did you mean report?`` in the language."""
    names = [str(choice) for choice in choices]
    near = difflib.get_close_matches(value, names, n=1, cutoff=0.6)
    listed = ", ".join(names)
    if near:
        return filled(translate("Help", "%1 is not one of: %2; did you mean %3?"), repr(value), listed, near[0])
    return filled(translate("Help", "%1 is not one of: %2"), repr(value), listed)


def see_help(prog: str) -> str:
    """The hint after a one-line usage error."""
    return filled(translate("Help", "(see %1 --help)"), prog)


def add_data_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--data DIR`` and ``--db URL`` to a (sub)command's parser; read them back with
    :func:`trainer.paths_user.data_dir`."""
    parser.add_argument(
        "--data",
        metavar="DIR",
        default=None,
        help=said(translate("Help", "folder of the progress database (default: %1)"), user_data_dir()),
    )
    parser.add_argument(
        "--db",
        metavar="URL",
        default=None,
        help=said(translate(
            "Help",
            "the progress database: postgresql://user@host:port/db for a class server, or a SQLite "
            "file (path or sqlite:///path); default: $TRAINER_DB, else progress.sqlite3 in --data",
        )),
    )
