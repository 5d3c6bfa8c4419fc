"""Focused rounds: a random round built so that one procedure point really happens.

The shoe is built, not searched for. A focused round starts as an ordinary random round
(:func:`~trainer.core.packs.scenario.random_scenario`: boxes, bets, the players' wishes), then
the reference dealer plays it on a shoe that is stacked card by card: before each card
goes out, the point's recipe may ask for a kind of card for that hand (the dealer's ace,
a second eight for a split hand, a ten for a hand of 16 ...), and the first such card
still in the shoe is moved to the top. The cards the round used become the scenario's
stacked top; the rest of the decks is shuffled from the seed, so the shoe is always a
permutation of the house's full decks. The finished scenario is played once more on an
ordinary shoe, and the point must show (a failure is a bug, never a retry).

The recipes choose cards the players' basic strategy answers the wanted way (eight-eight
against a 2-9 is split, hard 11 against a 2-9 is doubled, 7-7 against an 8, 9 or ten is
hit), so no decision is scripted.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from trainer.core.files.errors import PackError
from trainer.core.game import side_bets as sb
from trainer.core.game.cards import Card, Shoe, ShoeError
from trainer.core.game.rules import HouseRules
from trainer.core.game.table import DEALER, Hand
from trainer.core.packs.scenario import Scenario, random_scenario
from trainer.core.procedure.actions import MONEY_VERBS, Action
from trainer.core.procedure.dealer import play_round
from trainer.core.procedure.machine import BoxBets, Round
from trainer.core.procedure.players import DOUBLE, SPLIT, chart_for
from trainer.core.procedure.points import BY_ID, FOCUS_POINTS

#: a wish for the next card: which cards will do.
CardWish = Callable[[Card], bool]


def _points(*values: int) -> CardWish:
    return lambda card: card.points in values


def _ups_where(rules: HouseRules, section: str, row: int, move: str, among: range) -> CardWish:
    """The up cards (by points, among ``among``) against which the house's own chart plays
    ``move`` on ``row``: the players follow their house's derived strategy, which differs
    from house to house (the minicasino hits 8-8 against a 9)."""
    moves = getattr(chart_for(rules), section)[row]
    return _points(*[up for up in among if moves[up - 2] == move])


def _rank(value: str) -> CardWish:
    return lambda card: card.rank.value == value


TEN = _points(10)
ACE = _points(1)
#: a card that leaves a hard total's second card standing: 7-9 on a ten (17-19).
STANDING_SECOND = _points(7, 8, 9)


class _StackedShoe(Shoe):
    """A shoe whose next card can be chosen: :meth:`bring_to_top` moves the first card
    that fits a wish to the top. It records every card drawn, in order."""

    def __init__(self, decks: int, seed: int, penetration: Fraction) -> None:
        super().__init__(decks, seed, (), penetration)
        self.drawn: list[Card] = []

    def bring_to_top(self, wish: CardWish) -> None:
        for index in range(len(self._cards) - 1, -1, -1):  # the top is the end of the list
            if wish(self._cards[index]):
                self._cards.append(self._cards.pop(index))
                return
        raise ShoeError("no card left in the shoe fits the focused round")

    def draw(self) -> Card:
        card = super().draw()
        self.drawn.append(card)
        return card


@dataclass
class Plan:
    """What a recipe decided before the deal: the box it works on and the dealer's up card."""

    target: int
    rng: random.Random
    up: CardWish | None = None
    #: free per-recipe choices (the first card of a double, ...).
    extra: dict[str, Any] = dataclasses.field(default_factory=dict)


class Recipe:
    """How to deal one point. Subclasses say where the house lacks the point
    (:meth:`missing`), how to set the table (:meth:`prepare`), which card each hand
    wants (:meth:`wish`) and whether the point happened (:meth:`happened`)."""

    def missing(self, rules: HouseRules) -> str | None:
        return None

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        return scenario

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        """The wish for the target box's hands (``hand`` before the card)."""
        return None

    def dealer_second(self, plan: Plan) -> CardWish | None:
        return None

    def happened(self, round_: Round) -> bool:
        raise NotImplementedError

    def wish(self, round_: Round, target: str, plan: Plan) -> CardWish | None:
        if target == DEALER:
            count = len(round_.table.dealer)
            if count == 0:
                return plan.up
            if count == 1:
                return self.dealer_second(plan)
            return None
        hand = round_.table.hands[target]
        if hand.box != plan.target:
            return None
        return self.box_cards(hand, plan, round_)


def _applied(round_: Round) -> list[tuple[str, Action]]:
    """(state before, action) of every right action of the round."""
    return [(record.state, record.action) for record in round_.history if record.mistake is None]


