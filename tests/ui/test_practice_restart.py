"""Restart round during 'Practise these': the practice goes on with the round dealt
again (its result counts, the next exercise follows), instead of ending silently."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from tests.ui.test_practice_window import answer_question, make_window, store  # noqa: F401 (fixture)
from tests.ui.test_progress import show_tab


def test_restart_round_keeps_the_practice_going(qtbot, store):  # noqa: F811
    window = make_window(qtbot, store)
    history = show_tab(window, "History")
    qtbot.mouseClick(history.practise_button, Qt.MouseButton.LeftButton)
    practice = window.progress.practice
    while practice.question is not None:  # to the first practice round
        answer_question(qtbot, practice)
    if window.round.finished:
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    exercise = practice.current
    assert exercise is not None and exercise.scenario is not None
    streak = exercise.spot.streak
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # begun, then dealt again from its start
    toolbar = next(bar for bar in window.findChildren(QToolBar) if bar.widgetForAction(window.new_round_action))
    qtbot.mouseClick(toolbar.widgetForAction(window.new_round_action), Qt.MouseButton.LeftButton)
    assert window.round.history == [] and "Practice" in window.session.plan.title
    window.play_reference(lambda r: r.finished)
    # the clean round counted, and the practice dealt its next exercise
    assert exercise.spot.streak == streak + 1
    assert practice.current is not exercise
    assert practice.question is not None or window.panel.next_button.isEnabled()
