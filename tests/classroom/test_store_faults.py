"""What real servers do to the class database mid-lesson (issue 36, items 6, 7 and 8): a
PostgreSQL database recreated empty, the SQLite file deleted, names left in the write-ahead
log, expired classes kept while only polls come in. Real databases, no mocks."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, select, text
from sqlalchemy.engine import make_url

from app.classroom.engine import make_engine
from app.classroom.errors import ClassNotFoundError, StoreEmptiedError
from app.classroom.inputs import Limits
from app.classroom.schema import pupils
from app.classroom.store import ClassStore
from app.classroom.views import TeacherPass
from tests.classroom.conftest import Clock, MakeStore

NAME = "Anneliese"


@pytest.fixture
def database(postgres_url: str) -> Iterator[tuple[str, str]]:
    """A database of its own on the test server: (its URL, its name), dropped at the end."""
    name = f"lesson_{uuid.uuid4().hex[:12]}"
    admin = create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f"CREATE DATABASE {name}"))
    yield make_url(postgres_url).set(database=name).render_as_string(hide_password=False), name
    with admin.connect() as conn:
        conn.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
    admin.dispose()


def lesson(store: ClassStore) -> tuple[TeacherPass, object]:
    teacher = store.create_class(allow_names=True)
    pupil = store.join(teacher.code, first_name=NAME)
    store.push_moment(teacher, {"choices": ["a", "b"]})
    return teacher, pupil


def test_a_postgresql_database_recreated_empty_is_noticed_and_said(
    database: tuple[str, str], postgres_url: str, clock: Clock
) -> None:
    url, name = database
    store = ClassStore(make_engine(url), clock=clock)
    teacher, pupil = lesson(store)
    admin = create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:  # a compose volume recreated, an admin's reset
        conn.execute(text(f"DROP DATABASE {name} WITH (FORCE)"))
        conn.execute(text(f"CREATE DATABASE {name}"))
    admin.dispose()
    with pytest.raises(StoreEmptiedError, match="emptied or replaced"):
        store.teacher_view(teacher)
    for gone in (
        lambda: store.pupil_view(pupil),  # type: ignore[arg-type]
        lambda: store.vote(pupil, 0),  # type: ignore[arg-type]
        lambda: store.version(teacher.code),
    ):
        with pytest.raises(StoreEmptiedError, match=f"class {teacher.code} is gone"):
            gone()
    new = store.create_class()
    assert store.teacher_view(new).pupils == ()
    store.engine.dispose()


def test_a_new_teacher_starts_a_class_right_after_the_database_was_emptied(
    database: tuple[str, str], postgres_url: str
) -> None:
    url, name = database
    store = ClassStore(make_engine(url))
    lesson(store)
    admin = create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f"DROP DATABASE {name} WITH (FORCE)"))
        conn.execute(text(f"CREATE DATABASE {name}"))
    admin.dispose()
    teacher = store.create_class()  # the first call after the reset: no error at all
    assert store.version(teacher.code) == 1
    store.engine.dispose()


def test_a_sqlite_file_deleted_mid_lesson_is_noticed_and_reopened(
    tmp_path: Path, clock: Clock
) -> None:
    path = tmp_path / "classroom.sqlite3"
    store = ClassStore(make_engine(f"sqlite:///{path}"), clock=clock)
    teacher, pupil = lesson(store)
    with store.engine.connect(), store.engine.connect():  # two pooled connections
        pass
    for found in tmp_path.glob("classroom.sqlite3*"):  # a cleanup job, git clean
        found.unlink()
    with pytest.raises(StoreEmptiedError):
        store.pupil_view(pupil)  # type: ignore[arg-type]
    with pytest.raises(StoreEmptiedError, match=f"class {teacher.code} is gone"):
        store.teacher_view(teacher)
    classes = [store.create_class() for _ in range(3)]
    for new in classes:
        store.join(new.code)
    restarted = ClassStore(make_engine(f"sqlite:///{path}"), clock=clock)
    assert all(len(restarted.teacher_view(c).pupils) == 1 for c in classes), "one file"
    store.engine.dispose()
    restarted.engine.dispose()


def names_on_disk(folder: Path) -> list[str]:
    return [f.name for f in folder.glob("classroom.sqlite3*") if NAME.encode() in f.read_bytes()]


def test_an_ended_class_leaves_no_name_in_the_sqlite_files(tmp_path: Path) -> None:
    store = ClassStore(make_engine(f"sqlite:///{tmp_path / 'classroom.sqlite3'}"))
    teacher, _ = lesson(store)
    assert names_on_disk(tmp_path), "the name was written"
    store.end_class(teacher)
    assert names_on_disk(tmp_path) == []
    store.engine.dispose()


def test_a_removed_pupil_and_a_purged_class_leave_no_name_in_the_sqlite_files(
    tmp_path: Path, clock: Clock
) -> None:
    store = ClassStore(make_engine(f"sqlite:///{tmp_path / 'classroom.sqlite3'}"), clock=clock)
    teacher, _ = lesson(store)
    (anneliese,) = store.teacher_view(teacher).pupils
    store.remove_pupil(teacher, anneliese.nickname)
    assert names_on_disk(tmp_path) == []
    store.join(teacher.code, first_name=NAME)
    clock.advance(store.limits.lifetime)
    assert store.purge_expired() == 1
    assert names_on_disk(tmp_path) == []
    store.engine.dispose()


def test_expired_classes_are_purged_when_only_polls_come_in(
    make_store: MakeStore, clock: Clock
) -> None:
    store = make_store(Limits(lifetime=3600, purge_every=60))
    lesson(store)
    clock.advance(1800)
    other = store.create_class()
    store.join(other.code)
    store.version(other.code)
    clock.advance(1800)
    store.version(other.code)  # a poll of another class, nothing written
    with store.engine.connect() as conn:
        left = conn.execute(select(func.count()).where(pupils.c.first_name == NAME)).scalar()
    assert left == 0


def test_an_unknown_code_in_a_pass_is_gone_only_while_the_database_is_young(
    make_store: MakeStore, clock: Clock
) -> None:
    """A pass (a teacher's or a pupil's cookie) whose class the database never knew: the
    database was emptied since, if it is younger than a class may live; else a wrong code.
    Typing a code is never taken for a pass."""
    store = make_store(Limits(lifetime=3600))
    store.create_class()  # the tables are made now
    with pytest.raises(StoreEmptiedError):
        store.version("ABCDEF")
    with pytest.raises(ClassNotFoundError):
        store.join("ABCDEF")
    clock.advance(3600)
    with pytest.raises(ClassNotFoundError):
        store.version("ABCDEF")
