"""The main window's toolbar and menus, and their words in the current language.

They set their widgets on the window (``window.house_combo``, ``window.exam_box``,
``window.session_menu``...), where the session cycle, the key line and the tests find
them; the texts keep the window's translation context, ``MainWindow``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMenu, QToolBar

from trainer.words.names import house_title
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.core.game.rules import HouseRules
    from trainer.ui.window_parts import TableWindow


def build_toolbar(window: TableWindow) -> None:
    """The session toolbar: house, packs, restart, exam mode, focus, keys."""
    toolbar = QToolBar()
    toolbar.setObjectName("sessionToolbar")
    toolbar.setMovable(False)
    window.house_label = QLabel()
    toolbar.addWidget(window.house_label)
    window.house_combo = QComboBox()
    # as wide as the longest house name: "Dutch casino (Holland style)" is not cut
    window.house_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    window.house_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    window.house_combo.activated.connect(lambda index: window.set_house(window.house_combo.itemData(index)))
    toolbar.addWidget(window.house_combo)
    toolbar.addSeparator()
    window.browse_action = QAction(window)
    window.browse_action.setShortcut(QKeySequence("Ctrl+O"))
    window.browse_action.triggered.connect(window.choose_pack)
    toolbar.addAction(window.browse_action)
    window.new_round_action = QAction(window)
    window.new_round_action.setShortcut(QKeySequence("Ctrl+R"))
    window.new_round_action.triggered.connect(window.restart_round)
    toolbar.addAction(window.new_round_action)
    toolbar.addSeparator()
    window.exam_box = QCheckBox()
    window.exam_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    window.exam_box.toggled.connect(window.set_exam)
    toolbar.addWidget(window.exam_box)
    toolbar.addSeparator()
    from trainer.ui.focus_picker import QtFocusPicker

    window.focus_picker = QtFocusPicker(window, toolbar)
    window.help_action = QAction(window)
    window.help_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
    window.help_action.triggered.connect(lambda: window.view.toggle_help())
    toolbar.addAction(window.help_action)
    toolbar.addSeparator()
    window.addToolBar(toolbar)
    window.toolbar = toolbar

def build_menus(window: TableWindow) -> None:
    """The Session, Language and Help menus (the menus' heavier parts load when used; the
    speed run and the daily challenge come with the session: :func:`add_challenge_entries`)."""
    session = window.menuBar().addMenu("")
    window.session_menu = session
    session.addAction(window.browse_action)
    session.addAction(window.new_round_action)
    from trainer.ui.dialogs.database_setting import add_database_action

    add_database_action(window, session)
    session.addSeparator()
    quit_action = QAction(window)
    window.quit_action = quit_action
    quit_action.setShortcut(QKeySequence.StandardKey.Quit)
    quit_action.triggered.connect(window.close)
    session.addAction(quit_action)
    from trainer.ui.language_menu import add_language_menu

    add_language_menu(window)
    help_menu = window.menuBar().addMenu("")
    window.help_menu = help_menu
    help_menu.addAction(window.help_action)
    window.guide_action = QAction(window)
    window.guide_action.triggered.connect(lambda: window.open_guide())
    help_menu.addAction(window.guide_action)
    retranslate_bars(window)

def retranslate_bars(window: TableWindow) -> None:
    """The toolbar's and the menus' words in the current language."""
    window.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Session"))
    window.house_label.setText(" " + QCoreApplication.translate("MainWindow", "House:") + " ")
    window.browse_action.setText(QCoreApplication.translate("MainWindow", "Packs…"))
    window.new_round_action.setText(QCoreApplication.translate("MainWindow", "Restart round"))
    window.exam_box.setText(QCoreApplication.translate("MainWindow", "Exam mode"))
    window.help_action.setText(QCoreApplication.translate("MainWindow", "Keys (F1)"))
    window.session_menu.setTitle(QCoreApplication.translate("MainWindow", "&Session"))
    window.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
    window.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    window.guide_action.setText(QCoreApplication.translate("MainWindow", "&Guided round"))
    from trainer.ui.dialogs.database_setting import retranslate_database_action
    from trainer.ui.language_menu import retranslate_language_menu

    if hasattr(window, "speed_action"):  # the challenge module loads the session: not for the first frame
        from trainer.ui.challenge import retranslate_challenge_menu

        retranslate_challenge_menu(window)
    retranslate_database_action(window)
    retranslate_language_menu(window)


def add_challenge_entries(window: TableWindow) -> None:
    """The Session menu's speed run and daily challenge, in their place after "Restart
    round" (added once the session's modules are loaded, after the first frame)."""
    from trainer.ui.challenge import add_challenge_menu

    entries = QMenu(window)  # keeps the separator it makes; its entries move to the Session menu
    add_challenge_menu(window, entries)
    window.session_menu.insertActions(window.database_action, entries.actions())
    window.challenge_entries = entries


def build_status_bar(window: TableWindow) -> None:
    """The key line in the status bar, on the table's tab, when no message is showing."""
    from trainer.ui.key_table import key_help_line
    from trainer.ui.widgets.elided_label import QtElidedLabel

    window.key_line = QtElidedLabel(key_help_line())
    window.key_line.setStyleSheet("color: #444; padding: 0 6px;")
    window.statusBar().addPermanentWidget(window.key_line, 1)
    # a message (a mistake's rule, "Not paid: ...") takes the key line's place while
    # it shows: side by side, the key line squeezed it out of sight
    window.statusBar().messageChanged.connect(lambda _text: window._show_key_line())
    # the table's keys are the table's: other tabs' status bars do not list them
    window.tabs.currentChanged.connect(lambda index: window._show_key_line(window.tabs.widget(index)))
    window.tabs.page_failed.connect(lambda error: window.statusBar().showMessage(
        filled(QCoreApplication.translate("MainWindow", "The tab failed to start: %1"), error), 8000))


#: how long a prompt about the round in play shows (ms).
PROMPT_MS = 4000


def show_prompt(window: TableWindow, text: str) -> None:
    """A word on what to do now in this round ("Type the amount...", "Select a bet
    first..."): the round's end takes it away (:func:`drop_prompt`), where it would ask
    for what can no longer be done."""
    window.status_prompt = text
    window.statusBar().showMessage(text, PROMPT_MS)


def drop_prompt(window: TableWindow) -> None:
    """The round's prompt off the status bar, if it still shows (other messages, a
    mistake's rule, stay their time)."""
    if window.statusBar().currentMessage() and window.statusBar().currentMessage() == getattr(window, "status_prompt", None):
        window.statusBar().clearMessage()


def fill_house_combo(window: TableWindow, current: HouseRules, every_house: bool = False) -> None:
    """The toolbar's house list: ``current`` alone, or every house (reading every house
    pack waits until after the first frame)."""
    from trainer.core.game.rules import house_names, load_house

    window.house_combo.clear()
    names = house_names() if every_house else [current.id]
    for name in names:
        try:
            house = current if name == current.id else load_house(name)
        except Exception:  # a broken house pack is left out
            continue
        window.house_combo.addItem(house_title(house), name)
    window.house_combo.setCurrentIndex(max(window.house_combo.findData(current.id), 0))
