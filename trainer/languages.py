"""The trainer's languages, without Qt: their codes, the system's choice, English plurals.

Qt-free so the parts that run without Qt (the store, the CSV report, ``trainer check``
in English) can name languages and make English sentences; the Qt translations
themselves are :mod:`trainer.i18n`'s.
"""

from __future__ import annotations

import os
import re

#: language code -> its name in itself (the Language menu lists these).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "sv": "Svenska",
    "de": "Deutsch",
    "nl": "Nederlands",
    "cs": "Čeština",
}
#: the language of the source texts.
SOURCE_LANGUAGE = "en"

_OPTIONAL_ENDING = re.compile(r"\((s|es)\)")


def system_language() -> str:
    """The language of the system's locale (LC_ALL, LC_MESSAGES, LANG, as POSIX reads
    them) when the trainer has it, else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def english_plural(source: str, n: int) -> str:
    """The English form of a ``%n`` source text for ``n``: "(s)" and "(es)" written out
    for any n but 1 (``%n`` itself is left for the caller)."""
    return _OPTIONAL_ENDING.sub(lambda match: "" if n == 1 else match.group(1), source)
