"""Moments, votes and the class challenge in the store, with several pupils and servers."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable

import pytest
from sqlalchemy import select

from app.classroom.errors import (
    ClassFullError,
    ClassPausedError,
    InvalidAnswerError,
    InvalidMomentError,
    InvalidResultError,
    NoChallengeError,
    NoMomentError,
    PupilNotFoundError,
    PupilRemovedError,
    StoreUnavailableError,
    TooManyMomentsError,
    VoteClosedError,
    VoteStateError,
)
from app.classroom.inputs import Limits
from app.classroom.schema import classes
from app.classroom.store import ClassStore
from app.classroom.views import PupilPass, TeacherPass
from tests.classroom.conftest import MakeStore

SHORT = lambda value: repr(value)[:12]  # noqa: E731  (test names for huge numbers)
MOMENT = {"game": "regenwormen", "kind": "keep", "situation": "…", "choices": ["3", "5", "W"]}


def at_once(count: int, work: Callable[[int], object]) -> list[BaseException]:
    """Run ``work(0)`` ... ``work(count - 1)`` in threads released together; their errors."""
    start = threading.Barrier(count)
    errors: list[BaseException] = []

    def run(index: int) -> None:
        start.wait()
        try:
            work(index)
        except Exception as error:
            errors.append(error)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return errors


def class_of(store: ClassStore, size: int) -> tuple[TeacherPass, list[PupilPass]]:
    teacher = store.create_class()
    return teacher, [store.join(teacher.code) for _ in range(size)]


def test_the_tally_is_hidden_until_the_teacher_reveals_it(store: ClassStore) -> None:
    teacher, (ann, bob, cas) = class_of(store, 3)
    assert store.push_moment(teacher, MOMENT) == 1
    store.vote(ann, 2)
    store.vote(bob, 0)
    moment = store.teacher_view(teacher).moment
    assert moment is not None and moment.open and moment.description == MOMENT
    assert (moment.round.answered, moment.round.tally) == (2, None)
    assert [p.answered for p in store.teacher_view(teacher).pupils] == [True, True, False]
    mine = store.pupil_view(ann)
    assert mine.choice == 2 and mine.moment is not None and mine.moment.round.tally is None
    assert store.pupil_view(cas).choice is None
    store.reveal(teacher)
    for view in (store.teacher_view(teacher), store.pupil_view(cas)):
        assert view.moment is not None and not view.moment.open
        assert view.moment.round.tally == (1, 0, 1)


def test_a_pupil_has_one_answer_that_changes_until_the_vote_closes(store: ClassStore) -> None:
    teacher, (ann, bob) = class_of(store, 2)
    store.push_moment(teacher, MOMENT)
    for choice in (0, 1, 1, 2):
        store.vote(ann, choice)
    store.vote(bob, 2)
    store.close_vote(teacher)
    with pytest.raises(VoteClosedError, match=r"moment 1 .* is closed"):
        store.vote(ann, 0)
    assert store.pupil_view(ann).choice == 2
    store.reveal(teacher)
    moment = store.teacher_view(teacher).moment
    assert moment is not None and moment.round.tally == (0, 0, 2)


def test_a_second_round_after_the_discussion(store: ClassStore) -> None:
    teacher, (ann, bob) = class_of(store, 2)
    store.push_moment(teacher, MOMENT)
    store.vote(ann, 0)
    store.vote(bob, 0)
    store.reveal(teacher)
    store.second_round(teacher)
    view = store.pupil_view(ann)
    assert view.choice is None and view.moment is not None and view.moment.open
    store.vote(ann, 1)
    moment = store.teacher_view(teacher).moment
    assert moment is not None
    assert [(r.number, r.answered, r.tally) for r in moment.rounds] == [
        (1, 2, (2, 0, 0)),
        (2, 1, None),
    ]
    store.reveal(teacher)
    moment = store.teacher_view(teacher).moment
    assert moment is not None and moment.round.tally == (0, 1, 0)
    with pytest.raises(VoteStateError, match="already in its second round"):
        store.second_round(teacher)


def test_an_unrevealed_first_round_shows_with_the_second(store: ClassStore) -> None:
    """Peer instruction: no tally after the first vote (no herding), both after the second
    (how many changed their minds)."""
    teacher, (ann,) = class_of(store, 1)
    store.push_moment(teacher, MOMENT)
    store.vote(ann, 0)
    store.second_round(teacher)  # closes the first round on the way
    store.vote(ann, 1)
    moment = store.pupil_view(ann).moment
    assert moment is not None and [r.tally for r in moment.rounds] == [None, None]
    store.reveal(teacher)
    moment = store.pupil_view(ann).moment
    assert moment is not None and [r.tally for r in moment.rounds] == [(1, 0, 0), (0, 1, 0)]


def test_the_best_answer_is_a_second_step_after_the_votes(store: ClassStore) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.push_moment(teacher, MOMENT)
    store.vote(ann, 1)
    store.reveal(teacher)
    moment = store.pupil_view(ann).moment
    assert moment is not None and moment.step == "votes" and not moment.answer_shown
    store.show_answer(teacher)
    moment = store.pupil_view(ann).moment
    assert moment is not None and moment.step == "answer"
    assert moment.round.tally == (0, 1, 0)
    with pytest.raises(VoteStateError):
        store.second_round(teacher)  # the answer is out: a new moment, not a new vote


def test_next_clears_the_moment_and_the_export_keeps_it(store: ClassStore) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.push_moment(teacher, MOMENT)
    version = store.version(teacher.code)
    store.clear_moment(teacher)
    assert store.version(teacher.code) > version, "the phones redraw"
    assert store.pupil_view(ann).moment is None
    with pytest.raises(NoMomentError):
        store.vote(ann, 0)
    assert [m["number"] for m in store.export(teacher)["moments"]] == [1]
    assert store.push_moment(teacher, MOMENT) == 2


def test_a_paused_class_keeps_its_answers_until_it_goes_on(store: ClassStore) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.push_moment(teacher, MOMENT)
    store.vote(ann, 0)
    store.set_paused(teacher, True)
    assert store.pupil_view(ann).paused and store.teacher_view(teacher).paused
    with pytest.raises(ClassPausedError):
        store.vote(ann, 1)
    store.set_paused(teacher, False)
    store.vote(ann, 1)
    assert store.pupil_view(ann).choice == 1


def test_a_removed_pupil_hears_why_and_joins_again_with_a_nickname(store: ClassStore) -> None:
    teacher = store.create_class(allow_names=True)
    ann, bob = store.join(teacher.code, first_name="Ann"), store.join(teacher.code)
    store.push_moment(teacher, MOMENT)
    store.vote(ann, 0)
    (named,) = [p for p in store.teacher_view(teacher).pupils if p.first_name == "Ann"]
    store.remove_pupil(teacher, named.nickname)
    with pytest.raises(PupilRemovedError):
        store.pupil_view(ann)
    with pytest.raises(PupilNotFoundError):
        store.remove_pupil(teacher, named.nickname)  # once
    view = store.teacher_view(teacher)
    assert [p.first_name for p in view.pupils] == [None]
    assert view.moment is not None and view.moment.round.answered == 0
    again = store.join(teacher.code)
    assert store.pupil_view(again).me.first_name is None
    assert store.pupil_view(bob).me.first_name is None


def test_a_new_moment_closes_the_one_before(store: ClassStore) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.push_moment(teacher, MOMENT)
    store.vote(ann, 1)
    assert store.push_moment(teacher, {**MOMENT, "situation": "next"}) == 2
    view = store.pupil_view(ann)
    assert view.moment is not None and view.moment.number == 2 and view.choice is None
    exported = store.export(teacher)["moments"]
    assert [m["rounds"][0]["tally"] for m in exported] == [[0, 1, 0], [0, 0, 0]]


def test_nothing_to_vote_on_before_the_first_moment(store: ClassStore) -> None:
    teacher, (ann,) = class_of(store, 1)
    assert store.pupil_view(ann).moment is None
    with pytest.raises(NoMomentError, match=teacher.code):
        store.vote(ann, 0)
    for step in (store.close_vote, store.reveal, store.second_round):
        with pytest.raises(NoMomentError):
            step(teacher)


@pytest.mark.parametrize("choice", [-1, 3, 1.0, True, "1", None, 10**100], ids=SHORT)
def test_an_answer_is_the_index_of_a_choice(store: ClassStore, choice: object) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.push_moment(teacher, MOMENT)
    with pytest.raises(InvalidAnswerError, match="choices 0 to 2"):
        store.vote(ann, choice)  # type: ignore[arg-type]
    assert store.pupil_view(ann).choice is None


@pytest.mark.parametrize(
    "description",
    [
        None,
        ["choices"],
        {1: "a", "choices": ["a", "b"]},
        {"choices": ["only one"]},
        {"choices": ["a", "a"]},
        {"choices": ["a", ""]},
        {"choices": ["a", 2]},
        {"choices": [str(i) for i in range(13)]},
        {"choices": ["a", "b" * 61]},
        {"choices": ["a", "b"], "x": float("nan")},
        {"choices": ["a", "b"], "x": object()},
        {"choices": ["a", "b"], "situation": "x" * 4000},
    ],
)
def test_a_moment_is_a_small_json_object_with_choices(
    store: ClassStore, description: object
) -> None:
    teacher = store.create_class()
    with pytest.raises(InvalidMomentError):
        store.push_moment(teacher, description)  # type: ignore[arg-type]
    assert store.teacher_view(teacher).moment is None


def test_a_class_has_a_bounded_number_of_moments(make_store: MakeStore) -> None:
    store = make_store(Limits(moments=2))
    teacher = store.create_class()
    store.push_moment(teacher, MOMENT)
    store.push_moment(teacher, MOMENT)
    with pytest.raises(TooManyMomentsError, match="has had 2 moments"):
        store.push_moment(teacher, MOMENT)


def test_votes_cast_at_once_are_each_counted_once(store: ClassStore) -> None:
    teacher, class_ = class_of(store, 60)
    store.push_moment(teacher, MOMENT)

    def vote_twice(index: int) -> None:  # a first thought, then the answer: index mod 3
        store.vote(class_[index], (index + 1) % 3)
        store.vote(class_[index], index % 3)

    assert at_once(60, vote_twice) == []
    store.reveal(teacher)
    moment = store.teacher_view(teacher).moment
    assert moment is not None and moment.round.tally == (20, 20, 20)
    assert all(store.pupil_view(p).choice == i % 3 for i, p in enumerate(class_))


@pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)  # SQLite: one writer
def test_an_answer_waits_for_no_other_answer_but_a_reveal_waits_for_it(
    make_store: MakeStore, db_url: str
) -> None:
    """Issue 21: answers took the class row exclusively, so a class's votes queued behind
    one another on PostgreSQL. A vote in progress (its shared lock, held here) lets other
    answers through; the teacher's reveal waits for it (and gives up after the timeout)."""
    assert db_url.startswith("postgresql")
    store = make_store(busy_timeout=1)
    teacher, (ann, bob) = class_of(store, 2)
    store.push_moment(teacher, MOMENT)
    with store.engine.connect() as other, other.begin():
        other.execute(
            select(classes).where(classes.c.code == teacher.code).with_for_update(read=True)
        )
        store.vote(bob, 2)
        with pytest.raises(StoreUnavailableError):
            store.reveal(teacher)
    store.vote(ann, 1)
    store.reveal(teacher)
    moment = store.teacher_view(teacher).moment
    assert moment is not None and moment.round.tally == (0, 1, 1)


