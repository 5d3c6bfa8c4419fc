"""`trainer quiz`: payout drills in the terminal.

``trainer quiz --print N --seed S --json [--house H]`` prints N generated questions, one
JSON object a line; without ``--print`` it runs an interactive quiz on stdin/stdout.
``python -m trainer.commands.quiz ...`` runs the same thing without the main CLI.

With ``--trainee NAME`` (and optionally ``--data DIR``) the interactive quiz records every
graded answer in that trainee's progress database (:mod:`trainer.store`), in a session of
mode ``drill``, so the history view and ``trainer report`` see terminal practice too. Each
answer is committed as soon as it is graded, so a quiz that is killed loses nothing already
answered; the session is ended however the quiz stops (its end, ``q``, end of input,
Ctrl-C). Without ``--trainee`` nothing is written, and ``--print`` never writes.

Every option that takes a number is read here rather than by argparse, so a bad value
(like an unknown house) is one line on stderr and exit status 2, with no usage dump.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, NoReturn, TextIO, overload

from trainer.core.drills import KINDS, Answer, DrillSession, Grade, Question, generate, parse_kinds
from trainer.core.files.errors import PackError, printable
from trainer.core.game.default_house import DEFAULT_HOUSE
from trainer.core.game.rules import HouseRules, house_names, load_house
from trainer.store import StoreError
from trainer.store.open import open_store, signed_in_name
from trainer.words.cli_texts import error_line, error_message
from trainer.words.drill_texts import TEXTS
from trainer.words.help_texts import add_data_argument, said
from trainer.words.names import house_title
from trainer.words.translation import translate

if TYPE_CHECKING:
    from trainer.classroom.station import StationStore
    from trainer.store import Store

#: questions in an interactive quiz when neither --count nor --seconds is given.
DEFAULT_COUNT = 20
#: the most questions --print will write; more is a typo, not a drill.
MAX_PRINT = 1_000_000

EXIT_OK = 0
#: a bad option, or a progress database that cannot be used.
EXIT_USAGE = 2
#: the quiz was stopped with Ctrl-C (128 + SIGINT, as shells report it).
EXIT_INTERRUPTED = 130
#: the session mode of a terminal quiz in the progress database.
SESSION_MODE = "drill"


class UsageError(Exception):
    """A bad option value: reported as one line, exit status 2."""


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """Add the ``quiz`` subcommand (with ``run`` as its default ``run``) to ``subparsers``."""
    parser = subparsers.add_parser(
        "quiz",
        help=translate("Help", "payout drills: print questions or quiz yourself in the terminal"),
        description=translate("Help", "Payout drills: how much does the dealer pay? Type the amount; q or end of input stops."),
    )
    _add_options(parser)
    parser.set_defaults(run=run)
    _one_line_errors(parser)
    return parser


def _add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--house",
        default=DEFAULT_HOUSE,
        help=said(translate("Help", "house rules pack (default %1); with --print, 'all' mixes every house"), DEFAULT_HOUSE),
    )
    parser.add_argument("--print", dest="print_count", metavar="N", help=translate("Help", "print N questions with their answers and exit"))
    parser.add_argument("--json", action="store_true", help=translate("Help", "with --print: one JSON object a line"))
    parser.add_argument(
        "--seed", metavar="S",
        help=translate(
            "Help",
            "seed: the same seed asks the same questions, in the order --print N --seed S prints them "
            "(without a seed the quiz adapts to your answers)",
        ),
    )
    parser.add_argument("--count", metavar="N", help=said(translate("Help", "questions in the quiz (default %1 when untimed)"), DEFAULT_COUNT))
    parser.add_argument("--seconds", metavar="T", help=translate("Help", "end the quiz after T seconds"))
    parser.add_argument("--kinds", metavar="A,B", help=said(translate("Help", "only these kinds: %1"), ",".join(KINDS)))
    parser.add_argument(
        "--trainee",
        metavar="NAME",
        help=translate("Help", "record every answer in this trainee's progress (created if new); without it nothing is saved"),
    )
    add_data_argument(parser)


def _one_line_errors(parser: argparse.ArgumentParser) -> None:
    """Make argparse's own errors (a missing value, say) one line and exit 2."""

    def error(message: str) -> NoReturn:
        print(f"{parser.prog}: {message}", file=sys.stderr)
        sys.exit(EXIT_USAGE)

    parser.error = error  # type: ignore[method-assign]  # argparse offers no hook but the method: replaced on this parser only


