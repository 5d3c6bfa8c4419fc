"""The window's *Language* menu, and a house's suggestion of its own language.

The choice is kept in QSettings (``language``) and applies at once: the new translators
are installed, Qt sends every widget a ``LanguageChange`` event and each widget class words
its texts again in its ``retranslate()`` (the round in play, the selected bet and the typed
amount are kept). Money and dates follow the new locale.

A house names the language its dealers are trained in (``language:`` in its pack);
choosing the Swiss house in an English window offers German, once per house.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMessageBox

from trainer.languages import LANGUAGES
from trainer.ui.recent_packs import settings
from trainer.words import i18n
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from trainer.ui.window_parts import TableWindow

_OFFERED_KEY = "language/offered/%s"


def saved_language() -> str | None:
    """The window's saved choice, when it is one of the trainer's languages."""
    value = settings().value(i18n.SETTINGS_KEY)
    return value if isinstance(value, str) and value in LANGUAGES else None


def save_language(code: str) -> None:
    settings().setValue(i18n.SETTINGS_KEY, code)


def _tr(text: str) -> str:
    return QCoreApplication.translate("QtLanguageMenu", text)


def choose_language(window: QMainWindow, code: str) -> None:
    """Keep ``code`` for the next start and switch the window to it now."""
    if code == i18n.current():
        return
    save_language(code)
    try:
        i18n.set_language(code)
    except FileNotFoundError as error:
        window.statusBar().showMessage(str(error), 8000)
        return
    action = getattr(window, "language_actions", {}).get(code)
    if action is not None and not action.isChecked():
        action.setChecked(True)
    # the translators are in: every widget has had its LanguageChange and speaks the new language
    window.statusBar().showMessage(
        filled(_tr(QT_TRANSLATE_NOOP("QtLanguageMenu", "Language: %1.")), LANGUAGES[code]), 5000
    )


def add_language_menu(window: TableWindow) -> None:
    """A *Language* menu in the menu bar: one checkable entry per language, in its own name."""
    menu = window.menuBar().addMenu(_tr(QT_TRANSLATE_NOOP("QtLanguageMenu", "&Language")))
    window.language_menu = menu
    group = QActionGroup(window)
    group.setExclusive(True)
    window.language_actions = {}
    for code, name in LANGUAGES.items():
        action = QAction(name, window)
        action.setCheckable(True)
        action.setChecked(code == i18n.current())
        action.setData(code)
        action.triggered.connect(lambda _checked=False, code=code: choose_language(window, code))
        group.addAction(action)
        menu.addAction(action)
        window.language_actions[code] = action


def retranslate_language_menu(window: QMainWindow) -> None:
    """The menu's title in the current language (each language keeps its own name)."""
    menu = getattr(window, "language_menu", None)
    if menu is not None:
        menu.setTitle(_tr(QT_TRANSLATE_NOOP("QtLanguageMenu", "&Language")))


def offer_house_language(window: TableWindow, house_id: str, language: str) -> QMessageBox | None:
    """Offer the house's language once per house, when the window speaks another one.

    The box is not modal and does not take the keyboard from the table; it is returned
    (and kept on the window as ``language_offer``) so a test can answer it."""
    if language not in LANGUAGES or language == i18n.current():
        return None
    key = _OFFERED_KEY % house_id
    store = settings()
    if store.value(key):
        return None
    store.setValue(key, language)
    name = LANGUAGES[language]
    box = QMessageBox(
        QMessageBox.Icon.Question,
        _tr(QT_TRANSLATE_NOOP("QtLanguageMenu", "Language")),
        filled(_tr(QT_TRANSLATE_NOOP("QtLanguageMenu", "The dealers of this house are trained in %1. Switch the trainer to %1?")), name),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    box.button(QMessageBox.StandardButton.Yes).clicked.connect(lambda: _accept(window, language))
    window.language_offer = box
    box.show()
    return box


def _accept(window: QMainWindow, language: str) -> None:
    choose_language(window, language)
    action = getattr(window, "language_actions", {}).get(language)
    if action is not None:
        action.setChecked(True)


def pack_language_note(language: str | None) -> str | None:
    """What the window says when a pack is written in another language than its own
    (None when they agree, or the pack names none)."""
    if not language:
        return None
    code = language.split("-")[0].lower()
    if code == i18n.current():
        return None
    name = LANGUAGES.get(code, language)
    return filled(_tr(QT_TRANSLATE_NOOP("QtLanguageMenu", "This pack is written in %1: its titles and notes are not translated.")), name)


def note_pack_language(window: QMainWindow, language: str | None) -> None:
    note = pack_language_note(language)
    if note:
        window.statusBar().showMessage(note, 10000)
