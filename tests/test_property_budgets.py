"""The Hypothesis profile, not each test, sets how many examples the property tests draw."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests.examples import examples

TESTS = Path(__file__).resolve().parent


def literal_budgets(tree: ast.AST) -> Iterator[int]:
    """Lines where ``max_examples`` is given a number of its own."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.keyword)
            and node.arg == "max_examples"
            and isinstance(node.value, ast.Constant)
        ):
            yield node.value.lineno


def test_no_property_test_sets_its_own_number_of_examples() -> None:
    found = [
        f"{path.relative_to(TESTS)}:{line}"
        for path in sorted(TESTS.rglob("*.py"))
        if path.name not in {"conftest.py", "examples.py"} and path != Path(__file__)
        for line in literal_budgets(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not found, f"use max_examples=examples(weight) (tests/examples.py): {found}"


def test_the_rule_catches_a_number_of_its_own() -> None:
    code = "@settings(max_examples=150, deadline=None)\ndef test_x(): pass\n"
    assert list(literal_budgets(ast.parse(code))) == [1]
    assert not list(literal_budgets(ast.parse(code.replace("150", "examples(150)"))))


@pytest.mark.parametrize(("profile", "expected"), [("quick", 30), ("ci", 150), ("thorough", 1500)])
def test_a_weight_is_scaled_by_the_loaded_profile(profile: str, expected: int) -> None:
    settings.register_profile("before the test", parent=settings())
    settings.load_profile(profile)
    try:
        assert examples(150) == expected
        assert examples(1) >= 1
    finally:
        settings.load_profile("before the test")
