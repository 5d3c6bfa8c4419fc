"""Scenarios in docs/procedure.md's minimal form: loading, validation and building a round.

Structure is checked with a JSON schema (jsonschema), then the checks only the game
knows: the house exists, boxes are on the table, bets within the limits, card codes
valid and within the shoe's counts, decision words legal, insurance of the amount the house
takes (``insurance_over_limit`` for one the dealer must refuse).
Every problem is a :class:`PackError` naming file, line and key path.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from trainer.core.files.errors import PackError
from trainer.core.files.schema_check import OriginalKeys, schema_errors, validate_schema, yaml_path
from trainer.core.files.yamlio import LineMap, load_yaml, parse_yaml
from trainer.core.game import side_bets as sb
from trainer.core.game.cards import Card, CardCodeError, Shoe, ShoeError
from trainer.core.game.payouts import format_amount
from trainer.core.game.rules import DEFAULT_HOUSE, HouseRules, SideBet, load_house
from trainer.core.procedure.machine import BoxBets, Round
from trainer.core.procedure.players import DECISIONS, Players
from trainer.core.procedure.view import RoundView, view_of

_AMOUNT = {"type": "number", "exclusiveMinimum": 0}
# Ids are numbers of at most nine digits (a longer one would be too long for int()).
_HAND_ID = r"^[1-9][0-9]{0,8}(\.[1-9][0-9]{0,8})?$"
_BET_ID = r"^(ins:)?[1-9][0-9]{0,8}(\.[1-9][0-9]{0,8})?(b[1-9])?$"

#: The minimal form. Packs (scenarios.py) add their own keys around it.
SCENARIO_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["boxes"],
    "properties": {
        "rules": {"type": "string", "minLength": 1},
        "seed": {"type": "integer", "minimum": 0},
        "boxes": {
            "type": "object",
            "minProperties": 1,
            "propertyNames": {"pattern": r"^[1-9][0-9]{0,8}$"},
            "additionalProperties": {
                "type": "object",
                "additionalProperties": False,
                "required": ["bet"],
                "properties": {
                    "bet": _AMOUNT,
                    "behind": {"type": "array", "items": _AMOUNT},
                },
            },
        },
        "shoe": {"type": "array", "items": {"type": ["string", "integer"]}},
        "decisions": {
            "type": "object",
            "propertyNames": {"pattern": _HAND_ID},
            "additionalProperties": {"type": "array", "items": {"enum": list(DECISIONS)}},
        },
        "insurance": {
            "type": "object",
            "propertyNames": {"pattern": r"^[1-9][0-9]{0,8}(b[1-9])?$"},
            "additionalProperties": _AMOUNT,
        },
        "even_money": {"type": "array", "items": {"type": "string", "pattern": _BET_ID}},
        "behind_follow": {
            "type": "object",
            "propertyNames": {"pattern": r"^[1-9][0-9]{0,8}b[1-9]$"},
            "additionalProperties": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"double": {"type": "boolean"}, "split": {"type": "boolean"}},
            },
        },
        # wave 2: players who try to insure more than the house allows; the dealer must
        # refuse it (refuse ins:3). Same shape as insurance.
        "insurance_over_limit": {
            "type": "object",
            "propertyNames": {"pattern": r"^[1-9][0-9]{0,8}(b[1-9])?$"},
            "additionalProperties": _AMOUNT,
        },
        # side bet id -> box -> stake: {"21+3": {"3": 50}}
        "side_bets": {
            "type": "object",
            # the withdrawn ids pass here so that the loader can say what replaced them
            "propertyNames": {"enum": [*sb.SIDE_BET_IDS, *sb.WITHDRAWN]},
            "additionalProperties": {
                "type": "object",
                "propertyNames": {"pattern": r"^[1-9][0-9]{0,8}$"},
                "additionalProperties": _AMOUNT,
            },
        },
    },
}


@dataclass(frozen=True)
class Scenario:
    """One round's set-up: house, bets, the top of the shoe and the players' choices."""

    rules: HouseRules
    boxes: dict[int, BoxBets]
    shoe: tuple[Card, ...] = ()
    seed: int = 0
    decisions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    insurance: dict[str, Fraction] = field(default_factory=dict)
    even_money: frozenset[str] = frozenset()
    behind_follow: dict[str, dict[str, bool]] = field(default_factory=dict)
    source: str = "<scenario>"
    #: bet id -> an insurance over the house's limit its player tries to place.
    insurance_over_limit: dict[str, Fraction] = field(default_factory=dict)
    #: boxes whose holder asks for a card on a soft 21 (random rounds only; a saved round
    #: writes the decisions out instead, see to_yaml_data).
    soft_21_askers: frozenset[str] = frozenset()
    #: side bet id -> box -> stake (``{"21+3": {3: Fraction(50)}}``).
    side_bets: dict[str, dict[int, Fraction]] = field(default_factory=dict)

    def new_round(self, shoe: Shoe | None = None) -> Round:
        """A round of this scenario; ``shoe`` replaces the scenario's own (focused rounds
        stack theirs card by card while the round is played)."""
        if shoe is None:
            shoe = Shoe(self.rules.decks, self.seed, self.shoe, self.rules.penetration)
        players = Players(
            decisions={hand: list(moves) for hand, moves in self.decisions.items()},
            insurance={**self.insurance, **self.insurance_over_limit},
            even_money=self.even_money,
            behind_follow=self.behind_follow,
            soft_21_askers=self.soft_21_askers,
        )
        return Round(self.rules, shoe, self.boxes, players, side_bets=self.side_bets)

    def to_yaml_data(self, played: Round | RoundView | None = None) -> dict[str, Any]:
        """The minimal form as plain data; with ``played`` (the round, or its view at the
        end), the shoe lists the cards the round used, so the recording replays the same
        round whatever the seed does."""
        seen = played if played is None or isinstance(played, RoundView) else view_of(played)
        data: dict[str, Any] = {"rules": self.rules.id, "seed": self.seed}
        data["boxes"] = {
            box: {"bet": _plain(b.bet), **({"behind": [_plain(s) for s in b.behind]} if b.behind else {})}
            for box, b in sorted(self.boxes.items())
        }
        if seen is not None:
            fresh = Shoe(self.rules.decks, self.seed, self.shoe, self.rules.penetration)
            data["shoe"] = [str(fresh.draw()) for _ in range(fresh.size - seen.shoe_remaining)]
        elif self.shoe:
            data["shoe"] = [str(card) for card in self.shoe]
        decisions = {hand: list(moves) for hand, moves in self.decisions.items()}
        if seen is not None and self.soft_21_askers:
            # Who asked on a soft 21 is not in the minimal form: every decision shown is.
            decisions.update({hand: list(moves) for hand, moves in seen.decisions_shown.items()})
        if decisions:
            data["decisions"] = decisions
        if self.insurance:
            data["insurance"] = {bet: _plain(amount) for bet, amount in self.insurance.items()}
        if self.insurance_over_limit:
            data["insurance_over_limit"] = {bet: _plain(amount) for bet, amount in self.insurance_over_limit.items()}
        if self.even_money:
            data["even_money"] = sorted(self.even_money)
        if self.behind_follow:
            data["behind_follow"] = {k: dict(v) for k, v in self.behind_follow.items()}
        if self.side_bets:
            data["side_bets"] = {
                side: {box: _plain(stake) for box, stake in sorted(stakes.items())}
                for side, stakes in self.side_bets.items()
            }
        return data


def _plain(amount: Fraction) -> int | float:
    return int(amount) if amount.denominator == 1 else float(format_amount(amount))


def load_scenario(path: str | Path, house: HouseRules | None = None) -> Scenario:
    """Read and validate a scenario file in the minimal form."""
    data, lines = load_yaml(path)
    return scenario_from_data(data, lines, house)


def parse_scenario(text: str, path: str = "<string>") -> Scenario:
    data, lines = parse_yaml(text, path)
    return scenario_from_data(data, lines)


def scenario_from_data(
    data: Any, lines: LineMap, house: HouseRules | None = None, schema: dict[str, Any] | None = None
) -> Scenario:
    """Validate loaded YAML (``lines`` locates errors) and build the scenario."""
    normalised, original_keys = _normalise(data, lines)
    validate_schema(normalised, lines, original_keys, schema or SCENARIO_SCHEMA)
    return _build(normalised, lines, original_keys, house)


def scenario_schema_errors(data: Any, lines: LineMap, schema: dict[str, Any] | None = None) -> list[PackError]:
    """Every schema problem of a scenario at once (``trainer validate`` names them all in one
    run); [] when the scenario keeps to its schema."""
    try:
        normalised, original_keys = _normalise(data, lines)
    except PackError as error:
        return [error]
    return schema_errors(normalised, lines, original_keys, schema or SCENARIO_SCHEMA)


def _normalise(data: Any, lines: LineMap | None = None) -> tuple[Any, OriginalKeys]:
    """YAML reads ``1:`` as an int and ``3.2:`` as a float; ids are strings everywhere
    else, so the id-keyed mappings get string keys. Returns the data and, per mapping,
    the string key -> the key as loaded (to find its line). Two keys that name the same
    box or hand (``1:`` and ``'1':``) are a duplicate key, with both lines."""
    original: OriginalKeys = {}
    if not isinstance(data, dict):
        return data, original
    data = dict(data)
    for section in ("boxes", "decisions", "insurance", "behind_follow", "insurance_over_limit"):
        value = data.get(section)
        if isinstance(value, dict):
            keys: dict[str, Any] = {}
            for key in value:
                text = _id_text(key)
                if text in keys and lines is not None:
                    first = lines.line_of((section, keys[text]))
                    raise lines.error(
                        (section, key),
                        f"duplicate key {key!r}: line {first} already gives {keys[text]!r}, "
                        f"the same {'box' if section == 'boxes' else 'hand' if section == 'decisions' else 'bet'} "
                        f"{text} written another way",
                    )
                keys.setdefault(text, key)
            original[(section,)] = keys
            data[section] = {_id_text(key): item for key, item in value.items()}
    side_bets = data.get("side_bets")
    if isinstance(side_bets, dict):  # one level deeper: side bet id -> box -> stake
        data["side_bets"] = dict(side_bets)
        for side, stakes in side_bets.items():
            if isinstance(stakes, dict):
                boxes: dict[str, Any] = {}
                for key in stakes:  # 1: and '1': are the same box here too
                    text = _id_text(key)
                    if text in boxes and lines is not None:
                        first = lines.line_of(("side_bets", side, boxes[text]))
                        raise lines.error(
                            ("side_bets", side, key),
                            f"duplicate key {key!r}: line {first} already gives {boxes[text]!r}, "
                            f"the same box {text} written another way",
                        )
                    boxes.setdefault(text, key)
                original[("side_bets", side)] = boxes
                data["side_bets"][side] = {_id_text(key): item for key, item in stakes.items()}
    return data, original


def _id_text(key: Any) -> str:
    if isinstance(key, float):
        return repr(key)
    return str(key)


def _build(data: Any, lines: LineMap, original_keys: OriginalKeys, house: HouseRules | None) -> Scenario:
    def where(*key_path: Any) -> tuple[Any, ...]:
        return yaml_path(list(key_path), original_keys)

    if house is None:
        name = data.get("rules", DEFAULT_HOUSE)
        try:
            house = load_house(name)
        except PackError as error:
            raise lines.error(("rules",), error.message) from None
    rules = house

    boxes: dict[int, BoxBets] = {}
    for key, spec in data["boxes"].items():
        box = int(key)
        if box > rules.boxes:
            raise lines.error(where("boxes", key), f"box {box} is not on the table: {rules.id} has boxes 1-{rules.boxes}")
        bet = _money(spec["bet"], lines, where("boxes", key, "bet"))
        behind = tuple(
            _money(stake, lines, where("boxes", key, "behind", index)) for index, stake in enumerate(spec.get("behind", []))
        )
        # The table minimum is the box's: the holder's bet meets it, a behind bet may be
        # smaller (docs/procedure.md's own example bets 50 behind at a 100-2000 table).
        if bet < rules.min_bet:
            raise lines.error(
                where("boxes", key, "bet"), f"bet {format_amount(bet)} is below the table minimum {rules.min_bet}"
            )
        for stake, key_path in [(bet, where("boxes", key, "bet"))] + [
            (stake, where("boxes", key, "behind", index)) for index, stake in enumerate(behind)
        ]:
            if stake > rules.max_bet:
                raise lines.error(key_path, f"bet {format_amount(stake)} is over the table maximum {rules.max_bet}")
        if len(behind) > rules.behind_spots:
            raise lines.error(
                where("boxes", key, "behind"),
                f"{len(behind)} behind bets, but {rules.id} has {rules.behind_spots} behind spot(s) per box",
            )
        if rules.max_box_total is not None and bet + sum(behind) > rules.max_box_total:
            raise lines.error(
                where("boxes", key), f"the box holds {format_amount(bet + sum(behind))}, over the box limit {rules.max_box_total}"
            )
        boxes[box] = BoxBets(bet, behind)

    cards: list[Card] = []
    for index, code in enumerate(data.get("shoe", [])):
        try:
            cards.append(Card.parse(str(code)))
        except CardCodeError as error:
            raise lines.error(("shoe", index), str(error)) from None
    try:
        Shoe(rules.decks, 0, cards)
    except ShoeError as error:
        raise lines.error(("shoe",), str(error)) from None

    decisions = {}
    for hand_id, words in data.get("decisions", {}).items():
        if int(hand_id.split(".")[0]) not in boxes:
            raise lines.error(where("decisions", hand_id), f"hand {hand_id} is on a box that holds no bet")
        decisions[hand_id] = tuple(words)

    insurance = {}
    for bet_id, amount in data.get("insurance", {}).items():
        insured = _setup_bet(boxes, bet_id)
        if insured is None:
            raise lines.error(where("insurance", bet_id), f"there is no bet {bet_id} on the table")
        amount = _money(amount, lines, where("insurance", bet_id))
        if not rules.allows_insurance_amount(insured, amount):
            raise lines.error(where("insurance", bet_id), _insurance_problem(rules, insured, amount))
        insurance[bet_id] = amount

    insurance_over_limit = _insurance_over_limit(data, lines, where, boxes, rules, insurance)

    for index, bet_id in enumerate(data.get("even_money", [])):
        if int(bet_id.split(".")[0].split("b")[0]) not in boxes:
            raise lines.error(("even_money", index), f"there is no bet {bet_id} on the table")

    for bet_id in data.get("behind_follow", {}):
        if _setup_bet(boxes, bet_id) is None:
            raise lines.error(where("behind_follow", bet_id), f"there is no behind bet {bet_id} on the table")

    side_bets = _side_bets(data.get("side_bets", {}), rules, boxes, lines, where)

    return Scenario(
        rules=rules,
        boxes=boxes,
        side_bets=side_bets,
        shoe=tuple(cards),
        seed=data.get("seed", 0),
        decisions=decisions,
        insurance=insurance,
        even_money=frozenset(data.get("even_money", [])),
        behind_follow={k: dict(v) for k, v in data.get("behind_follow", {}).items()},
        source=str(lines.path),
        insurance_over_limit=insurance_over_limit,
    )


def _insurance_problem(rules: HouseRules, stake: Fraction, amount: Fraction) -> str:
    """Why ``insurance:`` may not hold ``amount`` on a bet of ``stake`` (house option insurance_amount)."""
    limit = stake * rules.insurance_max_fraction
    if amount > limit:
        return (
            f"insurance {format_amount(amount)} is more than half the bet of {format_amount(stake)}"
            " (an insurance the dealer must refuse goes under insurance_over_limit)"
        )
    return (
        f"insurance {format_amount(amount)} is not half the bet of {format_amount(stake)}:"
        f" {rules.id} takes insurance of exactly {format_amount(limit)} (insurance_amount: half)"
    )


def _insurance_over_limit(
    data: Any, lines: LineMap, where: Any, boxes: dict[int, BoxBets], rules: HouseRules, insurance: dict[str, Fraction]
) -> dict[str, Fraction]:
    """``insurance_over_limit``: each amount really over the limit, on a bet that exists, in a
    house with insurance, and not insured normally as well."""
    over: dict[str, Fraction] = {}
    for bet_id, amount in data.get("insurance_over_limit", {}).items():
        key_path = where("insurance_over_limit", bet_id)
        if not rules.insurance:
            raise lines.error(key_path, f"{rules.id} offers no insurance")
        stake = _setup_bet(boxes, bet_id)
        if stake is None:
            raise lines.error(key_path, f"there is no bet {bet_id} on the table")
        if bet_id in insurance:
            raise lines.error(key_path, f"bet {bet_id} is insured under insurance already")
        amount = _money(amount, lines, key_path)
        if not rules.insurance_over_limit(stake, amount):
            raise lines.error(
                key_path,
                f"insurance {format_amount(amount)} is not over the limit of {format_amount(stake * rules.insurance_max_fraction)}"
                f" on a bet of {format_amount(stake)} (a legal insurance goes under insurance)",
            )
        over[bet_id] = amount
    return over
def _side_bets(
    data: dict[str, dict[str, Any]], rules: HouseRules, boxes: dict[int, BoxBets], lines: LineMap, where: Any
) -> dict[str, dict[int, Fraction]]:
    """``side_bets:``: the house must offer the side bet, its box must hold a main bet,
    and the stake must lie within the side bet's own limits (never the table's)."""
    placed: dict[str, dict[int, Fraction]] = {}
    for side, stakes in data.items():
        offer = rules.side_bet(side)
        if side in sb.WITHDRAWN:
            raise lines.error(where("side_bets", side), sb.WITHDRAWN[side])
        if offer is None:
            offered = ", ".join(bet.id for bet in rules.side_bets) or "none"
            raise lines.error(where("side_bets", side), f"{rules.id} has no {side} side bet (its side bets: {offered})")
        placed[side] = {}
        for key, value in stakes.items():
            box = int(key)
            stake = _money(value, lines, where("side_bets", side, key))
            if box not in boxes:
                raise lines.error(
                    where("side_bets", side, key), f"a {side} bet needs a main bet on its box, and box {box} holds none"
                )
            if not offer.min_bet <= stake <= offer.max_bet:
                raise lines.error(
                    where("side_bets", side, key),
                    f"{side} bet {format_amount(stake)} is outside the side bet's limits {offer.min_bet}-{offer.max_bet}",
                )
            placed[side][box] = stake
    return placed


def _money(value: int | float, lines: LineMap, key_path: tuple[Any, ...]) -> Fraction:
    if isinstance(value, float) and not math.isfinite(value):  # .inf and .nan pass the schema's "number"
        raise lines.error(key_path, f"{value} is not an amount: write a number such as 150 or 262.5")
    # YAML gives floats for 262.5; going through str keeps the decimal as written.
    return Fraction(str(value))


def _setup_bet(boxes: dict[int, BoxBets], bet_id: str) -> Fraction | None:
    """The stake of a bet that exists before the deal (``3``, ``3b1``), else None."""
    box_text, _, slot = bet_id.partition("b")
    if "." in box_text or not box_text.isdigit():
        return None
    spec = boxes.get(int(box_text))
    if spec is None:
        return None
    if not slot:
        return spec.bet
    index = int(slot) - 1
    return spec.behind[index] if index < len(spec.behind) else None


def random_scenario(rules: HouseRules, seed: int) -> Scenario:
    """A random round: occupied boxes, bets from the house's chips, behind bets."""
    rng = random.Random(seed)
    stakes = _stakes(rules)
    boxes: dict[int, BoxBets] = {}
    for box in range(1, rules.boxes + 1):
        if rng.random() < 0.55:
            behind = tuple(rng.choice(stakes) for _ in range(rng.randint(0, rules.behind_spots)))
            boxes[box] = BoxBets(rng.choice(stakes), behind)
    if not boxes:
        boxes[rng.randint(1, rules.boxes)] = BoxBets(rng.choice(stakes))
    if rules.max_box_total is not None:
        boxes = {
            box: b if b.bet + sum(b.behind) <= rules.max_box_total else BoxBets(b.bet)
            for box, b in boxes.items()
        }
    # Basic strategy never insures, but real tables do: a quarter of the bets take
    # insurance (half the bet) and a third of the Black Jacks even money, when offered.
    insurance: dict[str, Fraction] = {}
    even_money: set[str] = set()
    for box, spec in boxes.items():
        for bet_id, stake in [(str(box), spec.bet)] + [(f"{box}b{i}", s) for i, s in enumerate(spec.behind, 1)]:
            if rules.insurance and rng.random() < 0.25:
                # the house's amount in its chips: up to half is 185 on 375 in fives; where
                # the house takes exactly half, a bet whose half no chips make is not insured
                amount = _chip_amount_at_most(stake * rules.insurance_max_fraction, rules.chips)
                if amount and rules.allows_insurance_amount(stake, amount):
                    insurance[bet_id] = amount
            if rules.even_money and rng.random() < 0.33:
                even_money.add(bet_id)
    over_limit = _random_over_insurance(rules, seed, insurance)
    return Scenario(
        rules=rules, boxes=boxes, seed=seed, insurance=insurance,
        even_money=frozenset(even_money), source=f"random seed {seed}", insurance_over_limit=over_limit,
        soft_21_askers=_random_soft_21_askers(rules, seed, boxes),
        side_bets=random_side_bets(rules, boxes, seed),
    )


