"""The readers' queries use the indexes made for them, on both backends: the plan of
every query on the rounds' kept figures (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's
EXPLAIN) reads the one trainee's rows through an index, never a whole table."""

from __future__ import annotations

import re

from tests.storekit import demo_history, fill_history
from trainer.core.practice.skills import load_skill_book
from trainer.progress.report import trainee_report
from trainer.progress.skills import skill_statuses, tracks
from trainer.store import Store

KEPT = re.compile(r"\b(round_facts|round_skills|round_codes|drill_facts|skill_tracks)\b")


def read_everything(store, trainee, other) -> None:
    """What the History tab, the Skills tab, the reports and the class report ask."""
    store.sessions(trainee)
    for by in ("week", "day", "session"):
        store.accuracy_trend(trainee, by=by, last=52)
    for by in ("week", "day"):
        store.mistakes_per_code(trainee, by=by, last=52)
    store.weakest_points(trainee)
    store.weakest_points(trainee, last_rounds=10)
    page = store.latest_rounds(trainee, 5)
    store.latest_rounds(trainee, 5, before=page[-1][2])
    store.round_totals(trainee)
    store.round_summary(page[0][0].id)
    store.totals_of([trainee.id, other.id])
    list(store.iter_mistakes(trainee))
    trainee_report(store, trainee)
    skill_statuses(store, trainee)
    tracks(store, trainee, load_skill_book().skills_for("cosmopol", trainee.name), "cosmopol")


def test_sqlite_plans_search_by_index(tmp_path):
    with Store.open(tmp_path) as store:
        ann = fill_history(store, "Ann", 300, per_day=20)
        bo = fill_history(store, "Bo", 200, per_day=20, seed=8000)
        store.connection.execute("ANALYZE")  # the planner knows the tables are big and mixed
        seen: list[str] = []
        store.connection.set_trace_callback(seen.append)
        read_everything(store, ann, bo)
        store.connection.set_trace_callback(None)
        checked = 0
        for sql in seen:
            if not KEPT.search(sql) or not sql.lstrip().upper().startswith(("SELECT", "WITH")):
                continue
            plan = [row[3] for row in store.connection.execute("EXPLAIN QUERY PLAN " + sql)]
            assert not [step for step in plan if step.startswith("SCAN")], (sql, plan)
            checked += 1
        assert checked > 30


def test_server_plans_search_by_index(pg_url):
    from trainer.store.postgres import PostgresStore

    with PostgresStore(pg_url) as store:
        ann, bo = demo_history(store), demo_history(store, "Bo Ek")
        seen: list[tuple[str, tuple]] = []
        execute = store._conn.execute

        def tracing(sql, params=()):
            seen.append((sql, tuple(params)))
            return execute(sql, params)

        store._conn.execute = tracing
        read_everything(store, ann, bo)
        store._conn.execute = execute
        checked = 0
        with store._conn.transaction() as tx:
            # a few rows make a whole-table read the cheapest; without it, is an index there to use?
            tx.execute("SET LOCAL enable_seqscan = off")
            for sql, params in seen:
                if not KEPT.search(sql) or not sql.lstrip().upper().startswith(("SELECT", "WITH")):
                    continue
                plan = [row[0] for row in tx.execute("EXPLAIN " + sql, params).fetchall()]
                scans = [line for line in plan if re.search(r"Seq Scan on (round_facts|round_skills|round_codes|drill_facts|skill_tracks)", line)]
                assert not scans, (sql, plan)
                checked += 1
        assert checked > 30
