"""Save games: a played game round-trips; any damaged document raises only SaveGameError."""

from __future__ import annotations

import contextlib
import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.core.errors import SaveGameError
from wormlib.rummikub import game, save
from wormlib.rummikub.actions import Action, Draw, TimeOut
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.rules import MAX_ROUNDS, parse_rules
from wormlib.rummikub.state import initial_state
from wormlib.rummikub.tournament import play_round


@cache
def saved_text() -> str:
    """A real round between two bots (wrap-13-1 rules), saved."""
    rules = parse_rules("wrap-13-1,opening-25")
    record = play_round([make_bot("careful"), make_bot("beginner")], rules, random.Random(7))
    return save.dumps(rules, ["Ann", "careful"], record.actions, meta={"seed": 7})


def test_a_played_round_replays_to_the_same_state() -> None:
    rules = parse_rules("wrap-13-1,opening-25")
    record = play_round([make_bot("careful"), make_bot("beginner")], rules, random.Random(7))
    loaded = save.loads(saved_text())
    assert loaded.state == record.state and loaded.actions == record.actions
    assert loaded.rules == rules and loaded.players == ("Ann", "careful")
    assert loaded.meta == {"seed": 7} and game.is_terminal(loaded.state)


def test_several_rounds_are_saved_with_their_number() -> None:
    text = save.dumps(parse_rules("seed"), ["a", "b"], [], rounds=3)
    loaded = save.loads(text)
    assert loaded.state.rounds == 3 and game.current_player(loaded.state) == game.CHANCE


def test_an_illegal_move_names_its_number() -> None:
    doc = json.loads(saved_text())
    doc["actions"][1] = "lay R1 : R1"  # instead of the first player's first decision
    with pytest.raises(SaveGameError, match="move 2"):
        save.loads(json.dumps(doc))


def test_a_changed_deal_is_refused() -> None:
    doc = json.loads(saved_text())
    doc["actions"][0] = "deal R1 R1 R1 / B2"
    with pytest.raises(SaveGameError, match="move 1"):
        save.loads(json.dumps(doc))


#: Issue 19.4: two people under ``timer-10,penalty-0``; the second goes out in one lay.
PASSING_DEAL = (
    "deal Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10 Y11 Y12 Y13 K1 / R1 R2 R3 R4 R5 R6 R7 B1 B2 B3 B4 B5 B6 B7"
)
GOING_OUT = (
    "lay R1 R2 R3 R4 R5 R6 R7 B1 B2 B3 B4 B5 B6 B7 : R1 R2 R3 R4 R5 R6 R7 | B1 B2 B3 B4 B5 B6 B7"
)


def passing_save(timeouts: int, *, out: bool = True) -> str:
    """The deal, ``timeouts`` time-outs and (``out``) the lay that goes out, compact JSON."""
    doc = json.loads(save.dumps(parse_rules("timer-10,penalty-0"), ["Ann", "Bo"], []))
    doc["actions"] = [PASSING_DEAL, *["timeout"] * timeouts, *[GOING_OUT] * out]
    return json.dumps(doc, separators=(",", ":"))


def test_the_save_of_a_round_passing_for_ever_is_refused() -> None:
    """The crafted file of issue 19.4 (220 KB): the round it claims is longer than any the
    rules allow, so it is refused before its actions are replayed."""
    text = passing_save(19_997)
    assert 200_000 < len(text) < save.MAX_BYTES
    with pytest.raises(SaveGameError, match="at most"):
        save.loads(text)


def test_a_round_ends_when_both_have_passed_and_a_lay_after_it_is_refused() -> None:
    assert save.loads(passing_save(1)).state.dealt is False  # one pass: Bo goes out
    with pytest.raises(SaveGameError, match="move 4: the game is over"):
        save.loads(passing_save(2))


