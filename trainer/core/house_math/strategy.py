"""Basic strategy from expected values, and the expected value of playing it.

The model (docs/house-math.md, "How the player's side is computed"):

* For each dealer up card and each pair of first two cards, those three cards are taken
  out of the shoe. The dealer's final hand is then computed exactly from what is left
  (dealer.py), and the player's further cards are drawn from the same composition.
  So the first three cards are removed exactly; the player's later cards are not taken
  out again (the usual "three-card composition" approximation of the analysts).
* The strategy is total-dependent: one move per row (hard total, soft total, pair)
  and up card, the one with the best expected value summed over the two-card hands
  that make the row, each weighted by its chance. A hand of three or more cards plays
  its total's row, a D there meaning H and a Ds ("double, else stand": the row doubles,
  and stands where it may not) meaning S, exactly as the simulated players read a chart
  (trainer/core/procedure/players.py). A 21 is never doubled.
* Rows are decided from the top down, so a hit's continuation is always played by rows
  already decided: hard 21..12 (they draw only into hard totals), soft 21..12 (they
  draw into soft or hard 12+), hard 11..4, then the pairs (whose split hands play the
  total rows).
* Splits: each split hand draws from the shoe after the pair and the up card; a hand
  that draws its pair's value again is split once more while the house allows it
  (re-split, aces, most hands per box). Split aces take one card when the house says so.
* No hole card: a dealer Black Jack is one of the dealer's outcomes and beats every
  hand but a player's Black Jack, doubled and split stakes included. The hole-card
  variant (only a reference) conditions the dealer on having no Black Jack and loses
  one stake to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from trainer.core.house_math import dealer as dl
from trainer.core.house_math.game import Game

STAND, HIT, DOUBLE, SPLIT = "S", "H", "D", "P"
#: double, else stand: a doubling row whose hands that may not double (three cards, a split
#: hand where the house forbids it) do better standing than hitting (soft 18 against 3-6).
DOUBLE_ELSE_STAND = "Ds"
#: the moves that double where the hand may.
DOUBLES = (DOUBLE, DOUBLE_ELSE_STAND)
#: on a tie in expected value the simpler move wins (stand before hit before double...).
_PREFERENCE = (STAND, HIT, DOUBLE, SPLIT)

HARD_ROWS = tuple(range(4, 22))
SOFT_ROWS = tuple(range(12, 22))
#: pair rows by card index: 2..10, then the aces (the charts' order).
PAIR_ROWS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)
_SEVEN = 6

#: a hand's state: its total and whether an ace counts 11 in it.
State = tuple[int, bool]


def add_card(state: State, index: int) -> State:
    """The state after one more card; a total over 21 is a bust."""
    total, soft = state
    value = dl.VALUES[index]
    if soft:
        total += value
        return (total - 10, False) if total > 21 else (total, True)
    if index == dl.ACE and total <= 10:
        return total + 11, True
    return total + value, False


def two_card_state(first: int, second: int) -> State:
    return add_card(add_card((0, False), first), second)


class Shoe:
    """Expected values from one shoe composition against one up card."""

    def __init__(self, game: Game, shoe: dl.Shoe, up: int) -> None:
        self.game = game
        dist = list(dl.final_distribution(shoe, up, game.stands_on, game.hits_soft_17))
        #: the dealer's chance of a Black Jack with this up card and shoe.
        self.dealer_blackjack = dist[dl.BLACKJACK]
        if game.hole_card and self.dealer_blackjack:
            # the dealer has looked: every decision is taken knowing there is no Black Jack
            rest = 1.0 - self.dealer_blackjack
            dist = [p / rest for p in dist]
            dist[dl.BLACKJACK] = 0.0
        left = sum(shoe)
        self.draw = [count / left for count in shoe]
        self._stand = [self._stand_value(total, dist) for total in range(22)]
        #: value of a hand of three or more cards, played by the chart: (total, soft) -> ev.
        self.played: dict[State, float] = {}

    def _stand_value(self, total: int, dist: list[float]) -> float:
        ties_lost = total in self.game.ties_dealer_wins
        value = dist[dl.BUST] - dist[dl.BLACKJACK]
        for dealer_total in range(12, 22):
            chance = dist[dealer_total]
            if dealer_total < total:
                value += chance
            elif dealer_total > total or ties_lost:
                value -= chance
        return value

    def stand(self, total: int) -> float:
        return -1.0 if total > 21 else self._stand[total]

    def value(self, state: State) -> float:
        """A hand of two or more cards on ``state``, played on by the chart."""
        return -1.0 if state[0] > 21 else self.played[state]

    def hit(self, state: State) -> float:
        return sum(chance * self.value(add_card(state, index)) for index, chance in enumerate(self.draw) if chance)

    def double(self, state: State, ace_as_one: bool) -> float:
        """Twice the value of one card and stand; a soft hand doubled with its ace held
        at 1 continues as a hard hand (an ace drawn then still counts 11 if it fits)."""
        if ace_as_one and state[1]:
            state = (state[0] - 10, False)
        return 2 * sum(
            chance * self.stand(add_card(state, index)[0]) for index, chance in enumerate(self.draw) if chance
        )


def double_allowed(game: Game, state: State) -> bool:
    """The house's double rule on two cards (trainer.core.procedure.moves.double_allowed)."""
    total, soft = state
    judged = total - 10 if soft and game.double_counts_ace_as_one else total
    return judged in game.double_totals


