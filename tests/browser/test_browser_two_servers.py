"""Two app servers on one class database serve one class (issue 21): the teacher on one server,
the pupils on the other, as behind a load balancer with several replicas. Each server keeps
nothing of a class in memory, so every vote must reach the teacher through the database, on a
SQLite file in one data folder and on one PostgreSQL database."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from app.regenwormen import class_poll
from app.regenwormen.explore import report
from app.regenwormen.explorer_state import FIRST_VIEW
from tests.apptest import text
from tests.browser.conftest import StartServer
from tests.browser.harness import act, tab, wait_for_app_run
from tests.browser.test_browser_class import WAIT, choice, start_class
from tests.classroom.postgres import fresh_schema


@pytest.fixture(params=["sqlite", "postgresql"])
def store_settings(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[dict[str, str]]:
    """The class store's settings both servers get: one empty database of each kind (an empty
    WORMLIB_CLASS_DB is unset, so SQLite's file is in the data folder)."""
    if request.param == "sqlite":
        yield {"WORMLIB_CLASS_DB": "", "WORMLIB_DATA_DIR": str(tmp_path)}
        return
    with fresh_schema(request.getfixturevalue("postgres_url")) as url:
        yield {"WORMLIB_CLASS_DB": url, "WORMLIB_DATA_DIR": str(tmp_path)}


def test_pupils_on_another_server_vote_and_see_the_reveal(
    browser: Browser, start_server: StartServer, store_settings: dict[str, str]
) -> None:
    first, second = start_server(store_settings), start_server(store_settings)
    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "desktop", "en"))
        code = start_class(teacher, first.url)
        pupils = [stack.enter_context(tab(browser, "phone", "en")) for _ in range(3)]
        for pupil in pupils:
            pupil.goto(f"{second.url}/join?code={code}")
            wait_for_app_run(pupil)
            pupil.get_by_role("button", name=text("join.join")).click()
            expect(pupil.get_by_text(text("join.wait"))).to_be_visible()
        expect(teacher.get_by_text("3 pupils have joined")).to_be_visible(timeout=WAIT)

        act(teacher.locator('[data-testid="stSidebarNav"] a[href$="/explorer"]'))
        teacher.get_by_role("button", name=text("class.ask")).click()
        act(teacher.get_by_role("link", name=text("class.to_dashboard")))
        best = class_poll.describe(report(FIRST_VIEW))["best"][0]
        for pupil in pupils:
            expect(pupil.get_by_text(text("class.q_keep"))).to_be_visible(timeout=WAIT)
            choice(pupil, best)
        expect(teacher.get_by_text("Answers: 3 of 3 pupils")).to_be_visible(timeout=WAIT)

        teacher.get_by_role("button", name=text("class.reveal")).click()  # the votes first
        expect(teacher.locator(".class-tally")).to_be_visible()
        expect(teacher.locator(".class-tally")).not_to_contain_text("✓")
        teacher.get_by_role("button", name=text("class.show_answer")).click()
        expect(teacher.locator(".class-tally")).to_contain_text("✓")  # then the best answer
        for pupil in pupils:
            expect(pupil.get_by_text(text("join.why"))).to_be_visible(timeout=WAIT)
            expect(pupil.locator('[data-testid="stException"]')).to_have_count(0)
