"""A chart axis's title that fits its axis: QtCharts cuts a vertical title that is longer
than the plot is high ("Sekunden pro H…" at 1024x700), so the axis takes the short
wording whenever the long one would not fit, and the long one back when the chart grows."""

from __future__ import annotations

from PySide6.QtCharts import QAbstractAxis, QChart
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF


def title_room(chart: QChart, axis: QAbstractAxis) -> float:
    """How long a title the axis has room for: the plot's height beside a vertical axis,
    its width under a horizontal one."""
    area = chart.plotArea()
    return area.height() if axis.orientation() == Qt.Orientation.Vertical else area.width()


def title_width(axis: QAbstractAxis, text: str) -> float:
    return QFontMetricsF(axis.titleFont()).horizontalAdvance(text)


def fit_axis_title(chart: QChart, axis: QAbstractAxis, long: str, short: str) -> None:
    """Give ``axis`` the title ``long``, or ``short`` while ``long`` does not fit; kept
    fitting as the chart is laid out again (a resize, another window size)."""

    def fit(area: QRectF) -> None:
        wanted = long if title_width(axis, long) <= title_room(chart, axis) else short
        if axis.titleText() != wanted:
            axis.setTitleText(wanted)

    axis.setTitleText(long)
    chart.plotAreaChanged.connect(fit)
