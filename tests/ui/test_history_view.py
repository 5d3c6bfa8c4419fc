"""The history view and the replay view, with real recorded rounds (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtCharts import QLineSeries, QStackedBarSeries
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tests.storekit import HOUSE, MONDAY, demo_history, save_real_round
from trainer.core.procedure import mistakes as M
from trainer.store import Store
from trainer.words import window_texts as texts
from trainer.ui.pages.history_view import QtHistoryView
from trainer.ui.pages.replay_view import MISTAKE_ROLE, QtReplayView
from trainer.words.messages import RULES


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path) as opened:
        yield opened


@pytest.fixture
def history(store):
    return store, demo_history(store)


def bar_sets(view: QtHistoryView):
    [series] = [s for s in view.mistakes_chart.series() if isinstance(s, QStackedBarSeries)]
    return {bar_set.label(): [bar_set.at(i) for i in range(bar_set.count())] for bar_set in series.barSets()}


def test_history_view_builds_with_data(qtbot, history):
    store, ann = history
    view = QtHistoryView(store, ann)
    qtbot.addWidget(view)
    view.resize(1280, 820)
    view.show()
    qtbot.waitExposed(view)

    assert "Ann Lindqvist" in view.title.text()
    assert view.by == "week"
    # mistakes per code: one stacked bar per week, one bar set per code that occurred
    per_code = store.mistakes_per_code(ann, by="week")
    sets = bar_sets(view)
    codes = {code for counts in per_code.values() for code in counts}
    by_name = {texts.mistake_title(code): code for code in codes}  # bars are named for people, not by code
    assert set(sets) == set(by_name) and len(by_name) == len(codes)
    for name, values in sets.items():
        assert values == [float(per_code[week].get(by_name[name], 0)) for week in per_code]
    # trends: accuracy, clean rounds, drills, speed; one point per week
    lines = {s.name(): s for s in view.trend_chart.series() if isinstance(s, QLineSeries)}
    assert set(lines) == {"actions right", "rounds without a mistake", "payout drills right", "seconds per action"}
    trend = store.accuracy_trend(ann, by="week")
    accuracy = lines["actions right"]
    assert [accuracy.at(i).y() for i in range(accuracy.count())] == pytest.approx([100 * p.accuracy for p in trend])
    speed = lines["seconds per action"]
    assert [speed.at(i).y() for i in range(speed.count())] == pytest.approx([p.seconds_per_action for p in trend])
    # the weakest points, the worst first
    weak = store.weakest_points(ann)
    assert view.weak_table.rowCount() == len(weak)
    assert view.weak_table.item(0, 0).text() == weak[0].point.label
    assert view.weak_table.item(0, 1).text() == str(weak[0].mistakes)
    assert texts.mistake_title(weak[0].top_code) in view.weak_table.item(0, 3).text()
    # the rounds, latest first
    rounds = store.rounds(ann)
    assert view.rounds_table.rowCount() == len(rounds)
    assert view.rounds_table.item(0, 0).data(Qt.ItemDataRole.UserRole) == rounds[-1].id


def test_history_view_by_day_and_refresh(qtbot, history):
    store, ann = history
    view = QtHistoryView(store, ann)
    qtbot.addWidget(view)
    view.period.setCurrentIndex(view.period.findData("day"))
    assert view.by == "day"
    days = store.mistakes_per_code(ann, by="day")
    assert len(next(iter(bar_sets(view).values()))) == len(days) == 8
    # a new round on a new day appears after refresh
    session = store.start_session(ann, HOUSE, started=MONDAY.replace(day=29))
    save_real_round(store, session, 500, ("first_deal",), MONDAY.replace(day=29))
    view.refresh()
    assert len(next(iter(bar_sets(view).values()))) == 9
    assert view.rounds_table.rowCount() == 41


def test_history_view_of_a_new_trainee_is_empty_but_fine(qtbot, store):
    view = QtHistoryView(store, "Nobody Yet")
    qtbot.addWidget(view)
    assert "No rounds recorded yet" in view.summary.text()
    assert view.mistakes_chart.series() == [] and view.trend_chart.series() == []
    assert view.rounds_table.rowCount() == 0
    assert not view.replay_button.isEnabled()


def test_history_view_asks_for_a_replay(qtbot, history):
    store, ann = history
    view = QtHistoryView(store, ann)
    qtbot.addWidget(view)
    view.rounds_table.selectRow(2)
    assert view.replay_button.isEnabled()
    with qtbot.waitSignal(view.replay_requested) as signal:
        qtbot.mouseClick(view.replay_button, Qt.MouseButton.LeftButton)
    assert signal.args == [store.rounds(ann)[-3].id]


@pytest.fixture
def recorded(store):
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, started=MONDAY)
    round_id, round_ = save_real_round(store, session, 7, ("first_deal",), MONDAY)
    [mistake] = round_.mistakes
    assert mistake.code == M.DEAL_ORDER
    return store, round_id, round_, mistake


def test_replay_steps_forward_and_back_and_marks_the_mistake(qtbot, recorded):
    store, round_id, round_, mistake = recorded
    view = QtReplayView(store, round_id)
    qtbot.addWidget(view)
    view.show()
    assert view.position == 0 and view.count == len(round_.history)
    assert not view.back_button.isEnabled()
    assert "Before the first action" in view.table.toPlainText()

    # the list marks exactly the mistake step
    marked = [row for row in range(view.steps.count()) if view.steps.item(row).data(MISTAKE_ROLE)]
    assert marked == [mistake.step + 1]
    item = view.steps.item(mistake.step + 1)
    assert item.data(MISTAKE_ROLE) == M.DEAL_ORDER
    assert item.text().endswith("✗ " + texts.mistake_title(M.DEAL_ORDER))  # the mistake by name, not its code
    assert item.foreground().color() == QColor("#b3261e")

    # step forward up to the mistake
    with qtbot.waitSignal(view.position_changed):
        view.step_forward()
    assert view.position == 1 and view.current_step().action.action == str(round_.history[0].action)
    for _ in range(mistake.step):
        view.step_forward()
    assert view.position == mistake.step + 1
    step = view.current_step()
    assert step.mistake == M.DEAL_ORDER and step.action.action == mistake.action
    text = view.table.toPlainText()
    assert "DEAL_ORDER" in text and RULES[M.DEAL_ORDER] in text
    assert texts.action_text(mistake.expected[0]) in text  # in words, as spot-the-error says it
    # a mistake leaves the table as it was
    assert view.replay.table(view.position) == view.replay.table(view.position - 1)
    assert view.current_frame() is view.replay.frames[view.position]  # the window shows the replay's view

    # and back, with the arrow key wherever the focus is in the view
    qtbot.keyClick(view.steps, Qt.Key.Key_Left)
    assert view.position == mistake.step
    assert view.current_step().mistake is None
    assert "DEAL_ORDER" not in view.table.toPlainText()

    # the ends, and the keyboard
    view.go_to(view.count)
    assert view.current_frame().finished and not view.forward_button.isEnabled()
    view.step_forward()
    assert view.position == view.count
    view.go_to_next_mistake()
    assert view.position == mistake.step + 1
    qtbot.mouseClick(view.first_button, Qt.MouseButton.LeftButton)
    assert view.position == 0
    qtbot.keyClick(view.table, Qt.Key.Key_Right)
    assert view.position == 1
    view.steps.setCurrentRow(5)
    assert view.position == 5 and view.slider.value() == 5


def test_replay_of_a_missing_round_shows_the_error(qtbot, store):
    view = QtReplayView(store, 12345)
    qtbot.addWidget(view)
    assert view.replay is None and "no round 12345" in view.error
    assert not view.forward_button.isEnabled()
    view.step_forward()
    assert view.position == 0


def test_the_replay_is_called_by_its_round_and_shows_the_whole_mistake(qtbot, recorded):
    from PySide6.QtCore import QPoint

    store, round_id, round_, mistake = recorded
    view = QtReplayView(store, round_id)
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    # a free round (no scenario) at its time: never "round 59", the database's row number
    assert view.title.startswith("Replay: Free round, ") and str(round_id) not in view.header.text().split("·")[0]
    assert view.when in view.title
    # the mistake step reads whole in the list: its row is tall enough for every line of it
    row = mistake.step + 1
    item = view.steps.item(row)
    rect = view.steps.visualItemRect(item)
    metrics = view.steps.fontMetrics()
    lines = item.text().split("\n")
    assert len(lines) == 2 and lines[1] == "✗ " + texts.mistake_title(M.DEAL_ORDER)
    assert rect.height() >= len(lines) * metrics.lineSpacing()
    assert view.steps.indexAt(QPoint(rect.left() + 4, rect.bottom() - 2)).row() == row
