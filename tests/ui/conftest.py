"""Every GUI test gets settings of its own: the trainer's QSettings (the guided round's
"seen" flag, ...) are written to a temporary folder, never the developer's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory):
    folder = tmp_path_factory.mktemp("settings")
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))
    yield folder
