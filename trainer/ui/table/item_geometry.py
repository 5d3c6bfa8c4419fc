"""Geometry the table's items and its layout share: how a hand fans its cards, how big a
chip stack, its label or a speech bubble is. Pure sizes, no items: the layout asks for
them many times an action, before any item exists.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont

from trainer.ui.table import art

#: how far the active hand's glow (and its pen) reaches beyond the cards.
GLOW = 8.0
#: pixel size of a hand's total.
TOTAL_FONT_PX = 16
CHIP_LIFT = art.CHIP_LIFT


def fan_step(card_w: float, card_h: float) -> QPointF:
    """From one card of a fanned hand to the next: every corner index stays visible."""
    return QPointF(card_w * 0.37, card_h * 0.11)


def fan_card_rect(card_w: float, card_h: float, count: int, index: int, grow_down: bool = True) -> QRectF:
    """Card ``index`` of a fan of ``count`` cards around (0, 0): centred across; with
    ``grow_down`` its top stays where a two-card fan's top is (the hand grows towards the
    dealer), else the fan is centred both ways."""
    count = max(count, 1)
    step = fan_step(card_w, card_h)
    width = card_w + step.x() * (count - 1)
    height = card_h + step.y() * (1 if grow_down else count - 1)
    return QRectF(-width / 2 + step.x() * index, -height / 2 + step.y() * index, card_w, card_h)


def total_pill_rect(card_w: float, card_h: float, count: int, text: str, grow_down: bool = True) -> QRectF:
    """The pill with a hand's total, under its last card (a null rect without a total)."""
    if not text:
        return QRectF()
    last = fan_card_rect(card_w, card_h, count, max(count, 1) - 1, grow_down)
    width = max(46.0, art.text_width(TOTAL_FONT_PX, True, text) + 22)
    return QRectF(-width / 2, last.bottom() + 5, width, 25)


def hand_footprint(card_w: float, card_h: float, count: int, text: str, grow_down: bool = True) -> QRectF:
    """All a hand may paint around its position: the cards with their shadow and the
    active glow, and the total's pill."""
    count = max(count, 1)
    fan = fan_card_rect(card_w, card_h, count, 0, grow_down).united(fan_card_rect(card_w, card_h, count, count - 1, grow_down))
    rect = fan.adjusted(-GLOW, -GLOW, GLOW, GLOW)
    pill = total_pill_rect(card_w, card_h, count, text, grow_down)
    return rect.united(pill.adjusted(-1, -1, 1, 1)) if not pill.isNull() else rect


def stack_label_size(radius: float) -> float:
    return max(12.0, radius * 0.55)


def stack_label_font(radius: float) -> QFont:
    return art.font(stack_label_size(radius), bold=True)


def stack_label_text(amount: Fraction, base: Fraction) -> str:
    """A stack's amount; a doubled stake reads ``2×100``."""
    if base > 0 and amount == 2 * base:
        return "2×" + art.amount_text(base)
    return art.amount_text(amount)


def stack_label_rect(radius: float, text: str) -> QRectF:
    """The amount's pill under a chip stack of ``radius`` centred at (0, 0)."""
    size = stack_label_size(radius)
    width = art.text_width(size, True, text) + 14
    return QRectF(-width / 2, radius + 4, width, art.line_height(size, True) + 4)


@lru_cache(maxsize=1024)
def stack_parts(radius: float, house_chips: tuple[int, ...], amount: Fraction, base: Fraction,
                max_chips: int) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """(x offset, chips bottom to top) of each stack a stake shows: a doubled stake of a
    big (holder) stack as two stacks 1.76 radii apart, so the second stops short of the
    first's inner ring and both values stay readable. (Cached: the layout asks for every
    stake's extent many times an action.)"""
    if base > 0 and amount == 2 * base and radius >= 26:
        part = tuple(art.chips_for(base, house_chips, limit=max_chips))
        return ((-radius * 0.88, part), (radius * 0.88, part))
    return ((0.0, tuple(art.chips_for(amount, house_chips, limit=max_chips))),)


def stack_chips_rect(radius: float, parts: Sequence[tuple[float, Sequence[int]]]) -> QRectF:
    rect = QRectF()
    for dx, chips in parts:
        lift = CHIP_LIFT * radius * (max(len(chips), 1) - 1)
        rect = rect.united(QRectF(dx - radius - 1, -radius - 1 - lift, 2 * radius + 2, 2 * radius + 2 + lift))
    return rect


def stack_extent(radius: float, house_chips: tuple[int, ...], amount: Fraction, base: Fraction | None = None,
                 max_chips: int = 4) -> QRectF:
    """All a stake's stack paints around its position, chips and label, unselected."""
    return QRectF(_stack_extent(radius, house_chips, amount, amount if base is None else base, max_chips))


@lru_cache(maxsize=1024)
def _stack_extent(radius: float, house_chips: tuple[int, ...], amount: Fraction, base: Fraction, max_chips: int) -> QRectF:
    parts = stack_parts(radius, house_chips, amount, base, max_chips)
    return stack_chips_rect(radius, parts).united(stack_label_rect(radius, stack_label_text(amount, base)))


def bubble_rect(text: str) -> QRectF:
    """A speech bubble around its tail's tip at (0, 0) (a null rect without text)."""
    if not text:
        return QRectF()
    w = art.text_width(BUBBLE_FONT_PX, True, text) + 22
    return QRectF(-w / 2 - 2, -BUBBLE_BODY - BUBBLE_TAIL - 2, w + 4, BUBBLE_BODY + BUBBLE_TAIL + 4)


#: pixel size of a bubble's text, the height of its body and of the tail under it.
BUBBLE_FONT_PX = 16
BUBBLE_BODY, BUBBLE_TAIL = 27.0, 9.0


def badge_places(chips: QRectF, footprint: QRectF, size: QRectF, radius: float) -> list[QPointF]:
    """Where a stack's badge (a bonus paid) may stand, in the order tried: on the chips'
    top right (the badge's usual place), their top left, above them, beside them, and
    under the stack's amount. ``size``: the badge's rect around its centre."""
    w, h = size.width(), size.height()
    return [QPointF(chips.right() - radius * 0.2, chips.top() + 6), QPointF(chips.left() + radius * 0.2, chips.top() + 6),
            QPointF(chips.center().x(), chips.top() - h / 2), QPointF(chips.right() + w / 2, chips.center().y()),
            QPointF(chips.left() - w / 2, chips.center().y()), QPointF(chips.center().x(), footprint.bottom() + h / 2)]


def first_clear(places: list[QPointF], size: QRectF, taken: list[QRectF]) -> QPointF:
    """The first of ``places`` where a rect of ``size`` (around the place) meets none of
    ``taken``; the first place when none is clear."""
    for place in places:
        rect = size.translated(place)
        if not any(rect.intersects(other) for other in taken):
            return place
    return places[0]
