"""Payout drills: questions a dealer answers by paying, graded exactly, scheduled adaptively.

Everything here is Qt-free so the terminal quiz (``trainer quiz``) and the Qt tab share it.

* :func:`make_question` / :func:`generate` build :class:`Question` values for one house:
  the kinds are listed in :data:`KINDS`; :func:`available_kinds` says which a house has.
* :func:`fewest_chips` finds the fewest chips that pay an amount from the house's
  denominations; :func:`grade_amount` and :func:`grade_chips` grade an answer.
* :class:`LeitnerScheduler` decides what to ask next, :class:`SessionStats` keeps streaks,
  accuracy and median times, and :class:`DrillSession` ties them into a (timed) session.

Money is exact (``Fraction``), as everywhere in the core.

**Half units and chips.** No house pack has a chip below its smallest whole denomination,
and a 3:2 payout on an odd stake has a half (175 x 1.5 = 262.5). The typed answer is
always the exact payout. The chip answer covers the largest amount the house's chips can
make that does not exceed the payout (the *chip part*, 260 with a 5 chip), and the rest
(2.5) is stated as a *remainder* that is not paid in chips (the house's coin or cash
change). A chip build is graded against the chip part. When a house rounds payouts
down (``round_payouts_down_to``), the answer itself is already rounded, so the remainder
is usually zero.

>>> from trainer.core.rules import load_house
>>> rules = load_house("cosmopol")
>>> question = make_question(rules, "blackjack", random.Random(1), stake=Fraction(175))
>>> question.text, question.worked
('Black Jack on 175. Pay?', '175 x 1.5 = 262.5')
>>> fewest_chips(question.answer, rules.chips).describe()
'2 x 100 + 2 x 25 + 2 x 5 + 2.5 not in chips'
"""

from __future__ import annotations

import math
import random
import secrets
import statistics
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from trainer.core import amounts, side_bets
from trainer.core.payouts import AmountError, format_amount, json_number, payout
from trainer.core.rules import HouseRules, InsuranceAmount

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

# Grade codes: the UI turns them into translated sentences.
RIGHT = "RIGHT"
#: the chips make the right amount, but fewer chips would have done it.
RIGHT_MORE_CHIPS = "RIGHT_MORE_CHIPS"
WRONG_AMOUNT = "WRONG_AMOUNT"
#: typed text that is not an amount; nothing was graded.
UNREADABLE = "UNREADABLE"
#: a chip the house does not have; nothing was graded.
NOT_HOUSE_CHIP = "NOT_HOUSE_CHIP"
#: no chips at all; nothing was graded.
NO_CHIPS = "NO_CHIPS"

_UNGRADED = frozenset({UNREADABLE, NOT_HOUSE_CHIP, NO_CHIPS})


# --- questions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bet:
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
    bets: tuple[Bet, ...]
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


def available_kinds(rules: HouseRules) -> tuple[str, ...]:
    """The kinds that make sense in ``rules``' house, in :data:`KINDS` order.

    >>> from trainer.core.rules import load_house
    >>> available_kinds(load_house("czech"))
    ('blackjack', 'win', 'double_win', 'split_win')
    """
    has = {
        "insurance": rules.insurance,
        "even_money": rules.even_money,
        "three_sevens": rules.three_sevens,
        "pay_the_box": rules.behind_spots > 0 or rules.player_may_play_several_boxes,
        "side_21_3": rules.side_bet(side_bets.TWENTY_ONE_PLUS_THREE) is not None,
        "swiss_jack": rules.side_bet(side_bets.SWISS_JACK) is not None,
    }
    return tuple(kind for kind in KINDS if has.get(kind, True))


def stake_band(rules: HouseRules, bet: Fraction) -> int:
    """Which third of the house's limits ``bet`` falls in, on a log scale (0, 1 or 2)."""
    if rules.max_bet <= rules.min_bet:
        return 0
    position = math.log(float(bet) / rules.min_bet) / math.log(rules.max_bet / rules.min_bet)
    return max(0, min(2, int(position * 3)))


