"""The class challenge's positions in the store: which ones most of the class missed, what a
pupil sees, the bounds, and the schema upgrade that brought them."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select, text, update

from app.classroom import schema
from app.classroom.errors import InvalidResultError
from app.classroom.inputs import Limits
from app.classroom.store import ClassStore
from app.classroom.views import Missed
from tests.classroom.conftest import Clock, MakeStore, back_to_version_2
from tests.classroom.test_store_votes import class_of

START = {"game": "regenwormen", "seed": 7, "bot": "greedy"}


def test_the_teacher_sees_the_positions_most_of_the_class_missed(store: ClassStore) -> None:
    teacher, (ann, bob, cas) = class_of(store, 3)
    store.start_challenge(teacher, START)
    store.record_turn(ann, decisions=2, loss=1.0, positions_met=[("roll=1", True), ("a", False)])
    store.record_turn(bob, decisions=2, loss=0.5, positions_met=[("roll=1", True), ("a", True)])
    store.record_turn(cas, decisions=1, loss=0.0, positions_met=[("roll=1", False)])
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None
    assert challenge.missed == (Missed("roll=1", met=3, missed=2),)  # "a": 1 of 3 missed it
    store.record_turn(cas, decisions=1, loss=0.2, positions_met=[("a", True)])
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None
    assert challenge.missed == (Missed("a", 3, 2), Missed("roll=1", 3, 2))  # then by text
    own = store.pupil_view(ann).challenge
    assert own is not None and own.missed == ()  # the class's moments are the teacher's


def test_the_dashboard_shows_a_bounded_number_of_missed_positions(
    make_store: MakeStore,
) -> None:
    store = make_store(Limits(missed_shown=2))
    teacher, (ann,) = class_of(store, 1)
    store.start_challenge(teacher, START)
    store.record_turn(ann, decisions=3, loss=3.0, positions_met=[(p, True) for p in "abc"])
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and [m.position for m in challenge.missed] == ["a", "b"]


def test_a_challenge_keeps_a_bounded_number_of_positions(make_store: MakeStore) -> None:
    store = make_store(Limits(positions=2))
    teacher, (ann, bob) = class_of(store, 2)
    store.start_challenge(teacher, START)
    store.record_turn(ann, decisions=3, loss=3.0, positions_met=[(p, True) for p in "abc"])
    store.record_turn(bob, decisions=2, loss=2.0, positions_met=[("a", True), ("d", True)])
    with store.engine.connect() as conn:
        kept = {
            p: n
            for p, n in conn.execute(select(schema.positions.c.position, schema.positions.c.met))
        }
    assert kept == {"a": 2, "b": 1}  # c and d came past the bound; a known one still counts
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and [r.turns for r in challenge.results] == [1, 1]


def test_a_finished_game_takes_no_more_turns(store: ClassStore) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.start_challenge(teacher, START)
    store.record_turn(ann, decisions=1, loss=0.0)
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and not challenge.results[0].finished
    store.record_turn(ann, decisions=1, loss=0.0, finished=True)
    with pytest.raises(InvalidResultError, match="game is over"):
        store.record_turn(ann, decisions=1, loss=0.0)
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None
    assert [(r.turns, r.finished) for r in challenge.results] == [(2, True)]


@pytest.mark.parametrize(
    "positions",
    [
        [("a", True), ("b", False)],  # more positions than decisions
        [("a", True), ("a", True)],  # one position twice in a turn
        [("", True)],
        [("x" * 201, True)],
        [("a", 1)],
        [["a", True]],
        "a",
    ],
    ids=lambda value: repr(value)[:12],
)
def test_a_turns_positions_are_bounded(store: ClassStore, positions: object) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.start_challenge(teacher, START)
    decisions = 2 if positions != [("a", True), ("b", False)] else 1
    with pytest.raises(InvalidResultError, match="a turn's positions"):
        store.record_turn(ann, decisions=decisions, loss=0.0, positions_met=positions)  # type: ignore[arg-type]
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and challenge.results == ()


def test_a_new_challenge_forgets_the_last_ones_positions(store: ClassStore) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.start_challenge(teacher, START)
    store.record_turn(ann, decisions=1, loss=1.0, positions_met=[("a", True)], finished=True)
    store.start_challenge(teacher, {**START, "seed": 8})
    store.record_turn(ann, decisions=1, loss=0.0)  # a new game: the old one's end is gone
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and challenge.missed == ()


def test_a_version_1_database_is_upgraded_keeping_its_results(make_store: MakeStore) -> None:
    """Made as version 1 made it: no positions table, no ``finished`` column."""
    old = make_store()
    teacher, (ann,) = class_of(old, 1)
    old.start_challenge(teacher, START)
    old.record_turn(ann, decisions=2, loss=0.5)
    with old.engine.begin() as conn:
        back_to_version_2(conn)
        schema.positions.drop(conn)
        conn.execute(text("ALTER TABLE classroom_results DROP COLUMN finished"))
        conn.execute(update(schema.schema_info).values(version=1))
    new = make_store()
    challenge = new.teacher_view(teacher).challenge
    assert challenge is not None
    assert [(r.turns, r.loss, r.finished) for r in challenge.results] == [(1, 0.5, False)]
    new.record_turn(ann, decisions=1, loss=0.0, positions_met=[("a", True)], finished=True)
    with new.engine.connect() as conn:
        version = conn.execute(select(schema.schema_info.c.version)).scalar_one()
        assert version == schema.SCHEMA_VERSION
        assert conn.execute(select(func.count()).select_from(schema.positions)).scalar_one() == 1
        assert conn.execute(select(schema.results.c.finished)).scalar_one() is True


def test_a_version_2_database_is_upgraded_keeping_its_moments(make_store: MakeStore) -> None:
    old = make_store()
    teacher, (ann,) = class_of(old, 1)
    old.push_moment(teacher, {"game": "x", "choices": ["a", "b"]})
    old.reveal(teacher)
    with old.engine.begin() as conn:
        back_to_version_2(conn)
    new = make_store()
    moment = new.pupil_view(ann).moment
    assert moment is not None and moment.step == "votes"
    new.show_answer(teacher)
    moment = new.pupil_view(ann).moment
    assert moment is not None and moment.answer_shown


def test_a_pupils_moves_come_back_in_order_to_that_pupil_only(store: ClassStore) -> None:
    teacher, (ann, bob) = class_of(store, 2)
    store.start_challenge(teacher, START)
    store.record_turn(ann, decisions=2, loss=0.0, moves="r5")
    store.record_turn(ann, decisions=1, loss=0.0, moves="rs")
    store.record_turn(bob, decisions=1, loss=0.0, moves="rw")
    mine = store.pupil_view(ann).challenge
    assert mine is not None and [r.moves for r in mine.results] == ["r5rs"]
    everyone = store.teacher_view(teacher).challenge
    assert everyone is not None and {r.moves for r in everyone.results} == {""}


def test_a_pupils_moves_are_bounded(make_store: MakeStore) -> None:
    store = make_store(Limits(moves=4))
    teacher, (ann,) = class_of(store, 1)
    store.start_challenge(teacher, START)
    store.record_turn(ann, decisions=1, loss=0.0, moves="rrr")
    with pytest.raises(InvalidResultError, match="4 characters"):
        store.record_turn(ann, decisions=1, loss=0.0, moves="rr")
    with pytest.raises(InvalidResultError):
        store.record_turn(ann, decisions=1, loss=0.0, moves=5)  # type: ignore[arg-type]


def test_a_pupil_is_seen_from_the_challenges_start_without_a_new_version(
    store: ClassStore, clock: Clock
) -> None:
    teacher, (ann, _bob) = class_of(store, 2)
    assert [p.seen_at for p in store.teacher_view(teacher).pupils] == [None, None]
    store.start_challenge(teacher, START)
    start = clock.now
    clock.advance(90)
    version = store.version(teacher.code)
    store.seen(ann)
    assert store.version(teacher.code) == version, "no phone redraws for it"
    view = store.teacher_view(teacher)
    assert [p.seen_at for p in view.pupils] == [start + 90, start]
    assert view.read_at == start + 90
