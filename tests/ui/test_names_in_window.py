"""The window names things for people in their language (issue 29, points 2, 3 and 5): the
house's name in the title, the house list and on the felt; the Class view's Pack column,
its assigned list and its weakest points by title and name; a skill tile's status."""

from __future__ import annotations

from datetime import datetime, timedelta

from tests.storekit import HOUSE, real_round
from trainer.classroom.classes import Classes
from trainer.store import Store
from trainer.ui.main_window import MainWindow
from trainer.words import i18n


def test_the_window_names_the_house_in_swedish(qtbot):
    i18n.set_language("sv")
    window = MainWindow("swiss", animation_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert "Schweiziskt kasino (Swiss Jack)" in window.windowTitle()
    names = [window.house_combo.itemText(i) for i in range(window.house_combo.count())]
    assert "Tjeckisk variant" in names and "Czech variant" not in names
    assert window.scene.house_label.text() == "Schweiziskt kasino (Swiss Jack)"


def test_the_class_view_reads_titles_and_names_in_german(qtbot, tmp_path):
    from trainer.ui.pages.class_view import QtClassView

    with Store.open(tmp_path / "data") as store:
        classes = Classes(store)
        classes.create("Morning", "2468")
        classes.add_trainee("Morning", "Ann")
        classes.assign("Morning", "dealing-order", pass_mark=0.8, minutes=20)
        now = datetime.now().astimezone()
        session = store.start_session(store.trainee("Ann"), HOUSE, pack="dealing-order", started=now)
        scenario, round_ = real_round(3, ("first_deal",))
        store.save_played_round(session, scenario, round_, now, now + timedelta(seconds=40))
        i18n.set_language("de")
        view = QtClassView(classes, "Morning", live=False)
        qtbot.addWidget(view)
        view.show()
        assert view.cell("Ann", 5) == "Reihenfolge beim Austeilen"  # the pack's German title, not dealing-order
        assert view.cell("Ann", 3).count(",") == 1 and "." not in view.cell("Ann", 3)  # "2,5" s per action
        footer = view.assigned.text() + view.weak.text()
        assert "Reihenfolge beim Austeilen (Prüfung: bestanden ab 80 %, 20 Min.)" in footer
        assert "Kartenreihenfolge" in view.weak.text()  # the weakest point, named in German
        assert "dealing-order" not in footer and "Dealing order" not in footer
        view.stop()


def test_a_skill_tiles_status_is_in_the_language(qtbot):
    from trainer.core.practice.skills import LEARNING, Skill, SkillStatus, MasteryRule
    from trainer.ui.pages.skills_view import QtSkillTile

    state = SkillStatus(Skill("drill.blackjack", 10, MasteryRule()), LEARNING, 8, 6, 8, None, 4.5)
    i18n.set_language("sv")
    tile = QtSkillTile(state)
    qtbot.addWidget(tile)
    assert tile.status_label.text() == "LÄR SIG"
    assert "4,5" in tile.detail.text()


def test_the_skills_views_mastery_rule_is_in_the_language(qtbot, tmp_path):
    from trainer.ui.pages.skills_view import QtSkillsView

    with Store.open(tmp_path / "data") as store:
        trainee = store.trainee("Ann")
        store.save_drill_answer("Ann", "blackjack", HOUSE, 100, 150, 150, True, 3.0)
        i18n.set_language("nl")
        view = QtSkillsView(store, trainee, HOUSE)
        qtbot.addWidget(view)
        rule = view.rule_label.text()
        assert "oefeningen" in rule and "exercises" not in rule and "right over" not in rule


def test_the_skill_map_is_in_swedish_with_its_counts_and_dates(qtbot, tmp_path):
    from PySide6.QtCore import QDate, QLocale

    from trainer.ui.pages.skills_view import QtSkillsView

    with Store.open(tmp_path / "data") as store:
        trainee = store.trainee("Ann")
        store.save_drill_answer("Ann", "blackjack", "swiss", 100, 150, 150, True, 3.0)
        i18n.set_language("sv")
        view = QtSkillsView(store, trainee, "swiss")
        qtbot.addWidget(view)
        # the status legend in Swedish, the house by its Swedish name
        legend = view.legend.text()
        assert "bemästrad" in legend.lower() or "behärskad" in legend.lower() or "lär sig" in legend.lower()
        for english in ("mastered", "slipping", "learning", "new "):
            assert english not in legend
        assert "Schweiziskt kasino (Swiss Jack)" in view.title.text()
        # one exercise is one exercise, and its review date is written the Swedish way
        tile = view.tiles["drill.blackjack"]
        assert tile.detail.text().startswith("1 övning ·")
        months = {QLocale("sv").monthName(m, QLocale.FormatType.ShortFormat) for m in range(1, 13)}
        english_months = {QDate(2026, m, 1).toString("MMM") for m in range(1, 13)} - months
        assert any(month in tile.footer.text() for month in months), tile.footer.text()
        assert not any(month in tile.footer.text() for month in english_months), tile.footer.text()
