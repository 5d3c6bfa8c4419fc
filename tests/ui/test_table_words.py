"""What the table writes: three sevens named like Black Jack, one word per decision in
the bubbles."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_table_window import key, make_window

THREE_SEVENS = """
rules: {house}
boxes:
  1: {{bet: 100}}
shoe: [7h, 9c, 7d, 7c, Ts]
decisions: {{1: [hit]}}
"""

DOUBLE_ELEVEN = """
rules: cosmopol
boxes:
  1: {bet: 100}
shoe: [5h, 9c, 6d, Ts, Th]
decisions: {1: [double]}
"""


def test_three_sevens_gets_its_tag_where_the_house_pays_it(qtbot):
    window = make_window(qtbot, THREE_SEVENS.format(house="cosmopol"))
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_D, Qt.Key.Key_1, Qt.Key.Key_1)
    item = window.scene.hand_item("1")
    assert len(window.round.table.hands["1"].cards) == 3
    assert item.total_text == "Three sevens" and item.total_kind == "blackjack"  # gold, like Black Jack


def test_three_sevens_is_just_21_where_the_house_has_no_bonus(qtbot):
    window = make_window(qtbot, THREE_SEVENS.format(house="czech"), house="czech")
    window.play_reference(lambda r: len(r.table.hands["1"].cards) == 3)
    assert window.scene.hand_item("1").total_text == "21"


def test_a_double_keeps_its_word_until_its_card(qtbot):
    window = make_window(qtbot, DOUBLE_ELEVEN)
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_D, Qt.Key.Key_1)
    bubble = window.scene.bubbles["1"]
    assert bubble.text == "Double?"
    key(qtbot, window, Qt.Key.Key_A)
    assert window.round.table.hands["1"].doubled
    assert bubble.text == "Double!"  # the card the double owes: not "Card"
    key(qtbot, window, Qt.Key.Key_1)
    assert len(window.round.table.hands["1"].cards) == 3
    assert window.scene.bubbles["1"].text == "Double"


def test_a_warning_shows_as_the_time_limit_nears(qtbot):
    from trainer.core.packs.scenario import parse_scenario
    from trainer.core.practice.session import RoundPlan
    from trainer.ui.main_window import MainWindow

    from tests.ui.test_table_window import THREE_BOXES

    now = [1000.0]
    window = MainWindow("cosmopol", plans=[RoundPlan(parse_scenario(THREE_BOXES), title="timed", time_limit=60)],
                        animation_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.session.clock = lambda: now[0]
    window.session._started_at = now[0]
    warning = window.panel.time_warning_label
    window.clock.timeout.emit()
    assert not warning.isVisible()
    now[0] += 51  # 9 seconds left
    qtbot.waitUntil(lambda: warning.isVisible(), timeout=3000)
    assert warning.text() == "Time limit near: 0:09 left"
    now[0] += 10
    qtbot.waitUntil(lambda: warning.text() == "Over the time limit", timeout=3000)
    window.play_reference(lambda r: False)
    window.clock.timeout.emit()
    assert not warning.isVisible()  # the round is over: its summary says the rest
