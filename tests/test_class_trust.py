"""The class server's two logins (issue 27, docs/class-trust.md), against a real server.

Each attack a trainee with ``psql`` and the station URL could try is tried here with
that URL and must be refused; with the same URL a class still plays, drills, takes an
exam and sees its result. The server of these tests asks every login but its superuser
for a password (tests/pgserver.py), so the station login's password counts too.
"""

from __future__ import annotations

import io
import json
import time
from datetime import datetime, timedelta

import psycopg
import pytest

from tests.storekit import HOUSE, real_round
from trainer.classroom.classes import ClassError, Classes, WrongPin
from trainer.classroom.station import StationStore
from trainer.commands.cli import main
from trainer.store import MIGRATIONS, StoreError
from trainer.store.pg_roles import make_station_login, station_login_name, station_url
from trainer.store.postgres import PgConnection, PostgresStore, _open_pool, migrate_server, redact

PIN = "2468"


@pytest.fixture
def owner_url(pg_url):
    with PostgresStore(pg_url) as store:
        classes = Classes(store)
        classes.create("Morning", PIN)
        for name in ("Ann", "Bo"):
            classes.add_trainee("Morning", name)
        classes.assign("Morning", "dealing-order", pass_mark=0.5, minutes=30)
        # quick pauses for the tests (the instructor's server: 1 s more per wrong try, up to 15 s)
        store.connection.execute("UPDATE trainer_trust SET pin_pause_step = 1.0, pin_pause_max = 1.0")
    return pg_url


@pytest.fixture
def station_url_(owner_url, capsys):
    capsys.readouterr()
    assert main(["class", "stations", "--pin", PIN, "--db", owner_url]) == 0
    out = capsys.readouterr().out
    [url] = [line for line in out.splitlines() if line.startswith("postgresql://")]
    return url


def play(store, trainee, mode="training", pack="dealing-order", seeds=((11, ()), (12, ("first_deal",)), (13, ()))):
    now = datetime.now().astimezone()
    session = store.start_session(trainee, HOUSE, mode, pack=pack, started=now)
    for seed, wrong in seeds:
        scenario, round_ = real_round(seed, wrong)
        store.save_played_round(session, scenario, round_, now, now + timedelta(seconds=30))
    return session


def refused(url: str, sql: str, params=()) -> str:
    """Run ``sql`` with psql-like directness; the server's refusal (its message), else fail."""
    with psycopg.connect(url, autocommit=True) as conn:
        try:
            conn.execute(sql, params or None)
        except psycopg.errors.InsufficientPrivilege as error:
            return str(error)
    pytest.fail(f"the station login could run: {sql}")


# --- the station login -------------------------------------------------------------------------


def test_the_stations_command_prints_the_url_once_and_needs_the_owner(owner_url, station_url_, capsys):
    login = station_login_name(owner_url.rsplit("/", 1)[1])
    assert station_url_.startswith(f"postgresql://{login}:") and "@127.0.0.1:" in station_url_
    with psycopg.connect(station_url_) as conn:  # the password works (the server asks for it)
        assert conn.execute("SELECT current_user").fetchone()[0] == login
    assert main(["class", "stations", "--pin", PIN, "--db", owner_url]) == 2  # once; --rotate replaces it
    assert "--rotate" in capsys.readouterr().err
    assert main(["class", "stations", "--pin", "1111", "--db", owner_url]) == 2
    assert "wrong instructor PIN" in capsys.readouterr().err
    assert main(["class", "stations", "--pin", PIN, "--db", station_url_]) == 2  # a station cannot make one
    assert "owner login" in capsys.readouterr().err
    assert main(["class", "stations", "--pin", PIN, "--rotate", "--db", owner_url]) == 0
    new_url = [line for line in capsys.readouterr().out.splitlines() if line.startswith("postgresql://")][0]
    assert new_url != station_url_
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(station_url_).close()  # the old password no longer opens anything
    psycopg.connect(new_url).close()


def test_a_station_login_has_no_privilege_beyond_its_own(station_url_):
    with psycopg.connect(station_url_) as conn:
        row = conn.execute("SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls FROM pg_roles "
                           "WHERE rolname = current_user").fetchone()
    assert row == (False, False, False, False, False)


# --- the attacks, each refused -----------------------------------------------------------------


