"""The guided round: one hint at a time over the table, saying which key (or click)
does the dealer's next step and where the round is in the procedure's order.

It is shown on the very first start of the trainer (remembered in the user's settings,
:func:`settings`) and can be opened again from the Help menu. The guide only reads the
round (its state, the next expected action, the selected bet) after each key or mouse
release anywhere in the application; it never acts on the table itself, so the trainee's
own keys and clicks play the round and the checker judges them as always.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from trainer.core.game.payouts import format_amount
from trainer.core.game.table import DEALER, INSURANCE_PREFIX
from trainer.core.procedure.actions import MONEY_VERBS, Action
from trainer.core.procedure.view import RoundView, box_of, split_number
from trainer.core.procedure.vocabulary import Phase, Verb
from trainer.words import i18n
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    # the window as its parts see it (trainer.ui.window_parts): the window imports this module, never the reverse
    from trainer.ui.window_parts import TableWindow as MainWindow

#: the settings key that says the guide has been played or skipped once.
GUIDE_SEEN_KEY = "first_run/guide_seen"

#: the procedure's phases in order, as the guide's order line names them, with the
#: round states each covers.
PHASES: tuple[tuple[str, tuple[Phase, ...]], ...] = (
    (QT_TRANSLATE_NOOP("Guide", "no more bets"), (Phase.BETTING,)),
    (QT_TRANSLATE_NOOP("Guide", "first deal"), (Phase.FIRST_DEAL,)),
    (QT_TRANSLATE_NOOP("Guide", "insurance, Black Jacks"), (Phase.INSURANCE_OFFER, Phase.INSURANCE_WINDOW, Phase.BLACKJACK_PAYOUTS)),
    (QT_TRANSLATE_NOOP("Guide", "boxes' play"), (Phase.PLAY,)),
    (QT_TRANSLATE_NOOP("Guide", "dealer's hand"), (Phase.DEALER_DRAW,)),
    (QT_TRANSLATE_NOOP("Guide", "settlement"), (Phase.INSURANCE_SETTLEMENT, Phase.SETTLEMENT)),
    (QT_TRANSLATE_NOOP("Guide", "end"), (Phase.DONE,)),
)


def settings() -> QSettings:
    """The trainer's user settings (an INI file in the user's config folder: tests point
    it elsewhere with ``QSettings.setPath``)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "croupier-trainer", "trainer")


def guide_seen() -> bool:
    return bool(settings().value(GUIDE_SEEN_KEY, False, type=bool))  # a bool already: the stub says object


def remember_guide_seen() -> None:
    store = settings()
    store.setValue(GUIDE_SEEN_KEY, True)
    store.sync()


def _tr(text: str) -> str:
    return QCoreApplication.translate("Guide", text)


def _bet_name(bet_id: str) -> str:
    if bet_id.startswith(INSURANCE_PREFIX):  # the core's id of an insurance bet
        return filled(_tr(QT_TRANSLATE_NOOP("Guide", "the insurance on bet %1")), bet_id.removeprefix(INSURANCE_PREFIX))
    return filled(_tr(QT_TRANSLATE_NOOP("Guide", "bet %1")), bet_id)


def hand_keys(hand_id: str, boxes: int) -> list[str]:
    """The keys that reach a hand, as the window reads digits: a box number (0 is box 10),
    Enter after one that begins a longer box number (box 1 on an 11-box table), then a
    split hand's number."""
    box, hand = str(box_of(hand_id)), split_number(hand_id)
    if box == "10":
        keys = ["0"]
    elif any(str(other).startswith(box) and str(other) != box for other in range(1, boxes + 1)):
        keys = [*box, "Enter"]
    else:
        keys = list(box)
    return keys + ([str(hand)] if hand else [])


def _keys_text(keys: list[str]) -> str:
    return " then ".join(f"<b>{key}</b>" for key in keys)


