"""The house play options at the window: an insurance over the limit placed by a simulated
player and refused by the trainee (select it, X), a soft 21 that asks for a card at the
restaurant casino, and the Czech round-the-table order, all by real keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_table_window import click_bet, click_hand, key, make_window
from trainer.core.procedure import mistakes as M
from trainer.words import window_texts as texts

#: dealer ace: box 1 puts 60 on the insurance line for its 100 (over half), box 3 insures
#: 100 on 200 (right). Both stand; the dealer draws 5s, 6c and 7h (19).
OVER_INSURED = """
rules: cosmopol
boxes: {1: {bet: 100}, 3: {bet: 200}}
shoe: [9h, Ts, Ac, Kd, 9c, 5s, 6c, 7h]
insurance_over_limit: {"1": 60}
insurance: {"3": 100}
decisions: {1: [stand], 3: [stand]}
"""

#: restaurant casino: box 1 A-5 hits to a soft 21 (A-5-5) and asks again.
SOFT_21 = """
rules: minicasino
boxes: {1: {bet: 100}}
shoe: [Ah, 7d, 5s, 5c, 4d, 6s, Kd]
decisions: {1: [hit, hit, hit]}
"""

#: Czech: boxes 1 and 3 each hit twice, one card at a time round the table.
CZECH_ROUND = """
rules: czech
boxes: {1: {bet: 100}, 3: {bet: 100}}
shoe: [2h, 3h, 9c, 2d, 3d, 2c, 3c, 2s, 3s, Th]
decisions: {1: [hit, hit, stand], 3: [hit, hit, stand]}
"""


def _deal_first_round(qtbot, window, boxes):
    """N, then a click on each box's card place, D, and the boxes again (clicks, since a
    digit waits for a second one on an eleven-box table)."""
    key(qtbot, window, Qt.Key.Key_N)
    for box in boxes:
        click_hand(qtbot, window, str(box))
    key(qtbot, window, Qt.Key.Key_D)
    for box in boxes:
        click_hand(qtbot, window, str(box))


def test_an_insurance_over_half_the_bet_is_refused_with_x(qtbot):
    window = make_window(qtbot, OVER_INSURED)
    round_ = window.round
    _deal_first_round(qtbot, window, [1, 3])
    key(qtbot, window, Qt.Key.Key_I)
    assert round_.state == "insurance_window"
    # the simulated players have placed their insurance: both lie on the line
    assert round_.table.bets["ins:1"].stake == 60 and round_.table.bets["ins:3"].stake == 100
    assert window.scene.stack_item("ins:1") is not None
    assert window.action_bar.buttons["refuse"].isEnabled()
    # moving on without refusing is accepting it: a mistake, and nothing changes
    key(qtbot, window, Qt.Key.Key_I)
    assert window.panel.mistake_codes() == [M.ILLEGAL_INSURANCE]
    assert round_.state == "insurance_window"
    # refusing the right one is a mistake too
    click_bet(qtbot, window, "ins:3")
    key(qtbot, window, Qt.Key.Key_X)
    assert window.panel.mistake_codes()[-1] == M.LEGAL_REQUEST_REFUSED
    assert "ins:3" in round_.table.bets
    # select the 60 and refuse it: it goes back to the player
    click_bet(qtbot, window, "ins:1")
    assert window.selected_bet == "ins:1"
    stack_before = round_.table.stacks["1"]
    key(qtbot, window, Qt.Key.Key_X)
    assert "ins:1" not in round_.table.bets
    assert round_.table.stacks["1"] == stack_before + 60
    assert window.scene.stack_item("ins:1") is None
    key(qtbot, window, Qt.Key.Key_I)
    assert round_.state == "play" or round_.state == "dealer_draw"
    window.play_reference(lambda r: False)
    assert round_.finished and round_.table.ledger_balanced()
    assert [m.code for m in round_.mistakes] == [M.ILLEGAL_INSURANCE, M.LEGAL_REQUEST_REFUSED]
    assert "ins:1" not in round_.bet_results()


def test_a_soft_21_asks_for_a_card_at_the_restaurant_casino(qtbot):
    window = make_window(qtbot, SOFT_21, house="minicasino")
    round_ = window.round
    _deal_first_round(qtbot, window, [1])
    click_hand(qtbot, window, "1")  # A-5 hits: soft 21
    assert round_.table.hands["1"].total == 21
    assert round_.current_request() == ("1", "hit")
    assert window.scene.bubbles["1"].text == texts.decision_text("hit") + "!"
    click_hand(qtbot, window, "1")  # the card is right: A-5-5-4 is a hard 15
    assert round_.mistakes == []
    assert round_.table.hands["1"].total == 15


def test_the_help_says_a_push_may_stay_for_the_next_round():
    from trainer.ui.main_window import key_help_html

    assert "leave it on the box for the next round (Casino Cosmopol), it is still a push" in key_help_html()
    assert texts.action_text("refuse ins:1") == "Refuse insurance on box 1 (over the limit)"


def test_czech_cards_go_round_the_table(qtbot):
    window = make_window(qtbot, CZECH_ROUND, house="czech")
    round_ = window.round
    _deal_first_round(qtbot, window, [1, 3])
    assert window.panel.now_label.text() == texts.house_state_text("play", True)
    assert "round the table" in window.panel.now_label.text()
    key(qtbot, window, Qt.Key.Key_1)
    assert round_.current_request() == ("3", "hit")  # box 3's turn, though box 1 wants more
    key(qtbot, window, Qt.Key.Key_1)
    assert window.panel.mistake_codes() == [M.DEAL_ORDER]
    key(qtbot, window, Qt.Key.Key_3, Qt.Key.Key_1, Qt.Key.Key_3)
    assert [len(round_.table.hands[h].cards) for h in ("1", "3")] == [4, 4]
    assert round_.state == "dealer_draw"
