"""The time-limit warning's rule (trainer.core.practice.time_limit)."""

from __future__ import annotations


def test_the_time_warning_comes_at_a_fifth_left_or_ten_seconds():
    from trainer.core.practice.time_limit import seconds_left_to_warn

    assert seconds_left_to_warn(10, None) is None
    assert seconds_left_to_warn(47, 60) is None  # 13 s left of 60: not yet
    assert seconds_left_to_warn(50, 60) == 10
    assert seconds_left_to_warn(150, 200) is None and seconds_left_to_warn(161, 200) == 39  # a fifth of 200
    assert seconds_left_to_warn(65, 60) == -5
    assert seconds_left_to_warn(65, 60, finished=True) is None
