"""`trainer houses` (and the default command): listing and validating house packs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from trainer.cli import main
from trainer.paths import houses_dir

REPO = Path(__file__).resolve().parents[1]


def test_houses_lists_every_pack(capsys):
    assert main(["houses"]) == 0
    out = capsys.readouterr().out
    for house in ("cosmopol", "minicasino", "swiss", "holland", "czech"):
        assert house in out
    assert "100-2000 SEK" in out
    assert "10-296 SEK" in out


def test_no_subcommand_without_a_display_lists_the_houses_and_deals_a_round(capsys, monkeypatch):
    # (with a display, `trainer` alone opens the window: tests/ui covers the window)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert main([]) == 0
    captured = capsys.readouterr()
    assert "Casino Cosmopol" in captured.out and "end_round" in captured.out
    assert captured.err.count("\n") == 1 and "no display" in captured.err


def test_gui_without_a_display_is_one_line_and_exit_2(capsys, monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert main(["gui"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--screenshot" in err


def test_a_broken_pack_is_one_line_on_stderr_and_exit_2(tmp_path, capsys):
    text = (houses_dir() / "swiss.yaml").read_text(encoding="utf-8").replace("decks: 6", "decks: six")
    path = tmp_path / "swiss.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["houses", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{path.resolve()}:")
    assert "decks" in lines[0]


def test_unknown_house_exits_2(capsys):
    assert main(["houses", "atlantis"]) == 2
    assert "unknown house 'atlantis'" in capsys.readouterr().err


def test_python_dash_m_trainer_runs():
    result = subprocess.run(
        [sys.executable, "-m", "trainer", "houses", "cosmopol"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "cosmopol" in result.stdout
    assert "Traceback" not in result.stderr
