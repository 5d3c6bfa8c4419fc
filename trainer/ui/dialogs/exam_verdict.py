"""The trainee's verdict at the end of an exam on a class station, printable.

What the instructor's side will record, worked out from the same rounds
(:mod:`trainer.classroom.exams`): the pass mark, the time limit, the score, passed / failed /
to review, and each scenario of the pack with its result and time (one HTML page,
:func:`~trainer.papers.exam_papers.verdict_html`, for the window and the PDF)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from trainer.papers.exam_papers import verdict_html, write_verdict_pdf
from trainer.words.names import pack_title
from trainer.words.placeholders import filled


class QtExamVerdict(QDialog):
    """The exam's verdict in a window, with *Print to PDF…*."""

    def __init__(self, result: Any, *, trainee: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.exam_result, self.trainee = result, trainee
        self.setWindowTitle(filled(self.tr("Exam: %1"), pack_title(result.pack)))
        self.resize(720, 600)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)  # never a word cut in two
        self.browser.setHtml(verdict_html(result, trainee))
        layout.addWidget(self.browser, 1)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = QPushButton(self.tr("Print to PDF…"))
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(lambda: self.print_pdf())
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def print_pdf(self, path: str | None = None) -> Path | None:
        if path is None:
            name = f"exam-{self.exam_result.pack}-{self.exam_result.at.strftime('%Y%m%d-%H%M')}.pdf"
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the exam's verdict as PDF"), name, self.tr("PDF (*.pdf)"))
        if not path:
            return None
        try:
            written = write_verdict_pdf(self.exam_result, path, self.trainee)
        except OSError as error:
            self.note.setText(filled(self.tr("Not written: %1"), f"{path}: {error.strerror or error}"))
            return None
        except Exception as error:  # a PackError: the path is the progress database, a FIFO, a device
            self.note.setText(filled(self.tr("Not written: %1"), str(error)))
            return None
        self.note.setText(filled(self.tr("Written: %1"), str(written)))
        return written
