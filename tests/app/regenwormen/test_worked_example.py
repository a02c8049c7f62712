"""The example turn is a legal turn: the engine plays it and offers the choices it describes."""

from __future__ import annotations

from app.regenwormen.worked_example import SCRIPT, START, steps
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Keep, Roll, Take
from wormlib.regenwormen.dice import NO_DICE, parse_dice, total
from wormlib.regenwormen.game import parse_position


def test_every_step_is_played_by_the_engine() -> None:
    assert [s.key for s in steps()] == [key for key, _, _ in SCRIPT]
    assert steps()[0].after == parse_position(START)


def test_the_worm_cannot_be_kept_twice_in_the_example() -> None:
    by_key = {s.key: s for s in steps()}
    assert Keep(6) in by_key["roll8"].options
    assert Keep(6) not in by_key["roll5"].options  # the roll shows a worm, but worms are kept
    assert by_key["roll3"].options == (Keep(1),)


def test_the_example_ends_with_a_choice_between_the_middle_and_a_steal() -> None:
    by_key = {s.key: s for s in steps()}
    before_steal = by_key["keep_ones"]
    assert before_steal.after.turn.total == 25
    assert set(before_steal.options) == {Roll(), Take(24), Take(25)}
    assert before_steal.bust_chance == 0.5  # 1, 4 and worm used; one die left
    stolen = by_key["steal"].after
    assert stolen.stacks == ((25,), ())
    assert by_key["steal"].options == ()


def test_rolling_the_last_die_instead_busts_and_turns_the_highest_tile() -> None:
    what_if = steps()[-1].after
    assert 35 in what_if.turned and 35 not in what_if.middle
    assert what_if.current == 1 and not game.is_terminal(what_if)


def test_each_step_keeps_the_dice_it_talks_about() -> None:
    by_key = {s.key: s for s in steps()}
    assert by_key["start"].kept == NO_DICE and by_key["start"].roll is None
    assert by_key["roll8"].roll == parse_dice("13445WWW")
    assert by_key["keep_worms"].kept == parse_dice("WWW") and by_key["keep_worms"].roll is None
    # the turn has passed on, but the dice that ended it stay in the picture
    assert total(by_key["steal"].kept) == 25 and by_key["steal"].roll is None
    assert by_key["what_if"].kept == by_key["keep_ones"].after.turn.kept
    assert by_key["what_if"].roll == parse_dice("4")
