"""Where side bets lie on the table, and their printed places on the felt.

* **21+3** (Casino Cosmopol): a small spot of its own on every box, beside the box's
  betting spot along the arc.
* **Swiss Jack** (the Swiss house): each box has its four fields (bust, Black Jack,
  colour, swiss) on a plate of its own beside its betting spot, where a 21+3 spot would
  be: a square of four rings, each coloured and lettered for its field, so a box's fields
  are read with the box. The legend (each field's letter, name and payout) is printed
  once, large, between the insurance line and the dealer. (A semicircle in front of the
  dealer holding all 28 fields was tried first, as the casino's felt has it: at 1024x700
  its rings were a few pixels wide and nothing tied a group of rings to its box.)

Positions come from the house's :class:`~trainer.ui.table.table_scene.TableLayout`, so the
printed places and the chips always agree. Kept apart from table_scene.py so the side
bets' geometry lives in one place.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from trainer.core.game import side_bets as sb
from trainer.core.game.rules import HouseRules
from trainer.ui.table import art
from trainer.words.placeholders import filled

#: a field's ring, and the chips on it.
SWISS_JACK_FIELD_RADIUS = 16.0
SWISS_JACK_CHIP_RADIUS = 11.5
#: the rings' centres on a box's plate, apart across and down: down leaves room for the
#: amount under a ring's chips before the next ring.
SWISS_JACK_ACROSS = 38.0
SWISS_JACK_DOWN = 48.0
#: a plate's place: this share of the way from its box to the next, this far nearer the dealer.
SWISS_JACK_ALONG = 0.55
SWISS_JACK_INSET = 20.0
#: the plate's margin around its rings (and the amounts under the lower two).
SWISS_JACK_MARGIN = 4.0
#: each field's ring colour: bust silver, Black Jack gold, colour red, swiss the blue of
#: the Swiss Jack logo's clubs (a green ring would vanish on the felt).
SWISS_JACK_COLOURS = {
    sb.SWISS_JACK_BUST: QColor(214, 214, 206), sb.SWISS_JACK_BLACKJACK: QColor(232, 194, 90),
    sb.SWISS_JACK_COLOUR: QColor(226, 92, 80), sb.SWISS_JACK_SWISS: QColor(120, 170, 235),
}
#: the legend: a block of lines in the felt's free corner left of the dealer's place.
SWISS_JACK_LEGEND_AT = QPointF(318.0, 792.0)
SWISS_JACK_LEGEND_SIZE = 18.0
#: the box number on a plate's top edge (a plate lies between two boxes).
SWISS_JACK_NUMBER_SIZE = 14.0


def side_spot_radius(lay) -> float:
    return lay.spot_radius * 0.5


def side_chip_radius(lay, side: str | None = None) -> float:
    """A side bet's chips: smaller than a box's, and smaller again in a Swiss Jack band."""
    if sb.is_swiss_jack(side):
        return SWISS_JACK_CHIP_RADIUS
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
    """Where a settled side bet's result is shown first: on its place (a 21+3's next
    places: :func:`tag_places`)."""
    return side_bet_point(lay, side, box)


def tag_places(lay, side: str, box: int, size: QRectF) -> list[QPointF]:
    """Where a settled 21+3's result tag (``size``: its rect around its centre) may stand,
    in the order tried: beside its spot away from the box, then further out, nearer the
    dealer, and towards the box; never on the spot, whose "21+3" it would cover. A Swiss
    Jack's stands on its ring."""
    point = side_bet_point(lay, side, box)
    if sb.is_swiss_jack(side):
        return [point]
    angle = lay.angle(box)
    away = point - lay.spot(box)
    length = (away.x() ** 2 + away.y() ** 2) ** 0.5 or 1.0
    away = away / length
    outward, r = lay.normal(angle), side_spot_radius(lay)
    half_w, half_h = size.width() / 2, size.height() / 2
    places = []
    for extra in (3.0, 14.0):
        places += [point + way * (r + extra + abs(way.x()) * half_w + abs(way.y()) * half_h)
                   for way in (away, outward, outward * -1, QPointF(0, 1), QPointF(0, -1), away * -1)]
    return places


def printed_marks(lay, sides: list[str]) -> list[QRectF]:
    """The felt's words a 21+3's result tag must never cover: the box numbers and the 21+3
    spots with their "21+3"."""
    marks = [lay.number_rect(box) for box in range(1, lay.boxes + 1)]
    if sb.TWENTY_ONE_PLUS_THREE in sides:
        r = side_spot_radius(lay)
        for box in range(1, lay.boxes + 1):
            centre = twenty_one_plus_three_spot(lay, box)
            marks.append(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r))
    return marks


