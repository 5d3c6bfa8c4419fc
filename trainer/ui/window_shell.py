"""The window's first frame, before the house rules, the session and the side panel are
loaded (``trainer gui``): the felt without its boxes, and the side panel's place kept
empty, so nothing moves when the finished table takes over one event-loop turn later.

Only Qt and the bare felt (trainer.ui.table.felt_art) are imported here; the house's boxes,
words, chips and the card art come with the finished table (:meth:`trainer.ui.main_window.MainWindow.finish_build`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtWidgets import QGraphicsScene, QSizePolicy, QWidget

from trainer.ui.table.felt_art import FeltShape, QtBareFeltItem
from trainer.ui.window_sizes import PANEL_WIDTH

if TYPE_CHECKING:
    from trainer.ui.side_panel import QtSidePanel
    from trainer.ui.window_parts import TableWindow


def first_frame_scene() -> QGraphicsScene:
    """The bare felt (rail, cloth, the printed arcs and the dealer's card place) on a
    scene of the table's size: what the table shows until its house is built. Drawn once
    into the felt's device cache."""
    shape = FeltShape()
    scene = QGraphicsScene()
    scene.setSceneRect(shape.scene_rect)
    scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
    scene.addItem(QtBareFeltItem(shape))
    return scene


def panel_place() -> QWidget:
    """The side panel's room, empty until the panel is built."""
    place = QWidget()
    place.setObjectName("panelPlace")
    place.setFixedWidth(PANEL_WIDTH)
    place.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
    return place


def build_first_frame(window: TableWindow) -> None:
    """The window's table page as its first frame shows it: the table view on the bare
    felt, the dealer's buttons under it, the side panel's place beside it, in the tabs.
    Sets ``window.view``, ``action_bar``, ``panel`` (the place), ``table_column`` (where
    the guided round's strip goes), ``table_row``, ``tabs``, ``table_page`` and
    ``first_frame`` (the felt's scene: the view does not own it)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout

    from trainer.ui.action_bar import QtActionBar
    from trainer.ui.tab_set import QtTabSet
    from trainer.ui.table.table_view import QtTableView

    window.first_frame = first_frame_scene()
    window.view = QtTableView(window.first_frame)
    window.action_bar = QtActionBar()
    opening = window.action_bar.buttons["no_more_bets"]  # as a round opens: nothing greys out when it is dealt
    for button in window.action_bar.buttons.values():
        button.setEnabled(button is opening)
    # the side panel takes its place once it is built (MainWindow.finish_build swaps them)
    window.panel = cast("QtSidePanel", panel_place())
    table_page = QWidget()
    row = QHBoxLayout(table_page)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(0)
    column = QVBoxLayout()
    column.setSpacing(0)
    column.addWidget(window.view, 1)
    column.addWidget(window.action_bar)
    row.addLayout(column, 1)
    row.addWidget(window.panel)
    window.table_column, window.table_row, window.table_page = column, row, table_page
    window.tabs = QtTabSet()
    window.tabs.add_tab(table_page, lambda: QCoreApplication.translate("MainWindow", "Table"))
    window.setCentralWidget(window.tabs)
