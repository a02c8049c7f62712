"""The browser tests wait only through tests/browser/harness.py: no fixed wait, no read of a
page that may be mid-run, no timeout policy of their own.

A read such as ``locator.count()`` returns what the page shows at that instant, which during
a rerun is the old screen or half of the new one; ``harness.count_of`` and its siblings wait
for the app to be at rest first. ``wait_for_timeout`` and ``time.sleep`` guess how long the
app needs; the harness asks it instead.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

BROWSER = Path(__file__).resolve().parent / "browser"
HARNESS = BROWSER / "harness.py"
#: Calls that wait a fixed time, read without waiting, or change the timeout policy.
FORBIDDEN = {
    "wait_for_timeout": "a fixed wait: wait for what the app does (harness.hold if nothing may)",
    "sleep": "a fixed wait: wait for what the app does",
    "count": "a read mid-run: harness.count_of, or a web-first expect",
    "bounding_box": "a read mid-run: harness.box_of",
    "inner_text": "a read mid-run: harness.text_of, or expect(...).to_have_text",
    "set_options": "a timeout policy of its own: the harness holds the one policy",
    "set_default_timeout": "a timeout policy of its own: the harness holds the one policy",
}
#: (file, call) pairs allowed outside the harness, each with its reason.
ALLOWED = {
    ("conftest.py", "sleep"): "polls a starting server's health over HTTP, before any page",
    ("test_first_visits.py", "set_default_timeout"): (
        "twenty first visits at once to one fresh server: the last waits for the others"
    ),
}


def forbidden_calls(path: Path) -> list[str]:
    """Each forbidden call in ``path`` as 'file:line call: why'."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        name = node.func.attr
        if name == "count" and (node.args or node.keywords):
            continue  # a list's or a string's count, not a locator's
        if name in FORBIDDEN and (path.name, name) not in ALLOWED:
            found.append(f"{path.name}:{node.lineno} {name}(): {FORBIDDEN[name]}")
    return found


@pytest.mark.parametrize(
    "path", [p for p in sorted(BROWSER.glob("*.py")) if p != HARNESS], ids=lambda p: p.name
)
def test_browser_tests_wait_only_through_the_harness(path: Path) -> None:
    assert forbidden_calls(path) == []


def test_the_rule_finds_a_fixed_wait_and_a_bare_read(tmp_path: Path) -> None:
    """The check itself can fail: a test written the old way is caught."""
    old = tmp_path / "test_old.py"
    old.write_text(
        "def test(page):\n"
        "    page.get_by_text('x').click()\n"
        "    page.wait_for_timeout(500)\n"
        "    assert page.get_by_role('button').count() == 2\n"
        "    assert [1, 1].count(1) == 2\n"
    )
    assert [f.split(":")[1].split()[0] for f in forbidden_calls(old)] == ["3", "4"]
