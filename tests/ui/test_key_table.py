"""The one key table: every key the F1 help lists does what its row says, pressed as a real
key on the table; the help, the buttons' tooltips and the key line come from the same rows."""

from __future__ import annotations

from PySide6.QtCore import Qt

from trainer.ui.key_table import BUTTON_KEYS, COMMANDS, KEYS, key_help_html, key_help_line
from tests.ui.test_table_window import SPLIT_EIGHTS, THREE_BOXES, key, make_window


def actions_after(qtbot, window, *keys) -> list[str]:
    """The dealer actions (right or wrong) the keys made the round record."""
    before = len(window.round.history)
    key(qtbot, window, *keys)
    return [str(record.action) for record in window.round.history[before:]]


def test_every_help_row_is_in_the_f1_help_and_every_key_runs_a_command(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    html = key_help_html()
    for row in KEYS:
        assert f"<b>{row.shown}</b>" in html and row.text.split(".")[0][:40] in html
    # every command of the table is one the window runs, and the window has no other keys
    assert set(COMMANDS.values()) == set(window.key_commands())


def test_each_button_names_the_key_that_presses_it(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    assert set(BUTTON_KEYS) == set(window.action_bar.buttons)
    line = key_help_line()
    for name, letter in BUTTON_KEYS.items():
        assert window.action_bar.buttons[name].toolTip().endswith(f"(key {letter})")
        assert f"{letter} " in line


def test_the_keys_do_what_the_help_says_through_a_round(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    view = window.view

    # F1 and ? show and hide the help
    key(qtbot, window, Qt.Key.Key_F1)
    assert view.help.isVisible()
    key(qtbot, window, Qt.Key.Key_Question)
    assert not view.help.isVisible()

    # Enter before the deal, then N (now greyed out: it does nothing either)
    assert actions_after(qtbot, window, Qt.Key.Key_Return) == ["no_more_bets"]
    assert actions_after(qtbot, window, Qt.Key.Key_N) == []
    # a digit deals its box a card; D the dealer (out of order here: a mistake, but the action it names)
    assert actions_after(qtbot, window, Qt.Key.Key_1) == ["deal 1"]
    assert actions_after(qtbot, window, Qt.Key.Key_D) == ["deal dealer"]
    # I offers insurance (no ace: a mistake the core names); E ends the round (too early)
    assert actions_after(qtbot, window, Qt.Key.Key_I) == ["offer_insurance"]
    assert actions_after(qtbot, window, Qt.Key.Key_E) == ["end_round"]

    window.play_reference(lambda round_: round_.state == "settlement")
    left_to_right = [bet.id for bet in sorted(window.round_view.live_bets(), key=lambda bet: bet.box)]
    assert len({window.round_view.bets[b].box for b in left_to_right}) >= 2
    # Tab and Shift+Tab go the way settlement goes (from the dealer's right), → and ← go
    # right and left on the screen; Esc clears the selection
    key(qtbot, window, Qt.Key.Key_Tab)
    assert window.selected_bet == left_to_right[-1]
    key(qtbot, window, Qt.Key.Key_Tab)
    assert window.selected_bet == left_to_right[-2]
    key(qtbot, window, Qt.Key.Key_Right)
    assert window.selected_bet == left_to_right[-1]
    key(qtbot, window, Qt.Key.Key_Left)
    assert window.selected_bet == left_to_right[-2]
    key(qtbot, window, Qt.Key.Key_Backtab)
    assert window.selected_bet == left_to_right[-1]
    key(qtbot, window, Qt.Key.Key_Escape)
    assert window.selected_bet is None

    # at settlement box 5 (17 against 17) is due first: C and U on box 3 are what the keys
    # name (wrong, so nothing moves and box 3 stays selected); P pays what was typed
    key(qtbot, window, Qt.Key.Key_Right)  # nothing selected: → starts at the leftmost bet
    assert window.selected_bet == "3"
    assert actions_after(qtbot, window, Qt.Key.Key_C) == ["collect 3"]
    assert actions_after(qtbot, window, Qt.Key.Key_U) == ["push 3"]
    qtbot.keyClicks(window.panel.amount_edit, "7")
    assert actions_after(qtbot, window, Qt.Key.Key_P) == ["pay 3 7"]
    assert [m.code for m in window.round.mistakes[-3:]] == ["SETTLEMENT_ORDER"] * 3

    # the rest by the book, then E ends the round and Enter deals the next
    window.play_reference(lambda round_: round_.expected()[0].verb == "end_round")
    assert actions_after(qtbot, window, Qt.Key.Key_E) == ["end_round"]
    assert window.round.finished
    # a one-round pack has no next round: Enter says so
    key(qtbot, window, Qt.Key.Key_Enter)
    assert "finished" in window.statusBar().currentMessage()


def test_enter_after_the_round_deals_the_next_one(qtbot):
    window = make_window(qtbot)  # free play: rounds without end
    window.play_reference(lambda round_: False)
    assert window.round.finished
    key(qtbot, window, Qt.Key.Key_Enter)
    assert window.session.index == 1 and not window.round.finished


def test_a_and_x_answer_the_players_request(qtbot):
    window = make_window(qtbot, SPLIT_EIGHTS)
    window.play_reference(lambda round_: round_.current_request()[1] == "split")
    assert actions_after(qtbot, window, Qt.Key.Key_X) == ["refuse 2"]  # a legal split refused: a mistake
    assert actions_after(qtbot, window, Qt.Key.Key_A) == ["split 2"]
    assert window.round.history[-1].mistake is None
