"""The side panel's "why" lines are in the window's language, the dealer's hand included
(the core names it by its id, ``dealer``)."""

from __future__ import annotations

from trainer.words import i18n
from trainer.core.game.table import DEALER
from trainer.core.procedure.why import Why
from trainer.ui.table.why_overlay import why_lines


def test_the_order_names_the_dealer_in_the_language(qtbot):
    why = Why("DEALING_ORDER", (), ("1", "2", DEALER))
    assert why_lines(why)[-1].endswith("Order: 1 → 2 → dealer</span>")
    i18n.set_language("de")
    try:
        line = why_lines(why)[-1]
    finally:
        i18n.set_language("en")
    assert "1 → 2 → Croupier" in line and DEALER not in line.replace("Croupier", "")
