"""The seam between class mode and the games (app/classroom/contract.py): every game of the
registry gives class mode a whole poll and a whole challenge, and mypy, not only the running
app, refuses a game's module that lacks a part of the contract or gets its types wrong (Pig's
poll once lacked ``answer`` and ``picture`` and nothing caught it)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from app.classroom.contract import Challenge, Poll
from app.games import CLASS_GAMES, GAMES, PAGES
from app.regenwormen import challenge_screen as regenwormen_challenge
from app.regenwormen import class_poll as regenwormen_poll

ROOT = Path(__file__).resolve().parents[2]

#: A whole poll module, a part per member of ``Poll``.
POLL_PARTS = {
    "question": "def question(description: Description) -> str:\n    return ''\n",
    "show": "def show(description: Description) -> None:\n    pass\n",
    "choice": "def choice(description: Description, index: int) -> str:\n    return ''\n",
    "unit": "def unit(description: Description) -> str:\n    return ''\n",
    "value": "def value(description: Description, index: int) -> str | None:\n    return None\n",
    "answer": "def answer(description: Description) -> None:\n    pass\n",
    "picture": ("def picture(description: Description) -> list[tuple[str, str]]:\n    return []\n"),
}
#: A whole challenge module, a part per member of ``Challenge``.
CHALLENGE_PARTS = {
    "NAME": "NAME = 'pig.name'\n",
    "INTRO": "INTRO = 'challenge.intro'\n",
    "LOSS_NOTE": "LOSS_NOTE = 'challenge.loss_note'\n",
    "LEVELS": "LEVELS = ('hold20',)\n",
    "DEFAULT_BOT": "DEFAULT_BOT = 'hold20'\n",
    "describe": "def describe(bot: str, seed: int) -> dict[str, Any]:\n    return {}\n",
    "bot_choice": "def bot_choice(key: str) -> None:\n    pass\n",
    "opponent": "def opponent(description: Description) -> str:\n    return ''\n",
    "pupil": (
        "def pupil(description: Description, running: bool, mine: Result | None, name: str)"
        " -> None:\n    pass\n"
    ),
    "missed_moment": (
        "def missed_moment(position: str, met: int, missed: int) -> dict[str, Any] | None:\n"
        "    return None\n"
    ),
}
HEAD = (
    "from typing import Any\n"
    "from app.classroom.contract import Description\n"
    "from app.classroom.views import Result\n\n"
)


def members(protocol: type) -> set[str]:
    return {name for name in vars(protocol) if not name.startswith("_")}


def test_the_parts_are_the_whole_contract() -> None:
    assert set(POLL_PARTS) == members(Poll)
    assert set(CHALLENGE_PARTS) == members(Challenge)


@pytest.mark.parametrize("game", sorted(CLASS_GAMES.polls))
def test_every_game_of_the_registry_has_a_whole_poll(game: str) -> None:
    assert isinstance(CLASS_GAMES.polls[game], Poll)


@pytest.mark.parametrize("game", sorted(CLASS_GAMES.challenges))
def test_every_challenge_of_the_registry_is_whole_and_has_its_poll(game: str) -> None:
    assert isinstance(CLASS_GAMES.challenges[game], Challenge)
    assert game in CLASS_GAMES.polls  # the moments it finds missed are shown by its poll


def test_a_poll_or_a_challenge_without_a_part_is_refused_at_run_time() -> None:
    whole = {name: getattr(regenwormen_poll, name) for name in POLL_PARTS}
    assert isinstance(SimpleNamespace(**whole), Poll)
    del whole["answer"]
    assert not isinstance(SimpleNamespace(**whole), Poll)
    assert not isinstance(regenwormen_poll, Challenge)
    assert isinstance(regenwormen_challenge, Challenge)


def test_the_pages_that_ask_the_class_are_those_with_a_moment() -> None:
    """The class page links to them; a lesson's link to one of them asks in one click."""
    assert [page.script for page in CLASS_GAMES.asking] == ["explorer.py", "rummikub-best.py"]
    lessons = [lesson for game in GAMES for lesson in game.lessons]
    assert lessons and all(CLASS_GAMES.moment(lesson.link) is not None for lesson in lessons)
    assert set(CLASS_GAMES.pages) == set(PAGES)


def test_mypy_refuses_a_game_module_that_breaks_the_contract(tmp_path: Path) -> None:
    """One mypy run over small modules: a whole poll and a whole challenge pass; each one
    without one of its parts, or with a part of the wrong type, is an error at its line."""
    checks = ["from app.classroom.contract import Challenge, Poll\n"]
    expected: dict[int, str] = {}  # line of check.py -> the member mypy names there

    def module(name: str, parts: dict[str, str], protocol: str, fails: str = "") -> None:
        (tmp_path / f"{name}.py").write_text(HEAD + "\n".join(parts.values()), encoding="utf-8")
        checks.append(f"import {name}\n")
        checks.append(f"{name.upper()}: {protocol} = {name}\n")
        if fails:
            expected[len(checks)] = fails

    module("seam_whole_poll", POLL_PARTS, "Poll")
    module("seam_whole_challenge", CHALLENGE_PARTS, "Challenge")
    for protocol, whole in (("Poll", POLL_PARTS), ("Challenge", CHALLENGE_PARTS)):
        for left_out in whole:
            parts = {name: part for name, part in whole.items() if name != left_out}
            name = f"seam_{protocol.lower()}_without_{left_out.lower()}"
            module(name, parts, protocol, fails=left_out)
    wrong = "def value(description: Description, index: int) -> float:\n    return 0.0\n"
    module("seam_poll_with_a_wrong_value", {**POLL_PARTS, "value": wrong}, "Poll", fails="value")
    (tmp_path / "seam_check.py").write_text("".join(checks), encoding="utf-8")

    done = subprocess.run(
        [sys.executable, "-m", "mypy", str(tmp_path / "seam_check.py")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "MYPYPATH": str(tmp_path)},
        check=False,
    )
    found = {int(line) for line in re.findall(r"seam_check\.py:(\d+): error", done.stdout)}
    assert found == set(expected), done.stdout
    for line, member in expected.items():  # mypy's note names the missing or wrong member
        notes = re.findall(rf"seam_check\.py:{line}: note: +(?:def )?(\w+)", done.stdout)
        assert member in notes, done.stdout
    assert not re.search(r"seam_(?!check)\w+\.py:\d+: error", done.stdout), done.stdout
