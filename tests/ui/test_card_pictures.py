"""Cards on screen are blitted from pictures made once per card and device size; the
pictures must look like the cards drawn as vectors, and where a picture cannot serve
(a turned painter, a printer) the vectors are drawn."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from trainer.core.game.cards import Card
from trainer.ui.table import art


def _canvas() -> QImage:
    image = QImage(220, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#0b6b3a"))
    return image


def _paint(draw, *, rotate: float = 0.0, scale: float = 1.0) -> QImage:
    image = _canvas()
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(110, 130)
    painter.rotate(rotate)
    painter.scale(scale, scale)
    draw(painter, QRectF(-50.3, -70.2, art.CARD_W, art.CARD_H))
    painter.end()
    return image


def _difference(first: QImage, second: QImage) -> tuple[float, int]:
    """Mean and largest difference of the colour channels, over every pixel."""
    total, largest, count = 0, 0, 0
    for y in range(first.height()):
        for x in range(first.width()):
            a, b = first.pixelColor(x, y), second.pixelColor(x, y)
            for one, two in ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())):
                total += abs(one - two)
                largest = max(largest, abs(one - two))
                count += 1
    return total / count, largest


def test_a_blitted_card_looks_like_the_card_drawn_in_vectors(qapp):
    for code in ("Ah", "Td", "Kc", "7s"):
        card = Card.parse(code)
        for scale in (1.0, 0.68, 0.45):
            vector = _paint(lambda p, r: (art.draw_card_shadow(p, r), art.draw_card(p, r, card)), scale=scale)
            blitted = _paint(lambda p, r: art.paint_card(p, r, card, shadow=True), scale=scale)
            mean, _ = _difference(vector, blitted)
            # the picture lies on whole pixels (at most half a pixel off): edges differ, the card does not
            assert mean < 2.5, (code, scale, mean)
    back_vector = _paint(art.draw_card_back)
    back_blitted = _paint(art.paint_card_back)
    assert _difference(back_vector, back_blitted)[0] < 2.5


def test_a_turned_painter_gets_the_vectors_themselves(qapp):
    card = Card.parse("Qh")
    vector = _paint(lambda p, r: art.draw_card(p, r, card), rotate=30)
    painted = _paint(lambda p, r: art.paint_card(p, r, card), rotate=30)
    assert painted == vector


def test_each_device_size_has_its_own_picture(qapp):
    face = (Card.parse("9s").rank, Card.parse("9s").suit)
    small, large = art.card_pixmap(face, 40, 56), art.card_pixmap(face, 80, 112)
    assert (small.width(), small.height()) == (42, 58)  # a pixel more each way: the antialiased edge
    assert (large.width(), large.height()) == (82, 114)
    assert art.card_pixmap(face, 40, 56) is small  # made once, then blitted
    shadowed = art.card_pixmap(face, 40, 56, 0.68)
    assert shadowed.width() > small.width() and shadowed.height() > small.height()
    picture = shadowed.toImage()
    assert picture.pixelColor(20, 28).alpha() == 255  # the card itself is opaque
    beside = picture.pixelColor(42, 28)  # right of the card: its see-through shadow
    assert 0 < beside.alpha() < 255 and beside.red() == beside.green() == beside.blue() == 0
