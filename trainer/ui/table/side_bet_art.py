"""Where side bets lie on the table, and their printed places on the felt.

* **21+3** (Casino Cosmopol): a small spot of its own on every box, beside the box's
  betting spot along the arc.
* **Swiss Jack** (the Swiss house): one semicircle between the insurance line and the
  dealer. In front of each box it holds that box's four fields (bust, Black Jack, colour,
  swiss) as a little square of four rings, each ring coloured and lettered for its field;
  the title and the four payouts run along the semicircle's arc. A box's stake on a field
  lies in that field's ring, as the insurance bets lie on the insurance line. (Four bands,
  one per field, were tried first: the semicircle is too shallow at its ends for four
  bands in front of the outer boxes.)

Positions come from the house's :class:`~trainer.ui.table.table_scene.TableLayout`, so the
printed places and the chips always agree. Kept apart from table_scene.py so the side
bets' geometry lives in one place.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from trainer.core.game import side_bets as sb
from trainer.core.game.rules import HouseRules
from trainer.ui.table import art
from trainer.ui.table.felt_art import FELT

if TYPE_CHECKING:
    from trainer.ui.table.table_layout import TableLayout

#: the Swiss Jack semicircle fills the felt between the insurance line and the dealer's
#: card place: an arc of the table's shape just inside the insurance line, closed by a
#: straight edge above the card place; its title and payouts along the arc, the boxes'
#: stakes on an arc inside it.
SWISS_JACK_ARC = -364.0
SWISS_JACK_HALF = 67.0
#: the title and payouts along the arc; a box's two rows of fields (bust and Black Jack
#: outside, colour and swiss inside) on two arcs nearer the dealer.
SWISS_JACK_TEXT_ARC = -378.0
SWISS_JACK_ROWS = (-397.0, -437.0)
#: the boxes' angles are squeezed onto this half-angle of the rows' arcs.
SWISS_JACK_SQUEEZE = 46.0
#: a field's ring, and the chips on it.
SWISS_JACK_FIELD_RADIUS = 10.0
SWISS_JACK_CHIP_RADIUS = 8.0
#: each field's ring colour: bust silver, Black Jack gold, colour red, swiss the blue of
#: the Swiss Jack logo's clubs (a green ring would vanish on the felt).
SWISS_JACK_COLOURS = {
    sb.SWISS_JACK_BUST: QColor(214, 214, 206), sb.SWISS_JACK_BLACKJACK: QColor(232, 194, 90),
    sb.SWISS_JACK_COLOUR: QColor(226, 92, 80), sb.SWISS_JACK_SWISS: QColor(120, 170, 235),
}
#: where the house's payout line goes on a table with a Swiss Jack: under the house's name
#: and limits in the top left corner (scene coordinates).
RULES_TEXT_AT = QPointF(70, 84)


def side_spot_radius(lay: TableLayout) -> float:
    return lay.spot_radius * 0.5


def side_chip_radius(lay: TableLayout, side: str | None = None) -> float:
    """A side bet's chips: smaller than a box's, and smaller again in a Swiss Jack band."""
    if sb.is_swiss_jack(side):
        return SWISS_JACK_CHIP_RADIUS
    return lay.chip_radius * 0.55


def twenty_one_plus_three_spot(lay: TableLayout, box: int) -> QPointF:
    """The box's 21+3 spot: beside its betting spot along the boxes' arc, on the side
    that runs up the screen (towards the top of the arc), so it keeps clear of the
    stake's amount below the spot, the box number on its right and the behind spots
    further out; the top box takes its left."""
    angle = lay.angle(box)
    along = lay.tangent(angle)
    if along.y() >= -0.05:
        along = along * -1
    return lay.spot(box) + along * _side_gap(lay) - lay.normal(angle) * (lay.spot_radius * 0.2)


def _side_gap(lay: TableLayout) -> float:
    return lay.spot_radius + side_spot_radius(lay) + 14


def side_bet_tag_point(lay: TableLayout, side: str, box: int) -> QPointF:
    """Where a settled side bet's result is shown: on its place; a 21+3's a little further
    from the box, clear of split stakes that later lie side by side on the box's spot."""
    point = side_bet_point(lay, side, box)
    if sb.is_swiss_jack(side):
        return point
    return point + (point - lay.spot(box)) * (14 / _side_gap(lay))


def swiss_jack_angle(lay: TableLayout, box: int) -> float:
    first, _ = lay.span
    return 90 + (lay.angle(box) - 90) * (SWISS_JACK_SQUEEZE / (first - 90))


def swiss_jack_point(lay: TableLayout, box: int, field: str = sb.SWISS_JACK_BUST) -> QPointF:
    """Where box ``box``'s stake on a Swiss Jack field lies: its ring in the box's square
    of four, in front of the box (bust and Black Jack on the outer row, left and right;
    colour and swiss on the inner row)."""
    index = sb.SWISS_JACK_FIELDS.index(field)
    angle = swiss_jack_angle(lay, box)
    row, column = divmod(index, 2)
    # the two rings of a row sit either side of the box's angle, a ring's width apart
    return lay.on_arc(angle, SWISS_JACK_ROWS[row]) + lay.tangent(angle) * ((column - 0.5) * 2.15 * SWISS_JACK_FIELD_RADIUS)