def test_pupils_joining_at_once_never_overfill_a_class(make_store: MakeStore) -> None:
    store = make_store(Limits(pupils=5))
    teacher = store.create_class()
    errors = at_once(12, lambda _index: store.join(teacher.code))
    assert len(errors) == 7 and all(isinstance(e, ClassFullError) for e in errors)
    assert len(store.teacher_view(teacher).pupils) == 5


def test_votes_on_one_server_reach_the_teacher_on_another(make_store: MakeStore) -> None:
    teachers_server, pupils_server = make_store(), make_store()
    teacher = teachers_server.create_class()
    ann, bob = pupils_server.join(teacher.code), pupils_server.join(teacher.code)
    version = teachers_server.version(teacher.code)
    teachers_server.push_moment(teacher, MOMENT)
    assert pupils_server.version(teacher.code) > version
    view = pupils_server.pupil_view(ann)
    assert view.moment is not None and view.moment.description == MOMENT
    version, answered = teachers_server.dashboard_version(teacher.code)
    pupils_server.vote(ann, 1)
    pupils_server.vote(bob, 2)
    assert teachers_server.dashboard_version(teacher.code) == (version, answered + 2)
    teachers_server.reveal(teacher)
    moment = pupils_server.pupil_view(bob).moment
    assert moment is not None and moment.round.tally == (0, 1, 1)


