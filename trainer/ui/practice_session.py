"""The window's practice session ("Practise these" in History): focused rounds and drill
questions on the trainee's weak points, one at a time, until each point is cleared.

The weak spots, the weights and the clearing rule are :mod:`trainer.progress.practice_plans`'s. A round
exercise is a planned round of the window's session: when one ends the next exercise is
chosen, and a round is appended to the session's plans, so "Next round" deals it. A drill
exercise is asked in a small dialog over the table (type the amount, Enter); its answer is
recorded like the Drills tab's, with the worked figure shown after it. Nothing more is
dealt once every spot is cleared.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from trainer.core.drills import Answer, Question, grade_amount
from trainer.core.game.payouts import format_amount
from trainer.core.practice.session import RoundPlan, RoundSummary
from trainer.core.practice.skills import load_skill_book
from trainer.core.procedure.points import label as point_label
from trainer.progress.practice_plans import CLEAR_STREAK, Exercise, PracticePlan, WeakSpot, weak_spots
from trainer.words.messages import point_text
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP


def _spot_text(spot: WeakSpot) -> str:
    """A weak point's name in the reader's language: a procedure point's, or a drill's."""
    from trainer.words.progress_texts import label_text

    return label_text(spot.label)


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtPracticeSession", text)


class QtPracticeQuestion(QDialog):
    """One drill question: type the payout and press Enter; the grade and the worked
    figure follow, and Enter (or Continue) goes on."""

    answered = Signal(object)  # an Answer

    def __init__(self, question: Question, heading: str, parent: QWidget | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.question = question
        self.clock = clock
        self.setWindowTitle(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Practice question")))
        self.setModal(True)
        layout = QVBoxLayout(self)
        self.heading = QLabel(heading)
        self.heading.setStyleSheet("color: #555;")
        self.text = QLabel(question.text)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.amount = QLineEdit()
        self.amount.setPlaceholderText(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "amount to pay")))
        self.amount.returnPressed.connect(self._enter)
        self.feedback = QLabel("")
        self.feedback.setWordWrap(True)
        self.go_on = QPushButton(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Pay")))
        self.go_on.setDefault(False)
        self.go_on.setAutoDefault(False)
        self.go_on.clicked.connect(self._enter)
        row = QHBoxLayout()
        row.addWidget(self.amount, 1)
        row.addWidget(self.go_on)
        for widget in (self.heading, self.text):
            layout.addWidget(widget)
        layout.addLayout(row)
        layout.addWidget(self.feedback)
        self.answer: Answer | None = None
        self.resize(520, 200)
        self._asked = clock()

    def _enter(self) -> None:
        if self.answer is not None:
            self.accept()
            return
        grade = grade_amount(self.question, self.amount.text())
        if not grade.graded:
            self.feedback.setText(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Type an amount, such as 150 or 262.5.")))
            return
        self.answer = Answer(self.question, grade, self.clock() - self._asked)
        self.amount.setReadOnly(True)
        if grade.correct:
            self.feedback.setText(filled(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Right: %1")), self.question.worked))
            self.feedback.setStyleSheet("color: #2e7d4f;")
        else:
            self.feedback.setText(
                filled(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Wrong: pay %1. Why: %2")), format_amount(self.question.answer),
                       self.question.worked)
            )
            self.feedback.setStyleSheet("color: #a02020;")
        self.go_on.setText(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Continue")))
        self.answered.emit(self.answer)


class QtPracticeSession:
    """Runs one practice session in ``window`` for the trainee ``trainee``."""

    def __init__(self, window: Any, store: Any, trainee: Any, seed: int = 0) -> None:
        self.window = window
        rules = window.rules
        skills = load_skill_book().skills_for(rules.id, trainee.name)
        self.plan = PracticePlan(rules, weak_spots(store, trainee, rules), skills, seed=seed)
        self.current: Exercise | None = None
        self.session = None
        self.question: QtPracticeQuestion | None = None
        self._last_summary: RoundSummary | None = None

    def start(self) -> bool:
        """Deal the first exercise; False when there is nothing to practise."""
        if not self.plan.spots:
            return False
        self._next()
        return True

    # --- moving on -------------------------------------------------------------------------
    def _next(self) -> None:
        """Deal the next exercise: a round (appended to the session's plans) or a question."""
        exercise = self.plan.next_exercise()
        self.current = exercise
        if exercise is None:
            self.window.statusBar().showMessage(self.banner(), 0)
            return
        if exercise.question is not None:
            self._ask(exercise)
            return
        plan = self._round_plan(exercise)
        if self.session is None or self.window.session is not self.session:
            self._start_table(plan)
        else:  # the trainee deals it with Next round, as any planned round
            self.session.plans = tuple(self.session.plans) + (plan,)
            if self._last_summary is not None and self.session.round is not None and self.session.round.finished:
                # the summary was shown before this round was planned: it may offer it now
                self.window.panel.show_summary(self._last_summary, self.plan.rules.currency, True)
        self.window.statusBar().showMessage(self.banner(), 0)

    def _start_table(self, plan: RoundPlan) -> None:
        # a pack-like label, so the session is recorded (and listed) as practice
        label = SimpleNamespace(id="practice", title=_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Practice")))
        self._label = label
        if not getattr(self, "_following", False):
            # Restart round (or the exam switch) deals the practice's plans again in a new
            # session under the same label: the practice goes on in that one
            self.window.session_started.connect(self._session_started)
            self._following = True
        self.window.start_session(self.plan.rules, pack=label, plans=[plan], exam=False)

    def _session_started(self, session: Any) -> None:
        if self.window.pack is not getattr(self, "_label", None) or session is self.session:
            return
        self.session = session

        def ended(summary: RoundSummary) -> None:
            self._last_summary = summary
            self.round_ended(summary)

        session.round_did_end.insert(0, ended)  # before the window shows the summary, as before

    def _round_plan(self, exercise: Exercise) -> RoundPlan:
        spot, point, scenario = exercise.spot, exercise.point, exercise.scenario
        assert point is not None and scenario is not None  # a round's exercise (no question) names both
        title = filled(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Practice: %1, for %2 (%3 of %4 right in a row)")),
                       point_text(point_label(point)), _spot_text(spot), str(spot.streak), str(CLEAR_STREAK))
        return RoundPlan(scenario, title=title, trains=(point,), id=f"practice-{point}")

    def round_ended(self, summary: RoundSummary) -> None:
        exercise = self.current
        if exercise is None or exercise.scenario is None or self.session is None:
            return
        per_action = summary.seconds / summary.actions if summary.actions else summary.seconds
        self.plan.round_right(exercise, [m.code for m in summary.mistakes], summary.finished, per_action)
        self._next()

    def _ask(self, exercise: Exercise) -> None:
        spot = exercise.spot
        heading = filled(_tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Practice: %1 (%2 of %3 right in a row)")),
                         _spot_text(spot), str(spot.streak), str(CLEAR_STREAK))
        assert exercise.question is not None  # _next asks only an exercise's question
        dialog = QtPracticeQuestion(exercise.question, heading, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.answered.connect(lambda answer: self._answered(exercise, answer))
        dialog.finished.connect(lambda *_: self._question_closed(dialog))
        self.question = dialog
        dialog.open()
        dialog.amount.setFocus()

    def _answered(self, exercise: Exercise, answer: Answer) -> None:
        progress = getattr(self.window, "progress", None)
        if progress is not None:
            progress.drill_answered(answer, self.plan.rules.id)
        self.plan.drill_right(exercise, answer.grade.correct, answer.seconds)

    def _question_closed(self, dialog: QtPracticeQuestion) -> None:
        if self.question is dialog:
            self.question = None
        if dialog.answer is not None:
            self._next()
        self.window.view.setFocus()

    def banner(self) -> str:
        """One line: each spot's streak towards clearing."""
        parts = [
            f"{_spot_text(spot)} {min(spot.streak, CLEAR_STREAK)}/{CLEAR_STREAK}" + (" ✓" if spot.cleared else "")
            for spot in self.plan.spots
        ]
        text = _tr(QT_TRANSLATE_NOOP("QtPracticeSession", "Practice: ")) + (
            "; ".join(parts) if parts else _tr(QT_TRANSLATE_NOOP("QtPracticeSession", "nothing to practise")))
        if self.plan.spots and self.plan.finished:
            text += " — " + _tr(QT_TRANSLATE_NOOP("QtPracticeSession", "every point cleared"))
        return text
