"""The words of the procedure as typed values: phases, verbs, holder decisions, mistake
codes and session modes.

Each is a ``StrEnum``: a member IS its string (``Phase.PLAY == "play"``,
``json.dumps(Verb.DEAL) == '"deal"'``), so the ``trainer check`` JSON, the database and the
scenario files read exactly as before, while the code names the value it means and a typo
is an ``AttributeError`` instead of a comparison that is silently never true.

>>> Phase("dealer_draw") is Phase.DEALER_DRAW
True
>>> f"{MistakeCode.WRONG_AMOUNT}"
'WRONG_AMOUNT'
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The states of the dealer-procedure machine, in the order a round passes them."""

    BETTING = "betting"
    FIRST_DEAL = "first_deal"
    INSURANCE_OFFER = "insurance_offer"
    INSURANCE_WINDOW = "insurance_window"
    BLACKJACK_PAYOUTS = "blackjack_payouts"
    PLAY = "play"
    DEALER_DRAW = "dealer_draw"
    INSURANCE_SETTLEMENT = "insurance_settlement"
    SETTLEMENT = "settlement"
    DONE = "done"


#: phases in which the dealer's hand is complete and bets are being (or have been) settled.
SETTLING_PHASES = frozenset({Phase.INSURANCE_SETTLEMENT, Phase.SETTLEMENT, Phase.DONE})
#: phases in which holders may still ask for insurance or show a decision.
ASKING_PHASES = frozenset({Phase.INSURANCE_WINDOW, Phase.INSURANCE_OFFER, Phase.PLAY})


class Verb(StrEnum):
    """The first word of a dealer action (docs/procedure.md)."""

    NO_MORE_BETS = "no_more_bets"
    DEAL = "deal"
    OFFER_INSURANCE = "offer_insurance"
    CLOSE_INSURANCE = "close_insurance"
    DOUBLE = "double"
    SPLIT = "split"
    REFUSE = "refuse"
    PAY = "pay"
    COLLECT = "collect"
    PUSH = "push"
    END_ROUND = "end_round"


class Decision(StrEnum):
    """What a box holder may decide about a hand."""

    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"


class MistakeCode(StrEnum):
    """The codes of the procedural mistakes (the public contract: never renamed)."""

    OUT_OF_PHASE = "OUT_OF_PHASE"
    DEAL_ORDER = "DEAL_ORDER"
    DEAL_EMPTY_BOX = "DEAL_EMPTY_BOX"
    DEALER_CARD_EARLY = "DEALER_CARD_EARLY"
    CARD_TO_FINISHED_HAND = "CARD_TO_FINISHED_HAND"
    BJ_NOT_PAID_AT_ONCE = "BJ_NOT_PAID_AT_ONCE"
    BJ_PAID_EARLY = "BJ_PAID_EARLY"
    THREE_SEVENS_MISSED = "THREE_SEVENS_MISSED"
    INSURANCE_NOT_OFFERED = "INSURANCE_NOT_OFFERED"
    INSURANCE_NOT_ALLOWED = "INSURANCE_NOT_ALLOWED"
    EVEN_MONEY_MISSED = "EVEN_MONEY_MISSED"
    ILLEGAL_DOUBLE = "ILLEGAL_DOUBLE"
    ILLEGAL_SPLIT = "ILLEGAL_SPLIT"
    LEGAL_REQUEST_REFUSED = "LEGAL_REQUEST_REFUSED"
    BUST_NOT_COLLECTED = "BUST_NOT_COLLECTED"
    DEALER_MUST_DRAW = "DEALER_MUST_DRAW"
    DEALER_MUST_STAND = "DEALER_MUST_STAND"
    INSURANCE_NOT_SETTLED_FIRST = "INSURANCE_NOT_SETTLED_FIRST"
    SETTLEMENT_ORDER = "SETTLEMENT_ORDER"
    WRONG_OUTCOME = "WRONG_OUTCOME"
    WRONG_AMOUNT = "WRONG_AMOUNT"
    ROUND_NOT_FINISHED = "ROUND_NOT_FINISHED"
    ILLEGAL_INSURANCE = "ILLEGAL_INSURANCE"
    SIDE_BET_NOT_SETTLED = "SIDE_BET_NOT_SETTLED"
    SIDE_BET_EARLY = "SIDE_BET_EARLY"


class Mode(StrEnum):
    """How a session shows mistakes: at once (training) or at the round's end (exam)."""

    TRAINING = "training"
    EXAM = "exam"


# A member is written by yaml.safe_dump as its plain string: the YAML loader
# (trainer.core.files.yamlio) registers that, so this module does not load YAML for the window.
