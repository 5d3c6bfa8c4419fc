"""'Practise these' in History deals focused rounds on the weak points until each is
cleared; the Skills tab shows the skill map from the same database."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.core.game.payouts import format_amount
from trainer.core.practice.skills import LEARNING, MASTERED, NEW
from trainer.progress.practice_plans import CLEAR_STREAK
from trainer.store import Store
from trainer.ui.main_window import MainWindow

from tests.test_practice import record_refused_splits
from tests.ui.test_progress import show_tab


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "data") as opened:
        record_refused_splits(opened, "Anna")
        yield opened


def make_window(qtbot, store):
    window = MainWindow("cosmopol", pack=None, animation_ms=0, store=store, trainee="Anna", load_shipped_packs=False)
    qtbot.addWidget(window)
    # question, round, question, round ...: a round is planned after a question too
    window.progress.practice_seed = 11
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def answer_question(qtbot, practice, right=True):
    """Type the payout into the practice question's dialog, as a trainee does."""
    dialog = practice.question
    question = dialog.question
    amount = format_amount(question.answer if right else question.answer + 1)
    qtbot.keyClicks(dialog.amount, amount)
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
    text = dialog.feedback.text()
    qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)  # Continue
    return text


def test_practise_these_deals_the_weak_points_until_each_is_cleared(qtbot, store):
    window = make_window(qtbot, store)
    history = show_tab(window, "History")
    assert history.practise_button.isEnabled()
    qtbot.mouseClick(history.practise_button, Qt.MouseButton.LeftButton)
    assert window.tabs.currentIndex() == 0
    practice = window.progress.practice
    spots = {spot.id: spot for spot in practice.plan.spots}
    assert set(spots) == {"splits_doubles", "insurance"}
    rounds, questions, offered_after_question = [], 0, 0
    for _ in range(40):
        if practice.question is not None:
            assert "Right: " in answer_question(qtbot, practice)
            questions += 1
            if practice.current is not None and practice.current.scenario is not None and window.round.finished:
                assert window.panel.next_button.isEnabled()  # the round planned after the question is offered
                offered_after_question += 1
        elif practice.current is not None:
            plan = window.session.plan
            if window.round.finished:
                qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Next round
                plan = window.session.plan
            assert "for Splits and doubles" in plan.title
            rounds.append(plan.trains[0])
            window.play_reference(lambda r: r.finished)
        else:
            break
    assert all(spot.cleared for spot in spots.values())
    assert len(rounds) == CLEAR_STREAK and questions == CLEAR_STREAK and offered_after_question >= 1
    assert set(rounds) <= {"split", "resplit", "double"}
    assert "every point cleared" in practice.banner()
    practice_sessions = [s for s in store.sessions("Anna") if s.pack == "practice"]
    assert practice_sessions[-1].rounds == CLEAR_STREAK and practice_sessions[-1].mistakes == 0
    answers = [a for a in store.drill_answers("Anna") if a.kind == "insurance"]
    assert len(answers) == 2 + CLEAR_STREAK and all(a.correct for a in answers[-CLEAR_STREAK:])


def test_a_wrong_answer_shows_why_and_resets_the_streak(qtbot, store):
    window = make_window(qtbot, store)
    qtbot.mouseClick(show_tab(window, "History").practise_button, Qt.MouseButton.LeftButton)
    practice = window.progress.practice
    for _ in range(20):
        if practice.question is not None:
            break
        window.play_reference(lambda r: r.finished)
        if practice.question is None:
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
    spot = practice.current.spot
    question = practice.question.question
    text = answer_question(qtbot, practice, right=False)
    assert f"Why: {question.worked}" in text and spot.streak == 0 and spot.done == 1


def test_a_mistake_resets_the_streak(qtbot, store):
    window = make_window(qtbot, store)
    history = show_tab(window, "History")
    qtbot.mouseClick(history.practise_button, Qt.MouseButton.LeftButton)
    # refuse the legal request: the splits-and-doubles mistake the trainee keeps making
    practice = window.progress.practice
    while practice.question is not None:
        answer_question(qtbot, practice)
    [spot] = [s for s in practice.plan.spots if s.kind == "round"]
    window.play_reference(lambda r: r.current_request()[1] in ("split", "double"))
    hand_id, _ = window.round.current_request()
    window.perform(f"refuse {hand_id}")
    window.play_reference(lambda r: r.finished)
    assert spot.streak == 0 and spot.done == 1
    while practice.question is not None:
        answer_question(qtbot, practice)
    assert window.session.has_next and "(0 of 3 right in a row)" in window.session.plans[-1].title


