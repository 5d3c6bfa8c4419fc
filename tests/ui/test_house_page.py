"""The House page: the house's mathematics in the window (docs/house-math.md)."""

from __future__ import annotations

import os

from tests.ui.test_table_window import make_window
from trainer.core.house_math import house_math
from trainer.core.game.rules import load_house
from trainer.ui.pages.house_page import QtHousePage


def _tab(window, title: str) -> int:
    return next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == title)


def test_the_page_shows_the_figures_and_marks_the_hole_card_cells(qtbot, tmp_path):
    page = QtHousePage(load_house("swiss"))
    qtbot.addWidget(page)
    page.resize(1200, 900)
    page.show()
    qtbot.waitExposed(page)
    report = house_math(load_house("swiss"))
    assert "0.776 %" in page.edge_label.text()
    # the dealer's table: ten up cards and "all"; the bust column of "all" is 28.19 %
    assert page.dealer_table.rowCount() == 11
    assert page.dealer_table.item(10, 6).text() == "28.19"
    # every chart cell holds the derived move; the marked ones are those of the report
    hard = page.charts["hard"]
    assert hard.item(list(report["basic_strategy"]["hard"]).index("16"), 0).text() == "S"
    assert sorted(page.marked_cells()) == sorted(
        (section, row, up)
        for section, rows in report["hole_card_differences"].items()
        for row, ups in rows.items()
        for up in ups
    )
    assert ("hard", "11", "10") in page.marked_cells()
    # the four Swiss Jack fields, each with its edge
    for field in ("swissjack-bust", "swissjack-blackjack", "swissjack-colour", "swissjack-swiss"):
        assert page.rules.side_bet(field).name + ":" in page.side_bets_label.text()
    assert "swissjack-" not in page.side_bets_label.text()  # names for people, ids in JSON
    # every table fits: nothing scrolls inside a table
    for table in [page.dealer_table, *page.charts.values()]:
        assert table.viewport().width() >= sum(table.columnWidth(c) for c in range(table.columnCount()))
    shot = os.environ.get("HOUSE_PAGE_PNG") or str(tmp_path / "house.png")
    assert page.grab().save(shot)


def test_the_window_has_a_house_tab_that_follows_the_table(qtbot):
    window = make_window(qtbot)
    index = _tab(window, "House")
    window.tabs.setCurrentIndex(index)
    page = window.pages.house_page
    assert isinstance(page, QtHousePage) and page.rules.id == "cosmopol"
    assert window.tabs.widget(index) is page
    window.cycle.set_house("swiss")
    rebuilt = window.pages.house_page
    assert rebuilt is not page and rebuilt.rules.id == "swiss"
    assert window.tabs.widget(_tab(window, "House")) is rebuilt


def test_double_else_stand_has_its_own_colour_and_legend(qtbot, tmp_path):
    """A house that doubles on any two cards: soft 18 against 3-6 reads Ds (issue 36)."""
    from trainer.paths import houses_dir
    from trainer.ui.pages.house_page import MOVE_COLOURS

    text = (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8")
    lines = ["id: anydouble" if line.startswith("id:") else
             "double_totals: [" + ", ".join(map(str, range(4, 21))) + "]" if line.startswith("double_totals:") else
             "double_counts_ace_as_one: false" if line.startswith("double_counts_ace_as_one:") else line
             for line in text.splitlines()]
    path = tmp_path / "anydouble.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    page = QtHousePage(load_house(path))
    qtbot.addWidget(page)
    page.resize(1200, 900)
    page.show()
    qtbot.waitExposed(page)
    soft = page.charts["soft"]
    row = [soft.verticalHeaderItem(r).text() for r in range(soft.rowCount())].index("18")
    cell = soft.item(row, 2)  # against a 4
    assert cell.text() == "Ds"
    colour = cell.background().color().name()
    assert colour == MOVE_COLOURS["Ds"] and colour not in {MOVE_COLOURS[m] for m in ("H", "S", "D", "P")}
    assert soft.item(row, 7).text() == "H"  # against a 9
    # the legend shows the Ds swatch in its colour, with its name beside it
    swatch = page.legend["Ds"]
    assert swatch.text() == "Ds" and MOVE_COLOURS["Ds"] in swatch.styleSheet()
    image = page.grab().toImage()
    centre = swatch.mapTo(page, swatch.rect().center())
    assert image.pixelColor(centre.x() + 8, centre.y() + 6).name() == MOVE_COLOURS["Ds"]
    # a shipped house without a Ds cell shows no Ds in its legend
    plain = QtHousePage(load_house("cosmopol"))
    qtbot.addWidget(plain)
    assert "Ds" not in plain.legend and set(plain.legend) == {"H", "S", "D", "P"}
    holland = QtHousePage(load_house("holland"))  # hit and stand only
    qtbot.addWidget(holland)
    assert set(holland.legend) == {"H", "S"}
    shot = os.environ.get("HOUSE_PAGE_DS_PNG") or str(tmp_path / "house-ds.png")
    assert page.grab().save(shot)
