"""The trainer imports only Qt modules held by the PySide6 wheels it declares.

pyproject.toml depends on PySide6-Essentials and PySide6-Addons, not on the "pyside6"
meta-package (which adds WebEngine and the PDF viewer, some 200 MB never used). A
developer's venv may still hold the meta-package's other wheels, so an import of, say,
QtWebEngineWidgets would work here and break every lean install: these tests find the
wheel that holds each Qt module the code imports and fail when it is not declared.
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

#: Qt modules the trainer must never load, whatever wheels happen to be installed.
FORBIDDEN_PREFIXES = ("QtWebEngine", "QtWebView", "QtPdf")


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def declared_distributions() -> set[str]:
    """The runtime dependencies in pyproject.toml, by normalized name."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {_normalize(re.split(r"[ <>=!~;\[]", spec, maxsplit=1)[0]) for spec in project["dependencies"]}


def qt_imports_in(source: str) -> set[str]:
    """The ``PySide6.QtX`` modules one Python source imports (``import PySide6.QtX``,
    ``from PySide6.QtX import ...``, ``from PySide6 import QtX``, or a string
    ``"PySide6.QtX"`` handed to importlib)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
            if node.module == "PySide6":
                names += [f"PySide6.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names = [node.value] if re.fullmatch(r"PySide6\.Qt\w+", node.value) else []
        else:
            continue
        for name in names:
            parts = name.split(".")
            if len(parts) >= 2 and parts[0] == "PySide6" and parts[1].startswith("Qt"):
                found.add(parts[1])
    return found


def qt_imports_of_package(root: Path) -> dict[str, list[str]]:
    """Every Qt module imported under ``root``, with the files that import it."""
    modules: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for module in qt_imports_in(path.read_text(encoding="utf-8")):
            modules.setdefault(module, []).append(str(path.relative_to(root.parent)))
    return modules


def wheel_holding(module: str) -> str | None:
    """The installed distribution whose files hold the extension module ``PySide6.<module>``."""
    for dist in metadata.distributions():
        for file in dist.files or ():
            parts = file.parts
            if len(parts) == 2 and parts[0] == "PySide6" and parts[1].split(".")[0] == module \
                    and parts[1].endswith((".so", ".pyd")):
                return _normalize(dist.metadata["Name"])
    return None


def undeclared(modules: dict[str, list[str]], declared: set[str]) -> list[str]:
    """One line for each imported Qt module that no declared wheel holds, or that is forbidden."""
    problems = []
    for module, files in sorted(modules.items()):
        wheel = wheel_holding(module)
        if module.startswith(FORBIDDEN_PREFIXES):
            problems.append(f"{module} (imported in {', '.join(files)}) is not to be used by the trainer")
        elif wheel not in declared:
            problems.append(f"{module} (imported in {', '.join(files)}) comes from {wheel or 'no installed wheel'}, "
                            f"which pyproject.toml does not declare")
    return problems


def test_declared_wheels_are_the_lean_ones():
    declared = declared_distributions()
    assert {"pyside6-essentials", "pyside6-addons"} <= declared
    assert "pyside6" not in declared  # the meta-package drags in WebEngine


def test_every_qt_module_imported_comes_from_a_declared_wheel():
    modules = qt_imports_of_package(REPO / "trainer")
    # the scan must see what the window is made of, or it proves nothing
    assert {"QtCore", "QtGui", "QtWidgets", "QtCharts"} <= set(modules), modules
    assert undeclared(modules, declared_distributions()) == []


def test_the_check_names_a_module_from_an_undeclared_wheel(tmp_path):
    package = tmp_path / "fake"
    package.mkdir()
    (package / "view.py").write_text(
        "from PySide6.QtWidgets import QWidget\n"
        "from PySide6 import QtCharts\n"
        "import importlib\n"
        "importlib.import_module('PySide6.QtWebEngineWidgets')\n",
        encoding="utf-8",
    )
    modules = qt_imports_of_package(package)
    assert set(modules) == {"QtWidgets", "QtCharts", "QtWebEngineWidgets"}
    problems = undeclared(modules, declared_distributions())
    assert len(problems) == 1 and problems[0].startswith("QtWebEngineWidgets (imported in fake/view.py)")
    # without Addons declared, QtCharts is named too
    problems = undeclared(modules, declared_distributions() - {"pyside6-addons"})
    assert any(line.startswith("QtCharts ") and "pyside6-addons" in line for line in problems)


# Imports every trainer module in a fresh interpreter and lists the Qt modules that got
# loaded: this catches what the source scan cannot see (an import built at run time).
PROBE = """
import importlib, json, pkgutil, sys
import trainer
for info in pkgutil.walk_packages(trainer.__path__, "trainer."):
    if info.name.endswith("__main__"):
        continue
    importlib.import_module(info.name)
print(json.dumps(sorted({m.split(".")[1] for m in sys.modules if m.startswith("PySide6.Qt")})))
"""


@pytest.mark.slow
def test_importing_every_module_loads_only_declared_qt_modules():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    result = subprocess.run([sys.executable, "-c", PROBE], cwd=REPO, env=env, capture_output=True,
                            text=True, timeout=180)
    assert result.returncode == 0, result.stderr
    loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert "QtCharts" in loaded and "QtWidgets" in loaded
    assert undeclared({module: ["(loaded at run time)"] for module in loaded}, declared_distributions()) == []
