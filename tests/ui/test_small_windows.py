"""The window from 1024x700 up: nothing clipped in the side panel, the F1 help's last row
on screen, the dealer's buttons never cut mid-word, and `--size` agreeing with the real
minimum. (The screenshots at these sizes are looked at by eye; these are the geometry.)"""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from trainer.commands import gui as gui_cli
from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.ui.main_window import MainWindow
from trainer.ui.window_sizes import MIN_WINDOW

from tests.ui.test_table_window import THREE_BOXES

SIZES = [MIN_WINDOW, (1280, 800), (1920, 1080)]

#: a long scenario title and hint, as instructors write them.
LONG_HINT = ("Deal one card to each box from your left, then one to yourself, then the second card to each box. "
             "Box 1 has a behind bet: settle it with its box. Settle from your right to your left, and end the "
             "round only when every bet is settled and the table is clear.")


def make_window(qtbot, size) -> MainWindow:
    plan = RoundPlan(parse_scenario(THREE_BOXES), title="A scenario with a rather long title to wrap", hint=LONG_HINT)
    window = MainWindow("cosmopol", plans=[plan], animation_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    want = (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))
    qtbot.waitUntil(lambda: (window.width(), window.height()) == want)
    return window


def assert_inside(widget, outer) -> None:
    """``widget`` is shown whole inside ``outer`` (no clipped edge)."""
    top_left = widget.mapTo(outer, QPoint(0, 0))
    assert top_left.x() >= 0 and top_left.y() >= 0, widget.objectName()
    assert top_left.x() + widget.width() <= outer.width(), widget.objectName()
    assert top_left.y() + widget.height() <= outer.height(), widget.objectName()


def test_the_minimum_is_1024x700_and_the_window_goes_down_to_it(qtbot):
    window = make_window(qtbot, (800, 600))
    assert (window.minimumWidth(), window.minimumHeight()) == MIN_WINDOW
    assert (window.width(), window.height()) == MIN_WINDOW


@pytest.mark.parametrize("size", SIZES)
def test_the_side_panel_shows_its_title_hint_and_mistakes_whole(qtbot, size):
    window = make_window(qtbot, size)
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    for action in ("deal dealer", "end_round", "offer_insurance"):  # three mistakes to list
        window.perform(action)
    qtbot.wait(10)
    panel = window.panel
    for label in (panel.title_label, panel.scenario_label, panel.info_label, panel.now_label, panel.hint_label):
        assert label.isVisible()
        assert label.height() >= label.heightForWidth(label.width()), (size, label.text())
        assert_inside(label, panel)
    assert panel.mistakes_list.viewport().height() >= 90, size
    assert_inside(panel.mistakes_box, panel)
    window.play_reference(lambda r: False)  # the summary too
    assert panel.summary_box.isVisible()
    assert_inside(panel.summary_box, panel)
    assert panel.mistakes_list.viewport().height() >= 120, size


@pytest.mark.parametrize("size", SIZES)
def test_the_key_help_shows_its_last_row(qtbot, size):
    window = make_window(qtbot, size)
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    help_ = window.view.help
    assert help_.isVisible()
    assert_inside(help_, window.view)
    # the whole text fits in the overlay (none of it below the bottom edge)
    assert help_.label.height() <= help_.scroll_area.viewport().height(), size
    assert help_.label.heightForWidth(help_.label.width()) <= help_.scroll_area.viewport().height(), size
    assert "Show or hide this help" in help_.label.text()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    assert not help_.isVisible()


@pytest.mark.parametrize("size", SIZES)
def test_the_dealers_buttons_keep_their_words(qtbot, size):
    window = make_window(qtbot, size)
    buttons = window.action_bar.buttons.values()
    qtbot.waitUntil(lambda: all(button.width() >= button.sizeHint().width() for button in buttons))
    for button in buttons:
        assert_inside(button, window.action_bar)


def test_the_key_line_is_the_tables_only(qtbot):
    window = make_window(qtbot, MIN_WINDOW)
    assert window.key_line.isVisible()
    # at 1024 a shorter variant of the line, whole (no "…"); the tooltip has the longest
    assert not window.key_line.shown_text().endswith("…")
    assert window.key_line.shown_text() in window.key_line.text().split("\x9c")[1:]
    assert window.key_line.toolTip() == window.key_line.text().split("\x9c")[0]
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert window.tabs.currentIndex() == 1 and not window.key_line.isVisible()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(0).center())
    assert window.key_line.isVisible()


def test_size_help_states_the_real_minimum_and_a_smaller_size_is_raised(tmp_path, qtbot):
    parser = argparse.ArgumentParser()
    gui_cli.add_parser(parser.add_subparsers())
    assert "at least 1024x700" in parser._subparsers._group_actions[0].choices["gui"].format_help()
    target = tmp_path / "small.png"
    assert gui_cli.run(parser.parse_args(["gui", "--screenshot", str(target), "--size", "800x600"])) == 0
    image = QImage(str(target))
    ratio = image.devicePixelRatio() or 1
    assert (round(image.width() / ratio), round(image.height() / ratio)) == MIN_WINDOW


def test_the_house_list_shows_whole_names(qtbot):
    window = make_window(qtbot, MIN_WINDOW)
    window.fill_house_combo(window.rules, every_house=True)
    combo = window.house_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert "Dutch casino (Holland style)" in names
    qtbot.waitUntil(lambda: combo.width() >= max(combo.fontMetrics().horizontalAdvance(n) for n in names) + 20)
