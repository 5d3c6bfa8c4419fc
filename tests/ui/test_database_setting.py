"""Session > Progress database...: a station started from a desktop icon finds its class
server (or file) in the window's settings; --db and TRAINER_DB still win over it."""

from __future__ import annotations

import argparse
import contextlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tests.ui.test_progress import make_window
from trainer.commands import gui as gui_cli
from trainer.store import Store
from trainer.store.open import ENV_VAR
from trainer.ui.dialogs.database_setting import saved_database


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "data") as opened:
        yield opened


def type_database(qtbot, window, text: str) -> None:
    """Open the dialog from the Session menu's entry and type the URL as a person does."""
    window.database_action.trigger()
    dialog = window.database_dialog
    qtbot.waitUntil(dialog.isVisible)
    field = dialog.findChild(QLineEdit)
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    if text:
        qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def opened_path(db: str | None = None) -> str:
    args = argparse.Namespace(data=None, db=db, screenshot=None)
    with contextlib.ExitStack() as scratch:
        return str(gui_cli.open_store(args, scratch).path)


def test_the_saved_database_is_the_one_the_next_start_opens(qtbot, store, tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    window = make_window(qtbot, store)
    chosen = tmp_path / "class" / "station.sqlite3"
    type_database(qtbot, window, str(chosen))
    assert saved_database() == str(chosen)
    assert "next start" in window.statusBar().currentMessage()
    assert opened_path() == str(chosen)
    # --db and TRAINER_DB are stronger than the window's setting
    given = tmp_path / "given.sqlite3"
    assert opened_path(str(given)) == str(given)
    other = tmp_path / "other.sqlite3"
    monkeypatch.setenv(ENV_VAR, str(other))
    assert opened_path() == str(other)


def test_a_mistyped_server_url_is_refused_and_an_empty_entry_forgets(qtbot, store, tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    window = make_window(qtbot, store)
    type_database(qtbot, window, "postgresq://trainer@school/croupier")
    assert saved_database() is None
    assert "postgresq://" in window.statusBar().currentMessage()
    type_database(qtbot, window, str(tmp_path / "kept.sqlite3"))
    assert saved_database() == str(tmp_path / "kept.sqlite3")
    type_database(qtbot, window, "")
    assert saved_database() is None


def test_a_url_with_a_password_is_kept_privately_and_shown_masked(qtbot, store, monkeypatch):
    """Issue 27: the settings file holding the station URL is its owner's only, and the
    dialog never shows the password; accepting it as shown keeps it."""
    import os
    import stat

    from trainer.ui.recent_packs import settings

    monkeypatch.delenv(ENV_VAR, raising=False)
    path = settings().fileName()
    settings().setValue("language", "en")  # a settings file made before, readable by all
    settings().sync()
    os.chmod(path, 0o644)
    window = make_window(qtbot, store)
    url = "postgresql://trainer_station_class:s3cr3t@school:5432/class"
    type_database(qtbot, window, url)
    assert saved_database() == url
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    window.database_action.trigger()
    dialog = window.database_dialog
    qtbot.waitUntil(dialog.isVisible)
    field = dialog.findChild(QLineEdit)
    assert field.text() == "postgresql://trainer_station_class:***@school:5432/class" and "s3cr3t" not in field.text()
    qtbot.keyClick(field, Qt.Key.Key_Return)  # as shown: the password stays
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert saved_database() == url
    type_database(qtbot, window, "postgresql://trainer_station_class:***@school2:5432/class")  # another host
    assert saved_database() == "postgresql://trainer_station_class:s3cr3t@school2:5432/class"
