"""Safe YAML loading for every file a user or instructor writes.

One entry point, :func:`load_yaml` (or :func:`parse_yaml` for text already in
memory), returns the plain data (``dict``, ``list``, ``str``, ``int``, ``float``,
``bool``, ``None``) and a :class:`LineMap` that tells the line and column of any
key path, so validators elsewhere can report ``file:line`` for semantic errors::

    data, lines = load_yaml(path)
    if not isinstance(data.get("decks"), int):
        raise lines.error(("decks",), "expected an integer")

Every problem is a :class:`~trainer.core.files.errors.PackError` naming the file and,
where there is one, the line. What is refused, and why:

* files larger than ``max_bytes`` (checked on the open file before reading;
  at most ``max_bytes + 1`` bytes are ever read), anything but a regular file
  (a FIFO or device would block or never end);
* binary files (a NUL byte) and bytes that are not UTF-8;
* every tag outside the plain YAML types (``!!python/...``, ``!!binary``,
  ``!custom``...): only ``SafeLoader``'s composer is used, and tags are checked
  on the composed nodes, before anything is constructed;
* alias bombs: more than ``max_aliases`` aliases, a recursive alias, or a node
  graph whose *expanded* size exceeds ``max_nodes`` or whose expanded depth
  exceeds ``max_depth``. The expanded size is computed on the composed node graph
  (shared nodes counted once per use, memoised), never by expanding it;
* duplicate mapping keys (YAML would silently keep the last one) and keys that
  are not plain scalars;
* numbers longer than ``MAX_NUMBER_CHARS`` characters (Python refuses to convert
  very long integers, and no pack needs one);
* more than one document in a file.

Two YAML 1.1 surprises are switched off because pack authors would trip on
them: sexagesimal numbers (``3:2`` stays the string ``"3:2"`` instead of the
integer 182) and implicit timestamps (``2026-01-01`` stays a string).
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

import yaml
from yaml.events import AliasEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from trainer.core.files.errors import KeyPath, PackError

# ``yaml.safe_dump`` writes the vocabulary's members (trainer.core.procedure.vocabulary: StrEnums)
# as their plain strings, as json does without being asked (a saved scenario's decisions).
# Registered here, with YAML, so the vocabulary itself loads without it.
yaml.SafeDumper.add_multi_representer(StrEnum, yaml.SafeDumper.represent_str)


__all__ = [
    "MAX_NUMBER_CHARS",
    "DEFAULT_MAX_ALIASES",
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_DEPTH",
    "DEFAULT_MAX_NODES",
    "LineMap",
    "Mark",
    "load_yaml",
    "parse_yaml",
    "read_text",
    "user_path",
]

DEFAULT_MAX_BYTES = 1_000_000
#: aliases per document; packs may use a few anchors for shared defaults.
DEFAULT_MAX_ALIASES = 100
#: nodes in the document once every alias is expanded.
DEFAULT_MAX_NODES = 200_000
#: nesting, counted on the expanded document.
DEFAULT_MAX_DEPTH = 64
#: characters in one number: a seed or an amount never needs more.
MAX_NUMBER_CHARS = 100

_YAML = "tag:yaml.org,2002:"
_NULL, _BOOL, _INT, _FLOAT, _STR = (_YAML + t for t in ("null", "bool", "int", "float", "str"))
_SEQ, _MAP, _MERGE = _YAML + "seq", _YAML + "map", _YAML + "merge"
_SCALAR_TAGS = frozenset({_NULL, _BOOL, _INT, _FLOAT, _STR, _MERGE})
#: scalar tags whose text must look like the type (``!!int abc`` would crash the constructor).
_CHECKED_SCALAR_TAGS = frozenset({_NULL, _BOOL, _INT, _FLOAT})

# YAML 1.1 numbers without the base-60 forms (``1:30`` == 90), which turn ratios into integers.
_INT_RE = re.compile(
    r"""^(?:[-+]?0b[0-1_]+
    |[-+]?0[0-7_]+
    |[-+]?(?:0|[1-9][0-9_]*)
    |[-+]?0x[0-9a-fA-F_]+)$""",
    re.X,
)
_FLOAT_RE = re.compile(
    r"""^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?
    |\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?
    |[-+]?\.(?:inf|Inf|INF)
    |\.(?:nan|NaN|NAN))$""",
    re.X,
)


@dataclass(frozen=True)
class Mark:
    """A 1-based position in a file."""

    line: int
    column: int


class LineMap:
    """Positions of the entries of one loaded document, by key path.

    A key path is a tuple of mapping keys (as loaded: ``3`` for ``3:``, ``"bet"``
    for ``bet:``) and sequence indexes, e.g. ``("boxes", 3, "behind", 0)``. The
    position of a mapping entry is that of its key; of a sequence item, the item;
    of ``()``, the start of the document.
    """

    def __init__(self, path: str | os.PathLike[str], marks: dict[tuple[Any, ...], Mark]) -> None:
        self.path = path
        self._marks = marks

    def __contains__(self, key_path: object) -> bool:
        return isinstance(key_path, (tuple, list)) and tuple(key_path) in self._marks

    def key_paths(self) -> Iterator[tuple[Any, ...]]:
        """Every key path in the document, in document order."""
        return iter(self._marks)

    def mark_of(self, key_path: KeyPath) -> Mark | None:
        """Position of ``key_path``, or of its nearest ancestor present in the file.

        The fallback makes a "missing key" error point at the mapping that lacks it.
        """
        path = tuple(key_path)
        while True:
            mark = self._marks.get(path)
            if mark is not None or not path:
                return mark
            path = path[:-1]

    def line_of(self, key_path: KeyPath) -> int | None:
        """1-based line of ``key_path`` (or of its nearest ancestor); None if unknown."""
        mark = self.mark_of(key_path)
        return mark.line if mark else None

    def error(self, key_path: KeyPath, message: str) -> PackError:
        """A :class:`PackError` located at ``key_path``: ``raise lines.error(path, "...")``."""
        mark = self.mark_of(key_path)
        return PackError(
            self.path,
            mark.line if mark else None,
            message,
            mark.column if mark else None,
            tuple(key_path) or None,
        )


@dataclass(frozen=True)
class _Limits:
    max_aliases: int
    max_nodes: int
    max_depth: int


def _show_tag(tag: str | None) -> str:
    if tag is None:
        return "?"
    return "!!" + tag[len(_YAML) :] if tag.startswith(_YAML) else tag


class _PackLoader(yaml.SafeLoader):
    """SafeLoader whose composer enforces the limits and checks tags as nodes are made."""

    def __init__(self, text: str, path: str | os.PathLike[str], limits: _Limits) -> None:
        super().__init__(text)
        self.pack_path = path
        self.pack_limits = limits
        self.pack_aliases = 0
        self.pack_nodes = 0
        self.pack_depth = 0

    def pack_error(self, node_or_mark: Any, message: str) -> PackError:
        mark = getattr(node_or_mark, "start_mark", node_or_mark)
        if mark is None:
            return PackError(self.pack_path, None, message)
        return PackError(self.pack_path, mark.line + 1, message, mark.column + 1)

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        if self.check_event(AliasEvent):
            self.pack_aliases += 1
            if self.pack_aliases > self.pack_limits.max_aliases:
                raise self.pack_error(
                    self.peek_event(),  # type: ignore[no-untyped-call]  # yaml's stubs leave peek_event untyped
                    f"more than {self.pack_limits.max_aliases} aliases in one document "
                    "(refused: alias expansion could exhaust memory)",
                )
            return super().compose_node(parent, index)

        self.pack_nodes += 1
        if self.pack_nodes > self.pack_limits.max_nodes:
            raise self.pack_error(self.peek_event(), f"more than {self.pack_limits.max_nodes} nodes in one document")  # type: ignore[no-untyped-call]  # yaml's stubs leave peek_event untyped
        self.pack_depth += 1
        try:
            if self.pack_depth > self.pack_limits.max_depth:
                raise self.pack_error(self.peek_event(), f"nested deeper than {self.pack_limits.max_depth} levels")  # type: ignore[no-untyped-call]  # yaml's stubs leave peek_event untyped
            node = super().compose_node(parent, index)
        finally:
            self.pack_depth -= 1
        self._check_node(node)
        return node

    def _check_node(self, node: Node | None) -> None:
        if isinstance(node, ScalarNode):
            if node.tag not in _SCALAR_TAGS:
                raise self.pack_error(node, f"tag {_show_tag(node.tag)} is not allowed")
            if node.tag in _CHECKED_SCALAR_TAGS and self.resolve(ScalarNode, node.value, (True, False)) != node.tag:  # type: ignore[no-untyped-call]  # yaml's stubs leave resolve untyped
                raise self.pack_error(node, f"{node.value[:40]!r} is not a valid {_show_tag(node.tag)}")
            if node.tag in (_INT, _FLOAT) and len(node.value) > MAX_NUMBER_CHARS:
                raise self.pack_error(node, f"a number of {len(node.value)} characters (at most {MAX_NUMBER_CHARS})")
        elif isinstance(node, SequenceNode):
            if node.tag != _SEQ:
                raise self.pack_error(node, f"tag {_show_tag(node.tag)} is not allowed")
        elif isinstance(node, MappingNode):
            if node.tag != _MAP:
                raise self.pack_error(node, f"tag {_show_tag(node.tag)} is not allowed")
            self._check_keys(node)
        else:  # pragma: no cover - PyYAML has no other node kinds
            raise self.pack_error(node, "unexpected YAML node")

    def _check_keys(self, node: MappingNode) -> None:
        seen: dict[Any, Any] = {}
        for key_node, _ in node.value:
            if not isinstance(key_node, ScalarNode):
                raise self.pack_error(key_node, "a mapping key must be a plain value, not a list or mapping")
            if key_node.tag == _MERGE:
                continue
            key = self.construct_object(key_node)
            try:
                first = seen.get(key)
            except TypeError:  # pragma: no cover - scalars are hashable
                raise self.pack_error(key_node, "unhashable mapping key") from None
            if first is not None:
                raise self.pack_error(key_node, f"duplicate key {key!r} (first given on line {first.line + 1})")
            seen[key] = key_node.start_mark


# Plain-scalar resolution: SafeLoader's, minus timestamps and base-60 numbers.
_PackLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in (_INT, _FLOAT, _YAML + "timestamp")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_PackLoader.add_implicit_resolver(_INT, _INT_RE, list("-+0123456789"))
_PackLoader.add_implicit_resolver(_FLOAT, _FLOAT_RE, list("-+0123456789."))


def _children(node: Node) -> list[Node]:
    if isinstance(node, SequenceNode):
        return list(node.value)
    if isinstance(node, MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def _check_expansion(loader: _PackLoader, root: Node) -> None:
    """Refuse cycles and documents too big or too deep once aliases are expanded.

    Works on the node graph without expanding it: an iterative depth-first walk
    that memoises each shared node's expanded size and depth.
    """
    limits = loader.pack_limits
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if children_done:
            kids = _children(node)
            size[key] = 1 + sum(size[id(k)] for k in kids)
            depth[key] = 1 + max((depth[id(k)] for k in kids), default=0)
            on_path.discard(key)
            if size[key] > limits.max_nodes:
                raise loader.pack_error(
                    node,
                    f"expands to more than {limits.max_nodes} nodes through aliases "
                    "(refused: an alias bomb or a document far too big)",
                )
            if depth[key] > limits.max_depth:
                raise loader.pack_error(node, f"nested deeper than {limits.max_depth} levels once aliases are expanded")
            continue
        if key in size:
            continue
        if key in on_path:
            raise loader.pack_error(node, "recursive alias: a node contains itself")
        on_path.add(key)
        stack.append((node, True))
        stack.extend((kid, False) for kid in _children(node) if id(kid) not in size)


def _build_marks(loader: _PackLoader, root: Node | None) -> dict[tuple[Any, ...], Mark]:
    """Positions by key path, walked over the constructed (merge-flattened) node graph."""
    marks: dict[tuple[Any, ...], Mark] = {}
    if root is None:
        return marks

    def at(node: Node) -> Mark:
        return Mark(node.start_mark.line + 1, node.start_mark.column + 1)

    def walk(node: Node, path: tuple[Any, ...]) -> None:
        if isinstance(node, MappingNode):
            for key_node, value_node in node.value:
                # Later entries win, as they do in the constructed dict (merged keys come first).
                child = path + (loader.construct_object(key_node),)
                marks[child] = at(key_node)
                walk(value_node, child)
        elif isinstance(node, SequenceNode):
            for index, item in enumerate(node.value):
                child = path + (index,)
                marks[child] = at(item)
                walk(item, child)

    marks[()] = at(root)
    walk(root, ())
    return marks


def _yaml_error(path: str | os.PathLike[str], text: str, error: yaml.YAMLError) -> PackError:
    if isinstance(error, yaml.reader.ReaderError):
        line: int | None = text.count("\n", 0, error.position) + 1
        column = error.position - (text.rfind("\n", 0, error.position) + 1) + 1
        code = error.character if isinstance(error.character, int) else ord(error.character)
        return PackError(path, line, f"unacceptable character #x{code:04x} (control characters are not allowed)", column)
    if isinstance(error, yaml.MarkedYAMLError):
        from trainer.core.files.plain_errors import yaml_syntax_error  # plain words and a hint

        line, column, message = yaml_syntax_error(error)
        return PackError(path, line, message, column)
    return PackError(path, None, f"YAML error: {error}")


def parse_yaml(
    text: str,
    path: str | os.PathLike[str] = "<string>",
    *,
    max_aliases: int = DEFAULT_MAX_ALIASES,
    max_nodes: int = DEFAULT_MAX_NODES,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> tuple[Any, LineMap]:
    """Parse one YAML document held in memory; ``path`` is only used in errors.

    Returns ``(data, linemap)``; an empty document gives ``None``.

    >>> data, lines = parse_yaml("decks: 6\\nblackjack_pays: 3:2\\n", "x.yaml")
    >>> data
    {'decks': 6, 'blackjack_pays': '3:2'}
    >>> lines.line_of(("blackjack_pays",))
    2
    >>> parse_yaml("a: !!python/object/apply:os.system [ls]", "x.yaml")
    Traceback (most recent call last):
    ...
    trainer.core.files.errors.PackError: x.yaml:1:4: tag !!python/object/apply:os.system is not allowed
    """
    loader: _PackLoader | None = None
    try:
        try:
            loader = _PackLoader(text, path, _Limits(max_aliases, max_nodes, max_depth))
            root = loader.get_single_node()
            if root is None:
                return None, LineMap(path, {})
            _check_expansion(loader, root)
            data = loader.construct_document(root)
            marks = _build_marks(loader, root)
        except PackError:
            raise
        except yaml.YAMLError as error:
            raise _yaml_error(path, text, error) from None
        except RecursionError:
            raise PackError(path, None, "document nested too deeply") from None
        except (ValueError, TypeError, OverflowError, KeyError) as error:
            # Safety net: the checks above should leave the constructor nothing to trip on.
            raise PackError(path, None, f"cannot read a value: {error}") from None
    finally:
        if loader is not None:
            loader.dispose()
    return data, LineMap(path, marks)


def _read_limited(path: Path, max_bytes: int) -> bytes:
    """Read a regular file of at most ``max_bytes`` without ever reading more than that."""
    try:
        # O_NONBLOCK: opening a FIFO must not hang waiting for a writer; no effect on regular files.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise PackError(path, None, _not_found(path)) from None
    except IsADirectoryError:
        raise PackError(path, None, "is a directory, not a file") from None
    except OSError as error:
        raise PackError(path, None, f"cannot open: {error.strerror or error}") from None
    except ValueError:  # a NUL character in the name
        raise PackError(path, None, "cannot open: the file name holds a NUL character") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise PackError(path, None, "is a directory, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise PackError(path, None, "not a regular file")
        if info.st_size > max_bytes:
            raise PackError(path, None, f"file is {info.st_size} bytes, more than the limit of {max_bytes}")
        with os.fdopen(fd, "rb") as handle:
            fd = -1  # the file object owns it now
            raw = handle.read(max_bytes + 1)
    except OSError as error:
        raise PackError(path, None, f"cannot read: {error.strerror or error}") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > max_bytes:  # the file grew after the size check
        raise PackError(path, None, f"file is more than the limit of {max_bytes} bytes")
    return raw


def _not_found(path: Path) -> str:
    """"file not found", saying so when the name is a symbolic link to nothing."""
    try:
        if os.path.islink(path):
            return f"file not found: a symbolic link to {os.readlink(path)!r}, which does not exist"
    except (OSError, ValueError):
        pass
    return "file not found"


def _decode(path: Path, raw: bytes) -> str:
    nul = raw.find(b"\0")
    if nul >= 0:
        raise PackError(path, raw.count(b"\n", 0, nul) + 1, "binary data (a NUL byte), not a text file")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        byte = raw[error.start]
        raise PackError(path, line, f"not UTF-8 text (byte 0x{byte:02x})") from None


def read_text(path: str | os.PathLike[str], max_bytes: int = DEFAULT_MAX_BYTES) -> str:
    """The text of a small UTF-8 file a user gave (an action list, say), with the same
    refusals as :func:`load_yaml`: not a regular file, over ``max_bytes`` (checked before
    reading), binary (a NUL byte) or not UTF-8, each a :class:`PackError` naming the file
    (and the line of a bad byte)."""
    return _decode(Path(path), _read_limited(Path(path), max_bytes))


def user_path(text: str | os.PathLike[str]) -> Path:
    """A path the user typed, with ``~`` expanded; ``~nobody/x`` (no such user or no
    home) stays as written, so opening it fails with "file not found" instead of a
    RuntimeError."""
    try:
        return Path(text).expanduser()
    except RuntimeError:
        return Path(text)


def load_yaml(
    path: str | os.PathLike[str],
    max_bytes: int = DEFAULT_MAX_BYTES,
    *,
    max_aliases: int = DEFAULT_MAX_ALIASES,
    max_nodes: int = DEFAULT_MAX_NODES,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> tuple[Any, LineMap]:
    """Load one YAML file safely; see the module docstring for what is refused.

    Args:
        path: the file.
        max_bytes: larger files are refused before their content is read.
        max_aliases, max_nodes, max_depth: alias-bomb and nesting limits.

    Returns:
        ``(data, linemap)``; errors in ``linemap`` name ``path`` as given.

    Raises:
        PackError: for every problem with the file, with its line where it has one.
    """
    raw = _read_limited(Path(path), max_bytes)
    text = _decode(Path(path), raw)
    return parse_yaml(text, path, max_aliases=max_aliases, max_nodes=max_nodes, max_depth=max_depth)

