"""The application's icon, drawn in code: a square of table felt with a gold rim, an
ace and a king fanned as a Black Jack, and a chip.

The window takes it at start-up (:func:`app_icon`), and the desktop build writes it to
files (``packaging/draw_icon.py``: PNG sizes for the freedesktop icon theme, an SVG, a
Windows .ico, a macOS .icns), so no picture of it is kept in the repository.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPen, QPixmap, QRadialGradient

from trainer.core.game.cards import Card
from trainer.ui.table.art import CARD_H, CARD_W, draw_chip, paint_card
from trainer.ui.table.felt_art import FELT

#: the drawing's own coordinates: a 256 x 256 square, scaled to any size.
SIZE = 256.0

#: the sizes the desktop build writes (the freedesktop icon theme's usual ones).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: the sizes the window's icon carries (Qt scales between them; each costs start-up time).
WINDOW_ICON_SIZES = (16, 32, 64, 256)


def paint_icon(painter: QPainter, size: float) -> None:
    """Draw the icon into a ``size`` x ``size`` square at the painter's origin."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(size / SIZE, size / SIZE)
    # the felt, in a rounded square with a gold rim
    square = QRectF(8, 8, SIZE - 16, SIZE - 16)
    felt = QRadialGradient(QPointF(SIZE / 2, SIZE * 0.4), SIZE * 0.7)
    felt.setColorAt(0.0, FELT.lighter(135))
    felt.setColorAt(1.0, FELT.darker(150))
    painter.setPen(QPen(QColor("#e8c25a"), 10))
    painter.setBrush(felt)
    painter.drawRoundedRect(square, 44, 44)
    # an ace and a king, fanned: large enough that the corner indices read at 32 px
    scale = 1.25
    card = QRectF(-CARD_W * scale / 2, -CARD_H * scale / 2, CARD_W * scale, CARD_H * scale)
    for code, angle, x in (("As", -14.0, 100.0), ("Kh", 12.0, 150.0)):
        painter.save()
        painter.translate(x, 118)
        painter.rotate(angle)
        paint_card(painter, card, Card.parse(code))
        painter.restore()
    # a chip in front, bottom right
    draw_chip(painter, QPointF(186, 194), 38, 5, with_text=False)
    painter.restore()


def icon_image(size: int) -> QImage:
    """The icon as a transparent ``size`` x ``size`` image."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_icon(painter, size)
    painter.end()
    return image


def app_icon() -> QIcon:
    """The window's icon (a QApplication must exist)."""
    icon = QIcon()
    for size in WINDOW_ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(icon_image(size)))
    return icon
