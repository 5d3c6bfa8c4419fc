"""An exam's papers: the trainee's verdict at the end of an attempt, and the certificate.

One HTML page each, for the window and the PDF alike, in the reader's language:

* :func:`verdict_html`: the pass mark, the time limit, the score, passed / failed / to
  review, and each scenario of the pack with its result and its time (the station shows it
  when an exam ends, and prints it);
* :func:`certificate_html`: one page for a passed exam (trainee, class, exam and house,
  date, score, pass mark, a line for the examiner's signature and the verification code
  that ``trainer class verify`` checks).
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from trainer.words.messages import date_text
from trainer.words.names import pack_title, shown_scenario_title
from trainer.words.placeholders import filled
from trainer.words.progress_texts import decimal_text
from trainer.words.translation import QT_TRANSLATE_NOOP, translate

_CONTEXT = "ExamPaper"


def _tr(text: str) -> str:
    return translate(_CONTEXT, text)


def _e(text: object) -> str:
    return html.escape(str(text))


def _percent(share: float | None) -> str:
    return "–" if share is None else f"{decimal_text(share * 100, 0)} %"


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


def house_text(house: str | None, pack: str) -> str:
    """The house the exam was dealt in, by name (the pack's own when the assignment named none)."""
    from trainer.words.names import house_name

    if house:
        return house_name(house)
    from trainer.classroom.exam_blueprint import blueprint_of

    slots = blueprint_of(pack).slots
    return house_name(slots[0].scenario.rules.id) if slots else ""


def verdict_word(result: Any) -> str:
    """PASSED, FAILED or TO REVIEW (an attempt with rounds faster than a person)."""
    if result.passed:
        return _tr(QT_TRANSLATE_NOOP("ExamPaper", "PASSED"))
    if result.to_review:
        return _tr(QT_TRANSLATE_NOOP("ExamPaper", "TO REVIEW: the instructor looks at rounds played faster than a person"))
    return _tr(QT_TRANSLATE_NOOP("ExamPaper", "FAILED"))


def verdict_lines(result: Any) -> list[str]:
    """The verdict's head as plain lines (the window's heading, the terminal)."""
    limit = (filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "%1 min")), decimal_text(result.minutes, None)) if result.minutes
             else _tr(QT_TRANSLATE_NOOP("ExamPaper", "none")))
    lines = [
        verdict_word(result),
        filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "Score: %1 (%2 clean of the exam's %3 rounds; %4 played)")),
               _percent(result.score), str(result.clean_rounds), str(result.rounds), str(result.played)),
        filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "Pass mark: %1 · time limit: %2")), _percent(result.pass_mark), limit),
    ]
    if result.void:
        lines.append(_tr(QT_TRANSLATE_NOOP("ExamPaper", "This attempt does not count: the exam was closed or its attempts used up.")))
    if result.late:
        lines.append(filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "Rounds after the time limit, not counted: %1")), str(result.late)))
    if result.other:
        lines.append(filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "Rounds of another scenario, not counted: %1")), str(result.other)))
    return lines


def _round_result(item: Any) -> str:
    if not item.played:
        return _tr(QT_TRANSLATE_NOOP("ExamPaper", "not played (failed)"))
    said = _tr(QT_TRANSLATE_NOOP("ExamPaper", "clean")) if item.clean else _tr(QT_TRANSLATE_NOOP("ExamPaper", "with mistakes"))
    if item.fast:
        said += " · " + _tr(QT_TRANSLATE_NOOP("ExamPaper", "faster than a person"))
    return said


def verdict_html(result: Any, trainee: str = "") -> str:
    from trainer.papers.report_pdf import _STYLE, _table

    colour = "#1f7a3a" if result.passed else ("#8a5a00" if result.to_review else "#a4161a")
    head = verdict_lines(result)
    sub = " · ".join(part for part in (trainee, house_text(result.house, result.pack), date_text(result.at, with_time=True)) if part)
    rows = [[str(item.slot + 1), _e(shown_scenario_title(result.pack, item.scenario, item.scenario)),
             _e(_round_result(item)), _e(_clock(item.seconds))] for item in result.detail]
    table = _table([_tr(QT_TRANSLATE_NOOP("ExamPaper", "#")), _tr(QT_TRANSLATE_NOOP("ExamPaper", "Scenario")),
                    _tr(QT_TRANSLATE_NOOP("ExamPaper", "Result")), _tr(QT_TRANSLATE_NOOP("ExamPaper", "Time"))],
                   rows, numeric={0, 3}, widths=[6, 50, 30, 14])
    title = filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "Exam: %1")), pack_title(result.pack))
    each_round = _tr(QT_TRANSLATE_NOOP("ExamPaper", "Each round"))
    return (
        f"<html><head><style>{_STYLE}</style></head><body><h1>{_e(title)}</h1><p class='sub'>{_e(sub)}</p>"
        f"<p style='font-size: 14pt; color: {colour};'><b>{_e(head[0])}</b></p>"
        + "".join(f"<p>{_e(line)}</p>" for line in head[1:])
        + f"<h2>{_e(each_round)}</h2>{table}</body></html>"
    )


