"""Write the application's icon (trainer/ui/icon.py draws it) to files for the desktop build.

    python packaging/draw_icon.py [FOLDER]     (default: build/icon)

writes croupier-trainer-<N>.png for the freedesktop icon theme's sizes, an SVG, a
Windows .ico and a macOS .icns. ``make dist`` runs it before PyInstaller; the pictures
are made at build time, so the repository keeps only the code that draws them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NAME = "croupier-trainer"


def write_icons(folder: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is opened
    sys.path.insert(0, str(REPO))
    from PySide6.QtCore import QRect, QSize
    from PySide6.QtGui import QGuiApplication, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgGenerator

    from trainer.ui.icon import ICON_SIZES, icon_image, paint_icon

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (fonts need it)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for size in ICON_SIZES:
        path = folder / f"{NAME}-{size}.png"
        if not icon_image(size).save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        written.append(path)
    svg = folder / f"{NAME}.svg"
    generator = QSvgGenerator()
    generator.setFileName(str(svg))
    generator.setSize(QSize(256, 256))
    generator.setViewBox(QRect(0, 0, 256, 256))
    generator.setTitle("Croupier trainer")
    painter = QPainter(generator)
    paint_icon(painter, 256)
    painter.end()
    written.append(svg)
    # Windows and macOS icon files, through Qt's own image plugins (ico, icns)
    formats = {fmt.data().decode() for fmt in QImageWriter.supportedImageFormats()}
    for suffix, fmt in ((".ico", "ico"), (".icns", "icns")):
        if fmt not in formats:
            print(f"draw_icon: this Qt cannot write {suffix} files; skipped", file=sys.stderr)
            continue
        path = folder / f"{NAME}{suffix}"
        if not icon_image(256).save(str(path), fmt):
            raise OSError(f"could not write {path}")
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "build" / "icon"
    for path in write_icons(target):
        print(path)
