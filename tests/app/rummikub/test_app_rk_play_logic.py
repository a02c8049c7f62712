"""The play page's pure parts: the match (seeded deals, bots, rounds, save and load, the
decision report) and the turn built by clicks (new meld, add to a meld, move tiles between
melds, help me arrange), judged against the engine and the solver."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from app.rummikub import match as m
from app.rummikub import play_turn as turns
from wormlib.core.errors import SaveGameError
from wormlib.rummikub import game
from wormlib.rummikub.actions import Draw, Lay
from wormlib.rummikub.bots import BOTS
from wormlib.rummikub.melds import is_valid_meld
from wormlib.rummikub.rules import SEED, parse_rules
from wormlib.rummikub.save import MAX_BYTES
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.state import GameState, parse_position
from wormlib.rummikub.tiles import parse_tiles

SEATS = (m.Seat("Ann"), m.Seat("expert", "expert", False))


def position(rack: str, table: str, opened: bool = True) -> GameState:
    return parse_position(
        f"racks: {rack} / K1 K2 K3; table: {table}; opened: {int(opened)} 1; player: 0; "
        "passes: 0; drawing: 0; dealt: 1; rounds: 1; history: -"
    )


# --- the match -------------------------------------------------------------------------------


def test_the_same_seed_deals_the_same_racks_and_another_seed_others() -> None:
    a, b = m.new_match(SEATS, SEED, 7), m.new_match(SEATS, SEED, 7)
    c = m.new_match(SEATS, SEED, 8)
    assert a.state == b.state and a.state.dealt
    assert a.state.racks != c.state.racks
    assert [len(r) for r in a.state.racks] == [14, 14]


def test_a_draw_brings_its_tile_at_once_and_the_bot_answers_with_a_reason() -> None:
    match = m.new_match(SEATS, SEED, 3)
    assert match.human_to_move
    after = m.play(match, Draw())
    assert len(after.state.racks[0]) == 15 and after.bot_to_move
    assert after.moves[-2].best == m.could_lay(match.state)  # judged when it was decided
    bot = m.advance_bot(after)
    assert bot.moves[after.number].reason is not None
    assert m.last_bot_moves(bot) == (bot.moves[after.number],)


def test_a_refused_move_leaves_the_match_as_it_was() -> None:
    match = m.new_match(SEATS, SEED, 3)
    rack = match.state.racks[0]
    with pytest.raises(ValueError, match="refused"):
        m.play(match, Lay(rack[:1], ((rack[0],),)))
    with pytest.raises(ValueError):
        m.advance_bot(match)  # a person is to move


@pytest.mark.parametrize("level", tuple(BOTS))
def test_rounds_end_with_scores_and_the_next_round_is_dealt(level: str) -> None:
    seats = (m.Seat("a", "expert", False), m.Seat(level, level, False))
    match = m.new_match(seats, SEED, 11, rounds=2)
    while not match.over:
        while match.bot_to_move:
            match = m.advance_bot(match)
        assert match.between_rounds or match.over
        result = game.round_result(match.state)
        assert result is not None and sum(result.scores) == 0
        if match.between_rounds:
            match = m.deal(match)
    assert len(match.state.history) == 2
    assert m.loads(m.dumps(match)).state == match.state


def test_save_and_load_give_the_same_game_and_bad_files_a_save_game_error() -> None:
    match = m.new_match((m.Seat("Ann"), m.Seat("Bo"), m.Seat("careful", "careful", False)), SEED, 5)
    match = m.play(match, Draw())
    loaded = m.loads(m.dumps(match))
    assert loaded.state == match.state and loaded.seats == match.seats and loaded.seed == 5
    doc = json.loads(m.dumps(match))
    for meta in ({"bots": ["nobody", None, None]}, {"seed": "x"}, {"named": [1, 2, 3]}):
        with pytest.raises(SaveGameError, match="meta"):
            m.loads(json.dumps({**doc, "meta": {**doc["meta"], **meta}}))
    with pytest.raises(SaveGameError, match="too large"):
        m.loads(" " * (MAX_BYTES + 1))
    with pytest.raises(SaveGameError, match="JSON"):
        m.loads("{not json")


def test_the_report_counts_what_the_solver_could_lay_against_what_was_laid() -> None:
    seats = (m.Seat("Ann"), m.Seat("beginner", "beginner", False))
    match = m.new_match(seats, SEED, 21)
    rng = random.Random(0)
    while match.state.dealt and match.number < 120:
        if match.bot_to_move:
            match = m.advance_bot(match)
            continue
        state = match.state
        move = best_move(state.racks[0], state.table, opened=state.opened[0], rules=state.rules)
        half = rng.random() < 0.5 or not move.tiles_laid  # sometimes draw though one could lay
        match = m.play(match, Draw() if half else Lay(move.laid, move.table))
    rows = m.report(match, 0)
    people = [mv for mv in match.moves if mv.player == 0 and mv.reason is None]
    assert len(rows) == len(people) > 0
    for row, mv in zip(rows, people, strict=True):
        assert mv.before is not None
        assert row.could == m.could_lay(mv.before)
        assert row.laid == (len(mv.action.laid) if isinstance(mv.action, Lay) else 0)
    assert any(r.could and not r.laid for r in rows)  # the drawn turns show as missed


def test_a_decision_too_big_to_solve_shows_as_unknown_and_the_bot_still_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past the solver's budget (made tiny here) the report marks the person's turns as not
    worked out (None: shown as ?) and the expert bot plays as the careful level."""
    from wormlib.rummikub import _search

    monkeypatch.setattr(_search, "WORK", 10)
    match = m.new_match(SEATS, SEED, 21)
    while match.state.dealt and match.number < 12:
        match = m.advance_bot(match) if match.bot_to_move else m.play(match, Draw())
    rows = m.report(match, 0)
    assert rows and all(r.could is None for r in rows)
    assert any(mv.reason is not None for mv in match.moves)  # the bot's decisions


