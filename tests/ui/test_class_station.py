"""The class in the window: the instructor's Class view updating live through the
server's notifications, its drill-down to a trainee's history, and a class station
(the PIN, what is assigned, results kept while the server is away)."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import Qt

from tests.storekit import HOUSE, real_round, save_pack_rounds
from tests.ui.test_table_window import THREE_BOXES
from trainer.classroom.classes import Classes
from trainer.classroom.station import StationStore, spool_path_for
from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.store.pg_logins import login_url
from trainer.store.postgres import PostgresStore
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.class_view import QtClassView
from trainer.ui.station_window import QtStation


def setup_class(url):
    store = PostgresStore(url)
    classes = Classes(store)
    classes.create("Morning", "2468")
    for name in ("Ann", "Bo"):
        classes.add_trainee("Morning", name)
    return store, classes


def play_round(store, name, seed, wrong=()):
    now = datetime.now().astimezone()
    session = store.start_session(name, HOUSE, pack="dealing-order", started=now)
    scenario, round_ = real_round(seed, wrong)
    return store.save_played_round(session, scenario, round_, now, now + timedelta(seconds=40))


def test_the_class_view_follows_a_station_live(qtbot, pg_url):
    store, classes = setup_class(pg_url)
    view = QtClassView(classes, "Morning")
    qtbot.addWidget(view)
    view.resize(1200, 700)
    view.show()
    assert (view.cell("Ann", 1), view.cell("Bo", 1)) == ("0", "0")
    with PostgresStore(pg_url) as station:  # another computer's station writes a round for Bo
        with qtbot.waitSignal(view.row_updated, timeout=10000, check_params_cb=lambda name: name == "Bo"):
            play_round(station, "Bo", 7, ("first_deal",))
    assert view.cell("Bo", 1) == "1" and view.cell("Bo", 5) == "Dealing order"  # the title, not the id
    assert view.cell("Bo", 7).startswith("Wrong dealing order")
    assert view.cell("Ann", 1) == "0"
    qtbot.waitUntil(lambda: "Dealing order" in view.weak.text(), timeout=10000)
    view.stop()
    store.close()


def test_a_double_click_opens_the_trainees_history(qtbot, pg_url):
    store, classes = setup_class(pg_url)
    play_round(store, "Ann", 3)
    view = QtClassView(classes, "Morning", live=False)
    qtbot.addWidget(view)
    view.resize(1200, 700)
    view.show()
    qtbot.waitExposed(view)
    rect = view.table.visualItemRect(view.table.item(view._rows["Ann"], 0))
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: len(view.dialogs) == 1)
    [dialog] = view.dialogs
    assert dialog.windowTitle() == "History of Ann"
    assert dialog.history.summary.text().startswith("1 round, ")  # Ann's one round, not Bo's
    dialog.close()
    store.close()


def make_station_window(qtbot, station, classes, trainee="Ann"):
    plans = [RoundPlan(parse_scenario(THREE_BOXES), title="round 1")]
    window = MainWindow("cosmopol", plans=plans, animation_ms=0, store=station, trainee=trainee)
    qtbot.addWidget(window)
    controller = QtStation(window, station, classes, "Morning", trainee)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    return window, controller


def test_the_station_shows_the_assignment_and_opens_the_class_view_for_the_owners_login_only(
        qtbot, owner_pg_url, tmp_path):
    store, classes = setup_class(owner_pg_url)
    classes.assign("Morning", "settlement-order", pass_mark=0.8, minutes=20)
    station = StationStore(store, spool_path_for(tmp_path, owner_pg_url))
    window, controller = make_station_window(qtbot, station, classes)
    assert "Settlement order (exam: pass 80 %, 20 min)" in controller.assigned_label.text()
    button = window.toolbar.widgetForAction(controller.class_action)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the owner's login: no PIN is asked
    qtbot.waitUntil(lambda: controller.class_view is not None)
    assert controller.pin_dialog is None
    assert window.tabs.currentWidget() is controller.class_view
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Class"
    controller.close()
    _, login, password = classes.add_login("Morning", "Cy")
    with PostgresStore(login_url(owner_pg_url, login, password)) as cy:
        cy_classes = Classes(cy)
        cy_window, cy_controller = make_station_window(qtbot, StationStore(cy, tmp_path / "cy.json"), cy_classes, "Cy")
        assert cy_window.toolbar.widgetForAction(cy_controller.class_action) is None  # a trainee's login: no Class…
        assert "Settlement order" in cy_controller.assigned_label.text()
        cy_controller.close()
    store.close()


def test_a_shared_station_asks_name_and_password_and_never_says_which_was_wrong(qtbot, owner_pg_url):
    from trainer.store.pg_logins import server_address
    from trainer.ui.dialogs.sign_in import SignInDialog

    store, classes = setup_class(owner_pg_url)
    _, _, password = classes.add_login("Morning", "Cy")
    store.close()
    address = server_address(owner_pg_url)
    dialog = SignInDialog(address, lambda url: PostgresStore(url, timeout=2))
    qtbot.addWidget(dialog)
    dialog.show()
    said = []
    for name, typed in (("Cy", "wrong-one"), ("Nobody", "wrong-one")):
        dialog.name.clear()
        qtbot.keyClicks(dialog.name, name)
        qtbot.keyClicks(dialog.password, typed)
        qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
        said.append(dialog.message.text())
    assert said == ["Wrong name or password."] * 2 and dialog.store is None
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "cy")
    qtbot.keyClicks(dialog.password, password)
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    assert dialog.result() == SignInDialog.DialogCode.Accepted and dialog.store.signed_in.name == "Cy"
    dialog.store.close()


def test_a_station_without_its_server_keeps_the_round_and_says_so(qtbot, own_server, tmp_path):
    url = own_server.create_database("class")
    store, classes = setup_class(url)
    store.retry_pauses = ()  # a station gives up at once; its spool waits instead
    station = StationStore(store, spool_path_for(tmp_path, url))
    window, controller = make_station_window(qtbot, station, classes)
    own_server.stop("immediate")
    window.play_reference(lambda r: False)  # the round ends: saved while the server is down
    assert window.round.finished
    qtbot.waitUntil(lambda: controller.pending_label.isVisible())
    assert "unreachable" in controller.pending_label.text() and station.pending
    own_server.start()
    qtbot.waitUntil(lambda: not controller.pending_label.isVisible(), timeout=20000)  # the flush timer
    assert station.pending == []
    with PostgresStore(url) as check:
        assert len(check.rounds("Ann")) == 1
    controller.close()


def test_trainer_class_view_renders_the_window_with_the_owners_login_only(qapp, owner_pg_url, tmp_path, capsys):
    from trainer.commands.cli import main

    store, classes = setup_class(owner_pg_url)
    play_round(store, "Bo", 7, ("first_deal",))
    _, login, password = classes.add_login("Morning", "Cy")
    store.close()
    picture = tmp_path / "class.png"
    assert main(["class", "view", "--db", login_url(owner_pg_url, login, password), "--screenshot", str(picture)]) == 2
    assert "owner login" in capsys.readouterr().err and not picture.exists()
    assert main(["class", "view", "--db", owner_pg_url, "--screenshot", str(picture)]) == 0
    from PySide6.QtGui import QImage

    image = QImage(str(picture))
    assert (image.width(), image.height()) == (1280, 800)


def test_an_exam_session_on_an_assigned_exam_pack_is_scored_when_it_ends(qtbot, pg_url, tmp_path):
    """At the exam's end the trainee sees its verdict in a window: pass mark, time limit,
    score, passed, and each of the pack's scenarios with its result and time; and its PDF."""
    store, classes = setup_class(pg_url)
    classes.assign("Morning", "dealing-order", pass_mark=0.5, minutes=30)
    store.connection.execute("UPDATE assignments SET created = now() - interval '1 hour'")
    station = StationStore(store, spool_path_for(tmp_path, pg_url))
    classes.store = station
    window, controller = make_station_window(qtbot, station, classes)
    now = datetime.now().astimezone()
    session = station.start_session("Ann", HOUSE, "exam", pack="dealing-order", started=now)
    ids = save_pack_rounds(station, session, "dealing-order", [(0, ()), (1, ("first_deal",)), (2, ()), (3, ()),
                                                               (4, ()), (5, ())], now)
    # as a person's rounds reach the server: 40 s apart
    store.connection.execute("UPDATE sessions SET received_at = now() - interval '280 seconds' WHERE id = ?", (session,))
    for number, round_id in enumerate(ids, start=1):
        store.connection.execute("UPDATE rounds SET received_at = now() - ? * interval '1 second' WHERE id = ?",
                                 (280 - 40 * number, round_id))
    station.end_session(session, now + timedelta(minutes=5))
    [result] = classes.exam_results("Morning")
    assert (result.trainee, result.rounds, result.played, result.clean_rounds, result.passed) == ("Ann", 9, 6, 5, True)
    dialog = controller.verdict_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.browser.toPlainText()
    for said in ("PASSED", "Pass mark: 50 %", "time limit: 30 min", "Score: 56 %", "not played (failed)", "with mistakes"):
        assert said in text, said
    written = dialog.print_pdf(str(tmp_path / "verdict.pdf"))
    assert written is not None and written.read_bytes().startswith(b"%PDF")
    dialog.close()
    # History shows the trainee's own attempt; a double-click opens its verdict again
    from trainer.ui.pages.history_view import QtHistoryView

    history = QtHistoryView(station, "Ann")
    qtbot.addWidget(history)
    history.exam_source = controller.own_exams  # as the station hands it to the History tab
    history.resize(1200, 800)
    history.show()
    history.refresh()
    table = history.pack_table
    [row] = [r for r in range(table.rowCount()) if table.item(r, 1).text() == "Exam: Dealing order"]
    assert (table.item(row, 3).text(), table.item(row, 4).text()) == ("5 / 9", "passed")
    where = table.visualItemRect(table.item(row, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert "Pass mark: 50 %" in history.result_dialogs[-1].browser.toPlainText()
    practice = station.start_session("Ann", HOUSE, "training", pack="dealing-order", started=now)
    station.end_session(practice)
    assert len(classes.exam_results("Morning")) == 1  # practice is no exam
    controller.close()


def test_the_class_view_listens_again_after_the_server_restarts(qtbot, own_server, monkeypatch):
    import trainer.ui.pages.class_view as class_view

    url = own_server.create_database("class")
    store, classes = setup_class(url)
    store.close()
    monkeypatch.setattr(class_view, "POLL_MS", 500)
    with PostgresStore(url, retry_pauses=(0.3,) * 30) as reader:
        view = QtClassView(Classes(reader), "Morning")
        qtbot.addWidget(view)
        view.show()
        assert "live" in view.live_label.text()
        own_server.stop("immediate")
        qtbot.waitUntil(lambda: view.live_label.text().startswith("not live"), timeout=15000)
        own_server.start()
        qtbot.waitUntil(lambda: view.live_label.text() == "● live", timeout=30000)
        with PostgresStore(url) as station:
            with qtbot.waitSignal(view.row_updated, timeout=15000, check_params_cb=lambda name: name == "Ann"):
                play_round(station, "Ann", 9)
        assert view.cell("Ann", 1) == "1"
        view.stop()


def test_gui_on_the_class_server_records_there_with_or_without_a_class(qapp, pg_url, tmp_path, capsys):
    from trainer.commands.cli import main

    store, classes = setup_class(pg_url)
    common = ["--db", pg_url, "--data", str(tmp_path / "station"), "--stop-at", "end", "--pack", "dealing-order"]
    assert main(["gui", "--trainee", "Gus", "--screenshot", str(tmp_path / "a.png"), *common]) == 0
    assert main(["gui", "--class", "Morning", "--trainee", "bo", "--screenshot", str(tmp_path / "b.png"), *common]) == 0
    assert main(["gui", "--class", "Morning", "--trainee", "Zed", "--screenshot", str(tmp_path / "c.png"), *common]) == 2
    assert "'Zed' is not on the list of class 'Morning'" in capsys.readouterr().err
    assert [len(store.rounds(name)) for name in ("Gus", "Bo")] == [1, 1]
    assert not (tmp_path / "c.png").exists()
    store.close()


def test_gui_with_a_trainees_own_url_records_as_that_trainee(qapp, owner_pg_url, tmp_path, capsys):
    from trainer.commands.cli import main

    store, classes = setup_class(owner_pg_url)
    _, login, password = classes.add_login("Morning", "Cy")
    common = ["--db", login_url(owner_pg_url, login, password), "--data", str(tmp_path / "station"),
              "--stop-at", "end", "--pack", "dealing-order"]
    assert main(["gui", "--screenshot", str(tmp_path / "a.png"), *common]) == 0  # no --trainee: the login is Cy
    assert main(["gui", "--trainee", "Bo", "--screenshot", str(tmp_path / "b.png"), *common]) == 2
    assert "Cy's" in capsys.readouterr().err and not (tmp_path / "b.png").exists()
    assert [len(store.rounds(name)) for name in ("Cy", "Bo")] == [1, 0]
    store.close()


def test_a_class_in_a_sqlite_file_still_guards_the_class_view_with_the_pin(qtbot, tmp_path):
    from trainer.store import Store
    from trainer.ui.pages.class_view import PinDialog

    store = Store(tmp_path / "class.sqlite3")
    classes = Classes(store)
    classes.create("Morning", "2468")
    classes.add_trainee("Morning", "Ann")
    window, controller = make_station_window(qtbot, StationStore(store, tmp_path / "spool.json"), classes)
    qtbot.mouseClick(window.toolbar.widgetForAction(controller.class_action), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.pin_dialog is not None and controller.pin_dialog.isVisible())
    dialog = controller.pin_dialog
    assert isinstance(dialog, PinDialog)
    qtbot.keyClicks(dialog.pin, "1111")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert "Wrong PIN" in dialog.message.text() and controller.class_view is None
    qtbot.keyClicks(dialog.pin, "2468")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.class_view is not None)
    controller.close()
    store.close()
