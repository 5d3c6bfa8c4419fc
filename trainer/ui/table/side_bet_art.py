"""Where side bets lie on the table, and their printed places on the felt.

* **21+3** (Casino Cosmopol): a small spot of its own on every box, beside the box's
  betting spot along the arc.
* **Swiss Jack** (the Swiss house): one semicircle between the insurance line and the
  dealer; each box's Swiss Jack stake lies on it in front of its box, as the insurance
  bets lie on the insurance line.

Positions come from the house's :class:`~trainer.ui.table.table_scene.TableLayout`, so the
printed places and the chips always agree. Kept apart from table_scene.py so the side
bets' geometry lives in one place.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from trainer.core import side_bets as sb
from trainer.core.rules import HouseRules
from trainer.ui.table import art
from trainer.ui.table.items import QtFeltItem

#: the Swiss Jack semicircle fills the felt between the insurance line and the dealer's
#: card place: an arc of the table's shape just inside the insurance line, closed by a
#: straight edge above the card place; its title and payouts along the arc, the boxes'
#: stakes on an arc inside it.
SWISS_JACK_ARC = -364.0
SWISS_JACK_HALF = 67.0
SWISS_JACK_TEXT_ARC = -384.0
SWISS_JACK_CHIPS_ARC = -428.0
#: the boxes' angles are squeezed onto this half-angle of the chips' arc.
SWISS_JACK_SQUEEZE = 40.0
#: where the house's payout line goes on a table with a Swiss Jack: under the house's name
#: and limits in the top left corner (scene coordinates).
RULES_TEXT_AT = QPointF(70, 84)


def side_spot_radius(lay) -> float:
    return lay.spot_radius * 0.5


def side_chip_radius(lay) -> float:
    return lay.chip_radius * 0.55


def twenty_one_plus_three_spot(lay, box: int) -> QPointF:
    """The box's 21+3 spot: beside its betting spot along the boxes' arc, on the side
    that runs up the screen (towards the top of the arc), so it keeps clear of the
    stake's amount below the spot, the box number on its right and the behind spots
    further out; the top box takes its left."""
    angle = lay.angle(box)
    along = lay.tangent(angle)
    if along.y() >= -0.05:
        along = along * -1
    return lay.spot(box) + along * _side_gap(lay) - lay.normal(angle) * (lay.spot_radius * 0.2)


def _side_gap(lay) -> float:
    return lay.spot_radius + side_spot_radius(lay) + 14


def side_bet_tag_point(lay, side: str, box: int) -> QPointF:
    """Where a settled side bet's result is shown: on its place; a 21+3's a little further
    from the box, clear of split stakes that later lie side by side on the box's spot."""
    point = side_bet_point(lay, side, box)
    if side == sb.SWISS_JACK:
        return point
    return point + (point - lay.spot(box)) * (14 / _side_gap(lay))


def swiss_jack_point(lay, box: int) -> QPointF:
    """Where box ``box``'s Swiss Jack stake lies on the semicircle, in front of its box."""
    first, _ = lay.span
    angle = 90 + (lay.angle(box) - 90) * (SWISS_JACK_SQUEEZE / (first - 90))
    return lay.on_arc(angle, SWISS_JACK_CHIPS_ARC)


def swiss_jack_path(lay) -> QPainterPath:
    """The Swiss Jack semicircle: an arc of the table's shape closed by a straight edge on
    the dealer's side."""
    path = lay.arc_path(SWISS_JACK_ARC, 90 + SWISS_JACK_HALF, 90 - SWISS_JACK_HALF)
    path.closeSubpath()
    return path


def side_bet_point(lay, side: str, box: int) -> QPointF:
    if side == sb.SWISS_JACK:
        return swiss_jack_point(lay, box)
    return twenty_one_plus_three_spot(lay, box)


class QtSideBetFeltItem(QGraphicsItem):
    """The printed places of the house's side bets (nothing for a house without any).
    Static for a house, drawn just above the felt and cached like it. On a Swiss Jack
    table it also prints the house's payout line (``rules_text``), which the semicircle
    displaces from its usual arc."""

    def __init__(self, layout, rules: HouseRules, labels: dict[str, str], rules_text: str = "") -> None:
        super().__init__()
        self.layout = layout
        self.sides = [bet.id for bet in rules.side_bets]
        #: side bet id -> its printed name and payouts.
        self.labels = labels
        self.rules_text = rules_text
        self.setZValue(-99)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.layout.scene_rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
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
        if sb.SWISS_JACK in self.sides:
            # opaque: the semicircle covers the printed arc the payout line lies on elsewhere
            painter.setPen(QPen(art.GOLD, 2.2))
            painter.setBrush(art.FELT.darker(112))
            painter.drawPath(swiss_jack_path(lay))
            # the felt's own arc lettering, reused for the title and payouts
            QtFeltItem._text_on_arc(self, painter, self.labels.get(sb.SWISS_JACK, ""), SWISS_JACK_TEXT_ARC, 10.5, gold=True)
        if self.rules_text:
            painter.setFont(art.font(15))
            painter.setPen(QColor(236, 222, 170, 200))
            painter.drawText(QRectF(RULES_TEXT_AT.x(), RULES_TEXT_AT.y(), 600, 24),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.rules_text)
