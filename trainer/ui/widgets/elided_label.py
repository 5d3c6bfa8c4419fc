"""A one-line label that ends in "…" when its text is wider than its room, with the whole
text as its tooltip: the status bar's key line at a small window, which otherwise sets
the window's minimum width or is cut mid-word.

A text may hold length variants, longest first, between U+009C marks (Qt's convention):
the label shows the first variant that fits, and only the last is ever cut; the tooltip
is the first."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: Qt's mark between length variants of one text.
VARIANTS = "\x9c"


class QtElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setToolTip(self.whole_text())

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setToolTip(self.whole_text())

    def whole_text(self) -> str:
        """The text's longest variant (the text itself when it has one)."""
        return self.text().split(VARIANTS)[0]

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(0, super().minimumSizeHint().height())

    def shown_text(self) -> str:
        """The text as drawn at the label's width: the first variant that fits, else the
        last ending in … (elidedText chooses among the variants itself)."""
        room = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(room, 0))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(self.alignment() | Qt.AlignmentFlag.AlignVCenter), self.shown_text())
        painter.end()
