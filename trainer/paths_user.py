"""Where the trainee's own data lives (the progress database), as opposed to the shipped
data that :mod:`trainer.paths` finds.

Qt-free on purpose: the command line and the tests use it without a window, so this is
the small stdlib version of what ``QStandardPaths.AppDataLocation`` or platformdirs
would answer.

* Linux and other Unixes: ``$XDG_DATA_HOME/croupier-trainer``, else
  ``~/.local/share/croupier-trainer``
* Windows: ``%APPDATA%\\croupier-trainer`` (the roaming profile, so the history follows
  a trainee who logs in at another school computer)
* macOS: ``~/Library/Application Support/croupier-trainer``

``--data DIR`` on the command line overrides all of these (:func:`data_dir`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

APP_DIR_NAME = "croupier-trainer"


def user_data_dir(platform: str | None = None, environ: Mapping[str, str] | None = None, home: Path | None = None) -> Path:
    """The platform's folder for this application's user data (not created here).

    ``platform``, ``environ`` and ``home`` default to the running system's; tests pass
    their own.

    >>> str(user_data_dir("linux", {"XDG_DATA_HOME": "/x"}, Path("/home/ann")))
    '/x/croupier-trainer'
    >>> str(user_data_dir("linux", {}, Path("/home/ann")))
    '/home/ann/.local/share/croupier-trainer'
    """
    platform = sys.platform if platform is None else platform
    environ = os.environ if environ is None else environ
    home = Path.home() if home is None else home
    if platform.startswith("win"):
        base = environ.get("APPDATA")
        root = Path(base) if base else home / "AppData" / "Roaming"
    elif platform == "darwin":
        root = home / "Library" / "Application Support"
    else:
        # The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        base = environ.get("XDG_DATA_HOME", "")
        root = Path(base) if base and os.path.isabs(base) else home / ".local" / "share"
    return root / APP_DIR_NAME


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The folder to use: ``override`` (from ``--data DIR``) if given, else :func:`user_data_dir`."""
    if override:
        try:
            return Path(override).expanduser()
        except RuntimeError:  # ~nosuchuser: kept as written, so opening it says what is wrong
            return Path(override)
    return user_data_dir()