def stakes_room(lay) -> list[QRectF]:
    """What a stack on any box's spot or behind spot covers at most, chips and amount."""
    holder = lay.worst_stack(lay.chip_radius, lay.holder_chips)
    behind = lay.worst_stack(lay.behind_chip_radius, lay.behind_chips)
    room = []
    for box in range(1, lay.boxes + 1):
        room.append(holder.translated(lay.spot(box)))
        room += [behind.translated(lay.behind_spot(box, slot)) for slot in range(1, lay.behind_spots + 1)]
    return room


def tag_place(lay, sides: list[str], side: str, box: int, size: QRectF) -> QPointF:
    """Where a settled side bet's result tag stands: for a 21+3, the first of
    :func:`tag_places` clear of the felt's words and of every stake's room, else the one
    clear of the words that overlaps the stakes' room least. Worked out from the table
    alone (never from what happened to lie there), so a table redrawn from the round
    shows it in the same place."""
    places = tag_places(lay, side, box, size)
    if sb.is_swiss_jack(side):
        return places[0]
    words, room = printed_marks(lay, sides), stakes_room(lay)

    def overlap(place: QPointF, rects: list[QRectF]) -> float:
        rect = size.translated(place)
        return sum(rect.intersected(other).width() * rect.intersected(other).height() for other in rects if rect.intersects(other))

    clear_of_words = [place for place in places if overlap(place, words) == 0] or places
    return min(clear_of_words, key=lambda place: overlap(place, room))


def swiss_jack_frame(lay, box: int) -> tuple[QPointF, QPointF, QPointF]:
    """(centre, along, inward) of box ``box``'s Swiss Jack plate: it lies beside the box's
    spot on the side away from the top of the arc (each gap between two boxes holds at most
    one plate, the end boxes' lie towards the table's ends; the box number and the spots'
    amounts keep clear), a little nearer the dealer than the spots, and turns with the arc
    (``along`` from box 1's side to the last box's, ``inward`` towards the dealer)."""
    angle = lay.angle(box)
    neighbour = box + 1 if box < lay.boxes else box - 1
    step = abs(lay.angle(neighbour) - angle) if lay.boxes > 1 else 20.0
    # away from the top of the arc: the left half's plates towards box 1, the right half's
    # towards the last box (the angles fall from box 1 to the last box)
    at = angle + step * SWISS_JACK_ALONG * (1 if angle > 90 else -1)
    along = lay.tangent(at)
    return lay.on_arc(at, -SWISS_JACK_INSET), along, QPointF(-along.y(), along.x())


def swiss_jack_size() -> tuple[float, float]:
    """A plate's (width along the arc, depth towards the dealer)."""
    width = SWISS_JACK_ACROSS + 2 * SWISS_JACK_FIELD_RADIUS + 2 * SWISS_JACK_MARGIN
    depth = SWISS_JACK_DOWN + 2 * SWISS_JACK_FIELD_RADIUS + 2 * SWISS_JACK_MARGIN + 10 + SWISS_JACK_NUMBER_SIZE
    return width, depth


def swiss_jack_plate(lay, box: int) -> QPolygonF:
    """Box ``box``'s plate on the felt (four corners, turned with the arc)."""
    centre, along, inward = swiss_jack_frame(lay, box)
    w, h = swiss_jack_size()
    return QPolygonF([centre + along * (x * w / 2) + inward * (y * h / 2) for x, y in ((-1, -1), (1, -1), (1, 1), (-1, 1))])


def swiss_jack_point(lay, box: int, field: str = sb.SWISS_JACK_BUST) -> QPointF:
    """Where box ``box``'s stake on a Swiss Jack field lies: its ring on the box's plate
    (bust and Black Jack on the players' side, colour and swiss nearer the dealer)."""
    row, column = divmod(sb.SWISS_JACK_FIELDS.index(field), 2)
    centre, along, inward = swiss_jack_frame(lay, box)
    _, h = swiss_jack_size()
    down = -h / 2 + SWISS_JACK_MARGIN + SWISS_JACK_NUMBER_SIZE + 4 + SWISS_JACK_FIELD_RADIUS + row * SWISS_JACK_DOWN
    return centre + along * ((column - 0.5) * SWISS_JACK_ACROSS) + inward * down


