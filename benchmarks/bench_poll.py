"""What a waiting phone's poll costs the class store, before and after issue 38 (CPU).

    uv run python benchmarks/bench_poll.py [--pupils 30] [--polls 20] [--db sqlite|postgresql]

Every waiting phone reruns its live fragment every ``POLL_SECONDS`` and asks the store for
its class's version. Measured in one process on one class of ``--pupils`` pupils, each
polling ``--polls`` times (the store's clock moves 2 s per round, as the phones' timers do):

- reference: the poll as it was, a read transaction that reads the whole class row;
- one query: ``ClassStore.version`` without sharing (two numbers by the indexed code);
- shared: ``ClassStore.version`` with ``version_every`` as the app sets it (one read per
  interval serves the server's polls of the class).

Printed: CPU ms per poll of each and the ratios to the reference; the load average. The
rest of a poll (Streamlit's fragment rerun, the websocket) is the server's and is measured
by ``bench_classroom.py --mix class`` (its "waiting" line).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import time
from collections.abc import Callable

from app.classroom import settings
from app.classroom.engine import make_engine
from app.classroom.pupil_screen import POLL_SECONDS
from app.classroom.store import ClassStore
from app.classroom.views import TeacherPass
from benchmarks.bench_classroom import class_database


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def old_poll(store: ClassStore, code: str) -> int:
    """The poll before issue 38: ``version`` read the whole class row in a transaction."""
    with store._read() as (conn, now):
        return int(store._class_row(conn, code, now).version)


def cpu_per_poll(
    poll: Callable[[ClassStore, str], int],
    store: ClassStore,
    clock: Clock,
    teacher: TeacherPass,
    pupils: int,
    polls: int,
) -> float:
    """Median over rounds of the CPU ms per poll: a round is every pupil polling once."""
    rounds = []
    for _ in range(polls):
        clock.now += POLL_SECONDS
        start = time.process_time()
        for _ in range(pupils):
            poll(store, teacher.code)
        rounds.append(1000 * (time.process_time() - start) / pupils)
    return statistics.median(rounds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pupils", type=int, default=30)
    parser.add_argument("--polls", type=int, default=20)
    parser.add_argument("--db", choices=("sqlite", "postgresql"), default="sqlite")
    args = parser.parse_args()
    with contextlib.ExitStack() as stack:
        url = class_database(stack, args.db)
        engine = make_engine(url)
        clock = Clock()
        plain = ClassStore(engine, clock=clock)
        shared = ClassStore(engine, clock=clock, version_every=settings.VERSION_EVERY)
        teacher = plain.create_class()
        for _ in range(args.pupils):
            plain.join(teacher.code)
        kinds: dict[str, tuple[Callable[[ClassStore, str], int], ClassStore]] = {
            "reference": (old_poll, plain),
            "one query": (ClassStore.version, plain),
            "shared": (ClassStore.version, shared),
        }
        for poll, store in kinds.values():  # warm: compiled statements, the pool
            cpu_per_poll(poll, store, clock, teacher, args.pupils, 2)
        figures = {
            name: cpu_per_poll(poll, store, clock, teacher, args.pupils, args.polls)
            for name, (poll, store) in kinds.items()
        }
        engine.dispose()
    reference = figures["reference"]
    for name, value in figures.items():
        print(f"{name:<10} {value:6.3f} ms CPU per poll  {reference / value:5.1f}x less")
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"db={args.db} pupils={args.pupils} reference_ms={reference:.3f} "
        f"one_query_ms={figures['one query']:.3f} shared_ms={figures['shared']:.3f} "
        f"ratio={reference / figures['shared']:.1f} load={load}"
    )


if __name__ == "__main__":
    main()
