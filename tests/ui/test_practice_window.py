"""'Practise these' in History deals focused rounds on the weak points until each is
cleared; the Skills tab shows the skill map from the same database."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.core.skills import LEARNING, MASTERED, NEW
from trainer.practice import CLEAR_STREAK
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
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_practise_these_deals_the_weak_point_until_it_is_cleared(qtbot, store):
    window = make_window(qtbot, store)
    history = show_tab(window, "History")
    assert history.practise_button.isEnabled()
    qtbot.mouseClick(history.practise_button, Qt.MouseButton.LeftButton)
    assert window.tabs.currentIndex() == 0
    practice = window.progress.practice
    [spot] = practice.plan.spots
    assert spot.id == "splits_doubles"
    dealt = []
    while True:
        plan = window.session.plan
        dealt.append(plan.trains[0])
        assert f"for {spot.label}" in plan.title
        window.play_reference(lambda r: r.finished)
        if not window.session.has_next:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert spot.cleared and len(dealt) == CLEAR_STREAK
    assert set(dealt) <= {"split", "resplit", "double"}
    assert "every point cleared" in practice.banner() and "in the Drills tab: insurance" in practice.banner()
    practice_sessions = [s for s in store.sessions("Anna") if s.pack == "practice"]
    assert practice_sessions[-1].rounds == CLEAR_STREAK and practice_sessions[-1].mistakes == 0


def test_a_mistake_resets_the_streak(qtbot, store):
    window = make_window(qtbot, store)
    history = show_tab(window, "History")
    qtbot.mouseClick(history.practise_button, Qt.MouseButton.LeftButton)
    [spot] = window.progress.practice.plan.spots
    # refuse the legal request: the splits-and-doubles mistake the trainee keeps making
    window.play_reference(lambda r: r.current_request()[1] in ("split", "double"))
    hand_id, _ = window.round.current_request()
    window.perform(f"refuse {hand_id}")
    window.play_reference(lambda r: r.finished)
    assert spot.streak == 0 and spot.done == 1
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

    from trainer.report import trainee_report
    from trainer.skills_progress import skill_statuses
    from trainer.ui.report_pdf import report_html, write_pdf

    for i in range(60):
        store.save_drill_answer("Anna", "win", "cosmopol", 100, 100, 100, i < 30, 3)  # 30 right, then 30 wrong
    anna = store.find_trainee("Anna")
    html = report_html(trainee_report(store, anna), datetime(2026, 3, 9), skills=skill_statuses(store, anna))
    section = html.split(">Skills<", 1)[1]
    assert "Drill: win" in section and "learning" in section and "-100 %" in section  # 30 right, then 30 wrong
    assert "Split" in section and "Not practised yet:" in section and "Three sevens" in section.split("Not practised yet:")[1]
    path = write_pdf(store, anna, tmp_path / "report.pdf")
    assert path.stat().st_size > 1000


def test_only_drills_to_practise_says_so(qtbot, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    with Store.open(tmp_path / "only-drills") as drills_only:
        drills_only.trainee("Bo")
        drills_only.save_drill_answer("Bo", "insurance", "cosmopol", 100, 50, 40, False, 8)
        window = MainWindow("cosmopol", pack=None, animation_ms=0, store=drills_only, trainee="Bo",
                            load_shipped_packs=False)
        qtbot.addWidget(window)
        window.show()
        history = show_tab(window, "History")
        assert history.practise_button.isEnabled()
        qtbot.mouseClick(history.practise_button, Qt.MouseButton.LeftButton)
        box = window.progress.practice_message
        assert isinstance(box, QMessageBox) and "in the Drills tab: insurance" in box.text()
        assert window.session.plans is None  # the table goes on with free play
        box.close()