def swiss_jack_plates_near(lay, box: int, sides: list[str]) -> list[QRectF]:
    """The scene rects of the Swiss Jack plates a box's hands could reach: its own and its
    neighbours' (none for a house without Swiss Jack)."""
    if not any(sb.is_swiss_jack(side) for side in sides):
        return []
    return [swiss_jack_plate(lay, other).boundingRect() for other in (box - 1, box, box + 1) if 1 <= other <= lay.boxes]


def side_bet_point(lay, side: str, box: int) -> QPointF:
    if sb.is_swiss_jack(side):
        return swiss_jack_point(lay, box, side)
    return twenty_one_plus_three_spot(lay, box)


class QtSideBetFeltItem(QGraphicsItem):
    """The printed places of the house's side bets (nothing for a house without any).
    Static for a house, drawn just above the felt and cached like it.

    ``labels``: each Swiss Jack field's (name with its payout, letter on its rings), and
    under ``sb.SWISS_JACK`` the legend's title."""

    def __init__(self, layout, rules: HouseRules, labels: dict[str, str | tuple[str, str]]) -> None:
        super().__init__()
        self.layout = layout
        self.sides = [bet.id for bet in rules.side_bets]
        self.labels = labels
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
        fields = [field for field in sb.SWISS_JACK_FIELDS if field in self.sides]
        if fields:
            self._paint_swiss_jack(painter, fields)

    def _letters(self, field: str) -> str:
        label = self.labels.get(field)
        return label[1] if isinstance(label, tuple) else ""

    def _paint_swiss_jack(self, painter: QPainter, fields: list[str]) -> None:
        """Each box's plate of four lettered rings, and the legend once."""
        lay = self.layout
        r = SWISS_JACK_FIELD_RADIUS
        w, h = swiss_jack_size()
        for box in range(1, lay.boxes + 1):
            centre, along, inward = swiss_jack_frame(lay, box)
            # a gold line from the box's spot to its plate: the plate lies between two boxes
            spot = lay.spot(box)
            towards = centre - spot
            length = math.hypot(towards.x(), towards.y()) or 1.0
            painter.setPen(QPen(QColor(232, 194, 90, 170), 2.0))
            painter.drawLine(spot + towards * ((lay.spot_radius + 3) / length), centre)
            painter.save()
            painter.translate(centre)
            painter.rotate(math.degrees(math.atan2(along.y(), along.x())))
            painter.setPen(QPen(QColor(232, 194, 90, 150), 1.4))
            painter.setBrush(QColor(12, 60, 36))
            painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), 10, 10)
            painter.setPen(art.GOLD)
            painter.setFont(art.font(SWISS_JACK_NUMBER_SIZE, bold=True))
            painter.drawText(QRectF(-w / 2, -h / 2 + 3, w, SWISS_JACK_NUMBER_SIZE + 4), Qt.AlignmentFlag.AlignCenter,
                             filled(str(self.labels.get("box", "%1")), str(box)))
            painter.restore()
            for field in fields:  # upright letters, whichever way the plate turns
                ring = swiss_jack_point(lay, box, field)
                colour = SWISS_JACK_COLOURS[field]
                painter.setPen(QPen(colour, 2.2))
                painter.setBrush(QColor(0, 0, 0, 40))
                painter.drawEllipse(ring, r, r)
                painter.setPen(colour)
                painter.setFont(art.font(17, bold=True))
                painter.drawText(QRectF(ring.x() - r, ring.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self._letters(field))
        self._paint_legend(painter, fields)

    def _paint_legend(self, painter: QPainter, fields: list[str]) -> None:
        """The title, then each field's ring with its letter, its name and payout."""
        size = SWISS_JACK_LEGEND_SIZE
        line = art.line_height(size, True) + 6
        x, y = SWISS_JACK_LEGEND_AT.x(), SWISS_JACK_LEGEND_AT.y()
        painter.setFont(art.font(size, bold=True))
        painter.setPen(art.GOLD)
        painter.drawText(QRectF(x, y, 330, line), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         str(self.labels.get(sb.SWISS_JACK, "")))
        r = size * 0.68
        for index, field in enumerate(fields, start=1):
            label = self.labels.get(field)
            text = str(label[0]) if isinstance(label, tuple) else ""
            colour = SWISS_JACK_COLOURS[field]
            centre = QPointF(x + r + 1, y + line * index + line / 2)
            painter.setPen(QPen(colour, 2.0))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawEllipse(centre, r, r)
            painter.setFont(art.font(size * 0.6, bold=True))
            painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self._letters(field))
            painter.setFont(art.font(size, bold=True))
            painter.drawText(QRectF(x + 2 * r + 10, y + line * index, 330, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
