"""The progress database: schema and migrations, saving and loading rounds, the trends,
and durability when the process is killed in the middle of saving a round."""

from __future__ import annotations

import json
import os
import queue
import signal
import sqlite3
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from fractions import Fraction
from pathlib import Path

import pytest

from tests.conftest import BACKENDS, open_backend
from tests.storekit import CET, HOUSE, MONDAY, real_round, save_real_round
from trainer.core.procedure import mistakes as M
from trainer.core.packs.scenario import parse_scenario
from trainer.paths_user import data_dir, user_data_dir
from trainer.store import (
    DB_FILENAME,
    MIGRATIONS,
    POINT_OF_CODE,
    PROCEDURE_POINTS,
    SCHEMA_VERSION,
    Store,
    StoreError,
    UnknownTrainee,
    migrate,
    period_of,
    schema_version,
)

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(params=BACKENDS)
def store(request, tmp_path):
    """The store on each backend: the tests that use only its methods run on both."""
    with open_backend(request.param, tmp_path, request) as opened:
        yield opened


@pytest.fixture
def sqlite_store(tmp_path):
    with Store.open(tmp_path) as opened:
        yield opened


def tables(conn: sqlite3.Connection) -> set[str]:
    return {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}


# --- where the data lives ------------------------------------------------------------------


@pytest.mark.parametrize(
    "platform, environ, expected",
    [
        ("linux", {"XDG_DATA_HOME": "/data/xdg"}, "/data/xdg/croupier-trainer"),
        ("linux", {}, "/home/ann/.local/share/croupier-trainer"),
        ("linux", {"XDG_DATA_HOME": "relative/path"}, "/home/ann/.local/share/croupier-trainer"),
        ("freebsd13", {"XDG_DATA_HOME": ""}, "/home/ann/.local/share/croupier-trainer"),
        ("darwin", {"XDG_DATA_HOME": "/ignored"}, "/home/ann/Library/Application Support/croupier-trainer"),
        ("win32", {"APPDATA": "/users/ann/AppData/Roaming"}, "/users/ann/AppData/Roaming/croupier-trainer"),
        ("win32", {}, "/home/ann/AppData/Roaming/croupier-trainer"),
    ],
)
def test_user_data_dir_per_platform(platform, environ, expected):
    assert user_data_dir(platform, environ, Path("/home/ann")) == Path(expected)


def test_data_option_overrides_the_user_folder(tmp_path):
    assert data_dir(str(tmp_path / "mine")) == tmp_path / "mine"
    assert data_dir(None) == user_data_dir()


def test_open_makes_the_folder_and_the_database(tmp_path):
    folder = tmp_path / "a" / "b"
    with Store.open(folder) as opened:
        assert opened.path == folder / DB_FILENAME
    assert (folder / DB_FILENAME).is_file()


def test_open_without_create_refuses_a_missing_database(tmp_path):
    with pytest.raises(StoreError, match="no progress database"):
        Store.open(tmp_path / "nothing", create=False)
    assert not (tmp_path / "nothing").exists()


# --- schema and migrations ---------------------------------------------------------------------


