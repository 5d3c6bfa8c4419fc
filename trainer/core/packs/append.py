"""Adding a scenario to a pack file (:func:`add_to_pack`), keeping the instructor's text.

The new item is appended to the ``scenarios`` list as text, so comments and layout stay; the
whole new pack is validated before the file is written through the one atomic writer
(:mod:`trainer.core.files.outputs`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, SequenceNode

from trainer.core.files.errors import PackError
from trainer.core.files.outputs import write_text_atomically
from trainer.core.files.yamlio import parse_yaml
from trainer.core.game.rules import DEFAULT_HOUSE
from trainer.core.packs.load import Pack, _check_safely, load_pack


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
        existing = load_pack(path)
        if body["rules"] == existing.house:
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
    write_text_atomically(path, new_text.replace("\n", newline) if newline != "\n" else new_text)
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
