"""The one error type for bad user files (house packs, scenario packs, action lists).

Everything that reads a file a user or instructor wrote raises :class:`PackError`
and nothing else, so the CLI and the GUI can show one line naming the file and
line instead of a traceback.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence

KeyPath = Sequence[object]

_PLAIN_KEY = re.compile(r"[A-Za-z0-9_+-]+\Z")

#: longest message shown: a hostile file (a 1 MB list where a mapping belongs, a huge
#: word) must not turn its one error line into a megabyte of terminal output.
MAX_MESSAGE_CHARS = 500


def format_key_path(key_path: KeyPath | str) -> str:
    """Render a key path such as ``("boxes", 3, "bet")`` for an error message.

    Keys are joined with dots; a key that would be ambiguous written plainly
    (it holds a dot, a space, or is empty) is written in double quotes.

    >>> format_key_path(("boxes", 3, "bet"))
    'boxes.3.bet'
    >>> format_key_path(("decisions", "3.2"))
    'decisions."3.2"'
    >>> format_key_path("already.text")
    'already.text'
    """
    if isinstance(key_path, str):
        return key_path
    parts = []
    for key in key_path:
        text = str(key)
        if not _PLAIN_KEY.match(text):
            text = '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
        parts.append(text)
    return ".".join(parts)


def printable_path(text: str) -> str:
    """A file name as it can be shown on one line: control characters (a newline in the
    name) are written as escapes.

    >>> printable_path("round\nsaved.yaml")
    'round\\nsaved.yaml'
    """
    return printable(text)


def printable(text: str) -> str:
    """Any text as it can be shown on one terminal line: control characters (C0, DEL and
    C1: a newline, an escape sequence that would recolour or move the cursor) are written
    as escapes, everything else (accents, other scripts) as it is: ``Ann`` followed by
    ESC ``[2J`` (clear the screen) is shown as ``Ann\\x1b[2J``.
    """
    return "".join(c.encode("unicode_escape").decode("ascii") if ord(c) < 32 or 127 <= ord(c) < 160 else c
                   for c in text)


class PackError(Exception):
    """A problem in a user file, located as precisely as we can.

    Args:
        path: the file (``str`` or path-like).
        line: 1-based line, or None when the problem has no single line.
        message: what is wrong, in one sentence.
        column: 1-based column, or None.
        key_path: where in the document, e.g. ``("boxes", 3, "bet")``, or None.

    >>> str(PackError("houses/x.yaml", 4, "expected an integer", 8, ("decks",)))
    'houses/x.yaml:4:8: decks: expected an integer'
    >>> str(PackError("houses/x.yaml", None, "file not found"))
    'houses/x.yaml: file not found'
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        line: int | None,
        message: str,
        column: int | None = None,
        key_path: KeyPath | str | None = None,
    ) -> None:
        # Passing every argument on keeps the exception picklable (multiprocessing, pytest-xdist).
        super().__init__(path, line, message, column, key_path)
        self.path = path
        self.line = line
        self.message = message
        self.column = column
        self.key_path = tuple(key_path) if key_path is not None and not isinstance(key_path, str) else key_path

    def __str__(self) -> str:
        where = printable_path(os.fspath(self.path) if isinstance(self.path, os.PathLike) else str(self.path))
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        parts = [where]
        if self.key_path:
            parts.append(format_key_path(self.key_path))
        # Always one line: messages quoting YAML problems may carry newlines.
        message = " ".join(str(self.message).split())
        if len(message) > MAX_MESSAGE_CHARS:
            message = message[: MAX_MESSAGE_CHARS - 3] + "..."
        parts.append(message)
        return ": ".join(parts)
