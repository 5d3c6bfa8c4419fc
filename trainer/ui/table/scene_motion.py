"""How things move on the table: cards flying from the shoe and to the discard tray,
hands sliding to their new places, settled chips leaving. A mixin of
:class:`~trainer.ui.table.table_scene.QtTableScene`, which keeps ``self._animations`` (every
running move) and ``self._sliding`` (the move of each hand, and where to).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from trainer.core.procedure.actions import Action
from trainer.core.procedure.vocabulary import Verb
from trainer.ui.table import art
from trainer.ui.table.items import QtCardItem, QtChipStackItem, QtHandItem

if TYPE_CHECKING:
    from trainer.core.game.cards import Card
    from trainer.ui.table.table_layout import TableLayout

    _Scene = QGraphicsScene  # the type checker reads the mixin as the scene it is mixed into
else:
    _Scene = object


class SceneMotion(_Scene):
    """The table scene's moves (mixed into a QGraphicsScene)."""

    # kept by QtTableScene (see the module's docstring)
    _animations: set[QVariantAnimation]
    _sliding: dict[str, tuple[QVariantAnimation, QPointF]]
    animation_ms: int
    layout: TableLayout

    def finish_animations(self) -> None:
        """Jump every running animation to its end (cards land, chips leave)."""
        for animation in list(self._animations):
            animation.setCurrentTime(animation.duration())

    def _slide(self, item: QtHandItem, target: QPointF, animate: bool) -> None:
        """Move a hand to ``target``: one animation at a time (a hand already on its way
        there keeps going; one on its way elsewhere turns)."""
        running = self._sliding.get(item.hand_id)
        if running is not None:
            animation, end = running
            if animation in self._animations:
                if end == target:
                    return
                retire(animation)  # still running elsewhere (a finished one is gone already)
                self._animations.discard(animation)
            del self._sliding[item.hand_id]
        if item.pos() == target:
            return
        moving = self._move(item, item.pos(), target, animate)
        if moving is not None:
            self._sliding[item.hand_id] = (moving, QPointF(target))

    def _move(self, item: QGraphicsItem, start: QPointF, end: QPointF, animate: bool,
              done: Callable[[], object] | None = None) -> QVariantAnimation | None:
        if not animate:
            item.setPos(end)
            if done:
                done()
            return None
        animation = _Move(item)
        animation.setStartValue(QPointF(start))
        animation.setEndValue(QPointF(end))
        animation.setDuration(self.animation_ms)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)

        def finished() -> None:
            self._animations.discard(animation)
            retire(animation)
            if done:
                done()

        animation.finished.connect(finished)
        self._animations.add(animation)
        animation.start()
        return animation

    def _deal_new_cards(self, item: QtHandItem, cards: Sequence[Card], animate: bool, at: QPointF | None = None) -> None:
        """Show the hand's new cards, flying in from the shoe to where the hand lies (``at``:
        where it is going, when it moves)."""
        old = len(item.cards)
        if len(cards) == old:
            return
        if len(cards) < old or not animate:
            item.set_cards(list(cards))
            return
        shown = item.shown
        item.set_cards(list(cards), shown=shown)
        for index in range(old, len(cards)):
            flying = QtCardItem(cards[index], item.card_w / art.CARD_W)
            self.addItem(flying)
            start = self.layout.shoe_pos() + QPointF(0, -10)
            end = (at if at is not None else item.pos()) + item.card_rect(index).center()
            flying.setPos(start)

            def landed(flying: QtCardItem = flying, item: QtHandItem = item) -> None:
                if flying.scene() is self:
                    self.removeItem(flying)
                if item.scene() is self:
                    item.shown = min(item.shown + 1, len(item.cards))
                    item.update()

            self._move(flying, start, end, True, landed)

    def _discard_cards(self, item: QtHandItem, animate: bool) -> None:
        """The cleared hand's cards fly to the discard tray (its count comes from the view)."""
        if not animate:
            return
        for index in range(item.shown):
            flying = QtCardItem(None, item.card_w / art.CARD_W)
            self.addItem(flying)
            start = item.mapToScene(item.card_rect(index).center())
            flying.setPos(start)

            def gone(flying: QtCardItem = flying) -> None:
                if flying.scene() is self:
                    self.removeItem(flying)

            self._move(flying, start, self.layout.discard_pos() + QPointF(0, -10), True, gone)

    def _settle_away(self, stack: QtChipStackItem, bet_id: str, box: int, last: Action | None, animate: bool) -> None:
        """A settled bet's chips leave: to the tray when collected, to the player when paid
        or pushed."""
        stack.set_selected(False)
        if not animate:
            self.removeItem(stack)
            return
        collected = last is not None and last.verb == Verb.COLLECT and last.target == bet_id
        end = self.layout.tray_pos() if collected else self.layout.player_side(box)
        stack.bet_id = ""
        stack.label_on = False
        stack.setZValue(60)
        self._move(stack, stack.pos(), end, True, lambda: self.removeItem(stack) if stack.scene() is self else None)


def retire(animation: QVariantAnimation) -> None:
    """Let go of a move that is over or stopped. Its ``finished`` connection holds the
    closure that holds the animation, a cycle through Qt that Python's collector cannot
    see: undo it, then let Qt delete the animation."""
    animation.stop()
    animation.finished.disconnect()
    animation.deleteLater()


class _Move(QVariantAnimation):
    """Moves one item: the item follows the animation's value from within (a connection
    of ``valueChanged`` to a plain item's ``setPos`` would leave a record in the binding
    behind for every move, a few KB a round)."""

    def __init__(self, item: QGraphicsItem) -> None:
        super().__init__()
        self._item = item

    def updateCurrentValue(self, value: object) -> None:  # noqa: N802 - Qt's name
        if isinstance(value, QPointF):
            self._item.setPos(value)
