"""Any edit of a shipped pack loads or gives one-line PackErrors with a line: never a
crash, never the loader's "internal error" safety net."""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.core.packs.load import check_pack, shipped_pack_paths

PACK_TEXTS = {path.name: path.read_text(encoding="utf-8") for path in shipped_pack_paths()}
PACK_DATA = {name: yaml.safe_load(text) for name, text in PACK_TEXTS.items()}

VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-10, max_value=10_000),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.sampled_from(["", "Ah", "7c", "Zz", "10d", "hit", "split", "double", "surrender", "deal 1", "pay 1 150",
                     "end_round", "DEAL_ORDER", "three_sevens", "cosmopol", "swiss", "1", "3.2", "ins:1", "1b1"]),
    st.lists(st.sampled_from(["Ah", "Kd", "7s", "hit", "stand", "deal dealer", 1, 2.5]), max_size=4),
    st.dictionaries(st.sampled_from(["1", 2, "bet", "step", "code", "x"]), st.integers(0, 500), max_size=3),
)


def _leaves(node, path=()):
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaves(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _leaves(value, path + (index,))
    if path:
        yield path


def _check(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "edited.yaml"
        path.write_text(text, encoding="utf-8")
        pack, errors = check_pack(path)
    assert (pack is None) == bool(errors)
    for error in errors:
        assert "internal error" not in str(error), str(error)
        assert "\n" not in str(error)
        assert error.line is not None, str(error)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_any_value_replaced_gives_a_pack_or_pack_errors(data):
    name = data.draw(st.sampled_from(sorted(PACK_DATA)))
    tree = copy.deepcopy(PACK_DATA[name])
    path = data.draw(st.sampled_from(list(_leaves(tree))))
    parent = tree
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = data.draw(VALUES)
    _check(yaml.safe_dump(tree, sort_keys=False))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_any_edit_of_a_line_gives_a_pack_or_pack_errors(data):
    name = data.draw(st.sampled_from(sorted(PACK_TEXTS)))
    lines = PACK_TEXTS[name].splitlines()
    editable = [i for i, line in enumerate(lines) if ":" in line and not line.lstrip().startswith("#")]
    index = data.draw(st.sampled_from(editable))
    value = data.draw(st.text(alphabet=st.sampled_from(list("019:/.-a hAK[]{},\"'&*!")), max_size=14))
    head = lines[index][: lines[index].index(":") + 1]
    lines[index] = f"{head} {value}"
    _check("\n".join(lines) + "\n")
