"""The table's fixed furniture: the felt with its printed lines, the shoe, the discard
tray and the dealer's chip float. Built once per house; each is cached as a device bitmap
and repainted only when its count or label changes.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from trainer.ui.table import art
from trainer.ui.table.felt_art import FELT_LINE, paint_bare_felt

if TYPE_CHECKING:
    from trainer.ui.table.table_layout import TableLayout


class QtFeltItem(QGraphicsItem):
    """The table: wood surround, padded rail, felt, printed lines, the boxes' betting
    spots and the insurance line. Static for a house; cached as a device bitmap."""

    def __init__(self, layout: TableLayout) -> None:
        super().__init__()
        self.layout = layout
        self.setZValue(-100)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.texts: dict[str, str] = {}

    def boundingRect(self) -> QRectF:
        return self.layout.scene_rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lay = self.layout
        # rail, felt, printed arcs and the dealer's card place (the first frame's felt too)
        paint_bare_felt(painter, lay)
        self._text_on_arc(painter, self.texts.get("rules", ""), lay.text_arc - 24, 15)
        self._text_on_arc(painter, self.texts.get("insurance", ""), lay.insurance_arc, 17, gold=True)
        # betting spots
        for box in range(1, lay.boxes + 1):
            spot = lay.spot(box)
            r = lay.spot_radius
            painter.setPen(QPen(FELT_LINE, 2.5))
            painter.setBrush(QColor(0, 0, 0, 28))
            painter.drawEllipse(spot, r, r)
            painter.setPen(QColor(236, 222, 170, 210))
            painter.setFont(art.font(r * 0.42, bold=True))
            number = lay.number_pos(box)
            painter.drawText(QRectF(number.x() - 20, number.y() - 14, 40, 28), Qt.AlignmentFlag.AlignCenter, str(box))
            for slot in range(1, lay.behind_spots + 1):
                point = lay.behind_spot(box, slot)
                painter.setPen(QPen(QColor(236, 222, 170, 150), 1.6))
                painter.setBrush(QColor(0, 0, 0, 20))
                painter.drawEllipse(point, lay.behind_radius, lay.behind_radius)

    def _text_on_arc(self, painter: QPainter, text: str, radius: float, size: float, gold: bool = False) -> None:
        """Letters placed one by one along an arc of the table's ellipse shape."""
        if not text:
            return
        lay = self.layout
        painter.save()
        painter.setFont(art.font(size, bold=True))
        painter.setPen(art.GOLD if gold else QColor(236, 222, 170, 200))
        metrics = QFontMetricsF(painter.font())
        total = metrics.horizontalAdvance(text) * 1.06
        # the arc length per degree near the top of the ellipse
        rx, ry = lay.rx_for(radius), lay.ry_for(radius)
        per_degree = math.radians(1) * ry * 1.0
        start = 90 + (total / 2) / per_degree
        advance = 0.0
        for char in text:
            width = metrics.horizontalAdvance(char) * 1.06
            angle = start - (advance + width / 2) / per_degree
            rad = math.radians(angle)
            x = lay.center.x() + rx * math.cos(rad)
            y = lay.center.y() - ry * math.sin(rad)
            painter.save()
            painter.translate(x, y)
            tangent = math.degrees(math.atan2(ry * math.cos(rad), rx * math.sin(rad)))
            painter.rotate(tangent)
            painter.drawText(QPointF(-width / 2, metrics.ascent() / 2 - 2), char)
            painter.restore()
            advance += width
        painter.restore()


class QtFixtureText(QGraphicsItem):
    """One line of changing text on a fixture (a pile's count, the float's result of the
    round): an item of its own, so a new number repaints these few pixels, not the
    fixture's whole picture."""

    def __init__(self, parent: QGraphicsItem, rect: QRectF, size: float, bold: bool = False) -> None:
        super().__init__(parent)
        self.rect, self.size, self.bold = rect, size, bold
        self.text = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.text:
            painter.setPen(QColor("#f0e6c8"))
            painter.setFont(art.font(self.size, bold=self.bold))
            painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


