"""Team play on both play pages (issue 23): the set-up's team choice and the seats it gives,
the bounds with a friendly message, the teams' scores and results, saves with teams."""

from __future__ import annotations

import json

import pytest
from streamlit.testing.v1 import AppTest

from app.common import teams
from app.common.markup import escape
from app.regenwormen import explorer_state as xs
from app.regenwormen import match as m
from app.regenwormen import play_state as view
from app.regenwormen.explore import report
from app.regenwormen.situation import read_link, situation_query
from app.rummikub import match as rm
from app.rummikub import play_state as rk_view
from tests.app.regenwormen.test_app_play import assert_clean, current, next_click, open_page
from tests.app.rummikub.test_app_rk_play import match_of, play_round
from tests.app.rummikub.test_app_rk_play import open_page as open_rk_page
from tests.apptest import explorer, ntext, picked, text
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Roll
from wormlib.regenwormen.odds import turn_position
from wormlib.regenwormen.rules import OFFICIAL, TEAMS
from wormlib.regenwormen.winprob import win_chances
from wormlib.rummikub import game as rk_game
from wormlib.rummikub.rules import TEAMS as RK_TEAMS
from wormlib.rummikub.rules import parse_rules

S = view.SETUP
RK = rk_view.SETUP


def markdown(at: AppTest) -> list[str]:
    return [md.value for md in at.markdown]


# --- the shared part -------------------------------------------------------------------------


def test_seating_puts_each_player_in_a_seat_of_their_team_in_order() -> None:
    assert teams.seating([0, 1, 0, 1], [0, 1, 0, 1]) == [0, 1, 2, 3]
    assert teams.seating([0, 0, 1, 1], [0, 1, 0, 1]) == [0, 2, 1, 3]
    assert teams.seating([1, 0, 0, 1, 0], [0, 1, 0, 1, 0]) == [1, 0, 2, 3, 4]
    assert teams.seating([2, 2, 0, 1, 1, 0], [0, 1, 2, 0, 1, 2]) == [2, 3, 0, 5, 4, 1]


@pytest.mark.parametrize(
    ("wanted", "seat_teams"),
    [([0, 0, 0, 1], [0, 1, 0, 1]), ([0, 1, 2], [0, 1, 0]), ([0, 1], [0, 1, 0])],
)
def test_seating_refuses_teams_of_other_sizes(wanted: list[int], seat_teams: list[int]) -> None:
    with pytest.raises(teams.UnevenTeamsError) as caught:
        teams.seating(wanted, seat_teams)
    assert isinstance(caught.value, ValueError)


# --- Regenwormen -------------------------------------------------------------------------------


def team_form(at: AppTest, humans: int, bots: tuple[str, ...], names: tuple[str, ...] = ()) -> None:
    at.number_input(key=S + "humans").set_value(humans).run()
    at.number_input(key=S + "bots").set_value(len(bots)).run()
    for j, level in enumerate(bots):
        at.selectbox(key=f"{S}bot{j}").set_value(level)
    for i, name in enumerate(names):
        at.text_input(key=f"{S}name{i}").set_value(name)
    at.selectbox(key=S + "variant").set_value("teams")
    at.number_input(key=S + "seed").set_value(77)
    at.run()
    assert_clean(at)


def test_the_team_variant_shows_who_plays_in_which_team_and_seats_them() -> None:
    at = open_page()
    team_form(at, 2, ("careful", "careful"), ("Ann", "Bob"))
    said = markdown(at)
    assert ":blue-badge[Team A] Ann (seat 1), Careful bot 1 (seat 3)" in said
    assert ":orange-badge[Team B] Bob (seat 2), Careful bot 2 (seat 4)" in said
    # Ann and Bob together: Bob into team A, the first bot into team B
    at.segmented_control(key=S + "team.p1").set_value(0).run()
    at.segmented_control(key=S + "team.b0").set_value(1).run()
    said = markdown(at)
    assert ":blue-badge[Team A] Ann (seat 1), Bob (seat 3)" in said, said
    at.button(key="play.start").click().run()
    assert_clean(at)
    match = current(at)
    assert match.rules == TEAMS
    assert [s.name for s in match.seats] == ["Ann", "Careful bot 1", "Bob", "Careful bot 2"]
    assert match.rules.team(0) == match.rules.team(2)


def test_teams_of_the_wrong_sizes_get_a_message_and_no_game() -> None:
    at = open_page()
    team_form(at, 1, ("careful", "careful", "careful"))
    at.segmented_control(key=S + "team.b0").set_value(0).run()  # three in team A
    warned = [w.value for w in at.warning]
    expected = text("teams.uneven", players=4, need="Team A 2, Team B 2")
    assert expected in warned
    at.button(key="play.start").click().run()
    assert view.MATCH not in at.session_state
    assert expected in [e.value for e in at.error]


