"""The class server's logins: the owner's (the instructor's) and one per trainee.

A class database is set up, upgraded and administered with the login that owns its
tables (the instructor's, a ``CREATEROLE`` login as in the README). ``trainer class add``
makes each trainee a PostgreSQL login of their own (:mod:`trainer.store.pg_logins`), a
member of the class database's trainee role (:func:`trainee_role_name`), which holds the
grants. What that login may do is decided by the server, not by the trainer's window:

* **Row-level security**, enabled and forced on every table: a trainee's login reads and
  adds only its own rows (:data:`OWN_ROWS`: its trainee row, sessions, rounds, actions,
  answers, kept figures, results) and reads its classes and what is assigned to it; never
  another trainee's name or rows. Who the caller is, is :data:`ME` (``trainer_me()``: the
  trainee whose ``login`` is the session's user, NULL for the owner). The owner's login
  has a policy of its own that lets it do everything (:data:`OWNER_POLICY`).
* **Grants:** SELECT and INSERT on what a station records (:data:`TRAINEE_INSERTS`),
  SELECT on what it shows (:data:`TRAINEE_SELECTS`; of ``classes`` only id, name and
  date); no UPDATE, DELETE, TRUNCATE or DDL anywhere; ``CREATE`` on the schema ``public``
  and ``TEMP`` on the database revoked from everyone (as PostgreSQL 15 does), where the
  owner may.
* the two later changes a station makes are ``SECURITY DEFINER`` functions acting on the
  caller's own rows only: a session's end (:data:`END_SESSION`, once) and a round's title
  (:data:`TITLE_ROUND`, while it has none);
* **arrival stamps:** every row's ``received_at`` (``clock_timestamp()``, the moment the row
  arrived, not its transaction's start) and ``received_from`` are set by a trigger,
  whatever the INSERT says; a session's ``ended_received_at`` by its end function;
* **typed, bounded rows and server-made ids** (:mod:`trainer.store.pg_types`);
* **live updates:** a trigger sends ``NOTIFY`` on a channel named by a key only the owner
  can read (:data:`NOTIFY_ROW`), with the trainee's id, when a row of theirs commits.

None of this is part of the shared schema steps (:data:`trainer.store.schema.MIGRATIONS`,
the same for SQLite): the owner applies it after them and keeps its version
(:data:`TRUST_VERSION`) and the schema version it was applied for in ``trainer_trust``, so a
new schema step's table gets its policies and grants at the owner's next open.
"""

from __future__ import annotations

import re
import secrets
from typing import Any

from trainer.store.files import StoreError
from trainer.store.pg_types import apply_types

#: the version of this layer (roles, grants, policies, functions, triggers); bump when it changes.
#: 1: one shared station login; 2: a login per trainee, row-level security, typed rows.
TRUST_VERSION = 2

#: what a trainee's station records: it may INSERT rows of its own into these (and read them back).
TRAINEE_INSERTS = (
    "sessions", "rounds", "actions", "drill_answers", "round_points", "challenges",
    "pack_results", "spot_results",
    # what a round or an answer comes to, worked out when it is saved (trainer/store/facts.py)
    "round_facts", "round_skills", "round_codes", "drill_facts",
)
#: what a trainee's station reads besides its own record: its trainee row, its classes and
#: their assignments (the status bar), its kept tracks, its results, the schema version.
TRAINEE_SELECTS = (*TRAINEE_INSERTS, "trainees", "class_trainees", "assignments", "exam_results",
                   "skill_tracks", "trainer_schema")
#: the columns of ``classes`` a trainee may read (only of their own classes): not ``pin_hash``.
TRAINEE_CLASS_COLUMNS = ("id", "name", "created")
#: tables of the trainer's own bookkeeping: no receipt columns, no types to change.
BOOKKEEPING = ("trainer_schema", "trainer_trust")

#: ``trainer_me()``: the trainee id of the signed-in login (NULL for any other login).
#: SECURITY DEFINER so it reads ``trainees`` whatever the policies; by ``session_user``, so
#: neither SET ROLE nor a definer function called in between changes who the caller is.
ME = """CREATE OR REPLACE FUNCTION trainer_me() RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
    SELECT id FROM trainees WHERE login = session_user::text
$$"""

