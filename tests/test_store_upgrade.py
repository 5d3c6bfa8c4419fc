"""A database of the previous release (schema 5) upgrades to schema 7 with its history
intact, on SQLite and on a PostgreSQL server; the upgrade shows its progress and goes
on where it stopped when interrupted.

tests/fixtures/old_schema_v5.sqlite3.gz was made by tests/fixtures/make_old_schema.py
with the trainer at commit 12b4e0d (3,400 real rounds, drill answers, a class), and
old_schema_v5.json holds what that release's own queries said of it."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.fixtures.make_old_schema import figures
from trainer.classroom.class_report import COLUMNS, class_report
from trainer.classroom.classes import Classes
from trainer.store import MIGRATIONS, SCHEMA_VERSION, Store, StoreError
from trainer.store.schema import migrate

FIXTURES = Path(__file__).resolve().parent / "fixtures"
EXPECTED = json.loads((FIXTURES / "old_schema_v5.json").read_text(encoding="utf-8"))
NAMES = ("Åsa Berg", "Bo Ek", "Cilla Ström")


def unpack(folder: Path) -> Path:
    path = folder / "progress.sqlite3"
    with gzip.open(FIXTURES / "old_schema_v5.sqlite3.gz", "rb") as packed, open(path, "wb") as out:
        shutil.copyfileobj(packed, out)
    return path


def assert_intact(store: Store, by_name: bool = True) -> None:
    for name in NAMES:
        found = json.loads(json.dumps(figures(store, name)))  # tuples as lists, as the file has them
        for key, expected in EXPECTED[name].items():
            assert found[key] == expected, (name, key)
    cells = [line.cells() for line in class_report(Classes(store), "Evening")]
    # the previous release's columns, intact; the columns added since (the exam marks of
    # results worked out from the record, the last attempt against its pack) are empty and
    # the count of attempts awaiting review is 0: these exams were never taken
    known = len(EXPECTED["class"][0])
    lines = [row[:known] for row in cells]
    awaiting = COLUMNS.index("exams_awaiting_review")
    assert all(cell == ("0" if known + i == awaiting else "") for row in cells for i, cell in enumerate(row[known:]))
    # a server sorts names by its ICU collation (Åsa first), SQLite's NOCASE by code point
    assert lines == EXPECTED["class"] if by_name else sorted(lines) == sorted(EXPECTED["class"])


def test_the_fixture_is_of_the_previous_release(tmp_path):
    path = unpack(tmp_path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == EXPECTED["schema_version"] == 5 < SCHEMA_VERSION
    assert conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0] == 3400
    conn.close()
    with pytest.raises(StoreError, match="older trainer"):  # a report reads it only after the upgrade
        Store(path, readonly=True)


def test_an_old_sqlite_database_upgrades_with_its_history_intact(tmp_path):
    path = unpack(tmp_path)
    shown: list[tuple[int, int]] = []
    with Store(path, progress=lambda done, total: shown.append((done, total))) as store:
        assert store.schema_version == SCHEMA_VERSION
        assert_intact(store)
        counted = store.connection.execute("SELECT COUNT(*) FROM round_facts").fetchone()[0]
        assert counted == 3400
    totals = {total for _, total in shown}
    assert len(totals) == 1 and shown[-1][0] == totals.pop() > 3400  # the rounds and the drill answers
    assert [done for done, _ in shown] == sorted(done for done, _ in shown) and len(shown) > 5
    with Store(path, readonly=True) as reader:  # a report reads the upgraded file as it is
        assert_intact(reader)


class Interrupted(Exception):
    pass


def test_an_interrupted_upgrade_goes_on_where_it_stopped(tmp_path):
    path = unpack(tmp_path)
    conn = sqlite3.connect(path, isolation_level=None)

    def stop_after_three(done: int, total: int) -> None:
        if done >= 3 * 400:
            raise Interrupted

    with pytest.raises(Interrupted):
        migrate(conn, progress=stop_after_three)
    # three batches were committed; the version is the old one until the last batch
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION - 1
    kept = conn.execute("SELECT COUNT(*) FROM round_facts").fetchone()[0]
    assert kept == 1200
    conn.close()
    shown: list[tuple[int, int]] = []
    with Store(path, progress=lambda done, total: shown.append((done, total))) as store:
        assert shown[0][1] == 3400 - 1200 + store.connection.execute("SELECT COUNT(*) FROM drill_answers").fetchone()[0]
        assert_intact(store)


# --- the same rows on a PostgreSQL server ----------------------------------------------------

#: the tables of schema 5 in an order their foreign keys accept.
TABLES = ("trainees", "sessions", "rounds", "actions", "drill_answers", "classes", "class_trainees", "assignments",
          "exam_results", "round_points", "challenges", "pack_results", "spot_results")


def load_into_server(sqlite_file: Path, url: str) -> None:
    """A class server of the previous release holding the same rows: schema 5 made by
    the same steps, the rows copied over with their ids."""
    from trainer.store.postgres import PgConnection, _open_pool, migrate_server

    pool = _open_pool(url, 2, 10.0)
    conn = PgConnection(pool)
    try:
        assert migrate_server(conn, MIGRATIONS[:SCHEMA_VERSION - 1]) == SCHEMA_VERSION - 1
        source = sqlite3.connect(sqlite_file)
        with pool.connection() as pg:
            with pg.transaction():
                for table in TABLES:
                    columns = [row[1] for row in source.execute(f"PRAGMA table_info({table})")]
                    rows = source.execute(f"SELECT {', '.join(columns)} FROM {table}")
                    with pg.cursor().copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                        for row in rows:
                            copy.write_row(row)
                    if "id" in columns:  # the identity goes on after the copied ids
                        pg.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                                   f"(SELECT COALESCE(MAX(id), 1) FROM {table}))")
        source.close()
    finally:
        conn.close()


def test_an_old_class_server_upgrades_with_its_history_intact(tmp_path, pg_url):
    from trainer.store.postgres import PostgresStore

    load_into_server(unpack(tmp_path), pg_url)
    shown: list[tuple[int, int]] = []
    with PostgresStore(pg_url, progress=lambda done, total: shown.append((done, total))) as store:
        assert store.schema_version == SCHEMA_VERSION
        assert shown and shown[-1][0] == shown[-1][1]
        assert_intact(store, by_name=False)
        # a round recorded after the upgrade gets its figures and a new id past the old ones
        from datetime import timedelta

        from tests.storekit import MONDAY, real_round

        scenario, round_ = real_round(7)
        session = store.start_session("Bo Ek", "cosmopol")
        round_id = store.save_played_round(session, scenario, round_, MONDAY, MONDAY + timedelta(seconds=40))
        assert round_id > 3400
        assert store.round_summary(round_id).actions == len(round_.history)
