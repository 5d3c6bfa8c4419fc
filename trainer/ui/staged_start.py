"""A window that paints its first frame before it is built (``trainer gui``): the build
runs one event-loop turn after the table view's first paint, and what the trainee does
on the first frame (a key, a dealer's button, a toolbar command) is kept and carried out
once the table is built and the round dealt, in the order it was done: nothing is lost
and nothing reaches a table that is not there yet."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

T = TypeVar("T")

#: a window never shown (or never painted) is still built after this long.
LATEST_MS = 500


class StagedStart(QObject):
    """The build of ``window``, waiting for the first paint of ``viewport``."""

    def __init__(self, window: QObject, viewport: QWidget) -> None:
        super().__init__(window)
        self.viewport = viewport
        #: whether the build has run (before it, commands wait).
        self.built = False
        #: called with the exception when the build fails (None: it is raised); the
        #: command says it in one line and ends (trainer.commands.gui).
        self.on_error: Callable[[Exception], None] | None = None
        self._build: Callable[[], None] | None = None
        self._waiting: list[Callable[[], Any]] = []

    def build_after_first_frame(self, build: Callable[[], None]) -> None:
        """Run ``build`` one turn after the viewport's first paint (a turn later, not in
        the paint: the frame reaches the screen first)."""
        self._build = build
        self.viewport.installEventFilter(self)
        QTimer.singleShot(LATEST_MS, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and watched is self.viewport and self._build is not None:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._run)
        return super().eventFilter(watched, event)

    def _run(self) -> None:
        build, self._build = self._build, None
        if build is None:
            return
        try:
            build()
        except Exception as error:  # in an event-loop slot: nobody above to catch it
            if self.on_error is None:
                raise
            self.on_error(error)

    def cancel(self) -> None:
        """The window closed on its first frame: it is not built after all."""
        self._build = None

    def when_built(self, command: Callable[..., T], *args: Any) -> T | None:
        """Carry ``command`` out now, or once the table is built and dealt."""
        if self.built:
            return command(*args)
        self._waiting.append(lambda: command(*args))
        return None

    def keep_key(self, event: QKeyEvent, handler: Callable[[QKeyEvent], bool]) -> bool:
        """A key pressed on the first frame, for ``handler`` once the round is dealt (a
        copy: Qt reuses the event)."""
        copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text(), event.isAutoRepeat(), event.count())
        self._waiting.append(lambda: handler(copy))
        return True

    def finished(self) -> None:
        """The build has run: what waited is carried out, in its order."""
        self.built = True
        waiting, self._waiting = self._waiting, []
        for command in waiting:
            command()
