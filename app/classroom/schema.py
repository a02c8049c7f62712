"""The class store's tables, created and upgraded by the app itself on first use.

The same tables serve SQLite and PostgreSQL (SQLAlchemy Core). Every table hangs off a class
with ``ON DELETE CASCADE``, so deleting the class row deletes everything in it. The names
start with ``classroom_`` so the tables can share a database with other things.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Connection,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.schema import CreateColumn

from app.classroom.errors import StoreUnavailableError

#: The schema this code writes. A database at an older version is upgraded step by step
#: (``UPGRADES``): 2 added the challenge's positions and the results' ``finished``; 3 the
#: moments' ``answer_shown``, the results' ``moves``, the pupils' ``seen_at`` and session,
#: the classes' ``paused``, the removed pupils and the rate limits' counts per browser and
#: address.
SCHEMA_VERSION = 3

#: Key of the PostgreSQL advisory lock that lets one replica at a time create or upgrade.
_SCHEMA_LOCK = 0x776F726D  # "worm"

metadata = MetaData()

schema_info = Table(
    "classroom_schema",
    metadata,
    Column("id", Integer, primary_key=True),  # a single row, id 1
    Column("version", Integer, nullable=False),
    Column("created_at", Float),  # when the tables were made (since version 3; else NULL)
)

classes = Table(
    "classroom_classes",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(6), nullable=False, unique=True),
    Column("teacher_hash", String(64), nullable=False),
    Column("created_at", Float, nullable=False),
    Column("expires_at", Float, nullable=False, index=True),
    Column("version", Integer, nullable=False),
    Column("locked", Boolean, nullable=False),
    Column("allow_names", Boolean, nullable=False),
    Column("moment_id", Integer),  # the current moment (no foreign key: no cycle)
    Column("challenge", JSON(none_as_null=True)),  # the challenge's description, or NULL
    Column("challenge_open", Boolean, nullable=False),  # pupils' turns still count
    # the phones say "look at the board", answers wait (since version 3)
    Column("paused", Boolean, nullable=False, server_default=false()),
)

pupils = Table(
    "classroom_pupils",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("class_id", ForeignKey(classes.c.id, ondelete="CASCADE"), nullable=False),
    Column("key_hash", String(64), nullable=False, unique=True),
    Column("adjective", Integer, nullable=False),
    Column("noun", Integer, nullable=False),
    Column("number", Integer, nullable=False),
    Column("first_name", String(40)),
    Column("joined_at", Float, nullable=False),
    Column("session_hash", String(66)),  # the digest of the browser session (since version 3)
    Column("seen_at", Float),  # the pupil's page last said it is open (since version 3)
    UniqueConstraint("class_id", "adjective", "noun", "number"),
)

moments = Table(
    "classroom_moments",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("class_id", ForeignKey(classes.c.id, ondelete="CASCADE"), nullable=False),
    Column("number", Integer, nullable=False),  # 1, 2, ... within the class
    Column("description", JSON, nullable=False),
    Column("round", Integer, nullable=False),  # 1, or 2 after a discussion
    Column("open", Boolean, nullable=False),
    Column("revealed", Integer, nullable=False),  # the rounds up to this one are revealed
    # the best answer and the values are shown (since version 3): a reveal shows only the votes
    Column("answer_shown", Boolean, nullable=False, server_default=false()),
    UniqueConstraint("class_id", "number"),
)

answers = Table(
    "classroom_answers",
    metadata,
    Column(
        "moment_id",
        ForeignKey(moments.c.id, ondelete="CASCADE"),
        primary_key=True,
    ),
    Column("round", Integer, primary_key=True),
    Column("pupil_id", ForeignKey(pupils.c.id, ondelete="CASCADE"), primary_key=True),
    Column("choice", Integer, nullable=False),
)

results = Table(
    "classroom_results",
    metadata,
    Column("pupil_id", ForeignKey(pupils.c.id, ondelete="CASCADE"), primary_key=True),
    Column("class_id", ForeignKey(classes.c.id, ondelete="CASCADE"), nullable=False),
    Column("turns", Integer, nullable=False),
    Column("decisions", Integer, nullable=False),
    Column("loss", Float, nullable=False),
    Column("finished", Boolean, nullable=False, server_default=false()),  # since version 2
    # the pupil's decisions in the game's notation, enough with the seed to rebuild the game
    # after a reload (since version 3)
    Column("moves", Text, nullable=False, server_default=""),
)

# The positions the pupils met in the class challenge (since version 2): how many met each
# and how many of them chose differently from the best move; no pupil is named.
positions = Table(
    "classroom_positions",
    metadata,
    Column("class_id", ForeignKey(classes.c.id, ondelete="CASCADE"), primary_key=True),
    Column("position", String(200), primary_key=True),  # the explorer's link of it
    Column("met", Integer, nullable=False),
    Column("missed", Integer, nullable=False),
)

# The codes of ended classes, nothing else: a pupil still polling hears "ended", not "wrong
# code", and the code is not handed out again while its pupils may still type it.
ended = Table(
    "classroom_ended",
    metadata,
    Column("code", String(6), primary_key=True),
    Column("forget_at", Float, nullable=False, index=True),
)

# The rate limits (since version 3): how often something happened per time window, by kind
# ("start", "join", "failure") and by who (the digest of a browser session or an address, or
# "server"), for all replicas. Rows older than the window before are deleted.
counts = Table(
    "classroom_counts",
    metadata,
    Column("kind", String(8), primary_key=True),
    Column("subject", String(66), primary_key=True),
    Column("window", Integer, primary_key=True),
    Column("count", Integer, nullable=False),
)

# The pupils the teacher removed (since version 3): their key (so their phone hears why) and
# browser session (so they come back with a nickname only), for as long as the class lives.
removed = Table(
    "classroom_removed",
    metadata,
    Column("key_hash", String(64), primary_key=True),
    Column("class_id", ForeignKey(classes.c.id, ondelete="CASCADE"), nullable=False),
    Column("session_hash", String(66)),
)


def _add_column(conn: Connection, table: Table, name: str) -> None:
    column = CreateColumn(table.c[name]).compile(dialect=conn.dialect)
    conn.execute(text(f"ALTER TABLE {table.name} ADD COLUMN {column}"))  # our own names


def _add_positions(conn: Connection) -> None:
    """Version 1 to 2: the challenge's positions, and whether a pupil finished the game."""
    positions.create(conn)
    _add_column(conn, results, "finished")


