"""The window's session life cycle: which rounds are dealt, in which house, in which mode.

:class:`SessionCycle` starts sessions (free play, a pack, explicit plans), deals the next
round or the same one again, switches house, pack and exam mode, and subscribes the window
to each new session's hooks (``round_did_start``, ``round_did_change``, ...). Whoever else
wants a session's rounds (the progress recorder, the round flows) listens to the window's
``session_did_start`` list; the cycle calls it once per session and never records itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

from trainer.core.game.amounts import decimal_mark
from trainer.core.game.rules import HouseRules, load_house
from trainer.core.practice.time_limit import seconds_left_to_warn
from trainer.ui.side_panel import format_seconds
from trainer.ui.window_bars import drop_prompt
from trainer.ui.window_parts import built
from trainer.words import window_texts as texts
from trainer.words.names import house_title
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the session (and jsonschema, transitions) load with the first round
    # the window as its parts see it (trainer.ui.window_parts): the window imports this module, never the reverse
    from trainer.core.practice.session import RoundPlan, RoundSummary, Session
    from trainer.core.procedure.actions import Mistake, Record
    from trainer.core.procedure.machine import Round
    from trainer.core.procedure.view import RoundView
    from trainer.ui.dialogs.pack_browser import QtPackBrowser
    from trainer.ui.window_parts import TableWindow as MainWindow


def _tr(text: str) -> str:
    # the window's own context: these sentences were the window's, and keep its translations
    return QCoreApplication.translate("MainWindow", text)


class SessionCycle(QObject):
    """Starts and switches the window's sessions; see the module's docstring."""

    def __init__(self, window: MainWindow, seed: int, load_shipped_packs: bool) -> None:
        super().__init__(window)
        self.window = window
        self.seed = seed
        self.session: Session | None = None
        self.pack: Any | None = None
        self.packs: list[Any] = []
        self.pack_errors: list[str] = []
        self._packs_loaded = False
        self._load_shipped_packs = load_shipped_packs
        self._pending_start: Callable[[], None] | None = None
        #: set while restart_round deals a pack again from one of its rounds (round_flows reads it)
        self.restarting_at: int | None = None
        self._header: tuple[str, str, str, str] | None = None

    # --- the first session --------------------------------------------------------------------
    def start_after_first_frame(self, rules: HouseRules, pack: Any, plans: list[RoundPlan] | None, exam: bool) -> None:
        """Paint the table first; the houses' names, the pack and the round follow right
        after the first frame (or after half a second without one)."""
        self._pending_start = lambda: self.first_session(rules, pack, plans, exam)
        self.window.view.viewport().installEventFilter(self)
        QTimer.singleShot(500, self._run_pending_start)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and watched is self.window.view.viewport() and self._pending_start:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._run_pending_start)
        return super().eventFilter(watched, event)

    def _run_pending_start(self) -> None:
        start, self._pending_start = self._pending_start, None
        if start is not None:
            start()

    def first_session(self, rules: HouseRules, pack: Any, plans: list[RoundPlan] | None, exam: bool) -> None:
        from trainer.core.practice.session import pack_house

        window = self.window
        if callable(pack):
            try:
                pack = pack()
            except Exception as error:  # no default pack: free play, and say why
                window.statusBar().showMessage(filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "No pack loaded: %1")), str(error)), 8000)
                pack = None
        if window.house_combo.count() < 2:
            window.fill_house_combo(rules, every_house=True)
        if plans is not None:
            self.start_session(rules, plans=plans, exam=exam)
        elif pack is not None:
            self.start_session(pack_house(pack), pack=pack, exam=exam)
        else:
            self.start_session(rules, exam=exam)
        if window.first_run_guide:
            from trainer.ui.table.guide import show_on_first_run

            show_on_first_run(window)

    # --- starting and switching ---------------------------------------------------------------
    def ensure_packs(self) -> list[Any]:
        if not self._packs_loaded and self._load_shipped_packs:
            from trainer.core.practice.session import load_packs

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
        from trainer.core.practice.session import Session, plans_from_pack

        window = self.window
        if self.session is not None:
            self.session.close()
        exam = window.exam_box.isChecked() if exam is None else exam
        if plans is None and pack is not None:
            plans = plans_from_pack(pack)
        self.pack = pack
        if rules.id != built(window.scene).rules.id or rules is not built(window.scene).rules:
            window.rebuild_scene(rules)
        window.pages.follow_house()
        self.session = session = Session(rules, plans, exam=exam, seed=self.seed,
                                         title=str(getattr(pack, "title", "") or ""))
        session.round_did_start.append(self._round_did_start)
        session.mistake_did_happen.append(self._mistake_did_happen)
        session.round_did_end.append(self._round_did_end)
        session.round_did_change.append(self._round_did_change)
        window.focus_picker.session_starting(session, free_play=plans is None)
        for listener in list(window.session_did_start):
            listener(session, pack)
        window.exam_box.blockSignals(True)
        window.exam_box.setChecked(exam)
        window.exam_box.blockSignals(False)
        window.panel.set_exam(exam)
        window.panel.set_chips(rules.chips)
        window.panel.decimal_mark = decimal_mark(rules.language)
        index = window.house_combo.findData(rules.id)
        if index >= 0:
            window.house_combo.setCurrentIndex(index)
        self._title_window(rules)
        if plans and 0 < first < len(plans):
            session.index = first - 1  # the chosen scenario is dealt next, numbered as in the pack
        window.session_started.emit(session)
        session.start_next_round()

    def set_house(self, house: str) -> None:
        """Free play in another house (the table is rebuilt for its boxes)."""
        rules = load_house(house)
        self.start_session(rules, exam=self.window.exam_box.isChecked())
        from trainer.ui.language_menu import offer_house_language

        offer_house_language(self.window, rules.id, rules.language)

    def set_pack(self, pack: Any | None, house: str | None = None) -> None:
        """Deal a pack's scenarios (None: free play in ``house`` or the current house)."""
        from trainer.core.practice.session import pack_house

        exam = self.window.exam_box.isChecked()
        if pack is None:
            self.start_session(load_house(house) if house else self.window.rules, exam=exam)
        else:
            self.start_session(pack_house(pack), pack=pack, exam=exam)
            from trainer.ui.language_menu import note_pack_language
            from trainer.words.pack_texts import speaks

            note_pack_language(self.window, None if speaks(pack) else getattr(pack, "language", None))

    def set_exam(self, exam: bool) -> None:
        """Switch between training and exam: the session starts again (a pack from its
        first round) under the new mode; with a round in play or a pack under way, only
        after the trainee says so (see :mod:`trainer.ui.dialogs.exam_switch`)."""
        if self.session is None or exam == self.session.exam:
            return
        from trainer.ui.dialogs import exam_switch

        window = self.window
        session = self.session
        in_play = session.round is not None and not session.round.finished and bool(session.round.history)
        pack_round = session.index if session.plans is not None else None
        if not exam_switch.needs_asking(in_play, pack_round):
            self._switch_exam(exam)
            return

        def stay() -> None:  # the box goes back to the mode still in play
            window.exam_box.blockSignals(True)
            window.exam_box.setChecked(session.exam)
            window.exam_box.blockSignals(False)
            window.view.setFocus()

        window.exam_question = exam_switch.ask(window, exam, pack_round, len(session.plans or []) or None,
                                               lambda: self._switch_exam(exam), stay)

    def _switch_exam(self, exam: bool) -> None:
        if self.session is None or exam == self.session.exam:
            return
        plans = list(self.session.plans) if self.session.plans is not None else None
        # the session's house, not the table's: a pack's round may be dealt in a house of its own
        self.start_session(self.session.rules, pack=self.pack, plans=plans, exam=exam)
        self.window.view.setFocus()

    def choose_pack(self) -> QtPackBrowser:
        """Open the pack browser (non-blocking); its choice starts a new session."""
        from trainer.ui.dialogs.pack_browser import QtPackBrowser, packs_to_list

        window = self.window
        packs, shipped, errors = packs_to_list(self.ensure_packs(), self.pack)
        plan = self.session.plan if self.session is not None else None
        at = next((i for i, item in enumerate(getattr(self.pack, "scenarios", ()))
                   if plan is not None and getattr(item, "scenario", None) is plan.scenario), 0)
        dialog = QtPackBrowser(packs, window.rules.id, self.pack, window.exam_box.isChecked(),
                               self.pack_errors + errors, window, scenario_index=at, shipped=shipped)
        dialog.accepted.connect(lambda: self._apply_browser(dialog))
        dialog.open()
        window.browser = dialog
        return dialog

    def _apply_browser(self, dialog: QtPackBrowser) -> None:
        from trainer.core.practice.session import pack_house

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
            self.start_session(session.rules, pack=self.pack, plans=plans, exam=session.exam,
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
            self.window.statusBar().showMessage(_tr(QT_TRANSLATE_NOOP("MainWindow", "The pack is finished: choose another (Ctrl+O).")), 5000)

    # --- the session's hooks ------------------------------------------------------------------
    def _round_did_start(self, round_: Round, plan: RoundPlan | None) -> None:
        window = self.window
        window.keys.reset()
        window.selected_bet = None
        window.panel.clear_round()
        drop_prompt(window)  # the last round's
        if getattr(window, "why_arrows", None) is not None:  # they name the last round's boxes
            from trainer.ui.table.why_overlay import clear_arrows

            clear_arrows(window)
        if round_.rules is not built(window.scene).rules:
            # a pack's scenario may name its own house (the side-bets pack deals Swiss
            # rounds in a Cosmopol pack): the table, its limits and its chips follow it,
            # and so do the toolbar's house and the window's title
            window.rebuild_scene(round_.rules)
            window.panel.set_chips(round_.rules.chips)
            self._show_house(round_.rules)
        session = built(self.session)  # its round_did_start hook called this
        window.show_view(session.view(), None, new_round=True)
        self._header = self._header_for(session, round_.rules, plan)
        self.tick()
        window.refresh(None)
        window.round_started.emit(round_, plan)

    def _show_house(self, rules: HouseRules) -> None:
        """The toolbar's house list and the title on the house the round is dealt in
        (choosing from the list starts free play there; showing it does not)."""
        window = self.window
        index = window.house_combo.findData(rules.id)
        if index < 0:  # only the first house is listed yet
            window.fill_house_combo(rules, every_house=True)
        else:
            window.house_combo.setCurrentIndex(index)
        self._title_window(rules)

    def _title_window(self, rules: HouseRules) -> None:
        self.window.setWindowTitle(filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Black Jack dealer trainer — %1")), house_title(rules)))

    def retranslate(self) -> None:
        """The window's title and the panel's header in the current language (the round
        in play goes on as it is)."""
        session = self.session
        self._title_window(self.window.rules)
        if session is not None and session.round is not None and self._header is not None:
            self._header = self._header_for(session, session.round.rules, session.plan)
            self.tick()

    def _header_for(self, session: Session, rules: HouseRules, plan: RoundPlan | None) -> tuple[str, str, str, str]:
        """The panel's header for the session's round: title, scenario, mode and counter, hint."""
        if session.plans is not None:
            counter = filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Round %1 of %2")), str(session.index + 1), str(len(session.plans)))
        else:
            counter = filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Free play · round %1")), str(session.index + 1))
        mode = _tr(QT_TRANSLATE_NOOP("MainWindow", "Exam")) if session.exam else _tr(QT_TRANSLATE_NOOP("MainWindow", "Training"))
        from trainer.words.pack_texts import pack_title, scenario_hint, scenario_title

        pack = getattr(self, "pack", None)
        heading = pack_title(pack) if pack is not None else session.title  # the pack's, in the current language
        title = house_title(rules) + (" · " + heading if heading else "")
        scenario = ""
        hint = ""
        if plan is not None:
            scenario = scenario_title(pack, plan)
            if plan.trains:
                scenario += " — " + filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "trains: %1")), ", ".join(texts.trains_text(t) for t in plan.trains))
            if not session.exam:
                hint = scenario_hint(pack, plan)
        return (title, scenario, f"{mode} · {counter}", hint)

    def _mistake_did_happen(self, mistake: Mistake) -> None:
        window = self.window
        from trainer.ui.table.why_overlay import show_why, why_lines

        why = show_why(window, built(window.round), mistake)  # made in the round in play
        rules = window.round.rules if window.round is not None else window.rules  # this house's rule
        window.panel.add_mistake(mistake, lambda: why_lines(why), rules)  # worded again in a new language
        window.statusBar().showMessage(texts.mistake_title(mistake.code) + ": " + texts.mistake_rule(mistake.code, rules), 6000)

    def _round_did_end(self, summary: RoundSummary) -> None:
        window = self.window
        drop_prompt(window)  # "Type the amount..." asks nothing of a finished round
        if getattr(window, "why_arrows", None) is not None:  # an order on a table now cleared
            from trainer.ui.table.why_overlay import clear_arrows

            clear_arrows(window)
        if summary.exam:
            for mistake in summary.mistakes:
                window.panel.add_mistake(mistake, rules=window.rules)
        window.panel.show_summary(summary, window.rules.currency, self.session.has_next if self.session else False)
        window.round_ended.emit(summary)

    def _round_did_change(self, view: RoundView, record: Record | None) -> None:
        """After an attempted action: the window redraws from the new view (a new round is
        drawn by _round_did_start, which comes first)."""
        if record is None:
            return
        self.window.show_view(view, record.action if record.mistake is None else None)

    def tick(self) -> None:
        """The clock in the panel's header, once a second, and the time limit's warning."""
        session = self.session
        if session is None or self._header is None:
            return
        panel = self.window.panel
        title, scenario, info, hint = self._header
        elapsed = format_seconds(session.elapsed())
        limit = session.plan.time_limit if session.plan else None
        clock = elapsed + (" / " + format_seconds(limit) if limit else "")
        panel.set_header(title, scenario, info + " · " + clock, hint)
        round_ = session.round
        left = seconds_left_to_warn(session.elapsed(), limit, round_ is None or round_.finished)
        if left is None:
            panel.set_time_warning("")
        elif left > 0:
            panel.set_time_warning(filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Time limit near: %1 left")), format_seconds(math.ceil(left))))
        else:
            panel.set_time_warning(_tr(QT_TRANSLATE_NOOP("MainWindow", "Over the time limit")))
