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


@pytest.fixture(autouse=True)
def english_plurals(qapp):
    """The English %n forms the trainer's application() installs ("1 round", "2 rounds"), so a
    test of one widget reads the same words as the window, whatever ran before it."""
    from trainer.ui import plurals

    plurals.install(qapp)
