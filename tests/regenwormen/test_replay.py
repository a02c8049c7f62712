"""wormlib.regenwormen.replay: a saved game step by step for notebooks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.wellformed import parse_html, text_of
from wormlib.core.errors import SaveGameError
from wormlib.regenwormen import save
from wormlib.regenwormen.actions import Stop, Take
from wormlib.regenwormen.replay import replay
from wormlib.regenwormen.state import initial_state

SAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sample_game.json"


def test_every_position_of_the_sample_game() -> None:
    game = replay(SAMPLE)
    saved = save.loads(SAMPLE.read_text())
    assert len(game) == len(saved.actions) == len(game.positions) - 1
    assert game[0] == initial_state(len(saved.players), saved.rules)
    assert game.final == game[-1] == saved.state
    assert game == replay(str(SAMPLE)) == replay(SAMPLE.read_text())


def test_turns_split_the_actions_and_end_with_a_tile_or_a_bust() -> None:
    game = replay(SAMPLE)
    turns = game.turns()
    assert tuple(a for turn in turns for a in turn.actions) == game.actions
    for turn in turns:
        last = turn.actions[-1]
        assert turn.tile == (last.tile if isinstance(last, Take) else None)
        assert turn.before.current == turn.player != turn.after.current
    assert any(turn.tile is None for turn in turns) and any(turn.tile for turn in turns)
    assert not any(isinstance(a, Stop) for a in turns[0].actions)


def test_shows_the_final_table_and_escapes_player_names() -> None:
    doc = json.loads(SAMPLE.read_text())
    doc["players"][0] = "<b>Ann</b>"
    markup = replay(json.dumps(doc))._repr_html_()
    checker = parse_html(markup)
    assert "b" not in checker.tags
    assert "<b>Ann</b>" in text_of(markup)


@pytest.mark.parametrize(
    ("source", "words"),
    [
        (Path("/no/such/game.json"), "cannot read"),
        ("{not json", "JSON"),
        ('{"format": "chess"}', "format"),
    ],
)
def test_bad_documents_raise_a_save_game_error(source: str | Path, words: str) -> None:
    with pytest.raises(SaveGameError, match=words):
        replay(source)
