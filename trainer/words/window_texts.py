"""Every sentence the window shows for a core code, through Qt's translation functions.

The core speaks codes (mistake codes, states, decisions); these tables hold the English
reference wording marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds it, and
the functions below translate at run time with ``QCoreApplication.translate``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from trainer.core.game.table import DEALER, INSURANCE_PREFIX
from trainer.core.procedure.actions import Action
from trainer.core.procedure.vocabulary import Phase, Verb
from trainer.words import messages
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.core.game.rules import HouseRules


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name, for lupdate
    """Marks ``text`` for translation in ``context`` without translating it yet."""
    return text


_MISTAKES = "Mistakes"
_STATES = "States"
_PLAYERS = "Players"

# The mistake texts live in the one catalog, trainer.words.messages.
MISTAKE_TEXTS = messages.MISTAKE_TEXTS

#: machine state -> what the dealer is doing now.
STATE_TEXTS: dict[str, str] = {
    "betting": QT_TRANSLATE_NOOP("States", "Bets are placed: call no more bets."),
    "first_deal": QT_TRANSLATE_NOOP("States", "First deal: one card to each box, the dealer's card, a second card to each box."),
    "insurance_offer": QT_TRANSLATE_NOOP("States", "The dealer shows an ace."),
    "insurance_window": QT_TRANSLATE_NOOP("States", "Insurance is open: check each insurance (refuse one over half the bet), "
                                          "pay even money, then close insurance."),
    "blackjack_payouts": QT_TRANSLATE_NOOP("States", "The dealer shows 2-9."),
    "play": QT_TRANSLATE_NOOP("States", "The boxes play, left to right."),
    "dealer_draw": QT_TRANSLATE_NOOP("States", "Every box has finished: the dealer's hand."),
    "insurance_settlement": QT_TRANSLATE_NOOP("States", "Settle the insurance bets."),
    "settlement": QT_TRANSLATE_NOOP("States", "Settle counter-clockwise, then end the round."),
    "done": QT_TRANSLATE_NOOP("States", "The round is over."),
}

#: player decision or wish -> the bubble at the hand.
DECISION_TEXTS: dict[str, str] = {
    "hit": QT_TRANSLATE_NOOP("Players", "Hit"),
    "stand": QT_TRANSLATE_NOOP("Players", "Stand"),
    "double": QT_TRANSLATE_NOOP("Players", "Double"),
    "split": QT_TRANSLATE_NOOP("Players", "Split"),
    "card": QT_TRANSLATE_NOOP("Players", "Card"),
    "insurance": QT_TRANSLATE_NOOP("Players", "Insurance"),
    "even_money": QT_TRANSLATE_NOOP("Players", "Even money"),
}


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


mistake_title = messages.mistake_title
mistake_rule = messages.mistake_rule


def state_text(state: str) -> str:
    return translate(_STATES, STATE_TEXTS.get(state, state))


#: the boxes' play in a house that deals extra cards round the table (hit_order).
PLAY_ROUND_THE_TABLE = QT_TRANSLATE_NOOP("States", "The boxes play round the table: one card a hand, box 1 to the last, then round again.")


#: the first deal is done but its 21+3 bets are still on the table: they come first.
SIDE_BETS_AFTER_DEAL = QT_TRANSLATE_NOOP("States", "The first deal is done: settle the 21+3 bets, from your right, before anything else.")


#: the first deal of a house that gives every box its two cards before the dealer's one
#: (deal_order boxes_boxes_dealer, the Swiss house).
FIRST_DEAL_BOXES_FIRST = QT_TRANSLATE_NOOP("States", "First deal: one card to each box, a second card to each box, then the dealer's card.")


def house_state_text(state: str, round_the_table: bool, side_bets_due: bool = False, rules: HouseRules | None = None) -> str:
    """What the dealer is doing now, in the house's own order of play (``side_bets_due``:
    the first deal is complete and its side bets are to be settled before anything else;
    ``rules``: the house, whose first deal may give the boxes both cards before the dealer's)."""
    order = getattr(rules, "deal_order", None)
    boxes_first = getattr(order, "value", order) == "boxes_boxes_dealer"
    if state == Phase.FIRST_DEAL and side_bets_due:
        return translate(_STATES, SIDE_BETS_AFTER_DEAL)
    if state == Phase.FIRST_DEAL and boxes_first:
        return translate(_STATES, FIRST_DEAL_BOXES_FIRST)
    if state == Phase.PLAY and round_the_table:
        return translate(_STATES, PLAY_ROUND_THE_TABLE)
    return state_text(state)


