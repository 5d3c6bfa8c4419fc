"""The house's mathematics, Qt-free: the dealer's final totals, basic strategy derived
from expected values, the house edge with it, what each rule is worth, and the side
bets' figures (docs/house-math.md).

``house_math(rules)`` returns everything as plain data (``trainer math --json``).
"""

from trainer.core.house_math.report import house_math

__all__ = ["house_math"]
