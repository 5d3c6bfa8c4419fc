"""A login per trainee on the class server (issue 34, docs/class-trust.md), against a real server.

The owner is what the README makes: a CREATEROLE login that is no superuser, owning the
database. Each attack a trainee with ``psql`` could try is tried with Ann's own login and
must be refused; Bo, signed in with his, still records; the instructor's commands work
with the owner's login. The test server asks every login but its superuser for a password
(tests/pgserver.py), so the trainees' passwords count.
"""

from __future__ import annotations

import io
import json
import threading
import time
from datetime import datetime, timedelta
from types import SimpleNamespace

import psycopg
import pytest

from tests.storekit import HOUSE, real_round, save_pack_rounds
from trainer.classroom.classes import Classes, OwnerOnly
from trainer.classroom.station import StationStore
from trainer.commands.cli import main
from trainer.store import StoreError
from trainer.store.pg_logins import CONNECTION_LIMIT, login_url, server_address, signed_in_url
from trainer.store.pg_roles import TRAINEE_INSERTS
from trainer.store.postgres import LoginRefused, PostgresStore, TooManyConnections, listen, redact

TEN_MB = "x" * (10 * 1024 * 1024)


@pytest.fixture
def school(owner_pg_url, capsys):
    """A class made as the README says: the owner's login adds Ann and Bo (each a login)."""
    owner = owner_pg_url
    assert main(["class", "create", "Morning", "--db", owner]) == 0
    capsys.readouterr()
    assert main(["class", "add", "Ann", "Bo", "--json", "--db", owner]) == 0
    made = json.loads(capsys.readouterr().out)
    assert main(["class", "assign", "dealing-order", "--pass-mark", "50%", "--minutes", "30", "--db", owner]) == 0
    capsys.readouterr()
    urls = {m["name"]: login_url(owner, m["login"], m["password"]) for m in made}
    with PostgresStore(owner) as store:
        ids = {name: store.find_trainee(name).id for name in ("Ann", "Bo")}
    return SimpleNamespace(owner=owner, ann=urls["Ann"], bo=urls["Bo"], made=made, ids=ids)


def play(store, trainee, mode="training", pack="dealing-order", seeds=((11, ()), (12, ("first_deal",)), (13, ()))):
    now = datetime.now().astimezone()
    session = store.start_session(trainee, HOUSE, mode, pack=pack, started=now)
    for seed, wrong in seeds:
        scenario, round_ = real_round(seed, wrong)
        store.save_played_round(session, scenario, round_, now, now + timedelta(seconds=30))
    return session


def bo_records(school) -> dict[str, int]:
    """Bo plays, drills and ends a session with his own login; his row ids by table."""
    with PostgresStore(school.bo) as bo:
        assert bo.signed_in is not None and bo.signed_in.name == "Bo"
        session = play(bo, "Bo")
        bo.end_session(session)
        answer = bo.save_drill_answer("Bo", "blackjack", HOUSE, 100, 150, 150, True, 3.0, session_id=session)
        round_id = bo.connection.execute("SELECT min(id) FROM rounds WHERE session_id = ?", (session,)).fetchone()[0]
    return {"session": session, "round": round_id, "answer": answer}


def failing(url: str, sql: str, params=()) -> psycopg.Error:
    """The server's refusal of ``sql`` run straight with ``url``'s login; the test fails if it runs."""
    with psycopg.connect(url, autocommit=True) as conn:
        try:
            conn.execute(sql, params or None)
        except psycopg.Error as error:
            return error
    pytest.fail(f"the trainee's login could run: {sql}")


# --- logins ---------------------------------------------------------------------------------------