def may_split(game: Game, index: int) -> bool:
    return game.max_split_hands >= 2 and (index != dl.TEN or game.split_tens)


def played_value(values: dict[str, float], move: str) -> float:
    """A two-card hand's value under the chart's move; a double it may not make is a hit
    (D) or a stand (Ds), a split it may not make a hit."""
    if move in values:
        return values[move]
    if move == DOUBLE_ELSE_STAND:
        return values.get(DOUBLE, values[STAND])
    return values[HIT]


@dataclass
class Chart:
    """Moves by row and up card index: hard[total][up], soft[total][up], pairs[index][up]."""

    hard: dict[int, dict[int, str]]
    soft: dict[int, dict[int, str]]
    pairs: dict[int, dict[int, str]]

    def row(self, state: State) -> dict[int, str]:
        return self.soft[state[0]] if state[1] else self.hard[state[0]]


def _choose(values: dict[str, float]) -> str:
    best = max(values.values())
    return next(move for move in _PREFERENCE if move in values and values[move] >= best - 1e-12)


class UpCard:
    """Everything for one up card: the two-card hands, their shoes, the chart's column."""

    def __init__(self, game: Game, up: int) -> None:
        self.game = game
        self.up = up
        full = dl.full_shoe(game.decks)
        self.chance = full[up] / sum(full)
        base = dl.remove(full, up)
        left = sum(base)
        #: (first, second) with first <= second -> (chance, Shoe after the three cards).
        self.hands: dict[tuple[int, int], tuple[float, Shoe]] = {}
        for first in range(10):
            for second in range(first, 10):
                if base[first] == 0 or base[second] - (first == second) <= 0:
                    continue
                chance = base[first] / left * (base[second] - (first == second)) / (left - 1)
                if first != second:
                    chance *= 2
                self.hands[(first, second)] = (chance, _shoe(game, dl.remove(base, first, second), up))
        #: a shoe for rows no two cards make (hard 21, soft 21): only the up card is out.
        self.plain = _shoe(game, base, up)
        self.shoes = [shoe for _, shoe in self.hands.values()] + [self.plain]

    def row_hands(self, state: State) -> list[tuple[float, Shoe]]:
        """The two-card hands that make this row (pairs only when nothing else does)."""
        found = [
            self.hands[key] for key in self.hands
            if key[0] != key[1] and two_card_state(*key) == state and not _is_blackjack(key)
        ]
        if not found:
            found = [self.hands[key] for key in self.hands if key[0] == key[1] and two_card_state(*key) == state]
        return found or [(1.0, self.plain)]

    def move_values(self, shoe: Shoe, state: State, chart_move_for_hits: bool = True) -> dict[str, float]:
        """Stand, hit and (where allowed) double for a two-card hand on ``state``."""
        values = {STAND: shoe.stand(state[0]), HIT: shoe.hit(state)}
        if double_allowed(self.game, state) and state[0] != 21:  # a 21 is never doubled, as at the table
            values[DOUBLE] = shoe.double(state, self.game.double_counts_ace_as_one)
        if state[0] == 21 and not (state[1] and self.game.may_hit_soft_21):
            del values[HIT]  # every 21 closes the hand, but where a soft 21 may draw
        return values

    def settle_row(self, chart: Chart, state: State) -> None:
        """Decide the row's move against this up card, then value the row's hands of
        three or more cards in every shoe."""
        totals: dict[str, float] = {}
        for chance, shoe in self.row_hands(state):
            for move, value in self.move_values(shoe, state).items():
                totals[move] = totals.get(move, 0.0) + chance * value
        move = _choose(totals)
        if move == DOUBLE and totals[STAND] > totals[HIT]:
            move = DOUBLE_ELSE_STAND  # hands that may not double stand rather than hit
        chart.row(state)[self.up] = move
        stands = move in (STAND, DOUBLE_ELSE_STAND)
        for shoe in self.shoes:
            shoe.played[state] = shoe.stand(state[0]) if stands else shoe.hit(state)

    def split_value(self, chart: Chart, shoe: Shoe, index: int) -> float:
        """The pair split (and split again as the house allows), each hand played by the
        chart's total rows. Returns the expected result per original stake."""
        game = self.game
        match = shoe.draw[index]
        if index == dl.TEN and game.split_by_rank:
            match /= 4  # only the same rank splits again: a quarter of the ten-value cards
        aces_one_card = index == dl.ACE and game.split_aces_one_card
        again = game.resplit and (index != dl.ACE or game.resplit_aces)
        most = game.max_split_hands if again else 2

        def hand_value(other: int) -> float:
            state = two_card_state(index, other)
            if aces_one_card:
                return shoe.stand(state[0])
            move = chart.row(state)[self.up]
            if move in DOUBLES and game.double_after_split and double_allowed(game, state) and state[0] != 21:
                return shoe.double(state, game.double_counts_ace_as_one)
            if move in (STAND, DOUBLE_ELSE_STAND) or (state[0] == 21 and not (state[1] and game.may_hit_soft_21)):
                return shoe.stand(state[0])
            return shoe.hit(state)

        other_cards = 1.0 - match
        no_match = sum(shoe.draw[other] * hand_value(other) for other in range(10) if other != index)
        no_match = no_match / other_cards if other_cards else 0.0
        matched = hand_value(index)
        unmatched_hands, matched_hands = _split_hand_counts(match, most)
        return unmatched_hands * no_match + matched_hands * matched

    def pair_values(self, chart: Chart, shoe: Shoe, index: int) -> dict[str, float]:
        state = two_card_state(index, index)
        values = self.move_values(shoe, state)
        if index == _SEVEN and self.game.three_sevens_pays:
            # the holder's first three cards 7-7-7 pay the bonus at once, whatever follows
            values[HIT] += shoe.draw[_SEVEN] * self.game.three_sevens_pays
        if may_split(self.game, index):
            values[SPLIT] = self.split_value(chart, shoe, index)
        return values

    def settle_pair(self, chart: Chart, index: int) -> None:
        chance, shoe = self.hands[(index, index)]
        chart.pairs[index][self.up] = _choose(self.pair_values(chart, shoe, index))

    def hand_value(self, chart: Chart, key: tuple[int, int], shoe: Shoe) -> float:
        """A two-card hand played by the chart (a Black Jack paid unless the dealer has one)."""
        game = self.game
        if _is_blackjack(key):
            return game.blackjack_pays * (1.0 - shoe.dealer_blackjack)
        first, second = key
        if first == second:
            # a pair plays its own row, split or not: where the house does not split it
            # (tens at the Czech house, every pair at the Dutch), the row holds its best
            # move, the three-sevens bonus of hitting 7-7 counted
            value = played_value(self.pair_values(chart, shoe, first), chart.pairs[first][self.up])
        else:
            state = two_card_state(first, second)
            value = played_value(self.move_values(shoe, state), chart.row(state)[self.up])
        if game.hole_card:
            # the dealer's Black Jack, found before play, takes one stake only
            return shoe.dealer_blackjack * -1.0 + (1.0 - shoe.dealer_blackjack) * value
        return value

    def value(self, chart: Chart) -> float:
        """The expected result of a round against this up card, per stake."""
        return sum(chance * self.hand_value(chart, key, shoe) for key, (chance, shoe) in self.hands.items())


