"""What the trainee types and clicks at the table means one thing: the amount field after
a payout, decimal commas, a box's digit against a click on its cards, and Enter."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt

from trainer.core.procedure import mistakes as M
from tests.ui.test_table_window import THREE_BOXES, click_hand, key
from tests.ui.test_table_window import make_window as _make_window

#: box 1 has Black Jack on 125 (3:2 pays 187.5) against the dealer's 7; box 2 stands on 17
#: and the dealer makes 17.
BLACKJACK_ON_125 = """
rules: cosmopol
boxes:
  1: {bet: 125}
  2: {bet: 100}
shoe: [As, 9h, 7d, Kh, 8c, Ts]
decisions: {2: [stand]}
"""


def PAY_3_IS_DUE(round_) -> bool:  # noqa: N802 - a condition for play_reference
    """Settlement has reached box 3's bet (the dealer settles from the right)."""
    return round_.state == "settlement" and round_.expected()[0].target == "3"


def make_window(qtbot, scenario: str):
    """A window that is the active one, so focus moves as it does on a desktop."""
    window = _make_window(qtbot, scenario)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def type_amount(qtbot, window, text: str) -> None:
    """Type into the amount field as a trainee does (it has the focus after P or a wrong
    payout) and press Enter."""
    qtbot.keyClicks(window.panel.amount_edit, text)
    qtbot.keyClick(window.panel.amount_edit, Qt.Key.Key_Return)


