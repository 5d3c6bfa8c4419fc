"""Ticking or unticking *Exam mode* with something in play asks first.

Switching mode starts the session again (a pack from its first round), so a trainee who
ticks the box half-way through a pack must not lose their place without a word. The
question is a window-modal box opened without blocking, so tests answer it by clicking
its buttons. The round in play is not thrown away: the progress database keeps it as
not finished, as it keeps any round left half-played.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP


def _tr(text: str) -> str:
    return QCoreApplication.translate("ExamSwitch", text)


def needs_asking(round_in_play: bool, pack_round: int | None) -> bool:
    """Whether switching loses something: a round with actions that is not finished, or
    a pack beyond its first round (``pack_round`` counts from 0; None: free play)."""
    return round_in_play or bool(pack_round)


def ask(parent: QWidget, exam: bool, pack_round: int | None, rounds: int | None,
        switch: Callable[[], None], stay: Callable[[], None]) -> QMessageBox:
    """Open the question; ``switch`` runs on *Switch*, ``stay`` on *Keep playing*."""
    box = QMessageBox(parent)
    box.setObjectName("examSwitchQuestion")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "Exam mode")) if exam else _tr(QT_TRANSLATE_NOOP("ExamSwitch", "Training mode")))
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # one question at a time, none left behind
    if exam:
        box.setText(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "Start an exam?")))
    else:
        box.setText(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "Leave the exam for training?")))
    details = []
    if pack_round is not None and rounds:
        details.append(filled(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "The pack starts again at round 1 (you are at round %1 of %2).")),
                              str(pack_round + 1), str(rounds)))
    else:
        details.append(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "A new round is dealt.")))
    details.append(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "The round in play is kept in your history as not finished.")))
    box.setInformativeText(" ".join(details))
    switch_button = box.addButton(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "Switch")), QMessageBox.ButtonRole.AcceptRole)
    switch_button.setObjectName("switchButton")
    stay_button = box.addButton(_tr(QT_TRANSLATE_NOOP("ExamSwitch", "Keep playing")), QMessageBox.ButtonRole.RejectRole)
    stay_button.setObjectName("stayButton")
    box.setDefaultButton(stay_button)
    box.setEscapeButton(stay_button)

    def answered(_result: int) -> None:
        (switch if box.clickedButton() is switch_button else stay)()

    box.finished.connect(answered)
    box.open()
    return box
