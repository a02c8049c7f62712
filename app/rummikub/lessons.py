"""The Rummikub lessons: each notebook per language and the best-move position it opens."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from math import comb

from app.common.lessons import Lesson, Moment, Suggested
from app.common.once import shared
from app.rummikub.class_poll import GAME
from app.rummikub.situation import Situation, to_query
from app.rummikub.worksheets import SHEETS
from wormlib import wilson_interval
from wormlib.rummikub import check_meld, tile
from wormlib.rummikub.melds import is_valid_meld, table_value
from wormlib.rummikub.rules import parse_rules
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.tiles import parse_tiles

#: The lesson's first hand: it opens with the red run 10-11-12.
HAND = "R10 R11 R12 B2 B5 B9 Y1 Y4 Y7 Y13 K3 K6 K8 K13"
#: The share of one million 14-tile hands without jokers that can open, as published
#: (logancostello/Rummikub-Simulation; docs/REFERENCE_NUMBERS.md): the lesson compares with it.
PUBLISHED = 0.349
#: The notebook's hand B (cell "Three hands, four rule sets"): 25 points, so it opens only
#: when an opening needs 25 points.
HAND_B = "R1 R2 R3 R4 B5 Y5 K5 B8 B11 Y9 Y12 K2 K7 K13"


def _ask(number: int, hand: str, rules: str = "seed") -> Moment:
    """Class question ``number`` of the lesson: the best-move page at this hand, not opened."""
    s = Situation(parse_tiles(hand), opened=False, rules=parse_rules(rules))
    return Moment("pages/rummikub-best.py", to_query(s), f"lessons.opening.q{number}")


def _melds_of_three(points: int) -> int:
    """How many different melds of 3 tiles are worth at least ``points``."""
    kinds = [tile(colour, n) for colour in range(4) for n in range(1, 14)]
    return sum(
        1
        for three in combinations(kinds, 3)
        if is_valid_meld(three) and check_meld(three).value >= points
    )


@shared(None)
def _opening_figures() -> Mapping[str, float]:
    """The numbers of the lesson's teacher's guide (docs/guides/), as the lesson computes them,
    once per server (pure values, the same for everyone)."""
    move = best_move(parse_tiles(HAND), (), opened=False)
    melds_30, melds_25 = _melds_of_three(30), _melds_of_three(25)
    hands = comb(104, 3)
    low, high = wilson_interval(round(PUBLISHED * 500), 500)
    return {
        "hand_points": table_value(move.table),
        "melds_30": melds_30,
        "hands_30": melds_30 * 8,
        "hands_3": hands,
        "share_30": melds_30 * 8 / hands,
        "one_in": hands / (melds_30 * 8),
        "melds_25": melds_25,
        "hands_25": melds_25 * 8,
        "share_25": melds_25 * 8 / hands,
        "hands_14": comb(104, 14),
        "joker": 1 - comb(104, 14) / comb(106, 14),
        "published": PUBLISHED,
        "width_500": high - low,
    }


#: The lesson's class questions, in the order of its guide (the first is its link).
OPENING_PLAN = (_ask(1, HAND), _ask(2, HAND_B), _ask(3, HAND_B, "opening-25"))

LESSONS = (
    Lesson(
        "opening",
        {
            "en": "5_can_i_open.ipynb",
            "nl": "5_kan_ik_openen.ipynb",
            "de": "5_kann_ich_auslegen.ipynb",
            "fr": "5_premiere_pose.ipynb",
        },
        OPENING_PLAN[0].link("lessons.explore_best"),
        _opening_figures,
        SHEETS["opening"],
        OPENING_PLAN,
        Suggested(GAME, "careful"),
    ),
)
