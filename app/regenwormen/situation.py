"""A moment of a turn for the probability explorer, and its link (URL query parameters).

Pure (no streamlit): the explorer's form fills a ``Situation``, ``check`` names what is
wrong with it as a translation key, and ``to_query``/``from_query`` are the one place that
defines the link a teacher shares (the rules page links here with them, too).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

from app.common.links import MAX_VALUE, SituationError
from wormlib.core.errors import SituationError as WormSituationError
from wormlib.core.errors import WormError
from wormlib.regenwormen import dice
from wormlib.regenwormen.dice import NO_DICE, Counts
from wormlib.regenwormen.odds import (
    check_mates,
    check_steal,
    most_mates,
    most_opponents,
    turn_position,
)
from wormlib.regenwormen.rules import OFFICIAL, VARIANTS, Rules
from wormlib.regenwormen.rules import default_middle as rules_default_middle
from wormlib.regenwormen.solver import OBJECTIVES, Objective
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.tiles import format_tiles, parse_tiles, worms

#: The explorer's goals: the solver's, and winning the game (the master bot's chances).
Goal = Objective | Literal["win"]
GOALS: tuple[Goal, ...] = (*OBJECTIVES, "win")
MOST_WORMS = 99  # a player's worms the standing takes (every official tile: 64)

#: The totals a target can ask for: the lowest tile to eight worms.
TARGETS = range(21, 41)
DEFAULT_TARGET = 25


@dataclass(frozen=True, slots=True)
class Situation:
    """Dice set aside, the roll showing (None: between rolls), the tiles and the goal."""

    kept: Counts = NO_DICE
    roll: Counts | None = None
    middle: tuple[int, ...] = OFFICIAL.tiles
    steal: tuple[int, ...] = ()
    own_top: int | None = None
    objective: Goal = "worms"
    target: int = DEFAULT_TARGET
    exact: bool = False
    rules: Rules = field(default=OFFICIAL)
    #: With teams, the teammates' top tiles: neither in the middle nor to steal.
    mates: tuple[int, ...] = ()
    #: With the goal "win", each player's worms: yours, the opponents' with the tiles of
    #: ``steal`` on top (in that order), then those without tiles (empty: the top tiles' own).
    worms: tuple[int, ...] = ()

    @property
    def standing(self) -> tuple[int, ...]:
        """Each player's worms (``worms``, or by default just their top tiles')."""
        if self.worms:
            return self.worms
        tops = (self.own_top, *self.steal) if self.steal else (self.own_top, None)
        return tuple(worms(top) if top is not None else 0 for top in tops)

    @property
    def held(self) -> tuple[int, ...]:
        """Top tiles on the stacks: the opponents', your own and your teammates'."""
        own = () if self.own_top is None else (self.own_top,)
        return (*self.steal, *own, *self.mates)

    @property
    def dice_left(self) -> int:
        return dice.DICE - sum(self.kept)

    def check(self) -> None:
        """Raise SituationError for the first thing that cannot happen in a game."""
        kept, roll = sum(self.kept), sum(self.roll or NO_DICE)
        if kept + roll > dice.DICE:
            raise SituationError("explorer.err_too_many_dice", count=kept + roll)
        if self.roll is not None:
            if self.dice_left == 0:
                raise SituationError("explorer.err_no_dice_left")
            if roll != self.dice_left:
                raise SituationError("explorer.err_roll_size", count=roll, left=self.dice_left)
            if not set(dice.faces_in(self.roll)) - set(dice.faces_in(self.kept)):
                raise SituationError("explorer.err_bust_roll")
        places = [*self.middle, *self.held]
        for tile in places:
            if tile not in self.rules.tiles:
                raise SituationError("explorer.err_tile_not_used", tile=tile)
            if places.count(tile) > 1:
                raise SituationError("explorer.err_tile_twice", tile=tile)
        if not self.middle:
            raise SituationError("explorer.err_no_middle")
        try:
            check_steal(self.steal, self.rules)  # the engine's rule, the CLI's too
        except WormSituationError:
            most = most_opponents(self.rules)
            raise SituationError("explorer.err_opponents", most=most) from None
        try:
            check_mates(self.mates, self.rules)
        except WormSituationError:
            raise SituationError("teams.explorer.err_mates", most=most_mates(self.rules)) from None
        if self.target not in TARGETS:
            raise SituationError("explorer.err_target", low=TARGETS[0], high=TARGETS[-1])
        if self.objective == "win":
            self._check_standing()

    def _check_standing(self) -> None:
        """The standing must fit the tiles: worms of at least a top tile's, none without."""
        if self.rules.teams:
            raise SituationError("explorer.err_win_teams")
        standing, least = self.standing, max(2, 1 + len(self.steal), self.rules.min_players)
        if not least <= len(standing) <= self.rules.max_players:
            raise SituationError(
                "explorer.err_win_players",
                count=len(standing),
                least=least,
                most=self.rules.max_players,
            )
        tops = (self.own_top, *self.steal)
        for p, count in enumerate(standing):
            top = tops[p] if p < len(tops) else None
            if top is None and count:
                raise SituationError("explorer.err_win_none", count=count)
            if top is not None and not worms(top) <= count <= MOST_WORMS:
                raise SituationError(
                    "explorer.err_win_top", tile=top, worms=worms(top), count=count
                )
        out = sum(worms(t) for t in self.rules.tiles if t not in self.middle)
        if sum(standing) > out:
            raise SituationError("explorer.err_win_total", count=sum(standing), most=out)

    def state(self) -> GameState:
        """The situation as a game position: player 0 to move, one opponent per top tile
        (with the goal "win", as many players as the standing has).

        Tiles nobody holds on top and that are not in the middle count as turned.
        """
        self.check()
        state = self._position()
        if self.objective != "win":
            return state
        extra = len(self.standing) - state.players
        return replace(state, stacks=(*state.stacks, *((),) * extra))

    def hidden(self) -> tuple[int, ...]:
        """Each player's worms under the top tile, which the position's stacks leave out."""
        state = self.state()
        return tuple(n - state.score(p) for p, n in enumerate(self.standing))

    def _position(self) -> GameState:
        return turn_position(  # the engine agrees, or names the problem
            self.kept,
            self.roll,
            middle=self.middle,
            steal=self.steal,
            own_top=self.own_top,
            rules=self.rules,
            mates=self.mates,
        )