def test_new_database_is_at_the_latest_version_in_wal_mode(sqlite_store):
    store = sqlite_store
    conn = store.connection
    assert store.journal_mode == "wal"
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert store.schema_version == SCHEMA_VERSION == len(MIGRATIONS) == 7
    assert {"trainees", "sessions", "rounds", "actions", "drill_answers", "mistakes"} <= tables(conn)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_migration_from_version_1_keeps_the_data(tmp_path):
    path = tmp_path / DB_FILENAME
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    assert migrate(conn, target=1) == 1
    assert schema_version(conn) == 1
    assert "drill_answers" not in tables(conn) and "mistakes" not in tables(conn)
    # a version-1 database with a trainee who played one round with one mistake
    conn.execute("INSERT INTO trainees (id, name, created) VALUES (1, 'Kim', '2024-01-08T10:00:00+01:00')")
    conn.execute(
        "INSERT INTO sessions (id, trainee_id, house, mode, started) VALUES (1, 1, 'cosmopol', 'training', "
        "'2024-01-08T10:00:00+01:00')"
    )
    scenario, round_ = real_round(5, ("first_deal",))
    conn.execute(
        "INSERT INTO rounds (id, session_id, scenario, started, ended, seconds, finished) VALUES "
        "(1, 1, ?, '2024-01-08T10:01:00+01:00', '2024-01-08T10:02:00+01:00', 60, 1)",
        (json.dumps(scenario.to_yaml_data(played=round_)),),
    )
    for record in round_.history:
        conn.execute(
            "INSERT INTO actions (round_id, step, action, state, mistake, expected) VALUES (1, ?, ?, ?, ?, ?)",
            (record.step, str(record.action), record.state, record.mistake.code if record.mistake else None,
             json.dumps(list(record.mistake.expected)) if record.mistake else None),
        )
    conn.close()

    with Store(path) as upgraded:
        assert upgraded.schema_version == SCHEMA_VERSION
        kim = upgraded.find_trainee("kim")
        assert kim is not None and kim.name == "Kim"
        [saved] = upgraded.rounds(kim)
        assert (saved.actions, saved.mistakes, saved.finished) == (len(round_.history), 1, True)
        [mistake] = upgraded.mistakes(kim)  # the view added by version 2 sees version-1 rows
        assert mistake.code == M.DEAL_ORDER
        upgraded.save_drill_answer(kim, "blackjack", HOUSE, 100, 150, 150, True, 4.0)
        assert len(upgraded.drill_answers(kim)) == 1


def test_a_failed_migration_step_leaves_the_previous_version(tmp_path):
    conn = sqlite3.connect(tmp_path / "x.sqlite3", isolation_level=None)

    def broken(c):
        c.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("disk on fire")

    with pytest.raises(RuntimeError):
        migrate(conn, [MIGRATIONS[0], broken])
    assert schema_version(conn) == 1
    assert "half_done" not in tables(conn)
    assert "trainees" in tables(conn)


def test_a_database_from_a_newer_trainer_is_refused(tmp_path):
    path = tmp_path / DB_FILENAME
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(StoreError, match="newer"):
        Store(path)


def test_a_file_that_is_no_database_is_a_store_error(tmp_path):
    path = tmp_path / DB_FILENAME
    path.write_bytes(b"this is not sqlite, just text " * 100)
    with pytest.raises(StoreError):
        Store(path)


def test_every_mistake_code_belongs_to_exactly_one_procedure_point():
    listed = [code for point in PROCEDURE_POINTS for code in point.codes]
    assert sorted(listed) == sorted(M.ALL_CODES)
    assert len(listed) == len(set(listed))
    assert set(POINT_OF_CODE) == set(M.ALL_CODES)


# --- trainees and sessions --------------------------------------------------------------------


def test_trainee_names_are_case_and_space_insensitive(store):
    ann = store.trainee("Ann  Lindqvist")
    assert ann.name == "Ann Lindqvist"
    assert store.trainee("ann lindqvist ") == ann
    assert store.find_trainee("ANN LINDQVIST") == ann
    assert store.find_trainee("Bo") is None
    assert [t.name for t in store.trainees()] == ["Ann Lindqvist"]
    with pytest.raises(ValueError):
        store.trainee("   ")
    with pytest.raises(UnknownTrainee):
        store.rounds("Bo")


def test_session_start_and_end(store):
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, "exam", pack="basics", started=MONDAY)
    store.end_session(session, MONDAY + timedelta(minutes=30))
    [summary] = store.sessions(ann)
    assert (summary.house, summary.mode, summary.pack) == (HOUSE, "exam", "basics")
    assert summary.started == MONDAY and summary.ended == MONDAY + timedelta(minutes=30)
    assert summary.rounds == 0 and summary.accuracy is None
    with pytest.raises(ValueError):
        store.start_session(ann, HOUSE, "holiday")


