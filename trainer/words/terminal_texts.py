"""The no-display round's lines (:mod:`trainer.commands.terminal_round`) in the reader's language.

Card codes (``Kh``), bet ids and the house's currency code stay as the table writes them;
the words around them and the decimal mark follow the language."""

from __future__ import annotations

from fractions import Fraction

from trainer.core.game.table import DEALER
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
        """``box 3``, ``hand 3.1``, ``the dealer``; capitalised at the start of a line."""
        if hand_id == DEALER:
            return self.tr("The dealer") if start else self.tr("the dealer")
        if "." in hand_id:
            text = self.tr("Hand {id}") if start else self.tr("hand {id}")
        else:
            text = self.tr("Box {id}") if start else self.tr("box {id}")
        return text.format(id=hand_id)

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

    def pay(self, bet: str, insurance: bool, stake: str, amount: str, on: str) -> str:
        text = self.tr("Pay insurance bet {bet} ({stake}): {amount}   ({on})") if insurance else \
            self.tr("Pay bet {bet} ({stake}): {amount}   ({on})")
        return text.format(bet=bet, stake=stake, amount=amount, on=on)

    def collect(self, bet: str, insurance: bool, stake: str, on: str) -> str:
        text = self.tr("Collect insurance bet {bet} ({stake})   ({on})") if insurance else \
            self.tr("Collect bet {bet} ({stake})   ({on})")
        return text.format(bet=bet, stake=stake, on=on)

    def push(self, bet: str, insurance: bool, stake: str, on: str) -> str:
        text = self.tr("Push insurance bet {bet} ({stake})   ({on})") if insurance else \
            self.tr("Push bet {bet} ({stake})   ({on})")
        return text.format(bet=bet, stake=stake, on=on)

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


#: the one catalog object (it holds no state).
TERMINAL = TerminalTexts()