@pytest.mark.parametrize(("lang", "locale"), [("en", "en-GB"), ("nl", "nl-NL")])
def test_too_few_players_for_teams_are_refused_in_the_readers_language(
    lang: str, locale: str
) -> None:
    at = open_page(locale)
    team_form(at, 1, ("careful",))
    label = text("play.variant.teams", lang)
    expected = text("play.bad_count", lang, variant=label, lo=4, hi=7, n=2)
    assert expected in [w.value for w in at.warning]
    at.button(key="play.start").click().run()
    assert view.MATCH not in at.session_state
    assert expected in [e.value for e in at.error]


def test_a_hostile_name_in_the_team_set_up_stays_a_name() -> None:
    at = open_page()
    team_form(at, 1, ("careful",) * 3, ("[x](https://e.org)",))
    shown = escape("[x](https://e.org)")
    line = next(s for s in markdown(at) if s.startswith(":blue-badge"))
    assert f"] {shown} (seat 1)," in line
    assert shown in [c.label for c in at.button_group]


def test_the_table_shows_each_team_and_its_worms() -> None:
    at = open_page()
    team_form(at, 1, ("careful",) * 3)
    at.button(key="play.start").click().run()
    while current(at).state.team_scores() == (0, 0) and not current(at).over:
        next_click(at).click().run()
    scores = current(at).state.team_scores()
    line = " · ".join(
        f":{colour}-badge[{text('teams.name', letter=letter)}] {ntext('play.worms', worms)}"
        for colour, letter, worms in zip(teams.COLOURS, teams.LETTERS, scores, strict=False)
    )
    assert line in markdown(at)
    badged = [s for s in markdown(at) if s.startswith((":blue-badge[Team A] **", ":orange-badge"))]
    assert len(badged) == 4, "every player with the team's name on its colour"
    # who will win: one bar per team, its chance its players'
    chances = win_chances(current(at).state)
    bars = [bar.proto.text for bar in at.get("progress")]
    assert [bar.split(":")[0] for bar in bars] == [text("teams.name", letter=x) for x in "AB"]
    assert f"{100 * chances[1]:.0f}%" in bars[1]


def finished_team_match() -> m.Match:
    """A whole team game of four bots (the page's own match functions)."""
    seats = tuple(m.Seat(f"bot{i}", "careful", False) for i in range(4))
    match = m.new_match(seats, TEAMS, 5)
    while not match.over:
        match = m.advance_bot(match)
    return match


def upload(at: AppTest, key: str, document: str) -> None:
    at.file_uploader(key=key).set_value(("game.json", document.encode(), "application/json"))
    at.run()
    assert_clean(at)


def test_a_team_game_saves_loads_and_ends_with_the_teams_result() -> None:
    match = finished_team_match()
    document = m.dumps(match)
    assert m.loads(document, view.LEVELS) == match
    at = open_page()
    upload(at, view.UPLOAD, document)
    assert current(at) == match
    outcome = game.outcome(match.state)
    assert outcome is not None and outcome.team_scores
    won = {TEAMS.team(p) for p in outcome.winners}
    shown = [s.value for s in at.success] + [s.value for s in at.info]
    assert any(s.startswith(text("teams.name", letter=teams.LETTERS[min(won)])) for s in shown)
    assert len(won) == 1 or any(s.startswith(text("teams.name", letter="A")) for s in shown)
    worms, chances = at.get("plotly_chart")  # the worms and the chance to win, by team
    lines = json.loads(worms.proto.spec)["data"]
    teams_named = [text("teams.name", letter=x) for x in "AB"]
    assert [line["name"] for line in lines] == teams_named
    assert [line["y"][-1] for line in lines] == list(match.state.team_scores())
    lines = json.loads(chances.proto.spec)["data"]
    assert [line["name"] for line in lines] == teams_named
    assert [line["y"][-1] for line in lines] == [1.0 * (side in won) / len(won) for side in (0, 1)]


def test_a_save_without_teams_still_loads() -> None:
    seats = (m.Seat("A"), m.Seat("B", "careful", False))
    match = m.play(m.new_match(seats, OFFICIAL, 3), Roll())
    at = open_page()
    upload(at, view.UPLOAD, m.dumps(match))
    assert current(at) == match


# --- Rummikub ----------------------------------------------------------------------------------


def rk_team_form(at: AppTest, people: int, levels: list[str]) -> None:
    at.number_input(key=RK + "people").set_value(people).run()
    at.number_input(key=RK + "bots").set_value(len(levels)).run()
    for i, level in enumerate(levels):
        at.selectbox(key=f"{RK}level{i}").set_value(text(f"rummikub_play.level.{level}"))
    for i in range(people):
        at.text_input(key=f"{RK}name{i}").set_value(f"P{i}")
    at.toggle(key=RK + "teams").set_value(True)
    at.number_input(key=RK + "seed").set_value(4)
    at.run()
    assert_clean(at)


