"""After a layout, once the view has shown the frame, the cards on the table are drawn at
the size a crowded table shrinks to next: the click that shrinks every hand then finds
their pictures made and only blits them."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from trainer.core.game.rules import load_house
from trainer.core.procedure.view import view_of
from trainer.ui.table import art
from trainer.ui.table.card_warmer import next_factor
from trainer.ui.table.table_layout import HAND_SHRINK_STEPS
from trainer.ui.table.table_scene import QtTableScene
from trainer.ui.table.table_view import QtTableView

from tests.ui.test_scene_diff import full_table


def test_next_factor_steps_down_and_stops_at_the_smallest():
    assert next_factor(1.0) == HAND_SHRINK_STEPS[1]
    assert next_factor(HAND_SHRINK_STEPS[-1]) is None


def test_the_next_smaller_cards_are_made_once_the_frame_is_shown(qtbot):
    rules = load_house("cosmopol")
    scene = QtTableScene(rules, animation_ms=200)
    view = QtTableView(scene)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    with full_table(rules, 1).new_round() as round_:
        scene.show_round(view_of(round_))
        for _ in range(12):  # the first deal round: every hand gets its cards
            action = round_.expected()[0]
            round_.attempt(action)
            scene.sync(view_of(round_), action)
        scene.finish_animations()
        hands = [item for item in scene.hands.values() if item.cards]
        assert hands
        assert scene.after_paint is not None  # the last layout left work for after the frame
        view.viewport().update()
        qtbot.waitUntil(lambda: scene.after_paint is None)  # the view took it when it painted
        qtbot.wait(20)  # and ran it one event-loop turn later
        factor = next_factor(scene.hand_factor)
        assert factor is not None
        transform, ratio = view.transform(), view.viewport().devicePixelRatioF()
        before = art.card_pixmap.cache_info()

        def all_made() -> bool:
            for item in hands:
                scale = item.card_w / art.CARD_W / scene.hand_factor * factor
                rect = QRectF(0, 0, art.CARD_W * scale, art.CARD_H * scale)
                for card in item.cards:
                    art.card_picture((card.rank, card.suit), rect, transform, ratio, shadow=True)
            return art.card_pixmap.cache_info().misses == before.misses

        assert all_made()  # asked for now, every picture at the next size is there already
