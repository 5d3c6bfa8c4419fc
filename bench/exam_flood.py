"""An exam class flooded with copies of one exam round: ``trainer class --json`` must not
grow with what a station writes. A benchmark, not a test.

On a local PostgreSQL server (tests/pgserver.py) whose database is owned by a CREATEROLE
login, as the README sets a class up: a class of TRAINEES, each with a morning of practice
and one 8-round exam (settlement-order) played by the book. ``trainer class --json`` is run
as a command (the owner's login) on this clean class. Then FLOOD copies of one exam round
(its actions too) are written into one trainee's exam session, as a script with the
database's URL could, and the command runs again: the first run replays what it has not
seen (identical rounds once) and keeps each round's verdict in the owner's table; later
runs only read the verdicts.

Prints one JSON line:

* ``clean_s``: the command on the clean class (median of RUNS, after one warm-up run);
* ``flood_first_s``: the first run after the flood (replays and keeps the new verdicts);
* ``flood_s``: later runs (median of RUNS);
* ``ratio``: flood_s / clean_s (the target: at most 2).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TRAINEES = 20
FLOOD = 20_000
RUNS = 3
PACK = "settlement-order"
HOUSE = "cosmopol"


def overview_seconds(url: str) -> float:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "trainer", "class", "--json", "--db", url],
                          capture_output=True, text=True, env=env, timeout=3600)
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"trainer class --json failed: {done.stderr.strip()}")
    json.loads(done.stdout)
    return took


def fill_class(url: str) -> int:
    """The clean class; returns one exam session's id (the one to flood)."""
    from tests.storekit import real_round, save_pack_rounds
    from trainer.classroom.classes import Classes
    from trainer.store.postgres import PostgresStore

    with PostgresStore(url) as store:
        classes = Classes(store)
        classes.create("Morning", "2468")
        names = [f"Trainee {n:02d}" for n in range(TRAINEES)]
        for name in names:
            classes.add_trainee("Morning", name)
        classes.assign("Morning", PACK, pass_mark=0.8, minutes=20)
        store.connection.execute("UPDATE assignments SET created = now() - interval '2 hours'")
        now = datetime.now().astimezone() - timedelta(hours=1)
        first = None
        for number, name in enumerate(names):
            practice = store.start_session(name, HOUSE, "training", pack=PACK, started=now)
            for seed in range(6):
                scenario, round_ = real_round(number * 10 + seed)
                store.save_played_round(practice, scenario, round_, now, now + timedelta(seconds=40))
            store.end_session(practice, now + timedelta(minutes=5))
            exam = store.start_session(name, HOUSE, "exam", pack=PACK, started=now)
            save_pack_rounds(store, exam, PACK, [(i, ()) for i in range(8)], now)
            store.end_session(exam, now + timedelta(minutes=10))
            first = first or exam
    assert first is not None
    return first


def flood(url: str, session: int) -> None:
    """FLOOD copies of the session's first round (with its actions), written straight."""
    import psycopg

    with psycopg.connect(url, autocommit=False) as conn:
        round_id, = conn.execute("SELECT min(id) FROM rounds WHERE session_id = %s", (session,)).fetchone()
        columns = [c for (c,) in conn.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_name = 'rounds' AND table_schema = current_schema() "
            "AND column_name NOT IN ('id', 'uid', 'received_at', 'received_from')").fetchall()]
        listed = ", ".join(columns)
        conn.execute(
            f"""INSERT INTO rounds ({listed}, uid)
                SELECT {listed}, 'flood-' || n FROM rounds, generate_series(1, %s) AS n WHERE id = %s""",
            (FLOOD, round_id))
        action_columns = [c for (c,) in conn.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_name = 'actions' AND table_schema = current_schema() "
            "AND column_name NOT IN ('round_id', 'received_at', 'received_from', 'id')").fetchall()]
        taken = ", ".join(f"a.{c}" for c in action_columns)
        conn.execute(
            f"""INSERT INTO actions (round_id, {', '.join(action_columns)})
                SELECT r.id, {taken} FROM rounds r JOIN actions a ON a.round_id = %s WHERE r.uid LIKE 'flood-%%'""",
            (round_id,))
        conn.commit()


def main() -> None:
    from tests import pgserver

    reason = pgserver.missing_reason()
    if reason is not None:
        raise SystemExit(f"no PostgreSQL server here: {reason}")
    with pgserver.LocalServer() as server:
        url = server.create_owned_database("exam_flood", "exam_flood_owner")
        session = fill_class(url)
        overview_seconds(url)  # warm-up: the verdicts of the clean class are kept
        clean = statistics.median(overview_seconds(url) for _ in range(RUNS))
        flood(url, session)
        first = overview_seconds(url)
        flooded = statistics.median(overview_seconds(url) for _ in range(RUNS))
    print(json.dumps({"trainees": TRAINEES, "flood_rounds": FLOOD, "clean_s": round(clean, 3),
                      "flood_first_s": round(first, 3), "flood_s": round(flooded, 3),
                      "ratio": round(flooded / clean, 2)}))


if __name__ == "__main__":
    main()
