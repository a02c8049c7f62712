"""The save-game document: round trips, and a loader that only ever raises SaveGameError.

Whatever the input (random JSON, random bytes, truncated or mutated saves, wrong types,
oversized documents, illegal moves), ``loads`` either returns a game that replays, or raises
SaveGameError with a one-line message that names the field or the move number.
"""

from __future__ import annotations

import json
import random
import re
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.core.errors import SaveGameError
from wormlib.regenwormen import dice, game, save
from wormlib.regenwormen.actions import Action, Dice, Roll, parse_action
from wormlib.regenwormen.game import check_position
from wormlib.regenwormen.rules import OFFICIAL, SHORT_POT, TWO_PLAYERS, VARIANTS, Rules
from wormlib.regenwormen.state import initial_state

NAMES = ["Ann", "Bram", "Cor"]


@cache
def finished_game(seed: int = 1, rules: Rules = OFFICIAL, players: int = 3) -> tuple[Action, ...]:
    """The actions of a whole random game, dice included."""
    rng = random.Random(seed)
    state, actions = initial_state(players, rules), []
    while not game.is_terminal(state):
        if state.turn.rolling:
            action: Action = Dice(dice.sample_roll(state.turn.dice_left, rng))
        else:
            action = rng.choice(game.legal_actions(state))
        state = game.apply(state, action)
        actions.append(action)
    return tuple(actions)


def valid_doc() -> dict[str, Any]:
    text = save.dumps(OFFICIAL, NAMES, finished_game(), {"bots": ["expert", None]})
    doc: dict[str, Any] = json.loads(text)
    return doc


def load_or_reject(text: str | bytes) -> save.SavedGame | None:
    """Load; a rejection must be SaveGameError in one line (anything else fails the test)."""
    try:
        loaded = save.loads(text)
    except SaveGameError as error:
        assert "\n" not in str(error)
        return None
    check_position(loaded.state)  # a position the rules can reach, every tile in one place
    again = save.loads(save.dumps(loaded.rules, loaded.players, loaded.actions, loaded.meta))
    assert again == loaded and hash(again) == hash(loaded)  # saving it again loses nothing
    return loaded


def rejected(doc: object) -> str:
    """The message of the SaveGameError that loading this JSON value raises."""
    with pytest.raises(SaveGameError) as error:
        save.loads(json.dumps(doc))
    assert "\n" not in str(error.value)
    return str(error.value)


# Round trips


def test_dumps_then_loads_gives_the_same_game() -> None:
    actions = finished_game()
    loaded = save.loads(save.dumps(OFFICIAL, NAMES, actions, {"bots": ["expert", None]}))
    assert loaded.actions == actions
    assert loaded.state == save.replay(OFFICIAL, 3, actions)
    assert game.is_terminal(loaded.state)
    assert (loaded.rules, loaded.players) == (OFFICIAL, tuple(NAMES))
    assert loaded.meta == {"bots": ["expert", None]}


@pytest.mark.parametrize("rules", VARIANTS.values(), ids=list(VARIANTS))
def test_every_variant_round_trips(rules: Rules) -> None:
    players = rules.min_players
    actions = finished_game(7, rules, players)
    loaded = save.loads(save.dumps(rules, [f"p{i}" for i in range(players)], actions).encode())
    assert (loaded.rules, loaded.actions) == (rules, actions)


def test_an_unfinished_game_round_trips() -> None:
    actions = finished_game()[:25]
    loaded = save.loads(save.dumps(OFFICIAL, NAMES, actions))
    assert loaded.state == save.replay(OFFICIAL, 3, actions)
    assert not game.is_terminal(loaded.state)


def test_meta_may_be_left_out() -> None:
    doc = valid_doc()
    del doc["meta"]
    assert save.loads(json.dumps(doc)).meta == {}


# Fuzzing


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=examples(200), deadline=None)
@given(json_values)
def test_random_json_values_are_rejected(value: object) -> None:
    assert load_or_reject(json.dumps(value)) is None


@settings(max_examples=examples(200), deadline=None)
@given(st.text() | st.binary())
def test_random_text_and_bytes_are_rejected(text: str | bytes) -> None:
    assert load_or_reject(text) is None