def test_class_add_makes_a_login_per_trainee_printed_once(school, tmp_path, capsys, qapp):
    # qapp: pytest-qt's QApplication, so this process never gets a bare QGuiApplication (the slips)
    assert [m["name"] for m in school.made] == ["Ann", "Bo"]
    assert all(set(m) == {"name", "login", "password"} for m in school.made)
    for name in ("Ann", "Bo"):
        with psycopg.connect(getattr(school, name.lower())) as conn:
            row = conn.execute("SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls, "
                               "rolconnlimit FROM pg_roles WHERE rolname = current_user").fetchone()
            assert row == (False, False, False, False, False, CONNECTION_LIMIT)
            assert conn.execute("SELECT trainer_me()").fetchone()[0] == school.ids[name]
    with psycopg.connect(school.owner) as conn:  # the server holds the verifier only
        assert not conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()[0]
    # the table for people, the slips in the instructor's language
    assert main(["class", "add", "Cy", "--db", school.owner]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == ["name", "login", "password"] and "Cy" in out.splitlines()[1]
    slips = tmp_path / "slips.pdf"
    assert main(["--lang", "de", "class", "add", "Dee", "Ed", "--pdf", str(slips), "--db", school.owner]) == 0
    assert slips.read_bytes().startswith(b"%PDF")
    assert capsys.readouterr().out.startswith("2 ")  # the table is not printed: the slips hold the passwords
    import subprocess

    text = subprocess.run(["pdftotext", str(slips), "-"], capture_output=True, text=True, check=True).stdout
    assert "Dee" in text and "Ed" in text and "Passwort" in text and "owner-pw" not in text
    # a second add of the same trainee says so in one line, the others are made
    assert main(["class", "add", "Ann", "Fay", "--json", "--db", school.owner]) == 2
    captured = capsys.readouterr()
    assert [m["name"] for m in json.loads(captured.out)] == ["Fay"]
    assert "class password" in captured.err and captured.err.count("\n") == 1


def test_a_trainees_url_is_the_trainee(school, monkeypatch, capsys):
    with PostgresStore(school.ann) as ann:
        assert ann.signed_in.name == "Ann" and not ann.owner
        with pytest.raises(StoreError):  # Ann's login records for Ann only
            ann.start_session("Bo", HOUSE)
    monkeypatch.setattr("sys.stdin", io.StringIO("150\n"))
    assert main(["quiz", "--count", "1", "--kinds", "blackjack", "--seed", "1", "--db", school.ann]) == 0
    with PostgresStore(school.owner) as store:
        assert len(store.drill_answers(store.find_trainee("Ann"))) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    capsys.readouterr()
    assert main(["practice", "--db", school.ann]) == 0  # weak points need a trainee: the login is Ann
    assert "--trainee" not in capsys.readouterr().err


def test_class_password_by_the_createrole_owner_refuses_the_old_and_takes_the_new(school, capsys):
    held = psycopg.connect(school.ann, autocommit=True)
    held.execute("ALTER ROLE CURRENT_USER SET default_transaction_read_only = on")
    assert main(["class", "password", "Ann", "--json", "--db", school.owner]) == 0
    [made] = json.loads(capsys.readouterr().out)
    new_url = login_url(school.owner, made["login"], made["password"])
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(school.ann).close()
    with pytest.raises(psycopg.OperationalError):  # the open connection was ended
        held.execute("SELECT 1")
    held.close()
    with PostgresStore(new_url) as ann:  # and what Ann set on her role is gone: she records
        play(ann, "Ann", seeds=((11, ()),))
    assert main(["class", "password", "Ann", "--db", new_url]) == 2
    assert "owner" in capsys.readouterr().err


def test_a_wrong_password_never_tells_whether_the_name_exists(school):
    address = server_address(school.owner)
    assert "owner-pw" not in address and "@" not in address
    said = []
    for name in ("Ann", "Nobody"):
        with pytest.raises(LoginRefused) as refused:
            PostgresStore(signed_in_url(address, name, "wrong-one"), timeout=2)
        said.append(str(refused.value).replace(name.lower(), "NAME").split("refused the login:")[1])
    assert "\n" not in said[0]
    assert said[0].split("(")[0] == said[1].split("(")[0]
    right = next(m for m in school.made if m["name"] == "Ann")["password"]
    with PostgresStore(signed_in_url(address, " ann ", right)) as ann:
        assert ann.signed_in.name == "Ann"


# --- what Ann's login cannot do to Bo ------------------------------------------------------------------


def test_ann_reads_none_of_bos_rows_in_any_table(school):
    bo_records(school)
    with PostgresStore(school.ann) as ann:
        play(ann, "Ann", seeds=((11, ()),))
    with psycopg.connect(school.ann, autocommit=True) as conn:
        tables = [name for (name,) in conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()").fetchall()]
        seen = 0
        for table in tables:
            try:
                rows = conn.execute(f"SELECT * FROM {table}").fetchall()
                columns = [c.name for c in conn.execute(f"SELECT * FROM {table} LIMIT 0").description]
            except psycopg.errors.InsufficientPrivilege:
                continue
            seen += 1
            for row in rows:
                record = dict(zip(columns, row))
                assert record.get("trainee_id", school.ids["Ann"]) in (school.ids["Ann"], None), table
                assert "Bo" not in {record.get("name")}, table
        assert seen >= 15
        assert {s for (s,) in conn.execute("SELECT DISTINCT session_id FROM rounds")} == {
            s for (s,) in conn.execute("SELECT id FROM sessions")}
        assert conn.execute("SELECT count(*) FROM actions a WHERE NOT EXISTS (SELECT 1 FROM rounds r "
                            "WHERE r.id = a.round_id)").fetchone()[0] == 0
        assert conn.execute("SELECT id, name FROM classes").fetchall()  # her class, never its PIN hash
        assert isinstance(failing(school.ann, "SELECT pin_hash FROM classes"), psycopg.errors.InsufficientPrivilege)
        assert isinstance(failing(school.ann, "SELECT * FROM trainer_trust"), psycopg.errors.InsufficientPrivilege)


def test_ann_cannot_add_rows_for_bo_in_any_table(school):
    bo = bo_records(school)
    bo_id = school.ids["Bo"]
    now = "2026-01-01T10:00:00+00:00"
    forged = {
        "sessions": ("INSERT INTO sessions (trainee_id, house, mode, started) VALUES (%s, 'x', 'exam', %s)", (bo_id, now)),
        "rounds": ("INSERT INTO rounds (session_id, scenario, started, ended, seconds, finished) "
                   "VALUES (%s, '{}', %s, %s, 1, 1)", (bo["session"], now, now)),
        "actions": ("INSERT INTO actions (round_id, step, action, state) VALUES (%s, 99, 'hit', 'x')", (bo["round"],)),
        "round_points": ("INSERT INTO round_points (round_id, points) VALUES (%s, '[]')", (bo["round"],)),
        "drill_answers": ("INSERT INTO drill_answers (trainee_id, kind, house, stake, expected, correct, seconds, at) "
                          "VALUES (%s, 'k', 'h', '1', '1', 0, 1, %s)", (bo_id, now)),
        "challenges": ("INSERT INTO challenges (trainee_id, kind, key, house, rounds, mistakes, seconds, at) "
                       "VALUES (%s, 'speed', 'k', 'h', 1, 50000, 1, %s)", (bo_id, now)),
        "pack_results": ("INSERT INTO pack_results (trainee_id, pack, title, house, mode, at, rounds, passed_rounds, detail) "
                         "VALUES (%s, 'p', 't', 'h', 'exam', %s, 1, 0, '{}')", (bo_id, now)),
        "spot_results": ("INSERT INTO spot_results (trainee_id, pack, scenario, title, mode, at, seconds, to_find, found, "
                         "wrong_rule, missed, false_alarms, score) VALUES (%s, 'p', 's', 't', 'm', %s, 1, 1, 0, 0, 1, 0, '{}')",
                         (bo_id, now)),
        "round_facts": ("INSERT INTO round_facts (round_id, trainee_id, session_id, house, mode, at, day, week, actions, "
                        "mistakes, finished, clean, seconds) VALUES (%s, %s, %s, 'h', 'm', '2026-01-01T10:00:00', "
                        "'2026-01-01', '2026-W01', 1, 1, 1, 0, 1)", (bo["round"], bo_id, bo["session"])),
        "round_skills": ("INSERT INTO round_skills (round_id, point, trainee_id, house, at, ok, per_action) "
                         "VALUES (%s, 'zz', %s, 'h', '2026-01-01T10:00:00', 0, 1)", (bo["round"], bo_id)),
        "round_codes": ("INSERT INTO round_codes (round_id, code, trainee_id, week, day, point, count) "
                        "VALUES (%s, 'zz', %s, '2026-W01', '2026-01-01', 'p', 9999)", (bo["round"], bo_id)),
        "drill_facts": ("INSERT INTO drill_facts (answer_id, trainee_id, kind, house, at, day, week, correct, seconds) "
                        "VALUES (%s, %s, 'k', 'h', '2026-01-01T10:00:00', '2026-01-01', '2026-W01', 0, 1)",
                        (bo["answer"], bo_id)),
    }
    assert set(forged) == set(TRAINEE_INSERTS)
    for table, (sql, params) in forged.items():
        error = failing(school.ann, sql, params)
        assert "row-level security" in str(error) or isinstance(error, psycopg.errors.UniqueViolation), table
        # nor with Ann's own trainee id on Bo's session or round
        own = tuple(school.ids["Ann"] if value == bo_id else value for value in params)
        if own != params and any(value in (bo["session"], bo["round"], bo["answer"]) for value in params):
            assert "row-level security" in str(failing(school.ann, sql, own)), table
    for sql, params in (("INSERT INTO trainees (name, created) VALUES ('Bo2', now())", ()),
                        ("INSERT INTO class_trainees (class_id, trainee_id) VALUES (1, %s)", (school.ids["Ann"],)),
                        ("INSERT INTO exam_results (assignment_id, trainee_id, rounds, clean_rounds, score, passed, at) "
                         "VALUES (1, %s, 10, 10, 1, 1, now())", (school.ids["Ann"],))):
        assert isinstance(failing(school.ann, sql, params), psycopg.errors.InsufficientPrivilege)
    # the server's functions act on the caller's rows only
    with psycopg.connect(school.ann, autocommit=True) as conn:
        assert conn.execute("SELECT trainer_end_session(%s, %s)", (bo["session"], now)).fetchone()[0] == 0
        assert conn.execute("SELECT trainer_title_round(%s, 'spoiled')", (bo["round"],)).fetchone()[0] == 0
    with PostgresStore(school.owner) as store:
        assert store.connection.execute("SELECT count(*) FROM rounds WHERE title = 'spoiled'").fetchone()[0] == 0
        assert store.connection.execute("SELECT count(*) FROM sessions WHERE trainee_id = ?", (bo_id,)).fetchone()[0] == 1


def test_no_update_delete_truncate_or_ddl_and_no_objects_of_her_own(school):
    bo_records(school)
    with PostgresStore(school.owner) as store:
        tables = [name for (name,) in store.connection.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
            "AND table_type = 'BASE TABLE'").fetchall()]
        before = store.connection.execute("SELECT count(*) FROM rounds").fetchone()[0]
    for table in tables:
        for sql in (f"DELETE FROM {table}", f"TRUNCATE {table} CASCADE", f"DROP TABLE {table} CASCADE",
                    f"ALTER TABLE {table} DISABLE ROW LEVEL SECURITY", f"UPDATE {table} SET received_at = now()"):
            assert isinstance(failing(school.ann, sql), (psycopg.errors.InsufficientPrivilege,
                                                          psycopg.errors.UndefinedColumn)), sql
    for sql in ("CREATE TABLE mine (x int)", "CREATE TABLE public.mine (x int)", "CREATE TEMP TABLE mine (x int)",
                "CREATE FUNCTION mine() RETURNS int LANGUAGE sql AS 'SELECT 1'"):
        assert isinstance(failing(school.ann, sql), psycopg.errors.InsufficientPrivilege), sql
    with PostgresStore(school.owner) as store:
        assert store.connection.execute("SELECT count(*) FROM rounds").fetchone()[0] == before


def test_no_chosen_ids(school):
    with PostgresStore(school.owner) as store:
        top = store.connection.execute("SELECT coalesce(max(id), 0) FROM sessions").fetchone()[0]
    now = "2026-01-01T10:00:00+00:00"
    me = school.ids["Ann"]
    error = failing(school.ann, "INSERT INTO sessions (id, trainee_id, house, mode, started) VALUES (%s, %s, 'h', "
                                "'training', %s)", (top + 5, me, now))
    assert "GENERATED ALWAYS" in str(error) or "non-DEFAULT" in str(error)
    with psycopg.connect(school.ann, autocommit=True) as conn:  # even OVERRIDING SYSTEM VALUE gets the server's id
        for offset in range(1, 51):  # fifty squatted ids, as in the issue
            conn.execute("INSERT INTO sessions (id, trainee_id, house, mode, started) OVERRIDING SYSTEM VALUE "
                         "VALUES (%s, %s, 'h', 'training', %s)", (top + 100 + offset, me, now))
        assert conn.execute("SELECT max(id) FROM sessions").fetchone()[0] < top + 100
    bo = bo_records(school)  # Bo's next sessions and rounds all land
    assert bo["session"] and bo["round"]


def test_ten_mb_texts_and_figures_out_of_bounds_are_refused(school):
    bo_records(school)
    with PostgresStore(school.ann) as ann:
        session = ann.start_session("Ann", HOUSE)
        with pytest.raises(StoreError, match="check constraint"):
            ann.save_round(session, TEN_MB, [], started=datetime.now().astimezone(), ended=datetime.now().astimezone())
        with pytest.raises(StoreError, match="check constraint"):
            ann.start_session("Ann", TEN_MB)
        with pytest.raises(StoreError, match="check constraint"):
            ann.save_drill_answer("Ann", "blackjack", HOUSE, 1, 1, TEN_MB, False, 1.0)
    now = "2026-01-01T10:00:00+00:00"
    error = failing(school.ann, "INSERT INTO challenges (trainee_id, kind, key, house, rounds, mistakes, seconds, at) "
                                "VALUES (%s, 'speed', 'k', 'h', 1, 50000000, 1, %s)", (school.ids["Ann"], now))
    assert "check constraint" in str(error)
    error = failing(school.ann, "INSERT INTO sessions (trainee_id, house, mode, started) VALUES (%s, 'h', 'training', "
                                "'garbage')", (school.ids["Ann"],))
    assert isinstance(error, psycopg.errors.InvalidDatetimeFormat)


def test_every_time_column_is_a_timestamp(school):
    with psycopg.connect(school.owner) as conn:
        times = conn.execute(
            """SELECT table_name, column_name, data_type FROM information_schema.columns
               WHERE table_schema = current_schema() AND (column_name IN ('created', 'started', 'ended', 'at')
                     OR column_name LIKE '%received_at')""").fetchall()
    assert len(times) >= 20
    assert {kind for _, _, kind in times} <= {"timestamp with time zone", "timestamp without time zone"}, times


def test_two_rows_three_seconds_apart_in_one_transaction_are_stamped_three_seconds_apart(school):
    me = school.ids["Ann"]
    with psycopg.connect(school.ann) as conn:
        with conn.transaction():
            conn.execute("INSERT INTO sessions (trainee_id, house, mode, started) VALUES (%s, 'h', 'exam', now())", (me,))
            conn.execute("SELECT pg_sleep(3)")
            conn.execute("INSERT INTO sessions (trainee_id, house, mode, started) VALUES (%s, 'h', 'exam', now())", (me,))
        first, second = [at for (at,) in conn.execute("SELECT received_at FROM sessions ORDER BY id").fetchall()]
    assert 2.9 <= (second - first).total_seconds() < 4.5


def test_at_most_ten_connections_for_one_login_while_the_instructor_works(school, tmp_path, capsys):
    held = [psycopg.connect(school.ann, autocommit=True) for _ in range(CONNECTION_LIMIT)]
    try:
        with pytest.raises(psycopg.OperationalError, match="too many connections"):
            psycopg.connect(school.ann).close()
        with pytest.raises(TooManyConnections, match="too many connections for this login"):
            PostgresStore(school.ann, timeout=2)
        report = tmp_path / "class.csv"
        assert main(["class", "results", "--csv", str(report), "--db", school.owner]) == 0
        assert report.read_text(encoding="utf-8").count("\n") == 3
        bo_records(school)  # and Bo records
    finally:
        for conn in held:
            conn.close()


def test_bo_still_records_after_anns_attacks(school):
    with psycopg.connect(school.ann, autocommit=True) as conn:
        for attack in ("ALTER ROLE CURRENT_USER SET default_transaction_read_only = on",
                       "ALTER ROLE CURRENT_USER SET statement_timeout = 1",
                       "ALTER ROLE CURRENT_USER PASSWORD 'mine'"):
            conn.execute(attack)  # her own role: it touches only herself
        for sql in ("ALTER ROLE CURRENT_USER CONNECTION LIMIT -1", "ALTER ROLE CURRENT_USER CREATEROLE",
                    f"ALTER ROLE {school.made[1]['login']} PASSWORD 'x'",
                    f"GRANT trainer_trainees_{school.owner.rsplit('/', 1)[1]} TO CURRENT_USER"):
            with pytest.raises(psycopg.Error):
                conn.execute(sql)
        for _ in range(2000):  # a NOTIFY flood on every channel she can guess
            conn.execute("NOTIFY trainer, '1'")
    bo = bo_records(school)
    with PostgresStore(school.owner) as store:
        assert store.connection.execute("SELECT count(*) FROM rounds WHERE session_id = ?",
                                        (bo["session"],)).fetchone()[0] == 3


def test_the_live_view_hears_the_servers_notes_only(school):
    listener = listen(school.owner)
    try:
        with psycopg.connect(school.ann, autocommit=True) as conn:
            conn.execute("NOTIFY trainer, '999'")
            for (channel,) in conn.execute("SELECT DISTINCT 'trainer' || x FROM generate_series(1, 3) x").fetchall():
                conn.execute(f"NOTIFY {channel}, '999'")
        heard: list[str] = []
        done = threading.Event()

        def hear() -> None:
            for note in listener.notifies(timeout=3):
                heard.append(note.payload)
            done.set()

        thread = threading.Thread(target=hear)
        thread.start()
        bo_records(school)
        thread.join(10)
    finally:
        listener.close()
    assert heard and set(heard) == {str(school.ids["Bo"])}


# --- the instructor --------------------------------------------------------------------------------------


def test_the_instructors_commands_need_the_owners_login(school, tmp_path, capsys):
    bo_records(school)
    report = tmp_path / "class.csv"
    for command in (["class", "--json"], ["class", "results", "--csv", str(report)],
                    ["class", "add", "Dee"], ["class", "assign", "dealing-order"], ["class", "create", "Night"]):
        assert main([*command, "--db", school.ann]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "owner login" in err, command
        assert main([*command, "--db", school.owner]) == 0, command
        capsys.readouterr()
    with PostgresStore(school.ann) as ann:
        with pytest.raises(OwnerOnly):
            Classes(ann).check_pin("Morning", "2468")
    assert main(["class", "stations", "--db", school.owner]) == 2
    assert "class add" in capsys.readouterr().err


def test_with_their_own_logins_a_class_plays_drills_takes_an_exam_and_sees_its_result(school, tmp_path, capsys):
    with PostgresStore(school.ann) as server:
        station = StationStore(server, tmp_path / "spool.json")
        classes = Classes(server)
        ann = classes.sign_in("Morning", "ann")
        [exam] = [a for a in classes.assignments("Morning", "Ann") if a.is_exam]
        practice = play(station, ann.name)
        station.end_session(practice)
        station.save_drill_answer(ann.name, "blackjack", HOUSE, 100, 150, 150, True, 3.0)
        now = datetime.now().astimezone()
        session = station.start_session(ann.name, HOUSE, "exam", pack="dealing-order", started=now)
        save_pack_rounds(station, session, "dealing-order", [(i, ("first_deal",) if i == 1 else ()) for i in range(9)], now)
        station.end_session(session)
        result = classes.exam_result(exam, ann, session)
        # the exam is the pack's nine scenarios; written by a program in a blink, it waits for the instructor
        assert (result.rounds, result.played, result.clean_rounds, result.verdict) == (9, 9, 8, "to review")
        assert result.fast >= 8 and result.marks[-1].endswith("faster than a person")
        assert station.pending == [] and len(server.rounds(ann)) == 12 and len(server.drill_answers(ann)) == 1
        assert [s.ended is not None for s in server.sessions(ann)] == [True, True]
    assert main(["report", "--trainee", "Ann", "--csv", str(tmp_path / "ann.csv"), "--db", school.ann]) == 0
    capsys.readouterr()
    assert main(["class", "--json", "--db", school.owner]) == 0
    overview = json.loads(capsys.readouterr().out)
    [exam_seen] = overview["exams"]
    assert (exam_seen["trainee"], exam_seen["rounds"], exam_seen["passed"], exam_seen["awaiting_review"]) == (
        "Ann", 9, False, True)
    assert [t["rounds"] for t in overview["trainees"] if t["name"] == "Ann"] == [12]


def test_a_trainee_on_a_database_that_needs_an_upgrade_says_so(school):
    with PostgresStore(school.owner) as store:
        store.connection.execute("UPDATE trainer_schema SET version = 4")
    with pytest.raises(StoreError, match="owner's login") as error:
        PostgresStore(school.ann)
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
    time.sleep(0)
