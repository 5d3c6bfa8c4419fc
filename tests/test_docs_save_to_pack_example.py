"""docs/packs.md's *Authoring by playing*, run as written: the `trainer check ... --save
round.yaml` line, then the Python block filing round.yaml into my-pack.yaml. The pack
must take the round (its `trains` point must be one the saved round shows)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

DOC = (Path(__file__).resolve().parents[1] / "docs" / "packs.md").read_text(encoding="utf-8")


def test_the_documented_round_goes_into_the_documented_pack(tmp_path):
    section = DOC.split("## Authoring by playing", 1)[1]
    command = re.search(r"`(trainer check [^`]*--save round\.yaml)`", section).group(1)
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    saved = subprocess.run([sys.executable, "-m", "trainer", *shlex.split(command)[1:]],
                           cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert saved.returncode == 0, saved.stderr
    filed = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert filed.returncode == 0, filed.stderr[-600:]
    checked = subprocess.run([sys.executable, "-m", "trainer", "check", "my-pack.yaml", "--scenario", "busy-table",
                              "--auto", "--json"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stderr
