"""A scenario pack's human texts (its title, each scenario's title and hint) in the
reader's language.

A pack is written in one language (its ``language:``); it may carry ``translations:``
for others (docs/packs.md). Every place that shows a person a pack's or a scenario's
title or hint asks here, so the window, the CLI and the reports agree. What a language
leaves out falls back to the pack's own text. Ids are never translated.

Qt-free: the current language is :mod:`trainer.words.i18n`'s when it is loaded (the window, or
a ``--lang`` command); otherwise nothing was chosen and the pack's own text is shown.
"""

from __future__ import annotations

import sys
from types import SimpleNamespace
from typing import Any


def current_language() -> str:
    """The language the reader chose ("en" while no language was chosen)."""
    i18n = sys.modules.get("trainer.words.i18n")
    return str(i18n.current()) if i18n is not None else "en"


def _texts(pack: Any, language: str | None) -> dict[str, Any]:
    """The pack's texts for ``language`` ({} when it has none, or is written in it)."""
    code = (language or current_language()).split("-")[0].lower()
    translations = getattr(pack, "translations", None) or {}
    found = translations.get(code)
    return found if isinstance(found, dict) else {}


def pack_title(pack: Any, language: str | None = None) -> str:
    """The pack's title in ``language`` (default: the current one)."""
    own = str(getattr(pack, "title", "") or "")
    return str(_texts(pack, language).get("title") or own)


def _scenario_texts(pack: Any, scenario_id: str, language: str | None) -> dict[str, Any]:
    scenarios = _texts(pack, language).get("scenarios")
    found = scenarios.get(scenario_id) if isinstance(scenarios, dict) else None
    return found if isinstance(found, dict) else {}


def scenario_title(pack: Any, scenario: Any, language: str | None = None) -> str:
    """A scenario's title in ``language``; ``scenario`` is a pack scenario or a round plan
    (anything with ``id`` and ``title``)."""
    own = str(getattr(scenario, "title", "") or "")
    return str(_scenario_texts(pack, str(getattr(scenario, "id", "")), language).get("title") or own)


def scenario_hint(pack: Any, scenario: Any, language: str | None = None) -> str:
    """A scenario's hint in ``language`` (its own hint when the language has none)."""
    own = str(getattr(scenario, "hint", "") or "")
    return str(_scenario_texts(pack, str(getattr(scenario, "id", "")), language).get("hint") or own)


def speaks(pack: Any, language: str | None = None) -> bool:
    """Whether the pack reads in ``language``: written in it, or translated to it."""
    code = (language or current_language()).split("-")[0].lower()
    own = str(getattr(pack, "language", "") or "").split("-")[0].lower()
    return code == own or bool(_texts(pack, code))


def texts_of_pack_data(data: Any, scenario_id: str, language: str | None = None) -> tuple[str, str] | None:
    """A scenario's (title, hint) in ``language`` from a pack as read from its file, before
    it is loaded (``trainer check --scenario`` checks one scenario, not the whole pack);
    None when the data has no such scenario."""
    if not isinstance(data, dict) or not isinstance(data.get("scenarios"), list):
        return None
    for item in data["scenarios"]:
        if isinstance(item, dict) and item.get("id") == scenario_id:
            translations = data.get("translations")
            pack = SimpleNamespace(translations=translations if isinstance(translations, dict) else {})
            scenario = SimpleNamespace(id=scenario_id, title=item.get("title", ""), hint=item.get("hint", ""))
            return scenario_title(pack, scenario, language), " ".join(scenario_hint(pack, scenario, language).split())
    return None
