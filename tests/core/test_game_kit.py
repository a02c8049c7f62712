"""The game kit: one generic test over every engine game, in the spirit of OpenSpiel's random
simulation tests and pgx's API tests, through the core vocabulary only (``wormlib.core.game``).

Random games are played to the end and at every step: whose turn it is agrees with the legal
actions and the chance outcomes, every listed action is legal, the position's notation and each
action's text read back, and actions seen elsewhere in the game that are not legal here are
refused with the core's IllegalActionError and change nothing. The finished game saves and
loads back to the same state, and each game's command line answers bad input in one line.
A game added to ``KITS`` gets all of it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest

import wormlib.pig
import wormlib.regenwormen
import wormlib.rummikub
from tests.core.test_layers import GAMES
from wormlib.cli import main
from wormlib.core.errors import IllegalActionError
from wormlib.core.game import CHANCE, TERMINAL
from wormlib.pig import save as pig_save
from wormlib.pig.rules import Rules as PigRules
from wormlib.regenwormen import save as regenwormen_save
from wormlib.rummikub import game as rummikub_game
from wormlib.rummikub import save as rummikub_save

#: A step bound per game, far above any game's length: a game that never ends fails.
MAX_STEPS = 20_000


@dataclass(frozen=True)
class Kit:
    """What the generic test needs of a game: its package, its save module, rules and
    players for a short game, and a command line that must refuse its input."""

    name: str
    game: ModuleType
    save: ModuleType
    rules: Any
    players: int
    bad_cli: tuple[str, ...]
    #: Chance's action when chance_outcomes does not list them all (a deal, a draw of many).
    sample: Callable[[Any, random.Random], Any] | None = None


KITS = (
    Kit(
        "regenwormen", wormlib.regenwormen, regenwormen_save, wormlib.regenwormen.OFFICIAL, 3,
        ("odds", "--kept", "W W X"),
    ),
    Kit(
        "rummikub", wormlib.rummikub, rummikub_save, wormlib.rummikub.SEED, 2,
        ("rummikub", "best", "--rack", "Q9"), rummikub_game.sample_chance,
    ),
    Kit("pig", wormlib.pig, pig_save, PigRules(goal=30), 2, ("pig", "odds", "--turn", "1")),
)  # fmt: skip


def sample_chance(kit: Kit, state: object, rng: random.Random) -> Any:
    """Chance's action: the kit's sampler if it has one, else from chance_outcomes."""
    if kit.sample is not None:
        return kit.sample(state, rng)
    actions, weights = zip(*kit.game.chance_outcomes(state), strict=True)
    return rng.choices(actions, weights)[0]


def check_step(kit: Kit, state: Any, seen: dict[str, Any]) -> None:
    game = kit.game
    player, legal, chance = (
        game.current_player(state), game.legal_actions(state), game.chance_outcomes(state)
    )  # fmt: skip
    assert game.is_terminal(state) == (player == TERMINAL) == (game.outcome(state) is not None)
    if player == CHANCE:  # no decision; Regenwormen lists the throws there (its own choice)
        assert legal in ([], [action for action, _ in chance])
    elif player == TERMINAL:
        assert legal == []
    else:
        assert 0 <= player < kit.players and chance == []
    if chance:
        assert player == CHANCE and sum(p for _, p in chance) == pytest.approx(1)
    for action in legal:
        assert game.is_legal(state, action)
        assert game.parse_action(str(action)) == action
    assert game.parse_position(state.notation(), kit.rules) == state
    for text, action in seen.items():  # what is not legal here is refused, without a change
        if not game.is_legal(state, action):
            with pytest.raises(IllegalActionError):
                game.apply(state, action)
            assert state.notation() == game.parse_position(state.notation(), kit.rules).notation()
            assert text == str(action)


@pytest.mark.parametrize("kit", KITS, ids=lambda kit: kit.name)
@pytest.mark.parametrize("seed", [0, 1])
def test_random_games_keep_the_vocabulary_s_promises(kit: Kit, seed: int) -> None:
    game, rng = kit.game, random.Random(seed)
    state = game.initial_state(kit.players, kit.rules)
    actions: list[Any] = []
    seen: dict[str, Any] = {}
    for _ in range(MAX_STEPS):
        check_step(kit, state, seen if len(actions) % 7 == 0 else {})
        if game.is_terminal(state):
            break
        if game.current_player(state) == CHANCE:
            action = sample_chance(kit, state, rng)
        else:
            action = rng.choice(game.legal_actions(state))
        before = state.notation()
        state = game.apply(state, action)
        actions.append(action)
        seen.setdefault(str(action), action)
        assert game.parse_position(before, kit.rules).notation() == before
    else:
        raise AssertionError(f"{kit.name}: no end after {MAX_STEPS} steps")
    names = [f"P{n}" for n in range(kit.players)]
    loaded = kit.save.loads(kit.save.dumps(kit.rules, names, actions))
    assert (loaded.state, list(loaded.actions), loaded.rules) == (state, actions, kit.rules)


def test_every_game_is_in_the_kit() -> None:
    assert sorted(kit.name for kit in KITS) == sorted(GAMES)


@pytest.mark.parametrize("kit", KITS, ids=lambda kit: kit.name)
def test_the_command_line_refuses_bad_input_in_one_line(
    kit: Kit, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(list(kit.bad_cli))
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.startswith("error: ") and err.count("\n") == 1
