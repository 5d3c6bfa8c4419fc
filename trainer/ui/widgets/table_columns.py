"""Column widths for a table that must fit its box in every language.

Qt's own modes fail a narrow table with a long language: with every other column sized to
its contents, the one *Stretch* column gets what is left, which in German is a sliver
("ena" of "Szenario"). :class:`ColumnFitter` shares the width out itself, on every resize
and after every refill: the number columns get their contents' width, the main text
column at least a fair share, and the columns named *shrinkable* give up width (their
text elided, the full text in the item's tooltip) before the main one does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget

#: the share of the table's width the main column keeps, at least (when its texts need it).
MAIN_SHARE = 0.28
#: with ``least_share``: the main column gives up its share down to this much when the
#: other columns then read whole (a house or a mode cut to "Casin…", "trai…" says less
#: than a title with a few letters fewer).
LEAST_SHARE = 0.14
#: the narrowest a shrinkable column gets: a few letters and the ellipsis.
SHRUNK_WIDTH = 48


class ColumnFitter(QObject):
    """Keeps ``table``'s columns fitted; ``main`` gets the room, ``shrinkable`` give way.

    Args:
        table: the table (its columns become *Interactive*: the fitter sets the widths).
        main: the column that takes the spare width and keeps :data:`MAIN_SHARE`.
        shrinkable: columns that may be narrower than their contents (elided, header
            too), down to :data:`SHRUNK_WIDTH`.
        share: the share of the width the main column keeps when its texts need it.
        least_share: if given, the main column keeps only this share when that lets every
            other column show its texts whole.
    """

    def __init__(self, table: QTableWidget, main: int, shrinkable: Sequence[int] = (), share: float = MAIN_SHARE,
                 least_share: float | None = None) -> None:
        super().__init__(table)
        self.share = share
        self.least_share = least_share
        self.table = table
        self.main = main
        self.shrinkable = tuple(shrinkable)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        table.horizontalHeader().setStretchLastSection(False)
        table.setWordWrap(False)  # a narrowed column elides its text on one line ("Casino Co…")
        table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def widths(self, available: int) -> list[int]:
        """The column widths for a viewport ``available`` pixels wide."""
        table, header = self.table, self.table.horizontalHeader()
        count = table.columnCount()
        header_widths = [header.sectionSizeFromContents(column).width() for column in range(count)]
        content_widths = [table.sizeHintForColumn(column) for column in range(count)]
        least = header.minimumSectionSize()  # the header never draws a section narrower
        wanted = [max(header_widths[column], content_widths[column], least) for column in range(count)]
        main_floor = max(header_widths[self.main], min(wanted[self.main], int(available * self.share)))
        others = [column for column in range(count) if column != self.main]
        left_over = available - sum(wanted[column] for column in others)
        if self.least_share is not None and left_over >= max(header_widths[self.main], int(available * self.least_share)):
            main_floor = min(main_floor, left_over)  # every other column whole, the main one the rest
        widths = list(wanted)
        # first the shrinkable columns give way (their texts elided), then the other
        # columns down to their contents (a long header such as "Handlungen" over
        # two-digit numbers is elided; its tooltip says it in full)
        floor: Callable[[int], int]  # how narrow a column of the ones giving way may get
        for giving, floor in (
            (self.shrinkable, lambda column: max(least, min(header_widths[column], SHRUNK_WIDTH))),
            ([c for c in others if c not in self.shrinkable], lambda column: max(least, content_widths[column], SHRUNK_WIDTH // 2)),
        ):
            excess = sum(widths[column] for column in others) + main_floor - available
            if excess <= 0:
                break
            room = {column: max(0, widths[column] - floor(column)) for column in giving}
            total_room = sum(room.values())
            if total_room == 0:
                continue
            give = min(excess, total_room)
            for column, spare in room.items():
                widths[column] -= -(-give * spare // total_room)  # rounded up: never a pixel over
        widths[self.main] = max(main_floor, available - sum(widths[column] for column in others))
        return widths

    def fit(self) -> None:
        available = self.table.viewport().width()
        if available <= 1:
            return
        for column in range(self.table.columnCount()):
            item = self.table.horizontalHeaderItem(column)
            if item is not None and not item.toolTip():
                item.setToolTip(item.text())  # the whole header, when its column is narrowed
        for column, width in enumerate(self.widths(available)):
            self.table.horizontalHeader().resizeSection(column, width)
