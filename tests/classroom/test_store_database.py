"""The database under the store: its schema, a database that is locked or down, settings."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
import streamlit as st
from sqlalchemy import select, text, update
from streamlit.runtime.secrets import Secrets

from app.classroom import schema, settings
from app.classroom.engine import make_engine
from app.classroom.errors import StoreUnavailableError
from app.classroom.store import ClassStore
from tests.classroom.conftest import MakeStore

MOMENT = {"choices": ["yes", "no"]}
SETTINGS = ("WORMLIB_CLASS_DB", "WORMLIB_DATA_DIR", "WORMLIB_CLASS_HOURS", "WORMLIB_MAX_CLASSES")


def test_a_second_server_finds_the_schema_and_the_classes(make_store: MakeStore) -> None:
    first = make_store()
    teacher = first.create_class()
    second = make_store()
    assert second.teacher_view(teacher).code == teacher.code
    with second.engine.connect() as conn:
        version = conn.execute(select(schema.schema_info.c.version)).scalar_one()
        assert version == schema.SCHEMA_VERSION


def test_an_older_schema_is_upgraded_step_by_step(
    make_store: MakeStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    teacher = make_store().create_class()
    steps: list[int] = []
    now = schema.SCHEMA_VERSION
    monkeypatch.setattr(schema, "SCHEMA_VERSION", now + 2)
    monkeypatch.setattr(
        schema, "UPGRADES", {now: lambda _c: steps.append(1), now + 1: steps.append}
    )
    upgraded = make_store()
    assert upgraded.version(teacher.code) == 1
    assert steps[0] == 1 and len(steps) == 2  # each step once, in order
    make_store().version(teacher.code)  # a third server finds it done
    assert len(steps) == 2
    with upgraded.engine.connect() as conn:
        assert conn.execute(select(schema.schema_info.c.version)).scalar_one() == now + 2


def test_a_newer_schema_is_refused_untouched(make_store: MakeStore) -> None:
    teacher = make_store().create_class()
    with make_store().engine.begin() as conn:
        conn.execute(update(schema.schema_info).values(version=99))
    old_app = make_store()
    with pytest.raises(StoreUnavailableError, match="schema version 99, newer than"):
        old_app.join(teacher.code)
    with old_app.engine.connect() as conn:
        assert conn.execute(select(schema.schema_info.c.version)).scalar_one() == 99


def test_a_locked_database_loses_nothing(make_store: MakeStore) -> None:
    store = make_store(busy_timeout=0.05)
    teacher = store.create_class()
    pupil = store.join(teacher.code)
    store.push_moment(teacher, MOMENT)
    store.vote(pupil, 0)
    with make_store().engine.begin() as other_writer:  # SQLite: the database; else the row
        other_writer.execute(select(schema.classes.c.id).with_for_update())
        with pytest.raises(StoreUnavailableError, match="lock"):
            store.vote(pupil, 1)
        with pytest.raises(StoreUnavailableError, match="try again in a moment"):
            store.join(teacher.code)
        assert store.pupil_view(pupil).choice == 0  # readers never wait
    store.vote(pupil, 1)  # the same call, tried again
    assert store.pupil_view(pupil).choice == 1
    assert len(store.teacher_view(teacher).pupils) == 1


def test_sqlite_runs_in_wal_mode_with_foreign_keys(tmp_path: Path) -> None:
    store = ClassStore(make_engine(f"sqlite:///{tmp_path / 'classroom.sqlite3'}"))
    store.create_class()
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
    store.engine.dispose()


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_database_that_is_down_gives_a_clear_error(tmp_path: Path, kind: str) -> None:
    url = {
        "sqlite": f"sqlite:///{tmp_path / 'no such folder' / 'classroom.sqlite3'}",
        "postgresql": f"postgresql://nobody@127.0.0.1:{_closed_port()}/classroom",
    }[kind]
    store = ClassStore(make_engine(url, busy_timeout=1))
    with pytest.raises(StoreUnavailableError, match="class database is unavailable"):
        store.create_class()
    with pytest.raises(StoreUnavailableError):
        store.version("ABCDEF")
    store.engine.dispose()


@pytest.fixture
def no_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> pytest.MonkeyPatch:
    """No class settings in the environment, and no secrets file (Streamlit's own reader)."""
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(st, "secrets", Secrets())
    monkeypatch.setattr(settings, "PROJECT", tmp_path)
    monkeypatch.setattr(settings, "_stores", {})
    return monkeypatch


def test_the_default_database_is_sqlite_in_the_data_folder(no_settings: pytest.MonkeyPatch) -> None:
    assert settings.database_url() == f"sqlite:///{Path.cwd() / 'data/classroom.sqlite3'}"
    data = Path.cwd() / "lesson data"
    no_settings.setenv("WORMLIB_DATA_DIR", str(data))
    assert settings.database_url() == f"sqlite:///{data / 'classroom.sqlite3'}"
    assert data.is_dir()
    assert settings.open_store() is settings.open_store()  # one engine per URL per process
    teacher = settings.open_store().create_class()
    assert settings.open_store().version(teacher.code) == 1
    settings.open_store().engine.dispose()


def test_a_data_folder_that_cannot_be_made_is_named(no_settings: pytest.MonkeyPatch) -> None:
    Path("a file").write_text("")
    no_settings.setenv("WORMLIB_DATA_DIR", str(Path.cwd() / "a file" / "data"))
    with pytest.raises(StoreUnavailableError, match=r"data folder .* cannot be made"):
        settings.open_store()


def test_the_database_url_comes_from_the_environment_or_the_secrets(
    no_settings: pytest.MonkeyPatch,
) -> None:
    secrets = {"WORMLIB_CLASS_DB": "postgresql://from-secrets/db", "WORMLIB_CLASS_HOURS": 1.5}
    no_settings.setattr(st, "secrets", secrets)  # as st.secrets reads .streamlit/secrets.toml
    assert settings.database_url() == "postgresql://from-secrets/db"
    assert settings.limits().lifetime == 1.5 * 3600
    no_settings.setenv("WORMLIB_CLASS_DB", "postgresql://from-env/db")
    assert settings.database_url() == "postgresql://from-env/db"


@pytest.mark.parametrize("value", ["0", "-3", "three", "nan", "inf"])
def test_a_bad_setting_is_named(no_settings: pytest.MonkeyPatch, value: str) -> None:
    no_settings.setenv("WORMLIB_CLASS_HOURS", value)
    with pytest.raises(settings.SettingError, match="WORMLIB_CLASS_HOURS is a positive number"):
        settings.limits()


def test_the_limits_come_from_the_settings(no_settings: pytest.MonkeyPatch) -> None:
    assert (settings.limits().lifetime, settings.limits().classes) == (3 * 3600, 100)
    no_settings.setenv("WORMLIB_CLASS_HOURS", "0.5")
    no_settings.setenv("WORMLIB_MAX_CLASSES", "7")
    assert (settings.limits().lifetime, settings.limits().classes) == (1800, 7)
