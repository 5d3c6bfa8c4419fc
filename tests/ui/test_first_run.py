"""The first start: the round's clock waits for the trainee's first action, and a
guided round gives one hint at a time, can be skipped, and opens again from Help.

Driven by real key and mouse events; the settings (the guide's "seen" flag) live in a
temporary folder (tests/ui/conftest.py)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan
from trainer.ui.table import guide as guide_module
from trainer.ui.main_window import MainWindow

#: box 1 (with a behind bet) hits and busts, box 3 stands on 18, box 5 stands on 17;
#: the dealer makes 17: collect 1 and 1b1 at once, push 5, pay 3.
ROUND = """
rules: cosmopol
boxes:
  1: {bet: 100, behind: [50]}
  3: {bet: 200}
  5: {bet: 100}
shoe: [Ts, 9h, 8s, 7d, 6c, 9c, 9d, Kd, Th]
decisions: {1: [hit], 3: [stand], 5: [stand]}
"""


#: box 1 holds 12 and asks to double, which Casino Cosmopol allows only on 9 to 11.
REFUSED_DOUBLE = """
rules: cosmopol
boxes:
  1: {bet: 100}
shoe: [Ts, 7d, 2h, 9c, Kd]
decisions: {1: [double, stand]}
"""


def make_window(qtbot, *, first_run_guide: bool = True, time_limit: float | None = None,
                scenario: str = ROUND) -> MainWindow:
    plans = [RoundPlan(parse_scenario(scenario), title="first", time_limit=time_limit)] * 2
    window = MainWindow("cosmopol", plans=plans, animation_ms=0, load_shipped_packs=False,
                        first_run_guide=first_run_guide)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def key_of(name: str) -> Qt.Key:
    return {"Enter": Qt.Key.Key_Return, "Tab": Qt.Key.Key_Tab}.get(name) or getattr(Qt.Key, f"Key_{name}")


def click_bet(qtbot, window: MainWindow, bet_id: str) -> None:
    item = window.scene.stack_item(bet_id)
    assert item is not None, bet_id
    point = window.view.mapFromScene(item.scenePos())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def do_what_the_hint_says(qtbot, window: MainWindow) -> None:
    """One step of the round, taken only from the guide's hint text."""
    hint = window.guide.hint.text()
    keys = re.findall(r"<b>([^<]+)</b>", hint)
    selecting = re.search(r"Select (the insurance on )?bet (\w+):", hint)
    if selecting:
        click_bet(qtbot, window, ("ins:" if selecting.group(1) else "") + selecting.group(2))
    elif "press <b>P</b>, type" in hint:
        qtbot.keyClick(window.view, Qt.Key.Key_P)  # P with no amount: the amount field takes the keys
        assert window.panel.amount_edit.hasFocus()
        qtbot.keyClicks(window.panel.amount_edit, keys[1])
        qtbot.keyClick(window.panel.amount_edit, Qt.Key.Key_Return)
    elif " then " in hint:  # a split hand: both digits
        for name in keys:
            qtbot.keyClick(window.view, key_of(name))
    else:
        qtbot.keyClick(window.view, key_of(keys[0]))


def test_the_clock_shows_no_time_until_the_first_key(qtbot):
    window = make_window(qtbot, first_run_guide=False, time_limit=60)
    now = [1000.0]
    window.session.clock = lambda: now[0]
    now[0] += 137  # the window sat open for 2:17
    with qtbot.waitSignal(window.clock.timeout, timeout=3000):
        pass
    assert window.panel.info_label.text().endswith("0:00 / 1:00")
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # the first action starts the clock
    assert window.round.state == "first_deal"
    now[0] += 5
    with qtbot.waitSignal(window.clock.timeout, timeout=3000):
        pass
    assert window.panel.info_label.text().endswith("0:05 / 1:00")


def test_the_first_start_guides_a_whole_round_one_hint_at_a_time(qtbot, isolated_settings):
    assert not guide_module.guide_seen()
    window = make_window(qtbot)
    guide = window.guide
    assert guide is not None and guide.isVisible()
    assert "<b>N</b>" in guide.hint.text() and "clock starts" in guide.hint.text()
    assert guide.title.text().endswith("hint 1")
    assert "<b style='color:#e8c25a'>no more bets</b>" in guide.order.text()
    # the guide sits above the table, not over it
    assert guide.geometry().bottom() < window.view.geometry().top()
    hints = [guide.hint.text()]
    while not window.round.finished:
        assert len(hints) < 40, hints
        with qtbot.waitSignal(guide.refreshed, timeout=3000):
            do_what_the_hint_says(qtbot, window)
        hints.append(guide.hint.text())
    # a round dealt by following the hints alone is a round by the book
    assert window.round.mistakes == [] and window.round.table.ledger_balanced()
    assert any("box 3" in h for h in hints) and any("Hand 1 asks for a card" in h for h in hints)
    assert any("<b>C</b>" in h for h in hints) and any("<b>U</b>" in h for h in hints)
    assert any("press <b>P</b>, type <b>200</b>" in h for h in hints)
    assert guide.title.text() == "Guided round: done" and guide.done_button.isVisible()
    assert not guide.skip_button.isVisible()
    assert not guide_module.guide_seen()  # not until it is closed
    qtbot.mouseClick(guide.done_button, Qt.MouseButton.LeftButton)
    assert window.guide is None and guide_module.guide_seen()
    assert any(path.suffix == ".ini" for path in isolated_settings.rglob("*"))
    # the next start is not a first start
    again = make_window(qtbot)
    assert again.guide is None


