"""Typed and bounded rows on a class server: nothing a reader cannot read can be stored.

The shared schema steps (:mod:`trainer.store.schema`) are written for SQLite, where every
time is ISO text. On a class server the owner's open (:func:`apply_types`, part of the
trust layer in :mod:`trainer.store.pg_roles`) makes each of them a real type:

* every time a trainee's station writes (``created``, ``started``, ``ended``, ``at``) a
  ``timestamptz``; the kept UTC times of the figures beside each round (``round_facts``,
  ``round_skills``, ``drill_facts``) a ``timestamp`` (UTC, as the SQLite file keeps them)
  and their ``day`` and ``week`` texts of their one form;
* every text a length bound (:data:`LONG_TEXTS` 256 KiB, names :data:`NAME_BYTES`, the rest
  :data:`SHORT_BYTES`), every figure a number between 0 and :data:`FIGURE_MAX`, flags 0 or
  1, and a round's kept mistakes never more than its actions;
* every ``id`` ``GENERATED ALWAYS``: the server picks ids, an INSERT that names one is refused.

An older release's rows are kept: a time text the server cannot read becomes the row's
``received_at`` (or 1970-01-01 when it has none), and the bounds are added ``NOT VALID``,
so they refuse new rows without judging old ones. The adapter in
:mod:`trainer.store.postgres` hands times out as ISO text again, so the store's readers
work on both backends unchanged.
"""

from __future__ import annotations

from typing import Any

#: texts that hold a whole scenario, a pack's summary or a kept track (JSON).
LONG_TEXTS = frozenset({
    ("rounds", "scenario"), ("pack_results", "detail"), ("spot_results", "score"), ("round_points", "points"),
    ("skill_tracks", "state"), ("skill_tracks", "rule"), ("actions", "expected"), ("actions", "state"),
})
LONG_BYTES = 256 * 1024
NAME_BYTES = 200
SHORT_BYTES = 1000
#: the largest figure (a count, seconds, a share) any row holds.
FIGURE_MAX = 1_000_000
#: 0/1 columns.
FLAGS = frozenset({"finished", "correct", "passed", "clean", "ok"})
#: time columns of the kept figures: UTC ``timestamp`` (the rest are ``timestamptz``).
UTC_TIMES = frozenset({("round_facts", "at"), ("round_skills", "at"), ("drill_facts", "at")})
TIME_NAMES = frozenset({"created", "started", "ended", "at"})
#: the forms of the kept day and week texts.
PERIOD_FORMS = {"day": r"^\d{4}-\d{2}-\d{2}$", "week": r"^\d{4}-W\d{2}$"}

#: a time text as a time, NULL when the server cannot read it (an older release's rows).
AS_TIME = """CREATE OR REPLACE FUNCTION trainer_as_time(p text) RETURNS timestamptz
LANGUAGE plpgsql STABLE SET search_path = pg_catalog AS $$
BEGIN
    RETURN p::timestamptz;
EXCEPTION WHEN others THEN
    RETURN NULL;
END $$"""
AS_UTC = """CREATE OR REPLACE FUNCTION trainer_as_utc(p text) RETURNS timestamp
LANGUAGE plpgsql STABLE SET search_path = pg_catalog AS $$
BEGIN
    RETURN p::timestamp;
EXCEPTION WHEN others THEN
    RETURN NULL;
END $$"""

#: the mistakes view, as schema step 2 makes it, limited to the caller's own rows when the
#: caller is a trainee (a view reads its tables with its owner's rights, so row-level
#: security alone would not hold here on servers before 15).
MISTAKES_VIEW = """CREATE VIEW mistakes AS
    SELECT s.trainee_id, r.session_id, a.round_id, a.step, a.action, a.state,
           a.mistake AS code, a.expected, r.started AS at
    FROM actions a
    JOIN rounds r ON r.id = a.round_id
    JOIN sessions s ON s.id = r.session_id
    WHERE a.mistake IS NOT NULL
      AND ((SELECT trainer_me()) IS NULL OR s.trainee_id = (SELECT trainer_me()))"""


