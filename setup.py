"""Ship the top-level data folders inside the wheel.

All metadata lives in pyproject.toml. This file only teaches ``build_py`` to copy
``scenarios/`` and ``assets/`` into the built package as ``trainer/_data/``, so a
non-editable ``pip install .`` works away from the repository. An editable
install and a plain checkout read the folders where they are (trainer/paths.py).
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_DIRS = ("scenarios", "assets")
#: where the data lands inside the built package.
TARGET = Path("trainer", "_data")


def _data_files(folder: Path):
    for path in sorted(folder.rglob("*")):
        parts = path.relative_to(folder).parts
        if path.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in parts):
            yield path


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

    def get_outputs(self, include_bytecode=True):
        outputs = list(super().get_outputs(include_bytecode))
        if getattr(self, "editable_mode", False):
            return outputs
        for name in DATA_DIRS:
            source = ROOT / name
            if source.is_dir():
                outputs += [
                    str(Path(self.build_lib) / TARGET / name / path.relative_to(source))
                    for path in _data_files(source)
                ]
        return outputs


setup(cmdclass={"build_py": BuildPyWithData})
