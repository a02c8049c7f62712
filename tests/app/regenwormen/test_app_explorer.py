"""The probability explorer: its link format, its numbers against the solver, its page."""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from app.common.i18n import CATALOG, WORDS
from app.common.links import SituationError
from app.common.markup import echo
from app.regenwormen import explorer_state as state
from app.regenwormen import explorer_words as words
from app.regenwormen.explore import after_best_keep, bust_grid, report, simulate
from app.regenwormen.situation import Situation, from_query, read_link, to_query
from tests.apptest import en, explorer, number, picked
from wormlib.regenwormen.actions import Take
from wormlib.regenwormen.dice import parse_dice
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import SHORT_POT, TWO_PLAYERS
from wormlib.regenwormen.solver import Context, advise, solve

ROOT = Path(__file__).resolve().parents[3]

# REFERENCE_NUMBERS.md: first roll 1 1 2 3 5 W W W, expected worms (bust = 0) of each keep.
WORKED_EXAMPLE = {
    "Set aside 3 × worm": 2.127968,
    "Set aside 1 × 3": 1.200205,
    "Set aside 1 × 2": 1.168626,
    "Set aside 1 × 5": 1.122053,
    "Set aside 2 × 1": 0.737978,
}


def chart(at: AppTest, n: int) -> list[dict[str, Any]]:
    """The traces of the n-th Plotly chart on the page."""
    data: list[dict[str, Any]] = json.loads(at.get("plotly_chart")[n].proto.spec)["data"]
    return data


# --- the link -------------------------------------------------------------------------------


def test_the_default_situation_has_an_empty_link() -> None:
    assert to_query(Situation()) == {}
    assert from_query({}) == Situation()


def test_a_link_names_only_what_differs_from_the_default() -> None:
    situation = Situation(
        kept=parse_dice("WW444"),
        roll=parse_dice("125"),
        middle=(21, 22, 23, 30),
        steal=(27,),
        own_top=25,
        objective="target",
        target=30,
        exact=True,
        rules=SHORT_POT,
    )
    query = to_query(situation)
    assert query == {
        "kept": "444WW",
        "roll": "125",
        "middle": "21-23,30",
        "steal": "27",
        "own": "25",
        "goal": "target",
        "target": "30",
        "exact": "1",
        "rules": "short-pot",
    }
    assert from_query(query) == situation


def test_without_middle_every_tile_not_on_a_stack_lies_in_the_middle() -> None:
    situation = from_query({"steal": "27,30", "own": "22"})
    assert situation.middle == tuple(t for t in range(21, 37) if t not in (22, 27, 30))
    assert to_query(situation) == {"steal": "27,30", "own": "22"}
    assert from_query({"rules": "short-pot"}).middle == SHORT_POT.tiles


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("kept", "WX"),
        ("kept", "WWWWWWWWW"),
        ("middle", "20-22"),
        ("own", "21,22"),
        ("goal", "fame"),
        ("target", "thirty"),
        ("exact", "yes"),
        ("rules", "anything-goes"),
    ],
)
def test_a_bad_link_names_the_parameter(name: str, value: str) -> None:
    with pytest.raises(SituationError) as caught:
        from_query({name: value})
    assert caught.value.key == "explorer.err_link"
    assert caught.value.fields == {"name": name, "value": value}


@pytest.mark.parametrize(
    "query",
    [
        {"goal": "target", "target": "50"},
        {"rules": "short-pot", "steal": "35"},
        {"rules": "two-players", "own": "36"},
        {"rules": "short-pot", "middle": "21-36"},
    ],
)
def test_a_link_the_form_cannot_show_names_the_parameter(query: dict[str, str]) -> None:
    """The form's widgets would drop such a value without a word (a target of 50 became 21)."""
    name = next(n for n in query if n not in ("goal", "rules"))
    with pytest.raises(SituationError) as caught:
        from_query(query)
    assert caught.value.fields == {"name": name, "value": query[name]}
    at = explorer(query)
    shown = en("explorer.err_link", name=name, value=echo(query[name]))
    assert [w.value for w in at.warning] == [shown]


def test_an_empty_roll_in_a_link_means_no_roll() -> None:
    situation, ignored = read_link({"kept": "WW444", "roll": ""})
    assert (situation.roll, ignored) == (None, {})
    at = explorer({"kept": "WW444", "roll": ""})
    assert not at.exception and not at.error and not at.warning
    assert at.toggle(key="explorer.rolled").value is False