#: each table a trainee may touch and the condition its rows must meet (``me``: the caller's id).
OWN_ROWS: dict[str, str] = {
    "trainees": "id = {me}",
    "sessions": "trainee_id = {me}",
    "rounds": "EXISTS (SELECT 1 FROM sessions s WHERE s.id = session_id)",
    "actions": "EXISTS (SELECT 1 FROM rounds r WHERE r.id = round_id)",
    "round_points": "EXISTS (SELECT 1 FROM rounds r WHERE r.id = round_id)",
    "drill_answers": "trainee_id = {me} AND (session_id IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = session_id))",
    "challenges": "trainee_id = {me}",
    "pack_results": "trainee_id = {me} AND (session_id IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = session_id))",
    "spot_results": "trainee_id = {me} AND (session_id IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = session_id))",
    "round_facts": "trainee_id = {me} AND EXISTS (SELECT 1 FROM rounds r WHERE r.id = round_id AND r.session_id = round_facts.session_id)",
    "round_skills": "trainee_id = {me} AND EXISTS (SELECT 1 FROM rounds r WHERE r.id = round_id)",
    "round_codes": "trainee_id = {me} AND EXISTS (SELECT 1 FROM rounds r WHERE r.id = round_id)",
    "drill_facts": "trainee_id = {me} AND EXISTS (SELECT 1 FROM drill_answers a WHERE a.id = answer_id)",
    "skill_tracks": "trainee_id = {me}",
    "class_trainees": "trainee_id = {me}",
    "classes": "EXISTS (SELECT 1 FROM class_trainees ct WHERE ct.class_id = classes.id)",
    "assignments": ("EXISTS (SELECT 1 FROM class_trainees ct WHERE ct.class_id = assignments.class_id) "
                    "AND (trainee_id IS NULL OR trainee_id = {me})"),
    "exam_results": "trainee_id = {me}",
    "trainer_schema": "true",
}
#: the caller's id in a policy: a sub-select, so the server asks once per statement.
ME_CALL = "(SELECT trainer_me())"

TRUST_TABLE = """CREATE TABLE IF NOT EXISTS trainer_trust (
    version INTEGER NOT NULL,
    schema_version INTEGER NOT NULL,
    station_login TEXT,
    pin_pause_after INTEGER NOT NULL,
    pin_pause_step DOUBLE PRECISION NOT NULL,
    pin_pause_max DOUBLE PRECISION NOT NULL
)"""

#: the arrival of a row: the server's clock at that moment (clock_timestamp, not the
#: transaction's start, which a trainee could hold open), and the address it came from.
STAMP_RECEIPT = """CREATE OR REPLACE FUNCTION trainer_stamp_receipt() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog AS $$
BEGIN
    NEW.received_at := clock_timestamp();
    NEW.received_from := inet_client_addr();
    RETURN NEW;
END $$"""

#: the server's own id for every new row, whatever the INSERT says (GENERATED ALWAYS alone
#: yields to ``OVERRIDING SYSTEM VALUE``, which any INSERT may say). SECURITY DEFINER: the
#: identity's sequence is the owner's.
SERVER_ID = """CREATE OR REPLACE FUNCTION trainer_server_id() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog AS $$
BEGIN
    NEW.id := nextval(pg_get_serial_sequence(quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME), 'id'));
    RETURN NEW;
END $$"""

#: the live view's note of a committed row: on the channel ``trainer_<key>``, whose key
#: only the owner's login can read, so no trainee can send on it (NOTIFY is anyone's).
NOTIFY_ROW = """CREATE OR REPLACE FUNCTION trainer_notify_row() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    PERFORM pg_notify('trainer_' || (SELECT notify_key FROM trainer_trust), NEW.trainee_id::text);
    RETURN NULL;
END $$"""
#: the tables whose new rows the live view hears of.
NOTIFIED = ("sessions", "round_facts", "drill_answers", "pack_results", "spot_results", "class_trainees")

#: a session's end, written once (a second end, a retried one, changes nothing), of the
#: caller's own sessions only (the owner: any); 1 when the session is there for the caller.
END_SESSION = """CREATE OR REPLACE FUNCTION trainer_end_session(p_session bigint, p_ended text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    me bigint := trainer_me();
    who bigint;
BEGIN
    SELECT trainee_id INTO who FROM sessions WHERE id = p_session;
    IF who IS NULL OR (me IS NOT NULL AND who <> me) THEN
        RETURN 0;
    END IF;
    UPDATE sessions SET ended = trainer_as_time(p_ended), ended_received_at = clock_timestamp()
        WHERE id = p_session AND ended IS NULL AND trainer_as_time(p_ended) IS NOT NULL;
    PERFORM pg_notify('trainer_' || (SELECT notify_key FROM trainer_trust), who::text);
    RETURN 1;
END $$"""

