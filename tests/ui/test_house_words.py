"""Words that fit the house and the count (issue 29, points 6 and 7), played in the window
with real keys: a dealing-order mistake at the Swiss table states the Swiss order (two
cards to every box before the dealer's one), at Casino Cosmopol the Cosmopol order; the
round summary's "Payouts right / wrong" counts payments only."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_table_window import THREE_BOXES, key, make_window
from trainer.core.procedure import mistakes as M
from trainer.words import i18n

#: two boxes at the Swiss table; box 1 stands on 19, box 2 on 20, the dealer makes 18.
SWISS_TWO_BOXES = """
rules: swiss
boxes:
  1: {bet: 100}
  2: {bet: 100}
shoe: [Ts, Th, 9s, Td, 8c, 9d]
decisions: {1: [stand], 2: [stand]}
"""


def _last_mistake_text(window) -> str:
    listing = window.panel.mistakes_list
    return listing.itemWidget(listing.item(listing.count() - 1)).text()


def _deal_out_of_order(qtbot, window) -> str:
    key(qtbot, window, Qt.Key.Key_N)  # no more bets
    assert window.round.state == "first_deal"
    key(qtbot, window, Qt.Key.Key_2)  # box 2 before box 1
    assert window.panel.mistake_codes() == [M.DEAL_ORDER]
    return _last_mistake_text(window)


def test_the_swiss_tables_dealing_order_mistake_states_the_swiss_order(qtbot):
    window = make_window(qtbot, SWISS_TWO_BOXES, house="swiss")
    key(qtbot, window, Qt.Key.Key_N)
    # what the panel says the dealer does now: the Swiss first deal, too
    assert "a second card to each box, then the dealer's card" in window.panel.now_label.text()
    key(qtbot, window, Qt.Key.Key_2)  # box 2 before box 1
    assert window.panel.mistake_codes() == [M.DEAL_ORDER]
    text = _last_mistake_text(window)
    assert "each box's second card, and only then the dealer's card" in text
    assert "where the house plays so" not in text  # no hedging: this house's rule
    assert "then each hand is finished before the next" in text
    assert "each box's second card, and only then" in window.statusBar().currentMessage()


def test_cosmopols_dealing_order_mistake_states_cosmopols_order(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    key(qtbot, window, Qt.Key.Key_N)
    key(qtbot, window, Qt.Key.Key_3)  # box 3 before box 1
    text = _last_mistake_text(window)
    assert "one card to each box, one to the dealer, then each box's second card" in text
    assert "only then the dealer's card" not in text


def test_the_house_rule_is_said_in_the_windows_language(qtbot):
    i18n.set_language("de")
    window = make_window(qtbot, SWISS_TWO_BOXES, house="swiss")
    text = _deal_out_of_order(qtbot, window)
    assert "erst dann die Karte des Croupiers" in text


def test_the_summary_counts_payments_only(qtbot):
    """THREE_BOXES settles by collect 1, collect 1b1, push 5 and pay 3: one payment. A
    payment out of its turn (pay 3 before box 5 is pushed) is a mistake of order, not a
    wrong payout; a payment of a wrong amount is."""
    window = make_window(qtbot, THREE_BOXES)
    round_ = window.round
    for action in ("no_more_bets", "deal 1", "deal 3", "deal 5", "deal dealer", "deal 1", "deal 3", "deal 5",
                   "deal 1", "collect 1", "collect 1b1", "deal dealer"):
        assert window.session.attempt(action) is None, action
    assert round_.state == "settlement"
    assert window.session.attempt("pay 3 200").code == M.SETTLEMENT_ORDER  # box 5 first, from the right
    assert window.session.attempt("push 5") is None
    assert window.session.attempt("pay 3 150").code == M.WRONG_AMOUNT
    assert window.session.attempt("pay 3 200") is None
    key(qtbot, window, Qt.Key.Key_E)  # E ends the round: the summary
    assert round_.finished
    summary = window.session.summaries[-1]
    assert (summary.payouts_right, summary.payouts_wrong) == (1, 1)
    assert "Payouts right: 1 · wrong: 1" in window.panel.summary_label.text()
