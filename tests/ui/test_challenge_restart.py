"""Restart round during a speed run or the daily challenge: the challenge still ends with
its result (the rounds before the restarted one keep theirs, mistakes included), instead
of ending silently with nothing shown or saved."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from tests.ui.test_practice_window import make_window, store  # noqa: F401 (fixture)


def _click_restart(qtbot, window) -> None:
    toolbar = next(bar for bar in window.findChildren(QToolBar) if bar.widgetForAction(window.new_round_action))
    qtbot.mouseClick(toolbar.widgetForAction(window.new_round_action), Qt.MouseButton.LeftButton)


def test_restart_round_in_the_daily_challenge_keeps_its_result(qtbot, store):  # noqa: F811
    from trainer.progress.practice_plans import DAILY_ROUNDS

    window = make_window(qtbot, store)
    window.daily_action.trigger()
    challenge = window.challenge
    window.play_reference(lambda r: r.finished)  # round 1, clean
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # round 2: the dealer's card before box 1's
    assert len(window.round.mistakes) == 1
    window.play_reference(lambda r: r.finished)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # round 3 begun, then dealt again
    _click_restart(qtbot, window)
    assert window.round.history == [] and window.session.index == 2
    assert window.session.exam  # still an exam
    for number in range(2, DAILY_ROUNDS):
        window.play_reference(lambda r: r.finished)
        if number < DAILY_ROUNDS - 1:
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert challenge.result is not None, "the challenge ended without a result"
    assert challenge.result[0] == 1  # round 2's mistake counts
    assert challenge.message is not None and "1 mistake" in challenge.message.text()
