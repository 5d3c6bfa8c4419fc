"""A trainee's progress: mistakes per code over time, accuracy and speed trends, the
weakest procedure points and the recorded rounds (QtCharts).

A standalone widget; the main window adds it as a tab, calls :meth:`QtHistoryView.refresh`
when a round has been saved, and connects :attr:`QtHistoryView.replay_requested` to open
a :class:`~trainer.ui.pages.replay_view.QtReplayView`.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCharts import QBarCategoryAxis, QBarSet, QChart, QChartView, QLineSeries, QStackedBarSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QLocale, QMargins, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.core.procedure.mistakes import ALL_CODES
from trainer.store import POINT_OF_CODE, Store, Trainee, TrendPoint, WeakPoint
from trainer.ui.widgets.axis_title import fit_axis_title
from trainer.ui.widgets.table_columns import LEAST_SHARE, ColumnFitter
from trainer.words import i18n
from trainer.words import window_texts as texts
from trainer.words.drill_texts import TEXTS
from trainer.words.messages import date_text, mistake_rule, mode_text, point_text
from trainer.words.names import house_name
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.store.rows import DrillPoint
    from trainer.ui.dialogs.pack_result import QtPackResult

_ACCURACY = QColor("#2e7d4f")
_CLEAN = QColor("#1f5fa8")
_SPEED = QColor("#c0392b")
_DRILLS = QColor("#8e5bb5")


#: a hue per procedure point, so a code's colour tells its part of the procedure.
_POINT_HUES = {
    "dealing_order": 215,  # blue
    "insurance": 275,  # violet
    "immediate_blackjack": 45,  # gold
    "three_sevens": 25,  # orange
    "splits_doubles": 170,  # teal
    "house_rules": 100,  # green
    "settlement": 355,  # red
    "round_flow": -1,  # grey
}


def code_color(code: str) -> QColor:
    """A steady colour per mistake code: its procedure point's hue, a shade per code."""
    point = POINT_OF_CODE.get(code)
    if point is None:
        return QColor("#777777")
    shade = point.codes.index(code)
    hue = _POINT_HUES.get(point.id, -1)
    value = 215 - shade * 110 // max(1, len(point.codes) - 1) if len(point.codes) > 1 else 190
    if hue < 0:
        return QColor.fromHsv(0, 0, value - 30)
    return QColor.fromHsv(hue, 170 + shade * 15, value)


def rule_text(code: str) -> str:
    return mistake_rule(code)


def _minutes(seconds: float) -> str:
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


#: a period of the "By week" view ("2024-W10").
_WEEK = re.compile(r"\d{4}-W\d{2}")


#: rounds the History table reads at a time (more as it is scrolled down).
ROUNDS_PAGE = 100
#: the latest periods the charts show (a year of days would be a thousand bars).
CHART_PERIODS = {"week": 52, "day": 60}


