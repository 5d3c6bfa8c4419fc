"""Choosing what to deal: a house, and a scenario pack (its scenarios and what each
trains) or free play with random rounds; training or exam.

The list holds the shipped packs, the pack in play (also one loaded with ``--pack
FILE``) and the pack files opened lately (:mod:`trainer.ui.recent_packs`); *Open pack
file…* adds another. The pack in play is preselected (its current scenario, when the
session is in one), so OK keeps it; a scenario chosen (OK or a double-click) is where
the pack starts."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.core.game.rules import HouseRules, house_names, load_house
from trainer.core.practice.session import pack_house
from trainer.words import window_texts as texts
from trainer.words.names import house_title
from trainer.words.placeholders import filled

FREE_PLAY = "free"
#: the item data role holding (pack index, scenario index) of a scenario row.
_SCENARIO_ROLE = Qt.ItemDataRole.UserRole + 1


def same_pack(one: Any, other: Any) -> bool:
    """The same pack object, or the same file."""
    if one is other:
        return True
    first, second = getattr(one, "source", None), getattr(other, "source", None)
    return bool(first) and bool(second) and os.path.abspath(str(first)) == os.path.abspath(str(second))


class QtPackBrowser(QDialog):
    """Lists the packs with their scenarios. ``selection()`` gives (house id, pack or
    None for free play, exam); ``chosen_scenario()`` the index of the scenario to start at."""

    def __init__(self, packs: list[Any], house: str, pack: Any | None = None, exam: bool = False,
                 errors: list[str] | None = None, parent: QWidget | None = None, *, scenario_index: int = 0,
                 shipped: int | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose a house and a pack"))
        self.resize(780, 560)
        self.packs = list(packs)
        #: how many of ``packs`` are shipped (the rest came from files).
        self._shipped = len(self.packs) if shipped is None else shipped
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.house_combo = QComboBox()
        for name in house_names():
            try:
                rules = load_house(name)
            except Exception:  # a broken house pack is left out of the list
                continue
            self.house_combo.addItem(self.tr("{house} (%n boxes)", "", rules.boxes).format(house=house_title(rules)), name)
        index = self.house_combo.findData(house)
        self.house_combo.setCurrentIndex(max(index, 0))
        form.addRow(self.tr("House (free play):"), self.house_combo)
        layout.addLayout(form)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Pack / scenario"), self.tr("Trains"), self.tr("House")])
        # the house column as wide as its longest name ("Dutch casino (Holland style)" was
        # cut at fixed widths); the packs' and scenarios' titles take the rest
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setColumnWidth(1, 210)
        self.tree.setWordWrap(True)
        free = QTreeWidgetItem([self.tr("Free play: random rounds"), self.tr("everything"), ""])
        free.setData(0, Qt.ItemDataRole.UserRole, FREE_PLAY)
        self.tree.addTopLevelItem(free)
        self._pack_items: list[QTreeWidgetItem] = []
        for pack_ in self.packs:
            self._add_pack_item(pack_)
        selected: QTreeWidgetItem = free
        if pack is not None:
            found = next((i for i, p in enumerate(self.packs) if same_pack(p, pack)), None)
            if found is not None:
                item = self._pack_items[found]
                item.setExpanded(True)
                child = item.child(scenario_index) if 0 < scenario_index < item.childCount() else None
                selected = child if child is not None else item
        self.tree.setCurrentItem(selected)
        self.tree.itemDoubleClicked.connect(self._double_clicked)
        layout.addWidget(self.tree, 1)

        self.open_button = QPushButton(self.tr("Open pack file…"))
        self.open_button.setToolTip(self.tr("Load a scenario pack (YAML) from a file; it is remembered for next time"))
        self.open_button.clicked.connect(self.open_pack_file)
        self.file_note = QLabel("")
        self.file_note.setWordWrap(True)
        self.file_note.setStyleSheet("color: #a4161a;")
        self.file_note.hide()
        layout.addWidget(self.file_note)
        if errors:
            from trainer.words.cli_texts import error_text_line

            note = QLabel(self.tr("Packs that did not load:") + "\n" + "\n".join(map(error_text_line, errors)))
            note.setWordWrap(True)
            note.setStyleSheet("color: #a4161a;")
            layout.addWidget(note)
        if not self.packs:
            note = QLabel(self.tr("No scenario packs are installed yet: free play deals random rounds."))
            note.setWordWrap(True)
            layout.addWidget(note)
        self.exam_box = QCheckBox(self.tr("Exam mode: mistakes are shown only at the end of each round"))
        self.exam_box.setChecked(exam)
        layout.addWidget(self.exam_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons

    def _add_pack_item(self, pack_: Any) -> QTreeWidgetItem:
        item = self._make_pack_item(pack_, len(self._pack_items))
        self.tree.addTopLevelItem(item)
        self._pack_items.append(item)
        return item

    def _make_pack_item(self, pack_: Any, index: int) -> QTreeWidgetItem:
        try:
            rules: HouseRules | None = pack_house(pack_)
        except Exception:
            rules = None
        from trainer.words.pack_texts import pack_title, scenario_hint, scenario_title

        title = pack_title(pack_) or str(getattr(pack_, "id", "pack"))
        source = str(getattr(pack_, "source", "") or "")
        if index >= self._shipped and source:
            title += f"  ({Path(source).name})"
        scenarios = list(getattr(pack_, "scenarios", ()))
        item = QTreeWidgetItem([
            title,
            self.tr("%n scenarios", "", len(scenarios)),
            house_title(rules) if rules else str(getattr(pack_, "house", "")),
        ])
        item.setData(0, Qt.ItemDataRole.UserRole, index)
        tip = [filled(self.tr("by %1"), str(getattr(pack_, "author", "")))] if getattr(pack_, "author", "") else []
        if source:
            tip.append(source)
        item.setToolTip(0, "\n".join(tip))
        for number, scenario in enumerate(scenarios):
            trains = getattr(scenario, "trains", ()) or ()
            if isinstance(trains, str):
                trains = [trains]
            name = scenario_title(pack_, scenario) or str(getattr(scenario, "id", ""))
            if getattr(scenario, "recorded_actions", ()):
                name += " — " + self.tr("spot the error")
            child = QTreeWidgetItem([name, ", ".join(texts.trains_text(str(t)) for t in trains), ""])
            child.setToolTip(1, child.text(1))  # a long list is cut in its column
            child.setData(0, Qt.ItemDataRole.UserRole, index)
            child.setData(0, _SCENARIO_ROLE, number)
            hint = scenario_hint(pack_, scenario)
            if hint:
                child.setToolTip(0, str(hint))
            item.addChild(child)
        return item

    def _double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        # a double-click on a pack row opens or closes it; on a scenario or free play it starts
        if item.data(0, _SCENARIO_ROLE) is None and item.data(0, Qt.ItemDataRole.UserRole) != FREE_PLAY:
            return
        self.tree.setCurrentItem(item)
        self.accept()

    # --- files -------------------------------------------------------------------------------
    def open_pack_file(self) -> Any | None:
        """Ask for a pack file and add it (the button)."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a scenario pack"), "",
                                              self.tr("Scenario packs (*.yaml *.yml);;All files (*)"))
        return self.add_pack_file(path) if path else None

    def add_pack_file(self, path: str | os.PathLike[str]) -> Any | None:
        """Load a pack file, list it and select it (a pack already listed is selected);
        a broken file is said under the list, in one line naming its line."""
        from trainer.core.packs.load import load_pack
        from trainer.ui.recent_packs import remember_pack

        try:
            pack_ = load_pack(path)
        except Exception as error:  # PackError names file and line; anything else still one line
            from trainer.core.files.errors import PackError
            from trainer.words.cli_texts import error_line

            # the window's language, as `trainer --lang de validate` says it
            said = error_line(error) if isinstance(error, PackError) else str(error)
            self.file_note.setText(filled(self.tr("Not opened: %1"), " ".join(said.split())))
            self.file_note.show()
            return None
        self.file_note.hide()
        remember_pack(path)
        found = next((i for i, p in enumerate(self.packs) if same_pack(p, pack_)), None)
        if found is None:
            self.packs.append(pack_)
            item = self._add_pack_item(pack_)
        else:  # a listed file is read again (the instructor may have changed it)
            self.packs[found] = pack_
            old = self._pack_items[found]
            item = self._make_pack_item(pack_, found)
            self.tree.insertTopLevelItem(self.tree.indexOfTopLevelItem(old), item)
            self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(old))
            self._pack_items[found] = item
        item.setExpanded(True)
        self.tree.setCurrentItem(item)
        return pack_

    # --- choosing -------------------------------------------------------------------------
    def select_pack(self, index: int | None, scenario: int | None = None) -> None:
        """Select pack ``index`` (None: free play), or one of its scenarios."""
        if index is None:
            self.tree.setCurrentItem(self.tree.topLevelItem(0))  # type: ignore[arg-type]  # Qt takes a null item (none current): the stub wants one
            return
        item = self._pack_items[index]
        self.tree.setCurrentItem(item if scenario is None else item.child(scenario))  # type: ignore[arg-type]  # Qt takes a null item (none current): the stub wants one

    def select_house(self, house: str) -> None:
        self.house_combo.setCurrentIndex(max(self.house_combo.findData(house), 0))

    def chosen_scenario(self) -> int:
        """The index of the chosen scenario in its pack (0 when a whole pack is chosen)."""
        item = self.tree.currentItem()
        number = item.data(0, _SCENARIO_ROLE) if item is not None else None
        return int(number) if number is not None else 0

    def selection(self) -> tuple[str, Any | None, bool]:
        item = self.tree.currentItem()
        data = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else FREE_PLAY
        pack = None if data == FREE_PLAY or data is None else self.packs[int(data)]
        house = self.house_combo.currentData()
        if pack is not None:
            try:
                house = pack_house(pack).id
            except Exception:
                pass
        return house, pack, self.exam_box.isChecked()


def packs_to_list(shipped: list[Any], current: Any | None) -> tuple[list[Any], int, list[str]]:
    """What the browser lists: the shipped packs, then the pack in play when it came from
    a file (``--pack FILE``), then the recent pack files. Returns the packs, how many are
    shipped, and one line for each recent file that no longer loads."""
    from trainer.core.practice.session import load_packs
    from trainer.ui.recent_packs import recent_packs

    packs = list(shipped)
    if current is not None and not any(same_pack(p, current) for p in packs):
        packs.append(current)
    recent = [path for path in recent_packs() if not any(same_pack(p, _Source(path)) for p in packs)]
    loaded, errors = load_packs(recent)
    packs.extend(loaded)
    return packs, len(shipped), errors


class _Source:
    """Stands for a pack file in :func:`same_pack` before it is loaded."""

    def __init__(self, path: Any) -> None:
        self.source = str(path)
