"""A class of pupils on one server: click latency, errors, memory and CPU under load.

    uv run python benchmarks/bench_classroom.py [--users 5,10,20,30] [--duration 40]
    uv run python benchmarks/bench_classroom.py --soak 400
    uv run python benchmarks/bench_classroom.py --mix class --users 30 --duration 120
    uv run python benchmarks/bench_classroom.py --mix class --users 30 --servers 2 --db postgresql
    uv run python benchmarks/bench_classroom.py --mix class --users 30 --classes 5
    uv run python benchmarks/bench_classroom.py --mix class --classes 10 --servers 2 --db postgresql

Starts a real ``streamlit run`` server on a free loopback port and drives simulated pupils
over the websocket protocol the browser uses (Streamlit's protobuf BackMsg/ForwardMsg on
``/_stcore/stream``): each pupil fetches the page, opens a session, waits for the first run,
then acts like a browser: it sends the values of the widgets it changes, the hashes of the
large messages it already holds, and the timed fragment reruns the server asks for. Half the
pupils are in the Explorer changing the situation (a new roll, another goal, another top
tile); half play the expert bot on the Play page, with the bot stepping once a second
(autoplay at normal speed) and the pupil deciding after a short think.

A *click* is a pupil's own change: the time from sending it to the end of the script run it
starts. Bot steps (the autoplay ticks) and the run that shows a finished game are timed
apart. Server RSS is sampled every half second; CPU is the server's user+system time over
the phase. The generator is one asyncio thread; its own CPU is printed too. The machine's
load average is printed with every result: other work on the machine shows up in it.

``--mix class`` is a lesson in class mode: a teacher starts a class on the class page and
the pupils join by its code on the join page, then the class waits (the servers' CPU is
measured while no vote is open), and every ~30 s the teacher asks the class about an
Explorer moment, leaves the vote open 20 s and reveals it in two steps (the votes, then the
best answer), then pauses the phones for a moment and lets the class go on. Each pupil
answers after a think, 30% change their answer later; the class page's and the join page's
live fragments rerun on their timers in between. A click is then a vote; the reveal is timed
from the teacher's click until each pupil's screen shows the tally. ``--servers 2`` runs two
servers on one class database (the teacher on the first, the pupils on both), ``--db``
chooses a SQLite file or a throw-away PostgreSQL cluster (the tests' helper); both are
deleted at the end. ``--classes N`` is a school: N such classes at once, each with its
teacher (spread over the servers) and ``--users`` pupils, each class on its own rhythm (a
moment every ``CYCLE`` seconds, class k starting k/N of a cycle later); all wait together
while the CPU is measured. Each class's lines come first, then the school's in one line.

``--soak N`` opens and closes N sessions one after another (alternating pages, one change
each) and prints the server's RSS as it goes: it must stay flat.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import http.client
import math
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from pathlib import Path

import psutil  # type: ignore[import-untyped]
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.Common_pb2 import FileURLs
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"  # loopback only
RUN_TIMEOUT = 30.0  # seconds a script run may take before it counts as an error
FINISHED = ForwardMsg.ScriptFinishedStatus
EXPLORER_LINKS = (  # the situations a teacher might share
    "kept=WW444&roll=125&steal=27&own=22",
    "kept=WW444&roll=125",
    "kept=55&roll=123446",
    "",
)


# --- one browser session ------------------------------------------------------------------


@dataclass
class Widget:
    id: str
    kind: str
    options: tuple[str, ...] = ()
    disabled: bool = False
    fragment: str = ""  # the fragment that drew it ("": the page outside any fragment)


@dataclass
class Run:
    """What one script run sent: its widgets and what the page shows."""

    widgets: dict[str, Widget] = field(default_factory=dict)  # by user key
    keys: set[str] = field(default_factory=set)  # every element key seen (plots too)
    texts: list[tuple[str, str]] = field(default_factory=list)  # (fragment, markdown or code)
    exceptions: int = 0
    bytes: int = 0

    def forget(self, fragments: Sequence[str]) -> None:
        """A fragment's rerun redraws it: what it drew before is gone."""
        self.widgets = {k: w for k, w in self.widgets.items() if w.fragment not in fragments}
        self.texts = [(f, text) for f, text in self.texts if f not in fragments]


