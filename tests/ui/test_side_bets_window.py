"""Side bets in the window: the 21+3 spots and the Swiss Jack semicircle on the felt, their
chips where the felt prints them, and settling them with real clicks and keys."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from tests.ui.test_table_window import click_bet, key, make_window
from trainer.core.procedure import mistakes as M
from trainer.core.packs.load import load_pack
from trainer.ui.table import side_bet_art
from trainer.words import window_texts as texts

#: box 3's 8h Th with the dealer's 9h is a straight flush (100 x 9 = 900); box 1's 7h 9d
#: makes nothing. Box 1 hits 16 into a bust; box 3 stands on 18; the dealer makes 17.
COSMOPOL_21_3 = """
rules: cosmopol
boxes: {1: {bet: 100}, 3: {bet: 100}}
side_bets: {"21+3": {1: 50, 3: 100}}
shoe: [7h, 8h, 9h, 9d, Th, 7c, 8c]
decisions: {1: [hit], 3: [stand]}
"""

#: the dealer busts (6c Tc 9d): both bust fields win 2.5 to 1, 25 and 50; box 1's Black
#: Jack field loses.
SWISS_JACK = """
rules: swiss
boxes: {1: {bet: 100}, 2: {bet: 50}}
side_bets: {swissjack-bust: {1: 10, 2: 20}, swissjack-blackjack: {1: 5}}
shoe: [Th, 9s, 8h, Ts, 6c, Tc, 9d]
decisions: {1: [stand], 2: [stand]}
"""


def test_21_3_chips_lie_on_their_spots_and_are_settled_by_clicks_and_keys(qtbot):
    window = make_window(qtbot, COSMOPOL_21_3)
    round_ = window.round
    scene = window.scene
    assert scene.side_bet_felt is not None
    for box in (1, 3):
        stack = scene.stack_item(f"21+3:{box}")
        assert stack is not None
        assert stack.scenePos() == side_bet_art.twenty_one_plus_three_spot(scene.layout, box)
    # the first deal by keys
    key(qtbot, window, Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_D, Qt.Key.Key_1, Qt.Key.Key_3)
    assert round_.state == "first_deal" and round_.first_deal_complete()
    # serving box 1 now is a mistake: the 21+3 bets come first
    key(qtbot, window, Qt.Key.Key_1)
    assert window.panel.mistake_codes() == [M.SIDE_BET_NOT_SETTLED]
    label = window.panel.mistakes_list.itemWidget(window.panel.mistakes_list.item(0))
    assert texts.mistake_rule(M.SIDE_BET_NOT_SETTLED, window.round.rules) in label.text()
    assert "Swiss Jack" not in label.text()  # Casino Cosmopol runs 21+3 only: its rule, not every house's
    assert len(round_.table.hands["1"].cards) == 2
    # box 3's 21+3 by mouse: click its chips, type the amount, Pay
    click_bet(qtbot, window, "21+3:3")
    assert window.selected_bet == "21+3:3"
    assert window.panel.bet_label.text().startswith("box 3, 21+3: stake ")  # named, never "21+3:3"
    qtbot.keyClicks(window.panel.amount_edit, "900")
    qtbot.mouseClick(window.panel.pay_button, Qt.MouseButton.LeftButton)
    assert round_.table.bets["21+3:3"].net == 900
    assert round_.table.ledger_balanced()
    # the next one due is selected: C collects it
    assert window.selected_bet == "21+3:1"
    key(qtbot, window, Qt.Key.Key_C)
    assert round_.table.bets["21+3:1"].settled and round_.state == "play"
    assert "21+3:3" in scene.tags and scene.stack_item("21+3:3") is None
    window.play_reference(lambda r: False)
    assert round_.finished and round_.table.ledger_balanced()
    assert [m.code for m in round_.mistakes] == [M.SIDE_BET_NOT_SETTLED]
    assert round_.bet_results() == {"1": -100, "3": 100, "21+3:1": -50, "21+3:3": 900}


def test_swiss_jack_lies_on_each_boxs_plate_and_is_settled_first(qtbot):
    window = make_window(qtbot, SWISS_JACK, house="swiss")
    round_ = window.round
    scene = window.scene
    lay = scene.layout
    inside = Qt.FillRule.OddEvenFill
    for bet_id in ("swissjack-bust:1", "swissjack-bust:2", "swissjack-blackjack:1"):
        stack = scene.stack_item(bet_id)
        field, box = bet_id.split(":")
        assert side_bet_art.swiss_jack_plate(lay, int(box)).containsPoint(stack.scenePos(), inside), "on its box's plate"
        assert stack.scenePos() == side_bet_art.swiss_jack_point(lay, int(box), field)
    # each box's four fields: four rings on its own plate, apart from each other; the plates
    # keep off each other, off every box's spot and off the box numbers
    radius = side_bet_art.SWISS_JACK_FIELD_RADIUS
    width, depth = side_bet_art.swiss_jack_size()

    def distance_to_plate(box: int, point: QPointF) -> float:
        centre, along, inward = side_bet_art.swiss_jack_frame(lay, box)
        d = point - centre
        x, y = QPointF.dotProduct(d, along), QPointF.dotProduct(d, inward)
        return math.hypot(max(abs(x) - width / 2, 0), max(abs(y) - depth / 2, 0))

    plates = [side_bet_art.swiss_jack_plate(lay, box) for box in range(1, lay.boxes + 1)]
    for box, plate in enumerate(plates, start=1):
        rings = [side_bet_art.swiss_jack_point(lay, box, field) for field in side_bet_art.sb.SWISS_JACK_FIELDS]
        assert all(distance_to_plate(box, point + offset) == 0 for point in rings
                   for offset in (QPointF(radius, 0), QPointF(-radius, 0), QPointF(0, radius), QPointF(0, -radius)))
        assert min((a - b).manhattanLength() for i, a in enumerate(rings) for b in rings[i + 1:]) > 2 * radius
        assert not any(plate.intersects(other) for other in plates if other is not plate)
        for other in range(1, lay.boxes + 1):
            assert distance_to_plate(box, lay.spot(other)) > lay.spot_radius, (box, other)
            number = lay.number_rect(other)
            assert all(distance_to_plate(box, corner) > 0 for corner in
                       (number.topLeft(), number.topRight(), number.bottomLeft(), number.bottomRight())), (box, other)
    # big enough to read at 1024x700: a ring is at least 13 pixels wide there
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.view.transform().m11() < 0.5)
    assert 2 * radius * window.view.transform().m11() >= 13
    window.play_reference(lambda r: r.state == "dealer_draw")
    # a Swiss Jack paid while the dealer must still draw
    click_bet(qtbot, window, "swissjack-bust:2")
    qtbot.keyClicks(window.panel.amount_edit, "50")
    qtbot.mouseClick(window.panel.pay_button, Qt.MouseButton.LeftButton)
    assert window.panel.mistake_codes() == [M.SIDE_BET_EARLY]
    assert not round_.table.bets["swissjack-bust:2"].settled
    key(qtbot, window, Qt.Key.Key_D, Qt.Key.Key_D)
    assert round_.state == "settlement"
    # a main bet before the Swiss Jacks (a refused amount stays in the field: clear it)
    qtbot.mouseClick(window.panel.clear_button, Qt.MouseButton.LeftButton)
    click_bet(qtbot, window, "2")
    key(qtbot, window, Qt.Key.Key_P)
    qtbot.keyClicks(window.panel.amount_edit, "50")
    qtbot.keyClick(window.panel.amount_edit, Qt.Key.Key_Return)
    assert window.panel.mistake_codes()[-1] == M.SIDE_BET_NOT_SETTLED
    # what was expected names the field by box and name, never "swissjack-bust:2"
    label = window.panel.mistakes_list.itemWidget(window.panel.mistakes_list.item(window.panel.mistakes_list.count() - 1))
    assert "Pay box 2, Swiss Jack bust field: 50" in label.text() and "swissjack-" not in label.text()
    # the right order: box 2's field, then box 1's two fields (in either order)
    click_bet(qtbot, window, "swissjack-bust:2")
    qtbot.mouseClick(window.panel.clear_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.panel.amount_edit, "50")
    qtbot.mouseClick(window.panel.pay_button, Qt.MouseButton.LeftButton)
    click_bet(qtbot, window, "swissjack-blackjack:1")
    assert window.panel.bet_label.text().startswith("box 1, Swiss Jack Black Jack field: stake ")
    qtbot.mouseClick(window.panel.collect_button, Qt.MouseButton.LeftButton)
    click_bet(qtbot, window, "swissjack-bust:1")
    qtbot.keyClicks(window.panel.amount_edit, "25")
    qtbot.mouseClick(window.panel.pay_button, Qt.MouseButton.LeftButton)
    assert round_.table.bets["swissjack-bust:1"].net == 25 and round_.table.ledger_balanced()
    assert round_.table.bets["swissjack-blackjack:1"].net == -5
    window.play_reference(lambda r: False)
    assert round_.finished
    assert [m.code for m in round_.mistakes] == [M.SIDE_BET_EARLY, M.SIDE_BET_NOT_SETTLED]


def test_a_pack_scenario_in_another_house_gets_that_house_s_table(qtbot):
    """The side-bets pack is a Cosmopol pack with Swiss rounds: each round shows its own
    house's table, limits and chips."""
    from trainer.paths import packs_dir

    pack = load_pack(packs_dir() / "side-bets.yaml")
    window = make_window(qtbot)
    window.start_session(window.rules, pack=pack)
    assert window.scene.rules.id == "cosmopol"
    swiss_index = next(i for i, item in enumerate(pack.scenarios) if item.scenario.rules.id == "swiss")
    for _ in range(swiss_index):
        window.play_reference(lambda r: False)
        window.next_round()
    assert window.round.rules.id == "swiss"
    assert window.scene.rules is window.round.rules
    assert sorted(window.panel.chip_buttons) == list(window.round.rules.chips)
    assert any(bet_id.startswith("swissjack-") for bet_id in window.scene.stacks)


