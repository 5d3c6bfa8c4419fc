"""The table's bare felt: its shape (rail, cloth, printed arcs, the dealer's card place)
and how it is painted, with Qt alone. The finished table draws its boxes, words and
furniture over it (trainer.ui.table.fixture_items, trainer.ui.table.table_layout); the window's first
frame shows it alone, before the house and the card art are loaded."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

SCENE_W, SCENE_H = 1600.0, 1040.0

FELT = QColor("#0b6b3a")
FELT_DARK = QColor("#064a27")
FELT_LINE = QColor(236, 222, 170, 200)
#: around the table (the view's background is the same).
ROOM = QColor("#1b1410")


class FeltShape:
    """Where the felt lies: a half ellipse on the players' side, straight down to the
    dealer's edge, with its printed arcs. The same for every house."""

    def __init__(self) -> None:
        self.scene_rect = QRectF(0, 0, SCENE_W, SCENE_H)
        self.center = QPointF(SCENE_W / 2, 790)
        self.rx, self.ry = 650.0, 580.0
        self.rail_margin = 44.0
        #: arcs as offsets from the boxes' arc (negative: nearer the dealer).
        self.insurance_arc = -328.0
        self.text_arc = -395.0
        self.felt_offset = 125.0
        #: the felt reaches this much further on the players' side than on the sides,
        #: room for the behind spots of the middle boxes.
        self.felt_reach = 20.0
        #: the insurance line's half-angle.
        self.insurance_half = 62.0

    def rx_for(self, offset: float) -> float:
        return self.rx + offset

    def ry_for(self, offset: float) -> float:
        return self.ry + offset

    def dealer_pos(self) -> QPointF:
        return QPointF(self.center.x(), self.center.y() + 5)

    def dealer_place_rect(self) -> QRectF:
        c = self.dealer_pos()
        return QRectF(c.x() - 150, c.y() - 78, 300, 170)

    def table_path(self, margin: float) -> QPainterPath:
        """The felt (margin 0) or the rail around it: a half ellipse on the players'
        side, straight down to the dealer's edge."""
        rx = self.rx + self.felt_offset + margin
        ry = self.ry + self.felt_offset + self.felt_reach + margin
        cx, cy = self.center.x(), self.center.y()
        bottom = SCENE_H - 6 + margin * 0.2
        path = QPainterPath()
        path.moveTo(cx - rx, bottom)
        path.lineTo(cx - rx, cy)
        path.arcTo(QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry), 180, -180)
        path.lineTo(cx + rx, bottom)
        path.closeSubpath()
        return path

    def arc_path(self, offset: float, start: float, end: float) -> QPainterPath:
        rx, ry = self.rx_for(offset), self.ry_for(offset)
        cx, cy = self.center.x(), self.center.y()
        path = QPainterPath()
        rect = QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry)
        path.arcMoveTo(rect, start)
        path.arcTo(rect, start, end - start)
        return path


def paint_bare_felt(painter: QPainter, shape: FeltShape) -> None:
    """The room around the table, the wooden rail, the cloth, the printed arcs (the
    rules' and the insurance line) and the dealer's card place: the felt without its
    words and boxes."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = shape.scene_rect
    painter.fillRect(rect, ROOM)
    wood = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    wood.setColorAt(0, QColor("#3b2414"))
    wood.setColorAt(1, QColor("#22140b"))
    painter.setPen(QPen(QColor("#120b06"), 4))
    painter.setBrush(wood)
    painter.drawPath(shape.table_path(shape.rail_margin))
    gradient = QRadialGradient(shape.center + QPointF(0, -260), shape.rx * 1.15)
    gradient.setColorAt(0, FELT.lighter(118))
    gradient.setColorAt(0.7, FELT)
    gradient.setColorAt(1, FELT_DARK)
    painter.setPen(QPen(QColor("#03301a"), 3))
    painter.setBrush(gradient)
    painter.drawPath(shape.table_path(0))
    painter.setPen(QPen(FELT_LINE, 2.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shape.arc_path(shape.text_arc, 150, 30))
    painter.setPen(QPen(FELT_LINE, 2))
    half = shape.insurance_half
    painter.drawPath(shape.arc_path(shape.insurance_arc + 26, 90 + half, 90 - half))
    painter.drawPath(shape.arc_path(shape.insurance_arc - 26, 90 + half, 90 - half))
    # the dealer's card place
    painter.setPen(QPen(QColor(236, 222, 170, 110), 2, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(shape.dealer_place_rect(), 12, 12)


class QtBareFeltItem(QGraphicsItem):
    """The bare felt as a scene item (the window's first frame). Not cached: it is painted
    once or twice before the finished table replaces it, and a cache would cost a bitmap
    the size of the table first."""

    def __init__(self, shape: FeltShape) -> None:
        super().__init__()
        self.shape_ = shape
        self.setZValue(-100)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self.shape_.scene_rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_bare_felt(painter, self.shape_)
