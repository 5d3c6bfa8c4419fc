"""The procedure points: the one list of the parts of a round a trainee can get wrong.

A point plays up to three roles, and each role is a field of its entry:

* ``codes``: the mistake codes grouped under it. The points with codes are the groups of
  the progress store's weakest-points report (every code in exactly one group).
* ``trains``: what a played round must show for a scenario pack to claim it trains the
  point (``trains:`` in a pack). The points with a ``trains`` text are the ids packs accept.
* ``focus``: a focused round can be dealt for it (``trainer check --random --focus``);
  :mod:`trainer.core.practice.focus` holds the recipe of each, under the same id.
* ``practice``: the focus points that train a mistake group, for practice sessions.

A new point (a side bet's payout, say) is one entry here plus, if it can be dealt, one
recipe in :mod:`trainer.core.practice.focus`.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.core.procedure import mistakes as M


@dataclass(frozen=True)
class Point:
    id: str
    label: str
    #: mistake codes that belong to this point (the store's grouping).
    codes: tuple[str, ...] = ()
    #: what a round must show to train it, for packs' ``trains:`` (None: packs cannot claim it).
    trains: str | None = None
    #: a focused round can be dealt for it.
    focus: bool = False
    #: the focus points that practise this point's mistakes.
    practice: tuple[str, ...] = ()
    #: the name of its focused rounds and skill, where ``label`` names the mistake group.
    focus_label: str | None = None


#: Every point, in the order of a round (where two roles disagree, the older lists' orders
#: are kept: packs' error messages and the store's report list points in this order).
POINTS: tuple[Point, ...] = (
    Point(
        "dealing_order",
        "Dealing order",
        codes=(M.DEAL_ORDER, M.DEAL_EMPTY_BOX, M.DEALER_CARD_EARLY, M.CARD_TO_FINISHED_HAND, M.BUST_NOT_COLLECTED),
        trains="three or more boxes in the first deal, an empty box to skip, or a split hand to serve in order",
        practice=("split", "bust_collection", "behind_bets"),
    ),
    Point(
        "insurance",
        "Insurance and even money",
        codes=(M.INSURANCE_NOT_OFFERED, M.INSURANCE_NOT_ALLOWED, M.EVEN_MONEY_MISSED, M.INSURANCE_NOT_SETTLED_FIRST,
               M.ILLEGAL_INSURANCE),
        focus=True,
        practice=("insurance", "even_money"),
        focus_label="Insurance",
    ),
    Point(
        "immediate_blackjack",
        "Immediate Black Jack",
        codes=(M.BJ_NOT_PAID_AT_ONCE, M.BJ_PAID_EARLY),
        trains="a box with a Black Jack (paid at once, or waiting for the dealer's hand)",
        focus=True,
        practice=("immediate_blackjack",),
    ),
    Point(
        "three_sevens",
        "Three sevens",
        codes=(M.THREE_SEVENS_MISSED,),
        trains="a three-sevens bonus paid",
        focus=True,
        practice=("three_sevens",),
    ),
    Point("insurance_even_money", "Insurance window", trains="the insurance window opened"),
    Point("even_money", "Even money", focus=True),
    Point(
        "settlement_order",
        "Settlement order",
        trains="three or more bets on two or more hands settled after the dealer's hand",
        focus=True,
    ),
    Point(
        "splits_doubles",
        "Splits and doubles",
        codes=(M.ILLEGAL_DOUBLE, M.ILLEGAL_SPLIT, M.LEGAL_REQUEST_REFUSED),
        trains="a split or a double accepted",
        practice=("split", "resplit", "double"),
    ),
    Point("split", "Split", focus=True),
    Point("resplit", "Resplit", focus=True),
    Point("double", "Double", focus=True),
    Point("behind_bets", "Behind bets", focus=True),
    Point(
        "house_rules",
        "House rules: the dealer's draw",
        codes=(M.DEALER_MUST_DRAW, M.DEALER_MUST_STAND),
        trains=(
            "a rule where houses differ: a request refused, a soft double or one on 7 or 8, a split of two "
            "different ranks, a Black Jack paid other than 3:2 or waiting against a 2-9, a tie the dealer wins, "
            "an ace with no insurance, a Black Jack against an ace without even money, or a dealer who stops "
            "drawing because no bet is live"
        ),
        practice=("dealer_draw",),
    ),
    Point("dealer_draw", "Dealer's draw", focus=True),
    Point("bust_collection", "Bust collection", focus=True),
    Point(
        "settlement",
        "Settlement order and payouts",
        codes=(M.SETTLEMENT_ORDER, M.WRONG_OUTCOME, M.WRONG_AMOUNT),
        practice=("settlement_order", "behind_bets"),
    ),
    Point("round_flow", "Phases of the round", codes=(M.OUT_OF_PHASE, M.ROUND_NOT_FINISHED), practice=("settlement_order",)),
    Point(
        "side_bets",
        "Side bets (21+3, Swiss Jack)",
        codes=(M.SIDE_BET_NOT_SETTLED, M.SIDE_BET_EARLY),
        trains="a side bet settled (a 21+3 after the first deal, a Swiss Jack on the dealer's hand)",
        practice=("side_21_3", "swiss_jack"),
    ),
    Point("side_21_3", "21+3", focus=True),
    Point("swiss_jack", "Swiss Jack", focus=True),
)

BY_ID: dict[str, Point] = {point.id: point for point in POINTS}
#: the mistake groups, in round order (the store's weakest-points report).
MISTAKE_GROUPS: tuple[Point, ...] = tuple(point for point in POINTS if point.codes)
GROUP_OF_CODE: dict[str, Point] = {code: point for point in MISTAKE_GROUPS for code in point.codes}
#: what packs' ``trains:`` accepts: point id -> what the round must show.
PACK_POINTS: dict[str, str] = {point.id: point.trains for point in POINTS if point.trains is not None}
#: the points a focused round can be dealt for.
FOCUS_POINTS: tuple[str, ...] = tuple(point.id for point in POINTS if point.focus)


def label(point_id: str) -> str:
    """The point's name as a focused round or skill."""
    point = BY_ID.get(point_id)
    if point is None:
        return point_id.replace("_", " ")
    return point.focus_label or point.label