class Session:
    """One browser tab: a websocket, the latest page and the widget values it holds."""

    def __init__(self, port: int, page: str, query: str, locale: str) -> None:
        self.port, self.page, self.query, self.locale = port, page, query, locale
        self.ws: ClientConnection | None = None
        self.page_hash = ""
        self.run = Run()
        self.values: dict[str, WidgetState] = {}  # widget id -> the value this tab holds
        self.cache: dict[str, ForwardMsg] = {}  # the large messages this tab holds, by hash
        self.timers: dict[str, float] = {}  # fragment id -> interval of its auto-rerun
        self.finished: asyncio.Queue[int] = asyncio.Queue()
        self.file_urls: asyncio.Queue[FileURLs] = asyncio.Queue()
        self.busy = False
        self.errors: list[str] = []
        self.reader: asyncio.Task[None] | None = None
        self.cookies = SimpleCookie()  # what the server (or a proxy in front) hands out

    async def open(self) -> float:
        """Load the page (its HTML, then the session): seconds to the first finished run."""
        start = time.perf_counter()
        for path in (f"/{self.page}", "/_stcore/health"):  # the page; the XSRF cookie
            self.cookies.update(await asyncio.to_thread(_get, self.port, path, self.cookie))
        self.ws = await connect(
            f"ws://{HOST}:{self.port}/_stcore/stream",
            additional_headers={"Cookie": self.cookie},
            subprotocols=["streamlit"],  # type: ignore[list-item]
            max_size=None,
            open_timeout=RUN_TIMEOUT,
        )
        self.reader = asyncio.create_task(self._read())
        await self.request()
        return time.perf_counter() - start

    @property
    def cookie(self) -> str:
        return "; ".join(f"{k}={m.value}" for k, m in self.cookies.items())

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.reader is not None:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.reader

    async def goto(self, page: str, query: str = "") -> int:
        """Follow a link to another page of the app in this tab (the session stays)."""
        self.page, self.query, self.page_hash, self.values = page, query, "", {}
        return await self.request()

    async def request(
        self,
        changes: dict[str, WidgetState] | None = None,
        fragment: str = "",
        click: bool = False,
    ) -> int:
        """Send a rerun with the tab's widget values (plus ``changes``); wait for its end.
        With ``fragment`` it reruns that fragment alone: its timer's rerun, or with ``click``
        a click on one of its widgets (the browser sends the fragment's id with both)."""
        assert self.ws is not None
        self.busy = True
        try:
            message = BackMsg()
            state = message.rerun_script
            state.query_string = self.query
            state.page_script_hash = self.page_hash
            state.page_name = "" if self.page_hash else self.page
            state.fragment_id = fragment
            state.is_auto_rerun = bool(fragment) and not click
            state.cached_message_hashes.extend(sorted(self.cache))
            state.context_info.locale = self.locale
            state.context_info.timezone = "Europe/Amsterdam"
            for widget_id, value in {**self.values, **(changes or {})}.items():
                state.widget_states.widgets.append(value)
                if not value.HasField("trigger_value"):
                    self.values[widget_id] = value
            while not self.finished.empty():
                self.finished.get_nowait()
            await self.ws.send(message.SerializeToString())
            while True:
                status = await asyncio.wait_for(self.finished.get(), RUN_TIMEOUT)
                if status != FINISHED.FINISHED_EARLY_FOR_RERUN:
                    return status
        finally:
            self.busy = False

    async def _read(self) -> None:
        assert self.ws is not None
        try:
            async for data in self.ws:
                assert isinstance(data, bytes)
                message = ForwardMsg()
                message.ParseFromString(data)
                self._handle(message, len(data))
        except Exception as e:  # a dropped connection is an error of the run in flight
            self.errors.append(f"connection: {e}")

    def _handle(self, message: ForwardMsg, size: int) -> None:
        kind = message.WhichOneof("type")
        self.run.bytes += size
        if kind == "ref_hash":  # a message this tab holds already
            message, kind = self.cache[message.ref_hash], "delta"
        elif message.metadata.cacheable:
            self.cache[message.hash] = message
        if kind == "navigation":  # the page that st.navigation chose
            self.page_hash = message.navigation.page_script_hash
        elif kind == "page_info_changed":
            self.query = message.page_info_changed.query_string
        elif kind == "new_session":
            fragments = message.metadata.run.fragment_ids
            if not fragments:
                self.run, self.timers = Run(bytes=size), {}
            else:
                self.run.forget(fragments)
        elif kind == "delta" and message.delta.WhichOneof("type") == "new_element":
            self._element(message.delta.new_element, message.delta.fragment_id)
        elif kind == "auto_rerun":
            self.timers[message.auto_rerun.fragment_id] = message.auto_rerun.interval
        elif kind == "file_urls_response":
            self.file_urls.put_nowait(message.file_urls_response.file_urls[0])
        elif kind == "script_finished":
            self.finished.put_nowait(message.script_finished)

    def _element(self, element: object, fragment: str = "") -> None:
        kind = element.WhichOneof("type")  # type: ignore[attr-defined]
        if kind in ("markdown", "code"):
            proto = getattr(element, kind)
            self.run.texts.append((fragment, proto.body if kind == "markdown" else proto.code_text))
            return
        if kind == "exception":
            self.run.exceptions += 1
            error = element.exception  # type: ignore[attr-defined]
            self.errors.append(f"exception on the page: {error.type}: {error.message[:200]}")
            return
        proto = getattr(element, kind)
        widget_id = getattr(proto, "id", "")
        if not isinstance(widget_id, str) or not widget_id.startswith("$$ID-"):
            return
        key = widget_id.split("-", 2)[2]
        self.run.keys.add(key)
        if kind == "checkbox":
            kind = "toggle"
        options = tuple(  # a select box's texts, a pill's content
            o if isinstance(o, str) else str(getattr(o, "content", ""))
            for o in getattr(proto, "options", ())
        )
        disabled = bool(getattr(proto, "disabled", False))
        self.run.widgets[key] = Widget(widget_id, kind, options, disabled, fragment)

    async def upload(self, key: str, name: str, data: bytes) -> dict[str, WidgetState]:
        """Put a file into a file uploader as the browser does; returns the widget's value."""
        assert self.ws is not None
        message = BackMsg()
        message.file_urls_request.request_id = name
        message.file_urls_request.file_names.append(name)
        await self.ws.send(message.SerializeToString())
        urls = await asyncio.wait_for(self.file_urls.get(), RUN_TIMEOUT)
        await asyncio.to_thread(_put, self.port, urls.upload_url, name, data, self.cookies)
        state = WidgetState(id=self.run.widgets[key].id)
        info = state.file_uploader_state_value.uploaded_file_info.add()
        info.file_id, info.name, info.size = urls.file_id, name, len(data)
        info.file_urls.CopyFrom(urls)
        return {state.id: state}

    @property
    def game_over(self) -> bool:
        """The play page shows a finished game (no decision, no bot to step)."""
        keys = self.run.keys
        return "play.new_game" in keys and not any(
            k.startswith(("play.do.", "play.next_step", "play.go_on.")) for k in keys
        )

    def has(self, prefix: str) -> list[str]:
        return [key for key in self.run.widgets if key.startswith(prefix)]

    def value(self, key: str, **value: object) -> dict[str, WidgetState]:
        """The widget's new value, as the browser sends it (e.g. ``trigger_value=True``)."""
        state = WidgetState(id=self.run.widgets[key].id, **value)  # type: ignore[arg-type]
        return {state.id: state}


def _get(port: int, path: str, cookie: str = "") -> SimpleCookie:
    """GET a path of the server; the cookies it sets."""
    connection = http.client.HTTPConnection(HOST, port, timeout=RUN_TIMEOUT)
    connection.request("GET", path, headers={"Cookie": cookie} if cookie else {})
    response = connection.getresponse()
    response.read()
    connection.close()
    if response.status >= 400:
        raise OSError(f"GET {path}: HTTP {response.status}")
    cookies = SimpleCookie()
    for header in response.headers.get_all("Set-Cookie") or []:
        cookies.load(header)
    return cookies


