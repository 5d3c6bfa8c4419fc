"""The panel beside the table: the round, the selected bet with the amount and chip
picker, the mistakes (training: at once; exam: at the end) and the round's summary."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRegularExpression, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPixmap, QRegularExpressionValidator, QResizeEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOption,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.game import amounts
from trainer.core.game.payouts import AmountError, format_amount
from trainer.core.procedure.actions import Mistake
from trainer.ui.table import art
from trainer.ui.widgets.steady_label import QtSteadyLabel
from trainer.words import window_texts as texts
from trainer.words.messages import money_text
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.core.game.rules import HouseRules
    from trainer.core.practice.session import RoundSummary


def chip_icon(value: int, size: int = 40, ratio: float = 2.0) -> QIcon:
    """A chip drawn as an icon (sharp on high-DPI screens through the device ratio)."""
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    art.paint_chip(painter, QPointF(size / 2, size / 2), size / 2 - 1, value)
    painter.end()
    return QIcon(pixmap)


def format_seconds(seconds: float) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


# the side panel's width is one of the window's sizes (trainer.ui.window_sizes: the first
# frame keeps the panel's place that wide); the dealer's buttons are in trainer.ui.action_bar:
# both load before the panel does, and stay importable from here
from trainer.ui.action_bar import QtActionBar  # noqa: E402,F401
from trainer.ui.window_sizes import PANEL_WIDTH  # noqa: E402


class QtMistakesList(QListWidget):
    """The mistakes, one rich-text label each, sized to the label's wrapped text at the
    list's current width (again whenever the list is resized); a grey note says what the
    empty list is waiting for."""

    #: the ``::item`` padding of the panel's style sheet, and the item's bottom border.
    ITEM_PADDING, ITEM_BORDER = 5, 1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.placeholder = ""

    def set_placeholder(self, text: str) -> None:
        if text != self.placeholder:
            self.placeholder = text
            self.viewport().update()

    def entry_width(self) -> int:
        """The width a label gets inside an item (the item's padding on both sides)."""
        return max(self.viewport().width(), 120) - 2 * self.ITEM_PADDING

    def add_entry(self, label: QLabel, code: str) -> QListWidgetItem:
        item = QListWidgetItem()
        item.setData(Qt.ItemDataRole.UserRole, code)
        item.setToolTip(code)
        self.addItem(item)
        self.setItemWidget(item, label)
        self._size_item(item)
        return item

    def _size_item(self, item: QListWidgetItem) -> None:
        label = self.itemWidget(item)
        if label is None:
            return
        width = self.entry_width()
        height = label.heightForWidth(width)
        if height <= 0:
            height = label.sizeHint().height()
        item.setSizeHint(QSize(width, height + 2 * self.ITEM_PADDING + self.ITEM_BORDER + 1))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        for row in range(self.count()):
            self._size_item(self.item(row))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if self.count() or not self.placeholder:
            return
        painter = QPainter(self.viewport())
        painter.setPen(QColor("#8a8270"))
        font = painter.font()
        font.setItalic(True)
        painter.setFont(font)
        painter.drawText(self.viewport().rect().adjusted(12, 12, -12, -12),
                         Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                         self.placeholder)
        painter.end()


class QtSidePanel(QWidget):
    """Everything beside the table. Buttons emit signals; the window acts on them."""

    pay_requested = Signal()
    collect_requested = Signal()
    push_requested = Signal()
    next_round_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        # the panel paints all of its background itself (paintEvent): a label that
        # changes (every click selects a bet) then repaints the panel under it, not the
        # window, the tab set and the page behind it as well
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        # one width whatever the round's texts: a panel that followed its labels' size
        # hints would widen and narrow from round to round, and the table with it
        self.setFixedWidth(PANEL_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.exam = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)

        # --- the round -------------------------------------------------------------------
        self.round_box = QGroupBox()
        grid = QVBoxLayout(self.round_box)
        grid.setSpacing(3)
        # the wrapped lines take the height of their text (a group box does not pass
        # height-for-width on: a plain label would be squeezed to one line and cut)
        self.title_label = QtSteadyLabel()
        self.title_label.setObjectName("titleLabel")
        self.scenario_label = QtSteadyLabel()
        self.info_label = QLabel()
        self.info_label.setObjectName("infoLabel")
        #: "0:08 left" as a scenario's time limit nears, in red (hidden otherwise).
        self.time_warning_label = QLabel()
        self.time_warning_label.setObjectName("timeWarning")
        self.time_warning_label.hide()
        self.now_label = QtSteadyLabel()  # changes on nearly every click
        self.request_label = QtSteadyLabel()
        self.request_label.setObjectName("requestLabel")
        self.hint_label = QtSteadyLabel()
        self.hint_label.setObjectName("hintLabel")
        for widget in (self.title_label, self.scenario_label, self.info_label, self.time_warning_label, self.now_label,
                       self.request_label, self.hint_label):
            grid.addWidget(widget)
        layout.addWidget(self.round_box)

        # --- the selected bet --------------------------------------------------------------
        self.bet_box = QGroupBox()
        bet_layout = QVBoxLayout(self.bet_box)
        bet_layout.setSpacing(5)
        self.bet_label = QtSteadyLabel()
        bet_layout.addWidget(self.bet_label)
        row = QHBoxLayout()
        self.amount_edit = QLineEdit()
        self.amount_edit.setObjectName("amountEdit")
        # only the characters an amount can have; what they mean is decided on paying by
        # trainer.core.game.amounts (a decimal comma must reach it, never be dropped here)
        self.amount_edit.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9 .,'\u00a0\u2019]{0,16}"), self))
        #: the house's decimal mark, for the examples in messages.
        self.decimal_mark = ","
        self.amount_edit.returnPressed.connect(self.pay_requested)
        self.clear_button = QToolButton()
        self.clear_button.clicked.connect(self.amount_edit.clear)
        row.addWidget(self.amount_edit, 1)
        row.addWidget(self.clear_button)
        bet_layout.addLayout(row)
        self.chip_row = QHBoxLayout()
        self.chip_row.setSpacing(4)
        bet_layout.addLayout(self.chip_row)
        self.chip_buttons: dict[int, QToolButton] = {}
        buttons = QHBoxLayout()
        self.pay_button = QPushButton()
        self.collect_button = QPushButton()
        self.push_button = QPushButton()
        self.pay_button.setObjectName("payButton")
        self.collect_button.setObjectName("collectButton")
        self.push_button.setObjectName("pushButton")
        self.pay_button.clicked.connect(self.pay_requested)
        self.collect_button.clicked.connect(self.collect_requested)
        self.push_button.clicked.connect(self.push_requested)
        for button in (self.pay_button, self.collect_button, self.push_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        bet_layout.addLayout(buttons)
        layout.addWidget(self.bet_box)

        # --- mistakes ----------------------------------------------------------------------
        self.mistakes_box = QGroupBox()
        mistakes_layout = QVBoxLayout(self.mistakes_box)
        self.exam_note = QLabel()
        self.exam_note.setWordWrap(True)
        self.exam_note.setObjectName("examNote")
        self.mistakes_list = QtMistakesList()
        self.mistakes_list.setObjectName("mistakesList")
        self.mistakes_list.setWordWrap(True)
        self.mistakes_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mistakes_list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        mistakes_layout.addWidget(self.exam_note)
        mistakes_layout.addWidget(self.mistakes_list, 1)
        layout.addWidget(self.mistakes_box, 1)

        # --- summary -----------------------------------------------------------------------
        self.summary_box = QGroupBox()
        summary_layout = QVBoxLayout(self.summary_box)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("summaryLabel")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextButton")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.clicked.connect(self.next_round_requested)
        summary_layout.addWidget(self.summary_label)
        summary_layout.addWidget(self.next_button)
        layout.addWidget(self.summary_box)
        self.summary_box.hide()
        # what the panel shows that is worded from values, kept to word it again when the
        # language changes: the bet's description, the mistakes, the summary
        self._bet_text: Callable[[], str] | str | None = None
        self._mistakes: list[tuple[Mistake, Sequence[str] | Callable[[], Sequence[str]]]] = []
        self._summary: tuple[RoundSummary, str, bool] | None = None
        self.retranslate()

        self.setStyleSheet(
            "#sidePanel { background: #f4f1e8; }"
            "QGroupBox { font-weight: bold; border: 1px solid #c9c2ac; border-radius: 8px; margin-top: 10px; padding-top: 6px; background: #fbfaf5; }"
            "QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; color: #3a3325; }"
            "#titleLabel { font-size: 15px; font-weight: bold; color: #1f3b2a; }"
            "#infoLabel { color: #5a533f; }"
            "#timeWarning { color: white; background: #a4161a; font-weight: bold; padding: 2px 6px; border-radius: 4px; }"
            "#requestLabel { font-size: 15px; font-weight: bold; color: #8a5a00; }"
            "#hintLabel { color: #35557a; font-style: italic; }"
            "#examNote { color: #6a3d9a; }"
            "#mistakesList { background: #fffdf7; border: 1px solid #ddd5bd; }"
            "#mistakesList::item { border-bottom: 1px solid #eee4c8; padding: 5px; }"
            "#payButton { background: #1f7a3a; color: white; font-weight: bold; padding: 5px; border-radius: 5px; }"
            "#collectButton { background: #a4161a; color: white; font-weight: bold; padding: 5px; border-radius: 5px; }"
            "#pushButton { background: #35557a; color: white; font-weight: bold; padding: 5px; border-radius: 5px; }"
            "QPushButton:disabled { background: #c8c4b8; color: #eeeeee; }"
            "#nextButton { background: #e8c25a; font-weight: bold; padding: 6px; border-radius: 5px; }"
        )
        self.set_bet(None)

    def retranslate(self) -> None:
        """The panel's words in the current language (Qt's LanguageChange): the titles,
        buttons and notes, and the mistakes and summary shown, worded again from their
        values. What was typed in the amount field stays."""
        self.round_box.setTitle(self.tr("Round"))
        self.bet_box.setTitle(self.tr("Bet"))
        self.amount_edit.setPlaceholderText(self.tr("amount to pay"))
        self.clear_button.setText(self.tr("Clear"))
        self.pay_button.setText(self.tr("Pay (P)"))
        self.collect_button.setText(self.tr("Collect (C)"))
        self.push_button.setText(self.tr("Push (U)"))
        self.exam_note.setText(self.tr("Exam: your mistakes are recorded and shown when the round ends."))
        self.summary_box.setTitle(self.tr("Round summary"))
        self.next_button.setText(self.tr("Next round (Enter)"))
        self.set_exam(self.exam)
        for value, button in self.chip_buttons.items():
            button.setToolTip(self._chip_tip(value))
        if hasattr(self, "_mistakes"):  # not while __init__ builds the panel
            self.set_bet(self._bet_text)
            mistakes, self._mistakes = self._mistakes, []
            self.mistakes_list.clear()
            for mistake, why in mistakes:
                self.add_mistake(mistake, why)
            if self._summary is not None:
                self.show_summary(*self._summary)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _chip_tip(self, value: int) -> str:
        return filled(self.tr("Add a %1 chip to the amount"), str(value))

    # --- the house's chips ---------------------------------------------------------------------
    def set_chips(self, chips: tuple[int, ...]) -> None:
        """The chip picker: a click adds the chip's value to the amount."""
        while self.chip_row.count():
            item = self.chip_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone at once, not only when the event loop deletes it
                widget.deleteLater()
        self.chip_buttons = {}
        for value in chips:
            button = QToolButton()
            button.setIcon(chip_icon(value))
            button.setIconSize(QSize(38, 38))
            button.setAutoRaise(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolTip(self._chip_tip(value))
            button.clicked.connect(lambda checked=False, v=value: self.add_chip(v))
            self.chip_row.addWidget(button)
            self.chip_buttons[value] = button
        self.chip_row.addStretch(1)

    def amount(self) -> Fraction:
        """The typed amount; 0 when the field is empty.

        Raises:
            AmountError: text that is not a clear amount (``1,500``: 1500 or 1,5?).
        """
        if not self.has_amount():
            return Fraction(0)
        return amounts.read_amount(self.amount_edit.text(), self.decimal_mark)

    def has_amount(self) -> bool:
        return bool(self.amount_edit.text().strip())

    def add_chip(self, value: int) -> None:
        try:
            current = self.amount()
        except AmountError:  # a chip click starts over rather than guess at the text
            current = Fraction(0)
        self.amount_edit.setText(format_amount(current + value).replace(".", self.decimal_mark))

    def reset_amount(self, focus: bool) -> None:
        """Empty the amount after a payout, right or wrong: the next entry starts clean
        (typing 150 after a wrong 100 must not give 100150, nor P pay 100 again)."""
        self.amount_edit.clear()
        if focus:
            self.amount_edit.setFocus()

    # --- showing --------------------------------------------------------------------------------
    def set_header(self, title: str, scenario: str, info: str, hint: str) -> None:
        self.title_label.setText(title)
        self.scenario_label.setText(scenario)
        self.scenario_label.setVisible(bool(scenario))
        self.info_label.setText(info)
        self.hint_label.setText(hint)
        self.hint_label.setVisible(bool(hint))

    def set_time_warning(self, text: str) -> None:
        """Show (or with "" hide) the time-limit warning."""
        if text != self.time_warning_label.text() or bool(text) != self.time_warning_label.isVisibleTo(self):
            self.time_warning_label.setText(text)
            self.time_warning_label.setVisible(bool(text))

    def set_now(self, state_text: str, request_text: str) -> None:
        self.now_label.setText(state_text)
        self.request_label.setText(request_text)
        self.request_label.setVisible(bool(request_text))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        # an opaque widget gets no background from Qt: draw the style sheet's
        option = QStyleOption()
        option.initFrom(self)
        painter = QPainter(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)

    def set_bet(self, description: str | Callable[[], str] | None) -> None:
        """The selected bet's description (a function that words it: worded again when the
        language changes); None: no bet is selected."""
        self._bet_text = description
        enabled = description is not None
        text = description() if callable(description) else description
        self.bet_label.setText(text or self.tr("Click a bet's chips (or press Tab) to select it."))
        for button in (self.pay_button, self.collect_button, self.push_button):
            button.setEnabled(enabled)

    def set_exam(self, exam: bool) -> None:
        self.exam = exam
        self.exam_note.setVisible(exam)
        self.mistakes_box.setTitle(self.tr("Mistakes (exam)") if exam else self.tr("Mistakes"))
        self._update_placeholder()

    def clear_round(self) -> None:
        self._mistakes.clear()
        self._summary = None
        self.mistakes_list.clear()
        self.summary_box.hide()
        self.bet_box.show()
        self.amount_edit.clear()
        self.set_bet(None)
        self._update_placeholder()

    def _update_placeholder(self) -> None:
        """What the empty mistakes list says, so that it never looks broken."""
        if self.summary_box.isVisibleTo(self):
            text = self.tr("No mistakes this round.")
        elif self.exam:
            text = self.tr("Nothing is shown here until the round ends.")
        else:
            text = self.tr("No mistakes so far this round.")
        self.mistakes_list.set_placeholder(text)

    def add_mistake(self, mistake: Mistake, why: Sequence[str] | Callable[[], Sequence[str]] = (), rules: HouseRules | None = None) -> None:
        """One mistake: what was done, the rule it broke (as the house of ``rules`` plays
        it, the last house given when None), the worked figure (``why``, rich-text lines,
        or a function that words them in the current language) and what was expected."""
        if rules is not None:
            self._house_rules = rules
        self._mistakes.append((mistake, why))
        why = why() if callable(why) else why
        expected = ", ".join(texts.action_text(a) for a in mistake.expected[:4])
        if len(mistake.expected) > 4:
            expected += ", …"
        lines = [
            f"<b>{texts.mistake_title(mistake.code)}</b> — {texts.action_text(mistake.action)}",
            f"{texts.mistake_rule(mistake.code, getattr(self, '_house_rules', None))}",
            *why,
        ]
        if expected:
            lines.append("<i>" + filled(self.tr("Expected: %1"), expected) + "</i>")
        label = QLabel("<br>".join(lines))
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setStyleSheet("color: #4a1010; padding: 4px;")
        label.setProperty("code", mistake.code)
        self.mistakes_list.add_entry(label, mistake.code)
        self.mistakes_list.scrollToBottom()

    def mistake_codes(self) -> list[str]:
        """The codes listed in the panel, in order (for tests and checks)."""
        return [self.mistakes_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.mistakes_list.count())]

    def show_summary(self, summary: RoundSummary, currency: str, has_next: bool) -> None:
        self._summary = (summary, currency, has_next)
        mistakes = len(summary.mistakes)
        verdict = self.tr("Clean round!") if summary.ok else (
            self.tr("%n mistakes", "", mistakes) if mistakes else self.tr("Over the time limit"))
        colour = "#1f7a3a" if summary.ok else "#a4161a"
        house = summary.house_result
        rows = [
            f"<span style='font-size:16px; font-weight:bold; color:{colour}'>{verdict}</span>",
            filled(self.tr("Time: %1"), format_seconds(summary.seconds))
            + (" / " + format_seconds(summary.time_limit) if summary.time_limit else ""),
            filled(self.tr("Payouts right: %1 · wrong: %2"), str(summary.payouts_right), str(summary.payouts_wrong)),
            filled(self.tr("Actions: %1"), str(summary.actions)),
            filled(self.tr("House result: %1"), ("+" if house > 0 else "") + money_text(house, currency)),
        ]
        if not summary.ledger_balanced:
            rows.append("<b style='color:#a4161a'>" + self.tr("The chips do not balance!") + "</b>")
        self.summary_label.setText("<br>".join(rows))
        self.next_button.setText(self.tr("Next round (Enter)") if has_next else self.tr("Session over"))
        self.next_button.setEnabled(has_next)
        # the round is over: no bet is left to pay, and a small window needs the room
        # for the mistakes
        self.bet_box.hide()
        self.summary_box.show()
        self._update_placeholder()
