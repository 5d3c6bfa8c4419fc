"""``trainer gui``: open the dealer's table window (or render it to a PNG and exit).

Wired into :mod:`trainer.commands.cli` as a subcommand: :func:`add_parser` registers it and
:func:`run` carries it out. PySide6 is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from trainer.core.game.default_house import DEFAULT_HOUSE
from trainer.core.practice.stop_points import STOP_POINTS  # noqa: F401
from trainer.core.practice.stop_points import stop_condition as _stop_condition
from trainer.ui.window_sizes import MAX_SCREENSHOT, MIN_WINDOW, size_text
from trainer.words.help_texts import add_data_argument, said
from trainer.words.translation import translate

if TYPE_CHECKING:  # PySide6 only when the command runs
    from PySide6.QtWidgets import QApplication

    from trainer.store import Store
    from trainer.ui.main_window import MainWindow


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    parser = subparsers.add_parser("gui", help=translate("Help", "open the dealer's table (the desktop app)"))
    parser.add_argument("--house", metavar="HOUSE", help=said(translate("Help", "house rules pack (default %1)"), DEFAULT_HOUSE))
    parser.add_argument(
        "--pack",
        metavar="PACK",
        help=translate(
            "Help",
            "scenario pack: a file, or a shipped pack's id; 'none' for free play (default: the first "
            "shipped pack of the house, else free play)",
        ),
    )
    parser.add_argument("--exam", action="store_true", help=translate("Help", "exam mode: mistakes are shown only at the end of each round "
                        "(a person's: not with --screenshot or --stop-at)"))
    parser.add_argument("--seed", type=int, default=0, help=translate("Help", "first random round's seed in free play (default 0)"))
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help=translate("Help", "deal the first round to the first player decision, save the window as a PNG and exit"),
    )
    parser.add_argument(
        "--stop-at",
        choices=STOP_POINTS,
        default=None,
        help=translate("Help", "with --screenshot: where the reference dealer stops (default: decision); never with --exam"),
    )
    parser.add_argument("--size", default="1440x900", metavar="WxH", help=said(translate(
        "Help",
        "with --screenshot: window size (at least %1; a smaller one is raised to it)",
    ), size_text(MIN_WINDOW)))
    parser.add_argument(
        "--trainee",
        metavar="NAME",
        help=translate("Help", "whose progress is recorded (default: whoever trained last, else your login name)"),
    )
    add_data_argument(parser)
    parser.add_argument("--class", dest="class_name", metavar="CLASS",
                        help=translate("Help", "a class station: sign --trainee in to this class on the class database (--db)"))
    parser.set_defaults(run=run)
    return parser


#: the largest --size for a screenshot; a size under the window's minimum is raised to it.
MAX_SIZE = MAX_SCREENSHOT

# the display check lives below the commands and the window (trainer.display); these names
# stay importable from here for the commands that used them.
# which pack to deal lives below the commands (trainer.commands.pack_choice)
from trainer.commands.pack_choice import _names_a_file, first_pack_of, resolve_pack  # noqa: E402,F401
from trainer.display import HEADLESS_PLATFORMS, XCB_PACKAGES, has_display, missing_library_name, missing_x_library  # noqa: E402,F401
from trainer.display import window_problem as window_problem  # noqa: E402 - cli.run_default asks it here (tests stand in for it)


def open_store(args: argparse.Namespace, scratch: contextlib.ExitStack[bool | None]) -> Store:
    """The progress database: ``--db`` (or $TRAINER_DB), ``--data``, else the user's. A screenshot without
    ``--data`` or ``--db`` records into a throwaway folder, so it leaves no trace in anyone's history."""
    from trainer.store import Store
    from trainer.store.open import chosen_db
    from trainer.store.open import open_store as open_progress

    data, db = args.data, getattr(args, "db", None)
    if data is None and db is None and args.screenshot:  # not even $TRAINER_DB's class database
        import tempfile  # a screenshot's alone: not before the window's first frame

        data = scratch.enter_context(tempfile.TemporaryDirectory(prefix="trainer-screenshot-"))
        return scratch.enter_context(Store.open(data))
    if data is None and chosen_db(db) is None:  # the window's own setting (Session > Progress database)
        from trainer.ui.dialogs.database_setting import saved_database

        db = saved_database()
    return scratch.enter_context(open_progress(db, data))


def _trainee(args: argparse.Namespace) -> str | None:
    """``--trainee``; a screenshot without one shows a neutral name, not the login's."""
    if getattr(args, "trainee", None):
        return str(args.trainee)
    return "Trainee" if getattr(args, "screenshot", None) and not getattr(args, "data", None) else None


#: how long after the table is built `trainer gui` draws the window icon (off the path of
#: the first round's frame; a dock shows it a moment later).
ICON_AFTER_MS = 300


