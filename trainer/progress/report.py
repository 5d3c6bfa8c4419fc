"""A trainee's record for instructors: CSV exports and the figures the PDF report shows.

Qt-free; the PDF itself is drawn by :mod:`trainer.papers.report_pdf`.

``--csv FILE`` writes two files, because sessions and mistakes are two different tables
and a spreadsheet wants one table per file: ``FILE`` with one row per session, and
``FILE``'s name with ``-mistakes`` before the suffix with one row per mistake. Both are
UTF-8 with a byte order mark, so spreadsheet programs read names like "Åsa" right.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import IO

from trainer.core.files.outputs import atomic_output, check_output_path
from trainer.store import POINT_OF_CODE, DrillPoint, SessionSummary, Store, Trainee, TrendPoint, WeakPoint
from trainer.words.messages import mistake_rule

CSV_ENCODING = "utf-8-sig"

SESSION_COLUMNS = (
    "trainee",
    "session",
    "started",
    "ended",
    "house",
    "house_name",
    "pack",
    "pack_title",
    "mode",
    "rounds",
    "clean_rounds",
    "actions",
    "mistakes",
    "accuracy_percent",
    "seconds",
    "drill_answers",
    "drill_correct",
)
MISTAKE_COLUMNS = (
    "trainee",
    "session",
    "round",
    "round_started",
    "step",
    "action",
    "phase",
    "code",
    "procedure_point",
    "expected",
    "rule",
)


def percent(share: float | None) -> str:
    """A share as a percentage with one decimal, '' for none.

    >>> percent(0.96153), percent(1), percent(None)
    ('96.2', '100.0', '')
    """
    return "" if share is None else f"{share * 100:.1f}"


def _stamp(value: datetime | None) -> str:
    return value.isoformat(timespec="seconds") if value else ""


def write_sessions_csv(store: Store, trainee: Trainee, out: IO[str]) -> int:
    """One row per session that holds a round or a drill answer, oldest first (a window
    opened and closed again is no session to report); returns the number of rows. Ids for
    filtering sit beside the names people read."""
    from trainer.words.names import house_name, known_pack_titles, pack_title

    writer = _SafeWriter(out)
    writer.writerow(SESSION_COLUMNS)
    sessions = [s for s in store.sessions(trainee) if s.rounds or s.drill_answers]
    titles = known_pack_titles(store, trainee)
    for s in sessions:
        writer.writerow(
            [
                # every house the session's rounds were played in (a pack may deal in another)
                trainee.name, s.id, _stamp(s.started), _stamp(s.ended), "+".join(s.houses or (s.house,)),
                " + ".join(house_name(h) for h in s.houses or (s.house,)),
                s.pack or "", pack_title(s.pack, titles), s.mode,
                s.rounds, s.clean_rounds, s.actions, s.mistakes, percent(s.accuracy), f"{s.seconds:.1f}",
                s.drill_answers, s.drill_correct,
            ]
        )
    return len(sessions)


def write_mistakes_csv(store: Store, trainee: Trainee, out: IO[str]) -> int:
    """One row per mistake made in a round, oldest first; returns the number of rows."""
    writer = _SafeWriter(out)
    writer.writerow(MISTAKE_COLUMNS)
    rows = 0
    rules: dict[str, str] = {}  # a rule's sentence once per code, not once per row
    for m in store.iter_mistakes(trainee):  # as read: years of mistakes are never one list
        rows += 1
        point = POINT_OF_CODE.get(m.code)
        if m.code not in rules:
            rules[m.code] = mistake_rule(m.code)
        writer.writerow(
            [
                trainee.name, m.session_id, m.round_id, _stamp(m.at), m.step, m.action, m.state, m.code,
                point.label if point else "", " | ".join(m.expected), rules[m.code],
            ]
        )
    return rows


def mistakes_csv_path(path: Path) -> Path:
    """``report.csv`` -> ``report-mistakes.csv``."""
    return path.with_name(f"{path.stem}-mistakes{path.suffix or '.csv'}")


def export_csv(
    store: Store, trainee: Trainee, path: str | Path, protect: Iterable[str | os.PathLike[str]] = ()
) -> tuple[Path, Path]:
    """Write the sessions to ``path`` and the mistakes beside it; returns both paths.

    Both go through the one atomic writer (:mod:`trainer.core.files.outputs`), which refuses
    the progress database (``store.path`` and ``protect``), any SQLite file, FIFOs and
    devices. Raises :class:`~trainer.core.files.errors.PackError` naming the file."""
    sessions_path = Path(path)
    mistakes_path = mistakes_csv_path(sessions_path)
    protect = (store.path, *protect)
    for target in (sessions_path, mistakes_path):  # refuse either before writing either
        check_output_path(target, protect)
    for target, write in ((sessions_path, write_sessions_csv), (mistakes_path, write_mistakes_csv)):
        with atomic_output(target, protect) as temporary:
            with open(temporary, "w", encoding=CSV_ENCODING, newline="") as out:
                write(store, trainee, out)
    return sessions_path, mistakes_path


#: a cell starting with one of these is read as a formula (or a command) by spreadsheet
#: programs: "=HYPERLINK(...)" as a trainee's name would be a live link in the first cell.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value: object) -> object:
    """A text cell that a spreadsheet would run as a formula gets a leading apostrophe
    (what OWASP and the spreadsheet programs themselves advise); numbers stay numbers.

    >>> spreadsheet_safe("=HYPERLINK(1)"), spreadsheet_safe("-5"), spreadsheet_safe(-5), spreadsheet_safe("Åsa")
    ("'=HYPERLINK(1)", "'-5", -5, 'Åsa')
    """
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


class _SafeWriter:
    """csv.writer whose text cells go through :func:`spreadsheet_safe`."""

    def __init__(self, out: IO[str]) -> None:
        self._writer = csv.writer(out)

    def writerow(self, row: Iterable[object]) -> None:
        self._writer.writerow([spreadsheet_safe(cell) for cell in row])


@dataclass(frozen=True)
class TraineeReport:
    """Everything the PDF report shows, gathered in one go."""

    trainee: Trainee
    sessions: list[SessionSummary]
    weekly: list[TrendPoint]
    weakest: list[WeakPoint]
    #: (code, count), most frequent first.
    codes: list[tuple[str, int]]
    drill_kinds: list[DrillPoint]

    @property
    def rounds(self) -> int:
        return sum(s.rounds for s in self.sessions)

    @property
    def clean_rounds(self) -> int:
        return sum(s.clean_rounds for s in self.sessions)

    @property
    def actions(self) -> int:
        return sum(s.actions for s in self.sessions)

    @property
    def mistakes(self) -> int:
        return sum(s.mistakes for s in self.sessions)

    @property
    def seconds(self) -> float:
        return sum(s.seconds for s in self.sessions)

    @property
    def accuracy(self) -> float | None:
        return (self.actions - self.mistakes) / self.actions if self.actions else None

    @property
    def drill_answers(self) -> int:
        return sum(k.answers for k in self.drill_kinds)

    @property
    def drill_correct(self) -> int:
        return sum(k.correct for k in self.drill_kinds)

    @property
    def first(self) -> datetime | None:
        return self.sessions[0].started if self.sessions else None

    @property
    def last(self) -> datetime | None:
        return max((s.ended or s.started for s in self.sessions), default=None)


#: sessions a report lists one by one (about a page); the earlier ones are summed by week.
SESSIONS_IN_FULL = 30
#: weeks a report's progress table and chart show (half a year), and weeks its earlier
#: sessions are summed by (a quarter; before that by month): a report of years of
#: practice stays a few pages, and costs about what a month's does.
WEEKS_ON_PAPER = 26
SESSION_WEEKS = 13


@dataclass(frozen=True)
class SessionWeek:
    """Sessions of one week, summed (a report's earlier sessions)."""

    week: str
    sessions: int
    rounds: int
    mistakes: int
    actions: int
    seconds: float

    @property
    def accuracy(self) -> float | None:
        return (self.actions - self.mistakes) / self.actions if self.actions else None


def sessions_by_week(sessions: list[SessionSummary]) -> list[SessionWeek]:
    """The sessions summed per week of their start, oldest first."""
    from trainer.store import period_of

    weeks: dict[str, list[SessionSummary]] = {}
    for s in sessions:
        weeks.setdefault(period_of(s.started, "week"), []).append(s)
    return [
        SessionWeek(week, len(items), sum(s.rounds for s in items), sum(s.mistakes for s in items),
                    sum(s.actions for s in items), sum(s.seconds for s in items))
        for week, items in sorted(weeks.items())
    ]


def sessions_by_month(weeks: list[SessionWeek]) -> list[SessionWeek]:
    """Weeks summed per month (``2024-03``: the month its Thursday falls in, as ISO weeks count)."""
    from datetime import date

    months: dict[str, list[SessionWeek]] = {}
    for week in weeks:
        year, number = week.week.split("-W")
        thursday = date.fromisocalendar(int(year), int(number), 4)
        months.setdefault(f"{thursday.year}-{thursday.month:02d}", []).append(week)
    return [
        SessionWeek(month, sum(w.sessions for w in items), sum(w.rounds for w in items), sum(w.mistakes for w in items),
                    sum(w.actions for w in items), sum(w.seconds for w in items))
        for month, items in sorted(months.items())
    ]


def trainee_report(store: Store, trainee: Trainee) -> TraineeReport:
    return TraineeReport(
        trainee=trainee,
        sessions=store.sessions(trainee),
        weekly=store.accuracy_trend(trainee, by="week"),
        weakest=store.weakest_points(trainee),
        codes=store.mistake_counts(trainee),
        drill_kinds=store.drill_kinds(trainee),
    )
