"""The keys stay the trainee's after a payout the checker refuses: every key goes where a
desktop sends it (the focused widget), as a trainee presses it, never straight to the table.

The guided first round of the shipped default pack (three boxes, 18 18 17 against the
dealer's 17): settlement runs from the right, so box 3 is pushed first, then box 2 paid."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from trainer.commands.pack_choice import resolve_pack
from trainer.core.procedure import mistakes as M
from trainer.ui.main_window import MainWindow


def make_window(qtbot) -> MainWindow:
    window = MainWindow("cosmopol", resolve_pack(None, None), animation_ms=0, load_shipped_packs=False,
                        first_run_guide=True)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def press(qtbot, *keys: Qt.Key | str) -> None:
    """Each key to the widget that has the keyboard focus, as the desktop sends it."""
    for key in keys:
        target = QApplication.focusWidget()
        assert target is not None, "no widget has the keyboard focus"
        if isinstance(key, str):
            qtbot.keyClicks(target, key)
        else:
            qtbot.keyClick(target, key)


def deal_to_settlement(qtbot, window: MainWindow) -> None:
    press(qtbot, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_D,
          Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_D)
    assert window.round.state == "settlement"
    assert window.round.mistakes == []


def test_tab_with_nothing_selected_starts_where_settlement_starts(qtbot):
    window = make_window(qtbot)
    deal_to_settlement(qtbot, window)
    window.select_bet(None)
    press(qtbot, Qt.Key.Key_Tab)
    assert window.selected_bet == "3"  # the dealer's right, not box 1
    press(qtbot, Qt.Key.Key_Tab)
    assert window.selected_bet == "2"  # and on from right to left
    press(qtbot, Qt.Key.Key_Backtab)
    assert window.selected_bet == "3"


def test_the_keys_come_back_after_a_payout_in_the_wrong_order(qtbot):
    window = make_window(qtbot)
    round_ = window.round
    deal_to_settlement(qtbot, window)
    window.select_bet("3")
    press(qtbot, Qt.Key.Key_U)
    assert round_.table.bets["3"].settled
    # bet 1 before bet 2: the checker refuses the payout
    press(qtbot, Qt.Key.Key_Tab, Qt.Key.Key_Tab)
    assert window.selected_bet == "1"
    press(qtbot, Qt.Key.Key_P, "100", Qt.Key.Key_Return)
    assert [m.code for m in round_.mistakes] == [M.SETTLEMENT_ORDER]
    assert not round_.table.bets["1"].settled
    # Tab selects another bet, as the key line says, and the table has the keys again
    press(qtbot, Qt.Key.Key_Tab)
    assert window.selected_bet == "2"
    assert window.view.hasFocus()
    press(qtbot, Qt.Key.Key_P, "200", Qt.Key.Key_Return)
    assert round_.table.bets["2"].settled
    press(qtbot, Qt.Key.Key_Tab)
    assert window.selected_bet == "1"
    press(qtbot, Qt.Key.Key_P, "100", Qt.Key.Key_Return)
    assert round_.table.bets["1"].settled
    assert [m.code for m in round_.mistakes] == [M.SETTLEMENT_ORDER]


def test_tab_in_the_amount_field_after_a_wrong_amount_moves_to_the_next_bet(qtbot):
    window = make_window(qtbot)
    round_ = window.round
    deal_to_settlement(qtbot, window)
    window.select_bet("3")
    press(qtbot, Qt.Key.Key_U, Qt.Key.Key_2)
    assert window.selected_bet == "2"
    press(qtbot, Qt.Key.Key_P, "150", Qt.Key.Key_Return)
    assert [m.code for m in round_.mistakes] == [M.WRONG_AMOUNT]
    assert window.panel.amount_edit.hasFocus()  # a wrong amount waits for the right one
    press(qtbot, Qt.Key.Key_Escape)  # Esc leaves the field: the table's keys again
    assert window.view.hasFocus()
    press(qtbot, Qt.Key.Key_2, Qt.Key.Key_P, "200", Qt.Key.Key_Return)
    assert round_.table.bets["2"].settled
