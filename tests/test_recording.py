"""The recorder that saves table play: a round is saved when it ends, an abandoned round
with actions is saved unfinished, an untouched one is not, and a database that cannot be
written raises StoreError (the window shows it) instead of crashing the table."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from trainer.core.drills import DrillSession
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import random_scenario
from trainer.core.procedure.view import view_of
from trainer.progress.recording import ProgressRecorder
from trainer.store import Store, StoreError


def attempt(recorder: ProgressRecorder, round_, action) -> None:
    """Act as the session does: the recorder hears of each attempt as a record and a view."""
    round_.attempt(action)
    recorder.round_changed(view_of(round_), round_.history[-1])


class Clock:
    def __init__(self):
        self.now = datetime(2026, 3, 2, 18, 0, tzinfo=timezone.utc)

    def __call__(self):
        self.now += timedelta(seconds=30)
        return self.now


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path) as opened:
        yield opened


def test_a_round_is_saved_the_moment_it_ends(store):
    recorder = ProgressRecorder(store, "Anna", now=Clock())
    recorder.begin_session("cosmopol", "training", "p1")
    scenario = random_scenario(load_house("cosmopol"), 7)
    round_ = scenario.new_round()
    recorder.round_started(view_of(round_), scenario)
    while not round_.finished:
        attempt(recorder, round_, round_.expected()[0])
    round_id = recorder.round_ended(seconds=42.0)
    # another connection sees it before anything else happens: it is committed
    with Store(store.path) as other:
        (saved,) = other.rounds("Anna")
        assert saved.id == round_id and saved.finished and saved.seconds == 42.0
        assert saved.actions == len(round_.history) and saved.mistakes == 0
        assert [row.action for row in other.round_actions(round_id)] == [str(r.action) for r in round_.history]
    round_.close()


def test_an_abandoned_round_is_kept_unfinished_and_an_untouched_one_is_not(store):
    recorder = ProgressRecorder(store, "Anna", now=Clock())
    recorder.begin_session("cosmopol", "exam")
    rules = load_house("cosmopol")
    first = random_scenario(rules, 1)
    round_ = first.new_round()
    recorder.round_started(view_of(round_), first)
    attempt(recorder, round_, "no_more_bets")
    attempt(recorder, round_, "deal dealer")  # a mistake: box 1's card comes first
    second = random_scenario(rules, 2)
    untouched = second.new_round()
    recorder.round_started(view_of(untouched), second)  # the first is abandoned here
    recorder.end_session()  # the second had no action: nothing to keep
    (saved,) = store.rounds("Anna")
    assert not saved.finished and saved.actions == 2 and saved.mistakes == 1
    (session,) = store.sessions("Anna")
    assert session.mode == "exam" and session.ended is not None
    round_.close()
    untouched.close()


def test_switching_trainee_closes_the_session_and_records_for_the_new_one(store):
    recorder = ProgressRecorder(store, "Anna", now=Clock())
    recorder.begin_session("swiss", "training")
    recorder.set_trainee("Björn")
    assert recorder.session_id is None
    recorder.begin_session("swiss", "training")
    assert [s.ended is not None for s in store.sessions("Anna")] == [True]
    assert len(store.sessions("Björn")) == 1
    assert store.last_trainee().name == "Björn"


def test_drill_answers_go_to_a_drill_session_per_house(store):
    recorder = ProgressRecorder(store, "Anna", now=Clock())
    for house in ("cosmopol", "cosmopol", "holland"):
        drill = DrillSession(load_house(house), seed=3)
        question = drill.next_question()
        drill.answer_amount(question.answer + 1)
        recorder.drill_answered(drill.history[-1], house)
    recorder.close()
    answers = store.drill_answers("Anna")
    assert [a.house for a in answers] == ["cosmopol", "cosmopol", "holland"]
    assert not any(a.correct for a in answers)
    assert [(s.mode, s.house, s.drill_answers) for s in store.sessions("Anna")] == [
        ("drill", "cosmopol", 2), ("drill", "holland", 1)]


def test_a_database_that_refuses_writes_raises_store_error_not_sqlite_error(store):
    recorder = ProgressRecorder(store, "Anna")
    store.connection.execute("PRAGMA query_only = ON")  # as a read-only file or a full disk would
    with pytest.raises(StoreError, match="could not save progress"):
        recorder.begin_session("cosmopol", "training")


def test_the_recorder_hears_a_session_s_views_and_saves_what_the_round_was(store):
    """Wired as the window wires it (the hooks' views, records and summary; never the live
    round), the saved round is the played one: every action, its mistake, the cards used."""
    import json

    from trainer.core.practice.session import Session

    recorder = ProgressRecorder(store, "Anna", now=Clock())
    session = Session(load_house("cosmopol"), None, seed=4)
    recorder.begin_session("cosmopol", session.mode)
    session.round_did_start.append(lambda round_, plan: recorder.round_started(session.view(), session.scenario))
    session.round_did_change.append(lambda view, record: record and recorder.round_changed(view, record))
    session.round_did_end.append(lambda summary: recorder.round_ended(summary.seconds, summary.records, session.view()))
    session.start_next_round()
    round_ = session.round
    session.attempt("deal dealer")  # a mistake before the bets are closed
    while not round_.finished:
        session.attempt(round_.expected()[0])
    [round_id] = recorder.saved
    assert [row.action for row in store.round_actions(round_id)] == [str(r.action) for r in round_.history]
    assert [row.mistake for row in store.round_actions(round_id)][0] is not None
    assert json.loads(store.round_scenario_text(round_id)) == json.loads(
        json.dumps(session.scenario.to_yaml_data(played=round_)))
    session.close()
