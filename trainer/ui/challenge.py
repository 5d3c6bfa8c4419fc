"""Speed runs and the daily challenge in the window (Session menu).

Both are planned sessions of focused rounds played in exam mode: nothing is said during a
round, the mistakes come with each round's summary, and only time and mistakes count.
When the last round ends the result is shown beside the personal best, and saved for the
trainee when progress is recorded. The rounds are :mod:`trainer.progress.practice_plans`'s, so the daily
challenge in the window is the terminal's (``trainer practice --daily``) of the same day.
"""

from __future__ import annotations

from datetime import date
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from trainer.core.practice.session import RoundPlan, RoundSummary
from trainer.core.procedure.points import label as point_label
from trainer.words.messages import point_text
from trainer.words.placeholders import filled
from trainer.words.progress_texts import decimal_text
from trainer.words.translation import QT_TRANSLATE_NOOP

SPEED_ROUNDS = 10


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtChallenge", text)


def add_challenge_menu(window: Any, menu: QMenu) -> None:
    """The Session menu's "Speed run" and "Daily challenge"."""
    menu.addSeparator()
    speed = QAction(window)
    speed.triggered.connect(lambda: start_challenge(window, "speed"))
    daily = QAction(window)
    daily.triggered.connect(lambda: start_challenge(window, "daily"))
    menu.addAction(speed)
    menu.addAction(daily)
    window.speed_action, window.daily_action = speed, daily
    retranslate_challenge_menu(window)


def retranslate_challenge_menu(window: Any) -> None:
    """The two entries' words in the current language."""
    window.speed_action.setText(filled(_tr(QT_TRANSLATE_NOOP("QtChallenge", "Speed run (%1 rounds)")), str(SPEED_ROUNDS)))
    window.daily_action.setText(_tr(QT_TRANSLATE_NOOP("QtChallenge", "Daily challenge")))


def start_challenge(window: Any, kind: str, seed: int | None = None, today: date | None = None) -> QtChallenge:
    challenge = QtChallenge(window, kind, seed, today)
    window.challenge = challenge
    challenge.start()
    return challenge


class QtChallenge:
    def __init__(self, window: Any, kind: str, seed: int | None = None, today: date | None = None) -> None:
        # the challenges' rounds come with the drills and the skills: loaded when one starts,
        # not with the Session menu that offers them
        from trainer.core.practice.focus import available
        from trainer.progress.practice_plans import challenge_rounds, daily_challenge, speed_key

        self.window = window
        self.kind = kind
        rules = window.rules
        if kind == "daily":
            self.key, rounds = daily_challenge(rules, today or date.today())
            self.title = filled(_tr(QT_TRANSLATE_NOOP("QtChallenge", "Daily challenge %1")), self.key.split(":")[0])
        else:
            import time

            point = window.focus_picker.point if window.focus_picker.point in available(rules) else None
            points = [point] if point else available(rules)
            rounds = challenge_rounds(rules, points, SPEED_ROUNDS, seed if seed is not None else time.time_ns())
            self.key = speed_key(rules, point, SPEED_ROUNDS)
            self.title = _tr(QT_TRANSLATE_NOOP("QtChallenge", "Speed run"))
        self.plans = [
            RoundPlan(scenario, title=f"{self.title}: {point_text(point_label(point))} ({number}/{len(rounds)})",
                      trains=(point,), id=f"{kind}-{number}")
            for number, (point, scenario) in enumerate(rounds, start=1)
        ]
        self.result: tuple[int, float] | None = None
        self.best: tuple[int, float] | None = None
        self.message: QMessageBox | None = None
        self.label = SimpleNamespace(id=self.kind, title=self.title)
        self.session: Any = None
        #: results of rounds played before a Restart round, kept for the final count
        self.kept: list[RoundSummary] = []

    def start(self) -> None:
        window = self.window
        # Restart round (or the exam switch) deals the challenge again in a new session
        # under the same label: the challenge follows it (see _session_started)
        window.session_started.connect(self._session_started)
        window.start_session(window.rules, pack=self.label, plans=self.plans, exam=True)
        window.tabs.setCurrentIndex(0)

    def _session_started(self, session: Any) -> None:
        if self.window.pack is not self.label or session is self.session:
            return
        if self.session is not None:
            # the rounds before the one dealt again keep their results (session.index is
            # the round before the first one the new session deals)
            self.kept = [s for s in self.kept + list(self.session.summaries) if s.index <= session.index]
        self.session = session
        session.session_did_end.append(self.ended)

    def ended(self, summaries: list[RoundSummary]) -> None:
        summaries = self.kept + list(summaries)
        seconds = sum(s.seconds for s in summaries)
        mistakes = sum(len(s.mistakes) for s in summaries)
        self.result = (mistakes, seconds)
        lines = [filled(QCoreApplication.translate("QtChallenge", "%1: %n mistakes in %2 s.", None, mistakes), self.title, decimal_text(seconds))]
        progress = getattr(self.window, "progress", None)
        if progress is not None and progress.ensure_open():
            from trainer.progress.skills import best_challenge, save_challenge

            trainee = progress.recorder.trainee
            self.best = best_challenge(progress.store, trainee, self.kind, self.key)
            save_challenge(progress.store, trainee, self.kind, self.key, self.window.rules.id, len(summaries),
                           mistakes, seconds)
            if self.best is None or self.result < self.best:
                lines.append(_tr(QT_TRANSLATE_NOOP("QtChallenge", "A personal best!")))
            else:
                lines.append(filled(QCoreApplication.translate("QtChallenge", "Personal best: %n mistakes in %1 s.", None,
                                                        self.best[0]), decimal_text(self.best[1])))
        box = QMessageBox(QMessageBox.Icon.Information, self.title, "\n".join(lines), QMessageBox.StandardButton.Ok,
                          self.window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.message = box
