"""Card and chip art, drawn with QPainter: vector shapes, crisp at any scale and DPI.

Everything here is drawn from code (no bitmap), so the same functions serve the table,
the icons and the screenshots. Suit shapes are QPainterPaths in a unit box, built once.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from trainer.core.game.cards import Card, Rank, Suit
from trainer.core.game.payouts import format_amount
from trainer.ui.table.shape_pictures import blit_on_pixel, takes_pictures

#: card size in scene units (poker size, 63 x 88 mm, scaled).
CARD_W = 84.0
CARD_H = CARD_W * 88 / 63

RED = QColor("#c8102e")
BLACK = QColor("#16161a")
# the felt's colours live with the bare felt (painted before this module loads)
from trainer.ui.table.felt_art import FELT, FELT_DARK, FELT_LINE  # noqa: E402,F401

GOLD = QColor("#e8c25a")
#: each chip of a stack is drawn this much (times the chip's radius) above the one below.
CHIP_LIFT = 0.16

_RANK_TEXT = {Rank.TEN: "10"}
_FONT_FAMILY = "DejaVu Sans"


def rank_text(card: Card) -> str:
    return _RANK_TEXT.get(card.rank, card.rank.value)


def suit_color(suit: Suit) -> QColor:
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


# --- suits ---------------------------------------------------------------------------------
@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit's shape in the unit box (0,0)-(1,1)."""
    path = QPainterPath()
    if suit is Suit.HEARTS:
        path.moveTo(0.5, 0.97)
        path.cubicTo(0.12, 0.68, -0.06, 0.42, 0.06, 0.2)
        path.cubicTo(0.17, 0.0, 0.43, 0.0, 0.5, 0.2)
        path.cubicTo(0.57, 0.0, 0.83, 0.0, 0.94, 0.2)
        path.cubicTo(1.06, 0.42, 0.88, 0.68, 0.5, 0.97)
    elif suit is Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.7, 0.3, 0.9, 0.5)
        path.quadTo(0.7, 0.7, 0.5, 1.0)
        path.quadTo(0.3, 0.7, 0.1, 0.5)
        path.quadTo(0.3, 0.3, 0.5, 0.0)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.62, 0.18, 1.02, 0.4, 0.98, 0.64)
        path.cubicTo(0.95, 0.84, 0.66, 0.86, 0.54, 0.7)
        path.quadTo(0.56, 0.9, 0.72, 1.0)
        path.lineTo(0.28, 1.0)
        path.quadTo(0.44, 0.9, 0.46, 0.7)
        path.cubicTo(0.34, 0.86, 0.05, 0.84, 0.02, 0.64)
        path.cubicTo(-0.02, 0.4, 0.38, 0.18, 0.5, 0.0)
    else:  # clubs
        path.setFillRule(Qt.FillRule.WindingFill)
        radius = 0.235
        for cx, cy in ((0.5, 0.26), (0.25, 0.6), (0.75, 0.6)):
            path.addEllipse(QPointF(cx, cy), radius, radius)
        path.addRect(QRectF(0.4, 0.35, 0.2, 0.3))
        stem = QPainterPath()
        stem.moveTo(0.46, 0.55)
        stem.quadTo(0.46, 0.88, 0.28, 1.0)
        stem.lineTo(0.72, 1.0)
        stem.quadTo(0.54, 0.88, 0.54, 0.55)
        stem.closeSubpath()
        path = path.united(stem)
    return path


def draw_suit(painter: QPainter, suit: Suit, rect: QRectF, color: QColor | None = None) -> None:
    transform = QTransform()
    transform.translate(rect.x(), rect.y())
    transform.scale(rect.width(), rect.height())
    painter.fillPath(transform.map(suit_path(suit)), color or suit_color(suit))


# --- cards ---------------------------------------------------------------------------------
#: pip centres (x, y) in the card's unit box for 2..10; y > 0.5 pips are drawn upside down.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0.2), (0.5, 0.8)),
    3: ((0.5, 0.2), (0.5, 0.5), (0.5, 0.8)),
    4: ((0.3, 0.2), (0.7, 0.2), (0.3, 0.8), (0.7, 0.8)),
    5: ((0.3, 0.2), (0.7, 0.2), (0.5, 0.5), (0.3, 0.8), (0.7, 0.8)),
    6: ((0.3, 0.2), (0.7, 0.2), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)),
    7: ((0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)),
    8: ((0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.5, 0.65), (0.3, 0.8), (0.7, 0.8)),
    9: ((0.3, 0.2), (0.7, 0.2), (0.3, 0.4), (0.7, 0.4), (0.5, 0.5), (0.3, 0.6), (0.7, 0.6), (0.3, 0.8), (0.7, 0.8)),
    10: ((0.3, 0.2), (0.7, 0.2), (0.5, 0.3), (0.3, 0.4), (0.7, 0.4), (0.3, 0.6), (0.7, 0.6), (0.5, 0.7),
         (0.3, 0.8), (0.7, 0.8)),
}


