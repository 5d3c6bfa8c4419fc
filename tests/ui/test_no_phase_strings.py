"""The window reads the round through the vocabulary and the view: no screen compares a
phase, verb or decision as a bare string, and none takes a hand or bet id apart itself.

A bare "first_deal" that someone mistypes is a comparison that is silently never true; an
enum member that is mistyped fails at once. Ids are read in one place
(``trainer.core.procedure.view.bet_place`` / ``box_of``), so a new id form changes one function.
"""

from __future__ import annotations

import ast
from pathlib import Path

from trainer.core.procedure.vocabulary import Decision, Phase, Verb

UI = Path(__file__).resolve().parents[2] / "trainer" / "ui"

PHASE_WORDS = {phase.value for phase in Phase}
ACTION_WORDS = {verb.value for verb in Verb} | {decision.value for decision in Decision}
#: the scene's drawing modules are being split by the speed work (issue 18), which takes
#: their verb and decision words over to the vocabulary as it goes; phases and ids are
#: checked there too.
ACTION_WORDS_PENDING: set[str] = set()


def _strings(node: ast.AST) -> set[str]:
    """String constants in a comparison's operand, also inside a tuple, list or set."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return {value for element in node.elts for value in _strings(element)}
    return set()


def word_comparisons(source: str, words: set[str]) -> list[tuple[int, str]]:
    """(line, word) for each comparison (==, !=, in, not in) with one of ``words`` as a
    bare string."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            for word in sorted(set().union(*(_strings(o) for o in operands)) & words):
                found.append((node.lineno, word))
    return found


def id_splits(source: str) -> list[int]:
    """Lines that take an id apart by hand: ``something.split(".")`` or ``.split("b")``."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("split", "partition", "rsplit")
        and any(isinstance(a, ast.Constant) and a.value in (".", "b") for a in node.args)
    ]


def test_the_scan_finds_what_it_looks_for():
    sample = 'if state == "first_deal" or verb in ("deal", x):\n    box = hand_id.split(".")[0]\n'
    assert word_comparisons(sample, PHASE_WORDS) == [(1, "first_deal")]
    assert word_comparisons(sample, ACTION_WORDS) == [(1, "deal")]
    assert id_splits(sample) == [2]
    assert word_comparisons('if state == Phase.FIRST_DEAL: pass\n', PHASE_WORDS) == []


def test_no_phase_name_is_compared_as_a_string_in_the_window():
    found = {path.name: word_comparisons(path.read_text(encoding="utf-8"), PHASE_WORDS)
             for path in sorted(UI.glob("*.py"))}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_no_verb_or_decision_is_compared_as_a_string_in_the_window():
    found = {path.name: word_comparisons(path.read_text(encoding="utf-8"), ACTION_WORDS)
             for path in sorted(UI.glob("*.py")) if path.name not in ACTION_WORDS_PENDING}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_no_hand_or_bet_id_is_taken_apart_in_the_window():
    found = {path.name: id_splits(path.read_text(encoding="utf-8")) for path in sorted(UI.glob("*.py"))}
    assert {name: lines for name, lines in found.items() if lines} == {}