# --- rounds -------------------------------------------------------------------------------------


def test_a_real_round_is_saved_and_loaded_whole(store):
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, started=MONDAY)
    round_id, round_ = save_real_round(store, session, 7, ("first_deal", "play", "settlement"), MONDAY, 95.5)
    assert len(round_.mistakes) >= 2

    actions = store.round_actions(round_id)
    assert [(a.step, a.action, a.state) for a in actions] == [(r.step, str(r.action), r.state) for r in round_.history]
    assert [(a.step, a.mistake, a.expected) for a in actions if a.mistake] == [
        (m.step, m.code, m.expected) for m in round_.mistakes
    ]
    [summary] = store.rounds(ann)
    assert summary.id == round_id and summary.finished and not summary.clean
    assert (summary.actions, summary.mistakes, summary.seconds) == (len(round_.history), len(round_.mistakes), 95.5)
    # times are kept to the second; the time spent keeps its fraction
    assert summary.started == MONDAY and summary.ended == MONDAY + timedelta(seconds=95)

    # The stored scenario rebuilds the same round: the same actions give the same verdicts and results.
    rebuilt = parse_scenario(store.round_scenario_text(round_id), "stored")
    with rebuilt.new_round() as again:
        for action in actions:
            again.attempt(action.action)
        assert again.finished
        assert [(m.step, m.code) for m in again.mistakes] == [(m.step, m.code) for m in round_.mistakes]
        assert again.bet_results() == round_.bet_results()


def test_records_may_be_plain_mappings_with_mistakes_given_apart(store):
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, started=MONDAY)
    records = [
        {"step": 0, "action": "deal 1", "state": "betting"},
        {"step": 1, "action": "no_more_bets", "state": "betting", "mistake": None},
    ]
    mistakes = [{"step": 0, "code": M.OUT_OF_PHASE, "expected": ["no_more_bets"]}]
    round_id = store.save_round(session, {"rules": HOUSE, "boxes": {1: {"bet": 100}}}, records, mistakes,
                                started=MONDAY, ended=MONDAY + timedelta(seconds=4))
    assert [(a.action, a.mistake, a.expected) for a in store.round_actions(round_id)] == [
        ("deal 1", M.OUT_OF_PHASE, ("no_more_bets",)),
        ("no_more_bets", None, ()),
    ]
    [summary] = store.rounds(ann)
    assert not summary.finished  # no end_round: an abandoned round
    assert summary.seconds == 4.0
    assert store.round_scenario(round_id) == {"rules": HOUSE, "boxes": {"1": {"bet": 100}}}


def test_a_round_that_fails_while_saving_leaves_nothing(store):
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, started=MONDAY)
    _, round_ = real_round(3)

    def records():
        yield from round_.history[:5]
        raise OSError("the caller broke down")

    with pytest.raises(OSError):
        store.save_round(session, {"rules": HOUSE}, records(), started=MONDAY, ended=MONDAY)
    assert store.rounds(ann) == []
    assert store.connection.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 0
    # a mistake for a step that has no record is inconsistent input: nothing saved either
    with pytest.raises(ValueError):
        store.save_round(session, {"rules": HOUSE}, round_.history[:2], [{"step": 9, "code": M.DEAL_ORDER}],
                         started=MONDAY, ended=MONDAY)
    assert store.rounds(ann) == []


def test_foreign_keys_are_enforced(store):
    with pytest.raises((sqlite3.IntegrityError, StoreError)):  # the server's errors come as StoreError
        store.save_round(999, {"rules": HOUSE}, [{"step": 0, "action": "no_more_bets", "state": "betting"}],
                         started=MONDAY, ended=MONDAY)
    assert store.connection.execute("SELECT COUNT(*) FROM rounds").fetchone()[0] == 0


