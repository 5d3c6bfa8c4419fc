"""When a scenario's time limit is near: the warning's rule, Qt-free so it is tested alone.

A trainee who sees the clock only at the end learns nothing about pace. The warning shows
once a fifth of the limit is left, and never later than ten seconds before it (a short
limit still gets a moment's notice); past the limit it says so.
"""

from __future__ import annotations

#: the warning starts when this share of the limit is left ...
WARN_SHARE = 0.2
#: ... or this many seconds, whichever comes first.
WARN_SECONDS = 10.0


def seconds_left_to_warn(elapsed: float, limit: float | None, finished: bool = False) -> float | None:
    """Seconds left when the warning should show (0 or less: the limit is passed), None
    when no warning is due (no limit, far from it, or the round is over)."""
    if not limit or finished:
        return None
    left = limit - elapsed
    if left > max(WARN_SHARE * limit, WARN_SECONDS):
        return None
    return left
