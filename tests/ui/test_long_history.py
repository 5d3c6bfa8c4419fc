"""Years of rounds on the screens: History reads its rounds a page at a time as the
table is scrolled, its charts show the latest periods, and the Skills tab opens on a
history recorded in a time zone other than UTC (real recorded data)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.storekit import demo_history, fill_history
from trainer.core.practice.review import card_of
from trainer.core.practice.skills import load_skill_book, status_of
from trainer.progress.skills import exercises, tracks
from trainer.store import Store
from trainer.ui.pages.history_view import CHART_PERIODS, ROUNDS_PAGE, QtHistoryView
from trainer.ui.pages.skills_view import QtSkillsView


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path) as opened:
        yield opened


def test_history_pages_through_its_rounds_as_the_table_is_scrolled(qtbot, store):
    ann = fill_history(store, "Ann", 2 * ROUNDS_PAGE + 30, per_day=20)
    view = QtHistoryView(store, ann)
    qtbot.addWidget(view)
    view.resize(1280, 820)
    view.show()
    qtbot.waitExposed(view)
    table = view.rounds_table
    assert table.rowCount() == ROUNDS_PAGE and view.can_fetch_more_rounds()
    every = store.rounds(ann)
    assert table.item(0, 0).data(Qt.ItemDataRole.UserRole) == every[-1].id  # the latest first
    table.setFocus()
    for _ in range(3):  # Ctrl+End: the last row, and the table scrolls down to it
        qtbot.keyClick(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: table.rowCount() == len(every))
    assert not view.can_fetch_more_rounds()
    shown = [table.item(row, 0).data(Qt.ItemDataRole.UserRole) for row in range(table.rowCount())]
    assert shown == [r.id for r in reversed(every)]  # each once, in order across the pages
    assert "230 rounds" in view.summary.text()


def test_the_charts_show_the_latest_days(qtbot, store):
    ann = fill_history(store, "Ann", 400, per_day=5)  # 80 days
    view = QtHistoryView(store, ann)
    qtbot.addWidget(view)
    view.period.setCurrentIndex(view.period.findData("day"))
    days = list(store.mistakes_per_code(ann, by="day"))
    assert len(days) == 80
    categories = view.mistakes_chart.axes(Qt.Orientation.Horizontal)[0].categories()
    assert len(categories) == CHART_PERIODS["day"]
    assert list(store.mistakes_per_code(ann, by="day", last=CHART_PERIODS["day"])) == days[-CHART_PERIODS["day"]:]


def test_skills_open_on_a_history_recorded_outside_utc(qtbot, store):
    ann = demo_history(store)  # recorded at +01:00, as a Stockholm machine records
    view = QtSkillsView(store, ann, "cosmopol")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    assert view.tiles  # before the fix: "datetime must be timezone-aware and set to UTC"
    # the kept tracks say what the whole history says
    skills = load_skill_book().skills_for("cosmopol", ann.name)
    history = exercises(store, ann, "cosmopol")
    kept = tracks(store, ann, skills, "cosmopol")
    for skill_id, done in history.items():
        assert kept[skill_id].status(skills[skill_id]) == status_of(skills[skill_id], done)
        assert kept[skill_id].review_card().due == card_of(skills[skill_id], done).due


def test_the_window_shows_an_old_database_being_brought_up_to_date(qtbot, tmp_path):
    from PySide6.QtWidgets import QProgressDialog, QWidget

    from tests.test_store_upgrade import unpack
    from trainer.store import SCHEMA_VERSION
    from trainer.ui.trainee_progress import upgrade_shown

    path = unpack(tmp_path)  # the previous release's file, 3,400 rounds
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    with upgrade_shown(window):
        with Store(path) as store:
            assert store.schema_version == SCHEMA_VERSION
        [dialog] = window.findChildren(QProgressDialog)
        assert dialog.value() == dialog.maximum() > 3400  # every round and answer, counted as it went
        assert "up to date" in dialog.labelText()