def font(size: float, bold: bool = False) -> QFont:
    """The table's font at ``size`` pixels (a copy: the caller may change it)."""
    return QFont(_font(max(1, round(size)), bold))


@lru_cache(maxsize=128)
def _font(pixels: int, bold: bool) -> QFont:
    # building a QFont resolves its family, which costs more than the copy handed out;
    # a table relays out its items on every action, so fonts and widths are cached
    result = QFont(_FONT_FAMILY)
    result.setPixelSize(pixels)
    result.setBold(bold)
    result.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return result


@lru_cache(maxsize=4096)
def text_width(size: float, bold: bool, text: str) -> float:
    """How wide ``text`` is in :func:`font` ``(size, bold)``."""
    return QFontMetricsF(_font(max(1, round(size)), bold)).horizontalAdvance(text)


@lru_cache(maxsize=128)
def line_height(size: float, bold: bool) -> float:
    return QFontMetricsF(_font(max(1, round(size)), bold)).height()


#: a card's shadow on the felt: its offset and corner radius, in the card's own units.
CARD_SHADOW = (2.5, 3.5, 6.0)


def paint_card(painter: QPainter, rect: QRectF, card: Card, shadow: bool = False) -> None:
    """A card face (see :func:`draw_card`), with its shadow under it if asked. On screen
    it is drawn once per card and device size and then blitted: a hand's pips and
    indices are dozens of paths and texts, and a dealer's click repaints several hands."""
    if not _blit_cached(painter, rect, (card.rank, card.suit), shadow):
        if shadow:
            draw_card_shadow(painter, rect)
        draw_card(painter, rect, card)


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """A card's back (see :func:`draw_card_back`), blitted like :func:`paint_card`."""
    if not _blit_cached(painter, rect, None, False):
        draw_card_back(painter, rect)


def draw_card_shadow(painter: QPainter, rect: QRectF, scale: float = 1.0) -> None:
    dx, dy, radius = (value * scale for value in CARD_SHADOW)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.translated(dx, dy), radius, radius)
    painter.restore()


def card_picture(face: tuple[Rank, Suit] | None, rect: QRectF, transform: QTransform, ratio: float,
                 shadow: bool) -> QPixmap | None:
    """The picture of the card ``face`` (None: its back) for a card of ``rect`` painted
    through ``transform`` (scaling only) onto a device of pixel ratio ``ratio``, made on
    first use; None when it would be less than a pixel."""
    width, height = round(rect.width() * transform.m11() * ratio), round(rect.height() * transform.m22() * ratio)
    if width < 1 or height < 1:
        return None
    return card_pixmap(face, width, height, round(transform.m11() * ratio, 3) if shadow else 0.0)


def _blit_cached(painter: QPainter, rect: QRectF, face: tuple[Rank, Suit] | None, shadow: bool) -> bool:
    """Draw the card ``face`` (None: its back) from a picture made for the device pixels
    ``rect`` covers, on a whole device pixel (half a pixel off at most: no blur); False
    where only vectors will do (rotated, mirrored, a printer or PDF)."""
    if not takes_pictures(painter):
        return False
    pixmap = card_picture(face, rect, painter.worldTransform(), painter.device().devicePixelRatioF(), shadow)
    if pixmap is None:
        return False
    blit_on_pixel(painter, rect.topLeft(), pixmap, 1)  # the picture's first pixel: the card's antialiased edge
    return True


