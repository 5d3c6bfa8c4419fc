"""`trainer report --trainee NAME (--pdf FILE | --csv FILE) [--data DIR]`.

Bad input (no database, unknown trainee, a file that cannot be written) is one line on
stderr and exit code 2, never a traceback. Qt is imported only for ``--pdf``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from trainer.core.files.errors import PackError
from trainer.core.files.outputs import check_output_path
from trainer.core.files.yamlio import user_path
from trainer.paths_user import add_data_argument
from trainer.progress.report import export_csv
from trainer.store import StoreError, protected_databases
from trainer.store.open import open_from_args
from trainer.words.cli_texts import error_message


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    report = subparsers.add_parser(
        "report",
        help="write a trainee's progress report (PDF) or export sessions and mistakes (CSV)",
        description="Write a trainee's progress report as PDF, or export the trainee's sessions and "
        "mistakes as CSV (FILE gets the sessions, FILE-mistakes.csv beside it the mistakes).",
    )
    report.add_argument("--trainee", required=True, metavar="NAME", help="the trainee's name (any case)")
    output = report.add_mutually_exclusive_group(required=True)
    output.add_argument("--pdf", metavar="FILE", help="write the PDF report to FILE")
    output.add_argument("--csv", metavar="FILE", help="write sessions to FILE and mistakes to FILE-mistakes.csv")
    add_data_argument(report)
    report.set_defaults(run=run)
    return report


def _fail(message: str) -> int:
    print(f"trainer report: {error_message(' '.join(message.split()))}", file=sys.stderr)  # one line, whatever the names hold
    return 2


def run(args: argparse.Namespace) -> int:
    """Write the report; 0 on success, 2 for bad input (one line on stderr).

    The database is opened read-only (a report never changes it, and works on a
    read-only folder or mount); outputs go through the one atomic writer, which never
    replaces the progress database or any other SQLite file."""
    protect = protected_databases(args.data)
    try:
        output = user_path(args.csv or args.pdf)
        check_output_path(output, protect)  # a refused output is said before anything is read
        store = open_from_args(args, readonly=True)
    except (StoreError, PackError) as error:
        return _fail(str(error))
    with store:
        try:
            trainee = store.find_trainee(args.trainee)
            if trainee is None:
                from trainer.core.files.plain_errors import close_key

                names = [t.name for t in store.trainees()]
                known = ", ".join(names[:10]) or "none yet"
                likely = close_key(args.trainee, names)
                hint = f" (did you mean {likely!r}?)" if likely is not None else ""
                return _fail(f"no trainee named {args.trainee!r}{hint} in {store.path} (trainees: {known})")
            written: tuple[Path, ...]
            if args.csv:
                written = export_csv(store, trainee, output, protect)
            else:
                from trainer.papers.report_pdf import write_pdf

                written = (write_pdf(store, trainee, output, protect=protect),)
        except (StoreError, PackError) as error:
            return _fail(str(error))
        except OSError as error:
            return _fail(f"cannot write {error.filename or args.csv or args.pdf}: {error.strerror or error}")
    for path in written:
        print(path)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run ``report`` on its own (until trainer/commands/cli.py wires it in)."""
    parser = argparse.ArgumentParser(prog="trainer")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["report", *(sys.argv[1:] if argv is None else argv)])
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
