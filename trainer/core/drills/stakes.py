"""The stakes a question asks about: drawn from the house's limits and chips, weighted
towards the sums that take a dealer longest."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from fractions import Fraction

from trainer.core.drills.chips import CHIP_TABLE_CAP, _chip_table
from trainer.core.game import side_bets
from trainer.core.game.rules import HouseRules, SideBet

# --- stakes ------------------------------------------------------------------------------------


def bet_unit(rules: HouseRules) -> int:
    """The chip players build their bets from: the smallest chip worth at least a quarter
    of the table minimum (25 at a 100 table, 5 at a 10 table).

    Players at a 100-2000 table bet 175, 325 or 1150, not 1335: the smallest chips are
    change for paying, not for betting.

    >>> from trainer.core.game.rules import load_house
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


def stake_band(rules: HouseRules, bet: Fraction) -> int:
    """Which third of the house's limits ``bet`` falls in, on a log scale (0, 1 or 2)."""
    if rules.max_bet <= rules.min_bet:
        return 0
    position = math.log(float(bet) / rules.min_bet) / math.log(rules.max_bet / rules.min_bet)
    return max(0, min(2, int(position * 3)))


#: drill kind -> the side bets it pays (Swiss Jack: any of its four fields).
SIDE_KINDS: dict[str, tuple[str, ...]] = {
    "side_21_3": (side_bets.TWENTY_ONE_PLUS_THREE,),
    "swiss_jack": side_bets.SWISS_JACK_FIELDS,
}


def _side_offers(rules: HouseRules, kind: str) -> list[SideBet]:
    """The house's side bets a drill kind asks about."""
    offers = [offer for side in SIDE_KINDS[kind] if (offer := rules.side_bet(side)) is not None]
    if not offers:
        raise ValueError(f"{rules.id} has no {kind} questions")
    return offers


def _side_offer(rules: HouseRules, kind: str, outcome: str | None = None) -> SideBet:
    """The side bet that pays ``outcome`` (the first of the kind when None: its limits
    stand for all, as Swiss Jack's fields share theirs)."""
    offers = _side_offers(rules, kind)
    if outcome is None:
        return offers[0]
    return next(offer for offer in offers if outcome in offer.pays)


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