def test_one_bad_part_of_a_link_leaves_out_only_that_part() -> None:
    query = {"kept": "WW444", "roll": "125", "steal": "27,99"}
    situation, ignored = read_link(query)
    assert ignored == {"steal": "27,99"}
    assert situation == from_query({"kept": "WW444", "roll": "125"})
    at = explorer(query)
    assert not at.exception and not at.error
    assert [w.value for w in at.warning] == [
        en("explorer.err_link", name="steal", value=echo("27,99"))
    ]
    assert at.number_input(key="explorer.kept.4").value == 3  # the valid parts are shown
    assert at.toggle(key="explorer.rolled").value is True
    assert at.button_group(key="explorer.steal").value == []
    assert at.query_params["roll"] == "125" and "steal" not in at.query_params


def test_every_bad_part_is_named_and_a_long_one_is_cut() -> None:
    query = {"kept": "WQ", "goal": "fame", "target": "9" * 5000, "rules": "short-pot"}
    situation, ignored = read_link({**query, "goal": "target"})
    assert set(ignored) == {"kept", "target"} and situation.rules.name == "short-pot"
    at = explorer(query)
    assert not at.exception
    warnings = [w.value for w in at.warning]
    assert len(warnings) == 3
    assert all(len(w) < 250 for w in warnings)  # 5,000 nines are not echoed


@pytest.mark.parametrize(
    ("situation", "key"),
    [
        (Situation(kept=parse_dice("WW4444"), roll=parse_dice("1234")), "err_too_many_dice"),
        (Situation(kept=parse_dice("WW444"), roll=parse_dice("12")), "err_roll_size"),
        (Situation(kept=parse_dice("WW44445"), roll=parse_dice("W")), "err_bust_roll"),
        (Situation(kept=parse_dice("WW444555"), roll=(0, 0, 0, 0, 0, 0)), "err_no_dice_left"),
        (Situation(middle=(21, 22), steal=(22,)), "err_tile_twice"),
        (Situation(middle=(21, 35), rules=SHORT_POT), "err_tile_not_used"),
        (Situation(middle=()), "err_no_middle"),
        (Situation(middle=(21,), steal=(22, 23), rules=TWO_PLAYERS), "err_opponents"),
        (Situation(target=41), "err_target"),
    ],
)
def test_impossible_situations_say_why(situation: Situation, key: str) -> None:
    with pytest.raises(SituationError) as caught:
        situation.check()
    assert caught.value.key == f"explorer.{key}"
    text = CATALOG[caught.value.key]["en"]
    wanted = {name for _, name, _, _ in string.Formatter().parse(text) if name}
    assert set(caught.value.fields) == wanted  # the message can be filled in


def test_a_roll_may_show_faces_already_set_aside() -> None:
    Situation(kept=parse_dice("WW"), roll=parse_dice("114WWW")).check()


# --- the numbers ----------------------------------------------------------------------------


def test_the_report_is_the_solver_on_the_same_position() -> None:
    situation = from_query({"kept": "WW444", "roll": "125", "steal": "27", "own": "22"})
    state = parse_position("m:21,23-26,28-36 x:- s:22/27 p:0 k:WW444 r:125")
    expected = advise(state, "worms")
    got = report(situation)
    assert [(o.action, o.value, o.bust_chance) for o in got.options] == [
        (o.action, o.value, o.bust_chance) for o in expected.options
    ]
    solution = solve(Context.from_state(state))
    assert got.ends == solution.end_distribution(state.turn.kept, state.turn.roll)
    assert state.turn.roll is not None
    assert (
        got.bust_next_roll
        == solution.keep_choices(state.turn.kept, state.turn.roll)[0].bust_next_roll
    )


def test_stopping_now_takes_the_best_tile() -> None:
    assert report(from_query({"kept": "WW444"})).take_now == 22
    assert report(from_query({"kept": "WW444", "steal": "22"})).take_now == 22  # a steal
    assert report(from_query({"kept": "4444"})).take_now is None  # no worm


def test_the_bust_grid_is_k_sixths_to_the_n() -> None:
    grid = bust_grid()
    assert grid[3][1] == pytest.approx((3 / 6) ** 2)
    assert grid[5][0] == pytest.approx(5 / 6)
    assert grid[0][7] == 0.0  # the first roll
    assert grid[0][6] is None and grid[5][3] is None  # no turn gets there


