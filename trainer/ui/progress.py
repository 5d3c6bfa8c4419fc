"""The trainee's progress beside the table: who is training, what is recorded, the
History tab and replay windows.

The main window owns one :class:`QtProgress` when it has a progress database. It puts a
trainee chooser in the toolbar, hands every session, round and drill answer to a
Qt-free :class:`~trainer.recording.ProgressRecorder`, and keeps the History tab current.
A database that cannot be opened or written never stops the table: the error goes to
the status line and play goes on. The database may be handed over as a function that
opens it, called when the first round is dealt, so the table paints before any of it.
"""

from __future__ import annotations

import getpass
import time
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QInputDialog, QLabel, QMainWindow, QMessageBox, QToolBar,
                               QVBoxLayout, QWidget)

if TYPE_CHECKING:
    from trainer.core.drills import Answer
    from trainer.core.procedure import Round
    from trainer.core.session import RoundSummary, Session
    from trainer.recording import ProgressRecorder
    from trainer.store import Store
    from trainer.ui.history_view import QtHistoryView

#: the chooser's last entry, which asks for a new name.
_NEW_TRAINEE = object()


def default_trainee(store: Store) -> str:
    """Who trains when nobody is named: whoever trained last here, else the login name."""
    last = store.last_trainee()
    if last is not None:
        return last.name
    try:
        return getpass.getuser() or "trainee"
    except Exception:  # no login name (some containers): any name will do
        return "trainee"


