"""An exam's blueprint: the scenarios of its pack, in the pack's order, known by content.

An exam attempt is meant to be every scenario of the assigned pack, in order. A station
stores each round with its scenario (the shoe listing the cards the round used), so the
record itself says which scenario a round was: :meth:`Blueprint.slot_of` finds the pack's
scenario a stored one is, by content (house, seed, boxes and bets, the decisions and
side bets; the stored shoe the first cards the pack's shoe deals), never by a title or an
id a station could write. A stored scenario that is none of the pack's (an invented one, a
random round, another pack's) has no slot: it counts for nothing.

Qt-free; a pack is loaded once per process (:func:`blueprint_of`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from trainer.store.values import _json_default

#: parts of a stored scenario that depend on how the round went (compared apart).
_PLAYED_PARTS = ("shoe", "decisions")


def _plain(data: Any) -> Any:
    """``data`` as the store keeps it (JSON: keys as text, amounts as numbers)."""
    return json.loads(json.dumps(data, default=_json_default))


@dataclass
class ScenarioPrint:
    """What every stored copy of one pack scenario must show."""

    id: str
    title: str
    scenario: Any
    fixed: dict[str, Any]
    decisions: dict[str, Any]
    #: a hand that asks on a soft 21 adds its shown decisions to the stored form.
    askers: bool
    _cards: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, item: Any) -> ScenarioPrint:
        scenario = item.scenario
        data = _plain(scenario.to_yaml_data())
        fixed = {k: v for k, v in data.items() if k not in _PLAYED_PARTS}
        return cls(str(item.id), str(getattr(item, "title", "") or item.id), scenario, fixed,
                   data.get("decisions") or {}, bool(scenario.soft_21_askers))

    def first_cards(self, count: int) -> list[str]:
        """The first ``count`` cards the scenario's fresh shoe deals (as the store writes them)."""
        if len(self._cards) < count:
            from trainer.core.game.cards import Shoe

            scenario = self.scenario
            shoe = Shoe(scenario.rules.decks, scenario.seed, scenario.shoe, scenario.rules.penetration)
            self._cards = [str(shoe.draw()) for _ in range(min(max(count, 60), shoe.size))]
        return self._cards[:count]

    def matches(self, stored: dict[str, Any]) -> bool:
        if {k: v for k, v in stored.items() if k not in _PLAYED_PARTS} != self.fixed:
            return False
        shoe = stored.get("shoe")
        if not isinstance(shoe, list) or not all(isinstance(card, str) for card in shoe):
            return shoe is None and not self.scenario.shoe
        if len(shoe) > self.scenario.rules.decks * 52 or self.first_cards(len(shoe)) != shoe:
            return False
        decisions = stored.get("decisions") or {}
        if not isinstance(decisions, dict) or any(decisions.get(hand) != moves for hand, moves in self.decisions.items()):
            return False
        return self.askers or set(decisions) == set(self.decisions)


@dataclass
class Blueprint:
    """The pack's scenarios in order (empty when the pack cannot be read here)."""

    pack: str
    slots: list[ScenarioPrint]
    #: why the pack cannot be read (None: it can).
    problem: str | None = None

    def __len__(self) -> int:
        return len(self.slots)

    def slot_of(self, scenario_text: str) -> int | None:
        """The index of the pack's scenario the stored one is, or None."""
        try:
            stored = json.loads(scenario_text)
        except (TypeError, ValueError):
            return None
        if not isinstance(stored, dict):
            return None
        for index, slot in enumerate(self.slots):
            try:
                if slot.matches(stored):
                    return index
            except (TypeError, ValueError, AttributeError):
                continue
        return None


@lru_cache(maxsize=32)
def blueprint_of(pack: str) -> Blueprint:
    """The blueprint of an assigned pack: a shipped pack's id or a pack file."""
    from trainer.core.files.errors import PackError

    try:
        loaded = _load(pack)
    except (PackError, OSError) as error:
        return Blueprint(pack, [], " ".join(str(error).split()))
    if loaded is None:
        return Blueprint(pack, [], f"no pack {pack!r} here")
    return Blueprint(pack, [ScenarioPrint.of(item) for item in loaded.scenarios if not item.spot_the_error])


def _load(pack: str) -> Any:
    from trainer.core.practice.session import load_packs

    path = Path(pack).expanduser()
    if path.suffix.lower() in (".yaml", ".yml") or path.is_file():
        from trainer.core.packs.load import load_pack

        return load_pack(path)
    packs, _ = load_packs()
    return next((p for p in packs if pack in (str(p.id), Path(str(p.source)).stem)), None)
