"""The save envelope both games share: each rule holds for Regenwormen and Rummikub alike.

Before the envelope was shared, Rummikub counted characters instead of bytes, let a
non-JSON ``meta`` escape as TypeError and gave an unhashable SavedGame, and a lone surrogate
escaped Regenwormen's loader as UnicodeEncodeError.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

from wormlib.core.errors import SaveGameError
from wormlib.regenwormen import save
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.rummikub import save as rk_save
from wormlib.rummikub.rules import SEED


def _regenwormen(meta: dict[str, Any] | None = None) -> str:
    return save.dumps(OFFICIAL, ["Ann", "Bram"], (), meta)


def _rummikub(meta: dict[str, Any] | None = None) -> str:
    return rk_save.dumps(SEED, ["Ann", "Bram"], (), meta=meta)


GAMES = pytest.mark.parametrize(
    ("module", "dumps"),
    [(save, _regenwormen), (rk_save, _rummikub)],
    ids=["regenwormen", "rummikub"],
)


@GAMES
def test_the_size_bound_counts_bytes_not_characters(
    module: ModuleType, dumps: Callable[..., str]
) -> None:
    doc = json.loads(dumps())
    doc["meta"] = {"padding": "é" * 600_000}  # 600,000 characters, 1,200,000 bytes
    text = json.dumps(doc, ensure_ascii=False)
    assert len(text) < module.MAX_BYTES < len(text.encode())
    for form in (text, text.encode()):
        with pytest.raises(SaveGameError, match="too large: more than 1,000,000 bytes"):
            module.loads(form)


@GAMES
@pytest.mark.parametrize("text", ["\ud800", '{"format": "\udfff"}'])
def test_a_lone_surrogate_is_a_save_game_error(
    module: ModuleType, dumps: Callable[..., str], text: str
) -> None:
    with pytest.raises(SaveGameError):
        module.loads(text)


@GAMES
def test_meta_that_is_not_json_is_refused_when_saving(
    module: ModuleType, dumps: Callable[..., str]
) -> None:
    with pytest.raises(SaveGameError, match="field 'meta' cannot be written as JSON"):
        dumps({"seed": {1, 2}})


@GAMES
def test_unknown_fields_are_named_three_at_most(
    module: ModuleType, dumps: Callable[..., str]
) -> None:
    doc = {**json.loads(dumps()), "e": 1, "d": 1, "c": 1, "b": 1, "a\n": 1}
    with pytest.raises(SaveGameError) as error:
        module.loads(json.dumps(doc))
    assert str(error.value) == "unknown field(s) 'a\\n', 'b', 'c' and 2 more"


@GAMES
def test_a_loaded_game_is_a_hashable_value(module: ModuleType, dumps: Callable[..., str]) -> None:
    one, two = module.loads(dumps({"bots": [None]})), module.loads(dumps({"bots": [None]}))
    assert one == two and hash(one) == hash(two) and len({one, two}) == 1
    assert one.meta == {"bots": [None]} and one.players == ("Ann", "Bram")


@GAMES
@pytest.mark.parametrize("bad", ["x", "[1]", "null"])
def test_json_errors_name_the_document(
    module: ModuleType, dumps: Callable[..., str], bad: str
) -> None:
    with pytest.raises(SaveGameError) as error:
        module.loads(bad)
    assert str(error.value).startswith(("save game is not valid JSON", "save game must be"))


def test_each_game_refuses_the_other_games_document() -> None:
    with pytest.raises(SaveGameError, match="field 'format' must be 'wormlib-save'"):
        save.loads(_rummikub())
    with pytest.raises(SaveGameError, match="field 'format' must be 'wormlib-rummikub-save'"):
        rk_save.loads(_regenwormen())


def test_rummikub_rounds_is_its_own_field() -> None:
    doc = json.loads(_rummikub())
    assert rk_save.loads(json.dumps({**doc, "rounds": 3})).state.rounds == 3
    with pytest.raises(SaveGameError, match="field 'rounds'"):
        rk_save.loads(json.dumps({**doc, "rounds": 0}))
    with pytest.raises(SaveGameError, match="unknown field"):
        save.loads(json.dumps({**json.loads(_regenwormen()), "rounds": 1}))
