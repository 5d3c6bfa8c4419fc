"""Skills: target times, a mastery rule and a status for each thing a trainee practises.

Every focus point of :mod:`trainer.core.procedure.points` (a dealt round) and every drill kind of
:mod:`trainer.core.drills` (``drill.<kind>``) is a skill. An *exercise* of a skill is one
round in which its point happened, or one drill answer of its kind; it is *right* when
it has no mistake of the skill and its time is within the target: seconds per dealer
action for a round, per answer for a drill.

Status, from the exercises in order:

* ``new``: no exercise yet;
* ``mastered``: at least ``exercises`` in all, and ``right`` of the last ``window`` right;
* ``slipping``: it was mastered at some earlier exercise and is not any more;
* ``learning``: otherwise.

Targets and rules come from ``scenarios/skills.yaml`` (or another file), read through
the safe YAML loader; ``houses:`` and ``classes:`` override them for a house or a
class of trainees. Every problem is a :class:`PackError` with file and line.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from trainer.core.drills import KINDS
from trainer.core.files.yamlio import LineMap, load_yaml
from trainer.core.procedure.points import FOCUS_POINTS
from trainer.core.procedure.points import label as point_label
from trainer.paths import scenarios_dir

NEW, LEARNING, MASTERED, SLIPPING = "new", "learning", "mastered", "slipping"
STATUSES = (NEW, LEARNING, SLIPPING, MASTERED)
DRILL_PREFIX = "drill."
#: a skills file is a page of settings; anything bigger is not one.
MAX_SKILLS_BYTES = 200_000


def drill_skill(kind: str) -> str:
    return DRILL_PREFIX + kind


def skill_ids() -> tuple[str, ...]:
    """Every skill: the focus points, then the drill kinds."""
    return FOCUS_POINTS + tuple(drill_skill(kind) for kind in KINDS)


def skill_label(skill_id: str) -> str:
    if skill_id.startswith(DRILL_PREFIX):
        return "Drill: " + skill_id[len(DRILL_PREFIX):].replace("_", " ")
    return point_label(skill_id)


@dataclass(frozen=True)
class MasteryRule:
    exercises: int = 50
    right: float = 0.9
    window: int = 30

    def describe(self) -> str:
        return f"{self.exercises} exercises, {round(self.right * 100)} % right over the last {self.window}"


@dataclass(frozen=True)
class Skill:
    id: str
    #: target seconds per dealer action (a round) or per answer (a drill).
    seconds: float
    mastery: MasteryRule

    @property
    def label(self) -> str:
        return skill_label(self.id)

    @property
    def is_drill(self) -> bool:
        return self.id.startswith(DRILL_PREFIX)


@dataclass(frozen=True)
class Exercise:
    at: datetime
    #: no mistake of the skill.
    correct: bool
    #: seconds per action (a round) or for the answer (a drill).
    seconds: float


@dataclass(frozen=True)
class SkillStatus:
    skill: Skill
    status: str
    exercises: int
    #: right exercises among the last ``window`` (and how many that window holds).
    right_recent: int
    recent: int
    #: share right in the last window minus the window before (None: too few exercises).
    trend: float | None
    #: median seconds per action or answer over the last window (None: no exercise).
    median_seconds: float | None

    @property
    def accuracy(self) -> float | None:
        return self.right_recent / self.recent if self.recent else None


def is_right(skill: Skill, exercise: Exercise) -> bool:
    return exercise.correct and exercise.seconds <= skill.seconds


def status_of(skill: Skill, exercises: Sequence[Exercise]) -> SkillStatus:
    """The skill's status after ``exercises`` (oldest first)."""
    rule = skill.mastery
    right = [is_right(skill, e) for e in exercises]
    total = len(right)

    def mastered_after(count: int) -> bool:
        if count < rule.exercises or count == 0:
            return False
        last = right[max(0, count - rule.window):count]
        return sum(last) >= rule.right * len(last) - 1e-9

    if total == 0:
        status = NEW
    elif mastered_after(total):
        status = MASTERED
    elif any(mastered_after(count) for count in range(rule.exercises, total)):
        status = SLIPPING
    else:
        status = LEARNING
    recent = right[-rule.window:]
    before = right[-2 * rule.window:-rule.window]
    trend = (sum(recent) / len(recent) - sum(before) / len(before)) if recent and before else None
    times = sorted(e.seconds for e in exercises[-rule.window:])
    median = None
    if times:
        middle = len(times) // 2
        median = times[middle] if len(times) % 2 else (times[middle - 1] + times[middle]) / 2
    return SkillStatus(skill, status, total, sum(recent), len(recent), trend, median)


# --- the skills file ---------------------------------------------------------------------------


def default_skills_path() -> Path:
    return scenarios_dir() / "skills.yaml"


