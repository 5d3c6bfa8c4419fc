"""`trainer validate PACK...`: check scenario packs and name every problem.

One line per problem (``file:line:column: key.path: message``), or
``OK path (N scenarios)`` for a sound pack; exit 2 when any file has a problem, 0
otherwise. A directory stands for the ``*.yaml`` files in it; with no argument the
shipped packs are checked. Never a traceback: whatever goes wrong is one line.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from trainer.commands.players_edge import warn_players_edge
from trainer.core.files.errors import PackError
from trainer.core.packs.load import check_pack, shipped_pack_paths
from trainer.words.cli_texts import CLI, error_line
from trainer.words.translation import translate

#: exit codes
OK, BAD_INPUT = 0, 2


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """Register ``validate`` on a ``trainer`` subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "validate",
        help=translate("Help", "check scenario packs: structure, game rules, and a replay of every scenario"),
        description=translate(
            "Help",
            "Check scenario packs and print one line per problem (file:line:column: key: message), or "
            "'OK path (N scenarios)'. Exits 2 if any pack has a problem.",
        ),
    )
    parser.add_argument(
        "packs",
        nargs="*",
        metavar="PACK",
        help=translate("Help", "pack files, or folders of *.yaml packs (default: the shipped packs)"),
    )
    parser.set_defaults(run=run)
    return parser


def expand_paths(arguments: Sequence[str]) -> tuple[list[Path], list[PackError]]:
    """Files to check: each argument as given, a folder replaced by its ``*.yaml`` files."""
    paths: list[Path] = []
    errors: list[PackError] = []
    for argument in arguments:
        path = Path(argument)
        if os.path.isdir(path):  # never raises (a name too long is a file load_pack reports)
            found = sorted(item for item in path.glob("*.yaml") if item.is_file())
            if not found:
                errors.append(PackError(argument, None, "folder holds no .yaml pack files"))
            paths.extend(found)
        else:
            paths.append(path)
    return paths, errors


def run(args: argparse.Namespace) -> int:
    """Check every pack named in ``args.packs``; print the results; return the exit code."""
    if args.packs:
        paths, errors = expand_paths(args.packs)
    else:
        paths, errors = shipped_pack_paths(), []
        if not paths:
            errors.append(PackError("scenarios/packs", None, "no shipped packs found"))
    for error in errors:
        print(error_line(error))
    bad = bool(errors)
    for path in paths:
        pack, problems = check_pack(path)
        if problems:
            bad = True
            for problem in problems:
                print(error_line(problem) if isinstance(problem, PackError) else problem)
        else:
            assert pack is not None
            print(CLI.pack_ok(str(path), len(pack.scenarios)))
            sys.stdout.flush()
            # rules of one's own that give the player the edge: a warning, the pack stays OK
            warn_players_edge((str(path), item.scenario.rules) for item in pack.scenarios)
    sys.stdout.flush()
    return BAD_INPUT if bad else OK


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m trainer.commands.validate PACK...``: the same as ``trainer validate``."""
    parser = argparse.ArgumentParser(prog="trainer")
    add_parser(parser.add_subparsers(dest="command", required=True))
    try:
        args = parser.parse_args(["validate", *(sys.argv[1:] if argv is None else argv)])
    except SystemExit as exit_:  # --help, or a usage error argparse already printed
        return exit_.code if isinstance(exit_.code, int) else BAD_INPUT
    try:
        return run(args)
    except Exception as error:  # noqa: BLE001 - the promise is: never a traceback
        print(f"trainer validate: internal error: {type(error).__name__}: {error}", file=sys.stderr)
        return BAD_INPUT


if __name__ == "__main__":
    raise SystemExit(main())
