"""The History charts follow the language: week labels short enough not to be elided
("KW 10" in German, never "2024-W…") and axis numbers with the locale's decimal mark
("2,5 s")."""

from __future__ import annotations

from PySide6.QtCharts import QBarCategoryAxis, QValueAxis

from tests.storekit import demo_history
from trainer.words import i18n
from trainer.store import Store
from trainer.ui.pages.history_view import QtHistoryView


def _history(qtbot, tmp_path, language):
    i18n.set_language(language)
    store = Store.open(tmp_path)
    view = QtHistoryView(store, demo_history(store))
    qtbot.addWidget(view)
    view.resize(1280, 760)
    view.show()
    qtbot.waitExposed(view)
    return store, view


def _weeks(chart) -> list[str]:
    axis = next(a for a in chart.axes() if isinstance(a, QBarCategoryAxis))
    return list(axis.categories())


def test_week_labels_are_short_and_translated(qtbot, tmp_path):
    store, view = _history(qtbot, tmp_path, "de")
    assert _weeks(view.mistakes_chart) == ["KW 10", "KW 11", "KW 12", "KW 13"]
    assert _weeks(view.trend_chart) == ["KW 10", "KW 11", "KW 12", "KW 13"]
    store.close()


def test_week_labels_in_english(qtbot, tmp_path):
    store, view = _history(qtbot, tmp_path, "en")
    assert _weeks(view.trend_chart) == ["W10", "W11", "W12", "W13"]
    store.close()


def test_axis_numbers_use_the_locale(qtbot, tmp_path):
    store, view = _history(qtbot, tmp_path, "de")
    for chart in (view.mistakes_chart, view.trend_chart):
        assert chart.localizeNumbers() and chart.locale().decimalPoint() == ","
        for axis in chart.axes():
            if isinstance(axis, QValueAxis):
                # a localized chart shows nothing for %d and copies "%%" as it is
                assert "%d" not in axis.labelFormat() and "%%" not in axis.labelFormat()
    seconds = [a for a in view.trend_chart.axes() if isinstance(a, QValueAxis) and " s" in a.labelFormat()]
    assert seconds and seconds[0].labelFormat() == "%.1f s"
    store.close()
