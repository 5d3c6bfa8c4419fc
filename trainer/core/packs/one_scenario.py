"""One scenario of a pack as a minimal scenario (``trainer check PACK.yaml --scenario ID``).

Instructors test a scenario while they write it, before the rest of the pack (or even
its ``trains``) is right, so only the chosen scenario is checked: its structure with the
pack scenario schema and its game facts (house, boxes, limits, cards), with the pack's
house as its default rules. The pack's other scenarios and the replays
(``trainer validate``) are not needed to run it.
"""

from __future__ import annotations

import os
import re
from typing import Any

from trainer.core.files.errors import PackError
from trainer.core.files.yamlio import LineMap
from trainer.core.game.rules import HouseRules, load_house
from trainer.core.packs.scenario import Scenario, scenario_from_data

#: how many scenario ids a hint names before it says how many more there are.
_IDS_IN_A_HINT = 12
_HOUSE_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*\Z")


def looks_like_pack(data: Any) -> bool:
    """A mapping with a ``scenarios`` list: a pack, not a minimal scenario."""
    return isinstance(data, dict) and "scenarios" in data


def scenario_ids(data: Any) -> list[str]:
    """The ids of a pack's scenarios, in file order (items without a text id are left out)."""
    items = data.get("scenarios") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return []
    return [item["id"] for item in items if isinstance(item, dict) and isinstance(item.get("id"), str)]


def ids_text(ids: list[str]) -> str:
    """``a, b, c`` or ``a, b, ... and 30 more`` for a hint line."""
    if not ids:
        return "it lists none"
    shown = ", ".join(ids[:_IDS_IN_A_HINT])
    if len(ids) > _IDS_IN_A_HINT:
        shown += f" and {len(ids) - _IDS_IN_A_HINT} more"
    return shown


def pack_needs_a_scenario(path: str | os.PathLike[str], data: Any) -> PackError:
    """The hint for a pack given where a scenario file was expected."""
    return PackError(
        path, None,
        f"this is a scenario pack, not one scenario: choose one with --scenario ID (its scenarios: {ids_text(scenario_ids(data))})",
    )


def scenario_from_pack(data: Any, lines: LineMap, scenario_id: str, house: HouseRules | None = None) -> Scenario:
    """The scenario ``scenario_id`` of pack data, checked on its own.

    Args:
        data, lines: the pack as :func:`~trainer.core.files.yamlio.load_yaml` read it.
        scenario_id: the scenario's ``id``.
        house: rules that override the scenario's (``--house``); default: the
            scenario's own ``rules``, else the pack's ``house``.

    Raises:
        PackError: the id is not in the pack (one line naming the ids there are), the
            pack's house is unknown, or the scenario itself is broken (file, line, key).
    """
    from trainer.core.packs.load import PACK_SCENARIO_SCHEMA, _Within

    items = data.get("scenarios") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise lines.error(("scenarios",) if isinstance(data, dict) and "scenarios" in data else (), "the pack has no list of scenarios")
    index = next(
        (i for i, item in enumerate(items) if isinstance(item, dict) and item.get("id") == scenario_id),
        None,
    )
    if index is None:
        from trainer.core.files.plain_errors import close_key

        likely = close_key(scenario_id, scenario_ids(data))
        hint = f" (did you mean {likely!r}?)" if likely is not None else ""
        raise PackError(lines.path, None, f"no scenario {scenario_id!r} in this pack{hint}; its scenarios: {ids_text(scenario_ids(data))}")
    item = items[index]
    if house is None and "rules" not in item:
        name = data.get("house")
        if not isinstance(name, str) or not _HOUSE_NAME.match(name):
            raise lines.error(("house",) if "house" in data else (), "the pack names no house for its scenarios (house: cosmopol, ...)")
        try:
            house = load_house(name)
        except PackError as error:
            raise lines.error(("house",), error.message) from None
    return scenario_from_data(item, _Within(lines, ("scenarios", index)), house, PACK_SCENARIO_SCHEMA)