def _random_soft_21_askers(rules: HouseRules, seed: int, boxes: dict[int, BoxBets]) -> frozenset[str]:
    """Where a soft 21 may draw, one box holder in three asks for a card on it (basic
    strategy never would, and the trainee should meet the rule). Its own random stream."""
    if not rules.may_hit_soft_21:
        return frozenset()
    rng = random.Random(f"asks on a soft 21 {seed}")
    return frozenset(str(box) for box in sorted(boxes) if rng.random() < 1 / 3)


def _random_over_insurance(rules: HouseRules, seed: int, insurance: dict[str, Fraction]) -> dict[str, Fraction]:
    """Now and then (one insurance in eight) a player puts one chip more than half the bet
    on the insurance line, for the dealer to refuse. Moved out of ``insurance`` in place.
    Its own random stream, so the rest of a seed's round stays as it was."""
    rng = random.Random(f"insurance over the limit {seed}")
    over: dict[str, Fraction] = {}
    for bet_id in sorted(insurance):
        if rng.random() < 0.125:
            over[bet_id] = insurance.pop(bet_id) + rules.chips[0]
    return over


#: how often a box holder also places each side bet the house offers (about one box in three).
SIDE_BET_RATE = 1 / 3


def random_side_bets(rules: HouseRules, boxes: dict[int, BoxBets], seed: int) -> dict[str, dict[int, Fraction]]:
    """Side bets for a random round: about one box in three, stakes within the side
    bet's own limits. A random stream of its own, so the rest of the round (bets, cards)
    is the same one the seed always gave. Swiss Jack's four fields count as one side bet
    here: a box that plays it puts chips on one or two fields, the bust field most often,
    as players do (four fields on every third box would crowd the semicircle)."""
    rng = random.Random(seed * 7919 + 1)
    placed: dict[str, dict[int, Fraction]] = {}

    def stake(offer: SideBet) -> Fraction:
        low = offer.min_bet
        return rng.choice(sorted({Fraction(c) for c in (low, low * 2, low * 4, low * 10) if c <= offer.max_bet}))

    fields = [offer for offer in rules.side_bets if sb.is_swiss_jack(offer.id)]
    for offer in rules.side_bets:
        if sb.is_swiss_jack(offer.id):
            continue
        chosen = {box: stake(offer) for box in sorted(boxes) if rng.random() < SIDE_BET_RATE}
        if chosen:
            placed[offer.id] = chosen
    if fields:
        weights = [_SWISS_JACK_FIELD_WEIGHTS.get(offer.id, 1) for offer in fields]
        for box in sorted(boxes):
            if rng.random() >= SIDE_BET_RATE:
                continue
            for offer in {id(o): o for o in rng.choices(fields, weights, k=rng.choice((1, 2)))}.values():
                placed.setdefault(offer.id, {})[box] = stake(offer)
    return placed


