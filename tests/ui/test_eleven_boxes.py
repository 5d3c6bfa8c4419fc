"""The restaurant casino's eleven boxes: every hand stays in front of its own box at every
step of a crowded round (the cards get smaller, and on the steep ends of the arc
neighbours stagger towards the dealer), and split hands carry the name their keys use."""

from __future__ import annotations

import math

from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.ui.table import art
from trainer.ui.main_window import MainWindow
from trainer.ui.table.table_scene import HAND_SHRINK_STEPS

from tests.ui.test_table_layout import overlaps


def eleven_hitters(split_box: int = 6, empty: tuple[int, ...] = ()) -> str:
    """Every box but ``empty`` hits three times on small cards; ``split_box`` splits eights."""
    ranks, suits, dealt = "234", "hdcs", [0]

    def card() -> str:
        n = dealt[0]
        dealt[0] += 1
        return ranks[n % 3] + suits[(n // 3) % 4]

    boxes = [b for b in range(1, 12) if b not in empty]
    first = [card() if b != split_box else "8h" for b in boxes]
    second = [card() if b != split_box else "8d" for b in boxes]
    shoe = first + ["Td"] + second
    for b in boxes:
        shoe += [card() for _ in range(4 if b == split_box else 3)]
    shoe.append("7c")
    bets = "\n".join(f"  {b}: {{bet: {10 + 5 * (b % 3)}}}" for b in boxes)
    decisions = [f'"{b}": [hit, hit, hit, stand]' for b in boxes if b != split_box]
    decisions.append(f'"{split_box}": [split], "{split_box}.1": [hit, stand], "{split_box}.2": [hit, stand]')
    return (f"rules: minicasino\nboxes:\n{bets}\nshoe: [{', '.join(shoe)}]\n"
            f"decisions: {{{', '.join(decisions)}}}\n")


def make_window(qtbot, text: str, size=(1440, 900)) -> MainWindow:
    window = MainWindow("minicasino", plans=[RoundPlan(parse_scenario(text), title="eleven")], animation_ms=0,
                        load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def nearest_box(window: MainWindow, hand_id: str) -> int:
    """The box whose card place (straight in front of it, where its hands lie on an
    uncrowded table) is nearest the hand's cards."""
    layout = window.scene.layout
    item = window.scene.hand_item(hand_id)
    centre = item.sceneBoundingRect().center()

    def distance(box: int) -> float:
        place = layout.hands_base(layout.angle(box))
        return math.hypot(place.x() - centre.x(), place.y() - centre.y())

    return min(range(1, layout.boxes + 1), key=distance)


def check_every_step(window: MainWindow, no_overlaps: bool = False) -> int:
    """Play the round by the book, checking every live hand's place after each action
    (and, with ``no_overlaps``, that nothing covers anything: test_table_layout's check);
    returns the steps checked."""
    steps = 0
    round_ = window.round
    while not round_.finished:
        window.play_reference(lambda r, start=len(round_.history): len(r.history) > start)
        table = round_.table
        for hand_id in table.order:
            hand = table.hands[hand_id]
            if hand.cleared or not hand.cards:
                continue
            assert nearest_box(window, hand_id) == hand.box, (steps, hand_id, str(round_.history[-1].action))
        if no_overlaps:
            assert overlaps(window.scene) == [], steps
        steps += 1
    return steps


def test_every_hand_stays_in_front_of_its_box(qtbot):
    window = make_window(qtbot, eleven_hitters())
    assert check_every_step(window) > 40


def test_a_hand_beside_an_empty_box_does_not_slide_under_it(qtbot):
    window = make_window(qtbot, eleven_hitters(split_box=8, empty=(7, 9)))
    assert check_every_step(window, no_overlaps=True) > 30


def test_crowded_hands_are_drawn_smaller_not_moved(qtbot):
    window = make_window(qtbot, eleven_hitters())
    window.play_reference(lambda r: r.state == "dealer_draw")
    scales = {round(window.scene.hand_item(h).card_w, 3) for h in window.round.table.order
              if not window.round.table.hands[h].from_split}
    full = art.CARD_W * window.scene.layout.scale * HAND_SHRINK_STEPS[0]
    assert len(scales) == 1 and max(scales) < full  # five cards on every box: all smaller, alike


def test_split_hands_carry_their_names(qtbot):
    window = make_window(qtbot, eleven_hitters())
    window.play_reference(lambda r: "6.2" in r.table.hands and len(r.table.hands["6.2"].cards) == 2)
    for hand_id in ("6.1", "6.2"):
        assert window.scene.hand_item(hand_id).total_text.startswith(hand_id + " · ")
    assert not window.scene.hand_item("5").total_text.startswith("5")  # only split hands
