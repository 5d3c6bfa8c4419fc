"""The graphics items of the table: felt, hands, chip stacks, bubbles, shoe and tray.

Items only draw and report clicks (through the scene's signals); what they show is set
by :class:`~trainer.ui.table_scene.QtTableScene` from the round's state.
"""

from __future__ import annotations

import math
from fractions import Fraction

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from trainer.core.cards import Card
from trainer.ui import art


def _scene_signal(item: QGraphicsItem, name: str):
    scene = item.scene()
    return getattr(scene, name, None) if scene is not None else None


class QtFeltItem(QGraphicsItem):
    """The table: wood surround, padded rail, felt, printed lines, the boxes' betting
    spots and the insurance line. Static for a house; cached as a device bitmap."""

    def __init__(self, layout) -> None:
        super().__init__()
        self.layout = layout
        self.setZValue(-100)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.texts: dict[str, str] = {}

    def boundingRect(self) -> QRectF:
        return self.layout.scene_rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        lay = self.layout
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = lay.scene_rect
        painter.fillRect(rect, QColor("#1b1410"))
        # rail and felt: an arc on the players' side, straight on the dealer's side
        rail = lay.table_path(lay.rail_margin)
        wood = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        wood.setColorAt(0, QColor("#3b2414"))
        wood.setColorAt(1, QColor("#22140b"))
        painter.setPen(QPen(QColor("#120b06"), 4))
        painter.setBrush(wood)
        painter.drawPath(rail)
        felt = lay.table_path(0)
        gradient = QRadialGradient(lay.center + QPointF(0, -260), lay.rx * 1.15)
        gradient.setColorAt(0, art.FELT.lighter(118))
        gradient.setColorAt(0.7, art.FELT)
        gradient.setColorAt(1, art.FELT_DARK)
        painter.setPen(QPen(QColor("#03301a"), 3))
        painter.setBrush(gradient)
        painter.drawPath(felt)
        # printed arcs and texts
        line = QPen(art.FELT_LINE, 2.2)
        painter.setPen(line)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(lay.arc_path(lay.text_arc, 150, 30))
        self._text_on_arc(painter, self.texts.get("rules", ""), lay.text_arc - 24, 15)
        # insurance line
        painter.setPen(QPen(art.FELT_LINE, 2))
        painter.drawPath(lay.arc_path(lay.insurance_arc + 26, 148, 32))
        painter.drawPath(lay.arc_path(lay.insurance_arc - 26, 148, 32))
        self._text_on_arc(painter, self.texts.get("insurance", ""), lay.insurance_arc, 17, gold=True)
        # betting spots
        for box in range(1, lay.boxes + 1):
            spot = lay.spot(box)
            r = lay.spot_radius
            painter.setPen(QPen(art.FELT_LINE, 2.5))
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
        # the dealer's card place
        painter.setPen(QPen(QColor(236, 222, 170, 110), 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        place = lay.dealer_place_rect()
        painter.drawRoundedRect(place, 12, 12)

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


class QtHandItem(QGraphicsItem):
    """A hand's cards, fanned so every corner index shows, with its total below.

    Clicking it asks the scene to deal to the hand (``hand_clicked``)."""

    def __init__(self, hand_id: str, scale: float = 1.0) -> None:
        super().__init__()
        self.hand_id = hand_id
        self.card_w = art.CARD_W * scale
        self.card_h = art.CARD_H * scale
        self.cards: list[Card] = []
        #: cards drawn (the rest are still flying in).
        self.shown = 0
        self.total_text = ""
        self.total_kind = "plain"
        self.active = False
        self.doubled = False
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # geometry -------------------------------------------------------------------------
    def step(self) -> QPointF:
        return QPointF(self.card_w * 0.37, self.card_h * 0.11)

    def card_rect(self, index: int) -> QRectF:
        """Local rect of card ``index``: the fan is centred on the item's position."""
        count = max(len(self.cards), 1)
        step = self.step()
        width = self.card_w + step.x() * (count - 1)
        height = self.card_h + step.y() * (count - 1)
        x0, y0 = -width / 2, -height / 2
        return QRectF(x0 + step.x() * index, y0 + step.y() * index, self.card_w, self.card_h)

    def boundingRect(self) -> QRectF:
        count = max(len(self.cards), 1)
        step = self.step()
        width = self.card_w + step.x() * (count - 1)
        height = self.card_h + step.y() * (count - 1)
        return QRectF(-width / 2 - 8, -height / 2 - 8, width + 16, height + 16 + 30)

    def set_cards(self, cards: list[Card], shown: int | None = None) -> None:
        if len(cards) != len(self.cards):
            self.prepareGeometryChange()
        self.cards = list(cards)
        self.shown = len(cards) if shown is None else shown
        self.update()

    def set_total(self, text: str, kind: str = "plain") -> None:
        if (text, kind) != (self.total_text, self.total_kind):
            self.total_text, self.total_kind = text, kind
            self.update()

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    # painting ---------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            glow = self.card_rect(0).united(self.card_rect(max(len(self.cards) - 1, 0))).adjusted(-6, -6, 6, 6)
            painter.setPen(QPen(art.GOLD, 4))
            painter.setBrush(QColor(232, 194, 90, 40))
            painter.drawRoundedRect(glow, 10, 10)
        if self.shown == 0:
            painter.setPen(QPen(QColor(236, 222, 170, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.card_rect(0).adjusted(4, 4, -4, -4), 8, 8)
        for index, card in enumerate(self.cards[: self.shown]):
            rect = self.card_rect(index)
            painter.fillRect(rect.translated(3, 4), QColor(0, 0, 0, 0))
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(rect.translated(2.5, 3.5), 6, 6)
            painter.restore()
            art.paint_card(painter, rect, card)
        if self.total_text and self.shown:
            last = self.card_rect(len(self.cards) - 1)
            pill_w = max(46.0, 13.0 * len(self.total_text) + 18)
            pill = QRectF(-pill_w / 2, last.bottom() + 5, pill_w, 25)
            colours = {"bust": "#a4161a", "blackjack": "#b8860b", "good": "#1d5e34", "plain": "#101010"}
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
            painter.setBrush(QColor(colours.get(self.total_kind, "#101010")).darker(105))
            painter.drawRoundedRect(pill, 12, 12)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(art.font(16, bold=True))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.total_text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        signal = _scene_signal(self, "hand_clicked")
        if signal is not None:
            signal.emit(self.hand_id)
        event.accept()


class QtCardItem(QGraphicsItem):
    """A single card on its way (from the shoe to a hand, or to the discard tray)."""

    def __init__(self, card: Card | None, scale: float = 1.0) -> None:
        super().__init__()
        self.card = card
        self.rect = QRectF(-art.CARD_W * scale / 2, -art.CARD_H * scale / 2, art.CARD_W * scale, art.CARD_H * scale)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.card is None:
            art.paint_card_back(painter, self.rect)
        else:
            art.paint_card(painter, self.rect, self.card)


class QtChipStackItem(QGraphicsItem):
    """A bet's chips, stacked on its spot, with the amount below. A doubled stake shows
    as two stacks side by side. Clicking it selects the bet (``bet_clicked``)."""

    def __init__(self, bet_id: str, chips: tuple[int, ...], radius: float, clickable: bool = True) -> None:
        super().__init__()
        self.bet_id = bet_id
        self.house_chips = chips
        self.radius = radius
        self.amount = Fraction(0)
        self.base = Fraction(0)
        self.selected = False
        self.label_on = True
        self.setZValue(20)
        if clickable:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_amount(self, amount: Fraction, base: Fraction | None = None) -> None:
        base = amount if base is None else base
        if (amount, base) != (self.amount, self.base):
            self.prepareGeometryChange()
            self.amount, self.base = Fraction(amount), Fraction(base)
            self.update()

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    @property
    def doubled(self) -> bool:
        return self.base > 0 and self.amount == 2 * self.base

    @property
    def side_by_side(self) -> bool:
        """A doubled holder's stake shows as two stacks; a small (behind) stack keeps
        one stack and the label says 2×, so neighbouring spots stay apart."""
        return self.doubled and self.radius >= 26

    def boundingRect(self) -> QRectF:
        r = self.radius
        width = 3.6 * r if self.side_by_side else 2.4 * r
        return QRectF(-width / 2, -r * 3.4, width, r * 5.0)

    def _stacks(self) -> list[tuple[float, list[int]]]:
        if self.side_by_side:
            part = art.chips_for(self.base, self.house_chips, limit=8)
            return [(-self.radius * 0.62, part), (self.radius * 0.62, part)]
        return [(0.0, art.chips_for(self.amount, self.house_chips, limit=10))]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.selected:
            painter.setPen(QPen(art.GOLD, 4))
            painter.setBrush(QColor(232, 194, 90, 60))
            for dx, _ in self._stacks():
                painter.drawEllipse(QPointF(dx, 0), r + 7, r + 7)
        for dx, chips in self._stacks():
            if not chips:  # less than the smallest chip: a plain marker
                chips = [self.house_chips[0]]
            art.paint_chip_stack(painter, QPointF(dx, 0), r, chips)
        if self.label_on:
            text = art.amount_text(self.amount)
            if self.doubled:
                text = "2×" + art.amount_text(self.base)
            painter.setFont(art.font(max(12.0, r * 0.6), bold=True))
            metrics = QFontMetricsF(painter.font())
            width = metrics.horizontalAdvance(text) + 14
            pill = QRectF(-width / 2, r + 4, width, metrics.height() + 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 170))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(QColor("#fff7dc"))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        signal = _scene_signal(self, "bet_clicked")
        if signal is not None:
            signal.emit(self.bet_id)
        event.accept()


class QtTagItem(QGraphicsItem):
    """A small pill: a settled bet's result (+150, -100, push) or a bonus paid."""

    def __init__(self, text: str, colour: str) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = art.font(16, bold=True)
        self._width = QFontMetricsF(self._font).horizontalAdvance(text) + 18

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2, -14, self._width, 28)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(self._font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class QtBubbleItem(QGraphicsItem):
    """A speech bubble at a hand: what its holder asked (Hit, Stand, Double, ...)."""

    def __init__(self, text: str = "", tail: str = "down") -> None:
        super().__init__()
        self.text = text
        self.tail = tail
        self.strong = False
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = art.font(17, bold=True)

    def set_text(self, text: str, strong: bool = False) -> None:
        if (text, strong) != (self.text, self.strong):
            self.prepareGeometryChange()
            self.text, self.strong = text, strong
            self.update()

    def _width(self) -> float:
        return QFontMetricsF(self._font).horizontalAdvance(self.text) + 24

    def boundingRect(self) -> QRectF:
        w = self._width()
        return QRectF(-w / 2 - 2, -42, w + 4, 46)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self._width()
        body = QRectF(-w / 2, -40, w, 30)
        path = QPainterPath()
        path.addRoundedRect(body, 12, 12)
        tail = QPainterPath()
        tail.moveTo(-8, -11)
        tail.lineTo(0, 0)
        tail.lineTo(8, -11)
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(QPen(QColor("#2b2b2b"), 1.5))
        painter.setBrush(QColor("#ffe27a") if self.strong else QColor("#fbfbf6"))
        painter.drawPath(path)
        painter.setPen(QColor("#1a1a1a"))
        painter.setFont(self._font)
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self.text)


class QtShoeItem(QGraphicsItem):
    """The shoe, with the number of cards left."""

    def __init__(self) -> None:
        super().__init__()
        self.remaining = 0
        self.label = ""
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_remaining(self, remaining: int, label: str) -> None:
        if (remaining, label) != (self.remaining, self.label):
            self.remaining, self.label = remaining, label
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-100, -80, 200, 170)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-80, -60, 160, 110)
        painter.setPen(QPen(QColor("#000000"), 2))
        gradient = QLinearGradient(body.topLeft(), body.bottomLeft())
        gradient.setColorAt(0, QColor("#3a3a40"))
        gradient.setColorAt(1, QColor("#151518"))
        painter.setBrush(gradient)
        painter.drawRoundedRect(body, 12, 12)
        art.paint_card_back(painter, QRectF(-34, -50, 68, 90))
        painter.setPen(QPen(QColor("#000000"), 2))
        painter.setBrush(QColor(20, 20, 24, 200))
        painter.drawRoundedRect(QRectF(-80, 2, 160, 48), 10, 10)
        painter.setPen(QColor("#f0e6c8"))
        painter.setFont(art.font(15, bold=True))
        painter.drawText(QRectF(-80, 4, 160, 22), Qt.AlignmentFlag.AlignCenter, self.label)
        painter.setFont(art.font(14))
        painter.drawText(QRectF(-80, 25, 160, 22), Qt.AlignmentFlag.AlignCenter, str(self.remaining))


