"""The instructor's Class view: every trainee of a class today, updated as stations write.

On the class server the view LISTENs for the stores' NOTIFY (one per committed write,
carrying the trainee's id) on a connection of its own, in a thread that only waits; the
GUI thread then reloads that one trainee's row (today's rows only) and the class's
weakest points. On a SQLite file, which cannot notify, it reloads today's overview
every few seconds instead. A double-click on a trainee opens their History with its
replays.
"""

from __future__ import annotations

import dataclasses
import html
import threading
from datetime import date
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.classroom.classes import Classes, ClassOverview, TraineeToday, WrongPin
from trainer.classroom.exams import ExamResult
from trainer.store import StoreError
from trainer.words import window_texts as texts
from trainer.words.messages import long_date_text, point_text, sorted_names
from trainer.words.names import pack_title
from trainer.words.placeholders import filled
from trainer.words.progress_texts import assignment_text, decimal_text
from trainer.words.window_texts import QT_TRANSLATE_NOOP

#: how often a SQLite class (no NOTIFY) is reloaded, in ms.
POLL_MS = 5000

#: the table's headings, marked so lupdate puts them in the catalogs (in the view's context).
COLUMNS = (
    QT_TRANSLATE_NOOP("QtClassView", "Trainee"),
    QT_TRANSLATE_NOOP("QtClassView", "Rounds today"),
    QT_TRANSLATE_NOOP("QtClassView", "Accuracy"),
    QT_TRANSLATE_NOOP("QtClassView", "s / action"),
    QT_TRANSLATE_NOOP("QtClassView", "Drill answers"),
    QT_TRANSLATE_NOOP("QtClassView", "Pack"),
    QT_TRANSLATE_NOOP("QtClassView", "Round"),
    QT_TRANSLATE_NOOP("QtClassView", "Last mistake"),
)


class _Notifications(QObject):
    """Carries a trainee id from the listening thread to the GUI thread (a queued signal)."""

    trainee_wrote = Signal(int)
    lost = Signal(str)


