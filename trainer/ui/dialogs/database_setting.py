"""The window's own choice of progress database (Session > Progress database...).

A station in a classroom is usually started from a desktop icon, with no ``--db`` and no
``TRAINER_DB``: the instructor sets the class server's URL once in the window, and it is
kept in QSettings (``progress/database``). ``--db`` and ``TRAINER_DB`` still win over it,
and an empty entry goes back to the local file. It applies from the next start, because
the window opens its database once, before the first round is recorded.

The URL may hold a trainee login's password (a shared station keeps the server's address only): the settings file is made readable by its
owner only before the URL goes into it (and an older one is made so when read), and the
dialog shows ``***`` in the password's place; accepting it as shown keeps the password.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMenu

from trainer.ui.recent_packs import settings
from trainer.words.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from trainer.ui.window_parts import TableWindow

SETTINGS_KEY = "progress/database"


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtDatabaseSetting", text)


#: the password in ``user:password@`` or in ``password=`` (a URL's query, libpq's keywords).
_PASSWORDS = re.compile(r"(?i)(://[^:/?#@\s]*:)([^/?#\s]*)(@)|(\bpassword=)([^&\s]*)")
MASK = "***"


def masked(db: str) -> str:
    """``db`` with ``***`` for its password, for showing."""
    return _PASSWORDS.sub(lambda m: f"{m[1]}{MASK}{m[3]}" if m[1] else f"{m[4]}{MASK}", db)


def unmasked(text: str, saved: str | None) -> str:
    """What the dialog gave back, with the saved password where it still shows ``***``."""
    if not saved or MASK not in text:
        return text
    secrets = [m[2] if m[1] else m[5] for m in _PASSWORDS.finditer(saved)]
    kept = iter(secrets)
    return _PASSWORDS.sub(
        lambda m: (f"{m[1]}{next(kept, MASK) if m[2] == MASK else m[2]}{m[3]}" if m[1]
                   else f"{m[4]}{next(kept, MASK) if m[5] == MASK else m[5]}"), text)


def keep_private() -> None:
    """Make the settings file readable by its owner only (made empty first if missing, so a
    password is never in a file others can read; Qt keeps the mode when it rewrites it)."""
    path = Path(settings().fileName())
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
        if stat.S_IMODE(path.stat().st_mode) & 0o077:
            os.chmod(path, 0o600)
    except OSError:
        pass  # a settings folder elsewhere (or none): Qt says nothing either


def saved_database() -> str | None:
    """The URL or file the window was told to use, or None (the local file)."""
    value = settings().value(SETTINGS_KEY)
    value = value.strip() or None if isinstance(value, str) else None
    if value is not None:
        keep_private()  # a file an older trainer left readable by everyone
    return value


def save_database(db: str) -> str | None:
    """Keep ``db`` (empty: forget it); returns why it cannot be kept, else None."""
    # the check comes with the database modules, which the window loads after its first frame
    from trainer.store.open import url_problem

    db = db.strip()
    problem = url_problem(db)
    if problem:
        return problem
    if db:
        keep_private()
        settings().setValue(SETTINGS_KEY, db)
    else:
        settings().remove(SETTINGS_KEY)
    return None


def ask_for_database(window: TableWindow) -> QInputDialog:
    """A small dialog for the URL; not modal, returned so a test can fill and accept it."""
    dialog = QInputDialog(window)
    dialog.setWindowTitle(_tr(QT_TRANSLATE_NOOP("QtDatabaseSetting", "Progress database")))
    dialog.setLabelText(_tr(QT_TRANSLATE_NOOP(
        "QtDatabaseSetting",
        "Where progress is recorded from the next start: a class server "
        "(postgresql://user@host/database) or a SQLite file. Leave it empty for this computer's own file.",
    )))
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    saved = saved_database()
    dialog.setTextValue(masked(saved or ""))

    def accepted(text: str) -> None:
        problem = save_database(unmasked(text, saved))
        if problem:
            window.statusBar().showMessage(problem, 10000)
        else:
            window.statusBar().showMessage(
                _tr(QT_TRANSLATE_NOOP("QtDatabaseSetting", "The progress database changes at the next start.")), 10000
            )

    dialog.textValueSelected.connect(accepted)
    dialog.open()
    window.database_dialog = dialog
    return dialog


def add_database_action(window: TableWindow, menu: QMenu) -> QAction:
    action = QAction(window)
    action.triggered.connect(lambda: ask_for_database(window))
    menu.addAction(action)
    window.database_action = action
    retranslate_database_action(window)
    return action


def retranslate_database_action(window: TableWindow) -> None:
    """The menu entry's words in the current language."""
    window.database_action.setText(_tr(QT_TRANSLATE_NOOP("QtDatabaseSetting", "Progress &database…")))