def _put(port: int, path: str, name: str, data: bytes, cookies: SimpleCookie) -> None:
    """A multipart upload with the session's cookies and XSRF token (as the browser does)."""
    connection = http.client.HTTPConnection(HOST, port, timeout=RUN_TIMEOUT)
    token = cookies["_streamlit_xsrf"].value if "_streamlit_xsrf" in cookies else ""
    boundary = "bench-classroom-boundary"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
            f"Content-Type: application/json\r\n\r\n"
        ).encode()
        + data
        + f"\r\n--{boundary}--\r\n".encode()
    )
    headers = {
        "Content-Type": f"multipart/form-data; boundary={boundary}",
        "X-Xsrftoken": token,
        "Cookie": "; ".join(f"{k}={m.value}" for k, m in cookies.items()),
    }
    connection.request("PUT", path, body, headers)
    response = connection.getresponse()
    response.read()
    connection.close()
    if response.status >= 300:
        raise OSError(f"upload refused: HTTP {response.status}")


@functools.cache
def nearly_finished_game() -> bytes:
    """A saved game of a pupil against the expert with two tiles left, the pupil to move:
    a few turns later the game ends, so each phase times game-ending clicks."""
    from wormlib.regenwormen import dice, game, save
    from wormlib.regenwormen.actions import Dice
    from wormlib.regenwormen.bots import make_bot
    from wormlib.regenwormen.rules import OFFICIAL
    from wormlib.regenwormen.state import initial_state

    rng = random.Random(7)
    bot = make_bot("expert")
    state, actions = initial_state(2, OFFICIAL), []
    while not (len(state.middle) <= 2 and state.current == 0 and not any(state.turn.kept)):
        action = bot.decide(state, rng).action
        state = game.apply(state, action)
        actions.append(action)
        if state.turn.rolling:
            throw = Dice(dice.sample_roll(state.turn.dice_left, rng))
            state = game.apply(state, throw)
            actions.append(throw)
    meta = {"app": "play", "seed": 7, "bots": [None, "expert"], "reasons": {}}
    return save.dumps(OFFICIAL, ["Ann", "Expert bot"], actions, meta).encode()


# --- pupils ------------------------------------------------------------------------------


@dataclass
class Stats:
    clicks: list[float] = field(default_factory=list)
    bot_steps: list[float] = field(default_factory=list)
    game_ends: list[float] = field(default_factory=list)
    first_page: list[float] = field(default_factory=list)
    click_bytes: list[int] = field(default_factory=list)
    by_page: dict[str, list[float]] = field(default_factory=dict)  # the clicks per page
    errors: int = 0
    games: int = 0

    def click(self, session: Session, seconds: float) -> None:
        self.clicks.append(seconds)
        self.click_bytes.append(session.run.bytes)
        self.by_page.setdefault(session.page, []).append(seconds)


Behaviour = Callable[[Session, random.Random, Stats, float], "asyncio.Future[None]"]


async def timed(session: Session, stats: Stats, into: list[float], **kw: object) -> None:
    start = time.perf_counter()
    status = await session.request(**kw)  # type: ignore[arg-type]
    if into is stats.clicks:
        stats.click(session, time.perf_counter() - start)
    else:
        into.append(time.perf_counter() - start)
    if status == FINISHED.FINISHED_WITH_COMPILE_ERROR:
        session.errors.append("compile error")


async def explorer_pupil(session: Session, rng: random.Random, stats: Stats, until: float) -> None:
    """Change the situation every few seconds: a new roll, another goal, another top tile."""
    while time.monotonic() < until:
        await asyncio.sleep(rng.uniform(1.0, 3.0))
        choice = rng.random()
        goal = session.run.widgets.get("explorer.goal")
        own = session.run.widgets.get("explorer.own")
        faces = session.has("explorer.roll.")
        if choice < 0.4 and "explorer.rolled" in session.run.widgets:
            rolled = session.values.get(session.run.widgets["explorer.rolled"].id)
            on = not (rolled.bool_value if rolled is not None else bool(faces))
            change = session.value("explorer.rolled", bool_value=on)
        elif choice < 0.6 and goal is not None and goal.options:
            change = session.value("explorer.goal", string_value=rng.choice(goal.options))
        elif choice < 0.8 and own is not None and own.options:
            change = session.value("explorer.own", string_value=rng.choice(own.options[:6]))
        elif faces:
            change = session.value(rng.choice(faces), double_value=float(rng.randint(0, 2)))
        else:
            continue
        await timed(session, stats, stats.clicks, changes=change)


LEVEL = "Expert"  # the bot level's label (the same in English and Dutch)
PREFERENCE = ("take", "keep 6", "keep 5", "keep 4", "keep 3", "keep 2", "keep 1", "roll", "stop")


async def play_pupil(session: Session, rng: random.Random, stats: Stats, until: float) -> None:
    """Play the expert bot: a decision after a short think, the bot on autoplay.

    The first game is loaded from a file two tiles before its end (a pupil continuing a
    saved game), so that every phase also times the runs that end a game.
    """
    if "play.upload" in session.run.widgets:
        await asyncio.sleep(rng.uniform(0.5, 1.5))
        change = await session.upload("play.upload", "game.json", nearly_finished_game())
        await timed(session, stats, stats.clicks, changes=change)
    while time.monotonic() < until:
        run = session.run
        if "play.start" in run.widgets:
            level = run.widgets.get("play.setup.bot0")
            if level is not None and session.values.get(level.id) is None:
                await timed(
                    session,
                    stats,
                    stats.clicks,
                    changes=session.value("play.setup.bot0", string_value=LEVEL),
                )
                continue
            await asyncio.sleep(rng.uniform(0.5, 1.5))
            await timed(
                session,
                stats,
                stats.clicks,
                changes=session.value("play.start", trigger_value=True),
            )
            continue
        if session.game_over:  # look at the report, then play again: look at the report, then again
            await asyncio.sleep(rng.uniform(2.0, 4.0))
            await timed(
                session,
                stats,
                stats.clicks,
                changes=session.value("play.new_game", trigger_value=True),
            )
            continue
        go_on = session.has("play.go_on.")
        if go_on:  # a bust: the pupil reads it, then goes on
            await asyncio.sleep(rng.uniform(0.8, 2.0))
            await _click_and_watch(session, stats, session.value(go_on[0], trigger_value=True))
            continue
        buttons = session.has("play.do.")
        if buttons:
            await asyncio.sleep(rng.uniform(0.8, 2.0))
            key = min(buttons, key=lambda k: _rank(k.rsplit(".", 1)[-1]))
            await _click_and_watch(session, stats, session.value(key, trigger_value=True))
            continue
        if session.timers:  # the bot is to move: the autoplay ticker asks for a rerun
            fragment, interval = next(iter(session.timers.items()))
            await asyncio.sleep(interval)
            if session.timers.get(fragment) is not None:
                start = time.perf_counter()
                await session.request(fragment=fragment)
                elapsed = time.perf_counter() - start
                if session.game_over:
                    stats.game_ends.append(elapsed)
                    stats.games += 1
                elif elapsed > 0.02 or not session.has("play.next_step"):
                    stats.bot_steps.append(elapsed)
            continue
        next_step = session.has("play.next_step")
        if next_step:  # autoplay stopped (should not happen): step by hand
            await timed(
                session,
                stats,
                stats.bot_steps,
                changes=session.value(next_step[0], trigger_value=True),
            )
            continue
        session.errors.append("play page with nothing to do")
        await asyncio.sleep(1.0)