#: a round's scenario title, only while it has none, of the caller's own rounds only.
TITLE_ROUND = """CREATE OR REPLACE FUNCTION trainer_title_round(p_round bigint, p_title text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    me bigint := trainer_me();
BEGIN
    UPDATE rounds r SET title = p_title FROM sessions s
        WHERE r.id = p_round AND r.title IS NULL AND s.id = r.session_id AND (me IS NULL OR s.trainee_id = me);
    RETURN (SELECT count(*) FROM rounds r JOIN sessions s ON s.id = r.session_id
            WHERE r.id = p_round AND (me IS NULL OR s.trainee_id = me));
END $$"""

FUNCTIONS = ("trainer_me()", "trainer_stamp_receipt()", "trainer_server_id()", "trainer_notify_row()", "trainer_as_time(text)",
             "trainer_as_utc(text)", "trainer_end_session(bigint, text)", "trainer_title_round(bigint, text)")
#: what a trainee's login may call.
TRAINEE_FUNCTIONS = ("trainer_me()", "trainer_end_session(bigint, text)", "trainer_title_round(bigint, text)")
#: what the first layer (a shared station login, a PIN the server checked) left behind.
OLD_FUNCTIONS = ("trainer_pin_ok(bigint, text)", "trainer_pbkdf2(text, bytea, integer)")


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _has_table(conn: Any, name: str) -> bool:
    return bool(conn.execute("SELECT to_regclass(?) IS NOT NULL", (quote_ident(name),)).fetchone()[0])


def is_owner(conn: Any) -> bool:
    """Whether this login owns the class database's tables (or may act as their owner:
    a superuser, a member of the owning role). A database without tables yet: whether it
    may create them."""
    row = conn.execute(
        """SELECT pg_has_role(current_user, c.relowner, 'USAGE') FROM pg_class c
           WHERE c.oid = to_regclass('trainer_schema')"""
    ).fetchone()
    if row is not None:
        return bool(row[0])
    return bool(conn.execute("SELECT has_schema_privilege(current_schema(), 'CREATE')").fetchone()[0])


def trust_state(conn: Any) -> tuple[int, int] | None:
    """(version, schema version) of the applied trust layer, or None."""
    if not _has_table(conn, "trainer_trust"):
        return None
    try:
        row = conn.execute("SELECT version, schema_version FROM trainer_trust").fetchone()
    except StoreError:  # a trainee may not read it: that it exists is enough
        return (TRUST_VERSION, -1)
    return (int(row[0]), int(row[1])) if row else None


def needs_trust(conn: Any, schema_version: int) -> bool:
    state = trust_state(conn)
    return state is None or state[0] < TRUST_VERSION or state[1] != schema_version


def trainee_role_name(database: str) -> str:
    """``trainer_trainees_<database>``: the role every trainee login of that class database
    is a member of, holding their grants (a role is the whole server's, its grants one
    database's, so one per database)."""
    return f"trainer_trainees_{_plain_name(database)}"[:63]


def station_login_name(database: str) -> str:
    """The shared station login of the first layer (dropped by the upgrade)."""
    return f"trainer_station_{_plain_name(database)}"[:63]


def _plain_name(database: str) -> str:
    return re.sub(r"[^a-z0-9_]+", "_", database.lower()).strip("_") or "class"


def _tried(tx: Any, statement: str, params: tuple[Any, ...] = ()) -> bool:
    """Run ``statement`` in a savepoint; False when the server refuses it (the owner may
    lack the right, e.g. on a schema it does not own), leaving the transaction usable."""
    tx.execute("SAVEPOINT trainer_try")
    try:
        tx.execute(statement, params)
    except StoreError:
        tx.execute("ROLLBACK TO SAVEPOINT trainer_try")
        return False
    tx.execute("RELEASE SAVEPOINT trainer_try")
    return True


def owner_role(tx: Any) -> str:
    """The role that owns the class database's tables."""
    return str(tx.execute(
        "SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = to_regclass('trainer_schema')").fetchone()[0])