def test_a_station_cannot_insert_an_exam_result(owner_url, station_url_):
    with PostgresStore(owner_url) as store:
        ann, bo = store.find_trainee("Ann"), store.find_trainee("Bo")
        [assignment] = store.connection.execute("SELECT id FROM assignments").fetchall()
    forged = ("INSERT INTO exam_results (assignment_id, trainee_id, rounds, clean_rounds, score, passed, at) "
              "VALUES (%s, %s, %s, %s, %s, %s, '2024-03-04T09:00:00+01:00')")
    assert "permission denied" in refused(station_url_, forged, (assignment[0], ann.id, 10, 10, 1.0, 1))  # a pass for oneself
    assert "permission denied" in refused(station_url_, forged, (assignment[0], bo.id, 10, 0, 0.0, 0))   # a fail for Bo


def test_a_forged_exam_result_row_counts_for_nothing(owner_url, station_url_, tmp_path, capsys):
    """Even a row the owner's login put into exam_results (or an old trainer's station) is
    not a result: results come from the recorded rounds."""
    with PostgresStore(owner_url) as store:
        ann = store.find_trainee("Ann")
        store.connection.execute(
            "INSERT INTO exam_results (assignment_id, trainee_id, rounds, clean_rounds, score, passed, at) "
            "SELECT id, ?, 0, 0, 1.0, 1, '2024-03-04T09:00:00+01:00' FROM assignments", (ann.id,))
        assert Classes(store).exam_results("Morning") == []
    report = tmp_path / "class.csv"
    assert main(["class", "results", "--csv", str(report), "--pin", PIN, "--db", station_url_]) == 0
    assert "100%" not in report.read_text(encoding="utf-8-sig")


def test_a_station_cannot_replace_or_read_the_pin_hash(owner_url, station_url_):
    assert "permission denied" in refused(station_url_, "UPDATE classes SET pin_hash = 'x'")
    assert "permission denied" in refused(station_url_, "SELECT pin_hash FROM classes")
    assert "permission denied" in refused(station_url_, "SELECT * FROM classes")
    assert "permission denied" in refused(station_url_, "INSERT INTO classes (name, pin_hash, created) VALUES ('Mine', 'x', 'x')")
    assert "permission denied" in refused(station_url_, "SELECT trainer_pbkdf2('2468', '\\x00'::bytea, 1)")
    with psycopg.connect(station_url_, autocommit=True) as conn:  # the sign-in still reads what it needs
        assert conn.execute("SELECT id, name, created FROM classes").fetchone()[1] == "Morning"
    with PostgresStore(owner_url) as store:
        assert Classes(store).check_pin("Morning", PIN).name == "Morning"  # the PIN still works


def test_a_station_cannot_delete_update_or_truncate_anything(owner_url, station_url_):
    with PostgresStore(owner_url) as store:
        play(store, "Bo")
        tables = [name for (name,) in store.connection.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
            "AND table_type = 'BASE TABLE'").fetchall()]
        rounds_before = store.connection.execute("SELECT count(*) FROM rounds").fetchone()[0]
    assert {"rounds", "actions", "sessions", "classes", "trainer_schema", "trainer_trust"} <= set(tables)
    for table in tables:
        for sql in (f"DELETE FROM {table}", f"TRUNCATE {table} CASCADE", f"DROP TABLE {table} CASCADE",
                    f"ALTER TABLE {table} DISABLE TRIGGER ALL"):
            with psycopg.connect(station_url_, autocommit=True) as conn:
                with pytest.raises((psycopg.errors.InsufficientPrivilege, psycopg.errors.UndefinedObject)):
                    conn.execute(sql)
        column = "received_at" if table not in ("trainer_schema", "trainer_trust") else "version"
        assert "permission denied" in refused(station_url_, f"UPDATE {table} SET {column} = {column}")
    assert "permission denied" in refused(station_url_, "UPDATE trainer_schema SET version = 99")
    assert "permission denied" in refused(station_url_, "CREATE TABLE mine (x int)")
    with PostgresStore(owner_url) as store:
        assert store.connection.execute("SELECT count(*) FROM rounds").fetchone()[0] == rounds_before


