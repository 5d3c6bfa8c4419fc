"""The dependency rule: trainer.core imports without PySide6.

pytest-qt loads Qt into the test process, so only a fresh interpreter proves it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# Imports trainer.core and every module under it, then reports the Qt modules loaded.
PROBE = """
import importlib, json, pkgutil, sys
{preload}
import trainer.core
names = ["trainer.core"]
for info in pkgutil.walk_packages(trainer.core.__path__, "trainer.core."):
    importlib.import_module(info.name)
    names.append(info.name)
qt = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"))
print(json.dumps({{"imported": names, "qt": qt}}))
"""


def run_probe(preload: str = "") -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    result = subprocess.run(
        [sys.executable, "-c", PROBE.format(preload=preload)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_core_imports_without_qt():
    report = run_probe()
    assert {"trainer.core", "trainer.core.game.rules", "trainer.core.files.yamlio", "trainer.core.files.errors"} <= set(
        report["imported"]
    )
    assert not any(name.startswith("PySide6") for name in report["qt"]), report["qt"]
    assert report["qt"] == []


def test_probe_does_see_qt_when_it_is_loaded():
    # The check above could pass by not looking; here it must see the Qt import.
    report = run_probe(preload="import PySide6.QtCore")
    assert any(name.startswith("PySide6") for name in report["qt"])