# --- the turn built by clicks ----------------------------------------------------------------


def test_a_new_meld_from_picked_rack_tiles_is_a_legal_opening() -> None:
    state = position("R10 R11 R12 B1 Y5", "-", opened=False)
    turn = turns.start(state)
    for i in (0, 1, 2):
        turn = turns.toggle(turn, ("rack", i, 0))
    turn = turns.new_meld(turn)
    assert turn.table == (parse_tiles("R10 R11 R12"),) and turn.rack == parse_tiles("B1 Y5")
    assert turns.why_not(turn, state) is None
    assert game.is_legal(state, turns.lay(turn))


def test_moving_tiles_between_table_melds_then_adding_a_rack_tile() -> None:
    """R4 leaves the run R4-R7 for the group B4 Y4 K4, and R8 extends R5-R7."""
    state = position("R8 B2", "R4 R5 R6 R7 | B4 Y4 K4")
    turn = turns.start(state)
    turn = turns.add_to(turns.toggle(turn, ("table", 0, 0)), 1)
    assert Counter(map(tuple, map(sorted, turn.table))) == Counter(
        [tuple(sorted(parse_tiles("R5 R6 R7"))), tuple(sorted(parse_tiles("R4 B4 Y4 K4")))]
    )
    assert turns.why_not(turn, state) == ("nothing_laid", {})
    run = next(i for i, meld in enumerate(turn.table) if len(meld) == 3)
    turn = turns.add_to(turns.toggle(turn, ("rack", 0, 0)), run)
    assert turns.why_not(turn, state) is None
    after = game.apply(state, turns.lay(turn))
    assert after.racks[0] == parse_tiles("B2")


