"""Antialiased shapes the table redraws often (a hand's total pill and glow, a bet's
selection ring, a result tag) are drawn once per look and device size into a picture,
then blitted. A rounded rect or an ellipse with a wide antialiased pen costs 0.1-0.2 ms
on a software-rendered screen, and a deal or a payment redraws several of them; a blit
costs a few microseconds.

The picture lands on a whole device pixel (at most half a pixel from where the vectors
would lie, so never blurred). A rotated or mirrored painter, a printer or a PDF gets the
vectors, as it would without this module."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QWidget

#: a shape's drawing: (painter, rect, *args); a module-level function, so it can key a cache.
Draw = Callable[..., None]


def takes_pictures(painter: QPainter) -> bool:
    """Whether ``painter`` can be given a picture: a screen or an image, through a transform
    that scales at most (a rotated or mirrored painter, a printer or a PDF needs vectors)."""
    transform = painter.worldTransform()
    return (transform.type().value <= QTransform.TransformationType.TxScale.value and transform.m11() > 0
            and transform.m22() > 0 and isinstance(painter.device(), (QImage, QPixmap, QWidget)))


def blit_on_pixel(painter: QPainter, point: QPointF, pixmap: QPixmap, pad: int) -> None:
    """Blit ``pixmap`` so that its pixel (pad, pad) lands on the device pixel nearest to
    ``point`` (in the painter's coordinates): never between pixels, so never blurred."""
    ratio = painter.device().devicePixelRatioF()
    corner = painter.worldTransform().map(point) * ratio
    painter.save()
    painter.resetTransform()
    painter.scale(1 / ratio, 1 / ratio)
    painter.drawPixmap(round(corner.x()) - pad, round(corner.y()) - pad, pixmap)
    painter.restore()


def paint_pictured(painter: QPainter, rect: QRectF, margin: float, draw: Draw, *args: Hashable) -> None:
    """What ``draw(painter, rect, *args)`` paints, from a picture where the painter allows.
    ``margin``: how far beyond ``rect`` the drawing reaches (half its pen, at least);
    ``args`` must be hashable and, with the rect's size, decide the whole look."""
    if not takes_pictures(painter):
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)  # as the pictures are drawn
        draw(painter, rect, *args)
        painter.restore()
        return
    transform = painter.worldTransform()
    ratio = painter.device().devicePixelRatioF()
    scale_x, scale_y = round(transform.m11() * ratio, 4), round(transform.m22() * ratio, 4)
    pad = math.ceil(margin * max(scale_x, scale_y)) + 1
    pixmap = _picture(draw, args, round(rect.width(), 3), round(rect.height(), 3), scale_x, scale_y, pad)
    blit_on_pixel(painter, rect.topLeft(), pixmap, pad)


@lru_cache(maxsize=512)
def _picture(draw: Draw, args: tuple[Hashable, ...], width: float, height: float, scale_x: float, scale_y: float,
             pad: int) -> QPixmap:
    image = QImage(math.ceil(width * scale_x) + 2 * pad, math.ceil(height * scale_y) + 2 * pad,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.translate(pad, pad)
    painter.scale(scale_x, scale_y)
    draw(painter, QRectF(0, 0, width, height), *args)
    painter.end()
    return QPixmap.fromImage(image)
