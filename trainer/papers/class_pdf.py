"""The class report as a landscape A4 PDF: the lines of :mod:`trainer.classroom.class_report`
with a title and the class's size (Qt's QTextDocument and QPdfWriter)."""

from __future__ import annotations

import html
import os
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from trainer.classroom.class_report import ClassReportLine
from trainer.core.files.outputs import atomic_output, check_output_path
from trainer.words.messages import QT_TRANSLATE_NOOP, date_text, point_text, translate
from trainer.words.names import pack_title
from trainer.words.placeholders import filled
from trainer.words.progress_texts import decimal_text

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
        return filled(self.tr("%n trainees, %1", "", trainees), date_text(now, True))

    def last_exam(self, line: ClassReportLine) -> str:
        """The last exam as an instructor reads it: the pack's title, the score, passed or
        not and the day ("Dealing order 80 % passed (2026-11-24)"); the CSV keeps the id."""
        if not line.exams:
            return ""
        exam = line.exams[-1]
        verdict = self.tr("passed") if exam.passed else self.tr("to review") if exam.to_review else self.tr("failed")
        return filled(self.tr("%1 %2 % %3 (%4)"), pack_title(exam.pack), round(exam.score * 100), verdict,
                      date_text(exam.at))


#: the columns' shares of the page, in the order of HEADINGS.
_WIDTHS = (10, 7, 6, 7, 12, 9, 9, 16, 7, 8, 9)


def _share(share: float | None) -> str:
    return "" if share is None else decimal_text(share * 100)


def class_title(class_name: str) -> str:
    """The PDF's title in the reader's language: "Class report: Morning"."""
    return filled(translate("ClassReport", QT_TRANSLATE_NOOP("ClassReport", "Class report: %1")), class_name)


def class_html(class_name: str, lines: list[ClassReportLine], now: datetime) -> str:
    rows = "".join(
        "<tr>" + "".join(f"<td style='font-size: 8pt;'>{html.escape(cell)}</td>" for cell in (
            line.trainee, str(line.sessions), str(line.rounds), str(line.clean_rounds), _share(line.accuracy),
            str(line.drill_answers), _share(line.drill_accuracy), point_text(line.weakest_point) if line.weakest_point else "",
            str(len(line.exams)), str(sum(e.passed for e in line.exams)), ClassReport().last_exam(line))) + "</tr>"
        for line in lines
    )
    # each heading whole in every language ("Lernende(r)", "Schwächster Punkt"): the names,
    # the weakest point and the last exam take the room the figures leave
    head = "".join(f"<th align='left' width='{width}%' style='font-size: 8pt;'>{html.escape(translate('ClassReport', h))}</th>"
                   for h, width in zip(HEADINGS, _WIDTHS))
    return (
        f"<h1>{html.escape(class_title(class_name))}</h1>"
        f"<p>{html.escape(ClassReport().size(len(lines), now))}</p>"
        f"<table border='1' cellspacing='0' cellpadding='4' width='100%'><tr>{head}</tr>{rows}</table>"
    )


def write_class_pdf(class_name: str, lines: list[ClassReportLine], path: str | Path,
                    protect: Iterable[str | os.PathLike[str]] = ()) -> Path:
    """The same lines as a landscape A4 PDF (Qt's QTextDocument and QPdfWriter), through
    the one atomic writer, as the trainee's report: the progress database (``protect``),
    any SQLite file, FIFOs and devices are refused (a PackError naming the file)."""
    from trainer.papers.report_pdf import ensure_gui_application

    path = Path(path)
    check_output_path(path, protect)  # before any Qt work
    ensure_gui_application()
    with atomic_output(path, protect) as temporary:
        _draw_class_pdf(class_name, lines, temporary)
        # QPdfWriter reports no write errors: a PDF cut short (a full disk) lacks its end mark
        with open(temporary, "rb") as written:
            written.seek(max(0, os.path.getsize(temporary) - 64))
            if b"%%EOF" not in written.read():
                raise OSError(f"the PDF came out incomplete (is the disk full?): {path}")
    return path


def _draw_class_pdf(class_name: str, lines: list[ClassReportLine], path: Path) -> None:
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                     QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    writer.setResolution(150)
    writer.setTitle(class_title(class_name))
    document = QTextDocument()
    document.documentLayout().setPaintDevice(writer)
    body = writer.pageLayout().paintRectPixels(150)
    document.setPageSize(QSizeF(body.width(), body.height()))
    from trainer.papers.page_layout import whole_words

    whole_words(document)  # a column grows to its longest word rather than cutting it
    document.setHtml(class_html(class_name, lines, datetime.now().astimezone()))
    document.print_(writer)
