"""English plurals for the window's ``tr("%n mistakes", "", n)`` texts.

Qt picks a plural form from a translation's numerus forms; with no translation the
source text is shown as written, "1 mistakes". This translator is the English one: for
a ``%n`` text and n of 1 it gives the singular from
:data:`trainer.languages.ENGLISH_SINGULARS`; otherwise Qt shows the (plural) source. A
real translation installed after it is asked first, so it only fills in what no
translation gives.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from trainer.languages import ENGLISH_SINGULARS, english_plural  # noqa: F401 - english_plural: kept importable here


class QtEnglishPlurals(QTranslator):
    def translate(self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1) -> str | None:  # noqa: D401 - Qt's signature
        if n != 1 or source_text not in ENGLISH_SINGULARS:
            return None  # a null string: Qt keeps looking, then shows the source
        return english_plural(source_text, n)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


def install(app: QCoreApplication | None = None) -> None:
    """Install the English plurals once per application (before any real translation)."""
    app = app or QCoreApplication.instance()
    if app is None or app.property("englishPluralsInstalled"):
        return
    translator = QtEnglishPlurals(app)
    app.installTranslator(translator)
    app.setProperty("englishPluralsInstalled", True)
    app._english_plurals = translator  # type: ignore[attr-defined]  # kept alive with the app: Qt objects take Python attributes, stubs cannot say so
