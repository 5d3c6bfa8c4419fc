"""The graphics items of the table: felt, hands, chip stacks, bubbles, shoe and tray.

Items only draw and report clicks (through the scene's signals); what they show is set
by :class:`~trainer.ui.table_scene.QtTableScene` from the round's state.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from trainer.core.cards import Card
from trainer.ui import art


def _scene_signal(item: QGraphicsItem, name: str):
    scene = item.scene()
    return getattr(scene, name, None) if scene is not None else None


# --- geometry shared by the items and the table's layout ---------------------------------
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


def stack_chips_rect(radius: float, parts: tuple[tuple[float, tuple[int, ...]], ...]) -> QRectF:
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
        half = lay.insurance_half
        painter.drawPath(lay.arc_path(lay.insurance_arc + 26, 90 + half, 90 - half))
        painter.drawPath(lay.arc_path(lay.insurance_arc - 26, 90 + half, 90 - half))
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

    def __init__(self, hand_id: str, scale: float = 1.0, grow_down: bool = True) -> None:
        super().__init__()
        self.hand_id = hand_id
        #: a box's hand grows towards the dealer; the dealer's own hand grows both ways.
        self.grow_down = grow_down
        self.card_w = art.CARD_W * scale
        self.card_h = art.CARD_H * scale
        self.cards: list[Card] = []
        #: cards drawn (the rest are still flying in).
        self.shown = 0
        self.total_text = ""
        self.total_kind = "plain"
        self.active = False
        self.setZValue(10)
        # drawing a card's pips costs far more than blitting it: every action relays out
        # the table and repaints what moved, so each hand keeps its picture until set_*
        # changes it (cached per device pixel: still crisp at any DPI or zoom)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # geometry -------------------------------------------------------------------------
    def step(self) -> QPointF:
        return fan_step(self.card_w, self.card_h)

    def card_rect(self, index: int) -> QRectF:
        """Local rect of card ``index``. The fan is centred across the item's position;
        its top stays where a two-card hand's top is, so a hand that takes cards grows
        down towards the dealer, never up into its bubble or the box's chips."""
        return fan_card_rect(self.card_w, self.card_h, max(len(self.cards), 1), index, self.grow_down)

    def pill_rect(self) -> QRectF:
        """Where the total is written, under the last card (empty without a total)."""
        return total_pill_rect(self.card_w, self.card_h, len(self.cards), self.total_text, self.grow_down)

    def boundingRect(self) -> QRectF:
        return hand_footprint(self.card_w, self.card_h, len(self.cards), self.total_text, self.grow_down)

    def set_scale(self, scale: float) -> None:
        """Redraw the cards at another size (a crowded table makes every hand smaller)."""
        if abs(self.card_w - art.CARD_W * scale) > 1e-6:
            self.prepareGeometryChange()
            self.card_w, self.card_h = art.CARD_W * scale, art.CARD_H * scale
            self.update()

    def set_cards(self, cards: list[Card], shown: int | None = None) -> None:
        if len(cards) != len(self.cards):
            self.prepareGeometryChange()
        self.cards = list(cards)
        self.shown = len(cards) if shown is None else shown
        self.update()

    def set_total(self, text: str, kind: str = "plain") -> None:
        if (text, kind) != (self.total_text, self.total_kind):
            if text != self.total_text:
                self.prepareGeometryChange()
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
            pill = self.pill_rect()
            colours = {"bust": "#a4161a", "blackjack": "#b8860b", "good": "#1d5e34", "plain": "#101010"}
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
            painter.setBrush(QColor(colours.get(self.total_kind, "#101010")).darker(105))
            painter.drawRoundedRect(pill, 12, 12)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(art.font(TOTAL_FONT_PX, bold=True))
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
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # drawn once, then flown

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.card is None:
            art.paint_card_back(painter, self.rect)
        else:
            art.paint_card(painter, self.rect, self.card)


