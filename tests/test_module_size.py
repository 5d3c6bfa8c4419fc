"""Small modules: no source file of the trainer grows past 600 lines. A module that does
is doing more than one job; split it by job (see docs/architecture.md) rather than
raising the limit."""

from __future__ import annotations

from pathlib import Path

TRAINER = Path(__file__).resolve().parents[1] / "trainer"
LIMIT = 600


def test_no_module_is_over_600_lines():
    sizes = {path.relative_to(TRAINER.parent).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
             for path in TRAINER.rglob("*.py")}
    assert len(sizes) > 100  # the whole package was read
    assert {name: lines for name, lines in sizes.items() if lines > LIMIT} == {}
