"""The table applies the difference between two views of a round, not the whole table:
after any sequence of actions, the scene kept up to date by those differences must show
exactly what a scene freshly built from the last view shows (item by item: cards, totals,
bubbles, chips, tags, counters, positions)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.core.procedure.machine import BoxBets
from trainer.core.game.rules import house_names, load_house
from trainer.core.packs.scenario import Scenario, random_scenario
from trainer.core.procedure.view import view_of
from trainer.core.procedure.view_diff import diff_views
from trainer.ui.table.items import QtCardItem, QtChipStackItem
from trainer.ui.table.table_scene import QtTableScene


def _point(item) -> tuple[float, float]:
    return round(item.pos().x(), 3), round(item.pos().y(), 3)


def scene_state(scene: QtTableScene) -> dict:
    """What the table shows, item by item (the selection is the window's, not the view's)."""
    return {
        "hands": {hand_id: (_point(item), round(item.card_w, 3), tuple(map(str, item.cards)), item.shown,
                            item.total_text, item.total_kind, item.active)
                  for hand_id, item in scene.hands.items()},
        "bubbles": {hand_id: (bubble.text, bubble.strong, _point(bubble))
                    for hand_id, bubble in scene.bubbles.items() if bubble.text},
        "stacks": {bet_id: (_point(stack), stack.amount, stack.base, stack.label_on, stack.label.text)
                   for bet_id, stack in scene.stacks.items()},
        "tags": {key: (tag.text, _point(tag)) for key, tag in scene.tags.items()},
        "dealer": (tuple(map(str, scene.dealer.cards)), scene.dealer.shown, scene.dealer.total_text,
                   scene.dealer.active, scene.dealer_bubble.text),
        "counters": (scene.shoe.count, scene.discard.count, scene.tray.label),
        # nothing left flying once the animations have ended
        "strays": sum(1 for item in scene.items()
                      if isinstance(item, QtCardItem) or (isinstance(item, QtChipStackItem) and item.bet_id == "")),
    }


def full_table(rules, seed: int) -> Scenario:
    """Every box and behind spot taken: splits and doubles with behind bettors, insurance rows."""
    boxes = {box: BoxBets(Fraction(100 + 25 * (box % 3)), tuple(Fraction(50) for _ in range(rules.behind_spots)))
             for box in range(1, rules.boxes + 1)}
    boxes = {box: bets if bets.bet + sum(bets.behind) <= (rules.max_box_total or 10**9) else BoxBets(bets.bet)
             for box, bets in boxes.items()}
    return Scenario(rules=rules, boxes=boxes, seed=seed, source=f"full table {seed}")


@pytest.mark.parametrize("house", house_names())
def test_a_scene_kept_by_differences_equals_one_built_from_the_last_view(qapp, house):
    rules = load_house(house)
    rounds = [random_scenario(rules, seed) for seed in range(10)] + [full_table(rules, seed) for seed in range(3)]
    checked = 0
    kept = QtTableScene(rules, animation_ms=200)
    for scenario in rounds:
        with scenario.new_round() as round_:
            kept.show_round(view_of(round_))
            while not round_.finished:
                action = round_.expected()[0]
                assert round_.attempt(action) is None
                view = view_of(round_)
                kept.sync(view, action)
                kept.finish_animations()
                fresh = QtTableScene(rules, animation_ms=200)
                fresh.show_round(view)
                assert scene_state(kept) == scene_state(fresh), f"{scenario.source}: after {action}"
                checked += 1
    assert checked > 100


def test_a_wrong_action_changes_nothing_and_touches_nothing(qapp):
    rules = load_house("cosmopol")
    scene = QtTableScene(rules, animation_ms=0)
    with random_scenario(rules, 4).new_round() as round_:
        round_.attempt("no_more_bets")
        before = view_of(round_)
        scene.show_round(before)
        shown = scene_state(scene)
        assert round_.attempt("end_round") is not None  # a mistake: the table stays as it was
        after = view_of(round_)
        assert diff_views(before, after).nothing
        scene.sync(after)
        assert scene_state(scene) == shown


def test_one_card_touches_one_hand(qapp):
    """Dealing a card to box 2 changes box 2's hand and nothing else the view holds."""
    rules = load_house("cosmopol")
    with random_scenario(rules, 7).new_round() as round_:
        round_.attempt("no_more_bets")
        before = view_of(round_)
        action = round_.expected()[0]
        round_.attempt(action)
        changes = diff_views(before, view_of(round_))
        assert changes.hands == {action.target} and not changes.bets and not changes.order


def test_finished_moves_are_let_go(qapp):
    """A round's moves (cards flying, hands sliding, chips leaving) are freed once over:
    a window that plays for hours must not keep one per card."""
    import gc
    import sys

    from PySide6.QtCore import QEvent

    from trainer.ui.table import scene_motion

    rules = load_house("cosmopol")
    scene = QtTableScene(rules, animation_ms=200)
    for seed in range(3):
        with full_table(rules, seed).new_round() as round_:
            scene.show_round(view_of(round_))
            while not round_.finished:
                action = round_.expected()[0]
                round_.attempt(action)
                scene.sync(view_of(round_), action)
                scene.finish_animations()
    qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # what the event loop does
    gc.collect()
    assert not scene._animations
    assert not [obj for obj in gc.get_objects() if isinstance(obj, scene_motion._Move)]
    if sys.version_info < (3, 12):  # the binding's leaked references to True/False cannot reach zero
        assert sys.getrefcount(True) > 2**39 and sys.getrefcount(False) > 2**39