@cache
def _split_hand_counts(match: float, most: int) -> tuple[float, float]:
    """Expected numbers of split hands that end without their pair's value as second card
    and with it (no split left), when each new second card matches with chance ``match``
    and a box may hold ``most`` hands."""

    @cache
    def go(hands: int, waiting: int) -> tuple[float, float]:
        if waiting == 0:
            return 0.0, 0.0
        rest_plain = go(hands, waiting - 1)
        unmatched = (1 - match) * (1 + rest_plain[0])
        matched_count = (1 - match) * rest_plain[1]
        if hands < most:
            again = go(hands + 1, waiting + 1)
            unmatched += match * again[0]
            matched_count += match * again[1]
        else:
            unmatched += match * rest_plain[0]
            matched_count += match * (1 + rest_plain[1])
        return unmatched, matched_count

    return go(2, 2)


def _is_blackjack(key: tuple[int, int]) -> bool:
    return key == (dl.ACE, dl.TEN)


def _shoe(game: Game, shoe: dl.Shoe, up: int) -> Shoe:
    return Shoe(game, shoe, up)


@dataclass(frozen=True)
class Solution:
    """A game's derived chart and the expected result of playing it."""

    chart: Chart
    #: the player's expected result per stake, by up card index, and over all up cards.
    by_up_card: dict[int, float]
    expected: float

    @property
    def house_edge_percent(self) -> float:
        return -100.0 * self.expected


@lru_cache(maxsize=64)
def solve(game: Game) -> Solution:
    """Derive the game's basic strategy and the player's expected result with it."""
    chart = Chart(
        hard={total: {} for total in HARD_ROWS},
        soft={total: {} for total in SOFT_ROWS},
        pairs={index: {} for index in PAIR_ROWS},
    )
    by_up: dict[int, float] = {}
    expected = 0.0
    for up in dl.UP_CARDS:
        column = UpCard(game, up)
        for total in range(21, 11, -1):
            column.settle_row(chart, (total, False))
        for total in range(21, 11, -1):
            column.settle_row(chart, (total, True))
        for total in range(11, 3, -1):
            column.settle_row(chart, (total, False))
        for index in PAIR_ROWS:
            column.settle_pair(chart, index)
        by_up[up] = column.value(chart)
        expected += column.chance * by_up[up]
    return Solution(chart, by_up, expected)
