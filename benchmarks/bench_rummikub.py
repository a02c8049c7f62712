"""Rummikub best-move speed: wormlib's exact solver beside the public ``rummikub-solver``.

Positions come from simulated rounds of expert bots (2-4 players, the engine's own game loop):
every decision of a player who has opened is a table solve (table of 0-60 tiles, rack of 1-20),
every decision before that an opening from the rack. Both solvers get the same positions in
the same run; the peer (den Hertog-Hulshof integer programme through cvxpy) is the optional
``bench`` dependency. Also prints rounds per second of expert against expert.

    .tools/bin/uv run --group bench python benchmarks/bench_rummikub.py [--rounds 8] [--seed 1]
        [--repeat 3]

Last line: ``solve_ms=<median> max_ms=<max> peer_ms=<median> speedup=<ratio>`` (table solves).

``--worst`` looks for the slowest positions instead (``worst``): per kind of answer (table
solves and openings, with and without wrap-13-1, jokers in openings, table-after-opening, the
page's helpful tiles), a hill climb over positions that maximises the solver's work count
(``solver.Budget``, the same on every machine), from full tables of long runs, random melds
and big racks. The worst positions are then timed in a fresh process each (wall and CPU
seconds, peak RSS), with the budget the app and the CLI use:

    uv run python benchmarks/bench_rummikub.py --worst [--tries 150] [--seed 1]

Last line: ``worst_s=<wall> worst_cpu_s=<cpu> worst_mb=<peak RSS> refused=<positions>``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from wormlib.rummikub import _search
from wormlib.rummikub.bots import Decision, ExpertBot
from wormlib.rummikub.melds import Table, is_valid_meld, parse_table, table_str
from wormlib.rummikub.rules import SEED, Rules, parse_rules
from wormlib.rummikub.solver import MAX_RACK as SOLVER_RACK
from wormlib.rummikub.solver import (
    Budget,
    SolveTooLargeError,
    best_move,
    helpful_tiles,
)
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import COPIES, JOKER, KINDS, Tile, parse_tiles, tile, tiles_str
from wormlib.rummikub.tournament import play_round

Position = tuple[tuple[Tile, ...], Table, bool]
MAX_TABLE, MAX_RACK = 60, 20
SAMPLE = 300  # positions of each kind timed (the peer takes ~20 ms a solve)


class Recorder(ExpertBot):
    """The expert bot, keeping every position it decides in."""

    def __init__(self, positions: list[Position]) -> None:
        self.positions = positions

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        p = state.current
        self.positions.append((state.racks[p], state.table, state.opened[p]))
        return super().decide(state, rng)


def simulate(rounds: int, seed: int) -> tuple[list[Position], float]:
    """Positions of ``rounds`` expert rounds of 2, 3, 4, 2, ... players, and rounds per second
    of the 2-player ones (expert against expert)."""
    rng = random.Random(seed)
    positions: list[Position] = []
    duels, seconds = 0, 0.0
    for r in range(rounds):
        players = 2 + r % 3
        start = time.perf_counter()
        play_round([Recorder(positions) for _ in range(players)], SEED, rng)
        if players == 2:
            duels, seconds = duels + 1, seconds + time.perf_counter() - start
    return positions, duels / seconds


def timed(
    solve: Callable[[Position], object], positions: Sequence[Position], repeat: int
) -> list[float]:
    """Milliseconds of each solve, the fastest of ``repeat`` (a shared machine's pauses are
    not the solver's), after one untimed solve to warm caches."""
    if positions:
        solve(positions[0])
    out = []
    for position in positions:
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            solve(position)
            best = min(best, time.perf_counter() - start)
        out.append(best * 1000)
    return out


def ours(position: Position) -> object:
    rack, table, opened = position
    return best_move(rack, table, opened=opened, rules=SEED)


def peer() -> Callable[[Position], object] | None:
    """The public solver on the same position (its opening from the rack alone, like ours)."""
    try:
        from rummikub_solver import RuleSet
    except ImportError:
        return None
    ruleset = RuleSet()  # 4 colours x 13 numbers x 2, 2 jokers, runs of 3+, opening 30

    def solve(position: Position) -> object:
        rack, table, opened = position
        state = ruleset.new_game()
        state.add_rack(*(t + 1 for t in rack))  # its tiles count from 1, the joker is 53
        if opened:
            state.add_table(*(t + 1 for meld in table for t in meld))
        state.initial = not opened
        return ruleset.solve(state)

    return solve


def sample(positions: list[Position], k: int) -> list[Position]:
    step = max(1, len(positions) // k)
    return positions[::step][:k]


def report(name: str, mine: list[float], theirs: list[float] | None) -> None:
    line = f"{name:<14} n={len(mine):<4} median {statistics.median(mine):6.2f} ms  "
    line += f"p90 {sorted(mine)[int(0.9 * (len(mine) - 1))]:6.2f} ms  max {max(mine):6.2f} ms"
    if theirs:
        ratio = statistics.median(theirs) / statistics.median(mine)
        line += f"   peer median {statistics.median(theirs):6.2f} ms  max {max(theirs):6.2f} ms"
        line += f"  speedup {ratio:.1f}x"
    print(line)


# --- the adversarial search (--worst) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Case:
    """A position and how it is asked: a best move, or the page's helpful tiles."""

    rack: tuple[Tile, ...]
    table: Table
    opened: bool
    rules: Rules
    helpful: bool = False

    def text(self) -> str:
        what = "helpful tiles" if self.helpful else "best move"
        opened = "opened" if self.opened else "initial"
        return (
            f"{what} ({opened}, {self.rules.name}): rack {tiles_str(self.rack) or '-'} "
            f"table {table_str(self.table)}"
        )


#: The kinds of answer searched: rules, opened, most rack tiles, helpful tiles.
#: (The highest opening threshold: the points laid are part of an opening's states.)
KINDS_OF_ANSWER: dict[str, tuple[str, bool, int, bool]] = {
    "table": ("seed", True, SOLVER_RACK, False),
    "table wrap": ("wrap-13-1", True, SOLVER_RACK, False),
    "opening": ("joker-in-opening,opening-60", False, SOLVER_RACK, False),
    "opening wrap": ("wrap-13-1,joker-in-opening,opening-60", False, SOLVER_RACK, False),
    "after opening": ("table-after-opening,joker-in-opening,opening-60", False, SOLVER_RACK, False),
    "after opening wrap": (
        "table-after-opening,joker-in-opening,opening-60,wrap-13-1",
        False,
        SOLVER_RACK,
        False,
    ),
    "helpful (page)": ("wrap-13-1", True, 19, True),
}


def work(case: Case, cap: int) -> int:
    """The solver's work count for the case (``cap`` + 1: more than ``cap``)."""
    budget = Budget("search", cap)
    try:
        if case.helpful:
            helpful_tiles(
                case.rack, case.table, opened=case.opened, rules=case.rules, budget=budget
            )
        else:
            best_move(case.rack, case.table, opened=case.opened, rules=case.rules, budget=budget)
    except SolveTooLargeError:
        return cap + 1
    return budget.spent


def _bag(case: Case) -> Counter[Tile]:
    """The tiles neither on the rack nor on the table."""
    bag = Counter({k: COPIES for k in range(KINDS)})
    bag.subtract(case.rack)
    bag.subtract(t for meld in case.table for t in meld)
    return bag


def _meld(rng: random.Random, bag: Counter[Tile], wrap: bool, long: bool) -> tuple[Tile, ...]:
    """A random valid meld from the bag (a run, long ones first if ``long``, or a group),
    sometimes with a joker; () if the bag cannot make the one drawn."""
    c, n = rng.randrange(4), rng.randint(1, 13)
    if rng.random() < (0.9 if long else 0.5):
        top = 14 if wrap else 13
        length = rng.randint(10, 13) if long else rng.randint(3, 13)
        start = rng.randint(1, max(1, top - length + 1))
        numbers = range(start, min(top, start + length - 1) + 1)
        meld = [tile(c, (m - 1) % 13 + 1) for m in numbers]
    else:
        meld = [tile(x, n) for x in rng.sample(range(4), rng.randint(3, 4))]
    if bag[JOKER] and rng.random() < 0.3:
        meld[rng.randrange(len(meld))] = JOKER
    need = Counter(meld)
    if len(meld) < 3 or any(bag[k] < v for k, v in need.items()):
        return ()
    if not is_valid_meld(meld, wrap=wrap):
        return ()
    bag.subtract(need)
    return tuple(meld)


def random_case(rng: random.Random, kind: str) -> Case:
    """A start of the climb: a table of long runs, of random melds, or none, and a rack."""
    names, opened, most, helpful = KINDS_OF_ANSWER[kind]
    rules = parse_rules(names)
    case = Case((), (), opened, rules, helpful)
    bag = _bag(case)
    shape = rng.choice(["long runs", "melds"])
    if not opened and not rules.table_after_opening:
        shape = "none"  # an opening is from the rack alone: the table only takes tiles
    table: list[tuple[Tile, ...]] = []
    for _ in range(200 if shape != "none" else 0):
        if sum(map(len, table)) >= rng.randint(30, 104):
            break
        meld = _meld(rng, bag, rules.wrap_13_1, shape == "long runs")
        if meld:
            table.append(meld)
    if rng.random() < 0.7:  # blocks: a few numbers in several colours, runs and groups
        left = [JOKER] * bag[JOKER]
        for _ in range(rng.randint(1, 3)):
            low, width = rng.randint(1, 11), rng.randint(3, 10)
            colours, copies = rng.sample(range(4), rng.randint(2, 4)), rng.randint(1, 2)
            for k in (tile(c, n) for c in colours for n in range(low, min(13, low + width))):
                take = min(copies, bag[k])
                left += [k] * take
                bag[k] -= take
        rack = tuple(left[:most])
    else:
        left = list(bag.elements())
        rng.shuffle(left)
        rack = tuple(left[: rng.randint(1, most)])
    return replace(case, rack=rack, table=tuple(table))


def mutate(rng: random.Random, case: Case, most: int) -> Case:
    """The case with one change: a rack tile more or less, a meld more or less, a joker
    moved between the rack and the table, or a meld taken onto the rack."""
    bag = _bag(case)
    rack, table = list(case.rack), list(case.table)
    move = rng.randrange(6)
    if move == 0 and len(rack) < most and bag.total():
        near = [k for k in bag.elements() if any(_near(k, r) for r in rack)]  # runs, groups
        rack.append(rng.choice(near if near and rng.random() < 0.7 else list(bag.elements())))
    elif move == 1 and len(rack) > 1:
        rack.pop(rng.randrange(len(rack)))
    elif move == 2 and table:
        table.pop(rng.randrange(len(table)))
    elif move == 3:
        meld = _meld(rng, bag, case.rules.wrap_13_1, rng.random() < 0.5)
        if meld:
            table.append(meld)
    elif move == 4 and JOKER in rack and table:
        i = rng.randrange(len(table))
        tiles = list(table[i])
        tiles[rng.randrange(len(tiles))] = JOKER
        if is_valid_meld(tiles, wrap=case.rules.wrap_13_1):
            rack.remove(JOKER)
            table[i] = tuple(tiles)
    elif move == 5 and table:
        meld = table.pop(rng.randrange(len(table)))
        rack = (rack + list(meld))[:most]
    return replace(case, rack=tuple(rack), table=tuple(table))


def _near(a: Tile, b: Tile) -> bool:
    """Whether two tiles may stand side by side in a run or a group."""
    if JOKER in (a, b):
        return True
    same_colour = a // 13 == b // 13
    return (same_colour and abs(a % 13 - b % 13) == 1) or (not same_colour and a % 13 == b % 13)


def climb(rng: random.Random, kind: str, tries: int, cap: int) -> list[tuple[int, Case]]:
    """A hill climb for the most work of a kind of answer within the budget: every case
    tried, most work first. A change of one of the four solved cases of most work is kept;
    cases over the budget (refused, counted up to ``cap``) are kept but not climbed from."""
    most = KINDS_OF_ANSWER[kind][2]

    def solved_first(wc: tuple[int, Case]) -> tuple[bool, int]:
        return wc[0] <= _search.WORK, wc[0]

    found = [(work(c, cap), c) for c in (random_case(rng, kind) for _ in range(max(4, tries // 5)))]
    for _ in range(tries):
        found.sort(key=solved_first, reverse=True)
        parent = found[rng.randrange(min(4, len(found)))][1]
        child = parent
        for _ in range(rng.randint(1, 3)):
            child = mutate(rng, child, most)
        found.append((work(child, cap), child))
    found.sort(key=lambda wc: -wc[0])
    return found


_MEASURE = """
import json, sys, time
from wormlib.rummikub.melds import parse_table
from wormlib.rummikub.rules import parse_rules
from wormlib.rummikub.solver import SolveTooLargeError, best_move, helpful_tiles
from wormlib.rummikub.tiles import parse_tiles
rack, table, rules, opened, helpful = sys.argv[1:]
ask = helpful_tiles if helpful == "1" else best_move
wall, cpu = time.perf_counter(), time.process_time()
try:
    ask(parse_tiles(rack), parse_table(table), opened=opened == "1", rules=parse_rules(rules))
    refused = False
except SolveTooLargeError:
    refused = True
peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM"))
print(json.dumps({"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
    "mb": int(peak.split()[1]) / 1024, "refused": refused}))
"""


def measure(case: Case) -> dict[str, float]:
    """Wall and CPU seconds and peak RSS (MB) of the case in a fresh process, as the app and
    the CLI ask it (the default budget)."""
    argv = [
        tiles_str(case.rack),
        table_str(case.table),
        case.rules.name,
        "1" if case.opened else "0",
        "1" if case.helpful else "0",
    ]
    out = subprocess.run(
        [sys.executable, "-c", _MEASURE, *argv], capture_output=True, text=True, check=True
    )
    result: dict[str, float] = json.loads(out.stdout)
    return result


def worst(tries: int, seed: int) -> None:
    """The adversarial search: per kind of answer the most work found, then the worst
    positions timed. The issue's positions (8 runs of 13 with wrap) are measured too."""
    rng = random.Random(seed)
    cap = _search.WORK  # a refusal is all a case over it needs
    eight = parse_table(
        " | ".join(" ".join(f"{c}{n}" for n in range(1, 14)) for c in "RBYK" for _ in range(2))
    )
    wrap = parse_rules("wrap-13-1")
    cases = [
        ("issue 19: 8 runs + J J", Case(parse_tiles("J J"), eight, True, wrap)),
        ("issue 19: 8 runs + J", Case(parse_tiles("J"), eight, True, wrap)),
        ("issue 19: page, rack J", Case(parse_tiles("J"), eight, True, wrap, helpful=True)),
    ]
    print(f"work budget {_search.WORK:,} steps per answer, {_search.LAYER:,} states per step")
    for kind in KINDS_OF_ANSWER:
        start = time.perf_counter()
        found = climb(rng, kind, tries // 4 if KINDS_OF_ANSWER[kind][3] else tries, cap)
        spent = time.perf_counter() - start
        solved = [wc for wc in found if wc[0] <= _search.WORK]
        refused = len(found) - len(solved)
        print(
            f"{kind:<20} most work {found[0][0]:>10,}, solved {solved[0][0] if solved else 0:>10,}"
            f"  ({len(found)} positions, {refused} over the budget; {spent:.0f} s)"
        )
        if refused:
            cases.append((f"{kind} (most)", found[0][1]))
        cases.extend((kind, c) for _, c in solved[:2])
    print()
    worst_wall = worst_cpu = worst_mb = 0.0
    refusals = 0
    for name, case in cases:
        m = measure(case)
        spent = work(case, cap)
        verdict = "refused" if m["refused"] else "solved"
        print(
            f"{name:<24} work {spent:>10,}  {verdict:<7} wall {m['wall']:5.2f} s  "
            f"cpu {m['cpu']:5.2f} s  peak {m['mb']:4.0f} MB\n    {case.text()}"
        )
        worst_wall, worst_cpu = max(worst_wall, m["wall"]), max(worst_cpu, m["cpu"])
        worst_mb, refusals = max(worst_mb, m["mb"]), refusals + bool(m["refused"])
    print(
        f"worst_s={worst_wall:.2f} worst_cpu_s={worst_cpu:.2f} worst_mb={worst_mb:.0f} "
        f"refused={refusals}"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=8, help="expert rounds to draw positions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="solves per position, fastest kept")
    parser.add_argument("--worst", action="store_true", help="search for the slowest positions")
    parser.add_argument(
        "--tries", type=int, default=150, help="--worst: changes tried per kind (helpful: 1/4)"
    )
    args = parser.parse_args(argv)
    if args.worst:
        worst(args.tries, args.seed)
        return
    positions, rounds_per_s = simulate(args.rounds, args.seed)
    tables = [
        p
        for p in positions
        if p[2] and 1 <= len(p[0]) <= MAX_RACK and sum(map(len, p[1])) <= MAX_TABLE
    ]
    openings = [p for p in positions if not p[2]]
    tables, openings = sample(tables, SAMPLE), sample(openings, SAMPLE)
    with_jokers = [p for p in tables if JOKER in p[0] or any(JOKER in m for m in p[1])]
    print(
        f"{args.rounds} expert rounds; expert vs expert {rounds_per_s:.2f} rounds/s; "
        f"{len(positions)} positions, "
        f"timed {len(tables)} table solves ({len(with_jokers)} with jokers, tables of "
        f"{min(sum(map(len, p[1])) for p in tables)}-{max(sum(map(len, p[1])) for p in tables)}"
        f" tiles) and {len(openings)} openings"
    )
    other = peer()
    mine_tables, mine_openings = (
        timed(ours, tables, args.repeat),
        timed(ours, openings, args.repeat),
    )
    theirs_tables = timed(other, tables, args.repeat) if other else None
    theirs_openings = timed(other, openings, args.repeat) if other else None
    if other is None:
        print("rummikub-solver is not installed (uv run --group bench ...): no peer figures")
    report("table solves", mine_tables, theirs_tables)
    report("  with jokers", timed(ours, with_jokers, args.repeat), None)
    report("openings", mine_openings, theirs_openings)
    peer_ms = statistics.median(theirs_tables) if theirs_tables else float("nan")
    solve_ms = statistics.median(mine_tables)
    print(
        f"solve_ms={solve_ms:.2f} max_ms={max(mine_tables):.2f} peer_ms={peer_ms:.2f} "
        f"speedup={peer_ms / solve_ms:.1f}"
    )


if __name__ == "__main__":
    main()
