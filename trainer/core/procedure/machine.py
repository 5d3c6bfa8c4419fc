"""The dealer procedure: one transitions Machine for the phases of a round, each round a
model of it.

Every dealer action goes through :meth:`Round.attempt`. The round knows, for its state,
the right next action(s) (:meth:`Round.expected`); a right action is applied, a wrong one
is recorded as a :class:`Mistake` with the rule it breaks and NOT applied, so the trainee
goes on from the same point. House differences come from :class:`HouseRules`, never from
the house's name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, Required, TypedDict

from transitions import Machine

from trainer.core.game import hands as hv
from trainer.core.game.cards import Shoe
from trainer.core.game.payouts import payout
from trainer.core.game.rules import DealOrder, HouseRules
from trainer.core.game.table import DEALER, INSURANCE_PREFIX, Bet, Hand, Table
from trainer.core.procedure import mistakes as M
from trainer.core.procedure import moves
from trainer.core.procedure.actions import Action, Mistake, Record, known_action
from trainer.core.procedure.classify import MistakeNaming
from trainer.core.procedure.duty import Duty as _Duty
from trainer.core.procedure.players import DOUBLE, HIT, SPLIT, STAND, Players, chart_for
from trainer.core.procedure.side_bet_duties import SideBetDuties
from trainer.core.procedure.turns import TurnOrder
from trainer.core.procedure.vocabulary import Phase


def _as_list(names: str | list[str] | None) -> list[str]:
    if names is None:
        return []
    return [names] if isinstance(names, str) else list(names)


#: the machine's states: the phases of a round, in order.
STATES = [str(phase) for phase in Phase]
#: the request a hand waits on when it needs a card (a hit, a split hand's second card,
#: a double's card).
CARD = "card"


class TransitionRow(TypedDict, total=False):
    """One of the machine's transitions, in the form transitions' Machine takes."""

    trigger: Required[str]
    source: Required[str]
    dest: Required[str]
    conditions: str | list[str]
    unless: str
    before: str


TRANSITIONS: list[TransitionRow] = [
    {"trigger": "no_more_bets", "source": "betting", "dest": "first_deal"},
    {"trigger": "advance", "source": "first_deal", "dest": "insurance_offer",
     "conditions": ["first_deal_complete", "dealer_shows_ace", "house_offers_insurance"]},
    {"trigger": "advance", "source": "first_deal", "dest": "blackjack_payouts",
     "conditions": ["first_deal_complete", "blackjacks_due"]},
    {"trigger": "advance", "source": "first_deal", "dest": "play", "conditions": "first_deal_complete"},
    {"trigger": "offer_insurance", "source": "insurance_offer", "dest": "insurance_window",
     "before": "take_insurance"},
    {"trigger": "close_insurance", "source": "insurance_window", "dest": "play"},
    {"trigger": "advance", "source": "blackjack_payouts", "dest": "play", "unless": "blackjacks_due"},
    {"trigger": "advance", "source": "play", "dest": "dealer_draw", "conditions": "boxes_done"},
    {"trigger": "advance", "source": "dealer_draw", "dest": "insurance_settlement",
     "conditions": ["dealer_done", "insurance_to_collect"]},
    {"trigger": "advance", "source": "dealer_draw", "dest": "settlement", "conditions": "dealer_done"},
    {"trigger": "advance", "source": "insurance_settlement", "dest": "settlement",
     "unless": "insurance_to_collect"},
    {"trigger": "end_round", "source": "settlement", "dest": "done"},
]
#: state -> (conditions, unless) of its last 'advance' transition, the catch-all: the
#: phase can end only when these hold, so 'advance' is triggered only then (a failed
#: trigger costs as much as a whole dealer action).
_ADVANCE_GATES = {
    t["source"]: (_as_list(t.get("conditions")), _as_list(t.get("unless")))
    for t in TRANSITIONS
    if t["trigger"] == "advance"
}
#: dealer actions that are machine triggers (the rest are applied within a state).
_PHASE_TRIGGERS = frozenset({"no_more_bets", "offer_insurance", "close_insurance", "end_round"})


def build_machine(**extra: Any) -> Machine:
    """The one Machine all rounds share. A round is not added to it as a model: it keeps
    its own ``state`` and fires the machine's events on itself (:meth:`Round.trigger`),
    so setting a round up costs no per-model binding of every trigger and state, and the
    shared machine holds no reference to any round (none can leak through it)."""
    return Machine(
        model=None,
        states=STATES,
        transitions=TRANSITIONS,
        initial="betting",
        auto_transitions=False,
        **extra,
    )


MACHINE = build_machine()


@dataclass(frozen=True)
class BoxBets:
    """What lies on one box before the deal: the holder's bet and the behind bets."""

    bet: Fraction
    behind: tuple[Fraction, ...] = ()


