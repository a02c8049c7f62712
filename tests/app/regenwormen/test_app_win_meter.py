"""Who will win: the play page's win meter, the coach's chance to win after each choice and
the report's chart of the chance to win through the game (issue 25, item 4)."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from app.common.i18n import CATALOG
from app.regenwormen import match as m
from app.regenwormen import play_state as view
from app.regenwormen import play_words as words
from app.regenwormen import winning
from benchmarks.bench_master_ceiling import played_on
from tests.app.regenwormen.test_app_play import (
    assert_clean,
    current,
    decision_buttons,
    next_click,
    open_page,
    play_to_end,
    reopened,
    start,
)
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Keep, Roll
from wormlib.regenwormen.bots import MasterBot
from wormlib.regenwormen.rules import OFFICIAL, TEAMS, VARIANTS
from wormlib.regenwormen.solver import advise
from wormlib.regenwormen.winprob import win_chances, win_chances_of

EN = {key: texts["en"] for key, texts in CATALOG.items()}


def bots_game(seed: int, players: int = 2, rules: str = "official") -> m.Match:
    """A whole game of expert bots."""
    match = m.new_match([m.Seat("Bot", "expert")] * players, VARIANTS[rules], seed)
    while not match.over:
        match = m.advance_bot(match)
    return match


def test_the_chances_through_a_game_start_even_and_end_with_the_winner() -> None:
    match = bots_game(3)
    series = winning.chances_by_round(match)
    assert series is not None
    turns = sum(1 for step in m.history(match) if step.ends_turn)
    assert len(series) == 1 + -(-turns // 2)  # the start, each round, a last part-round
    assert all(sum(row) == pytest.approx(1) for row in series)
    assert abs(series[0][0] - series[0][1]) < 0.15  # nobody is far ahead before the game
    outcome = game.outcome(match.state)
    assert outcome is not None
    assert series[-1] == tuple(1.0 / len(outcome.winners) * (p in outcome.winners) for p in (0, 1))


def test_every_point_of_the_chart_has_the_same_player_to_move() -> None:
    """Between rounds the first player is to move again, so the line does not zigzag with
    the turn order (the mover's coming turn is worth a few points)."""
    match = bots_game(5, players=3)
    series = winning.chances_by_round(match)
    assert series is not None
    ends = [step.after for step in m.history(match) if step.ends_turn][2::3]
    assert all(state.current == 0 for state in ends if not game.outcome(state))
    assert series[1 : 1 + len(ends)] == [win_chances(state) for state in ends][: len(series) - 1]


def test_the_game_turns_where_a_players_chance_moved_the_most() -> None:
    match = bots_game(5, players=3)
    series = winning.chances_by_round(match)
    assert series is not None
    swing = winning.turning_point(series, 0)
    assert swing is not None
    moves = [abs(b[0] - a[0]) for a, b in itertools.pairwise(series)]
    assert abs(swing.after - swing.before) == max(moves)
    assert series[swing.round - 1][0] == swing.before and series[swing.round][0] == swing.after
    assert winning.turning_point(series[:1], 0) is None  # no round played yet


def test_each_choice_has_the_chance_to_win_the_master_plays_for() -> None:
    match = m.play(m.new_match([m.Seat("Ann"), m.Seat("Bot", "expert")], OFFICIAL, 11), Roll())
    found = winning.choice_chances(match.state)
    assert found is not None
    assert set(found) == set(game.legal_actions(match.state))
    assert all(0 <= p <= 1 for p in found.values())
    best = max(found, key=found.__getitem__)
    assert MasterBot().decide(match.state, random.Random(0)).action == best


def test_with_teams_the_chances_are_the_teams() -> None:
    match = m.new_match([m.Seat("Ann"), *[m.Seat("Bot", "expert")] * 4], TEAMS, 1)
    now = winning.chances_now(match.state)
    assert now is not None and len(now) == 2 and sum(now) == pytest.approx(1)
    assert now[0] > now[1]  # team A has three players, B two
    assert winning.person_side(match) == 0
    match = m.play(match, Roll())
    found = winning.choice_chances(match.state)
    assert found is not None and set(found) == set(game.legal_actions(match.state))
    while not match.over:
        match = (
            m.advance_bot(match)
            if not match.human_to_move
            else m.play(match, MasterBot().decide(match.state, random.Random(0)).action)
        )
    series = winning.chances_by_round(match)
    assert series is not None and all(len(row) == 2 for row in series)
    outcome = game.outcome(match.state)
    assert outcome is not None
    assert series[-1][0] == (1.0 if 0 in outcome.winners else 0.0) or len(outcome.winners) == 5


def meter(at: object) -> list[str]:
    """The win meter's bars' words."""
    return [bar.proto.text for bar in at.get("progress")]  # type: ignore[attr-defined]


def test_the_play_page_shows_each_players_chance_to_win_with_what_it_means() -> None:
    at = start(open_page(), bots=("careful",))
    chances = win_chances(current(at).state)
    bars = meter(at)
    assert len(bars) == 2
    assert bars[0].startswith("Player 1: ") and f"{100 * chances[0]:.0f}%" in bars[0]
    assert "chance to win" in bars[0] and "(about" in bars[0]  # a chance says what it means
    means = EN["play.winmeter.means"].format(name="Player 1", n=round(100 * chances[0]))
    assert means in [c.value for c in at.caption]


def test_the_coach_gives_the_chance_to_win_after_each_choice() -> None:
    at = start(open_page(), bots=("careful",))
    at.toggle(key="play.coach").set_value(True).run()
    next_click(at).click().run()  # the first roll: a keep decision
    assert_clean(at)
    found = winning.choice_chances(current(at).state)
    assert found is not None
    said = [c.value for c in at.caption if " · " in c.value and "chance to win the game" in c.value]
    assert len(said) == len(decision_buttons(at)) == len(found)
    for action, p in found.items():
        assert isinstance(action, Keep)
        assert any(f"{100 * p:.0f}% chance to win the game" in s for s in said)
    assert EN["play.coach_win_intro"] in [c.value for c in at.caption]


def parting_game() -> m.Match:
    """A person against the careful bot, the person playing the ★ choice, up to the first
    decision where the most worms (the ★) and the best chance to win part by a point."""
    seats = [m.Seat("Player 1"), m.Seat("Careful bot", "careful")]
    for seed in range(1, 40):
        match = m.new_match(seats, OFFICIAL, seed)
        while not match.over:
            if not match.human_to_move:
                match = m.skip_to_human(match)
                continue
            best = advise(match.state, "worms").best.action
            wins = winning.choice_chances(match.state)
            assert wins is not None
            if max(wins.values()) - wins[best] >= 0.01:
                return match
            match = m.play(match, best)
    raise AssertionError("no game where the most worms and the chance to win part")


def test_the_coach_says_when_playing_for_the_win_differs_from_the_most_worms() -> None:
    match = parting_game()
    wins = winning.choice_chances(match.state)
    assert wins is not None
    top = max(wins, key=wins.__getitem__)
    at = reopened({view.LINK: m.link(match)})
    assert_clean(at)
    assert current(at).state == match.state
    said = [i.value for i in at.info if i.icon == "🏆"]
    label = words.choice_label(match.state, top, words.names(match))
    assert len(said) == 1 and f"“{label}”" in said[0] and f"{100 * wins[top]:.0f}%" in said[0]


def test_the_coach_is_silent_on_the_win_when_the_most_worms_is_also_best_for_it() -> None:
    at = start(open_page(), bots=("careful",))
    at.toggle(key="play.coach").set_value(True).run()
    next_click(at).click().run()  # the first roll: five keeps, a point apart at most
    wins = winning.choice_chances(current(at).state)
    assert wins is not None
    best = advise(current(at).state, "worms").best.action
    assert max(wins.values()) - wins[best] < 0.01
    assert [i for i in at.info if i.icon == "🏆"] == []


def test_the_report_charts_the_chance_to_win_and_the_turn_that_turned_the_game() -> None:
    at = play_to_end(start(open_page(), bots=("expert",)))
    charts = at.get("plotly_chart")
    assert len(charts) == 2  # the worms by round, the chance to win by round
    series = winning.chances_by_round(current(at))
    assert series is not None
    swing = winning.turning_point(series, 0)
    assert swing is not None
    turned = [x.value for x in at.markdown if x.value.startswith("The moment the game turned")]
    assert len(turned) == 1 and f"round {swing.round} took" in turned[0]
    spec = json.loads(charts[1].proto.spec)
    assert [round(y, 6) for y in spec["data"][0]["y"]] == [round(p[0], 6) for p in series]
    assert meter(at) == []  # the meter is for a game under way


def test_the_win_meter_speaks_dutch() -> None:
    at = start(open_page("nl-NL"), bots=("careful",))
    bars = meter(at)
    assert len(bars) == 2 and all("kans om te winnen" in bar for bar in bars)
    assert bars[0].startswith("Speler 1: ")


def test_the_meter_in_the_endgame_is_the_experts_game_played_on() -> None:
    """One tile (23, one worm) left, Ann (4 worms) to move against Ben (5): the model alone
    gives her 47%, but Ben's top 27 is hard to roll and the 23 only draws her level (the
    highest tile then decides, Ben's 27); played on 200 times by experts she wins about 18%.
    The play page's meter follows the next turns as experts play them and is within a few
    points of that."""
    state = game.parse_position("m:23 x:28-36 s:22.26.24/25.21.27 p:0 k:- r:-")
    share = played_on(state, 0, 200, "endgame")
    shown = winning.chances_now(state)
    assert shown is not None
    assert abs(shown[0] - share) < 0.06
    alone = win_chances_of([state], looking_ahead=False)[0][0]
    assert abs(alone - share) > 0.2  # what the meter showed before: far off
