"""Building each kind of question, the side bets' (21+3, Swiss Jack) included."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from trainer.core.drills.chips import CHIP_TABLE_CAP, _chip_table, chip_part
from trainer.core.drills.model import Question, _bet, _fmt, _join_and, _question, _worked
from trainer.core.drills.stakes import _bet_candidates, _pick_bet, _side_band, _side_offer, _side_offers
from trainer.core.game import side_bets
from trainer.core.game.rules import HouseRules, InsuranceAmount

if TYPE_CHECKING:
    from trainer.core.game.cards import Card


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
#: Swiss Jack's fields as the question names them.
SWISS_JACK_FIELD_NAMES = {
    side_bets.SWISS_JACK_BUST: "bust", side_bets.SWISS_JACK_BLACKJACK: "Black Jack",
    side_bets.SWISS_JACK_COLOUR: "colour", side_bets.SWISS_JACK_SWISS: "swiss",
}
_RANKS = "A23456789TJQK"
_SUITS = "shdc"
_TEN_RANKS = "TJQK"


def _side_question(rules: HouseRules, kind: str, bet: Fraction, outcome: str, cards: list[str], text: str) -> Question:
    ratio = _side_offer(rules, kind, outcome).pays[outcome]
    b = _bet(rules, "side", outcome, bet, ratio)
    return Question(
        kind=kind, house=rules.id, stake=b.stake, answer=b.pays, text=text,
        worked=_worked([b], rules.round_payouts_down_to), bets=(b,), band=_side_band(rules, kind, bet),
        round_down_to=rules.round_payouts_down_to, cards=tuple(cards),
    )


def _pick_outcome(rules: HouseRules, kind: str, rng: random.Random) -> str:
    outcomes = [outcome for offer in _side_offers(rules, kind) for outcome in offer.pays]
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


def _card(code: str) -> Card:
    from trainer.core.game.cards import Card

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
    # each field is a bet of its own: the question names the field whose outcome the cards make
    field = SWISS_JACK_FIELD_NAMES[_side_offer(rules, "swiss_jack", outcome).id]
    text = (f"Swiss Jack {field} field of {_fmt(bet)}: the dealer's hand is {' '.join(cards)} "
            f"({SIDE_OUTCOME_NAMES[outcome]}). Pay?")
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


