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

    shipped = _shipped_packs().get(pack, {})
    translations = shipped.get("translations")
    if not isinstance(translations, dict) or not translations:
        return saved_title
    # the pack's own (English) title, not the saved one: a result saved in Dutch reads
    # English to an English reader
    own = shipped.get("title") if isinstance(shipped.get("title"), str) else saved_title
    return translated_title(SimpleNamespace(title=own, translations=translations))


def shown_scenario_title(pack: str, scenario_id: str, saved_title: str) -> str:
    """A saved round's scenario title as the reader reads it now: a shipped pack's
    scenario in the current language, else as saved."""
    from types import SimpleNamespace

    from trainer.words.pack_texts import scenario_title

    shipped = _shipped_packs().get(pack, {})
    translations = shipped.get("translations")
    if not isinstance(translations, dict) or not translations:
        return saved_title
    own = _scenario_own_titles(pack).get(scenario_id, saved_title)
    return scenario_title(SimpleNamespace(translations=translations), SimpleNamespace(id=scenario_id, title=own))


def _scenario_own_titles(pack: str) -> dict[str, str]:
    """scenario id -> its title as a shipped pack writes it (English)."""
    items = _shipped_packs().get(pack, {}).get("scenarios")
    if not isinstance(items, list):
        return {}
    return {item["id"]: item["title"] for item in items
            if isinstance(item, dict) and isinstance(item.get("id"), str) and isinstance(item.get("title"), str)}


@lru_cache(maxsize=1)
def _scenarios_by_title() -> dict[str, tuple[str, str]]:
    """A shipped scenario's title, as written and in every translation -> (pack id, scenario id)."""
    found: dict[str, tuple[str, str]] = {}
    for pack, data in _shipped_packs().items():
        for scenario_id, title in _scenario_own_titles(pack).items():
            found.setdefault(title, (pack, scenario_id))
        translations = data.get("translations")
        for texts in (translations.values() if isinstance(translations, dict) else ()):
            scenarios = texts.get("scenarios") if isinstance(texts, dict) else None
            for scenario_id, said in (scenarios.items() if isinstance(scenarios, dict) else ()):
                if isinstance(said, dict) and isinstance(said.get("title"), str):
                    found.setdefault(said["title"], (pack, scenario_id))
    return found


def shown_round_title(saved_title: str | None) -> str:
    """A recorded round's title (its scenario's, as saved: English, or the language it was
    played in) in the reader's language when it is a shipped scenario's; else as saved."""
    if not saved_title:
        return ""
    known = _scenarios_by_title().get(saved_title)
    return shown_scenario_title(known[0], known[1], saved_title) if known else saved_title


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
