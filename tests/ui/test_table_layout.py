"""The table's geometry, read from the scene's items (sceneBoundingRect): crowded tables
are played through action by action, and at every step nothing that carries information
(cards, totals, bubbles, chips, their amounts) may cover anything else, nor leave the felt.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.ui.main_window import MainWindow

#: every Cosmopol box taken, behind bets on six of them (three on box 7, all doubled with
#: it), box 3 splits eights and doubles its second hand, boxes 4, 6 and 7 double.
FULL_TABLE = """
rules: cosmopol
boxes:
  1: {bet: 100, behind: [50]}
  2: {bet: 200, behind: [100, 50, 25]}
  3: {bet: 100, behind: [100]}
  4: {bet: 500, behind: [100, 100]}
  5: {bet: 300}
  6: {bet: 150, behind: [50]}
  7: {bet: 1000, behind: [200, 100, 100]}
shoe: [Ts, 9h, 8s, 6c, Td, 7c, 5h, 6d, 7h, 9c, 8d, 5s, 8c, 4h, 5d, Tc, 2h, 9s, Th, 2c, Kc, Jd, 8h]
decisions: {"1": [stand], "2": [stand], "3": [split], "3.1": [stand], "3.2": [double], "4": [double],
            "5": [stand], "6": [double], "7": [double]}
"""

#: the dealer's ace: three boxes (and a behind bettor) insure, then every hand hits to
#: four cards, growing down towards the insurance line.
INSURED_HANDS_GROW = """
rules: cosmopol
boxes:
  3: {bet: 200, behind: [100]}
  4: {bet: 100, behind: [50, 50]}
  5: {bet: 200}
insurance: {"3": 100, "3b1": 50, "4": 50, "5": 100}
shoe: [2h, 2c, 3d, As, 3s, 2d, 2s, 4c, 2c, 3c, 4d, 3h, 2h, 3h, 6d]
decisions: {"3": [hit, hit, stand], "4": [hit, hit, stand], "5": [hit, hit, stand]}
"""

#: eleven boxes at the restaurant casino: box 6 splits between boxes that take three cards.
ELEVEN_BOXES_SPLIT = """
rules: minicasino
boxes:
  4: {bet: 50}
  5: {bet: 100}
  6: {bet: 25}
  7: {bet: 50}
  8: {bet: 100}
shoe: [2h, 3c, 8d, 4s, 2c, 9s, 3s, 2d, 8c, 3h, 5d, 4c, 2s, 3d, 5h, 3c, 4h, 2d, 4d, 7h, 8h]
decisions: {"4": [hit, stand], "5": [hit, stand], "6": [split], "6.1": [hit, stand], "6.2": [hit, stand],
            "7": [hit, stand], "8": [hit, stand]}
"""

#: box 1 (the steep end of the arc) splits eights twice: three hands and three stakes.
RESPLIT_AT_FIRST_BASE = """
rules: cosmopol
boxes:
  1: {bet: 100, behind: [100, 50, 25]}
shoe: [8s, 9h, 8h, 8c, Ts, 5d, 7d, Kh, 9d]
decisions: {"1": [split], "1.1": [split], "1.2": [stand], "1.3": [stand]}
behind_follow: {"1b1": {split: false}, "1b2": {split: false}, "1b3": {split: false}}
"""


def make_window(qtbot, text: str, house: str) -> MainWindow:
    window = MainWindow(house, plans=[RoundPlan(parse_scenario(text), title="layout")], animation_ms=0,
                        load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    return window


def stack_points(rect: QRectF) -> list[QPointF]:
    """Points on a chip stack's outline (the middles of its rect's sides: the corners of
    a round chip's rect are bare felt)."""
    return [QPointF(rect.center().x(), rect.top()), QPointF(rect.center().x(), rect.bottom()),
            QPointF(rect.left(), rect.bottom() - rect.width() / 2), QPointF(rect.right(), rect.bottom() - rect.width() / 2)]


def corners(rect: QRectF) -> list[QPointF]:
    return [rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()]


