"""History's tables fit their box in every language: the Scenario column keeps a fair share
(German once left it a sliver, "ena" of "Szenario"), the numbers keep their digits, and at
1280x800 nothing scrolls sideways. The drill line and the accuracy speak the language."""

from __future__ import annotations

import sqlite3

import pytest

from tests.storekit import demo_history
from trainer.words import i18n
from trainer.words.names import house_name
from trainer.store import Store
from trainer.ui.pages.history_view import QtHistoryView
from trainer.ui.widgets.table_columns import LEAST_SHARE, MAIN_SHARE, SHRUNK_WIDTH

TITLES = ["Insurance and even money at the Cosmopol", "Split aces, one card each", "Three sevens on a full box"]
SCENARIO, NUMBERS = 1, (4, 5, 6)


def history_with_titles(qtbot, tmp_path, size):
    store = Store.open(tmp_path)
    ann = demo_history(store)
    with sqlite3.connect(store.path) as db:  # pack rounds carry their scenario's title
        ids = [row[0] for row in db.execute("SELECT id FROM rounds ORDER BY id")]
        for number, round_id in enumerate(ids):
            db.execute("UPDATE rounds SET title = ? WHERE id = ?", (TITLES[number % 3], round_id))
    view = QtHistoryView(store, ann)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    table = view.rounds_table
    qtbot.waitUntil(lambda: table.horizontalHeader().sectionSize(SCENARIO) > 0)
    return store, view, table


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_scenario_column_keeps_its_share(qtbot, tmp_path, language, size):
    i18n.set_language(language)
    store, view, table = history_with_titles(qtbot, tmp_path, size)
    header = table.horizontalHeader()
    available = table.viewport().width()
    scenario = header.sectionSize(SCENARIO)
    assert scenario >= header.sectionSizeFromContents(SCENARIO).width()  # its header is never cut
    if scenario < int(available * MAIN_SHARE) - 1:
        # less than its share only where that lets every other column read whole
        assert scenario >= int(available * LEAST_SHARE) - 1
        for column in range(table.columnCount()):
            if column != SCENARIO and not table.isColumnHidden(column):
                assert header.sectionSize(column) >= max(header.sectionSizeFromContents(column).width(),
                                                          table.sizeHintForColumn(column))
    for column in NUMBERS:  # the digits always show
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)
    # every round of the demo was dealt at one house: no House column, the box's title names it
    assert table.isColumnHidden(2) and house_name("cosmopol") in view.rounds_box.title()
    for column in range(table.columnCount()):
        if not table.isColumnHidden(column):
            assert header.sectionSize(column) >= min(SHRUNK_WIDTH // 2, table.sizeHintForColumn(column))
    if size == (1280, 800):
        assert sum(header.sectionSize(c) for c in range(table.columnCount())) <= available
    # a narrowed text keeps its whole wording in the tooltip
    assert table.item(0, 2).toolTip() == table.item(0, 2).text()
    store.close()


def test_the_columns_follow_a_resize(qtbot, tmp_path):
    i18n.set_language("de")
    store, view, table = history_with_titles(qtbot, tmp_path, (1024, 700))
    narrow = table.horizontalHeader().sectionSize(SCENARIO)
    view.resize(1600, 900)
    qtbot.waitUntil(lambda: table.horizontalHeader().sectionSize(SCENARIO) > narrow)
    store.close()


def test_drill_line_and_accuracy_in_german(qtbot, tmp_path):
    i18n.set_language("de")
    store, view, table = history_with_titles(qtbot, tmp_path, (1280, 800))
    drills = view.drills_label.text()
    assert drills and "right" not in drills and "richtig" in drills
    assert "blackjack" not in drills  # the kind by its name, not its code
    summary = view.summary.text()
    assert "Handlungen richtig" in summary and "actions" not in summary
    assert any(part.endswith(" %") and "," in part for part in summary.split(" von ")[0].split(" · "))
    store.close()


def test_rounds_at_two_houses_show_the_house_column(qtbot, tmp_path):
    store, view, table = history_with_titles(qtbot, tmp_path, (1024, 700))
    with sqlite3.connect(store.path) as db:
        db.execute("UPDATE round_facts SET house = 'swiss' WHERE round_id = (SELECT MAX(round_id) FROM round_facts)")
    view.refresh()
    assert not table.isColumnHidden(2)
    assert table.horizontalHeader().sectionSize(2) > 0
    store.close()