@lru_cache(maxsize=512)
def card_pixmap(face: tuple[Rank, Suit] | None, width: int, height: int, shadow_scale: float = 0.0) -> QPixmap:
    """A card's picture ``width`` x ``height`` device pixels, with a pixel more each way
    (its antialiased edge) and, with a ``shadow_scale`` (device pixels per unit), room
    for its shadow."""
    dx, dy, _ = (math.ceil(value * shadow_scale) for value in CARD_SHADOW)
    image = QImage(width + 2 + dx, height + 2 + dy, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(1, 1)
    rect = QRectF(0, 0, width, height)
    if shadow_scale:
        draw_card_shadow(painter, rect, shadow_scale)
    if face is None:
        draw_card_back(painter, rect)
    else:
        draw_card(painter, rect, Card(*face))
    painter.end()
    return QPixmap.fromImage(image)


def draw_card(painter: QPainter, rect: QRectF, card: Card) -> None:
    """A card face: large corner indices (what stays visible in a fanned hand) and the
    classic pips, or a framed court card."""
    w, h = rect.width(), rect.height()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = w * 0.07
    painter.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, w * 0.012)))
    painter.setBrush(QColor("#fdfcf7"))
    painter.drawRoundedRect(rect, radius, radius)
    color = suit_color(card.suit)
    text = rank_text(card)

    # Corner index: rank over suit, top-left, and the same turned round bottom-right.
    index_w = w * 0.3
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setPen(color)
        painter.setFont(font(h * (0.2 if len(text) == 1 else 0.18), bold=True))
        painter.drawText(
            QRectF(rect.x() + w * 0.02, rect.y() + h * 0.02, index_w, h * 0.2),
            Qt.AlignmentFlag.AlignCenter,
            text,
        )
        size = w * 0.2
        draw_suit(painter, card.suit, QRectF(rect.x() + w * 0.02 + (index_w - size) / 2, rect.y() + h * 0.23, size, size), color)
        painter.restore()

    points = card.rank.points
    if card.rank is Rank.ACE:
        size = w * 0.5
        draw_suit(painter, card.suit, QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size), color)
    elif card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        frame = QRectF(rect.x() + w * 0.3, rect.y() + h * 0.14, w * 0.4, h * 0.72)
        painter.setPen(QPen(color, max(1.0, w * 0.015)))
        painter.setBrush(QColor(color.red(), color.green(), color.blue(), 28))
        painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
        painter.setFont(font(h * 0.26, bold=True))
        painter.setPen(color)
        painter.drawText(QRectF(frame.x(), frame.y(), frame.width(), frame.height() * 0.6), Qt.AlignmentFlag.AlignCenter, text)
        size = frame.width() * 0.55
        draw_suit(
            painter, card.suit,
            QRectF(frame.center().x() - size / 2, frame.y() + frame.height() * 0.6, size, size), color,
        )
    else:
        size = w * 0.17
        inner = QRectF(rect.x() + w * 0.12, rect.y() + h * 0.06, w * 0.76, h * 0.88)
        for px, py in _PIPS[points]:
            cx = inner.x() + px * inner.width()
            cy = inner.y() + py * inner.height()
            painter.save()
            painter.translate(cx, cy)
            if py > 0.5:
                painter.rotate(180)
            draw_suit(painter, card.suit, QRectF(-size / 2, -size / 2, size, size), color)
            painter.restore()
    painter.restore()


def draw_card_back(painter: QPainter, rect: QRectF) -> None:
    w = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 110), max(1.0, w * 0.012)))
    painter.setBrush(QColor("#fdfcf7"))
    painter.drawRoundedRect(rect, w * 0.07, w * 0.07)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, QColor("#8e1b2b"))
    gradient.setColorAt(1, QColor("#5a0f1a"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawRoundedRect(inner, w * 0.04, w * 0.04)
    painter.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, w * 0.01)))
    step = w * 0.12
    painter.setClipRect(inner)
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        x += step
    painter.restore()


# --- chips ---------------------------------------------------------------------------------
#: the usual casino colours, by denomination.
_CHIP_COLOURS = {
    1: "#f2f2f2", 2: "#f0c419", 5: "#c62828", 10: "#1e5bb8", 20: "#f0c419", 25: "#2e8b3a",
    50: "#e8741e", 100: "#222222", 250: "#e06aa8", 500: "#6a3d9a", 1000: "#d4a017",
    5000: "#8b5a2b",
}
_FALLBACK = ["#c62828", "#1e5bb8", "#2e8b3a", "#222222", "#6a3d9a", "#d4a017"]


def chip_color(value: int, index: int = 0) -> QColor:
    return QColor(_CHIP_COLOURS.get(int(value), _FALLBACK[index % len(_FALLBACK)]))


def chip_label(value: int) -> str:
    return f"{value // 1000}K" if value >= 1000 and value % 1000 == 0 else str(value)