def overlaps(scene) -> list[tuple[str, str, str]]:
    """Every pair of information-carrying items that touch, and every item off the felt."""
    scene.select_bet(None)  # the selection ring may reach over the felt around a stack
    found = []
    hands = {hand_id: item.sceneBoundingRect() for hand_id, item in scene.hands.items()}
    bubbles = {hand_id: item.sceneBoundingRect() for hand_id, item in scene.bubbles.items() if item.text}
    chips = {bet_id: stack.sceneBoundingRect() for bet_id, stack in scene.stacks.items()}
    labels = {bet_id: stack.label.sceneBoundingRect() for bet_id, stack in scene.stacks.items()}
    ids = sorted(hands)
    for i, first in enumerate(ids):
        for second in ids[i + 1:]:
            if hands[first].intersects(hands[second]):
                found.append(("hand/hand", first, second))
    for owner, bubble in bubbles.items():
        found += [("bubble/hand", owner, hand_id) for hand_id, rect in hands.items()
                  if hand_id != owner and bubble.intersects(rect)]
        found += [("bubble/bubble", owner, other) for other, rect in bubbles.items()
                  if other > owner and bubble.intersects(rect)]
        found += [("bubble/chips", owner, bet_id) for bet_id in chips
                  if bubble.intersects(chips[bet_id]) or bubble.intersects(labels[bet_id])]
    bets = sorted(chips)
    for i, bet_id in enumerate(bets):
        found += [("chips/hand", bet_id, hand_id) for hand_id, rect in hands.items()
                  if chips[bet_id].intersects(rect) or labels[bet_id].intersects(rect)]
        for other in bets[i + 1:]:
            if chips[bet_id].intersects(chips[other]):
                found.append(("chips/chips", bet_id, other))
            if labels[bet_id].intersects(chips[other]) or labels[other].intersects(chips[bet_id]):
                found.append(("amount/chips", bet_id, other))
            if labels[bet_id].intersects(labels[other]):
                found.append(("amount/amount", bet_id, other))
    felt = scene.layout.table_path(0)
    found += [("off the felt", hand_id, "") for hand_id, rect in hands.items()
              if not all(felt.contains(point) for point in corners(rect))]
    found += [("off the felt", bet_id, "") for bet_id in bets
              if not all(felt.contains(point) for point in stack_points(chips[bet_id]) + corners(labels[bet_id]))]
    return found


def play_through(window: MainWindow) -> list[tuple[int, str, tuple[str, str, str]]]:
    """The reference dealer plays the round; the overlaps seen after each action."""
    seen = []
    step = 0
    while not window.round.finished:
        seen += [(step, window.round.state, problem) for problem in overlaps(window.scene)]
        action = window.round.expected()[0]
        if action.verb in ("pay", "collect", "push"):
            window.select_bet(action.target)
        assert window.perform(action) is None
        step += 1
    return seen


@pytest.mark.parametrize(
    ("house", "text"),
    [("cosmopol", FULL_TABLE), ("cosmopol", INSURED_HANDS_GROW), ("minicasino", ELEVEN_BOXES_SPLIT),
     ("cosmopol", RESPLIT_AT_FIRST_BASE)],
    ids=["full-cosmopol-table", "insured-hands-grow", "eleven-boxes-split", "resplit-at-first-base"],
)
def test_nothing_covers_anything_through_a_crowded_round(qtbot, house, text):
    window = make_window(qtbot, text, house)
    assert play_through(window) == []


def test_full_table_hands_slide_apart_instead_of_overlapping(qtbot):
    window = make_window(qtbot, FULL_TABLE, "cosmopol")
    while not any(hand.from_split and len(hand.cards) == 3 for hand in window.round.table.hands.values()):
        window.perform(window.round.expected()[0])
    scene = window.scene
    # the split hands lie side by side in table order, smaller than the others ...
    first, second = scene.hand_item("3.1"), scene.hand_item("3.2")
    assert first.sceneBoundingRect().right() < second.sceneBoundingRect().left()
    assert first.card_w < scene.hand_item("2").card_w
    # ... and the neighbours made room: box 2's hands left of 3.1's, box 4's right of 3.2's
    assert scene.hand_item("2").sceneBoundingRect().right() < first.sceneBoundingRect().left() or \
        scene.hand_item("2").sceneBoundingRect().bottom() < first.sceneBoundingRect().top()
    assert second.sceneBoundingRect().right() < scene.hand_item("4").sceneBoundingRect().left()


def test_split_stakes_lie_side_by_side_on_the_spot_like_their_hands(qtbot):
    window = make_window(qtbot, FULL_TABLE, "cosmopol")
    while "3.2" not in window.round.table.hands:
        window.perform(window.round.expected()[0])
    scene = window.scene
    first, second = scene.stack_item("3.1"), scene.stack_item("3.2")
    assert first.sceneBoundingRect().right() < second.sceneBoundingRect().left()
    assert abs(first.scenePos().y() - second.scenePos().y()) < 1e-6
    spot = scene.layout.spot(3)
    assert first.scenePos().x() < spot.x() < second.scenePos().x()
    # a box's behind bettor who follows the split: both stakes apart, amounts readable
    behind = [scene.stack_item(bet_id) for bet_id in ("3.1b1", "3.2b1")]
    assert not behind[0].sceneBoundingRect().intersects(behind[1].sceneBoundingRect())
    assert not behind[0].label.sceneBoundingRect().intersects(behind[1].sceneBoundingRect())


