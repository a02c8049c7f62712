"""Every exact solve is bounded (issue 19): the positions of the issue and the worst ones the
adversarial search found (``benchmarks/bench_rummikub.py --worst``) are solved exactly within
the work budget; past it the solver refuses, naming the position, the command prints one line
and the bots play as the careful level. Work is a count of search steps, the same on every
machine: these tests check counts and answers, never seconds."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

import pytest

from tests.rummikub.conftest import Position
from tests.rummikub.test_solver_reference import check_move, counts_of, milp_best, solver_score
from wormlib.cli import main as cli
from wormlib.core.errors import SituationError
from wormlib.rummikub import _search, bots, game
from wormlib.rummikub.actions import Lay
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.melds import Table, parse_table
from wormlib.rummikub.rules import SEED, Rules, parse_rules
from wormlib.rummikub.solver import (
    BestMove,
    Budget,
    SolveTooLargeError,
    _minimal_openings,
    best_move,
    helpful_tiles,
)
from wormlib.rummikub.tiles import JOKER, Tile, parse_tiles

#: The issue's table: the 104 numbered tiles as 8 runs R1 ... R13, twice for every colour.
EIGHT_RUNS = " | ".join(" ".join(f"{c}{n}" for n in range(1, 14)) for c in "RBYK" for _ in (1, 2))
WRAP = parse_rules("wrap-13-1")


def solved(
    rack: tuple[Tile, ...], table: Table, rules: Rules, *, opened: bool = True
) -> tuple[BestMove, int]:
    """The best move, checked legal, and the work it took (with room to count past WORK)."""
    budget = Budget("a test position", 10 * _search.WORK)
    move = best_move(rack, table, opened=opened, rules=rules, budget=budget)
    check_move(move, rack, table, rules, opened=opened or rules.table_after_opening)
    return move, budget.spent


@cache
def on_eight_runs(rack: str, rules: str) -> tuple[BestMove, int]:
    """``solved`` on the issue's table (shared by the tests: each takes a second or two)."""
    return solved(parse_tiles(rack), parse_table(EIGHT_RUNS), parse_rules(rules))


@pytest.mark.parametrize("rack", ["J J", "J"])
def test_eight_runs_of_13_with_wrap_are_solved_within_the_budget(rack: str) -> None:
    """The issue's link: 8.2 GB and 110 s before; each joker is laid at a run's end."""
    move, work = on_eight_runs(rack, "wrap-13-1")
    assert move.laid == parse_tiles(rack) and work < _search.WORK


def test_the_wrap_rule_costs_little_more_than_the_plain_rules() -> None:
    """The high 1s are chosen in the values, not the states: the 81 ways of setting aside
    high 1s on the 8 runs do not make 81 times the states."""
    assert on_eight_runs("J J", "wrap-13-1")[1] < 1.5 * on_eight_runs("J J", "seed")[1]


def test_the_pages_helpful_tiles_for_the_issue_link_share_one_budget() -> None:
    """``rack=J``: the helpful tiles also solve the rack with the last joker, J J."""
    budget = Budget("the issue's link", _search.WORK)
    found = helpful_tiles(
        parse_tiles("J"), parse_table(EIGHT_RUNS), opened=True, rules=WRAP, budget=budget
    )
    assert found == [(JOKER, 1.0)]
    assert budget.spent == on_eight_runs("J", "wrap-13-1")[1] + on_eight_runs("J J", "wrap-13-1")[1]


def test_past_the_budget_the_solver_refuses_and_names_the_position(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_search, "WORK", 100_000)
    with pytest.raises(SolveTooLargeError) as refused:
        best_move(parse_tiles("J J"), parse_table(EIGHT_RUNS), opened=True, rules=WRAP)
    message = str(refused.value)
    assert "the rack 'J J' with the table 'R1 R2 R3" in message and "wrap-13-1" in message
    assert "too big to solve exactly" in message and len(message) < 300
    assert isinstance(refused.value, SituationError)  # a ValueError, as every refusal


def test_past_the_states_one_step_may_keep_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_search, "LAYER", 1_000)
    with pytest.raises(SolveTooLargeError, match="1,000 states at once"):
        best_move(parse_tiles("J"), parse_table(EIGHT_RUNS), opened=True, rules=WRAP)


def test_helpful_tiles_are_one_answer_with_one_budget() -> None:
    """Up to 54 searches: together within one budget, not one budget each."""
    rack, table = parse_tiles("R7 B8 J"), parse_table("R4 R5 R6 | B5 B6 B7 | Y7 K7 R7")
    one = solved(rack, table, SEED)[1]
    budget = Budget("a test position", 10 * _search.WORK)
    helpful_tiles(rack, table, opened=True, rules=SEED, budget=budget)
    assert budget.spent > 10 * one
    with pytest.raises(SolveTooLargeError):
        helpful_tiles(rack, table, opened=True, rules=SEED, budget=Budget("x", 2 * one))


