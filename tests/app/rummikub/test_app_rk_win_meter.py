"""Who will win this round: the Rummikub play page's meter (issue 39, item 5), its words in
two languages, its teams, and its absence once the round is over."""

from __future__ import annotations

from typing import Any

import pytest

from app.rummikub import match as m
from app.rummikub import play_state, winning
from tests.app.rummikub.test_app_rk_play import P, match_of, open_page, play_round, start
from tests.apptest import text
from wormlib.rummikub import winprob
from wormlib.rummikub.rules import TEAMS


def meter(at: Any) -> list[str]:
    """The meter's bars' words (the page draws no other bar without a timer)."""
    return [bar.proto.text for bar in at.get("progress")]


def test_the_play_page_shows_each_players_chance_to_win_the_round() -> None:
    at = open_page()
    start(at, ["expert"], seed=5)
    chances = winprob.win_chances(match_of(at).state)
    bars = meter(at)
    assert len(bars) == 2
    assert bars[0].startswith("P0: ") and f"{100 * chances[0]:.0f}%" in bars[0]
    assert bars[1].startswith(text(P + "bot_name", level=text(P + "level.expert")))
    assert "chance to win" in bars[0] and "(about" in bars[0]  # a chance says what it means
    means = text(P + "winmeter.means", name="P0", n=round(100 * chances[0]))
    assert means in [c.value for c in at.caption]
    assert text(P + "winmeter.h") in [x.value.strip("*") for x in at.markdown]


def test_the_meter_speaks_dutch() -> None:
    at = open_page("nl")
    start(at, ["expert"], seed=5)
    bars = meter(at)
    assert len(bars) == 2 and all("kans om te winnen" in bar for bar in bars)
    assert text(P + "winmeter.h", "nl") in [x.value.strip("*") for x in at.markdown]


def test_no_meter_once_the_round_is_over() -> None:
    at = open_page()
    start(at, ["beginner"], seed=31)
    assert len(meter(at)) == 2
    match = play_round(at)
    assert match.over and winning.chances_now(match) is None
    assert meter(at) == []


@pytest.mark.parametrize("players", [4, 6])
def test_with_teams_the_meter_gives_each_team_its_chance(players: int) -> None:
    match = m.new_match([m.Seat("Bot", "expert")] * players, TEAMS, 3)
    found = winning.chances_now(match)
    assert found is not None and len(found) == players // 2
    assert sum(found) == pytest.approx(1)
    assert winning.said_for(match, found) == max(range(len(found)), key=found.__getitem__)


def test_with_teams_the_page_shows_one_bar_per_team() -> None:
    """Ann and a bot (team A) against two bots (team B): two bars, named after the teams,
    and the sentence speaks of Ann's team."""
    at = open_page()
    seats = [m.Seat("Ann"), *(m.Seat("Bot", "expert", named=False) for _ in range(3))]
    match = m.new_match(seats, TEAMS, 7)
    at.session_state[play_state.MATCH] = match
    at.run()
    assert not at.exception, [e.message for e in at.exception]
    found = winning.chances_now(match)
    assert found is not None
    bars = meter(at)
    assert [bar.split(":")[0] for bar in bars] == [text("teams.name", letter=x) for x in "AB"]
    team_a = text("teams.name", letter="A")
    means = text(P + "winmeter.means", name=team_a, n=round(100 * found[0]))
    assert means in [c.value for c in at.caption]
