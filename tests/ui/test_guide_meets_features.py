"""The guided round meets the other features: an insurance over the limit (select it, X),
side bets (the hint names the bet a trainee can find on the felt) and the round's end
(the key the hint names must end it). Every step is taken only from the hint's text,
with real keys and clicks."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from tests.ui.test_first_run import key_of, make_window

#: dealer ace: box 1 puts 60 on the insurance line for its 100 (over half), box 3 insures
#: 100 on 200 (right). Both stand; the dealer draws 5s, 6c and 7h (19).
OVER_INSURED = """
rules: cosmopol
boxes: {1: {bet: 100}, 3: {bet: 200}}
shoe: [9h, Ts, Ac, Kd, 9c, 5s, 6c, 7h]
insurance_over_limit: {"1": 60}
insurance: {"3": 100}
decisions: {1: [stand], 3: [stand]}
"""

#: box 3's 8h Th with the dealer's 9h is a straight flush; box 1's 7h 9d makes nothing.
WITH_21_3 = """
rules: cosmopol
boxes: {1: {bet: 100}, 3: {bet: 100}}
side_bets: {"21+3": {1: 50, 3: 100}}
shoe: [7h, 8h, 9h, 9d, Th, 7c, 8c]
decisions: {1: [hit], 3: [stand]}
"""


def _click_chips(qtbot, window, bet_id: str) -> None:
    item = window.scene.stack_item(bet_id)
    assert item is not None, bet_id
    point = window.view.mapFromScene(item.scenePos())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _bet_on_the_felt(window, hint: str) -> str | None:
    """The bet a hint asks to select ("Select ..."): the one whose words on the panel the
    hint repeats, or whose plain name it gives ("bet 3", "the insurance on bet 1")."""
    if "Select " not in hint:
        return None
    named = re.sub(r"<[^>]+>", "", hint.split("Select ", 1)[1].split(":", 1)[0])
    for bet in window.round.table.bets.values():
        if bet.settled:
            continue
        window.select_bet(bet.id)
        words = window.panel.bet_label.text()
        window.select_bet(None)
        plain = f"the insurance on bet {bet.id[4:]}" if bet.insurance else f"bet {bet.id}"
        if named.lower() in words.lower() or named.lower() == plain:
            return bet.id
    raise AssertionError(f"no bet on the table answers to {named!r} ({hint})")


def follow_one_hint(qtbot, window) -> None:
    hint = window.guide.hint.text()
    keys = re.findall(r"<b>([^<]+)</b>", hint)
    bet_id = _bet_on_the_felt(window, hint)
    if bet_id is not None:
        _click_chips(qtbot, window, bet_id)
    elif "press <b>P</b>, type" in hint:
        qtbot.keyClick(window.view, Qt.Key.Key_P)
        qtbot.keyClicks(window.panel.amount_edit, keys[1])
        qtbot.keyClick(window.panel.amount_edit, Qt.Key.Key_Return)
    elif " then " in hint:
        for name in keys:
            qtbot.keyClick(window.view, key_of(name))
    else:
        qtbot.keyClick(window.view, key_of(keys[0]))


def play_by_the_hints(qtbot, window) -> list[str]:
    guide = window.guide
    hints = [guide.hint.text()]
    while not window.round.finished:
        assert len(hints) < 60, hints[-4:]
        with qtbot.waitSignal(guide.refreshed, timeout=3000):
            follow_one_hint(qtbot, window)
        hints.append(guide.hint.text())
        assert window.round.mistakes == [], hints[-3:]
    return hints


def test_the_guide_leads_to_refusing_an_insurance_over_the_limit(qtbot):
    window = make_window(qtbot, scenario=OVER_INSURED)
    hints = play_by_the_hints(qtbot, window)
    assert "refuse ins:1" in [str(step.action) for step in window.round.history], hints
    assert window.round.mistakes == []


def test_the_guide_leads_through_the_21_3_bets(qtbot):
    window = make_window(qtbot, scenario=WITH_21_3)
    play_by_the_hints(qtbot, window)
    assert window.round.bet_results()["21+3:3"] == 900


def test_every_key_the_end_hint_names_ends_the_round(qtbot):
    window = make_window(qtbot)
    guide = window.guide
    window.play_reference(lambda r: r.expected()[0].verb == "end_round")
    guide.refresh()
    hint = guide.hint.text()
    for name in re.findall(r"<b>([^<]+)</b>", hint):
        assert not window.round.finished
        qtbot.keyClick(window.view, key_of(name))
        assert window.round.finished, f"{name} does not end the round, though the hint says so: {hint}"
        window.restart_round()
        window.play_reference(lambda r: r.expected()[0].verb == "end_round")
