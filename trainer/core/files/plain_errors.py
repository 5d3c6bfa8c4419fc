"""Authoring errors in plain words: YAML syntax errors and schema violations.

Instructors write packs by hand. PyYAML says "while parsing a flow mapping expected ','
or '}', but got '<scalar>'" and jsonschema says "'x' does not match '^[a-z0-9]...$'";
neither helps someone who has never read a grammar. These functions turn each into one
sentence that says what is wrong, where, and what to do, and never quote a regular
expression.
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any

import yaml

if TYPE_CHECKING:
    import jsonschema

# --- YAML syntax ------------------------------------------------------------------------------

#: where a YAML error is (1-based line and column, or None) and what to say.
Located = tuple[int | None, int | None, str]


def _at(mark: Any) -> tuple[int | None, int | None]:
    return (mark.line + 1, mark.column + 1) if mark is not None else (None, None)


def _where(mark: Any) -> str:
    return f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else "above"


def yaml_syntax_error(error: yaml.MarkedYAMLError) -> Located:
    """A PyYAML syntax error as (line, column, one sentence with a hint).

    The place is where the fix goes: an unclosed bracket or quote is reported where it
    was opened, a line missing its ``:`` on that line."""
    context = error.context or ""
    problem = error.problem or ""
    here, opened = error.problem_mark, error.context_mark

    if "'\\t'" in problem or "\t" in problem:
        return (*_at(here), "a tab character: YAML indents with spaces only; replace the tab with spaces")
    if "cannot start any token" in problem:
        char = problem.split("'")[1] if problem.count("'") >= 2 else "this character"
        return (*_at(here), f"a value cannot start with {char}: put the value in quotes, e.g. \"{char}...\"")
    if "flow mapping" in context:
        return (*_at(opened), f"this '{{' is not closed: add the missing '}}' (or a ',' between entries) before {_where(here)}")
    if "flow sequence" in context:
        return (*_at(opened), f"this '[' is not closed: add the missing ']' (or a ',' between items) before {_where(here)}")
    if "quoted scalar" in context:
        return (*_at(opened), "this quote is never closed: add the closing quote at the end of the text")
    if "simple key" in context and "':'" in problem:
        return (*_at(opened), "this line has no ':': write 'key: value', or indent it further to continue the line above")
    if "mapping values are not allowed" in problem:
        return (*_at(here), "a ':' where none can be: is this line indented deeper than the keys beside it? "
                            "(a value that holds ': ' needs quotes)")
    if "block end" in problem or ("block" in context and "expected" in problem):
        start = f" (the entry starts on line {opened.line + 1})" if opened is not None else ""
        return (*_at(here), f"the indentation does not match the lines above{start}: "
                            "indent this line exactly as far as the other keys of its entry")
    if "single document" in context or "another document" in problem:
        return (*_at(here), "a second document starts here ('---'): a pack is one document; remove this line")
    if "undefined alias" in problem:
        name = problem.rsplit(" ", 1)[-1]
        return (*_at(here), f"*{name.strip(chr(39))} refers to an anchor &{name.strip(chr(39))} that is not defined above it")
    words = " ".join(part for part in (context, problem) if part) or "not valid YAML"
    return (*_at(here or opened), f"YAML syntax error: {words}")


# --- schema messages --------------------------------------------------------------------------

#: what a schema pattern means, in words (every pattern the schemas use is named here).
PATTERN_WORDS: dict[str, str] = {
    r"^[a-z0-9][a-z0-9_-]*$": "a name of lower-case letters, digits, - and _ (such as cosmopol or first-shift)",
    r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$": "a language code such as en, sv or de-CH",
    r"^[1-9][0-9]{0,8}$": "a box number such as 3",
    r"^[1-9][0-9]{0,8}(b[1-9])?$": "a bet id such as 3 or 3b1",
    r"^[1-9][0-9]{0,8}b[1-9]$": "a behind bet id such as 3b1",
    r"^[1-9][0-9]{0,8}(\.[1-9][0-9]{0,8})?$": "a hand id such as 3 or 3.2",
    r"^(ins:)?[1-9][0-9]{0,8}(\.[1-9][0-9]{0,8})?(b[1-9])?$": "a bet id such as 3, 3.2, 3b1 or ins:3",
}

_TYPE_WORDS = {
    "integer": "a whole number",
    "number": "a number",
    "string": "text",
    "array": "a list",
    "object": "a mapping of keys and values",
    "boolean": "true or false",
    "null": "empty",
}


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def close_key(word: Any, allowed: list[str]) -> str | None:
    """The allowed key ``word`` is most likely a misspelling of, if any."""
    found = difflib.get_close_matches(str(word), allowed, n=1, cutoff=0.6)
    return found[0] if found else None


def unknown_key_message(key: Any, allowed: list[str]) -> str:
    likely = close_key(key, allowed)
    if likely is not None:
        return f"{str(key)!r} is not a key; did you mean {likely!r}?"
    return f"{str(key)!r} is not a key here; the keys are: {', '.join(allowed)}"


def schema_message(error: jsonschema.ValidationError) -> str:
    """A jsonschema ``ValidationError`` in plain words (never a regular expression)."""
    # iter_errors sets the keyword's value and the instance on every error it yields (never
    # jsonschema's Unset); both are JSON values of any shape
    expected: Any = error.validator_value
    value: Any = error.instance
    kind = error.validator
    if kind == "type":
        wanted = [expected] if isinstance(expected, str) else list(expected)
        return f"{_shown(value)} is not {' or '.join(_TYPE_WORDS.get(w, w) for w in wanted)}"
    if kind == "pattern":
        return f"{_shown(value)} is not {PATTERN_WORDS.get(expected, 'in the form this key needs')}"
    if kind == "required":
        missing = next((key for key in expected if isinstance(value, dict) and key not in value), None)
        return f"the required key {missing!r} is missing" if missing else error.message
    if kind == "minItems":
        return "the list is empty: give at least one entry" if expected == 1 else f"the list needs at least {expected} entries"
    if kind == "maxItems":
        return f"the list has {len(value)} entries, at most {expected} are allowed"
    if kind == "minLength":
        return "the text is empty" if expected == 1 else f"the text needs at least {expected} characters"
    if kind == "maxLength":
        return f"the text is {len(value)} characters long, at most {expected} are allowed"
    if kind == "exclusiveMinimum":
        return f"{_shown(value)} is too small: it must be more than {expected}"
    if kind == "minimum":
        return f"{_shown(value)} is too small: it must be at least {expected}"
    if kind == "maximum":
        return f"{_shown(value)} is too large: it must be at most {expected}"
    if kind == "uniqueItems":
        return "the list names an entry twice"
    return error.message
