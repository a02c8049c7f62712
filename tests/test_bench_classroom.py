"""The benchmark's simulated browser tab keeps fragments apart as the browser does: a
fragment's rerun replaces what that fragment drew, and its clicks and timer reruns say which
fragment they rerun (issue 21: otherwise the class mix measures the wrong runs)."""

from __future__ import annotations

import asyncio
import concurrent.futures

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

from benchmarks import bench_classroom as bc


def _button(key: str, fragment: str = "") -> ForwardMsg:
    message = ForwardMsg()
    message.delta.new_element.button.id = f"$$ID-0123-{key}"
    message.delta.fragment_id = fragment
    return message


def _markdown(body: str, fragment: str = "") -> ForwardMsg:
    message = ForwardMsg()
    message.delta.new_element.markdown.body = body
    message.delta.fragment_id = fragment
    return message


def _new_run(*fragments: str) -> ForwardMsg:
    message = ForwardMsg()
    message.new_session.SetInParent()
    message.metadata.run.fragment_ids.extend(fragments)
    return message


def _show(session: bc.Session, *messages: ForwardMsg) -> None:
    for message in messages:
        session._handle(message, 10)


def test_a_fragment_rerun_forgets_what_that_fragment_drew_only() -> None:
    tab = bc.Session(0, "join", "", "en-GB")
    _show(
        tab,
        _new_run(),
        _button("lang.picker"),
        _button("join.choice.1.1.0", "live"),
        _markdown("**Which dice?**", "live"),
    )
    tally = '<div class="class-tally"><p>Round 1</p><ul><li>5 · 3 votes</li></ul></div>'
    _show(tab, _new_run("live"), _markdown(tally, "live"))
    assert list(tab.run.widgets) == ["lang.picker"]
    assert tab.run.texts == [("live", tally)]
    assert bc.shows_tally(tab, "live")
    _show(tab, _new_run(), _button("join.choice.2.1.0", "live"))  # the whole page again
    assert list(tab.run.widgets) == ["join.choice.2.1.0"]
    assert not bc.shows_tally(tab, "live")


class _Socket:
    """Takes what the tab sends and ends each run at once."""

    def __init__(self, tab: bc.Session) -> None:
        self.tab = tab
        self.sent: list[BackMsg] = []

    async def send(self, data: bytes) -> None:
        message = BackMsg()
        message.ParseFromString(data)
        self.sent.append(message)
        self.tab.finished.put_nowait(bc.FINISHED.FINISHED_SUCCESSFULLY)


def test_a_click_in_a_fragment_is_no_timer_rerun() -> None:
    tab = bc.Session(0, "join", "code=ABC234", "nl-NL")
    socket = _Socket(tab)
    tab.ws = socket  # type: ignore[assignment]
    _show(tab, _new_run(), _button("join.choice.1.1.0", "live"))

    async def act() -> None:
        await tab.request(fragment="live")
        await tab.request(tab.value("join.choice.1.1.0", trigger_value=True), "live", click=True)
        await tab.request()

    # a thread of its own: in a worker that has run a browser test, Playwright's loop runs here
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, act()).result()
    runs = [m.rerun_script for m in socket.sent]
    assert [(r.fragment_id, r.is_auto_rerun) for r in runs] == [
        ("live", True),
        ("live", False),
        ("", False),
    ]
    assert [len(r.widget_states.widgets) for r in runs] == [0, 1, 0]  # a trigger is sent once


def test_a_school_counts_each_class_s_screens_that_never_showed_a_reveal() -> None:
    """``--classes N``: each class's reveals are timed against its own pupils, and a pupil
    of the class whose screen never showed one counts as an error of that class."""
    lesson = bc.Lesson(0, bc.Session(0, "class", "", "en-GB"))
    lesson.run.joined = 3
    lesson.run.revealed_at = {1: 10.0, 2: 40.0}
    lesson.run.seen = {1: [0.5, 1.0, 2.0], 2: [0.7]}
    seen, missed = bc.reveal_times(lesson)
    assert sorted(seen) == [0.5, 0.7, 1.0, 2.0]
    assert missed == 2
