"""Laying a paper out on its pages: lines that break between words only, no heading left
at a page's foot, no table row cut by a page break (and no page that holds only a
table's repeated header). Shared by the trainee's report, the class report and a pack's
printed result."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor, QTextDocument, QTextFormat, QTextOption, QTextTable


def whole_words(document: QTextDocument) -> None:
    """Lines break between words only, never inside one: a table column then grows to
    its longest word ("Restaurantcasino") instead of cutting it ("Restaurantcasi|no").
    Qt's default breaks anywhere once a word is wider than its column."""
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)


def headings_at_page_foot(document: QTextDocument, bottom_share: float = 0.12) -> list[str]:
    """The headings that sit in the last ``bottom_share`` of a page, cut off from their content."""
    page_height = document.pageSize().height()
    layout = document.documentLayout()
    found = []
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            if layout.blockBoundingRect(block).top() % page_height > page_height * (1 - bottom_share):
                found.append(block.text())
        block = block.next()
    return found


def _rows_across_pages(document: QTextDocument) -> list[tuple[QTextTable, int]]:
    """The table rows that start on one page and end on the next."""
    layout = document.documentLayout()
    page_height = document.pageSize().height()
    found = []
    for frame in document.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        for row in range(frame.rows()):
            cells = [frame.cellAt(row, column) for column in range(frame.columns())]
            top = min(layout.blockBoundingRect(cell.firstCursorPosition().block()).top() for cell in cells)
            bottom = max(layout.blockBoundingRect(cell.lastCursorPosition().block()).bottom() for cell in cells)
            if int(top // page_height) != int((bottom - 1) // page_height):
                found.append((frame, row))
    return found


def keep_rows_together(document: QTextDocument, limit: int = 200) -> None:
    """Move each table row that a page break would cut to the next page, one at a time
    (each move shifts everything after it).

    The break goes after the row above (a page break after each of its cells' last
    blocks), not before the cut row: Qt repeats a table's header at the top of the next
    page and would then honour a break *before* the row a second time, leaving a page
    that holds only the header. A cut first row moves the whole table, header and all,
    by a break after the block before the table."""
    after = QTextFormat.PageBreakFlag.PageBreak_AlwaysAfter
    for _ in range(limit):
        crossing = _rows_across_pages(document)
        if not crossing:
            return
        table, row = crossing[0]
        header_rows = table.format().headerRowCount()
        if row <= header_rows:  # the header or the first row under it: the table moves whole
            cursors = [QTextCursor(table.firstCursorPosition().block().previous())]
        else:
            cursors = [table.cellAt(row - 1, column).lastCursorPosition() for column in range(table.columns())]
        for cursor in cursors:
            block = cursor.blockFormat()
            if block.pageBreakPolicy() & after:
                return  # a row taller than a page, or a table that starts a page: nothing more to do
            block.setPageBreakPolicy(after)
            cursor.setBlockFormat(block)
