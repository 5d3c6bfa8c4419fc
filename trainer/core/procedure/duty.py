"""A duty: something the dealer must do before the round may go on (docs/procedure.md)."""

from __future__ import annotations

from dataclasses import dataclass

from trainer.core.procedure.actions import Action


@dataclass(frozen=True)
class Duty:
    """Something that must be done before the round may go on."""

    code: str
    actions: tuple[Action, ...]
