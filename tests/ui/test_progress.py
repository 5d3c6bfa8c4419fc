"""The table window with a progress database: rounds saved as they end, abandoned rounds
kept unfinished, the trainee chooser, the History tab with replay, drill answers saved,
and a database that refuses writes never stopping the table."""

from __future__ import annotations

import argparse
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt

from trainer.commands import gui as gui_cli
from trainer.core.procedure import mistakes as M
from trainer.core.game.payouts import format_amount
from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.store import Store
from trainer.ui.pages.history_view import QtHistoryView
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.replay_view import QtReplayView

from tests.ui.test_table_window import THREE_BOXES, key


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "data") as opened:
        yield opened


def make_window(qtbot, store, trainee="Anna", rounds=2) -> MainWindow:
    plans = [RoundPlan(parse_scenario(THREE_BOXES), title=f"round {i + 1}") for i in range(rounds)]
    window = MainWindow("cosmopol", plans=plans, animation_ms=0, store=store, trainee=trainee)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def show_tab(window: MainWindow, title: str):
    index = [window.tabs.tabText(i) for i in range(window.tabs.count())].index(title)
    window.tabs.setCurrentIndex(index)
    return window.tabs.widget(index)


def test_each_round_is_saved_when_it_ends_with_its_mistakes(qtbot, store):
    window = make_window(qtbot, store)
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_D)  # DEAL_ORDER
    window.play_reference(lambda r: False)
    assert window.round.finished
    (saved,) = store.rounds("Anna")
    assert saved.finished and saved.actions == len(window.round.history) and saved.mistakes == 1
    assert [m.code for m in store.mistakes("Anna")] == [M.DEAL_ORDER]
    (session,) = store.sessions("Anna")
    assert (session.house, session.mode) == ("cosmopol", "training")


def test_a_restarted_round_is_kept_as_not_finished(qtbot, store):
    window = make_window(qtbot, store)
    window.play_reference(lambda r: r.state == "play")
    window.restart_round()
    assert window.round.history == []
    (saved,) = store.rounds("Anna")
    assert not saved.finished and saved.actions > 0
    window.restart_round()  # nothing was done in this one: nothing more is saved
    assert len(store.rounds("Anna")) == 1


def test_the_history_tab_shows_saved_rounds_and_opens_a_replay(qtbot, store):
    window = make_window(qtbot, store)
    history = show_tab(window, "History")
    assert isinstance(history, QtHistoryView)
    assert history.rounds_table.rowCount() == 0
    window.play_reference(lambda r: False)
    assert history.rounds_table.rowCount() == 1  # refreshed when the round was saved
    history.rounds_table.selectRow(0)
    qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    (dialog,) = window.progress.replays
    replay = dialog.findChild(QtReplayView)
    assert replay.error is None and replay.replay is not None
    dialog.close()


def test_choosing_another_trainee_records_for_them(qtbot, store):
    window = make_window(qtbot, store)
    window.play_reference(lambda r: r.state == "play")
    window.progress.choose_trainee("Björn")
    combo = window.progress.trainee_combo
    assert [combo.itemText(i) for i in range(combo.count() - 1)] == ["Anna", "Björn"]
    assert combo.currentText() == "Björn"
    assert window.round.history == []  # the round was dealt again for Björn
    window.play_reference(lambda r: False)
    assert [r.finished for r in store.rounds("Anna")] == [False]
    assert [r.finished for r in store.rounds("Björn")] == [True]
    assert store.last_trainee().name == "Björn"


def test_drill_answers_are_saved_for_the_trainee(qtbot, store):
    window = make_window(qtbot, store)
    tab = show_tab(window, "Drills")
    question = tab.current_question()
    tab.amount_edit.setText(format_amount(question.answer + 5))
    qtbot.keyClick(tab.amount_edit, Qt.Key.Key_Return)
    (answer,) = store.drill_answers("Anna")
    assert (answer.kind, answer.house, answer.correct) == (question.kind, "cosmopol", False)
    assert Fraction(answer.stake) == question.stake and Fraction(answer.expected) == question.answer


def test_a_database_that_refuses_writes_does_not_stop_the_table(qtbot, store):
    window = make_window(qtbot, store)
    store.connection.execute("PRAGMA query_only = ON")
    window.play_reference(lambda r: False)
    assert window.round.finished  # the round went on to its end
    assert "could not save progress" in window.statusBar().currentMessage()
    store.connection.execute("PRAGMA query_only = OFF")
    assert store.rounds("Anna") == []


def test_gui_command_records_into_data_and_a_bare_screenshot_into_nobody(tmp_path, monkeypatch, qtbot):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-data"))
    parser = argparse.ArgumentParser()
    gui_cli.add_parser(parser.add_subparsers())
    shot = tmp_path / "shot.png"
    assert gui_cli.run(parser.parse_args(["gui", "--screenshot", str(shot), "--stop-at", "end"])) == 0
    assert not (tmp_path / "home-data").exists()  # no trace in the user's own history
    data = tmp_path / "school"
    args = ["gui", "--screenshot", str(shot), "--stop-at", "end", "--data", str(data), "--trainee", "Cleo"]
    assert gui_cli.run(parser.parse_args(args)) == 0
    with Store.open(data, create=False) as saved:
        (round_,) = saved.rounds("Cleo")
        assert round_.finished and round_.mistakes == 0