#: how often a player who plays Swiss Jack picks each field.
_SWISS_JACK_FIELD_WEIGHTS = {sb.SWISS_JACK_BUST: 4, sb.SWISS_JACK_BLACKJACK: 3, sb.SWISS_JACK_COLOUR: 2, sb.SWISS_JACK_SWISS: 1}


def _stakes(rules: HouseRules) -> list[Fraction]:
    """Plausible bets: the minimum and small multiples of it, a few awkward amounts, each
    one the house's chips can make (a player bets chips: 36 at a table of fives is 35)."""
    low = rules.min_bet
    candidates = {low, low * 2, low * 5, low + low // 2, low * 3 + low // 4 * 3, low * 10}
    made = {_chip_amount_at_most(Fraction(c), rules.chips) for c in candidates}
    return sorted(c for c in made if low <= c <= rules.max_bet)


def _chip_amount_at_most(amount: Fraction, chips: tuple[int, ...]) -> Fraction:
    """The largest amount not over ``amount`` that ``chips`` can make (0 when none)."""
    top = math.floor(amount)
    reachable = [False] * (top + 1)
    reachable[0] = True
    for value in range(1, top + 1):
        reachable[value] = any(chip <= value and reachable[value - chip] for chip in chips)
    return Fraction(max(value for value in range(top + 1) if reachable[value]))
