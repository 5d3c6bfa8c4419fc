"""Restart round in the middle of a pack: the round keeps its number in the pack, and the
pack's result still counts every round (those before the restart and the restarted one)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from tests.ui.test_table_window import make_window


def _restart_by_click(qtbot, window) -> None:
    toolbar = next(bar for bar in window.findChildren(QToolBar) if bar.widgetForAction(window.new_round_action))
    button = toolbar.widgetForAction(window.new_round_action)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_restart_round_in_a_pack_keeps_the_round_number_and_the_result(qtbot):
    window = make_window(qtbot)
    pack = next(p for p in window.ensure_packs() if p.id == "house-cosmopol")
    window.set_pack(pack)
    total = len(pack.scenarios)
    for _ in range(2):
        window.play_reference(lambda r: False)
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert f"Round 3 of {total}" in window.panel.info_label.text()
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # begun, then dealt again from its start
    _restart_by_click(qtbot, window)
    assert window.round.history == []
    assert f"Round 3 of {total}" in window.panel.info_label.text()
    while True:
        window.play_reference(lambda r: False)
        if not window.session.has_next:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    result = window.flows.pack_result
    assert result is not None
    assert [r.scenario_id for r in result.rounds] == [item.id for item in pack.scenarios]