@settings(max_examples=examples(300), deadline=None)
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "format": st.just(save.FORMAT) | json_values,
            "version": st.just(save.VERSION) | json_values,
            "rules": st.sampled_from(list(VARIANTS)) | json_values,
            "players": st.lists(st.sampled_from(NAMES) | st.text(max_size=3), max_size=9)
            | json_values,
            "actions": st.lists(st.sampled_from(["roll", "keep W", "stop", "take 25", "WW"]))
            | json_values,
            "meta": json_values,
        },
    )
)
def test_documents_with_random_fields_load_or_are_rejected(doc: dict[str, Any]) -> None:
    load_or_reject(json.dumps(doc))


def test_every_truncation_of_a_save_is_rejected() -> None:
    text = save.dumps(OFFICIAL, NAMES, finished_game()[:40])
    for cut in range(len(text)):
        assert load_or_reject(text[:cut]) is None


@settings(max_examples=examples(300), deadline=None)
@given(st.data())
def test_byte_flips_of_a_save_load_or_are_rejected(data: st.DataObject) -> None:
    raw = bytearray(save.dumps(OFFICIAL, NAMES, finished_game()).encode())
    for _ in range(data.draw(st.integers(1, 3))):
        raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    load_or_reject(bytes(raw))


WRONG_TYPES: dict[str, list[object]] = {
    "format": [None, 1, "wormlib-game", [], {}],
    "version": [None, "1", 1.0, True, 2, 0, [], {}],
    "rules": [None, 1, "", "officia", ["official"], {}],
    "players": [None, "Ann", 3, [1, 2], ["Ann", None], ["Ann", ""], ["Ann", "x" * 41], {}],
    "actions": [None, "roll", 1, {}],
    "meta": [None, 1, "x", []],
}


@pytest.mark.parametrize(
    ("field", "value"), [(f, v) for f, values in WRONG_TYPES.items() for v in values]
)
def test_a_wrong_value_in_a_field_is_named(field: str, value: object) -> None:
    doc = valid_doc()
    doc[field] = value
    assert f"field {field!r}" in rejected(doc)


@pytest.mark.parametrize("field", ["format", "version", "rules", "players", "actions"])
def test_a_missing_field_is_named(field: str) -> None:
    doc = valid_doc()
    del doc[field]
    assert f"field {field!r}" in rejected(doc)


def test_an_unknown_field_is_named() -> None:
    doc = valid_doc()
    doc["cheat\nmode"] = True
    assert "unknown field(s) 'cheat\\nmode'" in rejected(doc)


@pytest.mark.parametrize("value", [[], 3, "save", None])
def test_a_document_must_be_an_object(value: object) -> None:
    assert "must be a JSON object" in rejected(value)


def test_an_unknown_rules_name_is_named() -> None:
    doc = valid_doc()
    doc["rules"] = "tag-team"
    message = rejected(doc)
    assert "field 'rules'" in message and "'tag-team'" in message


@pytest.mark.parametrize(
    ("rules", "players"), [(OFFICIAL, 1), (OFFICIAL, 8), (OFFICIAL, 0), (TWO_PLAYERS, 3)]
)
def test_a_player_count_outside_the_rules_is_rejected(rules: Rules, players: int) -> None:
    doc = {**valid_doc(), "rules": rules.name, "actions": []}
    doc["players"] = [f"p{i}" for i in range(players)]
    message = rejected(doc)
    assert "field 'players'" in message and f"{players} players" in message
    with pytest.raises(SaveGameError, match=f"{players} players"):
        save.dumps(rules, doc["players"], [])  # nor is it saved


def test_names_must_be_printable() -> None:
    doc = valid_doc()
    doc["players"] = ["Ann", "Bram\x1b[2J"]
    assert "field 'players'" in rejected(doc)


