"""The flows around a round that the table itself does not know about: spot the error,
a pack's result at its end, saving a round into a pack, opening a pack file.

:class:`QtRoundFlows` listens to the main window's ``session_started``,
``round_started`` and ``round_ended`` signals and adds its entries to the Session
menu, so the window's own code stays about dealing."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from trainer.ui.main_window import MainWindow


class QtRoundFlows(QObject):
    """Spot the error, pack results, saving to a pack, for one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        menu = self._session_menu()
        self.open_file_action = QAction(self.tr("Open pack file…"), window)
        self.open_file_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.open_file_action.triggered.connect(self.open_pack_file)
        self.save_round_action = QAction(self.tr("Save this round to a pack…"), window)
        self.save_round_action.setShortcut(QKeySequence("Ctrl+S"))
        self.save_round_action.triggered.connect(self.save_round_to_pack)
        if menu is not None:  # Packs…, Open pack file…, Restart round, Save this round…, | Quit
            actions = menu.actions()
            menu.insertAction(actions[1] if len(actions) > 1 else None, self.open_file_action)
            separator = next((a for a in menu.actions() if a.isSeparator()), None)
            menu.insertAction(separator, self.save_round_action)

    def _session_menu(self) -> QMenu | None:
        for action in self.window.menuBar().actions():
            if action.menu() is not None:
                return action.menu()
        return None

    # --- pack files ------------------------------------------------------------------------
    def open_pack_file(self) -> Any:
        """The pack browser with the file dialog open over it."""
        dialog = self.window.choose_pack()
        dialog.open_pack_file()
        return dialog

    def save_round_to_pack(self) -> Any:
        """The save dialog for the round on the table (non-blocking); None without a round."""
        from trainer.ui.save_to_pack import QtSaveToPack

        window, session = self.window, self.window.session
        if session is None or session.round is None or session.scenario is None or not session.round.history:
            window.statusBar().showMessage(self.tr("Play a round first: there is nothing to save yet."), 5000)
            return None
        dialog = QtSaveToPack(session.scenario, session.round, path=self._default_pack_file(),
                              title=session.plan.title if session.plan else "", parent=window)
        dialog.accepted.connect(lambda: window.statusBar().showMessage(
            self.tr("Saved to %1: %2 scenario(s)").replace("%1", dialog.path_edit.text().strip())
            .replace("%2", str(len(dialog.saved.scenarios) if dialog.saved else 0)), 8000))
        dialog.open()
        self.save_dialog = dialog
        return dialog

    def _default_pack_file(self) -> str:
        """The pack in play when it is the instructor's own file, else the last one opened."""
        from trainer.paths import packs_dir
        from trainer.ui.recent_packs import recent_packs

        source = str(getattr(self.window.pack, "source", "") or "")
        if source and os.path.abspath(os.path.dirname(source)) != os.path.abspath(str(packs_dir())):
            return source
        recent = recent_packs()
        return str(recent[0]) if recent else ""
