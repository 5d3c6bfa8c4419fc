"""One house's mathematics as plain data: what ``trainer math --json`` prints and what
the window's House page shows.

Keys (issue 30): ``house_edge_percent``, ``dealer_outcomes`` (up card "2".."10", "A" and
"all" -> "17".."21", "blackjack", "bust" -> probability), ``basic_strategy`` ("hard",
"soft", "pairs" -> row -> up card -> H/S/D/P), ``side_bets`` (bet id ->
``win_probability``, ``house_edge_percent``). Added beside them: ``house``,
``hole_card_differences`` (the same shape as ``basic_strategy``, holding only the cells a
hole-card game plays otherwise, with that game's move), ``no_hole_card_percent``,
``reference`` (the reference game's edge) and ``rule_worths``.
"""

from __future__ import annotations

from typing import Any

from trainer.core.game.rules import HouseRules
from trainer.core.house_math import dealer as dl
from trainer.core.house_math import edge
from trainer.core.house_math.game import GERMAN, Game
from trainer.core.house_math.side_bets import side_bet_figures
from trainer.core.house_math.strategy import Chart, solve


def row_name(section: str, row: int) -> str:
    """A chart row's name: totals as numbers, pairs by card ("2".."10", "A")."""
    return dl.CARD_NAMES[row] if section == "pairs" else str(row)


def up_names() -> tuple[str, ...]:
    """The chart's columns: the dealer's up card 2..10, then A."""
    return tuple(dl.CARD_NAMES[up] for up in dl.UP_CARDS)


def chart_data(chart: Chart) -> dict[str, dict[str, dict[str, str]]]:
    return {
        section: {
            row_name(section, row): {dl.CARD_NAMES[up]: moves[up] for up in dl.UP_CARDS}
            for row, moves in getattr(chart, section).items()
        }
        for section in ("hard", "soft", "pairs")
    }


def _plain(value: object) -> object:
    if isinstance(value, frozenset):
        return sorted(value)
    return value


def house_math(rules: HouseRules) -> dict[str, Any]:
    """Everything ``trainer math`` reports for one house."""
    game = Game.of(rules)
    solution = solve(game)
    differences: dict[str, dict[str, dict[str, str]]] = {}
    for section, row, up, _ours, theirs in edge.hole_card_differences(game):
        differences.setdefault(section, {}).setdefault(row_name(section, row), {})[dl.CARD_NAMES[up]] = theirs
    worths = edge.rule_worths(game)
    reference_edge = edge.house_edge_percent(GERMAN)
    return {
        "house": rules.id,
        "house_edge_percent": solution.house_edge_percent,
        "dealer_outcomes": dl.outcome_table(rules.decks, rules.dealer_stands_on, rules.dealer_hits_soft_17),
        "basic_strategy": chart_data(solution.chart),
        "hole_card_differences": differences,
        "no_hole_card_percent": edge.no_hole_card_worth(game),
        "reference": {"game": "german", "house_edge_percent": reference_edge},
        "rule_worths": [
            {
                "rule": worth.rule,
                "house": {name: _plain(value) for name, value in worth.house.items()},
                "reference": {name: _plain(value) for name, value in worth.reference.items()},
                "edge_change_percent": worth.edge_change_percent,
            }
            for worth in worths
        ],
        "rule_worths_remainder_percent": (
            solution.house_edge_percent - reference_edge - sum(w.edge_change_percent for w in worths)
        ),
        "side_bets": {
            bet.id: side_bet_figures(bet.id, bet.pays, rules.decks, rules.dealer_stands_on, rules.dealer_hits_soft_17)
            for bet in rules.side_bets
        },
    }
