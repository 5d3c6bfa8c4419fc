"""Skills read from the progress database: which rounds exercise which skill, right or not."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from trainer.core.procedure.dealer import play_round
from trainer.core.practice.focus import focused_scenario
from trainer.core.game.rules import load_house
from trainer.core.practice.skills import LEARNING, MASTERED, NEW, MasteryRule, SkillBook
from trainer.progress.skills import best_challenge, codes_of_skill, exercises, save_challenge, skill_statuses
from trainer.store import Store

START = datetime(2026, 3, 2, 18, 0, tzinfo=timezone.utc)


def save(store, session, scenario, wrong=None, seconds=30, minute=0):
    with scenario.new_round() as round_:
        if wrong:
            assert round_.attempt(wrong) is not None
        play_round(round_)
        store.save_played_round(session, scenario, round_, START + timedelta(minutes=minute),
                                START + timedelta(minutes=minute, seconds=seconds), seconds=seconds)


def test_rounds_exercise_the_points_they_show(tmp_path):
    rules = load_house("cosmopol")
    with Store.open(tmp_path) as store:
        store.trainee("Anna")
        session = store.start_session("Anna", "cosmopol")
        for seed in range(3):
            save(store, session, focused_scenario(rules, "three_sevens", seed), minute=seed)
        # a round with an out-of-phase mistake: wrong for settlement_order (round flow),
        # still right for three sevens
        save(store, session, focused_scenario(rules, "three_sevens", 7), wrong="end_round", minute=5)
        done = exercises(store, "Anna")
        assert len(done["three_sevens"]) == 4 and all(e.correct for e in done["three_sevens"])
        assert "OUT_OF_PHASE" in codes_of_skill("settlement_order")
        # worked out when each round was saved, and kept beside it
        rows = store.connection.execute("SELECT COUNT(*) FROM round_skills WHERE point = 'three_sevens'").fetchone()[0]
        assert rows == 4 and exercises(store, "Anna")["three_sevens"] == done["three_sevens"]


def test_statuses_follow_the_book(tmp_path):
    rules = load_house("cosmopol")
    book = SkillBook(6.0, MasteryRule(3, 0.9, 3), {}, {}, {})
    with Store.open(tmp_path) as store:
        store.trainee("Bo")
        session = store.start_session("Bo", "cosmopol")
        for seed in range(3):
            save(store, session, focused_scenario(rules, "split", seed), minute=seed)
        for i in range(3):
            store.save_drill_answer("Bo", "insurance", "cosmopol", 100, 50, 50, True, 4, at=START + timedelta(minutes=i))
        store.save_drill_answer("Bo", "blackjack", "cosmopol", 100, 150, 150, True, 40, at=START)  # too slow
        states = {s.skill.id: s.status for s in skill_statuses(store, "Bo", book=book)}
        assert states["split"] == MASTERED and states["drill.insurance"] == MASTERED
        assert states["drill.blackjack"] == LEARNING and states["three_sevens"] == NEW


def test_personal_best(tmp_path):
    with Store.open(tmp_path) as store:
        store.trainee("Cy")
        assert best_challenge(store, "Cy", "speed", "k") is None
        save_challenge(store, "Cy", "speed", "k", "cosmopol", 5, 1, 50.0)
        save_challenge(store, "Cy", "speed", "k", "cosmopol", 5, 0, 80.0)
        save_challenge(store, "Cy", "speed", "k", "cosmopol", 5, 0, 70.0)
        save_challenge(store, "Cy", "daily", "k", "cosmopol", 5, 0, 10.0)
        assert best_challenge(store, "Cy", "speed", "k") == (0, 70.0)


def test_tracks_follow_rounds_saved_out_of_time_order(tmp_path):
    """A station's spool may write an older round after newer ones: the kept track is
    folded again from the start, and still says what the whole history says."""
    from trainer.core.practice.review import card_of
    from trainer.core.practice.skills import load_skill_book, status_of
    from trainer.progress.skills import tracks

    rules = load_house("cosmopol")
    with Store.open(tmp_path) as store:
        store.trainee("Cy")
        session = store.start_session("Cy", "cosmopol")
        for minute, seed in ((10, 1), (20, 2), (5, 3), (30, 4), (1, 5)):  # two saved late
            save(store, session, focused_scenario(rules, "split", seed), wrong="end_round" if seed == 2 else None,
                 minute=minute)
        skills = load_skill_book().skills_for("cosmopol", "Cy")
        done = exercises(store, "Cy", "cosmopol")["split"]
        assert [e.at for e in done] == sorted(e.at for e in done) and len(done) == 5
        # read straight from the table, as saving left it (no reader has folded it since)
        kept = tracks(store, "Cy", {"split": skills["split"]}, "cosmopol")["split"]
        assert kept.total == 5 and kept.status(skills["split"]) == status_of(skills["split"], done)
        assert kept.review_card().due == card_of(skills["split"], done).due