def test_naive_times_are_stored_as_local_time_with_their_offset(store):
    ann = store.trainee("Ann")
    naive = datetime(2024, 6, 1, 12, 0, 0)
    session = store.start_session(ann, HOUSE, started=naive)
    stored = store.connection.execute("SELECT started FROM sessions WHERE id = ?", (session,)).fetchone()[0]
    assert datetime.fromisoformat(stored) == naive.astimezone()
    assert datetime.fromisoformat(stored).utcoffset() is not None


# --- trends from known data ----------------------------------------------------------------------


def plain_round(store, session, started, n_actions, mistake_codes, seconds, finished=True):
    """A round of ``n_actions`` actions, the first ones wrong with ``mistake_codes``."""
    records = []
    for step in range(n_actions):
        code = mistake_codes[step] if step < len(mistake_codes) else None
        last = step == n_actions - 1
        action = "end_round" if last and finished else f"deal {step}"
        records.append({"step": step, "action": action, "state": "play", "mistake": code})
    return store.save_round(session, {"rules": HOUSE, "boxes": {1: {"bet": 100}}}, records,
                            started=started, ended=started + timedelta(seconds=seconds))


@pytest.fixture
def known(store):
    """Two weeks of rounds with mistakes and times chosen by hand.

    Week 2024-W10: Monday 4 March (session 1) and Sunday 10 March 23:30 (session 2)
    Week 2024-W11: Monday 11 March (session 3)
    """
    ann = store.trainee("Ann")
    bo = store.trainee("Bo")  # another trainee's rounds must never count for Ann
    mon = datetime(2024, 3, 4, 18, 0, tzinfo=CET)
    s1 = store.start_session(ann, HOUSE, started=mon)
    plain_round(store, s1, mon, 10, [M.DEAL_ORDER, M.DEAL_ORDER], 30)                  # 10 actions, 2 wrong
    plain_round(store, s1, mon + timedelta(minutes=1), 20, [M.WRONG_AMOUNT], 40)       # 20 actions, 1 wrong
    plain_round(store, s1, mon + timedelta(minutes=2), 10, [], 20)                     # clean
    sun = datetime(2024, 3, 10, 23, 30, tzinfo=CET)
    s2 = store.start_session(ann, HOUSE, started=sun)
    plain_round(store, s2, sun, 10, [M.INSURANCE_NOT_OFFERED], 25)                     # 10 actions, 1 wrong
    plain_round(store, s2, sun + timedelta(minutes=1), 10, [], 15, finished=False)     # not finished: not clean
    next_mon = datetime(2024, 3, 11, 9, 0, tzinfo=CET)
    s3 = store.start_session(ann, HOUSE, started=next_mon)
    plain_round(store, s3, next_mon, 40, [M.WRONG_AMOUNT, M.SETTLEMENT_ORDER, M.DEAL_ORDER], 60)
    plain_round(store, s3, next_mon + timedelta(minutes=2), 10, [], 10)
    bo_session = store.start_session(bo, HOUSE, started=mon)
    plain_round(store, bo_session, mon, 10, [M.THREE_SEVENS_MISSED] * 5, 100)
    return ann, (s1, s2, s3)


def test_mistakes_per_code_by_day_and_week(store, known):
    ann, _ = known
    assert store.mistakes_per_code(ann, by="day") == {
        "2024-03-04": {M.DEAL_ORDER: 2, M.WRONG_AMOUNT: 1},
        "2024-03-10": {M.INSURANCE_NOT_OFFERED: 1},
        "2024-03-11": {M.DEAL_ORDER: 1, M.SETTLEMENT_ORDER: 1, M.WRONG_AMOUNT: 1},
    }
    assert store.mistakes_per_code(ann, by="week") == {
        "2024-W10": {M.DEAL_ORDER: 2, M.INSURANCE_NOT_OFFERED: 1, M.WRONG_AMOUNT: 1},
        "2024-W11": {M.DEAL_ORDER: 1, M.SETTLEMENT_ORDER: 1, M.WRONG_AMOUNT: 1},
    }
    # codes come in docs/procedure.md's order
    assert list(store.mistakes_per_code(ann, by="week")["2024-W11"]) == [M.DEAL_ORDER, M.SETTLEMENT_ORDER, M.WRONG_AMOUNT]
    with pytest.raises(ValueError):
        store.mistakes_per_code(ann, by="month")


