"""The dealer's buttons under the table (no more bets, insurance, double, split, refuse,
dealer card, end round). Light on purpose: the window's first frame shows them before the
side panel, the session and the house rules are loaded."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QPushButton, QWidget

from trainer.ui.key_table import BUTTON_KEYS
from trainer.words.placeholders import filled


class QtActionBar(QFrame):
    """The dealer's buttons under the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        layout = QGridLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setHorizontalSpacing(6)
        self.buttons: dict[str, QPushButton] = {}
        specs = self._texts()
        for column, name in enumerate(specs):
            button = QPushButton()
            button.setObjectName(name)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(34)
            layout.addWidget(button, 0, column)
            self.buttons[name] = button
        self.retranslate()
        #: buttons a row: all in one, or two rows when one would cut their words (a small window).
        self.columns = len(specs)
        self.setStyleSheet(
            "#actionBar { background: #2a1d14; border-top: 2px solid #120b06; }"
            "QPushButton { background: #f4ecd2; color: #1a1a1a; border: 1px solid #9c8a5a; border-radius: 6px; padding: 4px 4px; font-weight: bold; }"
            "QPushButton:hover { background: #fff7dc; }"
            "QPushButton:disabled { background: #5a4a3a; color: #9c8f7f; border-color: #4a3a2a; }"
        )

    def _texts(self) -> dict[str, str]:
        """Each button's words in the current language."""
        return {
            "no_more_bets": self.tr("No more bets"),
            "offer_insurance": self.tr("Offer insurance"),
            "close_insurance": self.tr("Close insurance"),
            "double": self.tr("Double"),
            "split": self.tr("Split"),
            "refuse": self.tr("Refuse"),
            "deal_dealer": self.tr("Dealer card"),
            "end_round": self.tr("End round"),
        }

    def retranslate(self) -> None:
        """The buttons' words and tooltips in the current language (each button's key
        comes from the one key table); a language whose words run longer may need the
        second row."""
        for name, text in self._texts().items():
            button = self.buttons[name]
            button.setText(text)
            button.setToolTip(filled(self.tr("%1 (key %2)"), text, BUTTON_KEYS[name]))
        if hasattr(self, "columns"):
            self._fit(self.width())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit(event.size().width())

    def _fit(self, width: int) -> None:
        """One row when every button's words fit, else two rows (never a cut word)."""
        buttons = list(self.buttons.values())
        layout = self.layout()
        assert isinstance(layout, QGridLayout)  # the grid __init__ lays the buttons out in
        margins = layout.contentsMargins()
        needed = sum(button.sizeHint().width() for button in buttons)
        needed += layout.horizontalSpacing() * (len(buttons) - 1) + margins.left() + margins.right()
        columns = len(buttons) if needed <= width else (len(buttons) + 1) // 2
        if columns == self.columns:
            return
        self.columns = columns
        for button in buttons:
            layout.removeWidget(button)
        for index, button in enumerate(buttons):
            layout.addWidget(button, index // columns, index % columns)
