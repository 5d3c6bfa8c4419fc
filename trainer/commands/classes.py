"""``trainer class``: set up a class on the class database and follow it.

    trainer class create NAME --pin PIN --db URL     make a class (the instructor's PIN)
    trainer class list --db URL                      the classes and their trainees
    trainer class add NAME... --class C --pin PIN    put trainees on the class list
    trainer class assign PACK --class C --pin PIN [--trainee NAME] [--pass-mark 80%] [--minutes 20]
    trainer class results --class C (--csv FILE | --pdf FILE)   the class report
    trainer class [--class C] [--json]               today's overview (what the Class view shows)

``--db`` (or ``TRAINER_DB``) names the database, normally ``postgresql://...``. Bad input
is one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path

from trainer.paths_user import add_data_argument
from trainer.words.cli_texts import error_message
from trainer.core.errors import PackError
from trainer.store import StoreError


def _db_options(parser: argparse.ArgumentParser, *, nested: bool) -> None:
    """--db/--data (and --class) on ``trainer class`` and on each of its subcommands;
    a subcommand's own default must not hide a value given before it."""
    add_data_argument(parser)
    parser.add_argument("--class", dest="class_name", metavar="NAME", help="the class (default: the only one)")
    if nested:
        for action in parser._actions:
            if action.dest in ("db", "data", "class_name"):
                action.default = argparse.SUPPRESS


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "class",
        help="set up a class on the class database (PostgreSQL) and show today's overview",
        description="Without a subcommand: today's overview of a class (--json for the JSON the "
        "Class view shows). Subcommands set the class up.",
    )
    _db_options(parser, nested=False)
    parser.add_argument("--json", action="store_true", help="print the overview as one JSON object")
    parser.add_argument("--day", metavar="YYYY-MM-DD", help="the overview of another day (default: today)")
    parser.set_defaults(run=run_overview)
    commands = parser.add_subparsers(metavar="SUBCOMMAND")

    create = commands.add_parser("create", help="make a class with its instructor's PIN")
    create.add_argument("name", metavar="NAME")
    create.add_argument("--pin", required=True, help="the instructor's PIN (digits, at least 4)")
    _db_options(create, nested=True)
    create.set_defaults(run=run_create)

    listing = commands.add_parser("list", help="list the classes and their trainees")
    _db_options(listing, nested=True)
    listing.set_defaults(run=run_list)

    add = commands.add_parser("add", help="put trainees on the class list (the instructor's PIN)")
    add.add_argument("trainees", nargs="+", metavar="TRAINEE")
    add.add_argument("--pin", required=True)
    _db_options(add, nested=True)
    add.set_defaults(run=run_add)

    assign = commands.add_parser("assign", help="assign a pack to the class or a trainee; an exam with --pass-mark")
    assign.add_argument("pack", metavar="PACK", help="a shipped pack's id or a pack file")
    assign.add_argument("--pin", required=True)
    assign.add_argument("--trainee", metavar="NAME", help="only this trainee (default: the whole class)")
    assign.add_argument("--house", metavar="HOUSE", help="the house to play it in (default: the pack's)")
    assign.add_argument("--pass-mark", metavar="SHARE", help="an exam: share of clean rounds to pass (80%% or 0.8)")
    assign.add_argument("--minutes", metavar="M", type=float, help="the exam's time limit in minutes")
    _db_options(assign, nested=True)
    assign.set_defaults(run=run_assign)

    view = commands.add_parser("view", help="open the Class window: today's overview, live (the instructor's PIN)")
    view.add_argument("--pin", required=True)
    view.add_argument("--screenshot", metavar="FILE", help="render the window to a PNG and exit")
    view.add_argument("--size", default="1280x800", metavar="WxH", help="with --screenshot: the window's size")
    _db_options(view, nested=True)
    view.set_defaults(run=run_view)

    results = commands.add_parser("results", help="the class report, one line per trainee")
    output = results.add_mutually_exclusive_group(required=True)
    output.add_argument("--csv", metavar="FILE")
    output.add_argument("--pdf", metavar="FILE")
    _db_options(results, nested=True)
    results.set_defaults(run=run_results)
    return parser


def _fail(message: object) -> int:
    print(f"trainer class: {error_message(str(message))}", file=sys.stderr)
    return 2


def _open(args: argparse.Namespace, create: bool = False, readonly: bool = False):
    from trainer.classroom.classes import Classes
    from trainer.store.open import open_store

    store = open_store(getattr(args, "db", None), getattr(args, "data", None), create=create, readonly=readonly)
    return store, Classes(store)


