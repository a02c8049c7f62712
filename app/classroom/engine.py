"""A SQLAlchemy engine for the class store: SQLite (the embedded default) or PostgreSQL.

SQLite is set up for several sessions at once: write-ahead logging (readers never wait for the
writer), a busy timeout (a writer waits its turn instead of failing), foreign keys on (so
deleting a class deletes everything in it), and ``BEGIN IMMEDIATE`` for writes, so one writer
at a time holds the lock from its first statement (SQLAlchemy's recipe for the sqlite3
driver's transactions: the driver's own BEGIN is switched off and the engine emits ours).
A SQLite file deleted or replaced while the app runs (a cleanup job, ``git clean``) is noticed
when a connection is taken from the pool: one opened on another file (its device and inode)
is thrown away and a new one opens the file that is there now, so no connection writes on
into a deleted file; the store then finds its tables gone and says so
(``StoreEmptiedError``). PostgreSQL goes through psycopg 3 and checks a pooled connection
before use, so a restarted database costs no failed request.
"""

from __future__ import annotations

import os
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine import URL, make_url

#: Execution option of the connections that only read (``BEGIN`` instead of ``BEGIN IMMEDIATE``).
READ_ONLY = "classroom_read_only"


def database_url(url: str | URL) -> URL:
    """The URL with its driver explicit: ``postgres://`` and ``postgresql://`` mean psycopg 3."""
    parsed = make_url(url)
    if parsed.drivername in ("postgres", "postgresql"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


def make_engine(url: str | URL, *, busy_timeout: float = 5.0) -> Engine:
    """A new engine (with its own connection pool) for the class database at ``url``.

    ``busy_timeout`` is how many seconds a statement waits for a lock held by another
    writer (and, on PostgreSQL, for a connection) before the store reports the database as
    unavailable.
    """
    parsed = database_url(url)
    if parsed.get_backend_name() == "sqlite":
        engine = create_engine(parsed, connect_args={"timeout": busy_timeout})
        event.listen(engine, "connect", _sqlite_connect)
        event.listen(engine, "begin", _sqlite_begin)
        path = parsed.database
        if path and path != ":memory:" and not path.startswith("file:"):
            event.listen(engine, "connect", lambda _c, record: _note_file(path, record))
            event.listen(engine, "checkout", lambda _c, record, _p: _check_file(path, record))
        return engine
    given = parsed.query.get("options", "")  # such as a search_path, kept
    options = " ".join([given] if isinstance(given, str) else given)
    return create_engine(
        parsed,
        pool_pre_ping=True,
        pool_timeout=busy_timeout,
        connect_args={
            "connect_timeout": max(1, round(busy_timeout)),
            "options": f"{options} -c lock_timeout={max(1, round(busy_timeout * 1000))}",
        },
    )


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    dbapi_connection.isolation_level = None  # the engine emits BEGIN itself (below)
    cursor = dbapi_connection.cursor()
    pragmas = ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "secure_delete=ON")
    for pragma in pragmas:
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


def _file_identity(path: str) -> tuple[int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def _note_file(path: str, record: Any) -> None:
    record.info["file"] = _file_identity(path)


def _check_file(path: str, record: Any) -> None:
    """A connection opened on a file that is no longer at ``path`` is thrown away (SQLAlchemy
    then opens a new one, on the file there now)."""
    if _file_identity(path) != record.info.get("file"):
        raise sa_exc.DisconnectionError(f"the SQLite file {path} was deleted or replaced")


def _sqlite_begin(conn: Connection) -> None:
    read_only = conn.get_execution_options().get(READ_ONLY, False)
    conn.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")
