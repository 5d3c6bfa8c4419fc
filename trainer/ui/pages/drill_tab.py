"""The payout drill tab: a question, an amount field, a chip picker, feedback and statistics.

Standalone so the main window adds it with ``tabs.addTab(QtDrillTab(rules), ...)``; all the
drill logic lives in :mod:`trainer.core.drills`, this module only shows it. Every string a
user reads goes through ``self.tr``; the question text is built here from the question's
bets (not taken from the core's English ``text``) so that it can be translated.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.core import drills
from trainer.core.drills import DrillSession, Grade, Question
from trainer.core.game.payouts import format_amount
from trainer.core.game.rules import HouseRules
from trainer.ui import plurals
from trainer.ui.widgets.table_columns import ColumnFitter
from trainer.words.drill_texts import NBSP, TEXTS
from trainer.words.names import house_title

#: chip colours by denomination (face, text); other denominations get a slate grey.
_CHIP_COLOURS: dict[int, tuple[str, str]] = {
    1: ("#eeeeee", "#111111"),
    2: ("#f48fb1", "#111111"),
    5: ("#c62828", "#ffffff"),
    10: ("#1565c0", "#ffffff"),
    20: ("#00838f", "#ffffff"),
    25: ("#2e7d32", "#ffffff"),
    50: ("#ef6c00", "#111111"),
    100: ("#212121", "#ffffff"),
    250: ("#ad1457", "#ffffff"),
    500: ("#6a1b9a", "#ffffff"),
    1000: ("#f9a825", "#111111"),
    5000: ("#8d6e63", "#ffffff"),
}
_OTHER_CHIP = ("#546e7a", "#ffffff")

_RIGHT_STYLE = "background: #1b5e20; color: #ffffff; border-radius: 8px; padding: 10px;"
_WRONG_STYLE = "background: #b71c1c; color: #ffffff; border-radius: 8px; padding: 10px;"
_NEUTRAL_STYLE = "background: #eceff1; color: #263238; border-radius: 8px; padding: 10px;"
_QUESTION_STYLE = "background: #0b4d32; color: #ffffff; border-radius: 10px; padding: 16px;"

_CHIP_SIZE = 62
_DEFAULT_SECONDS = 120


class QtDrillTab(QWidget):
    """Self-quizzing on payouts for one house.

    Args:
        rules: the house.
        seed: makes the questions repeatable (None: a fresh seed).
        parent: the usual Qt parent.

    Signals:
        answer_did_grade(object): the :class:`~trainer.core.drills.Answer` (question, grade,
            seconds), after each graded answer: what the progress database records.
        session_did_end(): a timed session ran out (or was stopped).
    """

    answer_did_grade = Signal(object)
    session_did_end = Signal()

    def __init__(self, rules: HouseRules, seed: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plurals.install()  # "1 chip", "4 chips" (the tab may be used without the main window)
        self.rules = rules
        self._seed = seed
        self._sessions_started = 0
        self.session: DrillSession = self._new_session(None)
        self.built: list[int] = []
        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)
        self._build()
        self._show_next_question()
        self._refresh_stats()

    # --- building the widget ------------------------------------------------------------

    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(16, 12, 16, 12)
        root.setSpacing(10)

        top = QHBoxLayout()
        self.house_label = QLabel(
            self.tr("{house} ({currency}), bets {low} to {high}").format(
                house=house_title(self.rules), currency=self.rules.currency,
                low=TEXTS.money(self.rules.min_bet), high=TEXTS.money(self.rules.max_bet),
            )
        )
        self.house_label.setFont(_font(11, bold=True))
        self.house_label.setWordWrap(True)  # a long house name in German still shows its limits at 1024
        top.addWidget(self.house_label, 1)
        self.time_left_label = QLabel(self.tr("No time limit"))
        self.time_left_label.setFont(_font(12, bold=True))
        self.time_left_label.setMinimumWidth(150)
        self.time_left_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.time_left_label)
        # the box is the length of a timed session still to start: named as such and set
        # apart, so "No time limit" beside "120 s" does not read as one contradicting claim
        top.addSpacing(18)
        self.seconds_label = QLabel(self.tr("Timed session:"))
        self.seconds_label.setFont(_font(11))
        top.addWidget(self.seconds_label)
        self.seconds_spin = QSpinBox()
        self.seconds_label.setBuddy(self.seconds_spin)
        self.seconds_spin.setRange(10, 3600)
        self.seconds_spin.setSingleStep(30)
        self.seconds_spin.setValue(_DEFAULT_SECONDS)
        self.seconds_spin.setSuffix(self.tr(" s"))
        self.seconds_spin.setFont(_font(11))
        self.seconds_spin.setToolTip(self.tr("Length of a timed session"))
        top.addWidget(self.seconds_spin)
        self.timed_button = QPushButton(self.tr("Start timed session"))
        self.timed_button.setFont(_font(11))
        self.timed_button.clicked.connect(self._toggle_timed_session)
        top.addWidget(self.timed_button)
        self.practice_button = QPushButton(self.tr("Free practice"))
        self.practice_button.setFont(_font(11))
        self.practice_button.setToolTip(self.tr("Start over without a time limit"))
        self.practice_button.clicked.connect(lambda: self.start_session(None))
        top.addWidget(self.practice_button)
        root.addLayout(top)

        self.question_label = QLabel()
        self.question_label.setObjectName("drillQuestion")
        self.question_label.setFont(_font(24, bold=True))
        self.question_label.setWordWrap(True)
        self.question_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.question_label.setMinimumHeight(110)
        self.question_label.setStyleSheet(_QUESTION_STYLE)
        self.question_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        root.addWidget(self.question_label)

        answer_row = QHBoxLayout()
        answer_label = QLabel(self.tr("Pay:"))
        answer_label.setFont(_font(16, bold=True))
        answer_row.addWidget(answer_label)
        self.amount_edit = QLineEdit()
        self.amount_edit.setFont(_font(20))
        self.amount_edit.setPlaceholderText(self.tr("amount, then Enter"))
        self.amount_edit.setMinimumWidth(280)
        self.amount_edit.setMaximumWidth(360)
        self.amount_edit.returnPressed.connect(self.submit_amount)
        answer_row.addWidget(self.amount_edit)
        self.pay_button = QPushButton(self.tr("Pay"))
        self.pay_button.setFont(_font(14, bold=True))
        self.pay_button.setMinimumHeight(40)
        self.pay_button.clicked.connect(self.submit_amount)
        answer_row.addWidget(self.pay_button)
        answer_row.addStretch(1)
        root.addLayout(answer_row)

        chips_frame = QFrame()
        chips_frame.setFrameShape(QFrame.Shape.StyledPanel)
        chips_layout = QVBoxLayout(chips_frame)
        chips_layout.setContentsMargins(10, 6, 10, 6)
        chips_title = QLabel(self.tr("Or build the payout from chips (click a chip to add it):"))
        chips_title.setFont(_font(11))
        chips_layout.addWidget(chips_title)
        chip_row = QHBoxLayout()
        self.chip_buttons: dict[int, QPushButton] = {}
        for chip in self.rules.chips:
            button = QPushButton(format_amount(Fraction(chip)))
            button.setToolTip(self.tr("Add a {chip} chip").format(chip=chip))
            button.setFixedSize(_CHIP_SIZE, _CHIP_SIZE)
            button.setStyleSheet(_chip_style(chip))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda checked=False, c=chip: self.add_chip(c))
            self.chip_buttons[chip] = button
            chip_row.addWidget(button)
        chip_row.addSpacing(12)
        self.undo_chip_button = QPushButton(self.tr("Undo"))
        self.undo_chip_button.setFont(_font(11))
        self.undo_chip_button.setMinimumHeight(40)
        self.undo_chip_button.clicked.connect(self.undo_chip)
        chip_row.addWidget(self.undo_chip_button)
        self.clear_chips_button = QPushButton(self.tr("Clear"))
        self.clear_chips_button.setFont(_font(11))
        self.clear_chips_button.setMinimumHeight(40)
        self.clear_chips_button.clicked.connect(self.clear_chips)
        chip_row.addWidget(self.clear_chips_button)
        self.pay_chips_button = QPushButton(self.tr("Pay these chips"))
        self.pay_chips_button.setFont(_font(12, bold=True))
        self.pay_chips_button.setMinimumHeight(40)
        self.pay_chips_button.clicked.connect(self.submit_chips)
        chip_row.addWidget(self.pay_chips_button)
        chip_row.addStretch(1)
        chips_layout.addLayout(chip_row)
        self.built_label = QLabel()
        self.built_label.setFont(_font(12))
        self.built_label.setWordWrap(True)
        chips_layout.addWidget(self.built_label)
        root.addWidget(chips_frame)

        self.feedback_label = QLabel()
        self.feedback_label.setFont(_font(15))
        self.feedback_label.setWordWrap(True)
        self.feedback_label.setMinimumHeight(80)
        self.feedback_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.feedback_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        # Bottom: feedback and streak on the left, the per-kind table on the right.
        bottom = QGridLayout()
        bottom.setHorizontalSpacing(12)
        bottom.addWidget(self.feedback_label, 0, 0, Qt.AlignmentFlag.AlignTop)
        self.streak_label = QLabel()
        self.streak_label.setFont(_font(13, bold=True))
        self.streak_label.setWordWrap(True)
        bottom.addWidget(self.streak_label, 1, 0, Qt.AlignmentFlag.AlignTop)
        bottom.setRowStretch(2, 1)
        self.stats_table = QTableWidget(0, 4)
        self.stats_table.setHorizontalHeaderLabels(
            [self.tr("Kind"), self.tr("Answered"), self.tr("Accuracy"), self.tr("Median time")]
        )
        self.stats_table.setFont(_font(11))
        self.stats_table.verticalHeader().setVisible(False)
        # eight kinds fit without scrolling at 1000 x 700
        self.stats_table.verticalHeader().setDefaultSectionSize(_font(11).pointSize() * 2 + 2)
        self.stats_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.stats_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.stats_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # the kind's name keeps its room at 1024 wide in every language; long headers over
        # short numbers ("Nauwkeurigheid" over "75%") are elided, whole in their tooltips
        self.stats_columns = ColumnFitter(self.stats_table, main=0, share=0.45)
        self.stats_table.setMinimumHeight(150)
        self.stats_table.setMinimumWidth(420)
        bottom.addWidget(self.stats_table, 0, 1, 3, 1)
        bottom.setColumnStretch(0, 3)
        bottom.setColumnStretch(1, 2)
        root.addLayout(bottom, 1)

        self._show_feedback(self.tr("Type what the dealer pays, winnings only, and press Enter."), None)
        self._refresh_built()

    # --- sessions -----------------------------------------------------------------------

    def _new_session(self, seconds: float | None) -> DrillSession:
        # Each new session of the same tab gets its own questions, still repeatable from the seed.
        seed = None if self._seed is None else self._seed + self._sessions_started
        self._sessions_started += 1
        return DrillSession(self.rules, seed=seed, seconds=seconds)

    def start_session(self, seconds: float | None) -> None:
        """Start over: a timed session of ``seconds``, or free practice when None."""
        self._timer.stop()
        self.session = self._new_session(seconds)
        self._set_answering(True)
        if seconds is None:
            self.timed_button.setText(self.tr("Start timed session"))
            self.time_left_label.setText(self.tr("No time limit"))
        else:
            self.timed_button.setText(self.tr("Stop"))
            self._timer.start()
            self._tick()
        self.clear_chips()
        self._show_feedback(self.tr("New session: go!"), None)
        self._show_next_question()
        self._refresh_stats()

    def start_timed_session(self, seconds: float | None = None) -> None:
        """Start a timed session of ``seconds`` (default: the spin box's value)."""
        self.start_session(float(self.seconds_spin.value() if seconds is None else seconds))

    def stop_session(self) -> None:
        """End a timed session now and show the summary."""
        self._end_session(self.tr("Session stopped."))

    def _toggle_timed_session(self) -> None:
        if self._timer.isActive():
            self.stop_session()
        else:
            self.start_timed_session()

    def _tick(self) -> None:
        left = self.session.time_left()
        if left is None:
            return
        self.time_left_label.setText(self.tr("Time left: {time}").format(time=_clock_text(left)))
        if left <= 0:
            self._end_session(self.tr("Time is up."))

    def _end_session(self, why: str) -> None:
        self._timer.stop()
        self._set_answering(False)
        self.timed_button.setText(self.tr("Start timed session"))
        stats = self.session.stats
        if stats.answered:
            summary = self.tr("{why} {right} of {answered} right ({accuracy}), best streak {best}.").format(
                why=why,
                right=stats.right,
                answered=stats.answered,
                accuracy=TEXTS.percent(stats.accuracy),
                best=stats.best_streak,
            )
        else:
            summary = self.tr("{why} No answers.").format(why=why)
        self.question_label.setText(summary)
        self._show_feedback(self.tr("Start another timed session, or choose free practice."), None)
        self._refresh_stats()
        self.session_did_end.emit()

    def _set_answering(self, enabled: bool) -> None:
        for widget in (self.amount_edit, self.pay_button, self.pay_chips_button, self.undo_chip_button, self.clear_chips_button):
            widget.setEnabled(enabled)
        for button in self.chip_buttons.values():
            button.setEnabled(enabled)

    def is_answering(self) -> bool:
        """Whether a question is waiting for an answer."""
        return self.amount_edit.isEnabled() and self.session.current is not None

    def current_question(self) -> Question | None:
        return self.session.current

    # --- answering ----------------------------------------------------------------------

    def submit_amount(self) -> None:
        """Grade the typed amount (Enter in the amount field, or the Pay button)."""
        if not self.is_answering():
            return
        text = self.amount_edit.text()
        if not text.strip():
            self._show_feedback(self.tr("Type an amount first, such as 262.5."), None)
            return
        question = self.session.current
        assert question is not None  # is_answering() said one waits
        self._after_grade(question, self.session.answer_amount(text))

    def add_chip(self, chip: int) -> None:
        """Put one chip of ``chip`` on the payout being built."""
        if chip not in self.rules.chips:
            raise ValueError(f"{chip} is not a chip at {self.rules.id}")
        self.built.append(chip)
        self._refresh_built()

    def undo_chip(self) -> None:
        if self.built:
            self.built.pop()
        self._refresh_built()

    def clear_chips(self) -> None:
        self.built.clear()
        self._refresh_built()

    def built_total(self) -> int:
        return sum(self.built)

    def submit_chips(self) -> None:
        """Grade the chips built (the Pay these chips button)."""
        if not self.is_answering():
            return
        question = self.session.current
        assert question is not None  # is_answering() said one waits
        self._after_grade(question, self.session.answer_chips(self.built))

    def _after_grade(self, question: Question, grade: Grade) -> None:
        if not grade.graded:
            if grade.code == drills.NO_CHIPS:
                self._show_feedback(self.tr("Click chips to build the payout first."), None)
            else:
                # the reader's own words say what was wrong (an ambiguous 1,500, say)
                self._show_feedback(self.tr("Not paid: {problem}").format(problem=TEXTS.problem(grade)), None)
            return
        self._show_feedback(self._feedback_text(question, grade), grade.correct)
        self.amount_edit.clear()
        self.clear_chips()
        self._refresh_stats()
        self.answer_did_grade.emit(self.session.history[-1])
        if self.session.is_over():
            self._end_session(self.tr("Session over."))
        else:
            self._show_next_question()

    def _show_next_question(self) -> None:
        question = self.session.next_question()
        if question is None:
            return
        self.question_label.setText(self.question_text(question))
        self.amount_edit.setFocus()

    # --- texts (the words are trainer.words.drill_texts', shared with `trainer quiz`) -----------

    def question_text(self, question: Question) -> str:
        """The question in the UI's language, built from its bets."""
        return TEXTS.question(question)

    def worked_text(self, question: Question) -> str:
        """The worked answer, one line a bet, no line break inside a sum."""
        return "\n".join(line.replace(" ", NBSP) for line in TEXTS.worked_lines(question))

    def kind_name(self, kind: str) -> str:
        return TEXTS.kind_name(kind)

    def _feedback_text(self, question: Question, grade: Grade) -> str:
        return TEXTS.feedback(question, grade, keep_together=True)

    def _show_feedback(self, text: str, correct: bool | None) -> None:
        self.feedback_label.setText(text)
        style = _NEUTRAL_STYLE if correct is None else _RIGHT_STYLE if correct else _WRONG_STYLE
        self.feedback_label.setStyleSheet(style)

    def _refresh_built(self) -> None:
        if not self.built:
            self.built_label.setText(
                self.tr("Chips built: none. Change no chip can make (a half, say) stays out of the chips.")
            )
            return
        counts = drills.count_chips(self.built)
        pile = " + ".join(f"{counts[chip]} \u00d7 {chip}" for chip in sorted(counts, reverse=True))
        self.built_label.setText(
            self.tr("Chips built: {total} ({pile}; %n chips)", "", len(self.built)).format(
                total=self.built_total(), pile=pile
            )
        )

    def _refresh_stats(self) -> None:
        stats = self.session.stats
        if stats.answered:
            self.streak_label.setText(
                self.tr("Streak {streak} (best {best}), {right} of {answered} right ({accuracy}), median {median}").format(
                    streak=stats.streak,
                    best=stats.best_streak,
                    right=stats.right,
                    answered=stats.answered,
                    accuracy=TEXTS.percent(stats.accuracy),
                    median=TEXTS.seconds(stats.median_seconds),
                )
            )
        else:
            self.streak_label.setText(self.tr("Streak 0: no answers yet"))
        kinds = stats.kinds()
        self.stats_table.setRowCount(len(kinds))
        for row, kind in enumerate(kinds):
            entry = stats.per_kind[kind]
            cells = [
                self.kind_name(kind),
                str(entry.answered),
                TEXTS.percent(entry.accuracy),
                TEXTS.seconds(entry.median_seconds),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.stats_table.setItem(row, column, item)
        self.stats_columns.fit()


def _font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(bold)
    return font


def _clock_text(seconds: float) -> str:
    whole = int(seconds + 0.999)  # count down 0:03, 0:02, 0:01, 0:00
    return f"{whole // 60}:{whole % 60:02d}"


def _chip_style(chip: int) -> str:
    face, text = _CHIP_COLOURS.get(chip, _OTHER_CHIP)
    radius = _CHIP_SIZE // 2
    points = {1: 16, 2: 16, 3: 14}.get(len(str(chip)), 11)  # 1000 must fit inside the chip
    return (
        f"QPushButton {{ background: {face}; color: {text}; border: 4px dashed #fafafa;"
        f" border-radius: {radius}px; font-weight: bold; font-size: {points}pt; padding: 0px; }}"
        f" QPushButton:hover {{ border-color: #ffd54f; }}"
        f" QPushButton:pressed {{ border-style: solid; }}"
        f" QPushButton:disabled {{ background: #9e9e9e; color: #eeeeee; }}"
    )

