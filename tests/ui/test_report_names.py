"""The PDF report names houses, packs and mistakes for people, leaves out empty
sessions, and never cuts a table row across two pages."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QTextDocument

from tests.storekit import MONDAY, demo_history
from trainer.core.procedure.mistakes import ALL_CODES
from trainer.progress.report import trainee_report
from trainer.store import Store
from trainer.words import window_texts as texts
from trainer.papers.page_layout import _rows_across_pages, keep_rows_together
from trainer.papers.report_pdf import report_html


def _report(tmp_path):
    store = Store.open(tmp_path)
    ann = demo_history(store)
    empty_at = MONDAY + timedelta(days=40)
    empty = store.start_session(ann, "swiss", "training", "dealing-order", started=empty_at)
    store.end_session(empty, empty_at + timedelta(minutes=1))
    played = store.start_session(ann, "swiss", "training", "dealing-order", started=empty_at + timedelta(hours=1))
    store.save_drill_answer(ann, "blackjack", "swiss", 100, 150, 150, True, 3.0, at=empty_at + timedelta(hours=1), session_id=played)
    return store, ann, trainee_report(store, ann), empty_at


def test_names_instead_of_ids_and_no_empty_session(tmp_path, qapp):
    store, ann, report, empty_at = _report(tmp_path)
    document = QTextDocument()
    document.setHtml(report_html(report, datetime(2024, 6, 1).astimezone()))
    text = document.toPlainText()
    assert "Casino Cosmopol" in text and "Swiss" in text
    assert "dealing-order" not in text and "cosmopol" not in text  # titles and names, not ids
    for code, _ in report.codes:
        assert texts.mistake_title(code) in text
    assert not any(code in text for code in ALL_CODES)
    stamps = " ".join(text.split())  # a session's day and time are two lines of its cell
    assert empty_at.strftime("%Y-%m-%d %H:%M") not in stamps  # no rounds, no drills: left out
    assert (empty_at + timedelta(hours=1)).strftime("%Y-%m-%d %H:%M") in stamps  # drills only: kept
    store.close()


def test_no_table_row_is_cut_by_a_page_break(tmp_path, qapp):
    store, ann, report, _ = _report(tmp_path)
    document = QTextDocument()
    document.setPageSize(QSizeF(420, 260))  # small pages: many rows would be cut
    document.setHtml(report_html(report, datetime(2024, 6, 1).astimezone()))
    assert _rows_across_pages(document), "the check needs rows that a page break cuts"
    pages = document.pageCount()
    keep_rows_together(document)
    assert _rows_across_pages(document) == []
    assert document.pageCount() >= pages
    store.close()
