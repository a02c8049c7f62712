"""Teams on both play pages: each team's name and colour, the set-up's choice of a team per
player, and the seat order that gives everyone the team they chose.

The engines decide the teams by seat (Regenwormen A, B, A, B, ...; Rummikub seat % teams), so
a pupil picks a team for each player and ``seating`` finds the seats. A team always shows as
its name on its colour, never as a colour alone.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Sequence

import streamlit as st

from app.common.i18n import t

LETTERS = ("A", "B", "C")
#: Streamlit's badge colours, one per team: dark text on a light tint (contrast above 4.5:1),
#: hues told apart with every kind of colour blindness, and the team's name on each.
COLOURS = ("blue", "orange", "violet")


class UnevenTeamsError(ValueError):
    """The players chose teams of other sizes than the seats make."""

    def __init__(self, need: Sequence[int], have: Sequence[int]) -> None:
        super().__init__(f"the seats make teams of {list(need)}, not {list(have)}")
        self.need, self.have = tuple(need), tuple(have)


def name(team: int) -> str:
    """ "Team A" in the session's language."""
    return t("teams.name", letter=LETTERS[team])


def badge(team: int) -> str:
    """The team for Markdown: its name on its colour."""
    return f":{COLOURS[team]}-badge[{name(team)}]"


def sizes(seat_teams: Sequence[int]) -> tuple[int, ...]:
    """How many players each team has, A first."""
    count = Counter(seat_teams)
    return tuple(count[team] for team in range(max(seat_teams, default=-1) + 1))


def seating(wanted: Sequence[int], seat_teams: Sequence[int]) -> list[int]:
    """Which player (an index into ``wanted``, each player's chosen team) takes each seat: the
    players in their order, each in the first free seat of their team (``seat_teams`` is the
    team the engine gives each seat). UnevenTeamsError when the team sizes differ."""
    need = sizes(seat_teams)
    have = tuple(Counter(wanted)[team] for team in range(len(need)))
    if have != need or len(wanted) != len(seat_teams):
        raise UnevenTeamsError(need, have)
    waiting = {team: deque(i for i, w in enumerate(wanted) if w == team) for team in set(wanted)}
    return [waiting[team].popleft() for team in seat_teams]


def uneven_text(error: UnevenTeamsError) -> str:
    """What to change, in the session's language."""
    need = ", ".join(t("teams.size", team=name(i), n=n) for i, n in enumerate(error.need))
    return t("teams.uneven", need=need, players=sum(error.need))


def choose(labels: Sequence[str], keys: Sequence[str], defaults: Sequence[int], teams: int) -> None:
    """A team choice for each player (``labels``: their names, escaped for Markdown); the
    values stay in the session under ``keys``."""
    options = list(range(teams))
    names = {team: name(team) for team in options}  # fixed per run: one language
    st.markdown(f"**{t('teams.choose')}**")
    for label, key, default in zip(labels, keys, defaults, strict=True):
        st.segmented_control(
            label,
            options,
            default=default % teams,
            required=True,
            format_func=names.__getitem__,
            key=key,
        )


def chosen(keys: Sequence[str], defaults: Sequence[int], teams: int) -> list[int]:
    """The team each player chose (a default when a choice is missing or out of range)."""
    out = []
    for key, default in zip(keys, defaults, strict=True):
        found = st.session_state.get(key)
        out.append(found if type(found) is int and 0 <= found < teams else default % teams)
    return out


def lineup(names: Sequence[str], seat_teams: Sequence[int]) -> None:
    """The teams as the seats make them: each team's badge with its players and their seats
    (``names`` in seat order, escaped for Markdown)."""
    for team in range(len(sizes(seat_teams))):
        members = [
            t("teams.seat", n=seat + 1, name=names[seat])
            for seat, of in enumerate(seat_teams)
            if of == team
        ]
        st.markdown(f"{badge(team)} {', '.join(members)}")
