"""The table during one round: boxes, hands, bets and the ledger.

Pure operations with no judgement: the procedure decides what is right, the table only
does it and keeps the books. Every chip is accounted for:
``sum(player stacks) + sum(bets on the table) + dealer's tray`` never changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from trainer.core.game import hands as hv
from trainer.core.game.cards import Card, Shoe
from trainer.core.game.rules import HouseRules

INSURANCE_PREFIX = "ins:"
DEALER = "dealer"


@dataclass
class Bet:
    """One stake on the table. ``owner`` is whoever placed it: ``3`` for the holder of
    box 3, ``3b1`` for its first behind bettor."""

    id: str
    owner: str
    hand_id: str
    stake: Fraction
    insurance: bool = False
    settled: bool = False
    #: what the player gained so far this round (bonuses included; negative for a loss).
    net: Fraction = Fraction(0)
    #: the three-sevens bonus on this bet has been paid.
    bonus_paid: bool = False
    #: a side bet's id (``21+3``, ``swissjack-bust``); None for a main or insurance bet. A side
    #: bet's ``hand_id`` is its box (``3``): it stays with the box through a split.
    side: str | None = None
    #: the stake was doubled (with its hand): the table shows it as two of the stake's half.
    doubled: bool = False


@dataclass
class Hand:
    id: str
    box: int
    cards: list[Card] = field(default_factory=list)
    from_split: bool = False
    split_aces: bool = False
    doubled: bool = False
    #: aces a soft double froze at 1 for the rest of the round (aces drawn later are free).
    frozen_aces: int = 0
    stood: bool = False
    #: every bet on it is settled and its cards are off the table.
    cleared: bool = False
    #: a soft 21 does not close the hand: its holder may still ask for a card (the
    #: house option may_hit_soft_21; only Black Jack and a hard 21 close a hand there).
    soft_21_open: bool = False
    #: a split ace that drew another ace where the house splits aces again (resplit_aces)
    #: and the box may still grow: it stays open for its holder's split (or stand).
    ace_resplit_open: bool = False

    @property
    def total(self) -> int:
        return hv.total(self.cards, self.frozen_aces)

    @property
    def is_blackjack(self) -> bool:
        return hv.is_blackjack(self.cards, self.from_split)

    @property
    def is_bust(self) -> bool:
        return hv.is_bust(self.cards, self.frozen_aces)

    @property
    def is_three_sevens(self) -> bool:
        return hv.is_three_sevens(self.cards, self.from_split)

    @property
    def may_draw_on_21(self) -> bool:
        """A soft 21 its holder may still ask a card for (house option may_hit_soft_21)."""
        return self.soft_21_open and hv.is_soft(self.cards, self.frozen_aces)

    @property
    def finished(self) -> bool:
        """No more cards may go to this hand."""
        if self.cleared or self.stood:
            return True
        total = self.total  # once: bust is a total over 21, and the checker asks often
        if total > 21 or self.is_blackjack:
            return True
        if total == 21 and len(self.cards) >= 2 and not self.may_draw_on_21:
            return True
        if self.doubled and len(self.cards) >= 3:
            return True
        return self.split_aces and len(self.cards) >= 2 and not self.ace_resplit_open


class Table:
    """Boxes, hands, bets and the chips of one round."""

    def __init__(self, rules: HouseRules, shoe: Shoe, starting_stack: Fraction | None = None):
        self.rules = rules
        self.shoe = shoe
        self.bets: dict[str, Bet] = {}
        self.hands: dict[str, Hand] = {}
        #: hand ids in table order, from the dealer's left (box 1) to the right.
        self.order: list[str] = []
        self.dealer: list[Card] = []
        self.stacks: dict[str, Fraction] = {}
        self.tray = Fraction(0)
        self._starting_stack = Fraction(starting_stack or rules.max_bet * 100)
        self._next_split_id: dict[int, int] = {}

    # --- set-up ------------------------------------------------------------------------
    def place_bet(
        self, bet_id: str, owner: str, hand_id: str, stake: Fraction, insurance: bool = False, side: str | None = None
    ) -> Bet:
        if owner not in self.stacks:
            # every owner comes in here, with the same stack: the chips in play are that
            # stack times the owners (ledger_balanced), no running sum needed
            self.stacks[owner] = self._starting_stack
        if hand_id not in self.hands:
            box = int(hand_id.split(".")[0])
            self.hands[hand_id] = Hand(hand_id, box, soft_21_open=self.rules.may_hit_soft_21)
            self.order.append(hand_id)
            self.order.sort(key=_table_position)
        # a stake that is a Fraction already is kept as it is (immutable; no second copy)
        stake = stake if type(stake) is Fraction else Fraction(stake)
        bet = Bet(bet_id, owner, hand_id, stake, insurance=insurance, side=side)
        self.stacks[owner] -= bet.stake
        self.bets[bet_id] = bet
        return bet

    # --- reading -----------------------------------------------------------------------
    def bets_on(self, hand_id: str, include_settled: bool = False) -> list[Bet]:
        """The main (not insurance) bets riding on a hand."""
        return [
            bet
            for bet in self.bets.values()
            if bet.hand_id == hand_id and not bet.insurance and bet.side is None and (include_settled or not bet.settled)
        ]

    def side_bets(self, side: str | None = None, unsettled_only: bool = True) -> list[Bet]:
        """The side bets (of one kind, if ``side`` is given), by box."""
        return [
            b
            for b in self.bets.values()
            if b.side is not None and (side is None or b.side == side) and not (unsettled_only and b.settled)
        ]

    def insurance_bets(self, unsettled_only: bool = True) -> list[Bet]:
        return [b for b in self.bets.values() if b.insurance and not (unsettled_only and b.settled)]

    def live_bets(self) -> list[Bet]:
        return [bet for bet in self.bets.values() if not bet.settled]

    @property
    def on_table(self) -> Fraction:
        return sum((bet.stake for bet in self.bets.values() if not bet.settled), Fraction(0))

    def ledger_balanced(self) -> bool:
        """The books balance: no chip was made or lost."""
        chips_brought = self._starting_stack * len(self.stacks)
        return sum(self.stacks.values(), Fraction(0)) + self.on_table + self.tray == chips_brought

    def dealer_first_card(self) -> Card | None:
        return self.dealer[0] if self.dealer else None

    def dealer_has_blackjack(self) -> bool:
        return hv.is_blackjack(self.dealer)

    # --- cards -------------------------------------------------------------------------
    def deal_to(self, hand_id: str) -> Card:
        card = self.shoe.draw()
        if hand_id == DEALER:
            self.dealer.append(card)
        else:
            hand = self.hands[hand_id]
            hand.cards.append(card)
            if hand.split_aces:
                self._open_ace_resplits(hand.box)
        return card

    def split(self, hand_id: str, followers: set[str]) -> tuple[str, str]:
        """Split a pair into two hands; the holder (and each behind bettor in
        ``followers``) puts an equal stake on the new hand. Returns the two hand ids."""
        hand = self.hands[hand_id]
        box = hand.box
        if hand.from_split:
            first_id = hand_id
            new_id = f"{box}.{self._next_split_id[box]}"
            self._next_split_id[box] += 1
        else:
            first_id, new_id = f"{box}.1", f"{box}.2"
            self._next_split_id[box] = 3
        soft_21_open = self.rules.may_hit_soft_21
        first = Hand(first_id, box, [hand.cards[0]], from_split=True, soft_21_open=soft_21_open)
        second = Hand(new_id, box, [hand.cards[1]], from_split=True, soft_21_open=soft_21_open)
        first.split_aces = second.split_aces = hand.cards[0].is_ace and self.rules.split_aces_one_card
        position = self.order.index(hand_id)
        self.order[position : position + 1] = [first_id, new_id]
        del self.hands[hand_id]
        self.hands[first_id] = first
        self.hands[new_id] = second
        for bet in list(self.bets.values()):
            if bet.hand_id != hand_id or bet.side is not None:
                continue
            old_id = bet.id
            bet.hand_id = first_id
            bet.id = _rebased_bet_id(old_id, hand_id, first_id)
            self.bets[bet.id] = self.bets.pop(old_id) if bet.id != old_id else bet
            if not bet.insurance and (bet.owner == str(box) or bet.owner in followers):
                behind_suffix = bet.id[len(first_id) :]
                self.place_bet(new_id + behind_suffix, bet.owner, new_id, bet.stake)
        self._reorder_bets()
        if first.split_aces:
            self._open_ace_resplits(box)
        return first_id, new_id

    def _open_ace_resplits(self, box: int) -> None:
        """Mark the box's split aces that drew an ace and may be split again: the house
        re-splits aces and the box is below its most hands. A split that fills the box
        closes the others (they keep their two aces as a 12)."""
        rules = self.rules
        box_hands = [hand for hand in self.hands.values() if hand.box == box]
        room = rules.max_split_hands is None or len(box_hands) < rules.max_split_hands
        may = rules.resplit and rules.resplit_aces and room
        for hand in box_hands:
            hand.ace_resplit_open = (
                may and hand.split_aces and len(hand.cards) == 2 and all(card.is_ace for card in hand.cards)
            )

    def double(self, hand_id: str, followers: set[str]) -> None:
        """The holder (and each behind bettor in ``followers``) doubles the stake; a soft
        hand's ace stays 1 from now on."""
        hand = self.hands[hand_id]
        box = str(hand.box)
        for bet in self.bets_on(hand_id):
            if bet.owner == box or bet.owner in followers:
                self.stacks[bet.owner] -= bet.stake
                bet.stake *= 2
                bet.doubled = True
        hand.doubled = True
        if hv.is_soft(hand.cards):
            hand.frozen_aces = sum(1 for card in hand.cards if card.is_ace)

    # --- money -------------------------------------------------------------------------
    def pay(self, bet_id: str, amount: Fraction, *, keep_bet: bool = False) -> None:
        """Pay ``amount`` from the tray. A final payout returns the stake too; a bonus
        (``keep_bet``, three sevens) leaves the bet riding."""
        bet = self.bets[bet_id]
        self.tray -= amount
        self.stacks[bet.owner] += amount
        bet.net += amount
        if keep_bet:
            bet.bonus_paid = True
        else:
            self._close(bet, to_player=True)

    def collect(self, bet_id: str) -> None:
        bet = self.bets[bet_id]
        bet.net -= bet.stake
        self.tray += bet.stake
        self._close(bet, to_player=False)

    def push(self, bet_id: str) -> None:
        self._close(self.bets[bet_id], to_player=True)

    def hand_back(self, bet_id: str) -> None:
        """Give a bet the house does not take back to its owner (an insurance over the
        limit, refused): it leaves the table as if it had never been placed."""
        bet = self.bets.pop(bet_id)
        self.stacks[bet.owner] += bet.stake

    def _close(self, bet: Bet, to_player: bool) -> None:
        if to_player:
            self.stacks[bet.owner] += bet.stake
        bet.settled = True
        if not bet.insurance and bet.side is None and not self.bets_on(bet.hand_id):
            self.hands[bet.hand_id].cleared = True

    def _reorder_bets(self) -> None:
        position = {hand_id: index for index, hand_id in enumerate(self.order)}
        self.bets = dict(
            sorted(self.bets.items(), key=lambda item: (position.get(item[1].hand_id, -1), item[0]))
        )


@lru_cache(maxsize=1024)
def _table_position(hand_id: str) -> tuple[int, ...]:
    # remembered: every round's set-up sorts its few hand ids (1..7, 3.1, 3.2) again
    return tuple(int(part) for part in hand_id.split("."))


def _rebased_bet_id(bet_id: str, old_hand: str, new_hand: str) -> str:
    prefix = INSURANCE_PREFIX if bet_id.startswith(INSURANCE_PREFIX) else ""
    rest = bet_id[len(prefix) :]
    return prefix + new_hand + rest[len(old_hand) :]


