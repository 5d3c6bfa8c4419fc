"""Start-up of the one-folder desktop program against the venv's ``trainer`` (what
``make run`` starts). A benchmark, not a test.

    python bench/desktop_startup.py [PROGRAM ...]

Each program renders the table with ``gui --screenshot`` (offscreen, from a temporary
folder, a fresh process each time): the wall time from starting the process to the PNG
written and the process gone, which covers interpreter start-up, imports, the window's
first layout and paint. Prints one JSON line: the median seconds of each, the size of
each folder in MB, and ``dist_ratio``: the desktop program's median over the venv's.
Target: ``dist_ratio`` <= 1.2 (a frozen program must not start noticeably slower). The
programs default to ``dist/croupier-trainer/croupier-trainer`` (``make dist``; skipped
when it is not built) and any given on the command line (another build to compare).
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RUNS = 7


def venv_trainer() -> Path:
    return Path(sys.executable).parent / "trainer"


def folder_mb(program: Path) -> float:
    """The size of what a user installs: the venv for the venv's trainer, else the program's folder."""
    root = Path(sys.prefix) if program == venv_trainer() else program.parent
    total = sum(path.stat().st_size for path in root.rglob("*") if path.is_file() and not path.is_symlink())
    return round(total / 2**20)


def startup_seconds(program: Path, runs: int = RUNS) -> float:
    times = []
    with tempfile.TemporaryDirectory(prefix="trainer-bench-") as scratch:
        # PYTHONDONTWRITEBYTECODE left out: the venv runs as installed, with its bytecode
        env = {key: value for key, value in os.environ.items()
               if key not in ("PYTHONPATH", "DISPLAY", "WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE")}
        env.update(QT_QPA_PLATFORM="offscreen", HOME=scratch)
        for index in range(runs + 1):
            png = Path(scratch) / f"table-{index}.png"
            started = time.perf_counter()
            done = subprocess.run([str(program), "gui", "--screenshot", str(png)], cwd=scratch, env=env,
                                  capture_output=True, text=True, timeout=300)
            seconds = time.perf_counter() - started
            if done.returncode != 0 or not png.is_file():
                raise SystemExit(f"{program} failed: {done.stderr[-500:]}")
            if index:  # the first run fills the disk cache
                times.append(seconds)
    return statistics.median(times)


def main(extra: list[str]) -> None:
    programs = {"venv": venv_trainer()}
    built = REPO / "dist" / "croupier-trainer" / "croupier-trainer"
    if built.is_file():
        programs["dist"] = built
    for path in extra:
        programs[Path(path).parent.name or path] = Path(path).resolve()
    result: dict[str, float] = {}
    for name, program in programs.items():
        if not program.is_file() and not shutil.which(str(program)):
            raise SystemExit(f"no program {program}")
        result[f"{name}_seconds"] = round(startup_seconds(program), 3)
        result[f"{name}_mb"] = folder_mb(program)
    if "dist_seconds" in result:
        result["dist_ratio"] = round(result["dist_seconds"] / result["venv_seconds"], 2)
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
