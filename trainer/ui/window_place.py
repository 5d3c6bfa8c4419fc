"""Where ``trainer gui`` opens its window, and remembering where the trainee left it.

The first time, the window takes the size it was designed at (1440x900) only where the
screen has room for it: on a 1366x768 laptop it fits the screen's available area (less
the desktop's panels and the window's frame) instead of hanging its side panel and chip
tray off the edge. On closing, its place is kept in QSettings (``window/...``): the
screen's name, the normal geometry and whether it was maximized. The next start puts it
back there, unless that screen is gone or the place is no longer on any screen (a
projector unplugged, a smaller resolution): then it comes back inside the screen's
available area, as small as it must and no smaller than the window's minimum.

The arithmetic is on plain ``(x, y, width, height)`` tuples (:func:`first_place`,
:func:`back_on_screen`), so it is tested over any arrangement of screens; the Qt part
(:func:`place_window`) only reads the screens and the settings.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QWidget

from trainer.ui.recent_packs import settings
from trainer.ui.window_sizes import MIN_WINDOW

Rect = tuple[int, int, int, int]

#: the size the window was designed at, taken where the screen has room for it.
PREFERRED = (1440, 900)
#: room kept for the window manager's frame around the window's inside (left and right
#: border, title bar): ``geometry()`` is the inside, the frame is not known before showing.
BORDER, TITLE = 8, 32
#: the settings' keys.
KEY_SCREEN, KEY_GEOMETRY, KEY_MAXIMIZED = "window/screen", "window/geometry", "window/maximized"


def inside_frame(available: Rect) -> Rect:
    """What of a screen's available area the window's inside may take: its frame needs
    the rest."""
    x, y, width, height = available
    return x + BORDER, y + TITLE, width - 2 * BORDER, height - TITLE - BORDER


def first_place(available: Rect, preferred: tuple[int, int] = PREFERRED,
                least: tuple[int, int] = MIN_WINDOW) -> tuple[Rect, bool]:
    """The window's first place and whether it opens maximized: the preferred size, made
    smaller to fit the screen, centred in the available area. A screen that cannot hold
    the smallest window and its frame (a 1024x768 school PC) gets it maximized, where the
    frame's borders give their room to the window."""
    x, y, width, height = inside_frame(available)
    w = max(least[0], min(preferred[0], width))
    h = max(least[1], min(preferred[1], height))
    return (x + max(0, (width - w) // 2), y + max(0, (height - h) // 2), w, h), w > width or h > height


def _contains(outer: Rect, inner: Rect) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1]
            and inner[0] + inner[2] <= outer[0] + outer[2] and inner[1] + inner[3] <= outer[1] + outer[3])


def back_on_screen(saved: Rect, saved_screen: str | None, screens: dict[str, Rect], fallback: str,
                   least: tuple[int, int] = MIN_WINDOW) -> tuple[str, Rect]:
    """Where a remembered window goes: ``(screen name, rect)``.

    Args:
        saved: the window's inside as it was left.
        saved_screen: the name of the screen it was on.
        screens: each screen's name -> its available area, as they are now.
        fallback: the screen to use when the remembered one is gone (the primary).

    Kept as it was when it lies on its screen's available area; else moved (and made
    smaller only if it must) to lie inside that screen's, or the fallback's, area."""
    name = saved_screen if saved_screen in screens else fallback
    available = screens[name]
    if _contains(available, saved):
        return name, saved
    x, y, width, height = inside_frame(available)
    w = max(least[0], min(saved[2], width))
    h = max(least[1], min(saved[3], height))
    # as near its old place as fits: a window half off the right edge slides left
    left = min(max(saved[0], x), x + width - w) if w <= width else x
    top = min(max(saved[1], y), y + height - h) if h <= height else y
    return name, (left, top, w, h)


def _rect(value: QRect) -> Rect:
    return value.x(), value.y(), value.width(), value.height()


def _saved_rect(value: Any) -> Rect | None:
    """The settings' geometry (four numbers; an INI file gives them back as strings)."""
    try:
        numbers = tuple(int(part) for part in value)
    except (TypeError, ValueError):
        return None
    return numbers if len(numbers) == 4 and numbers[2] > 0 and numbers[3] > 0 else None


def place_window(window: QWidget) -> None:
    """Size and place ``window`` before it is shown (remembered, else first), and keep its
    place when it closes."""
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)  # a window is placed in a running application
    screens = {screen.name(): _rect(screen.availableGeometry()) for screen in app.screens()}
    primary = app.primaryScreen().name()
    store = settings()
    saved = _saved_rect(store.value(KEY_GEOMETRY))
    if saved is None:  # the first start: the screen the pointer is on, else the primary
        pointed = app.screenAt(QCursor.pos())
        rect, maximized = first_place(screens[pointed.name() if pointed is not None else primary])
    else:
        _, rect = back_on_screen(saved, store.value(KEY_SCREEN), screens, primary)
        maximized = str(store.value(KEY_MAXIMIZED, False)).lower() == "true"
    window.setGeometry(*rect)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    window.installEventFilter(_PlaceKeeper(window))


def remember_place(window: QWidget) -> None:
    """Keep the window's screen, normal geometry and maximized state in the settings."""
    store = settings()
    maximized = window.isMaximized()
    normal = window.normalGeometry() if maximized else window.geometry()
    if not normal.isValid():  # a window maximized from the start has no normal geometry yet
        normal = window.geometry()
    store.setValue(KEY_SCREEN, window.screen().name())
    store.setValue(KEY_GEOMETRY, list(_rect(normal)))
    store.setValue(KEY_MAXIMIZED, maximized)
    store.sync()


class _PlaceKeeper(QObject):
    """Remembers the window's place when it closes (a filter: the window's own close
    handler stays as it is)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget):
            remember_place(watched)
        return False