class QtCardPileItem(QGraphicsItem):
    """A place that holds cards (the shoe, the discard tray), with its name and how many
    cards it holds on a plaque; subclasses draw the body and the cards."""

    #: the body both places share, and the plaque on its lower half.
    BODY = QRectF(-80, -60, 160, 110)
    PLAQUE = QRectF(-80, 2, 160, 48)

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.label = ""
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.count_text = QtFixtureText(self, QRectF(-80, 25, 160, 22), 14)

    def set_count(self, count: int, label: str) -> None:
        if label != self.label or self.layers(count) != self.layers(self.count):
            self.update()  # the pile's own picture: its name, or the discards' height
        self.count, self.label = count, label
        self.count_text.set_text(str(count))

    @staticmethod
    def layers(count: int) -> int:
        """How many card backs the pile shows for ``count`` cards."""
        return 1

    def boundingRect(self) -> QRectF:
        return QRectF(-100, -80, 200, 170)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_pile(painter)
        painter.setBrush(QColor(20, 20, 24, 200))
        painter.drawRoundedRect(self.PLAQUE, 10, 10)
        painter.setPen(QColor("#f0e6c8"))
        painter.setFont(art.font(15, bold=True))
        painter.drawText(QRectF(-80, 4, 160, 22), Qt.AlignmentFlag.AlignCenter, self.label)

    def paint_pile(self, painter: QPainter) -> None:
        """The body and its cards; leaves the pen the plaque's outline is drawn with."""
        raise NotImplementedError


class QtShoeItem(QtCardPileItem):
    """The shoe, with the number of cards left."""

    def paint_pile(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#000000"), 2))
        gradient = QLinearGradient(self.BODY.topLeft(), self.BODY.bottomLeft())
        gradient.setColorAt(0, QColor("#3a3a40"))
        gradient.setColorAt(1, QColor("#151518"))
        painter.setBrush(gradient)
        painter.drawRoundedRect(self.BODY, 12, 12)
        art.paint_card_back(painter, QRectF(-34, -50, 68, 90))
        painter.setPen(QPen(QColor("#000000"), 2))


class QtDiscardItem(QtCardPileItem):
    """The discard tray: a pile that grows with the cards removed."""

    @staticmethod
    def layers(count: int) -> int:
        return min(8, (count + 3) // 4)

    def paint_pile(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(0, 0, 0, 200), 2))
        painter.setBrush(QColor(10, 40, 24, 170))
        painter.drawRoundedRect(self.BODY, 12, 12)
        for layer in range(self.layers(self.count)):
            art.paint_card_back(painter, QRectF(-34 + layer * 0.8, -50 - layer * 1.6, 68, 90))
        painter.setPen(Qt.PenStyle.NoPen)


class QtTrayItem(QGraphicsItem):
    """The dealer's chip float: a row of tubes per denomination; what the house won or
    paid this round is shown on its front."""

    def __init__(self, chips: tuple[int, ...]) -> None:
        super().__init__()
        self.chips = chips
        self.label = ""
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.label_text = QtFixtureText(self, QRectF(-250, 36, 500, 22), 14, bold=True)

    def set_label(self, label: str) -> None:
        self.label = label
        self.label_text.set_text(label)

    def boundingRect(self) -> QRectF:
        return QRectF(-260, -50, 520, 110)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-250, -44, 500, 78)
        painter.setPen(QPen(QColor("#000000"), 2))
        painter.setBrush(QColor("#1e1e22"))
        painter.drawRoundedRect(body, 10, 10)
        count = len(self.chips)
        tube_w = (body.width() - 20) / max(count, 1)
        for index, value in enumerate(sorted(self.chips, reverse=True)):
            x = body.left() + 10 + tube_w * index
            tube = QRectF(x + 3, body.top() + 8, tube_w - 6, body.height() - 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#0d0d10"))
            painter.drawRoundedRect(tube, 6, 6)
            # chips seen edge-on in the tube
            colour = art.chip_color(value)
            stripes = int(tube.width() // 7)
            for stripe in range(stripes):
                painter.setBrush(colour if stripe % 3 else colour.lighter(135))
                painter.drawRect(QRectF(tube.left() + 3 + stripe * 7, tube.top() + 4, 5, tube.height() - 8))
            painter.setPen(QColor("#ffffff"))
            painter.setFont(art.font(13, bold=True))
            label_rect = QRectF(tube.center().x() - 26, tube.center().y() - 10, 52, 20)
            painter.setBrush(QColor(0, 0, 0, 170))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(label_rect, 9, 9)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, art.chip_label(value))
