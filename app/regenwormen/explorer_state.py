"""The explorer page's session state: the situation on the form, its link, and the form's
callbacks.

The situation lives in three places that this module keeps in step: the widgets, the
session (``explorer.situation``, so that it survives a visit to another page) and the
page's address (``app.regenwormen.situation.to_query``, so that a link opens it).
"""

from __future__ import annotations

import random
import secrets

import streamlit as st

from app.common import session
from app.regenwormen.explore import Report, Simulation, simulate
from app.regenwormen.situation import LINK_NAMES, Situation, read_link, to_query
from wormlib.regenwormen import dice
from wormlib.regenwormen.dice import FACES, NO_DICE, Counts
from wormlib.regenwormen.rules import VARIANTS, Rules
from wormlib.regenwormen.tiles import worms

NO_TILE = 0  # the own-top choice "none" (a select box shows None as "choose an option")
#: What a visit without a link shows: the first roll of a turn with five real choices, where
#: two 5s (1.52 worms) beat three 4s (1.50) by a hair and the lone worm is far behind.
FIRST_VIEW = Situation(roll=dice.parse_dice("1244455W"))
SITUATION = "explorer.situation"
SIMULATION = "explorer.simulation"  # (situation, seed) of the last "simulate" click
LAST_REPORT = "explorer.last_report"  # the last situation on the form that could be solved
#: The widgets' keys: a count per face (the key and the face), and one key per input.
KEPT, ROLL = "explorer.kept.", "explorer.roll."
ROLLED, MIDDLE, STEAL, OWN = "explorer.rolled", "explorer.middle", "explorer.steal", "explorer.own"
MATES = "explorer.mates"
#: The goal "win": the worms of each player with a top tile (+ "own" or the tile), and how
#: many opponents have no tiles yet.
WORMS, OTHERS = "explorer.worms.", "explorer.others"
GOAL, TARGET, EXACT, RULES = "explorer.goal", "explorer.target", "explorer.exact", "explorer.rules"


def follow_link() -> dict[str, str]:
    """Give the widgets their values: from a link (query parameters) that differs from the
    session's situation, else from the session. The link's parameters that were left out
    (name -> the value given), for the page to name."""
    stored = session.get(SITUATION, lambda: FIRST_VIEW)
    query = _link()
    if not query or query == to_query(stored):
        session.seed_widgets(_widget_values(stored))
        return {}
    linked, ignored = read_link(query)
    session.seed_widgets(_widget_values(linked), force=True)
    return ignored


def _link() -> dict[str, str]:
    """The address's part that describes the situation (it also names the language)."""
    return {k: v for k, v in st.query_params.to_dict().items() if k in LINK_NAMES}


def _widget_values(s: Situation) -> dict[str, object]:
    roll = s.roll or NO_DICE
    return {
        **{f"{KEPT}{f}": s.kept[f - 1] for f in FACES},
        **{f"{ROLL}{f}": roll[f - 1] for f in FACES},
        ROLLED: s.roll is not None,
        MIDDLE: list(s.middle),
        STEAL: list(s.steal),
        OWN: s.own_top or NO_TILE,
        MATES: list(s.mates),
        GOAL: s.objective,
        TARGET: s.target,
        EXACT: s.exact,
        RULES: s.rules.name,
        **_standing_values(s),
    }


def _standing_values(s: Situation) -> dict[str, object]:
    """The standing's widgets: your worms, each top tile's player's, the players without."""
    standing = s.standing
    values: dict[str, object] = {
        f"{WORMS}{tile}": n for tile, n in zip(s.steal, standing[1:], strict=False)
    }
    if s.own_top is not None:
        values[f"{WORMS}own.{s.own_top}"] = standing[0]
    values[OTHERS] = max(0, len(standing) - 1 - len(s.steal))
    return values