class QtHistoryView(QWidget):
    """Charts and tables of one trainee's recorded sessions."""

    #: a round's id, when the trainee asks to replay it.
    replay_requested = Signal(int)
    #: "Practise these": a practice session on the weak points.
    practise_requested = Signal()

    def __init__(self, store: Store, trainee: Trainee | str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._trainee = trainee if isinstance(trainee, Trainee) else store.find_trainee(trainee)
        self._name = self._trainee.name if self._trainee else str(trainee)

        self.title = QLabel()
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.4)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.period = QComboBox()
        self.period.addItem(self.tr("By week"), "week")
        self.period.addItem(self.tr("By day"), "day")
        self.period.currentIndexChanged.connect(self.refresh)

        self.mistakes_view = self._chart_view()
        self.trend_view = self._chart_view()

        self.weak_table = self._table([self.tr("Procedure point"), self.tr("Mistakes"), self.tr("Rounds"),
                                       self.tr("Most frequent mistake")])
        # the most frequent mistake takes what is left; a long procedure point wraps onto a
        # second line before that column is squeezed to a word a line
        self.weak_columns = ColumnFitter(self.weak_table, main=3, shrinkable=(0,), share=0.3, whole_words=(0,))
        self.weak_table.setWordWrap(True)  # after the fitter, which sets it off
        # wrapped rule texts need their rows re-measured whenever the column width changes
        self.weak_table.horizontalHeader().sectionResized.connect(lambda *_: self.weak_table.resizeRowsToContents())
        self.drills_label = QLabel()
        self.drills_label.setWordWrap(True)

        self.rounds_table = self._table([self.tr("Played"), self.tr("Scenario"), self.tr("House"), self.tr("Mode"),
                                         self.tr("Actions"), self.tr("Mistakes"), self.tr("Time"), self.tr("Result")])
        # the Scenario column keeps its share in every language; House, Mode and Result give way first
        self.rounds_columns = ColumnFitter(self.rounds_table, main=1, shrinkable=(2, 3, 7), least_share=LEAST_SHARE)
        self.rounds_table.itemDoubleClicked.connect(lambda item: self._request_replay())
        self.rounds_table.itemSelectionChanged.connect(self._selection_changed)
        # a page of rounds at a time: the next one when the table is scrolled to its end
        self.rounds_table.verticalScrollBar().valueChanged.connect(self._rounds_scrolled)
        self._rounds_after: tuple[str, int] | None = None
        self._rounds_done = True
        self.pack_table = self._table([self.tr("Finished"), self.tr("Pack"), self.tr("House"), self.tr("Rounds passed"),
                                       self.tr("Result")])
        self.pack_columns = ColumnFitter(self.pack_table, main=1, shrinkable=(2, 4))
        self.pack_table.itemDoubleClicked.connect(lambda item: self.open_pack_result())
        self.pack_table.setMaximumHeight(150)
        self.pack_results: list[tuple[int, datetime, Any]] = []  # (id, when, PackResult) as the store gives them
        #: a class station's own exam attempts (trainer/ui/pages/history_exams.py), or None.
        self.exam_source: Any = None
        #: table row -> the exam attempt shown there (filled by history_exams.add_exam_rows)
        self.exam_rows: dict[int, Any] = {}
        self.result_dialogs: list[QtPackResult] = []
        self.replay_button = QPushButton(self.tr("Replay round"))
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(self._request_replay)

        header = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.title)
        titles.addWidget(self.summary)
        header.addLayout(titles, 1)
        header.addWidget(QLabel(self.tr("Periods:")), 0, Qt.AlignmentFlag.AlignBottom)
        header.addWidget(self.period, 0, Qt.AlignmentFlag.AlignBottom)

        weak_box = QGroupBox(self.tr("Weakest procedure points"))
        weak_layout = QVBoxLayout(weak_box)
        weak_layout.addWidget(self.weak_table)
        weak_layout.addWidget(self.drills_label)
        self.practise_button = QPushButton(self.tr("Practise these"))
        self.practise_button.setObjectName("practiseButton")
        self.practise_button.setToolTip(self.tr("Focused rounds on these points until each is cleared"))
        self.practise_button.setEnabled(False)
        self.practise_button.clicked.connect(self.practise_requested)
        weak_layout.addWidget(self.practise_button, 0, Qt.AlignmentFlag.AlignRight)
        self.rounds_box = rounds_box = QGroupBox(self.tr("Recorded rounds"))
        rounds_layout = QVBoxLayout(rounds_box)
        rounds_layout.addWidget(self.rounds_table)
        rounds_layout.addWidget(self.replay_button, 0, Qt.AlignmentFlag.AlignRight)

        self.packs_box = QGroupBox(self.tr("Pack results (double-click to open and print)"))
        packs_layout = QVBoxLayout(self.packs_box)
        packs_layout.addWidget(self.pack_table)

        grid = QGridLayout()
        grid.addWidget(self.mistakes_view, 0, 0)
        grid.addWidget(self.trend_view, 0, 1)
        # about half the row each, the recorded rounds' seven or eight columns a little more: they
        # show a House column only for rounds at more than one house; the weak points need room
        # for whole words
        tables = QHBoxLayout()
        tables.addWidget(weak_box, 4)
        tables.addWidget(rounds_box, 5)
        grid.addLayout(tables, 1, 0, 1, 2)
        grid.addWidget(self.packs_box, 2, 0, 1, 2)
        grid.setRowStretch(0, 1)
        grid.setRowStretch(1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addLayout(grid, 1)
        self.refresh()

    # --- building blocks ---------------------------------------------------------------------
    @staticmethod
    def _chart_view() -> QChartView:
        view = QChartView()
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumSize(360, 200)  # room for the tables below at 1024x700
        view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        return view

    @staticmethod
    def _table(headers: list[str]) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setAlternatingRowColors(True)
        return table

    @staticmethod
    def _item(text: str, number: bool = False, tip: str = "") -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        if number:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if tip:
            item.setToolTip(tip)
        return item

    @staticmethod
    def _new_chart(view: QChartView, title: str) -> QChart:
        """A fresh chart for the view (rebuilding beats emptying one: axes linger)."""
        chart = QChart()
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setTitle(title)
        # axis numbers the reader's way ("2,5 s" in German), the labels' printf formats kept
        chart.setLocalizeNumbers(True)
        chart.setLocale(i18n.locale())
        old = view.chart()
        view.setChart(chart)
        if old is not None:
            old.deleteLater()
        return chart

    @staticmethod
    def _category_axis(periods: list[str], turn_after: int = 8) -> QBarCategoryAxis:
        axis = QBarCategoryAxis()
        # days of one year read better as 03-04; weeks of one year as "KW 10" (a narrow
        # chart elided "2024-W10" to "2024-W…"); weeks of several years keep their year
        if all(len(p) == 10 for p in periods) and len({p[:4] for p in periods}) == 1:
            periods = [p[5:] for p in periods]
        elif all(_WEEK.fullmatch(p) for p in periods) and len({p[:4] for p in periods}) == 1:
            week = QCoreApplication.translate("QtHistoryView", "W%1", "a week of the year on a chart axis")
            periods = [filled(week, str(int(p[6:]))) for p in periods]
        axis.append(periods)
        if len(periods) > turn_after:
            axis.setLabelsAngle(-60)
        return axis

    @property
    def mistakes_chart(self) -> QChart:
        return self.mistakes_view.chart()

    @property
    def trend_chart(self) -> QChart:
        return self.trend_view.chart()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        QTimer.singleShot(0, self.weak_table, self.weak_table.resizeRowsToContents)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        QTimer.singleShot(0, self.weak_table, self.weak_table.resizeRowsToContents)

    # --- data ---------------------------------------------------------------------------------
    @property
    def by(self) -> str:
        by: str = self.period.currentData()  # the period each entry holds
        return by

    def set_store(self, store: Store) -> None:
        """Read from another database (a new one replaced a damaged one)."""
        self._store = store
        self._trainee = None
        self.refresh()

    def set_trainee(self, trainee: Trainee) -> None:
        """Show another trainee's progress."""
        self._trainee, self._name = trainee, trainee.name
        self.refresh()

    def refresh(self) -> None:
        """Reload everything from the store (after a round was saved, say)."""
        if self._trainee is None:
            self._trainee = self._store.find_trainee(self._name)
        trainee = self._trainee
        self.title.setText(self.tr("Progress of {name}").format(name=self._name))
        # the store counts (SQL over each round's kept figures); the charts show the latest
        # periods and the rounds table a page at a time, so opening costs the same at any size
        if trainee is None:
            totals, trend, per_code, weak, drills = None, [], {}, [], []
            drill_trend = []
        else:
            last = CHART_PERIODS[self.by]
            totals = self._store.round_totals(trainee)
            trend = self._store.accuracy_trend(trainee, by=self.by, last=last)
            per_code = self._store.mistakes_per_code(trainee, by=self.by, last=last)
            weak = self._store.weakest_points(trainee)
            drills = self._store.drill_kinds(trainee)
            shown = {p.period for p in trend}
            drill_trend = [p for p in self._store.drill_trend(trainee, by=self.by, last=last) if not shown or p.period >= min(shown)]
        self._show_summary(totals, drills)
        self._show_spot_totals(self._store.spot_totals(trainee) if trainee is not None else None)
        self._show_mistakes(per_code)
        self._show_trend(trend, {p.period: p.accuracy for p in drill_trend})
        self._show_weak(weak, drills)
        self._show_rounds()
        self._show_pack_results(self._store.pack_results(trainee) if trainee is not None else [])
        if self.exam_source is not None:
            from trainer.ui.pages.history_exams import add_exam_rows

            add_exam_rows(self, self.exam_source())

    def _show_summary(self, totals: dict[str, Any] | None, drills: list[DrillPoint]) -> None:
        rounds = totals["rounds"] if totals else 0
        if not rounds and not drills:
            self.summary.setText(self.tr("No rounds recorded yet."))
            return
        actions, mistakes, clean = (totals["actions"], totals["mistakes"], totals["clean"]) if totals else (0, 0, 0)
        parts = [
            self.tr("%n rounds, {clean} without a mistake", "", rounds).format(clean=clean),
            self.tr("{accuracy} % of {actions} actions right").format(  # 97,7 in German
                accuracy=QLocale().toString(100 * (actions - mistakes) / actions if actions else 0.0, "f", 1),
                actions=actions),
        ]
        if rounds and totals:
            parts.append(self.tr("last played {date}").format(date=date_text(totals["last"])))
        self.summary.setText(" · ".join(parts))

    def _show_spot_totals(self, totals: dict[str, int] | None) -> None:
        """One line for the spot-the-error rounds, after the summary (none: nothing added)."""
        if not totals or not totals["rounds"]:
            return
        # %n: "1 round", "2 rounds" (trainer.ui.plurals); the false alarms likewise
        line = self.tr("Spot the error: %n rounds, {found} of {to_find} mistakes found, "
                       "{wrong} with the wrong rule, {alarms}", "", totals["rounds"]).format(
            found=totals["found"], to_find=totals["to_find"], wrong=totals["wrong_rule"],
            alarms=self.tr("%n false alarms", "", totals["false_alarms"]))
        text = self.summary.text()
        self.summary.setText(line if text == self.tr("No rounds recorded yet.") else text + "\n" + line)

    def _show_mistakes(self, per_code: dict[str, dict[str, int]]) -> None:
        chart = self._new_chart(self.mistakes_view, self.tr("Mistakes per code"))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        periods = list(per_code)
        codes = [code for code in ALL_CODES if any(code in counts for counts in per_code.values())]
        codes += sorted({c for counts in per_code.values() for c in counts} - set(codes))
        if not periods:
            chart.setTitle(self.tr("Mistakes per code: no rounds recorded yet"))
            return
        series = QStackedBarSeries()
        for code in codes:
            bar_set = QBarSet(texts.mistake_title(code))
            bar_set.append([float(per_code[p].get(code, 0)) for p in periods])
            bar_set.setColor(code_color(code))
            bar_set.setBorderColor(code_color(code).darker(130))
            series.append(bar_set)
        chart.addSeries(series)
        categories = self._category_axis(periods, turn_after=5)  # the legend takes a third of the width
        chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(categories)
        counts = QValueAxis()
        top = max((sum(c.values()) for c in per_code.values()), default=0)
        step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000) if top / s <= 6) if top <= 6000 else top // 5
        counts.setRange(0, max(step, -(-top // step) * step))
        counts.setLabelFormat("%.0f")  # not %d: a localized chart shows no %d labels
        counts.setTickType(QValueAxis.TickType.TicksDynamic)
        counts.setTickAnchor(0)
        counts.setTickInterval(step)
        counts.setTitleText(self.tr("mistakes"))
        chart.addAxis(counts, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(counts)
        chart.legend().setVisible(bool(codes))
        for marker, code in zip(chart.legend().markers(series), codes):
            marker.setLabel(texts.mistake_title(code))

    def _show_trend(self, trend: list[TrendPoint], drill_accuracy: dict[str, float]) -> None:
        chart = self._new_chart(self.trend_view, self.tr("Accuracy and speed"))
        periods = sorted({p.period for p in trend} | set(drill_accuracy))
        if not periods:
            chart.setTitle(self.tr("Accuracy and speed: no rounds recorded yet"))
            return
        index = {period: i for i, period in enumerate(periods)}
        categories = self._category_axis(periods)
        percent = QValueAxis()
        percent.setRange(0, 100)
        percent.setLabelFormat("%.0f %")  # a localized chart copies "%%" as it is
        percent.setTickCount(6)
        seconds = QValueAxis()
        top = max((p.seconds_per_action for p in trend), default=1.0)
        seconds.setRange(0, max(1.0, round(top * 1.25 + 0.5)))
        seconds.setLabelFormat("%.1f s")
        seconds.setTickCount(6)
        seconds.setLabelsColor(_SPEED)
        fit_axis_title(chart, seconds, self.tr("seconds per action"), self.tr("s per action", "a short axis title"))
        chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(percent, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(seconds, Qt.AlignmentFlag.AlignRight)

        def line(name: str, color: QColor, values: list[tuple[str, float]], axis: QValueAxis, dashed: bool = False) -> QLineSeries:
            series = QLineSeries()
            series.setName(name)
            pen = QPen(color, 2.5)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            series.setPen(pen)
            series.setPointsVisible(True)
            for period, value in values:
                series.append(index[period], value)
            chart.addSeries(series)
            series.attachAxis(categories)
            series.attachAxis(axis)
            return series

        line(self.tr("actions right"), _ACCURACY, [(p.period, 100 * p.accuracy) for p in trend], percent)
        line(self.tr("rounds without a mistake"), _CLEAN, [(p.period, 100 * p.clean_rate) for p in trend], percent)
        if drill_accuracy:
            line(self.tr("payout drills right"), _DRILLS,
                 [(period, 100 * value) for period, value in sorted(drill_accuracy.items())], percent, dashed=True)
        line(self.tr("seconds per action"), _SPEED, [(p.period, p.seconds_per_action) for p in trend], seconds)

    def _show_weak(self, weak: list[WeakPoint], drills: list[DrillPoint]) -> None:
        table = self.weak_table
        table.setRowCount(0)
        for point in weak:
            row = table.rowCount()
            table.insertRow(row)
            code, count = point.codes[0]
            table.setItem(row, 0, self._item(point_text(point.point.label)))
            table.setItem(row, 1, self._item(str(point.mistakes), number=True))
            table.setItem(row, 2, self._item(f"{point.rounds_affected} ({100 * point.rate:.0f} %)", number=True))
            others = ", ".join(f"{texts.mistake_title(c)} ×{n}" for c, n in point.codes[1:])
            also = self.tr("Also: {codes}").format(codes=others)
            tip = rule_text(code) + ("\n" + also if others else "")
            table.setItem(row, 3, self._item(f"{texts.mistake_title(code)} ×{count}: {rule_text(code)}", tip=tip))
        if not weak:
            table.insertRow(0)
            table.setItem(0, 0, self._item(self.tr("No mistakes recorded.")))
        self.weak_columns.fit()
        table.resizeRowsToContents()
        weakest_drills = [d for d in drills if d.correct < d.answers][:3]
        if weakest_drills:
            self.drills_label.setText(
                self.tr("Payout drills to practise: {kinds}").format(
                    kinds=", ".join(self.tr("{kind} ({accuracy} right)").format(
                        kind=TEXTS.kind_name(d.period), accuracy=TEXTS.percent(d.accuracy)) for d in weakest_drills)
                )
            )
        else:
            self.drills_label.setText("")
        self.drills_label.setVisible(bool(weakest_drills))
        self.practise_button.setEnabled(bool(weak) or bool(weakest_drills))

    def _show_rounds(self) -> None:
        """The rounds table from its first page (the latest rounds)."""
        self.rounds_table.setRowCount(0)
        self._rounds_after = None
        self._rounds_done = self._trainee is None
        self.fetch_more_rounds()
        self.replay_button.setEnabled(False)

    def can_fetch_more_rounds(self) -> bool:
        return not self._rounds_done

    def fetch_more_rounds(self) -> None:
        """Add the next page of older rounds (when the table is scrolled to its end)."""
        if self._rounds_done or self._trainee is None:  # (no trainee: done from the start)
            return
        page = self._store.latest_rounds(self._trainee, ROUNDS_PAGE, before=self._rounds_after)
        self._rounds_done = len(page) < ROUNDS_PAGE
        if page:
            self._rounds_after = page[-1][2]
        table = self.rounds_table
        from trainer.words.names import shown_round_title

        for summary, saved_title, _ in page:  # the latest first
            title = shown_round_title(saved_title)  # a shipped scenario in the reader's language
            row = table.rowCount()
            table.insertRow(row)
            when = self._item(date_text(summary.started, with_time=True))
            when.setData(Qt.ItemDataRole.UserRole, summary.id)
            table.setItem(row, 0, when)
            table.setItem(row, 1, self._item(title or "–", tip=title or ""))  # free play, or saved before rounds had names
            table.setItem(row, 2, self._item(house_name(summary.house), tip=house_name(summary.house)))
            table.setItem(row, 3, self._item(mode_text(summary.mode), tip=mode_text(summary.mode)))
            table.setItem(row, 4, self._item(str(summary.actions), number=True))
            mistakes = self._item(str(summary.mistakes), number=True)
            if summary.mistakes:
                mistakes.setForeground(QColor("#b3261e"))
            table.setItem(row, 5, mistakes)
            table.setItem(row, 6, self._item(_minutes(summary.seconds), number=True))
            if not summary.finished:
                result = self.tr("not finished")
            elif summary.mistakes:
                result = self.tr("finished with mistakes")
            else:
                result = self.tr("clean")
            table.setItem(row, 7, self._item(result, tip=result))
        # a House column that says the same on every row says nothing: the box's title names
        # the house instead, and the room goes to the columns that differ
        houses = {item.text() for row in range(table.rowCount()) if (item := table.item(row, 2)) is not None}
        table.setColumnHidden(2, len(houses) == 1)
        self.rounds_box.setTitle(filled(self.tr("Recorded rounds at %1"), houses.pop()) if len(houses) == 1 else self.tr("Recorded rounds"))
        self.rounds_columns.fit()

    def _rounds_scrolled(self, value: int) -> None:
        bar = self.rounds_table.verticalScrollBar()
        if value >= bar.maximum() - bar.pageStep() // 2:
            self.fetch_more_rounds()

    def _show_pack_results(self, results: list[tuple[int, datetime, Any]]) -> None:
        """The packs played through, the latest first; hidden while there are none."""
        from trainer.ui.dialogs.pack_result import verdict
        from trainer.words.names import shown_pack_title

        self.pack_results = list(reversed(results))
        table = self.pack_table
        table.setRowCount(0)
        for row, (_, at, result) in enumerate(self.pack_results):
            table.insertRow(row)
            table.setItem(row, 0, self._item(date_text(at, with_time=True)))
            table.setItem(row, 1, self._item(shown_pack_title(result.pack_id, result.pack_title)))
            table.setItem(row, 2, self._item(house_name(result.house)))
            table.setItem(row, 3, self._item(f"{result.passed_rounds} / {len(result.rounds)}", number=True))
            outcome = self._item(verdict(result).split(" · ")[0] if result.passed is not None else self.tr("no pass mark"))
            if result.passed is not None:
                outcome.setForeground(QColor("#1f7a3a" if result.passed else "#b3261e"))
            table.setItem(row, 4, outcome)
        self.pack_columns.fit()
        self.packs_box.setVisible(bool(self.pack_results))

    def open_pack_result(self, row: int | None = None) -> QtPackResult | None:
        """The chosen pack result in its own window (printable to PDF)."""
        from trainer.ui.dialogs.pack_result import QtPackResult

        row = self.pack_table.currentRow() if row is None else row
        if row in self.exam_rows:
            from trainer.ui.pages.history_exams import open_exam_verdict

            return open_exam_verdict(self, self.exam_rows[row])
        if not 0 <= row < len(self.pack_results):
            return None
        _, at, result = self.pack_results[row]
        dialog = QtPackResult(result, trainee=self._name, when=at, parent=self)
        dialog.finished.connect(lambda *_: self.result_dialogs.remove(dialog) if dialog in self.result_dialogs else None)
        self.result_dialogs.append(dialog)
        dialog.open()
        return dialog

    # --- replay -------------------------------------------------------------------------------
    def selected_round(self) -> int | None:
        items = self.rounds_table.selectedItems()
        if not items:
            return None
        item = self.rounds_table.item(items[0].row(), 0)
        round_id: int | None = item.data(Qt.ItemDataRole.UserRole) if item is not None else None  # the id the row keeps
        return round_id

    def _selection_changed(self) -> None:
        self.replay_button.setEnabled(self.selected_round() is not None)

    def _request_replay(self) -> None:
        round_id = self.selected_round()
        if round_id is not None:
            self.replay_requested.emit(round_id)
