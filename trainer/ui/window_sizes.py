"""The window's size limits, in one place for the window, `trainer gui --size` and its help.

Qt-free, so the command line can state them without loading Qt. 1024x700 is the smallest
screen the trainer supports: a 1024x768 school PC, or a laptop at 125 % scaling, less the
desktop's panels.
"""

from __future__ import annotations

#: the smallest window (width, height) in device-independent pixels.
MIN_WINDOW = (1024, 700)
#: the side panel's width (the table takes the rest of the window). The first frame keeps
#: this much room for it (trainer.ui.window_shell), so the table is scaled once, not again
#: when the panel arrives.
PANEL_WIDTH = 350
#: the largest --size for a screenshot (8K: a bigger picture would need gigabytes).
MAX_SCREENSHOT = (7680, 4320)


def size_text(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"
