"""The class server's two logins: the owner's (the instructor's) and the stations'.

A class database is set up, upgraded and administered with the login that owns its
tables (the instructor's, as in the README). ``trainer class stations --pin PIN`` makes a
second login for the stations (:func:`make_station_login`) that may only *add* what a
station records and read what a station shows:

* INSERT into the record's tables (:data:`STATION_INSERTS`) and SELECT what a station shows
  (:data:`STATION_SELECTS`; of ``classes`` only ``id, name, created``, never the PIN
  hash); no UPDATE, DELETE or TRUNCATE anywhere, nothing on ``classes``' other columns,
  ``class_trainees``, ``assignments``, ``exam_results`` or the bookkeeping tables;
* the two changes a station makes later are narrow ``SECURITY DEFINER`` functions: a
  session's end (:data:`END_SESSION`, only once) and a round's title (only while it has
  none);
* the PIN is checked by the server (:data:`PIN_OK`), never by reading its hash: every
  check waits its turn under one lock, and after :data:`PIN_PAUSE_AFTER` tries without a
  right PIN each try first sleeps (longer each time, up to a maximum). The count lives in
  a sequence, which a ROLLBACK or a cancelled query does not undo, and the pause comes
  before the check, so cancelling it tells nothing.

Every row of every table carries ``received_at`` (the server's clock) and
``received_from`` (the address the row came from), set by a trigger whatever the
INSERT says, so a station cannot choose them. Rows from before this layer have NULL
there.

None of this is part of the shared schema steps (:data:`trainer.store.schema.MIGRATIONS`,
the same for SQLite): it is applied on the server after them, by the owner, and kept in
``trainer_trust`` with its own version (:data:`TRUST_VERSION`) and the schema version it
was applied for, so a new schema step (a new table or column) gets its receipt columns
and grants the next time the owner opens the database.
"""

from __future__ import annotations

import re
import secrets
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

from trainer.store.files import StoreError

#: the version of this layer (roles, grants, functions, triggers); bump when it changes.
TRUST_VERSION = 1

#: what a station records: it may INSERT rows into these (and read them back).
STATION_INSERTS = (
    "trainees", "sessions", "rounds", "actions", "drill_answers", "round_points", "challenges",
    "pack_results", "spot_results",
    # what a round or an answer comes to, worked out when it is saved (trainer/store/facts.py)
    "round_facts", "round_skills", "round_codes", "drill_facts",
)
#: what a station shows besides its own record: the class list and assignments (sign-in, the
#: status bar), the mistakes view (History), the schema version (opening the database).
STATION_SELECTS = (*STATION_INSERTS, "class_trainees", "assignments", "mistakes", "trainer_schema", "skill_tracks")
#: the columns of ``classes`` a station may read (sign-in by class name): not ``pin_hash``.
STATION_CLASS_COLUMNS = ("id", "name", "created")
#: tables of the trainer's own bookkeeping: no receipt columns.
BOOKKEEPING = ("trainer_schema", "trainer_trust")

#: the pause schedule of the server's PIN check (kept in trainer_trust, which a test may change).
PIN_PAUSE_AFTER, PIN_PAUSE_STEP, PIN_PAUSE_MAX = 3, 1.0, 15.0
#: the advisory lock every PIN check waits for (one check at a time, server-wide).
PIN_LOCK = 7_461_617
#: PBKDF2-HMAC-SHA256 rounds of a PIN hash the server checks (a check costs about 0.1 s there).
PIN_ROUNDS = 50_000
PIN_PREFIX = "pbkdf2_sha256"

TRUST_TABLE = """CREATE TABLE IF NOT EXISTS trainer_trust (
    version INTEGER NOT NULL,
    schema_version INTEGER NOT NULL,
    station_login TEXT,
    pin_pause_after INTEGER NOT NULL,
    pin_pause_step DOUBLE PRECISION NOT NULL,
    pin_pause_max DOUBLE PRECISION NOT NULL
)"""