def test_a_simulation_is_repeatable_and_close_to_the_exact_values() -> None:
    situation = from_query({"kept": "W"})
    first, again = simulate(situation, seed=7), simulate(situation, seed=7)
    assert first == again
    assert len(first.values) == 1000
    exact = report(situation)
    mean = sum(first.values) / len(first.values)
    assert mean == pytest.approx(exact.best.value, abs=0.2)  # about 5 standard errors
    assert first.share(None) == pytest.approx(exact.ends[None], abs=0.07)
    assert simulate(situation, seed=8) != first


# --- the page -------------------------------------------------------------------------------


def test_the_page_shows_the_solver_numbers_for_the_worked_example() -> None:
    at = explorer({"roll": "11235WWW"})
    assert not at.exception
    bars = chart(at, 0)[0]
    shown = dict(zip(bars["y"], bars["x"], strict=True))
    assert shown == pytest.approx(WORKED_EXAMPLE, abs=1e-6)
    assert bars["y"][0] == "Set aside 3 × worm"  # best first
    best = report(from_query({"roll": "11235WWW"})).best
    assert [m.value for m in at.metric][1:] == [f"{best.bust_chance:.1%}", f"{best.value:.2f}"]
    said = en("explorer.say_best_then", choice="Set aside 3 × worm", then="roll on")
    assert any(said in m.value for m in at.markdown)


def test_the_best_choice_says_what_comes_after_setting_dice_aside() -> None:
    """Issue 22 (5): "Best choice: set aside 1 × 5" must say what comes next."""
    query = {"kept": "WWW44", "roll": "155", "steal": "27"}
    at = explorer(query)
    r = report(from_query(query))
    after = after_best_keep(r)
    assert after is not None and isinstance(after.best.action, Take)
    then = words.option_label(after.best, after)
    said = en("explorer.say_best_then", choice="Set aside 2 × 5", then=then[0].lower() + then[1:])
    assert any(said in m.value for m in at.markdown), [m.value for m in at.markdown]
    assert after_best_keep(report(from_query({"kept": "WW444"}))) is None  # no roll: no keep


def test_the_page_shows_the_next_roll_odds_and_the_turn_ends() -> None:
    at = explorer({"kept": "WW444"})
    assert at.metric[0].value == f"{(2 / 6) ** 3:.1%}"
    ends = chart(at, 1)[0]
    expected = report(from_query({"kept": "WW444"})).ends
    assert ends["orientation"] == "h"  # lying bars: their labels fit a phone
    assert ends["y"][-1] == en("explorer.bust")
    assert ends["x"][-1] == pytest.approx(expected[None])
    assert dict(zip(ends["y"][:-1], ends["x"][:-1], strict=True)) == pytest.approx(
        {str(tile): p for tile, p in expected.items() if tile is not None}
    )


def test_the_sentences_are_built_without_a_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """The explorer's words need no running page: the first view's sentences, in Dutch,
    are those the page shows."""
    at = explorer(locale="nl-NL")
    monkeypatch.setattr(st, "session_state", {"lang": "nl"})
    first = report(state.FIRST_VIEW)
    lines = words.explanation(first, after_best_keep(first))
    assert "\n".join(f"- {line}" for line in lines) in [m.value for m in at.markdown]


def test_a_link_restores_the_situation_in_the_form() -> None:
    at = explorer({"kept": "WW4", "roll": "11355", "steal": "27", "own": "22", "goal": "score"})
    assert not at.exception
    kept = [at.number_input(key=f"explorer.kept.{f}").value for f in range(1, 7)]
    roll = [at.number_input(key=f"explorer.roll.{f}").value for f in range(1, 7)]
    assert kept == [0, 0, 0, 1, 0, 2]
    assert roll == [2, 0, 1, 0, 2, 0]
    assert at.toggle(key="explorer.rolled").value is True
    assert at.button_group(key="explorer.steal").value == [27]
    assert 27 not in picked(at, "explorer.middle")
    assert at.selectbox(key="explorer.own").value == 22
    assert at.radio(key="explorer.goal").value == "score"
    assert at.query_params["kept"] == "4WW"  # the link, written the usual way


