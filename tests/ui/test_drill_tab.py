"""The payout drill tab, driven through pytest-qt: typing, chips, feedback, stats, timing."""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from trainer.core.drills import fewest_chips
from trainer.core.game.payouts import format_amount
from trainer.words.drill_texts import card_faces
from trainer.words.messages import amount_text
from trainer.core.game.rules import load_house
from trainer.ui.pages.drill_tab import QtDrillTab

ROOT = Path(__file__).resolve().parents[2]
GREEN = "#1b5e20"
RED = "#b71c1c"


@pytest.fixture
def tab(qtbot):
    widget = QtDrillTab(load_house("cosmopol"), seed=42)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def type_answer(qtbot, tab, text: str) -> None:
    tab.amount_edit.clear()
    qtbot.keyClicks(tab.amount_edit, text)
    qtbot.keyClick(tab.amount_edit, Qt.Key_Return)


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.LeftButton)


def stats_rows(tab) -> dict[str, list[str]]:
    table = tab.stats_table
    return {
        table.item(row, 0).text(): [table.item(row, column).text() for column in range(1, table.columnCount())]
        for row in range(table.rowCount())
    }


def test_question_is_shown(tab):
    question = tab.current_question()
    assert question is not None
    # with no translator loaded, the tab's own rendering is the core's English text
    assert tab.question_label.text() == question.text
    assert tab.question_label.font().pointSize() >= 20
    assert tab.streak_label.text().startswith("Streak 0")


def test_typing_the_right_amount(qtbot, tab):
    question = tab.current_question()
    type_answer(qtbot, tab, format_amount(question.answer))
    feedback = tab.feedback_label.text()
    assert feedback.startswith("Right!")
    assert tab.worked_text(question) in feedback
    assert GREEN in tab.feedback_label.styleSheet()
    assert tab.streak_label.text().startswith("Streak 1 (best 1), 1 of 1 right (100%)")
    rows = stats_rows(tab)
    assert rows[tab.kind_name(question.kind)][:2] == ["1", "100%"]
    assert rows[tab.kind_name(question.kind)][2].endswith(" s")
    # the next question is up and the field is empty again
    assert tab.amount_edit.text() == "" and tab.current_question() is not question


def test_typing_a_wrong_amount(qtbot, tab):
    first = tab.current_question()
    type_answer(qtbot, tab, format_amount(first.answer))
    second = tab.current_question()
    wrong = second.answer + 25
    type_answer(qtbot, tab, format_amount(wrong))
    feedback = tab.feedback_label.text()
    assert feedback.startswith(f"Wrong: you paid {amount_text(wrong)}; the payout is {amount_text(second.answer)}.")
    assert RED in tab.feedback_label.styleSheet()
    assert "Streak 0 (best 1), 1 of 2 right (50%)" in tab.streak_label.text()


def test_a_comma_works_and_nonsense_is_not_counted(qtbot, tab):
    question = tab.current_question()
    type_answer(qtbot, tab, "a lot")
    assert "Not paid: " in tab.feedback_label.text() and "not an amount" in tab.feedback_label.text()
    assert tab.current_question() is question and tab.session.stats.answered == 0
    type_answer(qtbot, tab, format_amount(question.answer).replace(".", ","))
    assert tab.feedback_label.text().startswith("Right!")


def test_building_the_answer_from_chips(qtbot, tab):
    question = tab.current_question()
    best = fewest_chips(question.answer, tab.rules.chips)
    for chip, count in best.counts:
        for _ in range(count):
            click(qtbot, tab.chip_buttons[chip])
    assert tab.built_total() == best.total
    assert f"Chips built: {best.total} (" in tab.built_label.text()
    assert f"{best.chip_count} chip{'' if best.chip_count == 1 else 's'})" in tab.built_label.text()
    click(qtbot, tab.pay_chips_button)
    assert tab.feedback_label.text().startswith("Right, and with the fewest chips!")
    assert GREEN in tab.feedback_label.styleSheet()
    assert tab.built_total() == 0 and tab.built_label.text().startswith("Chips built: none")