STAMP_RECEIPT = """CREATE OR REPLACE FUNCTION trainer_stamp_receipt() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog AS $$
BEGIN
    NEW.received_at := now();
    NEW.received_from := inet_client_addr();
    RETURN NEW;
END $$"""

# HMAC-SHA256 by hand (the server has sha256() but no hmac() without pgcrypto), PBKDF2
# over it, one 32-byte block; the XOR of the blocks is done on bit strings.
PBKDF2 = """CREATE OR REPLACE FUNCTION trainer_pbkdf2(p_pin text, p_salt bytea, p_rounds integer) RETURNS bit(256)
LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = pg_catalog AS $$
DECLARE
    k bytea := convert_to(p_pin, 'UTF8');
    ipad bytea;
    opad bytea;
    u bytea;
    t bit(256);
BEGIN
    IF length(k) > 64 THEN
        k := sha256(k);
    END IF;
    k := k || decode(repeat('00', 64 - length(k)), 'hex');
    ipad := k;
    opad := k;
    FOR i IN 0..63 LOOP
        ipad := set_byte(ipad, i, get_byte(k, i) # 54);
        opad := set_byte(opad, i, get_byte(k, i) # 92);
    END LOOP;
    u := sha256(opad || sha256(ipad || p_salt || decode('00000001', 'hex')));
    t := ('x' || encode(u, 'hex'))::bit(256);
    FOR i IN 2..p_rounds LOOP
        u := sha256(opad || sha256(ipad || u));
        t := t # ('x' || encode(u, 'hex'))::bit(256);
    END LOOP;
    RETURN t;
END $$"""

#: 1: the PIN is right; 0: wrong (or no such class); -1: the class's PIN hash is of a
#: kind the server cannot check (made by an older trainer: the owner confirms it once).
PIN_OK = """CREATE OR REPLACE FUNCTION trainer_pin_ok(p_class bigint, p_pin text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    tries bigint;
    conf record;
    stored text;
    parts text[];
BEGIN
    PERFORM pg_advisory_xact_lock({lock});
    tries := nextval('trainer_pin_tries');
    SELECT pin_pause_after, pin_pause_step, pin_pause_max INTO conf FROM trainer_trust;
    IF tries > conf.pin_pause_after THEN
        PERFORM pg_sleep(least(conf.pin_pause_max, conf.pin_pause_step * (tries - conf.pin_pause_after)));
    END IF;
    SELECT pin_hash INTO stored FROM classes WHERE id = p_class;
    IF stored IS NULL THEN
        RETURN 0;
    END IF;
    parts := string_to_array(stored, '$');
    IF parts[1] IS DISTINCT FROM '{prefix}' OR array_length(parts, 1) <> 4 THEN
        RETURN -1;
    END IF;
    IF trainer_pbkdf2(p_pin, decode(parts[3], 'hex'), parts[2]::integer) = ('x' || parts[4])::bit(256) THEN
        PERFORM setval('trainer_pin_tries', 0);
        RETURN 1;
    END IF;
    RETURN 0;
END $$"""

#: a session's end, written once (a second end, a retried one, changes nothing); 1 when the
#: session exists.
END_SESSION = """CREATE OR REPLACE FUNCTION trainer_end_session(p_session bigint, p_ended text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    UPDATE sessions SET ended = p_ended, ended_received_at = now()
        WHERE id = p_session AND ended IS NULL;
    RETURN (SELECT count(*) FROM sessions WHERE id = p_session);
END $$"""

#: a round's scenario title, only while it has none.
TITLE_ROUND = """CREATE OR REPLACE FUNCTION trainer_title_round(p_round bigint, p_title text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
BEGIN
    UPDATE rounds SET title = p_title WHERE id = p_round AND title IS NULL;
    RETURN (SELECT count(*) FROM rounds WHERE id = p_round);
END $$"""

FUNCTIONS = ("trainer_stamp_receipt()", "trainer_pbkdf2(text, bytea, integer)", "trainer_pin_ok(bigint, text)",
             "trainer_end_session(bigint, text)", "trainer_title_round(bigint, text)")
