"""The play page's match logic, without streamlit."""

from __future__ import annotations

import json

import pytest

from app import match as m
from wormlib import game, save
from wormlib.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.errors import IllegalActionError, RulesError, SaveGameError
from wormlib.rules import OFFICIAL, TWO_PLAYERS, VARIANTS

PEOPLE = (m.Seat("Ann"), m.Seat("Bob"))


def simple_choice(state: game.GameState) -> Action:
    """Keep the highest new face, roll on below 25, then take the best tile offered."""
    legal = game.legal_actions(state)
    keeps = [a for a in legal if isinstance(a, Keep)]
    if keeps:
        return max(keeps, key=lambda a: a.face)
    takes = [a for a in legal if isinstance(a, Take)]
    if takes and (state.turn.total >= 25 or Roll() not in legal):
        return max(takes, key=lambda a: a.tile)
    return Roll() if Roll() in legal else (takes[0] if takes else Stop())


def play_out(match: m.Match, limit: int = 5000) -> m.Match:
    for _ in range(limit):
        if match.over:
            return match
        match = m.play(match, simple_choice(match.state))
    raise AssertionError("the game did not end")


def test_a_new_match_starts_with_every_tile_in_the_middle() -> None:
    match = m.new_match(PEOPLE, OFFICIAL, 7)
    assert match.state.middle == OFFICIAL.tiles
    assert match.number == 0 and match.to_move == 0 and match.human_to_move


def test_the_rules_decide_how_many_seats() -> None:
    with pytest.raises(RulesError):
        m.new_match((m.Seat("Ann"),), OFFICIAL, 1)
    with pytest.raises(RulesError):
        m.new_match((*PEOPLE, m.Seat("Cy")), TWO_PLAYERS, 1)


def test_a_roll_throws_the_dice_at_once_and_records_them_as_chance() -> None:
    match = m.play(m.new_match(PEOPLE, OFFICIAL, 7), Roll())
    assert match.number == 2
    assert match.moves[0] == m.Move(Roll(), 0)
    assert isinstance(match.moves[1].action, Dice) and match.moves[1].player == game.CHANCE
    assert sum(match.state.turn.roll or ()) == 8


def test_the_seed_and_the_move_number_fix_the_dice() -> None:
    one = play_out(m.new_match(PEOPLE, OFFICIAL, 42))
    two = play_out(m.new_match(PEOPLE, OFFICIAL, 42))
    other = play_out(m.new_match(PEOPLE, OFFICIAL, 43))
    assert one.actions == two.actions
    assert one.actions != other.actions


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    match = m.new_match(PEOPLE, OFFICIAL, 7)
    for action in (Stop(), Take(21), Keep(6)):
        with pytest.raises(IllegalActionError):
            m.play(match, action)
    with pytest.raises(IllegalActionError):
        m.play(match, Dice((8, 0, 0, 0, 0, 0)))  # people do not choose the dice
    assert match.number == 0


def test_advance_bot_refuses_when_a_person_is_to_move() -> None:
    with pytest.raises(IllegalActionError):
        m.advance_bot(m.new_match(PEOPLE, OFFICIAL, 7))


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_whole_games_end_with_every_tile_taken_or_turned(variant: str) -> None:
    rules = VARIANTS[variant]
    match = play_out(m.new_match(PEOPLE, rules, 3))
    held = [t for stack in match.state.stacks for t in stack]
    assert sorted([*held, *match.state.turned]) == list(rules.tiles)
    assert game.outcome(match.state) is not None


def test_history_replays_to_the_same_position_and_marks_busts() -> None:
    match = play_out(m.new_match(PEOPLE, OFFICIAL, 5))
    steps = list(m.history(match))
    assert steps[-1].after == match.state
    assert [s.move for s in steps] == list(match.moves)
    busts = [s for s in steps if s.bust]
    takes = [s for s in steps if isinstance(s.move.action, Take)]
    assert busts and takes
    for s in busts:  # a bust turns a tile over or gives the top tile back
        assert len(s.after.turned) > len(s.before.turned) or s.after.middle != s.before.middle
    assert all(s.ends_turn and not s.bust for s in takes)


def test_worms_by_turn_starts_at_zero_and_ends_at_the_scores() -> None:
    match = play_out(m.new_match(PEOPLE, OFFICIAL, 5))
    points = m.worms_by_turn(match)
    assert points[0] == (0, 0)
    assert points[-1] == match.state.scores()
    turns = sum(1 for s in m.history(match) if s.ends_turn)
    assert len(points) == turns + 1


def test_save_then_load_gives_the_same_match() -> None:
    seats = (m.Seat("Ann"), m.Seat("Bot", "careful"))
    match = m.new_match(seats, VARIANTS["short-pot"], 99)
    for _ in range(7):
        match = m.play(match, simple_choice(match.state))
    loaded = m.loads(m.dumps(match), levels=("careful",))
    assert loaded == match
    # and play goes on with the same dice
    assert m.play(loaded, simple_choice(loaded.state)) == m.play(match, simple_choice(match.state))


def test_a_save_from_another_tool_loads_with_people_at_every_seat() -> None:
    text = save.dumps(OFFICIAL, ["Ann", "Bob"], [Roll(), Dice((0, 0, 1, 2, 2, 3))])
    loaded = m.loads(text, levels=())
    assert loaded.seats == PEOPLE
    assert 0 <= loaded.seed <= m.MAX_SEED
    assert loaded.state.turn.roll == (0, 0, 1, 2, 2, 3)


def test_a_save_ending_on_a_roll_throws_the_dice_on_loading() -> None:
    text = save.dumps(OFFICIAL, ["Ann", "Bob"], [Roll()], {"seed": 5, "bots": [None, None]})
    loaded = m.loads(text, levels=())
    assert not loaded.state.turn.rolling and loaded.state.turn.roll is not None
    assert loaded == m.play(m.new_match(PEOPLE, OFFICIAL, 5), Roll())


def _doc(**changes: object) -> str:
    doc = json.loads(m.dumps(m.play(m.new_match(PEOPLE, OFFICIAL, 5), Roll())))
    doc.update(changes)
    return json.dumps(doc)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("", "JSON"),
        ("{not json", "JSON"),
        (_doc(actions=["roll", "keep W"]), "move 2"),
        (_doc(meta={"seed": "x", "bots": [None, None]}), "meta.seed"),
        (_doc(meta={"seed": 1, "bots": [None]}), "meta.bots"),
        (_doc(meta={"seed": 1, "bots": [None, "grandmaster"]}), "grandmaster"),
        (_doc(players=["Ann"]), "players"),
    ],
)
def test_a_bad_document_is_refused_with_a_message_that_names_the_problem(
    text: str, names: str
) -> None:
    with pytest.raises(SaveGameError, match=names):
        m.loads(text, levels=("careful",))
