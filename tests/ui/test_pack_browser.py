"""The pack browser: the chosen scenario starts, the pack in play (also from --pack FILE)
is listed and preselected, *Open pack file…* adds a file, recent files are remembered.
Driven by real mouse clicks and keys on the dialog."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from trainer.core.packs.load import load_pack
from trainer.ui.main_window import MainWindow
from trainer.ui.recent_packs import recent_packs

ROOT = Path(__file__).resolve().parents[2]
SPLITS = ROOT / "scenarios" / "packs" / "splits-doubles.yaml"


def _window(qtbot, pack=None) -> MainWindow:
    window = MainWindow("cosmopol", pack, animation_ms=0, load_shipped_packs=True)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _browser(qtbot, window):
    dialog = window.choose_pack()
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    return dialog


def _row_point(tree, item):
    tree.scrollToItem(item)
    return tree.visualItemRect(item).center()


def _double_click(qtbot, tree, item):
    point = _row_point(tree, item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)


@pytest.fixture
def own_pack(tmp_path) -> Path:
    path = tmp_path / "my-splits.yaml"
    text = SPLITS.read_text(encoding="utf-8").replace("id: splits-doubles", "id: my-splits", 1)
    path.write_text(text.replace("title: ", "title: Mine - ", 1), encoding="utf-8")
    return path


def test_a_double_click_on_a_scenario_starts_that_scenario(qtbot):
    window = _window(qtbot)
    dialog = _browser(qtbot, window)
    index = next(i for i, p in enumerate(dialog.packs) if Path(p.source).name == "spot-the-error.yaml")
    pack = dialog.packs[index]
    item = dialog._pack_items[index]
    item.setExpanded(True)
    _double_click(qtbot, dialog.tree, item.child(3))
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.pack is pack
    assert window.session.index == 3
    assert window.session.plan.id == pack.scenarios[3].id
    assert f"Round 4 of {len(pack.scenarios)}" in window.panel.info_label.text()


def test_ok_on_a_scenario_starts_it_and_the_pack_goes_on_from_there(qtbot):
    window = _window(qtbot)
    dialog = _browser(qtbot, window)
    index = next(i for i, p in enumerate(dialog.packs) if Path(p.source).name == "three-sevens.yaml")
    pack = dialog.packs[index]
    dialog._pack_items[index].setExpanded(True)
    qtbot.mouseClick(dialog.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=_row_point(dialog.tree, dialog._pack_items[index].child(2)))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.pack is pack and window.session.index == 2
    window.play_reference(lambda r: False)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # the next round is the pack's fourth
    assert window.session.index == 3 and window.session.plan.id == pack.scenarios[3].id


def test_the_pack_in_play_is_preselected_so_ok_keeps_it(qtbot):
    window = _window(qtbot)
    packs = window.ensure_packs()
    pack = next(p for p in packs if Path(p.source).name == "settlement-order.yaml")
    window.set_pack(pack)
    window.play_reference(lambda r: False)
    window.next_round()
    assert window.session.index == 1
    dialog = _browser(qtbot, window)
    assert dialog.selection()[1] is pack
    assert dialog.chosen_scenario() == 1  # the scenario in play, not "Free play"
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert window.pack is pack and window.session.index == 1


def test_a_pack_loaded_with_pack_file_is_listed_and_preselected(qtbot, own_pack):
    pack = load_pack(own_pack)
    window = _window(qtbot, pack)
    dialog = _browser(qtbot, window)
    titles = [dialog.tree.topLevelItem(i).text(0) for i in range(dialog.tree.topLevelItemCount())]
    assert any(title.startswith("Mine - ") and "my-splits.yaml" in title for title in titles)
    assert dialog.selection()[1] is pack
    dialog.reject()


def test_open_pack_file_adds_it_remembers_it_and_a_broken_file_is_one_line(qtbot, own_pack, tmp_path, monkeypatch):
    broken = tmp_path / "broken.yaml"
    broken.write_text((ROOT / "tests/scenarios/broken/59_missing_bracket.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    chosen = iter([str(broken), str(own_pack)])
    # the system file dialog cannot be driven offscreen: it answers with a real file's name
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (next(chosen), "")))
    window = _window(qtbot)
    dialog = _browser(qtbot, window)
    count = dialog.tree.topLevelItemCount()
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert dialog.file_note.isVisible()
    assert dialog.file_note.text() == f"Not opened: {broken}:14:11: this '[' is not closed: add the missing ']' (or a ',' between items) before line 15, column 7"
    assert dialog.tree.topLevelItemCount() == count
    assert recent_packs() == []
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert not dialog.file_note.isVisible()
    assert dialog.tree.topLevelItemCount() == count + 1
    assert dialog.selection()[1].id == "my-splits"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.pack.id == "my-splits"
    assert recent_packs() == [own_pack]

    # a new window (next run) lists the remembered file
    other = _window(qtbot)
    dialog = _browser(qtbot, other)
    assert any(getattr(p, "id", "") == "my-splits" for p in dialog.packs)
    dialog.reject()


def test_recent_packs_live_in_the_isolated_settings_folder(isolated_settings, own_pack):
    from trainer.ui.recent_packs import remember_pack, settings

    remember_pack(own_pack)
    assert Path(settings().fileName()).is_relative_to(isolated_settings)
    shutil.copy(own_pack, own_pack.with_name("second.yaml"))
    remember_pack(own_pack.with_name("second.yaml"))
    assert recent_packs() == [own_pack.with_name("second.yaml"), own_pack]
    own_pack.unlink()  # a file that went away is dropped
    assert recent_packs() == [own_pack.with_name("second.yaml")]


def test_after_restart_round_the_pack_is_still_the_one_in_play(qtbot):
    window = _window(qtbot)
    pack = next(p for p in window.ensure_packs() if Path(p.source).name == "settlement-order.yaml")
    window.set_pack(pack)
    window.play_reference(lambda r: False)
    window.next_round()
    window.play_reference(lambda r: r.state == "play")
    window.restart_round()
    assert window.pack is pack and window.round.history == []
    dialog = _browser(qtbot, window)
    assert dialog.selection()[1] is pack and dialog.chosen_scenario() == 1  # the round in play
    dialog.reject()


def test_a_file_with_several_problems_lists_every_one(qtbot, tmp_path, monkeypatch):
    from trainer.core.packs.load import validate_paths

    text = (ROOT / "scenarios/packs/dealing-order.yaml").read_text(encoding="utf-8")
    text = text.replace("shoe: [Ts, 9h, Kd, Tc, 8s, 9d, 7c, 7h]", "shoe: [Ts, 9h, Kd, Tc, 8s, 9d, 7c, Zz]")
    text = text.replace("trains: [dealing_order]", "trains: [dealing_ordr]", 1)
    broken = tmp_path / "two-problems.yaml"
    broken.write_text(text, encoding="utf-8")
    problems = validate_paths([broken])
    assert len(problems) == 2
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(broken), "")))
    window = _window(qtbot)
    dialog = _browser(qtbot, window)
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    lines = dialog.file_note.text().split("\n")
    assert len(lines) == 2 and lines[0].startswith("Not opened: ")
    assert "'Zz'" in lines[0] and "dealing_ordr" in lines[1]
    dialog.reject()
