"""A played round, ready to be saved into a pack (the window's *Save this round to a pack…*).

The scenario keeps what makes the round replay the same: the bets, every card the round
used, and the decisions the players made. A round played with mistakes and finished can
also keep what the dealer did, mistakes and all, as a spot-the-error scenario: its
``recorded_actions`` are the dealer's attempts in order and its ``errors_to_find`` the
mistakes the trainer found in them. :func:`~trainer.core.packs.append.add_to_pack` validates the
whole pack before it writes, appends text (the file's comments stay) and writes atomically.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from typing import Any

from trainer.core.packs.append import add_to_pack
from trainer.core.packs.load import Pack, load_pack
from trainer.core.packs.scenario import Scenario
from trainer.core.packs.trains import exercised_points
from trainer.core.procedure.machine import Round


def scenario_data(scenario: Scenario, round_: Round) -> dict[str, Any]:
    """The round in the minimal form: bets, the cards it used, the decisions made."""
    data = scenario.to_yaml_data(played=round_)
    made = {hand: list(moves) for hand, moves in round_.decisions_shown.items() if moves}
    if made:
        data["decisions"] = made
    return data


def can_be_spot_the_error(round_: Round) -> bool:
    """A finished round with mistakes in it can be saved with its recording."""
    return round_.finished and bool(round_.mistakes)


def recording(round_: Round) -> tuple[list[str], list[dict[str, Any]]]:
    """What the dealer did, mistakes and all, and the mistakes (step and code)."""
    actions = [str(record.action) for record in round_.history]
    errors = [{"step": mistake.step, "code": mistake.code} for mistake in round_.mistakes]
    return actions, errors


def trainable_points(round_: Round) -> list[str]:
    """The procedure points the played round shows (what it may say it trains), in the
    procedure's order."""
    from trainer.core.packs.trains import PROCEDURE_POINTS

    shown = exercised_points(round_)
    return [point for point in PROCEDURE_POINTS if point in shown]


def suggested_id(title: str, taken: Sequence[str] = ()) -> str:
    """An id from a title, unique among ``taken`` (``busy-table``, ``busy-table-2``...)."""
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:56] or "recorded-round"
    candidate, number = base, 2
    while candidate in taken:
        candidate, number = f"{base}-{number}", number + 1
    return candidate


def existing_ids(path: str | os.PathLike[str]) -> list[str]:
    """The scenario ids of a pack file (none when it does not exist yet)."""
    if not os.path.exists(path):
        return []
    return [item.id for item in load_pack(path).scenarios]


def save_round(
    path: str | os.PathLike[str],
    scenario: Scenario,
    round_: Round,
    *,
    id: str,  # noqa: A002 - the pack's word
    title: str,
    trains: Sequence[str],
    hint: str,
    time_limit: float | None = None,
    spot_the_error: bool = False,
    language: str = "en",
) -> Pack:
    """Append the played round to the pack at ``path`` (a new file becomes a pack, in
    ``language``: the one the title is written in).

    Raises:
        PackError: the pack or the new scenario does not validate; nothing is written.
        ValueError: ``spot_the_error`` for a round that is not finished or has no mistake.
    """
    recorded: list[str] | None = None
    errors: list[dict[str, Any]] | None = None
    if spot_the_error:
        if not can_be_spot_the_error(round_):
            raise ValueError("only a finished round with mistakes can be a spot-the-error scenario")
        recorded, errors = recording(round_)
    return add_to_pack(
        path, scenario_data(scenario, round_), id, title, list(trains), hint,
        time_limit=time_limit, recorded_actions=recorded, errors_to_find=errors, language=language,
    )
