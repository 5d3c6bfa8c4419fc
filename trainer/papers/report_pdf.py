"""The trainee's progress report as a PDF an instructor can file (QTextDocument + QPdfWriter).

Runs headless (``QT_QPA_PLATFORM=offscreen``): it needs only a QGuiApplication for
fonts and painting, and makes one only if the process has none.
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable, Set
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
    QTextFormat,
    QTextTable,
)

from trainer import __version__
from trainer.core.files.outputs import atomic_output, check_output_path
from trainer.progress.report import (
    SESSION_WEEKS,
    SESSIONS_IN_FULL,
    WEEKS_ON_PAPER,
    TraineeReport,
    percent,
    sessions_by_month,
    sessions_by_week,
    trainee_report,
)
from trainer.store import Store, Trainee, TrendPoint
from trainer.words.messages import QT_TRANSLATE_NOOP, date_text, mistake_rule, mode_text, point_text, translate
from trainer.words.progress_texts import mastery_text, percent_text, seconds_text, session_pack_text, skill_text, status_text, week_text

if TYPE_CHECKING:
    from trainer.core.practice.skills import SkillStatus

_CONTEXT = "ReportPdf"
_DPI = 300
#: table cell padding in CSS pixels (1/96 inch, about 1 mm).
_PAD = 4
_app: QGuiApplication | None = None


def _tr(text: str) -> str:
    # the loaded translators asked directly: `trainer --lang sv report --pdf` makes its
    # QGuiApplication after the language was chosen, so none is installed on it
    return translate(_CONTEXT, text)


def _rule(code: str) -> str:
    return mistake_rule(code)


def ensure_gui_application() -> None:
    """Make a QGuiApplication if the process has no Qt application yet; with no display
    (a server, a cron job, ssh) it draws offscreen instead of aborting the process."""
    global _app
    if QCoreApplication.instance() is None:
        from trainer.display import has_display

        if not has_display() and not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        _app = QGuiApplication(["trainer-report"])


def write_pdf(
    store: Store, trainee: Trainee, path: str | Path, now: datetime | None = None,
    protect: Iterable[str | os.PathLike[str]] = (),
) -> Path:
    """Write ``trainee``'s report to ``path``; returns the path.

    Through the one atomic writer (:mod:`trainer.core.files.outputs`): the PDF is drawn into a
    temporary file beside ``path`` and renamed over it only when complete; the progress
    database (``store.path``, ``protect``), any SQLite file, FIFOs and devices are refused.

    Raises:
        PackError: the file is refused or cannot be written (naming it).
    """
    path = Path(path)
    protect = (store.path, *protect)
    check_output_path(path, protect)  # before any Qt work
    ensure_gui_application()
    with atomic_output(path, protect) as temporary:
        _write_pdf_file(store, trainee, temporary, now)
        # QPdfWriter reports no write errors: a PDF cut short (a full disk) lacks its end mark
        with open(temporary, "rb") as written:
            written.seek(max(0, os.path.getsize(temporary) - 64))
            if b"%%EOF" not in written.read():
                raise OSError(f"the PDF came out incomplete (is the disk full?): {path}")
    return path


def _write_pdf_file(store: Store, trainee: Trainee, path: Path, now: datetime | None) -> None:
    report = trainee_report(store, trainee)
    from trainer.progress.skills import skill_statuses

    skills = skill_statuses(store, trainee)
    from trainer.words.names import known_pack_titles

    pack_titles = known_pack_titles(store, trainee)
    now = now or datetime.now().astimezone()

    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(18, 15, 18, 8), QPageLayout.Unit.Millimeter)
    writer.setResolution(_DPI)
    writer.setTitle(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Training report: {name}")).format(name=trainee.name))
    writer.setCreator(f"Croupier trainer {__version__}")
    body = writer.pageLayout().paintRectPixels(_DPI)

    footer_height = round(_DPI * 0.35)
    document = QTextDocument()
    # Lay out on the writer itself: document units are then the PDF's pixels and fonts
    # are sized by its resolution, so pages are painted 1:1.
    document.documentLayout().setPaintDevice(writer)
    document.setPageSize(QSizeF(body.width(), body.height() - footer_height))
    document.setDocumentMargin(0)
    font = QFont()
    font.setPointSizeF(9.5)
    document.setDefaultFont(font)
    chart = accuracy_chart(report.weekly[-WEEKS_ON_PAPER:], width=body.width())
    if chart is not None:
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl("chart:accuracy"), chart)
    chart_width = _css_pixels(chart.width()) if chart is not None else 0
    # Qt's rich text has no 'keep with next': a heading left at a page's foot gets a
    # page break before it, one at a time (each break moves everything after it).
    breaks: set[str] = set()
    for _ in range(10):
        document.setHtml(report_html(report, now, chart_width, breaks, skills, pack_titles))
        stranded = [heading for heading in _headings_at_page_foot(document) if heading not in breaks]
        if not stranded:
            break
        breaks.add(stranded[0])
    keep_rows_together(document)
    _paint_pages(writer, document, body.width(), footer_height, trainee.name, path)


def _headings_at_page_foot(document: QTextDocument, bottom_share: float = 0.12) -> list[str]:
    """The headings that sit in the last ``bottom_share`` of a page, cut off from their content."""
    page_height = document.pageSize().height()
    layout = document.documentLayout()
    found = []
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            if layout.blockBoundingRect(block).top() % page_height > page_height * (1 - bottom_share):
                found.append(block.text())
        block = block.next()
    return found


def _rows_across_pages(document: QTextDocument) -> list[tuple[QTextTable, int]]:
    """The table rows that start on one page and end on the next."""
    layout = document.documentLayout()
    page_height = document.pageSize().height()
    found = []
    for frame in document.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        for row in range(frame.rows()):
            cells = [frame.cellAt(row, column) for column in range(frame.columns())]
            top = min(layout.blockBoundingRect(cell.firstCursorPosition().block()).top() for cell in cells)
            bottom = max(layout.blockBoundingRect(cell.lastCursorPosition().block()).bottom() for cell in cells)
            if int(top // page_height) != int((bottom - 1) // page_height):
                found.append((frame, row))
    return found


def keep_rows_together(document: QTextDocument, limit: int = 200) -> None:
    """Move each table row that a page break would cut to the next page, one at a time
    (each move shifts everything after it). A page break before every cell's first
    block makes Qt's table layout start the whole row on a new page."""
    for _ in range(limit):
        crossing = _rows_across_pages(document)
        if not crossing:
            return
        table, row = crossing[0]
        for column in range(table.columns()):
            cursor = table.cellAt(row, column).firstCursorPosition()
            block = cursor.blockFormat()
            if block.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                return  # a row taller than a page: nothing more to do
            block.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            cursor.setBlockFormat(block)


