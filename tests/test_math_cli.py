"""`trainer math`: the house's mathematics on the command line (docs/house-math.md)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from trainer.core.game.rules import house_names


def trainer(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True)


@pytest.mark.parametrize("house", house_names())
def test_json_for_every_shipped_house(house):
    out = trainer("math", "--house", house, "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["house"] == house
    assert {"house_edge_percent", "dealer_outcomes", "basic_strategy", "side_bets"} <= set(report)
    assert report["basic_strategy"]["hard"]["16"]["10"] in "HS"


def test_swiss_shows_the_four_fields_each_with_a_small_edge():
    out = trainer("math", "--house", "swiss")
    assert out.returncode == 0, out.stderr
    from trainer.core.game.rules import load_house

    swiss = load_house("swiss")
    for field in ("swissjack-bust", "swissjack-blackjack", "swissjack-colour", "swissjack-swiss"):
        name = swiss.side_bet(field).name  # people read the house's name for the field, not its id
        line = next(line for line in out.stdout.splitlines() if line.strip().startswith(name + ":"))
        edge = float(line.rsplit("house edge", 1)[1].strip(" %"))
        assert 0 < edge < 15, line


def test_text_marks_the_hole_card_cells_and_names_the_rules():
    out = trainer("math")  # the default house, Casino Cosmopol
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "House edge with the house's basic strategy: 0.589 %" in text
    assert "H*" in text  # 11 against a ten, 8-8 and A-A against an ace
    assert "three sevens pay 1:1: -0.022" in text
    assert "21+3: wins 9.676 % of the time, house edge 3.239 %" in text


def test_a_house_file_works_as_a_name_does(tmp_path):
    from trainer.paths import houses_dir

    path = tmp_path / "holland.yaml"
    path.write_text((houses_dir() / "holland.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    out = trainer("math", "--house", str(path), "--json")
    assert out.returncode == 0, out.stderr
    # Black Jack 2:1, but hit and stand only, as the Dutch text states (issue 36): a small house edge
    assert 0 < json.loads(out.stdout)["house_edge_percent"] < 0.3


def test_unknown_house_is_one_line_exit_2():
    out = trainer("math", "--house", "nowhere")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "unknown house 'nowhere'" in out.stderr and "Traceback" not in out.stderr


def test_in_the_readers_language():
    out = trainer("--lang", "de", "math", "--house", "swiss")
    assert out.returncode == 0, out.stderr
    assert "House edge with the house's basic strategy" not in out.stdout


def test_figures_carry_the_readers_decimal_mark_and_the_house_its_name():
    out = trainer("--lang", "de", "math", "--house", "swiss")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0] == "Schweizer Casino (Swiss Jack)"  # the house's name in German, no id
    assert re.search(r"\d,\d{3} %", out.stdout)
    assert not re.search(r"\d\.\d", out.stdout)  # not one English decimal point


def test_holland_as_its_text_states_it():
    out = trainer("math", "--house", "holland", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert 0 < report["house_edge_percent"] < 0.3
    assert abs(report["rule_worths_remainder_percent"]) < 0.01
    text = trainer("math", "--house", "holland").stdout
    assert "no doubling: +" in text and "no splitting: +" in text and "no re-split of aces" not in text


def test_json_writes_ds_where_any_two_cards_double(tmp_path):
    from trainer.paths import houses_dir

    lines = []
    for line in (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8").splitlines():
        if line.startswith("id:"):
            line = "id: anydouble"
        elif line.startswith("double_totals:"):
            line = "double_totals: [" + ", ".join(str(total) for total in range(4, 21)) + "]"
        elif line.startswith("double_counts_ace_as_one:"):
            line = "double_counts_ace_as_one: false"
        lines.append(line)
    path = tmp_path / "anydouble.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = trainer("math", "--house", str(path), "--json")
    assert out.returncode == 0, out.stderr
    soft = json.loads(out.stdout)["basic_strategy"]["soft"]
    assert soft["18"]["4"] == "Ds" and soft["17"]["4"] == "D" and soft["21"]["4"] == "S"
    text = trainer("math", "--house", str(path)).stdout
    assert "Ds double (else stand)" in text and " Ds " in text
