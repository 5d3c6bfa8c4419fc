"""The dealer's table window, driven through pytest-qt: clicks on the scene's items, keys,
the side panel's buttons. Every check reads the core's round, never the pixels."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel

from trainer.commands import gui as gui_cli
from trainer.core.procedure import mistakes as M
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan, load_packs, pack_house
from trainer.words import window_texts as texts
from trainer.ui.main_window import MainWindow
from trainer.words.messages import RULES

ROOT = Path(__file__).resolve().parents[2]

#: box 1 (with a behind bet) hits and busts, box 3 stands on 18, box 5 stands on 17;
#: the dealer makes 17: collect 1 and 1b1 at once, push 5, pay 3.
THREE_BOXES = """
rules: cosmopol
boxes:
  1: {bet: 100, behind: [50]}
  3: {bet: 200}
  5: {bet: 100}
shoe: [Ts, 9h, 8s, 7d, 6c, 9c, 9d, Kd, Th]
decisions: {1: [hit], 3: [stand], 5: [stand]}
"""

#: box 2 splits eights; both hands stand; the dealer busts.
SPLIT_EIGHTS = """
rules: cosmopol
boxes:
  2: {bet: 100}
shoe: [8h, 6d, 8c, 3s, Ts, Td, 9c]
decisions: {"2": [split], "2.1": [stand], "2.2": [stand]}
"""


def make_window(qtbot, scenario_text: str | None = None, *, exam: bool = False, house: str = "cosmopol",
                animation_ms: int = 0) -> MainWindow:
    plans = [RoundPlan(parse_scenario(scenario_text), title="test")] if scenario_text else None
    window = MainWindow(house, plans=plans, exam=exam, animation_ms=animation_ms, load_shipped_packs=True)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_hand(qtbot, window: MainWindow, hand_id: str) -> None:
    item = window.scene.hand_item(hand_id)
    assert item is not None, hand_id
    point = window.view.mapFromScene(item.mapToScene(item.card_rect(0).center()))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_bet(qtbot, window: MainWindow, bet_id: str) -> None:
    item = window.scene.stack_item(bet_id)
    assert item is not None, bet_id
    point = window.view.mapFromScene(item.scenePos())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def key(qtbot, window: MainWindow, *keys) -> None:
    for k in keys:
        qtbot.keyClick(window.view, k)


def test_a_full_round_by_clicks_and_keys(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    round_ = window.round
    assert round_.state == "betting"
    key(qtbot, window, Qt.Key.Key_N)
    assert round_.state == "first_deal"
    # the first deal: clicks on the card places, keys for the rest
    click_hand(qtbot, window, "1")
    key(qtbot, window, Qt.Key.Key_3)
    click_hand(qtbot, window, "5")
    click_hand(qtbot, window, "dealer")
    key(qtbot, window, Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_5)
    assert round_.state == "play"
    assert round_.current_request() == ("1", "hit")
    assert [str(c) for c in round_.table.dealer] == ["7d"]
    # box 1 hits and busts: its bet is selected after the card; C, Tab, C collects both
    key(qtbot, window, Qt.Key.Key_1)
    assert round_.table.hands["1"].is_bust
    assert window.selected_bet == "1"
    key(qtbot, window, Qt.Key.Key_C, Qt.Key.Key_Tab)
    assert window.selected_bet == "1b1"
    key(qtbot, window, Qt.Key.Key_C)
    assert round_.table.hands["1"].cleared
    assert round_.decisions_shown == {"1": ["hit"], "3": ["stand"], "5": ["stand"]}
    # the dealer's hand by mouse
    assert round_.state == "dealer_draw"
    click_hand(qtbot, window, "dealer")
    assert round_.state == "settlement"
    # settlement: push 5 with the panel's button, pay 3 with the chip picker
    click_bet(qtbot, window, "5")
    assert window.selected_bet == "5"
    qtbot.mouseClick(window.panel.push_button, Qt.MouseButton.LeftButton)
    click_bet(qtbot, window, "3")
    qtbot.mouseClick(window.panel.chip_buttons[100], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.panel.chip_buttons[100], Qt.MouseButton.LeftButton)
    assert window.panel.amount_edit.text() == "200"
    qtbot.mouseClick(window.panel.pay_button, Qt.MouseButton.LeftButton)
    key(qtbot, window, Qt.Key.Key_E)  # E ends the round (Enter ends nothing mid-round)
    assert round_.finished
    assert round_.mistakes == []
    assert round_.table.ledger_balanced()
    assert round_.bet_results() == {"1": -100, "1b1": -50, "3": 200, "5": 0}
    assert window.panel.summary_box.isVisibleTo(window)
    summary = window.session.summaries[-1]
    assert (summary.payouts_right, summary.payouts_wrong, summary.house_result) == (1, 0, Fraction(-50))  # pay 3: the one payment
    assert "Payouts right: 1 · wrong: 0" in window.panel.summary_label.text()


def test_split_hands_lie_in_table_order_and_take_a_second_digit(qtbot):
    window = make_window(qtbot, SPLIT_EIGHTS)
    round_ = window.round
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_2, Qt.Key.Key_D, Qt.Key.Key_2)
    assert round_.current_request() == ("2", "split")
    assert window.action_bar.buttons["split"].isEnabled()
    assert not window.action_bar.buttons["double"].isEnabled()
    key(qtbot, window, Qt.Key.Key_A)  # accept the split
    assert round_.table.order == ["2.1", "2.2"]
    first, second = window.scene.hand_item("2.1"), window.scene.hand_item("2.2")
    assert first.scenePos().x() < second.scenePos().x()
    key(qtbot, window, Qt.Key.Key_2, Qt.Key.Key_1)  # box 2, hand 1
    assert len(round_.table.hands["2.1"].cards) == 2
    key(qtbot, window, Qt.Key.Key_2, Qt.Key.Key_2)
    assert len(round_.table.hands["2.2"].cards) == 2
    key(qtbot, window, Qt.Key.Key_D, Qt.Key.Key_D)
    assert round_.state == "settlement"
    # outside the deal, digits select: 2 then 2 picks hand 2.2's bet; P asks for the amount
    key(qtbot, window, Qt.Key.Key_2, Qt.Key.Key_2)
    assert window.selected_bet == "2.2"
    key(qtbot, window, Qt.Key.Key_P)
    assert window.panel.amount_edit.hasFocus() or window.panel.amount_edit.isVisible()
    qtbot.keyClicks(window.panel.amount_edit, "100")
    qtbot.keyClick(window.panel.amount_edit, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_2, Qt.Key.Key_1, Qt.Key.Key_P)
    qtbot.keyClicks(window.panel.amount_edit, "100")
    qtbot.keyClick(window.panel.amount_edit, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_E)
    assert round_.finished and round_.mistakes == []
    assert round_.bet_results() == {"2.1": 100, "2.2": 100}
    assert round_.table.ledger_balanced()


def test_training_mode_flags_a_mistake_at_once(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_D)  # the dealer's card before box 1's
    assert window.panel.mistake_codes() == [M.DEAL_ORDER]
    label = window.panel.mistakes_list.itemWidget(window.panel.mistakes_list.item(0))
    assert texts.mistake_rule(M.DEAL_ORDER, window.round.rules) in label.text()  # this house's order
    assert "Card to box 1" in label.text()  # what was expected, the hand by its name
    assert window.round.table.dealer == []  # the wrong card was not dealt
    # a wrong payout amount is a mistake too, and the table stays as it was
    window.play_reference(lambda r: r.state == "settlement")
    window.select_bet("5")
    window.panel.amount_edit.setText("50")
    qtbot.mouseClick(window.panel.pay_button, Qt.MouseButton.LeftButton)
    assert window.panel.mistake_codes()[-1] == M.WRONG_OUTCOME
    assert not window.round.table.bets["5"].settled


def test_exam_mode_holds_mistakes_back_until_the_end(qtbot):
    window = make_window(qtbot, THREE_BOXES, exam=True)
    assert window.panel.exam_note.isVisibleTo(window)
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_D)
    assert [m.code for m in window.round.mistakes] == [M.DEAL_ORDER]
    assert window.panel.mistake_codes() == []
    assert window.session.visible_mistakes() == []
    window.play_reference(lambda r: False)
    assert window.round.finished
    assert window.panel.mistake_codes() == [M.DEAL_ORDER]
    assert window.panel.summary_box.isVisibleTo(window)
    assert window.session.summaries[-1].mistakes[0].code == M.DEAL_ORDER


def test_switching_house_and_pack_rebuilds_the_table(qtbot):
    window = make_window(qtbot)
    assert window.scene.box_count() == 7
    assert window.round.rules.id == "cosmopol"
    index = window.house_combo.findData("minicasino")
    window.house_combo.setCurrentIndex(index)
    window.house_combo.activated.emit(index)
    assert window.scene.box_count() == 11
    assert window.round.rules.id == "minicasino"
    assert window.view.scene() is window.scene
    assert len(window.panel.chip_buttons) == len(load_house("minicasino").chips)
    assert window.action_bar.buttons["offer_insurance"].isEnabled() is False  # still betting
    window.perform("no_more_bets")
    assert window.action_bar.buttons["offer_insurance"].isEnabled()  # offered right or wrong
    window.set_house("czech")
    assert window.scene.box_count() == 6
    assert window.scene.layout.behind_spots == 0
    window.perform("no_more_bets")
    assert not window.action_bar.buttons["offer_insurance"].isEnabled()  # the house has none

    packs = window.ensure_packs()
    if not packs:
        pytest.skip("no scenario packs are shipped yet")
    dialog = window.choose_pack()
    qtbot.addWidget(dialog)
    index = next((i for i, p in enumerate(packs) if pack_house(p).id == "cosmopol"), 0)
    dialog.select_pack(index)
    dialog.accept()
    pack = packs[index]
    assert window.pack is pack
    assert window.session.plans[0].scenario is pack.scenarios[0].scenario
    assert window.scene.box_count() == pack_house(pack).boxes
    assert pack.scenarios[0].title in window.panel.scenario_label.text()
    dialog = window.choose_pack()
    qtbot.addWidget(dialog)
    dialog.select_pack(None)
    dialog.select_house("minicasino")
    dialog.accept()
    assert window.pack is None and window.scene.box_count() == 11


def test_the_pack_browser_lists_packs_scenarios_and_what_they_train(qtbot):
    packs, _ = load_packs()
    if not packs:
        pytest.skip("no scenario packs are shipped yet")
    window = make_window(qtbot)
    dialog = window.choose_pack()
    qtbot.addWidget(dialog)
    tree = dialog.tree
    assert tree.topLevelItemCount() == len(packs) + 1  # free play first
    first = tree.topLevelItem(1)
    assert first.childCount() == len(packs[0].scenarios)
    assert first.child(0).text(0) == packs[0].scenarios[0].title
    assert texts.trains_text(packs[0].scenarios[0].trains[0]) in first.child(0).text(1)
    dialog.reject()


def test_players_decisions_show_as_bubbles(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    window.play_reference(lambda r: r.state == "play")
    assert window.scene.bubbles["1"].text == texts.decision_text("hit") + "!"
    window.play_reference(lambda r: r.state == "dealer_draw")
    assert window.scene.bubbles["3"].text == texts.decision_text("stand")
    assert window.scene.bubbles["5"].text == texts.decision_text("stand")


def test_animations_run_and_land(qtbot):
    window = make_window(qtbot, THREE_BOXES, animation_ms=60)
    window.play_reference(lambda r: r.state == "play")
    hand = window.scene.hand_item("3")
    qtbot.waitUntil(lambda: hand.shown == 2, timeout=3000)
    qtbot.waitUntil(lambda: not window.scene._animations, timeout=3000)


def test_every_mistake_code_has_a_translatable_sentence():
    assert set(texts.MISTAKE_TEXTS) == set(M.ALL_CODES)
    for code, (title, rule) in texts.MISTAKE_TEXTS.items():
        assert title and rule and texts.mistake_rule(code) == rule, code
        assert texts.mistake_rule(code) == rule  # no translator installed: English


def test_screenshot_renders_the_window(qtbot, tmp_path):
    parser = argparse.ArgumentParser()
    gui_cli.add_parser(parser.add_subparsers())
    target = tmp_path / "table.png"
    args = parser.parse_args(["gui", "--screenshot", str(target)])
    assert gui_cli.run(args) == 0
    image = QImage(str(target))
    assert image.width() >= 1280 and image.height() >= 800


def test_screenshot_needs_no_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    target = tmp_path / "shot.png"
    result = subprocess.run(
        [sys.executable, "-m", "trainer", "gui", "--screenshot", str(target), "--stop-at", "settlement"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert image.width() >= 1280 and image.height() >= 800


def test_the_drills_tab_is_built_when_first_shown(qtbot):
    window = make_window(qtbot)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles[0] == "Table"
    if "Drills" not in titles:
        pytest.skip("the drills tab is not installed")
    index = titles.index("Drills")
    placeholder = window.tabs.widget(index)
    window.tabs.setCurrentIndex(index)
    page = window.tabs.widget(index)
    assert page is not placeholder and type(page).__name__ == "QtDrillTab"
    assert window.add_tab(QLabel("history"), "History") == window.tabs.count() - 1


def test_a_deferred_start_paints_the_table_then_deals(qtbot):
    window = MainWindow("cosmopol", lambda: None, defer_start=True, animation_ms=0)
    qtbot.addWidget(window)
    assert window.round is None and window.scene.box_count() == 7
    window.show()
    qtbot.waitUntil(lambda: window.round is not None, timeout=3000)
    assert window.round.state == "betting"
    assert window.house_combo.count() >= 5


def test_help_overlay_toggles_with_f1(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    key(qtbot, window, Qt.Key.Key_F1)
    assert window.view.help.isVisible()
    key(qtbot, window, Qt.Key.Key_Escape)
    assert not window.view.help.isVisible()


def test_mistake_sentences_follow_an_installed_translation(qtbot, tmp_path):
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not installed")
    from xml.sax.saxutils import escape

    from PySide6.QtCore import QCoreApplication, QTranslator

    rule = RULES[M.DEALER_CARD_EARLY]  # a rule every house shares (a dealing order is the house's own)
    swedish = "Den handlingen hör inte hemma här i given."
    ts = tmp_path / "trainer_sv.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="sv">'
        f"<context><name>Mistakes</name><message><source>{escape(rule)}</source>"
        f"<translation>{escape(swedish)}</translation></message></context></TS>",
        encoding="utf-8",
    )
    subprocess.run([str(lrelease), str(ts), "-qm", str(tmp_path / "trainer_sv.qm")], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "trainer_sv.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        window = make_window(qtbot, THREE_BOXES)
        key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_5, Qt.Key.Key_D,
            Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_5, Qt.Key.Key_D)  # the dealer's second card while box 1 plays
        assert window.panel.mistake_codes() == [M.DEALER_CARD_EARLY]
        label = window.panel.mistakes_list.itemWidget(window.panel.mistakes_list.item(0))
        assert swedish in label.text()
    finally:
        QCoreApplication.removeTranslator(translator)


def test_two_digit_boxes_wait_for_the_second_digit(qtbot):
    window = make_window(qtbot, """
rules: minicasino
boxes: {1: {bet: 20}, 11: {bet: 20}}
shoe: [9s, 8h, 7d, Ts, Tc]
decisions: {1: [stand], 11: [stand]}
""", house="minicasino")
    round_ = window.round
    window.digit_timeout_ms = 50
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1)
    assert round_.table.hands["1"].cards == []  # 1 could still become 10 or 11
    key(qtbot, window, Qt.Key.Key_Return)  # Enter: box 1
    key(qtbot, window, Qt.Key.Key_1, Qt.Key.Key_1, Qt.Key.Key_D)  # box 11, the dealer
    key(qtbot, window, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: len(round_.table.hands["1"].cards) == 2, timeout=2000)  # the pause decides
    key(qtbot, window, Qt.Key.Key_1, Qt.Key.Key_1)
    assert round_.mistakes == []
    assert [len(round_.table.hands[h].cards) for h in ("1", "11")] == [2, 2]
