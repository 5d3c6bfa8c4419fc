"""Speed of the table window: start-up, click-to-feedback latency and memory. A benchmark,
not a test: every target is a ratio against a baseline measured in the same run, so the
noise of a shared machine cancels.

Prints one JSON line:

* ``startup_ratio``: median time from nothing to the first painted frame of the table
  (``trainer gui``'s path: the window at its size with the bare felt, the dealer's
  buttons, the bars and the side panel's place, up to the table view's first paint; the
  house, the default pack, the panel and the round follow one turn later, which
  ``dealt_ratio`` measures), divided by the same for a bare QMainWindow of the same size.
  Target <= 1.5.
* ``click_p50_ms`` / ``click_p99_ms`` / ``click_max_ms``: from a mouse click on the table
  (a hand's cards, the dealer's place, a bet's chips) or on a dealer button until the
  table view has painted the answer, over full rounds on a 7-box table with every box
  and behind spot taken, animations on.
* ``bare_click_p50_ms`` / ``bare_click_p99_ms``: the same for the baseline, a bare
  QGraphicsView of the same size, render hints and number of items, where a click
  changes one item. ``click_p99_ratio`` = click_p99_ms / bare_click_p99_ms (shown, no
  longer a target: its denominator is a fresh view's first clicks, see docs/speed.md).
  ``bare_click_warm_p99_ms``: the baseline's p99 without its first ``WARM_CLICKS``
  clicks. A fresh view's first clicks cost ten times its later ones, and they alone set
  ``bare_click_p99_ms`` (they are 2 % of the clicks): shown so that the ratio's
  denominator can be read for what it is.
  ``click_cpu_*`` and ``bare_click_cpu_*``: the same in this thread's CPU time, which a
  busy machine disturbs far less (time spent waiting for a core is left out);
  ``clicks_within_frame``: the share of clicks answered within one 60 Hz frame. Target:
  1.0, every click (``click_max_ms`` under 16.7).
* ``memory_rounds``, ``rss_mb_after_10`` / ``rss_mb_after_n``, ``py_kb_after_10`` /
  ``py_kb_after_n``: the window's resident memory and the Python heap (tracemalloc)
  after 10 rounds and after ``memory_rounds`` rounds played through it;
  ``memory_ratio`` and ``py_memory_ratio`` are the second over the first. Target:
  ``memory_ratio`` <= 1.2 (the heap grows a little by design: the session keeps each
  round's summary for the pack's result).
  ``scene_items_after_10`` / ``scene_items_after_n`` count the table's items at the same
  two moments (a leak of items shows there first).

Runs offscreen when there is no display (``QT_QPA_PLATFORM=offscreen``). Options:
``--startup-only``, ``--no-memory``, ``--memory-rounds N``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import statistics
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Only what a bare window needs is imported here: the start-up children must not pay for
# the trainer's modules unless they are the trainer.
from PySide6.QtCore import QEvent, QObject, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402

STARTUP_RUNS = 9
ROUNDS = 12
SIZE = (1440, 900)
MEMORY_ROUNDS = 500
#: one frame of a 60 Hz screen: a click answered within it feels immediate.
FRAME_S = 1 / 60
#: the baseline's first clicks, left out of bare_click_warm_p99_ms.
WARM_CLICKS = 20


class PaintWatch(QObject):
    """Counts paint events on one widget."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def wait_paint(app: QApplication, watch: PaintWatch, before: int, timeout: float = 1.0) -> bool:
    """Process events until the widget has painted; False when it did not."""
    deadline = time.perf_counter() + timeout
    while watch.count <= before and time.perf_counter() < deadline:
        app.processEvents()
    return watch.count > before


