"""Classes and pupils in the store: codes, keys, joining, limits, ending and expiry."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import pytest
from sqlalchemy import event, func, select

from app.classroom import inputs
from app.classroom.errors import (
    ClassEndedError,
    ClassFullError,
    ClassLockedError,
    ClassNotFoundError,
    InvalidNameError,
    JoinRateLimitedError,
    NamesNotAllowedError,
    NotTeacherError,
    PupilNotFoundError,
    TooManyClassesError,
)
from app.classroom.inputs import CODE_ALPHABET, Limits
from app.classroom.schema import metadata
from app.classroom.store import ClassStore
from app.classroom.views import Nickname, PupilPass, TeacherPass
from tests.classroom.conftest import Clock, MakeStore

MOMENT = {"game": "regenwormen", "kind": "keep", "situation": "…", "choices": ["3", "5"]}


def row_counts(store: ClassStore) -> dict[str, int]:
    with store.engine.connect() as conn:
        return {
            table.name: conn.execute(select(func.count()).select_from(table)).scalar_one()
            for table in metadata.sorted_tables
        }


def fill(store: ClassStore, teacher: TeacherPass) -> PupilPass:
    """A class with something in every table: a pupil, a moment, an answer, a result, a
    position of the challenge."""
    pupil = store.join(teacher.code)
    store.push_moment(teacher, MOMENT)
    store.vote(pupil, 1)
    store.start_challenge(teacher, {"game": "regenwormen"})
    store.record_turn(pupil, decisions=3, loss=0.5, positions_met=[("roll=12", True)])
    return pupil


def test_a_class_code_has_six_characters_without_look_alikes(store: ClassStore) -> None:
    codes = {store.create_class().code for _ in range(20)}
    assert len(codes) == 20
    assert all(len(code) == 6 and set(code) <= set(CODE_ALPHABET) for code in codes)
    assert not set(CODE_ALPHABET) & set("0O1IL")


def test_a_new_code_is_not_one_a_class_has_or_had(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = iter(["AAAAAA", "AAAAAA", "BBBBBB", "AAAAAA", "BBBBBB", "CCCCCC"])
    monkeypatch.setattr(inputs, "new_code", lambda: next(drawn))
    first = store.create_class()
    assert first.code == "AAAAAA"
    assert store.create_class().code == "BBBBBB"
    store.end_class(first)
    assert store.create_class().code == "CCCCCC"  # AAAAAA ended, BBBBBB lives


def test_codes_are_read_as_typed_in_any_case_with_spaces(store: ClassStore) -> None:
    teacher = store.create_class()
    pupil = store.join(f" {teacher.code[:3].lower()} {teacher.code[3:]} ")
    assert pupil.code == teacher.code
    assert len(store.teacher_view(teacher).pupils) == 1


@pytest.mark.parametrize("typed", ["", "ABC", "ABCDEFG", "ABCDE0", "ABCDEI", "x" * 10_000, 123])
def test_a_malformed_code_is_not_found(store: ClassStore, typed: object) -> None:
    with pytest.raises(ClassNotFoundError, match="not a class code"):
        store.join(typed)  # type: ignore[arg-type]


def test_a_wrong_code_is_not_found(store: ClassStore) -> None:
    teacher = store.create_class()
    wrong = "ABCDEF" if teacher.code != "ABCDEF" else "ABCDEG"
    with pytest.raises(ClassNotFoundError, match=f"no class with code {wrong}"):
        store.join(wrong)


def test_the_teacher_key_is_stored_only_as_its_hash(store: ClassStore) -> None:
    teacher = store.create_class()
    assert len(teacher.key) >= 40
    assert teacher.key not in repr(teacher)
    with store.engine.connect() as conn:
        stored = conn.execute(select(metadata.tables["classroom_classes"])).one()
    assert teacher.key not in repr(stored)
    assert stored.teacher_hash == hashlib.sha256(teacher.key.encode()).hexdigest()


def test_only_the_teacher_key_pushes_reveals_locks_and_ends(store: ClassStore) -> None:
    teacher = store.create_class()
    pupil = store.join(teacher.code)
    store.push_moment(teacher, MOMENT)
    version = store.version(teacher.code)
    keys: list[object] = ["guess", pupil.key, "x" * 10**6, 7]
    impostors = [TeacherPass(teacher.code, k) for k in keys]  # type: ignore[arg-type]
    other = store.create_class()
    impostors.append(TeacherPass(teacher.code, other.key))  # another class's teacher
    actions: list[tuple[Callable[..., object], tuple[object, ...]]] = [
        (store.push_moment, (MOMENT,)),
        (store.close_vote, ()),
        (store.reveal, ()),
        (store.second_round, ()),
        (store.set_locked, (True,)),
        (store.start_challenge, ({},)),
        (store.stop_challenge, ()),
        (store.end_class, ()),
        (store.teacher_view, ()),
        (store.export, ()),
    ]
    for impostor in impostors:
        for action, arguments in actions:
            with pytest.raises(NotTeacherError, match=teacher.code):
                action(impostor, *arguments)
    assert store.version(teacher.code) == version  # nothing changed
    assert store.pupil_view(pupil).moment is not None


def test_a_pupil_gets_a_nickname_of_indices_and_no_teacher_key(store: ClassStore) -> None:
    teacher = store.create_class()
    view = store.pupil_view(store.join(teacher.code))
    nickname = view.me.nickname
    assert 0 <= nickname.adjective < inputs.ADJECTIVES
    assert 0 <= nickname.noun < inputs.NOUNS
    assert 1 <= nickname.number <= inputs.NUMBERS
    assert view.me.first_name is None
    assert teacher.key not in repr(view)


def test_nicknames_differ_within_a_class(
    store: ClassStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    draws = iter([0, 0, 0, 0, 0, 0, 1, 0, 0])  # the second pupil first draws the first's
    monkeypatch.setattr("secrets.randbelow", lambda _n: next(draws))
    teacher = store.create_class()
    store.join(teacher.code)
    store.join(teacher.code)
    assert [p.nickname for p in store.teacher_view(teacher).pupils] == [
        Nickname(0, 0, 1),
        Nickname(1, 0, 1),
    ]


def test_sixty_pupils_have_sixty_nicknames(store: ClassStore) -> None:
    teacher = store.create_class()
    for _ in range(60):
        store.join(teacher.code)
    assert len({p.nickname for p in store.teacher_view(teacher).pupils}) == 60


def test_limits_keep_most_nicknames_free() -> None:
    with pytest.raises(ValueError, match="too few free nicknames"):
        Limits(pupils=2000)


def test_a_pupil_key_works_only_in_its_own_class(store: ClassStore) -> None:
    first, second = store.create_class(), store.create_class()
    pupil = store.join(first.code)
    store.push_moment(second, MOMENT)
    with pytest.raises(PupilNotFoundError, match=second.code):
        store.vote(PupilPass(second.code, pupil.key), 0)
    for made_up in ("made up", "", "x" * 10**6, None):
        with pytest.raises(PupilNotFoundError):
            store.pupil_view(PupilPass(first.code, made_up))  # type: ignore[arg-type]


def test_a_full_class_refuses_a_new_pupil(make_store: MakeStore) -> None:
    store = make_store(Limits(pupils=3))
    teacher = store.create_class()
    joined = [store.join(teacher.code) for _ in range(3)]
    with pytest.raises(ClassFullError, match=f"class {teacher.code} already has 3 pupils"):
        store.join(teacher.code)
    assert len(store.teacher_view(teacher).pupils) == 3
    assert store.pupil_view(joined[0]).me  # those in it carry on


def test_a_locked_class_refuses_new_pupils_until_unlocked(store: ClassStore) -> None:
    teacher = store.create_class()
    store.set_locked(teacher, True)
    assert store.teacher_view(teacher).locked
    with pytest.raises(ClassLockedError, match=teacher.code):
        store.join(teacher.code)
    store.set_locked(teacher, False)
    store.join(teacher.code)
    assert len(store.teacher_view(teacher).pupils) == 1


def test_first_names_only_where_the_teacher_allows_them(store: ClassStore) -> None:
    plain = store.create_class()
    with pytest.raises(NamesNotAllowedError, match=plain.code):
        store.join(plain.code, first_name="Anna")
    named = store.create_class(allow_names=True)
    pupil = store.join(named.code, first_name="  Anne-Marie   d’Arc ")
    assert store.pupil_view(pupil).me.first_name == "Anne-Marie d’Arc"
    assert store.teacher_view(named).allow_names
    assert [p.first_name for p in store.teacher_view(plain).pupils] == []


@pytest.mark.parametrize(
    "name",
    [
        "",
        "   ",
        "A" * 21,
        "R2D2",
        "<b>Bob</b>",
        "Bo\x00b",
        "Bob\u200b",
        "a--b",
        "x" * 100_000,
        7,
    ],
)
def test_a_first_name_is_bounded_letters(store: ClassStore, name: object) -> None:
    teacher = store.create_class(allow_names=True)
    with pytest.raises(InvalidNameError, match="1 to 20 letters"):
        store.join(teacher.code, first_name=name)  # type: ignore[arg-type]
    assert store.teacher_view(teacher).pupils == ()


def test_the_server_runs_a_bounded_number_of_classes(make_store: MakeStore) -> None:
    store = make_store(Limits(classes=2))
    first = store.create_class()
    store.create_class()
    with pytest.raises(TooManyClassesError, match="already runs 2 classes"):
        store.create_class()
    store.end_class(first)
    store.create_class()


def test_wrong_codes_are_counted_for_all_servers_of_a_database(
    make_store: MakeStore, clock: Clock
) -> None:
    limits = Limits(failures=3, join_window=60)
    server, other_server = make_store(limits), make_store(limits)
    teacher = server.create_class()
    wrong = "ABCDEF" if teacher.code != "ABCDEF" else "ABCDEG"
    for store in (server, other_server, server):
        with pytest.raises(ClassNotFoundError):
            store.join(wrong)
    for store in (server, other_server):  # a caller naming no client waits, even when right
        with pytest.raises(JoinRateLimitedError, match="this server") as refused:
            store.join(teacher.code)
        assert 0 < refused.value.retry_after <= 2 * 60
    clock.advance(refused.value.retry_after)
    other_server.join(teacher.code)
    assert len(server.teacher_view(teacher).pupils) == 1


def test_ended_codes_do_not_count_as_guesses(make_store: MakeStore) -> None:
    store = make_store(Limits(failures=1))
    teacher = store.create_class()
    store.end_class(teacher)
    for _ in range(3):
        with pytest.raises(ClassEndedError):
            store.join(teacher.code)
    store.join(store.create_class().code)


def test_ending_a_class_deletes_everything_in_it(store: ClassStore) -> None:
    other = store.create_class()
    fill(store, other)
    before = row_counts(store)
    teacher = store.create_class()
    pupil = fill(store, teacher)
    store.end_class(teacher)
    after = row_counts(store)
    assert after == {**before, "classroom_ended": before["classroom_ended"] + 1}
    for action in (
        lambda: store.version(teacher.code),
        lambda: store.pupil_view(pupil),
        lambda: store.vote(pupil, 0),
        lambda: store.join(teacher.code),
        lambda: store.teacher_view(teacher),
        lambda: store.end_class(teacher),
    ):
        with pytest.raises(ClassEndedError, match=f"class {teacher.code} has ended"):
            action()
    assert store.pupil_view(store.join(other.code)).me  # the other class lives on


def test_a_class_is_deleted_after_its_time_limit(make_store: MakeStore, clock: Clock) -> None:
    store = make_store(Limits(lifetime=3 * 3600))
    teacher = store.create_class()
    pupil = fill(store, teacher)
    clock.advance(3 * 3600 - 1)
    assert store.pupil_view(pupil).me
    clock.advance(1)
    with pytest.raises(ClassEndedError):
        store.pupil_view(pupil)  # a poll already hears it ended
    with pytest.raises(ClassEndedError):
        store.vote(pupil, 0)
    assert store.purge_expired() == 1
    counts = row_counts(store)
    assert counts["classroom_ended"] == 1
    assert sum(counts.values()) == 2  # the ended code and the schema version, nothing else
    clock.advance(3 * 3600)  # the ended code is forgotten a lifetime later
    assert store.purge_expired() == 0
    with pytest.raises(ClassNotFoundError):
        store.join(teacher.code)


def test_any_write_deletes_expired_classes(make_store: MakeStore, clock: Clock) -> None:
    store = make_store(Limits(lifetime=60))
    old = store.create_class()
    fill(store, old)
    clock.advance(30)
    young = store.create_class()
    clock.advance(30)
    store.join(young.code)
    counts = row_counts(store)
    assert counts["classroom_classes"] == 1
    assert counts["classroom_answers"] == counts["classroom_results"] == 0
    assert counts["classroom_pupils"] == 1


def test_expired_classes_do_not_count_towards_the_limit(
    make_store: MakeStore, clock: Clock
) -> None:
    store = make_store(Limits(classes=1, lifetime=60))
    store.create_class()
    clock.advance(60)
    store.create_class()


def test_the_version_grows_with_every_change_and_only_then(store: ClassStore) -> None:
    teacher = store.create_class()
    seen = [store.version(teacher.code)]
    pupil = store.join(teacher.code)
    seen.append(store.version(teacher.code))
    store.teacher_view(teacher)
    store.pupil_view(pupil)
    assert store.version(teacher.code) == seen[-1]
    for change in (
        lambda: store.push_moment(teacher, MOMENT),
        lambda: store.close_vote(teacher),
        lambda: store.set_locked(teacher, True),
    ):
        change()
        seen.append(store.version(teacher.code))
    assert seen == sorted(set(seen))
    assert store.teacher_view(teacher).version == seen[-1]


def _queries(store: ClassStore) -> list[str]:
    """The statements the store's engine sends from now on."""
    sent: list[str] = []
    event.listen(store.engine, "before_cursor_execute", lambda *a: sent.append(str(a[2])))
    return sent


