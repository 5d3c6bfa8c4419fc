"""The PDF report's tables break a cell's text only between words: no heading split as
"Mistake" over "s", no "training" as "trainin" over "g", no date cut inside. The document
the PDF is painted from is read back after its layout."""

from __future__ import annotations

from PySide6.QtGui import QTextTable

from tests.storekit import MONDAY, demo_history, save_real_round
from trainer.store import Store
from trainer.papers import report_pdf


def _cells(document):
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            for row in range(frame.rows()):
                for column in range(frame.columns()):
                    yield frame.cellAt(row, column)


def _words_cut(cell) -> list[str]:
    """The lines of a cell that begin inside a word (the text before them)."""
    cut = []
    block = cell.firstCursorPosition().block()
    end = cell.lastCursorPosition().block()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for index in range(1, layout.lineCount()):
            start = layout.lineAt(index).textStart()
            if start > 0 and not text[start - 1].isspace():
                cut.append(text)
        if block == end:
            break
        block = block.next()
    return cut


def test_no_table_cell_of_the_report_is_cut_inside_a_word(tmp_path, qapp, monkeypatch):
    laid_out = []
    real_keep = report_pdf.keep_rows_together

    def keep_and_look(document, *args, **kwargs):  # the real layout step, then read the document
        real_keep(document, *args, **kwargs)
        laid_out.append(document)

    monkeypatch.setattr(report_pdf, "keep_rows_together", keep_and_look)
    with Store.open(tmp_path / "data") as store:
        demo_history(store, "Ann")
        # a shipped pack with a long title squeezes the Sessions table's narrow columns
        session = store.start_session("Ann", "cosmopol", pack="side-bets", started=MONDAY)
        save_real_round(store, session, 3, (), MONDAY)
        pdf = tmp_path / "ann.pdf"
        report_pdf.write_pdf(store, store.trainee("Ann"), pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    (document,) = laid_out
    cells = list(_cells(document))
    assert len(cells) > 50
    assert [text for cell in cells for text in _words_cut(cell)] == []
