"""The graphics items of a round on the table: hands, flying cards, chip stacks, result
tags and speech bubbles.

Items only draw and report clicks (through the scene's signals); what they show is set
by :class:`~trainer.ui.table.table_scene.QtTableScene` from the round's view. The shared sizes
live in :mod:`trainer.ui.table.item_geometry`, the felt, shoe, discard tray and chip float in
:mod:`trainer.ui.table.fixture_items`; their names stay importable from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from trainer.core.game.cards import Card
from trainer.ui.table import art
from trainer.ui.table.fixture_items import QtCardPileItem, QtDiscardItem, QtFeltItem, QtShoeItem, QtTrayItem  # noqa: F401
from trainer.ui.table.item_geometry import (  # noqa: F401
    BUBBLE_BODY,
    BUBBLE_FONT_PX,
    BUBBLE_TAIL,
    CHIP_LIFT,
    GLOW,
    TOTAL_FONT_PX,
    bubble_rect,
    fan_card_rect,
    fan_step,
    hand_footprint,
    stack_chips_rect,
    stack_extent,
    stack_label_font,
    stack_label_rect,
    stack_label_size,
    stack_label_text,
    stack_parts,
    total_pill_rect,
)
from trainer.ui.table.shape_pictures import paint_pictured

if TYPE_CHECKING:
    _Item = QGraphicsItem  # the type checker reads the mixin as the item it is mixed into
else:
    _Item = object


class _KeptBounds(_Item):
    """Keeps an item's bounding rect until its shape changes (``_reshape``). Qt asks for it
    many times a frame (every item of the table, to find what a repaint touches, then
    again to draw), and working it out from the cards or chips each time was most of a
    small repaint's cost. Mixed in before QGraphicsItem; the class gives ``_measure``."""

    _bounds: QRectF | None = None

    if TYPE_CHECKING:
        def _measure(self) -> QRectF: ...

    def _reshape(self) -> None:
        self.prepareGeometryChange()
        self._bounds = None

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        if self._bounds is None:
            self._bounds = self._measure()
        return self._bounds


def _scene_signal(item: QGraphicsItem, name: str) -> SignalInstance | None:
    scene = item.scene()
    return getattr(scene, name, None) if scene is not None else None


class QtHandItem(_KeptBounds, QGraphicsItem):
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

    def _measure(self) -> QRectF:
        return hand_footprint(self.card_w, self.card_h, len(self.cards), self.total_text, self.grow_down)

    def set_scale(self, scale: float) -> None:
        """Redraw the cards at another size (a crowded table makes every hand smaller)."""
        if abs(self.card_w - art.CARD_W * scale) > 1e-6:
            self._reshape()
            self.card_w, self.card_h = art.CARD_W * scale, art.CARD_H * scale
            self.update()

    def set_cards(self, cards: Sequence[Card], shown: int | None = None) -> None:
        if len(cards) != len(self.cards):
            self._reshape()
        self.cards = list(cards)
        self.shown = len(cards) if shown is None else shown
        self.update()

    def set_total(self, text: str, kind: str = "plain") -> None:
        if (text, kind) != (self.total_text, self.total_kind):
            if text != self.total_text:
                self._reshape()
            self.total_text, self.total_kind = text, kind
            self.update()

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    # painting ---------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.active:
            glow = self.card_rect(0).united(self.card_rect(max(len(self.cards) - 1, 0))).adjusted(-6, -6, 6, 6)
            paint_pictured(painter, glow, 2, _draw_glow)
        if self.shown == 0:
            paint_pictured(painter, self.card_rect(0).adjusted(4, 4, -4, -4), 1, _draw_empty_place)
        for index, card in enumerate(self.cards[: self.shown]):
            art.paint_card(painter, self.card_rect(index), card, shadow=True)
        if self.total_text and self.shown:
            paint_pictured(painter, self.pill_rect(), 1, _draw_total, self.total_text, self.total_kind)

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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.card is None:
            art.paint_card_back(painter, self.rect)
        else:
            art.paint_card(painter, self.rect, self.card)


class QtStackLabelItem(_KeptBounds, QGraphicsItem):
    """The amount under a chip stack: a child of the stack, so it moves and goes with it
    (and has a scene rect of its own, apart from the chips')."""

    def __init__(self, stack: QtChipStackItem) -> None:
        super().__init__(stack)
        self.text = ""
        self._font = stack_label_font(stack.radius)
        self._radius = stack.radius
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self._reshape()
            self.text = text
            self.update()

    def _measure(self) -> QRectF:
        return stack_label_rect(self._radius, self.text)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # vectors, not a picture: its text's edges on the translucent pill would come out
        # lighter from a picture (text on a see-through picture is antialiased otherwise)
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


