"""A word-wrapped label in a column of fixed width (the side panel) whose new text leaves
the window's layout alone while the text wraps to the same height.

A plain QLabel asks its parents to lay out again on every new text: in the side panel
that laid the whole window out again, about half a millisecond, on every click that
selects a bet. Qt skips that for a widget of fixed size, so this label pins its size to
the width the layout gave it and the height its text wraps to, and changes the pin (one
layout) only when a text needs another height or the layout another width."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class QtSteadyLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        #: the width the layout gave before the label pinned it (None: not laid out yet).
        self._room: int | None = None

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text == self.text():
            return
        super().setText(text)
        self._pin()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self._room is None and event.size().width() > 0:
            self._room = event.size().width()
            self._pin()

    def _pin(self) -> None:
        if self._room is None:
            return  # laid out with the window; pinned then
        height = self._wrapped_height() if self.text() else 0
        if (self.minimumWidth(), self.maximumWidth()) != (self._room, self._room):
            self.setFixedWidth(self._room)
        if (self.minimumHeight(), self.maximumHeight()) != (height, height):
            self.setFixedHeight(height)

    def _wrapped_height(self) -> int:
        """The height the text wraps to at the pinned width, as QLabel works it out
        (its own heightForWidth never answers less than the pinned minimum)."""
        assert self._room is not None  # _pin asks once the room is known
        margins = self.contentsMargins()
        extra = 2 * self.margin()
        width = self._room - extra - margins.left() - margins.right()
        flags = int(self.alignment().value) | Qt.TextFlag.TextWordWrap.value
        text = self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), flags, self.text())
        return text.height() + extra + margins.top() + margins.bottom()
