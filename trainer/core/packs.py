"""Scenario packs: instructors' YAML files of scenarios, each saying what it trains.

A pack is a mapping of metadata (``id``, ``title``, ``language``, ``author``, ``house``,
``version``) and ``scenarios``: a list whose items are docs/procedure.md's minimal scenario
form (``rules`` defaulting to the pack's house) plus ``id``, ``title``, ``trains``,
``hint``, an optional ``time_limit`` and, for "spot the error" scenarios,
``recorded_actions`` and ``errors_to_find``. docs/packs.md describes the format.

Validation runs in three layers, and every problem is a :class:`PackError` naming file,
line, column and key path:

1. safe YAML (:mod:`trainer.core.yamlio`: size limit, alias bombs, tags);
2. structure, with jsonschema: :data:`PACK_SCHEMA` for the pack's own keys and
   :data:`PACK_SCENARIO_SCHEMA` (``SCENARIO_SCHEMA`` extended) for each scenario;
3. the game: what :func:`~trainer.core.scenario.scenario_from_data` checks (house, boxes,
   limits, cards, insurance), unique scenario ids, and replays: every scenario is played
   to its end by the reference dealer and must show each procedure point it claims to
   train (:func:`exercised_points`); a spot-the-error scenario's recorded actions must
   finish the round and make exactly the mistakes listed in ``errors_to_find``.

The pack's parts live one job a module: :mod:`trainer.core.pack_load` (schemas, the loaded
form, checking), :mod:`trainer.core.pack_points` (the procedure points and
:func:`exercised_points`) and :mod:`trainer.core.pack_append` (:func:`add_to_pack`). This
module gathers them, so ``from trainer.core.packs import load_pack, add_to_pack`` works.
"""

from __future__ import annotations

__all__ = [
    "DEALING_ORDER",
    "ErrorToFind",
    "HOUSE_RULES",
    "IMMEDIATE_BLACKJACK",
    "INSURANCE_EVEN_MONEY",
    "PACK_SCENARIO_SCHEMA",
    "PACK_SCHEMA",
    "PROCEDURE_POINTS",
    "Pack",
    "PackScenario",
    "SETTLEMENT_ORDER",
    "SIDE_BETS",
    "SPLITS_DOUBLES",
    "THREE_SEVENS",
    "add_to_pack",
    "exercised_points",
    "load_pack",
    "shipped_pack_paths",
    "validate_paths",
]

# --- the procedure points a scenario can train ----------------------------------------------

from trainer.core.pack_append import add_to_pack
from trainer.core.pack_load import (
    PACK_SCENARIO_SCHEMA,
    PACK_SCHEMA,
    ErrorToFind,
    Pack,
    PackScenario,
    check_pack,
    load_pack,
    shipped_pack_paths,
    validate_paths,
)
from trainer.core.pack_points import (
    DEALING_ORDER,
    HOUSE_RULES,
    IMMEDIATE_BLACKJACK,
    INSURANCE_EVEN_MONEY,
    PROCEDURE_POINTS,
    SETTLEMENT_ORDER,
    SIDE_BETS,
    SPLITS_DOUBLES,
    THREE_SEVENS,
    exercised_points,
)
