"""Making questions: which kinds a house has, one question of a kind, a stream of them."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction

from trainer.core.drills.builders import _BUILDERS
from trainer.core.drills.model import KINDS, Question
from trainer.core.drills.stakes import _draw_bet
from trainer.core.game import side_bets
from trainer.core.game.rules import HouseRules


def available_kinds(rules: HouseRules) -> tuple[str, ...]:
    """The kinds that make sense in ``rules``' house, in :data:`KINDS` order.

    >>> from trainer.core.game.rules import load_house
    >>> available_kinds(load_house("czech"))
    ('blackjack', 'win', 'double_win', 'split_win')
    """
    has = {
        "insurance": rules.insurance,
        "even_money": rules.even_money,
        "three_sevens": rules.three_sevens,
        "pay_the_box": rules.behind_spots > 0 or rules.player_may_play_several_boxes,
        "side_21_3": rules.side_bet(side_bets.TWENTY_ONE_PLUS_THREE) is not None,
        "swiss_jack": any(rules.side_bet(field) is not None for field in side_bets.SWISS_JACK_FIELDS),
    }
    return tuple(kind for kind in KINDS if has.get(kind, True))


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
        from trainer.core.files.plain_errors import close_key

        likely = close_key(unknown[0], list(KINDS))
        hint = f" (did you mean {likely!r}?)" if likely is not None else ""
        raise ValueError(f"unknown kind {unknown[0]!r}{hint}; the kinds are: {', '.join(KINDS)}")
    return wanted


