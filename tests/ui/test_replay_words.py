"""The replay lists a round's actions in words, the way spot-the-error says them, in the
window's language ("Pay box 2: 150", "Auszahlen an ..."), never the contract's notation."""

from __future__ import annotations

from tests.storekit import HOUSE, MONDAY, save_real_round
from trainer.words import i18n
from trainer.store import Store
from trainer.words import window_texts as texts
from trainer.ui.pages.replay_view import QtReplayView


def replay_of_a_round(qtbot, tmp_path):
    store = Store.open(tmp_path)
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, started=MONDAY)
    round_id, round_ = save_real_round(store, session, 7, ("first_deal",), MONDAY)
    view = QtReplayView(store, round_id)
    qtbot.addWidget(view)
    view.show()
    return store, view, round_


def test_every_step_is_listed_in_words(qtbot, tmp_path):
    store, view, round_ = replay_of_a_round(qtbot, tmp_path)
    rows = [view.steps.item(row).text() for row in range(1, view.steps.count())]
    assert len(rows) == len(round_.history)
    for number, (row, action) in enumerate(zip(rows, round_.history), start=1):
        assert row.startswith(f"{number}. {texts.action_text(action.action)}")
        assert texts.action_text(action.action) != str(action.action)  # every recorded action has its words
    assert any(row.startswith(f"{n}. Card to box") for n, row in enumerate(rows, start=1))
    assert not any(" deal " in f" {row} " or row.split(". ", 1)[1].startswith(("pay ", "collect ")) for row in rows)
    view.go_to(1)
    assert f"Step 1: {texts.action_text(round_.history[0].action)}" in view.table.toPlainText()
    store.close()


def test_the_steps_follow_the_language(qtbot, tmp_path):
    i18n.set_language("de")
    store, view, round_ = replay_of_a_round(qtbot, tmp_path)
    first = view.steps.item(1).text()
    assert first == f"1. {texts.action_text(round_.history[0].action)}"
    assert texts.action_text(round_.history[0].action) not in ("No more bets", str(round_.history[0].action))
    assert first == "1. Nichts geht mehr"
    store.close()
