"""The play page's modules (issue 40.5): the session is written by play_state alone, so that
what the autoplay timer remembers has one home, behind functions the screen calls."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SCREEN = [
    *sorted((ROOT / "app" / "regenwormen").glob("play_*.py")),
    ROOT / "pages" / "play.py",
]
CHANGES = {"pop", "setdefault", "update", "clear", "popitem", "__setitem__", "__delitem__"}


def _is_session(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "session_state"


def session_writes(tree: ast.AST) -> list[int]:
    """The lines that set, delete or pop anything of ``st.session_state``."""
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.expr) and _writes(node)]


def _writes(node: ast.expr) -> bool:
    if isinstance(node, ast.Subscript | ast.Attribute):
        return isinstance(node.ctx, ast.Store | ast.Del) and _is_session(node.value)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in CHANGES
        and _is_session(node.func.value)
    )


def test_only_play_state_writes_the_play_pages_session() -> None:
    wrong = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in SCREEN
        if path.name != "play_state.py"
        for line in session_writes(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not wrong, wrong


def test_the_check_finds_every_kind_of_write() -> None:
    """Each way of writing the session, and a read that is none."""
    code = """
st.session_state["a"] = 1
st.session_state.b = 2
del st.session_state["c"]
st.session_state.pop("d", None)
st.session_state.setdefault("e", 3)
x = st.session_state.get("f")
"""
    assert session_writes(ast.parse(code)) == [2, 3, 4, 5, 6]
    found = session_writes(ast.parse((ROOT / "app/regenwormen/play_state.py").read_text()))
    assert found, "play_state writes the session: the check sees it"
