"""The table's keys, in one table: what each key does, the F1 help that explains it, the
buttons whose tooltip names it, and the key line in the status bar.

The window dispatches a key press through :data:`KEYS` (:func:`command_for`), the F1 help
is :func:`key_help_html` over the same rows, and the action bar names each button's key
from :data:`BUTTON_KEYS`; so a key cannot do one thing and be explained as another. A test
presses every key of the table with real key events and checks it did what its row says.

The texts keep the translation context ``MainWindow`` they had when the window held them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt

from trainer.words.translation import QT_TRANSLATE_NOOP

#: the translation context of every text here (the window's, where they were first marked).
CONTEXT = "MainWindow"


@dataclass(frozen=True)
class KeyRow:
    """One row of the F1 help and the keys it explains.

    ``shown`` is the key as the help names it (marked for translation when it is a word),
    ``text`` what it does; ``keys`` maps each Qt key to the window command it runs (a name
    in :meth:`trainer.ui.main_window.MainWindow.run_command`); ``buttons`` maps each of the
    dealer's buttons to the key its tooltip names. A row without keys explains the others
    (the mouse, the digit after a split box)."""

    shown: str
    text: str
    keys: tuple[tuple[Qt.Key, str], ...] = ()
    buttons: tuple[tuple[str, str], ...] = ()


_DIGITS = tuple((getattr(Qt.Key, f"Key_{n}"), f"digit_{n}") for n in range(10))

KEYS: tuple[KeyRow, ...] = (
    KeyRow("1 … 9, 0", QT_TRANSLATE_NOOP("MainWindow", "A box (0 is box 10; with more than 9 boxes, type both digits). From no more bets "
                        "until the boxes are done (deal, insurance, Black Jack payouts, play) it deals the box a card; "
                        "afterwards it selects the box's bet."), _DIGITS),
    KeyRow(QT_TRANSLATE_NOOP("MainWindow", "then 1, 2, 3"),
           QT_TRANSLATE_NOOP("MainWindow", "In a split box, the hand: 3 then 2 is hand 3.2 (Enter: the hand being served).")),
    KeyRow("D", QT_TRANSLATE_NOOP("MainWindow", "A card to the dealer."), ((Qt.Key.Key_D, "deal_dealer"),),
           (("deal_dealer", "D"),)),
    KeyRow("Tab / → , Shift+Tab / ←", QT_TRANSLATE_NOOP("MainWindow", "Select the next or previous bet on the table."),
           ((Qt.Key.Key_Tab, "next_bet"), (Qt.Key.Key_Right, "next_bet"),
            (Qt.Key.Key_Backtab, "previous_bet"), (Qt.Key.Key_Left, "previous_bet"))),
    KeyRow("P", QT_TRANSLATE_NOOP("MainWindow", "Pay the selected bet the amount typed (empty: type it, then Enter)."),
           ((Qt.Key.Key_P, "pay"),)),
    KeyRow("C", QT_TRANSLATE_NOOP("MainWindow", "Collect the selected bet."), ((Qt.Key.Key_C, "collect"),)),
    KeyRow("U", QT_TRANSLATE_NOOP("MainWindow", "Push the selected bet (stand-off). Where the player may leave it on the box for "
                        "the next round (Casino Cosmopol), it is still a push."), ((Qt.Key.Key_U, "push"),)),
    KeyRow("I", QT_TRANSLATE_NOOP("MainWindow", "Offer insurance, or close it when it is open."), ((Qt.Key.Key_I, "insurance"),),
           (("offer_insurance", "I"), ("close_insurance", "I"))),
    KeyRow("A / X", QT_TRANSLATE_NOOP("MainWindow", "Accept / refuse the player's double or split; while insurance is open, "
                            "X refuses the selected insurance."), ((Qt.Key.Key_A, "accept"), (Qt.Key.Key_X, "refuse")),
           (("double", "A"), ("split", "A"), ("refuse", "X"))),
    KeyRow("N", QT_TRANSLATE_NOOP("MainWindow", "No more bets."), ((Qt.Key.Key_N, "no_more_bets"),), (("no_more_bets", "N"),)),
    KeyRow("E", QT_TRANSLATE_NOOP("MainWindow", "End the round."), ((Qt.Key.Key_E, "end_round"),), (("end_round", "E"),)),
    KeyRow(QT_TRANSLATE_NOOP("MainWindow", "Enter"),
           QT_TRANSLATE_NOOP("MainWindow", "Before the deal: no more bets. After the round: the next round. "
                             "In the amount field: pay. Mid-round it ends nothing: E ends the round."),
           ((Qt.Key.Key_Return, "enter"), (Qt.Key.Key_Enter, "enter"))),
    KeyRow("Esc", QT_TRANSLATE_NOOP("MainWindow", "Clear the selection."), ((Qt.Key.Key_Escape, "escape"),)),
    KeyRow("N, D, E, I, A, X", QT_TRANSLATE_NOOP("MainWindow", "Each does what its button under the table does; while the "
                                   "button is greyed out, its key does nothing either.")),
    KeyRow(QT_TRANSLATE_NOOP("MainWindow", "Mouse"),
           QT_TRANSLATE_NOOP("MainWindow", "A click on a hand's cards (or its empty card place) does what its digit does; "
                             "the dealer's place deals the dealer a card; a bet's chips select it; the chip picker builds the amount.")),
    KeyRow("F1, ?", QT_TRANSLATE_NOOP("MainWindow", "Show or hide this help."),
           ((Qt.Key.Key_F1, "help"), (Qt.Key.Key_Question, "help"))),
)

#: Qt key -> the window command it runs.
COMMANDS: dict[int, str] = {key: command for row in KEYS for key, command in row.keys}
#: a dealer's button -> the key its tooltip names.
BUTTON_KEYS: dict[str, str] = {button: key for row in KEYS for button, key in row.buttons}


def command_for(key: int) -> str | None:
    """The window command a key runs, or None for a key the table does not use."""
    return COMMANDS.get(key)


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# Qt's mark between a text's length variants, longest first: the key line shows the
# first that fits its room (QFontMetrics.elidedText), so a small window or a long
# language reads a shorter whole line rather than one cut off.
LENGTH_VARIANTS = "\x9c"


def key_help_line() -> str:
    """The status bar's one-line summary of the keys, with shorter variants (see
    :data:`LENGTH_VARIANTS`); the first is the whole line."""
    return LENGTH_VARIANTS.join((
        QCoreApplication.translate(
            "MainWindow",
            "Keys: 1-9 box (0 = 10; split box: then 1/2/3) · D dealer · Tab select bet · P pay · C collect · "
            "U push · I insurance · A accept / X refuse request · N no more bets · E end round · "
            "Enter no more bets / next round · F1 help",
        ),
        QCoreApplication.translate(
            "MainWindow", "Keys: 1-9 box · D dealer · Tab bet · P pay · C collect · U push · E end round · F1 all keys",
            "the key line, shorter: for a small window"),
        QCoreApplication.translate("MainWindow", "F1: all keys", "the key line, shortest"),
    ))


def key_help_html() -> str:
    """The F1 help: every row of :data:`KEYS` (rich text)."""
    rows = [(_t(row.shown), _t(row.text)) for row in KEYS]  # key names that are not marked stay as they are
    body = "".join(f"<tr><td style='padding:3px 14px 3px 0; color:#e8c25a'><b>{k}</b></td><td style='padding:3px 0'>{v}</td></tr>" for k, v in rows)
    title = _t(QT_TRANSLATE_NOOP("MainWindow", "Dealing by keyboard and mouse"))  # not in the f-string: lupdate reads no f-strings
    return f"<h3 style='color:#e8c25a'>{title}</h3><table>{body}</table>"
