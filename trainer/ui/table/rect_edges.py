"""Rects as plain floats for the hands' layout search, which tests hundreds of rect pairs
for every size of hand it tries: a QRectF method call crosses the Python binding each
time, and those calls were most of a crowded table's layout.

A rect is kept as Qt keeps it, ``(x, y, w, h)``; placed at an offset it becomes its edges
``(left, right, top, bottom)``, worked out with Qt's own operations in Qt's order (the
offset added to x, then the width to that), so that :func:`edges_meet` answers exactly
what ``QRectF.translated(...).intersects(...)`` answers, to the last bit: the layout must
not move by a rounding."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRectF

Rect = tuple[float, float, float, float]  # x, y, w, h
Edges = tuple[float, float, float, float]  # left, right, top, bottom

#: how far a hull's edges are pushed out: the hull of placed rects is worked out before
#: they are placed, which can round an edge by a fraction of a unit in the last place.
HULL_SLACK = 1e-6


def rects_of(rects: Iterable[QRectF]) -> tuple[Rect, ...]:
    return tuple(rect.getRect() for rect in rects)  # type: ignore[misc]  # getRect() gives (x, y, w, h): PySide6's stub says object


def placed_edges(rects: Sequence[Rect], dx: float, dy: float) -> list[Edges]:
    """The rects moved by (dx, dy), as QRectF.translated then QRectF.intersects see them;
    null ones (nothing to meet) left out."""
    out = []
    for x, y, w, h in rects:
        left = right = x + dx
        if w < 0:
            left += w
        else:
            right += w
        top = bottom = y + dy
        if h < 0:
            top += h
        else:
            bottom += h
        if left != right and top != bottom:
            out.append((left, right, top, bottom))
    return out


def edges_meet(first: Sequence[Edges], second: Sequence[Edges]) -> bool:
    """Whether any rect of ``first`` overlaps any of ``second`` (QRectF.intersects: a
    shared edge is not an overlap)."""
    for left, right, top, bottom in first:
        for left2, right2, top2, bottom2 in second:
            if left < right2 and left2 < right and top < bottom2 and top2 < bottom:
                return True
    return False


def placed_meet(rects: Sequence[Rect], dx: float, dy: float, others: Sequence[Edges]) -> bool:
    """``edges_meet(placed_edges(rects, dx, dy), others)`` without the list in between
    (the layout's inner test): the same edges, worked out the same way."""
    for x, y, w, h in rects:
        left = right = x + dx
        if w < 0:
            left += w
        else:
            right += w
        top = bottom = y + dy
        if h < 0:
            top += h
        else:
            bottom += h
        if left == right or top == bottom:
            continue
        for left2, right2, top2, bottom2 in others:
            if left < right2 and left2 < right and top < bottom2 and top2 < bottom:
                return True
    return False


def qt_hull(rects: Sequence[Rect], dx: float, dy: float) -> Rect:
    """What QRectF.united over the rects moved by (dx, dy) gives, one after another from a
    null rect (the layout search's own test compares against that very hull)."""
    hx = hy = hw = hh = 0.0
    for x, y, w, h in rects:
        x += dx
        y += dy
        if hw == 0 and hh == 0:  # the hull so far is null: united gives the rect itself
            hx, hy, hw, hh = x, y, w, h
            continue
        if w == 0 and h == 0:
            continue
        left, right = _united_span(hx, hw, x, w)
        top, bottom = _united_span(hy, hh, y, h)
        hx, hy, hw, hh = left, top, right - left, bottom - top
    return hx, hy, hw, hh


def _united_span(start: float, size: float, other_start: float, other_size: float) -> tuple[float, float]:
    """Along one axis, the low and high edge of QRectF.united of a span and another (either
    may have a negative size), with Qt's operations in Qt's order."""
    low = high = start
    if size < 0:
        low += size
    else:
        high += size
    if other_size < 0:
        low = low if low < other_start + other_size else other_start + other_size
        high = other_start if high < other_start else high
    else:
        low = low if low < other_start else other_start
        high = other_start + other_size if high < other_start + other_size else high
    return low, high


def hull_box(rects: Sequence[Rect]) -> Edges:
    """Edges around every rect of a group, before it is placed (see :func:`hull_apart`)."""
    lefts, rights, tops, bottoms = [], [], [], []
    for x, y, w, h in rects:
        lefts.append(min(x, x + w))
        rights.append(max(x, x + w))
        tops.append(min(y, y + h))
        bottoms.append(max(y, y + h))
    if not rects:
        return (0.0, 0.0, 0.0, 0.0)
    return (min(lefts) - HULL_SLACK, max(rights) + HULL_SLACK, min(tops) - HULL_SLACK, max(bottoms) + HULL_SLACK)


def hull_apart(first: Edges, dx1: float, dy1: float, second: Edges, dx2: float, dy2: float) -> bool:
    """Whether two groups placed at (dx1, dy1) and (dx2, dy2) surely do not meet: their
    hulls (:func:`hull_box`, a little wider than any rounding) lie apart. False says
    nothing: the rects themselves must be tested."""
    return (first[1] + dx1 <= second[0] + dx2 or second[1] + dx2 <= first[0] + dx1
            or first[3] + dy1 <= second[2] + dy2 or second[3] + dy2 <= first[2] + dy1)
