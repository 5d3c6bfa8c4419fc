"""Room for accents in tab labels.

Fusion gives a tab's label a rectangle a little lower than the font's line height (12
pixels for the 14-pixel line of the default 9 pt Sans) and the label is clipped to it.
The ink of a capital with an accent or a descender reaches past the font's ascent and
descent: in the unselected tabs (drawn 2 pixels lower) the dots of "Ü", the hook of "Č"
and "ř" and the tail of "g" were cut off ("Ubungen" for "Übungen"). This proxy style
gives the label the height of its own ink, centred where Fusion put it; the tab's size
and look are unchanged.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QStyleOptionTab, QWidget

#: the taller capitals and descenders of the window's languages ("ÅÄÖ", "Ü", "ČŘŠŽ", "gjpy").
INK_SAMPLE = "ÅÄÖÜČŘŠŽÉřgjpyq"


class TabTextRoomStyle(QProxyStyle):
    """The current style, with tab label rectangles tall enough for their letters."""

    def subElementRect(self, element: QStyle.SubElement, option: QStyleOption, widget: QWidget | None = None) -> QRect:  # noqa: N802 - Qt's name
        rect = super().subElementRect(element, option, widget)  # type: ignore[arg-type]  # Qt's default is no widget: the stub wants one
        if element != QStyle.SubElement.SE_TabBarTabText or not isinstance(option, QStyleOptionTab):
            return rect
        metrics = option.fontMetrics if widget is None else QFontMetrics(widget.font())
        ink = metrics.boundingRect(INK_SAMPLE + option.text).height()
        missing = ink - rect.height()
        if missing <= 0:
            return rect
        above = (missing + 1) // 2
        return rect.adjusted(0, -above, 0, missing - above)


def install(app: QApplication) -> None:
    """Wrap the application's style once (a style set later by the user replaces it)."""
    if isinstance(app.style(), TabTextRoomStyle):
        return
    app.setStyle(TabTextRoomStyle(app.style().name()))
