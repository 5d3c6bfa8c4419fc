"""The window's practice session ("Practise these" in History): focused rounds on the
trainee's weak points, dealt one at a time until each point is cleared.

The weak spots and the clearing rule are :mod:`trainer.practice`'s. The table deals the
round spots; a drill spot is named in the banner for the Drills tab. Each round is a
planned round of the window's session: when one ends, the next exercise is appended to
the session's plans, so "Next round" deals it, and nothing is appended once every spot
is cleared.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication

from trainer.core.points import label as point_label
from trainer.core.session import RoundPlan, RoundSummary
from trainer.core.skills import load_skill_book
from trainer.practice import CLEAR_STREAK, Exercise, PracticePlan, weak_spots


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtPracticeSession", text)


class QtPracticeSession:
    """Runs one practice session in ``window`` for the trainee ``trainee``."""

    def __init__(self, window: Any, store: Any, trainee: Any, seed: int = 0) -> None:
        self.window = window
        rules = window.rules
        spots = weak_spots(store, trainee, rules)
        self.drill_spots = [spot for spot in spots if spot.kind == "drill"]
        round_spots = [spot for spot in spots if spot.kind == "round"]
        skills = load_skill_book().skills_for(rules.id, trainee.name)
        self.plan = PracticePlan(rules, round_spots, skills, seed=seed)
        self.current: Exercise | None = None
        self.session = None

    @property
    def has_rounds(self) -> bool:
        return bool(self.plan.spots)

    def start(self) -> bool:
        """Deal the first exercise; False when there is no round spot to practise."""
        first = self.plan.next_exercise()
        if first is None:
            return False
        self.current = first
        # a pack-like label, so the session is recorded (and listed) as practice
        label = SimpleNamespace(id="practice", title=_tr("Practice"))
        self.window.start_session(self.plan.rules, pack=label, plans=[self._round_plan(first)], exam=False)
        session = self.window.session
        self.session = session
        shown = session.round_did_end

        def ended(summary: RoundSummary) -> None:
            self.round_ended(summary)
            if shown is not None:
                shown(summary)

        session.round_did_end = ended
        self.window.statusBar().showMessage(self.banner(), 0)
        return True

    def _round_plan(self, exercise: Exercise) -> RoundPlan:
        spot = exercise.spot
        title = _tr("Practice: %1, for %2 (%3 of %4 right in a row)").replace("%1", _tr(point_label(exercise.point))).replace(
            "%2", _tr(spot.label)).replace("%3", str(spot.streak)).replace("%4", str(CLEAR_STREAK))
        return RoundPlan(exercise.scenario, title=title, trains=(exercise.point,), id=f"practice-{exercise.point}")

    def round_ended(self, summary: RoundSummary) -> None:
        exercise = self.current
        if exercise is None or self.session is None:
            return
        per_action = summary.seconds / summary.actions if summary.actions else summary.seconds
        self.plan.round_right(exercise, [m.code for m in summary.mistakes], summary.finished, per_action)
        following = self.plan.next_exercise()
        self.current = following
        if following is not None:
            self.session.plans = tuple(self.session.plans) + (self._round_plan(following),)
        self.window.statusBar().showMessage(self.banner(), 0)

    def banner(self) -> str:
        """One line: each spot's streak towards clearing, and the drills to practise."""
        parts = [
            f"{_tr(spot.label)} {min(spot.streak, CLEAR_STREAK)}/{CLEAR_STREAK}" + (" ✓" if spot.cleared else "")
            for spot in self.plan.spots
        ]
        text = _tr("Practice: ") + ("; ".join(parts) if parts else _tr("no round to practise"))
        if self.plan.spots and self.plan.finished:
            text += " — " + _tr("every point cleared")
        if self.drill_spots:
            kinds = ", ".join(spot.id.replace("_", " ") for spot in self.drill_spots)
            text += " — " + _tr("in the Drills tab: %1").replace("%1", kinds)
        return text
