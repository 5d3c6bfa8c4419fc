"""`trainer gui` paints the table's first frame before the heavy parts are imported
(the house rules and YAML, the session and its state machine, the side panel, the table
scene), then builds the rest on the next event-loop turns: the window ends up complete,
nothing on it moves when it does, and keys and clicks given on the first frame are
carried out once the round is dealt, never lost."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

from trainer.ui.main_window import MainWindow
from trainer.ui.side_panel import QtSidePanel

#: what the first frame must not wait for.
HEAVY_MODULES = (
    "yaml",
    "transitions",
    "trainer.core.game.rules",
    "trainer.core.files.yamlio",
    "trainer.core.practice.session",
    "trainer.core.procedure.machine",
    "trainer.core.game.table",
    "trainer.core.procedure.view",
    "trainer.ui.side_panel",
    "trainer.ui.session_cycle",
    "trainer.ui.table.table_scene",
    "trainer.ui.challenge",
    "trainer.ui.round_flows",
    "trainer.ui.table.art",  # the cards' and chips' drawing: the bare felt needs none of it
    "trainer.ui.table.items",
    "trainer.ui.table.table_layout",
    "trainer.ui.icon",  # the window icon is drawn after the first frame
    "trainer.core.procedure.actions",
    "trainer.words.messages",
)

# The real command (trainer.commands.cli.main, as `python -m trainer gui` runs it), in a fresh
# interpreter, offscreen; QApplication.exec (Qt's, not ours) is wrapped only to watch its
# events and to quit once the round is dealt. (Importing gui_cli first costs the first
# frame nothing: trainer.commands.cli imports it for the gui command anyway.)
def run_script(script: str, tmp_path, *args: str) -> subprocess.CompletedProcess:
    """Runs one of the scripts below in a fresh interpreter, offscreen, with its own
    config and home folders under ``tmp_path``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "HOME": str(tmp_path)}
    return subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=120, env=env)


COMMAND = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

seen = {}

class FirstFrame(QObject):
    def eventFilter(self, watched, event):
        if (event.type() == QEvent.Type.Paint and "modules" not in seen
                and type(watched.parentWidget()).__name__ == "QtTableView"):
            seen["modules"] = sorted(sys.modules)
        return False

spy = FirstFrame()
qt_exec = QApplication.exec

