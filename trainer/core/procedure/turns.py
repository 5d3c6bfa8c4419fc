"""Whose turn it is during the boxes' play, for the house option ``hit_order``.

``box_by_box`` (most houses): each hand in table order is finished before the next.

``round_the_table`` (the Czech house): extra cards go round the table one at a time. In
each pass every hand that is not finished gets one turn, in table order (box 1 to N, the
hands of a split in consecutive places). A turn ends when the hand has taken one card (a
hit, a double's card, a split hand's second card) or has finished (stood, bust, 21); a
request answered without a card (a refused double or split, an accepted split) keeps the
turn. When every unfinished hand has had its turn, the next pass starts from box 1.

The procedure asks :meth:`TurnOrder.next_hand` for the hand to ask next and tells
:meth:`TurnOrder.card_taken` about every card a hand takes during the play.
"""

from __future__ import annotations

from collections.abc import Iterator

from trainer.core.game.rules import HitOrder
from trainer.core.game.table import Table


class TurnOrder:
    """The order in which the hands are asked for their decisions."""

    def __init__(self, hit_order: HitOrder) -> None:
        self.hit_order = hit_order
        #: hands whose turn in the current pass has ended with a card (round the table).
        self._served: set[str] = set()

    def hands_to_ask(self, table: Table) -> Iterator[str]:
        """The hands to ask, in order, from the current position. The caller asks each in
        turn and stops at the first that waits on the dealer; a hand it leaves finished
        is passed over. Nothing here changes the table."""
        if self.hit_order is HitOrder.BOX_BY_BOX:
            yield from table.order
            return
        while True:
            hand_id = self.next_hand(table)
            if hand_id is None:
                return
            yield hand_id
            if not table.hands[hand_id].finished:
                return  # the caller left it waiting (or is done with it): ask again later

    def next_hand(self, table: Table) -> str | None:
        """The hand whose turn it is (round the table), or None when every hand is finished."""
        waiting = [hand_id for hand_id in table.order if not table.hands[hand_id].finished]
        if not waiting:
            return None
        for hand_id in waiting:
            if hand_id not in self._served:
                return hand_id
        # Every unfinished hand has had its turn in this pass: round again from box 1.
        self._served.clear()
        return waiting[0]

    def card_taken(self, hand_id: str) -> None:
        """A hand took a card during the play: its turn in this pass is over."""
        if self.hit_order is HitOrder.ROUND_THE_TABLE:
            self._served.add(hand_id)
