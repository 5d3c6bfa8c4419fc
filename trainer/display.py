"""Whether a window can be opened here, and if not, why, in one line (Qt-free).

The command line asks before it starts Qt (Qt aborts the process when its X plugin cannot
load), and the window asks when it picks a platform; both read this module, which sits
below them, so neither reaches into the other.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: Qt platforms that draw into memory: a window there is never seen.
HEADLESS_PLATFORMS = ("offscreen", "minimal")


def has_display() -> bool:
    """Whether a window can be seen: not under a headless Qt platform; on Linux a display
    server must be named (or another Qt platform chosen); Windows and macOS have a screen."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if platform in HEADLESS_PLATFORMS:
        return False
    if not sys.platform.startswith("linux"):
        return True
    return bool(platform or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


#: what Debian and Ubuntu call the X libraries Qt's xcb plugin needs beyond a bare system.
XCB_PACKAGES = ("libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 "
                "libxkbcommon-x11-0 libxcb-xkb1 libxcb-shape0 libxcb-randr0")


def missing_x_library() -> str | None:
    """On Linux under X, the system library Qt's xcb plugin cannot load, or None.

    Without it Qt aborts the process with a core dump and a page of text; asking the
    dynamic loader first turns that into one line that says what to install."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if not sys.platform.startswith("linux") or platform not in ("", "xcb") or not os.environ.get("DISPLAY"):
        return None
    if platform == "" and os.environ.get("WAYLAND_DISPLAY"):
        return None  # Qt picks Wayland there
    import ctypes
    import ctypes.util
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    plugin = Path(list(spec.submodule_search_locations)[0]) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.is_file():
        return None
    try:
        ctypes.CDLL(str(plugin))
    except OSError as error:  # "libxcb-icccm.so.4: cannot open shared object file: ..."
        return missing_library_name(error)
    if ctypes.util.find_library("xcb-cursor") is None:  # loaded later, by name, since Qt 6.5
        return "libxcb-cursor.so.0"
    return None


def missing_library_name(error: OSError) -> str:
    """The library the dynamic loader names in ``error``. The desktop build (PyInstaller)
    wraps ctypes' error in one of its own that names the plugin, not the missing
    library; the loader's own error is its cause."""
    if isinstance(error.__cause__, OSError):
        error = error.__cause__
    return str(error).split(":")[0].strip()


def window_problem() -> str | None:
    """Why no window can be opened here, in one line, or None."""
    if not has_display():
        return ("no display to open the window on (DISPLAY is not set): run it on a desktop, "
                "under xvfb-run, or render it with --screenshot FILE")
    missing = missing_x_library()
    if missing:
        return (f"Qt cannot open a window on this X display: {missing} is missing "
                f"(on Debian or Ubuntu: apt install {XCB_PACKAGES})")
    return None
