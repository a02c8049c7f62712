"""One solver budget per answer a page gives (issue 36, items 4 and 5): a round's report and
a best-move page view each cost the server at most about one solve, whatever is uploaded or
linked. A spy counts the budgets made and the work spent; the searches are the real ones."""

from __future__ import annotations

from typing import Any

import pytest

from app.rummikub import match as m
from app.rummikub import situation
from wormlib.rummikub import _search, solver
from wormlib.rummikub.actions import Draw
from wormlib.rummikub.rules import SEED
from wormlib.rummikub.tiles import parse_tiles


@pytest.fixture
def budgets(monkeypatch: pytest.MonkeyPatch) -> list[_search.Budget]:
    """Every Budget made from now on, by the solver or by the app."""
    made: list[_search.Budget] = []

    class Counted(_search.Budget):
        __slots__ = ()

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    for module in (solver, m, situation):
        monkeypatch.setattr(module, "Budget", Counted, raising=False)
    return made


def test_a_loaded_rounds_report_spends_one_budget(budgets: list[_search.Budget]) -> None:
    match = m.new_match((m.Seat("Ann"), m.Seat("beginner", "beginner", False)), SEED, 21)
    while match.state.dealt and match.number < 40:
        match = m.advance_bot(match) if match.bot_to_move else m.play(match, Draw())
    loaded = m.loads(m.dumps(match))  # a save brings its decisions unsolved
    budgets.clear()
    rows = m.report(loaded, 0)
    assert len(rows) > 5
    assert len(budgets) == 1, "one budget for the whole report, not one per decision"
    assert budgets[0].spent <= _search.WORK


def test_a_report_past_its_budget_shows_the_rest_as_not_worked_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = m.new_match((m.Seat("Ann"), m.Seat("beginner", "beginner", False)), SEED, 21)
    while match.state.dealt and match.number < 40:
        match = m.advance_bot(match) if match.bot_to_move else m.play(match, Draw())
    loaded = m.loads(m.dumps(match))
    first = m.report(loaded, 0)
    spent = _search.Budget("probe")
    before = next(mv.before for mv in loaded.moves if mv.player == 0 and mv.before is not None)
    m.could_lay(before, spent)
    monkeypatch.setattr(_search, "WORK", spent.spent)  # enough for the first decision only
    rows = m.report(loaded, 0)
    assert rows[0].could == first[0].could
    assert any(r.could is None for r in rows[1:])


def test_a_best_move_page_view_spends_one_budget(budgets: list[_search.Budget]) -> None:
    s = situation.Situation(parse_tiles("R3 R4 B7 Y7 K7 J B11 K12"), opened=False)
    situation.analyse.cache_clear()
    found = situation.analyse(s)
    assert found is not None and found.helpful is not None
    assert len(budgets) == 1, "the best move, the opening and the helpful tiles share one"
    assert budgets[0].spent <= _search.WORK
