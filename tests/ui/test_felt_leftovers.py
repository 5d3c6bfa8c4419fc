"""Nothing left on the felt that no longer holds: the order arrows go with the round, a
hand finished by the card it asked for no longer says "Hit", a bonus badge stands on its
own stack and no other, and split hands' stakes keep off the box's number."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.core.procedure import mistakes as M
from trainer.core.procedure.vocabulary import Phase
from trainer.ui.table.why_overlay import QtOrderArrows
from tests.ui.test_table_input import type_amount
from tests.ui.test_table_window import THREE_BOXES, click_bet, key, make_window


def arrows(window) -> list:
    return [item for item in window.scene.items() if isinstance(item, QtOrderArrows)]


def test_the_order_arrows_leave_with_the_round(qtbot):
    window = make_window(qtbot, THREE_BOXES)
    window.play_reference(lambda round_: round_.state == "settlement" and round_.expected()[0].target == "5")
    click_bet(qtbot, window, "3")  # box 5 is due first: paying 3 is an order mistake
    key(qtbot, window, Qt.Key.Key_P)
    type_amount(qtbot, window, "200")
    assert [m.code for m in window.round.mistakes] == [M.SETTLEMENT_ORDER]
    assert arrows(window)  # the right order, drawn over the boxes
    window.play_reference(lambda round_: round_.expected()[0].verb == "end_round")
    assert arrows(window)  # still the round's: it is being settled
    key(qtbot, window, Qt.Key.Key_E)
    assert window.round.finished and window.round_view.phase == Phase.DONE
    assert arrows(window) == [] and window.why_arrows is None


SEVENS = """
rules: cosmopol
boxes: {{{box}: {{bet: 100, behind: [10, 20, 10]}}, {other}: {{bet: 100}}}}
decisions: {{{box}: [hit], {other}: [stand]}}
shoe: [{first}, 4d, {second}, 7s, Td, 5c]
"""


def sevens(box: int, other: int) -> str:
    """The box makes 7-7 and hits a third seven; the other stands on 16; the dealer 19."""
    first, second = ("7c, Th", "7d, 6s") if box < other else ("Th, 7c", "6s, 7d")
    return SEVENS.format(box=box, other=other, first=first, second=second)


def bubble_text(window, hand_id: str) -> str:
    bubble = window.scene.bubbles.get(hand_id)
    return bubble.text if bubble is not None and bubble.scene() is window.scene else ""


def test_three_sevens_drops_its_hit_but_a_stand_keeps_its_word(qtbot):
    window = make_window(qtbot, sevens(3, 5))
    # no more bets, then 3, 5, the dealer, 3, 5: box 3 has 7-7 and asks for a card
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_3, Qt.Key.Key_5, Qt.Key.Key_D, Qt.Key.Key_3, Qt.Key.Key_5)
    assert bubble_text(window, "3") == "Hit!"
    key(qtbot, window, Qt.Key.Key_3)  # the third seven: the hand is finished, its bets paid at once
    assert window.round_view.hands["3"].finished
    assert bubble_text(window, "3") == ""
    window.play_reference(lambda round_: round_.state == "settlement")
    assert bubble_text(window, "3") == "" and bubble_text(window, "5") == "Stand"


@pytest.mark.parametrize("box, other", [(3, 5), (1, 4), (7, 2)])
def test_a_bonus_badge_covers_no_other_stack(qtbot, box, other):
    window = make_window(qtbot, sevens(box, other))
    window.play_reference(lambda round_: all(bet.bonus_paid for bet_id, bet in round_.table.bets.items()
                                             if bet_id.startswith(str(box))))
    scene = window.scene
    badges = {key.removeprefix("bonus:"): tag for key, tag in scene.tags.items() if key.startswith("bonus:")}
    assert len(badges) == 4  # the holder's and three behind bets'
    for bet_id, badge in badges.items():
        rect = badge.sceneBoundingRect()
        own = scene.stacks[bet_id].sceneBoundingRect()
        assert rect.intersects(own.adjusted(-4, -4, 4, 4)), bet_id  # on or at its own stack
        others = [other_id for other_id, stack in scene.stacks.items()
                  if other_id != bet_id and rect.intersects(stack.sceneBoundingRect())]
        assert others == [], bet_id
        assert not any(rect.intersects(tag.sceneBoundingRect()) for tag in badges.values() if tag is not badge)


SPLIT = """
rules: cosmopol
boxes: {{{box}: {{bet: {bet}}}, {other}: {{bet: 100}}}}
decisions: {{{box}: [split, stand, stand], {other}: [stand]}}
shoe: [{first}, 7c, {second}, Ts, 5d, 7d, Kh, 9h, 9s]
"""


@pytest.mark.parametrize("box, other, bet", [(1, 2, 100), (1, 2, 1000), (4, 6, 500), (7, 5, 100)])
def test_split_stakes_keep_off_the_box_number(qtbot, box, other, bet):
    # the pair of eights to the box, nine and ten to the other, in the order they are dealt
    first, second = ("8s, 9c", "8h, Tc") if box < other else ("9c, 8s", "Tc, 8h")
    window = make_window(qtbot, SPLIT.format(box=box, other=other, bet=bet, first=first, second=second))
    window.play_reference(lambda round_: f"{box}.2" in round_.table.bets)
    scene = window.scene
    number = scene.layout.number_rect(box)
    stakes = [scene.stacks[f"{box}.1"], scene.stacks[f"{box}.2"]]
    for stack in stakes:
        chips = stack.chips_rect().translated(stack.pos())
        label = stack.footprint().translated(stack.pos())
        assert not chips.intersects(number) and not label.intersects(number)
    # still on the box: the row's middle within the spot
    middle = (stakes[0].pos() + stakes[1].pos()) / 2
    assert abs(middle.x() - scene.layout.spot(box).x()) < scene.layout.spot_radius
