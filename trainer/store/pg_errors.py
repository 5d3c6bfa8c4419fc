"""What a class server URL may say and why a connection failed, in one line without its password.

Split from :mod:`trainer.store.postgres` (which names them all again): a password is cut
from every message (:func:`redact`), a URL that can never work is said before any
connection (:func:`url_form_problem`), and a connection that fails is told apart by its
cause (:func:`connection_problem`): a refused login, one connection too many, no server.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from trainer.store.files import StoreError


class ServerUnavailable(StoreError):
    """The server cannot be reached (down, restarting, network gone) after the retries."""


class LoginRefused(StoreError):
    """The server answers but refuses the login (a wrong password, an unknown user or
    database): waiting will not help, the URL must change."""


class TooManyConnections(StoreError):
    """The server refuses a connection because this login (or the whole server) holds
    as many as it may: waiting until others close helps, a new URL does not."""



#: a password in a URL's query (``?password=...``) or in keyword form (``password=...``,
#: ``password='a b'``), as libpq takes them.
_QUERY_PASSWORD = re.compile(r"(?i)([?&]password=)[^&#\s]*")
_KEYWORD_PASSWORD = re.compile(r"(?i)(?<![?&\w])(password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s'&]+)")
#: ``user:password@`` in any URL in a text.
_USERINFO_PASSWORD = re.compile(r"(?i)(\b[a-z][a-z0-9+.-]*://[^:/?#@\s]*):[^/?#\s]*@")


def redact(url: str) -> str:
    """The URL (or any text holding one, or libpq's keyword form) without its password,
    for messages: ``user:pass@``, ``?password=`` and ``password=...`` all lose it."""
    text = _USERINFO_PASSWORD.sub(r"\1@", url)
    text = _QUERY_PASSWORD.sub(r"\1***", text)
    return _KEYWORD_PASSWORD.sub(r"\1***", text)


def url_form_problem(url: str) -> str | None:
    """Why ``url`` cannot be a server URL at all (a port that is no number or out of range,
    a broken IPv6 address), judged by its form alone; None when it can be tried. Said
    before any connection, as a :class:`StoreError` (a station must not keep waiting for
    a server that such a URL can never name)."""
    shown = re.sub(r"(//[^/@:]*):[^/@]*@", r"\1@", url)  # without a password, even when unparsable
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - parsing the port is the check
    except ValueError as error:
        why = str(error)
        if "Port" in why:
            why = "the port must be a whole number from 1 to 65535"
        elif "IPv6" in why:
            why = "an IPv6 address goes in square brackets, both of them: postgresql://user@[::1]:5432/db"
        return f"the class database URL {shown} is malformed: {why}"
    if parts.port == 0:
        return f"the class database URL {shown} is malformed: the port must be a whole number from 1 to 65535"
    return None


#: what a refused login says (a connection's errors often come without an error code,
#: so by PostgreSQL's own words) and what the trainer says instead.
_LOGIN_PROBLEMS = (
    # the same words for an unknown name and a wrong password: the server does not say which
    (r"password authentication failed", "wrong name or password (login {user})"),
    (r"no password supplied|password is required", "the server wants a password for user {user}: put it in the URL"),
    (r'role "[^"]*" does not exist', "the server has no user {user}"),
    (r'database "[^"]*" does not exist', "the server has no database {database}: check the end of the URL"),
)


#: a connection refused for being one too many: this login's limit, or the server's.
_CROWDED = (
    (r"too many connections for role", "too many connections for this login ({user}): it may hold 10 at once; "
                                       "close the trainer windows it has open elsewhere"),
    (r"too many clients already|remaining connection slots are reserved",
     "the server has no connection to spare (max_connections): close some trainer windows"),
)


def connection_problem(url: str, timeout: float) -> StoreError | None:
    """One connection tried straight, to say why the pool could not open: a wrong
    password, an unknown user or database (a StoreError: waiting will not help) or an
    unreachable server (:class:`ServerUnavailable`); None when it connects after all."""
    import psycopg

    try:
        psycopg.connect(url, connect_timeout=max(1, int(timeout))).close()
    except psycopg.Error as error:
        text = " ".join(str(error).split())
        parts = urlsplit(url)
        for words, said in _CROWDED:
            if re.search(words, text):
                return TooManyConnections(f"the class database {redact(url)} refused the connection: "
                                          + said.format(user=parts.username or "(none)"))
        for words, said in _LOGIN_PROBLEMS:
            if re.search(words, text):
                reason = said.format(user=parts.username or "(none)", database=parts.path.lstrip("/") or "(none)")
                return LoginRefused(f"the class database {redact(url)} refused the login: {reason}")
        where = f"{parts.hostname or 'localhost'}:{parts.port or 5432}"
        return ServerUnavailable(f"cannot reach the class database {redact(url)}: no server answers at {where} ({text})")
    return None