def _two_cards(hand: Hand, first: CardWish, second: CardWish) -> CardWish | None:
    if len(hand.cards) == 0:
        return first
    if len(hand.cards) == 1:
        return second
    return None


class Insurance(Recipe):
    def missing(self, rules: HouseRules) -> str | None:
        return None if rules.insurance else "offers no insurance"

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = ACE
        stake = scenario.boxes[plan.target].bet
        insurance = dict(scenario.insurance)
        insurance[str(plan.target)] = stake / 2
        # the target box is insured with exactly half, so it must not also be taking even money,
        # nor placing an over-limit insurance (which would replace this one and be refused)
        over_limit = {bet: amount for bet, amount in scenario.insurance_over_limit.items() if bet != str(plan.target)}
        return dataclasses.replace(scenario, insurance=insurance, insurance_over_limit=over_limit,
                                   even_money=scenario.even_money - {str(plan.target)})

    def happened(self, round_: Round) -> bool:
        return any(bet.insurance for bet in round_.table.bets.values())


class EvenMoney(Recipe):
    def missing(self, rules: HouseRules) -> str | None:
        return None if rules.even_money else "offers no even money"

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = ACE
        return dataclasses.replace(scenario, even_money=scenario.even_money | {str(plan.target)})

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        return _two_cards(hand, ACE, TEN)

    def happened(self, round_: Round) -> bool:
        return any(state == "insurance_window" and a.verb == "pay" for state, a in _applied(round_))


class ImmediateBlackjack(Recipe):
    """A Black Jack against a 2-9: paid at once where the house does so, else left to wait."""

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = _points(*range(2, 10))
        return scenario

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        return _two_cards(hand, ACE, TEN)

    def happened(self, round_: Round) -> bool:
        up = round_.table.dealer_first_card()
        if up is None or not 2 <= up.points <= 9:
            return False
        if not any(hand.is_blackjack for hand in round_.table.hands.values()):
            return False
        if round_.rules.blackjack_paid_at_once:
            return any(state == "blackjack_payouts" and a.verb == "pay" for state, a in _applied(round_))
        return True


class ThreeSevens(Recipe):
    def missing(self, rules: HouseRules) -> str | None:
        return None if rules.three_sevens else "pays no three-sevens bonus"

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = _points(8, 9, 10)  # 7-7 is hit, not split, against these
        return scenario

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        return _rank("7") if len(hand.cards) < 3 and not hand.from_split else None

    def happened(self, round_: Round) -> bool:
        return any(bet.bonus_paid for bet in round_.table.bets.values())


class Split(Recipe):
    def missing(self, rules: HouseRules) -> str | None:
        return "does not split" if rules.max_split_hands == 1 else None

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = _ups_where(scenario.rules, "pairs", 8, SPLIT, range(2, 10))
        return scenario

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        if not hand.from_split:
            return _rank("8") if len(hand.cards) < 2 else None
        return None

    def happened(self, round_: Round) -> bool:
        return any(a.verb == "split" for _, a in _applied(round_))


class Resplit(Split):
    def missing(self, rules: HouseRules) -> str | None:
        if not rules.resplit or (rules.max_split_hands is not None and rules.max_split_hands < 3):
            return "does not allow a split hand to be split again"
        return None

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        if hand.from_split:
            in_box = sum(1 for other in round_.table.hands.values() if other.box == hand.box)
            return _rank("8") if len(hand.cards) == 1 and in_box < 3 else None
        return super().box_cards(hand, plan, round_)

    def happened(self, round_: Round) -> bool:
        boxes = [hand.box for hand in round_.table.hands.values()]
        return any(boxes.count(box) >= 3 for box in boxes)


class Double(Recipe):
    def missing(self, rules: HouseRules) -> str | None:
        return None if 11 in rules.double_totals else "does not allow a double on 11"

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = _ups_where(scenario.rules, "hard", 11, DOUBLE, range(2, 10))
        plan.extra["first"] = plan.rng.choice([2, 3, 4, 5, 6, 7, 8, 9])
        return scenario

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        if hand.from_split:
            return None
        first = plan.extra["first"]
        return _two_cards(hand, _points(first), _points(11 - first))

    def happened(self, round_: Round) -> bool:
        return any(a.verb == "double" for _, a in _applied(round_))


