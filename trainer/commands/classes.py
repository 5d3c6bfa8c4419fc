"""``trainer class``: set up a class on the class database and follow it.

    trainer class create NAME [--pin PIN] --db URL   make a class
    trainer class list --db URL                      the classes and their trainees
    trainer class add NAME... [--class C] [--json | --pdf FILE]   trainees on the list, each a login
    trainer class password NAME [--class C] [--json | --pdf FILE] a trainee's new password
    trainer class assign PACK [--class C] [--trainee NAME] [--pass-mark 80%] [--minutes 20]
                     [--until DATE] [--attempts N]   an exam's closing date and attempts (default 1)
    trainer class retake NAME --exam PACK            one more attempt at an exam for a trainee
    trainer class accept NAME --exam PACK [--reject] the word on an attempt "to review"
    trainer class certificate NAME --exam PACK --pdf FILE   a passed exam's certificate
    trainer class verify CODE                        who passed what, when (exit 1: no such code)
    trainer class results [--class C] (--csv FILE | --pdf FILE)   the class report
    trainer class [--class C] [--json]               today's overview (what the Class view shows)

``--db`` (or ``TRAINER_DB``) names the database, normally ``postgresql://...``. On a class
server every one of these needs the owner's login (the instructor's): the server shows a
trainee's login only the trainee's own rows, and the PIN is not asked
(docs/class-trust.md). In a SQLite file (one computer) the PIN guards them as before.
Bad input is one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from datetime import date, datetime, time
from pathlib import Path
from typing import TYPE_CHECKING

from trainer.core.files.errors import PackError, printable
from trainer.store import StoreError
from trainer.words.class_texts import CLASS
from trainer.words.cli_texts import error_message
from trainer.words.help_texts import add_data_argument
from trainer.words.translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # the class mode is loaded when a class command runs
    from trainer.classroom.classes import Classes, ClassOverview, SchoolClass
    from trainer.store import Store


def _db_options(parser: argparse.ArgumentParser, *, nested: bool) -> None:
    """--db/--data (and --class) on ``trainer class`` and on each of its subcommands;
    a subcommand's own default must not hide a value given before it."""
    add_data_argument(parser)
    parser.add_argument("--class", dest="class_name", metavar="NAME", help=translate("Help", "the class (default: the only one)"))
    if nested:
        for action in parser._actions:
            if action.dest in ("db", "data", "class_name"):
                action.default = argparse.SUPPRESS


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "class",
        help=translate("Help", "set up a class on the class database (PostgreSQL) and show today's overview"),
        description=translate(
            "Help",
            "Without a subcommand: today's overview of a class (--json for the JSON the Class view "
            "shows). Subcommands set the class up.",
        ),
    )
    _db_options(parser, nested=False)
    parser.add_argument("--json", action="store_true", help=translate("Help", "print the overview as one JSON object"))
    parser.add_argument("--day", metavar="YYYY-MM-DD", help=translate("Help", "the overview of another day (default: today)"))
    parser.add_argument("--pin", help=translate("Help", "the instructor's PIN (not needed with the class database's owner login)"))
    parser.set_defaults(run=run_overview)
    commands = parser.add_subparsers(metavar="SUBCOMMAND")

    create = commands.add_parser("create", help=translate("Help", "make a class with its instructor's PIN"))
    create.add_argument("name", metavar="NAME")
    create.add_argument("--pin", help=translate("Help", "the instructor's PIN (digits, at least 4): needed in a SQLite file only"))
    _db_options(create, nested=True)
    create.set_defaults(run=run_create)

    listing = commands.add_parser("list", help=translate("Help", "list the classes and their trainees"))
    _db_options(listing, nested=True)
    listing.set_defaults(run=run_list)

    add = commands.add_parser("add", help=translate("Help", "put trainees on the class list; on a class server each gets a login "
                              "and a password, printed once"))
    add.add_argument("trainees", nargs="+", metavar="TRAINEE")
    add.add_argument("--pin", help=translate("Help", "the instructor's PIN (a class in a SQLite file)"))
    _login_outputs(add)
    _db_options(add, nested=True)
    add.set_defaults(run=run_add)

    password = commands.add_parser("password", help=translate("Help", "give a trainee's login a new password (printed once); "
                                   "the old one stops working at once"))
    password.add_argument("trainee", metavar="TRAINEE")
    _login_outputs(password)
    _db_options(password, nested=True)
    password.set_defaults(run=run_password)

    assign = commands.add_parser("assign", help=translate("Help", "assign a pack to the class or a trainee; an exam with --pass-mark"))
    assign.add_argument("pack", metavar="PACK", help=translate("Help", "a shipped pack's id or a pack file"))
    assign.add_argument("--pin", help=translate("Help", "the instructor's PIN (a class in a SQLite file)"))
    assign.add_argument("--trainee", metavar="NAME", help=translate("Help", "only this trainee (default: the whole class)"))
    assign.add_argument("--house", metavar="HOUSE", help=translate("Help", "the house to play it in (default: the pack's)"))
    assign.add_argument("--pass-mark", metavar="SHARE", help=translate("Help", "an exam: share of clean rounds to pass (80%% or 0.8)"))
    assign.add_argument("--minutes", metavar="M", type=float, help=translate("Help", "the exam's time limit in minutes"))
    assign.add_argument("--until", metavar="DATE",
                        help=translate("Help", "the exam closes at the end of this day (YYYY-MM-DD) or at YYYY-MM-DDTHH:MM"))
    assign.add_argument("--attempts", metavar="N", type=int, help=translate("Help", "attempts each trainee has (default 1)"))
    _db_options(assign, nested=True)
    assign.set_defaults(run=run_assign)

    view = commands.add_parser("view", help=translate("Help", "open the Class window: today's overview, live (the instructor's PIN)"))
    view.add_argument("--pin", default=argparse.SUPPRESS, help=translate("Help", "the instructor's PIN (not needed with the owner login)"))
    view.add_argument("--screenshot", metavar="FILE", help=translate("Help", "render the window to a PNG and exit"))
    view.add_argument("--size", default="1280x800", metavar="WxH", help=translate("Help", "with --screenshot: the window's size"))
    _db_options(view, nested=True)
    view.set_defaults(run=run_view)

    results = commands.add_parser("results", help=translate("Help", "the class report, one line per trainee"))
    output = results.add_mutually_exclusive_group(required=True)
    output.add_argument("--csv", metavar="FILE")
    output.add_argument("--pdf", metavar="FILE")
    results.add_argument("--pin", default=argparse.SUPPRESS, help=translate("Help", "the instructor's PIN (not needed with the owner login)"))
    _db_options(results, nested=True)
    results.set_defaults(run=run_results)

    for name, helping in (("retake", QT_TRANSLATE_NOOP("Help", "grant a trainee one more attempt at an exam (the owner's login)")),
                          ("accept", QT_TRANSLATE_NOOP("Help", "accept an attempt marked 'faster than a person' (--reject: count it failed)")),
                          ("certificate", QT_TRANSLATE_NOOP("Help", "a passed exam's certificate as a one-page PDF (the owner's login)"))):
        decide = commands.add_parser(name, help=translate("Help", helping))
        decide.add_argument("trainee", metavar="NAME")
        decide.add_argument("--exam", required=True, metavar="PACK", help=translate("Help", "the exam's pack"))
        if name == "accept":
            decide.add_argument("--reject", action="store_true", help=translate("Help", "the rounds were not played by a person: failed"))
        if name == "certificate":
            decide.add_argument("--pdf", required=True, metavar="FILE")
        _db_options(decide, nested=True)
        decide.set_defaults(run={"retake": run_retake, "accept": run_accept, "certificate": run_certificate}[name])

    verify = commands.add_parser("verify", help=translate("Help", "check a certificate's verification code (the owner's login)"))
    verify.add_argument("code", metavar="CODE")
    _db_options(verify, nested=True)
    verify.set_defaults(run=run_verify)

    stations = commands.add_parser("stations", help=translate("Help", "gone: each trainee has a login of their own (class add)"))
    stations.add_argument("--pin", help=argparse.SUPPRESS)
    stations.add_argument("--rotate", action="store_true", help=argparse.SUPPRESS)
    _db_options(stations, nested=True)
    stations.set_defaults(run=run_stations)
    return parser