def test_a_day_with_rounds_but_no_mistake_is_a_zero(store):
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, started=MONDAY)
    plain_round(store, session, MONDAY, 5, [], 10)
    assert store.mistakes_per_code(ann, by="day") == {"2024-03-04": {}}


def test_accuracy_trend_per_session(store, known):
    ann, (s1, s2, s3) = known
    points = store.accuracy_trend(ann)
    assert [p.period for p in points] == [f"session {s1}", f"session {s2}", f"session {s3}"]
    # session 1: 40 actions, 3 wrong -> 37/40; 1 clean round of 3; 90 s / 40 actions
    # session 2: 20 actions, 1 wrong -> 19/20; no clean round (one wrong, one unfinished); 40 s / 20
    # session 3: 50 actions, 3 wrong -> 47/50; 1 clean of 2; 70 s / 50
    assert [(p.rounds, p.clean_rounds, p.actions, p.mistakes, p.seconds) for p in points] == [
        (3, 1, 40, 3, 90.0), (2, 0, 20, 1, 40.0), (2, 1, 50, 3, 70.0)
    ]
    assert [p.accuracy for p in points] == [37 / 40, 19 / 20, 47 / 50]
    assert [p.clean_rate for p in points] == [1 / 3, 0.0, 0.5]
    assert [p.seconds_per_action for p in points] == [90 / 40, 40 / 20, 70 / 50]
    assert [p.seconds_per_round for p in points] == [30.0, 20.0, 35.0]


def test_accuracy_trend_per_week_uses_the_local_calendar(store, known):
    ann, _ = known
    # Sunday 23:30 at +01:00 is still week 10 there (22:30 UTC is too, but the day is the 10th).
    weeks = store.accuracy_trend(ann, by="week")
    assert [(p.period, p.rounds, p.actions, p.mistakes) for p in weeks] == [
        ("2024-W10", 5, 60, 4), ("2024-W11", 2, 50, 3)
    ]
    assert weeks[0].accuracy == 56 / 60
    assert period_of(datetime(2024, 3, 10, 23, 30, tzinfo=CET), "day") == "2024-03-10"
    assert period_of(datetime(2024, 3, 10, 23, 30, tzinfo=timezone(timedelta(hours=-5))), "week") == "2024-W10"


def test_weakest_points(store, known):
    ann, _ = known
    weak = store.weakest_points(ann)
    # dealing order: DEAL_ORDER x3 in 2 rounds; settlement: WRONG_AMOUNT x2 + SETTLEMENT_ORDER x1
    # in 2 rounds; insurance: 1 in 1 round. 7 rounds in all.
    assert [(w.point.id, w.mistakes, w.rounds_affected, w.rounds_total) for w in weak] == [
        ("dealing_order", 3, 2, 7), ("settlement", 3, 2, 7), ("insurance", 1, 1, 7)
    ]
    assert weak[0].codes == ((M.DEAL_ORDER, 3),)
    assert weak[1].codes == ((M.WRONG_AMOUNT, 2), (M.SETTLEMENT_ORDER, 1))
    assert weak[1].top_code == M.WRONG_AMOUNT
    assert weak[0].rate == 2 / 7
    # only the last two rounds (session 3): settlement 2, dealing order 1
    recent = store.weakest_points(ann, last_rounds=2)
    assert [(w.point.id, w.mistakes, w.rounds_total) for w in recent] == [("settlement", 2, 2), ("dealing_order", 1, 2)]
    assert store.weakest_points(ann, last_rounds=0) == []