def hint_for(view: RoundView, boxes: int, selected_bet: str | None) -> str:
    """The one hint for the round as the view shows it: the next expected action as a key
    (rich text); ``boxes``: the table's number of boxes (which keys reach a box)."""
    if view.finished:
        return _tr(QT_TRANSLATE_NOOP("Guide", "That is a whole round, dealt by the book. <b>Enter</b> deals the next one; "
                   "<b>F1</b> lists every key, and Help ▸ Guided round plays this guide again."))
    expected = view.expected
    if not expected:
        return _tr(QT_TRANSLATE_NOOP("Guide", "Wait for the players."))
    action: Action = expected[0]
    verb, target = action.verb, action.target
    if verb == Verb.NO_MORE_BETS:
        return _tr(QT_TRANSLATE_NOOP("Guide", "The bets are placed. Close the betting: press <b>N</b> (or <b>Enter</b>). "
                   "The round's clock starts with your first action."))
    if verb == Verb.DEAL and target == DEALER:
        return _tr(QT_TRANSLATE_NOOP("Guide", "Now a card to yourself: press <b>D</b>, or click the dealer's place."))
    # the keys that reach a box or hand (a card is dealt to it); other targets are bets
    keys = _keys_text(hand_keys(target, boxes)) if verb == Verb.DEAL and target else ""
    if verb == Verb.DEAL and view.phase == Phase.FIRST_DEAL:
        return filled(_tr(QT_TRANSLATE_NOOP("Guide", "Deal in order, from your left: the next card goes to box %1. Press %2, "
                   "or click the box's card place.")), target, keys)
    if verb == Verb.DEAL:
        return filled(_tr(QT_TRANSLATE_NOOP("Guide", "Hand %1 asks for a card: press %2, or click its cards.")), target, keys)
    if verb in (Verb.DOUBLE, Verb.SPLIT):
        return filled(_tr(QT_TRANSLATE_NOOP("Guide", "Hand %1 wants to %2 and may: press <b>A</b> to accept.")), target, verb)
    if verb == Verb.REFUSE and target is not None and target in view.bets and view.bets[target].insurance:
        # X refuses the selected insurance only (MainWindow._refuse_selected_insurance)
        if selected_bet != target:
            return filled(_tr(QT_TRANSLATE_NOOP("Guide", "%1 is more than half its bet, which the house refuses. Select %2: click its "
                       "chips, or press <b>Tab</b> until it is marked.")), _bet_name(target).capitalize(), _bet_name(target))
        return filled(_tr(QT_TRANSLATE_NOOP("Guide", "%1 is more than half its bet: press <b>X</b> to refuse it.")), _bet_name(target).capitalize())
    if verb == Verb.REFUSE:
        return filled(_tr(QT_TRANSLATE_NOOP("Guide", "Hand %1 asks for something the house does not allow: press <b>X</b> to refuse.")), target)
    if verb == Verb.OFFER_INSURANCE:
        return _tr(QT_TRANSLATE_NOOP("Guide", "You show an ace: offer insurance with <b>I</b>."))
    if verb == Verb.CLOSE_INSURANCE:
        return _tr(QT_TRANSLATE_NOOP("Guide", "The players have answered: close insurance with <b>I</b>."))
    if verb == Verb.END_ROUND:
        return _tr(QT_TRANSLATE_NOOP("Guide", "Every bet is settled: end the round with <b>E</b>."))
    if verb in MONEY_VERBS and target is not None:  # a bet's id
        if selected_bet != target:
            return filled(_tr(QT_TRANSLATE_NOOP("Guide", "Settle from your right to your left. Select %1: click its chips, or press "
                       "<b>Tab</b> until it is marked.")), _bet_name(target))
        if verb == Verb.COLLECT:
            return filled(_tr(QT_TRANSLATE_NOOP("Guide", "%1 lost: press <b>C</b> to collect it.")), _bet_name(target).capitalize())
        if verb == Verb.PUSH:
            return filled(_tr(QT_TRANSLATE_NOOP("Guide", "%1 ties with you: press <b>U</b> to push it (stand-off).")), _bet_name(target).capitalize())
        assert action.amount is not None  # a payout names its amount
        amount = format_amount(action.amount)
        return filled(_tr(QT_TRANSLATE_NOOP("Guide", "%1 wins %2: press <b>P</b>, type <b>%2</b> and press <b>Enter</b> "
                   "(or build the amount with the panel's chips, then Pay).")), _bet_name(target).capitalize(), amount)
    return filled(_tr(QT_TRANSLATE_NOOP("Guide", "Next: %1")), str(action))


def spot_hint() -> str:
    """The hint while a spot-the-error round is on the table (the window's spot keys)."""
    return _tr(QT_TRANSLATE_NOOP("Guide", "This round is spot the error: watch the recorded dealer (<b>Space</b> plays, "
               "<b>→</b> steps), mark each wrong step with <b>M</b> and finish with <b>F</b>. "
               "The guide deals with you again in the next dealing round."))


def order_line(state: str) -> str:
    """The procedure's order with the current phase marked (rich text)."""
    parts = []
    for name, states in PHASES:
        label = _tr(name)
        parts.append(f"<b style='color:#e8c25a'>{label}</b>" if state in states else label)
    return " → ".join(parts)


