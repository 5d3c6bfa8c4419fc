"""The main window: the composition of the table, the dealer's buttons, the side panel and
the tabs.

Its parts each have one job: :mod:`trainer.ui.tab_set` the tabs (pages other than the table
are built on their first showing), :mod:`trainer.ui.session_cycle` the session's life cycle
(start, next round, house, pack and exam switches, the session's hooks), and
:mod:`trainer.ui.table_keys` the keys and hand clicks. The window keeps the current
:class:`~trainer.core.procedure.view.RoundView` and acts only through :meth:`MainWindow.perform`, which
goes through the session to the round's ``attempt()``; it never changes the table itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

# Only what the first frame shows is imported here (trainer gui paints it before the house
# rules, YAML, the session, the card art and the side panel load): see _import_the_table.
from trainer.core.game.default_house import DEFAULT_HOUSE
from trainer.core.procedure.vocabulary import Decision, MistakeCode, Phase, Verb
from trainer.ui import plurals
from trainer.ui import window_bars as bars
from trainer.ui.staged_start import StagedStart
from trainer.ui.window_parts import TableWindow, built
from trainer.ui.window_shell import build_first_frame
from trainer.ui.window_sizes import MIN_WINDOW
from trainer.words.placeholders import filled

if TYPE_CHECKING:  # the session (and jsonschema, transitions) load with the first round
    from trainer.core.game.cards import ShoeEmpty
    from trainer.core.game.payouts import AmountError
    from trainer.core.game.rules import HitOrder, HouseRules
    from trainer.core.game.table import DEALER
    from trainer.core.practice.session import RoundPlan, Session
    from trainer.core.procedure.actions import MONEY_VERBS, Action, Mistake
    from trainer.core.procedure.machine import Round
    from trainer.core.procedure.view import RoundView
    from trainer.store import Store
    from trainer.ui.dialogs.pack_browser import QtPackBrowser
    from trainer.ui.session_cycle import SessionCycle
    from trainer.ui.table.table_layout import CARD
    from trainer.ui.table.table_scene import QtTableScene
    from trainer.ui.table_keys import TableKeys
    from trainer.ui.trainee_progress import QtProgress
    from trainer.words import window_texts as texts
    from trainer.words.messages import money_text

#: phases before the bets close and after the round ends: no card, no end of round.
_IDLE_PHASES = frozenset({Phase.BETTING, Phase.DONE})


def _import_the_table() -> None:
    """The names the window's table methods (perform, refresh, paying...) read, imported
    as module names when the window is built: they load the house rules and the card art,
    which the first frame does without, and the methods run only on a built window."""
    global Action, MONEY_VERBS, ShoeEmpty, AmountError, money_text, HitOrder, DEALER, texts, CARD
    from trainer.core.game.cards import ShoeEmpty
    from trainer.core.game.payouts import AmountError
    from trainer.core.game.rules import HitOrder
    from trainer.core.game.table import DEALER
    from trainer.core.procedure.actions import MONEY_VERBS, Action
    from trainer.ui.table.table_layout import CARD
    from trainer.words import window_texts as texts
    from trainer.words.messages import money_text


# the keys, their help and the key line: one table (trainer.ui.key_table)
from trainer.ui.key_table import command_for, key_help_html, key_help_line  # noqa: E402,F401


class MainWindow(TableWindow):
    """The dealer's table window.

    Args:
        house: a house id (default: the default house); ignored when ``pack`` is given.
        pack: a loaded scenario pack (``trainer.core.packs.load.Pack``); None: free play.
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
            (trainer.ui.table.guide) on the first round dealt.
        defer_start: deal the first round one event-loop turn after the first frame.
        staged: paint the first frame (trainer.ui.window_shell: the bare felt, the buttons,
            bars and the side panel's place, at their final sizes) before the rest is even
            imported; :meth:`finish_build` follows one turn later (``trainer gui``); what
            the trainee does meanwhile waits for it (trainer.ui.staged_start).
    """

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
        staged: bool = False,
        store: Store | Callable[[], Store] | None = None,
        trainee: str | None = None,
        first_run_guide: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.first_run_guide = first_run_guide
        self.guide = None  # the guided round's strip (trainer.ui.table.guide), while it is open
        plurals.install()  # "1 mistake", "2 mistakes" from the %n texts
        self.animation_ms = animation_ms
        self.selected_bet: str | None = None
        self._round_view: RoundView | None = None
        #: the session's life cycle and the table: made by finish_build (None before).
        self.cycle: SessionCycle | None = None
        #: a class station's window (trainer.ui.station_window): its exams count for the
        #: instructor, so the reference dealer never plays in them
        self.class_station = False
        self.scene: QtTableScene | None = None
        self.resize(1440, 900)
        self.setMinimumSize(*MIN_WINDOW)

        # the first frame: only what it shows, at the finished window's sizes (trainer.ui.window_shell)
        build_first_frame(self)
        self.staging = StagedStart(self, self.view.viewport())
        self.view.key_handler = lambda event: self.staging.keep_key(event, self.handle_key)
        bars.build_toolbar(self)
        bars.build_menus(self)  # the speed run and the daily challenge come in finish_build
        bars.build_status_bar(self)
        bar = self.action_bar.buttons
        for name, command in (("no_more_bets", self.perform), ("offer_insurance", self.perform),
                              ("close_insurance", self.perform), ("double", self.answer_request),
                              ("split", self.answer_request), ("refuse", self.answer_request),
                              ("deal_dealer", lambda _name: self.deal_to_dealer()), ("end_round", self.perform)):
            bar[name].clicked.connect(lambda _=False, c=command, n=name: self.staging.when_built(c, n))
        self.exam_box.blockSignals(True)  # the session starts in it: no switch to carry out
        self.exam_box.setChecked(exam)
        self.exam_box.blockSignals(False)

        build = (house, pack, plans, exam, seed, load_shipped_packs, store, trainee)
        if staged:
            self.staging.build_after_first_frame(lambda: self.finish_build(*build, deal_now=True))
        else:
            self.finish_build(*build, deal_now=not defer_start)
        self.view.setFocus()

    def finish_build(self, house: str | HouseRules | None, pack: Any | None, plans: list[RoundPlan] | None,
                     exam: bool, seed: int, load_shipped_packs: bool, store: Store | Callable[[], Store] | None,
                     trainee: str | None, deal_now: bool = True) -> None:
        """Everything the first frame does not show: the house and its table, the side
        panel, the session's life cycle, the keys, the round flows, the progress database,
        the tabs' pages; then the first session (``deal_now``), else after the next frame."""
        _import_the_table()
        from trainer.core.game.rules import HouseRules, load_house
        from trainer.ui.key_table import key_help_html
        from trainer.ui.session_cycle import SessionCycle
        from trainer.ui.side_panel import QtSidePanel
        from trainer.ui.tab_set import WindowPages
        from trainer.ui.table.table_scene import QtTableScene
        from trainer.ui.table_keys import TableKeys

        rules = house if isinstance(house, HouseRules) else load_house(house or DEFAULT_HOUSE)
        self.cycle = SessionCycle(self, seed, load_shipped_packs)
        self.keys: TableKeys = TableKeys(self)
        self.scene = QtTableScene(rules, self.animation_ms)
        self.view.setScene(self.scene)
        first_frame, self.first_frame = built(self.first_frame), None
        first_frame.deleteLater()
        self.view.key_handler = self.handle_key
        self.view.set_help_html(key_help_html())
        place, self.panel = self.panel, QtSidePanel()
        self.table_row.replaceWidget(place, self.panel)
        place.deleteLater()
        # shown and laid out now: left to the next turn, one frame would give the table the
        # panel's room and take it back (the felt would grow and shrink)
        self.panel.show()
        self.table_row.activate()
        bars.add_challenge_entries(self)
        from trainer.ui.round_flows import QtRoundFlows

        self.flows = QtRoundFlows(self)
        #: listeners called with (session, pack) when a session starts (the recorder).
        self.session_did_start: list[Callable[[Session, Any], None]] = []
        self.progress: QtProgress | None = None
        if store is not None:
            from trainer.ui import trainee_progress as progress  # with the store comes sqlite3 and the recorder

            self.progress = progress.QtProgress(self, store, trainee)
            self.progress.trainee_did_change.connect(self.restart_round)
            self.progress.add_to(self.toolbar)
        self.panel.pay_requested.connect(self.pay_selected)
        self.panel.amount_edit.left.connect(self.keys.leave_amount)
        self.panel.collect_requested.connect(lambda: self.settle_selected("collect"))
        self.panel.push_requested.connect(lambda: self.settle_selected("push"))
        self.panel.next_round_requested.connect(self.next_round)
        self._connect_scene()

        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self.cycle.tick)
        self.clock.start()

        #: the optional pages (drills; with a database, History and Skills), built when shown
        self.pages = WindowPages(self.tabs, lambda: self.rules, self.progress, self)
        self.fill_house_combo(rules)
        self.exam_box.blockSignals(True)
        self.exam_box.setChecked(exam)
        self.exam_box.blockSignals(False)
        self.panel.set_exam(exam)
        if deal_now:
            self.cycle.first_session(rules, pack, plans, exam)
        else:
            self.cycle.start_after_first_frame(rules, pack, plans, exam)
        self.staging.finished()  # what the trainee did on the first frame, now

    # --- building ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Every word of the window in the current language, after the Language menu (or
        anything else) installed new translators: Qt sends each widget a LanguageChange,
        and the window words again what it made: the toolbar, the menus, the key line and
        the F1 help, the window's title and the panel's header, the table's felt and labels
        (the scene is drawn again from the current view) and the selected bet's line. The
        round in play, the selected bet and the typed amount are kept. The side panel, the
        dealer's buttons, the tabs and the guide retranslate themselves; pages already built
        that cannot (Drills, History, Skills) are built anew."""
        bars.retranslate_bars(self)
        self.focus_picker.retranslate()
        self.flows.retranslate()
        if self.progress is not None:
            self.progress.retranslate()
        spot = self.flows.spot  # a spot-the-error round has the table and the key line
        if spot is None:
            self.key_line.setText(key_help_line())
        self.view.set_help_html(key_help_html())
        built(self.cycle).retranslate()
        self.pages.follow_language()
        view = self.round_view if spot is None else spot.table_view()
        if view is not None:
            # the felt's words are painted when a scene is made: a new one, in the new
            # language, drawn from the view the session last sent; a mistake's order arrows
            # (words-free) move over to it
            arrows = getattr(self, "why_arrows", None)
            if arrows is not None and arrows.scene() is self.scene:
                self.scene.removeItem(arrows)
            self.rebuild_scene(self.rules)
            built(self.scene).show_round(view)
            if arrows is not None and arrows.scene() is None:
                built(self.scene).addItem(arrows)
        if spot is None:
            self.refresh(None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "pages"):
            self.retranslate()
        super().changeEvent(event)

    def fill_house_combo(self, current: HouseRules, every_house: bool = False) -> None:
        bars.fill_house_combo(self, current, every_house)

    def _connect_scene(self) -> None:
        built(self.scene).hand_clicked.connect(self.click_hand)
        built(self.scene).bet_clicked.connect(self.select_bet)

    def _show_key_line(self, page: QWidget | None = None) -> None:
        """The table's key help, on the table's tab, when no message is showing."""
        page = self.tabs.currentWidget() if page is None else page
        self.key_line.setVisible(page is self.table_page and not self.statusBar().currentMessage())

    def add_tab(self, widget: QWidget, title: str) -> int:
        """Add a page beside the table (a class view, ...); returns its index."""
        return self.tabs.add_tab(widget, title)

    def add_lazy_tab(self, build: Callable[[], QWidget], title: str) -> int:
        """A tab whose page ``build()`` makes when the tab is first shown."""
        return self.tabs.add_lazy_tab(build, title)

    @property
    def drill_tab(self) -> QWidget | None:
        """The payout drills' page once it was shown (None before)."""
        return self.pages.drill_tab

    def rebuild_scene(self, rules: HouseRules) -> None:
        """A new table for another house (its boxes, limits and chips)."""
        from trainer.ui.table.table_scene import QtTableScene

        old = self.scene
        self.scene = QtTableScene(rules, self.animation_ms)
        self._connect_scene()
        self.view.setScene(self.scene)
        built(old).clear_round()
        built(old).deleteLater()

    # --- the session (trainer.ui.session_cycle) ----------------------------------------------
    @property
    def session(self) -> Session | None:
        return self.cycle.session if self.cycle is not None else None

    @property
    def pack(self) -> Any | None:
        return self.cycle.pack if self.cycle is not None else None

    @property
    def restarting_at(self) -> int | None:
        return self.cycle.restarting_at if self.cycle is not None else None

    @property
    def round(self) -> Round | None:
        return self.session.round if self.session else None

    @property
    def round_view(self) -> RoundView | None:
        """The current round as the session last showed it (what the window reads)."""
        return self._round_view if self.round is not None else None

    @property
    def rules(self) -> HouseRules:
        return built(self.scene).rules

    def ensure_packs(self) -> list[Any]:
        return built(self.cycle).ensure_packs()

    def start_session(self, rules: HouseRules, **how: Any) -> None:
        """See :meth:`SessionCycle.start_session`."""
        built(self.cycle).start_session(rules, **how)

    # the toolbar's commands (they are on the first frame) wait for the table when it is not built yet
    def set_house(self, house: str) -> None:
        self.staging.when_built(lambda: built(self.cycle).set_house(house))

    def set_pack(self, pack: Any | None, house: str | None = None) -> None:
        built(self.cycle).set_pack(pack, house)

    def set_exam(self, exam: bool) -> None:
        self.staging.when_built(lambda: built(self.cycle).set_exam(exam))

    def choose_pack(self) -> QtPackBrowser | None:
        return self.staging.when_built(lambda: built(self.cycle).choose_pack())

    def restart_round(self) -> None:
        self.staging.when_built(lambda: built(self.cycle).restart_round())

    def next_round(self) -> None:
        built(self.cycle).next_round()

    # --- keys and clicks (trainer.ui.table_keys) ---------------------------------------------
    @property
    def digit_timeout_ms(self) -> int:
        return self.keys.digit_timeout_ms

    @digit_timeout_ms.setter
    def digit_timeout_ms(self, value: int) -> None:
        self.keys.digit_timeout_ms = value

    def handle_key(self, event: QKeyEvent) -> bool:
        return self.keys.handle_key(event)

    def key_commands(self) -> dict[str, Callable[[], Any]]:
        return self.keys.commands()

    def click_hand(self, hand_id: str) -> None:
        self.keys.click_hand(hand_id)

    def digit(self, value: int) -> None:
        self.keys.digit(value)

    def enter(self) -> None:
        self.keys.enter()

    def cycle_bet(self, step: int) -> None:
        self.keys.cycle_bet(step)

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

    def show_view(self, view: RoundView, last: Action | None, new_round: bool = False) -> None:
        """Keep the session's latest view and redraw from it (a new round: draw it afresh)."""
        self._round_view = view
        if new_round:
            built(self.scene).show_round(view)
            return
        self.refresh(last)

    def refresh(self, last: Action | None) -> None:
        """Bring the table, the panel and the buttons in step with the round's view."""
        view = self.round_view
        if view is None:
            return
        built(self.scene).sync(view, last)
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
            side_due = bool(due) and due[0].target is not None and due[0].target in view.bets and view.bets[due[0].target].side is not None
            chosen = view.bets.get(self.selected_bet) if self.selected_bet else None
            if side_due and (chosen is None or chosen.side is None):
                self.selected_bet = due[0].target
        built(self.scene).select_bet(self.selected_bet)
        hand_id, request = view.request
        request_text = ""
        if hand_id is not None and request is not None:  # a hand that asks asks for something
            word = "card" if request == CARD else request
            request_text = filled(self.tr("Hand %1 asks: %2"), hand_id, texts.decision_text(word))
        round_the_table = self.rules.hit_order is HitOrder.ROUND_THE_TABLE
        # side bets due right after the first deal come before anything the phase names
        expected = view.expected
        side_first = bool(expected) and (first := expected[0].target) is not None and first in view.bets and view.bets[first].side is not None
        self.panel.set_now(texts.house_state_text(view.phase, round_the_table, side_first, self.rules), request_text)
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
        bar["double"].setEnabled(request == Decision.DOUBLE)
        bar["split"].setEnabled(request == Decision.SPLIT)
        asking = view.hands.get(hand_id or "")  # a split ace asking for a card may be refused too
        ace_asks = request == Decision.HIT and asking is not None and asking.from_split and asking.cards[0].is_ace
        bar["refuse"].setEnabled(request in (Decision.DOUBLE, Decision.SPLIT) or ace_asks or view.open_insurance())
        bar["deal_dealer"].setEnabled(state not in _IDLE_PHASES)
        bar["end_round"].setEnabled(state not in _IDLE_PHASES)

    def _update_bet_panel(self) -> None:
        view = self.round_view
        bet = view.bets.get(self.selected_bet) if (view and self.selected_bet) else None
        if bet is None:
            self.panel.set_bet(None)
            return
        # named as people say it ("box 2, second player behind", "box 2, Swiss Jack bust
        # field"): the id is the round's, not the trainee's
        from trainer.words.bet_names import bet_name  # with the table's modules, after the first frame

        self.panel.set_bet(filled(self.tr("%1: stake %2"), bet_name(bet.id), money_text(bet.stake, self.rules.currency)))

    def deal_to(self, target: str) -> Mistake | None:
        return self.perform(Action("deal", target))

    def deal_to_dealer(self) -> Mistake | None:
        return self.deal_to(DEALER)

    def select_bet(self, bet_id: str | None) -> None:
        view = self.round_view
        if view is None:
            return
        bet = view.bets.get(bet_id) if bet_id else None
        self.selected_bet = bet.id if bet is not None and not bet.settled else None
        built(self.scene).select_bet(self.selected_bet)
        self._update_bet_panel()

    def pay_selected(self) -> Mistake | None:
        if self.selected_bet is None:
            bars.show_prompt(self, self.tr("Select a bet first (click its chips or press Tab)."))
            return None
        if not self.panel.has_amount():
            self.panel.amount_edit.setFocus()
            bars.show_prompt(self, self.tr("Type the amount (or click chips), then Enter."))
            return None
        try:
            amount = self.panel.amount()
        except AmountError as error:  # unclear text pays nothing and counts nothing: type it again
            self.panel.amount_edit.setFocus()
            self.panel.amount_edit.selectAll()
            self.statusBar().showMessage(filled(self.tr("Not paid: %1"), str(error)), 8000)
            return None
        mistake = self.perform(Action("pay", self.selected_bet, amount))
        # right or wrong, the amount is spent: a wrong amount waits in an empty field for the
        # right one; anything else (paid, or refused: another bet is due) gives the table the keys
        wrong_amount = mistake is not None and mistake.code == MistakeCode.WRONG_AMOUNT
        self.panel.reset_amount(focus=wrong_amount)
        if not wrong_amount:
            self.view.setFocus()
        return mistake

    def settle_selected(self, verb: str) -> Mistake | None:
        if self.selected_bet is None:
            bars.show_prompt(self, self.tr("Select a bet first (click its chips or press Tab)."))
            return None
        return self.perform(Action(verb, self.selected_bet))

    def answer_request(self, answer: str) -> Mistake | None:
        """Accept (``double`` / ``split`` / ``accept``) or ``refuse`` the current request."""
        view = self.round_view
        if view is None:
            return None
        hand_id, request = view.request
        if answer == Verb.REFUSE and hand_id is None and view.phase == Phase.INSURANCE_WINDOW:
            return self._refuse_selected_insurance()
        if hand_id is None:
            bars.show_prompt(self, self.tr("No player is asking for anything."))
            return None
        if answer == "accept":
            if request not in (Decision.DOUBLE, Decision.SPLIT):
                bars.show_prompt(self, filled(self.tr("Hand %1 asks for a card: deal it."), hand_id))
                return None
            answer = request
        return self.perform(Action(answer, hand_id))

    def _refuse_selected_insurance(self) -> Mistake | None:
        """X while insurance is open: refuse the selected insurance bet (``refuse ins:3``)."""
        bet = self.round_view.bets.get(self.selected_bet) if self.round_view is not None and self.selected_bet else None
        if bet is None or not bet.insurance:
            bars.show_prompt(self, self.tr("Select the insurance to refuse (click its chips or press Tab)."))
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
        bars.show_prompt(self, filled(self.tr("%1 (key %2) is not available now."), what, key))

    def open_guide(self, restart: bool = True) -> QWidget:
        """The guided round: one hint at a time (Help ▸ Guided round; the first start)."""
        from trainer.ui.table.guide import open_guide

        return open_guide(self, restart=restart)

    # --- reference play (screenshots, demos) -------------------------------------------------
    def play_reference(self, until: Callable[[Round], bool], limit: int = 1000) -> int:
        """Let the reference dealer act through :meth:`perform` until ``until(round)``
        (in a spot-the-error round, the recorded dealer plays instead); never in a class
        station's exam (a local exam-mode round is practice and may be demonstrated)."""
        if self.class_station and self.session is not None and self.session.exam:
            return 0
        if self.flows.spot is not None:
            return self.flows.spot.play_until(until, limit)
        steps = 0
        while self.round is not None and not self.round.finished and not until(self.round) and steps < limit:
            action = self.round.expected()[0]
            if action.verb in MONEY_VERBS:
                self.select_bet(action.target)
            self.perform(action)
            steps += 1
        return steps

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.staging.cancel()  # a window closed on its first frame is not built after all
        if self.staging.built:
            if self.progress is not None:
                self.progress.close()
            if self.session is not None:
                self.session.close()
            self.clock.stop()
        super().closeEvent(event)

