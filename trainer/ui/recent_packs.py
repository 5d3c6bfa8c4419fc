"""The pack files an instructor opened lately, remembered between runs (QSettings).

Only files opened from disk are remembered (the shipped packs are always listed); the
newest first, at most :data:`MAX_RECENT`, and a file that no longer exists is dropped
when the list is read."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

ORGANIZATION = "croupier-trainer"
APPLICATION = "trainer"
MAX_RECENT = 8
_KEY = "packs/recent"


def settings() -> QSettings:
    """The trainer's settings (an INI file in the user's config folder; tests point
    ``QSettings.setPath`` at a temporary folder)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def recent_packs() -> list[Path]:
    """The remembered pack files that still exist, newest first."""
    value = settings().value(_KEY, [])
    if isinstance(value, str):  # QSettings gives a one-item list back as a plain string
        value = [value]
    paths = [Path(item) for item in (value if isinstance(value, list) else []) if isinstance(item, str) and item]
    return [path for path in paths if path.is_file()][:MAX_RECENT]


def remember_pack(path: str | os.PathLike[str]) -> list[Path]:
    """Put ``path`` first in the recent list; returns the new list."""
    full = Path(os.path.abspath(os.fspath(path)))
    paths = [full] + [item for item in recent_packs() if item != full]
    store = settings()
    store.setValue(_KEY, [str(item) for item in paths[:MAX_RECENT]])
    store.sync()
    return paths[:MAX_RECENT]