def test_one_server_s_polls_share_one_version_read_per_interval(
    make_store: MakeStore, clock: Clock
) -> None:
    """Issue 38: every waiting phone asked the database every 2 s. With ``version_every`` a
    server's polls of one class share a read for that long; a change through the same store
    shows at once, one made on another server once the interval is over."""
    teachers_server = make_store()
    pupils_server = ClassStore(teachers_server.engine, clock=clock, version_every=0.5)
    teacher = teachers_server.create_class()
    pupil = pupils_server.join(teacher.code)
    first = pupils_server.version(teacher.code)
    sent = _queries(pupils_server)
    assert [pupils_server.version(teacher.code) for _ in range(30)] == [first] * 30
    assert not [q for q in sent if "classroom_classes" in q], "thirty polls, no query"
    teachers_server.push_moment(teacher, MOMENT)  # on the other server
    clock.advance(0.4)
    assert pupils_server.version(teacher.code) == first
    clock.advance(0.1)
    assert pupils_server.version(teacher.code) > first
    now = pupils_server.version(teacher.code)
    pupils_server.vote(pupil, 0)  # a write through this store forgets what it read
    teachers_server.close_vote(teacher)
    assert pupils_server.version(teacher.code) > now


def test_without_version_every_each_poll_reads_the_database(store: ClassStore) -> None:
    teacher = store.create_class()
    store.version(teacher.code)
    sent = _queries(store)
    store.version(teacher.code)
    store.version(teacher.code)
    assert len([q for q in sent if "classroom_classes" in q]) == 2


def test_an_answer_changes_the_dashboard_only(store: ClassStore) -> None:
    """Issue 21: a vote made all 30 phones read the whole class again; only the teacher's
    dashboard shows it (its count of answers) until the reveal, which every phone sees."""
    teacher = store.create_class()
    ann, bob = store.join(teacher.code), store.join(teacher.code)
    store.push_moment(teacher, MOMENT)
    version, dashboard = store.version(teacher.code), store.dashboard_version(teacher.code)
    assert dashboard == store.teacher_view(teacher).dashboard_version == (version, 0)
    store.vote(ann, 0)
    assert store.version(teacher.code) == version
    assert store.dashboard_version(teacher.code) == (version, 1)
    assert store.teacher_view(teacher).dashboard_version == (version, 1)
    store.vote(ann, 1)  # a changed answer: the dashboard shows the same count
    store.vote(bob, 1)
    assert store.dashboard_version(teacher.code) == (version, 2)
    assert store.pupil_view(ann).choice == 1
    store.reveal(teacher)
    assert store.version(teacher.code) > version
