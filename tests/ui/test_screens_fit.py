"""Nothing cut on the screens issue 29 found cut, in all five languages: each text's width
(the widget's own QFontMetrics) against the room its widget gives it.

Spot the error's counter and steps at 1024x700; the status bar's key line from 1024x700
up (on the table and in spot the error: a whole shorter line, never "…"); History's
recorded rounds at 1280x800 (every column but the scenario's title whole) and its speed
axis title; the pack browser's house names."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from trainer.core.packs.load import load_pack
from trainer.store import Store
from trainer.ui.main_window import MainWindow
from trainer.ui.widgets.axis_title import title_room, title_width
from trainer.ui.window_sizes import MIN_WINDOW
from trainer.words import i18n
from tests.storekit import demo_history
from tests.ui.test_history_columns import TITLES
from tests.ui.test_spot_error import SPOT

LANGUAGES = list(i18n.LANGUAGES)
#: room a table cell or tree item keeps around its text (Qt's item margins)
CELL_MARGIN = 6


def show(qtbot, window, size) -> MainWindow:
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    return window


def key_line_fits(window) -> str | None:
    """What is wrong with the key line as it shows now (None: a whole variant that fits)."""
    line = window.key_line
    shown = line.shown_text()
    room = line.contentsRect().width()
    width = line.fontMetrics().horizontalAdvance(shown)
    if shown.endswith("…") or shown not in line.text().split("\x9c"):
        return f"cut: {shown!r}"
    if width > room:
        return f"{shown!r} needs {width}, has {room}"
    return None


@pytest.mark.parametrize("size", [MIN_WINDOW, (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_key_line_is_whole_on_the_table(qtbot, language, size):
    i18n.set_language(language)
    window = show(qtbot, MainWindow("cosmopol", animation_ms=0, load_shipped_packs=False), size)
    assert window.key_line.isVisible()
    assert key_line_fits(window) is None
    if size == (1920, 1080) and language == "en":  # room enough: the whole line
        assert window.key_line.shown_text() == window.key_line.toolTip()


def spot_window(qtbot, language: str, size) -> MainWindow:
    i18n.set_language(language)
    window = MainWindow("cosmopol", load_pack(SPOT), animation_ms=0, load_shipped_packs=False)
    window.flows.spot_play_ms = 20
    return show(qtbot, window, size)


@pytest.mark.parametrize("language", LANGUAGES)
def test_spot_the_error_fits_its_panel_at_the_smallest_window(qtbot, language):
    window = spot_window(qtbot, language, MIN_WINDOW)
    spot = window.flows.spot
    for _ in range(8):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)  # one step each
    spot.panel.steps.setCurrentRow(6)
    qtbot.keyClick(window.view, Qt.Key.Key_M)  # the rule chosen marks step 7
    assert spot.marks
    panel = spot.panel
    counter = panel.position_label
    assert counter.text() and counter.width() <= panel.width()
    assert counter.height() >= counter.heightForWidth(counter.width())  # every wrapped line shown
    for word in counter.text().split():
        assert counter.fontMetrics().horizontalAdvance(word) <= counter.contentsRect().width()
    steps = panel.steps
    assert not steps.horizontalScrollBar().isVisible()
    metrics = QFontMetrics(steps.font())
    for row in range(steps.count()):
        item = steps.item(row)
        for line in item.text().split("\n"):
            assert metrics.horizontalAdvance(line) + CELL_MARGIN <= steps.viewport().width(), line
    assert key_line_fits(window) is None


def history_window(qtbot, tmp_path, language: str, size):
    i18n.set_language(language)
    store = Store.open(tmp_path / "data")
    ann = demo_history(store)
    with sqlite3.connect(store.path) as db:  # pack rounds carry their scenario's title
        ids = [row[0] for row in db.execute("SELECT id FROM rounds ORDER BY id")]
        for number, round_id in enumerate(ids):
            db.execute("UPDATE rounds SET title = ? WHERE id = ?", (TITLES[number % 3], round_id))
    window = show(qtbot, MainWindow("cosmopol", animation_ms=0, load_shipped_packs=False, store=store,
                                    trainee=ann.name), size)
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())  # Table, Drills, History
    qtbot.waitUntil(lambda: type(window.tabs.currentWidget()).__name__ == "QtHistoryView")
    view = window.tabs.currentWidget()
    qtbot.waitUntil(lambda: view.rounds_table.horizontalHeader().sectionSize(1) > 0)
    qtbot.wait(20)
    return store, window, view


@pytest.mark.parametrize("language", LANGUAGES)
def test_historys_rounds_read_whole_at_1280(qtbot, tmp_path, language):
    store, window, view = history_window(qtbot, tmp_path, language, (1280, 800))
    table = view.rounds_table
    header = table.horizontalHeader()
    metrics = QFontMetrics(table.font())
    assert table.rowCount() >= 10
    assert not table.horizontalScrollBar().isVisible()
    for column in range(table.columnCount()):
        if column == 1:  # the scenario's title takes what is left (its tooltip has it whole)
            assert header.sectionSize(column) >= int(table.viewport().width() * 0.14)
            continue
        if table.isColumnHidden(column):  # the House column of rounds all at one house (named in the box's title)
            continue
        room = header.sectionSize(column) - CELL_MARGIN
        for row in range(table.rowCount()):
            text = table.item(row, column).text()
            assert metrics.horizontalAdvance(text) <= room, (column, text)
    store.close()


@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 800)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_speed_axis_title_fits_its_axis(qtbot, tmp_path, language, size):
    store, window, view = history_window(qtbot, tmp_path, language, size)
    chart = view.trend_chart
    seconds = chart.axes(Qt.Orientation.Vertical)[-1]
    qtbot.waitUntil(lambda: chart.plotArea().height() > 0)
    assert seconds.titleText()
    assert title_width(seconds, seconds.titleText()) <= title_room(chart, seconds)
    window.resize(1920, 1080)  # room again: the long wording comes back
    qtbot.waitUntil(lambda: seconds.titleText() == view.tr("seconds per action"))
    store.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pack_browser_shows_house_names_whole(qtbot, language):
    i18n.set_language(language)
    window = show(qtbot, MainWindow("cosmopol", animation_ms=0, load_shipped_packs=True), (1280, 800))
    button = window.toolbar.widgetForAction(window.browse_action)  # Packs…
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: getattr(window, "browser", None) is not None and window.browser.isVisible())
    dialog = window.browser
    qtbot.addWidget(dialog)
    tree = dialog.tree
    metrics = QFontMetrics(tree.font())
    houses = [tree.topLevelItem(i).text(2) for i in range(tree.topLevelItemCount())]
    assert len({house for house in houses if house}) >= 4  # the house packs name their houses
    for house in houses:
        assert metrics.horizontalAdvance(house) + CELL_MARGIN <= tree.columnWidth(2), house
    assert tree.columnWidth(0) >= 250  # the titles keep the most room