@dataclass(frozen=True)
class SkillBook:
    """The skills file, read: defaults, per-skill values and the overrides."""

    seconds: float
    mastery: MasteryRule
    skills: dict[str, dict[str, Any]]
    houses: dict[str, dict[str, Any]]
    classes: dict[str, dict[str, Any]]

    def class_of(self, trainee: str | None) -> str | None:
        if trainee is None:
            return None
        for name, spec in self.classes.items():
            if any(str(member).casefold() == trainee.casefold() for member in spec.get("trainees", ())):
                return name
        return None

    def skills_for(self, house: str | None = None, trainee: str | None = None) -> dict[str, Skill]:
        """Every skill's target and rule for a house and a trainee (a class beats a house)."""
        layers: list[dict[str, Any]] = [{"seconds": self.seconds, "mastery": self.mastery, "skills": self.skills}]
        if house in self.houses:
            layers.append(self.houses[house])
        klass = self.class_of(trainee)
        if klass is not None:
            layers.append(self.classes[klass])
        result = {}
        for skill_id in skill_ids():
            seconds, mastery = self.seconds, self.mastery
            for layer in layers:
                seconds = layer.get("seconds", seconds)
                mastery = layer.get("mastery", mastery)
                own = layer.get("skills", {}).get(skill_id, {})
                seconds = own.get("seconds", seconds)
                mastery = own.get("mastery", mastery)
            result[skill_id] = Skill(skill_id, float(seconds), mastery)
        return result


def load_skill_book(path: str | Path | None = None) -> SkillBook:
    """Read a skills file (default: the shipped ``scenarios/skills.yaml``)."""
    path = default_skills_path() if path is None else path
    data, lines = load_yaml(path, MAX_SKILLS_BYTES)
    if data is None:
        data = {}
    _mapping(data, lines, (), {"defaults", "skills", "houses", "classes"})
    defaults = data.get("defaults") or {}
    _mapping(defaults, lines, ("defaults",), {"seconds", "mastery"})
    seconds = _seconds(defaults.get("seconds", 6), lines, ("defaults", "seconds"))
    mastery = _rule(defaults.get("mastery"), MasteryRule(), lines, ("defaults", "mastery"))
    skills = _skill_table(data.get("skills") or {}, mastery, lines, ("skills",))
    houses: dict[str, dict[str, Any]] = {}
    for name, spec in (_mapping(data.get("houses") or {}, lines, ("houses",)) or {}).items():
        houses[str(name)] = _layer(spec, mastery, lines, ("houses", name), set())
    classes: dict[str, dict[str, Any]] = {}
    for name, spec in (_mapping(data.get("classes") or {}, lines, ("classes",)) or {}).items():
        layer = _layer(spec, mastery, lines, ("classes", name), {"trainees"})
        members = (spec or {}).get("trainees", [])
        if not isinstance(members, list) or not all(isinstance(m, str) for m in members):
            raise lines.error(("classes", name, "trainees"), "trainees is a list of names")
        layer["trainees"] = tuple(members)
        classes[str(name)] = layer
    return SkillBook(seconds, mastery, skills, houses, classes)


def _mapping(value: Any, lines: LineMap, where: tuple[Any, ...], allowed: set[str] | None = None) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise lines.error(where, "expected a mapping of names to values")
    if allowed is not None:
        for key in value:
            if key not in allowed:
                raise lines.error(where + (key,), f"unknown key {key!r}; allowed: {', '.join(sorted(allowed))}")
    return value


def _seconds(value: Any, lines: LineMap, where: tuple[Any, ...]) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or not 0 < value <= 3600:
        raise lines.error(where, f"{value!r} is not a number of seconds between 0 and 3600")
    return float(value)


def _rule(value: Any, base: MasteryRule, lines: LineMap, where: tuple[Any, ...]) -> MasteryRule:
    if value is None:
        return base
    _mapping(value, lines, where, {"exercises", "right", "window"})
    rule = base
    for key in ("exercises", "window"):
        if key in value:
            number = value[key]
            if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 10_000:
                raise lines.error(where + (key,), f"{key} is a whole number from 1 to 10000, not {number!r}")
            rule = replace(rule, **{key: number})
    if "right" in value:
        share = value["right"]
        if isinstance(share, bool) or not isinstance(share, (int, float)) or not 0 < share <= 1:
            raise lines.error(where + ("right",), f"right is a share between 0 and 1 (0.9 for 90 %), not {share!r}")
        rule = replace(rule, right=float(share))
    return rule


def _skill_table(value: Any, mastery: MasteryRule, lines: LineMap, where: tuple[Any, ...]) -> dict[str, dict[str, Any]]:
    _mapping(value, lines, where)
    known = set(skill_ids())
    table = {}
    for skill_id, spec in value.items():
        if skill_id not in known:
            raise lines.error(where + (skill_id,), f"unknown skill {skill_id!r}; skills: {', '.join(skill_ids())}")
        _mapping(spec, lines, where + (skill_id,), {"seconds", "mastery"})
        entry: dict[str, Any] = {}
        if "seconds" in spec:
            entry["seconds"] = _seconds(spec["seconds"], lines, where + (skill_id, "seconds"))
        if "mastery" in spec:
            entry["mastery"] = _rule(spec["mastery"], mastery, lines, where + (skill_id, "mastery"))
        table[skill_id] = entry
    return table


def _layer(spec: Any, mastery: MasteryRule, lines: LineMap, where: tuple[Any, ...], extra: set[str]) -> dict[str, Any]:
    spec = {} if spec is None else spec
    _mapping(spec, lines, where, {"seconds", "mastery", "skills"} | extra)
    layer: dict[str, Any] = {}
    if "seconds" in spec:
        layer["seconds"] = _seconds(spec["seconds"], lines, where + ("seconds",))
    if "mastery" in spec:
        layer["mastery"] = _rule(spec["mastery"], mastery, lines, where + ("mastery",))
    layer["skills"] = _skill_table(spec.get("skills") or {}, layer.get("mastery", mastery), lines, where + ("skills",))
    return layer
