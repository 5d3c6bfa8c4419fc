"""`trainer math [--house H | --house FILE] [--json]`: what a house's rules mean.

The dealer's final totals by up card, the basic strategy derived for the house (cells a
hole-card game plays otherwise marked), the house edge with it, what each rule is worth
against the German casinos' game, and every side bet's figures (docs/house-math.md).
The figures come from the core (:mod:`trainer.core.house_math`); this module only prints
them: as lines in the reader's language, or as one JSON object. An unknown house or a
broken pack is one line on stderr with exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from trainer.core.game.default_house import DEFAULT_HOUSE


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """Register ``math`` on a ``trainer`` subparsers object; sets ``run``."""
    parser = subparsers.add_parser(
        "math",
        help="a house's mathematics: the dealer's totals, basic strategy, house edge, side bets",
        description=(
            "Compute, exactly from the shoe, the dealer's final totals by up card, the basic strategy "
            "for the house's rules, the house edge with it, what each rule is worth, and each side "
            "bet's win probability and house edge."
        ),
    )
    parser.add_argument("--house", default=DEFAULT_HOUSE, help=f"a house name or pack file (default {DEFAULT_HOUSE})")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of the text")
    parser.set_defaults(run=run)
    return parser


def run(args: argparse.Namespace) -> int:
    from trainer.core.game.rules import load_house
    from trainer.core.house_math import house_math
    from trainer.words.math_texts import MATH
    from trainer.words.names import house_title

    rules = load_house(args.house)  # a PackError (unknown house, broken pack): one line, exit 2
    report = house_math(rules)
    if args.json:
        json.dump(report, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    title = house_title(rules)
    names = {bet.id: bet.name for bet in rules.side_bets}
    print("\n".join(MATH.report_lines(report, title, names)))
    return 0
