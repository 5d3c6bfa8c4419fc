"""The view on the table scene: scales the table to fit, hands keys to the window, and
carries the keyboard help overlay."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QLabel, QScrollArea, QVBoxLayout, QWidget


class QtHelpOverlay(QFrame):
    """Keys and clicks, over the table (F1 or ? shows and hides it).

    The overlay is sized to its text at the view's width; when that is taller than the
    view (a small window, a 200 % scale) the text gets smaller, down to
    :attr:`SMALLEST_FONT_PX`, and past that it scrolls: the last row is always reachable."""

    STYLE = ("#helpOverlay { background: rgba(10, 18, 14, 225); border: 2px solid #e8c25a; border-radius: 14px; }"
             "QScrollArea, QScrollArea > QWidget#qt_scrollarea_viewport, #helpBody { background: transparent; }"
             "QLabel { color: #f4ecd2; font-size: %dpx; }")
    FONT_PX, SMALLEST_FONT_PX = 15, 11

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("helpOverlay")
        self.setStyleSheet(self.STYLE % self.FONT_PX)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 12, 18)
        self.label = QLabel()
        self.label.setObjectName("helpBody")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setContentsMargins(0, 0, 12, 0)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.label)
        self.scroll_area.viewport().setAutoFillBackground(False)
        layout.addWidget(self.scroll_area)
        self.hide()

    def set_html(self, html: str) -> None:
        self.label.setText(html)

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(min(760, parent.width() - 40), 200)
        available = max(parent.height() - 20, 100)
        layout = self.layout()
        assert layout is not None  # the box __init__ lays the overlay out in
        margins = layout.contentsMargins()
        chrome = margins.top() + margins.bottom() + 2 * self.frameWidth() + 4
        text_width = width - margins.left() - margins.right() - 2 * self.frameWidth() - self.label.contentsMargins().right()
        for size in range(self.FONT_PX, self.SMALLEST_FONT_PX - 1, -1):
            self.setStyleSheet(self.STYLE % size)
            self.label.ensurePolished()
            needed = self.label.heightForWidth(text_width) + chrome
            if needed <= available:
                break
        self.setFixedSize(width, min(needed, available))
        self.move((parent.width() - self.width()) // 2, max(10, (parent.height() - self.height()) // 2))

    def last_row_visible(self) -> bool:
        """Whether the help's end is on screen (or reachable by its scroll bar)."""
        bar = self.scroll_area.verticalScrollBar()
        return self.label.height() <= self.scroll_area.viewport().height() or bar.maximum() > 0


class QtTableView(QGraphicsView):
    """Shows the whole table, scaled to the widget; keys go to ``key_handler`` first."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#1b1410"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        # the help overlay (a style sheet, a scroll area, rich text) is made when first
        # shown or asked for: building it cost a tenth of the first frame's time
        self._help: QtHelpOverlay | None = None
        self._help_html = ""

    @property
    def help(self) -> QtHelpOverlay:
        if self._help is None:
            self._help = QtHelpOverlay(self)
            self._help.set_html(self._help_html)
        return self._help

    def set_help_html(self, html: str) -> None:
        self._help_html = html
        if self._help is not None:
            self._help.set_html(html)

    def help_shown(self) -> bool:
        return self._help is not None and self._help.isVisible()

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 - Qt's name
        super().setScene(scene)
        self.fit()

    def fit(self) -> None:
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()
        if self.help_shown():
            self.help.place()

    def toggle_help(self, visible: bool | None = None) -> None:
        show = not self.help_shown() if visible is None else visible
        if show:
            self.help.place()
            self.help.show()
            self.help.raise_()
        elif self._help is not None:
            self._help.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        # the scene's work that can wait (cards drawn at the size a crowded table shrinks
        # to next) runs once this frame is shown, in the pause before the next click
        scene = self.scene()
        if hasattr(scene, "after_paint") and scene.after_paint is not None:  # a QtTableScene with work waiting
            later, scene.after_paint = scene.after_paint, None
            QTimer.singleShot(0, scene, later)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next_: bool) -> bool:  # noqa: N802
        # Tab and Shift+Tab move the bet selection on the table, not the focus.
        return False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            # plain letter and digit keys belong to the table while it has the focus
            if not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
                event.accept()
                return True
        return super().event(event)
