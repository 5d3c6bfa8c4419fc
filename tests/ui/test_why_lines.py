"""The side panel's "why" lines are in the window's language, the dealer's hand included
(the core names it by its id, ``dealer``)."""

from __future__ import annotations

from trainer.words import i18n
from trainer.core.game.table import DEALER
from trainer.core.procedure.why import Why
from trainer.ui.table.why_overlay import why_lines


def test_the_order_names_the_dealer_in_the_language(qtbot):
    why = Why("DEALING_ORDER", (), ("1", "2", DEALER))
    assert why_lines(why)[-1].endswith("Order: box 1 → box 2 → dealer</span>")  # hands by name, never an id
    i18n.set_language("de")
    try:
        line = why_lines(why)[-1]
    finally:
        i18n.set_language("en")
    assert "Box 1 → Box 2 → Croupier" in line and DEALER not in line.replace("Croupier", "")


def test_the_order_names_insurance_bets_and_split_hands(qtbot):
    why = Why("INSURANCE_NOT_SETTLED_FIRST", (), ("ins:3", "ins:1", "3.2", "3.1"))
    assert why_lines(why)[-1].endswith(
        "Order: insurance on box 3 → insurance on box 1 → box 3, split hand 2 → box 3, split hand 1</span>")


def test_the_right_action_is_in_words_in_the_window(qtbot):
    from trainer.core.procedure.why import Figure

    why = Why("OUT_OF_PHASE", (Figure("right", ("deal dealer", "pay 2b1 150")),), ())
    assert "right: Card to the dealer or Pay box 2, first player behind: 150" in why_lines(why)[0]