class Round(MistakeNaming, SideBetDuties):
    """One round at the table, from ``no_more_bets`` to ``end_round``.

    Use it as a context manager (or call :meth:`close`) so the shared machine lets go of it.
    """

    state: str  # set by the machine

    def __init__(
        self,
        rules: HouseRules,
        shoe: Shoe,
        boxes: dict[int, BoxBets],
        players: Players | None = None,
        side_bets: dict[str, dict[int, Fraction]] | None = None,
    ):
        self.rules = rules
        self.players = players or Players()
        if self.players.chart is None:  # the players follow their own house's strategy
            self.players.chart = chart_for(rules)
        self.table = Table(rules, shoe)
        for box, bets in sorted(boxes.items()):
            self.table.place_bet(str(box), str(box), str(box), bets.bet)
            for slot, stake in enumerate(bets.behind, start=1):
                self.table.place_bet(f"{box}b{slot}", f"{box}b{slot}", str(box), stake)
        self._place_side_bets(side_bets or {})
        self.step = 0
        self.history: list[Record] = []
        self.mistakes: list[Mistake] = []
        #: hand id -> what its holder asked for and the dealer has not yet answered.
        self.requests: dict[str, str] = {}
        #: hand id -> every decision its holder has shown, in order (for the UI).
        self.decisions_shown: dict[str, list[str]] = {}
        self._refused: dict[str, frozenset[str]] = {}
        self._deal_plan = self._first_deal_plan()
        self._deal_index = 0
        #: the hand that took the last card: only it can owe a bust or three-sevens duty.
        self._last_hand: str | None = None
        #: the last hand owes nothing and cannot again until it changes (see _find_duty).
        self._last_hand_clear = False
        self._even_money: set[str] = set()
        #: whose turn it is in the boxes' play (box by box, or round the table).
        self._turns = TurnOrder(rules.hit_order)
        #: expected() and _duty() of the current position, dropped whenever anything changes.
        self._expected_cache: list[Action] | None = None
        self._duty_cache: tuple[_Duty | None] | None = None
        #: the settlement's order of bets and each bet's outcome, once the dealer is done.
        self._settlement_order: list[Bet] | None = None
        self._outcomes: dict[str, Action] = {}
        MACHINE.set_state(str(Phase.BETTING), model=self)  # the machine's initial state

    def trigger(self, event: str) -> bool:
        """Fire one of the machine's events on this round (its conditions and callbacks
        are this round's methods); True when a transition was made."""
        return MACHINE.events[event].trigger(self)

    # --- life cycle --------------------------------------------------------------------
    def close(self) -> None:
        """The round is over for its owner. The shared machine keeps no rounds, so there
        is nothing to let go of; kept so every owner ends a round the same way."""
        if self in MACHINE.models:  # a round someone added by hand
            MACHINE.remove_model(self)

    def __enter__(self) -> Round:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def finished(self) -> bool:
        return self.state == "done"

    # --- the one entry point -------------------------------------------------------------
    def attempt(self, action: Action | str) -> Mistake | None:
        """Try one dealer action: apply it if it is right, else record and return the mistake."""
        if isinstance(action, str):
            action = Action.parse(action)
        step = self.step
        self.step += 1
        expected = self._expected_now()
        if _matches(action, expected):
            state = self.state
            duty = self._duty()
            bonus = duty is not None and duty.code == M.THREE_SEVENS_MISSED
            self._changed()
            self._apply(action, bonus)
            self._settle_state()
            self.history.append(Record(step, action, state, None))
            return None
        code = self._classify_side_bet(action) or self._classify(action, expected)
        wanted = tuple(str(a) for a in expected)
        mistake = Mistake(code, step, str(action), wanted)
        self.mistakes.append(mistake)
        self.history.append(Record(step, action, self.state, mistake))
        return mistake

    @property
    def phase(self) -> Phase:
        """The machine's state as a typed value."""
        return Phase(self.state)

    # --- what is right now -------------------------------------------------------------
    def expected(self) -> list[Action]:
        """Every correct next action (several where the order is free)."""
        return list(self._expected_now())

    def _expected_now(self) -> list[Action]:
        """expected() without the copy, for the checker's own reading (never handed out)."""
        if self._expected_cache is None:
            duty = self._duty()
            self._expected_cache = list(duty.actions) if duty else self._EXPECTED_BY_PHASE[self.state](self)
        return self._expected_cache

    def _changed(self) -> None:
        self._expected_cache = None
        self._duty_cache = None

    def _expected_betting(self) -> list[Action]:
        return [known_action("no_more_bets")]

    def _expected_first_deal(self) -> list[Action]:
        return [known_action("deal", self._deal_plan[self._deal_index])]

    def _expected_insurance_window(self) -> list[Action]:
        return [known_action("close_insurance")]

    def _expected_play(self) -> list[Action]:
        hand_id, request = self.current_request()
        if request == CARD:
            return [known_action("deal", hand_id)]
        assert hand_id is not None and request is not None  # play without a duty waits on a request
        allowed = self._request_allowed(self.table.hands[hand_id], request)
        if request == HIT and allowed:
            return [known_action("deal", hand_id)]
        return [known_action(request if allowed else "refuse", hand_id)]

    def _expected_dealer_draw(self) -> list[Action]:
        return [known_action("deal", DEALER)]

    def _expected_insurance_settlement(self) -> list[Action]:
        return [self._outcome(bet) for bet in self.table.insurance_bets()]

    def _expected_settlement(self) -> list[Action]:
        bets = self._settlement_queue()
        if not bets:
            return [known_action("end_round")]
        first_hand = bets[0].hand_id
        return [self._outcome(bet) for bet in bets if bet.hand_id == first_hand]

    def _expected_done(self) -> list[Action]:
        return []

    #: phase -> what is right there when no duty comes first. insurance_offer and
    #: blackjack_payouts are missing on purpose: they are pure duties.
    _EXPECTED_BY_PHASE: ClassVar[dict[str, Callable[[Round], list[Action]]]] = {
        Phase.BETTING: _expected_betting,
        Phase.FIRST_DEAL: _expected_first_deal,
        Phase.INSURANCE_WINDOW: _expected_insurance_window,
        Phase.PLAY: _expected_play,
        Phase.DEALER_DRAW: _expected_dealer_draw,
        Phase.INSURANCE_SETTLEMENT: _expected_insurance_settlement,
        Phase.SETTLEMENT: _expected_settlement,
        Phase.DONE: _expected_done,
    }

    # insurance_offer and blackjack_payouts are pure duties: _duty() always answers there.

    def _duty(self) -> _Duty | None:
        """The first duty that must be done before anything else, in docs/procedure.md's order."""
        if self._duty_cache is None:
            self._duty_cache = (self._find_duty(),)
        return self._duty_cache[0]

    def _find_duty(self) -> _Duty | None:
        side = self._side_bet_duty()
        if side is not None:
            return side
        table = self.table
        last = table.hands.get(self._last_hand) if self._last_hand and not self._last_hand_clear else None
        if last is not None and self.rules.three_sevens and last.is_three_sevens:
            due = [b for b in table.bets_on(last.id) if not b.bonus_paid]
            if due:
                pays = self.rules.three_sevens_pays
                return _Duty(M.THREE_SEVENS_MISSED, tuple(Action("pay", b.id, self._pay(b, pays)) for b in due))
        if self.state == "blackjack_payouts":
            due = self._unpaid_blackjack_bets()
            if due:
                pays = self.rules.blackjack_pays
                return _Duty(M.BJ_NOT_PAID_AT_ONCE, tuple(Action("pay", b.id, self._pay(b, pays)) for b in due))
        if self.state == "insurance_window":
            due = [table.bets[bet_id] for bet_id in sorted(self._even_money) if not table.bets[bet_id].settled]
            over = self._insurance_over_limit()
            if due or over:
                # Even money and refusing an over-limit insurance may come in any order.
                actions = tuple(Action("pay", b.id, self._pay(b, Fraction(1))) for b in due)
                actions += tuple(Action("refuse", b.id) for b in over)
                return _Duty(M.EVEN_MONEY_MISSED if due else M.ILLEGAL_INSURANCE, actions)
        if last is not None:
            if last.is_bust:
                due = table.bets_on(last.id)
                if due:
                    return _Duty(M.BUST_NOT_COLLECTED, tuple(known_action("collect", b.id) for b in due))
            # Neither duty: a settled or bonus-paid bet stays so, and only a card, a double
            # or a split (each clears the flag in _apply) changes the hand.
            self._last_hand_clear = True
        if self.state == "insurance_offer":
            return _Duty(M.INSURANCE_NOT_OFFERED, (known_action("offer_insurance"),))
        return None

    def current_request(self) -> tuple[str, str] | tuple[None, None]:
        """The hand being served and what its holder asks for, during the boxes' play."""
        for hand_id, request in self.requests.items():
            return hand_id, request
        return None, None

    # --- applying a right action ----------------------------------------------------------
    def _apply(self, action: Action, bonus: bool) -> None:
        verb, target = action.verb, action.target
        table = self.table
        if verb in _PHASE_TRIGGERS:
            self.trigger(verb)
            return
        assert target is not None  # every other verb takes a target (Action checks its shape)
        if verb == "deal":
            table.deal_to(target)
            if self.state == "first_deal":
                self._deal_index += 1
            elif target != DEALER:
                self.requests.pop(target, None)
                self._last_hand = target
                self._last_hand_clear = False
                self._turns.card_taken(target)
        elif verb == "double":
            table.double(target, self._followers(target, DOUBLE))
            self.requests[target] = CARD
            self._last_hand_clear = False
        elif verb == "split":
            first, second = table.split(target, self._followers(target, SPLIT))
            self._last_hand_clear = False
            del self.requests[target]
            self._refused.pop(target, None)
        elif verb == "refuse" and target.startswith(INSURANCE_PREFIX):
            table.hand_back(target)  # an insurance over the limit: the player takes it back
        elif verb == "refuse":
            refused = self.requests.pop(target)
            self._refused[target] = self._refused.get(target, frozenset()) | {refused}
        elif verb == "pay":
            assert action.amount is not None  # pay takes an amount (Action checks its shape)
            table.pay(target, action.amount, keep_bet=bonus)
        elif verb == "collect":
            table.collect(target)
        elif verb == "push":
            table.push(target)

    def _settle_state(self) -> None:
        """Run the automatic steps: reveal the players' decisions and end finished phases."""
        while True:
            if self._duty() is not None:
                return
            if self.state == "play" and self._reveal_decisions():
                self._changed()
            if not self._phase_may_end() or not self.trigger("advance"):
                return
            self._changed()

    def _phase_may_end(self) -> bool:
        gate = _ADVANCE_GATES.get(self.state)
        if gate is None:
            return False
        conditions, unless = gate
        # plain loops, same order and short cut as all()/any(): this runs after every action
        for name in conditions:
            if not getattr(self, name)():
                return False
        for name in unless:
            if getattr(self, name)():
                return False
        return True

    def _reveal_decisions(self) -> bool:
        """Walk the hands in table order until one waits on the dealer; stands need no
        dealer action, so they are taken as they come. True if anything was revealed."""
        if self.requests:
            return False
        revealed = False
        table = self.table
        up = table.dealer[0]
        for hand_id in self._turns.hands_to_ask(table):
            hand = table.hands[hand_id]
            while not hand.finished:
                revealed = True
                if len(hand.cards) < 2 or hand.doubled:
                    self.requests[hand_id] = CARD
                    return revealed
                barred = self._refused.get(hand_id, frozenset())
                # split_allowed is False for a non-pair: the box's hands are counted for pairs only
                can_split = moves.is_pair(self.rules, hand) and moves.split_allowed(
                    self.rules, hand, self._hands_in_box(hand.box)
                )
                decision = self.players.next_decision(hand, up, moves.double_allowed(self.rules, hand), can_split, barred)
                self.decisions_shown.setdefault(hand_id, []).append(decision)
                if decision == STAND:
                    hand.stood = True
                    continue
                self.requests[hand_id] = decision
                return revealed
        return revealed

    def take_insurance(self) -> None:
        """Insurance offered: the players place their insurance and even-money wishes."""
        table = self.table
        for bet in list(table.bets.values()):
            if bet.insurance or bet.settled or bet.side is not None:
                continue
            hand = table.hands[bet.hand_id]
            if self.rules.even_money and hand.is_blackjack and self.players.takes_even_money(bet.id):
                self._even_money.add(bet.id)
                continue
            amount = self.players.insurance_for(bet.id)
            if not (self.rules.insurance and amount):
                continue
            # An insurance over the limit is placed too: the dealer has to see it and refuse it.
            if self.rules.allows_insurance_amount(bet.stake, amount) or self.rules.insurance_over_limit(bet.stake, amount):
                table.place_bet("ins:" + bet.id, bet.owner, bet.hand_id, amount, insurance=True)

    # --- machine conditions (pure) ---------------------------------------------------------
    def first_deal_complete(self) -> bool:
        return self._deal_index >= len(self._deal_plan)

    def dealer_shows_ace(self) -> bool:
        return bool(self.table.dealer) and self.table.dealer[0].is_ace

    def house_offers_insurance(self) -> bool:
        return self.rules.insurance or self.rules.even_money

    def blackjacks_due(self) -> bool:
        return self._blackjacks_paid_now() and bool(self._unpaid_blackjack_bets())

    def boxes_done(self) -> bool:
        return not self.requests and all(self.table.hands[h].finished for h in self.table.order)

    def dealer_done(self) -> bool:
        return not self.dealer_must_draw()

    def insurance_to_collect(self) -> bool:
        return not self.table.dealer_has_blackjack() and bool(self.table.insurance_bets())

    # --- rules of the round ----------------------------------------------------------------
    def dealer_must_draw(self) -> bool:
        """Whether the dealer owes himself a card now (once every box has finished)."""
        table = self.table
        if not hv.dealer_must_draw(table.dealer, self.rules.dealer_stands_on, self.rules.dealer_hits_soft_17):
            return False
        return self.rules.dealer_draws_without_live_bets or bool(table.live_bets())

    def _first_deal_plan(self) -> list[str]:
        boxes = list(self.table.order)
        if self.rules.deal_order is DealOrder.BOXES_BOXES_DEALER:
            return boxes + boxes + [DEALER]
        return boxes + [DEALER] + boxes

    def _blackjacks_paid_now(self) -> bool:
        up = self.table.dealer_first_card()
        return self.rules.blackjack_paid_at_once and up is not None and 2 <= up.points <= 9

    def _unpaid_blackjack_bets(self) -> list[Bet]:
        return [
            bet
            for hand_id in self.table.order
            if self.table.hands[hand_id].is_blackjack
            for bet in self.table.bets_on(hand_id)
        ]

    def _insurance_over_limit(self) -> list[Bet]:
        """Insurance bets on the table that are more than the house lets their bet insure."""
        table = self.table
        return [
            bet
            for bet in table.insurance_bets()
            if bet.id[len(INSURANCE_PREFIX):] in table.bets
            and self.rules.insurance_over_limit(table.bets[bet.id[len(INSURANCE_PREFIX):]].stake, bet.stake)
        ]

    def _hands_in_box(self, box: int) -> int:
        return sum(1 for hand in self.table.hands.values() if hand.box == box)

    def _request_allowed(self, hand: Hand, request: str) -> bool:
        if request == DOUBLE:
            return moves.double_allowed(self.rules, hand)
        if request == SPLIT:
            return moves.split_allowed(self.rules, hand, self._hands_in_box(hand.box))
        if request == HIT:
            return moves.hit_allowed(hand)
        return True

    def _followers(self, hand_id: str, move: str) -> set[str]:
        """Behind bettors on the hand who join the holder's double or split."""
        allowed = self.rules.behind_may_double if move == DOUBLE else self.rules.behind_may_split
        if not allowed:
            return set()
        box = str(self.table.hands[hand_id].box)
        return {
            bet.owner
            for bet in self.table.bets_on(hand_id)
            if bet.owner != box and self.players.follows(bet.owner, move)
        }

    def _pay(self, bet: Bet, ratio: Fraction) -> Fraction:
        return payout(bet.stake, ratio, self.rules.round_payouts_down_to)

    def _settlement_queue(self) -> list[Bet]:
        """Unsettled bets in counter-clockwise order: the last hand in table order first.
        Sorted once: while the bets are settled no bet or hand comes or goes, and the
        stable sort keeps the table's order of a hand's bets, so filtering the first
        order gives what sorting the live bets again would."""
        if self._settlement_order is None:
            position = {hand_id: index for index, hand_id in enumerate(self.table.order)}
            self._settlement_order = sorted(self.table.live_bets(), key=lambda bet: -position[bet.hand_id])
        return [bet for bet in self._settlement_order if not bet.settled]

    def _outcome(self, bet: Bet) -> Action:
        """The right way to settle a bet once the dealer's hand is complete, worked out
        once a bet: it is asked for in the two settlement phases only, where the cards and
        stakes it depends on no longer change."""
        known = self._outcomes.get(bet.id)
        if known is None:
            known = self._outcomes[bet.id] = self._work_out_outcome(bet)
        return known

    def _work_out_outcome(self, bet: Bet) -> Action:
        table, rules = self.table, self.rules
        dealer_bj = table.dealer_has_blackjack()
        if bet.insurance:
            return Action("pay", bet.id, self._pay(bet, rules.insurance_pays)) if dealer_bj else Action("collect", bet.id)
        hand = table.hands[bet.hand_id]
        if dealer_bj:
            return Action("push", bet.id) if hand.is_blackjack else Action("collect", bet.id)
        if hand.is_blackjack:
            return Action("pay", bet.id, self._pay(bet, rules.blackjack_pays))
        dealer_total = hv.total(table.dealer)
        if dealer_total > 21 or hand.total > dealer_total:
            return Action("pay", bet.id, self._pay(bet, Fraction(1)))
        if hand.total < dealer_total or hand.total in rules.ties_dealer_wins:
            return Action("collect", bet.id)
        return Action("push", bet.id)

    # --- results ---------------------------------------------------------------------------
    def bet_results(self) -> dict[str, Fraction]:
        """Each bet's net result so far (what the player gained; negative for a loss)."""
        return {bet_id: bet.net for bet_id, bet in self.table.bets.items()}

    def play_out(self, actions: Iterable[str | Action]) -> list[Mistake]:
        """Attempt every action in turn; return the mistakes made."""
        made = []
        for action in actions:
            mistake = self.attempt(action)
            if mistake:
                made.append(mistake)
        return made


def _matches(action: Action, expected: list[Action]) -> bool:
    # a plain loop: this runs for every action, and the reference dealer's own actions
    # are the very values expected() handed out (the identity test settles those)
    verb, target, amount = action.verb, action.target, action.amount
    for right in expected:
        if right is action or (verb == right.verb and target == right.target and amount == right.amount):
            return True
    return False
