"""Names for people where the database keeps ids: houses, packs.

History and the reports store ``cosmopol`` and ``dealing-order``; a trainee and an
instructor read "Casino Cosmopol" and "Dealing order". Qt-free; each lookup is cached
and falls back to the id itself (a house or pack removed since the round was played)."""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from trainer.core.game.rules import HouseRules


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name, for lupdate
    """Marks ``text`` for translation (this module is read before the window's first
    frame: it leaves the message catalog, and the core it names, to be loaded later)."""
    return text


def translate(context: str, text: str) -> str:
    from trainer.words.messages import translate as said

    return said(context, text)

#: the shipped houses' names, in English as their packs write them: the source texts the
#: .ts files translate. A house pack of a school's own keeps the name it was given.
HOUSE_NAMES = (
    QT_TRANSLATE_NOOP("Houses", "Casino Cosmopol"),
    QT_TRANSLATE_NOOP("Houses", "Czech variant"),
    QT_TRANSLATE_NOOP("Houses", "Dutch casino (Holland style)"),
    QT_TRANSLATE_NOOP("Houses", "Swedish restaurant casino"),
    QT_TRANSLATE_NOOP("Houses", "Swiss casino (Swiss Jack)"),
)


def house_title(rules: HouseRules) -> str:
    """A loaded house's name (``rules.name``) in the reader's language."""
    return translate("Houses", rules.name)


@lru_cache(maxsize=64)
def _house_source_name(house: str) -> str:
    from trainer.core.game.rules import load_house

    try:
        return load_house(house).name
    except Exception:  # noqa: BLE001 - any broken or missing house: show the id
        return house


def house_name(house: str) -> str:
    """The house pack's name for ``house`` in the reader's language (its id when it does
    not load). Cached in English, translated on each call: the window can switch language."""
    return translate("Houses", _house_source_name(house))


@lru_cache(maxsize=1)
def _shipped_packs() -> dict[str, dict[str, Any]]:
    """id -> the top of each shipped pack (its title and translations), read without
    replaying its rounds (fast)."""
    from trainer.core.files.yamlio import load_yaml
    from trainer.core.packs.load import shipped_pack_paths

    found: dict[str, dict[str, Any]] = {}
    for path in shipped_pack_paths():
        try:
            data, _ = load_yaml(path)
        except Exception:  # noqa: BLE001 - a broken pack has no title to give
            continue
        if isinstance(data, dict) and isinstance(data.get("id"), str):
            found[data["id"]] = data
    return found


def shown_pack_title(pack: str, saved_title: str) -> str:
    """A saved pack result's title as the reader reads it now: a shipped pack's title in
    the current language (the result may have been saved in another), else as saved."""
    from types import SimpleNamespace

    from trainer.words.pack_texts import pack_title as translated_title

    translations = _shipped_packs().get(pack, {}).get("translations")
    if not isinstance(translations, dict) or not translations:
        return saved_title
    return translated_title(SimpleNamespace(title=saved_title, translations=translations))


def shown_scenario_title(pack: str, scenario_id: str, saved_title: str) -> str:
    """A saved round's scenario title as the reader reads it now: a shipped pack's
    scenario in the current language, else as saved."""
    from types import SimpleNamespace

    from trainer.words.pack_texts import scenario_title

    translations = _shipped_packs().get(pack, {}).get("translations")
    if not isinstance(translations, dict) or not translations:
        return saved_title
    return scenario_title(SimpleNamespace(translations=translations), SimpleNamespace(id=scenario_id, title=saved_title))


def pack_title(pack: str | None, known: dict[str, str] | None = None) -> str:
    """A pack's title: from ``known`` (e.g. the titles of saved pack results), the
    shipped packs, else the id; '' for no pack."""
    if not pack:
        return ""
    if known and pack in known:
        return shown_pack_title(pack, known[pack])
    title = _shipped_packs().get(pack, {}).get("title")
    return shown_pack_title(pack, title) if isinstance(title, str) else pack


class PackResults(Protocol):
    """What :func:`known_pack_titles` reads of the progress store (trainer.store, a layer above)."""

    def pack_results(self, trainee: Any, /) -> list[tuple[int, datetime, Any]]: ...


def known_pack_titles(store: PackResults, trainee: Any) -> dict[str, str]:
    """Pack id -> title as the trainee's saved pack results name them (packs from files)."""
    try:
        return {result.pack_id: result.pack_title for _, _, result in store.pack_results(trainee)}
    except Exception:  # noqa: BLE001 - an older database without pack results
        return {}