def test_more_chips_than_needed_is_right_but_noted(qtbot, tab):
    smallest = tab.rules.chips[0]
    # find a question whose payout needs a chip bigger than the smallest
    for _ in range(30):
        question = tab.current_question()
        best = fewest_chips(question.answer, tab.rules.chips)
        big = [chip for chip, _ in best.counts if chip > smallest]
        if big:
            break
        type_answer(qtbot, tab, format_amount(question.answer))
    else:
        pytest.fail("no payout needing a big chip")
    answered = tab.session.stats.answered
    # the fewest build with one big chip broken into small ones
    for chip, count in best.counts:
        for _ in range(count - (chip == big[0])):
            click(qtbot, tab.chip_buttons[chip])
    for _ in range(big[0] // smallest):
        click(qtbot, tab.chip_buttons[smallest])
    assert tab.built_total() == best.total
    click(qtbot, tab.pay_chips_button)
    assert tab.feedback_label.text().startswith("Right amount, but fewer chips do it:")
    assert tab.session.stats.answered == answered + 1 and tab.session.stats.right == answered + 1


def test_wrong_chips_and_clear(qtbot, tab):
    question = tab.current_question()
    click(qtbot, tab.chip_buttons[100])
    click(qtbot, tab.chip_buttons[25])
    assert tab.built_total() == 125
    click(qtbot, tab.clear_chips_button)
    assert tab.built_total() == 0
    click(qtbot, tab.pay_chips_button)  # nothing built: not graded
    assert "Click chips" in tab.feedback_label.text() and tab.session.stats.answered == 0
    best = fewest_chips(question.answer, tab.rules.chips)
    for chip, count in best.counts:
        for _ in range(count):
            click(qtbot, tab.chip_buttons[chip])
    click(qtbot, tab.chip_buttons[5])  # one chip too many
    click(qtbot, tab.undo_chip_button)
    click(qtbot, tab.chip_buttons[25])  # and a different one
    click(qtbot, tab.pay_chips_button)
    assert tab.feedback_label.text().startswith(f"Wrong: your chips make {amount_text(best.total + 25)};")
    assert RED in tab.feedback_label.styleSheet()


def test_half_units_stay_out_of_the_chips(qtbot):
    tab = QtDrillTab(load_house("cosmopol"), seed=1)
    qtbot.addWidget(tab)
    for _ in range(200):
        question = tab.current_question()
        if question.answer.denominator != 1:
            break
        type_answer(qtbot, tab, format_amount(question.answer))
    else:
        pytest.fail("no payout with a half")
    best = fewest_chips(question.answer, tab.rules.chips)
    assert best.remainder == question.answer - best.total > 0
    for chip, count in best.counts:
        for _ in range(count):
            click(qtbot, tab.chip_buttons[chip])
    click(qtbot, tab.pay_chips_button)
    assert tab.feedback_label.text().startswith("Right, and with the fewest chips!")
    plain = tab.feedback_label.text().replace("\u00a0", " ")  # the tab keeps terms on one line
    assert f"{amount_text(best.remainder)} not in chips" in plain


def test_stats_per_kind(qtbot, tab):
    kinds = []
    for index in range(12):
        question = tab.current_question()
        kinds.append(question.kind)
        type_answer(qtbot, tab, format_amount(question.answer + (0 if index % 4 else 5)))
    rows = stats_rows(tab)
    assert set(rows) == {tab.kind_name(kind) for kind in kinds}
    for kind in set(kinds):
        assert rows[tab.kind_name(kind)][0] == str(kinds.count(kind))
    assert "9 of 12 right (75%)" in tab.streak_label.text()


def test_timed_session_runs_out(qtbot, tab):
    with qtbot.waitSignal(tab.session_did_end, timeout=5000):
        tab.start_timed_session(0.6)
        assert tab.timed_button.text() == "Stop"
        assert tab.time_left_label.text().startswith("Time left: 0:0")
        question = tab.current_question()
        type_answer(qtbot, tab, format_amount(question.answer))
    assert not tab.amount_edit.isEnabled() and not tab.chip_buttons[100].isEnabled()
    assert tab.question_label.text().startswith("Time is up. 1 of 1 right (100%)")
    assert tab.timed_button.text() == "Start timed session"
    type_answer(qtbot, tab, "100")  # ignored: the field is disabled
    assert tab.session.stats.answered == 1
    click(qtbot, tab.practice_button)
    assert tab.amount_edit.isEnabled() and tab.session.stats.answered == 0
    assert tab.time_left_label.text() == "No time limit"


def test_timed_button_starts_and_stops(qtbot, tab):
    tab.seconds_spin.setValue(60)
    click(qtbot, tab.timed_button)
    assert tab.session.seconds == 60 and tab.timed_button.text() == "Stop"
    with qtbot.waitSignal(tab.session_did_end, timeout=1000):
        click(qtbot, tab.timed_button)
    assert tab.question_label.text().startswith("Session stopped.")


def test_swiss_chips_are_offered(qtbot):
    tab = QtDrillTab(load_house("swiss"), seed=3)
    qtbot.addWidget(tab)
    assert sorted(tab.chip_buttons) == [5, 10, 25, 100, 500, 1000]
    assert tab.house_label.text().startswith("Swiss casino")


def test_importing_the_tab_makes_no_application():
    code = (
        "import trainer.ui.pages.drill_tab; from PySide6.QtWidgets import QApplication; "
        "print(QApplication.instance() is None)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert result.stdout.strip() == "True"


def test_answer_is_exact(qtbot, tab):
    question = tab.current_question()
    assert isinstance(question.answer, Fraction)


@pytest.mark.parametrize("house, kind", [("cosmopol", "side_21_3"), ("swiss", "swiss_jack")])
def test_side_bet_questions_are_shown_and_graded(qtbot, house, kind):
    """The tab builds its own text for side bets (the same English as the core's) and
    grades the typed payout; the kind has its row in the statistics."""
    widget = QtDrillTab(load_house(house), seed=7)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    for _ in range(60):
        question = widget.current_question()
        if question.kind == kind:
            break
        type_answer(qtbot, widget, format_amount(question.answer))  # a right answer moves on
    assert question.kind == kind
    # the cards as printed on them ("J♣ 10♣"), never the files' codes ("Jc Tc")
    assert widget.question_label.text() == question.text.replace(" ".join(question.cards), card_faces(question.cards)) \
        or widget.question_label.text() == question.text.replace(" ".join(question.cards[:2]), card_faces(question.cards[:2])) \
        .replace(f"shows {question.cards[2]}", f"shows {card_faces(question.cards[2:])}")
    assert " ".join(question.cards[:2]) in question.text and " ".join(question.cards[:2]) not in widget.question_label.text()
    assert card_faces(question.cards[:2]) in widget.question_label.text()
    type_answer(qtbot, widget, format_amount(question.answer))
    assert stats_rows(widget)[widget.kind_name(kind)][1] != "0"


def test_the_seconds_box_is_named_as_a_timed_sessions_length(qtbot, tab):
    """"No time limit" is the session now; the box beside it is the length of a timed
    session to start: it has a label of its own, and "No time limit" is not next to it."""
    top = tab.layout().itemAt(0).layout()
    widgets = [top.itemAt(i).widget() for i in range(top.count())]
    spin = widgets.index(tab.seconds_spin)
    assert widgets[spin - 1] is tab.seconds_label and tab.seconds_label.buddy() is tab.seconds_spin
    assert tab.seconds_label.text() == "Timed session:" and tab.time_left_label.text() == "No time limit"
    label, box = tab.seconds_label.geometry(), tab.seconds_spin.geometry()
    assert label.right() < box.left() and tab.time_left_label.geometry().right() < label.left() - 12
    click(qtbot, tab.timed_button)
    assert tab.time_left_label.text().startswith("Time left")
