"""Bots: legal and deterministic everywhere, the set behaviour of each level, and reasons.

Positions use the notation of ``wormlib.regenwormen.state``: m middle, x turned, s stacks
(bottom to top), p player to move, k dice set aside, r roll showing.
"""

from __future__ import annotations

import copy
import pickle
import random
import re
import string
from dataclasses import FrozenInstanceError

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.core.errors import UnknownBotError, UnknownLanguageError, WormError
from wormlib.core.i18n import LANGUAGES
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Action, Keep, Roll, Stop, Take
from wormlib.regenwormen.bots import (
    BOTS,
    Bot,
    CarefulBot,
    Decision,
    ExpertBot,
    MasterBot,
    Reason,
    RuleOfThumbBot,
    make_bot,
)
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import TWO_PLAYERS as TWO
from wormlib.regenwormen.rules import VARIANTS, Rules
from wormlib.regenwormen.solver import Advice, Context, Solution, advise, solve
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.winprob import steal_chance

LEVELS = ("random", "careful", "rule-of-thumb", "expert", "master")


def decisions(bots: list[Bot], rules: Rules, seed: int) -> list[tuple[GameState, Decision]]:
    """Play one game, checking each decision is legal; every (state, decision) in order."""
    rng = random.Random(seed)
    state = initial_state(len(bots), rules)
    seen = []
    while not game.is_terminal(state):
        assert game.current_player(state) == state.current  # bots decide, never chance
        decision = bots[state.current].decide(state, rng)
        assert decision.action in game.legal_actions(state), (state, decision)
        seen.append((state, decision))
        state = game.step(state, decision.action, rng)
    return seen


@pytest.mark.parametrize("rules", VARIANTS.values(), ids=VARIANTS)
def test_every_level_plays_only_legal_actions_under_every_variant(rules: Rules) -> None:
    for players in range(rules.min_players, rules.max_players + 1):
        bots = [make_bot(LEVELS[(players + i) % len(LEVELS)]) for i in range(players)]
        decisions(bots, rules, seed=players)


def test_random_bot_stays_legal_over_many_games() -> None:
    for seed in range(40):
        players = 2 + seed % 6
        decisions([make_bot("random") for _ in range(players)], VARIANTS["official"], seed)


@pytest.mark.parametrize("name", LEVELS)
def test_a_bot_is_deterministic_for_a_seed(name: str) -> None:
    def actions(seed: int) -> list[Action]:
        bots = [make_bot(name), make_bot("careful")]
        return [d.action for _, d in decisions(bots, VARIANTS["official"], seed)]

    assert actions(7) == actions(7)
    assert actions(7) != actions(8)


def test_unknown_bot_names_the_levels() -> None:
    with pytest.raises(UnknownBotError, match=r"'grandmaster'.*random, careful") as error:
        make_bot("grandmaster")
    assert isinstance(error.value, WormError)
    assert set(BOTS) == set(LEVELS)


def at(position: str) -> GameState:
    return parse_position(position)


def decide(bot: Bot, position: str) -> Decision:
    return bot.decide(at(position), random.Random(0))


# careful


def test_careful_keeps_worms_when_it_can() -> None:
    decision = decide(CarefulBot(), "m:21-36 x:- s:-/- p:0 k:- r:1155555W")
    assert decision.action == Keep(6)


def test_careful_keeps_the_most_points_without_a_worm() -> None:
    # three 1s (3), three 5s (15), a 3, a 4
    decision = decide(CarefulBot(), "m:21-36 x:- s:-/- p:0 k:- r:11135554")
    assert decision.action == Keep(5)
    assert "15" in decision.reason.text("en")


def test_careful_takes_the_first_tile_it_can() -> None:
    decision = decide(CarefulBot(), "m:21-36 x:- s:-/- p:0 k:WW444 r:-")  # total 22, 3 dice left
    assert decision.action == Take(22)
    assert "22" in decision.reason.text("en")
    assert "4%" in decision.reason.text("en")  # next roll busts (2/6)**3 = 3.7%


def test_careful_prefers_a_steal_with_more_worms() -> None:
    decision = decide(CarefulBot(), "m:21-24,26-36 x:- s:-/25 p:0 k:WW555 r:-")  # total 25
    assert decision.action == Take(25)


