"""The tree shows the layers (docs/architecture.md): small modules, few of them side by
side, and imports that run only downward:

    commands -> ui -> papers -> classroom -> progress -> store -> words -> core -> base

("base" is the handful of Qt-free modules directly in trainer/: where files live, the
languages' codes, whether there is a screen, the Qt binding's work-around). The core is itself a stack of
floors (folders), ``files <- game <- house_math <- procedure <- packs <- drills <- practice``,
with at most ten modules loose beside them. A module that grows
past 600 lines is doing more than one job: split it by job rather than raising a limit.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

TRAINER = Path(__file__).resolve().parents[1] / "trainer"
LIMIT = 600
#: the core's floors, lowest first (trainer/core/__init__.py)
CORE_FLOORS = ("files", "game", "house_math", "procedure", "packs", "drills", "practice")
LAYERS = ("base", "core", "words", "store", "progress", "classroom", "papers", "ui", "commands")


def _modules() -> dict[str, Path]:
    return {".".join(path.relative_to(TRAINER.parent).with_suffix("").parts): path for path in TRAINER.rglob("*.py")}


def layer_of(module: str) -> str:
    """The layer of a dotted module name of the trainer."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return "commands" if module == "trainer.__main__" else "base"


def imported_modules(path: Path, module: str) -> set[str]:
    """Every trainer module ``path`` imports, at its top or inside a function."""
    found = set()
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("trainer"))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            if base.startswith("trainer"):
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
    modules = _modules()
    return {name for name in found if name in modules}


def test_no_module_is_over_600_lines():
    sizes = {path.relative_to(TRAINER.parent).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
             for path in TRAINER.rglob("*.py")}
    assert len(sizes) > 100  # the whole package was read
    assert {name: lines for name, lines in sizes.items() if lines > LIMIT} == {}


@pytest.mark.parametrize(("folder", "most"), [(TRAINER, 8), (TRAINER / "core", 10)])
def test_few_modules_side_by_side(folder, most):
    modules = sorted(path.name for path in folder.glob("*.py"))
    assert len(modules) <= most, modules


def test_no_folder_holds_more_than_25_modules():
    folders = {path.parent for path in TRAINER.rglob("*.py")}
    assert len(folders) > 10
    crowded = {str(folder.relative_to(TRAINER)): n for folder in folders
               if (n := len(list(folder.glob("*.py")))) > 25}
    assert crowded == {}


def core_floor_of(module: str) -> str | None:
    """The core floor (a folder of trainer/core) of a dotted module name, or None."""
    parts = module.split(".")
    if parts[:2] != ["trainer", "core"] or len(parts) < 3:
        return None
    return parts[2] if parts[2] in CORE_FLOORS else "loose"


def test_core_floors_import_only_downward():
    """game <- procedure <- packs <- practice: a floor never imports one above it."""
    upward = []
    for module, path in _modules().items():
        floor = core_floor_of(module)
        if floor is None or floor == "loose":
            continue
        for target in imported_modules(path, module):
            target_floor = core_floor_of(target)
            if target_floor not in (None, "loose") and CORE_FLOORS.index(target_floor) > CORE_FLOORS.index(floor):
                upward.append(f"{module} -> {target}")
    assert upward == []


def test_every_core_floor_says_what_it_may_import():
    for floor in CORE_FLOORS:
        doc = ast.get_docstring(ast.parse((TRAINER / "core" / floor / "__init__.py").read_text(encoding="utf-8")))
        assert doc and "May import" in doc, floor


def test_the_floor_check_sees_an_upward_import(tmp_path):
    source = tmp_path / "cards.py"
    source.write_text("def f():\n    from trainer.core.procedure import machine\n")
    found = imported_modules(source, "trainer.core.game.cards")
    assert "trainer.core.procedure.machine" in found
    assert CORE_FLOORS.index(core_floor_of("trainer.core.procedure.machine")) > CORE_FLOORS.index("game")


def test_imports_run_only_downward():
    upward = []
    for module, path in _modules().items():
        rank = LAYERS.index(layer_of(module))
        for target in imported_modules(path, module):
            if LAYERS.index(layer_of(target)) > rank:
                upward.append(f"{module} -> {target}")
    assert upward == []


def test_the_check_sees_an_upward_import(tmp_path):
    """The check above reads function-level and relative imports too (else it could not fail)."""
    source = tmp_path / "report.py"
    source.write_text("def f():\n    from trainer.ui import app\n    from ..words import messages\n")
    found = imported_modules(source, "trainer.progress.report")
    assert {"trainer.ui.app", "trainer.words.messages"} <= found
    assert layer_of("trainer.ui.app") == "ui" and layer_of("trainer.paths") == "base"