async def _click_and_watch(session: Session, stats: Stats, change: dict[str, WidgetState]) -> None:
    start = time.perf_counter()
    await session.request(change)
    elapsed = time.perf_counter() - start
    stats.click(session, elapsed)
    if session.game_over:
        stats.game_ends.append(elapsed)
        stats.games += 1


def _rank(action: str) -> int:
    words = action.replace("W", "6").lower()
    return next((i for i, p in enumerate(PREFERENCE) if words.startswith(p)), len(PREFERENCE))


RK = "rummikub_play."
#: A rack and table a teacher might share: the best move rearranges the table.
RK_LINK = "rack=R1+R5+B7+B9+Y3+Y4+Y12+K2+K8+K13+J+B1+R11+Y8&table=R2+R3+R4|B10+B11+B12|K5+Y5+R5"
RK_TILES = tuple(f"{c}{n}" for c in "RBYK" for n in range(1, 14)) * 2 + ("J", "J")


async def rummikub_best_pupil(
    session: Session, rng: random.Random, stats: Stats, until: float
) -> None:
    """Type another rack every few seconds (a new solve and new teaching numbers), or say
    whether the initial meld is done."""
    while time.monotonic() < until:
        await asyncio.sleep(rng.uniform(1.0, 3.0))
        widgets = session.run.widgets
        if rng.random() < 0.8 and "rummikub_best.rack" in widgets:
            rack = " ".join(rng.sample(RK_TILES, rng.randint(6, 14)))
            change = {  # typed into the form, then "Use this text"
                **session.value("rummikub_best.rack", string_value=rack),
                **session.value("rummikub_best.use_text", trigger_value=True),
            }
        elif "rummikub_best.opened" in widgets:
            now = session.values.get(widgets["rummikub_best.opened"].id)
            change = session.value(
                "rummikub_best.opened", bool_value=not (now.bool_value if now else True)
            )
        else:
            session.errors.append("best-move page without its rack")
            continue
        await timed(session, stats, stats.clicks, changes=change)


async def rummikub_play_pupil(
    session: Session, rng: random.Random, stats: Stats, until: float
) -> None:
    """Play the expert bot the way the page teaches: pick the whole rack, ask "help me
    arrange", take its arrangement and end the turn (or draw); let the bots play; next round."""
    helped = False
    while time.monotonic() < until:
        widgets = session.run.widgets
        enabled = [k for k, w in widgets.items() if not w.disabled]
        first = functools.partial(_first, enabled)
        rack = next((k for k in enabled if k.startswith(RK + "pick.") and k.endswith(".r")), None)
        key: str | None
        if key := first(RK + "next."):  # the round's scores, then the next round
            await asyncio.sleep(rng.uniform(2.0, 4.0))
        elif key := first(RK + "bots."):  # the bots play until it is the pupil's turn
            await asyncio.sleep(rng.uniform(0.5, 1.0))
        elif rack is not None:
            await asyncio.sleep(rng.uniform(0.8, 2.0))
            end, use, ask = first(RK + "end."), first(RK + "use."), first(RK + "help.")
            if end is not None:
                key, helped = end, False
            elif use is not None:
                key = use
            elif helped or not widgets[rack].options:
                key, helped = first(RK + "draw."), False
            elif ask is not None:
                key, helped = ask, True
            else:  # pick every tile of the rack
                picked = session.value(rack, string_array_value={"data": widgets[rack].options})
                await timed(session, stats, stats.clicks, changes=picked)
                continue
        elif RK + "start" in widgets:  # the set-up form: against the expert
            level = widgets.get(RK + "setup.level0")
            if level is not None and session.values.get(level.id) is None:
                expert = session.value(RK + "setup.level0", string_value=level.options[2])
                await timed(session, stats, stats.clicks, changes=expert)
                continue
            await asyncio.sleep(rng.uniform(0.5, 1.5))
            key = RK + "start"
        else:
            session.errors.append("Rummikub play page with nothing to do")
            await asyncio.sleep(1.0)
            continue
        if key is not None:
            change = session.value(key, trigger_value=True)
            await timed(session, stats, stats.clicks, changes=change)


def _first(keys: list[str], prefix: str) -> str | None:
    return next((k for k in keys if k.startswith(prefix)), None)


#: Who does what: the pages of a mix, one pupil after another.
MIXES = {
    "regenwormen": (("explorer", explorer_pupil), ("play", play_pupil)),
    "app": (
        ("explorer", explorer_pupil),
        ("play", play_pupil),
        ("rummikub-best", rummikub_best_pupil),
        ("rummikub-play", rummikub_play_pupil),
    ),
}


