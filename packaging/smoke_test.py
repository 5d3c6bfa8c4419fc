"""Start the one-folder build as a user would, without a display, and check what it does.

    python packaging/smoke_test.py dist/croupier-trainer [SCREENSHOT.png]

Runs the built program from a temporary folder with a clean environment (no Python
path into the repository, no display: Qt's offscreen platform): ``--version``, a round
by the book (``check --random --auto --json``), every shipped pack loading
(``validate``), and ``gui --screenshot`` of the table,
whose PNG must be a picture of the asked size, mostly table felt. ``make dist`` runs it
after every build; it prints the start-up time of the screenshot (the wall time from
the start of the process to the PNG written and the process gone).
Exit code 0 when every check passes, 1 with the failed check named otherwise.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SIZE = (1280, 800)
REPO = Path(__file__).resolve().parent.parent


def program_in(folder: Path) -> Path:
    for name in ("croupier-trainer", "croupier-trainer.exe", "croupier-trainer.bin"):
        if (folder / name).is_file():
            return folder / name
    raise SystemExit(f"smoke test: no croupier-trainer program in {folder}")


def felt_share(png: Path) -> tuple[int, int, float]:
    """The picture's size and the share of sampled pixels that are table green."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # this process only reads the picture
    from PySide6.QtGui import QColor, QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841
    image = QImage(str(png))
    if image.isNull():
        return 0, 0, 0.0
    samples = greens = 0
    for x in range(0, image.width(), 10):
        for y in range(0, image.height(), 10):
            color = QColor(image.pixel(x, y))
            samples += 1
            greens += color.green() > color.red() + 40 and color.green() > color.blue() + 20
    return image.width(), image.height(), greens / samples


def check_linux_install(folder: Path, prefix: Path, env: dict[str, str]) -> list[str] | None:
    """Run the folder's install-linux.sh into ``prefix`` and check what it put there
    (None: no install script, or not Linux)."""
    script = folder / "install-linux.sh"
    if not sys.platform.startswith("linux") or not script.is_file():
        return None
    done = subprocess.run(["sh", str(script), str(prefix)], env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        return [f"install-linux.sh: exit {done.returncode}: {done.stderr[-500:]}"]
    failures = []
    version = subprocess.run([str(prefix / "bin" / "croupier-trainer"), "--version"], env=env,
                             capture_output=True, text=True, timeout=120)
    if version.returncode != 0 or not version.stdout.startswith("trainer "):
        failures.append(f"the installed croupier-trainer --version: {version.stdout}{version.stderr[-300:]}")
    entry = prefix / "share" / "applications" / "croupier-trainer.desktop"
    lines = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line) if entry.is_file() else {}
    if not lines or not Path(lines.get("Exec", "")).is_file():
        failures.append(f"the installed desktop entry does not start the program: {lines.get('Exec')}")
    for size in (48, 256):
        icon = prefix / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{lines.get('Icon')}.png"
        if not icon.is_file():
            failures.append(f"no {size}x{size} icon named as the desktop entry says: {icon}")
    if entry.is_file() and shutil.which("desktop-file-validate"):
        valid = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        if valid.returncode != 0 or valid.stdout.strip():
            failures.append(f"desktop-file-validate: {valid.stdout}{valid.stderr}")
    return failures


def main(folder: Path, keep: Path | None) -> int:
    folder = folder.resolve()
    program = program_in(folder)
    with tempfile.TemporaryDirectory(prefix="trainer-smoke-") as scratch:
        scratch = Path(scratch)
        env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
        env.update(QT_QPA_PLATFORM="offscreen", HOME=str(scratch), XDG_DATA_HOME=str(scratch / "data"),
                   XDG_CONFIG_HOME=str(scratch / "config"))
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)

        def run(*args: str) -> subprocess.CompletedProcess:
            return subprocess.run([str(program), *args], cwd=scratch, env=env, capture_output=True, text=True,
                                  timeout=300)

        failures = []
        version = run("--version")
        if version.returncode != 0 or not version.stdout.startswith("trainer "):
            failures.append(f"--version: exit {version.returncode}: {version.stdout}{version.stderr}")
        check = run("check", "--random", "--auto", "--seed", "3", "--json")
        try:
            report = json.loads(check.stdout)
        except ValueError:
            report = {}
        if check.returncode != 0 or not (report.get("ok") and report.get("finished")):
            failures.append(f"check --random --auto: exit {check.returncode}: {check.stdout[:300]}{check.stderr[-500:]}")
        validate = run("validate")
        packs = sorted((REPO / "scenarios" / "packs").glob("*.yaml"))
        valid = [line for line in validate.stdout.splitlines() if line.startswith("OK ")]
        if validate.returncode != 0 or len(valid) != len(packs):
            failures.append(f"validate: exit {validate.returncode}, {len(valid)} of the {len(packs)} shipped packs "
                            f"load: {validate.stdout[-300:]}{validate.stderr[-300:]}")
        png = scratch / "table.png"
        started = time.perf_counter()
        shot = run("gui", "--screenshot", str(png), "--size", f"{SIZE[0]}x{SIZE[1]}")
        seconds = time.perf_counter() - started
        width, height, green = felt_share(png) if png.is_file() else (0, 0, 0.0)
        if shot.returncode != 0 or (width, height) != SIZE or green < 0.25:
            failures.append(f"gui --screenshot: exit {shot.returncode}, picture {width}x{height}, "
                            f"{green:.0%} felt: {shot.stderr[-800:]}")
        installed = check_linux_install(folder, scratch / "prefix", env)
        failures += installed or []
        if keep is not None and png.is_file():
            keep.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(png, keep)
    for failure in failures:
        print(f"smoke test: FAILED {failure}", file=sys.stderr)
    if failures:
        return 1
    print(f"smoke test: {program} passed: --version, a round by the book, {len(packs)} packs, a {width}x{height} screenshot "
          f"of the table ({green:.0%} felt) in {seconds:.2f} s"
          + (", the Linux install (program, icon, desktop entry)" if installed is not None else ""))
    return 0


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        raise SystemExit(__doc__)
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) == 3 else None))
