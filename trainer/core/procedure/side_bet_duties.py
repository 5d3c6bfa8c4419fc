"""Side bets in a round (docs/procedure.md, "Extensions (wave 2)"): placing them, when
each is decided, and the duty to settle a decided one before anything else.

A mixin of :class:`trainer.core.procedure.machine.Round`, which calls :meth:`_side_bet_duty`
first whenever it looks for the duty of the moment (after every action).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from trainer.core.game import side_bets as sb
from trainer.core.game.rules import HouseRules
from trainer.core.game.table import Bet, Table
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.actions import Action
from trainer.core.procedure.duty import Duty


class SideBetDuties:
    """The side bets' part of a round's duties."""

    # what it reads of the Round it is mixed into
    rules: HouseRules
    table: Table
    state: str
    if TYPE_CHECKING:
        def first_deal_complete(self) -> bool: ...
        def _pay(self, bet: Bet, ratio: Fraction) -> Fraction: ...

    def _place_side_bets(self, side_bets: dict[str, dict[int, Fraction]]) -> None:
        """Side bets lie on their box, owned by the box holder (one of each kind per box)."""
        #: whether any side bet lies on the table (most rounds have none: no need to look).
        self._has_side_bets = any(side_bets.values())
        #: every side bet is settled: none is placed after the set-up, so none can be due again.
        self._side_bets_all_settled = not self._has_side_bets
        for side, stakes in side_bets.items():
            for box, stake in sorted(stakes.items()):
                self.table.place_bet(sb.bet_id(side, box), str(box), str(box), Fraction(stake), side=side)

    def _side_bet_decided(self, bet: Bet) -> bool:
        """A 21+3 is decided once the first deal is complete; a Swiss Jack field once the
        dealer's hand is finished (settlement has begun)."""
        if bet.side in sb.DECIDED_AFTER_FIRST_DEAL:
            return self.state != "betting" and self.first_deal_complete()
        return self.state in ("insurance_settlement", "settlement")

    def _side_bet_queue(self) -> list[Bet]:
        """Decided, unsettled side bets in counter-clockwise order (the highest box first)."""
        unsettled = self.table.side_bets()
        if not unsettled:
            self._side_bets_all_settled = True
        due = [bet for bet in unsettled if self._side_bet_decided(bet)]
        # within a box any order is right; the reference dealer takes the fields as the
        # semicircle lists them (bust, Black Jack, colour, swiss)
        return sorted(due, key=lambda bet: (-int(bet.hand_id), sb.SIDE_BET_IDS.index(bet.side)))

    def _side_bet_duty(self) -> Duty | None:
        """A decided side bet comes before anything else: box by box, from the right. The
        side bets of one box (Swiss Jack's four fields) may be settled in any order, so
        every one of them on the rightmost box is a right action."""
        if self._side_bets_all_settled:
            return None
        queue = self._side_bet_queue()
        if not queue:
            return None
        box = queue[0].hand_id
        return Duty(M.SIDE_BET_NOT_SETTLED, tuple(self._side_bet_outcome(bet) for bet in queue if bet.hand_id == box))

    def _side_bet_outcome(self, bet: Bet) -> Action:
        assert bet.side is not None  # only side bets are queued here
        offer = self.rules.side_bet(bet.side)
        box_hand = self.table.hands.get(bet.hand_id)
        box_cards = box_hand.cards if box_hand is not None else []
        won = sb.best_ratio(offer.pays, sb.outcomes_for(bet.side, box_cards, self.table.dealer)) if offer else None
        if won is None:
            return Action("collect", bet.id)
        return Action("pay", bet.id, self._pay(bet, won[1]))
