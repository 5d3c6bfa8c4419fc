""""Why?" in the window: the worked figure under a mistake's rule in the side panel, and
for an order mistake the right order drawn as numbered arrows over the boxes.

:func:`show_why` is called by the main window for each mistake in training mode, right
after the mistake (the core's :func:`~trainer.core.procedure.why.explain` reads the round as it
stands then). The arrows fade after a few seconds or go with the next mistake.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from trainer.core.game.table import DEALER
from trainer.core.procedure.view import bet_place, box_of
from trainer.core.procedure.why import Why, explain
from trainer.ui.window_parts import built
from trainer.words.messages import figure_text
from trainer.words.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from trainer.core.procedure.actions import Mistake
    from trainer.core.procedure.machine import Round
    from trainer.ui.table.table_scene import QtTableScene
    from trainer.ui.window_parts import TableWindow

#: how long the order arrows stay on the table.
ARROWS_MS = 6000
_COLOR = QColor(255, 214, 90)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Why", text)


def why_lines(why: Why) -> list[str]:
    """The side panel's extra lines (rich text): the figures and the order."""
    why_word = _tr(QT_TRANSLATE_NOOP("Why", "Why"))
    lines = [f"<span style='color:#1d3d6b'>{why_word}: {html.escape(figure_text(figure))}</span>" for figure in why.figures]
    if why.order:
        dealer = _tr(QT_TRANSLATE_NOOP("Why", "dealer"))  # the core names the dealer's hand by its id
        order = " → ".join(html.escape(dealer if item == DEALER else item) for item in why.order)
        order_word = _tr(QT_TRANSLATE_NOOP("Why", "Order"))
        lines.append(f"<span style='color:#1d3d6b'>{order_word}: {order}</span>")
    return lines


class QtOrderArrows(QGraphicsItem):
    """Arrows from place to place in the right order, each place numbered."""

    def __init__(self, points: list[QPointF]) -> None:
        super().__init__()
        self.points = points
        self.setZValue(500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        xs = [p.x() for p in points] or [0.0]
        ys = [p.y() for p in points] or [0.0]
        self._bounds = QRectF(min(xs) - 40, min(ys) - 40, max(xs) - min(xs) + 80, max(ys) - min(ys) + 80)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(_COLOR, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        for start, end in zip(self.points, self.points[1:]):
            self._arrow(painter, pen, start, end)
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        painter.setFont(font)
        for number, point in enumerate(self.points, start=1):
            circle = QRectF(point.x() - 16, point.y() - 16, 32, 32)
            painter.setPen(QPen(QColor(60, 40, 0), 2))
            painter.setBrush(QBrush(_COLOR))
            painter.drawEllipse(circle)
            painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(number))

    @staticmethod
    def _arrow(painter: QPainter, pen: QPen, start: QPointF, end: QPointF) -> None:
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy)
        if length < 40:
            return
        ux, uy = dx / length, dy / length
        a = QPointF(start.x() + ux * 20, start.y() + uy * 20)
        b = QPointF(end.x() - ux * 22, end.y() - uy * 22)
        # a gentle bow towards the table's centre side, so arrows read as a path
        mid = QPointF((a.x() + b.x()) / 2 - uy * length * 0.12, (a.y() + b.y()) / 2 + ux * length * 0.12)
        path = QPainterPath(a)
        path.quadTo(mid, b)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        angle = math.atan2(b.y() - mid.y(), b.x() - mid.x())
        head = QPolygonF([
            b,
            QPointF(b.x() - 16 * math.cos(angle - 0.45), b.y() - 16 * math.sin(angle - 0.45)),
            QPointF(b.x() - 16 * math.cos(angle + 0.45), b.y() - 16 * math.sin(angle + 0.45)),
        ])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(_COLOR))
        painter.drawPolygon(head)


def place_of(scene: QtTableScene, item_id: str) -> QPointF | None:
    """Where a hand (or bet's hand, or the dealer) is on the table."""
    if item_id == DEALER:
        return scene.layout.dealer_pos()
    try:  # a hand id reads as itself; a bet's (``ins:3.2b1``) names the hand it lies on
        _, _, hand_id = bet_place(item_id)
        hand = scene.hand_item(hand_id)
        if hand is not None and hand.scene() is scene:
            return hand.pos()
        return scene.layout.spot(box_of(hand_id))
    except ValueError:  # not a hand's or a main bet's id: no place to point at
        return None


def clear_arrows(window: TableWindow) -> None:
    """Take the order arrows off the table (the next mistake's replace them; a new round
    starts without them: they name the last round's boxes)."""
    old = getattr(window, "why_arrows", None)
    if old is not None and old.scene() is not None:
        old.scene().removeItem(old)
    window.why_arrows = None


def show_why(window: TableWindow, round_: Round, mistake: Mistake) -> Why:
    """Explain ``mistake`` (just made in ``round_``): returns the Why, draws the arrows."""
    why = explain(round_, mistake)
    clear_arrows(window)
    scene = built(window.scene)
    points = [p for p in (place_of(scene, item) for item in why.order) if p is not None]
    if len(points) >= 2:
        arrows = QtOrderArrows(points)
        scene.addItem(arrows)
        window.why_arrows = arrows

        def fade() -> None:
            if window.why_arrows is arrows and arrows.scene() is not None:
                arrows.scene().removeItem(arrows)
                window.why_arrows = None

        QTimer.singleShot(ARROWS_MS, fade)
    return why