def test_the_combinations_of_opening_melds_are_steps_of_the_budget() -> None:
    """table-after-opening: when the best lay holds no opening, every minimal opening is
    tried. 24 low tiles and 2 jokers make millions of combinations of melds, each a step."""
    low = " ".join(f"{c}{n}" for c in "RBYK" for n in (1, 2, 3) for _ in (1, 2))
    rack = counts_of(parse_tiles(f"{low} J J"))
    rules = parse_rules("table-after-opening,joker-in-opening,opening-60")
    with pytest.raises(SolveTooLargeError):
        _minimal_openings(rack, rules, Budget("a rack of small melds", 100_000))


def test_the_command_says_so_in_one_line_and_exits_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(_search, "WORK", 100_000)
    code = cli(["rummikub", "best", "--rack", "J J", "--table", EIGHT_RUNS, "--rules", "wrap-13-1"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("error: the rack 'J J'") and "too big to solve exactly" in err


# --- the bots ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["expert", "master"])
def test_a_bot_facing_a_refusal_plays_as_the_careful_level(
    monkeypatch: pytest.MonkeyPatch, position: Position, name: str
) -> None:
    state = position("B6 R1 / K1 K2", "B4 B5 B6 B7 B8 | R7 Y7 K7", opened="1 1")
    careful = make_bot("careful").decide(state, random.Random(0))
    assert make_bot(name).decide(state, random.Random(0)) != careful  # B6 splits B4..B8
    monkeypatch.setattr(_search, "WORK", 10)
    decision = make_bot(name).decide(state, random.Random(0))
    game.apply(state, decision.action)  # legal
    assert decision == careful


def test_a_rack_too_big_for_the_careful_search_is_laid_greedily(
    monkeypatch: pytest.MonkeyPatch, position: Position
) -> None:
    state = position("R1 R2 R3 R4 B4 Y4 B9 B10 B11 B12 Y12 K12 / K1 K2", opened="1 1")
    exact = make_bot("careful").decide(state, random.Random(0)).action
    assert isinstance(exact, Lay) and len(exact.laid) == 12  # R4 and B12 in groups
    monkeypatch.setattr(bots, "CAREFUL_RACKS", 1)
    greedy = make_bot("careful").decide(state, random.Random(0)).action
    game.apply(state, greedy)  # legal
    assert isinstance(greedy, Lay)  # the longest melds first: R1 R2 R3 R4 and B9 B10 B11 B12
    assert greedy.laid == parse_tiles("R1 R2 R3 R4 B9 B10 B11 B12")


def test_the_careful_search_of_a_rack_of_40_is_bounded(position: Position) -> None:
    """Four runs 1..9, two 10s and two jokers: millions of racks left, gigabytes before."""
    rack = " ".join([f"{c}{n}" for c in "RBYK" for n in range(1, 10)] + ["R10", "B10", "J", "J"])
    state = position(f"{rack} / K1 K2", opened="1 1")
    decision = make_bot("careful").decide(state, random.Random(0))
    game.apply(state, decision.action)
    assert isinstance(decision.action, Lay) and len(decision.action.laid) >= 36


# --- the worst positions found ----------------------------------------------------------

#: The positions of most work that ``bench_rummikub.py --worst --tries 40 --seed 1`` found for
#: each kind of best move (docs/benchmarks.md), each solved exactly or refused within the budget.
WORST = [
    (p["rules"], p["opened"], p["rack"], p["table"], p["verdict"])
    for p in json.loads((Path(__file__).parent / "worst_positions.json").read_text())
]


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "opened", "rack", "table", "verdict"), WORST)
def test_the_worst_positions_found_are_exact_within_the_budget_or_refused(
    rules: str, opened: bool, rack: str, table: str, verdict: str
) -> None:
    chosen, tiles, melds = parse_rules(rules), parse_tiles(rack), parse_table(table)
    if verdict == "refused":
        with pytest.raises(SolveTooLargeError, match="too big to solve exactly"):
            best_move(tiles, melds, opened=opened, rules=chosen)
        return
    move, work = solved(tiles, melds, chosen, opened=opened)
    assert work < _search.WORK
    if chosen.table_after_opening and not opened:
        return  # legal (solved checks it); the references cannot search such racks
    usable = [t for t in tiles if opened or t != JOKER or chosen.joker_in_opening]
    expected = milp_best(
        counts_of(usable),
        counts_of([t for meld in melds for t in meld]) if opened else (0,) * 53,
        objective="tiles",
        min_points=0 if opened else chosen.opening_points,
        wrap=chosen.wrap_13_1,
    )
    assert solver_score(move, "tiles") == (expected or (0, 0))
