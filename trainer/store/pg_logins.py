"""A trainee's own login on the class server: made, given a new password, turned into a URL.

``trainer class add`` makes each trainee a PostgreSQL login (:func:`add_login`) with a
random password that is printed once and kept nowhere: the server is sent only its SCRAM
verifier, worked out here by libpq (``PQencryptPasswordConn``), so neither the server's
log nor its statistics ever see the password. ``trainer class password`` gives a new one
(:func:`new_password`): the old is refused at once, the login's open connections are ended
and whatever the login set on its own role (``ALTER ROLE CURRENT_USER SET ...``) is reset.

A login's name follows from the database and the trainee's name (:func:`login_name`), so
a shared station that knows only the server's address can sign a trainee in with their
name and password (:func:`signed_in_url`); the server answers a wrong password and an
unknown name alike.

Each login is a member of the database's trainee role (:mod:`trainer.store.pg_roles`), may
hold at most :data:`CONNECTION_LIMIT` connections (a station needs 2 or 3), and has no
attribute beyond LOGIN. The owner needs ``CREATEROLE``, not superuser: only the password
(and membership) is ever changed, never an attribute only a superuser may set.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

from trainer.store.files import StoreError
from trainer.store.pg_roles import ensure_trainee_role, quote_ident, trainee_role_name

#: connections one trainee login may hold at once (a station's pool and its listener fit).
CONNECTION_LIMIT = 10
#: a new password: 12 characters of an alphabet without look-alikes (about 70 bits).
PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY346789"
PASSWORD_LENGTH = 14


class LoginError(StoreError):
    """A trainee's login cannot be made or changed (one line)."""


def plain_name(name: str) -> str:
    """A trainee's name as it is compared: spaces collapsed, case folded, NFC."""
    return unicodedata.normalize("NFC", " ".join(name.split())).casefold()


def login_name(database: str, trainee_name: str) -> str:
    """The login of a trainee of a class database: readable letters of the name and a short
    digest of database and name (a login is the whole server's; two classes may each have
    an Ann), at most 63 bytes."""
    plain = plain_name(trainee_name)
    letters = unicodedata.normalize("NFKD", plain).encode("ascii", "ignore").decode()
    letters = re.sub(r"[^a-z0-9]+", "_", letters).strip("_")[:30] or "trainee"
    digest = hashlib.sha256(f"{database}\n{plain}".encode()).hexdigest()[:8]
    return f"{letters}_{digest}"


def new_secret() -> str:
    return "".join(secrets.choice(PASSWORD_ALPHABET) for _ in range(PASSWORD_LENGTH))


def verifier(raw: Any, login: str, password: str) -> str:
    """The SCRAM-SHA-256 verifier of ``password`` (libpq's own, on a psycopg connection)."""
    return str(raw.pgconn.encrypt_password(password.encode(), login.encode(), b"scram-sha-256").decode())


def _database(store: Any) -> str:
    return str(store.connection.execute("SELECT current_database()").fetchone()[0])


def _require_owner(store: Any) -> None:
    if not getattr(store, "owner", False):
        raise LoginError("a trainee's login is made with the class database's owner login (the instructor's)")


def _run_as_owner(store: Any, statement: Any) -> None:
    """One role statement on a connection of the owner's, its refusal as one line."""
    import psycopg

    with store.connection.pool.connection() as raw:
        try:
            raw.execute(statement)
        except psycopg.errors.InsufficientPrivilege as error:
            raise LoginError(
                f"the owner login may not make or change logins ({' '.join(str(error).split())}): the server's "
                "administrator gives it CREATEROLE (ALTER ROLE ... CREATEROLE)") from None
        except psycopg.Error as error:
            raise LoginError(f"cannot make or change the login: {' '.join(str(error).split())}") from None


