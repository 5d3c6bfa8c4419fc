"""A class station: the table window signed in to a class on the class server.

``trainer gui --db URL`` opens the usual window with:

* the trainee signed in: on a class server the URL's login is the trainee (``--db
  postgresql://LOGIN:PASSWORD@host/db``); a URL with the server's address only (a shared
  station) asks the trainee's name and password first (:class:`~trainer.ui.dialogs.sign_in.SignInDialog`).
  In a SQLite file, by class and name (``--class C --trainee NAME``, names on the list);
* what is assigned to them in the status bar (packs, exams with their pass mark);
* writes through a :class:`~trainer.classroom.station.StationStore`: when the server goes away,
  finished rounds wait on the station and the status bar says how many; a timer
  writes them when the server is back;
* an exam session (``--exam`` on an assigned exam pack) scored and stored when it ends;
* *Class…* in the toolbar: the Class tab (the live overview), with the instructor's PIN in a
  SQLite file, at once on a class server opened with the owner's login (a trainee's login
  has no such button: the server shows it only its own rows).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from trainer.classroom.classes import Classes
from trainer.classroom.station import STATION_CONNECTIONS, STATION_RETRY_PAUSES, STATION_TIMEOUT, StationStore
from trainer.store import StoreError
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.store import Store
    from trainer.ui.pages.class_view import PinDialog, QtClassView

#: how often waiting writes are tried again, in ms.
FLUSH_MS = 3000


class QtStation(QObject):
    def __init__(self, window: Any, station: StationStore, classes: Classes, class_name: str | None,
                 trainee: str | None) -> None:
        super().__init__(window)
        self.window, self.station, self.classes = window, station, classes
        self.class_name, self.trainee = class_name, trainee
        self.class_view: QtClassView | None = None
        self.pin_dialog: PinDialog | None = None
        self.verdict_dialog: Any = None
        self.assigned_label = QLabel()
        self.assigned_label.setStyleSheet("padding: 0 8px; color: #1a3d7c;")
        self.pending_label = QLabel()
        self.pending_label.setStyleSheet("padding: 0 8px; color: #fff; background: #b26a00; border-radius: 3px;")
        self.pending_label.hide()
        window.statusBar().insertPermanentWidget(0, self.pending_label)
        window.statusBar().insertPermanentWidget(0, self.assigned_label)
        station.on_change = self._pending_changed
        station.class_name = class_name  # an exam session of this class is scored when it ends
        station.on_exam = self._exam_recorded
        self.flush_timer = QTimer(self)
        self.flush_timer.setInterval(FLUSH_MS)
        self.flush_timer.timeout.connect(self.flush)
        self.class_action = QAction(self.tr("Class…"), self)
        self.class_action.setToolTip(self.tr("The instructor's view of the class"))
        self.class_action.triggered.connect(self.ask_pin)
        if class_name is not None:
            window.class_station = True  # its exams count: the reference dealer plays none of them
            if not classes.on_server or classes.owner:
                window.toolbar.addAction(self.class_action)
            if getattr(window, "progress", None) is not None:  # History shows the trainee's own exams too
                window.progress.exam_source = self.own_exams
                if getattr(window.progress, "history", None) is not None:
                    window.progress.history.exam_source = self.own_exams
            if getattr(window, "progress", None) is not None:  # signed in by class and name: no switching here
                window.progress.trainee_combo.setEnabled(False)
            self.show_assignments()
        else:  # on the class server without a class: only the waiting writes
            self.assigned_label.hide()
        self._pending_changed(len(station.pending))

    # --- what is assigned ------------------------------------------------------------------------
    def show_assignments(self) -> None:
        try:
            assigned = self.classes.assignments(self.class_name, self.trainee)
        except StoreError:
            assigned = []
        from trainer.words.progress_texts import assignment_text

        text = "; ".join(assignment_text(a) for a in assigned) or self.tr("nothing yet")
        self.assigned_label.setText(filled(self.tr("%1 · assigned: %2"), self.class_name, text))

    # --- waiting writes --------------------------------------------------------------------------
    def _pending_changed(self, count: int) -> None:
        if count:
            self.pending_label.setText(filled(self.tr("Class server unreachable · %1 kept here"), str(count)))
            self.pending_label.setToolTip(self.tr(
                "%n results wait on this station (in memory and in a file, so a crash loses none); "
                "they are written to the class server, once each, as soon as it answers again", "", count))
            self.pending_label.show()
            self.flush_timer.start()
        else:
            self.pending_label.hide()
            self.flush_timer.stop()

    def flush(self) -> None:
        written = self.station.flush()  # at once when not even the server's port answers
        if written:
            self.window.statusBar().showMessage(self.tr("%n kept results written to the class server", "", written), 6000)

    # --- exams -----------------------------------------------------------------------------------
    def _exam_recorded(self, result: Any) -> None:
        """An exam's result was worked out from the recorded rounds (when its session
        ended, or later by the flush that wrote the end of a session the server missed);
        the station writes no result: the instructor's side works it out the same way.
        The trainee sees the verdict in a window of its own (printable)."""
        from trainer.ui.dialogs.exam_verdict import QtExamVerdict

        self.verdict_dialog = QtExamVerdict(result, trainee=self.trainee or "", parent=self.window)
        self.verdict_dialog.open()

    def own_exams(self) -> list[Any]:
        """The signed-in trainee's exam attempts in this class (History)."""
        try:
            return [e for e in self.classes.exam_results(self.class_name) if e.trainee == self.trainee]
        except StoreError:
            return []

    def takes_pack_result(self, pack_result: Any) -> bool:
        """At the end of an exam pack on this station: the exam session ends now (scored
        from the record) and its verdict is shown instead of the pack's own result, which
        knows no pass mark or time limit of the exam."""
        if getattr(pack_result, "mode", None) != "exam" or self.class_name is None:
            return False
        try:
            exams = [a for a in self.classes.assignments(self.class_name, self.trainee)
                     if a.is_exam and a.pack == pack_result.pack_id]
        except StoreError:
            exams = []
        progress = getattr(self.window, "progress", None)
        if not exams or progress is None or progress.recorder is None:
            return False
        progress._guard(progress.recorder.end_session)
        if self.station.pending:  # the end and the scoring wait for the server: the verdict then
            self.window.statusBar().showMessage(self.tr(
                "The exam is over. Its rounds wait on this station; the verdict shows when the class server answers."), 30000)
        return True

    # --- the instructor --------------------------------------------------------------------------
    def ask_pin(self) -> None:
        if self.classes.on_server:  # the owner's login is the instructor's: no PIN to ask
            self.open_class()
            return
        from trainer.ui.pages.class_view import PinDialog

        assert self.class_name is not None  # the Class… entry comes only with a class
        self.pin_dialog = PinDialog(self.classes, self.class_name, self.window)
        self.pin_dialog.accepted.connect(self.open_class)
        self.pin_dialog.open()

    def open_class(self) -> None:
        from trainer.ui.pages.class_view import QtClassView

        if self.class_view is None:
            assert self.class_name is not None  # its PIN was asked for the window's class
            self.class_view = QtClassView(self.classes, self.class_name, self.window)
            self.window.add_tab(self.class_view, self.tr("Class"))
        self.window.tabs.setCurrentWidget(self.class_view)

    def close(self) -> None:
        self.flush_timer.stop()
        if self.class_view is not None:
            self.class_view.stop()