def test_a_change_updates_the_numbers_and_the_link() -> None:
    at = explorer({"kept": "WW444"})
    before = chart(at, 0)[0]["x"]
    at.number_input(key="explorer.kept.5").set_value(1).run()
    assert not at.exception
    assert at.query_params["kept"] == "4445WW"
    after = chart(at, 0)[0]["x"]
    assert after != before
    state = parse_position("m:21-36 x:- s:-/- p:0 k:WW4445 r:-")
    assert sorted(after) == pytest.approx(sorted(o.value for o in advise(state).options))


def test_too_many_dice_give_a_message_not_a_traceback() -> None:
    at = explorer({"kept": "WW444"})
    at.number_input(key="explorer.kept.1").set_value(4).run()
    assert not at.exception
    assert [e.value for e in at.error] == [en("explorer.err_too_many_dice", count=9)]
    assert at.get("plotly_chart")  # the last results stay (issue 22), said to be so
    assert en("explorer.last_results") in [i.value for i in at.info]


def test_a_bust_roll_and_a_bad_link_give_messages() -> None:
    at = explorer({"kept": "WW", "roll": "WWWWWW"})
    assert not at.error  # a bust is explained (test_app_explorer_pupils.py), not an error
    assert at.subheader[0].value.endswith(en("explorer.bust_h"))
    at = explorer({"kept": "WQ"})
    assert not at.exception
    assert [w.value for w in at.warning] == [en("explorer.err_link", name="kept", value="WQ")]
    assert at.get("plotly_chart")  # the default situation instead


def test_other_rules_bring_their_own_tiles() -> None:
    at = explorer({"steal": "35"})
    at.selectbox(key="explorer.rules").set_value("short-pot").run()
    assert not at.exception and not at.error
    assert at.button_group(key="explorer.middle").value == list(SHORT_POT.tiles)
    assert at.button_group(key="explorer.steal").value == []
    assert at.query_params["rules"] == "short-pot"


def test_a_stolen_tile_leaves_the_middle() -> None:
    at = explorer({"kept": "WW"})
    at.button_group(key="explorer.steal").select(30).run()
    assert not at.error
    assert 30 not in picked(at, "explorer.middle")
    assert at.query_params == {"kept": "WW", "steal": "30", "lang": "en"}  # the language stays


def test_simulating_adds_sampled_bars_next_to_the_exact_ones() -> None:
    at = explorer({"kept": "WW444"})
    assert len(chart(at, 1)) == 1
    at.button(key="explorer.simulate").click().run()
    assert not at.exception
    _, sampled = chart(at, 1)
    assert sampled["name"] == en("explorer.sampled_bars")
    assert sum(sampled["x"]) == pytest.approx(1.0)
    assert len(at.get("plotly_chart")) == 4  # and the running average
    at.number_input(key="explorer.kept.5").set_value(1).run()
    assert len(chart(at, 1)) == 1  # a new situation has not been simulated


def test_the_situation_survives_a_visit_to_another_page() -> None:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60).run()
    at.query_params["kept"] = "WW444"
    at.switch_page("pages/explorer.py").run()
    assert at.number_input(key="explorer.kept.4").value == 3
    at.query_params.clear()  # links between pages carry no parameters
    at.switch_page("pages/rules.py").run()
    at.switch_page("pages/explorer.py").run()
    assert not at.exception
    assert at.number_input(key="explorer.kept.4").value == 3
    assert at.query_params["kept"] == "444WW"


def test_one_die_left_is_one_die_in_the_sentences() -> None:
    between = explorer({"kept": "WW4445"})  # 6 dice set aside, 2 left
    two = WORDS.plural("en", "explorer.dice_count", 2)
    assert any(two + " left" in m.value for m in between.markdown)
    after = explorer({"kept": "WW444", "roll": "455"}, locale="nl-NL")  # best keeps 2 × 5
    one = WORDS.plural("nl", "explorer.dice_count", 1)
    assert any(f"nog {one} over" in m.value for m in after.markdown)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "If you roll the last die, the chance that it shows a face you already set aside"),
        ("nl", "Gooi je de laatste dobbelsteen, dan is de kans 50,0% dat je een waarde gooit"),
        ("de", "Wenn du den letzten Würfel würfelst, ist die Wahrscheinlichkeit 50,0\xa0%"),
        ("fr", "Si tu lances le dernier dé, la probabilité qu’il montre une face"),
    ],
)
def test_the_last_die_is_one_die_in_the_next_roll_sentence(lang: str, said: str) -> None:
    """The issue: "If you roll the 1 die left, the chance that they show only faces..."."""
    at = explorer({"kept": "WW44455", "lang": lang})  # 7 dice set aside (3 faces), 1 left
    sentences = "\n".join(m.value for m in at.markdown)
    assert said in sentences
    assert not any(one in sentences for one in ("1 die", "1 dobbelsteen", "1 Würfel", "1 dé"))


