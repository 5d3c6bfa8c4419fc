"""The tab set: pages beside the table are built on their first showing, and the window's
start (``trainer gui``) imports none of their modules."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTabBar

from trainer.ui.tab_set import QtTabSet

#: the modules of the pages beside the table and of the commands the window does not run:
#: none of them may load before the first frame (a colleague's start-up timing relies on it).
LAZY_MODULES = (
    "trainer.ui.pages.drill_tab",
    "trainer.core.drills",
    "trainer.ui.pages.history_view",
    "trainer.papers.report_pdf",
    "trainer.progress.report",
    "trainer.progress.practice_plans",
    "trainer.commands.quiz",
    "trainer.commands.practice",
    "trainer.commands.report",
    "trainer.commands.classes",
    "PySide6.QtCharts",
)


def _click_tab(qtbot, tabs: QtTabSet, index: int) -> None:
    bar = tabs.findChild(QTabBar)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())


def test_a_lazy_page_is_built_once_on_its_first_click(qtbot):
    tabs = QtTabSet()
    qtbot.addWidget(tabs)
    tabs.add_tab(QLabel("table"), "Table")
    built: list[QLabel] = []

    def build() -> QLabel:
        built.append(QLabel("drills"))
        return built[-1]

    tabs.add_lazy_tab(build, "Drills")
    tabs.show()
    qtbot.waitExposed(tabs)
    assert built == [] and not tabs.is_built(1)
    _click_tab(qtbot, tabs, 1)
    qtbot.waitUntil(lambda: tabs.currentWidget() is (built[0] if built else None))
    assert tabs.tabText(1) == "Drills" and tabs.is_built(1)
    _click_tab(qtbot, tabs, 0)
    _click_tab(qtbot, tabs, 1)
    assert len(built) == 1


def test_a_page_that_fails_to_build_leaves_the_table_usable(qtbot):
    tabs = QtTabSet()
    qtbot.addWidget(tabs)
    tabs.add_tab(QLabel("table"), "Table")

    def broken() -> QLabel:
        raise RuntimeError("no charts here")

    tabs.add_lazy_tab(broken, "History")
    tabs.show()
    qtbot.waitExposed(tabs)
    with qtbot.waitSignal(tabs.page_failed) as failed:
        _click_tab(qtbot, tabs, 1)
    assert failed.args == ["no charts here"]
    _click_tab(qtbot, tabs, 0)
    assert tabs.currentIndex() == 0


def test_the_window_starts_without_the_other_pages_modules(tmp_path):
    # a fresh interpreter, started as users start it: what is loaded once the first frame is saved
    script = (
        "import sys\n"
        "from trainer.commands.cli import main\n"
        f"code = main(['gui', '--screenshot', {str(tmp_path / 'x.png')!r}, '--data', {str(tmp_path)!r}])\n"
        "print(code)\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    lines = done.stdout.splitlines()  # the screenshot's path, the exit code, the modules
    assert done.returncode == 0 and lines[1:2] == ["0"], done.stderr
    loaded = set(lines[2:])
    assert "trainer.ui.main_window" in loaded  # the test does see the window's modules
    # the round the screenshot deals is saved with its skills worked out (trainer/store/tracks.py),
    # and the skills file names the drill kinds: that loads trainer.core.drills after the
    # frame; the next test still holds it back until the first frame is painted
    late = {"trainer.core.drills"}
    assert [name for name in LAZY_MODULES if name in loaded and name not in late] == []


def test_the_window_paints_its_first_frame_before_the_database_and_the_pages_load(tmp_path):
    # `trainer gui` as a user opens it (not a screenshot): the progress database is opened
    # with the first round, after the first frame, so its modules are not loaded before it
    script = (
        "import contextlib, sys\n"
        "from PySide6.QtCore import QEvent, QObject\n"
        "from trainer.commands import gui as gui_cli\n"
        "from trainer.commands.cli import build_parser\n"
        f"args = build_parser(['gui']).parse_args(['gui', '--data', {str(tmp_path)!r}])\n"
        "scratch = contextlib.ExitStack()\n"
        "app, window = gui_cli.build(args, lambda: gui_cli.open_store(args, scratch))\n"
        "seen = []\n"
        "class FirstFrame(QObject):\n"
        "    def eventFilter(self, watched, event):\n"
        "        if event.type() == QEvent.Type.Paint and not seen:\n"
        "            seen.append(sorted(sys.modules))\n"
        "        return False\n"
        "spy = FirstFrame()\n"
        "window.view.viewport().installEventFilter(spy)\n"
        "window.show()\n"
        "for _ in range(200):\n"
        "    app.processEvents()\n"
        "    if seen:\n"
        "        break\n"
        "print('\\n'.join(seen[0] if seen else []))\n"
    )
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    loaded = set(done.stdout.splitlines())
    assert "trainer.ui.main_window" in loaded, done.stderr  # the first frame was painted
    assert [name for name in (*LAZY_MODULES, "trainer.store", "trainer.progress.recording") if name in loaded] == []