def open_station(args: argparse.Namespace, scratch: contextlib.ExitStack) -> tuple[StationStore, Classes, str | None]:
    """The class database wrapped for a station, the classes, and the signed-in trainee's
    name (without ``--class``: ``--trainee`` as given, or None for the window's default).

    Raises:
        StoreError: no database, no such class, or the trainee is not on its list.
    """
    from trainer.paths_user import data_dir
    from trainer.store.open import chosen_db, is_server_url, open_store

    class_name = getattr(args, "class_name", None)
    db = chosen_db(getattr(args, "db", None))
    store: Store  # a class server's or a file's
    if class_name and not getattr(args, "trainee", None) and not is_server_url(db):
        raise StoreError("sign in with the class and your name: --class CLASS --trainee NAME")
    if is_server_url(db):
        store = scratch.enter_context(_server_store(db, args))
    else:
        store = scratch.enter_context(open_store(db, args.data))
    classes = Classes(store)
    mine = getattr(store, "signed_in", None)
    if mine is not None:  # a trainee's own login: the login is the trainee
        given = getattr(args, "trainee", None)
        if given and " ".join(given.split()).casefold() != mine.name.casefold():
            raise StoreError(f"this login is {mine.name}'s: it records for {mine.name} only, not for {given}")
        args.trainee = mine.name
        if class_name is None:  # the class, when the trainee is on one list only
            own = classes.all()
            class_name = args.class_name = own[0].name if len(own) == 1 else None
    trainee = classes.sign_in(class_name, args.trainee).name if class_name else getattr(args, "trainee", None)
    # a spool of this window's own, beside those of the same class database; what a crash,
    # a closed window or another URL of the same server left waiting is taken over and sent
    station = StationStore.for_database(store, data_dir(args.data))
    scratch.callback(station.release)
    station.flush()
    # the class's own writes (exam results) go through the station too; what the station does
    # not do itself it hands on to its store (StationStore.__getattr__)
    classes.store = cast("Store", station)
    return station, classes, trainee


