"""What a browser may send the store in text (issue 36, item 10): first names in any script
with their marks, bounded in width; a lone surrogate refused with the store's own errors."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

import pytest

from app.classroom.errors import (
    ClassNotFoundError,
    ClassroomError,
    InvalidMomentError,
    InvalidNameError,
    NotTeacherError,
    PupilNotFoundError,
)
from app.classroom.inputs import width
from app.classroom.store import ClassStore
from app.classroom.views import PupilPass, TeacherPass

LONE = "\ud800"  # half of a surrogate pair: no UTF-8 can carry it


@pytest.mark.parametrize(
    "name",
    ["अनुष्का", "Nguyễn Thị Minh", "Zoë", "李小龙", "Ólafur", "O’Neil", "محمد", "Ярослава"],
)
def test_a_first_name_in_any_script_with_its_marks_is_accepted(
    store: ClassStore, name: str
) -> None:
    teacher = store.create_class(allow_names=True)
    typed = unicodedata.normalize("NFD", name)  # as some keyboards send it
    pupil = store.join(teacher.code, first_name=typed)
    assert store.pupil_view(pupil).me.first_name == name


@pytest.mark.parametrize("name", ["𒀀" * 20, "Z" + "\u0301" * 6 + "oe", "\u0301Ann", "A" + LONE])
def test_a_name_too_wide_or_with_stacked_marks_is_refused(store: ClassStore, name: str) -> None:
    teacher = store.create_class(allow_names=True)
    with pytest.raises(InvalidNameError, match="not too wide"):
        store.join(teacher.code, first_name=name)


def test_width_counts_wide_and_historic_letters_more_and_marks_not() -> None:
    assert [width(n) for n in ("Ann", "李小龙", "𒀀𒀀", "अनुष्का")] == [3, 6, 6, 4]


def test_a_lone_surrogate_gets_the_stores_own_error(store: ClassStore) -> None:
    teacher = store.create_class()
    pupil = store.join(teacher.code)
    calls: list[tuple[Callable[[], object], type[ClassroomError]]] = [
        (lambda: store.push_moment(teacher, {"choices": ["a", LONE]}), InvalidMomentError),
        (lambda: store.push_moment(teacher, {LONE: 1, "choices": ["a", "b"]}), InvalidMomentError),
        (lambda: store.start_challenge(teacher, {"game": LONE}), InvalidMomentError),
        (lambda: store.teacher_view(TeacherPass(teacher.code, LONE)), NotTeacherError),
        (lambda: store.pupil_view(PupilPass(pupil.code, LONE)), PupilNotFoundError),
        (lambda: store.join(LONE * 6), ClassNotFoundError),
    ]
    for call, refusal in calls:
        with pytest.raises(refusal):
            call()
    assert store.teacher_view(teacher).moment is None
