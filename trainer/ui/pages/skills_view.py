"""The skill map: one tile per skill (focused-round points, payout drill kinds), coloured
by status (new, learning, slipping, mastered), with the exercises, the share right over
the mastery window, the target and median times, the trend and when it is due for review
(FSRS, :mod:`trainer.core.practice.review`)."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from trainer.core.drills import available_kinds
from trainer.core.game.rules import house_names, load_house
from trainer.core.practice.focus import available
from trainer.core.practice.skills import LEARNING, MASTERED, NEW, SLIPPING, SkillStatus, drill_skill, load_skill_book
from trainer.progress.skills import tracks
from trainer.store import Store, Trainee
from trainer.words.names import house_title
from trainer.words.placeholders import filled
from trainer.words.progress_texts import decimal_text, mastery_text, skill_text, status_text
from trainer.words.translation import QT_TRANSLATE_NOOP

#: status -> (tile background, border, words).
STATUS_STYLE = {
    NEW: ("#f1f1ef", "#b9b9b4", "new"),
    LEARNING: ("#fdf3d8", "#d9a520", "learning"),
    SLIPPING: ("#fbe3e0", "#c0392b", "slipping"),
    MASTERED: ("#dff1e4", "#2e7d4f", "mastered"),
}
COLUMNS = 4


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtSkillsView", text)


def _short(seconds: float) -> str:
    """A target time as written ("2,5" in Swedish, "3")."""
    return decimal_text(seconds, None)


def trend_text(trend: float | None) -> str:
    if trend is None:
        return ""
    if abs(trend) < 0.005:
        return "→ " + _tr(QT_TRANSLATE_NOOP("QtSkillsView", "steady"))
    return ("▲ +" if trend > 0 else "▼ ") + f"{round(trend * 100)} %"


def review_text(due: datetime | None, now: datetime) -> str:
    """When the skill comes back for review (FSRS)."""
    if due is None:
        return ""
    if due <= now:
        return _tr(QT_TRANSLATE_NOOP("QtSkillsView", "review due"))
    return filled(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "next review %1")), due.astimezone().strftime("%d %b"))


class QtSkillTile(QFrame):
    def __init__(self, state: SkillStatus, review: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        background, border, words = STATUS_STYLE[state.status]
        self.setObjectName("skillTile")
        self.setStyleSheet(
            f"#skillTile {{ background: {background}; border: 1px solid {border}; border-left: 6px solid {border};"
            " border-radius: 4px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        title = QLabel(skill_text(state.skill.id))
        font = QFont(title.font())
        font.setBold(True)
        title.setFont(font)
        self.status_label = QLabel(status_text(state.status).upper())
        self.status_label.setStyleSheet(f"color: {border}; font-weight: bold; font-size: 9pt;")
        head = QHBoxLayout()
        head.addWidget(title, 1)
        head.addWidget(self.status_label)
        layout.addLayout(head)
        rule = state.skill.mastery
        per = (_tr(QT_TRANSLATE_NOOP("QtSkillsView", "s per action")) if not state.skill.is_drill
               else _tr(QT_TRANSLATE_NOOP("QtSkillsView", "s per answer")))
        if state.exercises:
            first = filled(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "%1 exercises · %2 of the last %3 right")),
                           str(state.exercises), str(state.right_recent), str(state.recent))
            median = decimal_text(state.median_seconds) if state.median_seconds is not None else "-"
            second = filled(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "target %1 %3 · median %2")), _short(state.skill.seconds), median, per)
        else:
            first = _tr(QT_TRANSLATE_NOOP("QtSkillsView", "not practised yet"))
            second = filled(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "target %1 %2")), _short(state.skill.seconds), per)
        self.detail = QLabel(first + "\n" + second)
        self.detail.setWordWrap(True)  # four tiles a row fit a 1024-wide window
        self.detail.setStyleSheet("color: #333;")
        layout.addWidget(self.detail)
        trend = trend_text(state.trend)
        remaining = max(0, rule.exercises - state.exercises)
        footer = trend
        if state.status in (NEW, LEARNING) and remaining:
            footer = (footer + "   " if footer else "") + filled(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "%1 more to mastery")), str(remaining))
        if review and state.exercises:
            footer = (footer + "   " if footer else "") + review
        self.footer = QLabel(footer)
        self.footer.setWordWrap(True)
        self.footer.setStyleSheet("color: #555; font-size: 9pt;")
        layout.addWidget(self.footer)


class QtSkillsView(QWidget):
    """The skill map of one trainee at one house."""

    def __init__(self, store: Store, trainee: Trainee, house: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._trainee = trainee
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.rule_label = QLabel()
        self.rule_label.setWordWrap(True)
        self.house_combo = QComboBox()
        for name in house_names():
            try:
                self.house_combo.addItem(house_title(load_house(name)), name)
            except Exception:  # a broken house pack is left out
                continue
        self.house_combo.setCurrentIndex(max(self.house_combo.findData(house), 0))
        self.house_combo.currentIndexChanged.connect(self.refresh)

        header = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.rule_label)
        header.addLayout(titles, 1)
        header.addWidget(QLabel(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "House:"))), 0, Qt.AlignmentFlag.AlignBottom)
        header.addWidget(self.house_combo, 0, Qt.AlignmentFlag.AlignBottom)

        self.rounds_box = QGroupBox(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "Dealt rounds (focused on a procedure point)")))
        self.rounds_grid = QGridLayout(self.rounds_box)
        self.drills_box = QGroupBox(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "Payout drills")))
        self.drills_grid = QGridLayout(self.drills_box)
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)

        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.addWidget(self.rounds_box)
        body_layout.addWidget(self.drills_box)
        body_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.legend)
        layout.addWidget(scroll, 1)
        self.tiles: dict[str, QtSkillTile] = {}
        self.refresh()

    @property
    def house(self) -> str:
        house: str = self.house_combo.currentData()  # the house id each entry holds
        return house

    def set_trainee(self, trainee: Trainee) -> None:
        self._trainee = trainee
        self.refresh()

    def refresh(self) -> None:
        house = self.house
        rules = load_house(house)
        book = load_skill_book()
        skills = book.skills_for(house, self._trainee.name)
        kept = tracks(self._store, self._trainee, skills, house)  # kept up to date as rounds are saved
        states = {skill_id: kept[skill_id].status(skills[skill_id]) for skill_id in skills}
        now = datetime.now(UTC)
        reviews = {skill_id: review_text(track.review_card().due, now) for skill_id, track in kept.items() if track.total}
        counts = dict.fromkeys(STATUS_STYLE, 0)
        shown = list(available(rules)) + [drill_skill(kind) for kind in available_kinds(rules)]
        for skill_id in shown:
            counts[states[skill_id].status] += 1
        self.title.setText(filled(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "Skills of %1 at %2")), self._trainee.name, rules.name))
        any_rule = states[shown[0]].skill.mastery if shown else None
        self.rule_label.setText(
            filled(_tr(QT_TRANSLATE_NOOP("QtSkillsView", "Mastered: %1, each within its target time.")), mastery_text(any_rule)) if any_rule else ""
        )
        self.legend.setText("  ".join(
            f"<span style='background:{STATUS_STYLE[s][0]}; border-left: 4px solid {STATUS_STYLE[s][1]};'>&nbsp;"
            f"{_tr(STATUS_STYLE[s][2])} {counts[s]}&nbsp;</span>"
            for s in (MASTERED, SLIPPING, LEARNING, NEW)
        ))
        self.tiles = {}
        for grid, ids in ((self.rounds_grid, available(rules)),
                          (self.drills_grid, [drill_skill(kind) for kind in available_kinds(rules)])):
            while grid.count():
                item = grid.takeAt(0)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.deleteLater()
            for index, skill_id in enumerate(ids):
                tile = QtSkillTile(states[skill_id], reviews.get(skill_id, ""))
                self.tiles[skill_id] = tile
                grid.addWidget(tile, index // COLUMNS, index % COLUMNS)
            for column in range(COLUMNS):
                grid.setColumnStretch(column, 1)