class BehindBets(Double):
    """A behind bet on a box whose holder doubles (the behind bettor follows where the
    house lets him): the behind bet is settled with the box, doubled or not."""

    def missing(self, rules: HouseRules) -> str | None:
        return None if rules.behind_spots else "takes no behind bets"

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        if 11 in scenario.rules.double_totals:
            scenario = super().prepare(scenario, plan)
        else:  # a house that does not double (the Dutch): the holder hits 11, the bet rides with it
            plan.up = _points(*range(2, 10))
            plan.extra["first"] = plan.rng.choice([2, 3, 4, 5, 6, 7, 8, 9])
        spec = scenario.boxes[plan.target]
        if spec.behind:
            return scenario
        rules = scenario.rules
        stake = Fraction(rules.min_bet)
        bet = spec.bet
        if rules.max_box_total is not None and bet + stake > rules.max_box_total:
            bet = Fraction(rules.min_bet)
        boxes = dict(scenario.boxes)
        boxes[plan.target] = BoxBets(bet, (stake,))
        return dataclasses.replace(scenario, boxes=boxes)

    def happened(self, round_: Round) -> bool:
        applied = _applied(round_)
        behind = {bet.id for bet in round_.table.bets.values() if "b" in bet.owner and not bet.insurance}
        settled = {a.target for _, a in applied if a.verb in MONEY_VERBS}
        return bool(behind & settled)


class DealerDraw(Recipe):
    """The dealer's first two cards make 12-16 and he draws; the target box stands on
    18, so a bet stays live in houses where the dealer draws only for live bets."""

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = _points(2, 3, 4, 5, 6)
        return scenario

    def dealer_second(self, plan: Plan) -> CardWish | None:
        return TEN

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        return _two_cards(hand, TEN, _points(8))

    def happened(self, round_: Round) -> bool:
        return len(round_.table.dealer) >= 3


class BustCollection(Recipe):
    """Ten-six against a 7-ten is hit, and the hit is a ten."""

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        plan.up = _points(7, 8, 9, 10)
        return scenario

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        if hand.from_split or hand.doubled:
            return None
        return [TEN, _points(6), TEN][len(hand.cards)] if len(hand.cards) < 3 else None

    def happened(self, round_: Round) -> bool:
        return any(state == "play" and a.verb == "collect" for state, a in _applied(round_))


class SettlementOrder(Recipe):
    """Three boxes or more (or two with a behind bet), every hand standing on hard 17-19,
    so three bets or more wait for the dealer's hand."""

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        rules = scenario.rules
        boxes = dict(scenario.boxes)
        free = [box for box in range(1, rules.boxes + 1) if box not in boxes]
        plan.rng.shuffle(free)
        while len(boxes) < 3 and free:
            boxes[free.pop()] = BoxBets(Fraction(rules.min_bet))
        return dataclasses.replace(scenario, boxes=boxes)

    def wish(self, round_: Round, target: str, plan: Plan) -> CardWish | None:
        if target == DEALER:
            return None
        hand = round_.table.hands[target]
        return _two_cards(hand, TEN, STANDING_SECOND)

    def happened(self, round_: Round) -> bool:
        from trainer.core.packs.trains import SETTLEMENT_ORDER, exercised_points  # packs imports the core, not us

        return SETTLEMENT_ORDER in exercised_points(round_)


class SideBet(Recipe):
    """A side bet on the target box; half the time its cards make it win (a flush for 21+3,
    a dealer Black Jack for Swiss Jack), so the trainee pays as well as collects."""

    def __init__(self, side: str) -> None:
        self.side = side

    def missing(self, rules: HouseRules) -> str | None:
        return None if rules.side_bet(self.side) is not None else f"has no {self.side} side bet"

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        offer = scenario.rules.side_bet(self.side)
        assert offer is not None  # prepared only where missing() found the side bet
        side_bets = {side: dict(stakes) for side, stakes in scenario.side_bets.items()}
        side_bets.setdefault(self.side, {})[plan.target] = Fraction(offer.min_bet)
        plan.extra["win"] = plan.rng.random() < 0.5
        plan.extra["suit"] = plan.rng.choice("shdc")
        return dataclasses.replace(scenario, side_bets=side_bets)

    def happened(self, round_: Round) -> bool:
        side_ids = {bet.id for bet in round_.table.bets.values() if bet.id.startswith(self.side + ":")}
        return any(a.verb in MONEY_VERBS and a.target in side_ids for _, a in _applied(round_))


class Side21Plus3(SideBet):
    def __init__(self) -> None:
        super().__init__("21+3")

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        scenario = super().prepare(scenario, plan)
        if plan.extra["win"]:
            plan.up = self._suited(plan)
        return scenario

    @staticmethod
    def _suited(plan: Plan) -> CardWish:
        return lambda card: card.suit.value == plan.extra["suit"]

    def box_cards(self, hand: Hand, plan: Plan, round_: Round) -> CardWish | None:
        if not plan.extra["win"] or hand.from_split or len(hand.cards) >= 2:
            return None
        return self._suited(plan)  # the box's two cards and the dealer's up card: a flush