def _guarded(run):
    """StoreErrors (a wrong PIN, an unknown class, an unreachable server) as one line."""

    def wrapper(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except StoreError as error:
            return _fail(error)

    wrapper.__doc__ = run.__doc__
    return wrapper


@_guarded
def run_create(args: argparse.Namespace) -> int:
    store, classes = _open(args, create=True)
    with store:
        made = classes.create(args.name, args.pin)
    print(f"class {made.name!r} created in {store.path}")
    return 0


@_guarded
def run_list(args: argparse.Namespace) -> int:
    store, classes = _open(args)
    with store:
        for school_class in classes.all():
            names = ", ".join(t.name for t in classes.trainees(school_class.name)) or "no trainees yet"
            print(f"{school_class.name}: {names}")
    return 0


@_guarded
def run_add(args: argparse.Namespace) -> int:
    store, classes = _open(args)
    with store:
        school_class = classes.check_pin(getattr(args, "class_name", None), args.pin)
        for name in args.trainees:
            trainee = classes.add_trainee(school_class.name, name)
            print(f"{trainee.name} is in class {school_class.name}")
    return 0


def parse_share(text: str) -> float:
    """``80%``, ``80`` or ``0.8`` -> 0.8."""
    value = float(text.rstrip("%").strip())
    return value / 100 if text.strip().endswith("%") or value > 1 else value


@_guarded
def run_assign(args: argparse.Namespace) -> int:
    try:
        pass_mark = parse_share(args.pass_mark) if args.pass_mark is not None else None
    except ValueError:
        return _fail(f"--pass-mark {args.pass_mark!r}: give a share such as 80% or 0.8")
    pack = _check_pack(args.pack, args.house)
    store, classes = _open(args)
    with store:
        school_class = classes.check_pin(getattr(args, "class_name", None), args.pin)
        made = classes.assign(school_class.name, pack, trainee=args.trainee, house=args.house,
                              pass_mark=pass_mark, minutes=args.minutes)
    print(f"assigned {made.describe()} to {made.trainee or 'class ' + school_class.name}")
    return 0


def _check_pack(pack: str, house: str | None) -> str:
    """The pack's id (a shipped pack's id or a valid pack file); else PackError (one line, exit 2)."""
    from trainer.commands.pack_choice import resolve_pack

    found = resolve_pack(pack, house)
    if found is None:
        raise PackError(pack, None, "free play cannot be assigned: name a pack")
    return pack if Path(pack).is_file() else str(getattr(found, "id", pack))


@_guarded
def run_view(args: argparse.Namespace) -> int:
    """The Class window on its own (the instructor's computer)."""
    from trainer.display import window_problem

    problem = None if args.screenshot else window_problem()
    if problem:
        return _fail(problem)
    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
    except ValueError:
        return _fail(f"bad --size {args.size!r}: write it as 1280x800")
    store, classes = _open(args)
    with store:
        school_class = classes.check_pin(getattr(args, "class_name", None), args.pin)
        from trainer.ui.app import application, ensure_platform

        if args.screenshot:
            ensure_platform()
        app = application(["trainer-class"])
        from trainer.ui.pages.class_view import QtClassView

        view = QtClassView(classes, school_class.name, live=not args.screenshot)
        view.setWindowTitle(f"Class {school_class.name}")
        view.resize(width, height)
        view.show()
        if args.screenshot:
            app.processEvents()
            if not view.grab().save(args.screenshot):
                return _fail(f"cannot write the screenshot {args.screenshot}")
            view.stop()
            print(args.screenshot)
            return 0
        code = app.exec()
        view.stop()
        return code


@_guarded
def run_results(args: argparse.Namespace) -> int:
    from trainer.classroom.class_report import class_report, write_class_csv
    from trainer.papers.class_pdf import write_class_pdf

    store, classes = _open(args, readonly=True)  # a report: no whole-file check of a year's rounds
    with store:
        school_class = classes.get(getattr(args, "class_name", None))
        lines = class_report(classes, school_class.name)
    try:
        written = write_class_csv(lines, args.csv) if args.csv else write_class_pdf(school_class.name, lines, args.pdf)
    except OSError as error:
        return _fail(f"cannot write {error.filename or args.csv or args.pdf}: {error.strerror or error}")
    print(written)
    return 0


@_guarded
def run_overview(args: argparse.Namespace) -> int:
    try:
        day = date.fromisoformat(args.day) if args.day else None
    except ValueError:
        return _fail(f"--day {args.day!r} is not a date (YYYY-MM-DD)")
    store, classes = _open(args)
    with store:
        overview = classes.overview(getattr(args, "class_name", None), day)
    if args.json:
        print(json.dumps(overview.to_json(), ensure_ascii=False))
        return 0
    print(format_overview(overview))
    return 0


def format_overview(overview) -> str:
    from trainer.progress.report import percent

    rows = [("trainee", "rounds", "accuracy %", "s/action", "drills", "pack", "round", "last mistake")]
    for t in overview.trainees:
        rows.append((
            t.name, str(t.rounds), percent(t.accuracy), f"{t.seconds_per_action:.1f}" if t.seconds_per_action else "",
            str(t.drill_answers), t.pack or "", str(t.session_rounds + 1) if t.pack else "",
            t.last_mistake["code"] if t.last_mistake else "",
        ))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [f"class {overview.school_class.name}, {overview.day.isoformat()}"]
    lines += ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    if overview.weakest_points:
        lines.append("weakest: " + "; ".join(f"{label} ({n})" for _, label, n, _ in overview.weakest_points[:3]))
    for a in overview.assignments:
        lines.append(f"assigned: {a.describe()}" + (f" to {a.trainee}" if a.trainee else ""))
    return "\n".join(lines)
