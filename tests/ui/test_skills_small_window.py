"""The skill map in a 1024x700 window: four tiles a row fit the width (their longer lines
wrap), so no tile is cut at the right edge behind a sideways scroll bar."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QScrollArea

from tests.ui.test_practice_window import store  # noqa: F401 (fixture)
from tests.ui.test_progress import show_tab
from trainer.ui.main_window import MainWindow


def test_the_skill_tiles_fit_a_1024_wide_window(qtbot, store):  # noqa: F811
    from trainer.core.drills import available_kinds
    from trainer.core.game.rules import load_house

    for kind in available_kinds(load_house("cosmopol")):  # "47 more to mastery   next review 26 Nov" on each
        for _ in range(3):
            store.save_drill_answer("Anna", kind, "cosmopol", 100, 100, 100, True, 3)
    window = MainWindow("cosmopol", pack=None, animation_ms=0, store=store, trainee="Anna", load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    skills = show_tab(window, "Skills")
    qtbot.waitUntil(lambda: skills.isVisible() and all(t.footer.height() > 0 for t in skills.tiles.values()))
    scroll = skills.findChild(QScrollArea)
    viewport = scroll.viewport()
    assert not scroll.horizontalScrollBar().isVisible()
    for skill_id, tile in skills.tiles.items():
        right = tile.mapTo(viewport, QPoint(tile.width(), 0)).x()
        assert right <= viewport.width(), f"{skill_id}'s tile is cut at the right edge"
    # the wrapped lines get their height once the layout has settled (not clipped)
    qtbot.waitUntil(lambda: all(t.footer.height() >= t.footer.heightForWidth(t.footer.width())
                                for t in skills.tiles.values()), timeout=3000)