def _login_outputs(parser: argparse.ArgumentParser) -> None:
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true",
                        help=translate("Help", 'print [{"name": ..., "login": ..., "password": ...}] for a script'))
    output.add_argument("--pdf", metavar="FILE", help=translate("Help", "write sign-in slips to cut out (the table is not printed)"))


def _fail(message: object) -> int:
    # one line, whatever the names in it hold (a newline or an escape sequence is shown escaped)
    print(f"trainer class: {printable(error_message(' '.join(str(message).split())))}", file=sys.stderr)
    return 2


def _open(args: argparse.Namespace, create: bool = False, readonly: bool = False) -> tuple[Store, Classes]:
    from trainer.classroom.classes import Classes
    from trainer.store.open import open_store

    store = open_store(getattr(args, "db", None), getattr(args, "data", None), create=create, readonly=readonly)
    return store, Classes(store)


def _instructor(args: argparse.Namespace, classes: Classes) -> SchoolClass:
    """The class, for a read only its instructor may make: on a class server with the
    owner's login (the server decides), in a SQLite file with the PIN."""
    from trainer.classroom.classes import ClassError

    pin = getattr(args, "pin", None)
    if classes.on_server or pin:
        return classes.check_pin(getattr(args, "class_name", None), pin)
    if classes.owner:  # a SQLite file: whoever can read it reads all of it
        return classes.get(getattr(args, "class_name", None))
    raise ClassError("this shows the whole class: give the instructor's PIN (--pin PIN)")


