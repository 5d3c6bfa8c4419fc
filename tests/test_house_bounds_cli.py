"""Issue 36 on the command line: payout ratios past what any house pays are refused in
one line, rules that give the player the edge are warned about (never refused), and
``trainer check --house`` says when it replaces a scenario's own rules."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from trainer.paths import houses_dir


def trainer(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, cwd=cwd)


def cosmopol_variant(folder: Path, name: str, **changes: str) -> Path:
    lines = []
    for line in (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8").splitlines():
        key = line.split(":", 1)[0]
        if key == "id":
            line = f"id: {name}"
        elif key in changes:
            line = f"{key}: {changes[key]}"
        lines.append(line)
    path = folder / f"{name}.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def line_of(path: Path, start: str) -> int:
    return next(number for number, line in enumerate(path.read_text().splitlines(), 1) if line.startswith(start))


@pytest.mark.parametrize("field, value", [
    ("blackjack_pays", '"1000000000:1"'), ("three_sevens_pays", "1001"), ("insurance_pays", '"5000:1"'),
])
def test_a_payout_past_1000_to_1_is_one_line_with_file_and_line_exit_2(tmp_path, field, value):
    path = cosmopol_variant(tmp_path, "greedy", **{field: value})
    out = trainer("houses", str(path))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert f"greedy.yaml:{line_of(path, field + ':')}:" in out.stderr and "1000:1" in out.stderr


def test_a_side_bet_paying_past_1000_to_1_is_refused_at_its_line(tmp_path):
    path = cosmopol_variant(tmp_path, "greedy")
    text = path.read_text(encoding="utf-8")
    assert 'straight_flush: "9:1"' in text
    path.write_text(text.replace('straight_flush: "9:1"', 'straight_flush: "2000:1"', 1), encoding="utf-8")
    out = trainer("houses", str(path))
    assert out.returncode == 2 and out.stderr.count("\n") == 1
    assert f":{line_of(path, '      straight_flush:')}:" in out.stderr and "straight_flush" in out.stderr


def test_1000_to_1_itself_is_taken(tmp_path):
    path = cosmopol_variant(tmp_path, "generous", three_sevens_pays='"1000:1"')
    assert trainer("houses", str(path)).returncode == 0


def test_houses_warns_when_the_player_has_the_edge_and_lists_the_house_all_the_same(tmp_path):
    path = cosmopol_variant(tmp_path, "rich", blackjack_pays='"2:1"')
    out = trainer("houses", str(path))
    assert out.returncode == 0 and "rich" in out.stdout
    warning = out.stderr.strip()
    assert warning.count("\n") == 0 and "warning" in warning and "rich" in warning
    figure = float(warning.rsplit(" ", 2)[1])
    assert -1.8 < figure < -1.5  # Black Jack 2:1 at Cosmopol: about -1.68 %


def test_no_warning_for_a_house_that_keeps_its_edge(tmp_path):
    assert trainer("houses").stderr == ""
    out = trainer("houses", str(cosmopol_variant(tmp_path, "plain")))
    assert out.returncode == 0 and out.stderr == ""


PACK = """\
id: rich-pack
title: A rich house
language: en
author: Test
house: cosmopol
version: 1
scenarios:
  - id: one
    title: One round
    trains: [settlement_order]
    hint: Settle from the right.
    rules: {house}
    boxes: {{1: {{bet: 100, behind: [100]}}, 4: {{bet: 100}}}}
    shoe: [Kc, Td, 8s, 8c, 9h, 8d, Ts]
"""


def test_validate_warns_but_passes_a_pack_whose_rules_give_the_player_the_edge(tmp_path):
    house = cosmopol_variant(tmp_path, "rich", blackjack_pays='"2:1"')
    pack = tmp_path / "rich-pack.yaml"
    pack.write_text(PACK.format(house=house), encoding="utf-8")
    out = trainer("validate", str(pack))
    assert out.returncode == 0 and out.stdout.startswith("OK ")
    assert out.stderr.count("\n") == 1 and "warning" in out.stderr and "-1.6" in out.stderr.replace("-1.7", "-1.6")
    plain = tmp_path / "plain-pack.yaml"
    plain.write_text(PACK.format(house=cosmopol_variant(tmp_path, "plain")), encoding="utf-8")
    out = trainer("validate", str(plain))
    assert out.returncode == 0 and out.stderr == ""


def test_check_says_when_house_replaces_the_scenario_s_own_rules(tmp_path):
    scenario = tmp_path / "round.yaml"
    scenario.write_text("# a round\nrules: cosmopol\nboxes: {1: {bet: 100}}\n", encoding="utf-8")
    out = trainer("check", str(scenario), "--house", "holland", "--auto", "--json")
    assert out.returncode in (0, 1) and out.stdout.startswith("{")
    assert out.stderr.count("\n") == 1
    assert "round.yaml:2:" in out.stderr and "holland" in out.stderr and "cosmopol" in out.stderr
    # the same house, or none given: nothing to say
    assert trainer("check", str(scenario), "--house", "cosmopol", "--auto", "--json").stderr == ""
    assert trainer("check", str(scenario), "--auto", "--json").stderr == ""
