"""What a payout question is: its kinds, the bets it pays, the question itself, and the
small helpers that word and work out every kind."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from trainer.core.drills.stakes import stake_band
from trainer.core.game.payouts import format_amount, json_number, payout
from trainer.core.game.rules import HouseRules

#: every question kind, in the order menus show them.
KINDS: tuple[str, ...] = (
    "blackjack",
    "insurance",
    "even_money",
    "three_sevens",
    "win",
    "double_win",
    "split_win",
    "pay_the_box",
    "side_21_3",
    "swiss_jack",
)

#: stake bands: low, middle and high thirds of the house's limits on a log scale.
BANDS: tuple[int, ...] = (0, 1, 2)

# --- questions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class QuestionBet:
    """One bet inside a question, paid at its own ratio.

    Attributes:
        role: ``"bet"`` (a single bet), ``"insurance"``, ``"holder"`` and ``"behind"``
            (bets on one box), or ``"box"`` (one of a player's several boxes).
        outcome: what won: ``"blackjack"``, ``"win"``, ``"double_win"``, ``"split_win"``,
            ``"three_sevens"``, ``"insurance"`` or ``"even_money"``.
        bet: the chips the player put down, before any double.
        stake: what the payout is on: ``bet``, or twice it after a double.
        ratio: the payout ratio, to 1.
        pays: what this bet is paid (winnings only), rounded as the house rounds.
        covers: for insurance, the bet it insures; else None.
    """

    role: str
    outcome: str
    bet: Fraction
    stake: Fraction
    ratio: Fraction
    pays: Fraction
    covers: Fraction | None = None

    @property
    def doubled(self) -> bool:
        return self.stake != self.bet


@dataclass(frozen=True)
class Question:
    """A payout question.

    Attributes:
        kind: one of :data:`KINDS`.
        house: the house id.
        stake: the amount the payout is on (the sum of the bets' stakes).
        answer: what the dealer pays, winnings only.
        text: the question in English (the UI builds its translated text from ``bets``).
        worked: the worked answer, e.g. ``175 x 1.5 = 262.5``.
        bets: the bets, each with its ratio and payout.
        band: the stake band (0 low, 1 middle, 2 high) the scheduler tracks.
        round_down_to: the house's payout rounding, or None.
    """

    kind: str
    house: str
    stake: Fraction
    answer: Fraction
    text: str
    worked: str
    bets: tuple[QuestionBet, ...]
    band: int
    round_down_to: int | None = None
    #: the cards that decide a side bet (``7h 8h 9h``: the box's two, then the dealer's
    #: first; for Swiss Jack the dealer's hand); empty for the other kinds.
    cards: tuple[str, ...] = ()

    @property
    def item(self) -> tuple[str, int]:
        """The scheduler's key: (kind, band)."""
        return (self.kind, self.band)

    def to_json(self) -> dict[str, object]:
        """The ``trainer quiz --print --json`` record."""
        return {
            "kind": self.kind,
            "house": self.house,
            "stake": json_number(self.stake),
            "answer": json_number(self.answer),
            "text": self.text,
        }


# --- building each kind ---------------------------------------------------------------------


def _bet(
    rules: HouseRules, role: str, outcome: str, bet: Fraction, ratio: Fraction, doubled: bool = False, covers: Fraction | None = None
) -> QuestionBet:
    stake = bet * 2 if doubled else bet
    return QuestionBet(role, outcome, bet, stake, ratio, payout(stake, ratio, rules.round_payouts_down_to), covers)


def _worked(bets: Sequence[QuestionBet], round_down_to: int | None) -> str:
    lines = []
    for bet in bets:
        exact = bet.stake * bet.ratio
        line = f"{format_amount(bet.stake)} x {format_amount(bet.ratio)} = {format_amount(exact)}"
        if bet.pays != exact:
            line += f", rounded down to {round_down_to}: {format_amount(bet.pays)}"
        lines.append(line)
    if len(bets) > 1:
        total = sum((bet.pays for bet in bets), Fraction(0))
        lines.append(f"total {' + '.join(format_amount(b.pays) for b in bets)} = {format_amount(total)}")
    return "; ".join(lines)


def _question(rules: HouseRules, kind: str, text: str, bets: Sequence[QuestionBet]) -> Question:
    bets = tuple(bets)
    return Question(
        kind=kind,
        house=rules.id,
        stake=sum((bet.stake for bet in bets), Fraction(0)),
        answer=sum((bet.pays for bet in bets), Fraction(0)),
        text=text,
        worked=_worked(bets, rules.round_payouts_down_to),
        bets=bets,
        band=stake_band(rules, bets[0].covers or bets[0].bet),
        round_down_to=rules.round_payouts_down_to,
    )


def _fmt(amount: Fraction) -> str:
    return format_amount(amount)


def _join_and(words: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


