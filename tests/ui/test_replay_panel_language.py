"""The replay's right-hand panel (the table at a step) speaks the window's language:
headings, phase, notes, bet states, and amounts in the locale's number format."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt

from tests.storekit import HOUSE, MONDAY, save_real_round
from trainer.words import i18n
from trainer.store import Store
from trainer.words.bet_names import bet_name
from trainer.words.messages import amount_text
from trainer.ui.pages import replay_view
from trainer.ui.pages.replay_view import QtReplayView


def _replay(qtbot, tmp_path, seed=7):
    store = Store.open(tmp_path)
    session = store.start_session(store.trainee("Ann"), HOUSE, started=MONDAY)
    round_id, round_ = save_real_round(store, session, seed, ("first_deal",), MONDAY)
    view = QtReplayView(store, round_id)
    qtbot.addWidget(view)
    view.show()
    return store, view, round_


def test_the_table_panel_is_german_under_de(qtbot, tmp_path):
    i18n.set_language("de")
    store, view, round_ = _replay(qtbot, tmp_path)
    view.steps.setFocus()
    qtbot.keyClick(view.steps, Qt.Key.Key_Right)
    assert view.position == 1
    step_one = view.table.toPlainText()
    assert "Schritt 1:" in step_one and "Step 1" not in step_one
    qtbot.mouseClick(view.last_button, Qt.MouseButton.LeftButton)
    assert view.position == view.count
    last = view.table.toPlainText()
    for english in ("Cards", "Bets", "Dealer", "Notes", "round over", "The round is over.", "collected less paid", "paid", "pushed"):
        assert english not in last, english
    assert "Das Spiel ist vorbei." in last
    assert "Karten" in last and "Einsätze" in last
    store.close()


def test_replay_amounts_follow_the_locale(qtbot, tmp_path):
    """The house's net and the bets are written the German way; a 3:2 payout on an odd
    stake keeps its decimal comma and thousands are grouped with a dot."""
    i18n.set_language("de")
    store, view, round_ = _replay(qtbot, tmp_path)
    qtbot.mouseClick(view.last_button, Qt.MouseButton.LeftButton)
    frame = view.current_frame()
    text = view.table.toPlainText()
    house = amount_text(frame.house_result)
    assert house in text
    for bet in frame.bets.values():
        assert f"{bet_name(bet.id)}: {amount_text(Fraction(bet.stake))}" in text  # by name, never the id
    assert replay_view._money("1262.5") == "1.262,50"
    assert replay_view._money("-37.5") == "-37,50"
    store.close()


def test_the_step_list_writes_payouts_the_german_way(qtbot, tmp_path):
    """"pay 1b1 562.5" reads "Einsatz 1b1 auszahlen: 562,50", "pay 1 1500" "... 1.500"."""
    i18n.set_language("de")
    store, view, round_ = _replay(qtbot, tmp_path)
    rows = [view.steps.item(row).text() for row in range(1, view.steps.count())]
    pays = [(row, str(action.action).split()) for row, action in zip(rows, round_.history)
            if str(action.action).startswith("pay ")]
    assert any("." in words[2] for _, words in pays)  # the round has a 3:2 payout with a fraction
    for row, words in pays:
        assert row.endswith(": " + amount_text(Fraction(words[2]))), row
        assert "." not in words[2] or words[2] not in row
    store.close()