@pytest.mark.parametrize(
    ("rack", "table", "opened", "rules", "picks", "add", "key"),
    [
        ("R1 R2 R3 B9", "-", False, "seed", [0, 1, 2], False, "opening_low"),
        ("R10 R11 J B9", "-", False, "seed", [0, 1, 3], False, "opening_joker"),
        ("R10 R11 J B9", "-", False, "joker-in-opening", [0, 1, 3], False, None),
        ("R13 B9", "R10 R11 R12", False, "seed", [0], True, "opening_touched"),
        ("R13 B9", "R10 R11 R12", False, "table-after-opening", [0], True, "opening_cannot"),
        ("R8 B9", "R5 R6 R7", True, "seed", [0], True, None),
        ("R8 B9", "R5 R6 R7", True, "seed", [0, 1], True, "bad_meld"),
        ("R8 B9", "R5 R6 R7", True, "seed", [0, 1], False, "bad_meld"),
    ],
)
def test_why_a_turn_cannot_end_agrees_with_the_engine(
    rack: str, table: str, opened: bool, rules: str, picks: list[int], add: bool, key: str | None
) -> None:
    state = parse_position(
        f"racks: {rack} / K1 K2 K3; table: {table}; opened: {int(opened)} 1; player: 0; "
        "passes: 0; drawing: 0; dealt: 1; rounds: 1; history: -",
        parse_rules(rules),
    )
    turn = turns.start(state)
    for i in picks:
        turn = turns.toggle(turn, ("rack", i, 0))
    turn = turns.add_to(turn, 0) if add else turns.new_meld(turn)
    why = turns.why_not(turn, state)
    assert (why[0] if why else None) == key
    assert (why is None) == game.is_legal(state, turns.lay(turn))


def test_random_clicks_never_lose_a_tile_and_why_not_matches_the_engine() -> None:
    rng = random.Random(5)
    for seed in range(6):
        match = m.new_match(SEATS, SEED, seed)
        state = match.state
        before = Counter(state.racks[0]) + Counter(t for meld in state.table for t in meld)
        turn = turns.start(state)
        for _ in range(12):
            spots = [("rack", i, 0) for i in range(len(turn.rack))] + [
                ("table", i, j) for i, meld in enumerate(turn.table) for j in range(len(meld))
            ]
            for spot in rng.sample(spots, min(len(spots), rng.randint(1, 3))):
                turn = turns.toggle(turn, spot)
            if turn.table and rng.random() < 0.5:
                turn = turns.add_to(turn, rng.randrange(len(turn.table)))
            elif turn.picked:
                turn = turns.new_meld(turn)
            now = Counter(turn.rack) + Counter(t for meld in turn.table for t in meld)
            assert now == before
            assert (turns.why_not(turn, state) is None) == (
                bool(turn.laid) and game.is_legal(state, turns.lay(turn))
            )


def test_help_me_arrange_is_the_solvers_move_for_the_picked_tiles() -> None:
    state = position("R4 B9 K2", "R5 R6 R7 | B4 Y4 K4")
    turn = turns.toggle(turns.start(state), ("rack", 0, 0))
    move = turns.arrange(turn, state)
    assert move is not None and move.tiles_laid == 1
    used = turns.use(turn, move.table, move.laid)
    assert all(is_valid_meld(meld) for meld in used.table)
    assert turns.why_not(used, state) is None
    nothing = turns.toggle(turns.start(state), ("rack", 1, 0))
    found = turns.arrange(nothing, state)
    assert found is not None and found.tiles_laid == 0
    broken = turns.new_meld(turns.toggle(turns.start(state), ("table", 0, 0)))
    assert turns.arrange(turns.toggle(broken, ("rack", 0, 0)), state) is None


def test_a_click_on_a_tile_that_is_not_there_is_a_turn_error() -> None:
    state = position("R4", "R5 R6 R7")
    turn = turns.start(state)
    for spot in (("rack", 5, 0), ("table", 0, 3), ("table", 2, 0), ("shelf", 0, 0)):
        with pytest.raises(turns.TurnError):
            turns.toggle(turn, spot)
    with pytest.raises(turns.TurnError, match="pick"):
        turns.new_meld(turn)