def paint_chip(painter: QPainter, center: QPointF, radius: float, value: int, with_text: bool = True,
               edge_only: bool = False) -> None:
    """One chip seen from above (see :func:`draw_chip`), or with ``edge_only`` one lower in
    a stack, of which only the edge shows. On screen it is drawn once per value and
    device size and then blitted: a full table repaints dozens of chips at a time, and
    their antialiased edges, text and inserts are the slowest thing on it."""
    transform = painter.worldTransform()
    scale = math.hypot(transform.m11(), transform.m12()) * painter.device().devicePixelRatioF()
    if transform.type().value > QTransform.TransformationType.TxScale.value or not isinstance(painter.device(), (QImage, QPixmap, QWidget)):
        draw_chip(painter, center, radius, value, with_text, edge_only)  # rotated, or a printer / PDF: vectors
        return
    pixmap = _chip_pixmap(value, round(radius * scale * 4) / 4, with_text and not edge_only, edge_only)
    painter.save()
    painter.translate(center)
    painter.scale(1 / scale * pixmap.devicePixelRatioF(), 1 / scale * pixmap.devicePixelRatioF())
    painter.drawPixmap(QPointF(-pixmap.width() / 2, -pixmap.height() / 2), pixmap)
    painter.restore()


@lru_cache(maxsize=256)
def _chip_pixmap(value: int, device_radius: float, with_text: bool, edge_only: bool = False) -> QPixmap:
    side = math.ceil(2 * device_radius + 4)
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    draw_chip(painter, QPointF(side / 2, side / 2), device_radius, value, with_text, edge_only)
    painter.end()
    return QPixmap.fromImage(image)


def draw_chip(painter: QPainter, center: QPointF, radius: float, value: int, with_text: bool = True,
              edge_only: bool = False) -> None:
    """One chip seen from above: edge inserts, an inner ring and its value; with
    ``edge_only``, a chip under another in a stack: a darker disc, of which only the edge
    shows."""
    if edge_only:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 160), max(0.8, radius * 0.06)))
        painter.setBrush(chip_color(value).darker(115))
        painter.drawEllipse(center, radius, radius)
        painter.restore()
        return
    base = chip_color(value)
    light = base.lightness() > 200 or base.name() in ("#f0c419", "#d4a017")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 150), max(0.8, radius * 0.06)))
    painter.setBrush(base)
    painter.drawEllipse(center, radius, radius)
    # edge inserts
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 225) if not light else QColor(40, 40, 40, 160))
    for step in range(6):
        painter.save()
        painter.translate(center)
        painter.rotate(step * 60)
        painter.drawRect(QRectF(-radius * 0.13, -radius * 0.98, radius * 0.26, radius * 0.24))
        painter.restore()
    ring = radius * 0.66
    painter.setPen(QPen(QColor(255, 255, 255, 200) if not light else QColor(40, 40, 40, 150), max(0.6, radius * 0.05), Qt.PenStyle.DashLine))
    painter.setBrush(base.lighter(112))
    painter.drawEllipse(center, ring, ring)
    if with_text:
        text = chip_label(value)
        painter.setPen(QColor("#ffffff") if not light else QColor("#1a1a1a"))
        painter.setFont(font(radius * (0.62 if len(text) <= 2 else 0.5 if len(text) == 3 else 0.42), bold=True))
        painter.drawText(QRectF(center.x() - ring, center.y() - ring, 2 * ring, 2 * ring), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def chips_for(amount: Fraction, chips: tuple[int, ...], limit: int = 12) -> list[int]:
    """The chips (largest first) a stake is built from, greedily; what the smallest chip
    cannot make is left out (the label shows the exact amount)."""
    result: list[int] = []
    rest = Fraction(amount)
    for chip in sorted(chips, reverse=True):
        while rest >= chip and len(result) < limit:
            result.append(chip)
            rest -= chip
    return result


def paint_chip_stack(painter: QPainter, center: QPointF, radius: float, chips: Sequence[int]) -> None:
    """Chips stacked bottom (largest) to top, each a little higher: the stack's height
    shows at a glance; the top chip shows its value, the ones under it only their edge."""
    if not chips:
        return
    lift = radius * CHIP_LIFT
    for index, value in enumerate(chips):  # largest first = bottom
        top = index == len(chips) - 1
        paint_chip(painter, QPointF(center.x(), center.y() - index * lift), radius, value, edge_only=not top)


def amount_text(amount: Fraction) -> str:
    return format_amount(amount)


def shadow_brush(rect: QRectF) -> QBrush:
    gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) / 2)
    gradient.setColorAt(0, QColor(0, 0, 0, 90))
    gradient.setColorAt(1, QColor(0, 0, 0, 0))
    return QBrush(gradient)
