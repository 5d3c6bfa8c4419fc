"""The previous release's class database upgrades in place on the owner's first open
(issue 34): history kept, times typed, the shared station login gone, each trainee given a
login by ``trainer class password``; rows the old layer let a station write (a time that
is no time) are read without a traceback.

The old database is made as the previous release left it: the shared schema steps (the
same for both releases) with times as text, the first trust layer's table, and the
stations' shared login with its grants, all by the README's owner (CREATEROLE, no superuser).
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta

import psycopg
import pytest

from tests.storekit import HOUSE, real_round
from trainer.classroom.class_report import class_report
from trainer.classroom.classes import Classes
from trainer.commands.cli import main
from trainer.store.pg_logins import login_url
from trainer.store.pg_roles import TRUST_VERSION, station_login_name
from trainer.store.postgres import PgConnection, PostgresStore, _open_pool, migrate_server

STAMP = "2026-03-04T09:00:00+01:00"


def old_class_database(owner_url: str) -> str:
    """The previous release's class database; returns its station login's URL."""
    conn = PgConnection(_open_pool(owner_url, 2, 5.0))
    migrate_server(conn)
    conn.id_tables = {"trainees", "sessions", "rounds", "classes", "assignments", "drill_answers"}
    database = conn.execute("SELECT current_database()").fetchone()[0]
    station = station_login_name(database)
    conn.execute("CREATE TABLE trainer_trust (version INTEGER NOT NULL, schema_version INTEGER NOT NULL, "
                 "station_login TEXT, pin_pause_after INTEGER NOT NULL, pin_pause_step DOUBLE PRECISION NOT NULL, "
                 "pin_pause_max DOUBLE PRECISION NOT NULL)")
    conn.execute("INSERT INTO trainer_trust VALUES (1, 7, ?, 3, 1.0, 15.0)", (station,))
    conn.execute(f'CREATE ROLE "{station}" LOGIN PASSWORD \'station-pw\'')
    conn.execute(f'GRANT CONNECT ON DATABASE "{database}" TO "{station}"')
    conn.execute(f'GRANT USAGE ON SCHEMA public TO "{station}"')
    for table in ("trainees", "sessions", "rounds", "actions", "drill_answers", "round_facts"):
        conn.execute(f'GRANT SELECT, INSERT ON {table} TO "{station}"')
    conn.execute("INSERT INTO classes (name, pin_hash, created) VALUES ('Morning', 'scrypt$x', ?)", (STAMP,))
    for name in ("Ann", "Bo"):
        conn.execute("INSERT INTO trainees (name, created) VALUES (?, ?)", (name, STAMP))
    conn.execute("INSERT INTO class_trainees SELECT 1, id FROM trainees")
    conn.close()
    # what the old station login let anyone write: times that are no time
    station_url = login_url(owner_url, station, "station-pw")
    with psycopg.connect(station_url, autocommit=True) as raw:
        raw.execute("INSERT INTO trainees (name, created) VALUES ('Mallory', 'x')")
    return station_url


@pytest.fixture
def old_school(owner_pg_url):
    station_url = old_class_database(owner_pg_url)
    # Ann's history, recorded through the old layer's connection (the owner's, as the old store did)
    conn = PgConnection(_open_pool(owner_pg_url, 2, 5.0))
    conn.id_tables = {"sessions", "rounds"}
    session = conn.execute("INSERT INTO sessions (trainee_id, house, pack, mode, started) "
                           "VALUES (1, ?, 'dealing-order', 'training', ?)", (HOUSE, STAMP)).lastrowid
    scenario, round_ = real_round(11)
    round_id = conn.execute(
        "INSERT INTO rounds (session_id, scenario, started, ended, seconds, finished) VALUES (?, ?, ?, ?, 60, 1)",
        (session, json.dumps(scenario.to_yaml_data(played=round_)), STAMP, "garbage")).lastrowid
    for record in round_.history:
        conn.execute("INSERT INTO actions (round_id, step, action, state) VALUES (?, ?, ?, ?)",
                     (round_id, record.step, str(record.action), record.state))
    from trainer.store.backfill import fill

    with conn.transaction() as tx:  # its kept figures, as the old store wrote them with the round
        while fill(tx):
            pass
    conn.close()
    return owner_pg_url, station_url


def test_the_owners_first_open_upgrades_the_old_class_database_in_place(old_school, tmp_path, capsys):
    owner_url, station_url = old_school
    with PostgresStore(owner_url) as store:
        conn = store.connection
        assert conn.execute("SELECT version, station_login FROM trainer_trust").fetchone() == (TRUST_VERSION, None)
        assert conn.execute("SELECT count(*) FROM pg_roles WHERE rolname LIKE 'trainer_station_%'").fetchone()[0] == 0
        kinds = {kind for (kind,) in conn.execute(
            "SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() "
            "AND column_name IN ('created', 'started', 'ended', 'at')").fetchall()}
        assert kinds <= {"timestamp with time zone", "timestamp without time zone"}
        assert [t.name for t in store.trainees()] == ["Ann", "Bo", "Mallory"]  # every row kept, readable
        assert len(store.rounds("Ann")) == 1
    with pytest.raises(psycopg.OperationalError):  # the shared login is gone
        psycopg.connect(station_url).close()
    # the instructor's readers show the class, no traceback for the old rows
    assert main(["class", "results", "--csv", str(tmp_path / "class.csv"), "--db", owner_url]) == 0
    capsys.readouterr()
    assert main(["class", "--json", "--db", owner_url]) == 0
    assert [t["name"] for t in json.loads(capsys.readouterr().out)["trainees"]] == ["Ann", "Bo"]
    assert main(["report", "--trainee", "Ann", "--csv", str(tmp_path / "ann.csv"), "--db", owner_url]) == 0
    # each trainee given a login: Ann sees her history with it and records on
    capsys.readouterr()
    assert main(["class", "password", "Ann", "--json", "--db", owner_url]) == 0
    [made] = json.loads(capsys.readouterr().out)
    with PostgresStore(login_url(owner_url, made["login"], made["password"])) as ann:
        assert ann.signed_in.name == "Ann" and len(ann.rounds("Ann")) == 1
        now = datetime.now().astimezone()
        session = ann.start_session("Ann", HOUSE, started=now)
        scenario, round_ = real_round(12)
        ann.save_played_round(session, scenario, round_, now, now + timedelta(seconds=20))
        assert [t.name for t in ann.trainees()] == ["Ann"]
    with PostgresStore(owner_url) as store:
        assert [line.rounds for line in class_report(Classes(store), "Morning")] == [2, 0]


def test_a_second_open_changes_nothing(old_school):
    owner_url, _ = old_school
    with PostgresStore(owner_url):
        pass
    with PostgresStore(owner_url) as store:
        assert store.connection.execute("SELECT version FROM trainer_trust").fetchone()[0] == TRUST_VERSION