def startup_child(kind: str) -> None:
    """In a fresh process: open a bare QMainWindow or the trainer's window, and print
    the wall-clock time of its first paint."""
    app = QApplication.instance() or QApplication([sys.argv[0]])
    if kind == "bare":
        window = QMainWindow()
        widget = window
    else:
        from trainer.commands import gui as gui_cli

        parser = argparse.ArgumentParser()
        gui_cli.add_parser(parser.add_subparsers())
        # as `trainer gui` does, with a progress database (a fresh one each run)
        args = parser.parse_args(["gui", "--data", tempfile.mkdtemp(prefix="bench-gui-")])
        app, window = gui_cli.build(args, lambda: gui_cli.open_store(args, contextlib.ExitStack()))
        widget = window.view.viewport()
    window.resize(*SIZE)
    watch = PaintWatch(widget)
    window.show()
    wait_paint(app, watch, 0, timeout=20)
    painted = time.time()
    dealt = painted
    if kind != "bare":
        # the first round is dealt one event-loop turn after the first frame
        first = watch.count if getattr(window, "round", None) is None else -1
        deadline = time.perf_counter() + 20
        while (getattr(window, "round", None) is None or watch.count <= first) and time.perf_counter() < deadline:
            app.processEvents()
        dealt = time.time()
    print(json.dumps({"painted_at": painted, "dealt_at": dealt}), flush=True)