@settings(max_examples=examples(100), deadline=None)
@given(st.data())
def test_a_wrong_action_at_move_n_names_move_n(data: st.DataObject) -> None:
    actions = finished_game(3, SHORT_POT, 2)
    number = data.draw(st.integers(1, len(actions)))
    state = save.replay(SHORT_POT, 2, actions[: number - 1])
    candidates = ["roll", "stop", "keep 1", "keep W", "take 21", "take 32", "12345", "WWWWWWWW"]
    wrong = [c for c in candidates if parse_action(c) not in game.legal_actions(state)]
    wrong += ["jump", "keep 7", "take", ""]
    text = data.draw(st.sampled_from(wrong))
    doc = json.loads(save.dumps(SHORT_POT, NAMES[:2], actions))
    doc["actions"][number - 1] = text
    message = rejected(doc)
    assert message.startswith(f"move {number}: ") and repr(text) in message


def test_an_action_that_is_not_text_names_the_move() -> None:
    doc = valid_doc()
    doc["actions"][4] = 7
    assert rejected(doc).startswith("move 5: an action must be text")


def test_an_action_after_the_end_names_the_move() -> None:
    doc = valid_doc()
    doc["actions"].append("roll")
    assert rejected(doc) == (
        f"move {len(doc['actions'])}: illegal action 'roll': the game is over in "
        f"{save.replay(OFFICIAL, 3, finished_game()).notation()}"
    )


def test_an_oversized_document_is_rejected_before_parsing() -> None:
    doc = valid_doc()
    doc["meta"] = {"padding": "x" * save.MAX_BYTES}
    text = json.dumps(doc)
    assert "too large" in rejected(doc)
    with pytest.raises(SaveGameError, match="too large"):
        save.loads(text.encode())


def test_the_size_limit_counts_bytes_not_characters() -> None:
    doc = valid_doc()
    doc["meta"] = {"padding": "é" * 600_000}  # 600,000 characters, 1,200,000 bytes in UTF-8
    text = json.dumps(doc, ensure_ascii=False)
    assert len(text) < save.MAX_BYTES < len(text.encode())
    for form in (text, text.encode()):
        with pytest.raises(SaveGameError, match="too large"):
            save.loads(form)
    with pytest.raises(SaveGameError, match="too large"):
        save.dumps(OFFICIAL, NAMES, finished_game(), doc["meta"])


@pytest.mark.parametrize(
    ("players", "actions", "meta", "field"),
    [
        (["Ann", ""], (), {}, "field 'players'"),
        (["Ann", "x" * 41], (), {}, "field 'players'"),
        (["Ann", "Bram\x1b[2J"], (), {}, "field 'players'"),
        (["Ann"], (), {}, "field 'players'"),
        (NAMES, (Roll(), Roll()), {}, "move 2"),
        (NAMES, (), {"padding": "x" * save.MAX_BYTES}, "too large"),
        (NAMES, (), {"seed": {1, 2}}, "field 'meta'"),
    ],
)
def test_dumps_refuses_what_loads_would_refuse(
    players: list[str], actions: tuple[Action, ...], meta: dict[str, Any], field: str
) -> None:
    with pytest.raises(SaveGameError, match=re.escape(field)):
        save.dumps(OFFICIAL, players, actions, meta)


def test_names_of_40_characters_save_and_load() -> None:
    names = ["x" * save.MAX_NAME, "ü" * save.MAX_NAME]  # 40 characters, even as 80 bytes
    assert save.loads(save.dumps(OFFICIAL, names, ())).players == tuple(names)


def test_a_saved_game_is_a_hashable_value() -> None:
    text = save.dumps(OFFICIAL, NAMES, finished_game(), {"bots": ["expert", None]})
    one, two = save.loads(text), save.loads(text.encode())
    assert one == two and hash(one) == hash(two) and len({one, two}) == 1
    other = save.loads(save.dumps(OFFICIAL, NAMES, finished_game()[:-1]))
    assert len({one, other}) == 2


def test_too_many_actions_are_rejected() -> None:
    doc = valid_doc()
    doc["actions"] = ["roll"] * (save.MAX_ACTIONS + 1)
    assert "field 'actions'" in rejected(doc)


@pytest.mark.parametrize("value", [None, 3, ["{}"]])
def test_a_document_must_be_text_or_bytes(value: object) -> None:
    with pytest.raises(SaveGameError, match="text or bytes"):
        save.loads(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a":' * 100_000])
def test_deeply_nested_json_is_rejected(text: str) -> None:
    with pytest.raises(SaveGameError, match="not valid JSON"):
        save.loads(text)