def test_a_wrong_payout_leaves_an_empty_field_for_the_right_one(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    window.play_reference(PAY_3_IS_DUE)
    round_ = window.round
    key(qtbot, window, Qt.Key.Key_3)  # box 3 stood on 18 against 17: pay 200
    assert window.selected_bet == "3"
    key(qtbot, window, Qt.Key.Key_P)
    assert window.panel.amount_edit.hasFocus()
    type_amount(qtbot, window, "100")
    assert [m.code for m in round_.mistakes] == [M.WRONG_AMOUNT]
    # the field is empty and ready: typing 200 is 200, not 100200
    assert window.panel.amount_edit.text() == ""
    assert window.panel.amount_edit.hasFocus()
    type_amount(qtbot, window, "200")
    assert round_.table.bets["3"].settled
    assert [m.code for m in round_.mistakes] == [M.WRONG_AMOUNT]  # no second mistake
    assert window.panel.amount_edit.text() == "" and window.view.hasFocus()


def test_p_again_after_a_wrong_payout_pays_nothing_stale(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    window.play_reference(PAY_3_IS_DUE)
    round_ = window.round
    window.select_bet("3")
    qtbot.mouseClick(window.panel.chip_buttons[100], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.panel.pay_button, Qt.MouseButton.LeftButton)
    assert [m.code for m in round_.mistakes] == [M.WRONG_AMOUNT]
    window.view.setFocus()
    key(qtbot, window, Qt.Key.Key_P)
    # nothing was paid again: P with an empty field asks for the amount
    assert [m.code for m in round_.mistakes] == [M.WRONG_AMOUNT]
    assert not round_.table.bets["3"].settled
    assert window.panel.amount_edit.hasFocus()


def test_a_decimal_comma_pays_the_half(qtbot):
    window = make_window(qtbot, BLACKJACK_ON_125)
    round_ = window.round
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_D, Qt.Key.Key_1, Qt.Key.Key_2)
    assert round_.state == "blackjack_payouts"
    key(qtbot, window, Qt.Key.Key_Tab)
    assert window.selected_bet == "1"
    key(qtbot, window, Qt.Key.Key_P)
    type_amount(qtbot, window, "187,5")
    assert round_.mistakes == []
    assert round_.table.bets["1"].settled
    assert round_.bet_results()["1"] == Fraction(375, 2)


def test_a_comma_with_a_zero_is_not_ten_times_the_amount(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    window.play_reference(PAY_3_IS_DUE)
    window.select_bet("3")
    window.panel.amount_edit.setFocus()
    type_amount(qtbot, window, "200,0")
    assert window.round.mistakes == [] and window.round.bet_results()["3"] == 200


def test_an_ambiguous_amount_pays_nothing_and_says_why(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    window.play_reference(PAY_3_IS_DUE)
    window.select_bet("3")
    window.panel.amount_edit.setFocus()
    type_amount(qtbot, window, "2,000")
    assert window.round.mistakes == [] and not window.round.table.bets["3"].settled
    assert "ambiguous" in window.statusBar().currentMessage()
    assert not window.key_line.isVisible()  # the message has the status bar to itself
    # the unclear text is selected: the next keys replace it
    assert window.panel.amount_edit.selectedText() == "2,000"
    type_amount(qtbot, window, "200")
    assert window.round.table.bets["3"].settled and window.round.mistakes == []


def test_a_box_key_and_a_click_on_its_cards_do_the_same_with_a_black_jack_unpaid(qtbot):
    by_key = make_window(qtbot, BLACKJACK_ON_125)
    by_click = make_window(qtbot, BLACKJACK_ON_125)
    for window in (by_key, by_click):
        key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_D, Qt.Key.Key_1, Qt.Key.Key_2)
        assert window.round.state == "blackjack_payouts"
    key(qtbot, by_key, Qt.Key.Key_2)
    click_hand(qtbot, by_click, "2")
    for window in (by_key, by_click):
        # a card to box 2 before the Black Jack is paid: dealt nowhere, named the same way
        assert [m.code for m in window.round.mistakes] == [M.BJ_NOT_PAID_AT_ONCE]
        assert len(window.round.table.hands["2"].cards) == 2
    assert by_key.selected_bet == by_click.selected_bet


def test_after_the_boxes_a_key_and_a_click_both_select_the_bet(qtbot):
    by_key = make_window(qtbot, THREE_BOXES)
    by_click = make_window(qtbot, THREE_BOXES)
    for window in (by_key, by_click):
        window.play_reference(lambda r: r.state == "settlement")
    key(qtbot, by_key, Qt.Key.Key_3)
    click_hand(qtbot, by_click, "3")
    for window in (by_key, by_click):
        assert window.selected_bet == "3"
        assert window.round.mistakes == []


def test_enter_mid_round_ends_nothing(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    key(qtbot, window, Qt.Key.Key_Return)  # before the deal: no more bets
    assert window.round.state == "first_deal"
    key(qtbot, window, Qt.Key.Key_1, Qt.Key.Key_Return)
    assert not window.round.finished
    assert window.round.mistakes == []
    assert "E ends the round" in window.statusBar().currentMessage()
    window.play_reference(lambda r: r.state == "settlement" and all(b.settled for b in r.table.bets.values()))
    key(qtbot, window, Qt.Key.Key_Return)
    assert not window.round.finished  # even with every bet settled, E ends the round
    key(qtbot, window, Qt.Key.Key_E)
    assert window.round.finished and window.round.mistakes == []
    key(qtbot, window, Qt.Key.Key_Return)  # after the round: the next one (here: none left)
    assert "The pack is finished" in window.statusBar().currentMessage()


def test_the_key_help_says_what_enter_and_a_click_mean():
    from trainer.ui.main_window import key_help_html, key_help_line

    html = key_help_html()
    assert "Mid-round it ends nothing" in html
    assert "does what its digit does" in html
    assert "Enter no more bets / next round" in key_help_line()


def click_tab(qtbot, window, title: str) -> None:
    bar = window.tabs.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i) == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.tabs.currentIndex() == index


def test_the_drills_follow_the_tables_house(qtbot):
    from trainer.core.drills import available_kinds

    window = make_window(qtbot, None)
    click_tab(qtbot, window, "Drills")
    drills = window.tabs.currentWidget()
    assert drills.rules.id == "cosmopol" and "Casino Cosmopol" in drills.house_label.text()
    click_tab(qtbot, window, "Table")
    index = window.house_combo.findData("holland")
    window.house_combo.setCurrentIndex(index)
    window.house_combo.activated.emit(index)
    click_tab(qtbot, window, "Drills")
    drills = window.tabs.currentWidget()
    holland = window.rules
    assert holland.id == "holland"
    assert drills.rules is holland and holland.name in drills.house_label.text()
    assert sorted(drills.chip_buttons) == sorted(holland.chips)
    # the questions are the new house's: Black Jack pays its ratio
    seen = set()
    for _ in range(40):
        question = drills.current_question()
        seen.add(question.house)
        if question.kind == "blackjack":
            assert question.answer == question.stake * holland.blackjack_pays
        qtbot.keyClicks(drills.amount_edit, "1")
        qtbot.keyClick(drills.amount_edit, Qt.Key.Key_Return)
    assert seen == {"holland"}
    assert "blackjack" in available_kinds(holland)


def test_a_greyed_out_button_is_a_dead_key_too(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    bar = window.action_bar.buttons
    # betting: the dealer's card, End round and insurance are greyed out; their keys and
    # a click on the dealer's place do nothing, and say so
    assert not bar["deal_dealer"].isEnabled() and not bar["end_round"].isEnabled()
    key(qtbot, window, Qt.Key.Key_D, Qt.Key.Key_E, Qt.Key.Key_I)
    click_hand(qtbot, window, "dealer")
    assert window.round.history == [] and window.round.state == "betting"
    assert "is not available now" in window.statusBar().currentMessage()
    key(qtbot, window, Qt.Key.Key_N)
    assert window.round.state == "first_deal"
    assert not bar["no_more_bets"].isEnabled()
    key(qtbot, window, Qt.Key.Key_N)
    assert len(window.round.history) == 1 and window.round.mistakes == []


INSURED = """
rules: cosmopol
boxes:
  1: {bet: 100}
shoe: [Ts, As, 9h, 7c]
decisions: {1: [stand]}
"""


def test_insurance_is_offered_once_by_button_and_key(qtbot):
    window = make_window(qtbot, INSURED)
    bar = window.action_bar.buttons
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_D, Qt.Key.Key_1)
    assert window.round.state == "insurance_offer" and bar["offer_insurance"].isEnabled()
    key(qtbot, window, Qt.Key.Key_I)
    assert window.round.state == "insurance_window" and bar["close_insurance"].isEnabled()
    qtbot.mouseClick(bar["close_insurance"], Qt.MouseButton.LeftButton)
    assert window.round.state == "dealer_draw"  # box 1 stands on 19
    assert not bar["offer_insurance"].isEnabled()  # closed: not offered twice
    steps = len(window.round.history)
    key(qtbot, window, Qt.Key.Key_I)
    assert len(window.round.history) == steps and window.round.mistakes == []


def test_the_amount_prompt_goes_with_the_round(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    window.play_reference(PAY_3_IS_DUE)
    key(qtbot, window, Qt.Key.Key_3)
    key(qtbot, window, Qt.Key.Key_P)  # no amount typed yet: the status bar asks for one
    prompt = window.statusBar().currentMessage()
    assert prompt.startswith("Type the amount")
    type_amount(qtbot, window, "200")
    window.play_reference(lambda round_: round_.expected()[0].verb == "end_round")
    assert window.statusBar().currentMessage() == prompt  # mid-round it has its four seconds
    key(qtbot, window, Qt.Key.Key_E)
    assert window.round.finished
    assert window.statusBar().currentMessage() == ""
    key(qtbot, window, Qt.Key.Key_P)  # a key after the end says so, and that stays its time
    assert window.statusBar().currentMessage() != ""
