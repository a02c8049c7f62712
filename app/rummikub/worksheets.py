"""The Rummikub lesson's worksheet ("Can I open?"): its racks drawn by the engine and the
solver's answers, as questions (app/common/worksheet.py prints them; the words are in
app/locale/worksheets/<lang>.toml).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import combinations
from math import comb

from app.common.worksheet import Cell, Question, yes_no
from wormlib.core.i18n import number, percent
from wormlib.rummikub import svg
from wormlib.rummikub.melds import check_meld, is_valid_meld, table_value
from wormlib.rummikub.rules import parse_rules
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.tiles import COPIES, NUMBERS, TOTAL_TILES, Tile, parse_tiles, tile, tiles_str

TILE = 30  # a tile's width on paper, in CSS pixels (8 mm)
HANDS = {
    "A": "R10 R11 R12 B2 B5 B9 Y1 Y4 Y7 Y13 K3 K6 K8 K13",
    "B": "R1 R2 R3 R4 B5 Y5 K5 B8 B11 Y9 Y12 K2 K7 K13",
    "C": "R1 R2 R3 R4 B5 Y5 K5 B8 B11 Y9 Y12 K2 K7 J",
}
#: Tiles the words of question "rules" name, written with the reader's colour letters.
WORDS_TILES = {"run": "R1 R2 R3 R4", "group": "B5 Y5 K5", "swap": "K13", "stand": "R5"}
RULES = ("seed", "joker-in-opening", "opening-25", "opening-20")
NUMBERED = TOTAL_TILES - COPIES  # the 104 tiles without the jokers


def can_open(hand: str, rules: str = "seed") -> bool:
    """The solver's answer: can this rack make the opening under these rules?"""
    move = best_move(parse_tiles(hand), (), opened=False, rules=parse_rules(rules))
    return move.opening_possible


def big_melds(points: int) -> tuple[tuple[Tile, ...], ...]:
    """Every meld of 3 different tiles worth at least ``points``, as the engine judges them."""
    kinds = [tile(colour, n) for colour in range(4) for n in NUMBERS]
    return tuple(
        three
        for three in combinations(kinds, 3)
        if is_valid_meld(three) and check_meld(three).value >= points
    )


def _rack(hand: str) -> str:
    return svg.tiles(parse_tiles(hand), size=TILE, per_row=7)


def _three(points: int, lang: str) -> Question:
    melds = len(big_melds(points))
    hands = melds * COPIES**3
    share = hands / comb(NUMBERED, 3)
    return Question(
        f"three{points}",
        {
            "melds": str(melds),
            "hands": number(hands, lang, 0),
            "all": number(comb(NUMBERED, 3), lang, 0),
            "share": percent(share, lang, 2),
        },
        {"melds": melds, "share": share},
        lines=3,
    )


def opening_sheet(lang: str) -> tuple[Question, ...]:
    hand = parse_tiles(HANDS["A"])
    move = best_move(hand, (), opened=False)
    answers = {f"{h} {r}": can_open(HANDS[h], r) for h in HANDS for r in RULES}
    no_joker = comb(NUMBERED, 14) / comb(TOTAL_TILES, 14)
    return (
        Question(
            "hand",
            {"laid": tiles_str(move.laid, lang), "points": str(table_value(move.table))},
            {"opens": move.opening_possible, "points": table_value(move.table)},
            (("A", _rack(HANDS["A"])),),
            key_pictures=(("", svg.table(move.table, size=TILE)),),
            lines=2,
        ),
        _three(30, lang),
        _three(25, lang),
        Question(
            "rules",
            {name: tiles_str(parse_tiles(tiles), lang) for name, tiles in WORDS_TILES.items()},
            answers={k: v for k, v in answers.items()},
            pictures=(("B", _rack(HANDS["B"])), ("C", _rack(HANDS["C"]))),
            rows=tuple(
                (
                    Cell(f"{{{r.replace('-', '_')}}}"),
                    *(Cell(yes_no(answers[f"{h} {r}"], lang), blank=True) for h in HANDS),
                )
                for r in RULES
            ),
            lines=1,
        ),
        Question(
            "joker",
            {"p": percent(1 - no_joker, lang)},
            {"joker": 1 - no_joker},
        ),
    )


SHEETS: Mapping[str, Callable[[str], tuple[Question, ...]]] = {"opening": opening_sheet}
