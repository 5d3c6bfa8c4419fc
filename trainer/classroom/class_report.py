"""The class report: one line per trainee (progress, drills, exams), and its CSV.

Qt-free; the same lines as a PDF are :mod:`trainer.papers.class_pdf`.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from trainer.classroom.classes import Classes, ExamResult
from trainer.progress.report import CSV_ENCODING, percent

COLUMNS = (
    "trainee", "sessions", "rounds", "clean_rounds", "actions", "mistakes", "accuracy_percent",
    "drill_answers", "drill_accuracy_percent", "weakest_point", "exams_taken", "exams_passed", "last_exam",
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
        return f"{e.pack} {e.score:.0%} {'passed' if e.passed else 'failed'} ({e.at.date().isoformat()})"

    def cells(self) -> list[str]:
        return [
            self.trainee, str(self.sessions), str(self.rounds), str(self.clean_rounds), str(self.actions),
            str(self.mistakes), percent(self.accuracy), str(self.drill_answers), percent(self.drill_accuracy),
            self.weakest_point, str(len(self.exams)), str(sum(e.passed for e in self.exams)), self.last_exam,
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


def write_class_csv(lines: list[ClassReportLine], path: str | Path) -> Path:
    path = Path(path)
    with open(path, "w", encoding=CSV_ENCODING, newline="") as out:
        writer = csv.writer(out)
        writer.writerow(COLUMNS)
        for line in lines:
            writer.writerow(line.cells())
    return path
