"""Server time of the app's pages: each page's first run and typical changes (AppTest).

    uv run python benchmarks/bench_app.py [--runs 7] [--only explorer] [--cpu]

Each scenario opens the app in a fresh session (AppTest of streamlit_app.py, every run through
the entry script as on a server: first the first page, where a visitor picks a game), goes to
its page, optionally makes one change, and times the script run that matters: the page's
first run, or the rerun after the change. The median over ``--runs`` runs is printed with its
target and its ratio to a reference measured in the same process: the rerun of a page that
writes one line (Streamlit's own cost; its cold first run is printed too). The caches of the
explorer and the solvers are cleared before every run, so a run
never reuses a previous run's solve (a first visit to a situation; a change within a session
still finds the solve of its own first run, as on the server). The picture and chart caches
stay warm: they hold what a class draws over and over, keyed by what is drawn.

With ``--cpu`` the clock is the process's CPU time (every thread of the AppTest "server"),
not the wall clock: what a run costs the server, which a machine shared with other work does
not inflate. The explorer's "simulate" click is timed for every goal, as the first
simulation of a situation and as a pupil pressing it again (issue 38: <= 60 ms of CPU).

A bot step is timed where the bot has a real choice (two or more legal actions, mid-turn),
never the forced first roll of its turn, for every level. Add scenarios to SCENARIOS.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from streamlit.testing.v1 import AppTest

from app.regenwormen.explore import report, simulate
from app.regenwormen.situation import GOALS
from app.rummikub import quiz as rk_quiz
from app.rummikub import situation as rk_situation
from benchmarks import play_sessions as play
from wormlib.regenwormen import odds
from wormlib.regenwormen.bots import BOTS
from wormlib.regenwormen.solver import solve

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = {"kept": "WW444", "roll": "125", "steal": "27", "own": "22"}  # a roll on the table
#: A 14-tile rack on a table of six melds (the teaching numbers solve 53 positions).
RK_BEST = {
    "rack": "R1 R5 B7 B9 Y3 Y4 Y12 K2 K8 K13 J B1 R11 Y8",
    "table": "R7 R8 R9 R10 | B5 Y5 K5 | K9 K10 K11 K12 | B2 B3 B4 | Y9 Y10 Y11 | R2 B2 K2",
    "opened": "1",
}


@dataclass(frozen=True)
class Scenario:
    name: str
    page: str
    query: Mapping[str, str] = field(default_factory=dict)
    #: The interaction whose rerun is timed; None times the page's first run.
    change: Callable[[AppTest], object] | None = None
    target_ms: float = 1000.0


SCENARIOS: list[Scenario] = [
    Scenario("rules: first run", "pages/rules.py"),
    Scenario("play: first run", "pages/play.py"),
    Scenario(
        "play: start a game",
        "pages/play.py",
        change=lambda at: at.button(key="play.start").click(),
        target_ms=200.0,
    ),
    Scenario(
        "play: roll, coach on",
        "pages/play.py",
        change=lambda at: play.pupil(play.game(at, "expert", coach=True)),
        target_ms=200.0,
    ),
    Scenario(
        "play: set dice aside, coach on",
        "pages/play.py",
        change=lambda at: play.pupil(play.game(at, "expert", coach=True, clicks=1)),
        target_ms=200.0,
    ),
    Scenario("play: a click late in a long game", "pages/play.py", {}, play.late_click, 200.0),
    Scenario(
        "play: load a finished game (report, chart)",
        "pages/play.py",
        change=lambda at: play.upload(at, finished=True),
        target_ms=1000.0,
    ),
    Scenario(
        "play: the click that ends the game (report)",
        "pages/play.py",
        change=play.ending_click,
        target_ms=500.0,
    ),
    *(
        Scenario(
            f"play: a bot decision mid-turn, {level}",
            "pages/play.py",
            change=lambda at, level=level: play.bot_decision(play.game(at, level)),  # type: ignore[misc]
            target_ms=1000.0,
        )
        for level in BOTS
    ),
    Scenario("explorer: first run", "pages/explorer.py", EXAMPLE),
    Scenario(
        "explorer: change the roll",
        "pages/explorer.py",
        EXAMPLE,
        lambda at: _set(at, {"explorer.roll.1": 0, "explorer.roll.3": 1}),
        target_ms=200.0,
    ),
    Scenario(
        "explorer: set aside another die",
        "pages/explorer.py",
        {"kept": "WW444"},
        lambda at: _set(at, {"explorer.kept.5": 1}),
        target_ms=200.0,
    ),
    Scenario(
        "explorer: steal another tile (a new solve)",
        "pages/explorer.py",
        EXAMPLE,
        lambda at: at.button_group(key="explorer.steal").select(30),
        target_ms=200.0,
    ),
    Scenario(
        "explorer: another goal (a new solve)",
        "pages/explorer.py",
        EXAMPLE,
        lambda at: at.radio(key="explorer.goal").set_value("tile"),
        target_ms=200.0,
    ),
    Scenario(
        "explorer: simulate 1,000 whole turns",
        "pages/explorer.py",
        {},
        lambda at: at.button(key="explorer.simulate").click(),
        target_ms=1000.0,
    ),
    *(
        Scenario(
            f"explorer: simulate, goal {goal}{again}",
            "pages/explorer.py",
            {},
            lambda at, goal=goal, clicks=clicks: _simulate(at, goal, clicks),  # type: ignore[misc]
            target_ms=60.0,
        )
        for goal in GOALS
        for clicks, again in ((1, ""), (2, ", again"))
    ),
    Scenario("home: first run", "pages/home.py"),
    Scenario("rummikub rules: first run (four quiz games)", "pages/rummikub-rules.py"),
    Scenario(
        "rummikub rules: next step of the example",
        "pages/rummikub-rules.py",
        {},
        lambda at: at.button(key="rummikub_rules.example.next").click(),
        target_ms=300.0,
    ),
    Scenario("rummikub best: first run", "pages/rummikub-best.py", RK_BEST),
    Scenario(
        "rummikub best: click a tile (a new solve)",
        "pages/rummikub-best.py",
        RK_BEST,
        lambda at: at.button(key="rummikub_best.pick.K11").click(),
        target_ms=500.0,
    ),
]


def _simulate(at: AppTest, goal: str, clicks: int) -> None:
    """Choose the goal, then press "simulate" ``clicks`` times (the last click's run is timed):
    once, the first simulation of the situation; twice, a pupil pressing it again."""
    at.radio(key="explorer.goal").set_value(goal)
    for _ in range(clicks - 1):
        at.run()
        at.button(key="explorer.simulate").click()
    at.run()
    at.button(key="explorer.simulate").click()


def _set(at: AppTest, counts: Mapping[str, int]) -> None:
    for key, value in counts.items():
        at.number_input(key=key).set_value(value)


REFERENCE = "import streamlit as st\nst.write('reference')\n"
CACHES: list[Callable[[], None]] = [
    report.cache_clear,
    simulate.cache_clear,
    odds._walk.cache_clear,
    solve.cache_clear,
    rk_situation.analyse.cache_clear,
    rk_quiz._question.cache_clear,
]


def time_once(scenario: Scenario, clock: Callable[[], float] = time.perf_counter) -> float:
    """Milliseconds of the timed script run of one fresh session, on ``clock``."""
    for clear in CACHES:
        clear()
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    at.query_params.update(scenario.query)
    at.run()  # the first page (pick a game): AppTest switches pages only after a first run
    at.switch_page(scenario.page)
    if scenario.change is not None:
        at.run()
        scenario.change(at)
    start = clock()
    at.run()
    elapsed = 1000 * (clock() - start)
    if at.exception:
        raise RuntimeError(f"{scenario.name}: {at.exception[0].message}")
    return elapsed


def reference_ms(
    runs: int, *, rerun: bool, clock: Callable[[], float] = time.perf_counter
) -> float:
    """Median time of the one-line page's first run, or of its rerun, on ``clock``."""
    times = []
    for _ in range(runs):
        at = AppTest.from_string(REFERENCE)
        if rerun:
            at.run()
        start = clock()
        at.run()
        times.append(1000 * (clock() - start))
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", default="", help="scenarios whose name contains this")
    parser.add_argument("--cpu", action="store_true", help="time CPU, not the wall clock")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    chosen = [s for s in SCENARIOS if args.only in s.name]
    for scenario in chosen:
        time_once(scenario)  # imports and tables, once per server process
    first = reference_ms(args.runs, rerun=False, clock=clock)
    rerun = reference_ms(args.runs, rerun=True, clock=clock)
    kind = "CPU" if args.cpu else "wall"
    print(f"reference (a one-line page, {kind}): first run {first:.1f} ms, rerun {rerun:.1f} ms")
    slow = 0
    for scenario in chosen:
        reference = rerun  # every timed run follows an earlier run of the session
        median = statistics.median(time_once(scenario, clock) for _ in range(args.runs))
        verdict = "ok" if median <= scenario.target_ms else "SLOW"
        slow += verdict == "SLOW"
        print(
            f"{scenario.name:<45} median {median:7.1f} ms  target {scenario.target_ms:6.0f} ms"
            f"  {median / reference:5.1f}x reference  {verdict}"
        )
    load = ",".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"scenarios={len(chosen)} slow={slow} runs={args.runs} clock={kind} load={load}")


if __name__ == "__main__":
    main()
