"""The Qt desktop app: the only package that imports PySide6.

Nothing here makes a QApplication at import time: :func:`create_app` does, and returns
the window without entering the event loop. The names below load on first use, so
importing one page of the app (``trainer.ui.pages.drill_tab``) does not build the rest.
"""

from __future__ import annotations

from typing import Any

from trainer.qt_compat import protect_none

# PySide6 6.12.0 leaks references to None on CPython 3.11 (see qt_compat): fix it before
# any Qt call is made.
protect_none()

__all__ = ["MainWindow", "create_app", "create_window", "render_window"]


def __getattr__(name: str) -> Any:
    if name in ("create_app", "create_window", "render_window"):
        from trainer.ui import app

        return getattr(app, name)
    if name == "MainWindow":
        from trainer.ui.main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module 'trainer.ui' has no attribute {name!r}")
