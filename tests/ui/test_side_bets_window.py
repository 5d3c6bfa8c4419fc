"""Side bets in the window: the 21+3 spots and the Swiss Jack semicircle on the felt, their
chips where the felt prints them, and settling them with real clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import Qt

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


def test_swiss_jack_lies_on_the_semicircle_and_is_settled_first(qtbot):
    window = make_window(qtbot, SWISS_JACK, house="swiss")
    round_ = window.round
    scene = window.scene
    cap = side_bet_art.swiss_jack_path(scene.layout)
    for bet_id in ("swissjack-bust:1", "swissjack-bust:2", "swissjack-blackjack:1"):
        stack = scene.stack_item(bet_id)
        assert cap.contains(stack.scenePos()), "the Swiss Jack chips lie on the semicircle"
        field, box = bet_id.split(":")
        assert stack.scenePos() == side_bet_art.swiss_jack_point(scene.layout, int(box), field)
    # each box's four fields: four rings apart from each other and from every other box's
    rings = [side_bet_art.swiss_jack_point(scene.layout, box, field)
             for box in range(1, scene.layout.boxes + 1) for field in side_bet_art.sb.SWISS_JACK_FIELDS]
    radius = side_bet_art.SWISS_JACK_FIELD_RADIUS
    assert all(cap.contains(point) for point in rings)
    assert min((a - b).manhattanLength() for i, a in enumerate(rings) for b in rings[i + 1:]) > 1.9 * radius
    # between the insurance line and the dealer
    insurance_y = scene.layout.on_arc(90, scene.layout.insurance_arc).y()
    dealer_y = scene.layout.dealer_place_rect().top()
    assert insurance_y < cap.boundingRect().top() and cap.boundingRect().bottom() <= dealer_y
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
