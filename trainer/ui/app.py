"""Making the application and the window; rendering it to a PNG without a display."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication

from trainer.ui import plurals
from trainer.ui.main_window import MainWindow
from trainer.ui.window_sizes import MIN_WINDOW
from trainer.words import i18n

if TYPE_CHECKING:  # the house rules load after the first frame of `trainer gui`
    from trainer.core.game.rules import HouseRules

APP_NAME = "Black Jack dealer trainer"


def ensure_platform() -> None:
    """Without a display, render offscreen (screenshots, CI)."""
    from trainer.display import has_display

    if not has_display() and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def application(argv: Sequence[str] | None = None, icon_later: bool = False) -> QApplication:
    """The running QApplication, made on first use; ``icon_later``: the caller draws the
    window icon (:func:`install_icon`) after the first frame (drawing it loads the card art)."""
    app = QApplication.instance()
    if app is None:
        ensure_platform()
        app = QApplication(list(argv) if argv is not None else [sys.argv[0]])
        app.setApplicationName(APP_NAME)
        # the desktop entry's name (packaging/croupier-trainer.desktop): Wayland docks
        # match the window to it, for its icon and name
        app.setDesktopFileName("croupier-trainer")
        if not icon_later:
            install_icon(app)
        from trainer.ui.widgets import tab_text_room

        tab_text_room.install(app)  # accents and descenders in the tab labels are not clipped
        plurals.install(app)  # first: a real translation, installed after it, is asked first
        i18n.install(app)  # the language chosen so far (trainer --lang, or the system's)
    assert isinstance(app, QApplication)  # the trainer's, or a test's: a widgets application
    return app


def install_icon(app: QApplication) -> None:
    """The application's window icon, drawn at every size."""
    from trainer.ui.icon import app_icon

    app.setWindowIcon(app_icon())


def use_saved_language() -> None:
    """The window's own choice (the Language menu, kept in QSettings), when no
    ``--lang`` asked for one."""
    from trainer.ui.language_menu import saved_language

    saved = saved_language()
    if saved and saved != i18n.current():
        try:
            i18n.set_language(saved)
        except FileNotFoundError:
            pass  # that language's .qm was never built: stay in the one in use


def create_window(house: str | HouseRules | None = None, pack: Any | None = None, **options: Any) -> MainWindow:
    """The main window (a QApplication must exist: see :func:`create_app`); ``options``
    are :class:`MainWindow`'s (plans, exam, seed, animation_ms, store, trainee, ...).

    ``pack`` may be a callable that returns the pack (or None); with ``defer_start`` the
    window paints its table first and deals the first round one event-loop turn later;
    with ``staged`` too, its first frame is painted before the house, the session and the
    side panel are even imported (``trainer gui``), and the rest is built right after it.
    """
    return MainWindow(house, pack, **options)


def create_app(argv: Sequence[str] | None = None, **options: Any) -> MainWindow:
    """Make (or reuse) the QApplication and return the main window, not shown and
    without entering the event loop (the caller runs ``QApplication.exec()``)."""
    application(argv)
    return create_window(**options)


def render_window(
    window: MainWindow, path: str | Path, size: tuple[int, int] = (1440, 900), protect: Iterable[str | os.PathLike[str]] = ()
) -> Path:
    """Render the window to a PNG (works offscreen); returns the path. Written through the
    one atomic writer (:mod:`trainer.core.files.outputs`), which refuses the progress database
    (``protect``), any SQLite file, FIFOs and devices with a PackError."""
    app = QApplication.instance()
    assert app is not None  # the window to render lives in one
    width, height = max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1])
    window.resize(width, height)
    window.show()
    window.view.fit()
    for _ in range(3):
        app.processEvents()
    pixmap = window.grab()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    from trainer.core.files.outputs import atomic_output  # a screenshot's alone: not for the first frame

    with atomic_output(path, protect) as temporary:
        if not pixmap.save(str(temporary), "PNG"):
            raise OSError(f"could not write {path}")
    return path
