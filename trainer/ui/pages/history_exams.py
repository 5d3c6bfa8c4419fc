"""A trainee's own exam attempts in History, beside the packs played through (a class
station): each attempt with its date, exam, house, clean of the pack's rounds and verdict;
a double-click opens the attempt's verdict (printable), as the station showed it at the end."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QTableWidgetItem

from trainer.words.messages import QT_TRANSLATE_NOOP, date_text, translate
from trainer.words.names import pack_title
from trainer.words.placeholders import filled


def _tr(text: str) -> str:
    return translate("HistoryExams", text)


def add_exam_rows(view: Any, results: list[Any]) -> None:
    """The attempts under the pack results of ``view`` (a QtHistoryView), the latest first."""
    from trainer.papers.exam_papers import house_text

    table = view.pack_table
    view.exam_rows = {}
    verdicts = {"passed": _tr(QT_TRANSLATE_NOOP("HistoryExams", "passed")),
                "failed": _tr(QT_TRANSLATE_NOOP("HistoryExams", "failed")),
                "to review": _tr(QT_TRANSLATE_NOOP("HistoryExams", "to review"))}
    for result in sorted(results, key=lambda e: e.at, reverse=True):
        row = table.rowCount()
        table.insertRow(row)
        cells = (date_text(result.at, with_time=True), filled(_tr(QT_TRANSLATE_NOOP("HistoryExams", "Exam: %1")), pack_title(result.pack)),
                 house_text(result.house, result.pack), f"{result.clean_rounds} / {result.rounds}", verdicts[result.verdict])
        for column, text in enumerate(cells):
            table.setItem(row, column, QTableWidgetItem(text))
        colour = "#1f7a3a" if result.passed else ("#8a5a00" if result.to_review else "#b3261e")
        table.item(row, 4).setForeground(QColor(colour))
        view.exam_rows[row] = result
    view.pack_columns.fit()
    view.packs_box.setVisible(table.rowCount() > 0)


def open_exam_verdict(view: Any, result: Any) -> Any:
    from trainer.ui.dialogs.exam_verdict import QtExamVerdict

    dialog = QtExamVerdict(result, trainee=getattr(view, "_name", ""), parent=view)
    view.result_dialogs.append(dialog)
    dialog.finished.connect(lambda *_: view.result_dialogs.remove(dialog) if dialog in view.result_dialogs else None)
    dialog.open()
    return dialog