def to_query(situation: Situation) -> dict[str, str]:
    """The link's query parameters; what equals the default is left out.

    ========  ===============================  ==========================================
    name      example                          meaning (default when absent)
    ========  ===============================  ==========================================
    kept      ``kept=WW444``                   dice set aside, as dice notation (none)
    roll      ``roll=1125``                    the roll showing (none: between rolls)
    middle    ``middle=21-30,33``              face-up tiles in the middle (every tile
                                               of the rules that no stack holds on top)
    steal     ``steal=27,31``                  the opponents' top tiles (none)
    own       ``own=25``                       your own top tile (none)
    mates     ``mates=26``                     with teams, your teammates' top tiles (none)
    goal      ``goal=target``                  tile, worms, score, target or win (worms)
    worms     ``worms=5,8,0``                  with goal=win, each player's worms: yours,
                                               the opponents' in the order of steal, then
                                               those without tiles (the top tiles' own)
    target    ``target=30``                    the total the target goal asks for (25)
    exact     ``exact=1``                      the target must be hit exactly (off)
    rules     ``rules=short-pot``              a variant of wormlib.regenwormen.rules
                                               (official)
    ========  ===============================  ==========================================

    Example: ``/explorer?kept=WW444&roll=125&steal=27`` opens that moment of a turn. A value
    of more than ``MAX_VALUE`` characters is left out unread.
    """
    s = situation
    query = {
        "kept": dice.format_dice(s.kept) if any(s.kept) else "",
        "roll": dice.format_dice(s.roll) if s.roll is not None else "",
        "middle": format_tiles(s.middle) if s.middle != default_middle(s) else "",
        "steal": format_tiles(s.steal) if s.steal else "",
        "own": str(s.own_top) if s.own_top is not None else "",
        "mates": format_tiles(s.mates) if s.mates else "",
        "goal": s.objective if s.objective != "worms" else "",
        "target": str(s.target) if s.target != DEFAULT_TARGET else "",
        "exact": "1" if s.exact else "",
        "rules": s.rules.name if s.rules != OFFICIAL else "",
        "worms": ",".join(map(str, s.worms)) if s.objective == "win" else "",
    }
    return {name: value for name, value in query.items() if value}


def situation_query(state: GameState) -> dict[str, str]:
    """The explorer link of a position: the dice, the middle and the top tiles of the stacks.

    Dice still in the air, or a roll that busts, are shown as the moment before the roll.
    With teams the teammates' top tiles are ``mates``, not to steal.
    """
    turn = state.turn
    others = [p for p in range(state.players) if p != state.current]
    opponents = [state.top(p) for p in others if state.is_opponent(p)]
    mates = [state.top(p) for p in others if not state.is_opponent(p)]
    moment = Situation(
        kept=turn.kept,
        roll=turn.roll,
        middle=state.middle,
        steal=tuple(sorted(top for top in opponents if top is not None)),
        own_top=state.top(state.current),
        rules=state.rules,
        mates=tuple(sorted(top for top in mates if top is not None)),
    )
    try:
        moment.check()
    except SituationError:
        moment = replace(moment, roll=None)
    return to_query(moment)


