"""A throw-away PostgreSQL server for the tests and the classroom bench.

It runs Debian's (or any installed) ``initdb``/``pg_ctl`` into a temporary folder, listens
on 127.0.0.1 only, on a free port, with ``trust`` authentication for its superuser
(nothing but this machine's loopback can reach it) and passwords (SCRAM) for every other
login, such as a class's station login, and is removed afterwards. PostgreSQL refuses to run
as root, so when the tests run as root the server runs as the ``postgres`` system user
(made by Debian's package) through ``runuser``.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

#: the superuser the cluster is made with (its name, not a system account).
SUPERUSER = "trainer"


def find_bin_dir() -> Path | None:
    """The folder with ``initdb`` and ``pg_ctl`` (the newest installed version), or None.
    ``TRAINER_PG_BINDIR`` names another folder (a test points it at an empty one)."""
    chosen = os.environ.get("TRAINER_PG_BINDIR")
    if chosen is not None:
        return Path(chosen) if (Path(chosen) / "initdb").is_file() else None
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def missing_reason() -> str | None:
    """Why no server can be started here, or None."""
    if find_bin_dir() is None:
        return "no PostgreSQL server binaries (initdb, pg_ctl) found: apt-get install postgresql"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no 'postgres' user to run the server as"
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LocalServer:
    """One PostgreSQL cluster in a temporary folder; ``url(db)`` to connect."""

    def __init__(self, max_connections: int = 200) -> None:
        #: 200 for the tests (many at once); the bench runs with PostgreSQL's default, 100
        self.max_connections = max_connections
        bin_dir = find_bin_dir()
        if bin_dir is None:
            raise RuntimeError(missing_reason())
        self.bin_dir = bin_dir
        self.port = free_port()
        self.root = Path(tempfile.mkdtemp(prefix="trainer-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self._as_user: list[str] = []
        if os.geteuid() == 0:
            account = pwd.getpwnam("postgres")
            os.chown(self.root, account.pw_uid, account.pw_gid)
            self._as_user = ["runuser", "-u", "postgres", "--"]
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-sync")
        hba = self.data / "pg_hba.conf"
        self._write_hba(hba)
        self.start()

    def _write_hba(self, hba: Path) -> None:
        """The superuser without a password; every other login with its password."""
        lines = (
            f"local all {SUPERUSER} trust",
            f"host all {SUPERUSER} 127.0.0.1/32 trust",
            "local all all scram-sha-256",
            "host all all 127.0.0.1/32 scram-sha-256",
        )
        text = "\n".join(lines) + "\n"
        if self._as_user:
            subprocess.run([*self._as_user, "tee", str(hba)], input=text, text=True, capture_output=True, check=True)
        else:
            hba.write_text(text)

    def _run(self, program: str, *args: str) -> None:
        result = subprocess.run(
            [*self._as_user, str(self.bin_dir / program), *args], capture_output=True, text=True, cwd=self.root
        )
        if result.returncode != 0:
            raise RuntimeError(f"{program} failed: {result.stderr.strip() or result.stdout.strip()}")

    def start(self) -> None:
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections={self.max_connections}"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-o", options, "-w", "-t", "60", "start")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server; ``mode="immediate"`` is a crash (no clean shutdown)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        """A new empty database; returns its URL."""
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def create_owned_database(self, name: str, owner: str, password: str = "owner-pw") -> str:
        """A new empty database owned by ``owner``, a CREATEROLE login that is no superuser
        (the README's instructor); returns the owner's URL, with its password."""
        import psycopg
        from psycopg import sql

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN CREATEROLE PASSWORD {}").format(
                sql.Identifier(owner), sql.Literal(password)))
            conn.execute(sql.SQL("CREATE DATABASE {} OWNER {}").format(sql.Identifier(name), sql.Identifier(owner)))
        return f"postgresql://{owner}:{password}@127.0.0.1:{self.port}/{name}"

    def close(self) -> None:
        try:
            self.stop("immediate")
        except RuntimeError:
            pass  # already stopped
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> LocalServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def wait_until_down(port: int, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) != 0:
                return
        time.sleep(0.05)