def test_a_doubled_stake_shows_both_stacks_top_chips(qtbot):
    window = make_window(qtbot, FULL_TABLE, "cosmopol")
    while not window.round.table.hands["4"].doubled:
        window.perform(window.round.expected()[0])
    stack = window.scene.stack_item("4")
    assert stack.side_by_side and stack.label.text == "2×500"
    # the two stacks' centres 1.76 radii apart: the second stops short of the value ring
    # (0.66 radius) on the first one's top chip
    assert stack.sceneBoundingRect().width() >= (2 + 1.76) * stack.radius
    # and the pair keeps off the behind stakes above it
    for bet_id in ("4b1", "4b2"):
        assert not stack.sceneBoundingRect().intersects(window.scene.stack_item(bet_id).label.sceneBoundingRect())


def test_behind_spots_at_the_steep_ends_of_the_arc_spread_wider(qtbot):
    window = make_window(qtbot, FULL_TABLE, "cosmopol")
    lay = window.scene.layout
    end_gap, middle_gap = lay.behind_geometry(1)[1], lay.behind_geometry(4)[1]
    assert end_gap > middle_gap
    stacks = [window.scene.stack_item(f"7b{slot}") for slot in (1, 2, 3)]
    for upper, lower in zip(stacks, stacks[1:]):
        assert not upper.label.sceneBoundingRect().intersects(lower.sceneBoundingRect())
        assert not upper.sceneBoundingRect().intersects(lower.sceneBoundingRect())


def test_hand_bounding_rect_holds_its_total(qtbot):
    """A wide total (Black Jack) is painted inside the hand's rect, not past it."""
    window = make_window(qtbot, FULL_TABLE, "cosmopol")
    item = window.scene.hand_item("1") or window.scene.dealer
    item.set_total("Black Jack", "blackjack")
    assert item.boundingRect().contains(item.pill_rect())
    assert item.boundingRect().contains(item.card_rect(0))


def test_aces_split_again_on_the_felt_in_table_order(qtbot, tmp_path):
    """A Cosmopol pack with resplit_aces: true (issue 36): box 2 splits aces, 2.1 draws an ace
    and splits again; 2.3 lies between 2.1 and 2.2 on the felt, and nothing covers anything."""
    from trainer.paths import houses_dir

    text = (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8")
    text = text.replace("id: cosmopol", "id: cosmopol-aces").replace("\nresplit_aces: false", "\nresplit_aces: true")
    assert "\nresplit_aces: true" in text
    house = tmp_path / "cosmopol-aces.yaml"
    house.write_text(text, encoding="utf-8")
    round_text = (f"rules: {house}\nboxes:\n  2: {{bet: 100, behind: [50]}}\n  4: {{bet: 100}}\n"
                  "shoe: [Ah, 9d, 9c, As, 8d, Ad, 5h, 7d, 8s, 9h, Kd]\n")
    window = make_window(qtbot, round_text, str(house))
    while "2.3" not in window.round.table.hands or len(window.round.table.hands["2.3"].cards) < 2:
        window.perform(window.round.expected()[0])
    scene = window.scene
    first, third, second = (scene.hand_item(h).sceneBoundingRect() for h in ("2.1", "2.3", "2.2"))
    assert first.right() < third.left() and third.right() < second.left()
    assert window.round.table.order[:3] == ["2.1", "2.3", "2.2"]
    assert play_through(window) == [] and window.round.mistakes == []


def test_a_split_ace_asking_for_a_card_is_refused_with_the_button(qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from trainer.paths import houses_dir

    text = (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8")
    house = tmp_path / "cosmopol-aces.yaml"
    house.write_text(text.replace("id: cosmopol", "id: cosmopol-aces").replace("\nresplit_aces: false", "\nresplit_aces: true"),
                     encoding="utf-8")
    round_text = (f"rules: {house}\nboxes:\n  2: {{bet: 100}}\n"
                  "shoe: [Ah, 9c, As, Ad, 5h, 7d, 8s, 9h, Kd]\ndecisions: {'2.1': [hit]}\n")
    window = make_window(qtbot, round_text, str(house))
    while window.round.current_request() != ("2.1", "hit"):
        window.perform(window.round.expected()[0])
    refuse = window.action_bar.buttons["refuse"]
    assert refuse.isEnabled()
    qtbot.mouseClick(refuse, Qt.MouseButton.LeftButton)
    assert window.round.mistakes == [] and window.round.current_request() == ("2.1", "split")
