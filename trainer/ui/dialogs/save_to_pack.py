"""*Save this round to a pack…*: the round just played becomes a scenario of a new or
existing pack file, checked before anything is written (:mod:`trainer.core.packs.writer`).

The dialog suggests what it can: the procedure points the round shows, an id from the
title, the recent pack file; a round finished with mistakes can keep the dealer's actions
as a spot-the-error scenario. A problem (a duplicate id, a broken pack) is one line in
the dialog, and the file is left as it was."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.core.packs import writer as pack_writer
from trainer.words import i18n
from trainer.words import window_texts as texts
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.core.packs.load import Pack
    from trainer.core.packs.scenario import Scenario
    from trainer.core.procedure.machine import Round


class QtSaveToPack(QDialog):
    """Saves ``round_`` (played from ``scenario``) into a pack file; ``saved`` holds the
    new pack once it has been written."""

    def __init__(self, scenario: Scenario, round_: Round, *, path: str = "", title: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Save this round to a pack"))
        self.setMinimumWidth(560)
        self.scenario, self.round = scenario, round_
        self.saved: Pack | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("The round is saved with its bets, every card it used and the players' decisions, "
                               "so it replays exactly. Comments in the pack file stay as they are."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        file_row = QHBoxLayout()
        self.path_edit = QLineEdit(path)
        self.path_edit.setPlaceholderText(self.tr("a new or existing pack file (.yaml)"))
        self.choose_button = QPushButton(self.tr("Choose…"))
        self.choose_button.clicked.connect(self.choose_file)
        file_row.addWidget(self.path_edit, 1)
        file_row.addWidget(self.choose_button)
        form.addRow(self.tr("Pack file:"), file_row)
        self.title_edit = QLineEdit(title)
        self.title_edit.setMaxLength(200)
        self.title_edit.textEdited.connect(self._title_edited)
        form.addRow(self.tr("Title:"), self.title_edit)
        self.id_edit = QLineEdit(pack_writer.suggested_id(title) if title else "")
        self.id_edit.setMaxLength(64)
        form.addRow(self.tr("Id:"), self.id_edit)
        self.hint_edit = QPlainTextEdit()
        self.hint_edit.setPlaceholderText(self.tr("What should the trainee look out for?"))
        self.hint_edit.setFixedHeight(70)
        form.addRow(self.tr("Hint:"), self.hint_edit)
        trains_box = QVBoxLayout()
        self.trains_boxes: dict[str, QCheckBox] = {}
        for point in pack_writer.trainable_points(round_):
            box = QCheckBox(texts.trains_text(point))
            box.setChecked(True)
            self.trains_boxes[point] = box
            trains_box.addWidget(box)
        if not self.trains_boxes:
            none = QLabel(self.tr("This round shows none of the procedure points a scenario trains "
                                  "(play one with three or more boxes, a Black Jack, a split…)."))
            none.setWordWrap(True)
            trains_box.addWidget(none)
        form.addRow(self.tr("Trains:"), trains_box)
        self.time_spin = QSpinBox()
        self.time_spin.setRange(0, 3600)
        self.time_spin.setSpecialValueText(self.tr("no limit"))
        self.time_spin.setSuffix(self.tr(" s"))
        form.addRow(self.tr("Time limit:"), self.time_spin)
        layout.addLayout(form)
        mistakes = len(round_.mistakes)
        self.spot_box = QCheckBox(
            self.tr("Keep the dealer's actions: a spot-the-error scenario with %n mistakes to find", "", mistakes)
        )
        self.spot_box.setEnabled(pack_writer.can_be_spot_the_error(round_))
        self.spot_box.setChecked(self.spot_box.isEnabled())
        if not self.spot_box.isEnabled():
            self.spot_box.setToolTip(self.tr("Only a round played to its end with mistakes in it can be spot the error."))
        layout.addWidget(self.spot_box)
        self.error_label = QLabel("")
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.setStyleSheet("color: #a4161a;")
        self.error_label.hide()
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(bool(self.trains_boxes))
        layout.addWidget(self.buttons)
        self._id_touched = False
        self.id_edit.textEdited.connect(lambda *_: setattr(self, "_id_touched", True))

    def _title_edited(self, title: str) -> None:
        if not self._id_touched:
            self.id_edit.setText(pack_writer.suggested_id(title, self._taken_ids()))

    def _taken_ids(self) -> list[str]:
        try:
            return pack_writer.existing_ids(self.path_edit.text().strip()) if self.path_edit.text().strip() else []
        except Exception:  # a broken pack is said when saving
            return []

    def choose_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Pack file to save the round to"), self.path_edit.text(),
            self.tr("Scenario packs (*.yaml *.yml)"), options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.path_edit.setText(path)

    def problem(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def save(self) -> Any:
        """Check and write; stays open with the problem in one line when it cannot."""
        from trainer.core.files.errors import PackError

        path = self.path_edit.text().strip()
        title = " ".join(self.title_edit.text().split())
        hint = self.hint_edit.toPlainText().strip()
        trains = [point for point, box in self.trains_boxes.items() if box.isChecked()]
        missing = [name for name, value in ((self.tr("a pack file"), path), (self.tr("a title"), title),
                                             (self.tr("a hint"), hint), (self.tr("what it trains"), trains)) if not value]
        if missing:
            self.problem(filled(self.tr("Give %1."), ", ".join(missing)))
            return None
        if os.path.isdir(path):
            self.problem(filled(self.tr("%1 is a folder: give a file name."), path))
            return None
        scenario_id = self.id_edit.text().strip() or pack_writer.suggested_id(title, self._taken_ids())
        try:
            self.saved = pack_writer.save_round(
                path, self.scenario, self.round, id=scenario_id, title=title, trains=trains, hint=hint,
                time_limit=self.time_spin.value() or None, spot_the_error=self.spot_box.isChecked(),
                language=i18n.current(),  # a new pack is in the language its title was typed in
            )
        except PackError as error:
            from trainer.words.cli_texts import error_line

            self.problem(error_line(error))
            return None
        except OSError as error:
            self.problem(filled(self.tr("Not saved: %1"), f"{path}: {error.strerror or error}"))
            return None
        from trainer.ui.recent_packs import remember_pack

        remember_pack(path)
        self.problem("")
        self.accept()
        return self.saved
