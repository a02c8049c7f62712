"""The cold start: a fresh server's first visitors, one alone and thirty at once.

    uv run python benchmarks/bench_first_visits.py [--pages lessons explorer] [--visitors 30]

For each page, two fresh servers: one visitor alone, then ``--visitors`` who open the page at
the same moment (a class following the teacher's link). Each visitor is a websocket session
of benchmarks/bench_classroom.py (no browser); its wait is from the request of the page to
the end of its first run. Prints each visit's wait and the server's CPU seconds over the
visits; the last line is the CPU of the crowd against one visitor's, per page. Thirty
visitors should cost about what one costs: each cache filled once while the others wait.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics

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


def measure(page: str, visitors: int) -> tuple[list[float], float]:
    """The waits and the server's CPU seconds of ``visitors`` first visits to a fresh server."""
    port = bc.free_port()
    with bc.server(port) as processes:
        before = cpu(processes)
        waits = asyncio.run(visits(port, page, visitors))
        return waits, cpu(processes) - before


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", nargs="+", default=list(PAGES))
    parser.add_argument("--visitors", type=int, default=30)
    args = parser.parse_args(argv)
    bc.RUN_TIMEOUT = 300.0  # a crowd's last visitor may wait long before the fix: measure it
    figures = []
    for page in args.pages:
        (alone,), alone_cpu = measure(page, 1)
        waits, crowd_cpu = measure(page, args.visitors)
        print(f"/{page}: 1 first visit waited {alone:.2f} s, server CPU {alone_cpu:.1f} s")
        print(
            f"/{page}: {args.visitors} at once waited p50 {statistics.median(waits):.2f} s, "
            f"max {max(waits):.2f} s, server CPU {crowd_cpu:.1f} s "
            f"({crowd_cpu / alone_cpu:.1f}x one visit)",
            flush=True,
        )
        figures.append(f"{page}_cpu_1={alone_cpu:.1f} {page}_cpu_{args.visitors}={crowd_cpu:.1f}")
    print(" ".join(figures))


if __name__ == "__main__":
    main()