def test_a_pupil_who_reconnects_is_the_same_pupil(make_store: MakeStore) -> None:
    server = make_store(Limits(pupils=2))
    teacher, (ann, _bob) = class_of(server, 2)
    server.push_moment(teacher, MOMENT)
    server.vote(ann, 1)
    before = server.pupil_view(ann)
    server.set_locked(teacher, True)  # full and locked: still no way in for a newcomer
    restarted = make_store(Limits(pupils=2))  # another replica, or the server restarted
    again = restarted.pupil_view(PupilPass(ann.code, ann.key))
    assert (again.me, again.choice) == (before.me, 1)
    restarted.vote(ann, 0)
    assert server.pupil_view(ann).choice == 0
    assert len(server.teacher_view(teacher).pupils) == 2


def test_the_challenge_adds_up_each_pupils_turns(store: ClassStore) -> None:
    teacher, (ann, bob) = class_of(store, 2)
    with pytest.raises(NoChallengeError, match=teacher.code):
        store.record_turn(ann, decisions=1, loss=0.0)
    store.start_challenge(teacher, {"game": "regenwormen", "bots": 2})
    store.record_turn(ann, decisions=4, loss=1.0)
    store.record_turn(ann, decisions=0, loss=0)  # a turn lost on its first roll
    store.record_turn(ann, decisions=2, loss=0.5)
    store.record_turn(bob, decisions=3, loss=0.0)
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and challenge.open
    assert challenge.description == {"game": "regenwormen", "bots": 2}
    assert [(r.turns, r.decisions, r.mean_loss) for r in challenge.results] == [
        (3, 6, 0.25),
        (1, 3, 0.0),
    ]
    own = store.pupil_view(bob).challenge
    assert own is not None and [r.turns for r in own.results] == [1]  # only their own
    store.stop_challenge(teacher)
    with pytest.raises(NoChallengeError):
        store.record_turn(ann, decisions=1, loss=0.0)
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and not challenge.open and len(challenge.results) == 2
    store.start_challenge(teacher, {"game": "rummikub"})
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and challenge.results == ()


