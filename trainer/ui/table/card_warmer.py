"""The card pictures a crowded table will need next, made while the dealer looks.

When a hand takes a card on a full table, every hand may have to be drawn smaller at
once (:data:`~trainer.ui.table.table_layout.HAND_SHRINK_STEPS`), and each card's picture at the
new size is made then, in the click that caused it. Made right after the layout instead,
in the pause before the next click, that click only blits them.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView

from trainer.ui.table import art
from trainer.ui.table.items import QtHandItem
from trainer.ui.table.table_layout import HAND_SHRINK_STEPS


class HandsScene(Protocol):
    """What the warmer reads of the table scene (trainer.ui.table.table_scene, which
    imports this module)."""

    @property
    def hand_factor(self) -> float: ...
    @property
    def hands(self) -> dict[str, QtHandItem]: ...
    def views(self) -> list[QGraphicsView]: ...


def next_factor(factor: float) -> float | None:
    """The size the hands are drawn at after ``factor``, if they can shrink further."""
    smaller = [step for step in HAND_SHRINK_STEPS if step < factor - 1e-9]
    return smaller[0] if smaller else None


def warm_next_size(scene: HandsScene) -> int:
    """Make the pictures of the cards in the scene's hands at the next smaller size (as
    the hands' device caches will ask for them); returns how many were asked for."""
    factor = next_factor(scene.hand_factor)
    views = scene.views()
    if factor is None or not views:
        return 0
    transform = views[0].transform()
    ratio = views[0].viewport().devicePixelRatioF()
    asked = 0
    for item in list(scene.hands.values()):
        scale = item.card_w / art.CARD_W / scene.hand_factor * factor
        rect = QRectF(0, 0, art.CARD_W * scale, art.CARD_H * scale)
        for card in item.cards:
            art.card_picture((card.rank, card.suit), rect, transform, ratio, shadow=True)  # as a hand paints it
            asked += 1
    return asked
