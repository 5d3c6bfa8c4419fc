"""The dealing-order arrows of a mistake belong to its round: with the guided round open
(or not), a new round starts on a table without the last round's arrows."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_first_run import make_window
from trainer.core.procedure.vocabulary import Phase
from trainer.ui.table.why_overlay import QtOrderArrows


def _arrows(window) -> list[QtOrderArrows]:
    return [item for item in window.scene.items() if isinstance(item, QtOrderArrows)]


def _deal_out_of_order(qtbot, window) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # no more bets
    qtbot.waitUntil(lambda: window.round_view.phase == Phase.FIRST_DEAL, timeout=3000)
    qtbot.keyClick(window.view, Qt.Key.Key_3)  # box 1 is first: an order mistake
    qtbot.waitUntil(lambda: bool(_arrows(window)), timeout=3000)


def test_round_twos_table_has_no_arrows_from_round_one_with_the_guide_open(qtbot):
    window = make_window(qtbot)  # the guided round is open on round 1
    assert window.guide is not None
    _deal_out_of_order(qtbot, window)
    window.play_reference(lambda round_: round_.finished)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Enter deals round 2
    qtbot.waitUntil(lambda: window.round_view is not None and window.round_view.step == 0
                    and window.round_view.phase == Phase.BETTING, timeout=3000)
    assert window.session.index == 1
    assert _arrows(window) == []
    assert window.why_arrows is None


def test_restarting_the_round_takes_the_arrows_away(qtbot):
    window = make_window(qtbot, first_run_guide=False)
    _deal_out_of_order(qtbot, window)
    button = window.toolbar.widgetForAction(window.new_round_action)  # Restart round
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.round_view.phase == Phase.BETTING, timeout=3000)
    assert _arrows(window) == []
