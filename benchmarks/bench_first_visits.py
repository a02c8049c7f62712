"""The cold start: a fresh server's first visitors, one alone and thirty at once.

    uv run python benchmarks/bench_first_visits.py [--pages lessons explorer] [--visitors 30]

For each page, two fresh servers: one visitor alone, then ``--visitors`` who open the page at
the same moment (a class following the teacher's link). Each visitor is a websocket session
of benchmarks/bench_classroom.py (no browser); its wait is from the request of the page to
the end of its first run. Prints each visit's wait and the server's CPU seconds over the
visits, and those of one more visitor after them (the page's own cost, imports done); the
last line is the CPU of the crowd against one visitor's, per page. Thirty
visitors should cost about what one costs: each cache filled once while the others wait.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
from dataclasses import dataclass

import psutil  # type: ignore[import-untyped]

from benchmarks import bench_classroom as bc

PAGES = ("lessons", "explorer")


def cpu(processes: list[psutil.Process]) -> float:
    return sum(float(t.user + t.system) for t in (p.cpu_times() for p in processes))


async def visits(port: int, page: str, visitors: int) -> list[float]:
    """Seconds each visitor waited for its first run, all arriving at once."""
    sessions = [bc.Session(port, page, "", "en-GB") for _ in range(visitors)]
    try:
        return list(await asyncio.gather(*(s.open() for s in sessions)))
    finally:
        await asyncio.gather(*(s.close() for s in sessions))


@dataclass(frozen=True)
class Visits:
    waits: list[float]  # seconds each of the first visitors waited
    cpu: float  # the server's CPU seconds over them
    next_wait: float  # then one more visitor, to a server that has served the page
    next_cpu: float


def measure(page: str, visitors: int) -> Visits:
    """``visitors`` first visits to a fresh server, then one more."""
    port = bc.free_port()
    with bc.server(port) as processes:
        start = cpu(processes)
        waits = asyncio.run(visits(port, page, visitors))
        middle = cpu(processes)
        (next_wait,) = asyncio.run(visits(port, page, 1))
        return Visits(waits, middle - start, next_wait, cpu(processes) - middle)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", nargs="+", default=list(PAGES))
    parser.add_argument("--visitors", type=int, default=30)
    args = parser.parse_args(argv)
    bc.RUN_TIMEOUT = 300.0  # a crowd's last visitor may wait long before the fix: measure it
    figures = []
    for page in args.pages:
        alone, crowd = measure(page, 1), measure(page, args.visitors)
        print(f"/{page}: 1 first visit waited {alone.waits[0]:.2f} s, server CPU {alone.cpu:.1f} s")
        print(
            f"/{page}: {args.visitors} at once waited p50 {statistics.median(crowd.waits):.2f} s, "
            f"max {max(crowd.waits):.2f} s, server CPU {crowd.cpu:.1f} s "
            f"({crowd.cpu / alone.cpu:.1f}x one visit)"
        )
        print(
            f"/{page}: the next visit waited {alone.next_wait:.2f} s, server CPU "
            f"{alone.next_cpu:.2f} s (after one), {crowd.next_wait:.2f} s, "
            f"{crowd.next_cpu:.2f} s (after {args.visitors})",
            flush=True,
        )
        figures.append(f"{page}_cpu_1={alone.cpu:.1f} {page}_cpu_{args.visitors}={crowd.cpu:.1f}")
    print(" ".join(figures))


if __name__ == "__main__":
    main()
