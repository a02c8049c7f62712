"""The explorer for pupils on phones (issue 12, items 2 and 10): every count of the dice form
sits in one unwrapping row with the picture of its face, the charts fit a narrow screen, a
bust is explained with its dice, ties are not ranked, and the first view has real choices."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from streamlit.proto.Block_pb2 import Block as BlockProto
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Block, Element, Node

from tests.apptest import explorer, number, text
from wormlib.regenwormen.dice import FACES, face_symbol

ROOT = Path(__file__).resolve().parents[3]


def rows(node: Node) -> list[Block]:
    """Every horizontal flex block (a row) under node."""
    found: list[Block] = []
    if isinstance(node, Block):
        proto = getattr(node, "proto", None)
        flex = proto.flex_container if isinstance(proto, BlockProto) else None
        if flex is not None and flex.direction == flex.HORIZONTAL:
            found.append(node)
        for child in node.children.values():
            found.extend(rows(child))
    return found


def leaves(node: Node) -> list[Element]:
    if isinstance(node, Block):
        return [leaf for child in node.children.values() for leaf in leaves(child)]
    assert isinstance(node, Element)
    return [node]


def test_every_dice_count_sits_in_one_row_with_the_picture_of_its_face() -> None:
    """Issue 12.2: on a phone the counts stacked under six dice without visible labels."""
    at = explorer({"kept": "WW4", "roll": "11235"})
    for face in FACES:
        keys = {f"explorer.kept.{face}", f"explorer.roll.{face}"}
        around = [r for r in rows(at._tree) if keys <= {getattr(e, "key", None) for e in leaves(r)}]
        row = around[-1]  # the innermost: the form and the results are columns too (issue 22)
        assert not row.proto.flex_container.wrap  # a phone keeps the row in one line
        pictures = " ".join(e.value for e in leaves(row) if e.type == "markdown")
        die = text("common.pic_die", face=face_symbol(face))
        assert f'aria-label="{die}"' in pictures
        for key in keys:
            label = at.number_input(key=key).proto.label
            assert label.endswith(face_symbol(face) if face < 6 else text("explorer.worm"))


def test_the_dice_form_names_its_columns_above_the_counts() -> None:
    at = explorer({"kept": "WW4", "roll": "11235"}, locale="nl-NL")
    header = [
        e.value
        for r in rows(at._tree)
        for e in leaves(r)
        if e.type == "markdown" and "<svg" not in e.value
    ]
    assert f"**{text('explorer.kept', 'nl')}**" in header
    assert f"**{text('explorer.roll', 'nl')}**" in header


def chart(at: AppTest, n: int) -> dict[str, Any]:
    spec: dict[str, Any] = json.loads(at.get("plotly_chart")[n].proto.spec)
    return spec


def test_a_bust_roll_is_a_moment_with_its_dice_not_an_error() -> None:
    """Issue 12.10: the roll 4 4 4 4 W after setting aside 4 W W busts; say so and show it."""
    at = explorer({"kept": "WW4", "roll": "4444W", "own": "25"})
    assert not at.exception and not at.error
    assert at.subheader[0].value == f"💥 {text('explorer.bust_h')}"
    shown = "\n".join(m.value for m in at.markdown)
    assert 'aria-label="Dice: 4 4 4 4 W"' in shown  # the busting roll, drawn
    assert 'aria-label="Dice: 4 W W"' in shown  # and what was set aside
    assert text("explorer.bust_why", faces="the 4s and the worm") in shown  # one worm shows
    # the rulebook: 5 dice with 2 faces used bust with (2/6)**5 = 1/243; the top tile goes
    # back and the highest face-up tile, 36, is turned
    assert "about 1 in 243" in shown
    assert text("explorer.bust_back_turned", tile=25, turned=36) in shown
    at.button(key="explorer.bust_before").click().run()
    assert at.toggle(key="explorer.rolled").value is False
    assert "roll" not in at.query_params and at.get("plotly_chart")


def test_a_bust_without_a_tile_turns_only_the_highest() -> None:
    at = explorer({"kept": "WW4", "roll": "44W44", "middle": "21-35"}, locale="nl-NL")
    shown = "\n".join(m.value for m in at.markdown)
    assert text("explorer.bust_turned", "nl", turned=35) in shown
    assert text("explorer.bust_why", "nl", faces="de vieren en de worm") in shown


def test_equally_good_choices_are_not_ranked() -> None:
    """Goal 'any tile' with 25 and a worm set aside: every keep of 1, 2 or 3 makes a tile."""
    at = explorer({"kept": "WWW55", "roll": "123", "goal": "tile"})
    (bars,) = chart(at, 0)["data"]
    assert bars["x"] == [1.0, 1.0, 1.0]
    assert len(set(bars["marker"]["color"])) == 1  # all in the colour of the best
    assert all(label.startswith("★") for label in bars["text"])
    shown = "\n".join(m.value for m in at.markdown)
    assert "Equally good: **" in shown
    assert "Next best" not in shown


def test_a_clear_best_choice_is_still_named_best_and_next_best() -> None:
    at = explorer({"roll": "11235WWW"})
    (bars,) = chart(at, 0)["data"]
    assert sum(label.startswith("★") for label in bars["text"]) == 1
    shown = "\n".join(m.value for m in at.markdown)
    assert "Next best: Set aside 1 × 3. Worms on average: 1.20." in shown


def test_the_first_view_is_a_roll_with_real_choices() -> None:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60).run()
    at.switch_page("pages/explorer.py").run()
    assert not at.exception and not at.error
    assert at.toggle(key="explorer.rolled").value is True
    assert sum(number(at, f"explorer.roll.{f}") for f in FACES) == 8
    (bars,) = chart(at, 0)["data"]
    assert len(set(bars["x"])) >= 3  # several choices, worth different amounts
    assert "roll" in at.query_params  # and the link says so


def test_a_thousand_is_written_the_way_of_the_session() -> None:
    dutch = explorer({"kept": "WW444"}, locale="nl-NL")
    assert dutch.button(key="explorer.simulate").label == "Simuleer 1.000 beurten"
    assert "1.000 keer" in dutch.caption[-1].value
    assert chart(dutch, 1)["layout"]["separators"] == ",."  # Plotly writes 1.000 on axes
    at = explorer({"kept": "WW444"})
    at.button(key="explorer.simulate").click().run()
    assert any(m.value.startswith("In 1,000 simulated turns") for m in at.markdown)
    running = chart(at, 3)
    assert running["layout"]["separators"] == ".,"
    assert running["layout"]["xaxis"]["tickformat"] == ",d"  # 1,000 / 1.000 on the axis


def test_the_charts_fit_a_phone() -> None:
    """Issue 12.10: labels of 17 upright bars overlapped and were cut off at 390 px; the
    legend sat over the lines; the turns axis was logarithmic without a word why."""
    at = explorer({"kept": "WW444"})
    (ends,) = chart(at, 1)["data"]
    assert ends["orientation"] == "h" and ends["cliponaxis"] is False
    layout = chart(at, 1)["layout"]
    assert layout["xaxis"]["range"][1] > max(ends["x"])  # room for the labels
    at.button(key="explorer.simulate").click().run()
    running = chart(at, 3)["layout"]
    assert running["xaxis"].get("type") in (None, "linear")
    assert (running["legend"]["yref"], running["legend"]["y"]) == ("container", 0)


def test_a_bust_names_each_face_as_often_as_it_shows() -> None:
    """One die of a face is 'the worm', two are 'the worms' (in every language's grammar)."""
    at = explorer({"kept": "W44", "roll": "WWWW4", "own": "25"}, locale="nl-NL")
    shown = "\n".join(m.value for m in at.markdown)
    assert text("explorer.bust_why", "nl", faces="de vier en de wormen") in shown
