"""The full example in docs/packs.md is a valid pack, and says what the loader does."""

from __future__ import annotations

import re
from pathlib import Path

from trainer.core.packs.load import load_pack

DOC = Path(__file__).resolve().parents[2] / "docs" / "packs.md"


def _yaml_blocks() -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def test_the_full_example_loads(tmp_path):
    example = _yaml_blocks()[0]
    path = tmp_path / "first-shift.yaml"
    path.write_text(example, encoding="utf-8")
    pack = load_pack(path)
    assert (pack.id, pack.house, pack.version) == ("first-shift", "cosmopol", 2)
    assert [item.id for item in pack.scenarios] == [
        "paid-before-play", "split-and-settle", "swiss-blackjack-waits", "spot-the-early-card",
    ]
    assert pack.scenarios[0].time_limit == 60
    assert pack.scenarios[2].scenario.rules.id == "swiss"
    spot = pack.scenarios[3]
    assert spot.spot_the_error and [(e.step, e.code) for e in spot.errors_to_find] == [(6, "DEALER_CARD_EARLY")]