def ensure_trainee_role(tx: Any) -> str | None:
    """The database's trainee role, made if missing; None when the owner may not make roles."""
    role = trainee_role_name(tx.execute("SELECT current_database()").fetchone()[0])
    if tx.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (role,)).fetchone():
        return role
    return role if _tried(tx, f"CREATE ROLE {quote_ident(role)} NOLOGIN") else None


def apply_trust(tx: Any, schema_version: int) -> None:
    """Apply (again) the trust layer in the owner's transaction ``tx``: receipt columns and
    their trigger, typed columns, the functions, the policies and the trainee role's
    grants; the first layer's station login and PIN check go. Idempotent."""
    schema = quote_ident(tx.execute("SELECT current_schema()").fetchone()[0])
    database = tx.execute("SELECT current_database()").fetchone()[0]
    owner = quote_ident(owner_role(tx))
    tx.execute(TRUST_TABLE)
    if tx.execute("SELECT count(*) FROM trainer_trust").fetchone()[0] == 0:
        tx.execute(
            "INSERT INTO trainer_trust (version, schema_version, pin_pause_after, pin_pause_step, pin_pause_max) "
            "VALUES (0, 0, 3, 1.0, 15.0)")
    tx.execute("ALTER TABLE trainer_trust ADD COLUMN IF NOT EXISTS notify_key TEXT")
    tx.execute("UPDATE trainer_trust SET notify_key = ? WHERE notify_key IS NULL", (secrets.token_hex(16),))
    tx.execute("REVOKE ALL ON trainer_trust FROM PUBLIC")
    tx.execute("ALTER TABLE trainees ADD COLUMN IF NOT EXISTS login TEXT")
    tx.execute("CREATE UNIQUE INDEX IF NOT EXISTS trainees_login ON trainees(login)")
    tables = [
        name for (name,) in tx.execute(
            """SELECT table_name FROM information_schema.tables
               WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"""
        ).fetchall()
        if name not in BOOKKEEPING
    ]
    tx.execute(STAMP_RECEIPT)
    for table in tables:
        name = quote_ident(table)
        tx.execute(f"ALTER TABLE {name} ADD COLUMN IF NOT EXISTS received_at TIMESTAMPTZ")
        tx.execute(f"ALTER TABLE {name} ADD COLUMN IF NOT EXISTS received_from INET")
        # defaults for the record; the trigger sets both whatever an INSERT says
        tx.execute(f"ALTER TABLE {name} ALTER COLUMN received_at SET DEFAULT clock_timestamp()")
        tx.execute(f"ALTER TABLE {name} ALTER COLUMN received_from SET DEFAULT inet_client_addr()")
        tx.execute(f"DROP TRIGGER IF EXISTS trainer_receipt ON {name}")
        tx.execute(f"CREATE TRIGGER trainer_receipt BEFORE INSERT ON {name} "
                   "FOR EACH ROW EXECUTE FUNCTION trainer_stamp_receipt()")
        tx.execute(f"REVOKE ALL ON {name} FROM PUBLIC")
    tx.execute("ALTER TABLE sessions ADD COLUMN IF NOT EXISTS ended_received_at TIMESTAMPTZ")
    tx.execute(ME.format(schema=schema))
    apply_types(tx, frozenset(BOOKKEEPING))
    tx.execute(SERVER_ID)
    for (table,) in tx.execute(
            """SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema()
               AND column_name = 'id' AND is_identity = 'YES'""").fetchall():
        tx.execute(f"DROP TRIGGER IF EXISTS trainer_server_id ON {quote_ident(table)}")
        tx.execute(f"CREATE TRIGGER trainer_server_id BEFORE INSERT ON {quote_ident(table)} "
                   "FOR EACH ROW EXECUTE FUNCTION trainer_server_id()")
    tx.execute(NOTIFY_ROW.format(schema=schema))
    for table in NOTIFIED:
        tx.execute(f"DROP TRIGGER IF EXISTS trainer_notify ON {quote_ident(table)}")
        tx.execute(f"CREATE TRIGGER trainer_notify AFTER INSERT ON {quote_ident(table)} "
                   "FOR EACH ROW EXECUTE FUNCTION trainer_notify_row()")
    for template in (END_SESSION, TITLE_ROUND):
        tx.execute(template.format(schema=schema))
    for function in OLD_FUNCTIONS:
        tx.execute(f"DROP FUNCTION IF EXISTS {function}")
    tx.execute("DROP SEQUENCE IF EXISTS trainer_pin_tries")
    for function in FUNCTIONS:
        tx.execute(f"REVOKE ALL ON FUNCTION {function} FROM PUBLIC")
    role = ensure_trainee_role(tx)
    for table in (*tables, *BOOKKEEPING):
        name = quote_ident(table)
        tx.execute(f"ALTER TABLE {name} ENABLE ROW LEVEL SECURITY")
        tx.execute(f"ALTER TABLE {name} FORCE ROW LEVEL SECURITY")
        tx.execute(f"DROP POLICY IF EXISTS trainer_owner ON {name}")
        tx.execute(f"CREATE POLICY trainer_owner ON {name} TO {owner} USING (true) WITH CHECK (true)")
        tx.execute(f"DROP POLICY IF EXISTS trainer_own ON {name}")
        if role is not None and table in OWN_ROWS:
            # the trainee row by the login itself: trainer_me() reads this table
            own = "login = session_user::text" if table == "trainees" else OWN_ROWS[table].format(me=ME_CALL)
            tx.execute(f"CREATE POLICY trainer_own ON {name} TO {quote_ident(role)} USING ({own}) WITH CHECK ({own})")
    if role is not None:
        _grant_trainees(tx, role, schema, database, tables)
    _drop_station_login(tx, database)
    # as PostgreSQL 15 has it: nobody but the owners makes objects in public or temporary tables
    _tried(tx, "REVOKE CREATE ON SCHEMA public FROM PUBLIC")
    _tried(tx, f"REVOKE TEMPORARY ON DATABASE {quote_ident(database)} FROM PUBLIC")
    tx.execute("UPDATE trainer_trust SET version = ?, schema_version = ?, station_login = NULL",
               (TRUST_VERSION if role is not None else 1, schema_version))


