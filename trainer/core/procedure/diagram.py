"""The procedure as a mermaid state diagram (transitions' mermaid backend, no graphviz),
for instructors. Phases a house never reaches are left out."""

from __future__ import annotations

from transitions.extensions import GraphMachine

from trainer.core.game.rules import HouseRules
from trainer.core.procedure.machine import STATES, TRANSITIONS

_INSURANCE_STATES = {"insurance_offer", "insurance_window", "insurance_settlement"}


def house_states(rules: HouseRules) -> list[str]:
    """The phases a round can pass through in this house."""
    skipped = set()
    if not (rules.insurance or rules.even_money):
        skipped |= _INSURANCE_STATES
    if not rules.insurance:
        skipped.add("insurance_settlement")
    if not rules.blackjack_paid_at_once:
        skipped.add("blackjack_payouts")
    return [state for state in STATES if state not in skipped]


def mermaid(rules: HouseRules) -> str:
    states = house_states(rules)
    transitions = [t for t in TRANSITIONS if t["source"] in states and t["dest"] in states]

    class _Model:  # the diagram needs a model; it never plays a round
        pass

    machine = GraphMachine(
        model=_Model(),
        states=states,
        transitions=transitions,
        initial="betting",
        auto_transitions=False,
        graph_engine="mermaid",
        show_conditions=True,
        title=f"Dealer procedure: {rules.name}",
    )
    text = machine.models[0].get_graph().draw(None)  # models[0]: the one model, machine.model
    assert text is not None  # drawn to no file, the graph is returned as text
    return text