def _add_version_3(conn: Connection) -> None:
    """Version 2 to 3: the two-step reveal, a challenge that survives a reload, who is away,
    the pause, removed pupils, and counts per browser and address in place of the server's
    failed joins."""
    _add_column(conn, moments, "answer_shown")
    _add_column(conn, results, "moves")
    _add_column(conn, pupils, "seen_at")
    _add_column(conn, pupils, "session_hash")
    _add_column(conn, classes, "paused")
    _add_column(conn, schema_info, "created_at")
    removed.create(conn)
    counts.create(conn)
    conn.execute(text("DROP TABLE IF EXISTS classroom_join_failures"))


#: ``UPGRADES[v](conn)`` moves a database from schema version ``v`` to ``v + 1``.
UPGRADES: dict[int, Callable[[Connection], None]] = {1: _add_positions, 2: _add_version_3}


def ensure_schema(conn: Connection, now: float) -> None:
    """Create the tables in an empty database (made ``now``), or upgrade an older one, in
    ``conn``'s transaction (a write transaction: one replica at a time gets here)."""
    if conn.dialect.name == "postgresql":
        conn.execute(select(func.pg_advisory_xact_lock(_SCHEMA_LOCK)))
    if not inspect(conn).has_table(schema_info.name):
        metadata.create_all(conn)
        conn.execute(insert(schema_info).values(id=1, version=SCHEMA_VERSION, created_at=now))
        return
    version = conn.execute(select(schema_info.c.version)).scalar_one()
    if version > SCHEMA_VERSION:
        raise StoreUnavailableError(
            f"the class database has schema version {version}, newer than this app's "
            f"{SCHEMA_VERSION}: update the app"
        )
    for step in range(version, SCHEMA_VERSION):
        UPGRADES[step](conn)
    if version < SCHEMA_VERSION:
        conn.execute(update(schema_info).values(version=SCHEMA_VERSION))
