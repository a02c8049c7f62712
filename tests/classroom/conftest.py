"""Each store test runs on both real databases: a SQLite file in a temporary folder, and
PostgreSQL (``postgres_url`` in tests/conftest.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, text, update

from app.classroom.engine import make_engine
from app.classroom.inputs import Limits
from app.classroom.schema import schema_info
from app.classroom.store import ClassStore
from tests.classroom.postgres import fresh_schema


class Clock:
    """A clock the test moves by hand, so expiry needs no sleeping."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


MakeStore = Callable[..., ClassStore]


#: The columns version 3 added.
VERSION_3_COLUMNS = [
    ("classroom_pupils", "session_hash"),
    ("classroom_schema", "created_at"),
    ("classroom_moments", "answer_shown"),
    ("classroom_results", "moves"),
    ("classroom_pupils", "seen_at"),
    ("classroom_classes", "paused"),
]


def back_to_version_2(conn: Connection) -> None:
    """Make a database of this version as version 2 (main at 1f544b5) left it."""
    conn.execute(text("DROP TABLE classroom_counts"))
    conn.execute(text("DROP TABLE classroom_removed"))
    for table, column in VERSION_3_COLUMNS:
        conn.execute(text(f"ALTER TABLE {table} DROP COLUMN {column}"))
    conn.execute(
        text(
            'CREATE TABLE classroom_join_failures ("window" INTEGER PRIMARY KEY, failures INTEGER)'
        )
    )
    conn.execute(update(schema_info).values(version=2))


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty class database of each kind."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'classroom.sqlite3'}"
        return
    with fresh_schema(request.getfixturevalue("postgres_url")) as url:
        yield url


@pytest.fixture
def make_store(db_url: str, clock: Clock) -> Iterator[MakeStore]:
    """``make_store(limits=None, busy_timeout=5)``: a store on the test's database with its
    own engine, so two calls are two servers; all use the test's clock."""
    engines: list[Engine] = []

    def make(limits: Limits | None = None, busy_timeout: float = 5.0) -> ClassStore:
        engines.append(make_engine(db_url, busy_timeout=busy_timeout))
        return ClassStore(engines[-1], limits=limits, clock=clock)

    yield make
    for engine in engines:
        engine.dispose()


@pytest.fixture
def store(make_store: MakeStore) -> ClassStore:
    return make_store()
