"""Scenarios in PROCEDURE.md's minimal form: loading, validation and building a round.

Structure is checked with a JSON schema (jsonschema), then the checks only the game
knows: the house exists, boxes are on the table, bets within the limits, card codes
valid and within the shoe's counts, decision words legal, insurance at most half the bet.
Every problem is a :class:`PackError` naming file, line and key path.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import jsonschema

from trainer.core.cards import Card, CardCodeError, Shoe, ShoeError
from trainer.core.errors import PackError
from trainer.core.payouts import format_amount
from trainer.core.players import DECISIONS, Players
from trainer.core.procedure import BoxBets, Round
from trainer.core.rules import HouseRules, load_house
from trainer.core.yamlio import LineMap, load_yaml, parse_yaml

DEFAULT_HOUSE = "cosmopol"

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

    def new_round(self) -> Round:
        shoe = Shoe(self.rules.decks, self.seed, self.shoe, self.rules.penetration)
        players = Players(
            decisions={hand: list(moves) for hand, moves in self.decisions.items()},
            insurance=dict(self.insurance),
            even_money=self.even_money,
            behind_follow=self.behind_follow,
        )
        return Round(self.rules, shoe, self.boxes, players)

    def to_yaml_data(self, played: Round | None = None) -> dict[str, Any]:
        """The minimal form as plain data; with ``played``, the shoe lists the cards the
        round used, so the recording replays the same round whatever the seed does."""
        data: dict[str, Any] = {"rules": self.rules.id, "seed": self.seed}
        data["boxes"] = {
            box: {"bet": _plain(b.bet), **({"behind": [_plain(s) for s in b.behind]} if b.behind else {})}
            for box, b in sorted(self.boxes.items())
        }
        if played is not None:
            fresh = Shoe(self.rules.decks, self.seed, self.shoe, self.rules.penetration)
            data["shoe"] = [str(fresh.draw()) for _ in range(played.table.shoe.dealt)]
        elif self.shoe:
            data["shoe"] = [str(card) for card in self.shoe]
        if self.decisions:
            data["decisions"] = {hand: list(moves) for hand, moves in self.decisions.items()}
        if self.insurance:
            data["insurance"] = {bet: _plain(amount) for bet, amount in self.insurance.items()}
        if self.even_money:
            data["even_money"] = sorted(self.even_money)
        if self.behind_follow:
            data["behind_follow"] = {k: dict(v) for k, v in self.behind_follow.items()}
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


def validate_schema(data: Any, lines: LineMap, original_keys: dict, schema: dict[str, Any]) -> None:
    """Raise the first schema violation (the one earliest in the file) as a PackError."""
    validator = jsonschema.Draft202012Validator(schema)
    errors = list(validator.iter_errors(data))
    if not errors:
        return
    located = [(_error_path(error, original_keys), error) for error in errors]
    key_path, error = min(located, key=lambda item: (lines.line_of(item[0]) or 0, len(item[0])))
    raise lines.error(key_path, _schema_message(error))


def _unknown_keys(error: jsonschema.ValidationError) -> list[Any]:
    """The keys an ``additionalProperties: false`` error is about, in document order
    (never sorted: YAML keys may mix numbers and text)."""
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = error.schema.get("properties", {})
        return [key for key in error.instance if key not in allowed]
    return []


def _error_path(error: jsonschema.ValidationError, original_keys: dict) -> tuple:
    """Where an error is: an unknown key's own line, not its mapping's."""
    path = _yaml_path(list(error.absolute_path), original_keys)
    unknown = _unknown_keys(error)
    return path + (unknown[0],) if unknown else path


def _schema_message(error: jsonschema.ValidationError) -> str:
    unknown = _unknown_keys(error)
    if unknown:
        return f"unknown key {unknown[0]!r}; allowed: {', '.join(error.schema.get('properties', {}))}"
    if error.validator == "dependentRequired" and isinstance(error.instance, dict):
        for name, needed in error.schema.get("dependentRequired", {}).items():
            missing = [key for key in needed if key not in error.instance]
            if name in error.instance and missing:
                return f"{name} needs {', '.join(missing)} as well"
    if error.validator == "enum":
        return f"{error.instance!r} is not one of {', '.join(map(str, error.validator_value))}"
    if error.validator == "propertyNames":
        return f"{error.instance!r} is not a valid id here"
    return error.message


def _normalise(data: Any, lines: LineMap | None = None) -> tuple[Any, dict]:
    """YAML reads ``1:`` as an int and ``3.2:`` as a float; ids are strings everywhere
    else, so the id-keyed mappings get string keys. Returns the data and, per mapping,
    the string key -> the key as loaded (to find its line). Two keys that name the same
    box or hand (``1:`` and ``'1':``) are a duplicate key, with both lines."""
    original: dict[tuple, dict[str, Any]] = {}
    if not isinstance(data, dict):
        return data, original
    data = dict(data)
    for section in ("boxes", "decisions", "insurance", "behind_follow"):
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
    return data, original


def _id_text(key: Any) -> str:
    if isinstance(key, float):
        return repr(key)
    return str(key)


def _yaml_path(path: list, original_keys: dict) -> tuple:
    if len(path) >= 2 and (path[0],) in original_keys:
        path[1] = original_keys[(path[0],)].get(path[1], path[1])
    return tuple(path)


def _build(data: Any, lines: LineMap, original_keys: dict, house: HouseRules | None) -> Scenario:
    def where(*key_path: Any) -> tuple:
        return _yaml_path(list(key_path), original_keys)

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
        # smaller (PROCEDURE.md's own example bets 50 behind at a 100-2000 table).
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
        stake = _setup_bet(boxes, bet_id)
        if stake is None:
            raise lines.error(where("insurance", bet_id), f"there is no bet {bet_id} on the table")
        amount = _money(amount, lines, where("insurance", bet_id))
        if not rules.allows_insurance_amount(stake, amount):
            raise lines.error(
                where("insurance", bet_id),
                f"insurance {format_amount(amount)} is more than half the bet of {format_amount(stake)}",
            )
        insurance[bet_id] = amount

    for index, bet_id in enumerate(data.get("even_money", [])):
        if int(bet_id.split(".")[0].split("b")[0]) not in boxes:
            raise lines.error(("even_money", index), f"there is no bet {bet_id} on the table")

    for bet_id in data.get("behind_follow", {}):
        if _setup_bet(boxes, bet_id) is None:
            raise lines.error(where("behind_follow", bet_id), f"there is no behind bet {bet_id} on the table")

    return Scenario(
        rules=rules,
        boxes=boxes,
        shoe=tuple(cards),
        seed=data.get("seed", 0),
        decisions=decisions,
        insurance=insurance,
        even_money=frozenset(data.get("even_money", [])),
        behind_follow={k: dict(v) for k, v in data.get("behind_follow", {}).items()},
        source=str(lines.path),
    )


def _money(value: int | float, lines: LineMap, key_path: tuple) -> Fraction:
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
                insurance[bet_id] = stake / 2
            if rules.even_money and rng.random() < 0.33:
                even_money.add(bet_id)
    return Scenario(
        rules=rules, boxes=boxes, seed=seed, insurance=insurance,
        even_money=frozenset(even_money), source=f"random seed {seed}",
    )


def _stakes(rules: HouseRules) -> list[Fraction]:
    """Plausible bets: the minimum and small multiples of it, a few awkward amounts."""
    low = rules.min_bet
    candidates = {low, low * 2, low * 5, low + low // 2, low * 3 + low // 4 * 3, low * 10}
    return sorted(Fraction(c) for c in candidates if low <= c <= rules.max_bet)
