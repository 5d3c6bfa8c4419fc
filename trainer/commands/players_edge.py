"""The warning ``trainer validate`` and ``trainer houses`` give for house rules under which
the player has the edge (docs/house-math.md): one line on stderr with the figure, never
a refusal. The shipped houses all keep an edge (tests/core/test_house_math_as_written.py),
so only rules read from a file of one's own are worked out: the sum takes a second or
two, which a plain listing of the shipped houses should not pay."""

from __future__ import annotations

import sys
from collections.abc import Iterable

from trainer.core.game.rules import HouseRules, house_names, load_house
from trainer.words.cli_texts import CLI
from trainer.words.progress_texts import decimal_text


def is_shipped(rules: HouseRules) -> bool:
    """Loaded by a shipped house's name (the very object load_house gives for it)."""
    return rules.id in house_names() and load_house(rules.id) is rules


def warn_players_edge(houses: Iterable[tuple[str, HouseRules]]) -> int:
    """For each (where, rules) not a shipped house: the warning line if the player has the
    edge. Returns how many warnings were given."""
    from trainer.core.house_math.edge import players_edge_percent

    given = 0
    seen: set[int] = set()
    for where, rules in houses:
        if id(rules) in seen or is_shipped(rules):
            continue
        seen.add(id(rules))
        edge = players_edge_percent(rules)
        if edge is not None:
            print(CLI.players_edge(where, rules.id, decimal_text(edge, 3)), file=sys.stderr)
            given += 1
    return given
