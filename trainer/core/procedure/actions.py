"""The dealer's actions (docs/procedure.md) as values, and the mistakes made with them."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from trainer.core.game import side_bets
from trainer.core.game.payouts import AmountError, format_amount, parse_amount

# verb -> the words that follow it
VERB_ARGS: dict[str, tuple[str, ...]] = {
    "no_more_bets": (),
    "deal": ("target",),
    "offer_insurance": (),
    "close_insurance": (),
    "double": ("hand",),
    "split": ("hand",),
    "refuse": ("request",),
    "pay": ("bet", "amount"),
    "collect": ("bet",),
    "push": ("bet",),
    "end_round": (),
}
MONEY_VERBS = frozenset({"pay", "collect", "push"})
#: verb -> (takes a target, takes an amount): worked out once, since every action the
#: reference dealer offers is built (and checked) anew on each step of a round.
_SHAPES: dict[str, tuple[bool, bool]] = {
    verb: (any(kind != "amount" for kind in kinds), "amount" in kinds) for verb, kinds in VERB_ARGS.items()
}

# ASCII digits only, and few of them: a box or hand number never has more than a few
# digits, and a 5000-digit one would be too long for int().
_NUMBER = r"[0-9]{1,9}"
_HAND_ID = rf"{_NUMBER}(?:\.{_NUMBER})?"
_PATTERNS = {
    "target": re.compile(rf"^(?:dealer|{_HAND_ID})\Z"),
    "hand": re.compile(rf"^{_HAND_ID}\Z"),
    # a main or insurance bet (3, 3.2b1, ins:3), or a side bet on a box (21+3:3, swissjack-bust:3)
    "bet": re.compile(
        rf"^(?:(?:ins:)?{_HAND_ID}(?:b{_NUMBER})?|(?:21\+3|swissjack-(?:bust|blackjack|colour|swiss)):{_NUMBER})\Z"
    ),
    # what the dealer may refuse: a hand's double or split (``3``), or an insurance placed
    # over the house's limit (``ins:3``, ``ins:3b1``).
    "request": re.compile(rf"^(?:{_HAND_ID}|ins:{_HAND_ID}(?:b{_NUMBER})?)\Z"),
}
_KIND_NAMES = {"target": "hand id or dealer", "request": "hand id or insurance bet id (ins:3)"}


def _show(word: str, limit: int = 40) -> str:
    """A word from the input for an error message, cut short if it is long."""
    return repr(word if len(word) <= limit else word[:limit] + "...")


class ActionError(ValueError):
    """A line that is not a dealer action at all (bad input, not a procedural mistake)."""


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    target: str | None = None
    amount: Fraction | None = None

    def __post_init__(self) -> None:
        """A hand-built action is checked like a parsed one: a clear ActionError (a
        ValueError) for a wrong type or shape, never a TypeError deep in the procedure.
        A whole or decimal number amount is kept exact, as a Fraction."""
        if not isinstance(self.verb, str) or self.verb not in VERB_ARGS:
            raise ActionError(f"unknown action {self.verb!r}; actions are: {', '.join(VERB_ARGS)}")
        wants_target, wants_amount = _SHAPES[self.verb]
        if wants_target != (self.target is not None) or (self.target is not None and not isinstance(self.target, str)):
            needed = "a target given as text, like '3' or '3b1'" if wants_target else "no target"
            raise ActionError(f"{self.verb}: takes {needed}, got {self.target!r}")
        if wants_amount != (self.amount is not None):
            raise ActionError(f"{self.verb}: {'needs an amount' if wants_amount else 'takes no amount'}")
        if self.amount is not None and not isinstance(self.amount, Fraction):
            if isinstance(self.amount, bool) or not isinstance(self.amount, (int, float)):
                raise ActionError(f"{self.verb}: the amount must be a number, got {type(self.amount).__name__} {self.amount!r}")
            if isinstance(self.amount, float) and not math.isfinite(self.amount):
                raise ActionError(f"{self.verb}: the amount must be a finite number, got {self.amount!r}")
            exact = Fraction(self.amount) if isinstance(self.amount, int) else Fraction(repr(self.amount))
            object.__setattr__(self, "amount", exact)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read one action line.

        >>> Action.parse("pay 3b1 262.5")
        Action(verb='pay', target='3b1', amount=Fraction(525, 2))
        """
        words = text.split()
        if not words:
            raise ActionError("empty action")
        verb, args = words[0], words[1:]
        if verb not in VERB_ARGS:
            raise ActionError(f"unknown action {_show(verb)}; actions are: {', '.join(VERB_ARGS)}")
        kinds = VERB_ARGS[verb]
        if len(args) != len(kinds):
            shape = " ".join([verb, *(k.upper() for k in kinds)])
            raise ActionError(f"{_show(text.strip(), 80)}: expected '{shape}'")
        target = amount = None
        for kind, word in zip(kinds, args):
            if kind == "amount":
                try:
                    amount = parse_amount(word)
                except AmountError as error:
                    raise ActionError(str(error)) from None
            elif not _PATTERNS[kind].match(word):
                withdrawn = side_bets.WITHDRAWN.get(word.partition(":")[0]) if kind == "bet" else None
                if withdrawn:  # the old single Swiss Jack bet: say what replaced it
                    raise ActionError(f"{_show(word)}: {withdrawn}")
                raise ActionError(f"{_show(word)} is not a {_KIND_NAMES.get(kind, kind + ' id')}")
            else:
                target = word
        return cls(verb, target, amount)

    def __str__(self) -> str:
        words = [self.verb]
        if self.target is not None:
            words.append(self.target)
        if self.amount is not None:
            words.append(format_amount(self.amount))
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class Mistake:
    """A wrong action: recorded, never applied. ``expected`` lists the right actions.

    Codes and values only: the sentence is made by the message catalog
    (:func:`trainer.words.messages.mistake_message`), in the reader's language."""

    code: str
    step: int
    action: str
    expected: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Record:
    """One attempted action in a round's history (``str(record.action)`` is its text)."""

    step: int
    action: Action
    state: str
    mistake: Mistake | None


@lru_cache(maxsize=4096)
def known_action(verb: str, target: str | None = None) -> Action:
    """An action without an amount (``deal 3``, ``collect 3b1``), built and checked once:
    the reference dealer offers the same few again on every step of every round, and an
    Action is immutable, so one value serves them all."""
    return Action(verb, target)
