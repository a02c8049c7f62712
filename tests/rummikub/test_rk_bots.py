"""Bots: each level keeps to what it may do, explains itself with a key, and is legal."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.rummikub.conftest import Position
from wormlib.core.errors import UnknownBotError
from wormlib.core.i18n import LANGUAGES, LOCALE, Words
from wormlib.rummikub import game
from wormlib.rummikub.actions import Draw, Lay
from wormlib.rummikub.bots import BOTS, Count, Reason, make_bot
from wormlib.rummikub.rules import SEED
from wormlib.rummikub.state import GameState, initial_state
from wormlib.rummikub.tiles import JOKER, parse_tiles
from wormlib.rummikub.tournament import play_round

OTHER = "K1 K2"


def decide(name: str, state: GameState) -> tuple[object, str, dict[str, object]]:
    decision = make_bot(name).decide(state, random.Random(0))
    game.apply(state, decision.action)  # every decision is legal
    return decision.action, decision.reason.key, dict(decision.reason.values)


def test_unknown_bot_names_the_levels() -> None:
    with pytest.raises(UnknownBotError, match="beginner"):
        make_bot("grandmaster")
    assert list(BOTS) == ["beginner", "careful", "expert", "master"]


@pytest.mark.parametrize("name", ["beginner", "careful", "expert", "master"])
def test_without_an_opening_every_level_draws_and_says_how_far_it_is(
    position: Position, name: str
) -> None:
    state = position(f"R1 R2 R3 B9 / {OTHER}")  # 6 points: no opening
    action, key, values = decide(name, state)
    assert action == Draw() and key == "no_opening" and values == {"points": 6, "needed": 30}


@pytest.mark.parametrize("name", ["beginner", "careful", "expert", "master"])
def test_every_level_opens_with_30_and_goes_out_when_it_can(position: Position, name: str) -> None:
    action, key, values = decide(name, position(f"R10 B10 K10 R1 / {OTHER}"))
    assert isinstance(action, Lay) and key == "open" and values["points"] == 30
    action, key, _ = decide(name, position(f"Y4 Y5 Y6 / {OTHER}", opened="1 1"))
    assert isinstance(action, Lay) and key == "go_out"


def test_beginner_never_touches_the_table(position: Position) -> None:
    state = position(f"R4 B9 B10 B11 / {OTHER}", "R1 R2 R3", opened="1 1")
    action, key, _ = decide("beginner", state)
    assert isinstance(action, Lay) and key == "lay"
    assert action.table[0] == parse_tiles("R1 R2 R3") and action.laid == parse_tiles("B9 B10 B11")


def test_careful_adds_to_table_melds_but_does_not_rearrange(position: Position) -> None:
    state = position(f"R4 Y7 B6 / {OTHER}", "R1 R2 R3 | R7 B7 K7 | B4 B5 B6 B7 B8", opened="1 1")
    action, _, _ = decide("careful", state)
    assert isinstance(action, Lay)
    assert action.laid == parse_tiles("R4 Y7")
    assert action.table[0] == parse_tiles("R1 R2 R3 R4")
    assert Counter(action.table[1]) == Counter(parse_tiles("R7 B7 K7 Y7"))
    # B6 fits only by splitting B4..B8 into B4 B5 B6 | B6 B7 B8: careful keeps it
    assert parse_tiles("B4 B5 B6 B7 B8") in action.table


def test_expert_rearranges_where_careful_cannot(position: Position) -> None:
    # B6 fits only by splitting B4..B8 into B4 B5 B6 | B6 B7 B8
    state = position(f"B6 R1 / {OTHER}", "B4 B5 B6 B7 B8 | R7 Y7 K7", opened="1 1")
    careful, _, _ = decide("careful", state)
    expert, key, values = decide("expert", state)
    assert careful == Draw()
    assert isinstance(expert, Lay) and key == "lay" and values["tiles"] == 1


STUCK = "K5 Y8 B12 K13"  # with B9: too many stuck tiles for the master to wait (5)


def test_master_keeps_a_joker_that_adds_only_itself(position: Position) -> None:
    state = position(f"R1 R2 R3 J B9 {STUCK} / {OTHER}", opened="1 1")
    expert, _, _ = decide("expert", state)
    master, key, values = decide("master", state)
    assert isinstance(expert, Lay) and JOKER in expert.laid
    assert isinstance(master, Lay) and JOKER not in master.laid
    assert key == "keep_joker" and values == {"tiles": Count(3), "jokers": Count(1, "jokers")}


def test_master_lays_a_joker_that_lets_it_lay_more(position: Position) -> None:
    state = position(f"R1 R2 J B9 B10 B11 K13 Y5 K8 B4 R11 / {OTHER}", opened="1 1")
    master, key, _ = decide("master", state)
    assert isinstance(master, Lay) and JOKER in master.laid and key == "lay"


def test_master_goes_out_with_its_joker(position: Position) -> None:
    master, key, _ = decide("master", position(f"R1 R2 J / {OTHER}", opened="1 1"))
    assert isinstance(master, Lay) and key == "go_out"


def test_bots_are_deterministic_for_a_seed() -> None:
    bots = [make_bot("careful"), make_bot("expert")]
    a = play_round(bots, SEED, random.Random(4))
    b = play_round(bots, SEED, random.Random(4))
    assert a.actions == b.actions and len(a.actions) > 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_is_worded_by_the_engine_in_every_language(lang: str) -> None:
    """One design for both games: a key and its values, the sentence from wormlib/locale."""
    said = Reason("hold_back", (("tiles", 3), ("stuck", 2))).text(lang)
    assert said == Words(LOCALE).text(lang, "rummikub.bot.hold_back", tiles=3, stuck=2)
    rng, state, keys = random.Random(1), initial_state(4, SEED), set[str]()
    bots = [make_bot(name) for name in BOTS]
    while len(keys) < 4 and not game.is_terminal(state):
        player = game.current_player(state)
        if player == game.CHANCE:
            state = game.apply(state, game.sample_chance(state, rng))
            continue
        decision = bots[player].decide(state, rng)
        assert decision.reason.text(lang)  # its key and fields are in the catalog
        keys.add(decision.reason.key)
        state = game.apply(state, decision.action)
    assert len(keys) == 4


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        (
            "en",
            "It could lay 1 tile, but 1 tile would stay",
            "It could lay 2 tiles, but 2 tiles would",
        ),
        (
            "nl",
            "Hij kan 1 tegel leggen, maar dan blijft hij zitten met 1 tegel die",
            "met 2 tegels die",
        ),
        (
            "de",
            "Er könnte 1 Stein legen, aber 1 Stein würde er",
            "Er könnte 2 Steine legen, aber 2 Steine",
        ),
        (
            "fr",
            "Il pourrait poser 1 tuile, mais il resterait alors bloqué avec 1 tuile",
            "avec 2 tuiles",
        ),
    ],
)
def test_a_count_in_a_reason_takes_the_plural_of_its_number(lang: str, one: str, two: str) -> None:
    """The issue: "It could lay 1 tile(s)", and in Dutch, German and French a singular verb
    after a count ("2 blijft"). A count is worded with its unit; no verb agrees with it."""
    for n, said in ((1, one), (2, two)):
        text = Reason("hold_back", (("tiles", Count(n)), ("stuck", Count(n)))).text(lang)
        assert said in text and "(" not in text
    jokers = Reason("keep_joker", (("tiles", Count(3)), ("jokers", Count(1, "jokers"))))
    assert "1 joker" in jokers.text(lang).lower() and "(" not in jokers.text(lang)
