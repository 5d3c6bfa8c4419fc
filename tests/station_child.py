"""A class station in a process of its own, for the tests that kill one (tests/test_station_faults.py).

    python -m tests.station_child URL DATA_FOLDER TRAINEE ROUNDS

Opens the class database as ``trainer gui --db`` does (a quick-giving-up PostgresStore in
a StationStore with a spool of its own), starts a session, prints ``open``; then, after a
line on stdin (the test has stopped the server meanwhile), plays ROUNDS real rounds,
prints ``kept N`` (the writes waiting in its spool) and waits to be killed.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tests.storekit import HOUSE, real_round
from trainer.classroom.station import StationStore
from trainer.core.procedure.view import view_of
from trainer.progress.recording import ProgressRecorder
from trainer.store.postgres import PostgresStore


def main() -> None:
    url, folder, name, rounds = sys.argv[1], Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    station = StationStore.for_database(PostgresStore(url, retry_pauses=(), timeout=1), folder)
    recorder = ProgressRecorder(station, name)
    recorder.begin_session(HOUSE, "training", "dealing-order")
    print("open", flush=True)
    sys.stdin.readline()
    for seed in range(rounds):
        scenario, round_ = real_round(seed + 1, ())
        recorder.round_started(view_of(round_), scenario)
        recorder.round_ended(records=tuple(round_.history), view=view_of(round_))
    print("kept", len(station.pending), flush=True)
    time.sleep(600)


if __name__ == "__main__":
    main()
