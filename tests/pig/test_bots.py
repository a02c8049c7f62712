"""Pig's bots: hold at 20 does what it says, the optimal bot follows the solver's better
chance, and a name that is no bot is refused."""

from __future__ import annotations

import random

import pytest

from wormlib.core.errors import UnknownBotError
from wormlib.pig import solver
from wormlib.pig.actions import Hold, Roll
from wormlib.pig.bots import BOTS, HoldAt, make_bot, play
from wormlib.pig.rules import Rules
from wormlib.pig.state import PigState


def test_hold_at_20_rolls_below_20_and_holds_from_20() -> None:
    bot = make_bot("hold-at-20")
    assert bot.decide(PigState(Rules(), (0, 0), 0, 19)) == Roll()
    assert bot.decide(PigState(Rules(), (0, 0), 0, 20)) == Hold()


def test_the_optimal_bot_takes_the_better_chance() -> None:
    bot, rules = make_bot("optimal"), Rules(goal=100)
    for scores, total in [((0, 0), 20), ((0, 0), 25), ((50, 95), 30), ((90, 10), 6)]:
        state = PigState(rules, scores, 0, total)
        choice = solver.choice(state)
        assert choice.hold is not None
        assert bot.decide(state) == (Roll() if choice.roll >= choice.hold else Hold())
    # behind near the end, it rolls on past 20 (hold at 20 would not)
    assert bot.decide(PigState(rules, (50, 95), 0, 30)) == Roll()


def test_a_game_between_bots_ends_with_one_winner() -> None:
    state, actions = play([BOTS["optimal"], HoldAt(20)], random.Random(7), Rules(goal=40))
    assert max(state.scores) >= 40 and len(actions) > 2


def test_an_unknown_bot_is_refused_with_the_names() -> None:
    with pytest.raises(UnknownBotError, match="hold-at-20 or optimal"):
        make_bot("expert")