def swiss_jack_path(lay: TableLayout) -> QPainterPath:
    """The Swiss Jack semicircle: an arc of the table's shape closed by a straight edge on
    the dealer's side."""
    path = lay.arc_path(SWISS_JACK_ARC, 90 + SWISS_JACK_HALF, 90 - SWISS_JACK_HALF)
    path.closeSubpath()
    return path


def side_bet_point(lay: TableLayout, side: str, box: int) -> QPointF:
    if sb.is_swiss_jack(side):
        return swiss_jack_point(lay, box, side)
    return twenty_one_plus_three_spot(lay, box)


def _text_along(painter: QPainter, lay: TableLayout, text: str, offset: float, size: float) -> None:
    """Letters one by one along the ellipse at ``offset``, centred on its top, reading left
    to right (the felt's own arc lettering assumes a flat top; this follows the ellipse's
    true length, so a long line keeps its letters evenly spaced towards the ends)."""
    if not text:
        return
    painter.save()
    painter.setFont(art.font(size, bold=True))
    metrics = QFontMetricsF(painter.font())
    rx, ry = lay.rx_for(offset), lay.ry_for(offset)
    widths = [metrics.horizontalAdvance(char) * 1.04 for char in text]
    angle = 90.0
    travel = 0.0
    while travel < sum(widths) / 2 and angle < 180:  # walk back half the text's length
        rad = math.radians(angle)
        travel += math.radians(0.25) * math.hypot(rx * math.sin(rad), ry * math.cos(rad))
        angle += 0.25
    for char, width in zip(text, widths):
        rad = math.radians(angle)
        per_degree = math.radians(1) * math.hypot(rx * math.sin(rad), ry * math.cos(rad))
        centre = angle - (width / 2) / per_degree
        rad = math.radians(centre)
        painter.save()
        painter.translate(lay.center.x() + rx * math.cos(rad), lay.center.y() - ry * math.sin(rad))
        painter.rotate(math.degrees(math.atan2(ry * math.cos(rad), rx * math.sin(rad))))
        painter.drawText(QPointF(-width / 2, metrics.ascent() / 2 - 2), char)
        painter.restore()
        angle -= width / per_degree
    painter.restore()


class QtSideBetFeltItem(QGraphicsItem):
    """The printed places of the house's side bets (nothing for a house without any).
    Static for a house, drawn just above the felt and cached like it. On a Swiss Jack
    table it also prints the house's payout line (``rules_text``), which the semicircle
    displaces from its usual arc."""

    def __init__(self, layout: TableLayout, rules: HouseRules, labels: dict[str, str | tuple[str, str]], rules_text: str = "") -> None:
        super().__init__()
        self.layout = layout
        self.sides = [bet.id for bet in rules.side_bets]
        #: side bet id -> its printed name and payouts (a Swiss Jack field: its name and initials).
        self.labels = labels
        self.rules_text = rules_text
        self.setZValue(-99)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.layout.scene_rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lay = self.layout
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if sb.TWENTY_ONE_PLUS_THREE in self.sides:
            r = side_spot_radius(lay)
            for box in range(1, lay.boxes + 1):
                centre = twenty_one_plus_three_spot(lay, box)
                painter.setPen(QPen(art.GOLD, 1.8))
                painter.setBrush(QColor(0, 0, 0, 34))
                painter.drawEllipse(centre, r, r)
                painter.setPen(QColor(232, 194, 90, 230))
                painter.setFont(art.font(r * 0.62, bold=True))
                painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "21+3")
        fields = [field for field in sb.SWISS_JACK_FIELDS if field in self.sides]
        if fields:
            self._paint_swiss_jack(painter, fields)
        if self.rules_text:
            painter.setFont(art.font(15))
            painter.setPen(QColor(236, 222, 170, 200))
            painter.drawText(QRectF(RULES_TEXT_AT.x(), RULES_TEXT_AT.y(), 600, 24),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.rules_text)

    def _paint_swiss_jack(self, painter: QPainter, fields: list[str]) -> None:
        """The semicircle, its title and payouts along the arc, and each box's rings."""
        lay = self.layout
        # opaque: the semicircle covers the printed arc the payout line lies on elsewhere
        painter.setPen(QPen(art.GOLD, 2.2))
        painter.setBrush(FELT.darker(112))
        painter.drawPath(swiss_jack_path(lay))
        painter.setPen(art.GOLD)
        title = self.labels.get(sb.SWISS_JACK, "")
        _text_along(painter, lay, title if isinstance(title, str) else "", SWISS_JACK_TEXT_ARC, 8.5)
        r = SWISS_JACK_FIELD_RADIUS
        for box in range(1, lay.boxes + 1):
            for field in fields:
                centre = swiss_jack_point(lay, box, field)
                colour = SWISS_JACK_COLOURS[field]
                painter.setPen(QPen(colour, 1.6))
                painter.setBrush(QColor(0, 0, 0, 40))
                painter.drawEllipse(centre, r, r)
                painter.setPen(colour)
                letters = self.labels.get(field, ("", ""))[1] if isinstance(self.labels.get(field), tuple) else ""
                painter.setFont(art.font(7.0, bold=True))
                painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, letters)