def test_turns_reported_at_once_are_each_counted(store: ClassStore) -> None:
    teacher, class_ = class_of(store, 10)
    store.start_challenge(teacher, {"game": "regenwormen"})
    errors = at_once(40, lambda i: store.record_turn(class_[i % 10], decisions=2, loss=0.5))
    assert errors == []
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None
    assert [(r.turns, r.decisions, r.loss) for r in challenge.results] == [(4, 8, 2.0)] * 10


@pytest.mark.parametrize(
    ("decisions", "loss"),
    [
        *[(-1, 0.0), (101, 0.0), (1.5, 0.0), (True, 0.0), (1, -0.1), (1, 100.5), (0, 1.0)],
        *[(1, float("nan")), (1, float("inf")), (1, "0"), (1, 10**400)],
    ],
    ids=SHORT,
)
def test_a_turn_is_bounded(store: ClassStore, decisions: object, loss: object) -> None:
    teacher, (ann,) = class_of(store, 1)
    store.start_challenge(teacher, {})
    with pytest.raises(InvalidResultError, match="a turn has 0 to 100 decisions"):
        store.record_turn(ann, decisions=decisions, loss=loss)  # type: ignore[arg-type]
    challenge = store.teacher_view(teacher).challenge
    assert challenge is not None and challenge.results == ()


def test_a_pupil_has_a_bounded_number_of_turns(make_store: MakeStore) -> None:
    store = make_store(Limits(turns=2))
    teacher, (ann,) = class_of(store, 1)
    store.start_challenge(teacher, {})
    store.record_turn(ann, decisions=1, loss=0.0)
    store.record_turn(ann, decisions=1, loss=0.0)
    with pytest.raises(InvalidResultError, match="already played 2 turns"):
        store.record_turn(ann, decisions=1, loss=0.0)


def test_the_export_holds_aggregates_only(make_store: MakeStore) -> None:
    store = make_store()
    teacher = store.create_class(allow_names=True)
    ann = store.join(teacher.code, first_name="Annabel")
    bob = store.join(teacher.code)
    store.push_moment(teacher, MOMENT)
    store.vote(ann, 0)
    store.vote(bob, 2)
    store.second_round(teacher)
    store.vote(ann, 2)
    store.start_challenge(teacher, {"game": "regenwormen"})
    store.record_turn(ann, decisions=3, loss=0.3)
    store.record_turn(bob, decisions=1, loss=0.1)
    exported = store.export(teacher)
    assert exported == {
        "pupils": 2,
        "moments": [
            {
                "number": 1,
                "description": MOMENT,
                "answer_shown": False,
                "revealed": 0,  # the results' page leaves out the rounds never revealed
                "rounds": [
                    {"round": 1, "answered": 2, "tally": [1, 0, 1]},
                    {"round": 2, "answered": 1, "tally": [0, 0, 1]},
                ],
            }
        ],
        "challenge": {
            "description": {"game": "regenwormen"},
            "players": 2,
            "turns": 2,
            "decisions": 4,
            "mean_loss": pytest.approx(0.1),
        },
    }
    text = json.dumps(exported)
    nicknames = [p.nickname for p in store.teacher_view(teacher).pupils]
    assert "Annabel" not in text and ann.key not in text and teacher.key not in text
    assert "adjective" not in text and all(str(n) not in text for n in nicknames)