def test_session_summaries(store, known):
    ann, (s1, s2, s3) = known
    summaries = store.sessions(ann)
    assert [(s.id, s.rounds, s.clean_rounds, s.actions, s.mistakes, s.seconds) for s in summaries] == [
        (s1, 3, 1, 40, 3, 90.0), (s2, 2, 0, 20, 1, 40.0), (s3, 2, 1, 50, 3, 70.0)
    ]
    assert summaries[0].accuracy == 37 / 40


def test_drill_answers_and_their_trend(store):
    ann = store.trainee("Ann")
    day1 = datetime(2024, 3, 4, 18, 0, tzinfo=CET)
    day2 = day1 + timedelta(days=1)
    store.save_drill_answer(ann, "blackjack", HOUSE, Fraction(175), Fraction(525, 2), Fraction(525, 2), True, 4.0, at=day1)
    store.save_drill_answer(ann, "blackjack", HOUSE, 100, 150, 100, False, 6.0, at=day1)
    store.save_drill_answer(ann, "insurance", HOUSE, 200.0, 100, None, False, 10.0, at=day2)
    store.save_drill_answer(ann, "insurance", HOUSE, "300", "150", {"100": 1, "50": 1}, True, 5.0, at=day2)
    answers = store.drill_answers(ann)
    assert [(a.stake, a.expected, a.given, a.correct) for a in answers] == [
        ("175", "262.5", "262.5", True),
        ("100", "150", "100", False),
        ("200", "100", None, False),
        ("300", "150", '{"100": 1, "50": 1}', True),
    ]
    trend = store.drill_trend(ann, by="day")
    assert [(p.period, p.answers, p.correct, p.seconds) for p in trend] == [
        ("2024-03-04", 2, 1, 10.0), ("2024-03-05", 2, 1, 15.0)
    ]
    assert trend[1].accuracy == 0.5 and trend[1].seconds_per_answer == 7.5
    kinds = store.drill_kinds(ann)
    assert [(k.period, k.answers, k.correct) for k in kinds] == [("blackjack", 2, 1), ("insurance", 2, 1)]


def test_drill_answers_count_in_their_session(store):
    ann = store.trainee("Ann")
    session = store.start_session(ann, HOUSE, "drill", started=MONDAY)
    store.save_drill_answer(ann, "win", HOUSE, 100, 100, 100, True, 3.0, at=MONDAY, session_id=session)
    store.save_drill_answer(ann, "win", HOUSE, 100, 100, 90, False, 3.0, at=MONDAY, session_id=session)
    [summary] = store.sessions(ann)
    assert (summary.drill_answers, summary.drill_correct, summary.rounds) == (2, 1, 0)


def test_a_reader_never_sees_half_a_round(tmp_path):
    with Store.open(tmp_path) as writer, Store.open(tmp_path) as reader:
        ann = writer.trainee("Ann")
        session = writer.start_session(ann, HOUSE, started=MONDAY)
        _, round_ = real_round(2)
        seen = []

        def records():
            for record in round_.history:
                seen.append(reader.connection.execute("SELECT COUNT(*) FROM actions").fetchone()[0])
                yield record

        writer.save_round(session, {"rules": HOUSE}, records(), started=MONDAY, ended=MONDAY)
        assert set(seen) == {0}  # WAL: the reader kept reading the last committed state
        assert reader.connection.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == len(round_.history)


# --- durability: killed in the middle of saving a round -------------------------------------------

