"""Pig's save document: a round trip, and a bad document refused with its field or move."""

from __future__ import annotations

import json

import pytest

from wormlib.core.errors import SaveGameError
from wormlib.pig import save
from wormlib.pig.actions import parse_action
from wormlib.pig.rules import Rules

ACTIONS = [parse_action(a) for a in ("roll", "4", "roll", "6", "hold", "roll", "1")]


def test_a_game_round_trips_through_its_document() -> None:
    rules = Rules(goal=50)
    text = save.dumps(rules, ["Ann", "optimal"], ACTIONS, meta={"bot": "optimal"})
    doc = json.loads(text)
    assert (doc["format"], doc["rules"], doc["actions"][:2]) == (
        "wormlib-pig",
        "goal-50",
        ["roll", "4"],
    )
    loaded = save.loads(text)
    assert loaded.state.notation() == "s:10/0 p:0 t:0 r:-"
    assert (loaded.rules, loaded.actions, loaded.meta) == (
        rules,
        tuple(ACTIONS),
        {"bot": "optimal"},
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"rules": "goal-500"}, "field 'rules'"),
        ({"actions": ["roll", "hold"]}, "move 2: illegal action 'hold'"),
        ({"actions": ["hold"]}, "move 1: illegal action 'hold': there is nothing to hold"),
        ({"actions": ["roll", "seven"]}, "move 2: unknown action 'seven'"),
        ({"players": ["Ann", "Bob", "Cy"]}, "field 'players'"),
        ({"format": "wormlib-save"}, "field 'format'"),
    ],
)
def test_a_bad_document_names_its_field_or_move(change: dict[str, object], message: str) -> None:
    doc = json.loads(save.dumps(Rules(), ["Ann", "Bob"], ACTIONS))
    with pytest.raises(SaveGameError, match=message):
        save.loads(json.dumps({**doc, **change}))