def build(args: argparse.Namespace, store: Store | Callable[[], Store] | None = None,
          staged: bool = True) -> tuple[QApplication, MainWindow]:
    """The application and the window ``trainer gui`` opens (not shown yet); ``store``:
    the progress database, or a function that opens it. Opened on a display, the window
    paints its first frame before it is built (``staged``: not for a class station, which
    wraps the built window at once)."""
    from trainer.ui.app import application, ensure_platform

    interactive = not getattr(args, "screenshot", None)
    staged = staged and interactive
    if not interactive:
        ensure_platform()
    app = application([sys.argv[0]], icon_later=staged)  # drawn once the table is built
    if not getattr(args, "lang", None):
        from trainer.ui.app import use_saved_language

        use_saved_language()
    from trainer.ui.app import create_window, install_icon

    house = args.house or DEFAULT_HOUSE
    if args.house or not staged:
        from trainer.core.game.rules import load_house

        house = load_house(house)  # a bad --house is reported before any window
    # else the shipped default house loads right after the window's first frame (staged)
    pack: Any  # a pack, None (free play), or a function that looks it up after the first frame
    if args.pack is None and interactive:
        # the default pack is looked up after the table's first frame
        pack = lambda: resolve_pack(None, args.house)  # noqa: E731
    else:
        pack = resolve_pack(args.pack, args.house)  # a bad --pack is reported before any window
    window = create_window(house, pack, exam=args.exam, seed=args.seed, animation_ms=200 if interactive else 0,
                           defer_start=interactive, staged=staged, store=store, trainee=_trainee(args),
                           first_run_guide=interactive)
    if interactive:  # within the screen, else where the trainee left it (tests and screenshots size their own)
        from trainer.ui.window_place import place_window

        place_window(window)
    if staged:  # what would have stopped the command before its window now comes after the first frame
        window.staging.on_error = lambda error: _build_failed(app, window, error)
    if staged and app.windowIcon().isNull():  # drawn once the dealt table is on screen
        from PySide6.QtCore import QTimer

        window.staging.when_built(lambda: QTimer.singleShot(ICON_AFTER_MS, lambda: install_icon(app)))
    return app, window


def _build_failed(app: QApplication, window: MainWindow, error: Exception) -> None:
    """The staged window could not be built (a house pack that will not load): the
    command's one-line error, as before any window, and exit code 2."""
    from trainer.core.files.errors import PackError
    from trainer.words.cli_texts import error_line

    print(error_line(error) if isinstance(error, PackError) else f"trainer gui: {error}", file=sys.stderr)
    window.close()
    app.exit(2)


def _fail(message: str) -> int:
    """``message`` as the command's one-line error, in the reader's language (the
    catalog knows the sentence by its shape: trainer.words.cli_texts); exit code 2."""
    from trainer.words.cli_texts import error_message

    print(f"trainer gui: {error_message(message)}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    """Open the window (or with ``--screenshot`` render it and exit); returns the exit code."""
    if getattr(args, "trainee", None) is not None and not args.trainee.split():
        return _fail("--trainee needs a name")  # said before any window, as every bad option
    automation = [option for option, given in (("--screenshot", args.screenshot), ("--stop-at", args.stop_at)) if given]
    if args.exam and automation:  # the reference dealer would sit the exam: never recorded as one
        return _fail(f"an exam is sat by a person: {' and '.join(automation)} cannot be used with --exam")
    problem = None if args.screenshot else window_problem()
    if problem:
        return _fail(problem)
    from trainer.store.open import chosen_db, is_server_url

    server = is_server_url(getattr(args, "db", None) if args.screenshot else chosen_db(getattr(args, "db", None)))
    if getattr(args, "class_name", None) or server:  # a class station (trainer/ui/station_window.py)
        from trainer.ui.station_window import run_station

        return run_station(args, lambda args, store: build(args, store, staged=False))
    if args.screenshot:
        try:
            width, height = (int(part) for part in args.size.lower().split("x"))
        except ValueError:
            return _fail(f"bad --size {args.size!r}: write it as 1440x900")
        if not (0 < width <= MAX_SIZE[0] and 0 < height <= MAX_SIZE[1]):
            return _fail(f"--size {args.size} is out of range: at most {MAX_SIZE[0]}x{MAX_SIZE[1]}")
        if os.path.isdir(args.screenshot):
            return _fail(f"cannot write the screenshot {args.screenshot}: is a directory, not a file")
        from trainer.core.files.outputs import check_output_path
        from trainer.core.files.yamlio import user_path
        from trainer.store import protected_databases

        protect = protected_databases(args.data)
        if os.path.isdir(os.path.dirname(os.path.abspath(user_path(args.screenshot)))):
            check_output_path(user_path(args.screenshot), protect)  # refused before any window is made
    if args.data and Path(args.data).expanduser().exists() and not Path(args.data).expanduser().is_dir():
        return _fail(f"--data {args.data} is a file, not a folder")
    with contextlib.ExitStack() as scratch:
        if not args.screenshot:
            # the window opens the database when it deals the first round, after its
            # first frame (a database that will not open is said in the window)
            app, window = build(args, lambda: open_store(args, scratch))
            window.show()
            return app.exec()
        from trainer.store import StoreError

        try:
            store = open_store(args, scratch)
        except StoreError as error:
            return _fail(str(error))
        app, window = build(args, store)
        from trainer.ui.app import render_window

        window.resize(width, height)
        window.show()
        window.play_reference(_stop_condition(args.stop_at or "decision"))
        try:
            path = render_window(window, user_path(args.screenshot), (width, height), protect)
        except OSError as error:  # a folder that cannot be made, a directory, a full disk
            reason = error.strerror or "the picture could not be written"
            return _fail(f"cannot write the screenshot {args.screenshot}: {reason}")
        window.close()
        window.deleteLater()
        print(path)
        return 0

