"""History in the smallest window (1024x700), with pack results: the charts give way (down to
the height at which their axes still read) so the recorded rounds show several rows, and no
chart is drawn over the boxes below it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGroupBox

from tests.storekit import demo_history
from trainer.core.packs.result import DEAL, PackResult, RoundResult
from trainer.store import Store
from trainer.ui.main_window import MainWindow
from trainer.ui.window_sizes import MIN_WINDOW


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path) as opened:
        yield opened


def open_history(qtbot, store, size) -> MainWindow:
    ann = demo_history(store)
    for number in range(3):
        result = PackResult("p", f"Pack {number}", "cosmopol", "exam",
                            (RoundResult("r", "Round", DEAL, True, 30.0, 60.0, ()),), pass_mark=50, pack_rounds=1)
        store.save_pack_result(ann, result)
    window = MainWindow("cosmopol", animation_ms=0, load_shipped_packs=False, store=store, trainee=ann.name)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    bar = window.tabs.tabBar()
    index = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == "History")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: window.tabs.currentIndex() == index and window.tabs.is_built(index))
    return window


def box_titled(page, start: str) -> QGroupBox:
    return next(box for box in page.findChildren(QGroupBox) if box.title().startswith(start))


@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 800)])
def test_the_recorded_rounds_show_several_rows_and_nothing_overlaps(qtbot, store, size):
    window = open_history(qtbot, store, size)
    page = window.tabs.currentWidget()
    qtbot.waitUntil(lambda: page.rounds_table.rowCount() == 40)
    table = page.rounds_table
    rows_shown = table.viewport().height() // table.verticalHeader().defaultSectionSize()
    assert rows_shown >= 3, (size, rows_shown)
    assert page.pack_table.isVisible() and page.pack_table.viewport().height() >= table.verticalHeader().defaultSectionSize()
    # the charts end above the boxes of the next row (a chart squeezed below its minimum
    # was drawn over their titles)
    for chart in (page.mistakes_view, page.trend_view):
        bottom = chart.mapTo(page, QPoint(0, chart.height())).y()
        for title in ("Weakest", "Recorded"):
            assert bottom <= box_titled(page, title).mapTo(page, QPoint(0, 0)).y(), (size, title)
    assert page.height() >= page.minimumSizeHint().height()
