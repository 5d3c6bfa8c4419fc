"""The side panel's bet and round-state lines take a new text without laying the window
out again while it wraps to the same height (every click that selects a bet changes
them), and still grow and shrink with a text that needs more or fewer lines."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel

from tests.ui.test_side_panel import make_panel
from trainer.ui.side_panel import QtSidePanel

SHORT = "Bet 3 (box holder): stake 100 kr on hand 3"
ALSO_SHORT = "Bet 5 (behind): stake 50 kr on hand 5"
LONG = ("Bet 5b2 (behind): stake 1 250 kr on hand 5.2, which was split from a pair of eights "
        "and doubled after the split, as this house allows")


class LayoutRequests(QObject):
    """Counts the layout requests the panel and its group boxes receive."""

    def __init__(self, widgets) -> None:
        super().__init__()
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def shown_panel(qtbot) -> QtSidePanel:
    panel = make_panel(qtbot)
    panel.set_bet(SHORT)
    panel.set_now("Deal the second round.", "")
    qtbot.wait(20)
    # the layout those first texts asked for, done even on a busy machine: posted layout
    # requests are delivered now rather than left to the next turn of the event loop
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    return panel


def whole_text_fits(label) -> bool:
    """As tall as a plain wrapped label of its width, font and text needs."""
    plain = QLabel(label.text())
    plain.setWordWrap(True)
    plain.setFont(label.font())
    return label.height() == plain.heightForWidth(label.width())


def test_a_new_text_of_the_same_height_lays_nothing_out(qtbot):
    panel = shown_panel(qtbot)
    requests = LayoutRequests([panel, panel.bet_box, panel.round_box])
    for text in (ALSO_SHORT, SHORT, ALSO_SHORT):
        panel.set_bet(text)
        panel.set_now("Settle the bets." if text == SHORT else "Deal the second round.", "")
        QApplication.processEvents()
        assert panel.bet_label.text() == text
    assert requests.count == 0
    assert whole_text_fits(panel.bet_label) and whole_text_fits(panel.now_label)


def test_a_longer_text_grows_the_line_and_a_shorter_one_gives_the_room_back(qtbot):
    panel = shown_panel(qtbot)
    label = panel.bet_label
    one_line = label.height()
    buttons_at = panel.pay_button.mapTo(panel, panel.pay_button.rect().topLeft()).y()
    panel.set_bet(LONG)
    QApplication.processEvents()
    assert label.height() > 2 * one_line and whole_text_fits(label)
    assert label.width() == panel.bet_box.contentsRect().width() - sum(
        (panel.bet_box.layout().contentsMargins().left(), panel.bet_box.layout().contentsMargins().right()))
    # the buttons under it moved down to make room
    assert panel.pay_button.mapTo(panel, panel.pay_button.rect().topLeft()).y() > buttons_at
    panel.set_bet(SHORT)
    QApplication.processEvents()
    assert label.height() == one_line and whole_text_fits(label)
    assert panel.pay_button.mapTo(panel, panel.pay_button.rect().topLeft()).y() == buttons_at
