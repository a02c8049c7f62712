"""The explorer's goal "win the game": the standing in the link and on the form, its checks,
and every choice valued by the chance to win that the master bot plays for (issue 25.4)."""

from __future__ import annotations

import pytest

from app.common.links import SituationError
from app.regenwormen import explorer_state as state
from app.regenwormen.explore import report
from app.regenwormen.situation import read_link, to_query
from tests.apptest import en, explorer
from wormlib.regenwormen.bots import MasterBot
from wormlib.regenwormen.dice import parse_dice
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.regenwormen.state import GameState, Turn

#: Late in a game: you hold 22 (and 5 worms under it), the opponent 27 (3 under it).
LATE = {
    "kept": "WW444",
    "roll": "125",
    "steal": "27",
    "own": "22",
    "middle": "21,23-26,28-32,35,36",
    "goal": "win",
}


def test_the_standing_goes_in_the_link_and_back() -> None:
    situation, ignored = read_link({**LATE, "worms": "6,5,0"})
    assert ignored == {}
    assert situation.standing == (6, 5, 0)
    assert situation.hidden() == (5, 3, 0)
    assert situation.state().players == 3
    assert to_query(situation)["worms"] == "6,5,0"
    assert "worms" not in to_query(read_link({**LATE, "goal": "worms", "worms": "6,5"})[0])


def test_without_worms_the_standing_is_the_top_tiles_own() -> None:
    situation, _ = read_link(LATE)
    assert situation.standing == (1, 2) and situation.hidden() == (0, 0)


@pytest.mark.parametrize(
    ("worms", "key"),
    [
        ("6", "explorer.err_win_players"),  # you alone
        ("0,5", "explorer.err_win_top"),  # fewer than your own top tile's worm
        ("6,5,3", "explorer.err_win_none"),  # worms without tiles
        ("9,5", "explorer.err_win_total"),  # more than the tiles out of the middle hold
    ],
)
def test_a_standing_that_cannot_happen_is_named(worms: str, key: str) -> None:
    situation, _ = read_link({**LATE, "worms": worms})
    with pytest.raises(SituationError) as refused:
        situation.check()
    assert refused.value.key == key


def test_seven_players_may_play_and_an_eighth_is_left_out_of_the_link() -> None:
    seven, ignored = read_link({**LATE, "worms": "1,2,0,0,0,0,0"})
    seven.check()
    assert ignored == {} and seven.state().players == 7
    _, ignored = read_link({**LATE, "worms": "1,2,0,0,0,0,0,0"})
    assert ignored == {"worms": "1,2,0,0,0,0,0,0"}


def test_the_chance_to_win_after_taking_a_tile_is_the_master_bots_own() -> None:
    """Against a real position with those tiles under the tops (you 21 under 22, the
    opponent 25 under 27), taking a tile from the middle is worth exactly what the master
    bot finds; a steal or a bust differ, as the tile under a top is not known."""
    middle = (23, 24, 26, 28, 29, 30, 31, 32, 35, 36)
    turned = tuple(t for t in range(21, 37) if t not in {*middle, 21, 22, 25, 27})
    turn = Turn(parse_dice("WW444"), parse_dice("125"))
    real = GameState(OFFICIAL, middle, turned, ((21, 22), (25, 27)), 0, turn)
    mine = read_link({**LATE, "middle": "23,24,26,28-32,35,36", "worms": "2,4"})[0]
    assert mine.hidden() == (1, 2)
    expected, _ = MasterBot().chances_after(real)
    found, _ = MasterBot().chances_after(mine.state(), mine.hidden())
    taking = {tile: p for tile, p in expected if tile in middle}
    assert taking and {tile: p for tile, p in found if tile in middle} == pytest.approx(taking)
    r = report(mine)
    assert r.options and all(0 <= o.value <= 1 for o in r.options)


def test_leading_is_worth_more_than_trailing() -> None:
    ahead = report(read_link({**LATE, "worms": "6,2"})[0])
    behind = report(read_link({**LATE, "worms": "1,7"})[0])
    assert ahead.best.value > 0.5 > behind.best.value


def test_the_form_asks_the_standing_and_says_the_chance_to_win() -> None:
    at = explorer({**LATE, "worms": "6,5,0"})
    assert not at.exception
    assert at.number_input(key=f"{state.WORMS}own.22").value == 6
    assert at.number_input(key=f"{state.WORMS}27").value == 5
    assert at.number_input(key=state.OTHERS).value == 1
    r = report(read_link({**LATE, "worms": "6,5,0"})[0])
    said = "\n".join(str(m.value) for m in at.markdown)
    assert f"{100 * r.best.value:.1f}%" in said
    assert "you win the game with a chance of" in said
    at.number_input(key=f"{state.WORMS}27").set_value(9).run()  # more than the tiles hold
    assert [e.value for e in at.error][-1:] == [en("explorer.err_win_total", count=15, most=11)]


def test_switching_to_the_goal_win_starts_from_the_top_tiles_worms() -> None:
    at = explorer({k: v for k, v in LATE.items() if k != "goal"})
    at.radio(key=state.GOAL).set_value("win").run()
    assert not at.exception
    assert at.number_input(key=f"{state.WORMS}own.22").value == 1
    assert at.number_input(key=f"{state.WORMS}27").value == 2
    goal = at.query_params["goal"]
    assert (goal[0] if isinstance(goal, list) else goal) == "win"