def startup_seconds(kind: str) -> tuple[float, float]:
    """From spawning a Python process to its window's first paint, and to the first
    paint with the round dealt."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # as installed (pip and the desktop build leave compiled bytecode beside the modules):
    # a shell that sets PYTHONDONTWRITEBYTECODE would have every start compile the
    # trainer's modules afresh, a cost no user pays (the warm-up run writes the bytecode)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.time()
    result = subprocess.run([sys.executable, __file__, "--startup-child", kind], capture_output=True, text=True,
                            env=env, timeout=120, check=True)
    times = json.loads(result.stdout.strip().splitlines()[-1])
    return times["painted_at"] - start, times["dealt_at"] - start


def full_table(seed: int):
    """Every box taken, every behind spot too."""
    from trainer.core.procedure.machine import BoxBets
    from trainer.core.game.rules import DEFAULT_HOUSE, load_house
    from trainer.core.packs.scenario import Scenario

    rules = load_house(DEFAULT_HOUSE)
    boxes = {box: BoxBets(Fraction(100 + 25 * (box % 3)), tuple(Fraction(50) for _ in range(rules.behind_spots)))
             for box in range(1, rules.boxes + 1)}
    boxes = {box: bets if bets.bet + sum(bets.behind) <= (rules.max_box_total or 10**9) else BoxBets(bets.bet)
             for box, bets in boxes.items()}
    return Scenario(rules=rules, boxes=boxes, seed=seed, source=f"bench seed {seed}")


def click_latencies(app: QApplication) -> tuple[list[float], list[float], int, int]:
    """Click latencies over full rounds (wall clock, and this thread's CPU time), the
    clicks that painted nothing, and the most items the table's scene held at once (the
    baseline gets as many)."""
    from PySide6.QtTest import QTest

    from trainer.core.game.payouts import format_amount
    from trainer.core.game.rules import DEFAULT_HOUSE, load_house
    from trainer.core.practice.session import RoundPlan
    from trainer.ui.app import create_window

    plans = [RoundPlan(full_table(seed), title=f"bench {seed}") for seed in range(ROUNDS)]
    window = create_window(load_house(DEFAULT_HOUSE), plans=plans, animation_ms=int(os.environ.get("BENCH_ANIMATION_MS", "200")))
    window.resize(*SIZE)
    window.show()
    viewport = window.view.viewport()
    watch = PaintWatch(viewport)
    wait_paint(app, watch, 0)
    times: list[float] = []
    cpu: list[float] = []
    silent = [0]
    most_items = [0]

    def click(widget, pos=None) -> None:
        # a dealer looks before the next click: let moving cards land (not timed)
        window.scene.finish_animations()
        app.processEvents()
        before = watch.count
        start, start_cpu = time.perf_counter(), time.thread_time()
        if pos is None:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        if wait_paint(app, watch, before):
            times.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
        else:  # nothing changed on the table (re-selecting the selected bet)
            silent[0] += 1
        most_items[0] = max(most_items[0], len(window.scene.items()))

    def scene_point(item, local):
        return window.view.mapFromScene(item.mapToScene(local))

    for _ in range(ROUNDS):
        round_ = window.round
        while not round_.finished:
            action = round_.expected()[0]
            verb, target = action.verb, action.target
            bar = window.action_bar.buttons
            if verb == "deal":
                window.scene.finish_animations()
                item = window.scene.hand_item(target)
                click(viewport, scene_point(item, item.card_rect(0).center()))
            elif verb in ("pay", "collect", "push"):
                window.scene.finish_animations()
                stack = window.scene.stack_item(target)
                click(viewport, scene_point(stack, stack.boundingRect().center() * 0))
                panel = window.panel
                if verb == "pay":
                    panel.amount_edit.setText(format_amount(action.amount))
                    click(panel.pay_button)
                else:
                    click(panel.collect_button if verb == "collect" else panel.push_button)
            elif verb in ("double", "split", "refuse"):
                click(bar[verb])
            else:
                click(bar[verb])
            if round_.mistakes:
                raise RuntimeError(f"bench click went wrong: {round_.mistakes[-1]}")
        window.next_round()
    window.close()
    return times, cpu, silent[0], most_items[0]


def bare_click_latencies(app: QApplication, items: int, clicks: int) -> tuple[list[float], list[float]]:
    """The baseline: a bare QGraphicsView of the table's size and render hints with as
    many items as the table's scene held: a felt, the rest card-sized rounded pills with
    a text, cached as the table's items are. Each click changes one pill (its colour
    and text): the least an answer to a click can cost in this view, with no trainer
    code in the way. (Qt's own items only: a Python paint() override would measure
    the binding, not the view.)"""
    from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

    class ClickAnswer(QObject):
        """Changes one pill when the viewport is pressed; takes the click itself, so
        the baseline runs no scene or item handler of its own."""

        def __init__(self, pills) -> None:
            super().__init__()
            self.pills = pills
            self.clicks = 0

        def eventFilter(self, obj, event) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.MouseButtonPress:
                self.clicks += 1
                rect, label = self.pills[self.clicks % len(self.pills)]
                rect.setBrush(QBrush(QColor("#ffe27a" if self.clicks % 2 else "#fbfbf6")))
                label.setText(str(self.clicks))
                return True
            return event.type() == QEvent.Type.MouseButtonRelease

    scene = QGraphicsScene(0, 0, *SIZE)
    pills = []
    scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
    gradient = QLinearGradient(0, 0, 0, SIZE[1])
    gradient.setColorAt(0, QColor("#0f6b3a"))
    gradient.setColorAt(1, QColor("#063d20"))
    felt = scene.addRect(0, 0, *SIZE, QPen(Qt.PenStyle.NoPen), QBrush(gradient))
    felt.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    for index in range(max(1, items - 1) // 2):  # a pill is two items, its body and its text
        rect = scene.addRect(0, 0, 72, 100, QPen(QColor("#2b2b2b"), 1.5), QBrush(QColor("#fbfbf6")))
        rect.setPos(40 + (index * 97) % (SIZE[0] - 120), 40 + (index * 97) // (SIZE[0] - 120) * 120 % (SIZE[1] - 140))
        rect.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        label = scene.addSimpleText(str(index))
        label.setParentItem(rect)
        label.setPos(10, 10)
        pills.append((rect, label))
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                        | QPainter.RenderHint.SmoothPixmapTransform)
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
    view.resize(*SIZE)
    view.show()
    watch = PaintWatch(view.viewport())
    answer = ClickAnswer(pills)
    view.viewport().installEventFilter(answer)
    wait_paint(app, watch, 0)
    times, cpu = [], []
    for index in range(clicks):
        app.processEvents()
        before = watch.count
        start, start_cpu = time.perf_counter(), time.thread_time()
        rect = pills[index % len(pills)][0]
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(rect.mapToScene(rect.rect().center())))
        if wait_paint(app, watch, before):
            times.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
    view.close()
    return times, cpu


def percentile_ms(times: list[float], share: float) -> float:
    ordered = sorted(t * 1000 for t in times)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def rss_mb() -> float:
    """The process's resident memory (Linux /proc; 0 where there is none)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def memory_growth(app: QApplication, rounds: int) -> dict:
    """Plays ``rounds`` random rounds through one window (every action through the
    session, the table repainted after each, animations run to their end) and reads
    the window's memory after 10 rounds and after all of them."""
    import gc
    import tracemalloc

    from trainer.core.game.rules import DEFAULT_HOUSE, load_house
    from trainer.core.packs.scenario import random_scenario
    from trainer.core.practice.session import RoundPlan
    from trainer.ui.app import create_window

    rules = load_house(DEFAULT_HOUSE)
    plans = [RoundPlan(random_scenario(rules, seed), title=f"memory {seed}") for seed in range(rounds + 1)]
    window = create_window(rules, plans=plans, animation_ms=int(os.environ.get("BENCH_ANIMATION_MS", "200")))
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    tracemalloc.start()
    readings = {}
    for played in range(1, rounds + 1):
        round_ = window.round
        while not round_.finished:
            window.session.attempt(round_.expected()[0])
            window.scene.finish_animations()
            app.processEvents()
        window.next_round()
        app.processEvents()
        # what the running event loop does between events (processEvents() outside
        # exec() leaves objects given to deleteLater alone)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        if played in (10, rounds):
            gc.collect()
            readings[played] = (rss_mb(), tracemalloc.get_traced_memory()[0] / 1024, len(window.scene.items()))
    tracemalloc.stop()
    window.close()
    (rss_10, py_10, items_10), (rss_n, py_n, items_n) = readings[10], readings[rounds]
    return {
        "memory_rounds": rounds,
        "rss_mb_after_10": round(rss_10, 1),
        "rss_mb_after_n": round(rss_n, 1),
        "memory_ratio": round(rss_n / rss_10, 3) if rss_10 else None,
        "py_kb_after_10": round(py_10),
        "py_kb_after_n": round(py_n),
        "py_memory_ratio": round(py_n / py_10, 3),
        "scene_items_after_10": items_10,
        "scene_items_after_n": items_n,
    }


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--startup-child":
        startup_child(sys.argv[2])
        return
    bare, table, dealt = [], [], []
    startup_seconds("bare"), startup_seconds("table")  # warm the file cache, write the bytecode
    for _ in range(STARTUP_RUNS):
        bare.append(startup_seconds("bare")[0])
        first, ready = startup_seconds("table")
        table.append(first)
        dealt.append(ready)
    result = {
        "startup_ratio": round(statistics.median(table) / statistics.median(bare), 2),
        "startup_ms": round(statistics.median(table) * 1000, 1),
        "bare_startup_ms": round(statistics.median(bare) * 1000, 1),
        "dealt_ratio": round(statistics.median(dealt) / statistics.median(bare), 2),
        "dealt_ms": round(statistics.median(dealt) * 1000, 1),
    }
    if "--startup-only" in sys.argv:
        print(json.dumps(result))
        return
    app = QApplication.instance() or QApplication([sys.argv[0]])
    times, cpu, silent, items = click_latencies(app)
    bare, bare_cpu = bare_click_latencies(app, items, len(times))
    p99, bare_p99 = percentile_ms(times, 0.99), percentile_ms(bare, 0.99)
    cpu_p99, bare_cpu_p99 = percentile_ms(cpu, 0.99), percentile_ms(bare_cpu, 0.99)
    memory = {}
    if "--no-memory" not in sys.argv:
        rounds = MEMORY_ROUNDS
        if "--memory-rounds" in sys.argv:
            rounds = max(11, int(sys.argv[sys.argv.index("--memory-rounds") + 1]))
        memory = memory_growth(app, rounds)
    print(json.dumps({
        **result,
        "clicks": len(times),
        "clicks_without_repaint": silent,
        "scene_items": items,
        "click_p50_ms": round(percentile_ms(times, 0.5), 2),
        "click_p99_ms": round(p99, 2),
        "click_max_ms": round(percentile_ms(times, 1.0), 2),
        "bare_click_p50_ms": round(percentile_ms(bare, 0.5), 2),
        "bare_click_p99_ms": round(bare_p99, 2),
        "bare_click_warm_p99_ms": round(percentile_ms(bare[WARM_CLICKS:], 0.99), 2),
        "click_p99_ratio": round(p99 / bare_p99, 2),
        "click_cpu_p50_ms": round(percentile_ms(cpu, 0.5), 2),
        "click_cpu_p99_ms": round(cpu_p99, 2),
        "bare_click_cpu_p50_ms": round(percentile_ms(bare_cpu, 0.5), 2),
        "bare_click_cpu_p99_ms": round(bare_cpu_p99, 2),
        "click_cpu_p99_ratio": round(cpu_p99 / bare_cpu_p99, 2),
        "clicks_within_frame": round(sum(t < FRAME_S for t in times) / len(times), 4),
        **memory,
        "platform": QApplication.platformName(),
    }))


if __name__ == "__main__":
    main()
