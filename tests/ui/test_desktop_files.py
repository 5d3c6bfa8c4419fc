"""The desktop integration files: the icon drawn in code, the files the build writes from
it, and the freedesktop entry that names them."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage

from trainer.ui.icon import ICON_SIZES, icon_image

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"


def test_the_icon_is_drawn_at_every_size_with_a_transparent_corner_and_felt_inside(qapp):
    for size in (16, 48, 256):
        image = icon_image(size)
        assert (image.width(), image.height()) == (size, size)
        assert QColor.fromRgba(image.pixel(0, 0)).alpha() == 0  # outside the rounded square
        inside = QColor.fromRgba(image.pixel(size // 2, int(size * 0.92)))  # below the cards
        assert inside.alpha() == 255 and inside.green() > inside.red() + 30  # felt


def test_the_application_carries_the_icon():
    # a fresh process: the test process's QApplication is pytest-qt's, not the trainer's
    probe = ("from trainer.ui.app import application; app = application(); "
             "print(app.windowIcon().isNull(), app.windowIcon().availableSizes()[-1].width(), app.desktopFileName())")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "256", "croupier-trainer"]


def test_draw_icon_writes_every_file_the_build_uses(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(PACKAGING / "draw_icon.py"), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    for size in ICON_SIZES:
        image = QImage(str(tmp_path / f"croupier-trainer-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
    assert (tmp_path / "croupier-trainer.svg").read_text().lstrip().startswith("<?xml")
    assert (tmp_path / "croupier-trainer.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"  # an icon resource
    assert (tmp_path / "croupier-trainer.icns").read_bytes()[:4] == b"icns"
    # the spec's icon folder and the install script's names are the ones written
    spec = (PACKAGING / "croupier-trainer.spec").read_text()
    assert '"croupier-trainer.ico"' in spec and '"croupier-trainer.icns"' in spec


def test_the_desktop_entry_names_the_program_and_the_icon():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(PACKAGING / "croupier-trainer.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Exec"] == "croupier-trainer"  # the program PyInstaller's spec names
    assert 'name="croupier-trainer"' in (PACKAGING / "croupier-trainer.spec").read_text()
    assert entry["Icon"] == "croupier-trainer"  # the icon files draw_icon writes
    assert entry["Categories"].endswith(";")
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(PACKAGING / "croupier-trainer.desktop")],
                                 capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
