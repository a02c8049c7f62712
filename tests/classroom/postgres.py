"""A throw-away PostgreSQL server for the store's tests, from Debian's ``postgresql`` package.

``initdb`` makes a cluster in a temporary folder, ``pg_ctl`` serves it on a free loopback port
(its socket in that folder too), as the ``postgres`` user when we are root (PostgreSQL
refuses to run as root); at the end it is stopped and the folder deleted. Nothing is written
outside the folder, and it is fast because it does not sync to disk (it is thrown away).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.schema import CreateSchema, DropSchema


def find_initdb() -> Path | None:
    """Debian's newest ``initdb`` (``/usr/lib/postgresql/<version>/bin/initdb``), if any."""
    found = [p for p in Path("/usr/lib/postgresql").glob("*/bin/initdb") if p.is_file()]
    versions = [p for p in found if p.parent.parent.name.isdigit()]
    return max(versions, key=lambda p: int(p.parent.parent.name), default=None)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _run(command: list[str | Path], cwd: Path, log: Path | None = None) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode:
        details = done.stdout + done.stderr
        if log is not None and log.exists():
            details += log.read_text(errors="replace")
        raise RuntimeError(f"{' '.join(map(str, command))} failed:\n{details}")


@contextmanager
def throwaway_cluster(initdb: Path) -> Iterator[str]:
    """A running PostgreSQL server for the length of the ``with``; its URL."""
    bin_dir = initdb.parent
    as_postgres: list[str | Path] = []
    if os.geteuid() == 0:  # in /tmp, which the postgres user can reach (TMPDIR may not be)
        as_postgres = ["runuser", "-u", "postgres", "--"]
        root = Path(tempfile.mkdtemp(prefix="wormlib-pg-", dir="/tmp"))
        shutil.chown(root, "postgres")
    else:
        root = Path(tempfile.mkdtemp(prefix="wormlib-pg-"))
    data, log = root / "data", root / "server.log"
    try:
        setup = ["-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]
        _run([*as_postgres, initdb, "-D", data, *setup], root)
        port = _free_port()
        options = (
            f"-p {port} -k {root} -c listen_addresses=127.0.0.1"
            " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        )
        pg_ctl = bin_dir / "pg_ctl"
        _run([*as_postgres, pg_ctl, "-D", data, "-l", log, "-o", options, "-w", "start"], root, log)
        try:
            yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
        finally:
            _run([*as_postgres, pg_ctl, "-D", data, "-m", "immediate", "-w", "stop"], root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


@contextmanager
def fresh_schema(url: str) -> Iterator[str]:
    """The URL of an empty schema of the database at ``url`` (its ``search_path``), dropped
    with everything in it at the end: each test gets a clean database, cheaply."""
    name = f"test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(CreateSchema(name))
        try:
            yield (
                make_url(url)
                .update_query_dict({"options": f"-csearch_path={name}"})
                .render_as_string(hide_password=False)
            )
        finally:
            with admin.connect() as conn:
                conn.execute(DropSchema(name, cascade=True))
    finally:
        admin.dispose()
