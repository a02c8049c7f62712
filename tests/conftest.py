"""Fixtures shared by the class store's tests and the browser tests.

Without PostgreSQL its tests are skipped on a developer's machine, but fail in CI (``CI`` set),
where ``.ci/run`` installs Debian's ``postgresql``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import settings

from app.common.shield import SHOW_ERRORS
from tests.classroom.conftest import Clock
from tests.classroom.postgres import find_initdb, throwaway_cluster

# A page's unexpected error shows as Streamlit's traceback, in AppTest and in the browser
# tests' servers (which inherit the environment), so that every test that looks for one
# still finds it; tests/app/common/test_app_shield.py checks what a user sees instead.
os.environ[SHOW_ERRORS] = "1"

# In CI the property tests draw the same examples every run (a failure is found again by the
# next run, not by chance); on a developer's machine they draw new ones each time. The profile
# also sets how many: each test's weight is scaled by its max_examples (tests/examples.py).
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True, max_examples=100)
settings.register_profile("dev", deadline=None, max_examples=100)
settings.register_profile("quick", deadline=None, max_examples=20)
settings.register_profile("thorough", deadline=None, max_examples=1000)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
)


@pytest.fixture
def clock() -> Clock:
    """A clock the test moves by hand (class mode's app tests set ``settings.clock`` to it)."""
    return Clock()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """``WORMLIB_TEST_POSTGRES_URL``, or a throw-away server of our own for the session."""
    url = os.environ.get("WORMLIB_TEST_POSTGRES_URL")
    if url:
        yield url
        return
    initdb = find_initdb()
    if initdb is None:
        message = "no PostgreSQL: install Debian's postgresql or set WORMLIB_TEST_POSTGRES_URL"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    with throwaway_cluster(initdb) as url:
        yield url
