"""The Regenwormen lessons: each notebook per language and the explorer moment it opens."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import numpy as np

from app.common.lessons import Lesson, Link, Moment, Suggested
from app.common.once import shared
from app.regenwormen.class_poll import GAME
from app.regenwormen.situation import Situation, to_query
from app.regenwormen.worksheets import SHEETS, calibration
from wormlib import odds, replay, simulate_turns, wilson_interval, win_chances
from wormlib.regenwormen.dice import parse_dice
from wormlib.regenwormen.winprob import fitted_to

#: The bots lesson's replayed game, and the turns whose start it asks the model about
#: (``.turns()[18]`` and ``.turns()[2]`` in its cells).
SAMPLE_GAME = Path(__file__).resolve().parents[2] / "examples" / "sample_game.json"
HALFWAY, EARLY = 18, 2


def _explore(moment: Moment) -> Link:
    """The lesson's link: the explorer at its first class question."""
    return moment.link("lessons.explore")


def _ask(lesson: str, number: int, kept: str = "", roll: str | None = None) -> Moment:
    """Class question ``number`` of a lesson: the explorer at these dice."""
    s = Situation(kept=parse_dice(kept), roll=None if roll is None else parse_dice(roll))
    return Moment("pages/explorer.py", to_query(s), f"lessons.{lesson}.q{number}")


def _values(kept: str = "", roll: str | None = None, **context: int) -> dict[str, float]:
    """Each choice's expected worms, by its notation: ``{"take 30": 3.0, "roll": 1.67}``."""
    return {str(o.action): o.value for o in odds(kept, roll, **context).options}  # type: ignore[arg-type]


# The numbers of each lesson's teacher's guide (docs/guides/), as the lesson computes them;
# each is computed once per server (pure values, the same for everyone), also when a class
# opens the guides at the same moment.


def _bust(kept: str) -> float:
    """The chance that the next roll busts, with these dice set aside (and none showing)."""
    chance = odds(kept).bust_next_roll
    assert chance is not None, kept  # no roll shows, so the next one is still to come
    return chance


@shared(None)
def _odds_figures() -> Mapping[str, float]:
    first, second = _bust("55WW"), _bust("455WW")
    return {
        "bust": _bust("WW444"),
        "ex1": _bust("WWW555"),
        "one_die": _bust("WW11234"),
        "four_dice": _bust("WW54"),
        "first_bust": first,
        "second_bust": second,
        "tree_ok": (1 - first) * (1 - second),
        "tree_bust": 1 - (1 - first) * (1 - second),
    }


@shared(None)
def _value_figures() -> Mapping[str, float]:
    stop_or_roll = _values("WWW4443")
    own_tile = _values("WWW4443", own_top=25)
    ex1 = _values("WW55544")
    first = _values(roll="11235WWW")
    twos = _values(roll="22222255")
    ex3 = _values(roll="5555WW12")
    return {
        "stop": stop_or_roll["take 30"],
        "roll": stop_or_roll["roll"],
        "own_tile_roll": own_tile["roll"],
        "ex1_stop": ex1["take 33"],
        "ex1_roll": ex1["roll"],
        "keep_w": first["keep W"],
        "keep_3": first["keep 3"],
        "keep_5": first["keep 5"],
        "twos_2": twos["keep 2"],
        "twos_5": twos["keep 5"],
        "ex3_5": ex3["keep 5"],
        "ex3_w": ex3["keep W"],
    }


@shared(None)
def _simulate_figures() -> Mapping[str, float]:
    moment = odds("WW444")
    spread = float(np.std([simulate_turns(moment, 100, seed=s).mean for s in range(100)]))
    return {
        "exact": moment.value,
        "bust_turn": moment.bust_chance,
        "spread_100": spread,
        "spread_400": spread / 2,
    }


