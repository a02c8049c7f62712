"""The Regenwormen lessons: each notebook per language and the explorer moment it opens."""

from __future__ import annotations

from app.common.lessons import Lesson, Link
from app.regenwormen.situation import Situation, to_query
from wormlib.regenwormen.dice import parse_dice


def _explore(kept: str) -> Link:
    """The explorer with these dice set aside and no roll showing."""
    return Link("pages/explorer.py", "lessons.explore", to_query(Situation(kept=parse_dice(kept))))


LESSONS = (
    Lesson(
        "odds",
        {
            "en": "1_what_are_the_odds.ipynb",
            "nl": "1_hoe_groot_is_de_kans.ipynb",
            "de": "1_wie_wahrscheinlich.ipynb",
            "fr": "1_quelle_probabilite.ipynb",
        },
        _explore("WW444"),
    ),
    Lesson(
        "value",
        {
            "en": "2_expected_value.ipynb",
            "nl": "2_verwachtingswaarde.ipynb",
            "de": "2_erwartungswert.ipynb",
            "fr": "2_esperance.ipynb",
        },
        _explore("WWW4443"),
    ),
    Lesson(
        "simulate",
        {
            "en": "3_simulate_or_compute.ipynb",
            "nl": "3_simuleren_of_uitrekenen.ipynb",
            "de": "3_simulieren_oder_berechnen.ipynb",
            "fr": "3_simuler_ou_calculer.ipynb",
        },
        _explore("WW444"),
    ),
    Lesson(
        "bots",
        {
            "en": "4_bots_against_each_other.ipynb",
            "nl": "4_bots_tegen_elkaar.ipynb",
            "de": "4_bots_gegeneinander.ipynb",
            "fr": "4_bots_contre_bots.ipynb",
        },
        _explore("WW5555"),
    ),
)