async def pupil(
    port: int, index: int, stats: Stats, until: float, seed: int, mix: str = "regenwormen"
) -> None:
    rng = random.Random(f"{seed}:{index}")
    pages = MIXES[mix]
    page, behaviour = pages[index % len(pages)]
    query = {
        "explorer": EXPLORER_LINKS[index // len(pages) % len(EXPLORER_LINKS)],
        "rummikub-best": RK_LINK,
    }.get(page, "")
    locale = "nl-NL" if index % 3 == 0 else "en-GB"
    session = Session(port, page, query, locale)
    try:
        stats.first_page.append(await session.open())
        await behaviour(session, rng, stats, until)
    except (TimeoutError, OSError, KeyError) as e:
        session.errors.append(f"{type(e).__name__}: {e}")
    finally:
        await session.close()
        stats.errors += len(session.errors)
        for error in sorted(set(session.errors))[:3]:
            print(f"  pupil {index}: {error}", file=sys.stderr)


# --- a class: a teacher and the pupils' phones --------------------------------------------

QUIET = 20.0  # seconds the class only waits (no vote open) while the servers' CPU is measured
VOTE_SECONDS = 20.0  # how long the teacher leaves a moment open before revealing it
AFTER_REVEAL = 10.0  # how long the class looks at the tally before the next moment


@dataclass
class ClassRun:
    """What the simulated teacher and pupils of one class know of each other (the benchmark's
    bookkeeping: the app shares nothing but the class database)."""

    code: str = ""
    joined: int = 0
    left: int = 0  # pupils whose session ended (joined or not)
    moments: int = 0  # pushed so far: the number of the current one
    revealed_at: dict[int, float] = field(default_factory=dict)  # moment -> its reveal click
    seen: dict[int, list[float]] = field(default_factory=dict)  # moment -> seconds to each screen
    joins: list[float] = field(default_factory=list)
    polls: list[float] = field(default_factory=list)  # the fragments' timed reruns
    teacher: list[float] = field(default_factory=list)  # the teacher's clicks and page changes
    done: bool = False


def live_fragment(session: Session) -> str:
    """The id of the page's fragment that reruns on a timer ("" if none)."""
    return next(iter(session.timers), "")


async def poll(session: Session, run: ClassRun) -> None:
    """One timed rerun of the page's live fragment, as the browser's timer sends it."""
    start = time.perf_counter()
    await session.request(fragment=live_fragment(session))
    run.polls.append(time.perf_counter() - start)


async def keep_open(session: Session, run: ClassRun, seconds: float) -> None:
    """The tab stays open for ``seconds``: its live fragment reruns every interval."""
    end = time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        interval = session.timers.get(live_fragment(session))
        if interval is None:
            session.errors.append(f"{session.page}: no live fragment")
            return
        await asyncio.sleep(min(interval, left))
        if time.monotonic() < end:
            await poll(session, run)


async def teacher_click(
    session: Session, run: ClassRun, key: str, fragment: str = "", **value: object
) -> None:
    start = time.perf_counter()
    if key not in session.run.widgets:
        session.errors.append(f"no {key} on the {session.page} page")
        return
    change = session.value(key, **(value or {"trigger_value": True}))
    await session.request(change, fragment=fragment, click=bool(fragment))
    run.teacher.append(time.perf_counter() - start)


def shows_tally(session: Session, fragment: str) -> bool:
    """The pupil's screen shows a revealed vote: its bars, no answer buttons."""
    return not session.has("join.choice.") and any(
        f == fragment and 'class="class-tally"' in text for f, text in session.run.texts
    )


async def class_pupil(port: int, index: int, run: ClassRun, stats: Stats, seed: int) -> None:
    """Join by the code of the address (the QR code's), then answer each moment after a
    think, 30% of them changing it later; the screen polls in between."""
    rng = random.Random(f"{seed}:{index}")
    session = Session(port, "join", f"code={run.code}", "nl-NL" if index % 3 == 0 else "en-GB")
    try:
        stats.first_page.append(await session.open())
        await asyncio.sleep(rng.uniform(1.0, 4.0))  # types nothing: the code is filled in
        start = time.perf_counter()
        await session.request(
            session.value(session.has("FormSubmitter:join.form")[0], trigger_value=True)
        )
        run.joins.append(time.perf_counter() - start)
        live = live_fragment(session)
        if not live:
            raise KeyError("joined, but the page has no live fragment")
        run.joined += 1
        moment, mine, vote_at, changes, saw = 0, -1, math.inf, 0, 0
        next_poll = time.monotonic() + session.timers[live]
        while not run.done:
            buttons = sorted(session.has("join.choice."))
            if buttons and int(buttons[0].split(".")[2]) != moment:  # a new moment
                moment, mine = int(buttons[0].split(".")[2]), -1
                vote_at = time.monotonic() + rng.uniform(2.0, 12.0)
                changes = 1 if rng.random() < 0.3 else 0
            if moment in run.revealed_at and saw != moment and shows_tally(session, live):
                run.seen.setdefault(moment, []).append(time.monotonic() - run.revealed_at[moment])
                saw = moment
            if buttons and vote_at <= next_poll:
                await asyncio.sleep(max(0.0, vote_at - time.monotonic()))
                if run.done:
                    break
                choice = rng.choice([k for i, k in enumerate(buttons) if i != mine])
                mine = buttons.index(choice)
                await timed(
                    session,
                    stats,
                    stats.clicks,
                    changes=session.value(choice, trigger_value=True),
                    fragment=live,
                    click=True,
                )
                vote_at = time.monotonic() + rng.uniform(3.0, 8.0) if changes else math.inf
                changes = 0
                next_poll = time.monotonic() + session.timers.get(live, 2.0)
                continue
            await asyncio.sleep(max(0.0, next_poll - time.monotonic()))
            if run.done:
                break
            await poll(session, run)
            next_poll = max(next_poll + session.timers.get(live, 2.0), time.monotonic())
    except (TimeoutError, OSError, KeyError, IndexError) as e:
        session.errors.append(f"{type(e).__name__}: {e}")
    finally:
        run.left += 1
        await session.close()
        stats.errors += len(session.errors)
        for error in sorted(set(session.errors))[:3]:
            print(f"  pupil {index}: {error}", file=sys.stderr)


# --- the server ---------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def server(
    port: int, app_dir: Path = ROOT, env: dict[str, str] | None = None
) -> Iterator[list[psutil.Process]]:
    """A ``streamlit run`` of the app on this port (``env``: settings added to ours)."""
    command = [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        "streamlit_app.py",
        "--server.address",
        HOST,
        "--server.port",
        str(port),
        "--server.headless",
        "true",
        "--browser.gatherUsageStats",
        "false",
        "--server.fileWatcherType",
        "none",
    ]
    process = subprocess.Popen(
        command,
        cwd=app_dir,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, **(env or {})},
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                _get(port, "/_stcore/health")
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the streamlit server did not start") from None
                time.sleep(0.2)
        yield [psutil.Process(process.pid)]
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