def test_careful_rolls_without_a_worm() -> None:
    decision = decide(CarefulBot(), "m:21-36 x:- s:-/- p:0 k:55555 r:-")
    assert decision.action == Roll()
    assert "no worm" in decision.reason.text("en")


# rule of thumb


def test_rule_of_thumb_keeps_worms_early() -> None:
    decision = decide(RuleOfThumbBot(), "m:21-36 x:- s:-/- p:0 k:- r:123355WW")
    assert decision.action == Keep(6)


def test_rule_of_thumb_keeps_high_faces_over_low_ones() -> None:
    decision = decide(RuleOfThumbBot(), "m:21-36 x:- s:-/- p:0 k:WW r:111155")
    assert decision.action == Keep(5)


def test_rule_of_thumb_rolls_on_past_a_one_worm_tile_when_the_roll_is_safe() -> None:
    # total 22 with 3 dice left and 2 faces used: the next roll busts (2/6)**3 = 4%
    decision = decide(RuleOfThumbBot(), "m:21-36 x:- s:-/- p:0 k:WW444 r:-")
    assert decision.action == Roll()
    assert "4%" in decision.reason.text("en")


def test_rule_of_thumb_stops_when_the_next_roll_is_risky() -> None:
    # total 22, 3 dice left, 4 faces used: the next roll busts (4/6)**3 = 30%
    decision = decide(RuleOfThumbBot(), "m:21-36 x:- s:-/- p:0 k:W5543 r:-")
    assert decision.action == Take(22)
    assert "30%" in decision.reason.text("en")
    assert "30%" in decision.reason.text("nl")


def test_rule_of_thumb_stops_when_nothing_better_is_left() -> None:
    # total 22: every tile with more worms is gone
    decision = decide(RuleOfThumbBot(), "m:21-24 x:25-36 s:-/- p:0 k:WW444 r:-")
    assert decision.action == Take(22)


def test_rule_of_thumb_steals_when_it_can() -> None:
    # total 23 with 3 dice left and 2 faces used: it would roll on past a middle 23
    decision = decide(RuleOfThumbBot(), "m:21-22,24-36 x:- s:-/23 p:0 k:WWW44 r:-")  # total 23
    assert decision.action == Take(23)
    assert "player 2" in decision.reason.text("en")


# expert and master


@pytest.mark.parametrize("players", [2, 4])
def test_expert_chooses_what_advise_says_is_best(players: int) -> None:
    bots: list[Bot] = [ExpertBot()] + [make_bot("rule-of-thumb") for _ in range(players - 1)]
    checked = 0
    for state, decision in decisions(bots, VARIANTS["official"], seed=players):
        if state.current == 0:
            assert decision.action == advise(state, "worms").best.action
            checked += 1
    assert checked > 20


def test_expert_explains_with_the_solver_numbers() -> None:
    # total 22, 3 dice left, 4 faces used (W, 5, 4, 3): rolling on risks the 2 worms of tile 27
    state = at("m:21-26,28-36 x:- s:27/- p:0 k:W5543 r:-")
    decision = ExpertBot().decide(state, random.Random(0))
    roll = next(o for o in advise(state, "worms").options if o.action == Roll())
    text = decision.reason.text("en")
    assert f"{100 * roll.bust_chance:.0f}%" in text
    assert f"{roll.value:.2f}" in text
    assert f"{roll.value:.2f}".replace(".", ",") in decision.reason.text("nl")


def test_master_steals_from_the_leader_where_expert_rolls_on() -> None:
    # total 26 with 2 dice left; player 2 leads with 10 worms and 26 on top. Counted in
    # worms (2) the steal is worth less than rolling on for 33 or 34 at the leader's
    # expense; the master sees that the steal also costs the leader and takes it.
    position = "m:21-25,27-32,35-36 x:- s:-/33.34.26 p:0 k:WW5551 r:-"
    assert advise(at(position), "worms").best.action == Roll()
    decision = decide(MasterBot(), position)
    assert decision.action == Take(26)
    assert "player 2" in decision.reason.text("en")
    assert re.search(r"becomes \d+\.\d%", decision.reason.text("en"))  # chances to 0.1%
    assert re.search(r"wordt \d+,\d%", decision.reason.text("nl"))  # with a decimal comma


