"""*Save this round to a pack…* from the window: Ctrl+S, type, click Save; the pack file
gets the round (a spot-the-error scenario when it was played with mistakes), validated,
its comments kept; a duplicate id is one line in the dialog and the file stays."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from trainer.core.procedure.dealer import play_round
from trainer.core.packs.load import load_pack
from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.ui.main_window import MainWindow
from trainer.ui.recent_packs import recent_packs

ROOT = Path(__file__).resolve().parents[2]

#: box 1 (with a behind bet) hits and busts, box 3 stands on 18, box 5 stands on 17.
THREE_BOXES = """
rules: cosmopol
boxes:
  1: {bet: 100, behind: [50]}
  3: {bet: 200}
  5: {bet: 100}
shoe: [Ts, 9h, 8s, 7d, 6c, 9c, 9d, Kd, Th]
decisions: {1: [hit], 3: [stand], 5: [stand]}
"""


def _window(qtbot) -> MainWindow:
    plans = [RoundPlan(parse_scenario(THREE_BOXES), title="Three boxes")]
    window = MainWindow("cosmopol", plans=plans, animation_ms=0, load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _play_with_a_mistake(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # the dealer's card before box 1's: a mistake
    assert [m.code for m in window.round.mistakes] == ["DEAL_ORDER"]
    window.play_reference(lambda r: False)
    assert window.round.finished


def _ctrl_s(qtbot, window):
    # through the window system, as a real key press goes, so the menu's shortcut answers
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def _open_dialog(qtbot, window):
    _ctrl_s(qtbot, window)
    qtbot.waitUntil(lambda: getattr(window.flows, "save_dialog", None) is not None and window.flows.save_dialog.isVisible())
    dialog = window.flows.save_dialog
    qtbot.addWidget(dialog)
    return dialog


def test_save_a_round_with_a_mistake_as_spot_the_error_into_an_existing_pack(qtbot, tmp_path):
    pack_path = tmp_path / "mine.yaml"
    original = (ROOT / "scenarios" / "packs" / "settlement-order.yaml").read_text(encoding="utf-8")
    pack_path.write_text(original, encoding="utf-8")
    window = _window(qtbot)
    _play_with_a_mistake(qtbot, window)
    dialog = _open_dialog(qtbot, window)
    assert dialog.spot_box.isEnabled() and dialog.spot_box.isChecked()
    assert "dealing_order" in dialog.trains_boxes
    dialog.path_edit.clear()
    qtbot.keyClicks(dialog.path_edit, str(pack_path))
    dialog.title_edit.clear()
    qtbot.keyClicks(dialog.title_edit, "The dealer jumped the queue")
    assert dialog.id_edit.text() == "the-dealer-jumped-the-queue"
    qtbot.keyClicks(dialog.hint_edit, "Who gets the first card?")
    dialog.grab().save("/tmp/s14/save_to_pack.png")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())

    text = pack_path.read_text(encoding="utf-8")
    assert text.startswith(original)  # appended; every comment above kept
    item = load_pack(pack_path).scenarios[-1]
    assert (item.id, item.title, item.hint) == ("the-dealer-jumped-the-queue", "The dealer jumped the queue", "Who gets the first card?")
    assert item.spot_the_error
    assert [(e.step, e.code) for e in item.errors_to_find] == [(1, "DEAL_ORDER")]
    assert list(item.recorded_actions) == [str(r.action) for r in window.round.history]
    with item.new_round() as again:
        play_round(again)
        assert again.bet_results() == window.round.bet_results()
    assert recent_packs() == [pack_path]
    assert "Saved to" in window.statusBar().currentMessage()

    # the instructor's new scenario plays as spot the error: the trainee finds the slip
    pack = load_pack(pack_path)
    window.set_pack(pack)
    window.start_session(window.rules, pack=pack, first=len(pack.scenarios) - 1)
    spot = window.flows.spot
    assert spot is not None and spot.item.id == "the-dealer-jumped-the-queue"
    while spot.step() is not None:
        pass
    spot.mark(1, "DEAL_ORDER")
    assert spot.finish().clean


def test_a_duplicate_id_is_one_line_and_the_file_is_untouched(qtbot, tmp_path):
    pack_path = tmp_path / "mine.yaml"
    pack_path.write_text((ROOT / "scenarios" / "packs" / "settlement-order.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    before = pack_path.read_bytes()
    taken = load_pack(pack_path).scenarios[0].id
    window = _window(qtbot)
    window.play_reference(lambda r: False)
    dialog = _open_dialog(qtbot, window)
    assert not dialog.spot_box.isEnabled()  # a clean round has nothing to spot
    qtbot.keyClicks(dialog.path_edit, str(pack_path))
    dialog.id_edit.clear()
    qtbot.keyClicks(dialog.id_edit, taken)
    dialog.title_edit.clear()
    qtbot.keyClicks(dialog.title_edit, "Again")
    qtbot.keyClicks(dialog.hint_edit, "h")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert "duplicate scenario id" in dialog.error_label.text() and "\n" not in dialog.error_label.text()
    assert pack_path.read_bytes() == before


def test_a_new_file_becomes_a_pack(qtbot, tmp_path):
    window = _window(qtbot)
    window.play_reference(lambda r: False)
    dialog = _open_dialog(qtbot, window)
    target = tmp_path / "first-recordings.yaml"
    qtbot.keyClicks(dialog.path_edit, str(target))
    qtbot.keyClicks(dialog.hint_edit, "Settle from your right.")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    pack = load_pack(target)
    assert pack.id == "first-recordings" and pack.scenarios[0].title == "Three boxes"


def test_nothing_to_save_before_the_first_action(qtbot):
    window = _window(qtbot)
    _ctrl_s(qtbot, window)
    assert getattr(window.flows, "save_dialog", None) is None
    assert "nothing to save" in window.statusBar().currentMessage()


def test_a_dutch_window_saves_a_dutch_pack_with_the_title_the_trainee_read(qtbot, tmp_path):
    from trainer.commands.pack_choice import resolve_pack
    from trainer.core.files.yamlio import load_yaml
    from trainer.words import i18n
    from trainer.words.pack_texts import scenario_title

    i18n.set_language("nl")
    pack = resolve_pack("dealing-order", None)
    dutch = scenario_title(pack, pack.scenarios[0])
    assert dutch != pack.scenarios[0].title  # the pack has its Dutch title
    window = MainWindow("cosmopol", pack, animation_ms=0, load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.play_reference(lambda r: False)
    dialog = _open_dialog(qtbot, window)
    assert dialog.title_edit.text() == dutch
    path = tmp_path / "mijn-rondes.yaml"
    dialog.path_edit.clear()
    qtbot.keyClicks(dialog.path_edit, str(path))
    qtbot.keyClicks(dialog.hint_edit, "Van rechts naar links afrekenen.")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    data, _ = load_yaml(path)
    assert data["language"] == "nl"
    assert data["scenarios"][0]["title"] == dutch
