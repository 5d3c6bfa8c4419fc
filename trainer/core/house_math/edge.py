"""The house edge with the derived strategy, what each rule is worth, and where the chart
differs from a hole-card game's.

Rule worths are measured against a plain reference game, the German casinos' game
(game.GERMAN): each group of the house's rules that differs is put into the reference
alone, and the change in the edge is that group's worth. The groups' worths need not add
up to the house's whole difference (rules interact a little); the remainder is reported.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.core.house_math.game import GERMAN, Game
from trainer.core.house_math.strategy import Chart, solve

#: rule group -> the Game fields it covers, in the order a report lists them.
RULE_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("decks", ("decks",)),
    ("dealer_rule", ("stands_on", "hits_soft_17")),
    ("blackjack_pays", ("blackjack_pays",)),
    ("double_totals", ("double_totals", "double_counts_ace_as_one")),
    ("double_after_split", ("double_after_split",)),
    ("split_match", ("split_by_rank",)),
    ("split_tens", ("split_tens",)),
    ("resplit", ("resplit", "max_split_hands")),
    ("split_aces", ("split_aces_one_card", "resplit_aces")),
    ("three_sevens", ("three_sevens_pays",)),
    ("ties_dealer_wins", ("ties_dealer_wins",)),
    ("may_hit_soft_21", ("may_hit_soft_21",)),
)


@dataclass(frozen=True)
class RuleWorth:
    """One rule group of a house set against the reference game."""

    rule: str
    #: the group's fields, the house's values and the reference's.
    house: dict[str, object]
    reference: dict[str, object]
    #: the change in the house edge, percentage points (positive: the rule costs the player).
    edge_change_percent: float


def house_edge_percent(game: Game) -> float:
    return solve(game).house_edge_percent


def rule_worths(game: Game, reference: Game = GERMAN) -> list[RuleWorth]:
    """Each rule group where ``game`` differs from ``reference``, with its worth."""
    base = house_edge_percent(reference)
    worths = []
    for rule, fields in RULE_GROUPS:
        house_values = {name: getattr(game, name) for name in fields}
        reference_values = {name: getattr(reference, name) for name in fields}
        if house_values == reference_values:
            continue
        changed = house_edge_percent(reference.with_(**house_values))
        worths.append(RuleWorth(rule, house_values, reference_values, changed - base))
    return worths


def no_hole_card_worth(game: Game) -> float:
    """What the no-hole-card rule costs the player in this game, percentage points: the
    edge against the same game where the dealer checks for Black Jack first (and takes
    only the first stake when it is there)."""
    return house_edge_percent(game) - house_edge_percent(game.with_(hole_card=True))


def hole_card_differences(game: Game) -> list[tuple[str, int, int, str, str]]:
    """Cells where the chart differs from the same game's with a hole card:
    (section, row, up card index, this game's move, the hole-card game's move)."""
    ours = solve(game).chart
    theirs = solve(game.with_(hole_card=True)).chart
    return chart_differences(ours, theirs)


def chart_differences(ours: Chart, theirs: Chart) -> list[tuple[str, int, int, str, str]]:
    found = []
    for section in ("hard", "soft", "pairs"):
        mine, other = getattr(ours, section), getattr(theirs, section)
        for row, moves in mine.items():
            for up, move in moves.items():
                if other[row][up] != move:
                    found.append((section, row, up, move, other[row][up]))
    return found
