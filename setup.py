"""Ship the top-level data folders inside the wheel.

All metadata lives in pyproject.toml. This file only teaches ``build_py`` to copy
``scenarios/`` and ``assets/`` into the built package as ``trainer/_data/``, so a
non-editable ``pip install .`` works away from the repository. An editable
install and a plain checkout read the folders where they are (trainer/paths.py).

The translations' sources ``assets/i18n/*.ts`` are compiled to ``.qm`` here, with
PySide6's ``lrelease`` (PySide6-Essentials is a build requirement), and only the
compiled files go into the wheel; a checkout compiles them with ``make translations``.
"""

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_DIRS = ("scenarios", "assets")
#: where the data lands inside the built package.
TARGET = Path("trainer", "_data")


def _lrelease() -> list[str]:
    """The command that compiles .ts to .qm: PySide6's lrelease in this environment."""
    import PySide6  # a build requirement (pyproject.toml)

    tool = Path(PySide6.__file__).resolve().parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    return [str(tool)]


def _compile_translations(folder: Path) -> None:
    """``trainer_<code>.ts`` -> ``trainer_<code>.qm`` beside it; the .ts files removed."""
    for source in sorted(folder.glob("*.ts")):
        subprocess.run([*_lrelease(), "-silent", str(source), "-qm", str(source.with_suffix(".qm"))], check=True)
        source.unlink()


def _data_files(folder: Path):
    for path in sorted(folder.rglob("*")):
        parts = path.relative_to(folder).parts
        if path.suffix == ".qm":
            continue  # compiled in a checkout (make translations): the build compiles its own
        if path.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in parts):
            yield path


def _built_name(relative: Path) -> Path:
    """A data file's name in the wheel: a translation's source becomes its .qm."""
    return relative.with_suffix(".qm") if relative.suffix == ".ts" else relative


class BuildPyWithData(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the source tree is read in place
        target = Path(self.build_lib) / TARGET
        shutil.rmtree(target, ignore_errors=True)  # no stale files from an earlier build
        for name in DATA_DIRS:
            source = ROOT / name
            if not source.is_dir():
                continue
            for path in _data_files(source):
                destination = target / name / path.relative_to(source)
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, destination)
        _compile_translations(target / "assets" / "i18n")

    def get_outputs(self, include_bytecode=True):
        outputs = list(super().get_outputs(include_bytecode))
        if getattr(self, "editable_mode", False):
            return outputs
        for name in DATA_DIRS:
            source = ROOT / name
            if source.is_dir():
                outputs += [
                    str(Path(self.build_lib) / TARGET / name / _built_name(path.relative_to(source)))
                    for path in _data_files(source)
                ]
        return outputs


setup(cmdclass={"build_py": BuildPyWithData})
