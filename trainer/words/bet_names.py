"""A bet as people name it: "box 2, Swiss Jack bust field", "box 3, second player behind",
"insurance on box 2", "box 4, split hand 2".

The round keeps bets by id (``2``, ``3b2``, ``ins:2``, ``4.2``, ``swissjack-bust:2``,
``21+3:7``): the ids stay in JSON, scenario files and the database, and everything a
person reads names the bet with :func:`bet_name` (the bet panel, a mistake's *Expected:*
line, the replay, ``trainer practice`` and the terminal round). Qt-free.
"""

from __future__ import annotations

from trainer.core.game.table import INSURANCE_PREFIX
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP, translate

BETS = "Bets"

#: side bet id -> its name on the felt (Swiss Jack's four fields are four bets).
SIDE_BET_NAMES = {
    "21+3": QT_TRANSLATE_NOOP("Bets", "21+3"),
    "swissjack-bust": QT_TRANSLATE_NOOP("Bets", "Swiss Jack bust field"),
    "swissjack-blackjack": QT_TRANSLATE_NOOP("Bets", "Swiss Jack Black Jack field"),
    "swissjack-colour": QT_TRANSLATE_NOOP("Bets", "Swiss Jack colour field"),
    "swissjack-swiss": QT_TRANSLATE_NOOP("Bets", "Swiss Jack swiss field"),
}

#: behind slot -> the player's place behind the box holder.
_BEHIND = {
    1: QT_TRANSLATE_NOOP("Bets", "%1, first player behind"),
    2: QT_TRANSLATE_NOOP("Bets", "%1, second player behind"),
    3: QT_TRANSLATE_NOOP("Bets", "%1, third player behind"),
}


def side_bet_name(side: str) -> str:
    """A side bet's (or Swiss Jack field's) name in the reader's language; an id the
    trainer does not know stays as the house pack wrote it."""
    known = SIDE_BET_NAMES.get(side)
    return translate(BETS, known) if known else side


def side_bet_family(side: str) -> str:
    """The game a side bet belongs to, for a sentence about several: "21+3", "Swiss Jack"."""
    if side.startswith("swissjack"):
        return translate(BETS, QT_TRANSLATE_NOOP("Bets", "Swiss Jack"))
    return side_bet_name(side)


def hand_name(hand_id: str) -> str:
    """``3`` -> "box 3"; ``3.2`` (a split hand) -> "box 3, split hand 2"."""
    box, _, split = hand_id.partition(".")
    if not box.isdigit() or (split and not split.isdigit()):
        return hand_id
    if split:
        return filled(translate("Bets", "box %1, split hand %2"), box, split)
    return filled(translate("Bets", "box %1"), box)


def bet_name(bet_id: str) -> str:
    """The bet ``bet_id`` as a person names it; an id of no known shape stays as it is."""
    if bet_id.startswith(INSURANCE_PREFIX):
        return filled(translate("Bets", "insurance on %1"), bet_name(bet_id[len(INSURANCE_PREFIX):]))
    side, colon, box = bet_id.rpartition(":")
    if colon:
        if not box.isdigit():
            return bet_id
        return filled(translate("Bets", "%1, %2"), hand_name(box), side_bet_name(side))
    hand_id, behind, slot = bet_id.partition("b")
    place = hand_name(hand_id)
    if not behind:
        return place
    if not slot.isdigit():
        return bet_id
    number = int(slot)
    if number in _BEHIND:
        return filled(translate(BETS, _BEHIND[number]), place)
    return filled(translate("Bets", "%1, player behind %2"), place, number)
