"""Spot the error at the table: the recorded dealer plays the round, the trainee marks
the wrong steps and names the rule each breaks.

:class:`QtSpotMode` takes over the table page for one spot-the-error scenario: the
scene shows the recorded round (:class:`~trainer.core.packs.spot.SpotReplay`), the side panel
gives way to :class:`QtSpotPanel` (play, pause, step; the steps so far; mark and name),
and the table's keys and clicks are off, so nothing reaches the session's own round.
In training mode a mark is judged at once; in exam mode the marks stay neutral until the
trainee finishes. Finishing scores the marks (:func:`~trainer.core.packs.spot.score_marks`)
and shows every mistake there was to find.

Keys: Space play or pause, → (or S) one step, ↑/↓ choose a step, M mark it with the
rule chosen, U unmark, F finish, Enter the next round once finished.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from trainer.core.packs.spot import SpotReplay, SpotScore, Step, score_marks
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.view import RoundView, view_of
from trainer.ui.window_parts import built
from trainer.ui.window_sizes import PANEL_WIDTH
from trainer.words import window_texts as texts
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    # the window as its parts see it (trainer.ui.window_parts): the window imports this module, never the reverse
    from trainer.core.packs.load import PackScenario
    from trainer.ui.window_parts import TableWindow as MainWindow

#: a step's colours once judged: found, right step with another rule, false alarm, missed.
_FOUND, _WRONG_RULE, _FALSE_ALARM, _MISSED, _MARKED = "#d7f0d9", "#fbe3b0", "#f6c9c9", "#f6c9c9", "#efe3a8"


class QtSpotPanel(QWidget):
    """The spot-the-error controls beside the table. Signals ask; the mode acts."""

    play_toggled = Signal()
    step_requested = Signal()
    mark_requested = Signal()
    unmark_requested = Signal()
    finish_requested = Signal()
    next_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("spotPanel")
        self.setFixedWidth(PANEL_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        self.title_label = QLabel()
        self.title_label.setObjectName("titleLabel")
        self.title_label.setWordWrap(True)
        self.scenario_label = QLabel()
        self.scenario_label.setWordWrap(True)
        self.info_label = QLabel()
        self.info_label.setObjectName("infoLabel")
        self.info_label.setWordWrap(True)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hintLabel")
        self.hint_label.setWordWrap(True)
        self.how_label = QLabel(self.tr("Watch the dealer's round. Mark every step that breaks the procedure "
                                        "and name the rule it breaks."))
        self.how_label.setWordWrap(True)
        for label in (self.title_label, self.scenario_label, self.info_label, self.hint_label, self.how_label):
            layout.addWidget(label)

        controls = QHBoxLayout()
        self.play_button = QPushButton(self.tr("Play"))
        self.play_button.setToolTip(self.tr("Play or pause the dealer (Space)"))
        self.step_button = QPushButton(self.tr("Step"))
        self.step_button.setToolTip(self.tr("One action (→)"))
        self.position_label = QLabel()
        self.position_label.setObjectName("infoLabel")
        for widget in (self.play_button, self.step_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            controls.addWidget(widget)
        controls.addStretch(1)
        layout.addLayout(controls)
        # the counter on a line of its own, wrapped: beside the buttons the panel's width
        # cut it in German ("Schritt 8 von 13 · 1 markier")
        self.position_label.setWordWrap(True)
        layout.addWidget(self.position_label)

        self.steps = QListWidget()
        self.steps.setObjectName("stepsList")
        self.steps.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a long step wraps inside the panel: no sideways scrolling to read a rule's name
        self.steps.setWordWrap(True)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.steps.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.steps.setTextElideMode(Qt.TextElideMode.ElideNone)
        layout.addWidget(self.steps, 1)

        rule_row = QVBoxLayout()
        self.rule_combo = QComboBox()
        self.rule_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rule_combo.setToolTip(self.tr("The rule the marked step breaks"))
        # the rules grouped by procedure point, in the procedure's order, so the one
        # meant is found where it belongs (codes in no group come last)
        from trainer.store import PROCEDURE_POINTS

        listed: set[str] = set()
        for point in PROCEDURE_POINTS:
            if self.rule_combo.count():
                self.rule_combo.insertSeparator(self.rule_combo.count())
            for code in point.codes:
                self.rule_combo.addItem(texts.mistake_title(code), code)
                listed.add(code)
        for code in M.ALL_CODES:
            if code not in listed:
                self.rule_combo.addItem(texts.mistake_title(code), code)
        rule_row.addWidget(self.rule_combo)
        buttons = QHBoxLayout()
        self.mark_button = QPushButton(self.tr("Mark as wrong (M)"))
        self.mark_button.setObjectName("markButton")
        self.unmark_button = QPushButton(self.tr("Unmark (U)"))
        for widget in (self.mark_button, self.unmark_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(widget)
        rule_row.addLayout(buttons)
        layout.addLayout(rule_row)

        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setObjectName("verdictLabel")
        layout.addWidget(self.verdict_label)
        self.finish_button = QPushButton(self.tr("Finish and score (F)"))
        self.finish_button.setObjectName("finishButton")
        self.next_button = QPushButton(self.tr("Next round (Enter)"))
        self.next_button.setObjectName("nextButton")
        for widget in (self.finish_button, self.next_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            layout.addWidget(widget)
        self.next_button.hide()

        self.play_button.clicked.connect(self.play_toggled)
        self.step_button.clicked.connect(self.step_requested)
        self.mark_button.clicked.connect(self.mark_requested)
        self.unmark_button.clicked.connect(self.unmark_requested)
        self.finish_button.clicked.connect(self.finish_requested)
        self.next_button.clicked.connect(self.next_requested)
        self.setStyleSheet(
            "#spotPanel { background: #f4f1e8; }"
            "#titleLabel { font-size: 15px; font-weight: bold; color: #1f3b2a; }"
            "#infoLabel { color: #5a533f; }"
            "#hintLabel { color: #35557a; font-style: italic; }"
            "#stepsList { background: #fffdf7; border: 1px solid #ddd5bd; }"
            "#stepsList::item { padding: 3px; }"
            "#verdictLabel { color: #1f3b2a; }"
            "#markButton { background: #a4161a; color: white; font-weight: bold; padding: 5px; border-radius: 5px; }"
            "#finishButton { background: #35557a; color: white; font-weight: bold; padding: 6px; border-radius: 5px; }"
            "#nextButton { background: #e8c25a; font-weight: bold; padding: 6px; border-radius: 5px; }"
            "QPushButton:disabled, #markButton:disabled, #finishButton:disabled { background: #c8c4b8; color: #eeeeee; }"
        )


class QtSpotMode(QObject):
    """One spot-the-error round on the window's table (see the module's docstring).

    ``finished`` is emitted once with (score, seconds) when the trainee finishes;
    ``next_requested`` when they ask for the next round afterwards."""

    finished = Signal(object, float)
    next_requested = Signal()

    def __init__(self, window: MainWindow, item: PackScenario, *, exam: bool, title: str, counter: str,
                 play_ms: int = 900, clock: Callable[[], float] = time.monotonic,
                 scenario_title: str | None = None, hint: str | None = None) -> None:
        super().__init__(window)
        self.window, self.item, self.exam = window, item, exam
        # the scenario's title and hint as the trainee reads them (the pack's translation)
        self.scenario_title = item.title if scenario_title is None else scenario_title
        self.hint = item.hint if hint is None else hint
        self.clock = clock
        self.started = clock()
        self.replay = SpotReplay(item.scenario, item.recorded_actions)
        self.truth = {entry.step: entry.code for entry in item.errors_to_find}
        self.marks: dict[int, str] = {}
        self.score: SpotScore | None = None
        self.seconds = 0.0
        self.panel = QtSpotPanel()
        panel = self.panel
        panel.title_label.setText(title)
        panel.scenario_label.setText(self.scenario_title)
        mode = self.tr("Exam") if exam else self.tr("Training")
        panel.info_label.setText(self.tr("Spot the error") + f" · {mode} · {counter}")
        panel.hint_label.setText("" if exam else self.hint)
        panel.hint_label.setVisible(not exam and bool(self.hint))
        self.timer = QTimer(self)
        self.timer.setInterval(play_ms)
        self.timer.timeout.connect(self._tick)
        panel.play_toggled.connect(self.toggle_play)
        panel.step_requested.connect(self.step)
        panel.mark_requested.connect(self.mark_current)
        panel.unmark_requested.connect(self.unmark_current)
        panel.finish_requested.connect(self.finish)
        panel.next_requested.connect(self.next_requested)
        panel.steps.currentRowChanged.connect(lambda _row: self._show_mark_of_current())
        self._attached = False
        self._saved_key_handler: Callable[[QKeyEvent], bool] | None = None
        self._update_controls()

    # --- the table page ----------------------------------------------------------------------
    def attach(self) -> None:
        """Take over the table page: the recorded round on the table, this panel beside it."""
        window = self.window
        window.panel.hide()
        window.action_bar.hide()
        built(window.table_page.layout()).addWidget(self.panel)
        self.panel.show()
        window.view.setInteractive(False)  # no click reaches the session's round
        self._saved_key_handler = window.view.key_handler
        window.view.key_handler = self.handle_key
        built(window.scene).show_round(view_of(self.replay.round))
        self._saved_key_line = window.key_line.text()
        # longest first, between Qt's length-variant marks: the key line shows what fits
        window.key_line.setText("\x9c".join((
            self.tr("Keys: Space play / pause · → step · ↑↓ choose a step · M mark as wrong · "
                    "U unmark · F finish · Enter next"),
            self.tr("Keys: Space play · → step · M mark · U unmark · F finish", "the key line, shorter"),
            self.tr("Space · → · M · U · F", "the key line, shortest"))))
        window.view.setFocus()
        self._attached = True

    def table_view(self) -> RoundView:
        """The recorded round as the table shows it now (the window draws it again when
        the language changes)."""
        return view_of(self.replay.round)

    def detach(self) -> None:
        """Give the table back (the next round, another pack, the window closing)."""
        self.timer.stop()
        if self._attached:
            window = self.window
            built(window.table_page.layout()).removeWidget(self.panel)
            self.panel.hide()
            self.panel.deleteLater()
            window.panel.show()
            window.action_bar.show()
            window.view.setInteractive(True)
            window.view.key_handler = self._saved_key_handler
            window.key_line.setText(self._saved_key_line)
            self._attached = False
        self.replay.close()

    # --- playing -------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        elif not self.replay.done and self.score is None:
            self.timer.start()
        self._update_controls()

    def reword(self, scenario_title: str, hint: str) -> None:
        """The scenario's title and hint in another language (the Language menu); a hint
        the exam still hides stays hidden."""
        self.scenario_title, self.hint = scenario_title, hint
        self.panel.scenario_label.setText(scenario_title)
        if self.panel.hint_label.text():
            self.panel.hint_label.setText(hint)

    def _tick(self) -> None:
        if self.step() is None:
            self.timer.stop()
            self._update_controls()

    def step(self) -> Step | None:
        """One recorded action on the table, listed and selected (so M marks it)."""
        if self.score is not None:
            return None
        played = self.replay.step()
        if played is None:
            return None
        built(self.window.scene).sync(view_of(self.replay.round), self.replay.actions[played.index] if played.mistake is None else None)
        item = QListWidgetItem(self._step_text(played.index))
        item.setData(Qt.ItemDataRole.UserRole, played.index)
        self.panel.steps.addItem(item)
        self.panel.steps.setCurrentItem(item)
        self.panel.steps.scrollToItem(item)
        if self.replay.done:
            self.timer.stop()
        self._update_controls()
        return played

    def play_until(self, until: Callable[[Any], bool], limit: int = 1000) -> int:
        """Step until ``until(round)`` holds or the recording ends (screenshots)."""
        steps = 0
        while steps < limit and not self.replay.done and not until(self.replay.round):
            self.step()
            steps += 1
        return steps

    # --- marking -------------------------------------------------------------------------------
    def current_step(self) -> int | None:
        item = self.panel.steps.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def mark(self, step: int, code: str) -> None:
        """Mark ``step`` (already played) as breaking rule ``code``."""
        if self.score is not None or step >= self.replay.position:
            return
        self.marks[step] = code
        self._refresh_step(step)
        if not self.exam:  # training: the verdict at once, in words as well as colour
            self.panel.verdict_label.setText(filled(self.tr("Step %1: %2"), str(step + 1), self._judgement(step)[1]))
        self._update_controls()

    def unmark(self, step: int) -> None:
        if self.score is not None:
            return
        self.marks.pop(step, None)
        self._refresh_step(step)
        self._update_controls()

    def mark_current(self) -> None:
        step = self.current_step()
        if step is not None:
            self.mark(step, self.panel.rule_combo.currentData())

    def unmark_current(self) -> None:
        step = self.current_step()
        if step is not None:
            self.unmark(step)

    def _show_mark_of_current(self) -> None:
        step = self.current_step()
        if step is not None and step in self.marks:
            self.panel.rule_combo.setCurrentIndex(max(self.panel.rule_combo.findData(self.marks[step]), 0))
        self._update_controls()

    def _step_text(self, step: int) -> str:
        # numbered from 1 for people (the pack's errors_to_find count from 0)
        text = f"{step + 1:>2}. {texts.action_text(self.replay.steps[step].action)}"
        if step in self.marks:  # the rule named under the step, indented past its number
            text += "\n     ⚑ " + texts.mistake_title(self.marks[step])
        return text

    def _refresh_step(self, step: int) -> None:
        item = self.panel.steps.item(step)
        if item is None:
            return
        item.setText(self._step_text(step))
        colour, tip = None, ""
        if self.score is not None or not self.exam:
            colour, tip = self._judgement(step)
        elif step in self.marks:
            colour = _MARKED
        item.setBackground(QBrush(QColor(colour)) if colour else QBrush())
        item.setToolTip(tip)

    def _judgement(self, step: int) -> tuple[str | None, str]:
        """The colour and words for a step: judged at once in training, at the end in exam."""
        marked, actual = self.marks.get(step), self.truth.get(step)
        finished = self.score is not None
        if marked is not None and actual is not None:
            if marked == actual:
                return _FOUND, filled(self.tr("Right: %1"), texts.mistake_title(actual))
            return _WRONG_RULE, filled(self.tr("A mistake, but another rule: %1"), texts.mistake_title(actual))
        if marked is not None:
            return _FALSE_ALARM, self.tr("This step was right.")
        if actual is not None and finished:
            return _MISSED, filled(self.tr("Missed: %1"), texts.mistake_title(actual))
        return None, ""

    # --- finishing ----------------------------------------------------------------------------
    def finish(self) -> SpotScore | None:
        """Score the marks (once the whole recording has been shown)."""
        if self.score is not None or not self.replay.done:
            return self.score
        self.timer.stop()
        self.seconds = self.clock() - self.started
        self.score = score_marks(self.item.errors_to_find, self.marks)
        for step in range(self.replay.position):
            self._refresh_step(step)
            if step in self.truth and step not in self.marks:
                item = self.panel.steps.item(step)
                item.setText(item.text() + "   ✗ " + texts.mistake_title(self.truth[step]))
        self.panel.verdict_label.setText(self.verdict_text(self.score))
        self.panel.hint_label.setText(self.hint)
        self.panel.hint_label.show()
        self._update_controls()
        self.finished.emit(self.score, self.seconds)
        return self.score

    def verdict_text(self, score: SpotScore) -> str:
        lines = [
            filled(self.tr("Found %1 of %2"), str(len(score.found)), str(score.to_find))
            + " · " + filled(self.tr("wrong rule %1"), str(len(score.wrong_rule)))
            + " · " + filled(self.tr("missed %1"), str(len(score.missed)))
            + " · " + filled(self.tr("false alarms %1"), str(len(score.false_alarms)))
        ]
        for step, code in sorted(self.truth.items()):
            lines.append(filled(self.tr("Step %1 (%2): %3"), str(step + 1), texts.action_text(self.replay.steps[step].action),
                                texts.mistake_title(code)))
        return "\n".join(lines)

    def _update_controls(self) -> None:
        panel, done, scored = self.panel, self.replay.done, self.score is not None
        panel.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        panel.play_button.setEnabled(not done and not scored)
        panel.step_button.setEnabled(not done and not scored)
        step = self.current_step()
        panel.mark_button.setEnabled(step is not None and not scored)
        panel.unmark_button.setEnabled(step is not None and step in self.marks and not scored)
        panel.rule_combo.setEnabled(not scored)
        panel.finish_button.setEnabled(done and not scored)
        panel.finish_button.setVisible(not scored)
        panel.next_button.setVisible(scored)
        panel.position_label.setText(
            filled(self.tr("step %1 of %2"), str(self.replay.position), str(len(self.replay.actions)))
            + " · " + filled(self.tr("%1 marked"), str(len(self.marks))))

    # --- keys ------------------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        key = event.key()
        steps = self.panel.steps
        actions: dict[int, Callable[[], Any]] = {
            Qt.Key.Key_Space: self.toggle_play,
            Qt.Key.Key_Right: self.step,
            Qt.Key.Key_S: self.step,
            Qt.Key.Key_M: self.mark_current,
            Qt.Key.Key_U: self.unmark_current,
            Qt.Key.Key_F: self.finish,
            Qt.Key.Key_Up: lambda: steps.setCurrentRow(max(steps.currentRow() - 1, 0)),
            Qt.Key.Key_Down: lambda: steps.setCurrentRow(min(steps.currentRow() + 1, steps.count() - 1)),
            Qt.Key.Key_Return: self._enter,
            Qt.Key.Key_Enter: self._enter,
        }
        handler = actions.get(key)
        if handler is None:
            return key not in (Qt.Key.Key_F1, Qt.Key.Key_Question, Qt.Key.Key_Tab)  # the table's keys are off
        handler()
        return True

    def _enter(self) -> None:
        if self.score is not None:
            self.next_requested.emit()
        elif self.replay.done:
            self.finish()
        else:
            self.step()
