"""The House page: what the table's rules mean (docs/house-math.md).

The house edge with the house's own basic strategy, the dealer's final hand by up card,
the strategy chart (cells a hole-card game plays otherwise marked with * and a frame),
what each rule is worth against the German casinos' game, and every side bet's figures.
The figures come from :func:`trainer.core.house_math.house_math`, the words from
:mod:`trainer.words.math_texts`, the same as ``trainer math`` prints. The page is built
for one house; the window builds it again when the table's house or language changes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.core.game.rules import HouseRules
from trainer.core.house_math import house_math
from trainer.words.math_texts import HOLE_CARD_MARK, MATH, OUTCOMES, SECTIONS, UP_CARDS
from trainer.words.names import house_title
from trainer.words.progress_texts import decimal_text

#: a chart cell's colour by move: the colours printed charts use (hit red, stand
#: yellow, double green, split blue), light enough to read the letter on; "double, else
#: stand" between the double's green and the stand's yellow, but its own.
MOVE_COLOURS = {"H": "#f4b6b0", "S": "#f7e39a", "D": "#a9dcb0", "Ds": "#d3e77f", "P": "#a9c8ec"}
MARK_BORDER = "#1d1d1d"
CELL = 26


class QtHousePage(QScrollArea):
    """One house's mathematics, read-only."""

    def __init__(self, rules: HouseRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.report: dict[str, Any] = house_math(rules)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        self.setWidget(body)
        column = QVBoxLayout(body)
        column.setContentsMargins(16, 12, 16, 12)
        column.setSpacing(10)

        title = QLabel(house_title(rules))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        column.addWidget(title)
        self.edge_label = QLabel(MATH.edge_line(self.report["house_edge_percent"]))
        bold = self.edge_label.font()
        bold.setBold(True)
        self.edge_label.setFont(bold)
        column.addWidget(self.edge_label)
        column.addWidget(QLabel(MATH.reference_line(self.report["reference"]["house_edge_percent"])))

        # the dealer's table on the left, the rules' worths and the side bets beside it
        top = QGridLayout()
        top.setHorizontalSpacing(32)
        top.setVerticalSpacing(4)
        top.addWidget(_heading(MATH.dealer_heading()), 0, 0)
        self.dealer_table = self._dealer_table()
        top.addWidget(self.dealer_table, 1, 0, 3, 1, Qt.AlignmentFlag.AlignTop)
        top.addWidget(_heading(MATH.worths_heading()), 0, 1)
        self.worths_label = QLabel("\n".join(self._worth_lines()))
        top.addWidget(self.worths_label, 1, 1)
        top.addWidget(_heading(MATH.side_bets_heading()), 2, 1)
        self.side_bets_label = QLabel("\n".join(self._side_bet_lines()))
        top.addWidget(self.side_bets_label, 3, 1)
        for label in (self.worths_label, self.side_bets_label):
            # wrapped, so the rules' values fit beside the dealer's table at 1024 wide and
            # no sideways scroll bar runs over them
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.setRowStretch(3, 1)
        top.setColumnStretch(1, 1)  # the rules' values take the width the dealer's table leaves
        column.addLayout(top)

        column.addWidget(_heading(MATH.strategy_heading()))
        column.addLayout(self._legend())
        charts = QHBoxLayout()
        charts.setSpacing(18)
        self.charts: dict[str, QTableWidget] = {}
        for section in SECTIONS:
            chart = self._chart(section)
            self.charts[section] = chart
            stack = QVBoxLayout()
            stack.setSpacing(2)
            stack.addWidget(_heading(MATH.section_name(section)))
            stack.addWidget(chart)
            stack.addStretch(1)
            charts.addLayout(stack)
        charts.addStretch(1)
        column.addLayout(charts)

        column.addStretch(1)

    # --- the tables ------------------------------------------------------------------------
    def _dealer_table(self) -> QTableWidget:
        outcomes = self.report["dealer_outcomes"]
        table = _table(len(outcomes), len(OUTCOMES))
        table.setHorizontalHeaderLabels(list(MATH.outcome_names()))
        table.setVerticalHeaderLabels([MATH.all_row() if up == "all" else up for up in outcomes])
        for row, (up, values) in enumerate(outcomes.items()):
            for col, key in enumerate(OUTCOMES):
                item = QTableWidgetItem(decimal_text(values[key] * 100, 2))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if up == "all":
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, col, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.verticalHeader().setDefaultSectionSize(CELL - 4)
        _fit(table)
        return table

    def _chart(self, section: str) -> QTableWidget:
        rows = self.report["basic_strategy"][section]
        marked = self.report["hole_card_differences"].get(section, {})
        table = _table(len(rows), len(UP_CARDS))
        table.setHorizontalHeaderLabels(list(UP_CARDS))
        table.setVerticalHeaderLabels(list(rows))
        table.setCornerButtonEnabled(False)
        for row, (name, moves) in enumerate(rows.items()):
            for col, up in enumerate(UP_CARDS):
                move = moves[up]
                other = marked.get(name, {}).get(up)
                item = QTableWidgetItem(move + (HOLE_CARD_MARK if other else ""))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setBackground(QBrush(QColor(MOVE_COLOURS[move])))
                item.setForeground(QBrush(QColor("#1d1d1d")))
                if other:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setToolTip(f"{MATH.section_name(section)} {name} / {up}: {move} ({HOLE_CARD_MARK} {other})")
                    item.setData(Qt.ItemDataRole.UserRole, other)
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setDefaultSectionSize(CELL)
        table.verticalHeader().setDefaultSectionSize(CELL - 4)
        table.setStyleSheet("QTableWidget { gridline-color: #ffffff; }")  # white seams between the colours
        _fit(table)
        table.setObjectName(f"chart-{section}")
        return table

    def _legend(self) -> QHBoxLayout:
        """The colour, letter and name of each move the chart holds (a house that does not
        double shows no D, and only a house that doubles soft hands meets a Ds)."""
        used = {move for rows in self.report["basic_strategy"].values() for moves in rows.values() for move in moves.values()}
        row = QHBoxLayout()
        row.setSpacing(6)
        self.legend: dict[str, QLabel] = {}
        for move, name in MATH.move_names().items():
            if move not in used:
                continue
            swatch = QLabel(move)
            swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
            swatch.setFixedSize(CELL, CELL - 4)
            swatch.setStyleSheet(f"background: {MOVE_COLOURS[move]}; color: #1d1d1d;")
            row.addWidget(swatch)
            label = QLabel(name)
            row.addWidget(label)
            row.addSpacing(10)
            self.legend[move] = swatch
        row.addStretch(1)
        return row

    def _worth_lines(self) -> list[str]:
        lines = [
            f"{MATH.rule_name(worth['rule'], worth['house'])}: {decimal_text(worth['edge_change_percent'], 3, signed=True)}"
            for worth in self.report["rule_worths"]
        ]
        lines.append(MATH.no_hole_card_line(self.report["no_hole_card_percent"]))
        lines.append(MATH.remainder_line(self.report["rule_worths_remainder_percent"]))
        return lines

    def _side_bet_lines(self) -> list[str]:
        bets = self.report["side_bets"]
        if not bets:
            return [MATH.no_side_bets()]
        names = {bet.id: bet.name for bet in self.rules.side_bets}  # the house pack's names for its bets
        return [MATH.side_bet_line(names.get(bet_id, bet_id), f["win_probability"], f["house_edge_percent"])
                for bet_id, f in bets.items()]

    def marked_cells(self) -> list[tuple[str, str, str]]:
        """The chart cells drawn as played otherwise in a hole-card game: (section, row, up card)."""
        found = []
        for section, table in self.charts.items():
            for row in range(table.rowCount()):
                for col in range(table.columnCount()):
                    item = table.item(row, col)
                    if item is not None and item.data(Qt.ItemDataRole.UserRole):
                        found.append((section, table.verticalHeaderItem(row).text(), UP_CARDS[col]))
        return found


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setWordWrap(True)  # a long heading (German, Czech) wraps rather than widen the page
    return label


def _table(rows: int, columns: int) -> QTableWidget:
    table = QTableWidget(rows, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return table


def _fit(table: QTableWidget) -> None:
    """The table exactly as large as its cells: the page scrolls, never the table."""
    if table.horizontalHeader().sectionResizeMode(0) != QHeaderView.ResizeMode.Fixed:
        table.resizeColumnsToContents()
    width = table.verticalHeader().sizeHint().width() + sum(table.columnWidth(c) for c in range(table.columnCount()))
    height = table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedSize(width + 2 * table.frameWidth() + 2, height + 2 * table.frameWidth() + 2)
