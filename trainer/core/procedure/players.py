"""Simulated players: box holders follow their house's basic strategy chart (derived for
its rules, trainer/core/house_math), behind bettors follow the holder; a scenario's
scripted decisions and wishes override both."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from trainer.core.game import hands as hv
from trainer.core.game.cards import Card
from trainer.core.game.table import Hand
from trainer.core.procedure.vocabulary import Decision
from trainer.paths import strategy_dir

if TYPE_CHECKING:
    from trainer.core.game.rules import HouseRules
    from trainer.core.house_math import strategy

HIT, STAND, DOUBLE, SPLIT = Decision.HIT, Decision.STAND, Decision.DOUBLE, Decision.SPLIT
DECISIONS = tuple(Decision)
#: a chart cell "Ds": double where the hand may, else stand (never a decision itself).
DOUBLE_ELSE_STAND = "double_else_stand"
_CHART_MOVES = {"H": HIT, "S": STAND, "D": DOUBLE, "Ds": DOUBLE_ELSE_STAND, "P": SPLIT}


@dataclass(frozen=True)
class Chart:
    """A basic strategy chart: rows of moves against the dealer's first card 2..A."""

    hard: dict[int, tuple[str, ...]]
    soft: dict[int, tuple[str, ...]]
    pairs: dict[int, tuple[str, ...]]  # keyed by card points, aces as 1

    def move(self, hand: Hand, dealer_up: Card, can_double: bool, can_split: bool) -> str:
        column = 9 if dealer_up.is_ace else dealer_up.points - 2
        cards = hand.cards
        pair_move = None
        if len(cards) == 2 and (can_split or (not hand.from_split and cards[0].points == cards[1].points)):
            pair_move = self.pairs[cards[0].points][column]
        if pair_move is not None and (can_split or pair_move != SPLIT):
            # a pair reads its own row; one the house will not split reads it too where
            # the row holds another move (the three sevens hit at a house that never splits)
            move = pair_move
        else:
            value = hand.total
            if hv.is_soft(cards, hand.frozen_aces):
                move = self.soft[_clamp(value, self.soft)][column]
            else:
                move = self.hard[_clamp(value, self.hard)][column]
        if move == DOUBLE_ELSE_STAND:
            return DOUBLE if can_double else STAND
        if move == DOUBLE and not can_double:
            return HIT
        if move == SPLIT and not can_split:  # only reachable through the pair row
            return HIT
        return move


def _clamp(value: int, rows: dict[int, tuple[str, ...]]) -> int:
    if value in rows:  # the usual case, and then it lies between the first and last row
        return value
    return max(min(value, max(rows)), min(rows))


def chart_for(rules: HouseRules) -> Chart:
    """The chart the house's players follow: the strategy derived for its rules. A shipped
    house reads it from ``scenarios/strategy/<house>.yaml`` (written from the derivation;
    a test derives it again), any other house (or a shipped one whose pack was changed)
    has it derived here."""
    path = strategy_dir() / f"{rules.id}.yaml"
    if path.is_file() and _is_shipped(rules):
        return load_chart(path)
    return _derived_chart(rules)


def _is_shipped(rules: HouseRules) -> bool:
    """Whether ``rules`` play as the shipped house of the same id (its chart file fits)."""
    from trainer.core.files.errors import PackError
    from trainer.core.game.rules import load_house
    from trainer.core.house_math.game import Game

    try:
        shipped = load_house(rules.id)
    except PackError:
        return False
    return shipped is rules or Game.of(shipped) == Game.of(rules)


def _derived_chart(rules: HouseRules) -> Chart:
    from trainer.core.house_math.game import Game
    from trainer.core.house_math.strategy import solve

    return _chart_of(solve(Game.of(rules)).chart)


def _chart_of(derived: strategy.Chart) -> Chart:
    """A house_math chart (rows by total or card index, columns by up card index) as a
    players' chart (rows by total or points, columns 2..A)."""
    from trainer.core.house_math import dealer as dl

    def row(moves: dict[int, str]) -> tuple[str, ...]:
        return tuple(_CHART_MOVES[moves[up]] for up in dl.UP_CARDS)

    return Chart(
        hard={total: row(moves) for total, moves in derived.hard.items()},
        soft={total: row(moves) for total, moves in derived.soft.items()},
        pairs={index + 1: row(moves) for index, moves in derived.pairs.items()},
    )


@cache
def load_chart(path: Path | None = None) -> Chart:
    """The chart stored as data (``scenarios/strategy/basic_european.yaml``)."""
    path = path or strategy_dir() / "basic_european.yaml"
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))

    def rows(section: dict[str | int, object]) -> dict[int, tuple[str, ...]]:
        return {
            1 if str(key) == "A" else int(key): tuple(_CHART_MOVES[m] for m in str(line).split())
            for key, line in section.items()
        }

    return Chart(hard=rows(raw["hard"]), soft=rows(raw["soft"]), pairs=rows(raw["pairs"]))


@dataclass
class Players:
    """Everyone at the table who makes a choice. Keys are docs/procedure.md ids: hand ids for
    ``decisions``, bet ids for ``insurance`` and ``even_money``, behind bettors' original
    bet ids (``1b1``) for ``behind_follow``."""

    decisions: dict[str, list[str]] = field(default_factory=dict)
    insurance: dict[str, Fraction] = field(default_factory=dict)
    even_money: frozenset[str] = frozenset()
    behind_follow: dict[str, dict[str, bool]] = field(default_factory=dict)
    #: the chart the holders follow; None until a round gives it its house's
    #: (:func:`chart_for`), and the shipped European chart for players outside a round.
    chart: Chart | None = None
    #: boxes (``"3"``) whose holder asks for a card on a soft 21 where the house allows it
    #: (may_hit_soft_21), once a hand, instead of standing as the chart says: free play's
    #: way to let the trainee meet the rule.
    soft_21_askers: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        # Private copies: a round consumes its scripted decisions.
        self._queues = {hand_id: list(moves) for hand_id, moves in self.decisions.items()}
        self._asked_on_soft_21: set[str] = set()

    def next_decision(
        self, hand: Hand, dealer_up: Card, can_double: bool, can_split: bool, barred: frozenset[str]
    ) -> str:
        """The holder's next decision: the script first, then basic strategy. ``barred``
        holds moves the dealer has refused on this hand."""
        queue = self._queues.get(hand.id)
        while queue:
            move = queue.pop(0)
            if move not in barred:
                return move
        if hand.may_draw_on_21 and str(hand.box) in self.soft_21_askers and hand.id not in self._asked_on_soft_21:
            self._asked_on_soft_21.add(hand.id)
            return HIT
        if hand.split_aces:
            # a split ace that drew another ace, where the house splits aces again: split
            # once more (always worth more than a one-card 12), or stand when it may not
            return SPLIT if can_split and SPLIT not in barred else STAND
        chart = self.chart or load_chart()
        return chart.move(hand, dealer_up, can_double and DOUBLE not in barred, can_split and SPLIT not in barred)

    def follows(self, behind_owner: str, move: str) -> bool:
        """Whether a behind bettor joins the holder's double or split (default: yes)."""
        return self.behind_follow.get(behind_owner, {}).get(move, True)

    def insurance_for(self, bet_id: str) -> Fraction | None:
        return self.insurance.get(bet_id)

    def takes_even_money(self, bet_id: str) -> bool:
        return bet_id in self.even_money
