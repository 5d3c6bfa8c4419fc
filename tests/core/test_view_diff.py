"""Which boxes' bets the table lays out again after an action: the boxes where a bet
changed, and where a split changed the hands' order; on a new round every box with a bet."""

from __future__ import annotations

from trainer.core.packs.scenario import parse_scenario
from trainer.core.procedure.view import view_of
from trainer.core.procedure.view_diff import bet_boxes_changed, diff_views

PAIR = """rules: cosmopol
boxes: {1: {bet: 100}, 2: {bet: 200}, 3: {bet: 100}}
shoe: [8s, Td, 9c, 8h, 8d, 7s, 9d, 3c, Ts, 9h, Kd, 5c, 6d, Jh, Qs, 4c, 2d]
"""


def _after(round_, action):
    before = view_of(round_)
    assert round_.attempt(action) is None, action
    after = view_of(round_)
    return bet_boxes_changed(before, after, diff_views(before, after))


def test_a_new_round_lays_out_every_box_with_a_bet():
    with parse_scenario(PAIR, "pair.yaml").new_round() as round_:
        view = view_of(round_)
        assert bet_boxes_changed(None, view, diff_views(None, view)) == {1, 2, 3}


def test_a_card_changes_no_bet_and_a_split_or_a_payment_changes_its_own_box_only():
    with parse_scenario(PAIR, "pair.yaml").new_round() as round_:
        seen = []
        while not round_.finished:
            action = round_.expected()[0]
            seen.append((str(action), _after(round_, action)))
    by_action = dict(seen)
    assert by_action["deal 1"] == set()  # a card: no bet moved
    assert by_action["split 1"] == {1}  # a split: its box's stakes and order, no other box
    settled = [(action, boxes) for action, boxes in seen if action.split()[0] in ("pay", "collect", "push")]
    assert settled and all(boxes == {int(action.split()[1][0])} for action, boxes in settled)
