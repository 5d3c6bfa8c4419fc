"""The toolbar's focus picker: free play deals rounds in which one procedure point happens
(the house's points only; a pack or a practice session ignores it)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar

from trainer.words.translation import QT_TRANSLATE_NOOP


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtFocusPicker", text)


class QtFocusPicker:
    """A "Focus:" combo box on the window's toolbar. Choosing a point starts free play
    again with focused rounds; "Any round" goes back to plain random rounds."""

    def __init__(self, window: Any, toolbar: QToolBar) -> None:
        self.window = window
        self.point: str | None = None
        self.label = QLabel()
        self.combo = QComboBox()
        self.combo.setObjectName("focusCombo")
        # as wide as its longest point: the combo is still empty when the window is first
        # shown (filled with the first session), and sized to that it cut "Any round"
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.combo.activated.connect(self._chosen)
        toolbar.addWidget(self.label)
        toolbar.addWidget(self.combo)
        toolbar.addSeparator()
        self._house: str | None = None
        self._rules: Any = None
        self.retranslate()

    def retranslate(self) -> None:
        """The label, tooltip and points in the current language (the choice stays)."""
        self.label.setText(" " + _tr(QT_TRANSLATE_NOOP("QtFocusPicker", "Focus:")) + " ")
        self.combo.setToolTip(_tr(QT_TRANSLATE_NOOP("QtFocusPicker", "Free play: deal rounds in which this point happens")))
        if self._rules is not None:
            index = self.combo.currentIndex()
            self._fill(self._rules)
            self.combo.setCurrentIndex(index)

    def _fill(self, rules: Any) -> None:
        # the focus recipes pull in the reference dealer and the scenario builder: loaded
        # when the first session fills the combo, after the window's first frame
        from trainer.core.practice.focus import available
        from trainer.core.procedure.points import label
        from trainer.words.messages import point_text

        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItem(_tr(QT_TRANSLATE_NOOP("QtFocusPicker", "Any round")), None)
        for point in available(rules):
            self.combo.addItem(point_text(label(point)), point)
        self.combo.blockSignals(False)
        self._house = rules.id
        self._rules = rules

    def session_starting(self, session: Any, free_play: bool) -> None:
        """Called for every new session: the house's points, and the focus for free play."""
        rules = session.rules
        if self._house != rules.id:
            self._fill(rules)
        if self.point is not None and self.combo.findData(self.point) < 0:
            self.point = None  # the new house lacks the point
        session.focus = self.point if free_play else None
        shown = self.point if free_play else None
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(0 if shown is None else max(self.combo.findData(shown), 0))
        self.combo.blockSignals(False)

    def choose(self, point: str | None) -> None:
        """Deal free play focused on ``point`` (None: any round)."""
        self.point = point
        window = self.window
        window.start_session(window.rules, exam=window.exam_box.isChecked())

    def _chosen(self, index: int) -> None:
        self.choose(self.combo.itemData(index))
