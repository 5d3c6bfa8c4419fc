"""The house edge with the derived strategy, what each rule is worth, and where the chart
differs from a hole-card game's.

Rule worths are measured against a plain reference game, the German casinos' game
(game.GERMAN): the groups of the house's rules that differ are put into the reference one
after another, in RULE_GROUPS' order, each on top of the ones before it, and the change in
the edge each one makes is its worth. So the worths add up to the house's whole difference
(the remainder the report gives is only float rounding, or a Game field no group covers).
A group the house's other rules leave nothing to do is not listed (it is worth exactly
nothing there): one split per box leaves no re-split of aces to forbid, a house that does
not double has no double after a split, one that does not split no split rules at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.core.game.rules import HouseRules
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


def players_edge_percent(rules: HouseRules) -> float | None:
    """The house edge under ``rules`` when it is negative (the player, not the house, has
    the edge: no casino deals such a game, so a pack that does is probably mistaken), else
    None. Only a warning: a trainer may deal any game."""
    edge = house_edge_percent(Game.of(rules))
    return edge if edge < 0 else None


def rule_worths(game: Game, reference: Game = GERMAN) -> list[RuleWorth]:
    """Each rule group where ``game`` differs from ``reference``, with its worth: the
    groups taken in turn, each added to the reference with the groups before it."""
    before = reference
    before_edge = house_edge_percent(reference)
    worths = []
    for rule, fields in RULE_GROUPS:
        house_values = {name: getattr(game, name) for name in fields}
        reference_values = {name: getattr(reference, name) for name in fields}
        if house_values == reference_values:
            continue
        before = before.with_(**house_values)
        if _moot(rule, game, reference):
            continue  # applied all the same (no change), so the last game is the house's
        changed = house_edge_percent(before)
        worths.append(RuleWorth(rule, house_values, reference_values, changed - before_edge))
        before_edge = changed
    return worths


def _moot(rule: str, game: Game, reference: Game) -> bool:
    """Whether the house's other rules leave this group of its rules nothing to do."""
    no_split = game.max_split_hands < 2
    if rule == "double_after_split":
        return not game.double_totals or no_split
    if rule in ("split_match", "split_tens"):
        return no_split
    if rule == "split_aces":  # without re-splits, aces are never split again anyway
        return no_split or (not game.resplit and game.split_aces_one_card == reference.split_aces_one_card)
    return False


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
