"""The panel's "now" line follows the side bets: once the first deal is done and its 21+3
bets are due, it says so instead of still describing the first deal."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_side_bets_window import COSMOPOL_21_3
from tests.ui.test_table_window import key, make_window


def test_the_now_line_asks_for_the_21_3_bets_after_the_first_deal(qtbot):
    window = make_window(qtbot, COSMOPOL_21_3)
    round_ = window.round
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_D)
    assert "First deal" in window.panel.now_label.text()  # still dealing
    key(qtbot, window, Qt.Key.Key_1, Qt.Key.Key_3)
    assert round_.state == "first_deal" and round_.first_deal_complete()
    assert "21+3" in window.panel.now_label.text()
    assert "First deal:" not in window.panel.now_label.text()
    key(qtbot, window, Qt.Key.Key_P)  # the straight flush on box 3 is selected: P asks for the amount
    qtbot.keyClicks(window.panel.amount_edit, "900")
    qtbot.keyClick(window.panel.amount_edit, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_C)  # box 1's 21+3 lost
    assert round_.state == "play"
    assert "21+3" not in window.panel.now_label.text()
