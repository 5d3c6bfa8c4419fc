"""Exam mode ticked mid-pack asks first; the half-played round stays in the history."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from trainer.store import Store
from tests.ui.test_progress import make_window


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "data") as opened:
        yield opened


def tick_exam(qtbot, window) -> QMessageBox | None:
    """Click the toolbar's check box as a trainee does; the question box, if one opened."""
    qtbot.mouseClick(window.exam_box, Qt.MouseButton.LeftButton, pos=window.exam_box.rect().center())
    box = window.findChild(QMessageBox, "examSwitchQuestion")
    return box if box is not None and box.isVisible() else None


def answer(qtbot, box: QMessageBox, name: str) -> None:
    qtbot.mouseClick(box.findChild(QPushButton, name), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())


def test_exam_mid_pack_asks_and_keep_playing_changes_nothing(qtbot, store):
    window = make_window(qtbot, store, rounds=3)
    window.play_reference(lambda r: False)
    window.next_round()
    window.play_reference(lambda r: r.state == "play")
    round_, steps = window.round, len(window.round.history)
    box = tick_exam(qtbot, window)
    assert box is not None
    assert "round 2 of 3" in box.informativeText() and "not finished" in box.informativeText()
    answer(qtbot, box, "stayButton")
    assert not window.exam_box.isChecked() and not window.session.exam
    assert window.round is round_ and len(round_.history) == steps and window.session.index == 1
    window.play_reference(lambda r: False)
    assert round_.finished  # the round plays on to its end


def test_exam_mid_pack_switch_restarts_and_keeps_the_half_played_round(qtbot, store):
    window = make_window(qtbot, store, rounds=3)
    window.play_reference(lambda r: False)
    window.next_round()
    window.play_reference(lambda r: r.state == "play")
    box = tick_exam(qtbot, window)
    answer(qtbot, box, "switchButton")
    assert window.exam_box.isChecked() and window.session.exam
    assert window.session.index == 0 and window.round.history == []
    first, half = store.rounds("Anna")
    assert first.finished and not half.finished and half.actions > 0
    assert [s.mode for s in store.sessions("Anna")][-1] == "exam"


def test_exam_at_a_fresh_pack_switches_without_a_question(qtbot, store):
    window = make_window(qtbot, store, rounds=2)
    assert tick_exam(qtbot, window) is None
    assert window.session.exam and window.exam_box.isChecked()
    assert store.rounds("Anna") == []


def test_exam_after_the_pack_has_ended_says_so(qtbot, store):
    window = make_window(qtbot, store, rounds=3)
    for _ in range(3):
        window.play_reference(lambda r: False)
        window.next_round()
    assert window.round.finished and not window.session.has_next
    box = tick_exam(qtbot, window)
    assert box is not None
    text = box.informativeText()
    assert "has ended" in text and "round 4" not in text and "of 3" not in text
    assert "not finished" not in text  # no round is in play
    answer(qtbot, box, "switchButton")
    assert window.session.exam and window.session.index == 0
