"""Speed of the table window: start-up and click-to-feedback latency. A benchmark, not a test.

Prints one JSON line:

* ``startup_ratio``: median time from nothing to the first painted frame of the table
  (``trainer gui``'s path: choosing the default pack, building the window, showing it, the
  table view's first paint), divided by the same for a bare QMainWindow of the same size,
  measured in the same run after both sets of modules are imported. Target <= 2.0.
* ``click_p50_ms`` / ``click_p99_ms``: from a mouse click on the table (a hand's cards,
  the dealer's place, a bet's chips) or on a dealer button until the table view has
  painted the answer, over full rounds on a 7-box table with every box and behind spot
  taken, animations on. Target p99 <= 16 ms.

Runs offscreen when there is no display (``QT_QPA_PLATFORM=offscreen``).
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
        from trainer import gui_cli

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
    start = time.time()
    result = subprocess.run([sys.executable, __file__, "--startup-child", kind], capture_output=True, text=True,
                            env=env, timeout=120, check=True)
    times = json.loads(result.stdout.strip().splitlines()[-1])
    return times["painted_at"] - start, times["dealt_at"] - start


def full_table(seed: int):
    """Every box taken, every behind spot too."""
    from trainer.core.procedure import BoxBets
    from trainer.core.rules import DEFAULT_HOUSE, load_house
    from trainer.core.scenario import Scenario

    rules = load_house(DEFAULT_HOUSE)
    boxes = {box: BoxBets(Fraction(100 + 25 * (box % 3)), tuple(Fraction(50) for _ in range(rules.behind_spots)))
             for box in range(1, rules.boxes + 1)}
    boxes = {box: bets if bets.bet + sum(bets.behind) <= (rules.max_box_total or 10**9) else BoxBets(bets.bet)
             for box, bets in boxes.items()}
    return Scenario(rules=rules, boxes=boxes, seed=seed, source=f"bench seed {seed}")


def click_latencies(app: QApplication) -> tuple[list[float], int]:
    from PySide6.QtTest import QTest

    from trainer.core.payouts import format_amount
    from trainer.core.rules import DEFAULT_HOUSE, load_house
    from trainer.core.session import RoundPlan
    from trainer.ui.app import create_window

    plans = [RoundPlan(full_table(seed), title=f"bench {seed}") for seed in range(ROUNDS)]
    window = create_window(load_house(DEFAULT_HOUSE), plans=plans, animation_ms=int(os.environ.get("BENCH_ANIMATION_MS", "200")))
    window.resize(*SIZE)
    window.show()
    viewport = window.view.viewport()
    watch = PaintWatch(viewport)
    wait_paint(app, watch, 0)
    times: list[float] = []
    silent = [0]

    def click(widget, pos=None) -> None:
        # a dealer looks before the next click: let moving cards land (not timed)
        window.scene.finish_animations()
        app.processEvents()
        before = watch.count
        start = time.perf_counter()
        if pos is None:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        if wait_paint(app, watch, before):
            times.append(time.perf_counter() - start)
        else:  # nothing changed on the table (re-selecting the selected bet)
            silent[0] += 1

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
    return times, silent[0]


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--startup-child":
        startup_child(sys.argv[2])
        return
    bare, table, dealt = [], [], []
    startup_seconds("bare"), startup_seconds("table")  # warm the file cache
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
    times, silent = click_latencies(app)
    times_ms = sorted(t * 1000 for t in times)
    p99 = times_ms[min(len(times_ms) - 1, int(round(0.99 * (len(times_ms) - 1))))]
    print(json.dumps({
        **result,
        "clicks": len(times_ms),
        "clicks_without_repaint": silent,
        "click_p50_ms": round(statistics.median(times_ms), 2),
        "click_p99_ms": round(p99, 2),
        "click_max_ms": round(times_ms[-1], 2),
        "platform": QApplication.platformName(),
    }))


if __name__ == "__main__":
    main()