class QtChipStackItem(_KeptBounds, QGraphicsItem):
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
            self._reshape()
            self.amount, self.base = Fraction(amount), Fraction(base)
            self.label.set_text(self.label_text())
            self.update()

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self._reshape()  # the selection ring reaches beyond the chips
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

    def _measure(self) -> QRectF:
        rect = self.chips_rect()
        if self.selected:
            ring = self.radius + 9
            for dx, _ in self._stacks():
                rect = rect.united(QRectF(dx - ring, -ring, 2 * ring, 2 * ring))
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.selected:
            ring = r + 7
            for dx, _ in self._stacks():
                paint_pictured(painter, QRectF(dx - ring, -ring, 2 * ring, 2 * ring), 2, _draw_selection_ring)
        for dx, chips in self._stacks():
            if not chips:  # less than the smallest chip: a plain marker
                chips = (self.house_chips[0],)
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
        self.colour = QColor(colour).name()
        self.setZValue(30)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # text: slow to draw
        self._size = size
        self._width = art.text_width(size, True, text) + 18
        self._height = round(size * 1.75)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2 - 1, -self._height / 2 - 1, self._width + 2, self._height + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(-self._width / 2, -self._height / 2, self._width, self._height)
        paint_pictured(painter, rect, 1, _draw_tag, self.text, self.colour, self._size)


class QtBubbleItem(_KeptBounds, QGraphicsItem):
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
            self._reshape()
            self.text, self.strong = text, strong
            self.update()

    def _width(self) -> float:
        return QFontMetricsF(self._font).horizontalAdvance(self.text) + 22

    def _measure(self) -> QRectF:
        return bubble_rect(self.text) if self.text else QRectF(-1, -1, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        w = self._width()
        # the body and the tail under it (the tail's tip is the item's origin)
        paint_pictured(painter, QRectF(-w / 2, -BUBBLE_BODY - BUBBLE_TAIL, w, BUBBLE_BODY + BUBBLE_TAIL), 1,
                       _draw_bubble, self.text, self.strong)


# the looks drawn through shape_pictures: each is drawn in ``rect`` from its arguments alone


def _draw_glow(painter: QPainter, rect: QRectF) -> None:
    """The gold frame round the hand that is to act."""
    painter.setPen(QPen(art.GOLD, 4))
    painter.setBrush(QColor(232, 194, 90, 40))
    painter.drawRoundedRect(rect, 10, 10)


def _draw_empty_place(painter: QPainter, rect: QRectF) -> None:
    """Where a hand's first card will lie."""
    painter.setPen(QPen(QColor(236, 222, 170, 90), 2, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 8, 8)


_TOTAL_COLOURS = {"bust": "#a4161a", "blackjack": "#b8860b", "good": "#1d5e34", "plain": "#101010"}


def _draw_total(painter: QPainter, rect: QRectF, text: str, kind: str) -> None:
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
    painter.setBrush(QColor(_TOTAL_COLOURS.get(kind, "#101010")).darker(105))
    painter.drawRoundedRect(rect, 12, 12)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(art.font(TOTAL_FONT_PX, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _draw_selection_ring(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(art.GOLD, 4))
    painter.setBrush(QColor(232, 194, 90, 60))
    painter.drawEllipse(rect)


def _draw_tag(painter: QPainter, rect: QRectF, text: str, colour: str, size: float) -> None:
    painter.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    painter.setPen(QColor("#ffffff"))
    painter.setFont(art.font(size, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _draw_bubble(painter: QPainter, rect: QRectF, text: str, strong: bool) -> None:
    """A speech bubble: its body, and under it a tail whose tip is the rect's bottom centre."""
    body = QRectF(rect.left(), rect.top(), rect.width(), BUBBLE_BODY)
    tip = QPointF(rect.center().x(), rect.bottom())
    path = QPainterPath()
    path.addRoundedRect(body, 11, 11)
    tail = QPainterPath()
    tail.moveTo(tip.x() - 7, tip.y() - BUBBLE_TAIL - 1)
    tail.lineTo(tip)
    tail.lineTo(tip.x() + 7, tip.y() - BUBBLE_TAIL - 1)
    tail.closeSubpath()
    painter.setPen(QPen(QColor("#2b2b2b"), 1.5))
    painter.setBrush(QColor("#ffe27a") if strong else QColor("#fbfbf6"))
    painter.drawPath(path.united(tail))
    painter.setPen(QColor("#1a1a1a"))
    painter.setFont(art.font(BUBBLE_FONT_PX, bold=True))
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter, text)
