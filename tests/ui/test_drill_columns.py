"""The Drills tab's statistics name every kind in full in every language, at 1024 wide:
long number headers ("Nauwkeurigheid" over "75%") give way instead (elided, whole in
their tooltips)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.words import i18n
from trainer.core.game.rules import load_house
from trainer.ui.pages.drill_tab import QtDrillTab


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_kind_name_shows_whole(qtbot, language):
    i18n.set_language(language)
    tab = QtDrillTab(load_house("holland"), seed=3)
    qtbot.addWidget(tab)
    tab.resize(1000, 640)  # the tab's room in a 1024 x 700 window
    tab.show()
    qtbot.waitExposed(tab)
    for _ in range(25):  # real typing: a wrong answer each time, so every kind met gets a row
        qtbot.keyClicks(tab.amount_edit, "1")
        qtbot.keyClick(tab.amount_edit, Qt.Key.Key_Return)
    table = tab.stats_table
    assert table.rowCount() >= 4
    header = table.horizontalHeader()
    assert header.sectionSize(0) >= table.sizeHintForColumn(0)  # no kind name elided
    for column in range(1, table.columnCount()):
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)  # the figures show
        assert table.horizontalHeaderItem(column).toolTip() == table.horizontalHeaderItem(column).text()
    assert sum(header.sectionSize(c) for c in range(table.columnCount())) <= table.viewport().width()
