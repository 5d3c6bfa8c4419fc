"""At the end of a pack: the result window (rounds passed, time against each limit,
mistakes by procedure point, pass or fail), saved in History, printed to PDF."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from trainer.core.packs.load import load_pack
from trainer.store import Store
from trainer.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]

PACK = textwrap.dedent("""\
    # a two-round exam: find the error, then deal one yourself
    id: short-exam
    title: Short exam
    language: en
    author: Test
    house: cosmopol
    version: 1
    pass_mark: 50
    scenarios:
      - id: early-dealer-card
        title: The dealer's second card came too soon
        trains: [dealing_order]
        hint: Look at box 3.
        time_limit: 90
        boxes: {1: {bet: 100}, 3: {bet: 100}}
        decisions: {3: [hit, stand]}
        shoe: [Tc, Th, 9d, 8c, 2s, 5h, 8s]
        recorded_actions: [no_more_bets, deal 1, deal 3, deal dealer, deal 1, deal 3, deal dealer,
                           deal 3, deal dealer, push 3, pay 1 100, end_round]
        errors_to_find:
          - {step: 6, code: DEALER_CARD_EARLY}
      - id: three-boxes
        title: Three boxes side by side
        trains: [dealing_order]
        hint: One card each, then yourself.
        time_limit: 60
        boxes: {1: {bet: 100}, 2: {bet: 200}, 3: {bet: 100}}
        shoe: [Ts, 9h, Kd, Tc, 8s, 9d, 7c, 7h]
""")


@pytest.fixture
def pack(tmp_path):
    path = tmp_path / "short-exam.yaml"
    path.write_text(PACK, encoding="utf-8")
    return load_pack(path)


def test_the_pack_result_is_shown_saved_and_printed(qtbot, pack, tmp_path, monkeypatch):
    with Store.open(tmp_path / "data") as store:
        window = MainWindow("cosmopol", pack, animation_ms=0, load_shipped_packs=False, store=store, trainee="Anna")
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)

        spot = window.flows.spot
        for _ in range(7):
            qtbot.keyClick(window.view, Qt.Key.Key_Right)
        spot.panel.rule_combo.setCurrentIndex(spot.panel.rule_combo.findData("DEALER_CARD_EARLY"))
        qtbot.keyClick(window.view, Qt.Key.Key_M)
        while spot.step() is not None:
            pass
        qtbot.keyClick(window.view, Qt.Key.Key_F)
        qtbot.keyClick(window.view, Qt.Key.Key_Return)  # on to the round to deal
        assert window.flows.spot is None and window.session.index == 1

        qtbot.keyClick(window.view, Qt.Key.Key_N)
        qtbot.keyClick(window.view, Qt.Key.Key_D)  # the dealer before box 1: DEAL_ORDER
        window.play_reference(lambda r: False)
        qtbot.waitUntil(lambda: window.flows.result_dialog is not None and window.flows.result_dialog.isVisible())
        dialog = window.flows.result_dialog
        qtbot.addWidget(dialog)
        result = dialog.pack_result
        assert [(r.scenario_id, r.passed) for r in result.rounds] == [("early-dealer-card", True), ("three-boxes", False)]
        assert result.passed is True and result.pass_mark == 50
        text = dialog.browser.toPlainText()
        assert "PASSED" in text and "Short exam" in text and "Casino Cosmopol" in text
        assert "The dealer's second card came too soon" in text and "Three boxes side by side" in text
        assert "Dealing order" in text  # the procedure point by name, not dealing_order
        assert "/ 1:00" in text and "/ 1:30" in text  # each round's time against its limit
        dialog.resize(760, 620)
        dialog.grab().save("/tmp/s14/pack_result.png")

        ((_, _, saved),) = store.pack_results("Anna")
        assert saved == result

        target = tmp_path / "result.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
        qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
        assert target.read_bytes().startswith(b"%PDF")
        assert "Written" in dialog.note.text()
        window.close()


def test_history_names_rounds_houses_and_mistakes_and_lists_pack_results(qtbot, pack, tmp_path):
    with Store.open(tmp_path / "data") as store:
        window = MainWindow("cosmopol", pack, animation_ms=0, load_shipped_packs=False, store=store, trainee="Anna")
        qtbot.addWidget(window)
        window.resize(1440, 900)
        window.show()
        qtbot.waitExposed(window)
        spot = window.flows.spot
        while spot.step() is not None:
            pass
        qtbot.keyClick(window.view, Qt.Key.Key_F)  # nothing marked: the mistake is missed
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        qtbot.keyClick(window.view, Qt.Key.Key_N)
        qtbot.keyClick(window.view, Qt.Key.Key_D)  # DEAL_ORDER
        window.play_reference(lambda r: False)
        qtbot.waitUntil(lambda: window.flows.result_dialog is not None)
        window.flows.result_dialog.close()
        assert window.flows.pack_result.passed is False  # 0 of 2 rounds passed, mark 50

        index = [window.tabs.tabText(i) for i in range(window.tabs.count())].index("History")
        qtbot.mouseClick(window.tabs.tabBar(), Qt.MouseButton.LeftButton,
                         pos=window.tabs.tabBar().tabRect(index).center())
        history = window.progress.history
        assert history is not None
        qtbot.waitUntil(history.isVisible)
        rounds = history.rounds_table
        assert rounds.item(0, 1).text() == "Three boxes side by side"  # the scenario's name
        assert rounds.item(0, 2).text() == "Casino Cosmopol"  # the house's name, not cosmopol
        weak = history.weak_table.item(0, 3).text()
        assert weak.startswith("Wrong dealing order") and "DEAL_ORDER" not in weak
        assert history.packs_box.isVisible()
        assert history.pack_table.item(0, 1).text() == "Short exam"
        assert history.pack_table.item(0, 4).text().startswith("NOT PASSED")
        # the spot round is in the trainee's progress too (found 0 of 1)
        assert store.spot_totals("Anna") == {"rounds": 1, "to_find": 1, "found": 0, "wrong_rule": 0, "missed": 1,
                                             "false_alarms": 0}
        assert "Spot the error: 1 round, 0 of 1 mistakes found" in history.summary.text()  # not "1 rounds"
        assert history.summary.text().endswith("0 with the wrong rule, 0 false alarms")
        assert history.summary.text().startswith("1 round, 0 without a mistake")
        window.grab().save("/tmp/s14/history.png")
        cell = history.pack_table.visualItemRect(history.pack_table.item(0, 1)).center()
        qtbot.mouseClick(history.pack_table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
        qtbot.mouseDClick(history.pack_table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
        qtbot.waitUntil(lambda: bool(history.result_dialogs))
        dialog = history.result_dialogs[-1]
        qtbot.addWidget(dialog)
        assert dialog.pack_result == window.flows.pack_result
        dialog.close()
        window.close()
