"""The trainee's progress beside the table: who is training, what is recorded, the
History tab and replay windows.

The main window owns one :class:`QtProgress` when it has a progress database. It puts a
trainee chooser in the toolbar, hands every session, round and drill answer to a
Qt-free :class:`~trainer.progress.recording.ProgressRecorder`, and keeps the History tab current.
A database that cannot be opened or written never stops the table: the error goes to
the status line and play goes on. The database may be handed over as a function that
opens it, called when the first round is dealt, so the table paints before any of it.

A damaged database (or one whose journal files were deleted under it) records nothing
more: a bar under the table says so and offers to start a new database in its place;
the damaged files are moved aside under a new name, their bytes untouched, for whoever
can rescue them. The History tab and the replays read through a read-only connection
of their own: looking at progress never writes.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from trainer.words.messages import sorted_names
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.core.drills import Answer
    from trainer.core.practice.session import RoundSummary, Session
    from trainer.core.procedure.actions import Record
    from trainer.core.procedure.view import RoundView
    from trainer.progress.recording import ProgressRecorder
    from trainer.store import Store
    from trainer.ui.pages.history_view import QtHistoryView
    from trainer.ui.window_parts import TableWindow

#: the chooser's last entry, which asks for a new name.
_NEW_TRAINEE = object()


@contextlib.contextmanager
def upgrade_shown(window: QWidget) -> Iterator[None]:
    """While the database opens: should it be from an older trainer, its upgrade (every
    recorded round worked out once, minutes for years of rounds) shows in a progress
    dialog over the window instead of a window that does not answer."""
    from PySide6.QtWidgets import QApplication, QProgressDialog

    from trainer.store import schema

    dialogs: list[QProgressDialog] = []

    def show(done: int, total: int) -> None:
        if not dialogs:
            dialog = QProgressDialog(QCoreApplication.translate(
                "QtProgress", "Bringing the progress database up to date: every recorded round is worked out once…"),
                "", 0, total, window)
            dialog.setCancelButton(None)  # it goes on where it stopped next time: closing the window is the way out
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setMinimumDuration(0)
            dialog.setAutoReset(False)  # closed when the database is open, not at the last batch
            dialogs.append(dialog)
        dialogs[0].setMaximum(max(total, 1))
        dialogs[0].setValue(min(done, total))
        QApplication.processEvents()

    before = schema.progress_shown
    schema.progress_shown = lambda name: show
    try:
        yield
    finally:
        schema.progress_shown = before
        for dialog in dialogs:
            dialog.close()
            dialog.deleteLater()


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

    def __init__(self, window: TableWindow, store: Store | Callable[[], Store], trainee: str | None = None) -> None:
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
        #: the read-only connection the History tab and the replays read through.
        self.reader: Store | None = None
        self.replays: list[QDialog] = []
        #: the seed of the next practice session (None: from the clock; tests set it).
        self.practice_seed: int | None = None
        #: the damaged database's path while nothing is recorded into it, else None.
        self.damaged: Path | None = None
        #: the session being recorded (house, mode, pack), to go on in a new database.
        self._session: tuple[str, str, Any] | None = None
        # a bar of its own under the table, the whole window wide, shown only when needed
        self.damage_bar = QToolBar(self.tr("Progress database"))
        self.damage_bar.setMovable(False)
        self.damage_bar.setFloatable(False)
        self.damage_bar.addWidget(self._damage_bar())
        self.damage_bar.hide()
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.damage_bar)
        self.trainee_combo = QComboBox()
        self.trainee_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.trainee_combo.setToolTip(self.tr("Whose progress is recorded"))
        self.trainee_combo.setMinimumContentsLength(12)
        self.trainee_combo.activated.connect(self._trainee_activated)

    def ensure_open(self) -> bool:
        """Open the database and the recorder (once); False when they cannot be used."""
        if self.recorder is not None or self.error is not None:
            return self.recorder is not None
        from trainer.progress.recording import ProgressRecorder
        from trainer.store import StoreError

        try:
            with upgrade_shown(self.window):
                self.store = self._open_store()
            self.recorder = ProgressRecorder(self.store, self._wanted_trainee or default_trainee(self.store))
        except StoreError as error:
            if self._is_damage(error):
                self._stop_recording(error)
                return False
            self.error = str(error)
            self.trainee_combo.setEnabled(False)
            self.trainee_combo.setToolTip(filled(self.tr("Nothing is recorded: %1"), self.error))
            self.window.statusBar().showMessage(filled(self.tr("Nothing is recorded: %1"), self.error), 15000)
            return False
        self._fill_trainees()
        return True

    @property
    def trainee_name(self) -> str:
        return self.recorder.trainee.name if self.recorder is not None else ""

    def add_to(self, toolbar: QToolBar) -> None:
        self.trainee_label = QLabel(" " + self.tr("Trainee:") + " ")
        toolbar.addWidget(self.trainee_label)
        toolbar.addWidget(self.trainee_combo)

    def retranslate(self) -> None:
        """The toolbar's words in the current language (the trainee stays chosen)."""
        if getattr(self, "trainee_label", None) is not None:
            self.trainee_label.setText(" " + self.tr("Trainee:") + " ")
        index = self.trainee_combo.findData(_NEW_TRAINEE)
        if index >= 0:
            self.trainee_combo.setItemText(index, self.tr("New trainee…"))
        if not self.error:
            self.trainee_combo.setToolTip(self.tr("Whose progress is recorded"))

    # --- the trainee ----------------------------------------------------------------------------
    def _fill_trainees(self) -> None:
        combo = self.trainee_combo
        combo.blockSignals(True)
        combo.clear()
        assert self.store is not None  # ensure_open() opened it (the list is filled then)
        for trainee in sorted_names(self.store.trainees(), key=lambda t: t.name):  # the reader's alphabet
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
        recorder = self.recorder
        assert recorder is not None  # ensure_open() opened it
        if not self._guard(lambda: recorder.set_trainee(name)):
            return
        self._fill_trainees()
        if self.history is not None:
            self.history.set_trainee(recorder.trainee)
        if getattr(self, "skills", None) is not None:
            self.skills.set_trainee(recorder.trainee)
        self.trainee_did_change.emit()

    # --- recording (listeners of the window's and the session's hooks) ------------------------------
    def _session_did_start(self, session: Session, pack: Any | None) -> None:
        self.session_started(session.rules.id, session.mode, pack)
        # first in line: the round is recorded before the window shows its summary, so
        # whatever the summary leads to (a pack's result, the history) finds it stored
        session.round_did_start.insert(0, lambda round_, plan: self.round_started(session))
        session.round_did_change.insert(0, self.round_changed)
        session.round_did_end.insert(0, lambda summary: self.round_ended(summary, session))

    def session_started(self, house: str, mode: str, pack: Any | None) -> None:
        self._session = (house, mode, pack)
        if not self.ensure_open():
            return
        pack_id = str(getattr(pack, "id", "") or "") or None
        recorder = self.recorder
        assert recorder is not None  # ensure_open() opened it
        self._guard(lambda: recorder.begin_session(house, mode, pack_id))

    def round_started(self, session: Session, records: tuple[Record, ...] = ()) -> None:
        """A round was dealt: the recorder starts from the session's view of it."""
        recorder = self.recorder
        if recorder is not None:
            scenario = session.scenario
            assert scenario is not None  # a dealt round is dealt from one
            self._guard(lambda: recorder.round_started(session.view(), scenario, session.elapsed, records))

    def round_changed(self, view: RoundView, record: Record | None) -> None:
        if self.recorder is not None and record is not None:
            self.recorder.round_changed(view, record)  # keeps it in memory: nothing to fail

    def round_ended(self, summary: RoundSummary, session: Session | None = None) -> None:
        view = session.view() if session is not None and session.round is not None else None
        recorder = self.recorder
        if recorder is None or not self._guard(lambda: recorder.round_ended(summary.seconds, summary.records, view)):
            return
        if self.history is not None:
            self._guard(self.history.refresh)  # a lost class server or a damaged page: said, not raised
        if getattr(self, "skills", None) is not None:
            self._guard(self.skills.refresh)

    def drill_answered(self, answer: Answer, house: str) -> None:
        recorder = self.recorder if self.ensure_open() else None
        if recorder is not None:
            self._guard(lambda: recorder.drill_answered(answer, house))

    def close(self) -> None:
        if self.recorder is not None:
            self._guard(self.recorder.close)
        for dialog in self.replays:
            dialog.close()
        self._close_reader()

    def _guard(self, write: Callable[[], object]) -> bool:
        """Run a write; a failure is shown, not raised (the table goes on)."""
        from trainer.store import StoreError

        try:
            write()
        except StoreError as error:
            if self._is_damage(error):
                self._stop_recording(error)
            else:
                self.window.statusBar().showMessage(str(error), 10000)
            return False
        return True

    # --- a damaged database -----------------------------------------------------------------------
    @staticmethod
    def _is_damage(error: Exception) -> bool:
        from trainer.store import DamagedDatabase, JournalReplaced

        return isinstance(error, (DamagedDatabase, JournalReplaced))

    def _damage_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("damageBar")
        bar.setStyleSheet("#damageBar { background: #7a1f1f; } #damageBar QLabel { color: white; font-weight: bold; }")
        bar.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(bar)
        layout.setContentsMargins(10, 4, 10, 4)
        self.damage_label = QLabel()
        self.damage_label.setWordWrap(True)
        self.new_database_button = QPushButton(self.tr("Start a new progress database"))
        self.new_database_button.setToolTip(
            self.tr("The damaged file is kept beside it under a new name, exactly as it is")
        )
        self.new_database_button.clicked.connect(self.start_new_database)
        layout.addWidget(self.damage_label, 1)
        layout.addWidget(self.new_database_button)
        return bar

    def _stop_recording(self, error: Exception) -> None:
        """Record nothing more into the database; say so, and offer a new one."""
        from trainer.store import JournalReplaced

        self.error = str(error)
        if self.store is not None:
            self.damaged = self.store.path
            with contextlib.suppress(Exception):
                self.store.close()
        else:
            self.damaged = getattr(error, "path", None)
        self.store = self.recorder = None
        self._close_reader()
        self.trainee_combo.setEnabled(False)
        self.trainee_combo.setToolTip(filled(self.tr("Nothing is recorded: %1"), self.error))
        if isinstance(error, JournalReplaced):
            text = self.tr("The progress database's journal files were deleted or replaced while it was open: "
                           "nothing more is recorded. Close every trainer window and start it again.")
            self.new_database_button.hide()
        else:
            text = filled(self.tr("The progress database %1 is damaged: nothing more is recorded in it."), str(self.damaged or ""))
            self.new_database_button.setVisible(self.damaged is not None)
        self.damage_label.setText(text)
        self.damage_bar.show()

    def start_new_database(self) -> Path | None:
        """Move the damaged database (and its journal files) aside, bytes untouched, open a
        new one in its place and go on recording the session there; returns where the
        damaged file now is."""
        from trainer.store import Store, StoreError

        path = self.damaged
        if path is None:
            return None
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
        try:
            # the journal files first: a new database must never find the old log beside it
            for suffix in ("-wal", "-shm", "-journal", ""):
                if os.path.lexists(f"{path}{suffix}"):
                    os.replace(f"{path}{suffix}", f"{aside}{suffix}")
        except OSError as error:
            self.damage_label.setText(filled(self.tr("Cannot move the damaged database aside: %1"), error.strerror or str(error)))
            return None
        self._open_store = lambda: Store(path)
        self.error, self.damaged = None, None
        self.damage_bar.hide()
        self.trainee_combo.setEnabled(True)
        self.trainee_combo.setToolTip(self.tr("Whose progress is recorded"))
        if not self.ensure_open():
            return aside
        if self._session is not None:
            house, mode, pack = self._session
            self.session_started(house, mode, pack)
            session = self.window.session
            if session is not None and session.round is not None:
                # the round in play goes on in the new database with the actions it had
                self.round_started(session, tuple(session.round.history))
        if self.history is not None:
            with contextlib.suppress(StoreError):
                self.history.set_store(self._reader())
        self.window.statusBar().showMessage(
            filled(self.tr("A new progress database was started; the damaged one is kept as %1"), aside.name),
            15000,
        )
        return aside

    def _reader(self) -> Store:
        """The read-only connection for the History tab and replays (opened once)."""
        from trainer.store import Store

        if self.reader is None:
            assert self.store is not None  # asked for once ensure_open() opened it
            self.reader = Store(self.store.path, readonly=True)
        return self.reader

    def _close_reader(self) -> None:
        if self.reader is not None:
            with contextlib.suppress(Exception):
                self.reader.close()
            self.reader = None

    # --- history and replay ---------------------------------------------------------------------
    def history_page(self) -> QWidget:
        """The History tab's page (built when the tab is first shown)."""
        from trainer.store import StoreError
        from trainer.ui.pages.history_view import QtHistoryView

        try:
            reader = self._reader() if self.ensure_open() else None
        except StoreError as error:
            self.error, reader = str(error), None
        if reader is None:
            page = QLabel(filled(self.tr("Nothing is recorded: %1"), self.error or ""))
            page.setAlignment(Qt.AlignmentFlag.AlignCenter)
            page.setWordWrap(True)
            return page
        assert self.recorder is not None  # ensure_open() opened it
        self.history = QtHistoryView(reader, self.recorder.trainee, self.window)
        self.history.exam_source = getattr(self, "exam_source", None)  # a class station's exams
        self.history.replay_requested.connect(self.open_replay)
        self.history.practise_requested.connect(self.start_practice)
        return self.history

    def start_practice(self) -> None:
        """"Practise these": focused rounds on the trainee's weak points, on the table."""
        from trainer.ui.practice_session import QtPracticeSession

        if not self.ensure_open():
            return
        seed = self.practice_seed if self.practice_seed is not None else time.time_ns()
        assert self.store is not None and self.recorder is not None  # ensure_open() opened it
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
        from trainer.ui.pages.skills_view import QtSkillsView

        if not self.ensure_open():
            page = QLabel(filled(self.tr("Nothing is recorded: %1"), self.error or ""))
            page.setAlignment(Qt.AlignmentFlag.AlignCenter)
            return page
        assert self.store is not None and self.recorder is not None  # ensure_open() opened it
        self.skills = QtSkillsView(self.store, self.recorder.trainee, self.window.rules.id, self.window)
        return self.skills

    def open_replay(self, round_id: int) -> QDialog:
        """A window stepping through a recorded round (several may be open)."""
        from trainer.ui.pages.replay_view import QtReplayView

        dialog = QDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(dialog)
        store = self.reader or self.store
        assert store is not None  # replays are asked for from the History, read from an open store
        view = QtReplayView(store, round_id, dialog)
        dialog.setWindowTitle(view.title)  # the round's title and time, not its number in the database
        layout.addWidget(view)
        dialog.resize(1000, 640)
        dialog.finished.connect(lambda *_: self.replays.remove(dialog) if dialog in self.replays else None)
        self.replays.append(dialog)
        dialog.show()
        return dialog
