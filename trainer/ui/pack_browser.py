"""Choosing what to deal: a house, and a scenario pack (its scenarios and what each
trains) or free play with random rounds; training or exam."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.core.rules import HouseRules, house_names, load_house
from trainer.core.session import pack_house
from trainer.ui import texts

FREE_PLAY = "free"


class QtPackBrowser(QDialog):
    """Lists the packs with their scenarios. ``selection()`` gives (house id, pack or
    None for free play, exam)."""

    def __init__(self, packs: list[Any], house: str, pack: Any | None = None, exam: bool = False,
                 errors: list[str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose a house and a pack"))
        self.resize(760, 520)
        self.packs = packs
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.house_combo = QComboBox()
        for name in house_names():
            try:
                rules = load_house(name)
            except Exception:  # a broken house pack is left out of the list
                continue
            self.house_combo.addItem(f"{rules.name} ({rules.boxes} {self.tr('boxes')})", name)
        index = self.house_combo.findData(house)
        self.house_combo.setCurrentIndex(max(index, 0))
        form.addRow(self.tr("House (free play):"), self.house_combo)
        layout.addLayout(form)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Pack / scenario"), self.tr("Trains"), self.tr("House")])
        self.tree.setColumnWidth(0, 320)
        self.tree.setColumnWidth(1, 260)
        self.tree.setWordWrap(True)
        free = QTreeWidgetItem([self.tr("Free play: random rounds"), self.tr("everything"), ""])
        free.setData(0, Qt.ItemDataRole.UserRole, FREE_PLAY)
        self.tree.addTopLevelItem(free)
        self._pack_items: list[QTreeWidgetItem] = []
        selected = free
        for index, pack_ in enumerate(packs):
            try:
                rules: HouseRules | None = pack_house(pack_)
            except Exception:
                rules = None
            title = str(getattr(pack_, "title", "") or getattr(pack_, "id", "pack"))
            scenarios = list(getattr(pack_, "scenarios", ()))
            item = QTreeWidgetItem([
                title,
                self.tr("%1 scenario(s)").replace("%1", str(len(scenarios))),
                rules.name if rules else str(getattr(pack_, "house", "")),
            ])
            item.setData(0, Qt.ItemDataRole.UserRole, index)
            author = getattr(pack_, "author", "")
            if author:
                item.setToolTip(0, self.tr("by %1").replace("%1", str(author)))
            for scenario in scenarios:
                trains = getattr(scenario, "trains", ()) or ()
                if isinstance(trains, str):
                    trains = [trains]
                child = QTreeWidgetItem([
                    str(getattr(scenario, "title", "") or getattr(scenario, "id", "")),
                    ", ".join(texts.trains_text(str(t)) for t in trains),
                    "",
                ])
                child.setData(0, Qt.ItemDataRole.UserRole, index)
                hint = getattr(scenario, "hint", "")
                if hint:
                    child.setToolTip(0, str(hint))
                item.addChild(child)
            self.tree.addTopLevelItem(item)
            self._pack_items.append(item)
            if pack is not None and (pack_ is pack or getattr(pack_, "source", None) == getattr(pack, "source", "")):
                selected = item
        self.tree.setCurrentItem(selected)
        self.tree.itemDoubleClicked.connect(lambda *_: self.accept())
        layout.addWidget(self.tree, 1)
        if errors:
            note = QLabel(self.tr("Packs that did not load:") + "\n" + "\n".join(errors))
            note.setWordWrap(True)
            note.setStyleSheet("color: #a4161a;")
            layout.addWidget(note)
        if not packs:
            note = QLabel(self.tr("No scenario packs are installed yet: free play deals random rounds."))
            note.setWordWrap(True)
            layout.addWidget(note)
        self.exam_box = QCheckBox(self.tr("Exam mode: mistakes are shown only at the end of each round"))
        self.exam_box.setChecked(exam)
        layout.addWidget(self.exam_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def select_pack(self, index: int | None) -> None:
        """Select pack ``index`` (None: free play)."""
        if index is None:
            self.tree.setCurrentItem(self.tree.topLevelItem(0))
        else:
            self.tree.setCurrentItem(self._pack_items[index])

    def select_house(self, house: str) -> None:
        self.house_combo.setCurrentIndex(max(self.house_combo.findData(house), 0))

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
