"""A pack's result: shown when the pack's last round ends, kept in History, printable.

One HTML page (:func:`pack_result_html`) serves the window and the PDF: pass or fail
against the pack's pass mark, each round with its time against its limit, and the
mistakes grouped by procedure point, all by name (house, pack, scenario, mistake)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF, Qt
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from trainer.core.packs.result import SPOT, PackResult
from trainer.words import window_texts as texts
from trainer.words.messages import date_text, point_text
from trainer.words.names import shown_pack_title, shown_scenario_title
from trainer.words.placeholders import filled
from trainer.words.progress_texts import decimal_text
from trainer.words.translation import QT_TRANSLATE_NOOP, translate

_CONTEXT = "PackResult"
_DPI = 300


def _tr(text: str) -> str:
    return translate(_CONTEXT, text)


def house_name(house: str) -> str:
    """A house's name for people, in the reader's language (its id if the house pack does not load)."""
    from trainer.words.names import house_name as named

    return named(house)


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


def verdict(result: PackResult) -> str:
    """'Passed', 'Not passed' or the share without a pass mark, in one line."""
    share = (f"{result.passed_rounds} / {len(result.rounds)} " + _tr(QT_TRANSLATE_NOOP("PackResult", "rounds passed"))
             + f" ({decimal_text(result.share, 0)} %)")
    if result.passed is None or result.pass_mark is None:  # (no pass mark, nothing passed or not)
        return share + " · " + _tr(QT_TRANSLATE_NOOP("PackResult", "this pack sets no pass mark"))
    mark = filled(_tr(QT_TRANSLATE_NOOP("PackResult", "pass mark %1 %")), decimal_text(result.pass_mark, None))
    word = _tr(QT_TRANSLATE_NOOP("PackResult", "PASSED")) if result.passed else _tr(QT_TRANSLATE_NOOP("PackResult", "NOT PASSED"))
    if not result.passed and len(result.rounds) < result.pack_rounds:
        word += " " + _tr(QT_TRANSLATE_NOOP("PackResult", "(the pack was not played from its first scenario)"))
    return f"{word} · {share} · {mark}"


def pack_result_html(result: PackResult, trainee: str = "", when: datetime | None = None) -> str:
    from trainer.papers.report_pdf import _STYLE, _e, _table

    when = when or datetime.now().astimezone()
    mode = _tr(QT_TRANSLATE_NOOP("PackResult", "exam")) if result.mode == "exam" else _tr(QT_TRANSLATE_NOOP("PackResult", "training"))
    sub = " · ".join(part for part in (trainee, house_name(result.house), mode, date_text(when, with_time=True)) if part)
    colour = "#1f7a3a" if result.passed else ("#a4161a" if result.passed is False else "#35557a")
    rows = []
    yes, no = _tr(QT_TRANSLATE_NOOP("PackResult", "yes")), _tr(QT_TRANSLATE_NOOP("PackResult", "no"))
    for number, item in enumerate(result.rounds, start=1):
        if item.kind == SPOT:
            what = filled(_tr(QT_TRANSLATE_NOOP("PackResult", "spot the error: found %1 of %2, false alarms %3")),
                          str(item.found), str(item.to_find), str(item.false_alarms))
        elif not item.finished:
            what = _tr(QT_TRANSLATE_NOOP("PackResult", "not finished"))
        else:
            what = ", ".join(texts.mistake_title(code) for code in item.mistakes) if item.mistakes else _tr(QT_TRANSLATE_NOOP("PackResult", "clean"))
        limit = _clock(item.time_limit) if item.time_limit else _tr(QT_TRANSLATE_NOOP("PackResult", "no limit"))
        time_text = f"{_clock(item.seconds)} / {limit}"
        if item.over_time:
            over = _tr(QT_TRANSLATE_NOOP("PackResult", "over"))
            time_text = f"<b style='color:#a4161a'>{_e(time_text)} {_e(over)}</b>"
        else:
            time_text = _e(time_text)
        rows.append([
            str(number), _e(shown_scenario_title(result.pack_id, item.scenario_id, item.title or item.scenario_id)),
            _e(what), time_text,
            f"<b style='color:{'#1f7a3a' if item.passed else '#a4161a'}'>{_e(yes if item.passed else no)}</b>",
        ])
    rounds_table = _table([_tr(QT_TRANSLATE_NOOP("PackResult", "#")), _tr(QT_TRANSLATE_NOOP("PackResult", "Scenario")),
                           _tr(QT_TRANSLATE_NOOP("PackResult", "Result")), _tr(QT_TRANSLATE_NOOP("PackResult", "Time / limit")),
                           _tr(QT_TRANSLATE_NOOP("PackResult", "Passed"))], rows,
                          numeric={0}, widths=[5, 36, 29, 17, 13])
    by_point = result.mistakes_by_point()
    if by_point:
        point_rows = [
            [_e(point_text(label)), str(count),
             _e(", ".join(f"{texts.mistake_title(code)} ×{n}" for code, n in codes.items()))]
            for _, label, count, codes in by_point
        ]
        points = _table([_tr(QT_TRANSLATE_NOOP("PackResult", "Procedure point")), _tr(QT_TRANSLATE_NOOP("PackResult", "Mistakes")),
                         _tr(QT_TRANSLATE_NOOP("PackResult", "Which"))], point_rows, numeric={1}, widths=[30, 12, 58])
    else:
        clean_run = _tr(QT_TRANSLATE_NOOP("PackResult", "No mistakes: every round by the book."))
        points = f"<p>{_e(clean_run)}</p>"
    total_time = _tr(QT_TRANSLATE_NOOP("PackResult", "Total time"))
    rounds_heading = _tr(QT_TRANSLATE_NOOP("PackResult", "Rounds"))
    points_heading = _tr(QT_TRANSLATE_NOOP("PackResult", "Mistakes by procedure point"))
    return (
        f"<html><head><style>{_STYLE}</style></head><body>"
        f"<h1>{_e(shown_pack_title(result.pack_id, result.pack_title))}</h1><p class='sub'>{_e(sub)}</p>"
        f"<p style='font-size: 13pt; color: {colour};'><b>{_e(verdict(result))}</b></p>"
        f"<p class='sub'>{_e(total_time)}: {_e(_clock(result.seconds))}</p>"
        f"<h2>{_e(rounds_heading)}</h2>{rounds_table}"
        f"<p style='font-size: 5pt;'>&nbsp;</p><h2>{_e(points_heading)}</h2>{points}"
        "</body></html>"
    )


def write_pack_result_pdf(result: PackResult, path: str | Path, trainee: str = "", when: datetime | None = None) -> Path:
    """The result as an A4 PDF; raises OSError when the file cannot be written."""
    from trainer.papers.report_pdf import ensure_gui_application

    path = Path(path)
    with open(path, "wb"):  # QPdfWriter fails silently on a bad path
        pass
    ensure_gui_application()
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(18, 15, 18, 12), QPageLayout.Unit.Millimeter)
    writer.setResolution(_DPI)
    writer.setTitle(filled(_tr(QT_TRANSLATE_NOOP("PackResult", "Pack result: %1")), shown_pack_title(result.pack_id, result.pack_title)))
    body = writer.pageLayout().paintRectPixels(_DPI)
    document = QTextDocument()
    document.documentLayout().setPaintDevice(writer)
    document.setPageSize(QSizeF(body.width(), body.height()))
    document.setDocumentMargin(0)
    font = QFont()
    font.setPointSizeF(9.5)
    document.setDefaultFont(font)
    document.setHtml(pack_result_html(result, trainee, when))
    from trainer.papers.report_pdf import keep_rows_together

    keep_rows_together(document)
    document.print_(writer)
    return path


class QtPackResult(QDialog):
    """The pack's result in a window, with *Print to PDF…*."""

    def __init__(self, result: PackResult, *, trainee: str = "", when: datetime | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # pack_result: as self.result it would hide QDialog.result()
        self.pack_result, self.trainee, self.when = result, trainee, when or datetime.now().astimezone()
        self.setWindowTitle(filled(_tr(QT_TRANSLATE_NOOP("PackResult", "Pack result: %1")), shown_pack_title(result.pack_id, result.pack_title)))
        self.resize(760, 620)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setHtml(pack_result_html(result, trainee, self.when))
        layout.addWidget(self.browser, 1)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = QPushButton(_tr(QT_TRANSLATE_NOOP("PackResult", "Print to PDF…")))
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.print_pdf)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def print_pdf(self) -> Path | None:
        name = f"{self.pack_result.pack_id}-{self.when.strftime('%Y%m%d-%H%M')}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, _tr(QT_TRANSLATE_NOOP("PackResult", "Save the pack result as PDF")), name,
                                              _tr(QT_TRANSLATE_NOOP("PackResult", "PDF (*.pdf)")))
        if not path:
            return None
        try:
            written = write_pack_result_pdf(self.pack_result, path, self.trainee, self.when)
        except OSError as error:
            self.note.setText(filled(_tr(QT_TRANSLATE_NOOP("PackResult", "Not written: %1")), f"{path}: {error.strerror or error}"))
            return None
        self.note.setText(filled(_tr(QT_TRANSLATE_NOOP("PackResult", "Written: %1")), str(written)))
        return written
