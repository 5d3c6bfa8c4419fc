"""A mistake's rule as this house plays it.

The catalog's rule for a mistake code (:data:`trainer.words.messages.MISTAKE_TEXTS`) is the
one every house shares, so it must hedge: "a 21+3 right after the first deal, a Swiss
Jack before insurance", "each hand finished before the next, or one card a hand round
the table where the house plays so". At a table the house is known: a trainee at the
Swiss table reads the Swiss order and only the side bets the Swiss house offers. The
codes whose rule depends on the house are worded here; every other code keeps its one
sentence (:func:`house_rule` gives "" for them).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from trainer.core.game import side_bets
from trainer.core.procedure import mistakes as M
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from trainer.core.game.rules import HouseRules, SideBet

_CONTEXT = "HouseRules"

_DEAL_ORDER = QT_TRANSLATE_NOOP("HouseRules", "Cards go out in table order from box 1 (the dealer's left): %1; %2.")
#: the house's first deal (rules.deal_order) -> how it goes.
_FIRST_DEAL = {
    "boxes_dealer_boxes": QT_TRANSLATE_NOOP("HouseRules", "in the first deal one card to each box, one to the dealer, then each box's second card"),
    "boxes_boxes_dealer": QT_TRANSLATE_NOOP("HouseRules", "in the first deal a card to each box, each box's second card, "
                                                          "and only then the dealer's card"),
}
#: the house's extra cards (rules.hit_order) -> how they go.
_HITS = {
    "box_by_box": QT_TRANSLATE_NOOP("HouseRules", "then each hand is finished before the next"),
    "round_the_table": QT_TRANSLATE_NOOP("HouseRules", "then one card a hand round the table, box 1 to the last, until every hand has finished"),
}

_NOT_SETTLED = QT_TRANSLATE_NOOP("HouseRules", "Side bets are settled first, from the dealer's right: %1.")
_EARLY = QT_TRANSLATE_NOOP("HouseRules", "A side bet is settled only once it is decided: %1.")
_AFTER_DEAL = QT_TRANSLATE_NOOP("HouseRules", "%1 right after the first deal")
_ON_DEALER_HAND = QT_TRANSLATE_NOOP("HouseRules", "%1 on the dealer's finished hand, before insurance and the main bets")
_EARLY_AFTER_DEAL = QT_TRANSLATE_NOOP("HouseRules", "%1 after the first deal")
_EARLY_ON_DEALER_HAND = QT_TRANSLATE_NOOP("HouseRules", "%1 on the dealer's finished hand")
_AND = QT_TRANSLATE_NOOP("HouseRules", "%1 and %2")


def _tr(text: str) -> str:
    return translate(_CONTEXT, text)


def _value(setting: object) -> str:
    return str(getattr(setting, "value", setting))


def _names(bets: Iterable[SideBet]) -> str:
    """The offered side bets' names, each once, in the house's order ("21+3 and Swiss Jack")."""
    names: list[str] = []
    for bet in bets:
        name = str(getattr(bet, "name", "") or bet.id)
        if name not in names:
            names.append(name)
    text = names[0]
    for name in names[1:]:
        text = filled(_tr(_AND), text, name)
    return text


def _side_bet_rule(code: str, rules: HouseRules) -> str:
    offered = tuple(getattr(rules, "side_bets", ()) or ())
    if not offered:
        return ""
    # decided by the first deal (21+3); every other side bet of the trainer (Swiss Jack and
    # its fields) waits for the dealer's hand
    after_deal = [bet for bet in offered if bet.id in side_bets.DECIDED_AFTER_FIRST_DEAL]
    on_dealer = [bet for bet in offered if bet.id not in side_bets.DECIDED_AFTER_FIRST_DEAL]
    early = code == M.SIDE_BET_EARLY
    parts = []
    if after_deal:
        parts.append(filled(_tr(_EARLY_AFTER_DEAL if early else _AFTER_DEAL), _names(after_deal)))
    if on_dealer:
        parts.append(filled(_tr(_EARLY_ON_DEALER_HAND if early else _ON_DEALER_HAND), _names(on_dealer)))
    return filled(_tr(_EARLY if early else _NOT_SETTLED), "; ".join(parts))


def _deal_order_rule(rules: HouseRules) -> str:
    first = _FIRST_DEAL.get(_value(getattr(rules, "deal_order", "")))
    hits = _HITS.get(_value(getattr(rules, "hit_order", "box_by_box")))
    if first is None or hits is None:
        return ""
    return filled(_tr(_DEAL_ORDER), _tr(first), _tr(hits))


def house_rule(code: str, rules: HouseRules) -> str:
    """The rule ``code`` breaks, as the house of ``rules`` plays it; "" where the shared
    sentence is already this house's (or the house's setting is one this text does not know)."""
    if code in (M.SIDE_BET_NOT_SETTLED, M.SIDE_BET_EARLY):
        return _side_bet_rule(code, rules)
    if code == M.DEAL_ORDER:
        return _deal_order_rule(rules)
    return ""
