"""Random games of Pig with hypothesis: at every step the invariants hold, the notation and
the save document read back, and an illegal action is refused without a change."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.pig import game, save
from wormlib.pig.actions import Action, Die, Hold, Roll
from wormlib.pig.errors import IllegalPigActionError
from wormlib.pig.rules import MIN_GOAL, Rules
from wormlib.pig.state import initial_state

EVERY_ACTION: tuple[Action, ...] = (Roll(), Hold(), *(Die(f) for f in range(1, 7)))


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 2**32), goal=st.integers(MIN_GOAL, 40), hold=st.floats(0, 1))
def test_random_games_keep_the_invariants(seed: int, goal: int, hold: float) -> None:
    rng, rules = random.Random(seed), Rules(goal=goal)
    state, actions = initial_state(2, rules), []
    while not game.is_terminal(state):
        before = state
        legal = game.legal_actions(state)
        chance = game.chance_outcomes(state)
        assert (game.current_player(state) == game.CHANCE) == bool(chance) == (not legal)
        assert abs(sum(p for _, p in chance) - 1) < 1e-12 if chance else True
        assert game.parse_position(state.notation(), rules) == state
        for wrong in EVERY_ACTION:  # what is not legal is refused, and changes nothing
            if wrong not in legal and wrong not in dict(chance):
                assert not game.is_legal(state, wrong)
                try:
                    game.apply(state, wrong)
                except IllegalPigActionError as e:
                    assert state.notation() in str(e)
                else:
                    raise AssertionError(f"{wrong} was allowed in {state}")
        if chance:
            action: Action = Die(rng.randint(1, 6))
        else:
            action = Hold() if Hold() in legal and rng.random() < hold else Roll()
        state = game.apply(state, action)
        actions.append(action)
        assert before == game.parse_position(before.notation(), rules)  # unchanged
        assert all(0 <= s < goal for s in state.scores) or game.is_terminal(state)
        assert state.turn_total == 0 or state.current == before.current
        if isinstance(action, Die) and action.face == 1:
            assert state.scores == before.scores and state.current != before.current
        assert sum(state.scores) + state.turn_total >= sum(before.scores) or action == Die(1)
    result = game.outcome(state)
    assert result is not None and len(result.winners) == 1
    assert max(state.scores) == state.scores[result.winners[0]] >= goal > min(state.scores)
    assert len(actions) < 100 * goal  # a game always ends; by far inside this bound
    loaded = save.loads(save.dumps(rules, ["Ann", "Bob"], actions))
    assert (loaded.state, loaded.actions, loaded.rules) == (state, tuple(actions), rules)
