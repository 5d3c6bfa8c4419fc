"""Where ``trainer gui --screenshot --stop-at`` lets the reference dealer stop.

Qt-free: the command line offers the names, the window's reference play asks the test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trainer.core.procedure.machine import Round

#: where ``--stop-at`` lets the reference dealer stop before the screenshot.
STOP_POINTS = ("decision", "insurance", "split", "settlement", "end")


def stop_condition(stop_at: str) -> Callable[[Round], bool]:
    """A test of a round: True where the reference dealer stops for ``stop_at``."""
    seen: dict[str, int] = {}

    def until(round_: Round) -> bool:
        state = round_.state
        if stop_at == "decision":
            # the first decision a holder shows: a request in play, or a stand revealed
            # (when everyone stands the round goes straight on to the dealer's hand)
            return any(round_.decisions_shown.values())
        if stop_at == "insurance":
            return state == "insurance_window"
        if stop_at == "split":
            return any(hand.from_split for hand in round_.table.hands.values()) and state == "play"
        if stop_at == "settlement":
            if state != "settlement":
                return False
            live = len(round_.table.live_bets())
            seen.setdefault("start", live)
            return live <= seen["start"] // 2
        return False  # "end": play to the end

    return until