def rss_mb(processes: list[psutil.Process]) -> float:
    return sum(float(p.memory_info().rss) for p in processes) / 2**20


class Monitor:
    """The servers' RSS (summed), sampled every half second, and CPU time over a phase."""

    def __init__(self, processes: list[psutil.Process]) -> None:
        self.processes = processes
        self.peak = 0.0
        self.task: asyncio.Task[None] | None = None

    def rss_mb(self) -> float:
        return rss_mb(self.processes)

    async def _sample(self) -> None:
        while True:
            self.peak = max(self.peak, self.rss_mb())
            await asyncio.sleep(0.5)

    def cpu(self) -> float:
        return sum(float(t.user + t.system) for t in (p.cpu_times() for p in self.processes))

    def __enter__(self) -> Monitor:
        self.peak, self.cpu0, self.wall0 = self.rss_mb(), self.cpu(), time.perf_counter()
        self.own0 = time.process_time()
        self.task = asyncio.get_running_loop().create_task(self._sample())
        return self

    def __exit__(self, *_: object) -> None:
        assert self.task is not None
        self.task.cancel()
        self.wall = time.perf_counter() - self.wall0
        self.server_cpu = (self.cpu() - self.cpu0) / self.wall
        self.own_cpu = (time.process_time() - self.own0) / self.wall


# --- phases -------------------------------------------------------------------------------