def read_link(query: Mapping[str, str]) -> tuple[Situation, dict[str, str]]:
    """The situation a link describes (see ``to_query``) and the parameters it left out.

    A parameter that cannot be read, or that the form has no place for (a tile of other
    rules, a target out of range), is left out on its own: the rest of the link still
    counts, and the page says which part was ignored (name -> the value given; one longer
    than ``MAX_VALUE`` is not read at all). An empty ``roll=`` means no roll. The result
    may still fail ``Situation.check``: the page says what is wrong with it.
    """
    ignored = {k: v for k, v in query.items() if k in LINK_NAMES and len(v) > MAX_VALUE}
    query = {k: v for k, v in query.items() if k not in ignored}
    rules = VARIANTS.get(query.get("rules", "").strip() or OFFICIAL.name)
    if rules is None:
        ignored["rules"] = query["rules"]
        rules = OFFICIAL
    changes: dict[str, object] = {"rules": rules}
    for name, (attribute, read) in _PARAMETERS.items():
        if name in query:
            try:
                changes[attribute] = read(query[name].strip())
            except (WormError, ValueError, KeyError):
                ignored[name] = query[name]
    situation = replace(Situation(), **changes)  # type: ignore[arg-type]
    for name, attribute in _unshowable(situation).items():
        if name in query:  # without "middle" in the link, the default middle comes below
            ignored[name] = query[name]
            situation = replace(situation, **{attribute: getattr(Situation(), attribute)})
    if "middle" not in query or "middle" in ignored:
        situation = replace(situation, middle=default_middle(situation))
    return situation, ignored


def from_query(query: Mapping[str, str]) -> Situation:
    """The situation of a link that must be whole (the app's own links): SituationError
    names the first parameter that ``read_link`` would leave out."""
    situation, ignored = read_link(query)
    for name, value in ignored.items():
        raise SituationError("explorer.err_link", name=name, value=value)
    return situation


def _unshowable(situation: Situation) -> dict[str, str]:
    """Parameter -> attribute of values the form has no place for (its widgets would drop
    them without a word: a target of 50 became 21)."""
    tiles = situation.rules.tiles
    wrong = {
        "target": ("target", situation.target not in TARGETS),
        "middle": ("middle", any(t not in tiles for t in situation.middle)),
        "steal": ("steal", any(t not in tiles for t in situation.steal)),
        "own": ("own_top", situation.own_top is not None and situation.own_top not in tiles),
        "worms": ("worms", bool(situation.worms) and situation.objective != "win"),
        "mates": (
            "mates",
            bool(situation.mates)
            and (not situation.rules.teams or any(t not in tiles for t in situation.mates)),
        ),
    }
    return {name: attribute for name, (attribute, bad) in wrong.items() if bad}


def default_middle(situation: Situation) -> tuple[int, ...]:
    """Every tile of the rules that is not on top of a stack (the rule the CLI uses too)."""
    return rules_default_middle(situation.rules, situation.held)


def _one_tile(text: str) -> int:
    (tile,) = parse_tiles(text)
    return tile


def _objective(text: str) -> Goal:
    found = next((goal for goal in GOALS if goal == text), None)
    if found is None:
        raise KeyError(text)
    return found


def _worm_counts(text: str) -> tuple[int, ...]:
    """Each player's worms, as ``5,8,0`` (ValueError for anything else)."""
    counts = tuple(int(part) for part in text.split(","))
    if len(counts) > 7 or not all(0 <= n <= MOST_WORMS for n in counts):
        raise ValueError(text)
    return counts


def _roll(text: str) -> Counts | None:
    """An empty ``roll=`` means no roll showing, not a roll of no dice."""
    return dice.parse_dice(text) if text else None


def _flag(text: str) -> bool:
    return {"1": True, "0": False}[text]


#: Query parameter -> (Situation attribute, reader of its text); ``rules`` is read first.
_PARAMETERS: dict[str, tuple[str, Callable[[str], object]]] = {
    "kept": ("kept", dice.parse_dice),
    "roll": ("roll", _roll),
    "middle": ("middle", parse_tiles),
    "steal": ("steal", parse_tiles),
    "own": ("own_top", _one_tile),
    "mates": ("mates", parse_tiles),
    "goal": ("objective", _objective),
    "target": ("target", int),
    "exact": ("exact", _flag),
    "worms": ("worms", _worm_counts),
}

#: Every parameter of an explorer link (the address may hold others, such as the language).
LINK_NAMES = frozenset({"rules", *_PARAMETERS})