def test_the_guide_can_be_skipped_and_opened_again_from_help(qtbot):
    window = make_window(qtbot)
    guide = window.guide
    qtbot.mouseClick(guide.skip_button, Qt.MouseButton.LeftButton)
    assert window.guide is None and not guide.isVisible()
    assert guide_module.guide_seen()
    assert window.round.history == []  # skipping changed nothing on the table
    # play a little, then Help > Guided round: the round starts again with the guide
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert len(window.round.history) == 2
    bar = window.menuBar()
    help_action = next(a for a in bar.actions() if a.text().replace("&", "") == "Help")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(help_action).center())
    menu = help_action.menu()
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(window.guide_action).center())
    qtbot.waitUntil(lambda: window.guide is not None and window.guide.isVisible(), timeout=3000)
    assert window.round.history == [] and window.round.state == "betting"
    assert "<b>N</b>" in window.guide.hint.text()
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # the table still has the keys
    qtbot.waitUntil(lambda: "box 1" in window.guide.hint.text(), timeout=3000)


def test_no_guide_unless_asked_for(qtbot):
    # tests, screenshots and `trainer gui --screenshot` open the window without the first-run guide
    window = make_window(qtbot, first_run_guide=False)
    assert window.guide is None and not guide_module.guide_seen()


def test_the_order_line_marks_each_state_of_the_procedure_once():
    from trainer.core.procedure.machine import STATES

    for state in STATES:
        line = guide_module.order_line(state)
        assert line.count("<b ") == 1, (state, line)
    # the phases are named in the order a round goes through them
    marked = [guide_module.order_line(state).split("<b style='color:#e8c25a'>")[1].split("<")[0] for state in STATES]
    names = [name for name, _ in guide_module.PHASES]
    assert [names.index(name) for name in marked] == sorted(names.index(name) for name in marked)


def test_following_the_hints_alone_deals_random_rounds_in_every_house_by_the_book(qtbot):
    # insurance, Black Jacks, doubles, splits and refusals come up in random rounds: for
    # each, the hint must name a key that does the right thing
    from trainer.core.procedure.actions import VERB_ARGS

    # first seeds whose three rounds bring insurance, doubles, splits and stand-offs
    seeds = {"cosmopol": 0, "czech": 11, "holland": 7, "minicasino": 8, "swiss": 2}
    verbs_seen: set[str] = set()
    for house, seed in seeds.items():
        window = MainWindow(house, animation_ms=0, load_shipped_packs=False, seed=seed)
        qtbot.addWidget(window)
        window.resize(1440, 900)
        window.show()
        qtbot.waitExposed(window)
        guide = window.open_guide(restart=False)
        for _ in range(3):
            hints = [guide.hint.text()]
            while not window.round.finished:
                assert len(hints) < 250, (house, window.round.state, window.selected_bet, hints[-4:])
                verbs_seen.add(window.round.expected()[0].verb)
                with qtbot.waitSignal(guide.refreshed, timeout=3000):
                    do_what_the_hint_says(qtbot, window)
                hints.append(guide.hint.text())
                assert window.round.mistakes == [], (house, hints[-3:])
            assert window.round.mistakes == [], (house, hints)
            index = window.session.index
            qtbot.keyClick(window.view, Qt.Key.Key_Return)  # the hint at the end: Enter deals the next one
            assert window.session.index == index + 1
            qtbot.waitUntil(lambda: "<b>N</b>" in guide.hint.text(), timeout=3000)
        window.close()
    assert set(VERB_ARGS) - {"refuse"} <= verbs_seen  # refusing: the next test


def test_a_refused_request_is_hinted_with_x(qtbot):
    window = make_window(qtbot, scenario=REFUSED_DOUBLE)
    guide = window.guide
    hints = [guide.hint.text()]
    while not window.round.finished:
        assert len(hints) < 30, hints
        with qtbot.waitSignal(guide.refreshed, timeout=3000):
            do_what_the_hint_says(qtbot, window)
        hints.append(guide.hint.text())
    assert any("does not allow: press <b>X</b>" in hint for hint in hints), hints
    assert window.round.mistakes == [] and [str(r.action) for r in window.round.history][4] == "refuse 1"


def test_the_guided_round_has_no_clock_limit_to_read_its_hints_against(qtbot):
    window = make_window(qtbot, time_limit=60)
    assert window.guide is not None
    session = window.session
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # the clock starts
    started = session.clock()
    session.clock = lambda: started + 300  # five minutes spent reading the hints
    window.cycle.tick()
    assert "1:00" not in window.panel.info_label.text()
    assert window.panel.time_warning_label.isHidden()
    assert session.summary().time_limit is None and not session.summary().over_time
    # without the guide the pack's limit holds
    plain = make_window(qtbot, first_run_guide=False, time_limit=60)
    assert plain.session.plan.time_limit == 60


def test_a_guided_round_with_mistakes_is_not_called_one_by_the_book(qtbot):
    window = make_window(qtbot)
    guide = window.guide
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    qtbot.keyClick(window.view, Qt.Key.Key_3)  # box 1 is dealt first: a mistake of order
    assert len(window.round.mistakes) == 1
    while not window.round.finished:
        with qtbot.waitSignal(guide.refreshed, timeout=3000):
            do_what_the_hint_says(qtbot, window)
    assert len(window.round.mistakes) == 1
    assert "by the book" not in guide.hint.text()
    assert "with 1 mistake:" in guide.hint.text()
