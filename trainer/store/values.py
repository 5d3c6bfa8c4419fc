"""Plain values in and out: times, money and the core's records as stored text."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any, overload

from trainer.core.game.payouts import format_amount

# --- plain values in and out ------------------------------------------------------------------


def _aware(value: datetime | str | None) -> datetime:
    """A time with its UTC offset (now for None; a naive time is local time)."""
    if value is None:
        value = datetime.now()
    elif isinstance(value, str):
        value = datetime.fromisoformat(value)
    return value if value.tzinfo is not None else value.astimezone()


def _stamp(value: datetime | str | None) -> str:
    """A time as stored: ISO 8601 to the second with its UTC offset (naive = local time)."""
    return _aware(value).isoformat(timespec="seconds")


@overload
def _time(text: str) -> datetime: ...
@overload
def _time(text: str | None) -> datetime | None: ...
def _time(text: str | None) -> datetime | None:
    """A stored time text as a time (None for none)."""
    return datetime.fromisoformat(text) if text else None


def utc_moment(text: str) -> datetime:
    """A kept UTC time text (``2024-05-03T12:05:09``, :mod:`trainer.store.facts`) as an aware time."""
    moment = datetime.fromisoformat(text)
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def period_of(stamp: datetime, by: str) -> str:
    """The day (``2024-05-03``) or ISO week (``2024-W18``) of a stored time, in the
    local calendar it was recorded in.

    >>> period_of(datetime.fromisoformat("2024-05-05T23:30:00+02:00"), "week")
    '2024-W18'
    """
    if by == "day":
        return stamp.date().isoformat()
    if by == "week":
        year, week, _ = stamp.isocalendar()
        return f"{year}-W{week:02d}"
    raise ValueError(f"by must be 'day' or 'week', not {by!r}")


def _money_text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, (int, Fraction)):
        return format_amount(Fraction(value))
    if isinstance(value, float):
        return format_amount(Fraction(str(value)))
    if isinstance(value, Mapping):  # a chip answer {denomination: count}
        return json.dumps({str(k): v for k, v in value.items()}, sort_keys=True)
    return str(value)


def _field(item: Any, name: str, default: Any = None) -> Any:
    if isinstance(item, Mapping):
        return item.get(name, default)
    return getattr(item, name, default)


def _mistake_of(item: Any) -> tuple[str, tuple[str, ...]] | None:
    """(code, expected) of a Mistake, a mapping, or a bare code; None for none."""
    if item is None:
        return None
    if isinstance(item, str):
        return item, ()
    code = _field(item, "code")
    if not code:
        return None
    return str(code), tuple(str(a) for a in (_field(item, "expected") or ()))


def _record_row(record: Any, extra: Mapping[int, tuple[str, tuple[str, ...]]]) -> tuple[int, str, str, str | None, str | None]:
    step = int(_field(record, "step"))
    mistake = _mistake_of(_field(record, "mistake"))
    if mistake is None and isinstance(record, Mapping) and record.get("code"):
        mistake = str(record["code"]), tuple(record.get("expected") or ())
    if mistake is None:
        mistake = extra.get(step)
    code, expected = mistake if mistake else (None, ())
    return step, str(_field(record, "action")), str(_field(record, "state", "") or ""), code, (
        json.dumps(list(expected)) if code else None
    )


def _scenario_text(scenario: Mapping[str, Any] | str) -> str:
    if isinstance(scenario, str):
        return scenario
    return json.dumps(scenario, default=_json_default)


def _json_default(value: Any) -> Any:
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value) if isinstance(value, (set, frozenset)) else list(value)
    raise TypeError(f"cannot store {type(value).__name__} in a scenario")
