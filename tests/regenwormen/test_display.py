"""Rich display in notebooks: every repr is well-formed SVG or HTML and shows what it says."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from tests.wellformed import parse_html, text_of
from wormlib.core.errors import InvalidNotationError
from wormlib.core.i18n import percent
from wormlib.regenwormen import display, game, svg, tournament
from wormlib.regenwormen.actions import Dice, Keep, Roll, Take
from wormlib.regenwormen.dice import parse_dice
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.odds import odds, simulate_turns
from wormlib.regenwormen.solver import Context, advise, solve
from wormlib.regenwormen.state import initial_state

SVG = "{http://www.w3.org/2000/svg}"


def test_state_shows_as_the_table_picture() -> None:
    state = parse_position("m:21-24,26,28-29,31-35 x:36 s:25.27/30/- p:1 k:WW444 r:125")
    root = ET.fromstring(state._repr_svg_())
    assert root.tag == f"{SVG}svg"
    tiles = root.findall(f".//{SVG}g[@class='tile tile-27']")
    assert len(tiles) == 1  # the top of the first stack; the middle row has a slot for it
    turned = root.findall(f".//{SVG}g[@class='tile tile-36 turned']")
    assert len(turned) == 1
    dice = root.findall(f".//{SVG}g[@class]")
    faces = [g.get("class", "") for g in dice if g.get("class", "").startswith("die")]
    assert sorted(faces) == sorted(
        ["die face-4"] * 3 + ["die face-6"] * 2 + ["die face-1", "die face-2", "die face-5"]
    )


def test_a_throw_shows_its_dice() -> None:
    root = ET.fromstring(Dice(parse_dice("1125WWW"))._repr_svg_())
    classes = [g.get("class") or "" for g in root.iter(f"{SVG}g")]
    faces = [c for c in classes if c.startswith("die")]
    assert faces == ["die face-1"] * 2 + ["die face-2", "die face-5"] + ["die face-6"] * 3


def test_a_keep_shows_its_face_and_a_take_its_tile() -> None:
    die = ET.fromstring(Keep(6)._repr_svg_())
    assert [g.get("class") for g in die.iter(f"{SVG}g")][:2] == ["die face-6", "worm"]
    tile = ET.fromstring(Take(27)._repr_svg_())
    assert [g.get("class") for g in tile.iter(f"{SVG}g")][:1] == ["tile tile-27"]
    assert len(tile.findall(f".//{SVG}g[@class='worm']")) == 2


def test_a_turn_shows_kept_dice_and_the_roll() -> None:
    state = parse_position("m:21-36 x:- s:-/- p:0 k:WW444 r:125")
    checker = parse_html(state.turn._repr_html_())
    assert checker.tags.count("svg") == 2
    rolling = game.apply(parse_position("m:21-36 x:- s:-/- p:0 k:WW444 r:-"), Roll())
    assert "?" in text_of(rolling.turn._repr_html_())


def test_advice_table_lists_every_legal_action_best_first() -> None:
    state = parse_position("m:21-36 x:- s:-/- p:0 k:- r:11235WWW")
    advice = advise(state)
    text = text_of(advice._repr_html_())
    shown = [str(o.action) for o in advice.options]
    assert sorted(shown) == sorted(str(a) for a in game.legal_actions(state))
    positions = [text.index(action) for action in shown]
    assert positions == sorted(positions)
    assert text.index("keep W") < text.index("keep 1")  # the worked example's best keep first


def test_solution_shows_the_start_value_and_the_ends_chart() -> None:
    markup = solve(Context())._repr_html_()
    text = text_of(markup)
    assert "1.6447" in text  # docs/REFERENCE_NUMBERS.md: expected worms at the start, 1.64473
    root = ET.fromstring(markup[markup.index("<svg") : markup.index("</svg>") + 6])
    assert len(root.findall(f"{SVG}rect")) == 17  # 16 tiles and a bust


def test_tournament_report_shows_each_bot_with_its_interval() -> None:
    report = tournament.simulate(["careful", "random"], games=4, seed=3)
    text = text_of(report._repr_html_())
    for standing in report.standings:
        assert standing.bot in text
        assert percent(standing.interval[0], "en") in text


@pytest.mark.parametrize("lang", ["nl", "de", "fr"])
def test_tournament_report_speaks_the_lessons_language(lang: str) -> None:
    """A lesson's table in its own words and numbers (it was English in every lesson)."""
    report = tournament.simulate(["careful", "random"], games=4, seed=3, lang=lang)
    text = text_of(report._repr_html_())
    english = text_of(tournament.simulate(["careful", "random"], games=4, seed=3)._repr_html_())
    for word in ("wins", "worms per game", "turns that bust", "4 games", "official"):
        assert word in english and word not in text  # the rules' name too (issue 37)
    assert percent(report.standings[0].win_rate, lang) in text