class QtDiscardItem(QGraphicsItem):
    """The discard tray: a pile that grows with the cards removed."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.label = ""
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_count(self, count: int, label: str) -> None:
        if (count, label) != (self.count, self.label):
            self.count, self.label = count, label
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-100, -80, 200, 170)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-80, -60, 160, 110)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 2))
        painter.setBrush(QColor(10, 40, 24, 170))
        painter.drawRoundedRect(body, 12, 12)
        layers = min(8, (self.count + 3) // 4)
        for layer in range(layers):
            art.paint_card_back(painter, QRectF(-34 + layer * 0.8, -50 - layer * 1.6, 68, 90))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 20, 24, 200))
        painter.drawRoundedRect(QRectF(-80, 2, 160, 48), 10, 10)
        painter.setPen(QColor("#f0e6c8"))
        painter.setFont(art.font(15, bold=True))
        painter.drawText(QRectF(-80, 4, 160, 22), Qt.AlignmentFlag.AlignCenter, self.label)
        painter.setFont(art.font(14))
        painter.drawText(QRectF(-80, 25, 160, 22), Qt.AlignmentFlag.AlignCenter, str(self.count))


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

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-260, -50, 520, 110)

    def paint(self, painter: QPainter, option, widget=None) -> None:
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
        if self.label:
            painter.setPen(QColor("#f0e6c8"))
            painter.setFont(art.font(14, bold=True))
            painter.drawText(QRectF(-250, 36, 500, 22), Qt.AlignmentFlag.AlignCenter, self.label)