def test_the_longest_game_the_rules_allow_loads() -> None:
    """Every round as long as passing allows (a pass before every draw until the pool is
    empty, then passes to the end) and as many rounds as a game has: no bound refuses it."""
    rules = parse_rules("timer-10,penalty-0")
    state = initial_state(4, rules, rounds=MAX_ROUNDS)
    rng = random.Random(4)
    actions: list[Action] = []
    while not game.is_terminal(state) and len(actions) <= save.MAX_ACTIONS:
        if game.current_player(state) == game.CHANCE:
            action: Action = game.sample_chance(state, rng)
        else:
            action = TimeOut() if state.passes < 3 and state.pool_size else Draw()
        state = game.apply(state, action)
        actions.append(action)
    loaded = save.loads(save.dumps(rules, ["a", "b", "c", "d"], actions, rounds=MAX_ROUNDS))
    assert loaded.state == state and len(state.history) == MAX_ROUNDS


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("format", "wormlib-save"),
        ("version", 3),
        ("version", 0),
        ("version", "1"),
        ("rules", "chess"),
        ("rules", 3),
        ("players", ["only one"]),
        ("players", ["a", "b", "c", "d", "e"]),
        ("players", "Ann"),
        ("players", ["x" * 41, "b"]),
        ("players", ["tab\there", "b"]),
        ("rounds", 0),
        ("rounds", True),
        ("rounds", 10**9),
        ("rounds", MAX_ROUNDS + 1),
        ("actions", "draw"),
        ("actions", [1, 2]),
        ("actions", [None]),
        ("meta", []),
        ("extra", 1),
    ],
)
def test_wrong_fields_are_refused(field: str, value: Any) -> None:
    doc = json.loads(saved_text())
    doc[field] = value
    with pytest.raises(SaveGameError):
        save.loads(json.dumps(doc))


def test_too_large_and_not_json() -> None:
    for text in ["", "{", "[]", "null", "x" * (save.MAX_BYTES + 1), b"\xff\xfe", 12]:
        with pytest.raises(SaveGameError):
            save.loads(text)  # type: ignore[arg-type]


def _only_save_errors(data: str | bytes) -> None:
    with contextlib.suppress(SaveGameError):
        save.loads(data)


@settings(max_examples=examples(60), deadline=None)
@given(cut=st.integers(0, 10**6))
def test_truncations_raise_only_save_game_errors(cut: int) -> None:
    text = saved_text()
    _only_save_errors(text[: cut % len(text)])


@settings(max_examples=examples(60), deadline=None)
@given(where=st.integers(0, 10**6), byte=st.integers(0, 255))
def test_byte_flips_raise_only_save_game_errors(where: int, byte: int) -> None:
    data = bytearray(saved_text().encode())
    data[where % len(data)] = byte
    _only_save_errors(bytes(data))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=examples(80), deadline=None)
@given(doc=JSON)
def test_random_json_raises_only_save_game_errors(doc: Any) -> None:
    _only_save_errors(json.dumps(doc))


@settings(max_examples=examples(80), deadline=None)
@given(
    field=st.sampled_from(["format", "version", "rules", "players", "rounds", "actions", "meta"]),
    value=JSON,
)
def test_random_field_values_raise_only_save_game_errors(field: str, value: Any) -> None:
    doc = json.loads(saved_text())
    doc[field] = value
    _only_save_errors(json.dumps(doc))


@settings(max_examples=examples(80), deadline=None)
@given(
    index=st.integers(0, 10**6),
    action=st.text(max_size=60)
    | st.sampled_from(
        [
            "draw",
            "timeout",
            "drawn J",
            "drawn R1 R1 R1",
            "deal -",
            "lay J : J J J",
            "lay : -",
            "lay R1 : R1 R2 R3 | | R4",
            "drawn",
            "lay R1 R2 R3 : R1 R2 R3",
            "deal / / /",
        ]
    ),
)
def test_random_actions_raise_only_save_game_errors(index: int, action: str) -> None:
    doc = json.loads(saved_text())
    doc["actions"][index % len(doc["actions"])] = action
    _only_save_errors(json.dumps(doc))