class SwissJack(SideBet):
    """The Black Jack field, with the bust field beside it: whatever the dealer makes, the
    trainee settles two fields of one box, in either order."""

    def __init__(self) -> None:
        super().__init__(sb.SWISS_JACK_BLACKJACK)

    def prepare(self, scenario: Scenario, plan: Plan) -> Scenario:
        scenario = super().prepare(scenario, plan)
        bust = scenario.rules.side_bet(sb.SWISS_JACK_BUST)
        if bust is not None:
            stakes = {side: dict(placed) for side, placed in scenario.side_bets.items()}
            stakes.setdefault(bust.id, {})[plan.target] = Fraction(bust.min_bet)
            scenario = dataclasses.replace(scenario, side_bets=stakes)
        if plan.extra["win"]:
            plan.up = ACE
        return scenario

    def happened(self, round_: Round) -> bool:
        side_ids = {bet.id for bet in round_.table.bets.values() if sb.is_swiss_jack(bet.side)}
        return any(a.verb in MONEY_VERBS and a.target in side_ids for _, a in _applied(round_))

    def dealer_second(self, plan: Plan) -> CardWish | None:
        return TEN if plan.extra["win"] else None  # the dealer's Black Jack pays 19 to 1


#: point id -> its recipe; one entry per focus point of :mod:`trainer.core.procedure.points`.
RECIPES: dict[str, Recipe] = {
    "insurance": Insurance(),
    "even_money": EvenMoney(),
    "immediate_blackjack": ImmediateBlackjack(),
    "three_sevens": ThreeSevens(),
    "split": Split(),
    "resplit": Resplit(),
    "double": Double(),
    "behind_bets": BehindBets(),
    "dealer_draw": DealerDraw(),
    "bust_collection": BustCollection(),
    "settlement_order": SettlementOrder(),
    "side_21_3": Side21Plus3(),
    "swiss_jack": SwissJack(),
}
assert set(RECIPES) == set(FOCUS_POINTS), "every focus point needs a recipe"


def available(rules: HouseRules) -> list[str]:
    """The focus points this house has."""
    return [point for point in FOCUS_POINTS if RECIPES[point].missing(rules) is None]


def check_point(point: str, rules: HouseRules) -> Recipe:
    """The recipe of ``point``; a PackError if there is no such point or the house lacks it."""
    recipe = RECIPES.get(point)
    if recipe is None:
        from trainer.core.files.plain_errors import close_key

        likely = close_key(point, list(FOCUS_POINTS))
        hint = f" (did you mean {likely!r}?)" if likely is not None else ""
        raise PackError("--focus", None, f"unknown point {point!r}{hint}; points: {', '.join(FOCUS_POINTS)}")
    reason = recipe.missing(rules)
    if reason is not None:
        raise PackError(
            "--focus", None,
            f"{rules.id} {reason}, so it has no {BY_ID[point].label.lower()} rounds; "
            f"its points: {', '.join(available(rules))}",
        )
    return recipe


def focused_scenario(rules: HouseRules, point: str, seed: int) -> Scenario:
    """A random round, from ``seed``, in which ``point`` happens (see the module text)."""
    recipe = check_point(point, rules)
    base = random_scenario(rules, seed)
    plan = Plan(target=0, rng=random.Random(f"focus:{point}:{seed}"))
    plan.target = plan.rng.choice(sorted(base.boxes))
    scenario = recipe.prepare(base, plan)
    scenario = dataclasses.replace(scenario, source=f"random seed {seed}, focus {point}")

    shoe = _StackedShoe(rules.decks, seed, rules.penetration)
    # the very round the scenario plays (side bets, over-limit insurance, scripted asks),
    # so the replay below draws the same cards
    with scenario.new_round(shoe) as round_:
        while not round_.finished:
            action = round_.expected()[0]
            if action.verb == "deal" and action.target is not None:
                wish = recipe.wish(round_, action.target, plan)
                if wish is not None:
                    shoe.bring_to_top(wish)
            mistake = round_.attempt(action)
            if mistake is not None:  # pragma: no cover - the reference dealer is never wrong
                raise RuntimeError(f"reference action {action} was refused: {mistake.code}")
    focused = dataclasses.replace(scenario, shoe=tuple(shoe.drawn))

    with focused.new_round() as check:
        play_round(check)
        if not recipe.happened(check):  # pragma: no cover - a recipe bug, which the tests catch
            raise RuntimeError(f"the focused round (seed {seed}) does not show {point} at {rules.id}")
    return focused
