"""The main window as its parts see it.

The window is put together by parts that set their widgets on it and call it back: the
first frame (:mod:`trainer.ui.window_shell`), the bars and menus
(:mod:`trainer.ui.window_bars`, :mod:`trainer.ui.language_menu`), the session's life cycle,
the keys, the round flows, the guide, the progress. :class:`TableWindow` names what they
share: the widgets and the state as attributes, the window's own methods (defined by
:class:`trainer.ui.main_window.MainWindow`, which derives from it) as declarations the
type checker alone reads. A part names the window by this class, so the window imports
its parts and never the reverse; what a part is to the others is a small Protocol here
where naming its class would run back to the part (:class:`RoundKeys`, :class:`ProgressBook`).
At run time the class adds only the window's three signals to a QMainWindow.

:func:`built` reads what is None only before the code that reads it can run (the built
table, the dealt round, the opened progress database), and says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import (
        QCheckBox,
        QComboBox,
        QGraphicsItem,
        QGraphicsScene,
        QHBoxLayout,
        QInputDialog,
        QLabel,
        QMenu,
        QMessageBox,
        QToolBar,
        QVBoxLayout,
        QWidget,
    )

    from trainer.core.game.rules import HouseRules
    from trainer.core.practice.session import Session
    from trainer.core.procedure.actions import Action, Mistake
    from trainer.core.procedure.machine import Round
    from trainer.core.procedure.view import RoundView
    from trainer.progress.recording import ProgressRecorder
    from trainer.store import Store
    from trainer.ui.action_bar import QtActionBar
    from trainer.ui.dialogs.pack_browser import QtPackBrowser
    from trainer.ui.focus_picker import QtFocusPicker
    from trainer.ui.pages.history_view import QtHistoryView
    from trainer.ui.side_panel import QtSidePanel
    from trainer.ui.tab_set import QtTabSet, WindowPages
    from trainer.ui.table.table_scene import QtTableScene
    from trainer.ui.table.table_view import QtTableView
    from trainer.ui.widgets.elided_label import QtElidedLabel

T = TypeVar("T")


class RoundKeys(Protocol):
    """What the session's life cycle asks of the window's keys (trainer.ui.table_keys)."""

    def reset(self) -> None: ...


class ProgressBook(Protocol):
    """What the round flows ask of the window's progress (trainer.ui.trainee_progress)."""

    store: Store | None
    recorder: ProgressRecorder | None
    history: QtHistoryView | None

    @property
    def trainee_name(self) -> str: ...
    def ensure_open(self) -> bool: ...
    def _guard(self, write: Callable[[], object]) -> bool: ...


class TableWindow(QMainWindow):
    """The main window's attributes and methods that its parts use; see the module's docstring."""

    #: a session was set up (its first round follows); the round flows (spot the error,
    #: pack result, saving to a pack: trainer.ui.round_flows) listen to these three.
    session_started = Signal(object)
    #: a round was dealt: (round, plan or None).
    round_started = Signal(object, object)
    #: a round reached its end: its RoundSummary.
    round_ended = Signal(object)

    # --- the first frame (trainer.ui.window_shell) ---
    #: the bare felt's scene until the table is built (then None).
    first_frame: QGraphicsScene | None
    view: QtTableView
    action_bar: QtActionBar
    #: the side panel (on the first frame, the empty place it takes: see finish_build).
    panel: QtSidePanel
    table_column: QVBoxLayout
    table_row: QHBoxLayout
    table_page: QWidget
    tabs: QtTabSet
    # --- the toolbar, the menus and the status bar (trainer.ui.window_bars and the menus' modules) ---
    toolbar: QToolBar
    house_label: QLabel
    house_combo: QComboBox
    browse_action: QAction
    new_round_action: QAction
    exam_box: QCheckBox
    focus_picker: QtFocusPicker
    help_action: QAction
    session_menu: QMenu
    quit_action: QAction
    help_menu: QMenu
    guide_action: QAction
    database_action: QAction
    database_dialog: QInputDialog
    language_menu: QMenu
    language_actions: dict[str, QAction]
    language_offer: QMessageBox
    speed_action: QAction
    daily_action: QAction
    challenge_entries: QMenu
    key_line: QtElidedLabel
    status_prompt: str
    # --- the built window (MainWindow.finish_build) and what its parts keep on it ---
    first_run_guide: bool
    animation_ms: int
    selected_bet: str | None
    #: the table (None on the first frame: :func:`built` is a part's way to read it).
    scene: QtTableScene | None
    keys: RoundKeys
    progress: ProgressBook | None
    pages: WindowPages
    #: listeners called with (session, pack) when a session starts (the recorder).
    session_did_start: list[Callable[[Session, Any], None]]
    #: the guided round's strip (trainer.ui.table.guide), while it is open.
    guide: QWidget | None
    #: a mistake's order arrows on the table (trainer.ui.table.why_overlay), while they show.
    why_arrows: QGraphicsItem | None
    browser: QtPackBrowser
    exam_question: QMessageBox

    if TYPE_CHECKING:  # MainWindow defines these
        @property
        def session(self) -> Session | None: ...
        @property
        def pack(self) -> Any | None: ...
        @property
        def round(self) -> Round | None: ...
        @property
        def round_view(self) -> RoundView | None: ...
        @property
        def rules(self) -> HouseRules: ...
        def start_session(self, rules: HouseRules, **how: Any) -> None: ...
        def set_house(self, house: str) -> None: ...
        def set_exam(self, exam: bool) -> None: ...
        def choose_pack(self) -> QtPackBrowser | None: ...
        def restart_round(self) -> None: ...
        def next_round(self) -> None: ...
        def fill_house_combo(self, current: HouseRules, every_house: bool = False) -> None: ...
        def rebuild_scene(self, rules: HouseRules) -> None: ...
        def show_view(self, view: RoundView, last: Action | None, new_round: bool = False) -> None: ...
        def refresh(self, last: Action | None) -> None: ...
        def perform(self, action: str | Action) -> Mistake | None: ...
        def deal_to(self, target: str) -> Mistake | None: ...
        def select_bet(self, bet_id: str | None) -> None: ...
        def pay_selected(self) -> Mistake | None: ...
        def settle_selected(self, verb: str) -> Mistake | None: ...
        def answer_request(self, answer: str) -> Mistake | None: ...
        def toggle_insurance(self) -> Mistake | None: ...
        def press(self, name: str, key: str) -> Mistake | None: ...
        def open_guide(self, restart: bool = True) -> QWidget: ...
        def add_tab(self, widget: QWidget, title: str) -> int: ...
        def _show_key_line(self, page: QWidget | None = None) -> None: ...


def built(part: T | None) -> T:
    """``part``, which is there by the time this runs: what :meth:`MainWindow.finish_build`
    makes (None on the first frame, whose commands wait for the build:
    trainer.ui.staged_start), the round, its view and its session once dealt, the progress
    database once ensure_open() opened it. None here is a bug, raised, not passed on."""
    if part is None:
        raise RuntimeError("read before the window built, dealt or opened it")
    return part
