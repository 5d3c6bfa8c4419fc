"""The window's own choice of progress database (Session > Progress database...).

A station in a classroom is usually started from a desktop icon, with no ``--db`` and no
``TRAINER_DB``: the instructor sets the class server's URL once in the window, and it is
kept in QSettings (``progress/database``). ``--db`` and ``TRAINER_DB`` still win over it,
and an empty entry goes back to the local file. It applies from the next start, because
the window opens its database once, before the first round is recorded.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMainWindow, QMenu

from trainer.ui.recent_packs import settings

SETTINGS_KEY = "progress/database"


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtDatabaseSetting", text)


def saved_database() -> str | None:
    """The URL or file the window was told to use, or None (the local file)."""
    value = settings().value(SETTINGS_KEY)
    return value.strip() or None if isinstance(value, str) else None


def save_database(db: str) -> str | None:
    """Keep ``db`` (empty: forget it); returns why it cannot be kept, else None."""
    # the check comes with the database modules, which the window loads after its first frame
    from trainer.store.open import url_problem

    db = db.strip()
    problem = url_problem(db)
    if problem:
        return problem
    if db:
        settings().setValue(SETTINGS_KEY, db)
    else:
        settings().remove(SETTINGS_KEY)
    return None


def ask_for_database(window: QMainWindow) -> QInputDialog:
    """A small dialog for the URL; not modal, returned so a test can fill and accept it."""
    dialog = QInputDialog(window)
    dialog.setWindowTitle(_tr(QT_TRANSLATE_NOOP("QtDatabaseSetting", "Progress database")))
    dialog.setLabelText(_tr(QT_TRANSLATE_NOOP(
        "QtDatabaseSetting",
        "Where progress is recorded from the next start: a class server "
        "(postgresql://user@host/database) or a SQLite file. Leave it empty for this computer's own file.",
    )))
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    dialog.setTextValue(saved_database() or "")

    def accepted(text: str) -> None:
        problem = save_database(text)
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


def add_database_action(window: QMainWindow, menu: QMenu) -> QAction:
    action = QAction(window)
    action.triggered.connect(lambda: ask_for_database(window))
    menu.addAction(action)
    window.database_action = action
    retranslate_database_action(window)
    return action


def retranslate_database_action(window: QMainWindow) -> None:
    """The menu entry's words in the current language."""
    window.database_action.setText(_tr(QT_TRANSLATE_NOOP("QtDatabaseSetting", "Progress &database…")))