class QtProgress(QObject):
    """Records the table and the drills for the chosen trainee; the History tab.

    It listens: to the window's ``session_did_start`` hook, and through it to each
    session's ``round_did_start`` and ``round_did_end``; the window never calls it to
    record. ``trainee_did_change`` tells the window to deal the round again."""

    trainee_did_change = Signal()

    def __init__(self, window: QMainWindow, store: Store | Callable[[], Store], trainee: str | None = None) -> None:
        super().__init__(window)
        self.window = window
        window.session_did_start.append(self._session_did_start)
        self._open_store = store if callable(store) else lambda: store
        self._wanted_trainee = trainee
        self.store: Store | None = None
        self.recorder: ProgressRecorder | None = None
        #: why nothing is recorded (the database would not open), or None.
        self.error: str | None = None
        self.history: QtHistoryView | None = None
        self.replays: list[QDialog] = []
        #: the seed of the next practice session (None: from the clock; tests set it).
        self.practice_seed: int | None = None
        self.trainee_combo = QComboBox()
        self.trainee_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.trainee_combo.setToolTip(self.tr("Whose progress is recorded"))
        self.trainee_combo.setMinimumContentsLength(12)
        self.trainee_combo.activated.connect(self._trainee_activated)

    def ensure_open(self) -> bool:
        """Open the database and the recorder (once); False when they cannot be used."""
        if self.recorder is not None or self.error is not None:
            return self.recorder is not None
        from trainer.recording import ProgressRecorder
        from trainer.store import StoreError

        try:
            self.store = self._open_store()
            self.recorder = ProgressRecorder(self.store, self._wanted_trainee or default_trainee(self.store))
        except StoreError as error:
            self.error = str(error)
            self.trainee_combo.setEnabled(False)
            self.trainee_combo.setToolTip(self.tr("Nothing is recorded: %1").replace("%1", self.error))
            self.window.statusBar().showMessage(self.tr("Nothing is recorded: %1").replace("%1", self.error), 15000)
            return False
        self._fill_trainees()
        return True

    @property
    def trainee_name(self) -> str:
        return self.recorder.trainee.name if self.recorder is not None else ""

    def add_to(self, toolbar: QToolBar) -> None:
        toolbar.addWidget(QLabel(" " + self.tr("Trainee:") + " "))
        toolbar.addWidget(self.trainee_combo)

    # --- the trainee ----------------------------------------------------------------------------
    def _fill_trainees(self) -> None:
        combo = self.trainee_combo
        combo.blockSignals(True)
        combo.clear()
        for trainee in self.store.trainees():
            combo.addItem(trainee.name, trainee.name)
        combo.addItem(self.tr("New trainee…"), _NEW_TRAINEE)
        combo.setCurrentIndex(max(combo.findData(self.trainee_name), 0))
        combo.blockSignals(False)

    def _trainee_activated(self, index: int) -> None:
        name = self.trainee_combo.itemData(index)
        if name is _NEW_TRAINEE:
            name, ok = QInputDialog.getText(self.window, self.tr("New trainee"), self.tr("The trainee's name:"))
            if not ok or not name.strip():
                self._fill_trainees()  # back to whoever was chosen
                return
        self.choose_trainee(name)

    def choose_trainee(self, name: str) -> None:
        """Record for ``name`` from now on: the round in play is saved as abandoned and
        dealt again for the new trainee."""
        if not self.ensure_open() or " ".join(name.split()).casefold() == self.trainee_name.casefold():
            return
        if not self._guard(lambda: self.recorder.set_trainee(name)):
            return
        self._fill_trainees()
        if self.history is not None:
            self.history.set_trainee(self.recorder.trainee)
        if getattr(self, "skills", None) is not None:
            self.skills.set_trainee(self.recorder.trainee)
        self.trainee_did_change.emit()

    # --- recording (listeners of the window's and the session's hooks) ------------------------------
    def _session_did_start(self, session: Session, pack: Any | None) -> None:
        self.session_started(session.rules.id, session.mode, pack)
        # first in line: the round is recorded before the window shows its summary, so
        # whatever the summary leads to (a pack's result, the history) finds it stored
        session.round_did_start.insert(0, lambda round_, plan: self.round_started(round_, session))
        session.round_did_end.insert(0, self.round_ended)

    def session_started(self, house: str, mode: str, pack: Any | None) -> None:
        if not self.ensure_open():
            return
        pack_id = str(getattr(pack, "id", "") or "") or None
        self._guard(lambda: self.recorder.begin_session(house, mode, pack_id))

    def round_started(self, round_: Round, session: Session) -> None:
        if self.recorder is not None:
            self._guard(lambda: self.recorder.round_started(round_, session.scenario, session.elapsed))

    def round_ended(self, summary: RoundSummary) -> None:
        if self.recorder is None or not self._guard(lambda: self.recorder.round_ended(summary.seconds)):
            return
        if self.history is not None:
            self._guard(self.history.refresh)  # a class server that went away: said, not raised
        if getattr(self, "skills", None) is not None:
            self._guard(self.skills.refresh)

    def drill_answered(self, answer: Answer, house: str) -> None:
        if self.ensure_open():
            self._guard(lambda: self.recorder.drill_answered(answer, house))

    def close(self) -> None:
        if self.recorder is not None:
            self._guard(self.recorder.close)
        for dialog in self.replays:
            dialog.close()

    def _guard(self, write: Callable[[], object]) -> bool:
        """Run a write; a failure is shown, not raised (the table goes on)."""
        from trainer.store import StoreError

        try:
            write()
        except StoreError as error:
            self.window.statusBar().showMessage(str(error), 10000)
            return False
        return True

    # --- history and replay ---------------------------------------------------------------------
    def history_page(self) -> QWidget:
        """The History tab's page (built when the tab is first shown)."""
        from trainer.ui.history_view import QtHistoryView

        if not self.ensure_open():
            page = QLabel(self.tr("Nothing is recorded: %1").replace("%1", self.error or ""))
            page.setAlignment(Qt.AlignmentFlag.AlignCenter)
            page.setWordWrap(True)
            return page
        self.history = QtHistoryView(self.store, self.recorder.trainee, self.window)
        self.history.replay_requested.connect(self.open_replay)
        self.history.practise_requested.connect(self.start_practice)
        return self.history

    def start_practice(self) -> None:
        """"Practise these": focused rounds on the trainee's weak points, on the table."""
        from trainer.ui.practice_session import QtPracticeSession

        if not self.ensure_open():
            return
        seed = self.practice_seed if self.practice_seed is not None else time.time_ns()
        self.practice = QtPracticeSession(self.window, self.store, self.recorder.trainee, seed=seed)
        if self.practice.start():
            self.window.tabs.setCurrentIndex(0)
        else:  # only drill kinds to practise (or nothing): say so where it is seen
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Practise these"), self.practice.banner(),
                              QMessageBox.StandardButton.Ok, self.window)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            self.practice_message = box

    def skills_page(self) -> QWidget:
        """The Skills tab's page: the skill map (built when the tab is first shown)."""
        from trainer.ui.skills_view import QtSkillsView

        if not self.ensure_open():
            page = QLabel(self.tr("Nothing is recorded: %1").replace("%1", self.error or ""))
            page.setAlignment(Qt.AlignmentFlag.AlignCenter)
            return page
        self.skills = QtSkillsView(self.store, self.recorder.trainee, self.window.rules.id, self.window)
        return self.skills

    def open_replay(self, round_id: int) -> QDialog:
        """A window stepping through a recorded round (several may be open)."""
        from trainer.ui.replay_view import QtReplayView

        dialog = QDialog(self.window)
        dialog.setWindowTitle(self.tr("Replay of round %1").replace("%1", str(round_id)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(dialog)
        layout.addWidget(QtReplayView(self.store, round_id, dialog))
        dialog.resize(1000, 640)
        dialog.finished.connect(lambda *_: self.replays.remove(dialog) if dialog in self.replays else None)
        self.replays.append(dialog)
        dialog.show()
        return dialog