def test_a_rule_set_of_ones_own_keeps_its_name() -> None:
    assert display.rules_name("official", "fr") == "officielles"
    assert display.rules_name("my-rules", "fr") == "my-rules"


def test_the_next_roll_is_written_with_the_languages_colon() -> None:
    """French puts a no-break space before a colon ("raté : 25,0 %"); it read "raté: 25,0 %"."""
    french = text_of(odds("WW444", lang="fr")._repr_html_())
    assert "le prochain lancer est raté\u00a0: " in french


def test_odds_report_in_both_languages() -> None:
    english = odds("WW444", roll="125", steal=[27])
    dutch = odds("WW444", roll="125", steal=[27], lang="nl")
    assert "set aside 1 × 5" in text_of(english._repr_html_())
    assert "leg 1 × 5 apart" in text_of(dutch._repr_html_())
    assert "verwachte wormen" in str(dutch) and "expected worms" in str(english)
    # a decimal comma in Dutch: 2/6 busts the next roll after keeping the 5
    assert "25,0%" in str(dutch) and "25.0%" in str(english)


def test_simulation_shows_sampled_beside_exact() -> None:
    turns = simulate_turns(odds("WW5555"), 50, seed=2)
    markup = turns._repr_html_()
    root = ET.fromstring(markup[markup.index("<svg") : markup.index("</svg>") + 6])
    green = [r for r in root.findall(f"{SVG}rect") if r.get("fill") == svg.SAMPLED]
    assert len(green) == len(turns.odds.ends)
    assert "50 turns played" in text_of(markup)


def test_outside_text_is_escaped_in_tables() -> None:
    markup = display._table(("<b>x</b>",), [("<script>alert(1)</script>",)])
    checker = parse_html(markup)
    assert "script" not in checker.tags and "b" not in checker.tags
    assert "<script>alert(1)</script>" in " ".join(checker.text)


def test_bars_need_one_value_per_label() -> None:
    with pytest.raises(InvalidNotationError, match="2 labels for 3 values"):
        svg.bars(["21", "bust"], [0.1, 0.2, 0.7])


def test_small_chances_never_read_as_zero() -> None:
    assert percent(0.0001, "en") == "<0.1%"
    assert percent(0.0001, "nl") == "<0,1%"
    assert percent(0.0, "en") == "0.0%"


def test_start_of_a_game_draws_every_tile_face_up() -> None:
    root = ET.fromstring(initial_state(3)._repr_svg_())
    up = [g for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("tile tile-")]
    assert len(up) == 16


def test_every_class_that_shows_itself_is_checked_here() -> None:
    """A new ``_repr_*_`` method needs a test above: this list is what they cover."""
    import importlib
    import pkgutil

    import wormlib

    covered = {
        "GameState", "Turn", "Dice", "Keep", "Take", "Advice", "Solution", "Report",
        "Odds", "Simulation", "Replay",
        "Die",  # Pig's, tests/pig/test_display.py
    }  # fmt: skip
    showing = set()
    for info in pkgutil.walk_packages(wormlib.__path__, "wormlib."):
        if info.name.endswith("__main__"):
            continue  # running it would start the command line
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            mine = isinstance(value, type) and value.__module__ == module.__name__
            if mine and {"_repr_svg_", "_repr_html_"} & set(vars(value)):
                showing.add(value.__name__)
    assert showing == covered