class QtClassView(QWidget):
    """Today's overview of one class (the instructor's, after the PIN)."""

    #: a trainee's row was reloaded (after a notification or a poll): their name.
    row_updated = Signal(str)

    def __init__(self, classes: Classes, class_name: str, parent: QWidget | None = None,
                 day: date | None = None, live: bool = True) -> None:
        super().__init__(parent)
        self.classes = classes
        self.class_name = classes.get(class_name).name
        self.day = day
        self._rows: dict[str, int] = {}
        self._ids: dict[int, str] = {}
        self.dialogs: list[QDialog] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.live_label = QLabel()
        self.live_label.setStyleSheet("color: #2e7d32;")
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([texts.translate("QtClassView", c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(
            lambda row, _col: self.open_history(cell.text()) if (cell := self.table.item(row, 0)) is not None else None)
        self.weak = QLabel()
        self.weak.setWordWrap(True)
        self.weak.setTextFormat(Qt.TextFormat.RichText)
        self.assigned = QLabel()
        self.assigned.setWordWrap(True)
        self.assigned.setTextFormat(Qt.TextFormat.RichText)
        hint = QLabel(self.tr("Double-click a trainee for their history and replays."))
        hint.setStyleSheet("color: #555;")

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.live_label)
        bottom = QHBoxLayout()
        bottom.addWidget(self.weak, 1)
        bottom.addWidget(self.assigned, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(hint)
        layout.addLayout(bottom)

        self.refresh()
        self._notes = _Notifications(self)
        self._notes.trainee_wrote.connect(self._trainee_wrote)
        self._notes.lost.connect(self._listening_lost)
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self._poll)
        self.footer_timer = QTimer(self)
        self.footer_timer.setSingleShot(True)
        self.footer_timer.setInterval(1000)
        self.footer_timer.timeout.connect(self._refresh_footer)
        if live:
            self.start_live()

    # --- live updates -------------------------------------------------------------------------------
    def start_live(self) -> None:
        url = getattr(self.classes.store, "url", None)
        if url is None:  # SQLite: no notifications, reload today's overview now and then
            self.live_label.setText(filled(self.tr("updated every %1 s"), str(POLL_MS // 1000)))
            self.poll.start()
            return
        from trainer.store.postgres import listen

        try:
            connection = listen(url)
        except StoreError as error:
            self._thread = threading.Thread()  # a dead thread: the next poll tries to listen again
            self._listening_lost(str(error))
            return
        self.live_label.setText(self.tr("● live"))
        self._thread = threading.Thread(target=self._listen, args=(connection,), name="class-view-listen", daemon=True)
        self._thread.start()

    def _listen(self, connection: Any) -> None:
        """The listening thread: wait for notifications, hand each trainee id over."""
        try:
            while not self._stop.is_set():
                for note in connection.notifies(timeout=0.5):
                    if note.payload.isdigit():
                        self._notes.trainee_wrote.emit(int(note.payload))
                    if self._stop.is_set():
                        break
        except Exception as error:  # the server went away: say so, fall back to polling
            if not self._stop.is_set():
                self._notes.lost.emit(str(error))
        finally:
            connection.close()

    def _poll(self) -> None:
        """Reload today's overview; on the server, listen again once it answers."""
        self.refresh()
        on_server = getattr(self.classes.store, "url", None) is not None
        if on_server and self._thread is not None and not self._thread.is_alive():
            self._thread = None
            self.poll.stop()
            self.live_label.setStyleSheet("color: #2e7d32;")
            self.start_live()

    def _listening_lost(self, reason: str) -> None:
        self.live_label.setText(filled(self.tr("not live (%1): updated every %2 s"), reason[:60], str(POLL_MS // 1000)))
        self.live_label.setStyleSheet("color: #b26a00;")
        self.poll.start()

    def stop(self) -> None:
        self._stop.set()
        self.poll.stop()
        self.footer_timer.stop()
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout=2)
        self._thread = None
        for dialog in list(self.dialogs):
            dialog.close()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.stop()
        super().closeEvent(event)

    def _trainee_wrote(self, trainee_id: int) -> None:
        """One trainee wrote: reload their row (today's rows of theirs only); the class's
        weakest points follow a second later, once for a burst of writes."""
        if trainee_id not in self._ids:
            self.refresh()  # someone new on the list: the whole class
            return
        try:
            overview = self.classes.overview(self.class_name, self.day, only=[trainee_id])
        except StoreError as error:
            self._listening_lost(str(error))
            return
        for trainee in overview.trainees:
            self._show_row(self._rows[trainee.name], trainee)
            self.row_updated.emit(trainee.name)
        self.footer_timer.start()

    def _refresh_footer(self) -> None:
        try:
            self._show_footer(self.classes.overview(self.class_name, self.day))
        except StoreError:
            pass  # the next write or poll tries again

    # --- showing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Reload today's overview of the whole class."""
        try:
            overview = self.classes.overview(self.class_name, self.day)
        except StoreError as error:
            self.live_label.setText(filled(self.tr("cannot read the class: %1"), str(error)[:80]))
            return
        self.title.setText(filled(self.tr("Class %1 — %2"), overview.school_class.name, long_date_text(overview.day)))
        overview = dataclasses.replace(overview, trainees=sorted_names(overview.trainees, key=lambda t: t.name))
        self.table.setRowCount(len(overview.trainees))
        self._rows = {t.name: i for i, t in enumerate(overview.trainees)}
        self._ids = {t.id: t.name for t in overview.trainees}
        for index, trainee in enumerate(overview.trainees):
            self._show_row(index, trainee)
            self.row_updated.emit(trainee.name)
        self._show_footer(overview)

    def _show_row(self, row: int, t: TraineeToday) -> None:
        accuracy = "" if t.accuracy is None else f"{t.accuracy * 100:.0f} %"
        per_action = "" if t.seconds_per_action is None else decimal_text(t.seconds_per_action)
        drills = "" if not t.drill_answers else f"{t.drill_answers} ({(t.drill_accuracy or 0) * 100:.0f} % right)"
        mistake = ""
        if t.last_mistake:
            mistake = f"{texts.mistake_title(t.last_mistake['code'])} ({t.last_mistake['at'][11:16]})"
        cells = (t.name, str(t.rounds), accuracy, per_action, drills, pack_title(t.pack),
                 str(t.session_rounds + 1) if t.pack else "", mistake)
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column in (1, 2, 3, 6):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == 2 and t.accuracy is not None:
                item.setForeground(QColor("#2e7d32") if t.accuracy >= 0.95 else
                                   QColor("#b26a00") if t.accuracy >= 0.85 else QColor("#c62828"))
            self.table.setItem(row, column, item)

    def _show_footer(self, overview: ClassOverview) -> None:
        weakest = self.tr("Weakest points today")
        if overview.weakest_points:
            items = "".join(
                "<li>" + self.tr("{point}: {mistakes}, {trainees}").format(
                    point=point_text(label), mistakes=self.tr("%n mistakes", "", n), trainees=self.tr("%n trainees", "", who)
                ) + "</li>"
                for _, label, n, who in overview.weakest_points[:4]
            )
            self.weak.setText(f"<b>{weakest}</b><ol>{items}</ol>")
        else:
            none_yet = self.tr("No mistakes yet today.")
            self.weak.setText(f"<b>{weakest}</b><p>{none_yet}</p>")
        lines = [f"<li>{assignment_text(a)}{' — ' + a.trainee if a.trainee else ''}</li>" for a in overview.assignments]
        exams = overview.exams[-4:]
        verdicts = {"passed": self.tr("passed"), "failed": self.tr("not passed"), "to review": self.tr("to review")}
        lines += [f"<li>{html.escape(e.trainee)}: {html.escape(pack_title(e.pack))} "
                  + filled(self.tr("%1 of %2 clean (%3 played), %4 %"), str(e.clean_rounds), str(e.rounds), str(e.played),
                           f"{e.score * 100:.0f}")
                  + f" <b>{verdicts[e.verdict]}</b>{self._marks(e)}</li>" for e in exams]
        assigned = self.tr("Assigned and exams")
        self.assigned.setText(f"<b>{assigned}</b><ul>{''.join(lines) or '<li>—</li>'}</ul>")

    def _marks(self, exam: ExamResult) -> str:
        """What the record says about an exam beside its score (docs/class-trust.md)."""
        marks = []
        if exam.disputed:
            marks.append(self.tr("%n rounds disagree with their replay", "", exam.disputed))
        if exam.late:
            marks.append(self.tr("%n late rounds not counted", "", exam.late))
        if exam.foreign:
            marks.append(self.tr("%n rounds from another computer not counted", "", exam.foreign))
        if exam.other:
            marks.append(self.tr("%n rounds of another scenario not counted", "", exam.other))
        if exam.fast:
            marks.append(self.tr("%n rounds faster than a person", "", exam.fast))
        if exam.to_review:
            marks.append(self.tr("awaits your review (trainer class accept)"))
        if exam.void:
            marks.append(self.tr("does not count (closed, beyond the attempts, or not opened by the server)"))
        return "".join(f" — <span style='color: #c62828;'>{mark}</span>" for mark in marks)

    def cell(self, name: str, column: int) -> str:
        """The text in a trainee's row (tests and screen readers)."""
        item = self.table.item(self._rows[name], column)
        return item.text() if item is not None else ""

    # --- drill-down ----------------------------------------------------------------------------
    def open_history(self, name: str) -> QDialog:
        """One trainee's History (with replays) in a window of its own."""
        from trainer.ui.pages.history_view import QtHistoryView

        trainee = self.classes.store.find_trainee(name)
        assert trainee is not None  # a name from the class's own table
        dialog = QDialog(self)
        dialog.setWindowTitle(filled(self.tr("History of %1"), name))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(dialog)
        history = QtHistoryView(self.classes.store, trainee, dialog)
        history.replay_requested.connect(lambda round_id: self.open_replay(round_id, dialog))
        layout.addWidget(history)
        dialog.history = history  # type: ignore[attr-defined]  # for tests to find: Qt objects take Python attributes, stubs cannot say so
        dialog.resize(1100, 760)
        dialog.finished.connect(lambda *_: self.dialogs.remove(dialog) if dialog in self.dialogs else None)
        self.dialogs.append(dialog)
        dialog.show()
        return dialog

    def open_replay(self, round_id: int, parent: QWidget) -> QDialog:
        from trainer.ui.pages.replay_view import QtReplayView

        dialog = QDialog(parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        view = QtReplayView(self.classes.store, round_id, dialog)
        dialog.setWindowTitle(view.title)  # the round's title and time, not its number in the database
        QVBoxLayout(dialog).addWidget(view)
        dialog.resize(1000, 640)
        dialog.show()
        return dialog


class PinDialog(QDialog):
    """Asks the instructor's PIN; ``accepted`` only when it matches the class's."""

    def __init__(self, classes: Classes, class_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.classes, self.class_name = classes, class_name
        self.setWindowTitle(self.tr("Instructor"))
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setPlaceholderText(self.tr("PIN"))
        self.message = QLabel(filled(self.tr("The instructor's PIN of class %1:"), class_name))
        ok = QPushButton(self.tr("Open the class"))
        ok.setDefault(True)
        ok.clicked.connect(self.check)
        self.pin.returnPressed.connect(self.check)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.pin)
        layout.addWidget(ok)

    def check(self) -> None:
        try:
            self.classes.check_pin(self.class_name, self.pin.text())
        except WrongPin:
            self.message.setText(filled(self.tr("Wrong PIN. The instructor's PIN of class %1:"), self.class_name))
            self.message.setStyleSheet("color: #c62828;")
            self.pin.clear()
            return
        except StoreError as error:  # the server away, or a PIN only the owner's login can confirm
            self.message.setText(str(error))
            self.message.setStyleSheet("color: #c62828;")
            self.message.setWordWrap(True)
            self.pin.clear()
            return
        self.accept()
