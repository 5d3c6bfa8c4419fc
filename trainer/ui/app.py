"""Making the application and the window; rendering it to a PNG without a display."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from trainer.core.rules import HouseRules
from trainer.paths import assets_dir
from trainer.ui.main_window import MainWindow

if TYPE_CHECKING:
    from trainer.core.session import RoundPlan
    from trainer.store import Store

APP_NAME = "Black Jack dealer trainer"


def ensure_platform() -> None:
    """Without a display, render offscreen (screenshots, CI)."""
    from trainer.gui_cli import has_display

    if not has_display() and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The running QApplication, made on first use."""
    app = QApplication.instance()
    if app is None:
        ensure_platform()
        app = QApplication(list(argv) if argv is not None else [sys.argv[0]])
        app.setApplicationName(APP_NAME)
        install_translator(app)
    return app


def install_translator(app: QApplication, locale: QLocale | None = None) -> bool:
    """Load ``assets/translations/trainer_<lang>.qm`` for the locale, when there is one."""
    locale = locale or QLocale.system()
    translator = QTranslator(app)
    folder = assets_dir() / "translations"
    if folder.is_dir() and translator.load(locale, "trainer", "_", str(folder)):
        app.installTranslator(translator)
        return True
    return False


def create_window(
    house: str | HouseRules | None = None,
    pack: Any | None = None,
    *,
    plans: list[RoundPlan] | None = None,
    exam: bool = False,
    seed: int = 0,
    animation_ms: int = 200,
    load_shipped_packs: bool = True,
    defer_start: bool = False,
    store: Store | None = None,
    trainee: str | None = None,
) -> MainWindow:
    """The main window (a QApplication must exist: see :func:`create_app`).

    ``pack`` may be a callable that returns the pack (or None); with ``defer_start`` the
    window paints its table first and deals the first round one event-loop turn later.
    """
    return MainWindow(house, pack, plans=plans, exam=exam, seed=seed, animation_ms=animation_ms,
                      load_shipped_packs=load_shipped_packs, defer_start=defer_start, store=store, trainee=trainee)


def create_app(argv: Sequence[str] | None = None, **options: Any) -> MainWindow:
    """Make (or reuse) the QApplication and return the main window, not shown and
    without entering the event loop (the caller runs ``QApplication.exec()``)."""
    application(argv)
    return create_window(**options)


def render_window(window: MainWindow, path: str | Path, size: tuple[int, int] = (1440, 900)) -> Path:
    """Render the window to a PNG (works offscreen); returns the path."""
    app = QApplication.instance()
    width, height = max(size[0], 1280), max(size[1], 800)
    window.resize(width, height)
    window.show()
    window.view.fit()
    for _ in range(3):
        app.processEvents()
    pixmap = window.grab()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not pixmap.save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    return path