#: what the station login may call.
STATION_FUNCTIONS = ("trainer_pin_ok(bigint, text)", "trainer_end_session(bigint, text)",
                     "trainer_title_round(bigint, text)")


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


def trust_state(conn: Any) -> tuple[int, int, str | None] | None:
    """(version, schema version, station login) of the applied trust layer, or None."""
    if not _has_table(conn, "trainer_trust"):
        return None
    try:
        row = conn.execute("SELECT version, schema_version, station_login FROM trainer_trust").fetchone()
    except StoreError:  # a station may not read it: that it exists is enough
        return (TRUST_VERSION, -1, None)
    return tuple(row) if row else None


def needs_trust(conn: Any, schema_version: int) -> bool:
    state = trust_state(conn)
    return state is None or state[0] < TRUST_VERSION or state[1] != schema_version


def apply_trust(tx: Any, schema_version: int, station_login: str | None = None) -> None:
    """Apply (again) the trust layer in the transaction ``tx`` of the owner: receipt
    columns and their trigger on every table, the functions, and the station login's
    grants (``station_login``, else the one recorded). Idempotent."""
    schema = tx.execute("SELECT current_schema()").fetchone()[0]
    tx.execute(TRUST_TABLE)
    if tx.execute("SELECT count(*) FROM trainer_trust").fetchone()[0] == 0:
        tx.execute(
            "INSERT INTO trainer_trust (version, schema_version, pin_pause_after, pin_pause_step, pin_pause_max) "
            "VALUES (?, ?, ?, ?, ?)",
            (0, 0, PIN_PAUSE_AFTER, PIN_PAUSE_STEP, PIN_PAUSE_MAX),
        )
    tx.execute("REVOKE ALL ON trainer_trust FROM PUBLIC")
    tx.execute("CREATE SEQUENCE IF NOT EXISTS trainer_pin_tries MINVALUE 0 START 0")
    tx.execute("REVOKE ALL ON SEQUENCE trainer_pin_tries FROM PUBLIC")
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
        tx.execute(f"ALTER TABLE {name} ALTER COLUMN received_at SET DEFAULT now()")
        tx.execute(f"ALTER TABLE {name} ALTER COLUMN received_from SET DEFAULT inet_client_addr()")
        tx.execute(f"DROP TRIGGER IF EXISTS trainer_receipt ON {name}")
        tx.execute(f"CREATE TRIGGER trainer_receipt BEFORE INSERT ON {name} "
                   "FOR EACH ROW EXECUTE FUNCTION trainer_stamp_receipt()")
        tx.execute(f"REVOKE ALL ON {name} FROM PUBLIC")
    if "sessions" in tables:
        tx.execute("ALTER TABLE sessions ADD COLUMN IF NOT EXISTS ended_received_at TIMESTAMPTZ")
    tx.execute(PBKDF2)
    for template in (PIN_OK, END_SESSION, TITLE_ROUND):
        tx.execute(template.format(schema=quote_ident(schema), lock=PIN_LOCK, prefix=PIN_PREFIX))
    for function in FUNCTIONS:
        tx.execute(f"REVOKE ALL ON FUNCTION {function} FROM PUBLIC")
    if station_login is None:
        station_login = tx.execute("SELECT station_login FROM trainer_trust").fetchone()[0]
    if station_login and tx.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (station_login,)).fetchone():
        _grant_station(tx, station_login, schema, tables)
    tx.execute(
        "UPDATE trainer_trust SET version = ?, schema_version = ?, station_login = ?",
        (TRUST_VERSION, schema_version, station_login),
    )


