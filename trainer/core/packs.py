"""Scenario packs: instructors' YAML files of scenarios, each saying what it trains.

A pack is a mapping of metadata (``id``, ``title``, ``language``, ``author``, ``house``,
``version``) and ``scenarios``: a list whose items are docs/procedure.md's minimal scenario
form (``rules`` defaulting to the pack's house) plus ``id``, ``title``, ``trains``,
``hint``, an optional ``time_limit`` and, for "spot the error" scenarios,
``recorded_actions`` and ``errors_to_find``. docs/packs.md describes the format.

Validation runs in three layers, and every problem is a :class:`PackError` naming file,
line, column and key path:

1. safe YAML (:mod:`trainer.core.yamlio`: size limit, alias bombs, tags);
2. structure, with jsonschema: :data:`PACK_SCHEMA` for the pack's own keys and
   :data:`PACK_SCENARIO_SCHEMA` (``SCENARIO_SCHEMA`` extended) for each scenario;
3. the game: what :func:`~trainer.core.scenario.scenario_from_data` checks (house, boxes,
   limits, cards, insurance), unique scenario ids, and replays: every scenario is played
   to its end by the reference dealer and must show each procedure point it claims to
   train (:func:`exercised_points`); a spot-the-error scenario's recorded actions must
   finish the round and make exactly the mistakes listed in ``errors_to_find``.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, SequenceNode

from trainer.core import hands as hv
from trainer.core.actions import MONEY_VERBS, Action, ActionError
from trainer.core.dealer import play_round
from trainer.core.errors import KeyPath, PackError
from trainer.core.mistakes import ALL_CODES
from trainer.core.payouts import payout
from trainer.core.points import PACK_POINTS
from trainer.core.procedure import Round
from trainer.core.rules import DEFAULT_HOUSE, HouseRules, load_house
from trainer.core.scenario import SCENARIO_SCHEMA, Scenario, scenario_from_data, validate_schema
from trainer.core.table import DEALER
from trainer.core.yamlio import LineMap, Mark, load_yaml, parse_yaml
from trainer.paths import packs_dir

__all__ = [
    "DEALING_ORDER",
    "ErrorToFind",
    "HOUSE_RULES",
    "IMMEDIATE_BLACKJACK",
    "INSURANCE_EVEN_MONEY",
    "PACK_SCENARIO_SCHEMA",
    "PACK_SCHEMA",
    "PROCEDURE_POINTS",
    "Pack",
    "PackScenario",
    "SETTLEMENT_ORDER",
    "SIDE_BETS",
    "SPLITS_DOUBLES",
    "THREE_SEVENS",
    "add_to_pack",
    "exercised_points",
    "load_pack",
    "shipped_pack_paths",
    "validate_paths",
]

# --- the procedure points a scenario can train ----------------------------------------------
DEALING_ORDER = "dealing_order"
IMMEDIATE_BLACKJACK = "immediate_blackjack"
THREE_SEVENS = "three_sevens"
INSURANCE_EVEN_MONEY = "insurance_even_money"
SETTLEMENT_ORDER = "settlement_order"
SPLITS_DOUBLES = "splits_doubles"
HOUSE_RULES = "house_rules"
SIDE_BETS = "side_bets"

#: point -> what a played round must show to exercise it (used in error messages); the
#: points themselves are listed once, in trainer/core/points.py.
PROCEDURE_POINTS: dict[str, str] = PACK_POINTS

# --- schemas -----------------------------------------------------------------------------------
_ID = r"^[a-z0-9][a-z0-9_-]*$"
_TEXT = {"type": "string", "minLength": 1, "maxLength": 200}
_LONG_TEXT = {"type": "string", "minLength": 1, "maxLength": 2000}
#: a recorded round is a few dozen actions; this bounds the replay work a file can ask for.
MAX_RECORDED_ACTIONS = 400
MAX_SCENARIOS = 500

#: The pack's own keys. ``scenarios`` items are checked one by one with
#: :data:`PACK_SCENARIO_SCHEMA` (after their id keys are normalised), so one bad scenario
#: does not hide the others.
PACK_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["id", "title", "language", "author", "house", "version", "scenarios"],
    "properties": {
        "id": {"type": "string", "pattern": _ID, "maxLength": 64},
        "title": _TEXT,
        "language": {"type": "string", "pattern": r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$"},
        "author": _TEXT,
        # a house by name only: a pack must not point the loader at arbitrary files.
        "house": {"type": "string", "pattern": _ID, "maxLength": 64},
        "version": {"type": "integer", "minimum": 1},
        "scenarios": {"type": "array", "minItems": 1, "maxItems": MAX_SCENARIOS},
        # the percentage of rounds to pass for the pack to be passed (optional)
        "pass_mark": {"type": "number", "exclusiveMinimum": 0, "maximum": 100},
    },
}

#: The fields a pack adds to each scenario.
_PACK_SCENARIO_FIELDS: dict[str, Any] = {
    "id": {"type": "string", "pattern": _ID, "maxLength": 64},
    "title": _TEXT,
    "trains": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": list(PROCEDURE_POINTS)}},
    "hint": _LONG_TEXT,
    "time_limit": {"type": "number", "exclusiveMinimum": 0, "maximum": 3600},
    "recorded_actions": {
        "type": "array",
        "minItems": 1,
        "maxItems": MAX_RECORDED_ACTIONS,
        "items": {"type": "string", "minLength": 1, "maxLength": 100},
    },
    "errors_to_find": {
        "type": "array",
        "minItems": 1,
        "items": {
            "type": "object",
            "additionalProperties": False,
            "required": ["step", "code"],
            "properties": {
                "step": {"type": "integer", "minimum": 0},
                "code": {"enum": list(ALL_CODES)},
            },
        },
    },
}

#: One scenario of a pack: the minimal form (SCENARIO_SCHEMA) with the pack's fields added.
PACK_SCENARIO_SCHEMA: dict[str, Any] = {
    **SCENARIO_SCHEMA,
    "required": ["id", "title", "trains", "hint", *SCENARIO_SCHEMA["required"]],
    "properties": {**_PACK_SCENARIO_FIELDS, **SCENARIO_SCHEMA["properties"]},
    "dependentRequired": {"recorded_actions": ["errors_to_find"], "errors_to_find": ["recorded_actions"]},
}

_PACK_KEYS = ", ".join(PACK_SCHEMA["required"])
#: schema messages quote the offending value; a pasted novel must not make a 10 kB "line".
_MAX_MESSAGE = 240


# --- the loaded form -------------------------------------------------------------------------
@dataclass(frozen=True)
class ErrorToFind:
    """A mistake hidden in a recorded action list: the 0-based ``step`` and its code."""

    step: int
    code: str


@dataclass(frozen=True)
class PackScenario:
    """One scenario of a pack: what it trains, how to help, and the round itself."""

    id: str
    title: str
    trains: tuple[str, ...]
    hint: str
    time_limit: float | None
    scenario: Scenario
    #: a dealer's recorded actions with mistakes in them ("spot the error"); empty otherwise.
    recorded_actions: tuple[str, ...] = ()
    errors_to_find: tuple[ErrorToFind, ...] = ()

    @property
    def spot_the_error(self) -> bool:
        return bool(self.recorded_actions)

    def new_round(self) -> Round:
        """A fresh round of this scenario (use it as a context manager)."""
        return self.scenario.new_round()


@dataclass(frozen=True)
class Pack:
    """A validated scenario pack."""

    id: str
    title: str
    language: str
    author: str
    #: the pack's house id; a scenario may name other rules (``scenario.rules``).
    house: str
    version: int
    scenarios: tuple[PackScenario, ...]
    #: the file it was read from.
    source: str
    #: the percentage of rounds a trainee must pass for the pack to be passed (None: no mark).
    pass_mark: float | None = None

    def scenario(self, scenario_id: str) -> PackScenario:
        """The scenario with this id (KeyError if there is none)."""
        for item in self.scenarios:
            if item.id == scenario_id:
                return item
        raise KeyError(scenario_id)


# --- public entry points -----------------------------------------------------------------------
def shipped_pack_paths() -> list[Path]:
    """The packs that come with the trainer (``scenarios/packs/*.yaml``), sorted."""
    folder = packs_dir()
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*.yaml") if path.is_file())


def load_pack(path: str | os.PathLike[str]) -> Pack:
    """Read and fully validate a pack (every scenario is replayed).

    Raises:
        PackError: the first problem in the file; :func:`validate_paths` gives them all.
    """
    pack, errors = _read_pack(path)
    if errors:
        raise errors[0]
    assert pack is not None
    return pack


def validate_paths(paths: Iterable[str | os.PathLike[str]]) -> list[PackError]:
    """Every problem in every file, in file order; never raises for a bad file."""
    errors: list[PackError] = []
    for path in paths:
        errors.extend(_read_pack(path)[1])
    return errors


def check_pack(path: str | os.PathLike[str]) -> tuple[Pack | None, list[PackError]]:
    """The pack (None if anything is wrong) and every problem found in the file."""
    return _read_pack(path)


# --- reading and checking -----------------------------------------------------------------------
class _Within(LineMap):
    """The LineMap of a part of a document: key paths are relative to ``prefix``, errors
    name the full path (so scenario_from_data can check one scenario of a pack)."""

    def __init__(self, outer: LineMap, prefix: tuple[Any, ...]) -> None:
        super().__init__(outer.path, {})
        self._outer = outer
        self._prefix = prefix

    def __contains__(self, key_path: object) -> bool:
        return isinstance(key_path, (tuple, list)) and (self._prefix + tuple(key_path)) in self._outer

    def key_paths(self):
        size = len(self._prefix)
        return (path[size:] for path in self._outer.key_paths() if path[:size] == self._prefix)

    def mark_of(self, key_path: KeyPath) -> Mark | None:
        return self._outer.mark_of(self._prefix + tuple(key_path))

    def error(self, key_path: KeyPath, message: str) -> PackError:
        return self._outer.error(self._prefix + tuple(key_path), message)


def _clipped(error: PackError) -> PackError:
    message = " ".join(str(error.message).split())
    if len(message) <= _MAX_MESSAGE:
        return error
    return PackError(error.path, error.line, message[: _MAX_MESSAGE - 3] + "...", error.column, error.key_path)


def _read_pack(path: str | os.PathLike[str]) -> tuple[Pack | None, list[PackError]]:
    try:
        data, lines = load_yaml(path)
    except PackError as error:
        return None, [_clipped(error)]
    return _check_safely(data, lines)


def _check_safely(data: Any, lines: LineMap) -> tuple[Pack | None, list[PackError]]:
    try:
        return _check_pack(data, lines)
    except PackError as error:  # pragma: no cover - _check_pack collects them; a safety net
        return None, [_clipped(error)]
    except Exception as error:  # noqa: BLE001 - a bug must still not become a traceback for the user
        return None, [PackError(lines.path, None, f"internal error while checking the pack: {type(error).__name__}: {error}")]


def _check_pack(data: Any, lines: LineMap) -> tuple[Pack | None, list[PackError]]:
    if data is None:
        return None, [PackError(lines.path, 1, f"no pack here (the file is empty or only comments); a pack is a mapping with {_PACK_KEYS}")]
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else f"a single value ({type(data).__name__})"
        return None, [lines.error((), f"a pack is a mapping with {_PACK_KEYS}, not {kind}")]

    errors: list[PackError] = []
    house: HouseRules | None = None
    try:
        validate_schema(data, lines, {}, PACK_SCHEMA)
    except PackError as error:
        errors.append(_clipped(error))
    house_name = data.get("house")
    if isinstance(house_name, str) and re.fullmatch(_ID[1:-1], house_name):
        try:
            house = load_house(house_name)
        except PackError as error:
            errors.append(lines.error(("house",), error.message))
    if house is None and not errors:  # e.g. "cosmopol\n", which a schema pattern's $ lets by
        errors.append(lines.error(("house",), f"{house_name!r} is not a house name such as {DEFAULT_HOUSE}"))
    pass_mark = data.get("pass_mark")
    if isinstance(pass_mark, float) and math.isnan(pass_mark):  # .nan passes the schema's bounds
        errors.append(lines.error(("pass_mark",), "nan is not a percentage"))
    items = data.get("scenarios")
    if not isinstance(items, list):
        return None, errors

    scenarios: list[PackScenario] = []
    first_line: dict[str, int | None] = {}
    for index, item in enumerate(items[:MAX_SCENARIOS]):
        where = _Within(lines, ("scenarios", index))
        scenario_id = item.get("id") if isinstance(item, dict) else None
        if isinstance(scenario_id, str):
            if scenario_id in first_line:
                errors.append(
                    where.error(("id",), f"duplicate scenario id {scenario_id!r} (first used on line {first_line[scenario_id]})")
                )
                continue
            first_line[scenario_id] = where.line_of(("id",))
        if house is None and not (isinstance(item, dict) and "rules" in item):
            continue  # the pack's house is broken (already reported): nothing to check against
        found, problems = _check_scenario(item, where, house)
        errors.extend(problems)
        if found is not None:
            scenarios.append(found)
    if errors:
        return None, errors
    pack = Pack(
        id=data["id"],
        title=data["title"],
        language=data["language"],
        author=data["author"],
        house=data["house"],
        version=data["version"],
        scenarios=tuple(scenarios),
        source=str(lines.path),
        pass_mark=data.get("pass_mark"),
    )
    return pack, []


def _check_scenario(item: Any, where: _Within, house: HouseRules | None) -> tuple[PackScenario | None, list[PackError]]:
    """One scenario: structure and game checks, then the replays. At most one error from
    the first two (later checks need a sound scenario); every mismatch of the recording."""
    try:
        own_rules = isinstance(item, dict) and "rules" in item
        scenario = scenario_from_data(item, where, None if own_rules else house, PACK_SCENARIO_SCHEMA)
    except PackError as error:
        return None, [_clipped(error)]

    time_limit = item.get("time_limit")
    if isinstance(time_limit, float) and math.isnan(time_limit):  # .nan passes the schema's bounds
        return None, [where.error(("time_limit",), "nan is not a number of seconds")]

    recorded = list(item.get("recorded_actions", []))
    actions: list[Action] = []
    for step, text in enumerate(recorded):
        try:
            actions.append(Action.parse(text))
        except ActionError as error:
            return None, [where.error(("recorded_actions", step), str(error))]

    try:
        with scenario.new_round() as round_:
            play_round(round_)
            if not round_.finished:  # pragma: no cover - play_round plays to the end or raises
                raise RuntimeError("the round did not finish")
            shown = exercised_points(round_)
    except Exception as error:  # noqa: BLE001 - any failure of the replay is the scenario's fault to report
        return None, [where.error((), f"the reference dealer cannot play this round to its end: {type(error).__name__}: {error}")]

    trains = tuple(item["trains"])
    problems = [
        where.error(("trains", index), f"the round never exercises {point}: it needs {PROCEDURE_POINTS[point]}")
        for index, point in enumerate(trains)
        if point not in shown
    ]

    # int(): the schema lets 3.0 pass as an integer, and a step indexes the recording.
    listed = [ErrorToFind(int(entry["step"]), entry["code"]) for entry in item.get("errors_to_find", [])]
    if actions:
        problems.extend(_check_recording(scenario, actions, listed, where))
    if problems:
        return None, problems
    return (
        PackScenario(
            id=item["id"],
            title=item["title"],
            trains=trains,
            hint=item["hint"],
            time_limit=item.get("time_limit"),
            scenario=scenario,
            recorded_actions=tuple(recorded),
            errors_to_find=tuple(listed),
        ),
        [],
    )


def _check_recording(scenario: Scenario, actions: list[Action], listed: list[ErrorToFind], where: _Within) -> list[PackError]:
    """The recorded actions finish the round and make exactly the listed mistakes."""
    try:
        with scenario.new_round() as round_:
            made = {mistake.step: mistake for mistake in round_.play_out(actions)}
            finished = round_.finished
    except Exception as error:  # noqa: BLE001
        return [where.error(("recorded_actions",), f"the recorded actions cannot be replayed: {type(error).__name__}: {error}")]

    problems: list[PackError] = []
    seen: set[int] = set()
    for index, entry in enumerate(listed):
        at = ("errors_to_find", index)
        if entry.step in seen:
            problems.append(where.error(at, f"step {entry.step} is listed twice"))
            continue
        seen.add(entry.step)
        if entry.step >= len(actions):
            problems.append(where.error(at, f"step {entry.step} is past the last recorded action (step {len(actions) - 1})"))
            continue
        mistake = made.get(entry.step)
        action = str(actions[entry.step])
        if mistake is None:
            problems.append(where.error(at, f"step {entry.step} ({action!r}) is a correct action, not {entry.code}"))
        elif mistake.code != entry.code:
            problems.append(where.error(at, f"step {entry.step} ({action!r}) is a {mistake.code} mistake, not {entry.code}"))
    for step, mistake in sorted(made.items()):
        if step not in seen:
            problems.append(
                where.error(
                    ("recorded_actions", step),
                    f"step {step} ({mistake.action!r}) is a {mistake.code} mistake that errors_to_find does not list",
                )
            )
    if not finished and not problems:
        problems.append(where.error(("recorded_actions",), "the recorded actions stop before the round ends (no end_round that finishes it)"))
    return problems


# --- what a played round shows ------------------------------------------------------------------
def exercised_points(round_: Round) -> frozenset[str]:
    """The procedure points a played round exercises (see :data:`PROCEDURE_POINTS`).

    Read from the round's history and table, so it holds for any round, however it was
    set up; a scenario's ``trains`` must be a subset of it.
    """
    table = round_.table
    applied = [(record.state, Action.parse(record.action)) for record in round_.history if record.mistake is None]
    verbs = {action.verb for _, action in applied}
    points: set[str] = set()

    first_deal = sorted({int(a.target) for state, a in applied if state == "first_deal" and a.verb == "deal" and a.target != DEALER})
    skips_a_box = first_deal != list(range(1, len(first_deal) + 1))
    if len(first_deal) >= 3 or skips_a_box or "split" in verbs:
        points.add(DEALING_ORDER)

    blackjacks = [hand for hand in table.hands.values() if hand.is_blackjack]
    if blackjacks:
        points.add(IMMEDIATE_BLACKJACK)
    if any(bet.bonus_paid for bet in table.bets.values()):
        points.add(THREE_SEVENS)
    if "offer_insurance" in verbs:
        points.add(INSURANCE_EVEN_MONEY)

    settled = [a.target for state, a in applied if state in ("insurance_settlement", "settlement") and a.verb in MONEY_VERBS]
    if len(settled) >= 3 and len({table.bets[bet_id].hand_id for bet_id in settled}) >= 2:
        points.add(SETTLEMENT_ORDER)
    if verbs & {"split", "double"}:
        points.add(SPLITS_DOUBLES)
    if _house_rule_shown(round_, verbs, bool(blackjacks)):
        points.add(HOUSE_RULES)
    if any(bet.settled for bet in table.side_bets(unsettled_only=False)):
        points.add(SIDE_BETS)
    return frozenset(points)


def _house_rule_shown(round_: Round, verbs: set[str], has_blackjack: bool) -> bool:
    """Whether the round turns on a rule where the shipped houses differ."""
    table, rules = round_.table, round_.rules
    up = table.dealer_first_card()
    if "refuse" in verbs or _house_play_option_shown(round_):
        return True
    for hand in table.hands.values():
        first_two = hand.cards[:2]
        if hand.doubled and (any(card.is_ace for card in first_two) or hv.hard_total(first_two) not in (9, 10, 11)):
            return True
    split_boxes: dict[int, set[str]] = {}
    for hand in table.hands.values():
        if hand.from_split and hand.cards:
            split_boxes.setdefault(hand.box, set()).add(hand.cards[0].rank.value)
    if any(len(ranks) > 1 for ranks in split_boxes.values()):
        return True
    if has_blackjack and up is not None:
        if rules.blackjack_pays != Fraction(3, 2) and any(
            bet.net == payout(bet.stake, rules.blackjack_pays, rules.round_payouts_down_to)
            for hand in table.hands.values()
            if hand.is_blackjack
            for bet in table.bets_on(hand.id, include_settled=True)
        ):
            return True
        if 2 <= up.points <= 9 and not rules.blackjack_paid_at_once:
            return True
        if up.is_ace and rules.insurance and not rules.even_money:
            return True
    if up is not None and up.is_ace and not (rules.insurance or rules.even_money):
        return True
    dealer_total = hv.total(table.dealer)
    if rules.ties_dealer_wins and not table.dealer_has_blackjack() and dealer_total in rules.ties_dealer_wins:
        if any(not hand.is_bust and not hand.is_blackjack and hand.total == dealer_total for hand in table.hands.values()):
            return True
    # The round is over, so no bet is live: a dealer's hand still short of 17 stopped for that.
    if not rules.dealer_draws_without_live_bets and hv.dealer_must_draw(
        table.dealer, rules.dealer_stands_on, rules.dealer_hits_soft_17
    ):
        return True
    return False


def _house_play_option_shown(round_: Round) -> bool:
    """A house play option at work: a card to a soft 21 (may_hit_soft_21), or a hand served
    again after a later hand took a card (hit_order: round_the_table)."""
    position = {hand_id: index for index, hand_id in enumerate(round_.table.order)}
    served: list[str] = []
    for record in round_.history:
        if record.mistake is not None or record.state != "play":
            continue
        action = Action.parse(record.action)
        if action.verb != "deal" or action.target not in position:
            continue
        served.append(action.target)
    if any(position[later] < position[earlier] for earlier, later in zip(served, served[1:])):
        return True
    # A soft 21 that took a card: some of the hand's first cards, not all, made a soft 21.
    return any(
        hv.total(hand.cards[:count], hand.frozen_aces) == 21 and hv.is_soft(hand.cards[:count], hand.frozen_aces)
        for hand in round_.table.hands.values()
        for count in range(2, len(hand.cards))
    )


# --- recording into a pack ----------------------------------------------------------------------
def add_to_pack(
    pack_path: str | os.PathLike[str],
    scenario_data: dict[str, Any],
    id: str,  # noqa: A002 - the pack's own word for it
    title: str,
    trains: Sequence[str],
    hint: str,
    *,
    time_limit: float | None = None,
    recorded_actions: Sequence[str] | None = None,
    errors_to_find: Sequence[dict[str, Any]] | None = None,
) -> Pack:
    """Append a scenario (the minimal form, e.g. a recorded round's
    ``Scenario.to_yaml_data(played=round)``) to a pack file, and return the new pack.

    The new item goes at the end of the ``scenarios`` list as text, so the instructor's
    comments and layout stay as they were. A file that does not exist yet becomes a new
    pack (id from the file name, the scenario's house, version 1). Nothing is written
    unless the whole new pack validates.

    Raises:
        PackError: the existing pack is broken, or the new scenario is (a duplicate id,
            a ``trains`` point the round does not show...); the file is left untouched.
    """
    path = Path(pack_path)
    item: dict[str, Any] = {"id": id, "title": title, "trains": list(trains), "hint": hint}
    if time_limit is not None:
        item["time_limit"] = time_limit
    if recorded_actions:  # a spot-the-error scenario: what the dealer did, and the mistakes in it
        item["recorded_actions"] = list(recorded_actions)
        item["errors_to_find"] = [dict(entry) for entry in errors_to_find or ()]
    body = dict(scenario_data)
    # A minimal-form scenario without rules means the default house; in a pack it would
    # mean the pack's house, so say it before deciding whether it can go.
    body.setdefault("rules", DEFAULT_HOUSE)
    newline = "\n"
    if path.exists():
        pack = load_pack(path)
        if body["rules"] == pack.house:
            del body["rules"]  # the pack's house is the default
        item.update(body)
        text = path.read_bytes().decode("utf-8-sig")
        if "\r\n" in text:
            newline, text = "\r\n", text.replace("\r\n", "\n")
        new_text = _appended_text(text, item, path)
    else:
        stem = re.sub(r"[^a-z0-9_-]+", "-", path.stem.lower()).strip("-_") or "recorded"
        header = {
            "id": stem,
            "title": path.stem.replace("-", " ").replace("_", " ").strip().capitalize() or "Recorded rounds",
            "language": "en",
            "author": "recorded in the trainer",
            "house": body.pop("rules"),
            "version": 1,
        }
        item.update(body)
        new_text = _dump({**header, "scenarios": [item]})

    data, lines = parse_yaml(new_text, path)
    pack, errors = _check_safely(data, lines)
    if errors:
        raise errors[0]
    _write_atomically(path, new_text.replace("\n", newline) if newline != "\n" else new_text)
    assert pack is not None
    return pack


def _dump(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, allow_unicode=True, width=100)


def _appended_text(text: str, item: dict[str, Any], path: Path) -> str:
    """``text`` with ``item`` added as the last entry of its block ``scenarios`` list.

    The instructor's text is never dumped again (that would lose every comment): a
    layout the item cannot be appended to as text (a flow-style ``[...]`` list) is
    refused with what to change."""
    try:
        new_text = _insert_item(text, item)
    except (yaml.YAMLError, ValueError):
        new_text = None
    if new_text is not None:
        try:
            data, _ = parse_yaml(new_text, path)
        except PackError:
            data = None
        if isinstance(data, dict) and isinstance(data.get("scenarios"), list) and data["scenarios"][-1] == _reloaded(item):
            return new_text
    _, lines = parse_yaml(text, path)
    raise lines.error(
        ("scenarios",),
        "cannot add a scenario here without rewriting the file and losing its comments: "
        "write scenarios as a list with one '- id: ...' entry a line, not in brackets",
    )


def _reloaded(item: dict[str, Any]) -> Any:
    return parse_yaml(_dump(item))[0]


def _insert_item(text: str, item: dict[str, Any]) -> str | None:
    # The text already passed load_yaml's safe checks, so composing it again is safe.
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    if not isinstance(root, MappingNode):
        return None
    scenarios = next((value for key, value in root.value if key.value == "scenarios"), None)
    if isinstance(scenarios, SequenceNode) and scenarios.flow_style and scenarios.value:
        # [..., {...}]: the item goes in as flow text before the closing bracket
        close = text.rfind("]", 0, scenarios.end_mark.index)
        flow = yaml.safe_dump(item, default_flow_style=True, allow_unicode=True, width=1 << 30).strip()
        return text[:close] + ", " + flow + text[close:]
    if not isinstance(scenarios, SequenceNode) or scenarios.flow_style or not scenarios.value:
        return None
    # The end of the last item: descend through block collections to the last scalar or
    # flow collection, whose end mark is exact (a block collection's ends at the next token).
    node = scenarios.value[-1]
    while isinstance(node, (MappingNode, SequenceNode)) and not node.flow_style and node.value:
        node = node.value[-1][1] if isinstance(node, MappingNode) else node.value[-1]
    end = node.end_mark.index
    if node.end_mark.column == 0:
        insert_at = end
    else:
        newline = text.find("\n", end)
        insert_at = len(text) if newline < 0 else newline + 1
    before, after = text[:insert_at], text[insert_at:]
    if before and not before.endswith("\n"):
        before += "\n"
    indent = " " * scenarios.start_mark.column
    block = "".join(indent + line if line.strip() else line for line in _dump([item]).splitlines(True))
    return before + block + after


def _write_atomically(path: Path, text: str) -> None:
    """Through the one atomic writer every output uses (:mod:`trainer.core.outputs`)."""
    from trainer.core.outputs import write_text_atomically

    write_text_atomically(path, text)
