"""A class under load: 60 station processes playing and drilling against one local
PostgreSQL server with PostgreSQL's default ``max_connections`` (100), the server killed
for 5 s in the middle. A benchmark, not a test.

Each station is a process of its own with the station's real write path (a
``PostgresStore`` inside a ``StationStore``: no long retries, a spool file for what
the server does not take), signed in with its trainee's own login (``trainer class add``:
row-level security, typed rows, docs/class-trust.md), made by a CREATEROLE owner that is
no superuser, as in the README; the owner's login counts what arrived. It plays real rounds (recorded once before the start, so the
load is the writing, not the dealing) and answers payout drills at a steady pace, far
above a real class's (a trainee ends a round every half minute or so). In the middle
the server is stopped with ``pg_ctl -m immediate`` (a crash) and started again 5 s later.

Then 30 stations write the same way to one SQLite file on the local disk for a
shorter while: the baseline the server's figures are set against (a school must not
share a SQLite file; this only says what the server costs per write).

Prints one JSON line:

* ``rounds_per_second``, ``drills_per_second``: writes that reached the server, per second;
* ``p50_write_ms``/``p99_write_ms``: a round's save (one transaction with its actions),
  writes made while the server was up;
* ``kept_during_outage``: writes the stations kept in their spool while the server was down;
* ``lost``/``duplicated``: rounds and drill answers a station made that are not in the
  database, or are in it more than once (both must be 0);
* ``drained_s``: from the restart until the last station's spool was empty;
* ``sqlite_*`` and ``*_ratio_vs_sqlite``: the baseline and the ratios against it.

Only loopback addresses are used (the server listens on 127.0.0.1).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

STATIONS = 60
SECONDS = 60.0
OUTAGE = 5.0
SQLITE_SECONDS = 15.0
#: the baseline's stations on one SQLite file (60 writers on one file on a small machine
#: wait past SQLite's busy timeout: the baseline is the cost of a write, not a class's size)
SQLITE_STATIONS = 30
#: a station's pace: a round every ROUND_EVERY seconds, a drill answer after every other round.
ROUND_EVERY = 0.5
HOUSE = "cosmopol"


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


# --- one station (a child process) ------------------------------------------------------------------


def station(args: argparse.Namespace) -> None:
    from tests.storekit import real_round
    from trainer.classroom.station import StationStore
    from trainer.store import Store
    from trainer.store.postgres import server_answers

    rounds = [real_round(seed, wrong) for seed, wrong in ((args.index * 7 + 1, ()), (args.index * 7 + 2, ("settlement",)),
                                                          (args.index * 7 + 3, ()), (args.index * 7 + 4, ("first_deal",)))]
    server = args.db.startswith("postgresql://")
    if server:
        from trainer.store import StoreError
        from trainer.store.postgres import PostgresStore

        deadline = time.time() + 300
        while True:  # 60 stations starting at once on a small machine: the first connection may wait
            try:
                store = PostgresStore(args.db, retry_pauses=(), timeout=1, max_connections=1)
                break
            except StoreError:
                if time.time() > deadline:
                    raise
                time.sleep(0.5)
        writer = StationStore(store, Path(args.spool))
    else:
        store = Store(args.db)
        writer = store
    name = f"Trainee {args.index:02d}"
    made = {"rounds": [], "drills": [], "latencies": [], "kept": 0, "drained_at": None,
            "late_start_s": max(0.0, time.time() - args.start_at)}
    while time.time() < args.start_at:
        time.sleep(0.01)
    end = args.start_at + args.seconds
    session = writer.start_session(name, HOUSE, pack="dealing-order")
    count = 0
    while time.time() < end:
        began = time.perf_counter()
        scenario, round_ = rounds[count % len(rounds)]
        now = datetime.now().astimezone()
        uid = str(uuid.uuid4())
        saved = writer.save_played_round(session, scenario, round_, now - timedelta(seconds=30), now, uid=uid)
        took = time.perf_counter() - began
        made["rounds"].append(uid)
        if saved is not None:
            made["latencies"].append(took)
        else:
            made["kept"] += 1
        if count % 2:
            uid = str(uuid.uuid4())
            answered = writer.save_drill_answer(name, "blackjack", HOUSE, 100, 150, 150, True, 3.0, uid=uid)
            made["drills"].append(uid)
            made["kept"] += answered is None
        if server and writer.pending and server_answers(args.db, 0.2):
            writer.flush()
            if not writer.pending:
                made["drained_at"] = time.time()  # the spool just became empty
        count += 1
        time.sleep(max(0.0, ROUND_EVERY - (time.perf_counter() - began)))
    writer.end_session(session)
    if server:
        deadline = time.time() + 90
        while writer.pending and time.time() < deadline:
            if server_answers(args.db, 0.2):
                writer.flush()
                if not writer.pending:
                    made["drained_at"] = time.time()
            time.sleep(0.1)
        made["pending_left"] = len(writer.pending)
    store.close()
    Path(args.out).write_text(json.dumps(made))


# --- the run (the parent) ------------------------------------------------------------------------------


def run_stations(dbs: list[str], seconds: float, work: Path, tag: str, during=None) -> list[dict]:
    """One station process per entry of ``dbs`` (a trainee's own URL, or the SQLite file)."""
    start_at = time.time() + 4.0 + 0.75 * len(dbs)  # every child imports and records its rounds first
    children = []
    for index, db in enumerate(dbs):
        out = work / f"{tag}-{index}.json"
        children.append((out, subprocess.Popen(
            [sys.executable, __file__, "--station", "--index", str(index), "--db", db, "--seconds", str(seconds),
             "--start-at", str(start_at), "--out", str(out), "--spool", str(work / f"{tag}-spool-{index}.json")],
            cwd=ROOT,
        )))
    if during is not None:
        during(start_at)
    results = []
    for out, child in children:
        if child.wait(timeout=seconds + 200) != 0:
            raise SystemExit(f"a station failed (exit {child.returncode})")
        results.append(json.loads(out.read_text()))
    return results


def count_in(store, table: str, uids: list[str]) -> tuple[int, int]:
    """(how many of ``uids`` are missing, how many rows there are beyond one per uid)."""
    rows = store.connection.execute(f"SELECT uid, COUNT(*) FROM {table} WHERE uid IS NOT NULL GROUP BY uid").fetchall()
    found = dict(rows)
    missing = sum(1 for uid in uids if uid not in found)
    extra = sum(n - 1 for n in found.values()) + (len(found) - len(set(uids) & set(found)))
    return missing, extra


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--station", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--index", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    parser.add_argument("--start-at", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    parser.add_argument("--spool", help=argparse.SUPPRESS)
    parser.add_argument("--seconds", type=float, default=SECONDS, help="how long the stations play on the server")
    parser.add_argument("--stations", type=int, default=STATIONS, help="how many stations (each a trainee's login)")
    args = parser.parse_args()
    if args.station:
        station(args)
        return 0

    from tests import pgserver
    from trainer.store import Store
    from trainer.store.postgres import PostgresStore

    reason = pgserver.missing_reason()
    if reason:
        print(json.dumps({"skipped": reason}))
        return 0
    with tempfile.TemporaryDirectory(prefix="classroom-") as folder, pgserver.LocalServer(max_connections=100) as server:
        work = Path(folder)
        url = server.create_owned_database("classroom", "instructor")
        from trainer.classroom.classes import Classes
        from trainer.store.pg_logins import login_url

        with PostgresStore(url) as store:  # the schema, the class and a login per trainee, before the stations come
            classes = Classes(store)
            classes.create("Bench")
            logins = [login_url(url, *classes.add_login("Bench", f"Trainee {index:02d}")[1:])
                      for index in range(args.stations)]
        outage = {}

        def kill_in_the_middle(start_at: float) -> None:
            time.sleep(max(0.0, start_at + args.seconds / 2 - time.time()))
            outage["down"] = time.time()
            server.stop("immediate")
            time.sleep(OUTAGE)
            server.start()
            outage["up"] = time.time()

        results = run_stations(logins, args.seconds, work, "pg", kill_in_the_middle)
        with PostgresStore(url) as store:
            rounds = [uid for r in results for uid in r["rounds"]]
            drills = [uid for r in results for uid in r["drills"]]
            lost_rounds, extra_rounds = count_in(store, "rounds", rounds)
            lost_drills, extra_drills = count_in(store, "drill_answers", drills)
            total_rounds = store.connection.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
        latencies = [t for r in results for t in r["latencies"]]

        sqlite_path = work / "baseline.sqlite3"
        Store(sqlite_path).close()
        for index in range(SQLITE_STATIONS):
            with Store(sqlite_path) as store:
                store.trainee(f"Trainee {index:02d}")
        try:
            baseline = run_stations([str(sqlite_path)] * SQLITE_STATIONS, SQLITE_SECONDS, work, "sqlite")
            baseline_problem = None
        except SystemExit as failed:  # a loaded machine: writers wait past SQLite's busy timeout
            baseline, baseline_problem = [], str(failed)
        sqlite_latencies = [t for r in baseline for t in r["latencies"]] or [float("nan")]
        sqlite_rounds = sum(len(r["rounds"]) for r in baseline)

    p99, sqlite_p99 = percentile(latencies, 0.99), percentile(sqlite_latencies, 0.99)
    rounds_per_second = (total_rounds) / args.seconds
    sqlite_per_second = sqlite_rounds / SQLITE_SECONDS
    # from the restart until the last station's spool was empty (stations that never kept anything do not count)
    drained = max((r["drained_at"] for r in results if r["drained_at"]), default=outage["up"]) - outage["up"]
    print(json.dumps({
        "stations": args.stations,
        "own_logins": True,
        "max_connections": server.max_connections,
        "seconds": args.seconds,
        "outage_s": OUTAGE,
        "rounds_written": total_rounds,
        "rounds_per_second": round(rounds_per_second, 1),
        "drills_per_second": round(len(drills) / args.seconds, 1),
        "p50_write_ms": round(statistics.median(latencies) * 1000, 1),
        "p99_write_ms": round(p99 * 1000, 1),
        "kept_during_outage": sum(r["kept"] for r in results),
        "latest_start_s": round(max(r["late_start_s"] for r in results), 1),
        "pending_left": sum(r.get("pending_left", 0) for r in results),
        "lost": lost_rounds + lost_drills,
        "duplicated": extra_rounds + extra_drills,
        "drained_s": round(max(0.0, drained), 1),
        "sqlite_baseline_problem": baseline_problem,
        "sqlite_rounds_per_second": round(sqlite_per_second, 1),
        "sqlite_p50_write_ms": round(statistics.median(sqlite_latencies) * 1000, 1),
        "sqlite_p99_write_ms": round(sqlite_p99 * 1000, 1),
        "p99_ratio_vs_sqlite": round(p99 / sqlite_p99, 2),
        "throughput_ratio_vs_sqlite": round(rounds_per_second / sqlite_per_second, 2) if sqlite_per_second else None,
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
