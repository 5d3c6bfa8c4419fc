"""The trainer's languages: which one is in use, and its Qt translations.

English is the source text. Each other language has ``assets/i18n/trainer_<code>.ts``
(Qt Linguist's format, kept in the repository) compiled to ``trainer_<code>.qm`` by
``pyside6-lrelease`` (``make translations``, and setup.py's build step for a wheel);
compiled files are never edited by hand nor committed.

The language comes from ``trainer --lang CODE``, else (in the window) the *Language*
menu's choice kept in QSettings, else the system locale, else English.

Translations work without any Qt application: :func:`translate` asks the loaded
translators directly, so ``trainer check --json`` gives translated ``message`` fields
headless. A window's application gets the same translators installed (:func:`install`)
together with Qt's own ``qtbase_<code>`` for the standard dialogs, so ``self.tr()``
works too.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from trainer.languages import LANGUAGES, SOURCE_LANGUAGE, english_plural
from trainer.paths import assets_dir

#: QSettings key of the window's language choice.
SETTINGS_KEY = "language"

_current = SOURCE_LANGUAGE
#: the current language's translators (ours, then Qt's own), asked in this order.
_translators: list[QTranslator] = []


def i18n_dir() -> Path:
    """``assets/i18n``: the .ts sources and, once built, the .qm files."""
    return assets_dir() / "i18n"


def system_language() -> str:
    """The system locale's language (Qt's reading of it) when the trainer has it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def current() -> str:
    return _current


def locale() -> QLocale:
    """The current language's locale (numbers, dates)."""
    return QLocale(_current)


def _load(language: str) -> list[QTranslator]:
    if language == SOURCE_LANGUAGE:
        return []
    ours = QTranslator()
    if not ours.load(str(i18n_dir() / f"trainer_{language}.qm")):
        raise FileNotFoundError(
            f"no compiled translation for {language!r} (run make translations)"
        )
    loaded = [ours]
    qt_own = QTranslator()
    if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        loaded.append(qt_own)
    return loaded


def set_language(language: str) -> str:
    """Use ``language`` from now on (its translators, its locale as Qt's default), and
    install it into the running application if there is one. Returns the code.

    Raises:
        ValueError: not one of :data:`LANGUAGES`.
        FileNotFoundError: its .qm file was never built.
    """
    global _current, _translators
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (one of {', '.join(LANGUAGES)})")
    translators = _load(language)
    app = QCoreApplication.instance()
    if app is not None:
        for old in _translators:
            app.removeTranslator(old)
    _current, _translators = language, translators
    QLocale.setDefault(QLocale(language))
    if app is not None:
        install(app)
    return language


def install(app: QCoreApplication) -> None:
    """Install the current language's translators into ``app`` (asked before any
    translator installed earlier, such as the English plurals)."""
    for translator in reversed(_translators):  # the last installed is asked first
        translator.setParent(app)
        app.installTranslator(translator)


def translate(context: str, text: str, n: int = -1) -> str:
    """``text`` of ``context`` in the current language; ``%n`` filled in with ``n``.

    Untranslated text stays English, with the English plural for ``%n`` texts."""
    found = None
    for translator in _translators:
        found = translator.translate(context, text, None, n)
        if found:
            break
    if not found:
        app = QCoreApplication.instance()
        if app is not None:  # the English plurals (trainer.ui.plurals) live on the app
            return QCoreApplication.translate(context, text, None, n)
        found = english_plural(text, n) if n >= 0 else text
    return found.replace("%n", str(n)) if n >= 0 else found