def test_skill_map_shows_each_skill_s_status(qtbot, store):
    for i in range(50):
        store.save_drill_answer("Anna", "win", "cosmopol", 100, 100, 100, True, 3)
    window = make_window(qtbot, store)
    skills = show_tab(window, "Skills")
    tiles = skills.tiles
    assert tiles["drill.win"].state.status == MASTERED
    assert tiles["split"].state.status == LEARNING and tiles["split"].state.exercises == 4
    assert tiles["three_sevens"].state.status == NEW
    assert tiles["drill.insurance"].state.status == LEARNING
    assert "MASTERED" in tiles["drill.win"].status_label.text()
    # FSRS: fifty right answers just now put the next review days away; March's rounds are due
    assert "next review" in tiles["drill.win"].footer.text()
    assert "review due" in tiles["split"].footer.text() and "review" not in tiles["three_sevens"].footer.text()
    # another house: its own points only (Czech: no insurance, no three sevens)
    skills.house_combo.setCurrentIndex(skills.house_combo.findData("czech"))
    assert "three_sevens" not in skills.tiles and "insurance" not in skills.tiles and "split" in skills.tiles
    # a round played at the table updates the map
    show_tab(window, "Table")
    window.play_reference(lambda r: r.finished)
    skills.house_combo.setCurrentIndex(skills.house_combo.findData("cosmopol"))
    assert sum(t.state.exercises for t in skills.tiles.values() if not t.state.skill.is_drill) > 4


def test_the_pdf_report_lists_skills_with_status_and_trend(store, tmp_path):
    from datetime import datetime

    from trainer.progress.report import trainee_report
    from trainer.progress.skills import skill_statuses
    from trainer.papers.report_pdf import report_html, write_pdf

    for i in range(60):
        store.save_drill_answer("Anna", "win", "cosmopol", 100, 100, 100, i < 30, 3)  # 30 right, then 30 wrong
    anna = store.find_trainee("Anna")
    html = report_html(trainee_report(store, anna), datetime(2026, 3, 9), skills=skill_statuses(store, anna))
    section = html.split(">Skills<", 1)[1]
    assert "Drill: Win" in section and "learning" in section and "-100 %" in section  # 30 right, then 30 wrong
    assert "Split" in section and "Not practised yet:" in section and "Three sevens" in section.split("Not practised yet:")[1]
    path = write_pdf(store, anna, tmp_path / "report.pdf")
    assert path.stat().st_size > 1000




def test_only_drill_kinds_to_practise_asks_questions_at_once(qtbot, tmp_path):
    with Store.open(tmp_path / "only-drills") as drills_only:
        drills_only.trainee("Bo")
        drills_only.save_drill_answer("Bo", "insurance", "cosmopol", 100, 50, 40, False, 8)
        window = MainWindow("cosmopol", pack=None, animation_ms=0, store=drills_only, trainee="Bo",
                            load_shipped_packs=False)
        qtbot.addWidget(window)
        window.show()
        qtbot.mouseClick(show_tab(window, "History").practise_button, Qt.MouseButton.LeftButton)
        practice = window.progress.practice
        for _ in range(CLEAR_STREAK):
            assert practice.question is not None and practice.question.question.kind == "insurance"
            answer_question(qtbot, practice)
        assert practice.question is None and practice.plan.finished
        assert window.session.plans is None  # the table went on with free play


def test_daily_challenge_from_the_menu_is_the_terminal_s_and_keeps_a_best(qtbot, store):
    from datetime import date

    from trainer.progress.practice_plans import DAILY_ROUNDS, daily_challenge
    from trainer.ui.challenge import start_challenge

    window = make_window(qtbot, store)
    assert window.daily_action.text() == "Daily challenge"
    window.daily_action.trigger()
    challenge = window.challenge
    _, rounds = daily_challenge(window.rules, date.today())
    assert [plan.scenario for plan in challenge.plans] == [scenario for _, scenario in rounds]
    assert window.session.exam and window.session.total_rounds == DAILY_ROUNDS
    for number in range(DAILY_ROUNDS):
        window.play_reference(lambda r: r.finished)
        if number < DAILY_ROUNDS - 1:
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert challenge.result[0] == 0 and "A personal best!" in challenge.message.text()
    challenge.message.close()
    # again, with a mistake: the best stays
    again = start_challenge(window, "daily")
    window.perform("deal dealer")  # before no more bets: a mistake, kept for the summary in exam mode
    for number in range(DAILY_ROUNDS):
        window.play_reference(lambda r: r.finished)
        if number < DAILY_ROUNDS - 1:
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert again.result[0] == 1 and again.best[0] == 0 and "Personal best: 0 mistakes in" in again.message.text()


def test_speed_run_follows_the_focus_picker(qtbot, store):
    from trainer.ui.challenge import SPEED_ROUNDS, start_challenge

    window = make_window(qtbot, store)
    window.focus_picker.choose("double")
    challenge = start_challenge(window, "speed", seed=5)
    assert len(challenge.plans) == SPEED_ROUNDS and {p.trains[0] for p in challenge.plans} == {"double"}
    assert challenge.key == "cosmopol:double:10"
