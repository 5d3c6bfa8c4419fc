"""Where the shipped data lives: the one place that resolves it.

The data folders ``scenarios/`` and ``assets/`` sit at the top of the repository.
A wheel built from it (``pip install .``) carries them inside the package as
``trainer/_data/scenarios`` and ``trainer/_data/assets`` (setup.py copies them in).
So: an installed package reads ``trainer/_data``; a source tree or an editable
install reads the repository's top-level folders.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
#: inside an installed wheel.
_INSTALLED_ROOT = _PACKAGE_DIR / "_data"
#: the repository root, for a source checkout or an editable install.
_SOURCE_ROOT = _PACKAGE_DIR.parent


def data_root() -> Path:
    """The folder holding ``scenarios/`` and ``assets/``.

    Raises:
        RuntimeError: neither location has the data (a broken install).
    """
    for root in (_INSTALLED_ROOT, _SOURCE_ROOT):
        if (root / "scenarios").is_dir():
            return root
    raise RuntimeError(
        f"trainer data not found: neither {_INSTALLED_ROOT} nor {_SOURCE_ROOT} holds a scenarios/ folder "
        "(reinstall the package)"
    )


def scenarios_dir() -> Path:
    """``scenarios/``: houses, packs and strategy charts."""
    return data_root() / "scenarios"


def houses_dir() -> Path:
    """``scenarios/houses``: one house rules pack per file (``cosmopol.yaml``...)."""
    return scenarios_dir() / "houses"


def packs_dir() -> Path:
    """``scenarios/packs``: instructors' scenario packs."""
    return scenarios_dir() / "packs"


def strategy_dir() -> Path:
    """``scenarios/strategy``: basic strategy charts."""
    return scenarios_dir() / "strategy"


def assets_dir() -> Path:
    """``assets/``: card and chip art, icons, translations."""
    return data_root() / "assets"
