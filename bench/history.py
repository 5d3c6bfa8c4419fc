"""A school's years of data: what each screen and report costs as the history grows.
A benchmark, not a test (docs/speed.md explains the figures).

Fills progress databases (SQLite, in a temporary folder) of one trainee with 100, 10,000
and 100,000 real rounds (40 an evening, a session each, a few payout drills each
evening), and a class of 30 trainees with 40 and with 1,000 rounds each. The rounds are
real ones, played and saved through the store as the window saves them, then copied
with their times moved on (``tests.storekit.fill_history``), so the fill takes seconds
and the readers find what recording that many rounds would leave.

Then, for each size, in a fresh process each (so no cache is shared), the best of three
runs (the machine is shared: a neighbour's work only ever adds time):

* ``report_pdf_s``, ``report_csv_s``: ``trainer report --pdf`` / ``--csv``, wall time;
* ``report_pdf_mb``: the peak memory (max RSS) of ``trainer report --pdf``;
* ``history_s``: opening the History tab (the page built, shown and painted);
* ``skills_s``: the first opening of the Skills tab, likewise;
* ``class_csv_s``, ``class_pdf_s``: ``trainer class results --csv`` / ``--pdf``;
* ``class_view_s``: ``trainer class view --screenshot`` (the Class window, rendered).

and prints one JSON line: the figures per size and, as the targets are stated, each one
as a ratio of the largest size to the smallest in this run (target: <= 2 from 100 to
10,000 rounds, <= 3 from 100 to 100,000). ``--sizes`` and ``--class-rounds`` choose other
sizes (the issue's table: ``--sizes 1000,10000,100000 --class-rounds 40,2000``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TRAINEE = "Ann Lindqvist"
CLASS, PIN = "Evening", "4711"
CLASS_SIZE = 30
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))

#: opens one page in a fresh process and prints the seconds it took (building, showing,
#: the first paint); the Qt application is made first, since every window has one.
PAGE = r"""
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from trainer.store import Store
kind, folder, name = sys.argv[1:4]
store = Store(folder + "/progress.sqlite3")
start = time.perf_counter()
trainee = store.find_trainee(name)
if kind == "history":
    from trainer.ui.pages.history_view import QtHistoryView
    page = QtHistoryView(store, trainee)
else:
    from trainer.ui.pages.skills_view import QtSkillsView
    page = QtSkillsView(store, trainee, "cosmopol")
page.resize(1280, 820)
page.show()
page.grab()
app.processEvents()
print(time.perf_counter() - start)
"""


#: each figure is the best of this many runs: the machine is shared, and a neighbour's
#: work only ever adds time.
RUNS = 3


def run(args: list[str]) -> tuple[float, float]:
    """(wall seconds, peak memory in MB) of one command, each run in a fresh process."""
    runs = [_run_once(args) for _ in range(RUNS)]
    return min(seconds for seconds, _ in runs), min(mb for _, mb in runs)


def _run_once(args: list[str]) -> tuple[float, float]:
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, *args], cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    out, err = process.communicate()
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed: {err.decode(errors='replace')[-2000:]}")
    return seconds, usage.ru_maxrss / 1024


def page_seconds(kind: str, folder: Path) -> float:
    return min(_page_once(kind, folder) for _ in range(RUNS))


def _page_once(kind: str, folder: Path) -> float:
    result = subprocess.run([sys.executable, "-c", PAGE, kind, str(folder), TRAINEE], cwd=ROOT, env=ENV,
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"opening {kind} failed: {result.stderr[-2000:]}")
    return float(result.stdout.strip().splitlines()[-1])


#: fills one database in a child process: the bench's own process stays small, so the
#: children it starts (each forked from it) do not carry its pages into their peak memory.
FILL = r"""
import sys
from tests.storekit import fill_history
from trainer.classroom.classes import Classes
from trainer.store import Store
kind, folder, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
with Store.open(folder) as store:
    if kind == "trainee":
        fill_history(store, sys.argv[4], rounds)
    else:
        classes = Classes(store)
        classes.create(sys.argv[4], sys.argv[5])
        for number in range(int(sys.argv[6])):
            name = f"Trainee {number + 1:02d}"
            fill_history(store, name, rounds, templates=10, seed=7000 + 50 * (number % 4))
            classes.add_trainee(sys.argv[4], name)