def test_rummikub_teams_show_the_seats_and_seat_partners_apart() -> None:
    at = open_rk_page()
    rk_team_form(at, 2, ["careful", "careful"])
    bot = text("rummikub_play.bot_name", level=text("rummikub_play.level.careful"))
    assert f":blue-badge[Team A] P0 (seat 1), {bot} 1 (seat 3)" in markdown(at)
    at.segmented_control(key=RK + "team.p1").set_value(0).run()  # P0 and P1 partners
    at.segmented_control(key=RK + "team.b0").set_value(1).run()
    assert ":blue-badge[Team A] P0 (seat 1), P1 (seat 3)" in markdown(at)
    at.button(key="rummikub_play.start").click().run()
    assert_clean(at)
    match = match_of(at)
    assert match.rules == RK_TEAMS
    assert [s.name for s in match.seats] == ["P0", "careful", "P1", "careful"]
    said = markdown(at)
    assert any(s.startswith(":blue-badge[Team A] P0 (") for s in said), said
    partner = text("teams.rk_not_opened", partner="P1", points=30)
    assert f":blue-badge[Team A] {partner}" in said


def test_six_rummikub_players_make_three_teams() -> None:
    at = open_rk_page()
    rk_team_form(at, 3, ["careful", "careful", "careful"])
    said = [s for s in markdown(at) if "-badge[Team" in s]
    assert [s.split("]")[0] for s in said] == [
        ":blue-badge[Team A",
        ":orange-badge[Team B",
        ":violet-badge[Team C",
    ]


@pytest.mark.parametrize(("lang", "n"), [("en", 3), ("fr", 5)])
def test_rummikub_teams_need_four_or_six_players(lang: str, n: int) -> None:
    at = open_rk_page(lang)
    rk_team_form_lang(at, n, lang)
    expected = text("teams.rk_count", lang, n=n)
    assert expected in [w.value for w in at.warning]
    at.button(key="rummikub_play.start").click().run()
    assert rk_view.MATCH not in at.session_state
    assert expected in [w.value for w in at.warning]


def rk_team_form_lang(at: AppTest, n: int, lang: str) -> None:
    bots = min(3, n - 1)
    at.number_input(key=RK + "people").set_value(n - bots).run()
    at.number_input(key=RK + "bots").set_value(bots).run()
    at.toggle(key=RK + "teams").set_value(True).run()
    assert_clean(at)


def test_a_rummikub_team_round_ends_with_the_teams_scores() -> None:
    at = open_rk_page()
    rk_team_form(at, 1, ["careful", "careful", "careful"])
    at.button(key="rummikub_play.start").click().run()
    match = play_round(at)
    result = rk_game.round_result(match.state)
    assert result is not None and result.winning_teams
    table = at.dataframe[0].value
    assert list(table[text("teams.col.team")]) == ["Team A", "Team B"]
    won = ", ".join(teams.name(w) for w in result.winning_teams)
    assert any(s.value.startswith(won) or f": {won} (" in s.value for s in at.success)
    assert any(text("teams.rk_game_over", teams=won, names="")[:-3] in s.value for s in at.success)


def test_a_rummikub_team_game_saves_and_loads_and_an_old_save_still_loads() -> None:
    seats = tuple(rm.Seat(level, level, False) for level in ("careful",) * 4)
    match = rm.new_match(seats, RK_TEAMS, 9)
    for _ in range(6):
        match = rm.advance_bot(match)
    document = rm.dumps(match)
    assert json.loads(document)["teams"] == ["A", "B", "A", "B"]
    loaded = rm.loads(document)
    assert loaded.state == match.state and loaded.seats == match.seats
    at = open_rk_page()
    upload(at, rk_view.UPLOAD, document)
    assert match_of(at).state == match.state
    assert any(s.startswith(":blue-badge[Team A] ") for s in markdown(at))

    old = json.loads(rm.dumps(rm.new_match(seats[:2], parse_rules("seed"), 9)))
    old["version"] = 1
    upload(at, rk_view.UPLOAD, json.dumps(old))
    assert not match_of(at).rules.teams and len(match_of(at).seats) == 2


# --- the explorer ------------------------------------------------------------------------------


def test_the_explorer_puts_a_teammates_top_tile_aside() -> None:
    at = explorer({"rules": "teams", "kept": "WWWW55", "mates": "30"})
    assert_clean(at)
    assert picked(at, xs.MATES) == [30]
    assert 30 not in picked(at, xs.MIDDLE)
    shown = at.session_state[xs.SITUATION]
    assert shown.mates == (30,)
    # stopping at 30 takes 29 from the middle: 30 is the teammate's, neither there nor to steal
    assert report(shown).take_now == 29
    assert text("teams.explorer.mates_short") in [c.value for c in at.caption]


def test_a_link_with_teammates_under_rules_without_teams_says_so() -> None:
    at = explorer({"kept": "WWWW55", "mates": "30"})
    assert_clean(at)
    warned = " ".join(w.value for w in at.warning)
    assert "mates" in warned
    assert at.session_state[xs.SITUATION].mates == ()


def test_the_report_links_a_team_moment_with_the_teammates_tiles_aside() -> None:
    state = turn_position((2, 0, 0, 0, 0, 2), steal=(27,), mates=(25,), own_top=22, rules=TEAMS)
    query = situation_query(state)
    assert query["mates"] == "25" and query["steal"] == "27"
    assert read_link(query)[0].mates == (25,)
