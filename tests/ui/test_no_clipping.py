"""Nothing clipped in any language: German and Dutch run long.

The main screens (the table, Drills, History, House) are rendered at 1280x800 in every language,
and every visible button, check box, one-line label and panel title must fit its widget
(its text measured with the widget's own QFontMetrics, against its width)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QGroupBox, QLabel, QPushButton, QToolButton, QWidget

from trainer.words import i18n
from trainer.store import Store
from trainer.ui.main_window import MainWindow

SCREENS = {"table": 0, "drills": 1, "history": 2, "house": 4}
#: the page each tab shows once built (Drills, History and House are built when first shown).
SCREENS_CLASS = {"table": "QWidget", "drills": "QtDrillTab", "history": "QtHistoryView", "house": "QtHousePage"}
HOUSE_OF = {"en": "cosmopol", "sv": "cosmopol", "de": "swiss", "nl": "holland", "cs": "czech"}


def clipped(root: QWidget) -> list[str]:
    """Every visible widget under ``root`` whose one-line text is wider than the widget."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 1:
            continue
        if isinstance(widget, QGroupBox) and widget.title():
            need = widget.fontMetrics().horizontalAdvance(widget.title().replace("&", "")) + 16
            text = widget.title()
        elif isinstance(widget, (QPushButton, QCheckBox, QToolButton)) and widget.text():
            need = widget.sizeHint().width() if isinstance(widget, QPushButton) else \
                widget.fontMetrics().horizontalAdvance(widget.text().replace("&", ""))
            text = widget.text()
        elif isinstance(widget, QLabel) and widget.text() and not widget.wordWrap() and "<" not in widget.text():
            need = max(widget.fontMetrics().horizontalAdvance(line) for line in widget.text().split("\n"))
            need += widget.contentsMargins().left() + widget.contentsMargins().right() + 2 * widget.margin()
            text = widget.text()
        else:
            continue
        if need > widget.width():
            found.append(f"{type(widget).__name__} {text!r}: needs {need}, has {widget.width()}")
    return found


def open_window(qtbot, tmp_path, language: str):
    """The main window in ``language`` at 1280x800, on its house, with the shipped packs and
    a trainee whose name has accents; returns (its progress store, the window)."""
    i18n.set_language(language)
    store = Store.open(tmp_path / "data")
    window = MainWindow(HOUSE_OF[language], load_shipped_packs=True, store=store, trainee="Jürgen Weiß")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return store, window


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_main_screens_fit_in_every_language(qtbot, language, tmp_path):
    store, window = open_window(qtbot, tmp_path, language)
    assert window.tabs.count() >= len(SCREENS)
    problems = []
    for name, index in SCREENS.items():
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: type(window.tabs.currentWidget()).__name__ == SCREENS_CLASS[name])
        qtbot.wait(10)
        page = window.tabs.currentWidget()
        checked = [w for w in page.findChildren(QAbstractButton) if w.isVisibleTo(page)]
        assert len(checked) >= 2, name
        problems += [f"{name}: {problem}" for problem in clipped(page)]
    problems += [f"toolbar: {problem}" for problem in clipped(window.toolbar)]
    assert window.width() == 1280
    assert problems == []
    store.close()
