"""The two words every catalog of sentences is made of: marking a source text for the
translators (``QT_TRANSLATE_NOOP``) and reading it in the current language (``translate``).

Apart from the message catalog (:mod:`trainer.words.messages`, which hands both on as it
always did) so that a catalog the message catalog itself calls, such as the house's own
rules (:mod:`trainer.words.house_rule_texts`), needs nothing of it.
"""

from __future__ import annotations

import sys

from trainer.languages import english_plural


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name, for lupdate
    """Marks ``text`` for translation in ``context`` without translating it yet."""
    return text


def translate(context: str, text: str, n: int = -1) -> str:
    """``text`` in the current language (``n`` picks a plural form for ``%n``)."""
    i18n = sys.modules.get("trainer.words.i18n")
    if i18n is None:  # no language chosen yet: the English source text, without Qt
        found = english_plural(text, n) if n >= 0 else text
        return found.replace("%n", str(n)) if n >= 0 else found
    said: str = i18n.translate(context, text, n)
    return said
