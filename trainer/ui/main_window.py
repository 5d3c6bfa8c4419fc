"""The main window: the table, the dealer's buttons and keys, the side panel, and tabs.

Every dealer action, by mouse or key, becomes an action text passed to
:meth:`MainWindow.perform`, which goes through the session to the round's ``attempt()``;
the window never changes the table itself.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from trainer.core.actions import Action, Mistake
from trainer.core.amounts import decimal_mark
from trainer.core.cards import ShoeEmpty
from trainer.core.payouts import AmountError, format_amount
from trainer.core.rules import DEFAULT_HOUSE, HitOrder, HouseRules, house_names, load_house
from trainer.core.time_limit import seconds_left_to_warn
from trainer.core.table import DEALER
from trainer.core.view import RoundView, box_of
from trainer.core.vocabulary import Phase, Verb
from trainer.ui import plurals, texts
from trainer.ui.elided_label import QtElidedLabel
from trainer.ui.side_panel import QtActionBar, QtSidePanel, format_seconds
from trainer.ui.table_scene import CARD, QtTableScene
from trainer.ui.table_view import QtTableView
from trainer.window_sizes import MIN_WINDOW

if TYPE_CHECKING:  # the session (and jsonschema, transitions) load with the first round
    from trainer.core.actions import Record
    from trainer.core.procedure import Round
    from trainer.core.session import RoundPlan, RoundSummary, Session
    from trainer.store import Store
    from trainer.ui.pack_browser import QtPackBrowser
    from trainer.ui.progress import QtProgress

#: states in which a box, by its digit or a click on its cards, takes a card: from no more
#: bets until the boxes are done, whether or not a card is due (a card dealt before the
#: insurance is closed or a Black Jack is paid is a mistake the core names). Afterwards
#: the box's digit or cards select its bet. Keys and clicks share this one meaning.
_DEALING_STATES = frozenset({Phase.FIRST_DEAL, Phase.INSURANCE_OFFER, Phase.INSURANCE_WINDOW,
                              Phase.BLACKJACK_PAYOUTS, Phase.PLAY})
#: phases before the bets close and after the round ends: no card, no end of round.
_IDLE_PHASES = frozenset({Phase.BETTING, Phase.DONE})


# the keys, their help and the key line: one table (trainer.ui.key_table)
from trainer.ui.key_table import command_for, key_help_html, key_help_line  # noqa: E402,F401


class MainWindow(QMainWindow):
    """The dealer's table window.

    Args:
        house: a house id (default: the default house); ignored when ``pack`` is given.
        pack: a loaded scenario pack (``trainer.core.packs.Pack``); None: free play.
        plans: explicit rounds to deal (tests, a single scenario); overrides ``pack``.
        exam: start in exam mode.
        seed: first random round's seed in free play.
        animation_ms: card and chip animations (0: none, for tests and screenshots).
        load_shipped_packs: look up the shipped packs for the browser.
        store: the progress database, or a function that opens it when the first round
            is dealt (None: nothing is recorded, no History tab).
        trainee: whose progress is recorded (default: whoever trained last, else the
            login name).
        first_run_guide: on the user's very first start, open the guided round
            (trainer.ui.guide) on the first round dealt.
    """

    #: a session was set up (its first round follows); the round flows (spot the error,
    #: pack result, saving to a pack: trainer.ui.round_flows) listen to these three.
    session_started = Signal(object)
    #: a round was dealt: (round, plan or None).
    round_started = Signal(object, object)
    #: a round reached its end: its RoundSummary.
    round_ended = Signal(object)

    def __init__(
        self,
        house: str | HouseRules | None = None,
        pack: Any | None = None,
        *,
        plans: list[RoundPlan] | None = None,
        exam: bool = False,
        seed: int = 0,
        animation_ms: int = 200,
        load_shipped_packs: bool = True,
        defer_start: bool = False,
        store: Store | Callable[[], Store] | None = None,
        trainee: str | None = None,
        first_run_guide: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._first_run_guide = first_run_guide
        self.guide = None  # the guided round's strip (trainer.ui.guide), while it is open
        plurals.install()  # "1 mistake", "2 mistakes" from the %n texts
        self.animation_ms = animation_ms
        self.seed = seed
        self.session: Session | None = None
        self.pack: Any | None = None
        self.packs: list[Any] = []
        self.pack_errors: list[str] = []
        self._packs_loaded = False
        self._load_shipped_packs = load_shipped_packs
        self.selected_bet: str | None = None
        self._digits = ""
        self._pending_box: int | None = None
        self._last_mistake: Mistake | None = None
        self._pending_start: Callable[[], None] | None = None
        #: seconds a half-typed box number waits for its second digit.
        self.digit_timeout_ms = 900
        self.resize(1440, 900)
        self.setMinimumSize(*MIN_WINDOW)

        rules = house if isinstance(house, HouseRules) else load_house(house or DEFAULT_HOUSE)
        self.scene = QtTableScene(rules, animation_ms)
        self.view = QtTableView(self.scene)
        self.view.key_handler = self.handle_key
        self.view.help.set_html(key_help_html())
        self.action_bar = QtActionBar()
        self.panel = QtSidePanel()

        table_page = QWidget()
        table_layout = QHBoxLayout(table_page)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        left = QVBoxLayout()
        left.setSpacing(0)
        left.addWidget(self.view, 1)
        left.addWidget(self.action_bar)
        self.table_column = left  # the guided round's strip goes on top of it
        table_layout.addLayout(left, 1)
        table_layout.addWidget(self.panel)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self._lazy_tabs: dict[QWidget, Callable[[], QWidget]] = {}
        self.tabs.currentChanged.connect(self._tab_changed)
        self.tabs.addTab(table_page, self.tr("Table"))
        self.table_page = table_page
        self.setCentralWidget(self.tabs)

        self._build_toolbar()
        self._build_menus()
        from trainer.ui.round_flows import QtRoundFlows

        self.flows = QtRoundFlows(self)
        #: listeners called with (session, pack) when a session starts (the recorder).
        self.session_did_start: list[Callable[[Session, Any], None]] = []
        self.progress: QtProgress | None = None
        self._round_view: RoundView | None = None
        if store is not None:
            from trainer.ui import progress  # with the store comes sqlite3 and the recorder

            self.progress = progress.QtProgress(self, store, trainee)
            self.progress.trainee_did_change.connect(self.restart_round)
            self.progress.add_to(self.toolbar)
        self.key_line = QtElidedLabel(key_help_line())
        self.key_line.setStyleSheet("color: #444; padding: 0 6px;")
        self.statusBar().addPermanentWidget(self.key_line, 1)
        # a message (a mistake's rule, "Not paid: ...") takes the key line's place while
        # it shows: side by side, the key line squeezed it out of sight
        self.statusBar().messageChanged.connect(lambda _text: self._show_key_line())

        bar = self.action_bar.buttons
        bar["no_more_bets"].clicked.connect(lambda: self.perform("no_more_bets"))
        bar["offer_insurance"].clicked.connect(lambda: self.perform("offer_insurance"))
        bar["close_insurance"].clicked.connect(lambda: self.perform("close_insurance"))
        bar["double"].clicked.connect(lambda: self.answer_request("double"))
        bar["split"].clicked.connect(lambda: self.answer_request("split"))
        bar["refuse"].clicked.connect(lambda: self.answer_request("refuse"))
        bar["deal_dealer"].clicked.connect(lambda: self.deal_to(DEALER))
        bar["end_round"].clicked.connect(lambda: self.perform("end_round"))
        self.panel.pay_requested.connect(self.pay_selected)
        self.panel.collect_requested.connect(lambda: self.settle_selected("collect"))
        self.panel.push_requested.connect(lambda: self.settle_selected("push"))
        self.panel.next_round_requested.connect(self.next_round)
        self._connect_scene()

        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self._tick)
        self.clock.start()
        self._digit_timer = QTimer(self)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.timeout.connect(self._commit_digits)

        self._add_optional_tabs(rules)
        self._fill_house_combo(rules)
        self.exam_box.setChecked(exam)
        self.panel.set_exam(exam)
        if defer_start:
            # paint the table first; the houses' names, the pack and the round follow
            # right after the first frame (or after half a second without one)
            self._pending_start = lambda: self._first_session(rules, pack, plans, exam)
            self.view.viewport().installEventFilter(self)
            QTimer.singleShot(500, self._run_pending_start)
        else:
            self._first_session(rules, pack, plans, exam)
        self.view.setFocus()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and watched is self.view.viewport() and self._pending_start:
            self.view.viewport().removeEventFilter(self)
            QTimer.singleShot(0, self._run_pending_start)
        return super().eventFilter(watched, event)

    def _run_pending_start(self) -> None:
        start, self._pending_start = self._pending_start, None
        if start is not None:
            start()

    def _first_session(self, rules: HouseRules, pack: Any, plans: list[RoundPlan] | None, exam: bool) -> None:
        from trainer.core.session import pack_house

        if callable(pack):
            try:
                pack = pack()
            except Exception as error:  # no default pack: free play, and say why
                self.statusBar().showMessage(self.tr("No pack loaded: %1").replace("%1", str(error)), 8000)
                pack = None
        if self.house_combo.count() < 2:
            self._fill_house_combo(rules, every_house=True)
        if plans is not None:
            self.start_session(rules, plans=plans, exam=exam)
        elif pack is not None:
            self.start_session(pack_house(pack), pack=pack, exam=exam)
        else:
            self.start_session(rules, exam=exam)
        if self._first_run_guide:
            from trainer.ui.guide import show_on_first_run

            show_on_first_run(self)

    # --- building ---------------------------------------------------------------------------------
    def _build_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Session"))
        toolbar.setObjectName("sessionToolbar")
        toolbar.setMovable(False)
        toolbar.addWidget(QLabel(" " + self.tr("House:") + " "))
        self.house_combo = QComboBox()
        # as wide as the longest house name: "Dutch casino (Holland style)" is not cut
        self.house_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.house_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.house_combo.activated.connect(lambda index: self.set_house(self.house_combo.itemData(index)))
        toolbar.addWidget(self.house_combo)
        toolbar.addSeparator()
        self.browse_action = QAction(self.tr("Packs…"), self)
        self.browse_action.setShortcut(QKeySequence("Ctrl+O"))
        self.browse_action.triggered.connect(self.choose_pack)
        toolbar.addAction(self.browse_action)
        self.new_round_action = QAction(self.tr("Restart round"), self)
        self.new_round_action.setShortcut(QKeySequence("Ctrl+R"))
        self.new_round_action.triggered.connect(self.restart_round)
        toolbar.addAction(self.new_round_action)
        toolbar.addSeparator()
        self.exam_box = QCheckBox(self.tr("Exam mode"))
        self.exam_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.exam_box.toggled.connect(self.set_exam)
        toolbar.addWidget(self.exam_box)
        toolbar.addSeparator()
        from trainer.ui.focus_picker import QtFocusPicker

        self.focus_picker = QtFocusPicker(self, toolbar)
        self.help_action = QAction(self.tr("Keys (F1)"), self)
        self.help_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.help_action.triggered.connect(lambda: self.view.toggle_help())
        toolbar.addAction(self.help_action)
        toolbar.addSeparator()
        self.addToolBar(toolbar)
        self.toolbar = toolbar

    def _build_menus(self) -> None:
        session = self.menuBar().addMenu(self.tr("&Session"))
        session.addAction(self.browse_action)
        session.addAction(self.new_round_action)
        from trainer.ui.challenge import add_challenge_menu

        add_challenge_menu(self, session)
        from trainer.ui.database_setting import add_database_action

        add_database_action(self, session)
        session.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        session.addAction(quit_action)
        from trainer.ui.language_menu import add_language_menu

        add_language_menu(self)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.help_action)
        self.guide_action = QAction(self.tr("&Guided round"), self)
        self.guide_action.triggered.connect(lambda: self.open_guide())
        help_menu.addAction(self.guide_action)

    def _fill_house_combo(self, current: HouseRules, every_house: bool = False) -> None:
        """The house list (reading every house pack waits until after the first frame)."""
        self.house_combo.clear()
        names = house_names() if every_house else [current.id]
        for name in names:
            try:
                house = current if name == current.id else load_house(name)
            except Exception:  # a broken house pack is left out
                continue
            self.house_combo.addItem(house.name, name)
        self.house_combo.setCurrentIndex(max(self.house_combo.findData(current.id), 0))

    def _connect_scene(self) -> None:
        self.scene.hand_clicked.connect(self.click_hand)
        self.scene.bet_clicked.connect(self.select_bet)

    def _add_optional_tabs(self, rules: HouseRules) -> None:
        """The payout drills tab and, with a progress database, the History tab. Each is
        built the first time it is shown, so they cost the table's start-up nothing."""
        progress = self.progress

        def build_drills() -> QWidget:
            from trainer.ui.drill_tab import QtDrillTab

            tab = QtDrillTab(self.rules, seed=None, parent=self)
            if progress is not None:
                tab.answer_did_grade.connect(lambda answer: progress.drill_answered(answer, tab.rules.id))
            self.drill_tab = tab
            return tab

        self.drill_tab: QWidget | None = None
        self._build_drills = build_drills
        self.add_lazy_tab(build_drills, self.tr("Drills"))
        if progress is not None:
            self.add_lazy_tab(progress.history_page, self.tr("History"))
            self.add_lazy_tab(progress.skills_page, self.tr("Skills"))

    def add_lazy_tab(self, build: Callable[[], QWidget], title: str) -> int:
        """A tab whose page ``build()`` makes when the tab is first shown."""
        placeholder = QWidget()
        self._lazy_tabs[placeholder] = build
        return self.add_tab(placeholder, title)

    def _tab_changed(self, index: int) -> None:
        # the table's keys are the table's: other tabs' status bars do not list them
        if hasattr(self, "key_line"):  # (the table's own tab is added before the status bar)
            self._show_key_line(self.tabs.widget(index))
        placeholder = self.tabs.widget(index)
        build = self._lazy_tabs.pop(placeholder, None)
        if build is None:
            return
        try:
            page = build()
        except Exception as error:  # a broken optional tab must not stop the table
            self.statusBar().showMessage(self.tr("The tab failed to start: %1").replace("%1", str(error)), 8000)
            return
        title = self.tabs.tabText(index)
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, page, title)
        self.tabs.setCurrentIndex(index)
        self.tabs.blockSignals(False)
        placeholder.deleteLater()

    def _show_key_line(self, page: QWidget | None = None) -> None:
        """The table's key help, on the table's tab, when no message is showing."""
        page = self.tabs.currentWidget() if page is None else page
        self.key_line.setVisible(page is self.table_page and not self.statusBar().currentMessage())

    def add_tab(self, widget: QWidget, title: str) -> int:
        """Add a page beside the table (drills, history, ...); returns its index."""
        return self.tabs.addTab(widget, title)

    # --- sessions -----------------------------------------------------------------------------------
    @property
    def round(self) -> Round | None:
        return self.session.round if self.session else None

    @property
    def round_view(self) -> RoundView | None:
        """The current round as the session last showed it (what the window reads)."""
        return self._round_view if self.round is not None else None

    @property
    def rules(self) -> HouseRules:
        return self.scene.rules

    def ensure_packs(self) -> list[Any]:
        if not self._packs_loaded and self._load_shipped_packs:
            from trainer.core.session import load_packs

            self.packs, self.pack_errors = load_packs()
            self._packs_loaded = True
        return self.packs

    def start_session(
        self,
        rules: HouseRules,
        *,
        pack: Any | None = None,
        plans: list[RoundPlan] | None = None,
        exam: bool | None = None,
        first: int = 0,
    ) -> None:
        """Deal a new session: a pack's rounds, explicit plans, or random rounds;
        ``first``: the index of the planned round to start at."""
        from trainer.core.session import Session, plans_from_pack

        if self.session is not None:
            self.session.close()
        exam = self.exam_box.isChecked() if exam is None else exam
        if plans is None and pack is not None:
            plans = plans_from_pack(pack)
        self.pack = pack
        if rules.id != self.scene.rules.id or rules is not self.scene.rules:
            self._rebuild_scene(rules)
        self._drills_follow_house()
        self.session = Session(rules, plans, exam=exam, seed=self.seed,
                               title=str(getattr(pack, "title", "") or ""))
        self.session.round_did_start.append(self._round_did_start)
        self.session.mistake_did_happen.append(self._mistake_did_happen)
        self.session.round_did_end.append(self._round_did_end)
        self.session.round_did_change.append(self._round_did_change)
        self.focus_picker.session_starting(self.session, free_play=plans is None)
        for listener in list(self.session_did_start):
            listener(self.session, pack)
        self.exam_box.blockSignals(True)
        self.exam_box.setChecked(exam)
        self.exam_box.blockSignals(False)
        self.panel.set_exam(exam)
        self.panel.set_chips(rules.chips)
        self.panel.decimal_mark = decimal_mark(rules.language)
        index = self.house_combo.findData(rules.id)
        if index >= 0:
            self.house_combo.setCurrentIndex(index)
        self.setWindowTitle(self.tr("Black Jack dealer trainer — %1").replace("%1", rules.name))
        if plans and 0 < first < len(plans):
            self.session.index = first - 1  # the chosen scenario is dealt next, numbered as in the pack
        self.session_started.emit(self.session)
        self.session.start_next_round()

    def _drills_follow_house(self) -> None:
        """A Drills tab already built for another house is built again for the table's
        (its label names the house): drilling 3:2 at a table that pays 2:1 teaches the
        wrong payout."""
        old = self.drill_tab
        if old is None or old.rules.id == self.rules.id:
            return
        index = self.tabs.indexOf(old)
        current = self.tabs.currentIndex()
        title = self.tabs.tabText(index)
        page = self._build_drills()
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, page, title)
        self.tabs.setCurrentIndex(current)
        self.tabs.blockSignals(False)
        old.deleteLater()

    def _rebuild_scene(self, rules: HouseRules) -> None:
        old = self.scene
        self.scene = QtTableScene(rules, self.animation_ms)
        self._connect_scene()
        self.view.setScene(self.scene)
        old.clear_round()
        old.deleteLater()

    def set_house(self, house: str) -> None:
        """Free play in another house (the table is rebuilt for its boxes)."""
        rules = load_house(house)
        self.start_session(rules, exam=self.exam_box.isChecked())
        from trainer.ui.language_menu import offer_house_language

        offer_house_language(self, rules.id, rules.language)

    def set_pack(self, pack: Any | None, house: str | None = None) -> None:
        """Deal a pack's scenarios (None: free play in ``house`` or the current house)."""
        from trainer.core.session import pack_house

        if pack is None:
            self.start_session(load_house(house) if house else self.rules, exam=self.exam_box.isChecked())
        else:
            self.start_session(pack_house(pack), pack=pack, exam=self.exam_box.isChecked())
            from trainer.ui.language_menu import note_pack_language

            note_pack_language(self, getattr(pack, "language", None))

    def set_exam(self, exam: bool) -> None:
        """Switch between training and exam: the session starts again (a pack from its
        first round) under the new mode; with a round in play or a pack under way, only
        after the trainee says so (see :mod:`trainer.ui.exam_switch`)."""
        if self.session is None or exam == self.session.exam:
            return
        from trainer.ui import exam_switch

        session = self.session
        in_play = session.round is not None and not session.round.finished and bool(session.round.history)
        pack_round = session.index if session.plans is not None else None
        if not exam_switch.needs_asking(in_play, pack_round):
            self._switch_exam(exam)
            return

        def stay() -> None:  # the box goes back to the mode still in play
            self.exam_box.blockSignals(True)
            self.exam_box.setChecked(session.exam)
            self.exam_box.blockSignals(False)
            self.view.setFocus()

        self.exam_question = exam_switch.ask(self, exam, pack_round, len(session.plans or []) or None,
                                             lambda: self._switch_exam(exam), stay)

    def _switch_exam(self, exam: bool) -> None:
        if self.session is None or exam == self.session.exam:
            return
        self.start_session(self.rules, pack=self.pack, plans=list(self.session.plans) if self.session.plans is not None else None, exam=exam)
        self.view.setFocus()

    def choose_pack(self) -> QtPackBrowser:
        """Open the pack browser (non-blocking); its choice starts a new session."""
        from trainer.ui.pack_browser import QtPackBrowser, packs_to_list

        packs, shipped, errors = packs_to_list(self.ensure_packs(), self.pack)
        plan = self.session.plan if self.session is not None else None
        at = next((i for i, item in enumerate(getattr(self.pack, "scenarios", ()))
                   if plan is not None and getattr(item, "scenario", None) is plan.scenario), 0)
        dialog = QtPackBrowser(packs, self.rules.id, self.pack, self.exam_box.isChecked(), self.pack_errors + errors, self,
                               scenario_index=at, shipped=shipped)
        dialog.accepted.connect(lambda: self._apply_browser(dialog))
        dialog.open()
        self.browser = dialog
        return dialog

    def _apply_browser(self, dialog: QtPackBrowser) -> None:
        from trainer.core.session import pack_house

        house, pack, exam = dialog.selection()
        if pack is None:
            self.start_session(load_house(house), exam=exam)
        else:
            self.start_session(pack_house(pack), pack=pack, exam=exam, first=dialog.chosen_scenario())

    def restart_round(self) -> None:
        """Deal the current round again from its start."""
        session = self.session
        if session is None:
            return
        plans = list(session.plans) if session.plans is not None else None
        index = session.index
        seed = self.seed
        if plans is None:
            self.seed = seed + index
        # a pack is dealt again whole from this round on, so it keeps its numbering
        # ("Round 3 of 6"); round_flows reads restarting_at to keep the earlier results
        self.restarting_at = index if plans is not None else None
        try:
            # the pack stays the pack in play (its browser entry, its result at the end)
            self.start_session(self.rules, pack=self.pack, plans=plans, exam=session.exam,
                               first=index if plans is not None else 0)
        finally:
            self.seed = seed
            self.restarting_at = None

    def next_round(self) -> None:
        if self.session is None:
            return
        if self.session.round is not None and not self.session.round.finished:
            return
        if self.session.has_next:
            self.session.start_next_round()
        else:
            self.statusBar().showMessage(self.tr("The pack is finished: choose another (Ctrl+O)."), 5000)

    # --- session hooks --------------------------------------------------------------------------
    def _round_did_start(self, round_: Round, plan: RoundPlan | None) -> None:
        self.selected_bet = None
        self._digits = ""
        self._pending_box = None
        self.panel.clear_round()
        if round_.rules is not self.scene.rules:
            # a pack's scenario may name its own house (the side-bets pack deals Swiss
            # rounds in a Cosmopol pack): the table, its limits and its chips follow it
            self._rebuild_scene(round_.rules)
            self.panel.set_chips(round_.rules.chips)
        self._round_view = self.session.view()
        self.scene.show_round(self._round_view)
        session = self.session
        rules = round_.rules
        if session.plans is not None:
            counter = self.tr("Round %1 of %2").replace("%1", str(session.index + 1)).replace("%2", str(len(session.plans)))
        else:
            counter = self.tr("Free play · round %1").replace("%1", str(session.index + 1))
        mode = self.tr("Exam") if session.exam else self.tr("Training")
        title = rules.name + (" · " + session.title if session.title else "")
        scenario = ""
        hint = ""
        if plan is not None:
            scenario = plan.title
            if plan.trains:
                scenario += " — " + self.tr("trains: %1").replace("%1", ", ".join(texts.trains_text(t) for t in plan.trains))
            if not session.exam:
                hint = plan.hint
        self._header = (title, scenario, f"{mode} · {counter}", hint)
        self._tick()
        self.refresh(None)
        self.round_started.emit(round_, plan)

    def _mistake_did_happen(self, mistake: Mistake) -> None:
        self._last_mistake = mistake
        from trainer.ui.why_overlay import show_why, why_lines

        self.panel.add_mistake(mistake, why_lines(show_why(self, self.round, mistake)))
        self.statusBar().showMessage(texts.mistake_title(mistake.code) + ": " + texts.mistake_rule(mistake.code), 6000)

    def _round_did_end(self, summary: RoundSummary) -> None:
        if summary.exam:
            for mistake in summary.mistakes:
                self.panel.add_mistake(mistake)
        self.panel.show_summary(summary, self.rules.currency, self.session.has_next if self.session else False)
        self.round_ended.emit(summary)

    def _tick(self) -> None:
        if self.session is None or not hasattr(self, "_header"):
            return
        title, scenario, info, hint = self._header
        elapsed = format_seconds(self.session.elapsed())
        limit = self.session.plan.time_limit if self.session.plan else None
        clock = elapsed + (" / " + format_seconds(limit) if limit else "")
        self.panel.set_header(title, scenario, info + " · " + clock, hint)
        round_ = self.session.round
        left = seconds_left_to_warn(self.session.elapsed(), limit, round_ is None or round_.finished)
        if left is None:
            self.panel.set_time_warning("")
        elif left > 0:
            self.panel.set_time_warning(self.tr("Time limit near: %1 left").replace("%1", format_seconds(math.ceil(left))))
        else:
            self.panel.set_time_warning(self.tr("Over the time limit"))

    # --- acting ----------------------------------------------------------------------------------
    def perform(self, action: str | Action) -> Mistake | None:
        """Attempt one dealer action through the session (the one way the table changes)."""
        session = self.session
        if session is None or session.round is None:
            return None
        round_ = session.round
        if round_.finished:
            self.statusBar().showMessage(self.tr("The round is over: Enter deals the next one."), 4000)
            return None
        parsed = Action.parse(action) if isinstance(action, str) else action
        try:
            return session.attempt(parsed)  # the window redraws from the view the session sends
        except ShoeEmpty:  # all but impossible in a valid house; said, never a traceback
            self.statusBar().showMessage(
                self.tr("The shoe ran out of cards: this round cannot go on. Restart the round."), 15000
            )
            return None

    def _round_did_change(self, view: RoundView, record: Record | None) -> None:
        """After an attempted action: redraw from the new view (a new round is drawn by
        _round_did_start, which comes first)."""
        if record is None:
            return
        self._round_view = view
        self.refresh(Action.parse(record.action) if record.mistake is None else None)

    def refresh(self, last: Action | None) -> None:
        """Bring the table, the panel and the buttons in step with the round's view."""
        view = self.round_view
        if view is None:
            return
        self.scene.sync(view, last)
        if last is not None and last.verb == Verb.DEAL and last.target not in (None, DEALER):
            # after a card, the hand's bet is selected: a bust is collected with C at once
            bets = view.bets_on(last.target) if last.target in view.hands else ()
            self.selected_bet = bets[0].id if bets else None
        if self.selected_bet is not None:
            bet = view.bets.get(self.selected_bet)
            if bet is None or bet.settled:
                self.selected_bet = None
        if last is not None:
            # a side bet that has just become due is selected, so P or C settles it
            due = view.expected
            side_due = bool(due) and due[0].target in view.bets and view.bets[due[0].target].side is not None
            chosen = view.bets.get(self.selected_bet) if self.selected_bet else None
            if side_due and (chosen is None or chosen.side is None):
                self.selected_bet = due[0].target
        self.scene.select_bet(self.selected_bet)
        hand_id, request = view.request
        request_text = ""
        if hand_id is not None:
            word = "card" if request == CARD else request
            request_text = self.tr("Hand %1 asks: %2").replace("%1", hand_id).replace("%2", texts.decision_text(word))
        round_the_table = self.rules.hit_order is HitOrder.ROUND_THE_TABLE
        # side bets due right after the first deal come before anything the phase names
        expected = view.expected
        side_first = bool(expected) and expected[0].target in view.bets and view.bets[expected[0].target].side is not None
        self.panel.set_now(texts.house_state_text(view.phase, round_the_table, side_first), request_text)
        self._update_bet_panel()
        state = view.phase
        bar = self.action_bar.buttons
        bar["no_more_bets"].setEnabled(state == Phase.BETTING)
        bar["close_insurance"].setEnabled(state == Phase.INSURANCE_WINDOW)
        # open whenever it could be pressed, right or wrong (offering insurance on a ten
        # is a mistake to learn from), but not in a house that has no insurance at all
        # (and not once the insurance has been closed: it is not offered twice)
        closed = view.insurance_closed
        bar["offer_insurance"].setEnabled(self.rules.insurance and not closed
                                          and state not in _IDLE_PHASES and state != Phase.INSURANCE_WINDOW)
        bar["double"].setEnabled(request == "double")
        bar["split"].setEnabled(request == "split")
        bar["refuse"].setEnabled(request in ("double", "split") or view.open_insurance())
        bar["deal_dealer"].setEnabled(state not in _IDLE_PHASES)
        bar["end_round"].setEnabled(state not in _IDLE_PHASES)

    def _update_bet_panel(self) -> None:
        view = self.round_view
        bet = view.bets.get(self.selected_bet) if (view and self.selected_bet) else None
        if bet is None:
            self.panel.set_bet(None)
            return
        if bet.side is not None:
            self.panel.set_bet(self._side_bet_text(bet))
            return
        kind = self.tr("insurance") if bet.insurance else (self.tr("behind") if bet.owner != str(bet.box) else self.tr("box holder"))
        self.panel.set_bet(
            self.tr("Bet %1 (%2): stake %3 %4 on hand %5").replace("%1", bet.id).replace("%2", kind)
            .replace("%3", format_amount(bet.stake)).replace("%4", self.rules.currency).replace("%5", bet.hand_id)
        )

    def _side_bet_text(self, bet) -> str:
        """A side bet in the bet panel: it lies on a box, not on a hand."""
        offer = self.rules.side_bet(bet.side)
        name = offer.name if offer is not None else bet.side
        return (
            self.tr("Bet %1 (%2 side bet): stake %3 %4 on box %5").replace("%1", bet.id).replace("%2", name)
            .replace("%3", format_amount(bet.stake)).replace("%4", self.rules.currency).replace("%5", bet.hand_id)
        )

    def deal_to(self, target: str) -> Mistake | None:
        return self.perform(Action("deal", target))

    def select_bet(self, bet_id: str | None) -> None:
        view = self.round_view
        if view is None:
            return
        bet = view.bets.get(bet_id) if bet_id else None
        self.selected_bet = bet.id if bet is not None and not bet.settled else None
        self.scene.select_bet(self.selected_bet)
        self._update_bet_panel()

    def pay_selected(self) -> Mistake | None:
        if self.selected_bet is None:
            self.statusBar().showMessage(self.tr("Select a bet first (click its chips or press Tab)."), 4000)
            return None
        if not self.panel.has_amount():
            self.panel.amount_edit.setFocus()
            self.statusBar().showMessage(self.tr("Type the amount (or click chips), then Enter."), 4000)
            return None
        try:
            amount = self.panel.amount()
        except AmountError as error:  # unclear text pays nothing and counts nothing: type it again
            self.panel.amount_edit.setFocus()
            self.panel.amount_edit.selectAll()
            self.statusBar().showMessage(self.tr("Not paid: %1").replace("%1", str(error)), 8000)
            return None
        mistake = self.perform(Action("pay", self.selected_bet, amount))
        # right or wrong, the amount is spent: a wrong one waits in an empty field for
        # the right one, a right one hands the keys back to the table
        self.panel.reset_amount(focus=mistake is not None)
        if mistake is None:
            self.view.setFocus()
        return mistake

    def settle_selected(self, verb: str) -> Mistake | None:
        if self.selected_bet is None:
            self.statusBar().showMessage(self.tr("Select a bet first (click its chips or press Tab)."), 4000)
            return None
        return self.perform(Action(verb, self.selected_bet))

    def answer_request(self, answer: str) -> Mistake | None:
        """Accept (``double`` / ``split`` / ``accept``) or ``refuse`` the current request."""
        view = self.round_view
        if view is None:
            return None
        hand_id, request = view.request
        if answer == "refuse" and hand_id is None and view.phase == Phase.INSURANCE_WINDOW:
            return self._refuse_selected_insurance()
        if hand_id is None:
            self.statusBar().showMessage(self.tr("No player is asking for anything."), 4000)
            return None
        if answer == "accept":
            if request not in ("double", "split"):
                self.statusBar().showMessage(self.tr("Hand %1 asks for a card: deal it.").replace("%1", hand_id), 4000)
                return None
            answer = request
        return self.perform(Action(answer, hand_id))

    def _refuse_selected_insurance(self) -> Mistake | None:
        """X while insurance is open: refuse the selected insurance bet (``refuse ins:3``)."""
        bet = self.round_view.bets.get(self.selected_bet) if self.selected_bet else None
        if bet is None or not bet.insurance:
            self.statusBar().showMessage(self.tr("Select the insurance to refuse (click its chips or press Tab)."), 4000)
            return None
        return self.perform(Action("refuse", bet.id))

    def toggle_insurance(self) -> Mistake | None:
        """I: what the insurance button that is enabled does (nothing when neither is)."""
        bar = self.action_bar.buttons
        for name in ("close_insurance", "offer_insurance"):
            if bar[name].isEnabled():
                return self.perform(name)
        self._not_now(bar["offer_insurance"].text(), "I")
        return None

    def press(self, name: str, key: str) -> Mistake | None:
        """A key that stands for one of the dealer's buttons: it does what a click on the
        button does, and nothing (but say so) while the button is greyed out."""
        button = self.action_bar.buttons[name]
        if not button.isEnabled():
            self._not_now(button.text(), key)
            return None
        button.click()
        return None

    def _not_now(self, what: str, key: str) -> None:
        self.statusBar().showMessage(self.tr("%1 (key %2) is not available now.").replace("%1", what).replace("%2", key), 4000)

    def cycle_bet(self, step: int) -> None:
        view = self.round_view
        if view is None:
            return
        live = [bet.id for bet in view.live_bets()]
        if not live:
            self.select_bet(None)
            return
        if self.selected_bet in live:
            index = (live.index(self.selected_bet) + step) % len(live)
        else:
            index = 0 if step > 0 else len(live) - 1
        self.select_bet(live[index])

    def enter(self) -> None:
        """Enter: a half-typed box; else no more bets before the deal and the next round
        after the end. Mid-round it ends nothing (that is E): a round ended by a stray
        Enter would be recorded as not finished."""
        if self._digits or self._pending_box is not None:
            self._commit_digits()
            return
        round_ = self.round
        if round_ is None:
            return
        if round_.finished:
            self.next_round()
        elif self.round_view.phase == Phase.BETTING:
            self.perform("no_more_bets")
        else:
            self.statusBar().showMessage(self.tr("Enter ends nothing mid-round: E ends the round."), 4000)

    def click_hand(self, hand_id: str) -> None:
        """A click on a hand's cards or card place: the dealer's takes a card; a box's
        means what its digit means (see ``_DEALING_STATES``)."""
        if hand_id == DEALER:
            self.press("deal_dealer", "D")  # as the key and the button do
            return
        self._clear_digits()
        view = self.round_view
        if view is None:
            return
        if hand_id in view.hands:
            self._use_hand(hand_id)
        else:  # an empty box's card place
            self._use_box(box_of(hand_id))

    # --- keys -----------------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """The table's keys (see :func:`key_help_html`); True when the key was used."""
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        key = event.key()
        command = command_for(key)
        if command is None:
            return False
        if command.startswith("digit_"):
            self.digit(int(command.removeprefix("digit_")))
            return True
        handler = self.key_commands()[command]
        if key not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (self._digits or self._pending_box is not None):
            if key == Qt.Key.Key_Escape:
                self._clear_digits()
                return True
            self._commit_digits()
        handler()
        return True

    def key_commands(self) -> dict[str, Callable[[], Any]]:
        """What each command of the key table (trainer.ui.key_table.KEYS) does here."""
        commands: dict[str, Callable[[], Any]] = {f"digit_{n}": (lambda n=n: self.digit(n)) for n in range(10)}
        commands.update({
            "enter": self.enter,
            "escape": self._escape,
            "next_bet": lambda: self.cycle_bet(1),
            "previous_bet": lambda: self.cycle_bet(-1),
            "deal_dealer": lambda: self.press("deal_dealer", "D"),
            "pay": self.pay_selected,
            "collect": lambda: self.settle_selected("collect"),
            "push": lambda: self.settle_selected("push"),
            "insurance": self.toggle_insurance,
            "accept": lambda: self.answer_request("accept"),
            "refuse": lambda: self.answer_request("refuse"),
            "no_more_bets": lambda: self.press("no_more_bets", "N"),
            "end_round": lambda: self.press("end_round", "E"),
            "help": lambda: self.view.toggle_help(),
        })
        return commands

    def _escape(self) -> None:
        if self.view.help.isVisible():
            self.view.toggle_help(False)
            return
        self._clear_digits()
        self.select_bet(None)

    def _clear_digits(self) -> None:
        self._digits = ""
        self._pending_box = None
        self._digit_timer.stop()
        self.statusBar().clearMessage()

    def digit(self, value: int) -> None:
        """A digit key: builds a box number, then (in a split box) the hand's number."""
        view = self.round_view
        if view is None:
            return
        if self._pending_box is not None:
            box, self._pending_box = self._pending_box, None
            hand_id = f"{box}.{value}"
            if hand_id in view.hands:
                self._use_hand(hand_id)
            else:
                self.statusBar().showMessage(self.tr("Box %1 has no hand %2.").replace("%1", str(box)).replace("%2", hand_id), 4000)
            return
        boxes = self.rules.boxes
        text = self._digits + str(value)
        if text == "0":
            text = "10"
        candidates = [box for box in range(1, boxes + 1) if str(box).startswith(text)]
        if not candidates:
            self._clear_digits()
            self.statusBar().showMessage(self.tr("There is no box %1.").replace("%1", text), 4000)
            return
        if candidates == [int(text)]:
            self._digits = ""
            self._digit_timer.stop()
            self._use_box(int(text))
            return
        self._digits = text
        self.statusBar().showMessage(self.tr("Box %1…").replace("%1", text))
        self._digit_timer.start(self.digit_timeout_ms)

    def _commit_digits(self) -> None:
        self._digit_timer.stop()
        view = self.round_view
        if self._pending_box is not None and view is not None:
            box, self._pending_box = self._pending_box, None
            hands = self._live_hands(box)
            serving, _ = view.request
            choice = serving if serving in hands else next((h for h in hands if not view.hands[h].finished), hands[0] if hands else None)
            if choice:
                self._use_hand(choice)
            return
        text, self._digits = self._digits, ""
        if text and int(text) <= self.rules.boxes:
            self._use_box(int(text))

    def _live_hands(self, box: int) -> list[str]:
        view = self.round_view
        return [h for h in view.live_hands() if view.hands[h].box == box]

    def _use_box(self, box: int) -> None:
        view = self.round_view
        hands = self._live_hands(box)
        if len(hands) > 1:
            self._pending_box = box
            self.statusBar().showMessage(
                self.tr("Box %1 is split: which hand? (%2)").replace("%1", str(box)).replace(
                    "%2", ", ".join(str(view.hands[h].split_number) for h in hands)))
            self._digit_timer.start(self.digit_timeout_ms * 3)
            return
        if not hands:
            if view.phase in _DEALING_STATES:
                self.deal_to(str(box))  # a card to an empty box is a mistake the core names
            else:
                self.statusBar().showMessage(self.tr("Box %1 has no bet.").replace("%1", str(box)), 4000)
            return
        self._use_hand(hands[0])

    def _use_hand(self, hand_id: str) -> None:
        view = self.round_view
        self.statusBar().clearMessage()
        if view.phase in _DEALING_STATES:
            self.deal_to(hand_id)
            return
        bets = [b for b in view.bets.values() if b.hand_id == hand_id and not b.settled and not b.insurance]
        bets += [b for b in view.bets.values() if b.hand_id == hand_id and not b.settled and b.insurance]
        if view.phase == Phase.INSURANCE_SETTLEMENT:
            bets.sort(key=lambda b: not b.insurance)
        # a side bet on the box that is due now comes first (21+3 after the deal, Swiss Jack at settlement)
        due = {action.target for action in view.expected}
        bets.sort(key=lambda b: not (b.side is not None and b.id in due))
        self.select_bet(bets[0].id if bets else None)

    def open_guide(self, restart: bool = True):
        """The guided round: one hint at a time (Help ▸ Guided round; the first start)."""
        from trainer.ui.guide import open_guide

        return open_guide(self, restart=restart)

    # --- reference play (screenshots, demos) -------------------------------------------------
    def play_reference(self, until: Callable[[Round], bool], limit: int = 1000) -> int:
        """Let the reference dealer act through :meth:`perform` until ``until(round)``
        (in a spot-the-error round, the recorded dealer plays instead)."""
        if self.flows.spot is not None:
            return self.flows.spot.play_until(until, limit)
        steps = 0
        while self.round is not None and not self.round.finished and not until(self.round) and steps < limit:
            action = self.round.expected()[0]
            if action.verb in ("pay", "collect", "push"):
                self.select_bet(action.target)
            self.perform(action)
            steps += 1
        return steps

    def closeEvent(self, event) -> None:  # noqa: N802
        if self.progress is not None:
            self.progress.close()
        if self.session is not None:
            self.session.close()
        self.clock.stop()
        super().closeEvent(event)

