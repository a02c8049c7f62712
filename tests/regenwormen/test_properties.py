"""Random games under every variant with 2 to 7 players: invariants after every action.

Hypothesis draws the variant, the number of players and a seed; the game itself is played
by a seeded random player, so a failure replays exactly from the seed Hypothesis reports.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from contextlib import suppress

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.core.errors import IllegalActionError, shown
from wormlib.regenwormen import dice, game, save
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import VARIANTS, Rules
from wormlib.regenwormen.state import GameState, Turn, initial_state
from wormlib.regenwormen.tiles import worms

#: Far above any real game (random games take about 80 actions); reaching it means no end.
MAX_ACTIONS = 5_000

Step = tuple[GameState, Action, GameState]


Setup = tuple[Rules, int, int, float]


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    """A variant, a player count its rules allow, a seed, and how greedy the player is."""
    rules = draw(st.sampled_from(list(VARIANTS.values())))
    players = draw(st.integers(rules.min_players, rules.max_players))
    return rules, players, draw(st.integers(0, 2**32 - 1)), draw(st.sampled_from(GREED))


#: Uniform random players seldom get a tile, so stacks stay low and steals never happen;
#: greedy choices (keep worms and points, take when possible, steals first) fill stacks.
GREED = (0.0, 0.5, 0.9)


def choose(state: GameState, rng: random.Random, greed: float) -> Action:
    legal = game.legal_actions(state)
    if rng.random() < greed:
        roll = state.turn.roll
        if roll is not None:
            return max(legal, key=lambda a: _keep_worth(a, roll))
        takes = [a for a in legal if isinstance(a, Take)]
        if takes:
            return takes[-1]  # a steal is listed after the middle tile
    return rng.choice(legal)


def _keep_worth(action: Action, roll: dice.Counts) -> tuple[bool, int]:
    assert isinstance(action, Keep)
    return action.face == dice.WORM, roll[action.face - 1] * dice.FACE_VALUES[action.face - 1]


def random_game(rules: Rules, players: int, seed: int, greed: float) -> Iterator[Step]:
    """Every (before, action, after) of a game with random decisions and dice."""
    rng = random.Random(seed)
    state = initial_state(players, rules)
    for _ in range(MAX_ACTIONS):
        if game.is_terminal(state):
            return
        if state.turn.rolling:
            action: Action = Dice(dice.sample_roll(state.turn.dice_left, rng))
        else:
            action = choose(state, rng, greed)
        after = game.apply(state, action)
        yield state, action, after
        state = after
    raise AssertionError(f"no end after {MAX_ACTIONS} actions: {state}")


def check_tiles(state: GameState) -> None:
    rules = state.rules
    places = [*state.middle, *state.turned, *(t for s in state.stacks for t in s)]
    assert sorted(places) == sorted(rules.tiles)
    assert sum(map(worms, places)) == rules.total_worms
    assert list(state.middle) == sorted(state.middle)
    assert list(state.turned) == sorted(state.turned)


def check_stacks_and_middle(before: GameState, action: Action, after: GameState) -> None:
    """Stacks change only at the top; the middle only by the taken, returned or turned tile."""
    me = before.current
    pushed = {p for p in range(before.players) if after.stacks[p][:-1] == before.stacks[p]}
    popped = {p for p in range(before.players) if after.stacks[p] == before.stacks[p][:-1]}
    changed = {p for p in range(before.players) if after.stacks[p] != before.stacks[p]}
    assert changed <= pushed | popped
    turned = set(after.turned) - set(before.turned)
    assert set(before.turned) <= set(after.turned) and len(turned) <= 1
    added = set(after.middle) - set(before.middle)
    removed = set(before.middle) - set(after.middle)
    if isinstance(action, Take):
        stolen = action.tile not in before.middle
        # a steal, with teams, lands on the thief's next teammate: never on an opponent
        receiver = before.next_teammate(me) if stolen else me
        team = before.rules.team
        assert receiver == me or (team(receiver) == team(me) and before.rules.teams)
        assert changed & pushed == {receiver} and after.stacks[receiver][-1] == action.tile
        victims = changed - {receiver}
        assert len(victims) == stolen and victims <= popped
        if stolen:
            victim = victims.pop()
            assert team(victim) != team(me) and before.stacks[victim][-1] == action.tile
            assert (added, removed) == (set(), set())
        else:
            assert (added, removed) == (set(), {action.tile})
        assert not turned
    elif after.current != before.current or game.is_terminal(after):  # a bust
        assert changed <= {me} and changed <= popped
        returned = {before.stacks[me][-1]} if changed else set()
        assert added <= returned and removed <= turned
        assert not turned or turned == {max(set(before.middle) | returned)}
        assert turned or (returned and before.rules.spare_returned_highest)
    else:
        assert not changed and not turned and (added, removed) == (set(), set())


def check_turn(before: GameState, action: Action, after: GameState) -> None:
    turn_over = isinstance(action, Take) or after.current != before.current
    if turn_over or game.is_terminal(after):
        assert after.current == (before.current + 1) % before.players
        assert after.turn == Turn()
        return
    kept_before, kept_after = before.turn.kept, after.turn.kept
    assert all(b <= a for b, a in zip(kept_before, kept_after, strict=True))
    if isinstance(action, Keep):
        assert before.turn.roll is not None
        assert kept_after[action.face - 1] == before.turn.roll[action.face - 1]
        assert kept_before[action.face - 1] == 0
    else:
        assert kept_after == kept_before


def check_decisions(state: GameState) -> None:
    """A non-final state always has a legal action, and every listed action is legal."""
    if state.turn.rolling:  # the throws themselves: test_chance_outcomes_of_n_dice
        assert game.current_player(state) == game.CHANCE and state.turn.dice_left > 0
        return
    legal = game.legal_actions(state)
    if game.is_terminal(state):
        assert legal == [] and game.current_player(state) == game.TERMINAL
        assert game.outcome(state) is not None
        return
    assert game.current_player(state) == state.current
    assert legal and all(game.is_legal(state, a) for a in legal)
    assert len(set(legal)) == len(legal)


@settings(max_examples=examples(150), deadline=None)
@given(setups())
def test_random_games_keep_every_invariant_after_every_action(setup: Setup) -> None:
    rules, players = setup[:2]
    state = initial_state(players, rules)
    check_decisions(state)
    for before, action, after in random_game(*setup):
        check_tiles(after)
        check_stacks_and_middle(before, action, after)
        check_turn(before, action, after)
        check_decisions(after)
        assert parse_position(after.notation(), rules) == after
        state = after
    assert game.is_terminal(state)


@pytest.mark.parametrize("n", range(1, 9))
def test_chance_outcomes_of_n_dice(n: int) -> None:
    kept = "W" * (8 - n) or "-"
    rolling = parse_position(f"m:21-36 x:- s:-/- p:0 k:{kept} r:?")
    outcomes = game.chance_outcomes(rolling)
    assert len(outcomes) == math.comb(n + 5, 5)  # multisets of n dice with 6 faces
    assert len({throw for throw, _ in outcomes}) == len(outcomes)
    assert all(sum(throw.counts) == n and min(throw.counts) >= 0 for throw, _ in outcomes)
    assert sum(p for _, p in outcomes) == pytest.approx(1)
    assert game.legal_actions(rolling) == [throw for throw, _ in outcomes]


def random_actions() -> st.SearchStrategy[Action]:
    """Any Keep, Take, Dice, Roll or Stop value, also ones that cannot exist."""
    counts = st.integers(-2, 9)
    return st.one_of(
        st.builds(Keep, st.integers(-1, 8)),
        st.builds(Take, st.integers(0, 40)),
        st.builds(Dice, st.tuples(counts, counts, counts, counts, counts, counts)),
        st.builds(Dice, st.lists(st.integers(0, 8), max_size=7).map(tuple)),
        st.just(Roll()),
        st.just(Stop()),
    )


@settings(max_examples=examples(150), deadline=None)
@given(setups(), st.integers(0, 400), st.lists(random_actions(), min_size=1, max_size=30))
def test_random_illegal_actions_are_rejected_and_change_nothing(
    setup: Setup, moment: int, actions: list[Action]
) -> None:
    states = [before for before, _, _ in random_game(*setup)]
    state = states[moment % len(states)]
    snapshot = state.notation()
    legal = game.legal_actions(state)
    for action in actions:
        if action in legal:
            game.apply(state, action)
            continue
        try:
            game.apply(state, action)
        except IllegalActionError as error:
            names = {shown(action)}  # named, cut to 40 characters
            with suppress(Exception):
                names.add(shown(str(action)))
            assert any(name in str(error) for name in names)
            assert snapshot in str(error)
        else:
            raise AssertionError(f"{action!r} was accepted in {state}")
        assert not game.is_legal(state, action)
        assert state.notation() == snapshot
        assert parse_position(snapshot, state.rules) == state


@settings(max_examples=examples(40), deadline=None)
@given(setups(), st.integers(0, 400))
def test_save_and_load_give_the_same_game(setup: Setup, cut: int) -> None:
    rules, players = setup[:2]
    steps = list(random_game(*setup))
    names = [f"player {p + 1}" for p in range(players)]
    for played in (steps, steps[: cut % len(steps)]):
        actions = [action for _, action, _ in played]
        final = played[-1][2] if played else initial_state(players, rules)
        loaded = save.loads(save.dumps(rules, names, actions, {"seed": setup[2]}))
        assert loaded.state == final
        assert loaded.actions == tuple(actions)
        assert (loaded.rules, loaded.players, loaded.meta) == (
            rules,
            tuple(names),
            {"seed": setup[2]},
        )


def test_the_random_player_meets_every_kind_of_action() -> None:
    """The invariant checks above are not vacuous: steals, busts and every action occur."""
    kinds: set[str] = set()
    for seed in range(20):
        for before, action, after in random_game(VARIANTS["official"], 4, seed, GREED[-1]):
            kinds.add(type(action).__name__)
            if isinstance(action, Take) and action.tile not in before.middle:
                kinds.add("steal")
            if not isinstance(action, Take) and after.current != before.current:
                turned = after.turned != before.turned
                kinds.add("bust, tile turned" if turned else "bust, returned tile spared")
    assert kinds == {
        *("Roll", "Dice", "Keep", "Take", "Stop"),
        *("steal", "bust, tile turned", "bust, returned tile spared"),
    }