def test_21_3_spots_keep_clear_of_the_box_s_other_places():
    """Each 21+3 spot lies beside its box: off the betting spot and the amount under it,
    the box number and every behind spot, of its own box and the neighbours'."""
    import math

    from trainer.core.game.payouts import format_amount
    from trainer.core.game.rules import load_house
    from trainer.ui.table.items import stack_label_rect
    from trainer.ui.table.table_scene import TableLayout

    lay = TableLayout(load_house("cosmopol"))
    r = side_bet_art.side_spot_radius(lay)

    def apart(a, b, gap):
        return math.hypot(a.x() - b.x(), a.y() - b.y()) >= gap

    spots = [side_bet_art.twenty_one_plus_three_spot(lay, box) for box in range(1, lay.boxes + 1)]
    for box, centre in enumerate(spots, start=1):
        for other in range(1, lay.boxes + 1):
            assert apart(centre, lay.spot(other), lay.spot_radius + r), (box, other)
            for slot in range(1, lay.behind_spots + 1):
                assert apart(centre, lay.behind_spot(other, slot), lay.behind_radius + r), (box, other, slot)
            number = lay.number_pos(other)
            assert apart(centre, number, r + 14), (box, other)
            label = stack_label_rect(lay.chip_radius, format_amount(lay.max_bet)).translated(lay.spot(other))
            circle = label.adjusted(-r, -r, r, r)
            assert not circle.contains(centre), (box, other)
    assert all(apart(a, b, 2 * r) for i, a in enumerate(spots) for b in spots[i + 1:])