def ms(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def load() -> str:
    return "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


async def classroom(
    processes: list[psutil.Process], port: int, users: int, duration: float, seed: int, mix: str
) -> dict[str, float]:
    stats = Stats()
    with Monitor(processes) as monitor:
        until = time.monotonic() + duration
        tasks = []
        for i in range(users):  # the class opens the link within a few seconds
            tasks.append(asyncio.create_task(pupil(port, i, stats, until, seed, mix)))
            await asyncio.sleep(0.1)
        await asyncio.gather(*tasks)
    clicks = stats.clicks
    print(
        f"users={users:<3} clicks={len(clicks):<4} p50={ms(clicks, 0.5):5.0f} ms "
        f"p95={ms(clicks, 0.95):5.0f} ms max={ms(clicks, 1.0):5.0f} ms errors={stats.errors}"
    )
    print(
        f"    bot steps={len(stats.bot_steps)} p50={ms(stats.bot_steps, 0.5):.0f} ms "
        f"p95={ms(stats.bot_steps, 0.95):.0f} ms; games ended={stats.games} "
        f"(that run: max {ms(stats.game_ends, 1.0):.0f} ms); "
        f"first page p50={ms(stats.first_page, 0.5):.0f} ms max={ms(stats.first_page, 1.0):.0f} ms"
    )
    for page, times in sorted(stats.by_page.items()):
        print(
            f"    {page:<14} clicks={len(times):<4} p50={ms(times, 0.5):5.0f} ms "
            f"p95={ms(times, 0.95):5.0f} ms max={ms(times, 1.0):5.0f} ms"
        )
    runs = len(clicks) + len(stats.bot_steps) + len(stats.first_page)
    cpu_ms = 1000 * monitor.server_cpu * monitor.wall / max(runs, 1)
    kb = statistics.mean(stats.click_bytes) / 1000 if stats.click_bytes else float("nan")
    print(
        f"    server: peak RSS {monitor.peak:.0f} MB, CPU {100 * monitor.server_cpu:.0f}% of a "
        f"core, {cpu_ms:.0f} ms CPU per run; sent per click {kb:.0f} kB; "
        f"generator CPU {100 * monitor.own_cpu:.0f}% of a core; {load()}",
        flush=True,
    )
    return {
        "p50": ms(clicks, 0.5),
        "p95": ms(clicks, 0.95),
        "errors": stats.errors,
        "rss": monitor.peak,
    }


#: One moment's rhythm, in seconds: the teacher's page changes and clicks, the vote, the reveal.
CYCLE = 2.0 + VOTE_SECONDS + AFTER_REVEAL


@dataclass
class Lesson:
    """One class of the school: its teacher's tab, the bookkeeping and the figures."""

    number: int
    teacher: Session
    run: ClassRun = field(default_factory=ClassRun)
    stats: Stats = field(default_factory=Stats)
    tasks: list[asyncio.Task[None]] = field(default_factory=list)


async def open_class(number: int, port: int) -> Lesson:
    """A teacher opens the class page and starts a class; its code is on the page."""
    lesson = Lesson(number, Session(port, "class", "", "en-GB"))
    lesson.stats.first_page.append(await lesson.teacher.open())
    await teacher_click(lesson.teacher, lesson.run, "class.start")
    found = (re.search(r"code=(\w+)", text) for _, text in lesson.teacher.run.texts)
    lesson.run.code = next((m.group(1) for m in found if m), "")
    if not lesson.run.code:
        raise RuntimeError("the class page shows no class code")
    return lesson


async def teach(lesson: Lesson, start: float, duration: float) -> None:
    """Wait ``start`` seconds (each class has its own rhythm), then for ``duration`` seconds
    ask the class about an Explorer moment, reveal it in two steps, pause, go on."""
    teacher, run = lesson.teacher, lesson.run
    await keep_open(teacher, run, start)
    end = time.monotonic() + duration
    while time.monotonic() < end:
        run.moments += 1
        begin = time.perf_counter()
        await teacher.goto("explorer", EXPLORER_LINKS[run.moments % 3])  # with a roll
        run.teacher.append(time.perf_counter() - begin)
        await teacher_click(teacher, run, "explorer.ask")
        begin = time.perf_counter()
        await teacher.goto("class")
        run.teacher.append(time.perf_counter() - begin)
        await keep_open(teacher, run, VOTE_SECONDS)
        run.revealed_at[run.moments] = time.monotonic()
        await teacher_click(teacher, run, "class.reveal", live_fragment(teacher))
        await keep_open(teacher, run, AFTER_REVEAL / 2)  # the votes alone, then the answer
        await teacher_click(teacher, run, "class.show_answer", live_fragment(teacher))
        await keep_open(teacher, run, AFTER_REVEAL / 4)
        await teacher_click(teacher, run, "class.pause", live_fragment(teacher))  # the board
        await keep_open(teacher, run, AFTER_REVEAL / 4)
        await teacher_click(teacher, run, "class.resume", live_fragment(teacher))
    run.done = True


def reveal_times(lesson: Lesson) -> tuple[list[float], int]:
    """Seconds from each reveal to each pupil's screen showing it, and the screens that never
    did (counted as errors)."""
    run = lesson.run
    seen = [s for times in run.seen.values() for s in times]
    return seen, len(run.revealed_at) * run.joined - len(seen)


async def class_phase(
    ports: list[int],
    processes: list[psutil.Process],
    users: int,
    duration: float,
    seed: int,
    classes: int = 1,
) -> dict[str, float]:
    """``classes`` teachers, spread over the servers, each with ``users`` pupils spread over
    all servers: the classes join, all wait ``QUIET`` seconds together (the servers' CPU is
    measured), then for ``duration`` seconds each teacher asks the class about an Explorer
    moment, reveals it, and asks the next, each class a ``CYCLE / classes`` later than the
    one before (a school's classes do not vote in step)."""
    lessons = [await open_class(c, ports[c % len(ports)]) for c in range(classes)]
    with Monitor(processes) as monitor:
        for i in range(users):  # each class scans its QR code within a few seconds
            for lesson in lessons:
                port = ports[(i + lesson.number) % len(ports)]
                pupil_seed = seed + 1000 * lesson.number
                lesson.tasks.append(
                    asyncio.create_task(class_pupil(port, i, lesson.run, lesson.stats, pupil_seed))
                )
                await asyncio.sleep(0.1 / classes)
        deadline = time.monotonic() + 60 + 2 * classes
        while time.monotonic() < deadline and any(
            lesson.run.joined + lesson.run.left < users for lesson in lessons
        ):
            await asyncio.gather(*(keep_open(x.teacher, x.run, 1.0) for x in lessons))
        with Monitor(processes) as quiet:
            await asyncio.gather(*(keep_open(x.teacher, x.run, QUIET) for x in lessons))
        await asyncio.gather(*(teach(x, x.number * CYCLE / classes, duration) for x in lessons))
        await asyncio.gather(*(task for x in lessons for task in x.tasks))
    for lesson in lessons:
        await lesson.teacher.close()
        lesson.stats.errors += len(lesson.teacher.errors)
        for error in sorted(set(lesson.teacher.errors))[:3]:
            print(f"  teacher {lesson.number}: {error}", file=sys.stderr)
        lesson.stats.errors += reveal_times(lesson)[1]
    for lesson in lessons:
        report_class(lesson, users, prefix="" if classes == 1 else f"class {lesson.number}: ")
    clicks = [c for x in lessons for c in x.stats.clicks]
    seen = [s for x in lessons for s in reveal_times(x)[0]]
    polls = [p for x in lessons for p in x.run.polls]
    errors = sum(x.stats.errors for x in lessons)
    runs = (
        len(clicks)
        + len(polls)
        + sum(len(x.run.joins) + len(x.run.teacher) + users + 1 for x in lessons)
    )
    cpu_ms = 1000 * monitor.server_cpu * monitor.wall / runs
    print(
        f"    waiting ({QUIET:.0f} s, no votes, {classes} class(es)): server CPU "
        f"{100 * quiet.server_cpu:.1f}% of a core ({len(processes)} server(s) together); "
        f"whole phase: peak RSS {monitor.peak:.0f} MB, CPU {100 * monitor.server_cpu:.0f}% of "
        f"a core, {cpu_ms:.1f} ms CPU per run; generator CPU {100 * monitor.own_cpu:.0f}%; "
        f"{load()}",
        flush=True,
    )
    if classes > 1:
        print(
            f"school: classes={classes} pupils={classes * users} "
            f"joined={sum(x.run.joined for x in lessons)} votes={len(clicks)} "
            f"vote_p50_ms={ms(clicks, 0.5):.0f} vote_p95_ms={ms(clicks, 0.95):.0f} "
            f"reveal_p95_ms={ms(seen, 0.95):.0f} reveal_max_ms={ms(seen, 1.0):.0f} "
            f"polls={len(polls)} poll_p95_ms={ms(polls, 0.95):.0f} errors={errors} "
            f"waiting_cpu_pct={100 * quiet.server_cpu:.1f} servers={len(processes)}; {load()}",
            flush=True,
        )
    return {
        "p50": ms(clicks, 0.5),
        "p95": ms(clicks, 0.95),
        "errors": errors,
        "rss": monitor.peak,
        "reveal_max": ms(seen, 1.0),
        "waiting_cpu": 100 * quiet.server_cpu,
    }


def report_class(lesson: Lesson, users: int, prefix: str = "") -> None:
    """One class's lines: its votes, its reveals, its polls and clicks."""
    run, stats = lesson.run, lesson.stats
    seen, unseen = reveal_times(lesson)
    slowest = [max(run.seen.get(m, [math.inf])) for m in run.revealed_at]
    clicks = stats.clicks
    print(
        f"{prefix}users={users:<3} joined={run.joined} votes={len(clicks):<4} "
        f"p50={ms(clicks, 0.5):5.0f} ms p95={ms(clicks, 0.95):5.0f} ms "
        f"max={ms(clicks, 1.0):5.0f} ms errors={stats.errors}"
    )
    print(
        f"    reveal on the pupils' screens: moments={len(run.revealed_at)} missed={unseen} "
        f"p50={ms(seen, 0.5):.0f} ms p95={ms(seen, 0.95):.0f} ms max={ms(seen, 1.0):.0f} ms "
        f"(slowest pupil per moment: {', '.join(f'{1000 * s:.0f}' for s in slowest)} ms)"
    )
    print(
        f"    polls={len(run.polls)} p50={ms(run.polls, 0.5):.0f} ms "
        f"p95={ms(run.polls, 0.95):.0f} ms; joins p50={ms(run.joins, 0.5):.0f} ms "
        f"max={ms(run.joins, 1.0):.0f} ms; teacher's clicks p50={ms(run.teacher, 0.5):.0f} ms "
        f"max={ms(run.teacher, 1.0):.0f} ms; first page p50={ms(stats.first_page, 0.5):.0f} ms",
        flush=True,
    )


async def soak(processes: list[psutil.Process], port: int, sessions: int) -> None:
    """Sessions opened and closed one after another; RSS every tenth of the way."""
    rss: list[float] = []
    stats = Stats()
    start = time.perf_counter()
    for i in range(sessions):
        page = "explorer" if i % 2 == 0 else "play"
        session = Session(
            port, page, EXPLORER_LINKS[i % len(EXPLORER_LINKS)] if i % 2 == 0 else "", "en-GB"
        )
        try:
            await session.open()
            if page == "play":
                await session.request(session.value("play.start", trigger_value=True))
            else:
                await session.request(
                    session.value(
                        "explorer.goal",
                        string_value=session.run.widgets["explorer.goal"].options[-1],
                    )
                )
        except (TimeoutError, OSError, KeyError) as e:
            session.errors.append(f"{type(e).__name__}: {e}")
        finally:
            await session.close()
            stats.errors += len(session.errors)
        if (i + 1) % max(1, sessions // 10) == 0 or i == 0:
            rss.append(rss_mb(processes))
            print(
                f"  sessions={i + 1:<4} rss_mb={rss[-1]:.0f}  "
                f"{time.perf_counter() - start:.0f} s  {load()}",
                flush=True,
            )
    print(
        f"soak sessions={sessions} errors={stats.errors} rss_first_mb={rss[0]:.0f} "
        f"rss_last_mb={rss[-1]:.0f} rss_peak_mb={max(rss):.0f}"
    )


def class_database(stack: contextlib.ExitStack, kind: str) -> str:
    """The class database the servers share, thrown away at the end: a SQLite file in a
    temporary folder, or a PostgreSQL cluster of its own (the tests' helper)."""
    if kind == "sqlite":
        folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-class-"))
        return f"sqlite:///{folder}/classroom.sqlite3"
    from tests.classroom.postgres import find_initdb, throwaway_cluster

    initdb = find_initdb()
    if initdb is None:
        raise SystemExit("no PostgreSQL: install Debian's postgresql")
    return str(stack.enter_context(throwaway_cluster(initdb)))


async def main_async(args: argparse.Namespace) -> None:
    with contextlib.ExitStack() as stack:
        if args.port:  # a server (or a proxy before replicas) that runs already
            ports, processes = [args.port], [psutil.Process(pid) for pid in args.server_pids]
        else:
            env = {"WORMLIB_CLASS_DB": class_database(stack, args.db)}
            ports, processes = [], []
            for _ in range(args.servers):
                ports.append(free_port())
                processes += stack.enter_context(server(ports[-1], args.app_dir, env))
        pids = ",".join(str(p.pid) for p in processes) or "not watched"
        where = ", ".join(f"{HOST}:{port}" for port in ports)
        print(f"server on {where} (pid {pids}); {os.cpu_count()} cores; {load()}")
        for port in ports:
            warm = Session(port, "explorer", EXPLORER_LINKS[0], "en-GB")  # imports, tables
            print(f"first visit: {await warm.open():.2f} s")
            await warm.close()
        if args.soak:
            await soak(processes, ports[0], args.soak)
            return
        results = {}
        for users in args.users:
            if args.mix == "class":
                print(f"class database: {args.db}, {len(ports)} server(s)")
                results[users] = await class_phase(
                    ports, processes, users, args.duration, args.seed, args.classes
                )
            else:
                results[users] = await classroom(
                    processes, ports[0], users, args.duration, args.seed, args.mix
                )
        last = results[args.users[-1]]
        school = ""
        if args.mix == "class":
            school = (
                f" classes={args.classes} reveal_max_ms={last['reveal_max']:.0f} "
                f"waiting_cpu_pct={last['waiting_cpu']:.1f} servers={len(ports)} db={args.db}"
            )
        print(
            f"users={args.users[-1]} p50_ms={last['p50']:.0f} p95_ms={last['p95']:.0f} "
            f"errors={last['errors']:.0f} peak_rss_mb={last['rss']:.0f}{school}; {load()}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", default="5,10,20,30", help="class sizes, one phase each")
    parser.add_argument("--duration", type=float, default=30.0, help="seconds per phase")
    parser.add_argument("--soak", type=int, default=0, help="sessions one after another")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--mix",
        choices=[*MIXES, "class"],
        default="regenwormen",
        help="regenwormen: half Explorer, half Play; app: a quarter on each of Explorer, Play, "
        "Rummikub best move and Rummikub play; class: a teacher and the pupils of one class",
    )
    parser.add_argument(
        "--classes",
        type=int,
        default=1,
        help="with --mix class: classes at once, each with its teacher and --users pupils",
    )
    parser.add_argument("--servers", type=int, default=1, help="servers on one class database")
    parser.add_argument(
        "--db",
        choices=("sqlite", "postgresql"),
        default="sqlite",
        help="the class database: a SQLite file, or a throw-away PostgreSQL cluster",
    )
    parser.add_argument(
        "--app-dir",
        type=Path,
        default=ROOT,
        help="run the app of another tree (e.g. a git archive)",
    )
    parser.add_argument(
        "--port", type=int, default=0, help="drive a server that runs on this loopback port"
    )
    parser.add_argument(
        "--server-pids", default="", help="with --port: the server processes to watch"
    )
    args = parser.parse_args()
    args.server_pids = [int(p) for p in args.server_pids.split(",") if p.strip()]
    args.users = [int(n) for n in args.users.split(",") if n.strip()]
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
