"""The toolbar's focus picker deals free-play rounds in which the chosen point happens."""

from __future__ import annotations

from PySide6.QtCore import Qt

from trainer.ui.main_window import MainWindow


def make_window(qtbot, house="cosmopol"):
    window = MainWindow(house, pack=None, animation_ms=0, load_shipped_packs=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def pick(qtbot, combo, point):
    """Walk the combo with the arrow keys (as a user does) until ``point`` is current."""
    combo.setCurrentIndex(0)
    while combo.currentData() != point:
        before = combo.currentIndex()
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() == before + 1, f"{point} is not in the list"


def test_free_play_deals_rounds_with_the_chosen_point(qtbot):
    window = make_window(qtbot)
    combo = window.focus_picker.combo
    assert [combo.itemData(i) for i in range(combo.count())][:1] == [None]
    pick(qtbot, combo, "three_sevens")
    assert window.session.focus == "three_sevens"
    for _ in range(3):
        window.play_reference(lambda round_: round_.finished)
        assert any(bet.bonus_paid for bet in window.round.table.bets.values())
        window.next_round()


def test_the_house_s_points_only(qtbot):
    window = make_window(qtbot, house="czech")
    combo = window.focus_picker.combo
    points = {combo.itemData(i) for i in range(1, combo.count())}
    assert "three_sevens" not in points and "insurance" not in points and "split" in points
    pick(qtbot, combo, "split")
    window.play_reference(lambda round_: round_.finished)
    assert any(hand.from_split for hand in window.round.table.hands.values())
    window.set_house("swiss")  # Swiss has splits too: the focus stays
    assert window.session.focus == "split"
    qtbot.keyClick(window.focus_picker.combo, Qt.Key.Key_Home)
    assert window.session.focus is None and window.focus_picker.combo.currentIndex() == 0


def test_a_house_without_the_point_goes_back_to_any_round(qtbot):
    window = make_window(qtbot)
    pick(qtbot, window.focus_picker.combo, "three_sevens")
    window.set_house("swiss")
    assert window.session.focus is None
    assert window.focus_picker.combo.currentData() is None


def test_a_mistake_shows_its_worked_figure_and_the_order_arrows(qtbot):
    from trainer.core.packs.scenario import parse_scenario
    from trainer.core.practice.session import RoundPlan
    from trainer.ui.table.why_overlay import QtOrderArrows

    scenario = parse_scenario(
        "rules: cosmopol\nboxes: {1: {bet: 100}, 3: {bet: 200}, 5: {bet: 150}}\n"
        "shoe: [Th, Ah, 9s, 9c, 8d, Kd, 7c, 9h, 8c]\ndecisions: {1: [stand], 5: [stand]}\n"
    )
    window = MainWindow("cosmopol", plans=[RoundPlan(scenario, title="why")], animation_ms=0, load_shipped_packs=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.play_reference(lambda r: r.state == "blackjack_payouts")
    window.perform("pay 3 200")
    entry = window.panel.mistakes_list
    text = entry.itemWidget(entry.item(entry.count() - 1)).text()
    assert "Black Jack: 200 x 1.5 = 300" in text
    window.play_reference(lambda r: r.state == "settlement")
    window.perform("collect 1")
    text = entry.itemWidget(entry.item(entry.count() - 1)).text()
    assert "Order: box 5 → box 1" in text
    arrows = [item for item in window.scene.items() if isinstance(item, QtOrderArrows)]
    assert len(arrows) == 1 and len(arrows[0].points) == 2
    # the first arrow starts at box 5's hand, the last hand in table order
    assert arrows[0].points[0] == window.scene.hand_item("5").pos()
