"""While the dealer settles, the hands on the table stay where they are and keep their
size: a bet paid or collected leaves its result tag where its chips stood, and a hand
cleared away leaves its place empty, as on a real table. (Hands that slid or shrank at
every payment were a distraction, and every hand repainted made the click slow.) Nor is
the layout worked out again while the dealer settles: what it would find is known."""

from __future__ import annotations

import pytest

from trainer.core.game.rules import house_names, load_house
from trainer.core.procedure.view import view_of
from trainer.core.procedure.vocabulary import Phase, Verb
from trainer.ui.table.table_scene import QtTableScene

from tests.ui.test_scene_diff import full_table


def _places(scene: QtTableScene) -> dict[str, tuple[float, float, float]]:
    return {hand_id: (round(item.pos().x(), 3), round(item.pos().y(), 3), round(item.card_w, 3))
            for hand_id, item in scene.hands.items()}


@pytest.mark.parametrize("house", house_names())
def test_settling_and_clearing_hands_never_moves_or_resizes_the_others(qapp, house):
    rules = load_house(house)
    settled_steps = 0
    for seed in range(6):
        scene = QtTableScene(rules, animation_ms=0)
        layouts = []
        search = scene.layout.hand_places
        scene.layout.hand_places = lambda *args: layouts.append(args) or search(*args)
        with full_table(rules, seed).new_round() as round_:
            scene.show_round(view_of(round_))
            while not round_.finished:
                action = round_.expected()[0]
                before = _places(scene)
                settling = view_of(round_).phase == Phase.SETTLEMENT
                layouts.clear()
                round_.attempt(action)
                scene.sync(view_of(round_), action)
                if settling and action.verb in (Verb.PAY, Verb.COLLECT, Verb.PUSH):
                    after = _places(scene)
                    # the hands still on the table: same place, same size
                    assert after == {hand_id: before[hand_id] for hand_id in after}, f"seed {seed}: {action}"
                    assert not layouts, f"seed {seed}: {action} laid the table out again"
                    settled_steps += 1
    assert settled_steps > 30
