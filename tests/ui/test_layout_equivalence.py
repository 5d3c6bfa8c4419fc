"""The hands' layout search runs on plain floats and remembers answers between layouts
(trainer.ui.table.hand_search); it must place every hand exactly where the plain QRectF search
(tests/ui/layout_reference.py) places it. Real rounds of every house are replayed: every
layout the table asks for, with the memos warm as in a session, is worked out again by
the reference and compared to the last bit."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QRectF

from trainer.core.game.rules import house_names, load_house
from trainer.core.packs.scenario import random_scenario
from trainer.core.procedure.view import view_of
from trainer.ui.table import hand_search
from trainer.ui.table.table_layout import TableLayout
from trainer.ui.table.table_scene import QtTableScene

from tests.ui.layout_reference import reference_hand_places
from tests.ui.test_scene_diff import full_table


def _copy(groups):
    return None if groups is None else {box: [QRectF(rect) for rect in rects] for box, rects in groups.items()}


def _play_and_compare(rules, scenarios) -> tuple[int, int]:
    """Plays the rounds on one table; every hand_places call is compared with the
    reference on the same rects. Returns (layouts compared, of which not clear)."""
    scene = QtTableScene(rules, animation_ms=0)
    layout = scene.layout
    fast = layout.hand_places
    compared = [0, 0]

    def both(groups, stakes=None):
        expected = reference_hand_places(layout, _copy(groups), _copy(stakes))
        answer = fast(groups, stakes)
        assert answer == expected, f"{rules.id}: {answer} != {expected}"
        compared[0] += 1
        compared[1] += not answer[1]
        return answer

    layout.hand_places = both
    for scenario in scenarios:
        with scenario.new_round() as round_:
            scene.show_round(view_of(round_))
            while not round_.finished:
                action = round_.expected()[0]
                assert round_.attempt(action) is None
                scene.sync(view_of(round_), action)
    return compared[0], compared[1]


@pytest.mark.parametrize("house", house_names())
def test_the_fast_layout_places_every_hand_where_the_plain_search_does(qapp, house):
    rules = load_house(house)
    scenarios = [full_table(rules, seed) for seed in range(3)] + [random_scenario(rules, seed) for seed in range(3)]
    compared, crowded = _play_and_compare(rules, scenarios)
    assert compared > 30  # a settled box no longer lays the table out again
    if rules.boxes >= 7:  # the staggering fallback and the smaller sizes were reached too
        assert crowded > 0


def test_the_memos_stay_bounded_and_answer_as_fresh(qapp):
    """A long session: the stores are trimmed, and a layout with warm memos equals one
    worked out on a fresh table."""
    rules = load_house("minicasino")
    scene = QtTableScene(rules, animation_ms=0)
    limit = hand_search.SearchMemo.LIMIT
    memo = scene.layout._search_memo
    for seed in range(12):
        with full_table(rules, 50 + seed).new_round() as round_:
            scene.show_round(view_of(round_))
            while not round_.finished:
                action = round_.expected()[0]
                round_.attempt(action)
                scene.sync(view_of(round_), action)
                stores = (memo.shapes, memo.alone, memo.needs, memo.staggered)
                assert max(map(len, stores)) <= limit + 60
                assert len(scene.layout.hand_groups._groups) <= scene.layout.hand_groups.LIMIT + 1
    assert sum(map(len, scene.layout._base_at.values())) <= 2_048


@pytest.mark.parametrize("house", ["cosmopol", "minicasino"])
def test_the_hands_base_as_floats_is_the_qpointf_one(house):
    layout = TableLayout(load_house(house))
    rng = random.Random(7)
    for _ in range(20_000):
        angle = rng.choice([rng.uniform(0, 180), round(rng.uniform(0, 180), rng.randint(0, 3))])
        inset = rng.choice([0.0, 4.0, 36.0, rng.uniform(0, 120)])
        point = layout.hands_base(angle, inset)
        base = layout.hands_base_at(angle, inset)
        assert (base.real, base.imag) == (point.x(), point.y()), (angle, inset)
        layout._base_at.clear()


def test_rects_with_edges_in_common_do_not_overlap_as_in_qt():
    """rect_edges answers as QRectF.intersects, also for rects that only share an edge,
    null rects and rects of negative size."""
    from trainer.ui.table.rect_edges import edges_meet, placed_edges, placed_meet

    rng = random.Random(3)
    values = [0.0, 1.0, 2.5, -1.0, 10.0, 0.1, 0.2, 0.30000000000000004, math.pi]
    for _ in range(20_000):
        a = QRectF(*(rng.choice(values) for _ in range(4)))
        b = QRectF(*(rng.choice(values) for _ in range(4)))
        dx, dy = rng.choice(values), rng.choice(values)
        expected = a.translated(dx, dy).intersects(b)
        assert edges_meet(placed_edges([a.getRect()], dx, dy), placed_edges([b.getRect()], 0.0, 0.0)) == expected, (a, b, dx, dy)
        assert placed_meet([a.getRect()], dx, dy, placed_edges([b.getRect()], 0.0, 0.0)) == expected, (a, b, dx, dy)


def test_the_united_rect_is_qts_to_the_last_bit():
    """qt_hull gives what QRectF.united gives, rect after rect from a null rect, moved."""
    from trainer.ui.table.rect_edges import qt_hull

    rng = random.Random(5)
    values = [0.0, 1.0, -2.5, 10.0, 0.1, 0.2, 0.30000000000000004, math.pi, 1e-9, 700.3]
    for _ in range(20_000):
        rects = [QRectF(*(rng.choice(values) for _ in range(4))) for _ in range(rng.randint(1, 5))]
        dx, dy = rng.choice(values), rng.choice(values)
        expected = QRectF()
        for rect in rects:
            expected = expected.united(rect.translated(dx, dy))
        assert qt_hull([rect.getRect() for rect in rects], dx, dy) == expected.getRect(), (rects, dx, dy)


def test_the_nearest_angles_are_the_plain_pooling_ones():
    from tests.ui.layout_reference import _nearest_apart as plain
    from trainer.ui.table.hand_search import _nearest_apart as fast

    rng = random.Random(11)
    for _ in range(5_000):
        boxes = list(range(1, rng.randint(1, 11) + 1))
        wanted = {box: rng.choice([160.0 - 14 * (box - 1), rng.uniform(10, 170)]) for box in boxes}
        needs = [rng.choice([0.0, rng.uniform(0, 40), 17.25]) for _ in boxes[1:]]
        assert fast(boxes, wanted, needs, 14.0, 166.0) == plain(boxes, wanted, needs, 14.0, 166.0)


@pytest.mark.parametrize("house", ["cosmopol", "minicasino"])
def test_the_hands_base_never_moves_further_than_its_reach(house):
    """measure_need skips the scan's steps at which two groups are surely still apart,
    trusting base_reach: the base must never move further in a degree."""
    layout = TableLayout(load_house(house))
    for inset in (0.0, 4.0, 52.0, 100.0, 104.0, 202.0):
        reach = layout.base_reach(inset)
        for tenth in range(0, 1800):
            angle = tenth / 10
            here, there = layout.hands_base_at(angle, inset), layout.hands_base_at(angle + 1.0, inset)
            assert abs(there.real - here.real) < reach and abs(there.imag - here.imag) < reach
            # a quarter of the reach is the safety margin, not needed: the bound holds without it
            assert max(abs(there.real - here.real), abs(there.imag - here.imag)) < reach / 1.25