KILLED_WRITER = """
import sys, time
from datetime import timedelta
from tests.storekit import MONDAY, real_round, save_real_round
from trainer.store import Store

store = Store.open(sys.argv[1])
# A tiny page cache, so the unfinished round's pages spill into the WAL file before any
# commit: the kill then leaves uncommitted frames on disk, the case recovery must ignore.
store.connection.execute("PRAGMA cache_size = 5")
kim = store.trainee("Kim")
session = store.start_session(kim, "cosmopol", started=MONDAY)
for seed in range(3):
    save_real_round(store, session, seed, ("first_deal",), MONDAY + timedelta(minutes=seed))
print("SAVED 3", flush=True)

scenario, round_ = real_round(3, ("play",))

def records():
    yield from round_.history
    for step in range(len(round_.history), 20000):
        yield {"step": step, "action": "deal 1", "state": "play " + "x" * 200, "mistake": None}
    print("HANGING", flush=True)
    time.sleep(600)

store.save_round(session, scenario.to_yaml_data(played=round_), records(),
                 started=MONDAY + timedelta(minutes=5), ended=MONDAY + timedelta(minutes=6))
print("COMMITTED", flush=True)
"""


def _lines(stream, into: queue.Queue) -> None:
    for line in stream:
        into.put(line.strip())


def _wait_for(lines: queue.Queue, wanted: str, process: subprocess.Popen) -> None:
    while True:
        try:
            line = lines.get(timeout=120)
        except queue.Empty:
            process.kill()
            raise AssertionError(f"the writer never printed {wanted!r}: {process.stderr.read()}") from None
        if line == wanted:
            return


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_kill_mid_round_loses_that_round_only(tmp_path):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    process = subprocess.Popen(
        [sys.executable, "-u", "-c", KILLED_WRITER, str(tmp_path)],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=_lines, args=(process.stdout, lines), daemon=True).start()
    wal = tmp_path / (DB_FILENAME + "-wal")
    try:
        _wait_for(lines, "SAVED 3", process)
        wal_after_three = wal.stat().st_size
        _wait_for(lines, "HANGING", process)
        # the fourth round is half written: its uncommitted pages are in the WAL file
        assert wal.stat().st_size > wal_after_three
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == -signal.SIGKILL

    with Store.open(tmp_path) as reopened:
        conn = reopened.connection
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        kim = reopened.find_trainee("Kim")
        rounds = reopened.rounds(kim)
        assert len(rounds) == 3
        assert all(r.finished and r.mistakes == 1 for r in rounds)
        for summary, seed in zip(rounds, range(3)):
            _, expected = real_round(seed, ("first_deal",))
            assert [a.action for a in reopened.round_actions(summary.id)] == [str(r.action) for r in expected.history]
        # nothing of the fourth round: no orphan actions either
        assert conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == sum(r.actions for r in rounds)
        assert len(reopened.sessions(kim)) == 1
        # and the database takes new rounds again
        session = reopened.sessions(kim)[0].id
        save_real_round(reopened, session, 9, (), MONDAY + timedelta(hours=1))
        assert len(reopened.rounds(kim)) == 4


# --- Qt-free ----------------------------------------------------------------------------------------

QT_FREE_PROBE = """
import json, sys
import trainer.paths_user, trainer.store, trainer.progress.replay, trainer.progress.report, trainer.commands.report
code = trainer.commands.report.main(["--trainee", "Kim", "--csv", sys.argv[2], "--data", sys.argv[1]])
qt = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
print(json.dumps({"code": code, "qt": qt}))
"""


def test_the_store_and_the_csv_report_run_without_qt(tmp_path):
    with Store.open(tmp_path / "data") as store:
        kim = store.trainee("Kim")
        session = store.start_session(kim, HOUSE, started=MONDAY)
        save_real_round(store, session, 1, ("first_deal",), MONDAY)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    result = subprocess.run(
        [sys.executable, "-c", QT_FREE_PROBE, str(tmp_path / "data"), str(tmp_path / "kim.csv")],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report == {"code": 0, "qt": []}
    assert (tmp_path / "kim-mistakes.csv").is_file()
