"""Mistake codes (PROCEDURE.md) and the rule each one breaks, in our own words.

The core speaks codes; these English sentences are the reference wording, which the UI
passes through Qt's translation functions.
"""

from trainer.core.vocabulary import MistakeCode

OUT_OF_PHASE = MistakeCode.OUT_OF_PHASE
DEAL_ORDER = MistakeCode.DEAL_ORDER
DEAL_EMPTY_BOX = MistakeCode.DEAL_EMPTY_BOX
DEALER_CARD_EARLY = MistakeCode.DEALER_CARD_EARLY
CARD_TO_FINISHED_HAND = MistakeCode.CARD_TO_FINISHED_HAND
BJ_NOT_PAID_AT_ONCE = MistakeCode.BJ_NOT_PAID_AT_ONCE
BJ_PAID_EARLY = MistakeCode.BJ_PAID_EARLY
THREE_SEVENS_MISSED = MistakeCode.THREE_SEVENS_MISSED
INSURANCE_NOT_OFFERED = MistakeCode.INSURANCE_NOT_OFFERED
INSURANCE_NOT_ALLOWED = MistakeCode.INSURANCE_NOT_ALLOWED
EVEN_MONEY_MISSED = MistakeCode.EVEN_MONEY_MISSED
ILLEGAL_DOUBLE = MistakeCode.ILLEGAL_DOUBLE
ILLEGAL_SPLIT = MistakeCode.ILLEGAL_SPLIT
LEGAL_REQUEST_REFUSED = MistakeCode.LEGAL_REQUEST_REFUSED
BUST_NOT_COLLECTED = MistakeCode.BUST_NOT_COLLECTED
DEALER_MUST_DRAW = MistakeCode.DEALER_MUST_DRAW
DEALER_MUST_STAND = MistakeCode.DEALER_MUST_STAND
INSURANCE_NOT_SETTLED_FIRST = MistakeCode.INSURANCE_NOT_SETTLED_FIRST
SETTLEMENT_ORDER = MistakeCode.SETTLEMENT_ORDER
WRONG_OUTCOME = MistakeCode.WRONG_OUTCOME
WRONG_AMOUNT = MistakeCode.WRONG_AMOUNT
ROUND_NOT_FINISHED = MistakeCode.ROUND_NOT_FINISHED
#: wave 2: an insurance over the house's limit accepted (the dealer must refuse it).
ILLEGAL_INSURANCE = MistakeCode.ILLEGAL_INSURANCE
SIDE_BET_NOT_SETTLED = MistakeCode.SIDE_BET_NOT_SETTLED
SIDE_BET_EARLY = MistakeCode.SIDE_BET_EARLY

#: code -> the rule it breaks.
RULES: dict[str, str] = {
    OUT_OF_PHASE: "That action has no place at this point of the round.",
    DEAL_ORDER: "Cards go out in table order from box 1 (the dealer's left): each hand finished before the next, or one card a hand round the table where the house plays so.",
    DEAL_EMPTY_BOX: "Only boxes that hold a bet receive cards.",
    DEALER_CARD_EARLY: "The dealer's second card waits until every box has finished.",
    CARD_TO_FINISHED_HAND: "A hand that stood, reached 21, has Black Jack, doubled or is a split ace with its card takes no more cards.",
    BJ_NOT_PAID_AT_ONCE: "With a dealer's 2-9 showing, every Black Jack is paid before the first box is served.",
    BJ_PAID_EARLY: "With a dealer's ten or ace showing (or where the house pays at settlement), a Black Jack waits for the dealer's hand.",
    THREE_SEVENS_MISSED: "Three sevens as the holder's first three cards pay every bet on the box 1:1 at once.",
    INSURANCE_NOT_OFFERED: "A dealer's ace showing: offer insurance (and even money) before serving any box.",
    INSURANCE_NOT_ALLOWED: "Insurance is offered only when the dealer's first card is an ace, in a house that offers it.",
    EVEN_MONEY_MISSED: "A Black Jack that took even money is paid 1:1 before insurance closes.",
    ILLEGAL_DOUBLE: "The house does not allow that double: refuse it.",
    ILLEGAL_SPLIT: "The house does not allow that split: refuse it.",
    LEGAL_REQUEST_REFUSED: "The player's request is allowed by the house and must be accepted.",
    BUST_NOT_COLLECTED: "A bust hand's bets are collected, and its cards removed, before the dealer moves on.",
    DEALER_MUST_DRAW: "The dealer draws to 17 before any bet is settled.",
    DEALER_MUST_STAND: "The dealer stands on 17 or more, and takes no card when no bet is live in a house that says so.",
    INSURANCE_NOT_SETTLED_FIRST: "Without a dealer's Black Jack, the insurance bets are collected before any other bet.",
    SETTLEMENT_ORDER: "Settle counter-clockwise: from the dealer's right (the last hand) to the left, hand by hand.",
    WRONG_OUTCOME: "That bet did not win, lose or tie the way it was settled.",
    WRONG_AMOUNT: "The payout amount is wrong.",
    ROUND_NOT_FINISHED: "The round ends only when every bet is settled and no card is owed.",
    ILLEGAL_INSURANCE: "An insurance over the house's limit (more than half the bet) is refused before the round goes on.",
    SIDE_BET_NOT_SETTLED: "Side bets are settled first, from the dealer's right: a 21+3 right after the first deal, a Swiss Jack before insurance and main bets.",
    SIDE_BET_EARLY: "A side bet is settled only once it is decided: a 21+3 after the first deal, a Swiss Jack on the dealer's finished hand.",
}

ALL_CODES = tuple(RULES)