#: every box with a 21+3 bet (box 2 also a behind bet); the boxes stand, the dealer makes 19.
SEVEN_21_3 = """
rules: cosmopol
boxes: {1: {bet: 100}, 2: {bet: 100, behind: [100]}, 3: {bet: 200}, 4: {bet: 100}, 5: {bet: 150}, 6: {bet: 100}, 7: {bet: 500}}
side_bets: {"21+3": {1: 50, 2: 50, 3: 100, 4: 50, 5: 50, 6: 50, 7: 100}}
shoe: [7h, 8h, 9h, 9d, Th, 7c, 8c, 9h, 8s, 9c, Td, 7s, 8d, 9d, 7d, Kc, 9c]
decisions: {1: [stand], 2: [stand], 3: [stand], 4: [stand], 5: [stand], 6: [stand], 7: [stand]}
"""


def test_result_tags_cover_neither_the_21_3_spots_nor_each_other_nor_the_amounts(qtbot):
    window = make_window(qtbot, SEVEN_21_3)
    scene = window.scene
    lay = scene.layout
    # the 21+3 bets are settled after the deal; the main bets part way through settlement
    window.play_reference(lambda r: sum(b.settled for b in r.table.bets.values()) >= 10)
    settled_sides = [bet_id for bet_id in scene.tags if bet_id.startswith("21+3:")]
    assert len(settled_sides) == 7
    marks = side_bet_art.printed_marks(lay, scene.side_bet_felt.sides)
    tags = {key: tag.sceneBoundingRect() for key, tag in scene.tags.items()}
    amounts = [stack.label.sceneBoundingRect() for stack in scene.stacks.values()]
    for key in settled_sides:
        rect = tags[key]
        assert not any(rect.intersects(mark) for mark in marks), key
        assert not any(rect.intersects(other) for other_key, other in tags.items() if other_key != key), key
        assert not any(rect.intersects(amount) for amount in amounts), key