def _guarded(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
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
    print(CLASS.created(made.name, str(store.path)))
    return 0


@_guarded
def run_list(args: argparse.Namespace) -> int:
    store, classes = _open(args)
    with store:
        for school_class in classes.all():
            print(CLASS.class_line(school_class.name, [t.name for t in classes.trainees(school_class.name)]))
    return 0


@_guarded
def run_add(args: argparse.Namespace) -> int:
    """Trainees on the class list; on a class server each made a login (its password
    printed once). A name that cannot be added is one line on stderr; the rest are made."""
    from trainer.store.pg_logins import LoginError

    if args.pdf:
        _check_output(args, args.pdf)
    store, classes = _open(args)
    made, failed = [], 0
    with store:
        school_class = classes.check_pin(getattr(args, "class_name", None), getattr(args, "pin", None))
        for name in args.trainees:
            if not classes.on_server:
                trainee = classes.add_trainee(school_class.name, name)
                print(CLASS.added(trainee.name, school_class.name))
                continue
            try:
                trainee, login, password = classes.add_login(school_class.name, name)
            except LoginError as error:
                failed = _fail(error)
                continue
            made.append({"name": trainee.name, "login": login, "password": password})
        server = _server_address(store)
    if classes.on_server:
        _print_logins(args, school_class.name, made, server)
    return failed


@_guarded
def run_password(args: argparse.Namespace) -> int:
    """A trainee's new password (the old one refused from now on, its connections ended)."""
    if args.pdf:
        _check_output(args, args.pdf)
    store, classes = _open(args)
    with store:
        if not classes.on_server:
            return _fail("passwords are a class server's (--db postgresql://...): a SQLite file has no logins")
        school_class = classes.get(getattr(args, "class_name", None))
        trainee, login, password = classes.new_password(school_class.name, args.trainee)
        server = _server_address(store)
    _print_logins(args, school_class.name, [{"name": trainee.name, "login": login, "password": password}], server)
    return 0


def _server_address(store) -> str:
    from trainer.store.pg_logins import server_address
    from trainer.store.postgres import redact

    url = getattr(store, "url", None)
    return redact(server_address(url)) if url else ""


def _check_output(args: argparse.Namespace, path: str) -> None:
    """An output file refused before anything is made (the class database, any SQLite file, a FIFO)."""
    from trainer.core.files.outputs import check_output_path
    from trainer.core.files.yamlio import user_path
    from trainer.store import protected_databases

    check_output_path(user_path(path), list(protected_databases(getattr(args, "data", None))))


def _print_logins(args: argparse.Namespace, class_name: str, made: list[dict[str, str]], server: str) -> None:
    """The logins made: a table, JSON, or slips (the passwords are said only here)."""
    if args.json:
        print(json.dumps(made, ensure_ascii=False))
        return
    if args.pdf:
        from trainer.core.files.yamlio import user_path
        from trainer.papers.login_slips import write_slips_pdf
        from trainer.store import protected_databases

        written = write_slips_pdf(class_name, made, server, user_path(args.pdf),
                                  list(protected_databases(getattr(args, "data", None))))
        print(CLASS.slips_written(str(written), len(made)))
        return
    if not made:
        return
    rows = [CLASS.login_header(), *((printable(m["name"]), m["login"], m["password"]) for m in made)]
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    print(CLASS.passwords_once())


def parse_share(text: str) -> float:
    """``80%``, ``80`` or ``0.8`` -> 0.8."""
    value = float(text.rstrip("%").strip())
    return value / 100 if text.strip().endswith("%") or value > 1 else value


def parse_until(text: str) -> datetime:
    """``2026-12-01`` (the end of that day) or ``2026-12-01T16:00``, local time."""
    if "T" not in text and " " not in text.strip():
        return datetime.combine(date.fromisoformat(text.strip()), time(23, 59, 59)).astimezone()
    moment = datetime.fromisoformat(text.strip())
    return moment if moment.tzinfo is not None else moment.astimezone()


@_guarded
def run_assign(args: argparse.Namespace) -> int:
    try:
        pass_mark = parse_share(args.pass_mark) if args.pass_mark is not None else None
    except ValueError:
        return _fail(f"--pass-mark {args.pass_mark!r}: give a share such as 80% or 0.8")
    try:
        until = parse_until(args.until) if args.until else None
    except ValueError:
        return _fail(f"--until {args.until!r} is not a date (YYYY-MM-DD or YYYY-MM-DDTHH:MM)")
    pack = _check_pack(args.pack, args.house)
    store, classes = _open(args)
    with store:
        school_class = classes.check_pin(getattr(args, "class_name", None), getattr(args, "pin", None))
        made = classes.assign(school_class.name, pack, trainee=args.trainee, house=args.house,
                              pass_mark=pass_mark, minutes=args.minutes, until=until, attempts=args.attempts)
    print(CLASS.assigned(made, school_class.name))  # the pack's title (its id stays in the database)
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
        school_class = _instructor(args, classes)
        from trainer.ui.app import application, ensure_platform

        if args.screenshot:
            ensure_platform()
        app = application(["trainer-class"])
        from trainer.ui.pages.class_view import QtClassView

        view = QtClassView(classes, school_class.name, live=not args.screenshot)
        view.setWindowTitle(CLASS.window_title(school_class.name))
        show_class_window(view, (width, height) if args.screenshot else None)
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


def show_class_window(view, size: tuple[int, int] | None) -> None:
    """Show the class window: a screenshot at ``size``; else placed as the trainer's own
    window is (within the screen, and where the instructor left it last time)."""
    if size is not None:
        view.resize(*size)
    else:
        from trainer.ui.window_place import place_window

        place_window(view, "class_window")
    view.show()


@_guarded
def run_results(args: argparse.Namespace) -> int:
    from trainer.classroom.class_report import class_report, write_class_csv
    from trainer.core.files.outputs import check_output_path
    from trainer.core.files.yamlio import user_path
    from trainer.papers.class_pdf import write_class_pdf
    from trainer.store import protected_databases
    from trainer.store.open import chosen_db, is_server_url, sqlite_path

    # the one guarded writer `report` uses: never the class database, any SQLite file, a FIFO or a device
    output = user_path(args.csv or args.pdf)
    db = chosen_db(getattr(args, "db", None))
    protect = [*protected_databases(getattr(args, "data", None)), *([sqlite_path(db)] if db and not is_server_url(db) else [])]
    check_output_path(output, protect)  # refused before anything is read
    store, classes = _open(args, readonly=True)  # a report: no whole-file check of a year's rounds
    with store:
        school_class = _instructor(args, classes)
        lines = class_report(classes, school_class.name)
    try:
        written = (write_class_csv(lines, output, protect) if args.csv
                   else write_class_pdf(school_class.name, lines, output, protect))
    except OSError as error:
        return _fail(f"cannot write {error.filename or args.csv or args.pdf}: {error.strerror or error}")
    print(printable(str(written)))
    return 0


@_guarded
def run_overview(args: argparse.Namespace) -> int:
    try:
        day = date.fromisoformat(args.day) if args.day else None
    except ValueError:
        return _fail(f"--day {args.day!r} is not a date (YYYY-MM-DD)")
    store, classes = _open(args)
    with store:
        overview = classes.overview(_instructor(args, classes).name, day)
    if args.json:
        # JSON escapes C0 controls itself; DEL and C1 (an 8-bit escape sequence) as \u escapes too
        text = json.dumps(overview.to_json(), ensure_ascii=False)
        print(re.sub("[\x7f-\x9f]", lambda m: f"\\u{ord(m.group()):04x}", text))
        return 0
    print(format_overview(overview))
    return 0


@_guarded
def run_retake(args: argparse.Namespace) -> int:
    store, classes = _open(args)
    with store:
        classes.require_owner("granting a retake")
        attempts = classes.admin.retake(getattr(args, "class_name", None), args.trainee, args.exam)
    print(CLASS.retake(args.trainee, args.exam, attempts))
    return 0


@_guarded
def run_accept(args: argparse.Namespace) -> int:
    store, classes = _open(args)
    with store:
        classes.require_owner("reviewing an exam")
        result = classes.admin.review(getattr(args, "class_name", None), args.trainee, args.exam, accepted=not args.reject)
    print(CLASS.reviewed(result))
    return 0


@_guarded
def run_certificate(args: argparse.Namespace) -> int:
    """A passed exam's certificate: refused (one line, no file) for an exam not passed."""
    from trainer.core.files.outputs import check_output_path
    from trainer.core.files.yamlio import user_path
    from trainer.papers.exam_papers import write_certificate_pdf
    from trainer.store import protected_databases
    from trainer.store.open import chosen_db, is_server_url, sqlite_path

    output = user_path(args.pdf)
    db = chosen_db(getattr(args, "db", None))
    protect = [*protected_databases(getattr(args, "data", None)), *([sqlite_path(db)] if db and not is_server_url(db) else [])]
    check_output_path(output, protect)  # refused before anything is read
    store, classes = _open(args)
    with store:
        classes.require_owner("a certificate")
        certificate = classes.admin.certificate(getattr(args, "class_name", None), args.trainee, args.exam)
    try:
        written = write_certificate_pdf(certificate, output, protect)
    except OSError as error:
        return _fail(f"cannot write {error.filename or args.pdf}: {error.strerror or error}")
    print(CLASS.certified(str(written), certificate.code))
    return 0


@_guarded
def run_verify(args: argparse.Namespace) -> int:
    store, classes = _open(args)
    with store:
        classes.require_owner("verifying a certificate")
        certificate = classes.admin.verify(args.code)
    if certificate is None:
        print(f"trainer class: {CLASS.not_a_certificate()}", file=sys.stderr)
        return 1
    print(CLASS.verified(certificate))
    return 0


@_guarded
def run_stations(args: argparse.Namespace) -> int:
    """The shared station login of earlier releases is gone: say what replaced it."""
    return _fail(CLASS.stations_gone())


def format_overview(overview: ClassOverview) -> str:
    """The day's overview for people: pack titles and mistake names (ids only in --json)."""
    from trainer.words.messages import mistake_title, point_text
    from trainer.words.names import pack_title
    from trainer.words.progress_texts import decimal_text

    rows = [CLASS.overview_header()]
    for t in overview.trainees:
        pack = CLASS.free_play() if t.pack == "free play" else printable(pack_title(t.pack))
        rows.append((
            # the reader's decimal mark ("92,9" in Swedish); the CSV and JSON keep the point
            printable(t.name), str(t.rounds), decimal_text(t.accuracy * 100) if t.accuracy is not None else "",
            decimal_text(t.seconds_per_action) if t.seconds_per_action else "",
            str(t.drill_answers), pack, str(t.session_rounds + 1) if t.pack else "",
            mistake_title(t.last_mistake["code"]) if t.last_mistake else "",
        ))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [CLASS.overview_title(overview.school_class.name, overview.day.isoformat())]
    lines += ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    if overview.weakest_points:
        lines.append(CLASS.weakest("; ".join(f"{point_text(label)} ({n})" for _, label, n, _ in overview.weakest_points[:3])))
    lines += [CLASS.assigned_line(a) for a in overview.assignments]
    lines += [CLASS.exam_line(e) for e in overview.exams]
    return "\n".join(lines)
