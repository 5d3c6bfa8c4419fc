"""The class report: one line per trainee (progress, drills, exams), and its CSV.

Qt-free; the same lines as a PDF are :mod:`trainer.papers.class_pdf`.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from trainer.classroom.classes import Classes, ExamResult
from trainer.core.files.outputs import atomic_output
from trainer.progress.report import CSV_ENCODING, percent, spreadsheet_safe

COLUMNS = (
    "trainee", "sessions", "rounds", "clean_rounds", "actions", "mistakes", "accuracy_percent",
    "drill_answers", "drill_accuracy_percent", "weakest_point", "exams_taken", "exams_passed", "last_exam",
    # from the record (docs/class-trust.md): the last exam's rounds whose replay disagrees with
    # what its station recorded, and those not counted (received late, from another computer)
    "last_exam_disputed_rounds", "last_exam_late_rounds", "last_exam_foreign_rounds",
    # the last attempt against its pack's blueprint: the pack's rounds, the scenarios played, the
    # clean ones, the late ones, those marked (disputed, foreign, another scenario, faster than a
    # person), its verdict (passed, failed, to review) and whether it awaits the instructor's review
    "last_exam_pack_rounds", "last_exam_played", "last_exam_clean", "last_exam_late", "last_exam_marked",
    "last_exam_verdict", "last_exam_awaiting_review", "exams_awaiting_review",
)


@dataclass(frozen=True)
class ClassReportLine:
    trainee: str
    sessions: int
    rounds: int
    clean_rounds: int
    actions: int
    mistakes: int
    drill_answers: int
    drill_correct: int
    weakest_point: str
    exams: tuple[ExamResult, ...]

    @property
    def accuracy(self) -> float | None:
        return (self.actions - self.mistakes) / self.actions if self.actions else None

    @property
    def drill_accuracy(self) -> float | None:
        return self.drill_correct / self.drill_answers if self.drill_answers else None

    @property
    def last_exam(self) -> str:
        if not self.exams:
            return ""
        e = self.exams[-1]
        marks = "".join(f"; {mark}" for mark in e.marks)
        return f"{e.pack} {e.score:.0%} {e.verdict} ({e.at.date().isoformat()}{marks})"

    def last_exam_counts(self) -> list[str]:
        if not self.exams:
            return [""] * 10
        e = self.exams[-1]
        return [str(e.disputed), str(e.late), str(e.foreign), str(e.rounds), str(e.played), str(e.clean_rounds),
                str(e.late), str(e.marked), e.verdict, "yes" if e.to_review else "no"]

    def cells(self) -> list[str]:
        return [
            self.trainee, str(self.sessions), str(self.rounds), str(self.clean_rounds), str(self.actions),
            str(self.mistakes), percent(self.accuracy), str(self.drill_answers), percent(self.drill_accuracy),
            self.weakest_point, str(len(self.exams)), str(sum(e.passed for e in self.exams)), self.last_exam,
            *self.last_exam_counts(), str(sum(e.to_review for e in self.exams)),
        ]


def class_report(classes: Classes, class_name: str | None) -> list[ClassReportLine]:
    """Every trainee on the class list, by name, with their whole history summed up (by
    SQL, from the rounds' kept figures: the same work for a year of rounds as for a day)."""
    from trainer.store import PROCEDURE_POINTS

    labels = {point.id: point.label for point in PROCEDURE_POINTS}
    store = classes.store
    exams = classes.exam_results(class_name)
    trainees = classes.trainees(class_name)
    totals = store.totals_of([t.id for t in trainees])
    lines = []
    for trainee in trainees:
        total = totals[trainee.id]
        lines.append(
            ClassReportLine(
                trainee=trainee.name,
                sessions=total["sessions"],
                rounds=total["rounds"],
                clean_rounds=total["clean"],
                actions=total["actions"],
                mistakes=total["mistakes"],
                drill_answers=total["answers"],  # also those saved outside a session (trainer quiz)
                drill_correct=total["correct"],
                weakest_point=labels.get(total["weakest"], ""),
                exams=tuple(e for e in exams if e.trainee == trainee.name),
            )
        )
    return lines


def write_class_csv(lines: list[ClassReportLine], path: str | Path,
                    protect: Iterable[str | os.PathLike[str]] = ()) -> Path:
    """The lines as CSV in ``path``, through the one atomic writer (:mod:`trainer.core.files.outputs`):
    the progress database (``protect``), any SQLite file, FIFOs and devices are refused
    with a :class:`~trainer.core.files.errors.PackError` naming the file; a name that a
    spreadsheet would run as a formula is written as text."""
    path = Path(path)
    with atomic_output(path, protect) as temporary:
        with open(temporary, "w", encoding=CSV_ENCODING, newline="") as out:
            writer = csv.writer(out)
            writer.writerow(COLUMNS)
            for line in lines:
                writer.writerow([spreadsheet_safe(cell) for cell in line.cells()])
    return path