def run(args: argparse.Namespace) -> int:
    """Run ``trainer quiz`` with parsed ``args``; returns the exit status."""
    try:
        seed = _int_option(args.seed, "--seed", minimum=None)
        kinds = parse_kinds(args.kinds) if args.kinds is not None else None
        if args.print_count is not None:
            for name in ("count", "seconds", "trainee"):
                if getattr(args, name) is not None:
                    raise UsageError(f"--{name} is for the interactive quiz, not with --print")
            count = _int_option(args.print_count, "--print", minimum=0, maximum=MAX_PRINT)
            houses = _houses(args.house, allow_all=True)
            return _print_questions(houses, count, seed, kinds, args.json, sys.stdout)
        if args.json:
            raise UsageError("--json goes with --print N")
        trainee = _trainee_option(args.trainee)
        count = _int_option(args.count, "--count", minimum=1)
        seconds = _number_option(args.seconds, "--seconds")
        if count is None and seconds is None:
            count = DEFAULT_COUNT
        (rules,) = _houses(args.house, allow_all=False)
        # with a seed the quiz asks exactly what `--print N --seed S` printed, in order,
        # so an instructor's answer key matches; without one it adapts to the answers
        session = DrillSession(rules, seed=seed, kinds=kinds, max_questions=count, seconds=seconds, fixed=seed is not None)
    except (UsageError, ValueError, PackError) as error:
        return _fail(error)
    if trainee is None:
        try:  # a trainee's own login in --db (or TRAINER_DB) is the trainee
            trainee = signed_in_name(getattr(args, "db", None))
        except StoreError as error:
            return _fail(error)
    if trainee is None:
        return interactive(session, sys.stdin, sys.stdout)
    return _recorded_quiz(session, trainee, args.data, getattr(args, "db", None))


def _fail(error: Exception | str) -> int:
    text = error_line(error) if isinstance(error, PackError) else error_message(" ".join(str(error).split()))
    print(f"trainer quiz: {_one_line(text)}", file=sys.stderr)
    return EXIT_USAGE


def _one_line(error: Exception | str) -> str:
    return " ".join(str(error).split())


def _trainee_option(text: str | None) -> str | None:
    if text is None:
        return None
    name = " ".join(text.split())
    if not name:
        raise UsageError("--trainee needs a name")
    return name


def _recorded_quiz(session: DrillSession, name: str, data: str | None, db: str | None = None) -> int:
    """The interactive quiz with every graded answer saved for trainee ``name``.

    The database is opened (and made) only after every option has been checked, so a
    typo writes nothing. A database that cannot be used, at the start or while saving an
    answer, is one line on stderr and exit status 2; the answers saved before it stay.
    """
    try:
        store = _open_recording_store(db, data)
    except StoreError as error:
        return _fail(error)
    with store:
        try:
            trainee = store.trainee(name)
            session_id = store.start_session(trainee, session.rules.id, mode=SESSION_MODE)
        except (StoreError, sqlite3.Error) as error:
            return _fail(f"cannot use the progress database {store.path}: {error}")

        def record(answer: Answer) -> None:
            from trainer.classroom.station import StationStore
            from trainer.progress.recording import save_drill_answer

            if isinstance(store, StationStore) and store.pending:  # a class server that went away: answers wait; is it back?
                store.flush()
            save_drill_answer(store, trainee, answer, answer.question.house, session_id)

        status = None
        try:
            # a name may hold an escape sequence: shown escaped, as every name on a terminal line
            sys.stdout.write(TEXTS.saving_for(printable(trainee.name), printable(str(store.path))) + "\n")
            status = interactive(session, sys.stdin, sys.stdout, record=record)
        except (StoreError, sqlite3.Error) as error:
            status = _fail(f"cannot save the answer in {store.path}: {error}")
        finally:  # however the quiz stopped, even on an exception that goes on up
            try:
                store.end_session(session_id)
                _still_waiting(store)
            except (StoreError, sqlite3.Error) as error:
                if status == EXIT_OK:
                    status = _fail(f"cannot end the session in {store.path}: {error}")
        return status


def _open_recording_store(db: str | None, data: str | None) -> Store | StationStore:
    """The progress database the quiz records in. On a class server, as a station writes
    it (:mod:`trainer.classroom.station`): an answer the server does not take (it is
    restarting, the network is gone) waits in a spool on this computer and is written
    when the server answers again, so an outage neither ends the quiz nor loses an answer."""
    from trainer.store.open import chosen_db, is_server_url

    chosen = chosen_db(db)
    if not is_server_url(chosen):
        return open_store(db, data)
    from trainer.classroom.station import open_station_store
    from trainer.paths_user import data_dir

    return open_station_store(chosen, data_dir(data))


def _still_waiting(store: Store | StationStore) -> None:
    """At the end: one more try for answers kept while the server was away; those it
    still does not take stay in the spool for the next quiz or station (said, not lost)."""
    from trainer.classroom.station import StationStore

    if not isinstance(store, StationStore) or not store.pending:
        return
    store.flush()
    if store.pending:
        print(TEXTS.answers_wait(len(store.pending)), file=sys.stderr)


