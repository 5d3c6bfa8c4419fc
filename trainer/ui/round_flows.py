"""The flows around a round that the table itself does not know about: spot the error,
a pack's result at its end, saving a round into a pack, opening a pack file.

:class:`QtRoundFlows` listens to the main window's ``session_started``,
``round_started`` and ``round_ended`` signals and adds its entries to the Session
menu, so the window's own code stays about dealing."""

from __future__ import annotations

import os
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from trainer.core.packs.load import Pack
from trainer.ui.window_parts import built
from trainer.words.names import house_title
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    # the window as its parts see it (trainer.ui.window_parts): the window imports this module, never the reverse
    from trainer.ui.pages.spot_error import QtSpotMode
    from trainer.ui.window_parts import TableWindow as MainWindow


class QtRoundFlows(QObject):
    """Spot the error, pack results, saving to a pack, for one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        menu = self._session_menu()
        self.open_file_action = QAction(window)
        self.open_file_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.open_file_action.triggered.connect(self.open_pack_file)
        self.save_round_action = QAction(window)
        self.retranslate()
        self.save_round_action.setShortcut(QKeySequence("Ctrl+S"))
        self.save_round_action.triggered.connect(self.save_round_to_pack)
        #: the spot-the-error round in play, if any.
        self.spot: QtSpotMode | None = None
        #: the pack whose rounds are being scored, the results so far, the last result.
        self.result_pack: Any = None
        self.results: list[Any] = []
        self.pack_result: Any = None
        self.result_dialog: Any = None
        self.save_dialog: Any = None
        #: spot-the-error replays step this fast when played (tests make it quicker).
        self.spot_play_ms = 900
        self._titled = 0
        self._last_title = ""
        window.installEventFilter(self)  # the window closing ends a spot round too
        window.session_started.connect(self._session_started)
        window.round_started.connect(self._round_started)
        window.round_ended.connect(self._round_ended)
        if menu is not None:  # Packs…, Open pack file…, Restart round, Save this round…, | Quit
            actions = menu.actions()
            before = actions[1] if len(actions) > 1 else None
            menu.insertAction(before, self.open_file_action)  # type: ignore[arg-type]  # None: at the end (Qt's null; the stub wants a QAction)
            separator = next((a for a in menu.actions() if a.isSeparator()), None)
            menu.insertAction(separator, self.save_round_action)  # type: ignore[arg-type]  # None: at the end (Qt's null; the stub wants a QAction)

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.Close and self.spot is not None:
            spot, self.spot = self.spot, None
            spot.detach()  # lets the recorded round go of the shared machine
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        """The Session menu's entries in the current language."""
        self.open_file_action.setText(self.tr("Open pack file…"))
        self.save_round_action.setText(self.tr("Save this round to a pack…"))
        spot: QtSpotMode | None = getattr(self, "spot", None)  # retranslate runs in __init__ too, before self.spot
        if spot is not None:  # the spot-the-error round's scenario in the new language
            from trainer.words.pack_texts import scenario_hint, scenario_title

            pack = self.window.pack
            spot.reword(scenario_title(pack, spot.item), scenario_hint(pack, spot.item))

    def _session_menu(self) -> QMenu | None:
        for action in self.window.menuBar().actions():
            menu = action.menu()  # a QMenu (PySide6's stub says QObject)
            if isinstance(menu, QMenu):
                return menu
        return None

    # --- pack files ------------------------------------------------------------------------
    def open_pack_file(self) -> Any:
        """The pack browser with the file dialog open over it."""
        dialog = built(self.window.choose_pack())  # the Session menu's entry comes with the built window
        dialog.open_pack_file()
        return dialog

    def save_round_to_pack(self) -> Any:
        """The save dialog for the round on the table (non-blocking); None without a round."""
        from trainer.ui.dialogs.save_to_pack import QtSaveToPack

        window, session = self.window, self.window.session
        if session is None or session.round is None or session.scenario is None or not session.round.history:
            window.statusBar().showMessage(self.tr("Play a round first: there is nothing to save yet."), 5000)
            return None
        from trainer.words.pack_texts import scenario_title

        # the scenario's title as the trainee read it (the pack's translation), never the English source
        item = self._pack_scenario(session.plan) if session.plan else None
        title = scenario_title(window.pack, item) if item is not None else (session.plan.title if session.plan else "")
        dialog = QtSaveToPack(session.scenario, session.round, path=self._default_pack_file(), title=title, parent=window)
        dialog.accepted.connect(lambda: window.statusBar().showMessage(
            filled(self.tr("Saved to %1: %n scenarios", "", len(dialog.saved.scenarios) if dialog.saved else 0),
                   dialog.path_edit.text().strip()), 8000))
        dialog.open()
        self.save_dialog = dialog
        return dialog

    def _default_pack_file(self) -> str:
        """The pack in play when it is the instructor's own file, else the last one opened."""
        from trainer.paths import packs_dir
        from trainer.ui.recent_packs import recent_packs

        source = str(getattr(self.window.pack, "source", "") or "")
        if source and os.path.abspath(os.path.dirname(source)) != os.path.abspath(str(packs_dir())):
            return source
        recent = recent_packs()
        return str(recent[0]) if recent else ""

    # --- sessions and rounds ------------------------------------------------------------------
    def _session_started(self, session: Any) -> None:
        pack = self.window.pack
        if not isinstance(pack, Pack):  # practice and challenges label their sessions, no pack
            pack = None
        if pack is not None:
            previous, self._lookup_pack = getattr(self, "_lookup_pack", None), pack
            restarted = self._restart_of(session) if previous is pack else None
        else:
            restarted = self._restart_of(session)
        if not restarted:  # a new session (a pack from its start or a chosen scenario, or free play)
            self.result_pack = pack if pack is not None and session.plans is not None else None
            self.results = []
            return
        # Restart round deals the same pack again from that scenario: the results of the
        # rounds before it stay, the restarted round's is played again
        before = {item.id for item in self._lookup_pack.scenarios[:restarted]}
        self.results = [result for result in self.results if result.scenario_id in before]
        self.result_pack = self._lookup_pack

    def _restart_of(self, session: Any) -> int | None:
        """The index of the scenario a session restarts the last pack at, if it is that
        pack's tail (the window's Restart round), else None."""
        pack = getattr(self, "_lookup_pack", None)
        if pack is None or not session.plans:
            return None
        scenarios = [item.scenario for item in pack.scenarios]
        again = getattr(self.window, "restarting_at", None)
        if again is not None:  # Restart round: the whole pack again, from round ``again``
            same = len(session.plans) == len(scenarios) and all(
                plan.scenario is scenario for plan, scenario in zip(session.plans, scenarios))
            return again if same else None
        first = next((i for i, scenario in enumerate(scenarios) if scenario is session.plans[0].scenario), None)
        if first is None or len(session.plans) != len(scenarios) - first:
            return None
        return first

    def _pack_scenario(self, plan: Any) -> Any:
        """The pack's scenario a plan was made from (spot-the-error data lives there)."""
        pack = self.window.pack or getattr(self, "_lookup_pack", None)
        if plan is None or pack is None or not getattr(plan, "id", ""):
            return None
        return next((item for item in getattr(pack, "scenarios", ()) if item.id == plan.id and item.scenario is plan.scenario), None)

    def _round_started(self, round_: Any, plan: Any) -> None:
        self._name_saved_rounds(self._last_title)
        self._last_title = getattr(plan, "title", "") or ""
        if self.spot is not None:
            spot, self.spot = self.spot, None
            spot.detach()
        item = self._pack_scenario(plan)
        if item is None or not item.spot_the_error:
            return
        from trainer.ui.pages.spot_error import QtSpotMode

        window, session = self.window, built(self.window.session)  # a pack's round is dealt
        counter = filled(self.tr("Round %1 of %2"), str(session.index + 1), str(len(session.plans or ())))
        from trainer.words.pack_texts import pack_title, scenario_hint, scenario_title

        pack = self.window.pack
        heading = pack_title(pack) if pack is not None else session.title
        title = house_title(round_.rules) + (" · " + heading if heading else "")
        # the trainee reads the scenario in their language; scoring and saving use the item itself
        self.spot = QtSpotMode(window, item, exam=session.exam, title=title, counter=counter, play_ms=self.spot_play_ms,
                               scenario_title=scenario_title(pack, item), hint=scenario_hint(pack, item))
        self.spot.finished.connect(lambda score, seconds, item=item: self._spot_finished(item, score, seconds))
        self.spot.next_requested.connect(self._spot_next)
        self.spot.attach()

    def _round_ended(self, summary: Any) -> None:
        self._name_saved_rounds(self._last_title)
        plan = self.window.session.plan if self.window.session else None
        if self.result_pack is not None and plan is not None:
            from dataclasses import replace

            from trainer.core.packs.result import deal_result
            from trainer.words.pack_texts import scenario_title

            # the result names the round as the trainee read it (the pack's translation)
            self._add_result(replace(deal_result(summary, plan.id), title=scenario_title(self.result_pack, plan)))

    def _spot_finished(self, item: Any, score: Any, seconds: float) -> None:
        from trainer.core.packs.result import spot_result

        self._save_spot(item, score, seconds)
        if self.result_pack is not None:
            from trainer.words.pack_texts import scenario_title

            self._add_result(spot_result(item.id, scenario_title(self.result_pack, item), score, seconds, item.time_limit))

    def _save_spot(self, item: Any, score: Any, seconds: float) -> None:
        """Each spot-the-error round goes into the trainee's progress as it is scored."""
        progress, session = self.window.progress, self.window.session
        if progress is None or session is None or not progress.ensure_open():
            return
        recorder, store = built(progress.recorder), built(progress.store)  # ensure_open() opened them
        pack = self.window.pack or getattr(self, "_lookup_pack", None)
        if progress._guard(lambda: store.save_spot_result(
                recorder.trainee, pack=str(getattr(pack, "id", "")), scenario=item.id, title=item.title,
                mode=session.mode, score=score, seconds=seconds, session_id=recorder.session_id)):
            if progress.history is not None:
                progress.history.refresh()

    def _spot_next(self) -> None:
        session = self.window.session
        if session is not None and session.has_next:
            session.start_next_round()
        elif self.pack_result is not None:
            self.show_pack_result(self.pack_result)
        else:
            self.window.statusBar().showMessage(self.tr("The pack is finished: choose another (Ctrl+O)."), 5000)

    def _name_saved_rounds(self, title: str) -> None:
        """Give the rounds the progress recorder saved since last time their scenario's title."""
        progress = self.window.progress
        recorder = getattr(progress, "recorder", None)
        if progress is None or recorder is None:
            return
        store = built(progress.store)  # open while its recorder is
        new = recorder.saved[self._titled:]
        self._titled = len(recorder.saved)
        if title:
            for round_id in new:
                progress._guard(partial(store.set_round_title, round_id, title))

    # --- the pack's result -----------------------------------------------------------------------
    def _add_result(self, result: Any) -> None:
        self.results.append(result)
        session = self.window.session
        if session is None or session.has_next:
            return
        from trainer.core.packs.result import PackResult
        from trainer.words.pack_texts import pack_title

        pack = self.result_pack
        self.pack_result = PackResult(
            pack_id=str(pack.id), pack_title=pack_title(pack), house=session.rules.id,
            mode=session.mode, rounds=tuple(self.results), pass_mark=getattr(pack, "pass_mark", None),
            pack_rounds=len(pack.scenarios),
        )
        self._save_pack_result(self.pack_result)
        if self.spot is None:  # a spot round shows its own score first; Enter then opens the result
            self.show_pack_result(self.pack_result)

    def _save_pack_result(self, result: Any) -> None:
        progress = self.window.progress
        if progress is None or not progress.ensure_open():
            return
        recorder, store = built(progress.recorder), built(progress.store)  # ensure_open() opened them
        if progress._guard(lambda: store.save_pack_result(recorder.trainee, result, recorder.session_id)):
            if progress.history is not None:
                progress.history.refresh()

    def show_pack_result(self, result: Any) -> Any:
        """The pack's result in a window of its own (non-blocking), printable; at the end of
        an assigned exam on a class station, the exam's verdict instead."""
        from trainer.ui.dialogs.pack_result import QtPackResult

        station = getattr(self.window, "station", None)
        if station is not None and station.takes_pack_result(result):
            return station.verdict_dialog

        trainee = self.window.progress.trainee_name if self.window.progress is not None else ""
        dialog = QtPackResult(result, trainee=trainee, parent=self.window)
        dialog.open()
        self.result_dialog = dialog
        return dialog
