"""What changed between two pictures of a round: the table redraws only that.

A dealer action changes one or two hands or bets; the rest of the table stays as it is.
:func:`diff_views` names the hands and bets whose picture differs (added, removed or
changed in any field) and which of the round-wide facts moved, so a screen can leave
everything else alone.

>>> from trainer.core.packs.scenario import parse_scenario
>>> from trainer.core.procedure.view import view_of
>>> scenario = parse_scenario("rules: cosmopol\\nboxes: {1: {bet: 100}, 2: {bet: 50}}\\nshoe: [Ts, 7d, 9c, Kh, 5s]\\n", "x.yaml")
>>> with scenario.new_round() as round_:
...     before = view_of(round_)
...     _ = round_.attempt("no_more_bets"); _ = round_.attempt("deal 1")
...     after = view_of(round_)
>>> changes = diff_views(before, after)
>>> sorted(changes.hands), sorted(changes.bets), changes.phase
(['1'], [], True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from trainer.core.procedure.view import RoundView


@dataclass(frozen=True)
class ViewChanges:
    """The parts of a round's picture that differ between two views."""

    #: hand ids added, removed, or with any changed field (cards, total, decisions, ...).
    hands: frozenset[str]
    #: bet ids added, removed, or with any changed field (stake, settled, net, ...).
    bets: frozenset[str]
    #: the hands' table order changed (a split added a hand).
    order: bool
    dealer: bool
    #: the hand being served, or what its holder asks, changed.
    request: bool
    phase: bool
    #: the shoe's count, the house's result or whether money has moved.
    counters: bool

    @property
    def nothing(self) -> bool:
        return not (self.hands or self.bets or self.order or self.dealer or self.request or self.phase
                    or self.counters)


def _changed_keys(old: Mapping[str, object], new: Mapping[str, object]) -> frozenset[str]:
    """Keys present in only one mapping, or whose values differ (frozen dataclasses
    compare field by field)."""
    changed = {key for key, value in new.items() if old.get(key) != value}
    changed.update(key for key in old if key not in new)
    return frozenset(changed)


def diff_views(old: RoundView | None, new: RoundView) -> ViewChanges:
    """What differs from ``old`` to ``new``; with no ``old`` (a new round), everything."""
    if old is None:
        return ViewChanges(hands=frozenset(new.hands), bets=frozenset(new.bets), order=True, dealer=True,
                           request=True, phase=True, counters=True)
    return ViewChanges(
        hands=_changed_keys(old.hands, new.hands),
        bets=_changed_keys(old.bets, new.bets),
        order=old.order != new.order,
        dealer=old.dealer != new.dealer,
        request=old.request != new.request,
        phase=old.phase != new.phase,
        counters=(old.shoe_remaining, old.house_result, old.money_moved)
        != (new.shoe_remaining, new.house_result, new.money_moved),
    )


def bet_boxes_changed(old: RoundView | None, new: RoundView, changes: ViewChanges) -> set[int]:
    """The boxes whose bets must be laid out again: where a bet changed, came or went, and
    where a split changed the hands' order (every box with a bet on a new round)."""
    if old is None:
        return {bet.box for bet in new.bets.values()}
    boxes = {bet.box for bets in (old.bets, new.bets) for bet_id in changes.bets
             if (bet := bets.get(bet_id)) is not None}
    if changes.order:
        boxes |= {hand.box for hands in (old.hands, new.hands) for hand_id in changes.hands
                  if (hand := hands.get(hand_id)) is not None}
    return boxes
