"""Duplicate dice (a class challenge): the same seed gives every player the same throws at the
same turn and roll, whatever they chose before."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from app.common.seats import draws
from app.regenwormen import match as m
from tests.examples import examples
from wormlib.regenwormen import bots, dice, game
from wormlib.regenwormen.actions import Dice
from wormlib.regenwormen.rules import OFFICIAL, rules_named

SEATS = (m.Seat("pupil"), m.Seat("bot", "rule-of-thumb"))


def _throws(match: m.Match) -> dict[tuple[int, int], tuple[int, ...]]:
    """Every throw by (turn, roll number in the turn)."""
    found: dict[tuple[int, int], tuple[int, ...]] = {}
    rolls: dict[int, int] = {}
    for step in match.steps:
        if isinstance(step.move.action, Dice):
            rolls[step.turn] = rolls.get(step.turn, 0) + 1
            found[step.turn, rolls[step.turn]] = step.move.action.counts
    return found


def _play(seed: int, pick: int, moves: int = 60) -> m.Match:
    """A game where the person always takes the ``pick``-th legal choice (mod their count)."""
    match = m.new_match(SEATS, rules_named("official"), seed, duplicate=True)
    while match.number < moves and not match.over:
        if match.bot_to_move:
            match = m.advance_bot(match)
        else:
            legal = game.legal_actions(match.state)
            match = m.play(match, legal[pick % len(legal)])
    return match


def test_duplicate_roll_of_fewer_dice_shows_the_first_of_the_same_dice() -> None:
    full = m.duplicate_roll(7, 3, 2, 8)
    assert sum(full) == 8
    for n in range(1, 8):
        fewer = m.duplicate_roll(7, 3, 2, n)
        assert sum(fewer) == n
        assert all(a <= b for a, b in zip(fewer, full, strict=True))


def test_duplicate_roll_depends_on_turn_and_roll() -> None:
    throws = {m.duplicate_roll(7, turn, roll, 8) for turn in range(1, 6) for roll in range(1, 4)}
    assert len(throws) > 10


@settings(max_examples=examples(15), deadline=None)
@given(hst.integers(0, m.MAX_SEED), hst.integers(0, 5), hst.integers(0, 5))
def test_duplicate_play_gives_the_same_dice_at_the_same_turn_and_roll(
    seed: int, a: int, b: int
) -> None:
    one, other = _throws(_play(seed, a)), _throws(_play(seed, b))
    for key in one.keys() & other.keys():
        small, large = sorted((one[key], other[key]), key=sum)
        assert all(x <= y for x, y in zip(small, large, strict=True))


def test_duplicate_play_first_throw_is_the_same_for_everyone() -> None:
    first = [_play(11, pick, moves=2).steps[1].move.action for pick in range(3)]
    assert first[0] == first[1] == first[2]
    assert isinstance(first[0], Dice) and sum(first[0].counts) == 8


def test_a_match_without_duplicate_keeps_its_old_dice() -> None:
    """Play-page games (and their saved links) still draw by move number."""
    start = m.new_match(SEATS, rules_named("official"), 11)
    match = m.play(start, game.legal_actions(start.state)[0])
    expected = dice.sample_roll(8, draws(11, 1, "dice"))
    assert match.steps[-1].move.action == Dice(expected)


def test_a_bot_that_steals_names_the_pupil_as_the_log_does() -> None:
    """ "Ik steel tegel 25 van speler 1" beside a log that calls seat 1 by its nickname read as
    two players: a seat with a name is named in the bot's reason too."""
    why = bots.reason("thumb_steal", tile=25, worms=bots.Worms(2), victim=1)
    pupil, bot = m.Seat("Groene Egel 4", None, True), m.Seat("Bot", "careful", False)
    named = m._named_victim(why, [pupil, bot])
    assert "van speler Groene Egel 4:" in named.text("nl")
    unnamed = m._named_victim(why, [m.Seat("Speler 1", None, False), bot])
    assert "van speler 1:" in unnamed.text("nl")


def test_a_replayed_duplicate_game_is_the_same_game() -> None:
    seats = [m.Seat("Ada", None, True), m.Seat("Bot", "careful", False)]
    match = m.new_match(seats, OFFICIAL, 7, duplicate=True)
    for _ in range(30):
        match = m.skip_to_human(match)
        if match.over:
            break
        match = m.play(match, game.legal_actions(match.state)[0])
    again = m.replay_duplicate(seats, OFFICIAL, 7, m.people_decisions(match))
    assert again.state == m.skip_to_human(match).state
    with pytest.raises(m.GameLinkError):
        m.replay_duplicate(seats, OFFICIAL, 7, "zz")