def add_login(store: Any, trainee_id: int, trainee_name: str) -> tuple[str, str]:
    """Make the trainee's login (or, when it exists, say so); returns (login, password)."""
    from psycopg import sql

    _require_owner(store)
    conn = store.connection
    login = login_name(_database(store), trainee_name)
    if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (login,)).fetchone():
        raise LoginError(f"{trainee_name} has a login already ({login}): trainer class password gives a new password")
    with conn.transaction() as tx:
        role = ensure_trainee_role(tx)
    if role is None:
        raise LoginError("the owner login may not make logins: the server's administrator gives it CREATEROLE "
                         "(ALTER ROLE ... CREATEROLE)")
    password = new_secret()
    with conn.pool.connection() as raw:
        secret = verifier(raw, login, password)
    _run_as_owner(store, sql.SQL("CREATE ROLE {} LOGIN CONNECTION LIMIT {} PASSWORD {} IN ROLE {}").format(
        sql.Identifier(login), sql.Literal(CONNECTION_LIMIT), sql.Literal(secret), sql.Identifier(role)))
    # the owner a member of the login: so it may end the login's connections (class password)
    _run_as_owner(store, sql.SQL("GRANT {} TO {}").format(sql.Identifier(login), sql.SQL("CURRENT_USER")))
    with conn.transaction() as tx:
        tx.execute("UPDATE trainees SET login = ? WHERE id = ?", (login, trainee_id))
    return login, password


def new_password(store: Any, trainee_id: int, trainee_name: str) -> tuple[str, str]:
    """A new password for the trainee's login (made when missing: an upgraded class); the
    old one is refused from now on, its connections ended, its own settings reset."""
    from psycopg import sql

    _require_owner(store)
    conn = store.connection
    row = conn.execute("SELECT login FROM trainees WHERE id = ?", (trainee_id,)).fetchone()
    login = row[0] if row and row[0] else None
    if login is None or not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (login,)).fetchone():
        return add_login(store, trainee_id, trainee_name)
    password = new_secret()
    with conn.pool.connection() as raw:
        secret = verifier(raw, login, password)
    who = sql.Identifier(login)
    _run_as_owner(store, sql.SQL("ALTER ROLE {} PASSWORD {}").format(who, sql.Literal(secret)))
    _run_as_owner(store, sql.SQL("ALTER ROLE {} CONNECTION LIMIT {}").format(who, sql.Literal(CONNECTION_LIMIT)))
    _run_as_owner(store, sql.SQL("ALTER ROLE {} RESET ALL").format(who))
    _run_as_owner(store, sql.SQL("ALTER ROLE {} IN DATABASE {} RESET ALL").format(who, sql.Identifier(_database(store))))
    conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ? AND pid <> pg_backend_pid()",
                 (login,))
    return login, password


def drop_login(store: Any, login: str) -> None:
    """A login gone (a trainee's removal); nothing when it is not there."""
    from psycopg import sql

    _require_owner(store)
    if store.connection.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (login,)).fetchone():
        _run_as_owner(store, sql.SQL("DROP ROLE {}").format(sql.Identifier(login)))


def server_address(url: str) -> str:
    """The URL without user and password: what a shared station keeps."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = host + (f":{parts.port}" if parts.port else "")
    query = urlencode([(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k not in ("user", "password")])
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def login_url(url: str, login: str, password: str) -> str:
    """``url`` (any user, or none) with this login and password in it."""
    bare = urlsplit(server_address(url))
    netloc = f"{quote(login, safe='')}:{quote(password, safe='')}@{bare.netloc}"
    return urlunsplit((bare.scheme, netloc, bare.path, bare.query, bare.fragment))


def signed_in_url(address: str, trainee_name: str, password: str) -> str:
    """A shared station's sign-in: the trainee's URL from the server's address, their
    name and their password (the login follows from the database and the name)."""
    database = urlsplit(address).path.lstrip("/")
    return login_url(address, login_name(database, trainee_name), password)


__all__ = [
    "CONNECTION_LIMIT", "LoginError", "add_login", "drop_login", "login_name", "login_url", "new_password",
    "quote_ident", "server_address", "signed_in_url", "trainee_role_name",
]