def test_the_steal_chance_of_a_top_tile_is_how_often_an_expert_ends_on_it() -> None:
    # opponents often end a turn on exactly 25 and 26, rarely on 24 or 36
    chance = steal_chance(VARIANTS["official"])
    assert chance[25] > chance[24] and chance[26] > chance[36]
    assert sum(chance.values()) < 1  # the rest are busts


# reasons


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_reasons_render_in_every_language_in_real_games() -> None:
    bots = [make_bot(name) for name in LEVELS]
    used = set()
    for _state, decision in decisions(bots, VARIANTS["official"], seed=3):
        assert isinstance(decision.reason, Reason)
        for lang in LANGUAGES:
            text = decision.reason.text(lang)
            assert text.endswith(".") and "{" not in text, text
        used.add(decision.reason.key)
        if decision.reason.key.startswith(("expert_", "master_", "careful_take", "thumb_")):
            assert re.search(r"\d", decision.reason.text("en")), decision.reason
    assert len(used) >= 10


def test_a_reason_in_an_unknown_language_is_refused() -> None:
    with pytest.raises(UnknownLanguageError, match="'xx'"):
        Reason("first_roll").text("xx")


# every explanation says what the bot does


def said(text: str) -> Action:
    """The action an English reason says the bot takes, read from its opening words."""
    if match := re.match(r"I (?:take|steal) tile (\d+)", text):
        return Take(int(match[1]))
    keep = r"I set aside the (?:\d )?(?:worms?\b|(?:die|dice) showing (\d))"
    if match := re.match(keep, text):
        return Keep(int(match[1]) if match[1] else 6)
    if re.match(r"I roll\b", text):
        return Roll()
    if re.match(r"I stop without a tile\b", text):
        return Stop()
    raise AssertionError(f"no action in {text!r}")


def said_in_dutch(text: str) -> type[Action]:
    """The kind of action a Dutch reason says the bot takes."""
    verbs: dict[str, type[Action]] = {"gooi": Roll, "leg": Keep, "pak": Take, "steel": Take}
    verbs["stop"] = Stop
    return verbs[text.split()[1].rstrip(":,")]


def test_the_master_explains_a_stop_as_a_stop() -> None:
    # from the issue: no worm among 7 dice; the master would rather bust now than roll the
    # last die, whose worm would take tile 22 and end the game while it is behind
    state = parse_position("m:22 x:31-34 s:28.27.21/25.29.26.23.24.30 p:0 k:2335555 r:-", TWO)
    decision = MasterBot().decide(state, random.Random(0))
    assert decision.action == Stop()
    assert decision.reason.text("en").startswith("I stop without a tile")
    # 0.197% against 0.164%: shown with the digits it takes to tell them apart
    chances = re.findall(r"\d+\.\d+%", decision.reason.text("en"))
    assert len(chances) == 2 and chances[0] != chances[1], chances
    assert decision.reason.text("nl").startswith("Ik stop zonder tegel")


@st.composite
def decision_states(draw: st.DrawFn) -> GameState:
    """A decision state of a random game: any variant, any number of players, any moment."""
    rules = draw(st.sampled_from(list(VARIANTS.values())))
    players = draw(st.integers(rules.min_players, rules.max_players))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    greedy = [make_bot(draw(st.sampled_from(["random", "careful", "rule-of-thumb"])))]
    state, moment = initial_state(players, rules), draw(st.integers(0, 300))
    for _ in range(moment):
        after = game.step(state, greedy[0].decide(state, rng).action, rng)
        if game.is_terminal(after):
            break
        state = after
    return state


@settings(max_examples=examples(60), deadline=None)
@given(decision_states(), st.integers(0, 2**32 - 1))
def test_every_level_explains_the_action_it_takes(state: GameState, seed: int) -> None:
    for name in LEVELS:
        decision = make_bot(name).decide(state, random.Random(seed))
        english = decision.reason.text("en")
        assert said(english) == decision.action, (name, state.notation(), english)
        assert isinstance(decision.action, said_in_dutch(decision.reason.text("nl"))), name