def test_stopping_names_a_steal_a_steal() -> None:
    at = explorer({"kept": "22444WWW", "middle": "21-28,32-35", "steal": "30,31"})
    sentences = "\n".join(m.value for m in at.markdown)
    assert en("explorer.say_stop_steals", tile=31) in sentences
    assert en("explorer.say_stop_takes", tile=31) not in sentences


def test_the_page_speaks_dutch() -> None:
    at = explorer({"kept": "WW444"}, locale="nl-NL")
    assert at.title[0].value == CATALOG["explorer.title"]["nl"]
    assert at.metric[0].value == "3,7%"  # a Dutch decimal comma


def test_a_tiny_chance_never_reads_as_zero() -> None:
    at = explorer({"kept": "W"})  # (1/6)**7 = 0.0004 %
    assert at.metric[0].value == "<0.1%"
    assert explorer({"kept": "W"}, locale="nl-NL").metric[0].value == "<0,1%"


def test_switching_the_roll_on_throws_the_dice_left() -> None:
    at = explorer({"kept": "WW444"})
    at.toggle(key="explorer.rolled").set_value(True).run()
    assert not at.exception
    roll = [number(at, f"explorer.roll.{f}") for f in range(1, 7)]
    assert sum(roll) == 3
    assert len(at.query_params["roll"]) == 3
    at.toggle(key="explorer.rolled").set_value(False).run()
    assert "roll" not in at.query_params


def test_cached_reports_cannot_be_changed_by_a_session() -> None:
    ends = report(from_query({"kept": "WW444"})).ends
    with pytest.raises(TypeError):
        ends[None] = 0.0  # type: ignore[index]


def test_too_many_dice_is_said_under_the_counts_and_the_last_results_stay() -> None:
    """Issue 22 (5): entering the set-aside dice first gave "That is 13 dice" far below the
    counts, the results vanished, and the form still said "3 of 8 left to roll"."""
    at = explorer()  # the first view: a roll of 8 dice, nothing set aside
    metrics = [m.value for m in at.metric]
    at.number_input(key=f"{state.KEPT}4").set_value(5).run()  # 5 + 8 = 13 dice
    said = en("explorer.err_too_many_dice", count=13)
    assert [e.value for e in at.error] == [said]
    flat = [str(x) for x in _walk(at.main)]
    assert flat.index(said) < flat.index(state.MIDDLE), "said under the counts, above the tiles"
    lefts = {en("explorer.dice_left", left=n) for n in range(9)}
    assert not lefts & {c.value for c in at.caption}  # no count that contradicts it
    assert [m.value for m in at.metric] == metrics  # the last results stay
    assert en("explorer.last_results") in [i.value for i in at.info]


def _walk(node: Any) -> list[object]:
    """Every element's key or text, in screen order."""
    out: list[object] = []
    children = getattr(node, "children", {})
    for _, child in sorted(children.items()):
        out.append(getattr(child, "key", None) or getattr(child, "value", None))
        out += _walk(child)
    return out


def test_the_choices_labels_fit_a_phone_in_french() -> None:
    """Issue 22 (5): on a phone the French labels ("Mettre de côté 1 × 5") were cut off at
    the chart's left edge: they are shown on lines of at most 14 characters."""
    at = explorer({"kept": "WW4", "roll": "11235", "lang": "fr"}, locale="fr-FR")
    spec = json.loads(at.get("plotly_chart")[0].proto.spec)
    bars, axis = spec["data"][0], spec["layout"]["yaxis"]
    assert axis["tickvals"] == bars["y"]  # the bars keep their whole names
    lines = [line for label in axis["ticktext"] for line in label.split("<br>")]
    assert max(map(len, lines)) <= 14, axis["ticktext"]
    assert [label.replace("<br>", " ") for label in axis["ticktext"]] == bars["y"]