def watched_exec():
    app = QApplication.instance()
    app.installEventFilter(spy)
    window = next(w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow")

    def check():
        if window.round is None or app.windowIcon().isNull():
            return
        timer.stop()
        seen["complete"] = (type(window.panel).__name__, window.scene.box_count(),
                            hasattr(window, "speed_action"), window.round.state)
        app.quit()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(20)
    QTimer.singleShot(60000, app.quit)
    return qt_exec()

QApplication.exec = staticmethod(watched_exec)
from trainer.commands import gui as gui_cli
gui_cli.window_problem = lambda: None  # offscreen is no display to a user; here it is the point
from trainer.commands.cli import main
code = main(["gui", "--data", sys.argv[1]])
print(code)
print(seen.get("complete"))
print("\n".join(seen.get("modules", [])))
"""


def test_the_gui_command_paints_before_the_heavy_modules_load_then_completes(tmp_path):
    done = run_script(COMMAND, tmp_path, str(tmp_path / "data"))
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and lines[:1] == ["0"], done.stderr
    # built and dealt after the first frame, and the window icon drawn too
    assert lines[1] == "('QtSidePanel', 7, True, 'betting')", done.stderr
    at_first_frame = set(lines[2:])
    assert "trainer.ui.main_window" in at_first_frame  # the spy saw the table's first paint
    assert [name for name in HEAVY_MODULES if name in at_first_frame] == []


class Paints(QObject):
    """Where the table view, the dealer's buttons and the side panel (or its place) were
    at the table's first paint, and at its first paint with the round dealt."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.first: tuple | None = None
        self.dealt: tuple | None = None
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            window = self.window
            seen = (window.view.geometry(), window.view.transform(), window.action_bar.geometry(), window.panel.geometry())
            if self.first is None:
                self.first = (*seen, window.staging.built)
            elif self.dealt is None and window.round is not None:
                self.dealt = seen
        return False


def text_room(combo: QComboBox) -> int:
    """The width a combo box's style gives its current text."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return field.width()


def verbs(window: MainWindow) -> list[str]:
    return [str(record.action.verb) for record in window.round.history]


def staged_window(qtbot) -> MainWindow:
    window = MainWindow("cosmopol", lambda: None, defer_start=True, staged=True, animation_ms=0)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    return window


def test_a_staged_window_paints_the_felt_first_then_is_complete_and_nothing_moved(qtbot):
    window = staged_window(qtbot)
    paints = Paints(window)
    assert window.scene is None and window.round is None and not isinstance(window.panel, QtSidePanel)
    window.show()
    qtbot.waitUntil(lambda: paints.dealt is not None, timeout=5000)
    assert paints.first[-1] is False  # the first frame was painted before the window was built
    assert paints.dealt == paints.first[:4]  # the table did not move or rescale when it was
    view = window.view
    assert isinstance(window.panel, QtSidePanel) and view.scene() is window.scene and window.scene.box_count() == 7
    assert window.round.state == "betting" and window.house_combo.count() >= 5
    assert window.tabs.count() > 1  # the drills' tab came with the build
    assert window.speed_action in window.session_menu.actions()
    combo = window.focus_picker.combo  # empty on the first frame, then filled: its words not cut
    qtbot.waitUntil(lambda: text_room(combo) >= QFontMetrics(combo.font()).horizontalAdvance(combo.currentText()))
    buttons = window.action_bar.buttons  # as the first frame showed them: only "no more bets" open
    assert [name for name, button in buttons.items() if button.isEnabled()] == ["no_more_bets"]


def test_keys_pressed_on_the_first_frame_are_carried_out_once_dealt(qtbot):
    window = staged_window(qtbot)
    window.show()  # the build waits for the first paint, which waits for the event loop
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # no more bets, typed before the table is built
    assert not window.staging.built and window.round is None
    qtbot.waitUntil(lambda: window.round is not None and bool(window.round.history), timeout=5000)
    assert verbs(window) == ["no_more_bets"] and window.round.mistakes == []


def test_a_dealer_button_clicked_on_the_first_frame_is_not_lost(qtbot):
    window = staged_window(qtbot)
    window.show()
    qtbot.mouseClick(window.action_bar.buttons["no_more_bets"], Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # and a key after it: both kept, in order
    assert not window.staging.built
    qtbot.waitUntil(lambda: window.round is not None and bool(window.round.history), timeout=5000)
    assert verbs(window) == ["no_more_bets"] and window.round.mistakes == []


def test_a_dealer_button_is_carried_out_in_its_turn_with_keys(qtbot):
    window = staged_window(qtbot)
    window.show()
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # no more bets by key, then the dealer's card by button:
    qtbot.mouseClick(window.action_bar.buttons["deal_dealer"], Qt.MouseButton.LeftButton)  # greyed: not clicked
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # D: a card to the dealer, too early (box 1 first)
    assert not window.staging.built
    qtbot.waitUntil(lambda: window.round is not None and len(window.round.history) >= 2, timeout=5000)
    assert verbs(window)[:2] == ["no_more_bets", "deal"]
    assert [m.code for m in window.round.mistakes] != []  # the early dealer card counted, as it would have


def test_a_window_closed_on_its_first_frame_is_never_built(qtbot):
    window = staged_window(qtbot)
    window.show()
    window.close()
    qtbot.wait(700)  # past the latest moment the build would have run
    assert not window.staging.built and window.scene is None and window.round is None


STATION = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

qt_exec = QApplication.exec

def watched_exec():
    app = QApplication.instance()
    window = next(w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow")
    print("built when shown:", window.staging.built, window.progress is not None and window.progress.trainee_combo.isEnabled())

    def check():
        if window.round is not None:
            print("dealt:", window.progress.trainee_combo.isEnabled())
            app.quit()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(20)
    QTimer.singleShot(60000, app.quit)
    return qt_exec()

QApplication.exec = staticmethod(watched_exec)
from trainer.commands import gui as gui_cli
gui_cli.window_problem = lambda: None  # offscreen is no display to a user; here it is the point
from trainer.commands.cli import main
print(main(["gui", "--db", sys.argv[1], "--class", "Morning", "--trainee", "Ann", "--data", sys.argv[2]]))
"""


def test_a_class_station_wraps_a_window_that_is_already_built(pg_url, tmp_path):
    # `trainer gui --class` on a display: the station stops trainees switching on the
    # window it is given, so that window is built at once, not staged
    from tests.ui.test_class_station import setup_class

    store, _classes = setup_class(pg_url)
    store.close()
    done = run_script(STATION, tmp_path, pg_url, str(tmp_path / "station"))
    assert done.stdout.splitlines() == ["built when shown: True False", "dealt: False", "0"], done.stderr


BROKEN_HOUSE = r"""
import sys
from pathlib import Path
from trainer.commands import gui as gui_cli
from trainer import paths
gui_cli.window_problem = lambda: None  # offscreen is no display to a user; here it is the point
houses = Path(sys.argv[2])
paths.houses_dir = lambda: houses  # where the house packs are read: one broken file
from trainer.commands.cli import main
print(main(["gui", "--data", sys.argv[1]]))
"""


def test_a_house_that_will_not_load_after_the_first_frame_is_one_line_and_exit_2(tmp_path):
    houses = tmp_path / "houses"
    houses.mkdir()
    (houses / "cosmopol.yaml").write_text("name: Casino Cosmopol\ndecks: [6\n", encoding="utf-8")
    done = run_script(BROKEN_HOUSE, tmp_path, str(tmp_path / "data"), str(houses))
    assert done.stdout.splitlines()[-1:] == ["2"], done.stderr
    error = done.stderr.strip()
    assert "\n" not in error and "Traceback" not in error and "cosmopol.yaml:" in error, error
