"""The class store's settings: an environment variable, else a root-level key of the same name
in ``.streamlit/secrets.toml``.

- ``WORMLIB_CLASS_DB``: the database URL, e.g. ``postgresql://user:pw@host/db`` for several
  replicas or machines. Unset: SQLite, a file in the data folder, so ``make run`` needs nothing.
- ``WORMLIB_DATA_DIR``: that data folder (default ``data/`` in the project, which git ignores).
- ``WORMLIB_CLASS_HOURS``: how long a class lives before it is deleted (default 3).
- ``WORMLIB_MAX_CLASSES``: how many classes the server runs at once (default 100).
- ``WORMLIB_PROXIES``: how many proxies of ours stand in front of the app (default 0; 1 with
  deploy/nginx.conf), so the rate limits count each browser's own address, not the proxy's.
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import streamlit as st

from app.classroom.engine import make_engine
from app.classroom.errors import ClassroomError, StoreUnavailableError
from app.classroom.inputs import Limits
from app.classroom.store import ClassStore
from wormlib.core.errors import shown

PROJECT = Path(__file__).resolve().parents[2]


class SettingError(ClassroomError):
    """A setting of the class store with a value it cannot use."""


def setting(name: str) -> str | None:
    """The setting's text, from the environment or the secrets file; None when unset."""
    value = os.environ.get(name)
    if value is None:
        try:
            found = st.secrets.get(name)
        except FileNotFoundError:  # no secrets file
            found = None
        value = None if found is None else str(found)
    return value or None


def database_url() -> str:
    """The URL of the class database (the SQLite default creates its data folder)."""
    url = setting("WORMLIB_CLASS_DB")
    if url:
        return url
    data = Path(setting("WORMLIB_DATA_DIR") or PROJECT / "data")
    try:
        data.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreUnavailableError(
            f"the data folder {shown(str(data))} cannot be made ({error.strerror}): "
            "set WORMLIB_DATA_DIR to a folder the app may write, or WORMLIB_CLASS_DB"
        ) from error
    return f"sqlite:///{data / 'classroom.sqlite3'}"


def _number(name: str, default: float) -> float:
    text = setting(name)
    if text is None:
        return default
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value < 1e6:
        raise SettingError(f"the setting {name} is a positive number, not {shown(text)}")
    return value


def limits() -> Limits:
    """The default limits with the lifetime and the number of classes from the settings."""
    return replace(
        Limits(),
        lifetime=_number("WORMLIB_CLASS_HOURS", 3) * 3600,
        classes=max(1, int(_number("WORMLIB_MAX_CLASSES", Limits().classes))),
    )


#: The class store's clock (seconds since the epoch): every expiry, lifetime and rate limit of
#: class mode reads it through ``now``, so a test sets the time (``monkeypatch.setattr``)
#: instead of racing the wall clock.
clock: Callable[[], float] = time.time


def now() -> float:
    """The time by ``clock``, looked up at each call (so a store made earlier follows it)."""
    return clock()


def proxies() -> int:
    """How many proxies of ours forward to the app (``X-Forwarded-For`` entries believed)."""
    text = setting("WORMLIB_PROXIES")
    if text is None:
        return 0
    if not text.isdigit() or int(text) > 10:
        raise SettingError(f"the setting WORMLIB_PROXIES is 0 to 10, not {shown(text)}")
    return int(text)


#: Seconds one read of a class's version serves this server's waiting phones
#: (``ClassStore.version``): a change on another server reaches them that much later.
VERSION_EVERY = 0.5

_stores: dict[str, ClassStore] = {}
_stores_lock = threading.Lock()


def open_store() -> ClassStore:
    """This server's store. One store (so one engine) per URL is kept per process: its
    connection pool is shared by all sessions, which is not session data (no class data is
    kept in Python memory, only in the database; the store remembers a class's version
    number for ``VERSION_EVERY`` seconds)."""
    url = database_url()
    with _stores_lock:
        if url not in _stores:
            _stores[url] = ClassStore(
                make_engine(url), limits=limits(), clock=now, version_every=VERSION_EVERY
            )
        return _stores[url]
