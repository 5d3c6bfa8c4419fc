"""A round by the book, told in the terminal: what plain ``trainer`` shows without a display.

The reference dealer plays a random round of the house, and every step is printed with
what it did to the table: each card with the hand it went to and that hand's cards and
total, each player's request, each payout or collection with the hand's outcome, and at
the end the dealer's and every box's cards and totals with each bet's result. A reader
follows the round as if watching the table, rather than reading bare action names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from trainer.core.game.cards import Card
from trainer.core.game.rules import HouseRules
from trainer.core.game.table import DEALER, Hand
from trainer.core.packs.scenario import random_scenario
from trainer.core.procedure.actions import Action
from trainer.core.procedure.dealer import MAX_ACTIONS
from trainer.core.procedure.machine import Round
from trainer.words.names import house_title
from trainer.words.terminal_texts import TERMINAL


def hand_text(cards: Sequence[Card], total: int, *, blackjack: bool = False, bust: bool = False, three_sevens: bool = False) -> str:
    """``Kh 7d = 17``; ``As Kd = Black Jack``; ``Ts 6d 9c = 25, bust`` (in the reader's words)."""
    shown = " ".join(str(card) for card in cards)
    return TERMINAL.hand(shown, total, blackjack=blackjack, bust=bust, three_sevens=three_sevens)


def _hand(hand: Hand) -> str:
    return hand_text(hand.cards, hand.total, blackjack=hand.is_blackjack, bust=hand.is_bust,
                     three_sevens=hand.is_three_sevens)


def _dealer(round_: Round) -> str:
    from trainer.core.game import hands as hv

    cards = round_.table.dealer
    return hand_text(cards, hv.total(cards), blackjack=hv.is_blackjack(cards), bust=hv.is_bust(cards))


def _where(hand_id: str) -> str:
    return TERMINAL.place(hand_id)


def _money(amount: Fraction, currency: str) -> str:
    return TERMINAL.money(amount, currency)


def describe(round_: Round, action: Action) -> str:
    """One line for an action just taken, with what it did to the table."""
    table, currency = round_.table, round_.rules.currency
    verb, target = action.verb, action.target
    if target is None:  # a verb without one (end_round ...); deal, pay, double ... always name theirs
        return TERMINAL.simple(verb) or str(action)
    if verb == "deal":
        if target == DEALER:
            return TERMINAL.card_to_dealer(str(table.dealer[-1]), _dealer(round_))
        hand = table.hands[target]
        return TERMINAL.card_to(target, str(hand.cards[-1]), _hand(hand))
    if verb in ("pay", "collect", "push"):
        bet = table.bets[target]
        bet_hand = table.hands.get(bet.hand_id)
        on = f"{_where(bet.hand_id)}: {_hand(bet_hand)}" if bet_hand is not None else _where(bet.hand_id)
        stake = _money(bet.stake, currency)
        if verb == "pay":
            assert action.amount is not None  # a pay always says how much
            return TERMINAL.pay(target, bet.insurance, stake, _money(action.amount, currency), on)
        if verb == "collect":
            return TERMINAL.collect(target, bet.insurance, stake, on)
        return TERMINAL.push(target, bet.insurance, stake, on)
    if verb == "double":
        return TERMINAL.double(target, _hand(table.hands[target]))
    if verb == "split":
        return TERMINAL.split(target, _hand(table.hands[target]))
    if verb == "refuse":
        return TERMINAL.refuse(target)
    return TERMINAL.simple(verb) or str(action)


def tell_round(rules: HouseRules, seed: int, say: Callable[[str], None] = print) -> Round:
    """Play a random round of ``rules`` (from ``seed``) by the book and tell it; returns
    the finished round."""
    scenario = random_scenario(rules, seed)
    with scenario.new_round() as round_:
        table = round_.table
        say(TERMINAL.opening(house_title(rules), seed))
        say(TERMINAL.bets(", ".join(f"{bet.id} {_money(bet.stake, rules.currency)}" for bet in table.bets.values())))
        asked: tuple[str | None, str | None] = (None, None)
        for _ in range(MAX_ACTIONS):
            if round_.finished:
                break
            request = round_.current_request()
            if request[0] is not None and request != asked:
                hand_id, wish = request
                say(f"  {_where(hand_id)} ({_hand(table.hands[hand_id])}) {TERMINAL.request(wish)}")
            asked = request
            action = round_.expected()[0]
            mistake = round_.attempt(action)
            if mistake is not None:  # the procedure disagrees with itself: a bug, not a user error
                raise RuntimeError(f"reference action {action} was refused: {mistake.code}")
            say(describe(round_, action))
        say("")
        say(TERMINAL.dealer_line(_dealer(round_)))
        results = round_.bet_results()
        for hand_id in table.order:
            bets = ", ".join(
                f"{bet.id} {TERMINAL.signed(results[bet.id])}"
                for bet in table.bets_on(hand_id, include_settled=True)
            )
            say(f"{TERMINAL.place(hand_id, start=True)}: {_hand(table.hands[hand_id])}   ({bets})")
        house = -sum(results.values(), Fraction(0))
        say(TERMINAL.house_result(("+" if house > 0 else "") + _money(house, rules.currency)))
        return round_
