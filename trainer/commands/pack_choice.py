"""Which scenario pack a command deals: a file, a shipped pack's id, or the house's first.

Below the commands (``trainer gui``, ``trainer class``) so that each can ask without
importing another command.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Any

from trainer.core.files.errors import PackError
from trainer.core.game.default_house import DEFAULT_HOUSE


def resolve_pack(name: str | None, house: str | None) -> Any | None:
    """The pack to deal: a file, a shipped pack's id, or the first shipped pack of the
    house; None for free play."""
    from trainer.core.files.yamlio import user_path
    from trainer.core.practice.session import load_packs

    if name is not None and name.lower() in ("none", "free", ""):
        return None
    if name is not None and _names_a_file(name):
        try:
            from trainer.core.packs.load import load_pack
        except ImportError:
            raise PackError(name, None, "scenario packs are not available in this version") from None
        return load_pack(user_path(name))  # a PackError names the file and line, once
    if name is not None:
        packs, _ = load_packs()
        for pack in packs:
            if name in (str(getattr(pack, "id", "")), Path(str(getattr(pack, "source", ""))).stem):
                return pack
        ids = [str(getattr(p, "id", "")) for p in packs]
        close = difflib.get_close_matches(name.strip().lower(), ids, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise PackError(Path(name), None, f"no pack {name!r}{hint}; the shipped packs are: {', '.join(ids) or 'none'}")
    return first_pack_of(house or DEFAULT_HOUSE)


def _names_a_file(name: str) -> bool:
    """``--pack`` names a file (not a shipped pack's id): it exists, or it looks like a
    path (a folder in it, a ``.yaml`` suffix), so a missing one is "file not found"."""
    from trainer.core.files.yamlio import user_path

    looks = any(sep in name for sep in {"/", os.sep, os.altsep or "/"}) or name.lower().endswith((".yaml", ".yml"))
    return looks or os.path.lexists(user_path(name))


def first_pack_of(house: str) -> Any | None:
    """The first shipped pack dealt in ``house`` (loading packs one by one: each load
    replays its scenarios, so stopping at the first keeps start-up short)."""
    from trainer.core.practice.session import load_packs, pack_house, shipped_pack_paths

    for path in shipped_pack_paths():
        packs, _ = load_packs([path])
        for pack in packs:
            try:
                if pack_house(pack).id == house and getattr(pack, "scenarios", None):
                    return pack
            except Exception:  # a pack whose house does not load is skipped
                continue
    return None
