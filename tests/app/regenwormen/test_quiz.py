"""The quiz asks about real positions and its answers agree with the engine and the rulebook."""

from __future__ import annotations

import pytest

from app.regenwormen import quiz
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Dice, Keep, Stop, Take
from wormlib.regenwormen.game import check_position

SEEDS = range(60)
REASONS = {
    "keep": {"keep_new", "keep_all"},
    "bust": {"bust_roll", "no_bust_roll", "bust_no_worm", "bust_low", "bust_no_tile"}
    | {"no_bust_stop"},
    "tile": {"tile_exact", "tile_lower", "tile_none"},
    "steal": {"steal_yes", "steal_buried", "steal_no"},
}


def questions(kind: quiz.Kind) -> list[quiz.Question]:
    return [quiz.question(kind, seed) for seed in SEEDS]


@pytest.mark.parametrize("kind", quiz.KINDS)
def test_positions_are_valid_and_answers_are_among_the_choices(kind: quiz.Kind) -> None:
    for q in questions(kind):
        check_position(q.state)
        assert q.answer <= set(q.choices)
        assert q.answer, q
        assert q.is_right(q.answer if q.multi else next(iter(q.answer)))


@pytest.mark.parametrize("kind", quiz.KINDS)
def test_every_sort_of_question_turns_up(kind: quiz.Kind) -> None:
    assert {q.reason for q in questions(kind)} == REASONS[kind]


@pytest.mark.parametrize("kind", quiz.KINDS)
def test_a_seed_always_gives_the_same_question(kind: quiz.Kind) -> None:
    first = quiz.question(kind, 7)
    quiz._question.cache_clear()
    assert quiz.question(kind, 7) == first
    assert len({quiz.question(kind, s).state for s in range(10)}) > 5


def test_keep_answer_is_what_the_engine_allows() -> None:
    for q in questions("keep"):
        assert q.roll is not None and q.roll == q.state.turn.roll
        assert q.choices == tuple(str(f) for f in dice.FACES if q.roll[f - 1])
        allowed = {str(f) for f in dice.FACES if game.is_legal(q.state, Keep(f))}
        assert q.answer == allowed
        # the rulebook: a face set aside earlier this turn may not be chosen again
        assert all(q.state.turn.kept[int(f) - 1] == 0 for f in q.answer)
        wrong = frozenset(q.choices)
        assert q.is_right(wrong) == (wrong == q.answer)
    assert sum(q.reason == "keep_new" for q in questions("keep")) > 30


def test_bust_answer_for_a_roll_is_what_the_engine_does() -> None:
    rolls = [q for q in questions("bust") if q.roll is not None]
    assert len(rolls) > 10
    for q in rolls:
        assert q.roll is not None and q.state.turn.rolling
        after = game.apply(q.state, Dice(q.roll))
        engine_busts = after.current != q.state.current
        assert q.is_right("yes") == engine_busts
        assert q.is_right("no") != engine_busts
        # the rulebook: a roll with no face unused this turn busts
        new_faces = set(dice.faces_in(q.roll)) - set(q.state.turn.used_faces)
        assert engine_busts == (not new_faces)


def test_bust_answer_for_a_stop_is_what_the_engine_allows() -> None:
    stops = [q for q in questions("bust") if q.roll is None]
    assert len(stops) > 10
    for q in stops:
        turn = q.state.turn
        busts = game.is_legal(q.state, Stop())  # stopping without a tile is the bust action
        assert q.is_right("yes") == busts
        if not turn.has_worm or turn.total < 21:
            assert busts


def test_tile_answer_is_the_only_middle_tile_the_engine_lets_you_take() -> None:
    for q in questions("tile"):
        total = q.state.turn.total
        takeable = [t for t in q.state.middle if game.is_legal(q.state, Take(t))]
        assert len(takeable) <= 1
        assert q.answer == {str(takeable[0]) if takeable else "none"}
        # the rulebook: the equal tile, else the highest face-up tile below the total
        below = [t for t in q.state.middle if t <= total]
        assert takeable == ([max(below)] if below else [])
    assert quiz.question("tile", 0).choices[-1] == "none"


def test_steal_answer_is_whose_top_tile_the_engine_takes() -> None:
    for q in questions("steal"):
        state, total = q.state, q.state.turn.total
        (picked,) = q.answer
        if picked == "none":
            assert not any(
                game.is_legal(state, Take(t)) for t in range(21, 37) if t not in state.middle
            )
        else:
            victim = int(picked)
            assert state.top(victim) == total
            after = game.apply(state, Take(total))
            assert after.stacks[victim] == state.stacks[victim][:-1]
        if q.reason == "steal_buried":
            assert any(total in s[:-1] for s in state.stacks)


def test_reasons_name_the_facts_they_rest_on() -> None:
    q = next(q for q in questions("tile") if q.reason == "tile_lower")
    fields = dict(q.fields)
    assert fields["total"] == str(q.state.turn.total)
    assert {fields["tile"]} == q.answer
    q = next(q for q in questions("steal") if q.reason == "steal_yes")
    assert str(int(dict(q.fields)["player"]) - 1) in q.answer


def test_faces_text_writes_the_worm_as_a_worm() -> None:
    assert quiz.faces_text((1, 4, 6)) == "1, 4, 🪱"
    assert quiz.faces_text(()) == "-"
