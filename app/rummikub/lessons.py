"""The Rummikub lessons: each notebook per language and the best-move position it opens."""

from __future__ import annotations

from app.common.lessons import Lesson, Link
from app.rummikub.situation import Situation, to_query
from wormlib.rummikub.tiles import parse_tiles

LESSONS = (
    Lesson(
        "opening",
        {
            "en": "5_can_i_open.ipynb",
            "nl": "5_kan_ik_openen.ipynb",
            "de": "5_kann_ich_auslegen.ipynb",
            "fr": "5_premiere_pose.ipynb",
        },
        Link(
            "pages/rummikub-best.py",
            "lessons.explore_best",
            to_query(
                Situation(
                    parse_tiles("R10 R11 R12 B2 B5 B9 Y1 Y4 Y7 Y13 K3 K6 K8 K13"), opened=False
                )
            ),
        ),
    ),
)
