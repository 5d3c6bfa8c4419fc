"""The no-display round's lines (:mod:`trainer.commands.terminal_round`) in the reader's language.

Card codes (``Kh``) and the house's currency code stay as the table writes them; bets and
hands are named as people say them ("box 3, first player behind", "insurance on box 2",
never ``3b1`` or ``ins:2``); the words around them and the decimal mark follow the language."""

from __future__ import annotations

from fractions import Fraction

from trainer.core.game.table import DEALER
from trainer.words.bet_names import bet_name, hand_name
from trainer.words.messages import amount_text, translate


class TerminalTexts:
    """A class because lupdate takes the class's name as the context of ``self.tr``."""

    def tr(self, text: str) -> str:
        return translate("TerminalTexts", text)

    # --- pieces ---------------------------------------------------------------------------------
    def money(self, amount: Fraction, currency: str) -> str:
        """``1500 SEK``, ``562,50 CHF`` in German: digits ungrouped, the language's decimal mark."""
        return f"{amount_text(amount, group='')} {currency}"

    def signed(self, amount: Fraction) -> str:
        return ("+" if amount > 0 else "") + amount_text(amount, group="")

    def place(self, hand_id: str, start: bool = False) -> str:
        """``box 3``, ``box 3, split hand 1``, ``the dealer``; capitalised at the start of a line."""
        if hand_id == DEALER:
            return self.tr("The dealer") if start else self.tr("the dealer")
        return _opening(hand_name(hand_id)) if start else hand_name(hand_id)

    def bet_stake(self, bet_id: str, amount: str) -> str:
        """A bet and its stake or result in a list: ``box 3, first player behind: 50 SEK``."""
        return f"{bet_name(bet_id)}: {amount}"

    def hand(self, shown: str, total: int, *, blackjack: bool, bust: bool, three_sevens: bool) -> str:
        """``Kh 7d = 17``; ``As Kd = Black Jack``; ``Ts 6d 9c = 25, bust``."""
        if not shown:
            return self.tr("no cards")
        if blackjack:
            return f"{shown} = Black Jack"
        words = f"{shown} = {total}"
        if three_sevens:
            words += ", " + self.tr("three sevens")
        if bust:
            words += ", " + self.tr("bust")
        return words

    def request(self, wish: str) -> str:
        if wish in ("card", "hit"):
            return self.tr("asks for a card")
        if wish == "double":
            return self.tr("asks to double")
        if wish == "split":
            return self.tr("asks to split")
        return self.tr("asks: {wish}").format(wish=wish)

    # --- lines ----------------------------------------------------------------------------------
    def card_to_dealer(self, card: str, dealer: str) -> str:
        return self.tr("Card to the dealer: {card}   (dealer: {hand})").format(card=card, hand=dealer)

    def card_to(self, hand_id: str, card: str, hand: str) -> str:
        return self.tr("Card to {place}: {card}   ({place}: {hand})").format(place=self.place(hand_id), card=card, hand=hand)

    def pay(self, bet: str, stake: str, amount: str, on: str) -> str:
        """``bet`` is the bet's id; the line names it ("Pay insurance on box 2 (50 SEK): ...")."""
        return self.tr("Pay {bet} ({stake}): {amount}   ({on})").format(bet=bet_name(bet), stake=stake, amount=amount, on=on)

    def collect(self, bet: str, stake: str, on: str) -> str:
        return self.tr("Collect {bet} ({stake})   ({on})").format(bet=bet_name(bet), stake=stake, on=on)

    def push(self, bet: str, stake: str, on: str) -> str:
        return self.tr("Push {bet} ({stake})   ({on})").format(bet=bet_name(bet), stake=stake, on=on)

    def double(self, hand_id: str, hand: str) -> str:
        return self.tr("Double {place}   ({place}: {hand})").format(place=self.place(hand_id), hand=hand)

    def split(self, hand_id: str, hand: str) -> str:
        return self.tr("Split {place}   ({place}: {hand})").format(place=self.place(hand_id), hand=hand)

    def refuse(self, hand_id: str) -> str:
        return self.tr("Refuse the request of {place}").format(place=self.place(hand_id))

    def simple(self, verb: str) -> str | None:
        return {
            "no_more_bets": self.tr("No more bets."),
            "offer_insurance": self.tr("Offer insurance."),
            "close_insurance": self.tr("Close insurance."),
            "end_round": self.tr("End of the round."),
        }.get(verb)

    def opening(self, house: str, seed: int) -> str:
        return self.tr("{house}: a random round (seed {seed}) dealt by the book.").format(house=house, seed=seed)

    def bets(self, bets: str) -> str:
        return self.tr("Bets: {bets}").format(bets=bets)

    def dealer_line(self, hand: str) -> str:
        return self.tr("Dealer: {hand}").format(hand=hand)

    def house_result(self, amount: str) -> str:
        return self.tr("House result: {amount}").format(amount=amount)


def _opening(text: str) -> str:
    """``text`` to begin a line: its first letter raised, the rest as it is."""
    return text[:1].upper() + text[1:]


#: the one catalog object (it holds no state).
TERMINAL = TerminalTexts()