class QtStackLabelItem(QGraphicsItem):
    """The amount under a chip stack: a child of the stack, so it moves and goes with it
    (and has a scene rect of its own, apart from the chips')."""

    def __init__(self, stack: "QtChipStackItem") -> None:
        super().__init__(stack)
        self.text = ""
        self._font = stack_label_font(stack.radius)
        self._radius = stack.radius
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return stack_label_rect(self._radius, self.text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pill = self.boundingRect()
        painter.setFont(self._font)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(QColor("#fff7dc"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        stack = self.parentItem()
        if isinstance(stack, QtChipStackItem) and stack.bet_id:
            stack.mousePressEvent(event)
        else:
            event.ignore()


class QtChipStackItem(QGraphicsItem):
    """A bet's chips, stacked on its spot, with the amount below (:attr:`label`, a child
    item). A doubled stake shows as two stacks side by side, close enough to read as one
    bet but never hiding the value on the other's top chip. A stack shows at most
    ``max_chips`` chips (the label gives the exact amount), so a big stake stays clear of
    the spots around it. Clicking it selects the bet (``bet_clicked``)."""

    def __init__(self, bet_id: str, chips: tuple[int, ...], radius: float, clickable: bool = True,
                 max_chips: int = 4) -> None:
        super().__init__()
        self.bet_id = bet_id
        self.house_chips = chips
        self.radius = radius
        self.max_chips = max_chips
        self.amount = Fraction(0)
        self.base = Fraction(0)
        self.selected = False
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.label = QtStackLabelItem(self)
        if clickable:
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def label_on(self) -> bool:
        return self.label.isVisible()

    @label_on.setter
    def label_on(self, on: bool) -> None:
        self.label.setVisible(on)

    def set_amount(self, amount: Fraction, base: Fraction | None = None) -> None:
        base = amount if base is None else base
        if (amount, base) != (self.amount, self.base):
            self.prepareGeometryChange()
            self.amount, self.base = Fraction(amount), Fraction(base)
            self.label.set_text(self.label_text())
            self.update()

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.prepareGeometryChange()  # the selection ring reaches beyond the chips
            self.selected = selected
            self.update()

    @property
    def doubled(self) -> bool:
        return self.base > 0 and self.amount == 2 * self.base

    @property
    def side_by_side(self) -> bool:
        """A doubled holder's stake shows as two stacks; a small (behind) stack keeps
        one stack and the label says 2×, so neighbouring spots stay apart."""
        return len(self._stacks()) == 2

    def label_text(self) -> str:
        return stack_label_text(self.amount, self.base)

    def _stacks(self) -> tuple[tuple[float, tuple[int, ...]], ...]:
        return stack_parts(self.radius, self.house_chips, self.amount, self.base, self.max_chips)

    def chips_rect(self) -> QRectF:
        """The chips, without the label or the selection ring."""
        return stack_chips_rect(self.radius, self._stacks())

    def footprint(self) -> QRectF:
        """The chips and the label, unselected (what the table's layout keeps apart)."""
        rect = self.chips_rect()
        return rect.united(self.label.boundingRect()) if self.label_on else rect

    def boundingRect(self) -> QRectF:
        rect = self.chips_rect()
        if self.selected:
            ring = self.radius + 9
            for dx, _ in self._stacks():
                rect = rect.united(QRectF(dx - ring, -ring, 2 * ring, 2 * ring))
        return rect

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

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        signal = _scene_signal(self, "bet_clicked")
        if signal is not None:
            signal.emit(self.bet_id)
        event.accept()


class QtTagItem(QGraphicsItem):
    """A small pill: a settled bet's result (+150, -100, push) or a bonus paid."""

    def __init__(self, text: str, colour: str, size: float = 16) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(colour)
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # text: slow to draw
        self._font = art.font(size, bold=True)
        self._width = art.text_width(size, True, text) + 18
        self._height = round(size * 1.75)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2 - 1, -self._height / 2 - 1, self._width + 2, self._height + 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self._width / 2, -self._height / 2, self._width, self._height)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, self._height / 2, self._height / 2)
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
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._font = art.font(BUBBLE_FONT_PX, bold=True)

    def set_text(self, text: str, strong: bool = False) -> None:
        if (text, strong) != (self.text, self.strong):
            self.prepareGeometryChange()
            self.text, self.strong = text, strong
            self.update()

    def _width(self) -> float:
        return QFontMetricsF(self._font).horizontalAdvance(self.text) + 22

    def boundingRect(self) -> QRectF:
        return bubble_rect(self.text) if self.text else QRectF(-1, -1, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self._width()
        body = QRectF(-w / 2, -BUBBLE_BODY - BUBBLE_TAIL, w, BUBBLE_BODY)
        path = QPainterPath()
        path.addRoundedRect(body, 11, 11)
        tail = QPainterPath()
        tail.moveTo(-7, -BUBBLE_TAIL - 1)
        tail.lineTo(0, 0)
        tail.lineTo(7, -BUBBLE_TAIL - 1)
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(QPen(QColor("#2b2b2b"), 1.5))
        painter.setBrush(QColor("#ffe27a") if self.strong else QColor("#fbfbf6"))
        painter.drawPath(path)
        painter.setPen(QColor("#1a1a1a"))
        painter.setFont(self._font)
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self.text)


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

    def set_count(self, count: int, label: str) -> None:
        if (count, label) != (self.count, self.label):
            self.count, self.label = count, label
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-100, -80, 200, 170)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_pile(painter)
        painter.setBrush(QColor(20, 20, 24, 200))
        painter.drawRoundedRect(self.PLAQUE, 10, 10)
        painter.setPen(QColor("#f0e6c8"))
        painter.setFont(art.font(15, bold=True))
        painter.drawText(QRectF(-80, 4, 160, 22), Qt.AlignmentFlag.AlignCenter, self.label)
        painter.setFont(art.font(14))
        painter.drawText(QRectF(-80, 25, 160, 22), Qt.AlignmentFlag.AlignCenter, str(self.count))

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

    def paint_pile(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(0, 0, 0, 200), 2))
        painter.setBrush(QColor(10, 40, 24, 170))
        painter.drawRoundedRect(self.BODY, 12, 12)
        layers = min(8, (self.count + 3) // 4)
        for layer in range(layers):
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