class QtGuide(QFrame):
    """The guide's strip above the table (never over it: the table shrinks a little
    while the guide is open): the hint, the procedure's order, Skip."""

    #: the guide was closed: True when the round was played to its end, False when skipped.
    closed = Signal(bool)
    #: the hint has been brought up to date with the round (after a key or a click).
    refreshed = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window.table_page)
        self.window_ = window
        self.setObjectName("guide")
        self.setStyleSheet(
            "#guide { background: #0f1d16; border-bottom: 2px solid #e8c25a; }"
            "QLabel { color: #f4ecd2; font-size: 14px; }"
            "QLabel#guideTitle { color: #e8c25a; font-size: 14px; font-weight: bold; }"
            "QLabel#guideOrder { color: #b9c7b4; font-size: 12px; }"
            "QPushButton { padding: 3px 12px; }"
        )
        outer = QHBoxLayout(self)
        outer.setContentsMargins(16, 8, 16, 8)
        outer.setSpacing(16)
        layout = QVBoxLayout()
        layout.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName("guideTitle")
        self.hint = QLabel(self)
        self.hint.setObjectName("guideHint")
        self.hint.setTextFormat(Qt.TextFormat.RichText)
        self.hint.setWordWrap(True)
        self.order = QLabel(self)
        self.order.setObjectName("guideOrder")
        self.order.setTextFormat(Qt.TextFormat.RichText)
        self.order.setWordWrap(True)
        buttons = QVBoxLayout()
        self.skip_button = QPushButton(self)
        self.done_button = QPushButton(self)
        for button in (self.skip_button, self.done_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
            buttons.addWidget(button)
        self.skip_button.clicked.connect(lambda: self.finish(False))
        self.done_button.clicked.connect(lambda: self.finish(True))
        buttons.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addWidget(self.order)
        outer.addLayout(layout, 1)
        outer.addLayout(buttons)
        self.hints_shown = 0
        self._refresh_pending = False
        self._closed = False
        # the language the hint was last worded in: the same hint in another language is
        # not a new hint (whichever comes first, a key's refresh or the LanguageChange)
        self._language = i18n.current()
        app = QApplication.instance()
        assert app is not None  # a widget lives in a running application
        app.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons, the hint and the order line in the current language."""
        self.skip_button.setText(_tr(QT_TRANSLATE_NOOP("Guide", "Skip the guide")))
        self.done_button.setText(_tr(QT_TRANSLATE_NOOP("Guide", "Close")))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- following the round -------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # any key or click may have moved the round on: read it again once the window has acted
        if event.type() in (QEvent.Type.KeyRelease, QEvent.Type.MouseButtonRelease) and not self._refresh_pending:
            self._refresh_pending = True
            QTimer.singleShot(0, self, self.refresh)  # dropped if the guide is gone by then
        return False

    def refresh(self) -> None:
        self._refresh_pending = False
        view = self.window_.round_view  # the round as the session last showed it
        if view is None or self._closed:
            return
        spot = getattr(getattr(self.window_, "flows", None), "spot", None) is not None
        # a spot-the-error round is watched, not dealt: N, D ... do nothing there
        session = getattr(self.window_, "session", None)
        if session is not None and session.exam:  # an exam is passed without the answers shown
            text = _tr(QT_TRANSLATE_NOOP("Guide", "Exam mode: the guide gives no hints during an exam. Untick <b>Exam mode</b> to be guided."))
        else:
            text = spot_hint() if spot else hint_for(view, self.window_.rules.boxes, self.window_.selected_bet)
        if text != self.hint.text():
            self.hints_shown += 1 if i18n.current() == self._language or not self.hints_shown else 0
            self.hint.setText(text)
        self._language = i18n.current()
        if view.finished and not spot:
            self.title.setText(_tr(QT_TRANSLATE_NOOP("Guide", "Guided round: done")))
        else:
            self.title.setText(filled(_tr(QT_TRANSLATE_NOOP("Guide", "Guided round · hint %1")), str(self.hints_shown)))
        self.order.setText("" if spot else order_line(view.phase))
        self.order.setVisible(not spot)
        self.skip_button.setVisible(spot or not view.finished)
        self.done_button.setVisible(view.finished and not spot)
        self.refreshed.emit()

    def finish(self, completed: bool) -> None:
        """Close the guide and remember that it has been seen (played or skipped)."""
        remember_guide_seen()
        self.dismiss()
        self.closed.emit(completed)

    def dismiss(self) -> None:
        """Take the guide off the window (it stops following the round)."""
        self._closed = True
        app = QApplication.instance()
        assert app is not None  # a widget lives in a running application
        app.removeEventFilter(self)
        self.hide()
        if getattr(self.window_, "guide", None) is self:
            self.window_.guide = None
        self.deleteLater()


def open_guide(window: MainWindow, restart: bool = True) -> QtGuide:
    """Show the guide on the window's round; ``restart``: a round already begun is dealt
    again from its start, so the guide walks through all of it."""
    old = getattr(window, "guide", None)
    if old is not None:
        old.dismiss()
    view = window.round_view
    if restart and view is not None and (view.step or view.finished):
        window.restart_round()
    guide = QtGuide(window)
    window.guide = guide
    window.table_column.insertWidget(0, guide)
    guide.show()
    window.view.setFocus()
    return guide


def show_on_first_run(window: MainWindow) -> QtGuide | None:
    """The guide, the first time the trainer starts for this user (None afterwards)."""
    if guide_seen():
        return None
    return open_guide(window, restart=False)