def test_gui_command_with_unusable_data_is_one_line_and_exit_2(tmp_path, capsys):
    parser = argparse.ArgumentParser()
    gui_cli.add_parser(parser.add_subparsers())
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    args = parser.parse_args(["gui", "--screenshot", str(tmp_path / "x.png"), "--data", str(blocker)])
    assert gui_cli.run(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(blocker) in err and "Traceback" not in err


def test_a_database_that_will_not_open_leaves_the_table_playing(qtbot, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    window = MainWindow("cosmopol", animation_ms=0, store=lambda: Store.open(blocker / "data"), trainee="Anna")
    qtbot.addWidget(window)
    window.show()
    window.play_reference(lambda r: False)
    assert window.round.finished
    assert window.progress.recorder is None and str(blocker) in window.progress.error
    assert not window.progress.trainee_combo.isEnabled()
    page = show_tab(window, "History")
    assert "Nothing is recorded" in page.text()


def test_the_database_opens_after_the_first_frame(qtbot, tmp_path):
    opened = []

    def open_store():
        opened.append(window.round)  # what was dealt when it opened
        return Store.open(tmp_path)

    window = MainWindow("cosmopol", pack=None, animation_ms=0, store=open_store, trainee="Anna", defer_start=True)
    qtbot.addWidget(window)
    assert opened == []  # nothing opened while the window was built
    window.show()
    qtbot.waitUntil(lambda: window.round is not None)
    assert opened == [None] and window.progress.trainee_name == "Anna"
    assert len(window.progress.store.sessions("Anna")) == 1


# --- the History tab reads only; a damaged database records nothing more -------------------------


def test_the_history_tab_reads_through_a_read_only_connection(qtbot, store):
    window = make_window(qtbot, store)
    key(qtbot, window, Qt.Key.Key_N)
    window.play_reference(lambda r: False)
    history = show_tab(window, "History")
    assert isinstance(history, QtHistoryView)
    reader = window.progress.reader
    assert reader is not None and reader.readonly and reader is not store
    with pytest.raises(Exception, match="readonly"):
        reader.connection.execute("DELETE FROM rounds")
    assert history.rounds_table.rowCount() == 1  # and it sees what the recorder committed


def damage(folder, table="rounds"):
    """Garbage over one table's root page of a database with some history."""
    from trainer.store import DB_FILENAME

    with Store.open(folder) as filled:
        filled.trainee("Anna")
        for n in range(50):
            filled.save_drill_answer("Anna", "blackjack", "cosmopol", 100, 150, 150, True, 1.0 + n)
        session = filled.start_session("Anna", "cosmopol")
        filled.save_round(session, {"rules": "cosmopol", "boxes": {1: {"bet": 100}}}, [], started="2024-01-01T10:00:00",
                          ended="2024-01-01T10:01:00")
        filled.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        size = filled.connection.execute("PRAGMA page_size").fetchone()[0]
        root = filled.connection.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
    with open(folder / DB_FILENAME, "r+b") as handle:
        handle.seek((root - 1) * size)
        handle.write(b"\xa5" * size)
    return folder / DB_FILENAME


def test_a_damaged_database_is_said_left_untouched_and_a_new_one_can_be_started(qtbot, tmp_path):
    from trainer.store import DB_FILENAME

    folder = tmp_path / "data"
    folder.mkdir()
    db = damage(folder)
    damaged_bytes = db.read_bytes()
    plans = [RoundPlan(parse_scenario(THREE_BOXES), title=f"round {i + 1}") for i in range(2)]
    window = MainWindow("cosmopol", plans=plans, animation_ms=0, store=lambda: Store.open(folder), trainee="Anna")
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    progress = window.progress
    assert progress.damage_bar.isVisible()
    assert "damaged" in progress.damage_label.text() and str(db) in progress.damage_label.text()
    assert progress.recorder is None
    key(qtbot, window, Qt.Key.Key_N)
    window.play_reference(lambda r: False)  # a round played meanwhile is not written into the damaged file
    assert db.read_bytes() == damaged_bytes
    window.grab().save(str(tmp_path / "damaged.png"))

    qtbot.mouseClick(progress.new_database_button, Qt.MouseButton.LeftButton)
    assert not progress.damage_bar.isVisible()
    (aside,) = [p for p in folder.iterdir() if p.name.startswith("progress.damaged-") and p.suffix == ".sqlite3"]
    assert aside.read_bytes() == damaged_bytes  # kept, exactly as it was
    key(qtbot, window, Qt.Key.Key_Return)  # the next round, recorded in the new database
    window.play_reference(lambda r: False)
    with Store.open_readonly(folder) as fresh:
        assert fresh.path == folder / DB_FILENAME
        assert len(fresh.rounds("Anna")) >= 1


def test_journal_files_deleted_under_the_window_stop_recording_and_say_so(qtbot, tmp_path):
    from pathlib import Path

    store = Store.open(tmp_path / "data")
    window = make_window(qtbot, store)
    key(qtbot, window, Qt.Key.Key_N)
    window.play_reference(lambda r: False)
    assert len(store.rounds("Anna")) == 1
    for suffix in ("-wal", "-shm"):
        Path(f"{store.path}{suffix}").unlink()
    key(qtbot, window, Qt.Key.Key_Return, Qt.Key.Key_N)  # the next round; it ends and is not written
    window.play_reference(lambda r: False)
    progress = window.progress
    assert progress.damage_bar.isVisible() and "deleted or replaced" in progress.damage_label.text()
    assert not progress.new_database_button.isVisible()
    assert progress.recorder is None
    window.close()
    with Store.open_readonly(tmp_path / "data") as reader:
        assert len(reader.rounds("Anna")) == 1  # the first round, committed before, is kept
