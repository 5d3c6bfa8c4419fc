"""The class report: one line per trainee (progress, drills, exams), as CSV or PDF.

Qt-free except :func:`write_class_pdf`, which imports Qt only when called.
"""

from __future__ import annotations

import csv
import html
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from trainer.classes import Classes, ExamResult
from trainer.messages import QT_TRANSLATE_NOOP, date_text, translate
from trainer.report import CSV_ENCODING, percent

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
    """Every trainee on the class list, by name, with their whole history summed up."""
    store = classes.store
    exams = classes.exam_results(class_name)
    lines = []
    for trainee in classes.trainees(class_name):
        sessions = store.sessions(trainee)
        weak = store.weakest_points(trainee)
        drills = store.drill_answers(trainee)  # also those saved outside a session (trainer quiz)
        lines.append(
            ClassReportLine(
                trainee=trainee.name,
                sessions=len(sessions),
                rounds=sum(s.rounds for s in sessions),
                clean_rounds=sum(s.clean_rounds for s in sessions),
                actions=sum(s.actions for s in sessions),
                mistakes=sum(s.mistakes for s in sessions),
                drill_answers=len(drills),
                drill_correct=sum(d.correct for d in drills),
                weakest_point=weak[0].point.label if weak else "",
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


#: the PDF's column headings, in English: the source texts the .ts files translate (the CSV
#: keeps its stable COLUMNS in every language, for the programs that read it).
HEADINGS = (
    QT_TRANSLATE_NOOP("ClassReport", "Trainee"), QT_TRANSLATE_NOOP("ClassReport", "Sessions"),
    QT_TRANSLATE_NOOP("ClassReport", "Rounds"), QT_TRANSLATE_NOOP("ClassReport", "Clean"),
    QT_TRANSLATE_NOOP("ClassReport", "Accuracy %"), QT_TRANSLATE_NOOP("ClassReport", "Drills"),
    QT_TRANSLATE_NOOP("ClassReport", "Drill %"), QT_TRANSLATE_NOOP("ClassReport", "Weakest point"),
    QT_TRANSLATE_NOOP("ClassReport", "Exams"), QT_TRANSLATE_NOOP("ClassReport", "Passed"),
    QT_TRANSLATE_NOOP("ClassReport", "Last exam"),
)


class ClassReport:
    """The PDF's sentences. A class because lupdate takes the class's name as the context of
    ``self.tr`` (and reads a count from ``self.tr(text, "", n)``)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("ClassReport", text, n)

    def size(self, trainees: int, now: datetime) -> str:
        return self.tr("%n trainees, %1", "", trainees).replace("%1", date_text(now, True))


def class_title(class_name: str) -> str:
    """The PDF's title in the reader's language: "Class report: Morning"."""
    return translate("ClassReport", QT_TRANSLATE_NOOP("ClassReport", "Class report: %1")).replace("%1", class_name)


def class_html(class_name: str, lines: list[ClassReportLine], now: datetime) -> str:
    rows = "".join(
        "<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in (
            line.trainee, str(line.sessions), str(line.rounds), str(line.clean_rounds), percent(line.accuracy),
            str(line.drill_answers), percent(line.drill_accuracy), line.weakest_point, str(len(line.exams)),
            str(sum(e.passed for e in line.exams)), line.last_exam)) + "</tr>"
        for line in lines
    )
    head = "".join(f"<th align='left'>{html.escape(translate('ClassReport', h))}</th>" for h in HEADINGS)
    return (
        f"<h1>{html.escape(class_title(class_name))}</h1>"
        f"<p>{html.escape(ClassReport().size(len(lines), now))}</p>"
        f"<table border='1' cellspacing='0' cellpadding='4' width='100%'><tr>{head}</tr>{rows}</table>"
    )


def write_class_pdf(class_name: str, lines: list[ClassReportLine], path: str | Path) -> Path:
    """The same lines as a landscape A4 PDF (Qt's QTextDocument and QPdfWriter)."""
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    from trainer.ui.report_pdf import ensure_gui_application

    path = Path(path)
    with open(path, "wb"):  # a bad path is an OSError here, not a silent empty PDF
        pass
    ensure_gui_application()
    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                     QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    writer.setResolution(150)
    writer.setTitle(class_title(class_name))
    document = QTextDocument()
    document.documentLayout().setPaintDevice(writer)
    body = writer.pageLayout().paintRectPixels(150)
    document.setPageSize(QSizeF(body.width(), body.height()))
    document.setHtml(class_html(class_name, lines, datetime.now().astimezone()))
    document.print_(writer)
    return path
