"""Replay of a recorded round, action by action, mistakes marked.

The round is rebuilt from its stored scenario and the recorded actions are attempted
again (:class:`trainer.progress.replay.RoundReplay`); this widget only shows its frames, the
round's views (:class:`~trainer.core.procedure.view.RoundView`) as the table saw them.
Position 0 is the table before the first action, position ``k`` the table after the
``k``-th action. A mistake was not applied, so its position shows the table as the
trainee saw it, with the rule broken and the right action.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSlider, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from trainer.core.procedure.view import RoundView
from trainer.progress.replay import BetView as ReplayBet
from trainer.progress.replay import ReplayError, ReplayStep, RoundReplay, table_text
from trainer.store import Store, StoreError
from trainer.ui import plurals
from trainer.words import window_texts as texts
from trainer.words.messages import amount_text, date_text, mistake_rule
from trainer.words.names import house_name
from trainer.words.placeholders import filled
from trainer.words.window_texts import QT_TRANSLATE_NOOP

#: item data role holding the mistake code of a step (None for a right action).
MISTAKE_ROLE = Qt.ItemDataRole.UserRole + 1
_MISTAKE_BG = QColor("#fde2e0")
_MISTAKE_FG = QColor("#b3261e")
_SUITS = {"s": ("♠", "#111111"), "c": ("♣", "#111111"), "h": ("♥", "#c62828"), "d": ("♦", "#c62828")}


def _e(text: object) -> str:
    return html.escape(str(text))


def card_html(code: str) -> str:
    """``Th`` as a small card: 10♥ in red."""
    rank, suit = code[:-1], code[-1]
    symbol, colour = _SUITS.get(suit, (suit, "#111111"))
    rank = "10" if rank == "T" else rank
    return (
        f'<span style="background-color: #ffffff; color: {colour}; font-weight: bold;">'
        f"&nbsp;{_e(rank)}{symbol}&nbsp;</span>"
    )


def rule_text(code: str) -> str:
    return mistake_rule(code)


class QtReplayView(QWidget):
    """Step through one recorded round."""

    #: the new position (0 = before the first action).
    position_changed = Signal(int)

    def __init__(self, store: Store, round_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plurals.install()  # "1 mistake" (the view may open without the main window)
        self.round_id = round_id
        self.replay: RoundReplay | None = None
        self.error: str | None = None
        self._position = 0
        try:
            summary = store.round_summary(round_id)
            self.replay = RoundReplay.from_store(store, round_id)
        except (ReplayError, StoreError) as error:
            summary = None
            self.error = str(error)

        self.header = QLabel()
        header_font = QFont(self.header.font())
        header_font.setBold(True)
        header_font.setPointSizeF(header_font.pointSizeF() * 1.2)
        self.header.setFont(header_font)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #8a5a00;")

        self.steps = QListWidget()
        self.steps.setMinimumWidth(230)
        self.table = QTextBrowser()
        self.table.setOpenLinks(False)

        self.first_button = QPushButton("|◀")
        self.back_button = QPushButton("◀")
        self.forward_button = QPushButton("▶")
        self.last_button = QPushButton("▶|")
        self.mistake_button = QPushButton(self.tr("Next mistake"))
        for button, tip in (
            (self.first_button, self.tr("Before the first action")),
            (self.back_button, self.tr("One action back (Left)")),
            (self.forward_button, self.tr("One action forward (Right)")),
            (self.last_button, self.tr("After the last action")),
        ):
            button.setToolTip(tip)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.position_label = QLabel()

        controls = QHBoxLayout()
        widget: QWidget
        for widget in (self.first_button, self.back_button, self.forward_button, self.last_button):
            controls.addWidget(widget)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position_label)
        controls.addWidget(self.mistake_button)

        splitter = QSplitter()
        splitter.addWidget(self.steps)
        splitter.addWidget(self.table)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 640])

        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.warning)
        layout.addWidget(splitter, 1)
        layout.addLayout(controls)

        if self.replay is None:
            self.header.setText(self.tr("Round {id} cannot be replayed").format(id=round_id))
            self.table.setPlainText(self.error or "")
            for widget in (self.first_button, self.back_button, self.forward_button, self.last_button,
                           self.mistake_button, self.slider):
                widget.setEnabled(False)
            self.warning.hide()
            return
        assert summary is not None  # the round was read: it replays

        mistakes = len(self.replay.mistake_steps)
        self.header.setText(
            self.tr("Round {id} · {when} · {house} · {actions}, {mistakes}").format(
                id=round_id, when=date_text(summary.started, with_time=True), house=house_name(summary.house),
                actions=self.tr("%n actions", "", len(self.replay)), mistakes=self.tr("%n mistakes", "", mistakes),
            )
        )
        if self.replay.diverged:
            self.warning.setText(
                self.tr("The procedure has changed since this round was played: steps {steps} are judged "
                        "differently now.").format(steps=", ".join(map(str, self.replay.diverged)))
            )
        else:
            self.warning.hide()
        self._fill_steps()
        self.slider.setRange(0, len(self.replay))
        self.slider.valueChanged.connect(self.go_to)
        self.steps.currentRowChanged.connect(self.go_to)
        self.first_button.clicked.connect(lambda: self.go_to(0))
        self.back_button.clicked.connect(self.step_back)
        self.forward_button.clicked.connect(self.step_forward)
        self.last_button.clicked.connect(lambda: self.go_to(self.count))
        self.mistake_button.clicked.connect(self.go_to_next_mistake)
        self.mistake_button.setEnabled(bool(mistakes))
        # Left and Right step wherever the focus is in the view (a filter rather than a
        # QShortcut: the list and the text browser would take the arrows for themselves).
        for widget in (self.steps, self.table, self.slider, self.first_button, self.back_button,
                       self.forward_button, self.last_button, self.mistake_button):
            widget.installEventFilter(self)
        self._show(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._arrow_key(event):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if not self._arrow_key(event):
            super().keyPressEvent(event)

    def _arrow_key(self, event: QKeyEvent) -> bool:
        """Step on a bare Left or Right; True if the key was used."""
        if event.modifiers() not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            return False
        if event.key() == Qt.Key.Key_Right:
            self.step_forward()
        elif event.key() == Qt.Key.Key_Left:
            self.step_back()
        else:
            return False
        return True

    # --- moving ---------------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self._position

    @property
    def count(self) -> int:
        """The number of recorded actions (the last position)."""
        return len(self.replay) if self.replay else 0

    def step_forward(self) -> None:
        self.go_to(self._position + 1)

    def step_back(self) -> None:
        self.go_to(self._position - 1)

    def go_to(self, position: int) -> None:
        if self.replay is None:
            return
        position = max(0, min(self.count, position))
        if position != self._position:
            self._show(position)

    def go_to_next_mistake(self) -> None:
        """The next mistake after the current position (from the start after the last)."""
        if self.replay is None:
            return
        later = [n for n in self.replay.mistake_steps if n > self._position] or self.replay.mistake_steps
        if later:
            self.go_to(later[0])

    def current_step(self) -> ReplayStep | None:
        """The action just replayed (None before the first)."""
        return self.replay.steps[self._position - 1] if self.replay and self._position else None

    def current_frame(self) -> RoundView | None:
        return self.replay.frames[self._position] if self.replay else None

    # --- showing ----------------------------------------------------------------------------------
    def _fill_steps(self) -> None:
        start = QListWidgetItem(self.tr("Start: the table before the first action"))
        start.setData(MISTAKE_ROLE, None)
        self.steps.addItem(start)
        assert self.replay is not None  # filled only for a round that replays
        for step in self.replay.steps:
            if step.mistake:
                item = QListWidgetItem(f"{step.number}. {texts.action_text(step.action.action)}   ✗ {texts.mistake_title(step.mistake)}")
                item.setBackground(QBrush(_MISTAKE_BG))
                item.setForeground(QBrush(_MISTAKE_FG))
                item.setToolTip(rule_text(step.mistake))
            else:
                item = QListWidgetItem(f"{step.number}. {texts.action_text(step.action.action)}")
            item.setData(MISTAKE_ROLE, step.mistake)
            self.steps.addItem(item)

    def _show(self, position: int) -> None:
        self._position = position
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(position)
        self.steps.blockSignals(False)
        self.steps.scrollToItem(self.steps.item(position))
        self.position_label.setText(self.tr("step {position} of {count}").format(position=position, count=self.count))
        self.back_button.setEnabled(position > 0)
        self.first_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < self.count)
        self.last_button.setEnabled(position < self.count)
        assert self.replay is not None  # shown only for a round that replays
        self.table.setHtml(self._frame_html(self.current_step(), self.replay.frames[position]))
        self.position_changed.emit(position)

    def _frame_html(self, step: ReplayStep | None, view: RoundView) -> str:
        frame = table_text(view)
        parts = []
        # every tr() below is a plain call with a literal (lupdate reads no f-string)
        if step is None:
            before = self.tr("Before the first action.")
            parts.append(f"<p><b>{_e(before)}</b></p>")
        else:
            heading = self.tr("Step {n}: {action}").format(n=step.number, action=texts.action_text(step.action.action))
        if step is not None and step.mistake:
            right = _in_words(step.expected) or "-"
            right_was = self.tr("The right action was")
            not_applied = self.tr("The action was not applied: the table stays as it was.")
            parts.append(
                '<table width="100%" cellpadding="6" style="background-color: #fde2e0;"><tr><td>'
                f'<b style="color: #b3261e;">{_e(heading)}'
                f" &nbsp;✗ {_e(step.mistake)}</b><br/>{_e(rule_text(step.mistake))}<br/>"
                f"{_e(right_was)}: <b>{_e(right)}</b>. "
                f"{_e(not_applied)}</td></tr></table>"
            )
        elif step is not None:
            parts.append(
                '<table width="100%" cellpadding="6" style="background-color: #e3f1e6;"><tr><td>'
                f'<b style="color: #1d6b38;">{_e(heading)}'
                f" &nbsp;✓</b></td></tr></table>"
            )
        phase = phase_text(frame.phase)
        # the tray's count is the house's net this round (collected less paid), as the
        # table's own label says it, with its sign
        house = _signed(_money(frame.tray)) if frame.tray != "0" else _money(frame.tray)
        phase_label = self.tr("Phase")
        house_label = self.tr("House this round (collected less paid)")
        parts.append(f"<p>{_e(phase_label)}: <b>{_e(phase)}</b> &nbsp;·&nbsp; "
                     f"{_e(house_label)}: {_e(house)}</p>")
        dealer = " ".join(card_html(c) for c in frame.dealer) or _e(self.tr("no cards"))
        total = f" = <b>{frame.dealer_total}</b>" if frame.dealer_total is not None else ""
        dealer_label = self.tr("Dealer")
        parts.append(f'<p style="background-color: #1e6b3a; color: white;">&nbsp;{_e(dealer_label)}: {dealer}{total}</p>')

        rows = []
        for hand in frame.hands:
            cards = " ".join(card_html(c) for c in hand.cards) or "-"
            total = str(hand.total) if hand.cards else ""
            notes = ", ".join(note_text(note) for note in hand.notes)
            if frame.request and frame.request[0] == hand.id:
                asks = self.tr("asks: {request}").format(request=texts.decision_text(frame.request[1]))
                notes = (notes + ", " if notes else "") + asks
            bets = "<br/>".join(self._bet_html(bet) for bet in hand.bets)
            rows.append(
                f"<tr><td><b>{_e(hand.id)}</b></td><td>{cards}</td><td align=\"right\">{total}</td>"
                f"<td>{_e(notes)}</td><td>{bets}</td></tr>"
            )
        headings = (
            ("left", 8, self.tr("Hand")),
            ("left", 30, self.tr("Cards")),
            ("right", 8, self.tr("Total")),
            ("left", 22, self.tr("Notes")),
            ("left", 32, self.tr("Bets")),
        )
        parts.append(
            '<table width="100%" border="1" cellspacing="0" cellpadding="4" style="border-color: #b8c4bb;">'
            '<tr style="background-color: #e4ece6;">'
            + "".join(f'<th align="{align}" width="{width}%">{_e(text)}</th>' for align, width, text in headings)
            + "</tr>" + "".join(rows) + "</table>"
        )
        if frame.expected_next:
            next_label = self.tr("Next right action")
            parts.append(
                f"<p>{_e(next_label)}: <b>{_e(_in_words(frame.expected_next[:4]))}</b>"
                f"{' …' if len(frame.expected_next) > 4 else ''}</p>"
            )
        elif frame.finished:
            over = self.tr("The round is over.")
            parts.append(f"<p><b>{_e(over)}</b></p>")
        return "".join(parts)

    def _bet_html(self, bet: ReplayBet) -> str:
        """``3: 100 paid +150`` in the reader's words and number format."""
        result = "" if bet.status in ("live", "pushed") else " " + _signed(_money(bet.net))
        return (
            f"{_e(bet.id)}: {_e(_money(bet.stake))} "
            f'<span style="color: {_bet_colour(bet.status)};">{_e(status_text(bet.status))}{_e(result)}</span>'
        )


