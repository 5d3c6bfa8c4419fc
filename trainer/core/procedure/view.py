"""A frozen picture of a round: everything a screen shows, read once, never the live round.

The window, the side panel, the replay and the progress recorder read a :class:`RoundView`
instead of reaching into the round's mutable table: what a hand is worth, whether the
dealer is done drawing, what the house has won and which actions are right now are
answered here, by the rules, once. A view is made of frozen dataclasses, tuples and
read-only mappings, so a screen cannot change the round through it.

>>> from trainer.core.packs.scenario import parse_scenario
>>> scenario = parse_scenario("rules: cosmopol\\nboxes: {1: {bet: 100}}\\nshoe: [Ts, 7d, 9c, Kh]\\n", "x.yaml")
>>> with scenario.new_round() as round_:
...     view = view_of(round_)
>>> view.phase, [str(a) for a in view.expected]
(<Phase.BETTING: 'betting'>, ['no_more_bets'])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING

from trainer.core.game import hands as hv
from trainer.core.game.cards import Card
from trainer.core.game.table import INSURANCE_PREFIX
from trainer.core.procedure.actions import Action
from trainer.core.procedure.vocabulary import SETTLING_PHASES, Phase, Verb

if TYPE_CHECKING:
    from trainer.core.procedure.machine import Round


class BetRole:
    """Who a bet belongs to on the layout (plain strings: a view is data)."""

    HOLDER = "holder"
    BEHIND = "behind"
    INSURANCE = "insurance"
    SIDE = "side"


@dataclass(frozen=True, slots=True)
class BetView:
    """One stake as the table shows it. ``hand_id`` is the hand it rides on (a side bet's
    is its box); ``slot`` is the behind spot (0 for the holder's own bet)."""

    id: str
    owner: str
    hand_id: str
    box: int
    role: str
    slot: int
    stake: Fraction
    settled: bool
    net: Fraction
    bonus_paid: bool
    side: str | None
    takes_even_money: bool
    #: the stake was doubled with its hand (the chips show two stacks of half of it).
    doubled: bool = False

    @property
    def insurance(self) -> bool:
        return self.role == BetRole.INSURANCE


@dataclass(frozen=True, slots=True)
class HandView:
    """One hand: its cards and what the rules say about them."""

    id: str
    box: int
    #: the split hand's number within its box (``3.2`` -> 2), 0 for a hand never split.
    split_number: int
    cards: tuple[Card, ...]
    frozen_aces: int
    total: int
    from_split: bool
    doubled: bool
    stood: bool
    cleared: bool
    finished: bool
    is_blackjack: bool
    is_bust: bool
    #: every decision its holder has shown this round, in order.
    decisions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DealerView:
    cards: tuple[Card, ...]
    total: int
    #: the dealer takes no more cards: by the house's drawing rule (a house that hits a
    #: soft 17 is not done on one), or because the bets are being settled.
    done_drawing: bool
    drawing_now: bool


@dataclass(frozen=True, slots=True)
class RoundView:
    """The whole round at one moment."""

    phase: Phase
    step: int
    #: hand ids in table order, from box 1 (the dealer's left).
    order: tuple[str, ...]
    hands: Mapping[str, HandView]
    #: every bet on the table, main, insurance and side bets, in the table's order.
    bets: Mapping[str, BetView]
    dealer: DealerView
    #: (hand id, what its holder asks) the dealer must answer now, or (None, None).
    request: tuple[str | None, str | None]
    #: every correct next action (several where the order is free).
    expected: tuple[Action, ...]
    #: the dealer's verbs that are right now (the buttons worth pressing).
    verbs_due: frozenset[str]
    #: what the house has won this round so far (minus the players' total).
    house_result: Fraction
    #: some bet has been settled or paid a bonus: there is a result to show.
    money_moved: bool
    shoe_remaining: int
    #: the insurance has been closed this round (a right close_insurance was applied).
    insurance_closed: bool
    finished: bool
    #: every decision each holder has shown, by the hand id it was shown on (a hand since
    #: split keeps its entry): what a recording needs to deal the round again.
    decisions_shown: Mapping[str, tuple[str, ...]]

    # --- reading --------------------------------------------------------------------------
    def live_hands(self) -> tuple[str, ...]:
        """Hands still on the table (not cleared), in table order."""
        return tuple(hand_id for hand_id in self.order if not self.hands[hand_id].cleared)

    def bets_on(self, hand_id: str, include_settled: bool = False) -> tuple[BetView, ...]:
        """The main bets (holder and behind) riding on a hand."""
        return tuple(bet for bet in self.bets.values()
                     if bet.hand_id == hand_id and bet.role in (BetRole.HOLDER, BetRole.BEHIND)
                     and (include_settled or not bet.settled))

    def side_bets(self) -> tuple[BetView, ...]:
        return tuple(bet for bet in self.bets.values() if bet.role == BetRole.SIDE)

    def live_bets(self) -> tuple[BetView, ...]:
        return tuple(bet for bet in self.bets.values() if not bet.settled)

    def open_insurance(self) -> bool:
        """Insurance is open and some insurance bet is still on the table."""
        return self.phase == Phase.INSURANCE_WINDOW and any(b.insurance and not b.settled for b in self.bets.values())

    def hands_of_box(self, box: int) -> tuple[str, ...]:
        return tuple(hand_id for hand_id in self.order if self.hands[hand_id].box == box)


def bet_place(bet_id: str) -> tuple[bool, int, str]:
    """(insurance?, behind slot (0: the holder's), hand id) of a main or insurance bet id
    such as ``ins:3.2b1``: the one place that reads a bet id's parts."""
    insurance = bet_id.startswith(INSURANCE_PREFIX)
    rest = bet_id[len(INSURANCE_PREFIX):] if insurance else bet_id
    hand_id, _, slot = rest.partition("b")
    return insurance, int(slot) if slot else 0, hand_id


def box_of(hand_id: str) -> int:
    """The box a hand id belongs to (``3.2`` -> 3)."""
    return int(hand_id.partition(".")[0])


def split_number(hand_id: str) -> int:
    """A split hand's number within its box (``3.2`` -> 2), 0 for an unsplit hand."""
    _, _, number = hand_id.partition(".")
    return int(number) if number else 0


def view_of(round_: Round) -> RoundView:
    """The frozen view of ``round_`` as it stands."""
    table = round_.table
    rules = round_.rules
    phase = Phase(round_.state)
    hands = {}
    for hand_id in table.order:
        hand = table.hands[hand_id]
        hands[hand_id] = HandView(
            id=hand_id, box=hand.box, split_number=split_number(hand_id), cards=tuple(hand.cards),
            frozen_aces=hand.frozen_aces, total=hand.total, from_split=hand.from_split, doubled=hand.doubled,
            stood=hand.stood, cleared=hand.cleared, finished=hand.finished, is_blackjack=hand.is_blackjack,
            is_bust=hand.is_bust, decisions=tuple(round_.decisions_shown.get(hand_id, ())))
    bets = {}
    for bet in table.bets.values():
        if bet.side is not None:
            role, slot, box = BetRole.SIDE, 0, int(bet.hand_id)
        else:
            _, slot, _ = bet_place(bet.id)
            role = BetRole.INSURANCE if bet.insurance else BetRole.BEHIND if slot else BetRole.HOLDER
            box = table.hands[bet.hand_id].box
        bets[bet.id] = BetView(
            id=bet.id, owner=bet.owner, hand_id=bet.hand_id, box=box, role=role, slot=slot, stake=bet.stake,
            settled=bet.settled, net=bet.net, bonus_paid=bet.bonus_paid, side=bet.side,
            takes_even_money=round_.players.takes_even_money(bet.id), doubled=bet.doubled)
    dealer_cards = tuple(table.dealer)
    by_rule = len(dealer_cards) >= 2 and not hv.dealer_must_draw(
        dealer_cards, rules.dealer_stands_on, rules.dealer_hits_soft_17)
    dealer = DealerView(cards=dealer_cards, total=hv.total(dealer_cards),
                        done_drawing=phase in SETTLING_PHASES or by_rule,
                        drawing_now=phase == Phase.DEALER_DRAW)
    expected = tuple(round_.expected())
    return RoundView(
        phase=phase,
        step=round_.step,
        order=tuple(table.order),
        hands=MappingProxyType(hands),
        bets=MappingProxyType(bets),
        dealer=dealer,
        request=round_.current_request(),
        expected=expected,
        verbs_due=frozenset(action.verb for action in expected),
        house_result=-sum((bet.net for bet in table.bets.values()), Fraction(0)),
        money_moved=any(bet.settled or bet.bonus_paid for bet in table.bets.values()),
        shoe_remaining=table.shoe.remaining,
        insurance_closed=any(record.action.verb == Verb.CLOSE_INSURANCE and record.mistake is None
                             for record in round_.history),
        finished=phase == Phase.DONE,
        decisions_shown=MappingProxyType({hand: tuple(moves) for hand, moves in round_.decisions_shown.items()}),
    )
