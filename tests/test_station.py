"""A station that loses the class server: rounds wait in memory and in the spool file,
nothing is lost across a station crash, and nothing is written twice."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from tests.storekit import HOUSE, real_round
from trainer.core.procedure.view import view_of
from trainer.progress.recording import ProgressRecorder
from trainer.store import Store, StoreError
from trainer.classroom.station import StationStore, spool_path_for, write_atomically
from trainer.store.postgres import PostgresStore


class Clock:
    def __init__(self):
        self.now = datetime(2024, 3, 4, 9, 0, tzinfo=timezone.utc)

    def __call__(self):
        self.now += timedelta(seconds=20)
        return self.now


def play(recorder, seed, wrong=()):
    scenario, round_ = real_round(seed, wrong)
    recorder.round_started(view_of(round_), scenario)
    # as the window's session tells it: the summary's records and the view at the end
    return recorder.round_ended(records=tuple(round_.history), view=view_of(round_))


def quick_store(url):
    """A station's store: no long retries (the window must not freeze), a short timeout."""
    return PostgresStore(url, retry_pauses=(), timeout=1)


def test_rounds_wait_out_a_lost_server_and_are_written_once(own_server, tmp_path):
    url = own_server.create_database("class")
    spool = spool_path_for(tmp_path, url)
    counts = []
    station = StationStore(quick_store(url), spool, on_change=counts.append)
    recorder = ProgressRecorder(station, "Ann", now=Clock())
    recorder.begin_session(HOUSE, "training", "dealing-order")
    assert play(recorder, 1) is not None  # the server is up: written at once, nothing waits
    assert station.pending == [] and not spool.exists()

    own_server.stop("immediate")
    recorder.begin_session(HOUSE, "training", "dealing-order")  # ends the first session, starts another
    assert play(recorder, 2, ("settlement",)) is None
    assert play(recorder, 3) is None
    kinds = [entry["op"] for entry in station.pending]
    assert kinds == ["end", "session", "round", "round"]
    assert counts[-1] == 4 and station.problem
    on_disk = json.loads(spool.read_text(encoding="utf-8"))["pending"]
    assert on_disk == station.pending  # a crash now loses nothing

    own_server.start()
    assert station.flush() == 4
    assert station.pending == [] and not spool.exists() and counts[-1] == 0
    with PostgresStore(url) as check:
        ann = check.find_trainee("Ann")
        rounds = check.rounds(ann)
        assert len(rounds) == 3 and len(check.sessions(ann)) == 2
        assert [r.mistakes > 0 for r in rounds] == [False, True, False]
    assert station.flush() == 0


def test_a_station_crash_loses_nothing_and_a_replayed_write_is_not_doubled(own_server, tmp_path):
    url = own_server.create_database("class")
    spool = spool_path_for(tmp_path, url)
    station = StationStore(quick_store(url), spool)
    recorder = ProgressRecorder(station, "Bo", now=Clock())
    own_server.stop("immediate")
    recorder.begin_session(HOUSE, "training", "three-sevens")  # (an exam would not start without the server)
    play(recorder, 4)
    play(recorder, 5)
    waiting = list(station.pending)
    assert [e["op"] for e in waiting] == ["session", "round", "round"]
    # the station dies here (the system drops its lock on the spool); the server comes back;
    # one entry even reached the server just before the crash (its spool file was not rewritten yet)
    station.lock.release()
    own_server.start()
    with quick_store(url) as other:
        StationStore(other, tmp_path / "elsewhere.json")._apply(waiting[0])
        StationStore(other, tmp_path / "elsewhere.json")._apply(waiting[1])
    restarted = StationStore(quick_store(url), spool)  # the next start reads the spool file
    assert restarted.pending == waiting
    assert restarted.flush() == 3
    with quick_store(url) as check:
        bo = check.find_trainee("Bo")
        assert len(check.rounds(bo)) == 2 and len(check.sessions(bo)) == 1


def test_drill_answers_wait_too(own_server, tmp_path):
    from fractions import Fraction

    url = own_server.create_database("class")
    station = StationStore(quick_store(url), spool_path_for(tmp_path, url))
    ann = station.trainee("Ann")
    own_server.stop("immediate")
    session = station.start_session(ann, HOUSE, "drill")
    assert session < 0  # a local id until the server has it
    station.save_drill_answer(ann, "blackjack", HOUSE, Fraction(25), Fraction(75, 2), Fraction(75, 2), True, 3.0,
                              session_id=session)
    own_server.start()
    assert station.flush() == 2
    [answer] = station.drill_answers(ann)
    assert (answer.stake, answer.expected, answer.given, answer.correct) == ("25", "37.5", "37.5", True)


def test_a_spool_file_is_replaced_whole(tmp_path):
    path = tmp_path / "spool.json"
    write_atomically(path, "first")
    write_atomically(path, "second")
    assert path.read_text() == "second"
    assert [p.name for p in tmp_path.iterdir()] == ["spool.json"]  # no temporary left behind


def test_a_damaged_spool_file_is_one_store_error(tmp_path):
    path = tmp_path / "spool.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(StoreError, match="waiting writes"):
        StationStore(Store.open(tmp_path), path)


def test_a_spool_that_cannot_be_written_is_one_store_error(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(StoreError, match="waiting writes"):
        write_atomically(blocker / "spool.json", "{}")