def _paint_pages(writer: QPdfWriter, document: QTextDocument, width: int, footer_height: int, name: str, path: Path) -> None:
    """Paint the laid-out document page by page, each with a footer naming the trainee
    and the page (QTextDocument.print_ numbers pages only when it lays out itself)."""
    page_height = document.pageSize().height()
    pages = document.pageCount()
    painter = QPainter(writer)
    if not painter.isActive():
        raise OSError(f"cannot write the PDF {path}")  # (a QPdfWriter does not say its file's name)
    try:
        footer_font = QFont(document.defaultFont())
        footer_font.setPointSizeF(8)
        for index in range(pages):
            if index:
                writer.newPage()
            painter.save()
            painter.translate(0, -index * page_height)
            document.drawContents(painter, QRectF(0, index * page_height, width, page_height))
            painter.restore()
            painter.setFont(footer_font)
            painter.setPen(QColor("#666666"))
            footer = QRectF(0, page_height, width, footer_height)
            painter.drawText(footer, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Training report: {name}")).format(name=name))
            painter.drawText(footer, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                             _tr(QT_TRANSLATE_NOOP("ReportPdf", "page {page} of {pages}")).format(page=index + 1, pages=pages))
    finally:
        painter.end()


def _css_pixels(device_pixels: int) -> int:
    """A width in the PDF's pixels as an HTML width: QTextDocument reads HTML pixels at
    the screen's logical dpi (96 on most, and offscreen) and scales them to the device."""
    screen = QGuiApplication.primaryScreen()
    screen_dpi = screen.logicalDotsPerInchX() if screen is not None else 96
    return int(device_pixels * screen_dpi / _DPI)


# --- the document ----------------------------------------------------------------------------

_STYLE = """
h1 { font-size: 18pt; margin-bottom: 2pt; }
h2 { font-size: 12pt; margin-top: 6pt; margin-bottom: 4pt; color: #1d4d2b; }
p.sub { color: #555555; margin-top: 0; }
table.data { border-collapse: collapse; }
table.data th { background-color: #e4ece6; text-align: left; font-weight: bold; }
td.num, th.num { text-align: right; }
p.note { color: #555555; font-size: 8.5pt; }
"""


def _e(text: object) -> str:
    return html.escape(str(text))


def _table(headers: list[str], rows: list[list[str]], numeric: Set[int] = frozenset(), widths: list[int] | None = None,
           points: float | None = None) -> str:
    """An HTML table; cells are already escaped. ``numeric`` columns are right-aligned;
    ``points`` sets a smaller type for a table of many columns (the longer words of some
    languages, "Nauwkeurigheid", must fit whole)."""
    size = f' style="font-size: {points}pt;"' if points else ""

    def cell(tag: str, index: int, text: str) -> str:
        width = f' width="{widths[index]}%"' if widths else ""
        cls = ' class="num"' if index in numeric else ""
        return f"<{tag}{cls}{width}{size}>{text}</{tag}>"

    head = "".join(cell("th", i, _e(h)) for i, h in enumerate(headers))
    body = "".join("<tr>" + "".join(cell("td", i, c) for i, c in enumerate(row)) + "</tr>" for row in rows)
    return (
        f'<table class="data" width="100%" border="1" cellspacing="0" cellpadding="{_PAD}" '
        f'style="border-color: #b8c4bb;"><thead><tr>{head}</tr></thead>{body}</table>'
    )


def _h2(text: str, breaks: Set[str] = frozenset()) -> str:
    if text in breaks:
        return f'<h2 style="page-break-before: always;">{_e(text)}</h2>'
    # QTextDocument drops a heading's top margin after a table; a small spacer keeps it.
    return f'<p style="font-size: 5pt;">&nbsp;</p><h2>{_e(text)}</h2>'


def _date(value: datetime | None) -> str:
    return date_text(value) if value else "-"


def _minutes(seconds: float) -> str:
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def _mistake_name(code: str) -> str:
    from trainer.words import window_texts as texts

    return texts.mistake_title(code)


def report_html(report: TraineeReport, now: datetime, chart_width: int = 0, breaks: Set[str] = frozenset(),
                skills: list[SkillStatus] | None = None, pack_titles: dict[str, str] | None = None) -> str:
    """The report as HTML for QTextDocument; ``chart_width`` > 0 places the chart image,
    ``breaks`` names the headings that start a new page, ``skills`` (SkillStatus values)
    adds the skills with their status and trend. Houses, packs and mistakes are named for
    people; a session with neither rounds nor drill answers is left out."""
    from trainer.words.drill_texts import TEXTS
    from trainer.words.names import house_name

    name = _e(report.trainee.name)
    sessions = [s for s in report.sessions if s.rounds or s.drill_answers]
    parts = [f"<html><head><style>{_STYLE}</style></head><body>"]
    title = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Training report"))
    parts.append(f"<h1>{_e(title)}: {name}</h1>")
    if report.sessions:
        period = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Sessions from {first} to {last}")).format(first=_date(report.first), last=_date(report.last))
    else:
        period = _tr(QT_TRANSLATE_NOOP("ReportPdf", "No sessions recorded yet"))
    made_on = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Report made on {date}")).format(date=_date(now))
    parts.append(f'<p class="sub">{_e(period)} &middot; {_e(made_on)}</p>')

    # Summary
    parts.append(_h2(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Summary")), breaks))
    rounds = report.rounds
    summary = [
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Sessions")), str(len(sessions))),
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Rounds dealt")), str(rounds)),
        (
            _tr(QT_TRANSLATE_NOOP("ReportPdf", "Rounds without a mistake")),
            f"{report.clean_rounds} ({percent_text(report.clean_rounds / rounds)})" if rounds else "-",
        ),
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Dealer actions")), str(report.actions)),
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Mistakes")), str(report.mistakes)),
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Accuracy (right actions)")), percent_text(report.accuracy)),
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Time dealing")), _minutes(report.seconds)),
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Average time per round")), seconds_text(report.seconds / rounds, 0) if rounds else "-"),
        (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Average time per action")), seconds_text(report.seconds / report.actions) if report.actions else "-"),
    ]
    if report.drill_answers:
        summary.append(
            (
                _tr(QT_TRANSLATE_NOOP("ReportPdf", "Payout drill answers right")),
                f"{report.drill_correct} / {report.drill_answers} "
                f"({percent_text(report.drill_correct / report.drill_answers)})",
            )
        )
    summary_rows = "".join(f"<tr><td>{_e(k)}</td><td class=\"num\"><b>{_e(v)}</b></td></tr>" for k, v in summary)
    parts.append(f'<table width="60%" cellspacing="0" cellpadding="{_PAD // 2}">{summary_rows}</table>')

    # Weakest points
    parts.append(_h2(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Weakest procedure points")), breaks))
    if report.weakest:
        rows = []
        for weak in report.weakest[:6]:
            code, count = weak.codes[0]
            rows.append(
                [
                    f"<b>{_e(point_text(weak.point.label))}</b>",
                    str(weak.mistakes),
                    f"{weak.rounds_affected} ({percent_text(weak.rate)})",
                    f"{_e(_mistake_name(code))} &times;{count}<br/><i>{_e(_rule(code))}</i>",
                ]
            )
        parts.append(_table(
            [_tr(QT_TRANSLATE_NOOP("ReportPdf", "Procedure point")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Mistakes")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Rounds affected")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Most frequent mistake"))],
            rows, numeric={1, 2}, widths=[31, 12, 14, 43],
        ))
    else:
        none = _tr(QT_TRANSLATE_NOOP("ReportPdf", "No mistakes recorded."))
        parts.append(f"<p>{_e(none)}</p>")

    if skills:
        parts.append(_h2(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Skills")), breaks))
        parts.append(_skills_html(skills))

    # Trend
    if chart_width:
        parts.append(_h2(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Progress per week")), breaks))
        parts.append(f'<p><img src="chart:accuracy" width="{chart_width}"/></p>')
        rows = [
            [
                _e(week_text(point.period)), str(point.rounds), percent_text(point.accuracy), percent_text(point.clean_rate),
                seconds_text(point.seconds_per_action),
            ]
            for point in report.weekly[-WEEKS_ON_PAPER:]  # half a year of weeks; the summary holds them all
        ]
        parts.append(_table(
            [_tr(QT_TRANSLATE_NOOP("ReportPdf", "Week")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Rounds")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Accuracy")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Rounds without a mistake")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Time per action"))],
            rows, numeric={1, 2, 3, 4},
        ))

    # Mistakes by code
    if report.codes:
        parts.append(_h2(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Mistakes by kind")), breaks))
        parts.append(_table(
            [_tr(QT_TRANSLATE_NOOP("ReportPdf", "Mistake")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Count")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "The rule"))],
            [[_e(_mistake_name(code)), str(count), _e(_rule(code))] for code, count in report.codes],
            numeric={1}, widths=[30, 10, 60],
        ))

    # Sessions: the last ones in full; past a page, the earlier ones summed by week
    if sessions:
        parts.append(_h2(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Sessions")), breaks))
        earlier, last = sessions[:-SESSIONS_IN_FULL], sessions[-SESSIONS_IN_FULL:]
        if earlier:
            weeks = sessions_by_week(earlier)
            months, weeks = sessions_by_month(weeks[:-SESSION_WEEKS]), weeks[-SESSION_WEEKS:]
            for heading, period, summed in (
                (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Sessions before that, by month")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Month")), months),
                (_tr(QT_TRANSLATE_NOOP("ReportPdf", "Earlier sessions, by week")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Week")), weeks),
            ):
                if not summed:
                    continue
                parts.append(f"<p><b>{_e(heading)}</b></p>")
                rows = [
                    [_e(week.week), str(week.sessions), str(week.rounds), str(week.mistakes),
                     f"{percent(week.accuracy)} %" if week.accuracy is not None else "-", _minutes(week.seconds)]
                    for week in summed
                ]
                parts.append(_table(
                    [period, _tr(QT_TRANSLATE_NOOP("ReportPdf", "Sessions")),
                     _tr(QT_TRANSLATE_NOOP("ReportPdf", "Rounds")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Mistakes")),
                     _tr(QT_TRANSLATE_NOOP("ReportPdf", "Accuracy")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Time"))],
                    rows, numeric={1, 2, 3, 4, 5},
                ))
            heading = _tr(QT_TRANSLATE_NOOP("ReportPdf", "The last {count} sessions")).format(count=len(last))
            parts.append(f"<p><b>{_e(heading)}</b></p>")
        rows = [
            [
                _e(date_text(s.started)) + "<br/>" + _e(s.started.strftime("%H:%M")),
                _e(", ".join(house_name(h) for h in s.houses or (s.house,))),
                _e(mode_text(s.mode)),
                _e(session_pack_text(s.pack, pack_titles) or "-"),
                str(s.rounds), str(s.mistakes), percent_text(s.accuracy),
                _minutes(s.seconds),
            ]
            for s in last
        ]
        parts.append(_table(
            [_tr(QT_TRANSLATE_NOOP("ReportPdf", "Started")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "House")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Mode")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Pack")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Rounds")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Mistakes")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Accuracy")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Time"))],
            # without widths a long pack title squeezes the figures' headings ("Mistake/s")
            rows, numeric={4, 5, 6, 7}, widths=[12, 13, 10, 18, 10, 11, 18, 8], points=8,
        ))

    # Drills
    if report.drill_kinds:
        parts.append(_h2(_tr(QT_TRANSLATE_NOOP("ReportPdf", "Payout drills")), breaks))
        rows = [
            [_e(TEXTS.kind_name(kind.period)), str(kind.answers), str(kind.correct), percent_text(kind.accuracy),
             seconds_text(kind.seconds_per_answer)]
            for kind in report.drill_kinds
        ]
        parts.append(
            _table([_tr(QT_TRANSLATE_NOOP("ReportPdf", "Kind")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Answers")),
                    _tr(QT_TRANSLATE_NOOP("ReportPdf", "Right")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Accuracy")),
                    _tr(QT_TRANSLATE_NOOP("ReportPdf", "Time per answer"))], rows,
                   numeric={1, 2, 3, 4})
        )

    accuracy_note = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Accuracy is the share of the dealer actions that were right. "
                                                     "Procedure points group the mistake codes of the dealer procedure."))
    parts.append(f'<p class="note">{_e(accuracy_note)}</p>')
    blank = "_" * 34
    parts.append('<p style="font-size: 14pt;">&nbsp;</p>')
    instructor = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Instructor"))
    signed_on = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Date"))
    signature = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Signature"))
    parts.append(
        f'<table cellspacing="0" cellpadding="{_PAD}">'
        f"<tr><td>{_e(instructor)}:</td><td>{blank}</td><td>{_e(signed_on)}:</td><td>{blank[:18]}</td></tr>"
        f"<tr><td>{_e(signature)}:</td><td>{blank}</td><td></td><td></td></tr></table>"
    )
    parts.append("</body></html>")
    return "".join(parts)


def _skills_html(skills: list[SkillStatus]) -> str:
    """The practised skills (status, exercises, share right, times, trend); the others in a line."""
    from trainer.core.practice.skills import NEW

    practised = [s for s in skills if s.status != NEW]
    rows = []
    for state in practised:
        skill = state.skill
        trend = "-" if state.trend is None else ("+" if state.trend > 0 else "") + percent_text(state.trend, 0)
        median = seconds_text(state.median_seconds)
        rows.append([
            f"<b>{_e(skill_text(skill.id))}</b>", _e(status_text(state.status)), str(state.exercises),
            f"{state.right_recent}/{state.recent}", seconds_text(skill.seconds, 0 if float(skill.seconds).is_integer() else 1),
            median, _e(trend),
        ])
    parts = []
    if rows:
        parts.append(_table(
            [_tr(QT_TRANSLATE_NOOP("ReportPdf", "Skill")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Status")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Exercises")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Right (last)")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Target")), _tr(QT_TRANSLATE_NOOP("ReportPdf", "Median")),
             _tr(QT_TRANSLATE_NOOP("ReportPdf", "Trend"))],
            rows, numeric={2, 3, 4, 5, 6}, widths=[30, 12, 13, 12, 9, 11, 13], points=8.5,
        ))
    rule = mastery_text(skills[0].skill.mastery) if skills else ""
    untouched = [skill_text(s.skill.id) for s in skills if s.status == NEW]
    note = _tr(QT_TRANSLATE_NOOP("ReportPdf", "Mastered: {rule}, each within its target time "
                                              "(per dealer action in a round, per answer in a drill).")).format(rule=rule)
    if untouched:
        note += " " + _tr(QT_TRANSLATE_NOOP("ReportPdf", "Not practised yet: {skills}.")).format(skills=", ".join(untouched))
    parts.append(f'<p class="note">{_e(note)}</p>')
    return "".join(parts)


# --- the chart ---------------------------------------------------------------------------------

_GREEN = QColor("#2e7d4f")
_GRID = QColor("#d5dcd7")
_TEXT = QColor("#333333")
_SPEED = QColor("#c0392b")


def accuracy_chart(points: list[TrendPoint], width: int = 2000) -> QImage | None:
    """Per week: bars of the rounds without a mistake (0-100 %) and a line of the
    seconds per action; None without data. Drawn with QPainter, so it needs no
    QApplication (QtCharts would). Sized for ``width`` pixels at the PDF's 300 dpi."""
    if not points:
        return None
    height = round(width * 0.3)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    text_px = max(10, round(width * 0.016))
    font.setPixelSize(text_px)
    painter.setFont(font)
    line = text_px * 1.6
    left, right, top, bottom = text_px * 4.5, text_px * 4.5, line * 1.8, line * 1.5
    plot = QRectF(left, top, width - left - right, height - top - bottom)
    align_right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    align_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    centre = Qt.AlignmentFlag.AlignCenter

    # grid and the left axis (rounds without a mistake)
    for pct in range(0, 101, 25):
        y = plot.bottom() - plot.height() * pct / 100
        painter.setPen(QPen(_GRID, max(1, text_px // 12)))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(_TEXT)
        painter.drawText(QRectF(0, y - line / 2, left - text_px * 0.5, line), align_right, percent_text(pct / 100, 0))

    # the right axis (seconds per action)
    top_speed = max(max(p.seconds_per_action for p in points), 1.0) * 1.15
    painter.setPen(_SPEED)
    for fraction in (0, 0.25, 0.5, 0.75, 1):
        y = plot.bottom() - plot.height() * fraction
        painter.drawText(QRectF(plot.right() + text_px * 0.5, y - line / 2, right, line), align_left,
                         seconds_text(top_speed * fraction))

    slot = plot.width() / len(points)
    bar = min(slot * 0.55, text_px * 6)
    label_every = max(1, round(len(points) / 10))
    speed_points = []
    for index, point in enumerate(points):
        x = plot.left() + slot * (index + 0.5)
        h = plot.height() * point.clean_rate
        painter.fillRect(QRectF(x - bar / 2, plot.bottom() - h, bar, h), _GREEN)
        if len(points) <= 16:
            painter.setPen(_TEXT)
            painter.drawText(QRectF(x - slot / 2, plot.bottom() - h - line, slot, line), centre,
                             percent_text(point.clean_rate, 0))
        if index % label_every == 0:
            painter.setPen(_TEXT)
            painter.drawText(QRectF(x - slot * label_every / 2, plot.bottom() + line * 0.2, slot * label_every, line),
                             centre, week_text(point.period))
        speed_points.append(QPointF(x, plot.bottom() - plot.height() * point.seconds_per_action / top_speed))

    pen = QPen(_SPEED, max(2, text_px // 5))
    painter.setPen(pen)
    for a, b in zip(speed_points, speed_points[1:]):
        painter.drawLine(a, b)
    painter.setBrush(_SPEED)
    for p in speed_points:
        painter.drawEllipse(p, text_px * 0.3, text_px * 0.3)

    # legend, above the plot
    y = line * 0.2
    painter.fillRect(QRectF(plot.left(), y + line * 0.25, text_px * 1.2, line * 0.5), _GREEN)
    painter.setPen(_TEXT)
    first = _tr(QT_TRANSLATE_NOOP("ReportPdf", "rounds without a mistake"))
    painter.drawText(QRectF(plot.left() + text_px * 1.6, y, plot.width() / 2, line), align_left, first)
    x = plot.left() + text_px * 1.6 + painter.fontMetrics().horizontalAdvance(first) + text_px * 2
    painter.setPen(pen)
    painter.drawLine(QPointF(x, y + line / 2), QPointF(x + text_px * 1.2, y + line / 2))
    painter.setPen(_TEXT)
    painter.drawText(QRectF(x + text_px * 1.6, y, plot.width() / 2, line), align_left, _tr(QT_TRANSLATE_NOOP("ReportPdf", "seconds per action")))
    painter.end()
    return image
