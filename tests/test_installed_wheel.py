"""The wheel works away from the repository.

Builds the wheel (``python -m build --wheel``) from a copy of the source, installs it
into a fresh virtual environment in a temporary folder and runs the installed
``trainer`` from another temporary folder, with nothing of the repository on the path:
``--version``, ``check --random --auto``, ``quiz --print``, ``gui --screenshot``. Each
answer is compared with what the source tree gives for the same input, so the test
cannot pass on a wheel that left out the data or a module.

Slow (a minute or two: the build, and pip installing PySide6 from its cache); it runs
by default, ``-m 'not slow'`` leaves it out.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from trainer import __version__

REPO = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow

#: what the build needs from the repository (pyproject.toml, setup.py and MANIFEST.in say
#: why); copied, so the build leaves no build/ or egg-info in the working tree.
SOURCE_ITEMS = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "trainer", "scenarios", "assets")


def _clean_env(**extra: str) -> dict[str, str]:
    """The environment of a user's shell: no PYTHONPATH into the repository, no venv."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PYTHONSAFEPATH")}
    env.update(extra)
    return env


def _run(command: list[str], cwd: Path, timeout: float = 600, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=cwd, env=_clean_env(**env), capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict[str, Path]:
    """A fresh venv with the wheel built from this tree installed in it."""
    root = tmp_path_factory.mktemp("wheel")
    source = root / "source"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")
    for name in SOURCE_ITEMS:
        path = REPO / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=ignore)
        else:
            shutil.copy2(path, source / name)
    built = _run([sys.executable, "-m", "build", "--wheel", "--outdir", str(root / "dist"), str(source)], cwd=root)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    wheels = list((root / "dist").glob("croupier_trainer-*.whl"))
    assert len(wheels) == 1, wheels

    venv = root / "venv"
    made = _run([sys.executable, "-m", "venv", str(venv)], cwd=root)
    assert made.returncode == 0, made.stderr
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    pip = _run([str(bindir / "python"), "-m", "pip", "install", "--quiet", str(wheels[0])], cwd=root)
    assert pip.returncode == 0, pip.stderr[-3000:]
    away = root / "elsewhere"  # the folder the commands run in: no repository in sight
    away.mkdir()
    return {"bin": bindir, "away": away, "home": root / "home"}


def _trainer(installed: dict[str, Path], *args: str) -> subprocess.CompletedProcess:
    home = installed["home"]
    return _run([str(installed["bin"] / "trainer"), *args], cwd=installed["away"], timeout=300,
                QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
                XDG_CONFIG_HOME=str(home / "config"))


def _from_source(*args: str) -> subprocess.CompletedProcess:
    """The same command from the source tree, for comparison."""
    return _run([sys.executable, "-m", "trainer", *args], cwd=REPO, timeout=300, QT_QPA_PLATFORM="offscreen")


def test_installed_package_is_the_wheel_with_its_data_and_the_lean_qt(installed):
    probe = _run([str(installed["bin"] / "python"), "-c",
                  "import json, trainer, trainer.paths as p; "
                  "print(json.dumps([trainer.__file__, str(p.data_root())]))"], cwd=installed["away"])
    assert probe.returncode == 0, probe.stderr
    module, data = (Path(text) for text in json.loads(probe.stdout))
    assert "site-packages" in module.parts and REPO not in module.parents
    assert data == module.parent / "_data"
    listed = _run([str(installed["bin"] / "python"), "-m", "pip", "list", "--format=json"], cwd=installed["away"])
    names = {entry["name"].lower().replace("_", "-") for entry in json.loads(listed.stdout)}
    assert {"pyside6-essentials", "pyside6-addons", "croupier-trainer"} <= names
    assert not names & {"pyside6", "pyside6-webengine", "pyside6-pdf"}, names


def test_version(installed):
    result = _trainer(installed, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"trainer {__version__}"


def test_check_random_auto_plays_a_round_by_the_book(installed):
    args = ("check", "--random", "--auto", "--seed", "11", "--house", "minicasino", "--json")
    result = _trainer(installed, *args)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["ok"] and report["finished"] and report["mistakes"] == []
    assert report["actions"][0] == "no_more_bets" and report["actions"][-1] == "end_round"
    assert report == json.loads(_from_source(*args).stdout)
    plain = _trainer(installed, "check", "--random", "--auto")
    assert plain.returncode == 0 and "end_round" in plain.stdout, plain.stderr


def test_quiz_print_gives_the_same_questions_as_the_source(installed):
    args = ("quiz", "--print", "6", "--seed", "4", "--house", "all", "--json")
    result = _trainer(installed, *args)
    assert result.returncode == 0, result.stderr
    questions = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(questions) == 6 and all(q["text"] and "answer" in q for q in questions)
    assert questions == [json.loads(line) for line in _from_source(*args).stdout.splitlines()]


def test_gui_screenshot_renders_the_table(installed, qapp):
    from PySide6.QtGui import QColor, QImage

    shot = installed["away"] / "table.png"
    result = _trainer(installed, "gui", "--screenshot", str(shot), "--size", "1300x820")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("table.png")
    image = QImage(str(shot))
    assert not image.isNull() and (image.width(), image.height()) == (1300, 820)
    # a drawn table, not an empty window: the felt's green covers much of the picture
    step = 10
    greens = sum(
        1
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
        if (c := QColor(image.pixel(x, y))).green() > c.red() + 40 and c.green() > c.blue() + 20
    )
    samples = (image.width() // step) * (image.height() // step)
    assert greens > samples // 4, (greens, samples)
    # nothing was recorded in the user's data folder: a screenshot leaves no trace
    assert not (installed["home"] / "data" / "croupier-trainer" / "progress.sqlite3").exists()


def test_the_wheel_speaks_the_houses_languages(installed, tmp_path):
    """setup.py compiled the .ts sources into .qm files inside the wheel (and left the
    sources out): the installed trainer answers in Czech away from the repository."""
    data = installed["away"]
    scenario = data / "lang-round.yaml"
    scenario.write_text("rules: czech\nboxes:\n  1: {bet: 100}\nshoe: [9h, 7c, 6d, Tc]\n", encoding="utf-8")
    actions = data / "lang-actions.txt"
    actions.write_text("no_more_bets\ndeal dealer\n", encoding="utf-8")
    result = _trainer(installed, "--lang", "cs", "check", str(scenario), "--actions", str(actions), "--json")
    assert result.returncode == 1, result.stderr
    mistake = json.loads(result.stdout)["mistakes"][0]
    assert mistake["code"] == "DEAL_ORDER" and mistake["message"].endswith("Očekáváno: deal 1.")
    listing = _run([str(installed["bin"] / "python"), "-c",
                    "import trainer.paths as p; print(sorted(f.name for f in (p.assets_dir() / 'i18n').iterdir()))"],
                   cwd=installed["away"])
    assert listing.stdout.strip() == str([f"trainer_{code}.qm" for code in ("cs", "de", "nl", "sv")])
