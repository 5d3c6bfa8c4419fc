"""`trainer gui` opens within the screen's available area, remembers its size, place,
maximized state and screen, and comes back onto a screen that is there.

The arithmetic over any arrangement of screens, then the real command's window on the
offscreen platform given one or two screens (its ``configfile``), started, moved or
maximized, closed and started again."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.ui.window_place import BORDER, PREFERRED, TITLE, back_on_screen, first_place
from trainer.ui.window_sizes import MIN_WINDOW

REPO = Path(__file__).resolve().parents[2]
LAPTOP = (0, 0, 1366, 768)
#: a 1366x768 laptop with a panel at the top, and a 1920x1080 monitor to its right
LAPTOP_PANEL = (0, 27, 1366, 741)
MONITOR = (1366, 0, 1920, 1080)


def inside(outer, rect) -> bool:
    return (outer[0] <= rect[0] and outer[1] <= rect[1] and rect[0] + rect[2] <= outer[0] + outer[2]
            and rect[1] + rect[3] <= outer[1] + outer[3])


@pytest.mark.parametrize("available", [LAPTOP, LAPTOP_PANEL, (0, 0, 1280, 800), (0, 0, 1024, 768), MONITOR,
                                       (0, 0, 2560, 1440), (-1920, 0, 1920, 1080)])
def test_the_first_place_fits_the_screen_frame_and_all(available):
    (x, y, w, h), maximized = first_place(available)
    assert (w, h) <= PREFERRED and w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1]
    frame = (x - BORDER, y - TITLE, w + 2 * BORDER, h + TITLE + BORDER)
    # a screen too small for the smallest window and its frame gets it maximized instead
    assert inside(available, frame) != maximized
    assert maximized == (available[2] < MIN_WINDOW[0] + 2 * BORDER)
    if available[2] >= PREFERRED[0] + 2 * BORDER and available[3] >= PREFERRED[1] + TITLE + BORDER:
        assert (w, h) == PREFERRED  # room enough: the size it was designed at, centred
        assert abs((x - available[0]) - (available[0] + available[2] - x - w)) <= 1


def test_a_screen_under_the_minimum_gets_the_minimum_maximized():
    assert first_place((0, 0, 800, 600)) == ((BORDER, TITLE, *MIN_WINDOW), True)


SCREENS = {"laptop": LAPTOP_PANEL, "monitor": MONITOR}


@pytest.mark.parametrize("saved, screen", [((1500, 100, 1400, 850), "monitor"), ((20, 60, 1100, 700), "laptop")])
def test_a_place_on_its_screen_is_kept(saved, screen):
    assert back_on_screen(saved, screen, SCREENS, "laptop") == (screen, saved)


@pytest.mark.parametrize("saved, screen", [
    ((1500, 100, 1400, 850), "projector"),   # that screen is gone
    ((1500, 100, 1400, 850), None),          # never named one
    ((3000, 1200, 1200, 800), "monitor"),    # off the monitor's bottom right
    ((-900, -400, 1200, 800), "laptop"),     # above and left of everything
    ((1200, 100, 1200, 800), "laptop"),      # half off the laptop's right edge
    ((0, 0, 1900, 1050), "laptop"),          # bigger than the laptop
])
def test_an_unseen_place_comes_back_inside_a_screen(saved, screen):
    name, rect = back_on_screen(saved, screen, SCREENS, "laptop")
    assert name == (screen if screen in SCREENS else "laptop")
    assert inside(SCREENS[name], rect)
    assert rect[2] >= MIN_WINDOW[0] and rect[3] >= MIN_WINDOW[1]
    assert rect[2] == min(saved[2], SCREENS[name][2] - 2 * BORDER)  # smaller only as it must


def screens_file(tmp_path, name, *screens) -> str:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps({"screens": [
        {"name": screen, "x": x, "y": y, "width": w, "height": h, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
        for screen, (x, y, w, h) in screens]}))
    return str(path)


def start(config: str, settings: Path, *then: str) -> dict:
    """`trainer gui`'s window on the screens of ``config``: where it opened."""
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run([sys.executable, "-m", "tests.ui.place_driver", str(settings), *then],
                          capture_output=True, text=True, timeout=120, cwd=REPO, env=env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_window_opens_on_the_laptop_and_comes_back_where_it_was_left(tmp_path):
    settings = tmp_path / "settings"
    laptop = screens_file(tmp_path, "laptop", ("laptop", LAPTOP))
    both = screens_file(tmp_path, "both", ("laptop", LAPTOP), ("monitor", MONITOR))
    opened = start(laptop, settings)  # the first start: within the laptop, not 1440x900 off its edges
    assert opened["screen"] == "laptop" and inside(LAPTOP, opened["rect"])
    assert opened["rect"][2:] == [LAPTOP[2] - 2 * BORDER, LAPTOP[3] - TITLE - BORDER]
    # moved onto the monitor and closed: it opens there again, at that size
    start(both, settings, "move", "1600", "60")
    again = start(both, settings, "maximize")
    assert again["screen"] == "monitor" and not again["maximized"]
    assert again["rect"][:2] >= [1600, 60] and again["rect"][2:] == opened["rect"][2:]
    # closed maximized: it opens maximized on the monitor
    maximized = start(both, settings)
    assert maximized["screen"] == "monitor" and maximized["maximized"]
    # the monitor unplugged: back on the laptop, inside it (maximized still)
    alone = start(laptop, settings)
    assert alone["screen"] == "laptop" and inside(LAPTOP, alone["rect"]) and alone["maximized"]


def test_the_class_window_opens_within_the_laptop_and_keeps_a_place_of_its_own(tmp_path):
    settings = tmp_path / "settings"
    laptop = screens_file(tmp_path, "laptop", ("laptop", LAPTOP))
    opened = start(laptop, settings, "class")  # not 1280x800 over the laptop's 768 rows
    assert opened["screen"] == "laptop" and inside(LAPTOP, opened["rect"])
    start(laptop, settings, "class", "maximize")
    trainer = start(laptop, settings)  # the trainer's window keeps its own place
    assert not trainer["maximized"] and inside(LAPTOP, trainer["rect"])
    again = start(laptop, settings, "class")
    assert again["maximized"]
