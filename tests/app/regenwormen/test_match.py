"""The play page's match logic, without streamlit."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from app.regenwormen import match as m
from tests.examples import examples
from wormlib.core.errors import IllegalActionError, RulesError, SaveGameError
from wormlib.regenwormen import game, save
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.regenwormen.rules import OFFICIAL, TWO_PLAYERS, VARIANTS
from wormlib.regenwormen.state import GameState, initial_state

PEOPLE = (m.Seat("Ann"), m.Seat("Bob"))


def simple_choice(state: GameState) -> Action:
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
    people = tuple(m.Seat(f"P{i}") for i in range(rules.min_players))
    match = play_out(m.new_match(people, rules, 3))
    held = [t for stack in match.state.stacks for t in stack]
    assert sorted([*held, *match.state.turned]) == list(rules.tiles)
    assert game.outcome(match.state) is not None


def test_history_replays_to_the_same_position_and_marks_busts() -> None:
    match = play_out(m.new_match(PEOPLE, OFFICIAL, 5))
    steps = list(m.history(match))
    state = initial_state(len(PEOPLE), OFFICIAL)
    for number, step in enumerate(steps):  # each step is the game's own next position
        assert (step.number, step.before) == (number, state)
        state = game.apply(state, step.move.action)
        assert step.after == state
    assert state == match.state and m.last_step(match) == steps[-1]
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


# --- the decision report ------------------------------------------------------------------


def test_the_report_rates_a_keep_with_the_published_values() -> None:
    """docs/REFERENCE_NUMBERS.md: first roll 1 1 2 3 5 W W W, expected worms of each keep."""
    doc = save.dumps(OFFICIAL, ["Ann", "Bob"], [Roll(), Dice((2, 1, 1, 0, 1, 3)), Keep(1)])
    match = m.loads(doc, levels=())
    ann = m.report(match)[0]
    assert ann.player == 0 and len(ann.ratings) == 1  # the first roll is no choice
    rating = ann.ratings[0]
    assert rating.action == Keep(1) and rating.best == Keep(6)
    assert rating.value == pytest.approx(0.737978, abs=1e-6)
    assert rating.best_value == pytest.approx(2.127968, abs=1e-6)
    assert rating.loss == pytest.approx(2.127968 - 0.737978, abs=1e-6)
    assert ann.total_loss == pytest.approx(rating.loss)
    assert ann.worst == (rating,)
    assert rating.turn == 1 and rating.number == 2


def test_the_simple_pupil_loses_worms_and_the_worst_three_come_first() -> None:
    match = play_out(m.new_match(PEOPLE, OFFICIAL, 11))
    for report in m.report(match):
        losses = [r.loss for r in report.ratings]
        assert all(loss >= 0 for loss in losses) and report.total_loss > 0
        assert [r.loss for r in report.worst] == sorted(losses, reverse=True)[:3]
        decided = [mv for mv in match.moves if mv.player == report.player]
        assert len(report.ratings) <= len(decided)


def test_bots_are_not_rated() -> None:
    seats = (m.Seat("Ann"), m.Seat("Bot", "careful"))
    match = m.new_match(seats, OFFICIAL, 3)
    while not match.over:
        match = (
            m.advance_bot(match) if match.bot_to_move else m.play(match, simple_choice(match.state))
        )
    assert [r.player for r in m.report(match)] == [0]
    assert all(r.player == 0 for r in m.report(match)[0].ratings)


def test_bot_moves_carry_their_sentence_in_both_languages() -> None:
    seats = (m.Seat("Bot", "expert"), m.Seat("Ann"))
    match = m.advance_bot(m.new_match(seats, OFFICIAL, 3))
    decision = match.moves[0]
    assert decision.player == 0 and decision.action == Roll()
    assert decision.explanation("en") and decision.explanation("nl")
    assert decision.explanation("en") != decision.explanation("nl")
    assert m.skip_to_human(match).human_to_move


def test_turns_count_from_one_and_go_up_when_a_turn_ends() -> None:
    steps = list(m.history(play_out(m.new_match(PEOPLE, OFFICIAL, 5))))
    assert steps[0].turn == 1
    for before, after in pairwise(steps):
        assert after.turn == before.turn + before.ends_turn


# --- loading anything: only ever a match or SaveGameError (issue 10.4) ---------------------

LEVELS = ("careful", "expert")


def saved_doc() -> dict[str, object]:
    seats = (m.Seat("Ann"), m.Seat("Bot", "careful"))
    match = m.new_match(seats, OFFICIAL, 5)
    for _ in range(9):
        match = (
            m.advance_bot(match) if match.bot_to_move else m.play(match, simple_choice(match.state))
        )
    doc: dict[str, object] = json.loads(m.dumps(match))
    return doc


def load_or_reject(text: str | bytes) -> m.Match | None:
    """Load; a refusal must be SaveGameError in one line, anything else fails the test."""
    try:
        loaded = m.loads(text, LEVELS)
    except SaveGameError as error:
        assert "\n" not in str(error) and len(str(error)) < 300
        return None
    replayed = m.new_match(loaded.seats, loaded.rules, loaded.seed).state
    for move in loaded.moves:
        replayed = game.apply(replayed, move.action)
    assert replayed.notation() == loaded.state.notation() or loaded.state.turn.roll
    return loaded


HOSTILE_META: list[object] = [
    {"seed": 1, "bots": [None, None], "reasons": {"²": {"en": "x"}}},  # isdigit() but not int()
    {"seed": 1, "bots": [None, None], "reasons": {"٣": {"en": "x"}}},  # Arabic-Indic three
    {"seed": 1, "bots": [None, None], "reasons": {"9" * 5000: {"en": "x"}}},  # int() refuses
    {"seed": 1, "bots": [None, None], "reasons": {"-1": {"en": "x"}}},
    {"seed": 1, "bots": [None, None], "reasons": {"0": "x"}},
    {"seed": 1, "bots": [None, None], "reasons": {"0": {"xx": "x"}}},
    {"seed": 1, "bots": [None, None], "reasons": {"0": {"en": 3}}},
    {"seed": 1, "bots": [None, None], "reasons": []},
    {"seed": 1, "bots": [None, None], "reasons": None},
    {"seed": 1, "bots": [None, [1]]},
    {"seed": 1, "bots": [None, {"a": 1}]},
    {"seed": 1, "bots": "careful"},
    {"seed": 1, "bots": None},
    {"seed": True, "bots": [None, None]},
    {"seed": 1.5, "bots": [None, None]},
    {"seed": 10**400, "bots": [None, None]},
    {"seed": -1, "bots": [None, None]},
    {"seed": [], "bots": [None, None]},
    {"seed": 1, "bots": [None, None], "named": "yes"},
    {"seed": 1, "bots": [None, None], "named": [True]},
]


@pytest.mark.parametrize("meta", HOSTILE_META)
def test_hostile_meta_is_refused_with_save_game_error(meta: object) -> None:
    doc = saved_doc()
    doc["meta"] = meta
    assert load_or_reject(json.dumps(doc)) is None


json_values = hst.recursive(
    hst.none() | hst.booleans() | hst.integers() | hst.floats(allow_nan=False) | hst.text(),
    lambda inner: hst.lists(inner, max_size=4) | hst.dictionaries(hst.text(), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=examples(150), deadline=None)
@given(json_values)
def test_random_json_is_refused(value: object) -> None:
    assert load_or_reject(json.dumps(value)) is None


@settings(max_examples=examples(150), deadline=None)
@given(hst.text() | hst.binary())
def test_random_text_and_bytes_are_refused(text: str | bytes) -> None:
    assert load_or_reject(text) is None


@settings(max_examples=examples(300), deadline=None)
@given(
    hst.fixed_dictionaries(
        {},
        optional={
            "seed": hst.integers(-2, 2 * m.MAX_SEED) | json_values,
            "bots": hst.lists(hst.sampled_from([None, *LEVELS, "x"]), max_size=3) | json_values,
            "reasons": hst.dictionaries(
                hst.text(alphabet="0123456789²٣-", max_size=4),
                hst.dictionaries(hst.sampled_from(["en", "nl", "xx"]), hst.text(max_size=5))
                | json_values,
                max_size=4,
            )
            | json_values,
            "named": hst.lists(hst.booleans(), max_size=3) | json_values,
        },
    )
)
def test_random_meta_loads_or_is_refused(meta: dict[str, object]) -> None:
    doc = saved_doc()
    doc["meta"] = meta
    load_or_reject(json.dumps(doc))


def test_every_truncation_of_a_save_is_refused() -> None:
    text = json.dumps(saved_doc())
    for cut in range(0, len(text), 7):
        assert load_or_reject(text[:cut]) is None


@settings(max_examples=examples(200), deadline=None)
@given(hst.data())
def test_byte_flips_of_a_save_load_or_are_refused(data: hst.DataObject) -> None:
    raw = bytearray(json.dumps(saved_doc()).encode())
    for _ in range(data.draw(hst.integers(1, 3))):
        raw[data.draw(hst.integers(0, len(raw) - 1))] = data.draw(hst.integers(0, 255))
    load_or_reject(bytes(raw))