def test_a_station_cannot_write_class_lists_or_assignments(owner_url, station_url_, capsys):
    with PostgresStore(owner_url) as store:
        dee = store.trainee("Dee")
        [(class_id,)] = store.connection.execute("SELECT id FROM classes").fetchall()
    assert "permission denied" in refused(
        station_url_, "INSERT INTO class_trainees (class_id, trainee_id) VALUES (%s, %s)", (class_id, dee.id))
    assert "permission denied" in refused(
        station_url_, "INSERT INTO assignments (class_id, pack, created) VALUES (%s, 'x', 'x')", (class_id,))
    for command in (["class", "create", "Night", "--pin", "1357"], ["class", "add", "Dee", "--pin", PIN],
                    ["class", "assign", "dealing-order", "--pin", PIN]):
        assert main([*command, "--db", station_url_]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "owner login" in err and "permission denied" not in err


def test_a_station_chooses_neither_the_receive_time_nor_the_address(owner_url, station_url_):
    with psycopg.connect(station_url_, autocommit=True) as conn:
        conn.execute("INSERT INTO trainees (name, created, received_at, received_from) "
                     "VALUES ('Eve', '2020-01-01T00:00:00+00:00', '2000-01-01', '10.9.9.9')")
        at, where = conn.execute("SELECT received_at, received_from FROM trainees WHERE name = 'Eve'").fetchone()
    assert abs((datetime.now().astimezone() - at).total_seconds()) < 60 and str(where) == "127.0.0.1"


def test_a_session_ends_once_and_a_round_is_titled_once(owner_url, station_url_):
    with PostgresStore(station_url_) as station:
        session = play(station, "Ann", seeds=((11, ()),))
        [(round_id,)] = station.connection.execute("SELECT id FROM rounds WHERE session_id = ?", (session,)).fetchall()
        station.end_session(session, "2024-03-04T10:00:00+01:00")
        station.end_session(session, "2099-01-01T10:00:00+01:00")  # a second end changes nothing
        station.set_round_title(round_id, "First")
        station.set_round_title(round_id, "Changed")
        with pytest.raises(StoreError, match="no session"):
            station.end_session(999_999)
        assert station.connection.execute("SELECT ended FROM sessions WHERE id = ?", (session,)).fetchone()[0] == (
            "2024-03-04T10:00:00+01:00")
        assert station.connection.execute("SELECT title FROM rounds WHERE id = ?", (round_id,)).fetchone()[0] == "First"


def test_rounds_written_into_someone_elses_exam_from_another_computer_do_not_count(owner_url, station_url_):
    with PostgresStore(station_url_) as bo_station, PostgresStore(station_url_) as intruder:
        session = play(bo_station, "Bo", "exam", seeds=((11, ()), (13, ())))
        now = datetime.now().astimezone()
        for seed in (21, 22, 23):  # someone else's computer adds failing rounds to Bo's exam
            scenario, round_ = real_round(seed, ("first_deal",))
            intruder.save_played_round(session, scenario, round_, now, now + timedelta(seconds=20))
        bo_station.end_session(session)
    with PostgresStore(owner_url) as store:
        # every test client is 127.0.0.1: the intruder's rounds get the address another computer's would
        store.connection.execute("UPDATE rounds SET received_from = '10.0.0.66' WHERE session_id = ? AND id > "
                                 "(SELECT min(id) + 1 FROM rounds WHERE session_id = ?)", (session, session))
        [result] = Classes(store).exam_results("Morning")
    assert (result.trainee, result.rounds, result.clean_rounds, result.foreign, result.passed) == ("Bo", 2, 2, 3, True)
    assert result.station == "127.0.0.1" and "3 rounds from another computer not counted" in result.marks


def test_rounds_the_server_receives_after_the_time_limit_are_late(owner_url):
    with PostgresStore(owner_url) as store:
        session = play(store, "Ann", "exam", seeds=((11, ()), (13, ())))
        # as if the session had reached the server 40 minutes ago (the limit is 30)
        store.connection.execute("UPDATE sessions SET received_at = received_at - interval '40 minutes' WHERE id = ?",
                                 (session,))
        store.connection.execute("UPDATE rounds SET received_at = received_at - interval '40 minutes' "
                                 "WHERE id = (SELECT min(id) FROM rounds WHERE session_id = ?)", (session,))
        [result] = Classes(store).exam_results("Morning")  # the limit is over: listed though not ended
    assert (result.rounds, result.late, result.passed) == (1, 1, True)
    assert result.marks == ["1 late round not counted"]


# --- the PIN, checked by the server --------------------------------------------------------------


def test_the_pin_is_checked_by_the_server_and_wrong_ones_slow_down(owner_url, station_url_):
    with PostgresStore(station_url_) as station:
        classes = Classes(station)
        assert not classes.owner and classes.check_pin("Morning", PIN).name == "Morning"
        took = []
        for _ in range(5):
            start = time.monotonic()
            with pytest.raises(WrongPin):
                classes.check_pin("Morning", "0000")
            took.append(time.monotonic() - start)
        assert max(took[:3]) < 1.0 <= min(took[3:])  # a pause after three wrong PINs
        # a wrong try rolled back (or cancelled) still counts: the count is a sequence
        with psycopg.connect(station_url_) as conn:
            start = time.monotonic()
            assert conn.execute("SELECT trainer_pin_ok(%s, %s)", (classes.get("Morning").id, "0001")).fetchone()[0] == 0
            conn.rollback()
            assert time.monotonic() - start >= 1.0
        start = time.monotonic()
        classes.check_pin("Morning", PIN)  # the right PIN: after its pause, the count starts again
        assert time.monotonic() - start >= 1.0
        start = time.monotonic()
        classes.check_pin("Morning", PIN)
        assert time.monotonic() - start < 1.0


def test_instructor_reads_need_the_pin_or_the_owner_login(owner_url, station_url_, tmp_path, capsys):
    report = tmp_path / "class.csv"
    for command in (["class", "--json"], ["class", "results", "--csv", str(report)]):
        assert main([*command, "--db", station_url_]) == 2
        assert "--pin" in capsys.readouterr().err
        assert main([*command, "--db", station_url_, "--pin", "1111"]) == 2
        assert "wrong instructor PIN" in capsys.readouterr().err
        assert main([*command, "--db", station_url_, "--pin", PIN]) == 0
        assert main([*command, "--db", owner_url]) == 0  # the owner's login is the instructor's
    capsys.readouterr()
    assert main(["class", "view", "--db", station_url_, "--screenshot", str(tmp_path / "v.png")]) == 2
    assert "--pin" in capsys.readouterr().err
    with psycopg.connect(station_url_, autocommit=True) as conn:  # no other way to the results
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT * FROM exam_results")


# --- with the station URL, a class works -------------------------------------------------------


def test_with_the_station_url_a_class_plays_drills_takes_an_exam_and_sees_its_result(
        owner_url, station_url_, tmp_path, monkeypatch, capsys):
    with PostgresStore(station_url_) as server:
        station = StationStore(server, tmp_path / "spool.json")
        classes = Classes(server)
        ann = classes.sign_in("Morning", "ann")
        [exam] = [a for a in classes.assignments("Morning", "Ann") if a.is_exam]
        practice = play(station, ann.name)
        station.end_session(practice)
        station.save_drill_answer(ann.name, "blackjack", HOUSE, 100, 150, 150, True, 3.0)
        session = play(station, ann.name, "exam")
        station.end_session(session)
        result = classes.exam_result(exam, ann, session)
        assert (result.rounds, result.clean_rounds, result.passed, result.marks) == (3, 2, True, [])
        assert station.pending == [] and len(server.rounds(ann)) == 6 and len(server.drill_answers(ann)) == 1
        assert [s.ended is not None for s in server.sessions(ann)] == [True, True]
    monkeypatch.setattr("sys.stdin", io.StringIO("150\n"))
    assert main(["quiz", "--trainee", "Ann", "--count", "1", "--kinds", "blackjack", "--seed", "1",
                 "--db", station_url_]) == 0
    assert main(["report", "--trainee", "Ann", "--csv", str(tmp_path / "ann.csv"), "--db", station_url_]) == 0
    capsys.readouterr()
    assert main(["class", "--json", "--pin", PIN, "--db", station_url_]) == 0
    [exam_seen] = json.loads(capsys.readouterr().out)["exams"]
    assert (exam_seen["trainee"], exam_seen["rounds"], exam_seen["passed"], exam_seen["disputed_rounds"]) == (
        "Ann", 3, True, 0)
    assert "password" not in capsys.readouterr().err


# --- an existing class database upgrades in place ----------------------------------------------


def test_a_class_database_of_todays_schema_upgrades_in_place(pg_url):
    """Schema version 5 as the trainer of main's commit 12b4e0d made it (the released steps
    never change), one login for everything, rows in it; then this trainer opens it."""
    from trainer.classroom.classes import hash_pin

    conn = PgConnection(_open_pool(pg_url, 2, 5.0))
    assert migrate_server(conn, MIGRATIONS[:5]) == 5
    conn.id_tables = {"trainees", "sessions", "rounds", "classes", "assignments", "exam_results"}
    conn.execute("INSERT INTO trainees (name, created) VALUES ('Ann', '2024-03-04T09:00:00+01:00')")
    conn.execute("INSERT INTO classes (name, pin_hash, created) VALUES ('Morning', ?, '2024-03-04T09:00:00+01:00')",
                 (hash_pin(PIN),))  # the old kind of hash: scrypt, which the server cannot check
    conn.execute("INSERT INTO class_trainees (class_id, trainee_id) VALUES (1, 1)")
    conn.execute("INSERT INTO assignments (class_id, pack, pass_mark, minutes, created) "
                 "VALUES (1, 'dealing-order', 0.5, 30, '2024-03-04T09:00:00+01:00')")
    conn.execute("INSERT INTO sessions (trainee_id, house, pack, mode, started, ended) "
                 "VALUES (1, 'cosmopol', 'dealing-order', 'exam', '2024-03-04T09:01:00+01:00', '2024-03-04T09:20:00+01:00')")
    scenario, round_ = real_round(11)
    conn.execute("INSERT INTO rounds (session_id, scenario, started, ended, seconds, finished) "
                 "VALUES (1, ?, '2024-03-04T09:02:00+01:00', '2024-03-04T09:03:00+01:00', 60, 1)",
                 (json.dumps(scenario.to_yaml_data(played=round_)),))
    for record in round_.history:
        conn.execute("INSERT INTO actions (round_id, step, action, state) VALUES (1, ?, ?, ?)",
                     (record.step, str(record.action), record.state))
    conn.execute("INSERT INTO exam_results (assignment_id, trainee_id, session_id, rounds, clean_rounds, score, passed, at) "
                 "VALUES (1, 1, 1, 40, 0, 0.0, 0, '2024-03-04T09:20:00+01:00')")  # forged: Ann 'failed'
    conn.close()

    with PostgresStore(pg_url) as store:  # the owner opens it: upgraded in place
        classes = Classes(store)
        assert store.connection.execute("SELECT count(*) FROM actions").fetchone()[0] == len(round_.history)
        assert store.connection.execute("SELECT received_at FROM rounds").fetchone()[0] is None  # from before
        [result] = classes.exam_results("Morning")  # from the record, not the forged row
        assert (result.trainee, result.rounds, result.clean_rounds, result.passed) == ("Ann", 1, 1, True)
        url = station_url(pg_url, *make_station_login(store))
    with PostgresStore(url) as station:  # the old hash: only the owner can confirm it
        with pytest.raises(ClassError, match="older trainer"):
            Classes(station).check_pin("Morning", PIN)
    with PostgresStore(pg_url) as store:
        assert Classes(store).check_pin("Morning", PIN).name == "Morning"
        assert store.connection.execute("SELECT pin_hash FROM classes").fetchone()[0].startswith("pbkdf2_sha256$")
    with PostgresStore(url) as station:
        assert Classes(station).check_pin("Morning", PIN).name == "Morning"
        with pytest.raises(WrongPin):
            Classes(station).check_pin("Morning", "1111")
        session = play(station, "Ann", "training")
        station.end_session(session)


def test_a_station_login_on_a_database_that_needs_an_upgrade_says_so(pg_url, station_url_):
    with PostgresStore(pg_url) as store:
        store.connection.execute("UPDATE trainer_schema SET version = 4")
    with pytest.raises(StoreError, match="owner's login") as error:
        PostgresStore(station_url_)
    assert "\n" not in str(error.value)


# --- secrets ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "shown"), [
    ("postgresql://ann:s3cr@t@db.school:5432/class", "postgresql://ann@db.school:5432/class"),
    ("postgresql://ann@db.school/class?sslmode=require&password=s3cret", "postgresql://ann@db.school/class?sslmode=require&password=***"),
    ("host=db.school dbname=class user=ann password=s3cret", "host=db.school dbname=class user=ann password=***"),
    ("host=db.school password='s3 cret' user=ann", "host=db.school password=*** user=ann"),
    ("cannot reach postgresql://a:b@h/d: password authentication failed", "cannot reach postgresql://a@h/d: password authentication failed"),
])
def test_passwords_are_redacted_in_every_form(text, shown):
    assert redact(text) == shown


def test_an_unreachable_server_with_a_query_password_is_one_line_without_it(capsys):
    assert main(["class", "--db", "postgresql://ann@127.0.0.1:1/class?password=s3cret&connect_timeout=1"]) == 2
    err = capsys.readouterr().err
    assert "s3cret" not in err and err.count("\n") == 1