def certificate_html(certificate: Any) -> str:
    """One page: who passed which exam of which class, when, with what score."""
    from trainer.papers.report_pdf import _STYLE

    lines = [
        (_tr(QT_TRANSLATE_NOOP("ExamPaper", "Trainee")), certificate.trainee),
        (_tr(QT_TRANSLATE_NOOP("ExamPaper", "Class")), certificate.class_name),
        (_tr(QT_TRANSLATE_NOOP("ExamPaper", "Exam")), pack_title(certificate.pack)),
        (_tr(QT_TRANSLATE_NOOP("ExamPaper", "House")), house_text(certificate.house, certificate.pack)),
        (_tr(QT_TRANSLATE_NOOP("ExamPaper", "Passed on")), date_text(certificate.passed_at)),
        (_tr(QT_TRANSLATE_NOOP("ExamPaper", "Score")), _percent(certificate.score)),
        (_tr(QT_TRANSLATE_NOOP("ExamPaper", "Pass mark")), _percent(certificate.pass_mark)),
    ]
    rows = "".join(f"<tr><td width='30%'><b>{_e(label)}</b></td><td>{_e(value)}</td></tr>" for label, value in lines)
    verify = filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "Verification code: %1 (trainer class verify %1)")), certificate.code)
    heading = _tr(QT_TRANSLATE_NOOP("ExamPaper", "Certificate"))
    what = _tr(QT_TRANSLATE_NOOP("ExamPaper", "Black Jack dealer training: exam passed"))
    signature = _tr(QT_TRANSLATE_NOOP("ExamPaper", "The examiner’s signature"))
    return (
        f"<html><head><style>{_STYLE}</style></head><body>"
        f"<h1 align='center'>{_e(heading)}</h1><p align='center' class='sub'>{_e(what)}</p>"
        f"<p>&nbsp;</p><table width='100%' cellpadding='6'>{rows}</table><p>&nbsp;</p><p>&nbsp;</p>"
        f"<p>______________________________________</p><p>{_e(signature)}</p><p>&nbsp;</p>"
        f"<p class='note'>{_e(verify)}</p></body></html>"
    )


def write_html_pdf(body: str, title: str, path: str | Path, protect: Iterable[str | os.PathLike[str]] = ()) -> Path:
    """One A4 page of ``body`` (HTML) as a PDF through the one atomic writer (the progress
    database, any SQLite file, FIFOs and devices refused with a PackError naming the file)."""
    from trainer.core.files.outputs import atomic_output, check_output_path
    from trainer.papers.report_pdf import ensure_gui_application

    path = Path(path)
    check_output_path(path, protect)
    ensure_gui_application()
    with atomic_output(path, protect) as temporary:
        _draw(body, title, temporary)
        with open(temporary, "rb") as written:  # QPdfWriter reports no write errors
            written.seek(max(0, os.path.getsize(temporary) - 64))
            if b"%%EOF" not in written.read():
                raise OSError(f"the PDF came out incomplete (is the disk full?): {path}")
    return path


def _draw(body: str, title: str, path: Path) -> None:
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument

    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(20, 18, 20, 15), QPageLayout.Unit.Millimeter))
    writer.setResolution(150)
    writer.setTitle(title)
    document = QTextDocument()
    document.documentLayout().setPaintDevice(writer)
    area = writer.pageLayout().paintRectPixels(150)
    document.setPageSize(QSizeF(area.width(), area.height()))
    font = QFont()
    font.setPointSizeF(10.5)
    document.setDefaultFont(font)
    document.setHtml(body)
    document.print_(writer)


def write_verdict_pdf(result: Any, path: str | Path, trainee: str = "") -> Path:
    return write_html_pdf(verdict_html(result, trainee),
                          filled(_tr(QT_TRANSLATE_NOOP("ExamPaper", "Exam: %1")), pack_title(result.pack)), path)


def write_certificate_pdf(certificate: Any, path: str | Path, protect: Iterable[str | os.PathLike[str]] = ()) -> Path:
    return write_html_pdf(certificate_html(certificate), _tr(QT_TRANSLATE_NOOP("ExamPaper", "Certificate")), path, protect)

