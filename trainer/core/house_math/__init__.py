"""The house's mathematics, Qt-free: the dealer's final totals, basic strategy derived
from expected values, the house edge with it, what each rule is worth, and the side
bets' figures (docs/house-math.md).

``house_math(rules)`` returns everything as plain data (``trainer math --json``).

May import: ``trainer.core.game``, ``trainer.core.files`` and the base modules (the
simulated players above read its charts; it never reads the procedure).
"""

from __future__ import annotations

from typing import Any

__all__ = ["house_math"]


def __getattr__(name: str) -> Any:
    # Loaded on first use: a round only needs game.py to find its players' chart, and
    # should not pay for the whole computation's modules (docs/speed.md).
    if name == "house_math":
        from trainer.core.house_math.report import house_math

        return house_math
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