def make_question(
    rules: HouseRules,
    kind: str,
    rng: random.Random,
    band: int | None = None,
    stake: Fraction | int | None = None,
) -> Question:
    """Build one question of ``kind`` for ``rules``' house.

    Args:
        rules: the house.
        kind: one of :func:`available_kinds` for that house.
        rng: the source of randomness (a seeded ``random.Random`` makes it repeatable).
        band: draw the (first) bet from this stake band; None draws from all of them.
        stake: use this bet instead of drawing one (the insured bet for insurance,
            the holder's bet for pay the box).

    Raises:
        ValueError: an unknown kind, or one the house does not have.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown question kind {kind!r}; the kinds are: {', '.join(KINDS)}")
    if kind not in available_kinds(rules):
        raise ValueError(f"{rules.id} has no {kind} questions")
    bet = Fraction(stake) if stake is not None else _draw_bet(rules, kind, rng, band)
    return _BUILDERS[kind](rules, bet, rng)


def generate(
    houses: HouseRules | Sequence[HouseRules],
    count: int,
    seed: int | None,
    kinds: Iterable[str] | None = None,
) -> list[Question]:
    """``count`` questions, the same ones for the same seed: the first ``count`` of
    :func:`iter_questions` (so a printed key of 5 is the start of a quiz of 20).

    Raises:
        ValueError: an unknown kind, or no house has any of ``kinds``.
    """
    questions = iter_questions(houses, seed, kinds)
    return [next(questions) for _ in range(count)]


def iter_questions(
    houses: HouseRules | Sequence[HouseRules],
    seed: int | None,
    kinds: Iterable[str] | None = None,
) -> Iterator[Question]:
    """Questions without end, the same ones for the same seed, whatever is answered.

    Each question picks a house (when several are given) among those that have one of
    ``kinds``, then one of those kinds the house has.

    Raises:
        ValueError: an unknown kind, or no house has any of ``kinds`` (at once, not at
            the first ``next``).
    """
    if isinstance(houses, HouseRules):
        houses = [houses]
    wanted = _check_kinds(kinds)
    offers = [(rules, [k for k in available_kinds(rules) if k in wanted]) for rules in houses]
    offers = [(rules, ks) for rules, ks in offers if ks]
    if not offers:
        raise ValueError(f"no house here has any of: {', '.join(sorted(wanted, key=KINDS.index))}")
    return _questions_from(offers, random.Random(seed))


def _questions_from(offers: list[tuple[HouseRules, list[str]]], rng: random.Random) -> Iterator[Question]:
    while True:
        rules, ks = rng.choice(offers)
        yield make_question(rules, rng.choice(ks), rng)


def parse_kinds(text: str) -> tuple[str, ...]:
    """Read ``"blackjack,win"`` into kinds, in :data:`KINDS` order.

    Raises:
        ValueError: an unknown or missing kind.
    """
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise ValueError(f"no kinds given; the kinds are: {', '.join(KINDS)}")
    return tuple(sorted(_check_kinds(names), key=KINDS.index))


def _check_kinds(kinds: Iterable[str] | None) -> set[str]:
    if kinds is None:
        return set(KINDS)
    wanted = set(kinds)
    unknown = sorted(wanted - set(KINDS))
    if unknown:
        raise ValueError(f"unknown kind {unknown[0]!r}; the kinds are: {', '.join(KINDS)}")
    return wanted


# --- stakes ------------------------------------------------------------------------------------


def bet_unit(rules: HouseRules) -> int:
    """The chip players build their bets from: the smallest chip worth at least a quarter
    of the table minimum (25 at a 100 table, 5 at a 10 table).

    Players at a 100-2000 table bet 175, 325 or 1150, not 1335: the smallest chips are
    change for paying, not for betting.

    >>> from trainer.core.rules import load_house
    >>> bet_unit(load_house("cosmopol")), bet_unit(load_house("minicasino"))
    (25, 5)
    """
    for chip in rules.chips:
        if chip * 4 >= rules.min_bet:
            return chip
    return rules.chips[-1]


#: the most bets listed for one question; past it (huge limits) SAMPLED_BETS are taken,
#: spread across the limits, never all listed, whatever the house's limits.
MAX_BET_CANDIDATES = 5000
SAMPLED_BETS = 300


def _bet_candidates(rules: HouseRules, top: int | None = None) -> list[int]:
    """Every bet a player would put down within the limits: multiples of the bet unit
    (at most :data:`MAX_BET_CANDIDATES` of them, spread over the limits)."""
    top = rules.max_bet if top is None else min(top, rules.max_bet)
    unit = bet_unit(rules)
    first = -(-rules.min_bet // unit) * unit
    if top >= first and (top - first) // unit + 1 > MAX_BET_CANDIDATES:
        return _spread(first, top, unit)
    candidates = list(range(first, top + 1, unit))
    if not candidates:  # limits no multiple of the unit fits: any pile of chips will do
        table = _chip_table(rules.chips, min(top, CHIP_TABLE_CAP))
        candidates = [a for a in _spread(rules.min_bet, top, 1) if table.count(a) is not None]
    return candidates


def _spread(first: int, top: int, unit: int) -> list[int]:
    """Multiples of ``unit`` from ``first`` to ``top``: all of them when there are few,
    else :data:`SAMPLED_BETS` spaced evenly on a log scale (as the stake bands are)."""
    if top < first:
        return []
    if (top - first) // unit + 1 <= MAX_BET_CANDIDATES:
        return list(range(first, top + 1, unit))
    steps = (top - first) // unit
    picked = {first + round(steps ** (i / (SAMPLED_BETS - 1))) * unit for i in range(SAMPLED_BETS)}
    return sorted(b for b in picked if first <= b <= top)


def _nonzero_digits(number: int) -> int:
    return sum(digit != "0" for digit in str(number))


def _difficulty_weight(rules: HouseRules, bet: int, ratio: Fraction) -> float:
    """How much to favour ``bet``: hard arithmetic, but a pile a player would really bet.

    Many non-zero digits and a payout with a half make the sum hard (175, 325, 1150 at
    3:2); a bet of a dozen chips is rare at a table, and small bets are the common ones.
    """
    paid = bet * ratio
    hardness = 1 + _nonzero_digits(bet) + 2 * (paid.denominator != 1) + (paid % 5 != 0)
    chips = _chip_table(rules.chips, bet).count(bet) or 1
    realism = 1 / (1 + max(0, chips - 4))
    size = math.sqrt(rules.min_bet / bet)
    return hardness * hardness * realism * size


def _pick_bet(rules: HouseRules, rng: random.Random, ratio: Fraction, candidates: Sequence[int]) -> Fraction:
    weights = [_difficulty_weight(rules, bet, ratio) for bet in candidates]
    return Fraction(rng.choices(candidates, weights)[0])


def _kind_ratio(rules: HouseRules, kind: str) -> Fraction:
    return {
        "blackjack": rules.blackjack_pays,
        "insurance": rules.insurance_pays * rules.insurance_max_fraction,
        "three_sevens": rules.three_sevens_pays,
    }.get(kind, Fraction(1))


def _first_bet_top(rules: HouseRules, kind: str) -> int:
    """The largest first bet: pay the box leaves room under the box limit for a behind bet."""
    if kind == "pay_the_box" and rules.behind_spots and rules.max_box_total is not None:
        return rules.max_box_total - rules.min_bet
    return rules.max_bet


def band_has_bets(rules: HouseRules, kind: str, band: int) -> bool:
    """Whether ``band`` holds any first bet for ``kind`` in this house."""
    if kind in SIDE_KINDS:
        return any(_side_band(rules, kind, Fraction(b)) == band for b in _side_candidates(rules, kind))
    return any(stake_band(rules, Fraction(b)) == band for b in _bet_candidates(rules, _first_bet_top(rules, kind)))


def _draw_bet(rules: HouseRules, kind: str, rng: random.Random, band: int | None) -> Fraction:
    if kind in SIDE_KINDS:
        return _draw_side_bet(rules, kind, rng, band)
    candidates = _bet_candidates(rules, _first_bet_top(rules, kind))
    if not candidates:
        raise ValueError(f"{rules.id}: no bet between {rules.min_bet} and {rules.max_bet} can be made of its chips")
    by_band: dict[int, list[int]] = {}
    for bet in candidates:
        by_band.setdefault(stake_band(rules, Fraction(bet)), []).append(bet)
    if band not in by_band:
        # Every band equally often: the high band holds most amounts but is not most common.
        band = rng.choice(sorted(by_band))
    candidates = by_band[band]
    return _pick_bet(rules, rng, _kind_ratio(rules, kind), candidates)


# --- building each kind ---------------------------------------------------------------------


def _bet(rules: HouseRules, role: str, outcome: str, bet: Fraction, ratio: Fraction, doubled: bool = False, covers=None) -> Bet:
    stake = bet * 2 if doubled else bet
    return Bet(role, outcome, bet, stake, ratio, payout(stake, ratio, rules.round_payouts_down_to), covers)


def _worked(bets: Sequence[Bet], round_down_to: int | None) -> str:
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


def _question(rules: HouseRules, kind: str, text: str, bets: Sequence[Bet]) -> Question:
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


def _blackjack(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    b = _bet(rules, "bet", "blackjack", bet, rules.blackjack_pays)
    return _question(rules, "blackjack", f"Black Jack on {_fmt(bet)}. Pay?", [b])


def _insurance(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    # Players mostly insure the full half; the insurance must itself be a pile of chips.
    limit = bet * rules.insurance_max_fraction
    # The house takes exactly half (house option insurance_amount): a half that no chip
    # pile makes (87.5 with 5s) falls back to the largest pile below it.
    largest = rng.random() < 0.7 or rules.insurance_amount is InsuranceAmount.HALF
    if math.floor(limit) > CHIP_TABLE_CAP:  # a huge bet: pick without listing every amount
        full = chip_part(limit, rules.chips)
        amount = Fraction(full if largest else chip_part(rng.randint(1, math.floor(limit)), rules.chips) or full)
    else:
        table = _chip_table(rules.chips, math.floor(limit))
        possible = [a for a in range(1, math.floor(limit) + 1) if table.count(a) is not None]
        if not possible:  # a bet too small to insure with the house's chips: insure with one chip anyway
            possible = [rules.chips[0]]
        amount = Fraction(possible[-1] if largest else rng.choice(possible))
    b = _bet(rules, "insurance", "insurance", amount, rules.insurance_pays, covers=bet)
    text = f"Insurance of {_fmt(amount)} on a bet of {_fmt(bet)}; the dealer has Black Jack. Pay the insurance?"
    return _question(rules, "insurance", text, [b])


def _even_money(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    b = _bet(rules, "bet", "even_money", bet, Fraction(1))
    return _question(rules, "even_money", f"Black Jack on {_fmt(bet)} takes even money. Pay?", [b])


def _three_sevens(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    b = _bet(rules, "bet", "three_sevens", bet, rules.three_sevens_pays)
    return _question(rules, "three_sevens", f"Three sevens on {_fmt(bet)}. Pay?", [b])


def _win(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    b = _bet(rules, "bet", "win", bet, Fraction(1))
    return _question(rules, "win", f"{_fmt(bet)} wins. Pay?", [b])


def _double_win(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    b = _bet(rules, "bet", "double_win", bet, Fraction(1), doubled=True)
    return _question(rules, "double_win", f"{_fmt(bet)} doubled to {_fmt(b.stake)} wins. Pay?", [b])


def _split_win(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    # A split hand's 21 is never Black Jack: 1:1 on that hand's bet, doubled where allowed.
    doubled = rules.double_after_split and rng.random() < 0.35
    b = _bet(rules, "bet", "split_win", bet, Fraction(1), doubled=doubled)
    if doubled:
        text = f"A split hand of {_fmt(bet)}, doubled to {_fmt(b.stake)}, wins. Pay that hand?"
    else:
        text = f"A split hand of {_fmt(bet)} wins. Pay that hand?"
    return _question(rules, "split_win", text, [b])


def _pay_the_box(rules: HouseRules, holder: Fraction, rng: random.Random) -> Question:
    if rules.behind_spots > 0:
        return _box_with_behind_bets(rules, holder, rng)
    return _several_boxes(rules, holder, rng)


def _box_with_behind_bets(rules: HouseRules, holder: Fraction, rng: random.Random) -> Question:
    outcomes = [("blackjack", rules.blackjack_pays), ("win", Fraction(1))]
    if rules.three_sevens:
        outcomes.append(("three_sevens", rules.three_sevens_pays))
    outcome, ratio = outcomes[rng.choices(range(len(outcomes)), [5, 3, 2][: len(outcomes)])[0]]
    room = None if rules.max_box_total is None else rules.max_box_total - int(holder)
    wanted = rng.randint(1, rules.behind_spots)
    behind: list[Fraction] = []
    for _ in range(wanted):
        candidates = _bet_candidates(rules, room)
        if not candidates:
            break
        # behind bets are usually smaller than the holder's: cap at the holder's bet when we can
        smaller = [b for b in candidates if b <= holder] or candidates
        amount = _pick_bet(rules, rng, ratio, smaller)
        behind.append(amount)
        if room is not None:
            room -= int(amount)
    bets = [_bet(rules, "holder", outcome, holder, ratio)]
    bets += [_bet(rules, "behind", outcome, amount, ratio) for amount in behind]
    names = {"blackjack": "Black Jack", "win": "Winning", "three_sevens": "Three sevens"}
    behind_text = _join_and([_fmt(a) for a in behind])
    text = f"{names[outcome]} box: holder {_fmt(holder)}, behind {behind_text}. Pay the box?"
    return _question(rules, "pay_the_box", text, bets)


def _several_boxes(rules: HouseRules, first: Fraction, rng: random.Random) -> Question:
    outcomes = ["blackjack", "win", "double_win"]
    count = rng.randint(2, min(3, rules.boxes))
    bets = []
    for index in range(count):
        amount = first if index == 0 else _pick_bet(rules, rng, Fraction(1), _bet_candidates(rules))
        outcome = outcomes[0] if index == 0 else rng.choice(outcomes)
        ratio = rules.blackjack_pays if outcome == "blackjack" else Fraction(1)
        bets.append(_bet(rules, "box", outcome, amount, ratio, doubled=outcome == "double_win"))
    parts = []
    for b in bets:
        if b.outcome == "blackjack":
            parts.append(f"Black Jack on {_fmt(b.bet)}")
        elif b.outcome == "double_win":
            parts.append(f"{_fmt(b.bet)} doubled to {_fmt(b.stake)} wins")
        else:
            parts.append(f"{_fmt(b.bet)} wins")
    text = f"One player's {count} boxes: {', '.join(parts)}. Pay the player in total?"
    return _question(rules, "pay_the_box", text, bets)


# --- side bets: 21+3 and Swiss Jack ---------------------------------------------------------
#
# Their stakes come from the side bet's own limits (21+3: 50-1000 whatever the table's), in
# the same bet unit as the main bets; the payout ratio from the house pack's outcome; the
# cards are dealt to make the outcome, so the question shows what the dealer sees.

#: drill kind -> the side bet it pays.
SIDE_KINDS: dict[str, str] = {"side_21_3": side_bets.TWENTY_ONE_PLUS_THREE, "swiss_jack": side_bets.SWISS_JACK}
#: how often each winning outcome is asked (the common ones more often).
_SIDE_OUTCOME_WEIGHTS = {
    "straight_flush": 2, "three_of_a_kind": 2, "straight": 3, "flush": 3,
    "dealer_bust": 6, "dealer_blackjack": 3, "dealer_suited_blackjack": 2, "dealer_clubs_blackjack": 1,
}
#: readable names for the question text.
SIDE_OUTCOME_NAMES = {
    "straight_flush": "a straight flush", "three_of_a_kind": "three of a kind", "straight": "a straight",
    "flush": "a flush", "dealer_bust": "the dealer busts", "dealer_blackjack": "the dealer has Black Jack",
    "dealer_suited_blackjack": "the dealer has Black Jack in one suit",
    "dealer_clubs_blackjack": "the dealer has Black Jack of two clubs",
}
_RANKS = "A23456789TJQK"
_SUITS = "shdc"
_TEN_RANKS = "TJQK"


def _side_offer(rules: HouseRules, kind: str):
    offer = rules.side_bet(SIDE_KINDS[kind])
    if offer is None:
        raise ValueError(f"{rules.id} has no {kind} questions")
    return offer


def _side_candidates(rules: HouseRules, kind: str) -> list[int]:
    """Side bets a player would put down: multiples of the bet unit within the side bet's limits."""
    offer = _side_offer(rules, kind)
    unit = bet_unit(rules)
    first = -(-offer.min_bet // unit) * unit
    return list(range(first, offer.max_bet + 1, unit)) or [offer.min_bet]


def _side_band(rules: HouseRules, kind: str, bet: Fraction) -> int:
    """The stake band on the side bet's own limits (log scale, like :func:`stake_band`)."""
    offer = _side_offer(rules, kind)
    if offer.max_bet <= offer.min_bet:
        return 0
    position = math.log(float(bet) / offer.min_bet) / math.log(offer.max_bet / offer.min_bet)
    return max(0, min(2, int(position * 3)))


def _draw_side_bet(rules: HouseRules, kind: str, rng: random.Random, band: int | None) -> Fraction:
    by_band: dict[int, list[int]] = {}
    for bet in _side_candidates(rules, kind):
        by_band.setdefault(_side_band(rules, kind, Fraction(bet)), []).append(bet)
    if band not in by_band:
        band = rng.choice(sorted(by_band))
    return _pick_bet(rules, rng, Fraction(1), by_band[band])


def _side_question(rules: HouseRules, kind: str, bet: Fraction, outcome: str, cards: list[str], text: str) -> Question:
    ratio = _side_offer(rules, kind).pays[outcome]
    b = _bet(rules, "side", outcome, bet, ratio)
    return Question(
        kind=kind, house=rules.id, stake=b.stake, answer=b.pays, text=text,
        worked=_worked([b], rules.round_payouts_down_to), bets=(b,), band=_side_band(rules, kind, bet),
        round_down_to=rules.round_payouts_down_to, cards=tuple(cards),
    )


def _pick_outcome(rules: HouseRules, kind: str, rng: random.Random) -> str:
    outcomes = list(_side_offer(rules, kind).pays)
    return rng.choices(outcomes, [_SIDE_OUTCOME_WEIGHTS.get(o, 1) for o in outcomes])[0]


def _poker_cards(outcome: str, rng: random.Random) -> list[str]:
    """Three cards that make exactly ``outcome`` as their best 21+3 hand."""
    while True:
        if outcome in ("straight_flush", "straight"):
            start = rng.randrange(12)  # A-2-3 (0) .. Q-K-A (11)
            ranks = [_RANKS[(start + i) % 13] for i in range(3)]
        elif outcome == "three_of_a_kind":
            ranks = [rng.choice(_RANKS)] * 3
        else:
            ranks = rng.sample(_RANKS, 3)
        if outcome in ("straight_flush", "flush"):
            suits = [rng.choice(_SUITS)] * 3
        elif outcome == "three_of_a_kind":
            suits = rng.sample(_SUITS, 3)
        else:
            suits = [rng.choice(_SUITS) for _ in range(3)]
        cards = [r + s for r, s in zip(ranks, suits)]
        rng.shuffle(cards)
        made = side_bets.poker_outcomes([_card(c) for c in cards])
        best = next((o for o in side_bets.OUTCOMES[side_bets.TWENTY_ONE_PLUS_THREE] if o in made), None)
        if best == outcome:
            return cards


def _dealer_cards(outcome: str, rng: random.Random) -> list[str]:
    """A finished dealer's hand that makes ``outcome``."""
    if outcome == "dealer_bust":
        first = rng.choice("23456")
        second = rng.choice(_TEN_RANKS)
        total = int(first) + 10
        third = rng.choice([r for r in "6789T" if (10 if r == "T" else int(r)) > 21 - total])
        return [first + rng.choice(_SUITS), second + rng.choice(_SUITS), third + rng.choice(_SUITS)]
    ten = rng.choice(_TEN_RANKS)
    if outcome == "dealer_clubs_blackjack":
        suits = ["c", "c"]
    elif outcome == "dealer_suited_blackjack":
        suits = [rng.choice("shd")] * 2
    else:
        suits = rng.sample(_SUITS, 2)
    cards = ["A" + suits[0], ten + suits[1]]
    rng.shuffle(cards)
    return cards


def _card(code: str):
    from trainer.core.cards import Card

    return Card.parse(code)


def _side_21_3(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    outcome = _pick_outcome(rules, "side_21_3", rng)
    cards = _poker_cards(outcome, rng)
    text = (f"21+3 of {_fmt(bet)}: the box holds {cards[0]} {cards[1]}, the dealer shows {cards[2]} "
            f"({SIDE_OUTCOME_NAMES[outcome]}). Pay?")
    return _side_question(rules, "side_21_3", bet, outcome, cards, text)


def _swiss_jack(rules: HouseRules, bet: Fraction, rng: random.Random) -> Question:
    outcome = _pick_outcome(rules, "swiss_jack", rng)
    cards = _dealer_cards(outcome, rng)
    text = f"Swiss Jack of {_fmt(bet)}: the dealer's hand is {' '.join(cards)} ({SIDE_OUTCOME_NAMES[outcome]}). Pay?"
    return _side_question(rules, "swiss_jack", bet, outcome, cards, text)


_BUILDERS: dict[str, Callable[[HouseRules, Fraction, random.Random], Question]] = {
    "blackjack": _blackjack,
    "insurance": _insurance,
    "even_money": _even_money,
    "three_sevens": _three_sevens,
    "win": _win,
    "double_win": _double_win,
    "split_win": _split_win,
    "pay_the_box": _pay_the_box,
    "side_21_3": lambda rules, bet, rng: _side_21_3(rules, bet, rng),
    "swiss_jack": lambda rules, bet, rng: _swiss_jack(rules, bet, rng),
}


# --- chips -------------------------------------------------------------------------------------


#: the chip table is filled by dynamic programming up to this amount (a few MB at most);
#: above it the largest chip pays the excess (see _ChipTable._reduce).
CHIP_TABLE_CAP = 100_000


class _ChipTable:
    """Fewest chips for every whole amount up to a limit (unbounded coin change).

    Taking the largest chip first is wrong for some chip sets (with 5, 20 and 25, greedy
    pays 40 as 25+5+5+5, but 20+20 is two chips); dynamic programming is right for all.
    """

    def __init__(self, chips: tuple[int, ...]) -> None:
        self.chips = chips
        self.fewest: list[int | None] = [0]
        self.last: list[int] = [0]

    def extend(self, limit: int) -> None:
        for amount in range(len(self.fewest), min(limit, CHIP_TABLE_CAP) + 1):
            best: int | None = None
            best_chip = 0
            for chip in self.chips:
                if chip > amount:
                    break
                before = self.fewest[amount - chip]
                if before is not None and (best is None or before + 1 < best):
                    best, best_chip = before + 1, chip
            self.fewest.append(best)
            self.last.append(best_chip)

    def count(self, amount: int) -> int | None:
        if amount < 0:
            return None
        if amount > CHIP_TABLE_CAP:
            rest, largest = self._reduce(amount)
            return None if rest is None else self.fewest[rest] + largest
        self.extend(amount)
        return self.fewest[amount]

    def _reduce(self, amount: int) -> tuple[int | None, int]:
        """An amount past the table: (the rest the table pays, how many largest chips pay
        the remainder), with the fewest chips in all; (None, 0) when chips cannot make it.

        Fewest-chip piles never hold as many as ``largest`` smaller chips (some of them
        would add up to a multiple of the largest chip and could be swapped for fewer), so
        the rest is below ``largest * second largest``: trying the rests at the top of the
        table is exact whenever that product fits in it, and a good pile otherwise."""
        self.extend(CHIP_TABLE_CAP)
        largest = self.chips[-1]
        second = self.chips[-2] if len(self.chips) > 1 else 1
        top = amount % largest + (CHIP_TABLE_CAP - amount % largest) // largest * largest
        best: tuple[int, int] | None = None
        for rest in range(top, max(-1, top - (second + 1) * largest), -largest):
            fewest = self.fewest[rest]
            if fewest is not None and (best is None or fewest + (amount - rest) // largest < best[0]):
                best = (fewest + (amount - rest) // largest, rest)
        return (None, 0) if best is None else (best[1], (amount - best[1]) // largest)

    def build(self, amount: int) -> dict[int, int]:
        counts: dict[int, int] = {}
        if amount > CHIP_TABLE_CAP:
            amount, largest = self._reduce(amount)
            if amount is None:
                raise ValueError("these chips cannot make that amount")
            if largest:
                counts[self.chips[-1]] = largest
        while amount > 0:
            chip = self.last[amount]
            counts[chip] = counts.get(chip, 0) + 1
            amount -= chip
        return counts


_CHIP_TABLES: dict[tuple[int, ...], _ChipTable] = {}


def _chip_table(chips: Iterable[int], limit: int) -> _ChipTable:
    key = tuple(sorted(set(int(c) for c in chips)))
    table = _CHIP_TABLES.get(key)
    if table is None:
        table = _CHIP_TABLES[key] = _ChipTable(key)
    table.extend(max(0, limit))
    return table


@dataclass(frozen=True)
class ChipBuild:
    """A pile of chips paying an amount.

    Attributes:
        counts: ``(denomination, how many)``, largest chip first, no zero counts.
        remainder: what the chips leave unpaid because no chip is that small
            (2.5 of 262.5 with a 5 chip); paid as change, outside the chips.
    """

    counts: tuple[tuple[int, int], ...]
    remainder: Fraction = Fraction(0)

    @property
    def total(self) -> int:
        """What the chips make."""
        return sum(chip * n for chip, n in self.counts)

    @property
    def chip_count(self) -> int:
        return sum(n for _, n in self.counts)

    def describe(self) -> str:
        """``2 x 100 + 2 x 25 + 2 x 5 + 2.5 not in chips``."""
        parts = [f"{n} x {chip}" for chip, n in self.counts]
        if self.remainder:
            parts.append(f"{format_amount(self.remainder)} not in chips")
        return " + ".join(parts) or "nothing"


def chip_part(amount: Fraction | int, chips: Iterable[int]) -> int:
    """The largest amount the chips can make that does not exceed ``amount``.

    >>> chip_part(Fraction(525, 2), (5, 25, 100))
    260
    """
    top = math.floor(Fraction(amount))
    table = _chip_table(chips, top)
    for value in range(top, -1, -1):
        if table.count(value) is not None:
            return value
    return 0  # pragma: no cover - zero is always buildable


def fewest_chips(amount: Fraction | int, chips: Iterable[int]) -> ChipBuild:
    """The fewest chips of the given denominations that pay ``amount``.

    The chips pay the :func:`chip_part` of the amount; the rest is the build's remainder.

    >>> fewest_chips(350, (5, 25, 100, 500)).describe()
    '3 x 100 + 2 x 25'
    >>> fewest_chips(Fraction(525, 2), (5, 25, 100)).remainder
    Fraction(5, 2)
    """
    amount = Fraction(amount)
    if amount < 0:
        raise ValueError("a payout is never negative")
    part = chip_part(amount, chips)
    counts = _chip_table(chips, part).build(part)
    return ChipBuild(tuple(sorted(counts.items(), reverse=True)), amount - part)


def count_chips(chips: Mapping[int, int] | Iterable[int]) -> dict[int, int]:
    """``{100: 2, 25: 1}`` from either that mapping or the chips one by one ``[100, 100, 25]``."""
    if isinstance(chips, Mapping):
        return {int(c): int(n) for c, n in chips.items() if n}
    counts: dict[int, int] = {}
    for chip in chips:
        counts[int(chip)] = counts.get(int(chip), 0) + 1
    return counts


# --- grading -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Grade:
    """The verdict on one answer.

    Attributes:
        code: :data:`RIGHT`, :data:`RIGHT_MORE_CHIPS`, :data:`WRONG_AMOUNT`, or one of the
            ungraded codes :data:`UNREADABLE`, :data:`NOT_HOUSE_CHIP`, :data:`NO_CHIPS`.
        expected: the right amount: the payout for a typed answer, its chip part for chips.
        given: the amount answered (None when unreadable).
        best: the fewest-chip build of the payout, for the feedback.
        used_fewest: for a chip answer, whether it used the fewest chips; None when typed.
        problem: for an unreadable answer, why (``'1,500' is ambiguous ...``); else "".
    """

    code: str
    expected: Fraction
    given: Fraction | None
    best: ChipBuild
    used_fewest: bool | None = None
    problem: str = ""

    @property
    def correct(self) -> bool:
        return self.code in (RIGHT, RIGHT_MORE_CHIPS)

    @property
    def graded(self) -> bool:
        """False when the answer could not be read: ask again, count nothing."""
        return self.code not in _UNGRADED


def read_amount(text: str, mark: str = ",") -> Fraction:
    """Read a typed amount, with a decimal comma or point (:mod:`trainer.core.amounts`).

    >>> read_amount("262,5")
    Fraction(525, 2)

    Raises:
        AmountError: not a plain non-negative amount, or an ambiguous one (``1,500``).
    """
    return amounts.read_amount(text, mark)


def grade_amount(question: Question, typed: str | Fraction | int, chips: Iterable[int] = (), mark: str = ",") -> Grade:
    """Grade a typed amount against the exact payout.

    Args:
        question: the question answered.
        typed: the text typed (``"262.5"`` or ``"262,5"``) or an amount.
        chips: the house's chips, for the fewest-chip hint in the grade.
        mark: the house's decimal mark, for the examples in an unreadable answer's problem.
    """
    best = fewest_chips(question.answer, chips) if chips else ChipBuild((), question.answer)
    if isinstance(typed, str):
        try:
            given = read_amount(typed, mark)
        except AmountError as error:
            return Grade(UNREADABLE, question.answer, None, best, problem=str(error))
    else:
        given = Fraction(typed)
    return Grade(RIGHT if given == question.answer else WRONG_AMOUNT, question.answer, given, best)


def grade_chips(question: Question, built: Mapping[int, int] | Iterable[int], chips: Iterable[int]) -> Grade:
    """Grade a chip build: right when it makes the payout's chip part; note whether it
    used the fewest chips.

    Args:
        question: the question answered.
        built: the chips put out, as ``{denomination: count}`` or one by one.
        chips: the house's denominations.
    """
    chips = tuple(chips)
    best = fewest_chips(question.answer, chips)
    expected = Fraction(best.total)
    counts = count_chips(built)
    if any(chip not in chips or n < 0 for chip, n in counts.items()):
        return Grade(NOT_HOUSE_CHIP, expected, None, best)
    given = Fraction(sum(chip * n for chip, n in counts.items()))
    if not counts and expected:
        return Grade(NO_CHIPS, expected, given, best)
    if given != expected:
        return Grade(WRONG_AMOUNT, expected, given, best, used_fewest=False)
    fewest = sum(counts.values()) <= best.chip_count
    return Grade(RIGHT if fewest else RIGHT_MORE_CHIPS, expected, given, best, used_fewest=fewest)


# --- statistics --------------------------------------------------------------------------------


@dataclass
class KindStats:
    """Answers to one kind of question."""

    answered: int = 0
    right: int = 0
    streak: int = 0
    best_streak: int = 0
    seconds: list[float] = field(default_factory=list)

    @property
    def accuracy(self) -> float | None:
        """Right answers as a share of all (0..1), None before the first answer."""
        return self.right / self.answered if self.answered else None

    @property
    def median_seconds(self) -> float | None:
        return statistics.median(self.seconds) if self.seconds else None

    def record(self, correct: bool, seconds: float) -> None:
        self.answered += 1
        self.seconds.append(seconds)
        if correct:
            self.right += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0


class SessionStats:
    """Streaks, accuracy and median answer time, overall and per kind."""

    def __init__(self) -> None:
        self.total = KindStats()
        self.per_kind: dict[str, KindStats] = {}

    def record(self, kind: str, correct: bool, seconds: float) -> None:
        self.total.record(correct, seconds)
        self.per_kind.setdefault(kind, KindStats()).record(correct, seconds)

    @property
    def answered(self) -> int:
        return self.total.answered

    @property
    def right(self) -> int:
        return self.total.right

    @property
    def streak(self) -> int:
        return self.total.streak

    @property
    def best_streak(self) -> int:
        return self.total.best_streak

    @property
    def accuracy(self) -> float | None:
        return self.total.accuracy

    @property
    def median_seconds(self) -> float | None:
        return self.total.median_seconds

    def kinds(self) -> list[str]:
        """The kinds answered so far, in :data:`KINDS` order."""
        return sorted(self.per_kind, key=lambda k: KINDS.index(k) if k in KINDS else len(KINDS))


# --- scheduling --------------------------------------------------------------------------------

#: an answer slower than this (seconds) counts as slow even when right. A dealer at the
#: table pays a plain win at a glance; a box with behind bets takes a few sums.
SLOW_SECONDS: dict[str, float] = {
    "blackjack": 8.0,
    "insurance": 6.0,
    "even_money": 4.0,
    "three_sevens": 4.0,
    "win": 4.0,
    "double_win": 5.0,
    "split_win": 5.0,
    "pay_the_box": 15.0,
}


@dataclass
class ItemState:
    """The scheduler's memory of one (kind, band) item."""

    box: int
    due: int
    order: int
    seen: int = 0
    lapses: int = 0
    #: the last answer was wrong or slow.
    weak: bool = False


class LeitnerScheduler:
    """A Leitner-box scheduler over (kind, stake band) items, counted in questions.

    Why not FSRS: FSRS models memory decay over days to space reviews of facts. A payout
    drill is a few minutes of rapid practice of a *skill* (multiply, add, count chips),
    where what matters is to see again, within the same session, what was just got wrong
    or was slow. Leitner boxes with intervals counted in questions do exactly that, are
    explained in one sentence to a trainee, are deterministic to test, and need no
    dependency. The items are coarse (kind x three stake bands), so there are a few dozen
    at most and a session visits them all.

    The rule, with ``now`` the number of answers so far:

    * a new item starts in box 1; items are introduced one per question, every kind once
      (in a shuffled order) before any kind's second band, so a session starts varied;
    * wrong: back to box 0;
    * right but slow (slower than :data:`SLOW_SECONDS` for the kind, or more than twice the
      trainee's own median for the kind and 1.5 s more, once there are three answers), or
      right with more chips than needed: down one box, never below 1;
    * right and quick: up one box, at most 5;
    * the item is then due again after its box's gap of other questions;
    * the next item is, among those due, the one in the lowest box (a failed item jumps
      the queue of items waiting), then the one due longest, then the shuffled order; when
      none is due, the one due soonest. The item just asked is skipped when any other
      exists, and after a weak answer (wrong or slow) the next item is not a weak one
      when another is due: at most every other question goes back over weak material,
      so one hard kind cannot crowd out the rest.

    Gaps (other questions before the item is due again) by box: 0 -> 1, 1 -> 2, 2 -> 5,
    3 -> 10, 4 -> 20, 5 -> 40. So from a fresh item, a wrong answer comes back after one
    other question, a slow one after two and a quick one after five.
    """

    #: other questions asked before an item in box 0..5 is due again.
    GAPS: tuple[int, ...] = (1, 2, 5, 10, 20, 40)
    TOP_BOX = 5
    #: seconds an answer must lag the trainee's median by to count as slow relatively.
    MIN_SLOW_GAP = 1.5

    def __init__(
        self,
        items: Iterable[tuple[str, int]],
        rng: random.Random,
        slow_seconds: Mapping[str, float] | None = None,
        relative_slow: float = 2.0,
    ) -> None:
        items = _interleave_kinds(list(dict.fromkeys(items)), rng)
        if not items:
            raise ValueError("nothing to schedule")
        self.slow_seconds = dict(SLOW_SECONDS if slow_seconds is None else slow_seconds)
        self.relative_slow = relative_slow
        self.now = 0
        self.last: tuple[str, int] | None = None
        self.items: dict[tuple[str, int], ItemState] = {
            item: ItemState(box=1, due=index, order=index) for index, item in enumerate(items)
        }
        self._times: dict[str, list[float]] = {}

    def next_item(self) -> tuple[str, int]:
        """The item to ask next."""
        candidates = [item for item in self.items if item != self.last] or list(self.items)
        due = [item for item in candidates if self.items[item].due <= self.now]
        if due:
            if self.last is not None and self.items[self.last].weak:
                # Never two weak items running: one hard kind must not crowd out the rest.
                due = [item for item in due if not self.items[item].weak] or due
            # Among the items due, the weakest first: a failed item jumps the queue.
            return min(due, key=lambda i: (self.items[i].box, self.items[i].due, self.items[i].order))
        return min(candidates, key=lambda i: (self.items[i].due, self.items[i].box, self.items[i].order))

    def is_slow(self, kind: str, seconds: float) -> bool:
        """Whether ``seconds`` is a slow answer to ``kind`` for this trainee."""
        if seconds > self.slow_seconds.get(kind, math.inf):
            return True
        times = self._times.get(kind, [])
        if len(times) < 3:
            return False
        median = statistics.median(times)
        # A 0.4 s answer after 0.1 s ones is not slow: ask for a real gap too.
        return seconds > self.relative_slow * median and seconds - median >= self.MIN_SLOW_GAP

    def record(self, item: tuple[str, int], correct: bool, seconds: float, fewest_chips: bool = True) -> ItemState:
        """Move ``item`` after an answer and return its new state."""
        state = self.items.setdefault(item, ItemState(box=1, due=self.now, order=len(self.items)))
        kind = item[0]
        slow = self.is_slow(kind, seconds)
        self._times.setdefault(kind, []).append(seconds)
        self.now += 1
        state.seen += 1
        state.weak = not correct or slow or not fewest_chips
        if not correct:
            state.box = 0
            state.lapses += 1
        elif state.weak:
            state.box = max(1, state.box - 1)
        else:
            state.box = min(self.TOP_BOX, state.box + 1)
        state.due = self.now + self.GAPS[state.box]
        self.last = item
        return state


def _interleave_kinds(items: list[tuple[str, int]], rng: random.Random) -> list[tuple[str, int]]:
    """Shuffle the items so that each kind comes once before any kind comes twice."""
    by_kind: dict[str, list[tuple[str, int]]] = {}
    for item in items:
        by_kind.setdefault(item[0], []).append(item)
    kinds = list(by_kind)
    rng.shuffle(kinds)
    for kind in kinds:
        rng.shuffle(by_kind[kind])
    rounds = max((len(group) for group in by_kind.values()), default=0)
    return [by_kind[kind][r] for r in range(rounds) for kind in kinds if r < len(by_kind[kind])]


# --- a session ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """One graded answer in a session."""

    question: Question
    grade: Grade
    seconds: float


class DrillSession:
    """A drill: questions chosen by the scheduler, graded, counted; optionally timed.

    Args:
        rules: the house.
        seed: makes the questions repeatable (None: a fresh random seed).
        kinds: the kinds to ask (default: all the house has).
        max_questions: end after this many answers (None: no limit).
        seconds: end this many seconds after the start (None: no limit). The session
            asks no question after the end; it grades whatever answer it is given, so
            the caller refuses answers that come late (the terminal quiz checks
            :meth:`time_left`, the tab stops on its own timer).
        clock: seconds as a float (``time.monotonic``); tests pass a fake clock.
        fixed: ask :func:`iter_questions` for this seed in order instead of adapting to
            the answers, so the session asks what ``generate(rules, n, seed)`` printed
            (an instructor's answer key), right or wrong answers alike.

    Raises:
        ValueError: an unknown kind, a kind the house lacks, or a bad limit.
    """

    def __init__(
        self,
        rules: HouseRules,
        seed: int | None = None,
        kinds: Iterable[str] | None = None,
        max_questions: int | None = None,
        seconds: float | None = None,
        clock: Callable[[], float] = time.monotonic,
        fixed: bool = False,
    ) -> None:
        offered = available_kinds(rules)
        if kinds is None:
            kinds = offered
        else:
            kinds = tuple(sorted(_check_kinds(kinds), key=KINDS.index))
            missing = [k for k in kinds if k not in offered]
            if missing:
                raise ValueError(f"{rules.id} has no {missing[0]} questions; it has: {', '.join(offered)}")
        if not kinds:
            raise ValueError("no kinds to ask")
        if max_questions is not None and max_questions < 1:
            raise ValueError("the question count must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("the session length must be more than 0 seconds")
        self.rules = rules
        self.kinds: tuple[str, ...] = tuple(kinds)
        self.seed = secrets.randbits(32) if seed is None else seed
        self.rng = random.Random(self.seed)
        self.max_questions = max_questions
        self.seconds = seconds
        self.clock = clock
        self.started = clock()
        items = [(k, band) for k in self.kinds for band in BANDS if band_has_bets(rules, k, band)]
        self.scheduler = LeitnerScheduler(items, self.rng)
        self.stats = SessionStats()
        self.history: list[Answer] = []
        self.current: Question | None = None
        self._asked_at = self.started
        #: the fixed order of questions (None: the scheduler adapts to the answers).
        self._fixed = iter_questions(rules, self.seed, self.kinds) if fixed else None

    def elapsed(self) -> float:
        return self.clock() - self.started

    def time_left(self) -> float | None:
        """Seconds left in a timed session (never below 0), None when untimed."""
        if self.seconds is None:
            return None
        return max(0.0, self.seconds - self.elapsed())

    def is_over(self) -> bool:
        if self.max_questions is not None and len(self.history) >= self.max_questions:
            return True
        return self.seconds is not None and self.elapsed() >= self.seconds

    def next_question(self) -> Question | None:
        """The next question (and start its clock), or None when the session is over.

        Asking again before answering returns the same question.
        """
        if self.current is not None:
            return self.current
        if self.is_over():
            return None
        if self._fixed is not None:
            self.current = next(self._fixed)
        else:
            kind, band = self.scheduler.next_item()
            self.current = make_question(self.rules, kind, self.rng, band=band)
        self._asked_at = self.clock()
        return self.current

    def answer_amount(self, typed: str | Fraction | int) -> Grade:
        """Grade a typed amount for the current question (and record it when readable)."""
        question = self._require_current()
        mark = amounts.decimal_mark(self.rules.language)
        return self._record(question, grade_amount(question, typed, self.rules.chips, mark))

    def answer_chips(self, built: Mapping[int, int] | Iterable[int]) -> Grade:
        """Grade a chip build for the current question (and record it when valid)."""
        question = self._require_current()
        return self._record(question, grade_chips(question, built, self.rules.chips))

    def _require_current(self) -> Question:
        if self.current is None:
            raise RuntimeError("no question asked: call next_question() first")
        return self.current

    def _record(self, question: Question, grade: Grade) -> Grade:
        if not grade.graded:
            return grade
        seconds = max(0.0, self.clock() - self._asked_at)
        self.stats.record(question.kind, grade.correct, seconds)
        self.scheduler.record(question.item, grade.correct, seconds, fewest_chips=grade.used_fewest is not False)
        self.history.append(Answer(question, grade, seconds))
        self.current = None
        return grade
