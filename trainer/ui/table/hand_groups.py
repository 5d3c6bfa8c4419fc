"""The rects one box's hands and their bubbles cover around the box's base point, for the
hands' layout: split hands side by side, each bubble above its hand's first card.

A crowded table's layout asks for every box's group at every size it tries, after every
action that changes a hand's room; one action changes one box's hands, so the groups are
remembered by what their hands show (card size, cards, total's text, bubble's text)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF

from trainer.ui.table import art
from trainer.ui.table.item_geometry import GLOW, bubble_rect, hand_footprint

#: what sets a hand's room: its cards' scale, the cards it shows (at least two), its
#: total's text (at least two digits' worth) and its bubble's text ("" without one).
HandRoom = tuple[float, int, str, str]


class HandGroups:
    """A box's group of rects and its hands' x offsets, by the hands' rooms (remembered;
    past LIMIT groups the store starts afresh, so a long session does not keep them all)."""

    LIMIT = 256  # a round's groups at the sizes it tries

    def __init__(self, hand_offsets: Callable[[list[QRectF]], list[float]]) -> None:
        self._hand_offsets = hand_offsets
        self._groups: dict[tuple[HandRoom, ...], tuple[list[QRectF], list[float]]] = {}

    def group(self, rooms: tuple[HandRoom, ...]) -> tuple[list[QRectF], list[float]]:
        """(the rects, each hand's x offset): shared answers, not to be changed."""
        found = self._groups.get(rooms)
        if found is None:
            if len(self._groups) > self.LIMIT:
                self._groups.clear()
            found = self._groups[rooms] = self._measure(rooms)
        return found

    def _measure(self, rooms: tuple[HandRoom, ...]) -> tuple[list[QRectF], list[float]]:
        footprints, bubbles = [], []
        for scale, count, text, bubble_text in rooms:
            footprint = hand_footprint(art.CARD_W * scale, art.CARD_H * scale, count, text)
            bubble = bubble_rect(bubble_text)
            if not bubble.isNull():
                bubble.translate(0, footprint.top() + GLOW - 4)  # 4 above the first card's top
            footprints.append(footprint)
            bubbles.append(bubble)
        # split hands side by side, their bubbles too
        xs = self._hand_offsets([f.united(b) if not b.isNull() else f for f, b in zip(footprints, bubbles)])
        rects: list[QRectF] = []
        for x, footprint, bubble in zip(xs, footprints, bubbles):
            rects.append(footprint.translated(x, 0))
            if not bubble.isNull():
                rects.append(bubble.translated(x, 0))
        return rects, xs