def standing() -> tuple[int, ...]:
    """Each player's worms as the form shows them (a tile's widget not drawn yet counts its
    own worms): you, the opponents with a top tile, the players without tiles."""
    own = session.widget(OWN) or None
    steal = sorted(session.widget(STEAL))

    def count(key: str, tile: int) -> int:
        found = st.session_state.get(key)
        return int(found) if isinstance(found, int) else worms(tile)

    mine = count(f"{WORMS}own.{own}", own) if own else 0
    others = int(st.session_state.get(OTHERS) or 0)
    return (mine, *(count(f"{WORMS}{tile}", tile) for tile in steal), *(0,) * others)


def rules() -> Rules:
    """The rules the form shows (their tiles are the form's tiles)."""
    return VARIANTS[session.widget(RULES)]


def mates() -> list[int]:
    """The teammates' top tiles on the form (none without teams: the form has no place)."""
    found = st.session_state.get(MATES)
    return list(found) if rules().teams and isinstance(found, list) else []


def situation(kept: Counts, roll: Counts | None) -> Situation:
    """The situation the widgets show now, with these dice; kept in the session and in the
    address."""
    shown = Situation(
        kept=kept,
        roll=roll,
        middle=tuple(sorted(session.widget(MIDDLE))),
        steal=tuple(sorted(session.widget(STEAL))),
        own_top=session.widget(OWN) or None,
        objective=session.widget(GOAL),
        target=session.widget(TARGET),
        exact=session.widget(EXACT),
        rules=rules(),
        mates=tuple(sorted(mates())),
        worms=standing() if session.widget(GOAL) == "win" else (),
    )
    session.put(SITUATION, shown)
    query = to_query(shown)
    if _link() != query:
        others = {k: v for k, v in st.query_params.to_dict().items() if k not in LINK_NAMES}
        st.query_params.from_dict({**others, **query})
    return shown


# --- the form's callbacks ----------------------------------------------------------------------


def roll_toggled() -> None:
    """Switching the roll on throws the dice left, as an example to edit."""
    if not session.widget(ROLLED):
        return
    left = max(dice.DICE - sum(int(session.widget(f"{KEPT}{f}")) for f in FACES), 0)
    roll = dice.sample_roll(left, random.Random(secrets.randbits(64)))
    session.seed_widgets({f"{ROLL}{f}": roll[f - 1] for f in FACES}, force=True)


def clear_held() -> None:
    """A tile put on top of a stack leaves the middle."""
    held = {*session.widget(STEAL), session.widget(OWN), *mates()}  # NO_TILE is never in the middle
    session.put(MIDDLE, [tile for tile in session.widget(MIDDLE) if tile not in held])


def rules_changed() -> None:
    """Other rules, other tiles: keep what still exists, all the rest lies in the middle."""
    tiles = rules().tiles
    steal = [tile for tile in session.widget(STEAL) if tile in tiles]
    own = session.widget(OWN) if session.widget(OWN) in tiles else NO_TILE
    held = [tile for tile in mates() if tile in tiles]
    session.put(STEAL, steal)
    session.put(OWN, own)
    session.put(MATES, held)
    session.put(MIDDLE, [tile for tile in tiles if tile not in {*steal, own, *held}])


def before_the_roll() -> None:
    """Back to the moment before a bust roll: the roll is switched off."""
    session.put(ROLLED, False)


# --- the simulation ----------------------------------------------------------------------------


def simulate_turns(situation: Situation) -> None:
    """The "simulate" button: sample turns from this situation with a fresh seed."""
    session.put(SIMULATION, (situation, secrets.randbits(32)))


def simulation(r: Report) -> Simulation | None:
    """The sampled turns of the last click, while the situation is still the same."""
    clicked = session.get(SIMULATION, lambda: None)
    if clicked is None or clicked[0] != r.situation:
        return None
    return simulate(r.situation, clicked[1])


def last_report(new: Report | None = None) -> Report | None:
    """Keep ``new``, the report of the form now; without one, the last report kept."""
    if new is not None:
        session.put(LAST_REPORT, new)
        return new
    found = st.session_state.get(LAST_REPORT)
    return found if isinstance(found, Report) else None
