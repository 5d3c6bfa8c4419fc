"""Shared fixtures: a real PostgreSQL server for the store's tests on both backends.

The server is started once per test run (``initdb``/``pg_ctl`` into a temporary folder,
127.0.0.1 only) and each test gets a fresh database on it. Without the server binaries
the PostgreSQL tests are skipped with the reason, except when ``CI`` is set: there
``.ci/run`` installs PostgreSQL first, so a missing server is a failure.
"""

from __future__ import annotations

import itertools
import os
import sys

import pytest

from tests import pgserver

# The trainer's language follows the system locale (trainer/words/i18n.py); the tests expect
# English unless they ask for another language, on any developer's machine. Set before any
# Qt object reads the locale; subprocesses (trainer check ...) inherit it.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)


@pytest.fixture(autouse=True)
def english_again():
    """A test that switched the language (trainer --lang, the Language menu) leaves
    English behind for the next one."""
    yield
    i18n = sys.modules.get("trainer.words.i18n")
    if i18n is not None and i18n.current() != i18n.SOURCE_LANGUAGE:
        i18n.set_language(i18n.SOURCE_LANGUAGE)


BACKENDS = ("sqlite", "postgresql")
_database_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server():
    reason = pgserver.missing_reason()
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs the PostgreSQL tests: {reason}")
        pytest.skip(reason)
    with pgserver.LocalServer() as server:
        yield server


@pytest.fixture
def pg_url(pg_server) -> str:
    """The URL of a new, empty database on the test server."""
    return pg_server.create_database(f"t{os.getpid()}_{next(_database_numbers)}")


@pytest.fixture
def owner_pg_url(pg_server) -> str:
    """A new, empty database owned by a CREATEROLE login (not a superuser): its URL."""
    number = next(_database_numbers)
    return pg_server.create_owned_database(f"t{os.getpid()}_{number}", f"owner_{os.getpid()}_{number}")


@pytest.fixture
def own_server(pg_server):
    """A server of the test's own, to stop and start (pg_server: skipped or failed alike)."""
    with pgserver.LocalServer() as server:
        yield server


def open_backend(kind: str, tmp_path, request):
    """An open store of the given backend: a SQLite file in tmp_path or a new server database."""
    if kind == "sqlite":
        from trainer.store import Store

        return Store.open(tmp_path)
    from trainer.store.postgres import PostgresStore

    return PostgresStore(request.getfixturevalue("pg_url"))