#: the round's phases (trainer.core.procedure.vocabulary.Phase) as the replay names them.
_PHASE_NAMES = {
    "betting": QT_TRANSLATE_NOOP("Replay", "betting"),
    "first_deal": QT_TRANSLATE_NOOP("Replay", "first deal"),
    "insurance_offer": QT_TRANSLATE_NOOP("Replay", "insurance offer"),
    "insurance_window": QT_TRANSLATE_NOOP("Replay", "insurance open"),
    "blackjack_payouts": QT_TRANSLATE_NOOP("Replay", "Black Jack payouts"),
    "play": QT_TRANSLATE_NOOP("Replay", "the boxes play"),
    "dealer_draw": QT_TRANSLATE_NOOP("Replay", "dealer draws"),
    "insurance_settlement": QT_TRANSLATE_NOOP("Replay", "insurance settlement"),
    "settlement": QT_TRANSLATE_NOOP("Replay", "settlement"),
    "done": QT_TRANSLATE_NOOP("Replay", "round over"),
}
#: a hand's notes (trainer.progress.replay.table_text).
_NOTE_NAMES = {
    "Black Jack": QT_TRANSLATE_NOOP("Replay", "Black Jack"),
    "bust": QT_TRANSLATE_NOOP("Replay", "bust"),
    "three sevens": QT_TRANSLATE_NOOP("Replay", "three sevens"),
    "doubled": QT_TRANSLATE_NOOP("Replay", "doubled"),
    "stood": QT_TRANSLATE_NOOP("Replay", "stood"),
    "cleared": QT_TRANSLATE_NOOP("Replay", "cleared"),
}
#: a bet's state (trainer.progress.replay.BetView.status).
_STATUS_NAMES = {
    "live": QT_TRANSLATE_NOOP("Replay", "live"),
    "bonus paid": QT_TRANSLATE_NOOP("Replay", "bonus paid"),
    "paid": QT_TRANSLATE_NOOP("Replay", "paid"),
    "collected": QT_TRANSLATE_NOOP("Replay", "collected"),
    "pushed": QT_TRANSLATE_NOOP("Replay", "pushed"),
}


def phase_text(phase: str) -> str:
    return texts.translate("Replay", _PHASE_NAMES.get(phase, phase.replace("_", " ")))


def note_text(note: str) -> str:
    return texts.translate("Replay", _NOTE_NAMES.get(note, note))


def status_text(status: str) -> str:
    return texts.translate("Replay", _STATUS_NAMES.get(status, status))


def _money(amount: str) -> str:
    """A replay amount (the core's plain "262.5") in the reader's number format."""
    return amount_text(Fraction(amount))


def _in_words(actions: Sequence[str]) -> str:
    """Right actions as spot-the-error words them ("Pay bet 2: 150 or Collect bet 2")."""
    words = [texts.action_text(action) for action in actions]
    if len(words) < 2:
        return "".join(words)
    either = texts.translate("Mistakes", "%1 or %2")  # the mistakes' own "or" (trainer.words.messages)
    return filled(either, ", ".join(words[:-1]), words[-1])


def _signed(amount: str) -> str:
    return amount if amount.startswith("-") else f"+{amount}"


def _bet_colour(status: str) -> str:
    return {"paid": "#1d6b38", "bonus paid": "#1d6b38", "collected": "#b3261e", "pushed": "#555555"}.get(status, "#111111")