def _grant_station(tx: Any, login: str, schema: str, tables: list[str]) -> None:
    """The station login's privileges, made again from nothing."""
    role, where = quote_ident(login), quote_ident(schema)
    database = tx.execute("SELECT current_database()").fetchone()[0]
    tx.execute(f"REVOKE ALL ON ALL TABLES IN SCHEMA {where} FROM {role}")
    tx.execute(f"REVOKE ALL ON ALL SEQUENCES IN SCHEMA {where} FROM {role}")
    tx.execute(f"REVOKE ALL ON ALL FUNCTIONS IN SCHEMA {where} FROM {role}")
    tx.execute(f"GRANT CONNECT ON DATABASE {quote_ident(database)} TO {role}")
    tx.execute(f"GRANT USAGE ON SCHEMA {where} TO {role}")
    present = set(tables) | {"mistakes", "trainer_schema"}
    for table in STATION_SELECTS:
        if table in present:
            tx.execute(f"GRANT SELECT ON {quote_ident(table)} TO {role}")
    for table in STATION_INSERTS:
        if table in present:
            tx.execute(f"GRANT INSERT ON {quote_ident(table)} TO {role}")
    if "classes" in present:
        tx.execute(f"GRANT SELECT ({', '.join(STATION_CLASS_COLUMNS)}) ON classes TO {role}")
    for function in STATION_FUNCTIONS:
        tx.execute(f"GRANT EXECUTE ON FUNCTION {function} TO {role}")


# --- the station login ---------------------------------------------------------------------------


def station_login_name(database: str) -> str:
    """``trainer_station_<database>`` in plain letters, at most 63 bytes (one per database:
    a login is the whole server's, its grants are one database's)."""
    plain = re.sub(r"[^a-z0-9_]+", "_", database.lower()).strip("_") or "class"
    return f"trainer_station_{plain}"[:63]


def station_url(owner_url: str, login: str, password: str) -> str:
    """The owner's URL with the station login and password in place of the owner's."""
    parts = urlsplit(owner_url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{quote(login, safe='')}:{quote(password, safe='')}@{host}" + (f":{parts.port}" if parts.port else "")
    query = urlencode([(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k not in ("user", "password")])
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


class StationLoginError(StoreError):
    """The station login cannot be made or replaced (one line)."""


def make_station_login(store: Any, rotate: bool = False) -> tuple[str, str]:
    """Create (or with ``rotate``, give a new password to) the station login of the class
    database ``store`` (a PostgresStore opened with the owner's login); grant it what a
    station needs. Returns (login, password): the password is said once, never kept."""
    import psycopg

    if not store.owner:
        raise StationLoginError(
            "the station login is made with the class database's owner login (the instructor's), not a station's")
    conn = store.connection
    database = conn.execute("SELECT current_database()").fetchone()[0]
    login = station_login_name(database)
    password = secrets.token_urlsafe(24)
    exists = conn.execute("SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolreplication OR rolbypassrls "
                          "FROM pg_roles WHERE rolname = ?", (login,)).fetchone()
    if exists is not None and not rotate:
        raise StationLoginError(
            f"the station login {login} exists already: --rotate gives it a new password (the stations then need "
            "the new URL)")
    if exists is not None and exists[0]:
        raise StationLoginError(f"{login} is a privileged role, not a station login: it is left as it is")
    with conn.pool.connection() as raw:
        # the server is sent the SCRAM verifier, never the password (nor does its log see it)
        verifier = raw.pgconn.encrypt_password(password.encode(), login.encode(), b"scram-sha-256").decode()
        options = "LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT"
        statement = psycopg.sql.SQL("{} ROLE {} " + options + " PASSWORD {}").format(
            psycopg.sql.SQL("ALTER" if exists is not None else "CREATE"), psycopg.sql.Identifier(login),
            psycopg.sql.Literal(verifier))
        try:
            raw.execute(statement)
        except psycopg.errors.InsufficientPrivilege as error:
            raise StationLoginError(
                f"the owner login may not make logins ({' '.join(str(error).split())}): the server's administrator "
                "gives it CREATEROLE (ALTER ROLE ... CREATEROLE), or runs this command once") from None
        except psycopg.Error as error:
            raise StationLoginError(f"cannot make the station login {login}: {' '.join(str(error).split())}") from None
    with conn.transaction() as tx:
        tx.execute("SELECT pg_advisory_xact_lock(7461616)")
        apply_trust(tx, tx.execute("SELECT version FROM trainer_schema").fetchone()[0], login)
    return login, password
