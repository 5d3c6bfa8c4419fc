"""Every text handed to Qt's translation functions is one lupdate can read.

``pyside6-lupdate`` extracts a source only from a call whose text is a plain string
literal: ``self.tr(f"Step {n}")``, ``self.tr("a" + b)`` or ``tr(text)`` put nothing in the
catalogs, and the window stays English in every language. The scan walks the syntax
trees of trainer/ and names each call that breaks the rule, by file and line.

``tr(...)`` and ``QT_TRANSLATE_NOOP(context, text)`` must be literals. A
``translate(context, text)`` may look a text up at run time (a variable holding a
``QT_TRANSLATE_NOOP`` text is how the tables work), but never build it on the spot: an
f-string, a concatenation or a ``.format()`` in the call is a text no catalog holds.
"""

from __future__ import annotations

import ast
from pathlib import Path

TRAINER = Path(__file__).resolve().parents[2] / "trainer"


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _built_on_the_spot(node: ast.expr) -> bool:
    """An f-string, a concatenation or a formatted string: a text made at run time."""
    if isinstance(node, (ast.JoinedStr, ast.BinOp)):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("format", "join", "replace")
        and _literal(node.func.value)
    )


_TRANSLATORS = ("tr", "translate", "QT_TRANSLATE_NOOP")
#: the modules' own one-argument wrappers of translate(): lupdate knows none of them, so a
#: text they get must be a variable or a QT_TRANSLATE_NOOP(...) that marks it.
_HELPERS = ("_tr", "_t")


def _literal_text(call: ast.Call) -> bool:
    """The call's text (not its context) is a literal lupdate would have read."""
    position = 0 if _name(call.func) == "tr" else 1
    return len(call.args) > position and _literal(call.args[position])


def unreadable_calls(source: str, filename: str = "<source>") -> list[str]:
    """``file:line: why`` for each translation call lupdate cannot read."""
    found = []
    tree = ast.parse(source, filename)
    # texts marked in the module (a table of QT_TRANSLATE_NOOP) may be looked up by a helper
    marked = {
        node.args[1].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and _name(node.func) == "QT_TRANSLATE_NOOP"
        and len(node.args) >= 2 and _literal(node.args[1])
    }
    inside_fstrings = set()
    for fstring in ast.walk(tree):
        if isinstance(fstring, ast.JoinedStr):
            for node in ast.walk(fstring):
                if (isinstance(node, ast.Call) and _name(node.func) in _TRANSLATORS and id(node) not in inside_fstrings
                        and _literal_text(node)):
                    inside_fstrings.add(id(node))
                    found.append((node.lineno, f"{filename}:{node.lineno}: {_name(node.func)}() inside an f-string"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or id(node) in inside_fstrings:
            continue
        name = _name(node.func)
        args = node.args
        if name == "tr" and args and not _literal(args[0]):
            found.append((node.lineno, f"{filename}:{node.lineno}: tr() of a non-literal text"))
        elif name in _HELPERS and args and _literal(args[0]) and args[0].value not in marked:
            found.append((node.lineno, f"{filename}:{node.lineno}: {name}() of a bare literal (mark it with QT_TRANSLATE_NOOP)"))
        elif name == "QT_TRANSLATE_NOOP" and not (len(args) >= 2 and _literal(args[0]) and _literal(args[1])):
            found.append((node.lineno, f"{filename}:{node.lineno}: QT_TRANSLATE_NOOP() of a non-literal"))
        elif name == "translate" and len(args) >= 2:
            if not (_literal(args[0]) or isinstance(args[0], (ast.Name, ast.Attribute))):
                continue  # QPainter.translate(dx, dy), QRectF.translate(...): not a text
            if _built_on_the_spot(args[0]):
                found.append((node.lineno, f"{filename}:{node.lineno}: translate() with a built context"))
            if _built_on_the_spot(args[1]):
                found.append((node.lineno, f"{filename}:{node.lineno}: translate() of a text built on the spot"))
    return [why for _, why in sorted(found)]


def test_the_scan_finds_what_lupdate_misses():
    bad = '''
class W:
    def show(self, n, word):
        self.tr(f"Step {n}")
        self.tr("Step " + str(n))
        self.tr(word)
        QT_TRANSLATE_NOOP("Replay", f"{word}s")
        QCoreApplication.translate("Replay", "Hand {n}".format(n=n))
        translate("Replay", "a" + word)
        _tr("Summary")
'''
    assert [line.split(": ", 1)[0] for line in unreadable_calls(bad)] == [
        "<source>:4", "<source>:5", "<source>:6", "<source>:7", "<source>:8", "<source>:9", "<source>:10",
    ]
    good = '''
class W:
    def show(self, n, text):
        self.tr("Step {n}").format(n=n)
        self.tr("%n rounds", "", n)
        QT_TRANSLATE_NOOP("Replay", "bust")
        QCoreApplication.translate("Replay", text)
        _tr(QT_TRANSLATE_NOOP("ReportPdf", "Summary"))
        f"{self.tr('Phase')}"
'''
    # a tr() inside an f-string is read by Python but not by lupdate: the scan names it too
    assert unreadable_calls(good) == ["<source>:9: tr() inside an f-string"]


def test_every_translation_call_in_the_trainer_is_readable_by_lupdate():
    problems = []
    for path in sorted(TRAINER.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        problems += unreadable_calls(source, str(path.relative_to(TRAINER.parent)))
    assert problems == [], "\n".join(problems)
