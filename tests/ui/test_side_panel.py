"""The side panel: every mistake entry shows all its lines, the empty list says what it
is waiting for, and the panel keeps one width whatever the round's texts."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from trainer.core.procedure.actions import Mistake
from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.ui.main_window import MainWindow
from trainer.ui.side_panel import PANEL_WIDTH, QtSidePanel

EARLY = Mistake(code="DEALER_CARD_EARLY", step=13, action="deal dealer", expected=("close_insurance",))

TWO_BOXES = """
rules: cosmopol
boxes:
  1: {bet: 100}
  3: {bet: 200}
shoe: [Ts, 9h, 8s, 7d, 9d, Kd]
decisions: {1: [stand], 3: [stand]}
"""


def make_panel(qtbot) -> QtSidePanel:
    panel = QtSidePanel()
    qtbot.addWidget(panel)
    panel.resize(PANEL_WIDTH, 760)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_every_mistake_entry_shows_all_its_lines(qtbot):
    panel = make_panel(qtbot)
    for _ in range(12):  # enough for a scroll bar, which narrows the entries
        panel.add_mistake(EARLY)
    QApplication.processEvents()
    listing = panel.mistakes_list
    assert listing.verticalScrollBar().isVisible()
    for row in range(listing.count()):
        item = listing.item(row)
        label = listing.itemWidget(item)
        cell = listing.visualItemRect(item)
        assert label.width() <= listing.viewport().width()
        # the label's geometry holds its wrapped text and stays inside its cell
        assert label.height() >= label.heightForWidth(label.width())
        assert cell.contains(label.geometry())


def test_the_empty_mistakes_list_says_what_it_waits_for(qtbot):
    panel = make_panel(qtbot)
    assert panel.mistakes_list.count() == 0
    training = panel.mistakes_list.placeholder
    assert training
    panel.set_exam(True)
    assert panel.mistakes_list.placeholder and panel.mistakes_list.placeholder != training


def test_a_clean_exam_round_says_so_where_the_mistakes_would_be(qtbot):
    window = MainWindow("cosmopol", plans=[RoundPlan(parse_scenario(TWO_BOXES), title="clean")], exam=True,
                        animation_ms=0, load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.play_reference(lambda round_: False)
    assert window.round.finished and window.panel.summary_box.isVisibleTo(window)
    assert window.panel.mistakes_list.count() == 0
    assert window.panel.mistakes_list.placeholder == window.panel.tr("No mistakes this round.")


def test_the_panel_keeps_one_width_whatever_the_round_says(qtbot):
    panel = make_panel(qtbot)
    panel.set_header("Casino Cosmopol", "", "Training", "")
    narrow = panel.sizeHint().width(), panel.width()
    panel.set_header("Swiss casino (Swiss Jack) · Swiss casino rules", "Two cards to every box, then the dealer's card",
                     "Training · Round 1 of 6", "In this house the boxes take both their cards first.")
    QApplication.processEvents()
    assert panel.width() == narrow[1] == PANEL_WIDTH
