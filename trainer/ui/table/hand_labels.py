"""The pill under a hand: its total as the dealer reads it (soft totals, Black Jack, bust)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from trainer.core.game import hands as hv
from trainer.words import window_texts as texts
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.core.game.cards import Card


def hand_total_text(cards: Sequence[Card], frozen_aces: int = 0, from_split: bool = False, done: bool = False,
                    three_sevens_bonus: bool = False) -> tuple[str, str]:
    """The pill under a hand: its total, a soft total as ``7/17`` while the hand may
    still take cards (``done``: only the total that counts), Black Jack, bust; with
    ``three_sevens_bonus`` (a house that pays it) three sevens is named like Black Jack."""
    if not cards:
        return "", "plain"
    if hv.is_blackjack(cards, from_split):
        return texts.translate("Table", "Black Jack"), "blackjack"
    if three_sevens_bonus and hv.is_three_sevens(cards, from_split):
        return texts.translate("Table", "Three sevens"), "blackjack"
    total = hv.total(cards, frozen_aces)
    if total > 21:
        return filled(texts.translate("Table", "Bust %1"), str(total)), "bust"
    if hv.is_soft(cards, frozen_aces) and total != 21 and not done:
        return f"{total - 10}/{total}", "plain"
    return str(total), "good" if total == 21 else "plain"


def split_label(hand_id: str, total: str) -> str:
    """A split hand's pill: its id, as the keys name it, then its total (``3.2 · 14``)."""
    return f"{hand_id} · {total}"
