"""Checking a loaded YAML document against a JSON schema, with the first problem (the
one earliest in the file) raised as a one-line PackError naming its file and line."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from trainer.core.files.plain_errors import close_key, schema_message, unknown_key_message
from trainer.core.files.yamlio import LineMap

if TYPE_CHECKING:
    import jsonschema

    from trainer.core.files.errors import PackError

# per id-keyed mapping (its key path): the key as a string -> the key as the file wrote it
OriginalKeys = dict[tuple[Any, ...], dict[str, Any]]


def validate_schema(data: Any, lines: LineMap, original_keys: OriginalKeys, schema: dict[str, Any]) -> None:
    """Raise the first schema violation (the one earliest in the file) as a PackError."""
    errors = schema_errors(data, lines, original_keys, schema)
    if errors:
        raise errors[0]


def schema_errors(data: Any, lines: LineMap, original_keys: OriginalKeys, schema: dict[str, Any]) -> list[PackError]:
    """Every schema violation as a PackError, in file order, one per place (so
    ``trainer validate`` names a typo in ``trains`` and a missing key in one run)."""
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema)
    errors = _without_typo_twins(list(validator.iter_errors(data)))
    located = sorted(
        ((_error_path(error, original_keys), error) for error in errors),
        key=lambda item: (lines.line_of(item[0]) or 0, len(item[0])),
    )
    found: list[PackError] = []
    said: set[tuple[tuple[Any, ...], str]] = set()
    for key_path, error in located:
        message = _schema_message(error)
        if (key_path, message) not in said:  # the same word twice on one place (anyOf branches)
            said.add((key_path, message))
            found.append(lines.error(key_path, message))
    return found


def _without_typo_twins(errors: list[jsonschema.ValidationError]) -> list[jsonschema.ValidationError]:
    """A misspelt required key (``hnit:``) is both an unknown key and a missing one; the
    unknown key's error names the typo on its own line, so the missing one goes."""
    typos: set[tuple[tuple[str | int, ...], str]] = set()
    for error in errors:
        allowed = list(_schema_of(error).get("properties", {})) if error.validator == "additionalProperties" else []
        for key in _unknown_keys(error):
            likely = close_key(key, allowed)
            if likely is not None:
                typos.add((tuple(error.absolute_path), likely))
    if not typos:
        return errors
    return [
        error for error in errors
        if not (error.validator == "required" and (tuple(error.absolute_path), _missing_key(error)) in typos)
    ]


def _missing_key(error: jsonschema.ValidationError) -> Any:
    """The one key a ``required`` error is about (jsonschema makes one error per missing
    key, naming it first in its message): a typo of ``boxes`` excuses only ``boxes``."""
    required = error.validator_value if isinstance(error.validator_value, Iterable) else ()
    return next((key for key in required if error.message.startswith(repr(key))), None)


def _unknown_keys(error: jsonschema.ValidationError) -> list[Any]:
    """The keys an ``additionalProperties: false`` error is about, in document order
    (never sorted: YAML keys may mix numbers and text)."""
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = _schema_of(error).get("properties", {})
        return [key for key in error.instance if key not in allowed]
    return []


def _error_path(error: jsonschema.ValidationError, original_keys: OriginalKeys) -> tuple[Any, ...]:
    """Where an error is: an unknown key's own line, not its mapping's."""
    path = yaml_path(list(error.absolute_path), original_keys)
    unknown = _unknown_keys(error)
    return path + (unknown[0],) if unknown else path


def _schema_message(error: jsonschema.ValidationError) -> str:
    unknown = _unknown_keys(error)
    if unknown:
        return unknown_key_message(unknown[0], list(_schema_of(error).get("properties", {})))
    if error.validator == "dependentRequired" and isinstance(error.instance, dict):
        for name, needed in _schema_of(error).get("dependentRequired", {}).items():
            missing = [key for key in needed if key not in error.instance]
            if name in error.instance and missing:
                return f"{name} needs {', '.join(missing)} as well"
    if error.validator == "enum" and isinstance(error.validator_value, Iterable):
        choices = [str(choice) for choice in error.validator_value]
        likely = close_key(error.instance, choices) if isinstance(error.instance, str) else None
        hint = f" (did you mean {likely!r}?)" if likely is not None else ""
        return f"{error.instance!r} is not one of {', '.join(choices)}{hint}"
    if error.validator == "propertyNames":
        return f"{error.instance!r} is not a valid id here"
    return schema_message(error)


def _schema_of(error: jsonschema.ValidationError) -> Mapping[str, Any]:
    """The (sub)schema an error came from: always a mapping for the keywords read here,
    though jsonschema's types also allow a bare ``true``/``false`` schema or none."""
    return error.schema if isinstance(error.schema, Mapping) else {}


def yaml_path(path: list[Any], original_keys: OriginalKeys) -> tuple[Any, ...]:
    """A schema error's path with each id-keyed mapping's key as the file wrote it (``1``,
    not ``'1'``), so its line can be found."""
    if len(path) >= 2 and (path[0],) in original_keys:
        path[1] = original_keys[(path[0],)].get(path[1], path[1])
    if len(path) >= 3 and (path[0], path[1]) in original_keys:
        path[2] = original_keys[(path[0], path[1])].get(path[2], path[2])
    return tuple(path)