@overload
def _int_option(text: str, name: str, minimum: int | None, maximum: int | None = None) -> int: ...
@overload
def _int_option(text: None, name: str, minimum: int | None, maximum: int | None = None) -> None: ...
def _int_option(text: str | None, name: str, minimum: int | None, maximum: int | None = None) -> int | None:
    if text is None:
        return None
    try:
        value = int(text)
    except ValueError:
        raise UsageError(f"{name} wants a whole number, got {text!r}") from None
    if minimum is not None and value < minimum:
        raise UsageError(f"{name} must be at least {minimum}, got {value}")
    if maximum is not None and value > maximum:
        raise UsageError(f"{name} must be at most {maximum}, got {value}")
    return value


def _number_option(text: str | None, name: str) -> float | None:
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        raise UsageError(f"{name} wants a number of seconds, got {text!r}") from None
    if not 0 < value < float("inf"):
        raise UsageError(f"{name} must be more than 0, got {text}")
    return value


def _houses(name: str, allow_all: bool) -> list[HouseRules]:
    if name == "all":
        if not allow_all:
            raise UsageError("--house all works only with --print; name one house for a quiz")
        return [load_house(house) for house in house_names()]
    return [load_house(name)]


def _print_questions(houses: list[HouseRules], count: int, seed: int | None, kinds: Iterable[str] | None, as_json: bool,
                     out: TextIO) -> int:
    for question in generate(houses, count, seed, kinds):
        if as_json:
            # the question as the quiz asks it, in the reader's language (like every JSON message)
            record = {**question.to_json(), "text": TEXTS.question(question)}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
        else:
            out.write(TEXTS.quiz_printed(question) + "\n")
    out.flush()
    return EXIT_OK


# --- the interactive quiz ----------------------------------------------------------------------


def interactive(
    session: DrillSession,
    stdin: TextIO,
    stdout: TextIO,
    record: Callable[[Answer], None] | None = None,
) -> int:
    """Ask questions until the session ends, ``q`` is typed, the input ends or Ctrl-C.

    ``record`` is called with each graded :class:`Answer` as soon as it is graded (an
    exception from it stops the quiz and goes on up). Returns :data:`EXIT_OK`, or
    :data:`EXIT_INTERRUPTED` after Ctrl-C (the summary is printed either way).
    """
    rules = session.rules

    def say(text: str = "") -> None:
        stdout.write(text + "\n")
        stdout.flush()

    def prompt(text: str) -> None:
        stdout.write(text)
        stdout.flush()

    for line in TEXTS.quiz_opening(house_title(rules), rules.currency, session.max_questions, session.seconds):
        say(line)
    number = 0
    status = EXIT_OK
    try:
        while True:
            question = session.next_question()
            if question is None:
                if session.seconds is not None and session.time_left() == 0:
                    say(TEXTS.time_is_up())
                break
            number += 1
            total = f"/{session.max_questions}" if session.max_questions is not None else ""
            say()
            say(f"[{number}{total}] {TEXTS.question(question)}")
            grade = _ask(session, question, stdin, say, prompt)
            if grade is None:
                break
            if record is not None:
                record(session.history[-1])
    except KeyboardInterrupt:
        say()
        say(TEXTS.stopped())
        status = EXIT_INTERRUPTED
    say()
    for line in summary_lines(session):
        say(line)
    return status


def _ask(
    session: DrillSession,
    question: Question,
    stdin: TextIO,
    say: Callable[[str], None],
    prompt: Callable[[str], None],
) -> Grade | None:
    """Read answers until one is graded; None when the quiz should stop."""
    while True:
        prompt("> ")
        line = stdin.readline()
        if not line:  # end of input
            return None
        text = line.strip()
        if text.lower() in ("q", "quit", "exit"):
            return None
        if session.seconds is not None and session.time_left() == 0:
            say(TEXTS.late_answer())
            return None
        grade = session.answer_amount(text)
        if not grade.graded:
            say(TEXTS.quiz_not_graded(grade))
            continue
        seconds = session.history[-1].seconds
        if grade.correct:
            say(TEXTS.quiz_right(question, seconds, session.stats.streak))
        else:
            for line in TEXTS.quiz_wrong(question, grade):
                say(line)
        say(TEXTS.quiz_in_chips(grade))
        return grade


def summary_lines(session: DrillSession) -> list[str]:
    """The end-of-quiz summary: totals, then one row per kind."""
    return TEXTS.quiz_summary(session.stats)


def main(argv: list[str] | None = None) -> int:
    """``python -m trainer.commands.quiz``: the quiz without the main CLI."""
    parser = argparse.ArgumentParser(prog="trainer quiz", description=translate("Help", "Payout drills."))
    _add_options(parser)
    _one_line_errors(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
