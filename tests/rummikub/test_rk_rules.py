"""Rule sets: named variants, combining them, names that parse back."""

from __future__ import annotations

import pytest

from wormlib.core.errors import RulesError
from wormlib.rummikub.rules import SEED, VARIANTS, Rules, parse_rules


def test_seed_defaults_follow_the_seed_text() -> None:
    assert Rules() == SEED
    assert SEED.opening_points == 30 and not SEED.joker_in_opening
    assert not SEED.table_after_opening and not SEED.wrap_13_1 and SEED.turn_seconds is None
    assert SEED.name == "seed" and parse_rules("seed") == SEED


def test_variants_combine_with_commas() -> None:
    rules = parse_rules("joker-in-opening, opening-25")
    assert rules == Rules(joker_in_opening=True, opening_points=25)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_variant_name_parses_back(name: str) -> None:
    assert parse_rules(parse_rules(name).name) == parse_rules(name)


def test_timer_60_and_its_penalty() -> None:
    assert parse_rules("timer-60").turn_seconds == 60
    assert parse_rules("timer-60,penalty-3").timeout_penalty == 3


@pytest.mark.parametrize("text", ["", "chess", "opening-0", "opening-99", "timer-5", "x" * 300])
def test_unknown_rules_are_refused(text: str) -> None:
    with pytest.raises(RulesError):
        parse_rules(text)


def test_players_2_to_4() -> None:
    SEED.check_players(2)
    SEED.check_players(4)
    for n in (1, 5):
        with pytest.raises(RulesError):
            SEED.check_players(n)