def decision_text(decision: str) -> str:
    return translate(_PLAYERS, DECISION_TEXTS.get(decision, decision))


def action_text(action: Action | str) -> str:
    """A dealer action, typed or in the contract's notation, in words ("pay 3b1 150" -> "Pay bet 3b1: 150")."""
    action = str(action)
    words = action.split()
    if not words:
        return action
    verb, rest = words[0], words[1:]
    def _t(text: str) -> str:  # not named tr: lupdate finds these strings in _ACTION_MARKS
        return translate("Actions", text)

    if verb == Verb.DEAL and rest:
        if rest[0] == DEALER:
            return _t("Card to the dealer")
        return filled(_t("Card to hand %1"), rest[0])
    if verb == Verb.PAY and len(rest) == 2:
        return filled(_t("Pay bet %1: %2"), rest[0], _amount(rest[1]))
    if verb == Verb.REFUSE and rest and rest[0].startswith(INSURANCE_PREFIX):
        return filled(_t("Refuse insurance %1 (over the limit)"), rest[0])
    simple = {
        "no_more_bets": QT_TRANSLATE_NOOP("Actions", "No more bets"),
        "offer_insurance": QT_TRANSLATE_NOOP("Actions", "Offer insurance"),
        "close_insurance": QT_TRANSLATE_NOOP("Actions", "Close insurance"),
        "end_round": QT_TRANSLATE_NOOP("Actions", "End the round"),
    }
    if verb in simple:
        return _t(simple[verb])
    with_target = {
        "double": QT_TRANSLATE_NOOP("Actions", "Accept the double on %1"),
        "split": QT_TRANSLATE_NOOP("Actions", "Accept the split of %1"),
        "refuse": QT_TRANSLATE_NOOP("Actions", "Refuse the request of %1"),
        "collect": QT_TRANSLATE_NOOP("Actions", "Collect bet %1"),
        "push": QT_TRANSLATE_NOOP("Actions", "Push bet %1 (stand-off)"),
    }
    if verb in with_target and rest:
        return filled(_t(with_target[verb]), rest[0])
    return action


# lupdate reads literal calls; these keep the Actions strings above visible to it.
_ACTION_MARKS = (
    QT_TRANSLATE_NOOP("Actions", "Card to the dealer"),
    QT_TRANSLATE_NOOP("Actions", "Card to hand %1"),
    QT_TRANSLATE_NOOP("Actions", "Pay bet %1: %2"),
    QT_TRANSLATE_NOOP("Actions", "Refuse insurance %1 (over the limit)"),
)

#: a pack scenario's procedure point -> what it trains, in words.
TRAINS_TEXTS: dict[str, str] = {
    "dealing_order": QT_TRANSLATE_NOOP("Trains", "dealing order"),
    "immediate_blackjack": QT_TRANSLATE_NOOP("Trains", "Black Jack paid at once"),
    "three_sevens": QT_TRANSLATE_NOOP("Trains", "three sevens"),
    "insurance_even_money": QT_TRANSLATE_NOOP("Trains", "insurance and even money"),
    "settlement_order": QT_TRANSLATE_NOOP("Trains", "settlement order"),
    "splits_doubles": QT_TRANSLATE_NOOP("Trains", "splits and doubles"),
    "house_rules": QT_TRANSLATE_NOOP("Trains", "house rules"),
    "side_bets": QT_TRANSLATE_NOOP("Trains", "side bets"),
}


def _amount(written: str) -> str:
    """An amount of the notation ("562.5") the reader's way ("562,50"); kept as written
    if it is not a number (a recorded action is shown, never refused)."""
    try:
        return messages.amount_text(Fraction(written))
    except (ValueError, ZeroDivisionError):
        return written


def trains_text(point: str) -> str:
    """What a scenario trains, in words (an unknown point or mistake code as it is)."""
    if point in TRAINS_TEXTS:
        return translate("Trains", TRAINS_TEXTS[point])
    if point in MISTAKE_TEXTS:
        return mistake_title(point)
    return point
