"""Counts in the window are written through Qt's %n forms: "1 mistake", "2 mistakes"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from trainer.core.game.payouts import format_amount
from trainer.ui.plurals import english_plural

from tests.ui.test_table_window import THREE_BOXES, key, make_window


def test_english_forms():
    assert english_plural("%n mistakes", 1) == "%n mistake"
    assert english_plural("%n mistakes", 0) == "%n mistakes"
    assert english_plural("%n questions", 2) == "%n questions"


def test_the_window_writes_one_mistake_and_two_mistakes(qtbot):
    window = make_window(qtbot, THREE_BOXES)  # the window installs the English forms
    assert QCoreApplication.translate("X", "%n questions", "", 1) == "1 question"
    assert QCoreApplication.translate("X", "%n questions", "", 2) == "2 questions"
    assert QCoreApplication.translate("X", "Clean round!") == "Clean round!"  # other texts untouched
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_D)  # one mistake
    window.play_reference(lambda r: False)
    assert "1 mistake<" in window.panel.summary_label.text()
    window.restart_round()
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_D, Qt.Key.Key_E)  # two
    window.play_reference(lambda r: False)
    assert "2 mistakes<" in window.panel.summary_label.text()


def test_the_terminal_quiz_says_1_question(capsys):
    import io
    import sys

    from trainer.commands import quiz as quiz_cli

    sys_stdin = sys.stdin
    sys.stdin = io.StringIO("")
    try:
        quiz_cli.main(["--house", "cosmopol", "--seed", "1", "--count", "1"])
    finally:
        sys.stdin = sys_stdin
    assert "1 question." in capsys.readouterr().out


def test_the_replay_says_what_its_tray_counts(qtbot, tmp_path):
    from trainer.store import Store
    from trainer.ui.pages.replay_view import QtReplayView

    from tests.storekit import HOUSE, MONDAY, save_real_round

    from trainer.ui import plurals

    plurals.install()  # as the app does (trainer.ui.app.application)
    with Store.open(tmp_path / "data") as store:
        ann = store.trainee("Ann")
        session = store.start_session(ann, HOUSE, started=MONDAY)
        round_id, round_ = save_real_round(store, session, 7, ("first_deal",), MONDAY)
        view = QtReplayView(store, round_id)
        qtbot.addWidget(view)
        view.show()
        view.go_to(view.count)
        text = view.table.toPlainText()
        assert "Tray" not in text
        house = -sum(round_.bet_results().values())
        signed = ("+" if house > 0 else "") + format_amount(house)
        assert f"House this round (collected less paid): {signed}" in text
        assert "1 mistake" in view.header.text() and "mistake(s)" not in view.header.text()