def _grant_trainees(tx: Any, role: str, schema: str, database: str, tables: list[str]) -> None:
    """The trainee role's privileges, made again from nothing."""
    who = quote_ident(role)
    tx.execute(f"REVOKE ALL ON ALL TABLES IN SCHEMA {schema} FROM {who}")
    tx.execute(f"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {schema} FROM {who}")
    tx.execute(f"REVOKE ALL ON ALL FUNCTIONS IN SCHEMA {schema} FROM {who}")
    tx.execute(f"GRANT CONNECT ON DATABASE {quote_ident(database)} TO {who}")
    tx.execute(f"GRANT USAGE ON SCHEMA {schema} TO {who}")
    present = set(tables) | {"mistakes", "trainer_schema"}
    for table in (*TRAINEE_SELECTS, "mistakes"):
        if table in present:
            tx.execute(f"GRANT SELECT ON {quote_ident(table)} TO {who}")
    for table in TRAINEE_INSERTS:
        if table in present:
            tx.execute(f"GRANT INSERT ON {quote_ident(table)} TO {who}")
    if "classes" in present:
        tx.execute(f"GRANT SELECT ({', '.join(TRAINEE_CLASS_COLUMNS)}) ON classes TO {who}")
    for function in TRAINEE_FUNCTIONS:
        tx.execute(f"GRANT EXECUTE ON FUNCTION {function} TO {who}")


def _drop_station_login(tx: Any, database: str) -> None:
    """The first layer's shared station login goes: its grants, then the login (or, when
    the owner may not drop it, its right to log in)."""
    login = station_login_name(database)
    if not tx.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (login,)).fetchone():
        return
    who = quote_ident(login)
    schema = quote_ident(tx.execute("SELECT current_schema()").fetchone()[0])
    for statement in (f"REVOKE ALL ON ALL TABLES IN SCHEMA {schema} FROM {who}",
                      f"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {schema} FROM {who}",
                      f"REVOKE ALL ON ALL FUNCTIONS IN SCHEMA {schema} FROM {who}",
                      f"REVOKE ALL ON SCHEMA {schema} FROM {who}",
                      f"REVOKE ALL ON DATABASE {quote_ident(database)} FROM {who}"):
        _tried(tx, statement)
    if not _tried(tx, f"DROP ROLE {who}"):
        _tried(tx, f"ALTER ROLE {who} NOLOGIN")
    _tried(tx, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ?", (login,))