"""


def _fill(*args: object) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", FILL, *map(str, args)], cwd=ROOT, env=ENV, check=True)
    return time.perf_counter() - start


def fill_trainee(folder: Path, rounds: int) -> float:
    return _fill("trainee", folder, rounds, TRAINEE)


def fill_class(folder: Path, rounds_each: int) -> float:
    return _fill("class", folder, rounds_each, CLASS, PIN, CLASS_SIZE)


def trainee_figures(folder: Path, out: Path) -> dict[str, float]:
    data = ["--data", str(folder)]
    pdf_s, pdf_mb = run(["-m", "trainer", "report", "--trainee", TRAINEE, "--pdf", str(out / "report.pdf"), *data])
    csv_s, _ = run(["-m", "trainer", "report", "--trainee", TRAINEE, "--csv", str(out / "report.csv"), *data])
    return {"report_pdf_s": pdf_s, "report_pdf_mb": pdf_mb, "report_csv_s": csv_s,
            "history_s": page_seconds("history", folder), "skills_s": page_seconds("skills", folder)}


def class_figures(folder: Path, out: Path) -> dict[str, float]:
    data = ["--data", str(folder), "--class", CLASS]
    csv_s, _ = run(["-m", "trainer", "class", *data, "results", "--csv", str(out / "class.csv")])
    pdf_s, _ = run(["-m", "trainer", "class", *data, "results", "--pdf", str(out / "class.pdf")])
    view_s, _ = run(["-m", "trainer", "class", *data, "view", "--pin", PIN, "--screenshot", str(out / "class.png")])
    return {"class_csv_s": csv_s, "class_pdf_s": pdf_s, "class_view_s": view_s}


def ratios(figures: dict[str, dict[str, float]], smallest: str, largest: str) -> dict[str, float]:
    return {key: round(figures[largest][key] / figures[smallest][key], 2) for key in figures[smallest]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,10000,100000", help="one trainee's rounds, smallest first")
    parser.add_argument("--class-rounds", default="40,1000", help="each of 30 trainees' rounds, smallest first")
    parser.add_argument("--keep", metavar="DIR", help="fill the databases in DIR and keep them (default: a temporary folder)")
    args = parser.parse_args()
    sizes = [int(n) for n in args.sizes.split(",")]
    class_sizes = [int(n) for n in args.class_rounds.split(",")]
    result: dict[str, object] = {"trainee": {}, "class": {}}
    with tempfile.TemporaryDirectory(prefix="bench-history-") as tmp:
        work = Path(args.keep or tmp)
        for rounds in sizes:
            folder = work / f"trainee-{rounds}"
            folder.mkdir(parents=True)
            fill_s = fill_trainee(folder, rounds)
            figures = trainee_figures(folder, folder)
            figures["fill_s"] = fill_s
            result["trainee"][str(rounds)] = {k: round(v, 3) for k, v in figures.items()}
            print(f"# {rounds} rounds: {result['trainee'][str(rounds)]}", file=sys.stderr, flush=True)
        for each in class_sizes:
            folder = work / f"class-{each}"
            folder.mkdir(parents=True)
            fill_s = fill_class(folder, each)
            figures = class_figures(folder, folder)
            figures["fill_s"] = fill_s
            result["class"][str(CLASS_SIZE * each)] = {k: round(v, 3) for k, v in figures.items()}
            print(f"# class of {CLASS_SIZE} x {each}: {result['class'][str(CLASS_SIZE * each)]}", file=sys.stderr, flush=True)
    trainee, klass = result["trainee"], result["class"]
    smallest = str(sizes[0])
    result["ratios"] = {f"{smallest}->{n}": {k: v for k, v in ratios(trainee, smallest, str(n)).items() if k != "fill_s"}
                        for n in sizes[1:]}
    small_class, large_class = str(CLASS_SIZE * class_sizes[0]), str(CLASS_SIZE * class_sizes[-1])
    if small_class != large_class:
        result["ratios"][f"class {small_class}->{large_class}"] = {
            k: v for k, v in ratios(klass, small_class, large_class).items() if k != "fill_s"}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
