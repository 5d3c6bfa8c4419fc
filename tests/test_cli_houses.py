"""`trainer houses` (and the default command): listing and validating house packs."""

from __future__ import annotations

import re

import os
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.commands.cli import main
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
    assert "Casino Cosmopol" in captured.out
    assert captured.err.count("\n") == 1 and "no display" in captured.err
    # the round is told with its cards and totals, not as bare action names
    out = captured.out
    assert "end_round" not in out and "End of the round." in out
    assert re.search(r"^Card to box \d+: [2-9TJQKA][hdcs]   \(box \d+: .+ = \d+", out, re.M)
    assert re.search(r"^Dealer: ([2-9TJQKA][hdcs] )+= (\d+|Black Jack)", out, re.M)
    assert re.search(r"^House result: [+-]?\d+ SEK$", out, re.M)


def test_the_told_round_shows_every_card_that_was_dealt(capsys):
    from trainer.core.game.rules import load_house
    from trainer.commands.terminal_round import tell_round

    for house, seed in (("cosmopol", 0), ("minicasino", 3), ("swiss", 7)):
        round_ = tell_round(load_house(house), seed)
        out = capsys.readouterr().out
        assert round_.finished and not round_.mistakes
        dealer = " ".join(str(card) for card in round_.table.dealer)
        assert f"Dealer: {dealer} = " in out
        for hand_id in round_.table.order:
            hand = round_.table.hands[hand_id]
            cards = " ".join(str(card) for card in hand.cards)
            label = ("Hand " if "." in hand_id else "Box ") + hand_id
            assert f"{label}: {cards} = " in out, (house, hand_id)
        assert out.count("Card to ") == sum(len(h.cards) for h in round_.table.hands.values()) + len(round_.table.dealer)


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


# --- hostile input to --house and to trainer gui: one line on stderr, exit 2, no traceback ----


@pytest.mark.parametrize("house, words", [
    ("Cosmopol", ["unknown house 'Cosmopol'", "did you mean 'cosmopol'"]),  # was "Cosmopol: file not found"
    ("x" * 5000, ["unknown house"]),                                      # was an OSError traceback
    ("~nosuchuser-4711/house.yaml", ["house.yaml", "file not found"]),     # was a RuntimeError traceback
])
def test_houses_with_a_bad_name_is_one_line(house, words, capsys):
    assert main(["houses", house]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    for text in words:
        assert text in captured.err


def gui(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "trainer", "gui", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )


def one_line(result: subprocess.CompletedProcess) -> str:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_gui_bad_pack_files_are_one_line_naming_the_file_once(tmp_path):
    junk = tmp_path / "junk.yaml"
    junk.write_bytes(b"id: x\n\0\x9f")
    shot = str(tmp_path / "shot.png")
    assert one_line(gui("--pack", str(junk), "--screenshot", shot)) == f"{junk}:2: binary data (a NUL byte), not a text file"
    missing = tmp_path / "missing.yaml"
    assert one_line(gui("--pack", str(missing), "--screenshot", shot)) == f"{missing}: file not found"
    assert one_line(gui("--pack", str(tmp_path), "--screenshot", shot)) == f"{tmp_path}: is a directory, not a file"
    assert ": no pack 'yyy" in one_line(gui("--pack", "y" * 5000, "--screenshot", shot))  # was an OSError traceback
    assert not os.path.exists(shot)


def test_gui_bad_house_size_and_screenshot_are_one_line(tmp_path):
    shot = str(tmp_path / "shot.png")
    assert "unknown house 'BAD'" in one_line(gui("--house", "BAD", "--pack", "none", "--screenshot", shot))
    assert "out of range" in one_line(gui("--pack", "none", "--size", "99999x99999", "--screenshot", shot))
    line = one_line(gui("--pack", "none", "--screenshot", str(tmp_path)))  # was an OSError traceback
    assert str(tmp_path) in line and "directory" in line
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder\n", encoding="utf-8")
    assert str(blocked / "shot.png") in one_line(gui("--pack", "none", "--screenshot", str(blocked / "shot.png")))


def test_missing_x_libraries_are_one_line_not_a_qt_abort(capsys, monkeypatch):
    import ctypes

    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":9")
    monkeypatch.setattr(sys, "platform", "linux")

    def loader_refuses(name, *args, **kwargs):  # what the dynamic loader says on a bare system
        raise OSError("libxcb-icccm.so.4: cannot open shared object file: No such file or directory")

    monkeypatch.setattr(ctypes, "CDLL", loader_refuses)
    assert main(["gui"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "libxcb-icccm.so.4 is missing" in err and "apt install" in err
    assert main([]) == 0  # plain `trainer` (make run) falls back to a round in the terminal
    captured = capsys.readouterr()
    assert "libxcb-icccm.so.4" in captured.err and "End of the round." in captured.out
