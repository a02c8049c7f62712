"""Error types and messages: each error has the type of its layer, and no message repeats a
long input whole (``wormlib.core.errors.shown`` cuts it to about 40 characters)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from wormlib.core.errors import (
    SHOWN,
    IllegalActionError,
    InvalidNotationError,
    RulesError,
    SaveGameError,
    SituationError,
    UnknownBotError,
    UnknownLanguageError,
    WormError,
    shorten,
    shown,
)
from wormlib.regenwormen import dice, game, save, tiles
from wormlib.regenwormen.actions import Keep, parse_action
from wormlib.regenwormen.bots import Reason, make_bot
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import rules_named
from wormlib.regenwormen.solver import Context
from wormlib.regenwormen.state import initial_state

LONG = "x" * 100_000


def test_shown_keeps_short_values_and_cuts_long_ones() -> None:
    assert shown("keep 7") == "'keep 7'"
    assert shown(27) == "27"
    cut = shown(LONG)
    assert cut == repr("x" * SHOWN) + "…" and len(cut) == SHOWN + 3
    assert len(shown(list(range(100_000)))) <= SHOWN + 1
    assert len(shown(10**5000)) <= SHOWN + 1  # too long even to write out


def test_shorten_cuts_each_long_run_of_a_message() -> None:
    message = f"argument --games: invalid value: {LONG!r} (choose 1 to 9)"
    short = shorten(message)
    assert short.startswith("argument --games: invalid value: 'xxx") and len(short) < 100
    assert short.endswith("… (choose 1 to 9)")


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: dice.parse_dice("1" + LONG), InvalidNotationError),
        (lambda: dice.parse_face(LONG), InvalidNotationError),
        (lambda: tiles.parse_tiles("21," + LONG), InvalidNotationError),
        (lambda: parse_action(LONG), InvalidNotationError),
        (lambda: parse_action("keep " + LONG), InvalidNotationError),
        (lambda: parse_position(LONG), InvalidNotationError),
        (lambda: parse_position("m:21-36 x:- s:-/- p:0 k:- r:- " + LONG), InvalidNotationError),
        (lambda: rules_named(LONG), RulesError),
        (lambda: make_bot(LONG), UnknownBotError),
        (lambda: Reason("first_roll").text(LONG), UnknownLanguageError),
        (lambda: Context(objective=LONG), SituationError),  # type: ignore[arg-type]
        (lambda: game.apply(initial_state(2), Keep(10**5000)), IllegalActionError),
        (
            lambda: save.loads(f'{{"format": "wormlib-save", "version": 1, "{LONG}": 1}}'),
            SaveGameError,
        ),
    ],
)
def test_a_long_input_is_cut_in_the_message(
    call: Callable[[], object], error: type[WormError]
) -> None:
    with pytest.raises(error) as raised:
        call()
    message = str(raised.value)
    assert len(message) < 250 and "\n" not in message


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: tiles.worms(40), SituationError),
        (lambda: Context(middle=(21, 21)), SituationError),
        (lambda: Context(middle=()), SituationError),
        (lambda: Context(objective="money"), SituationError),  # type: ignore[arg-type]
        (lambda: Reason("first_roll").text("xx"), UnknownLanguageError),
    ],
)
def test_errors_that_are_not_about_notation_are_not_notation_errors(
    call: Callable[[], object], error: type[WormError]
) -> None:
    with pytest.raises(error) as raised:
        call()
    assert not isinstance(raised.value, InvalidNotationError | UnknownBotError)
