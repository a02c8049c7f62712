"""Rummikub quiz questions drawn from real game positions and answered by the engine.

A question is a pure function of its kind and a seed: a game between two beginner bots is
played with a seeded ``random.Random`` for a random number of turns, and the question is
asked about the rack of the player to move. The right answer always comes from the engine
(``melds.arrange_meld``, ``game.is_legal``, ``state.rack_points``), never from a rule
written out here; the reason only names the facts the engine's answer rests on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from wormlib.rummikub import game
from wormlib.rummikub.actions import Lay
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.melds import (
    Meld,
    arrange_meld,
    check_meld,
    is_valid_meld,
    rack_melds,
)
from wormlib.rummikub.rules import SEED
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.state import GameState, initial_state
from wormlib.rummikub.tiles import (
    JOKER,
    JOKER_POINTS,
    Tile,
    colour_of,
    counts,
    number_of,
    sort_key,
    tile,
    tile_str,
)

Kind = Literal["meld", "opening", "joker", "points"]
KINDS: tuple[Kind, ...] = ("meld", "opening", "joker", "points")
YES, NO = "yes", "no"
_TRIES = 200  # positions tried before giving up (each kind needs a few at most)


@dataclass(frozen=True, slots=True)
class Question:
    """One check: the position, the tiles asked about, the choices, the engine's answer and
    why (a text key under ``rk.why.`` and its fields)."""

    kind: Kind
    state: GameState
    #: The tiles asked about: a meld, the melds of an opening, or the rack.
    melds: tuple[Meld, ...]
    choices: tuple[str, ...]
    answer: str
    reason: str
    fields: tuple[tuple[str, str | int], ...]

    def is_right(self, picked: str | None) -> bool:
        return picked == self.answer


def question(kind: Kind, seed: int) -> Question:
    """The question of this kind for this seed (the same seed always gives the same one)."""
    if kind not in KINDS:
        raise ValueError(f"no quiz kind {kind!r}: choose one of {', '.join(KINDS)}")
    return _question(kind, seed)


@lru_cache(maxsize=256)
def _question(kind: Kind, seed: int) -> Question:
    rng = random.Random(f"rk:{kind}:{seed}")
    want = YES if rng.random() < 0.5 else NO  # yes/no questions: half of each
    for _ in range(_TRIES):
        early = kind == "opening"
        state = _position(rng, turns=rng.randrange(0, 3) if early else rng.randrange(0, 24))
        q = _MAKERS[kind](state, rng)
        if q is not None and (q.choices != (YES, NO) or q.answer == want):
            return q
    raise RuntimeError(f"no {kind} question found for seed {seed}")  # pragma: no cover


def _position(rng: random.Random, *, turns: int) -> GameState:
    """A position of a real game: two beginner bots play ``turns`` decisions after the deal."""
    state = game.step(initial_state(2, SEED), game.sample_chance(initial_state(2), rng), rng)
    bot = make_bot("beginner")
    for _ in range(turns):
        if game.current_player(state) < 0:
            break
        after = game.step(state, bot.decide(state, rng).action, rng)
        if game.current_player(after) < 0:
            break
        state = after
    return state


# --- the makers: each returns None when the position does not suit its kind -------------------


def _meld(state: GameState, rng: random.Random) -> Question | None:
    """Is this a valid meld? A meld of the rack, a meld with one tile swapped, or any tiles."""
    rack = state.racks[state.current]
    melds = rack_melds(counts(rack))
    roll = rng.random()
    if roll < 0.5 and melds:
        tiles = list(rng.choice(melds))
    elif roll < 0.8 and melds:
        tiles = list(rng.choice(melds))
        others = [x for x in rack if x not in tiles]
        if not others:
            return None
        tiles[rng.randrange(len(tiles))] = rng.choice(others)
    else:
        size = rng.choice((3, 3, 4))
        if len(rack) < size:  # late in a game a rack can hold fewer tiles
            return None
        tiles = rng.sample(list(rack), size)
    arranged = arrange_meld(tiles)
    shown = arranged or tuple(sorted(tiles, key=_by_number))
    fields: tuple[tuple[str, str | int], ...]
    if arranged is not None:
        info = check_meld(arranged)
        reason, fields = f"meld_{info.kind}", (("value", info.value),)
    else:
        reason, fields = why_not(shown)
    answer = YES if arranged is not None else NO
    return Question("meld", state, (shown,), (YES, NO), answer, reason, fields)


def why_not(tiles: tuple[Tile, ...]) -> tuple[str, tuple[tuple[str, str | int], ...]]:
    """Which fact of the tiles breaks both a group and a run (for the reason line)."""
    real = [x for x in tiles if x != JOKER]
    numbers = {number_of(x) for x in real}
    colours = [colour_of(x) for x in real]
    if len(numbers) == 1:
        twice = next(c for c in colours if colours.count(c) > 1)
        return "twice", (("tile", tile_str(tile(twice, numbers.pop()))),)
    if len(set(colours)) == 1:
        if 13 in numbers and 1 in numbers:
            return "no_wrap", ()
        if len(real) != len(numbers):
            return "run_twice", ()
        return "gap", ()
    return "mixed", ()


def _opening(state: GameState, rng: random.Random) -> Question | None:
    """Is this a valid initial meld? One or two melds of the rack of a player not yet out."""
    p = state.current
    if state.opened[p]:
        return None
    melds = rack_melds(counts(state.racks[p]))
    if not melds:
        return None
    best = best_move(state.racks[p], state.table, opened=False, objective="value")
    if rng.random() < 0.5 and best.opening_possible:  # the solver's best opening
        chosen = list(game.fresh_melds(state.table, best.table))
    else:
        chosen = [rng.choice(melds)]
    if len(chosen) == 1 and rng.random() < 0.5:
        second = rng.choice(melds)
        if not any(counts(chosen[0] + second)[k] > counts(state.racks[p])[k] for k in range(53)):
            chosen.append(second)
    laid = tuple(sorted((x for m in chosen for x in m), key=sort_key))
    legal = game.is_legal(state, Lay(laid, state.table + tuple(chosen)))
    value = game.opening_value(tuple(chosen))
    needed = state.rules.opening_points
    if JOKER in laid and not state.rules.joker_in_opening:
        reason = "opening_joker"
    elif legal:
        reason = "opening_yes"
    else:
        reason = "opening_short"
    fields: tuple[tuple[str, str | int], ...] = (("value", value), ("needed", needed))
    return Question(
        "opening", state, tuple(chosen), (YES, NO), YES if legal else NO, reason, fields
    )


def _joker(state: GameState, rng: random.Random) -> Question | None:
    """Which tile frees the joker? A meld with one joker whose place only one tile fills
    (the tile put in the joker's place, the others staying where they are)."""
    rack = state.racks[state.current]
    if JOKER not in rack:
        return None
    melds = [m for m in rack_melds(counts(rack)) if m.count(JOKER) == 1]
    rng.shuffle(melds)
    for m in melds:
        stands = check_meld(m).stands_for[m.index(JOKER)]
        candidates = _near(stands, rng)
        frees = [c for c in candidates if is_valid_meld(_replace_joker(m, c))]
        if frees != [stands]:
            continue  # a group of three with a joker: two colours would free it
        right = tile_str(stands)
        choices = tuple(tile_str(c) for c in candidates)
        return Question("joker", state, (m,), choices, right, "joker", (("tile", right),))
    return None


def _near(t: Tile, rng: random.Random) -> list[Tile]:
    """The tile and three look-alikes (same number in another colour, neighbours)."""
    n, c = number_of(t), colour_of(t)
    others = [tile(k, n) for k in range(4) if k != c]
    others += [tile(c, m) for m in (n - 1, n + 1) if 1 <= m <= 13]
    picked = [t, *rng.sample(others, 3)]
    return sorted(picked, key=sort_key)


def _replace_joker(m: Meld, by: Tile) -> Meld:
    i = m.index(JOKER)
    return (*m[:i], by, *m[i + 1 :])


def _points(state: GameState, rng: random.Random) -> Question | None:
    """How many points does this rack cost at the end of the round?"""
    p = state.current
    rack = state.racks[p]
    if len(rack) > 10 or len(rack) < 3:
        return None
    cost = state.rack_points(p)
    jokers = rack.count(JOKER)
    wrong = {sum(number_of(x) for x in rack if x != JOKER), len(rack), cost + rng.choice((-5, 5))}
    if jokers:
        wrong.add(cost - jokers * (JOKER_POINTS - 1))  # a joker counted as 1
    else:
        wrong.add(cost + rng.choice((-10, 10)))
    wrong.discard(cost)
    options = sorted({cost, *sorted(w for w in wrong if w >= 0)[:3]})
    if len(options) < 3:
        return None
    fields: tuple[tuple[str, str | int], ...] = (("cost", cost), ("jokers", jokers))
    reason = "points_joker" if jokers else "points"
    return Question("points", state, (rack,), tuple(map(str, options)), str(cost), reason, fields)


def _by_number(t: Tile) -> tuple[int, int]:
    return (99, 0) if t == JOKER else (number_of(t), colour_of(t))


_MAKERS = {"meld": _meld, "opening": _opening, "joker": _joker, "points": _points}
