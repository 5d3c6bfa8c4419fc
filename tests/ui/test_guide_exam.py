"""The guided round during an exam gives no hints (they would be the answers); back in
training it guides again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.test_first_run import make_window


def test_the_guide_gives_no_hints_in_an_exam(qtbot):
    window = make_window(qtbot)
    guide = window.guide
    assert "<b>N</b>" in guide.hint.text()
    qtbot.mouseClick(window.exam_box, Qt.MouseButton.LeftButton)  # nothing played yet: no question
    assert window.session.exam
    guide = window.guide or window.open_guide(restart=False)
    qtbot.waitUntil(lambda: "no hints" in window.guide.hint.text(), timeout=3000)
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: window.round.state == "first_deal", timeout=3000)
    guide.refresh()
    assert "no hints" in window.guide.hint.text() and "box 1" not in window.guide.hint.text()
    assert "<b>1</b>" not in window.guide.hint.text()
