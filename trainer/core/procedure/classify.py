"""Naming a wrong dealer action: which mistake code it is, read from tables by phase.

A mixin of :class:`trainer.core.procedure.machine.Round`: it reads the round (its table, duties
and the request being served) and never changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from trainer.core.game.rules import HouseRules
from trainer.core.game.table import DEALER, Bet, Hand, Table
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.actions import MONEY_VERBS, Action
from trainer.core.procedure.duty import Duty
from trainer.core.procedure.players import DOUBLE, HIT, SPLIT
from trainer.core.procedure.vocabulary import Phase, Verb

#: the tables _classify reads: phase -> the mistake a given kind of wrong action is there.
#: nothing but the wrong phase can be wrong before the bets close or after the round ends.
_ONLY_OUT_OF_PHASE = frozenset({Phase.BETTING, Phase.DONE})
#: phases in which a waiting Black Jack is not yet paid.
_BLACKJACK_WAITS = frozenset({Phase.INSURANCE_WINDOW, Phase.PLAY, Phase.DEALER_DRAW})
#: a card to the dealer at the wrong time.
_DEALER_CARD_MISTAKE: dict[str, str] = {
    Phase.PLAY: M.DEALER_CARD_EARLY,
    Phase.INSURANCE_WINDOW: M.DEALER_CARD_EARLY,
    Phase.SETTLEMENT: M.DEALER_MUST_STAND,
    Phase.INSURANCE_SETTLEMENT: M.DEALER_MUST_STAND,
}
#: a bet settled when another comes first (dealer_draw is handled before: the draw comes first).
_MONEY_MISTAKE: dict[str, str] = {Phase.SETTLEMENT: M.SETTLEMENT_ORDER}


class MistakeNaming:
    """The mistake code of a wrong action (see :meth:`_classify`)."""

    # what it reads of the Round it is mixed into (and of its SideBetDuties)
    rules: HouseRules
    table: Table
    state: str
    _has_side_bets: bool
    if TYPE_CHECKING:
        def expected(self) -> list[Action]: ...
        def _duty(self) -> Duty | None: ...
        def current_request(self) -> tuple[str, str] | tuple[None, None]: ...
        def dealer_shows_ace(self) -> bool: ...
        def house_offers_insurance(self) -> bool: ...
        def _request_allowed(self, hand: Hand, request: str) -> bool: ...
        def _insurance_over_limit(self) -> list[Bet]: ...
        def _side_bet_decided(self, bet: Bet) -> bool: ...

    def _classify(self, action: Action, expected: list[Action]) -> str:
        verb, target = action.verb, action.target
        if verb in MONEY_VERBS:
            for right in expected:
                if right.target == target and right.verb in MONEY_VERBS:
                    return M.WRONG_OUTCOME if right.verb != verb else M.WRONG_AMOUNT
        if verb == Verb.REFUSE and self._is_legal_insurance(target):
            return M.LEGAL_REQUEST_REFUSED
        duty = self._duty()
        if duty:
            return duty.code
        state = self.state
        if state in _ONLY_OUT_OF_PHASE:
            return M.OUT_OF_PHASE
        if verb == Verb.OFFER_INSURANCE:
            if self.table.dealer and (not self.dealer_shows_ace() or not self.house_offers_insurance()):
                return M.INSURANCE_NOT_ALLOWED
            return M.OUT_OF_PHASE
        if verb == Verb.END_ROUND:
            return M.ROUND_NOT_FINISHED
        if state == Phase.FIRST_DEAL:
            if verb != Verb.DEAL:
                return M.OUT_OF_PHASE
            return M.DEAL_EMPTY_BOX if self._is_empty_box(target) else M.DEAL_ORDER
        if verb == Verb.PAY and state in _BLACKJACK_WAITS and self._is_waiting_blackjack(target):
            return M.BJ_PAID_EARLY
        if verb == Verb.DEAL:
            return self._classify_deal(target, state)
        if verb in MONEY_VERBS:
            if state == Phase.DEALER_DRAW:
                return M.DEALER_MUST_DRAW
            bet = self.table.bets.get(target or "")
            if bet is None or bet.settled:
                return M.OUT_OF_PHASE
            if state == Phase.INSURANCE_SETTLEMENT and not bet.insurance:
                return M.INSURANCE_NOT_SETTLED_FIRST
            return _MONEY_MISTAKE.get(state, M.OUT_OF_PHASE)
        if state == Phase.PLAY and verb in (Verb.DOUBLE, Verb.SPLIT, Verb.REFUSE):
            return self._classify_answer(verb, target)
        return M.OUT_OF_PHASE

    def _classify_deal(self, target: str | None, state: str) -> str:
        if target == DEALER:
            return _DEALER_CARD_MISTAKE.get(state, M.OUT_OF_PHASE)
        if self._is_empty_box(target):
            return M.DEAL_EMPTY_BOX
        hand = self.table.hands.get(target or "")
        if hand is not None and hand.finished:
            return M.CARD_TO_FINISHED_HAND
        if state == Phase.PLAY:
            hand_id, request = self.current_request()
            if hand is not None and target == hand_id and request in (DOUBLE, SPLIT):
                # A card instead of an answer: a legal request was ignored.
                return M.LEGAL_REQUEST_REFUSED if self._request_allowed(hand, request) else M.OUT_OF_PHASE
            if target == hand_id and request == HIT and hand is not None and not self._request_allowed(hand, request):
                return M.CARD_TO_FINISHED_HAND  # a card asked for on a split ace, which has had its card
            return M.DEAL_ORDER
        return M.OUT_OF_PHASE if state == Phase.INSURANCE_WINDOW else M.DEAL_ORDER

    def _classify_answer(self, verb: str, target: str | None) -> str:
        hand_id, request = self.current_request()
        if target != hand_id:
            return M.OUT_OF_PHASE
        assert hand_id is not None and request is not None  # a double, split or refusal names its hand
        hand = self.table.hands[hand_id]
        allowed = self._request_allowed(hand, request)
        if verb == "refuse":
            return M.LEGAL_REQUEST_REFUSED if allowed else M.OUT_OF_PHASE
        if verb == request and not allowed:
            return M.ILLEGAL_DOUBLE if verb == DOUBLE else M.ILLEGAL_SPLIT
        return M.OUT_OF_PHASE

    def _is_legal_insurance(self, bet_id: str | None) -> bool:
        """An insurance within the house's limit, still open to refusal (insurance is open):
        refusing it refuses a request the rules allow."""
        bet = self.table.bets.get(bet_id or "")
        return (
            bet is not None and bet.insurance and not bet.settled and self.state == Phase.INSURANCE_WINDOW
            and bet not in self._insurance_over_limit()
        )

    def _is_empty_box(self, target: str | None) -> bool:
        if target is None or not target.isdigit():
            return False
        box = int(target)
        return 1 <= box <= self.rules.boxes and not any(h.box == box for h in self.table.hands.values())

    def _is_waiting_blackjack(self, bet_id: str | None) -> bool:
        bet = self.table.bets.get(bet_id or "")
        return bet is not None and not bet.settled and not bet.insurance and self.table.hands[bet.hand_id].is_blackjack

    def _classify_side_bet(self, action: Action) -> str | None:
        """The side-bet codes, in docs/procedure.md's precedence: settling a pending side bet
        out of turn is an order mistake; settling one that is not decided yet is
        SIDE_BET_EARLY unless another duty came first. WRONG_OUTCOME and WRONG_AMOUNT
        (the right bet, settled wrongly) are left to _classify."""
        if action.verb not in MONEY_VERBS or not self._has_side_bets:
            return None
        bet = self.table.bets.get(action.target or "")
        if bet is None or bet.side is None or bet.settled:
            return None
        if any(right.target == bet.id for right in self.expected()):
            return None
        if self._side_bet_decided(bet):
            return M.SETTLEMENT_ORDER
        duty = self._duty()
        return duty.code if duty else M.SIDE_BET_EARLY
