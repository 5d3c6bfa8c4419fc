"""Reading and checking scenario packs: the schemas, the loaded form and the three layers
of validation (see :mod:`trainer.core.packs`, which also names the pack format's parts).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from trainer.core.files.errors import KeyPath, PackError
from trainer.core.files.schema_check import schema_errors
from trainer.core.files.yamlio import LineMap, Mark, load_yaml
from trainer.core.game.rules import DEFAULT_HOUSE, HouseRules, load_house
from trainer.core.packs.scenario import SCENARIO_SCHEMA, Scenario, scenario_from_data, scenario_schema_errors
from trainer.core.packs.trains import PROCEDURE_POINTS, exercised_points
from trainer.core.procedure.actions import Action, ActionError
from trainer.core.procedure.dealer import play_round
from trainer.core.procedure.machine import Round
from trainer.core.procedure.mistakes import ALL_CODES
from trainer.languages import LANGUAGES
from trainer.paths import packs_dir

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
        # the pack's and its scenarios' human texts in other languages (optional)
        "translations": {"type": "object", "additionalProperties": False, "properties": {}},
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

#: One language's texts of a pack: its title and, by scenario id, a scenario's title and
#: hint. Each part is optional: what a language leaves out is shown in the pack's own text.
_TRANSLATION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "title": _TEXT,
        "scenarios": {
            "type": "object",
            "maxProperties": MAX_SCENARIOS,
            "additionalProperties": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"title": _TEXT, "hint": _LONG_TEXT},
            },
        },
    },
}
# the trainer's languages are the keys; any other key is a misspelt or unknown language.
PACK_SCHEMA["properties"]["translations"]["properties"] = dict.fromkeys(LANGUAGES, _TRANSLATION_SCHEMA)

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
    #: language code -> that language's texts: ``{"title": ..., "scenarios": {id: {"title":
    #: ..., "hint": ...}}}``, each part optional (:mod:`trainer.words.pack_texts` reads them).
    translations: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False, hash=False)

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

    def key_paths(self) -> Iterator[tuple[Any, ...]]:
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
    errors.extend(_clipped(error) for error in schema_errors(data, lines, {}, PACK_SCHEMA))
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
    errors.extend(_check_translations(data.get("translations"), items, lines))
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
        translations=data.get("translations") or {},
    )
    return pack, []


def _check_translations(translations: Any, items: list[Any], lines: LineMap) -> list[PackError]:
    """Every scenario a translation names is one of the pack's (the schema checked the rest)."""
    if not isinstance(translations, dict):
        return []
    known = [item.get("id") for item in items if isinstance(item, dict)]
    errors: list[PackError] = []
    for code, texts in translations.items():
        scenarios = texts.get("scenarios") if isinstance(texts, dict) else None
        if not isinstance(scenarios, dict):
            continue
        for scenario_id in scenarios:
            if scenario_id not in known:
                errors.append(
                    lines.error(
                        ("translations", code, "scenarios", scenario_id),
                        f"no scenario {scenario_id!r} in this pack; its scenarios are: {', '.join(map(str, known))}",
                    )
                )
    return errors


def _check_scenario(item: Any, where: _Within, house: HouseRules | None) -> tuple[PackScenario | None, list[PackError]]:
    """One scenario: structure and game checks, then the replays. At most one error from
    the first two (later checks need a sound scenario); every mismatch of the recording."""
    try:
        own_rules = isinstance(item, dict) and "rules" in item
        scenario = scenario_from_data(item, where, None if own_rules else house, PACK_SCENARIO_SCHEMA)
    except PackError as error:
        # every problem of the schema in one run (a misspelt trains value and a missing hint),
        # not one a run; a problem past the schema alone
        every = scenario_schema_errors(item, where, PACK_SCENARIO_SCHEMA) or [error]
        return None, [_clipped(found) for found in every]

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
