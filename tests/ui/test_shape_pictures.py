"""The table's often-redrawn shapes come from pictures (trainer.ui.table.shape_pictures): on a
whole device pixel, what the picture puts on screen must be what the vectors draw, at
the table's sizes and on a high-DPI screen; a rotated painter gets the vectors."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from trainer.ui.table import items
from trainer.ui.table.shape_pictures import paint_pictured

LOOKS = [
    ("glow", QRectF(10, 12, 150, 140), 2, items._draw_glow, ()),
    ("empty place", QRectF(10, 12, 76, 110), 1, items._draw_empty_place, ()),
    ("total", QRectF(20, 30, 64, 26), 1, items._draw_total, ("19", "good")),
    ("soft total", QRectF(20, 30, 96, 26), 1, items._draw_total, ("7/17", "plain")),
    ("ring", QRectF(14, 14, 62, 62), 2, items._draw_selection_ring, ()),
    ("tag", QRectF(16, 20, 70, 28), 1, items._draw_tag, ("+150", "#1f7a3a", 16)),
    ("bubble", QRectF(12, 16, 90, 42), 1, items._draw_bubble, ("Double?", True)),
]


def _render(scale: float, paint, rotate: float = 0.0) -> QImage:
    image = QImage(int(200 * scale), int(180 * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#0f6b3a"))  # the felt under the shapes
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    if rotate:
        painter.translate(100 * scale, 90 * scale)
        painter.rotate(rotate)
        painter.translate(-100 * scale, -90 * scale)
    painter.scale(scale, scale)
    paint(painter)
    painter.end()
    return image


def _largest_difference(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q:
                worst = max(worst, *(abs(((p >> s) & 255) - ((q >> s) & 255)) for s in (0, 8, 16)))
    return worst


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize(("name", "rect", "margin", "draw", "args"), LOOKS, ids=[look[0] for look in LOOKS])
def test_a_pictured_shape_looks_as_its_vectors_do(qapp, name, rect, margin, draw, args, scale):
    vectors = _render(scale, lambda painter: draw(painter, rect, *args))
    pictured = _render(scale, lambda painter: paint_pictured(painter, rect, margin, draw, *args))
    assert vectors != _render(scale, lambda painter: None), f"{name}: drew nothing"
    # the same pixels, but for rounding where the picture's edges are blended on the felt
    assert _largest_difference(vectors, pictured) <= 3, name


def test_a_rotated_painter_gets_the_vectors_antialiased(qapp):
    rect = QRectF(20, 30, 64, 26)
    vectors = _render(1.0, lambda painter: items._draw_total(painter, rect, "19", "good"), rotate=30)
    pictured = _render(1.0, lambda painter: paint_pictured(painter, rect, 1, items._draw_total, "19", "good"),
                       rotate=30)
    assert vectors == pictured
    # the vectors are antialiased even where the caller's painter was not
    plain = QImage(200, 180, QImage.Format.Format_ARGB32_Premultiplied)
    plain.fill(QColor("#0f6b3a"))
    painter = QPainter(plain)
    painter.translate(100, 90)
    painter.rotate(30)
    painter.translate(-100, -90)
    paint_pictured(painter, rect, 1, items._draw_total, "19", "good")
    painter.end()
    assert plain == pictured


def test_a_look_is_drawn_once_then_blitted(qapp):
    drawn = []

    def draw(painter: QPainter, rect: QRectF, colour: str) -> None:
        drawn.append(colour)
        painter.fillRect(rect, QColor(colour))

    first = _render(1.0, lambda painter: paint_pictured(painter, QRectF(3, 4, 20, 10), 0, draw, "#123456"))
    again = _render(1.0, lambda painter: paint_pictured(painter, QRectF(50, 60, 20, 10), 0, draw, "#123456"))
    assert drawn == ["#123456"]
    assert first.pixelColor(10, 8) == again.pixelColor(57, 64) == QColor("#123456")
    assert again.pixelColor(10, 8) == QColor("#0f6b3a")  # the picture went where it was asked to
    _render(1.0, lambda painter: paint_pictured(painter, QRectF(3, 4, 20, 10), 0, draw, "#654321"))
    assert drawn == ["#123456", "#654321"]