# the fast path: a turn solved once, its decisions looked up


#: Seeded games checked against fresh bots: (levels, rules, games); 150 games in all (the two
#: experts' 75 alone are 15,175 decisions; thousands of games: ``bench_games.py --check``).
AGAINST_FRESH = [
    (("expert", "expert"), "official", 75),
    (("master", "expert"), "official", 50),
    (("expert", "master", "rule-of-thumb"), "exact-tile-only", 25),
]


@pytest.mark.slow
@pytest.mark.parametrize(("levels", "rules", "games"), AGAINST_FRESH)
def test_fast_bots_play_every_game_as_bots_that_solve_every_decision_afresh(
    levels: tuple[str, ...], rules: str, games: int
) -> None:
    """Decision by decision, the action and its reason: the caches change nothing (the same
    on thousands of games: ``benchmarks/bench_games.py --check``)."""
    solving = {"expert": ExpertBot, "master": MasterBot}
    for seed in range(games):
        fast = [make_bot(level) for level in levels]
        fresh = [
            solving[level](fresh=True) if level in solving else make_bot(level) for level in levels
        ]
        played = decisions(fast, VARIANTS[rules], seed)
        again = decisions(fresh, VARIANTS[rules], seed)
        assert [d for _, d in played] == [d for _, d in again], (levels, seed)


def test_the_expert_solves_each_turn_once(monkeypatch: pytest.MonkeyPatch) -> None:
    import wormlib.regenwormen.bots

    solved: list[Context] = []

    def counted(context: Context) -> Solution:
        solved.append(context)
        return solve(context)

    monkeypatch.setattr(wormlib.regenwormen.bots, "solve", counted)
    played = decisions([ExpertBot(), ExpertBot()], VARIANTS["official"], seed=3)
    asked = [s for s, d in played if d.reason.key.startswith("expert_")]
    turns = {(s.middle, s.stacks, s.current) for s in asked}
    assert len(asked) > 2 * len(turns) > 20  # several decisions a turn
    assert len(solved) == len(turns)


def test_the_master_weighs_the_standing_once_a_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    weighed: list[GameState] = []
    context = MasterBot.context

    def counted(bot: MasterBot, state: GameState) -> Context:
        weighed.append(state)
        return context(bot, state)

    monkeypatch.setattr(MasterBot, "context", counted)
    played = decisions([MasterBot(), ExpertBot()], VARIANTS["official"], seed=4)
    asked = [s for s, d in played if d.reason.key.startswith("master_")]
    assert len(asked) > 2 * len(weighed) > 20
    assert len(weighed) == len({(s.middle, s.stacks) for s in asked})


def test_a_solver_level_writes_its_sentence_when_it_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    written: list[Reason] = []
    explain = ExpertBot.explain

    def counted(bot: ExpertBot, state: GameState, advice: Advice) -> Reason:
        written.append(explain(bot, state, advice))
        return written[-1]

    monkeypatch.setattr(ExpertBot, "explain", counted)
    state = at("m:21-26,28-36 x:- s:27/- p:0 k:W5543 r:-")
    decision = ExpertBot().decide(state, random.Random(0))
    assert written == []  # nobody has read it (a tournament never does)
    reason = decision.reason
    assert written == [reason] and decision.reason is reason  # written once, then kept
    assert reason == ExpertBot(fresh=True).decide(state, random.Random(0)).reason


def test_a_decision_is_a_value_whatever_way_its_reason_comes() -> None:
    reason = Reason("first_roll")
    now, later = Decision(Roll(), reason), Decision(Roll(), lambda: reason)
    assert now == later and hash(now) == hash(later) and repr(now) == repr(later)
    assert repr(now) == "Decision(action=Roll(), reason=Reason(key='first_roll', values=()))"
    assert now != Decision(Stop(), reason) and now != Decision(Roll(), Reason("only_keep"))
    assert pickle.loads(pickle.dumps(later)) == now and copy.deepcopy(later) == now
    with pytest.raises(FrozenInstanceError):
        later.action = Stop()
