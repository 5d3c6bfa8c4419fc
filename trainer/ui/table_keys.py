"""The table's keys and clicks: what a key of the key table, or a click on a hand, means now.

A key is looked up in the one key table (:mod:`trainer.ui.key_table`); a box's digits (and a
split box's hand number) are collected here, and a box or hand, by digits or by a click on
its cards, means "a card to it" while the boxes are dealt and "select its bet" afterwards.
Whatever the key or click means ends as one of the window's dealer actions
(``perform``, ``pay_selected``, ``answer_request``, ...): the keys never touch the round.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from trainer.core.game.table import DEALER
from trainer.core.procedure.view import box_of
from trainer.core.procedure.vocabulary import Phase
from trainer.ui.key_table import command_for
from trainer.ui.window_parts import built
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    # the window as its parts see it (trainer.ui.window_parts): the window imports this module, never the reverse
    from trainer.ui.window_parts import TableWindow as MainWindow

#: states in which a box, by its digit or a click on its cards, takes a card: from no more
#: bets until the boxes are done, whether or not a card is due (a card dealt before the
#: insurance is closed or a Black Jack is paid is a mistake the core names). Afterwards
#: the box's digit or cards select its bet. Keys and clicks share this one meaning.
DEALING_STATES = frozenset({Phase.FIRST_DEAL, Phase.INSURANCE_OFFER, Phase.INSURANCE_WINDOW,
                            Phase.BLACKJACK_PAYOUTS, Phase.PLAY})


def _tr(text: str) -> str:
    # the window's own context: these sentences were the window's, and keep its translations
    return QCoreApplication.translate("MainWindow", text)


class TableKeys:
    """The window's keys and hand clicks; see the module's docstring."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._digits = ""
        self._pending_box: int | None = None
        #: milliseconds a half-typed box number waits for its second digit.
        self.digit_timeout_ms = 900
        self._digit_timer = QTimer(window)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.timeout.connect(self.commit_digits)

    def _say(self, text: str, ms: int = 4000) -> None:
        self.window.statusBar().showMessage(text, ms)

    def reset(self) -> None:
        """A new round: no half-typed box is left over."""
        self._digits = ""
        self._pending_box = None

    def handle_key(self, event: QKeyEvent) -> bool:
        """The table's keys (see :func:`~trainer.ui.key_table.key_help_html`); True when
        the key was used."""
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        key = event.key()
        command = command_for(key)
        if command is None:
            return False
        if command.startswith("digit_"):
            self.digit(int(command.removeprefix("digit_")))
            return True
        handler = self.commands()[command]
        if key not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (self._digits or self._pending_box is not None):
            if key == Qt.Key.Key_Escape:
                self.clear_digits()
                return True
            self.commit_digits()
        handler()
        return True

    def commands(self) -> dict[str, Callable[[], Any]]:
        """What each command of the key table (trainer.ui.key_table.KEYS) does here."""
        window = self.window
        commands: dict[str, Callable[[], Any]] = {f"digit_{n}": partial(self.digit, n) for n in range(10)}
        commands.update({
            "enter": self.enter,
            "escape": self.escape,
            "next_bet": lambda: self.cycle_bet(1),
            "previous_bet": lambda: self.cycle_bet(-1),
            "deal_dealer": lambda: window.press("deal_dealer", "D"),
            "pay": window.pay_selected,
            "collect": lambda: window.settle_selected("collect"),
            "push": lambda: window.settle_selected("push"),
            "insurance": window.toggle_insurance,
            "accept": lambda: window.answer_request("accept"),
            "refuse": lambda: window.answer_request("refuse"),
            "no_more_bets": lambda: window.press("no_more_bets", "N"),
            "end_round": lambda: window.press("end_round", "E"),
            "help": lambda: window.view.toggle_help(),
        })
        return commands

    def escape(self) -> None:
        if self.window.view.help_shown():
            self.window.view.toggle_help(False)
            return
        self.clear_digits()
        self.window.select_bet(None)

    def enter(self) -> None:
        """Enter: a half-typed box; else no more bets before the deal and the next round
        after the end. Mid-round it ends nothing (that is E): a round ended by a stray
        Enter would be recorded as not finished."""
        if self._digits or self._pending_box is not None:
            self.commit_digits()
            return
        window = self.window
        view = window.round_view
        if view is None:
            return
        if built(window.round).finished:
            window.next_round()
        elif view.phase == Phase.BETTING:
            window.perform("no_more_bets")
        else:
            self._say(_tr(QT_TRANSLATE_NOOP("MainWindow", "Enter ends nothing mid-round: E ends the round.")))

    def cycle_bet(self, step: int) -> None:
        view = self.window.round_view
        if view is None:
            return
        live = [bet.id for bet in view.live_bets()]
        if not live:
            self.window.select_bet(None)
            return
        selected = self.window.selected_bet
        if selected in live:
            index = (live.index(selected) + step) % len(live)
        else:
            index = 0 if step > 0 else len(live) - 1
        self.window.select_bet(live[index])

    def click_hand(self, hand_id: str) -> None:
        """A click on a hand's cards or card place: the dealer's takes a card; a box's
        means what its digit means (see ``DEALING_STATES``)."""
        if hand_id == DEALER:
            self.window.press("deal_dealer", "D")  # as the key and the button do
            return
        self.clear_digits()
        view = self.window.round_view
        if view is None:
            return
        if hand_id in view.hands:
            self.use_hand(hand_id)
        else:  # an empty box's card place
            self.use_box(box_of(hand_id))

    # --- a box's digits ---------------------------------------------------------------------
    def clear_digits(self) -> None:
        self._digits = ""
        self._pending_box = None
        self._digit_timer.stop()
        self.window.statusBar().clearMessage()

    def digit(self, value: int) -> None:
        """A digit key: builds a box number, then (in a split box) the hand's number."""
        view = self.window.round_view
        if view is None:
            return
        if self._pending_box is not None:
            box, self._pending_box = self._pending_box, None
            hand_id = f"{box}.{value}"
            if hand_id in view.hands:
                self.use_hand(hand_id)
            else:
                self._say(filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Box %1 has no hand %2.")), str(box), hand_id))
            return
        boxes = self.window.rules.boxes
        text = self._digits + str(value)
        if text == "0":
            text = "10"
        candidates = [box for box in range(1, boxes + 1) if str(box).startswith(text)]
        if not candidates:
            self.clear_digits()
            self._say(filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "There is no box %1.")), text))
            return
        if candidates == [int(text)]:
            self._digits = ""
            self._digit_timer.stop()
            self.use_box(int(text))
            return
        self._digits = text
        self.window.statusBar().showMessage(filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Box %1…")), text))
        self._digit_timer.start(self.digit_timeout_ms)

    def commit_digits(self) -> None:
        self._digit_timer.stop()
        view = self.window.round_view
        if self._pending_box is not None and view is not None:
            box, self._pending_box = self._pending_box, None
            hands = self._live_hands(box)
            serving, _ = view.request
            choice = serving if serving in hands else next((h for h in hands if not view.hands[h].finished), hands[0] if hands else None)
            if choice:
                self.use_hand(choice)
            return
        text, self._digits = self._digits, ""
        if text and int(text) <= self.window.rules.boxes:
            self.use_box(int(text))

    def _live_hands(self, box: int) -> list[str]:
        view = built(self.window.round_view)
        return [h for h in view.live_hands() if view.hands[h].box == box]

    def use_box(self, box: int) -> None:
        view = built(self.window.round_view)
        hands = self._live_hands(box)
        if len(hands) > 1:
            self._pending_box = box
            self.window.statusBar().showMessage(
                filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Box %1 is split: which hand? (%2)")), str(box),
                       ", ".join(str(view.hands[h].split_number) for h in hands)))
            self._digit_timer.start(self.digit_timeout_ms * 3)
            return
        if not hands:
            if view.phase in DEALING_STATES:
                self.window.deal_to(str(box))  # a card to an empty box is a mistake the core names
            else:
                self._say(filled(_tr(QT_TRANSLATE_NOOP("MainWindow", "Box %1 has no bet.")), str(box)))
            return
        self.use_hand(hands[0])

    def use_hand(self, hand_id: str) -> None:
        window = self.window
        view = built(window.round_view)
        window.statusBar().clearMessage()
        if view.phase in DEALING_STATES:
            window.deal_to(hand_id)
            return
        bets = [b for b in view.bets.values() if b.hand_id == hand_id and not b.settled and not b.insurance]
        bets += [b for b in view.bets.values() if b.hand_id == hand_id and not b.settled and b.insurance]
        if view.phase == Phase.INSURANCE_SETTLEMENT:
            bets.sort(key=lambda b: not b.insurance)
        # a side bet on the box that is due now comes first (21+3 after the deal, Swiss Jack at settlement)
        due = {action.target for action in view.expected}
        bets.sort(key=lambda b: not (b.side is not None and b.id in due))
        window.select_bet(bets[0].id if bets else None)
