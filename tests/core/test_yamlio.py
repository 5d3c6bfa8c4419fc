"""Safe YAML loading: every refusal is a PackError naming the file and line."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.core.files.errors import PackError
from trainer.core.files.yamlio import DEFAULT_MAX_NODES, LineMap, load_yaml, parse_yaml


def write(tmp_path: Path, text: str | bytes, name: str = "pack.yaml") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def refused(path: Path, **kwargs) -> PackError:
    with pytest.raises(PackError) as info:
        load_yaml(path, **kwargs)
    error = info.value
    assert Path(error.path) == path
    assert str(error).startswith(str(path))
    assert "\n" not in str(error)
    return error


# --- what loads --------------------------------------------------------------------------


def test_plain_document_loads_with_lines(tmp_path):
    path = write(
        tmp_path,
        "# a comment\n"
        "decks: 6\n"
        "boxes:\n"
        "  1: {bet: 100, behind: [50, 25]}\n"
        "  3:\n"
        "    bet: 200\n"
        "shoe: [7h, Ts]\n",
    )
    data, lines = load_yaml(path)
    assert data == {
        "decks": 6,
        "boxes": {1: {"bet": 100, "behind": [50, 25]}, 3: {"bet": 200}},
        "shoe": ["7h", "Ts"],
    }
    assert isinstance(lines, LineMap)
    assert lines.line_of(("decks",)) == 2
    assert lines.line_of(("boxes",)) == 3
    assert lines.line_of(("boxes", 1, "behind", 1)) == 4
    assert lines.line_of(("boxes", 3, "bet")) == 6
    assert lines.mark_of(("boxes", 3, "bet")).column == 5
    assert ("boxes", 3, "bet") in lines
    # A key that is absent points at its nearest ancestor, for "missing key" errors.
    assert ("boxes", 3, "nope") not in lines
    assert lines.line_of(("boxes", 3, "nope")) == 5


def test_linemap_error_names_file_line_and_key_path(tmp_path):
    path = write(tmp_path, "a: 1\nboxes:\n  3:\n    bet: -5\n")
    _, lines = load_yaml(path)
    error = lines.error(("boxes", 3, "bet"), "must be positive")
    assert (error.path, error.line, error.column, error.key_path) == (path, 4, 5, ("boxes", 3, "bet"))
    assert str(error) == f"{path}:4:5: boxes.3.bet: must be positive"


def test_ratios_stay_text_and_dates_stay_text():
    # YAML 1.1 would read 3:2 as the base-60 integer 182 and 2026-01-01 as a date.
    data, _ = parse_yaml("pays: 3:2\nfrom: 2026-01-01\nhalf: 1/2\n")
    assert data == {"pays": "3:2", "from": "2026-01-01", "half": "1/2"}


def test_numbers_bools_and_null_still_resolve():
    data, _ = parse_yaml("a: 6\nb: 0.75\nc: true\nd: null\ne: -3\nf: 1_000\n")
    assert data == {"a": 6, "b": 0.75, "c": True, "d": None, "e": -3, "f": 1000}
    assert type(data["c"]) is bool


def test_empty_file_is_none(tmp_path):
    data, lines = load_yaml(write(tmp_path, ""))
    assert data is None
    assert lines.line_of(("x",)) is None


def test_utf8_bom_and_non_ascii_text_load(tmp_path):
    path = write(tmp_path, "\ufeffname: Färgstege\n".encode())
    data, _ = load_yaml(path)
    assert data == {"name": "Färgstege"}


def test_a_few_aliases_and_merge_keys_are_fine(tmp_path):
    path = write(
        tmp_path,
        "base: &base\n"
        "  bet: 100\n"
        "  behind: [50]\n"
        "boxes:\n"
        "  1: *base\n"
        "  2:\n"
        "    <<: *base\n"
        "    bet: 200\n",
    )
    data, lines = load_yaml(path)
    assert data["boxes"] == {1: {"bet": 100, "behind": [50]}, 2: {"bet": 200, "behind": [50]}}
    assert lines.line_of(("boxes", 2, "bet")) == 8
    assert lines.line_of(("boxes", 2, "behind")) == 3  # merged: where it was written


# --- what is refused ---------------------------------------------------------------------


def test_syntax_error_gives_its_line(tmp_path):
    path = write(tmp_path, "decks: 6\nboxes: 7\nname: a: b\nchips: [5]\n")
    error = refused(path)
    assert error.line == 3
    assert error.column is not None


def test_unclosed_flow_sequence_gives_a_line(tmp_path):
    path = write(tmp_path, "decks: 6\nchips: [5, 25\nboxes: 7\n")
    error = refused(path)
    assert error.line is not None and error.line >= 2


def test_python_tag_is_refused_and_never_run(tmp_path):
    marker = tmp_path / "pwned"
    path = write(
        tmp_path,
        "decks: 6\n"
        "boxes: 7\n"
        f"name: !!python/object/apply:os.system ['touch {marker}']\n",
    )
    error = refused(path)
    assert error.line == 3
    assert "python/object/apply:os.system" in error.message
    assert "not allowed" in error.message
    assert not marker.exists()


@pytest.mark.parametrize(
    "text, line",
    [
        ("a: 1\nb: !!python/name:os.system\n", 2),
        ("a: !!python/object:collections.OrderedDict {}\n", 1),
        ("a: !!binary aGVsbG8=\n", 1),
        ("a: !!set {x, y}\n", 1),
        ("a: !!timestamp 2026-01-01\n", 1),
        ("a: 1\nb:\n  - !custom thing\n", 3),
        ("a: !!int abc\n", 1),
        ("a: 1\nb: !!bool maybe\n", 2),
        ("a: !!map [1, 2]\n", 1),
    ],
)
def test_tags_outside_plain_yaml_are_refused(tmp_path, text, line):
    error = refused(write(tmp_path, text))
    assert error.line == line


def test_billion_laughs_is_refused_before_construction(tmp_path, monkeypatch):
    # Nine levels of ten aliases: 10**9 strings once expanded.
    levels = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for index in range(1, 9):
        name, previous = "abcdefghi"[index], "abcdefghi"[index - 1]
        levels.append(f"{name}: &{name} [" + ", ".join([f"*{previous}"] * 10) + "]")
    path = write(tmp_path, "\n".join(levels) + "\n")

    # Spy on PyYAML (not our code): the bomb must be refused before anything is constructed.
    constructed = []
    original = yaml.constructor.BaseConstructor.construct_document

    def spy(self, node):
        constructed.append(node)
        return original(self, node)

    monkeypatch.setattr(yaml.constructor.BaseConstructor, "construct_document", spy)
    error = refused(path)
    assert constructed == []
    assert "alias" in error.message
    assert error.line is not None


def test_deep_alias_chain_is_refused_by_expanded_size(tmp_path):
    # Forty levels of two aliases each: only 80 aliases, but 2**40 nodes expanded.
    lines = ["l0: &l0 [x, x]"]
    lines += [f"l{i}: &l{i} [*l{i - 1}, *l{i - 1}]" for i in range(1, 40)]
    error = refused(write(tmp_path, "\n".join(lines) + "\n"))
    assert str(DEFAULT_MAX_NODES) in error.message


def test_too_many_aliases_are_refused(tmp_path):
    text = "v: &v 1\nlist:\n" + "".join("  - *v\n" for _ in range(150))
    error = refused(write(tmp_path, text), max_aliases=100)
    assert error.line == 3 + 100  # the 101st alias
    assert "aliases" in error.message


def test_recursive_alias_is_refused(tmp_path):
    error = refused(write(tmp_path, "a: 1\nb: &b [1, *b]\n"))
    assert error.line == 2
    assert "recursive" in error.message


def test_deep_nesting_is_a_pack_error_not_a_recursion_error(tmp_path):
    error = refused(write(tmp_path, "a: " + "[" * 20000 + "]" * 20000 + "\n"))
    assert error.line == 1
    assert "nested" in error.message


def test_file_over_max_bytes_is_refused(tmp_path):
    path = write(tmp_path, "- 12\n" * 30)
    error = refused(path, max_bytes=100)
    assert "150 bytes" in error.message
    assert error.line is None
    # at the limit it loads
    load_yaml(path, max_bytes=150)


def test_huge_file_is_refused_without_reading_it(tmp_path):
    # A sparse 64 GiB file: reading it all would exhaust memory or take minutes.
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as handle:
        try:
            handle.truncate(64 * 2**30)
        except OSError:  # pragma: no cover - a filesystem without sparse files
            pytest.skip("no sparse files here")
    error = refused(path)
    assert "more than the limit" in error.message


def test_fifo_is_refused_without_blocking(tmp_path):
    if not hasattr(os, "mkfifo"):  # pragma: no cover
        pytest.skip("no FIFOs on this platform")
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    assert "not a regular file" in refused(path).message


def test_missing_file_and_directory_are_pack_errors(tmp_path):
    assert "not found" in refused(tmp_path / "absent.yaml").message
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    assert "directory" in refused(folder).message


def test_binary_junk_is_refused(tmp_path):
    path = write(tmp_path, b"decks: 6\n\x7fELF\x02\x01\x01\x00\x00\x00\xff\xfe\n")
    error = refused(path)
    assert error.line == 2
    assert "binary" in error.message


def test_invalid_utf8_is_refused_with_its_line(tmp_path):
    path = write(tmp_path, b"decks: 6\nname: caf\xe9\n")  # Latin-1, not UTF-8
    error = refused(path)
    assert error.line == 2
    assert "UTF-8" in error.message


def test_control_characters_are_refused_with_their_line(tmp_path):
    error = refused(write(tmp_path, "decks: 6\nname: a\x07b\n"))
    assert error.line == 2


def test_duplicate_keys_are_refused(tmp_path):
    error = refused(write(tmp_path, "decks: 6\nboxes: 7\ndecks: 8\n"))
    assert error.line == 3
    assert "duplicate key 'decks'" in error.message
    assert "line 1" in error.message


def test_non_scalar_keys_are_refused(tmp_path):
    error = refused(write(tmp_path, "a: 1\n? [x, y]\n: 2\n"))
    assert error.line == 2


def test_several_documents_are_refused(tmp_path):
    error = refused(write(tmp_path, "a: 1\n---\nb: 2\n"))
    assert error.line == 2


def test_undefined_alias_is_refused(tmp_path):
    assert refused(write(tmp_path, "a: 1\nb: *nowhere\n")).line == 2


def test_parse_yaml_names_the_given_path():
    with pytest.raises(PackError) as info:
        parse_yaml("a: [1\n", "scenarios/packs/x.yaml")
    assert str(info.value).startswith("scenarios/packs/x.yaml:")


def test_pack_error_format_omits_missing_parts():
    assert str(PackError("f.yaml", 3, "bad", 7, ("a", 0, "b"))) == "f.yaml:3:7: a.0.b: bad"
    assert str(PackError("f.yaml", 3, "bad")) == "f.yaml:3: bad"
    assert str(PackError("f.yaml", None, "bad", 7)) == "f.yaml: bad"
    assert str(PackError(Path("f.yaml"), 2, "two\nlines", key_path=("x",))) == "f.yaml:2: x: two lines"


def test_pack_error_survives_pickling():
    import pickle

    error = pickle.loads(pickle.dumps(PackError("f.yaml", 3, "bad", 7, ("a",))))
    assert (error.path, error.line, error.message, error.column, error.key_path) == ("f.yaml", 3, "bad", 7, ("a",))


YAMLISH = st.text(alphabet=st.sampled_from(list("ab19 :-,.\n\t[]{}&*!|>'\"#?%@`~\x00\x07\u00e9\ufeff")), max_size=80)


@settings(max_examples=300, deadline=None)
@given(YAMLISH)
def test_any_text_gives_data_or_a_pack_error(text):
    try:
        parse_yaml(text, "fuzz.yaml")
    except PackError as error:
        assert str(error).startswith("fuzz.yaml")
        assert "\n" not in str(error)
