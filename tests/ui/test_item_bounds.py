"""The table's items keep their bounding rect between changes (Qt asks for it many times
a frame): after every change of shape it must be the rect an item made afresh in that
state has, or repaints would leave trails and clicks miss."""

from fractions import Fraction

from trainer.core.game.cards import parse_cards
from trainer.ui.table.items import QtBubbleItem, QtChipStackItem, QtHandItem

CHIPS = (5, 25, 100, 500)


def hand_in(cards, total="", scale=1.0):
    hand = QtHandItem("1", scale)
    hand.set_cards(cards)
    hand.set_total(total)
    return hand


def test_a_hand_s_bounds_follow_its_cards_total_and_size(qapp):
    cards = parse_cards(["TS", "6H", "5D", "2C"])
    hand = QtHandItem("1")
    assert hand.boundingRect() == hand_in([]).boundingRect()
    for count in range(1, 5):
        hand.set_cards(cards[:count])
        assert hand.boundingRect() == hand_in(cards[:count]).boundingRect()
    hand.set_total("21")
    assert hand.boundingRect() == hand_in(cards, "21").boundingRect()
    hand.set_total("soft 17 / 7")
    assert hand.boundingRect() == hand_in(cards, "soft 17 / 7").boundingRect()
    hand.set_scale(0.7)
    assert hand.boundingRect() == hand_in(cards, "soft 17 / 7", 0.7).boundingRect()
    assert hand.boundingRect() != hand_in(cards, "soft 17 / 7").boundingRect()


def stack_in(amount, base=None, selected=False):
    stack = QtChipStackItem("1", CHIPS, 30.0)
    stack.set_amount(Fraction(amount), None if base is None else Fraction(base))
    stack.set_selected(selected)
    return stack


def test_a_stack_s_bounds_follow_its_amount_and_selection(qapp):
    stack = QtChipStackItem("1", CHIPS, 30.0)
    for amount, base, selected in ((100, None, False), (100, None, True), (1_000, None, True),
                                   (200, 100, True), (200, 100, False), (5, None, False)):
        stack.set_amount(Fraction(amount), None if base is None else Fraction(base))
        stack.set_selected(selected)
        assert stack.boundingRect() == stack_in(amount, base, selected).boundingRect()
        assert stack.label.boundingRect() == stack_in(amount, base, selected).label.boundingRect()
    assert stack_in(100, selected=True).boundingRect() != stack_in(100).boundingRect()


def test_a_bubble_s_bounds_follow_its_text(qapp):
    bubble = QtBubbleItem()
    for text in ("Hit!", "Double?", "", "Insurance"):
        bubble.set_text(text)
        assert bubble.boundingRect() == QtBubbleItem(text).boundingRect()
    assert QtBubbleItem("Insurance").boundingRect() != QtBubbleItem("Hit!").boundingRect()