def _server_store(db: str, args: argparse.Namespace) -> Any:
    """The class server as a station opens it; a URL without a login (a shared station)
    first asks the trainee's name and password.

    Raises:
        StoreError: the server cannot be used, or the sign-in was cancelled.
    """
    from urllib.parse import urlsplit

    from trainer.store.postgres import PostgresStore

    def opened(url: str) -> Any:
        # a station gives up on a write quickly (the window must not freeze); the write
        # then waits in the station's spool and the flush timer writes it later
        return PostgresStore(url, retry_pauses=STATION_RETRY_PAUSES, timeout=STATION_TIMEOUT,
                             max_connections=STATION_CONNECTIONS)

    from trainer.store.pg_errors import url_form_problem

    problem = url_form_problem(db)  # said before anything: a URL that can never name a server
    if problem:
        raise StoreError(problem)
    if urlsplit(db).username or getattr(args, "screenshot", None):
        return opened(db)
    from trainer.ui.app import application
    from trainer.ui.dialogs.sign_in import SignInDialog

    application([sys.argv[0]])
    dialog = SignInDialog(db, opened, getattr(args, "trainee", None) or "")
    if dialog.exec() != SignInDialog.DialogCode.Accepted or dialog.store is None:
        raise StoreError("no trainee signed in")
    return dialog.store


def run_station(args: argparse.Namespace, build: Callable[..., Any]) -> int:
    """``trainer gui --class`` (or ``--db postgresql://...``): sign in, open the window with
    the station around its store."""
    with contextlib.ExitStack() as scratch:
        try:
            station, classes, trainee = open_station(args, scratch)
        except StoreError as error:
            from trainer.core.files.errors import printable
            from trainer.words.cli_texts import error_message

            print(f"trainer gui: {printable(error_message(' '.join(str(error).split())))}", file=sys.stderr)
            return 2
        args.trainee = trainee
        app, window = build(args, station)
        class_name = classes.get(args.class_name).name if getattr(args, "class_name", None) else None
        # the instructor's view needs the owner's login on a class server; a trainee's has none
        controller = QtStation(window, station, classes, class_name, trainee)
        window.station = controller
        if getattr(args, "screenshot", None):
            return _screenshot(args, app, window)
        window.show()
        code: int = app.exec()
        controller.close()
        return code


def _screenshot(args: argparse.Namespace, app: Any, window: Any) -> int:
    from trainer.core.practice.stop_points import stop_condition as _stop_condition
    from trainer.ui.app import render_window

    width, height = (int(part) for part in args.size.lower().split("x"))
    window.resize(width, height)
    window.show()
    window.play_reference(_stop_condition(args.stop_at or "decision"))
    path = render_window(window, args.screenshot, (width, height))
    window.close()
    print(path)
    return 0