@shared(None)
def _bots_figures() -> Mapping[str, float]:
    low_10, high_10 = wilson_interval(6, 10)
    low_1000, high_1000 = wilson_interval(600, 1_000)
    low_20, high_20 = wilson_interval(12, 20)
    return {
        "roll": _values("WW5555")["roll"],
        "stop": _values("WW5555")["take 30"],
        "low_10": low_10,
        "high_10": high_10,
        "low_1000": low_1000,
        "high_1000": high_1000,
        "width_20": high_20 - low_20,
        **_who_wins_figures(),
    }


def _who_wins_figures() -> dict[str, float]:
    """The part "Who will win?": the model's chances for Ann, Bram and Cor halfway through
    the replayed game and early in it, what it was fitted to, and its calibration."""
    turns = replay(SAMPLE_GAME).turns()
    half, early = win_chances(turns[HALFWAY].before), win_chances(turns[EARLY].before)
    games, positions = fitted_to()
    check = calibration()  # the worksheet's too: played once per server
    return {
        **{f"half_{name}": p for name, p in zip(("ann", "bram", "cor"), half, strict=True)},
        **{f"early_{name}": p for name, p in zip(("ann", "bram", "cor"), early, strict=True)},
        "fitted_games": games,
        "fitted_positions": positions,
        "cal_games": check.games,
        "cal_positions": check.positions,
        "cal_gap_points": 100 * check.gap,
        "cal_lowest": check.bins[0].predicted,
        "cal_highest": check.bins[-1].predicted,
    }


#: Each lesson's class questions, in the order of its guide (the first is its link).
ODDS_PLAN = (_ask("odds", 1, "WW444"), _ask("odds", 2, "WWW555"), _ask("odds", 3, "WW11234"))
VALUE_PLAN = (
    _ask("value", 1, "WWW4443"),
    _ask("value", 2, roll="11235WWW"),
    _ask("value", 3, roll="5555WW12"),
)
SIMULATE_PLAN = (_ask("simulate", 1, "WW444"), _ask("simulate", 2, "WW444", "115"))
BOTS_PLAN = (_ask("bots", 1, "WW5555"), _ask("bots", 2, "WW444"))

LESSONS = (
    Lesson(
        "odds",
        {
            "en": "1_what_are_the_odds.ipynb",
            "nl": "1_hoe_groot_is_de_kans.ipynb",
            "de": "1_wie_wahrscheinlich.ipynb",
            "fr": "1_quelle_probabilite.ipynb",
        },
        _explore(ODDS_PLAN[0]),
        _odds_figures,
        SHEETS["odds"],
        ODDS_PLAN,
        Suggested(GAME, "careful"),
    ),
    Lesson(
        "value",
        {
            "en": "2_expected_value.ipynb",
            "nl": "2_verwachtingswaarde.ipynb",
            "de": "2_erwartungswert.ipynb",
            "fr": "2_esperance.ipynb",
        },
        _explore(VALUE_PLAN[0]),
        _value_figures,
        SHEETS["value"],
        VALUE_PLAN,
        Suggested(GAME, "rule-of-thumb"),
    ),
    Lesson(
        "simulate",
        {
            "en": "3_simulate_or_compute.ipynb",
            "nl": "3_simuleren_of_uitrekenen.ipynb",
            "de": "3_simulieren_oder_berechnen.ipynb",
            "fr": "3_simuler_ou_calculer.ipynb",
        },
        _explore(SIMULATE_PLAN[0]),
        _simulate_figures,
        SHEETS["simulate"],
        SIMULATE_PLAN,
        Suggested(GAME, "expert"),
    ),
    Lesson(
        "bots",
        {
            "en": "4_bots_against_each_other.ipynb",
            "nl": "4_bots_tegen_elkaar.ipynb",
            "de": "4_bots_gegeneinander.ipynb",
            "fr": "4_bots_contre_bots.ipynb",
        },
        _explore(BOTS_PLAN[0]),
        _bots_figures,
        SHEETS["bots"],
        BOTS_PLAN,
        Suggested(GAME, "expert"),
    ),
)
