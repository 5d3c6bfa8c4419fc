"""No accent or descender is cut off: the dots of "Ü", the hooks of "Č" and "ř", the
ring of "Å" and the tail of "g" stay inside the rectangle their widget draws them in.

Widths are checked by test_no_clipping; this checks heights, with the ink of the text
(QFontMetrics.boundingRect, which reaches past the font's ascent and descent) against
the rectangle the text is drawn and clipped in: a tab's label rectangle (from the style),
the whole widget for buttons and one-line labels."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QStyle, QStyleOptionTab, QTabBar, QWidget

from trainer.ui.widgets.tab_text_room import TabTextRoomStyle

from tests.ui.test_no_clipping import open_window

#: the languages whose letters reach above a capital or below the line
ACCENTED = ("sv", "de", "cs")


def _label_rects(bar: QTabBar) -> list[tuple[str, int, int]]:
    """(label, ink height, label rectangle height) of every tab of ``bar`` in its style."""
    found = []
    for index in range(bar.count()):
        option = QStyleOptionTab()
        bar.initStyleOption(option, index)
        rect = bar.style().subElementRect(QStyle.SubElement.SE_TabBarTabText, option, bar)
        found.append((bar.tabText(index), bar.fontMetrics().boundingRect(bar.tabText(index)).height(), rect.height()))
    return found


def cut_off(root: QWidget) -> list[str]:
    """Visible buttons, check boxes and one-line labels whose text's ink is taller than the widget."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, (QPushButton, QCheckBox)) and widget.text():
            text = widget.text().replace("&", "")
        elif isinstance(widget, QLabel) and widget.text() and not widget.wordWrap() and "<" not in widget.text():
            text = widget.text()
        else:
            continue
        ink = max(widget.fontMetrics().boundingRect(line).height() for line in text.split("\n") if line) if text.strip() else 0
        if ink > widget.height():
            found.append(f"{type(widget).__name__} {text!r}: ink {ink}, height {widget.height()}")
    return found


@pytest.mark.parametrize("language", ACCENTED)
def test_tab_labels_have_room_for_their_accents(qtbot, tmp_path, language):
    store, window = open_window(qtbot, tmp_path, language)
    bar = window.tabs.tabBar()
    base = bar.style()
    bar.setStyle(TabTextRoomStyle(base.name()))  # what trainer.ui.app.application() installs
    try:
        rects = _label_rects(bar)
        assert len(rects) >= 3
        assert [(label, ink, height) for label, ink, height in rects if ink > height] == []
    finally:
        bar.setStyle(None)
    store.close()


def test_the_plain_style_clips_an_umlaut(qtbot, tmp_path):
    """The cause the proxy style mends: Fusion's label rectangle is lower than "Übungen"."""
    store, window = open_window(qtbot, tmp_path, "de")
    bar = window.tabs.tabBar()
    labels = {label: (ink, height) for label, ink, height in _label_rects(bar)}
    if bar.style().name().lower() != "fusion":
        pytest.skip(f"measured for Fusion, the style here is {bar.style().name()}")
    ink, height = labels["Übungen"]
    assert ink > height
    store.close()


@pytest.mark.parametrize("language", ACCENTED)
def test_buttons_and_labels_have_room_for_their_accents(qtbot, tmp_path, language):
    store, window = open_window(qtbot, tmp_path, language)
    problems = []
    for index in range(3):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible())
        qtbot.wait(10)
        problems += [f"tab {index}: {problem}" for problem in cut_off(window.tabs.currentWidget())]
    problems += [f"toolbar: {problem}" for problem in cut_off(window.toolbar)]
    assert problems == []
    store.close()
