"""Practice: rounds in a row, and choosing what to practise next.

The session that deals, times and scores rounds (``session``), focused rounds for one
procedure point (``focus``), skills and their kept tracks (``skills``, ``skill_track``),
spaced review (``review``), the time limit's warning (``time_limit``) and where the
reference dealer may stop before a screenshot (``stop_points``).

May import: ``trainer.core.drills``, ``trainer.core.packs`` and every floor below them.
"""