def columns(tx: Any) -> list[tuple[str, str, str, str, str]]:
    """(table, column, data type, nullable YES/NO, identity YES/NO) of the schema's tables."""
    return [(str(a), str(b), str(c), str(d), str(e)) for a, b, c, d, e in tx.execute(
        """SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.is_identity
           FROM information_schema.columns c JOIN information_schema.tables t
             ON t.table_schema = c.table_schema AND t.table_name = c.table_name
           WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
           ORDER BY c.table_name, c.ordinal_position""").fetchall()]


def _has_constraint(tx: Any, table: str, name: str) -> bool:
    return tx.execute(
        "SELECT 1 FROM pg_constraint WHERE conrelid = to_regclass(?) AND conname = ?", (_q(table), name)
    ).fetchone() is not None


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _check(tx: Any, table: str, name: str, condition: str) -> None:
    """Add a CHECK once, NOT VALID: it refuses new rows and leaves an older release's as they are."""
    name = name[:63]
    if not _has_constraint(tx, table, name):
        tx.execute(f"ALTER TABLE {_q(table)} ADD CONSTRAINT {_q(name)} CHECK ({condition}) NOT VALID")


def apply_types(tx: Any, skip: frozenset[str] = frozenset()) -> None:
    """Types, bounds and server-made ids on every table but ``skip`` (in the owner's transaction)."""
    tx.execute(AS_TIME)
    tx.execute(AS_UTC)
    found = [c for c in columns(tx) if c[0] not in skip]
    times = [c for c in found if c[1] in TIME_NAMES and c[2] == "text"]
    if times:
        tx.execute("DROP VIEW IF EXISTS mistakes")
    for table, column, _kind, nullable, _identity in times:
        utc = (table, column) in UTC_TIMES
        kind, reading = ("timestamp", "trainer_as_utc") if utc else ("timestamptz", "trainer_as_time")
        arrival = "received_at AT TIME ZONE 'UTC'" if utc else "received_at"
        fallback = "" if nullable == "YES" else f", {arrival}, 'epoch'"
        reading = f"coalesce({reading}({_q(column)}){fallback})"
        tx.execute(f"ALTER TABLE {_q(table)} ALTER COLUMN {_q(column)} TYPE {kind} USING {reading}")
    found = [c for c in columns(tx) if c[0] not in skip]  # as they are now
    for table, column, kind, _nullable, identity in found:
        label = f"{table}_{column}"
        if column == "id" and identity == "YES":
            tx.execute(f"ALTER TABLE {_q(table)} ALTER COLUMN id SET GENERATED ALWAYS")
        elif kind == "text":
            if column in PERIOD_FORMS:
                _check(tx, table, f"{label}_form", f"{_q(column)} ~ '{PERIOD_FORMS[column]}'")
            limit = LONG_BYTES if (table, column) in LONG_TEXTS else NAME_BYTES if column == "name" else SHORT_BYTES
            _check(tx, table, f"{label}_bound", f"octet_length({_q(column)}) <= {limit}")
        elif kind in ("integer", "bigint", "double precision", "real", "numeric") and column != "id" \
                and not column.endswith("_id") and column != "version":
            if column in FLAGS:
                _check(tx, table, f"{label}_flag", f"{_q(column)} IN (0, 1)")
            else:
                _check(tx, table, f"{label}_bound", f"{_q(column)} BETWEEN 0 AND {FIGURE_MAX}")
    if any(c[0] == "round_facts" for c in found):
        _check(tx, "round_facts", "round_facts_mistakes_of_actions", "mistakes <= actions AND clean <= finished")
    tx.execute("DROP VIEW IF EXISTS mistakes")  # made again each time: its grants follow (pg_roles)
    tx.execute(MISTAKES_VIEW)
