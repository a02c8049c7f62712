"""The rules in action: legal actions, applying one, busts and the end of the game.

This module is the only place the rules are enforced. Every function takes a frozen
``GameState`` and returns a new one; the input is never changed, also not on an error. A
position is read here too (``parse_position``): only the rules know which ones can be reached.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from wormlib.core.errors import IllegalActionError, InvalidNotationError, shown
from wormlib.core.game import CHANCE as CHANCE  # each game's vocabulary: game.CHANCE
from wormlib.core.game import TERMINAL as TERMINAL
from wormlib.regenwormen import dice
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.regenwormen.rules import OFFICIAL, Rules
from wormlib.regenwormen.state import GameState, Turn
from wormlib.regenwormen.tiles import MIN_TOTAL, middle_tile_for, parse_tiles

if TYPE_CHECKING:
    from wormlib.regenwormen.dice import Counts

#: Why stopping takes no tile: no worm set aside, a total below 21, or no tile the total takes.
NoTile = Literal["no worm", "low total", "out of reach"]

# Actions are values: the few decisions are built once and shared.
_ROLL, _STOP = Roll(), Stop()
_KEEPS = tuple(Keep(face) for face in dice.FACES)


def is_terminal(state: GameState) -> bool:
    """The game ends when no face-up tile is left in the middle."""
    return not state.middle


def current_player(state: GameState) -> int:
    """The player to decide, or CHANCE while dice are awaited, or TERMINAL."""
    if is_terminal(state):
        return TERMINAL
    return CHANCE if state.turn.rolling else state.current


def take_options(state: GameState) -> tuple[int, ...]:
    """Tiles the current player may take by stopping now: the middle one and exact steals."""
    turn = state.turn
    if turn.roll is not None or turn.rolling:
        return ()
    return _takeable(state)[1]


def why_no_tile(state: GameState) -> NoTile | None:
    """Why the dice set aside would take no tile if the turn stopped now (None: they would).

    The one answer behind the bust rule, the bots' reasons, the coach and the quiz.
    """
    return _takeable(state)[0]


def _takeable(state: GameState) -> tuple[NoTile | None, tuple[int, ...]]:
    """Why the dice set aside take no tile, or the tiles they take (middle first, then a steal)."""
    turn = state.turn
    if not turn.has_worm:
        return "no worm", ()
    total = turn.total
    if total < MIN_TOTAL:
        return "low total", ()
    tile = middle_tile_for(total, state.middle, exact_only=state.rules.exact_tile_only)
    options: tuple[int, ...] = () if tile is None else (tile,)
    if state.opponent_with_top(total) is not None:
        options += (total,)
    return (None if options else "out of reach"), options


def can_roll(state: GameState) -> bool:
    """Dice remain and a face is still unused (else the turn must end)."""
    turn = state.turn
    return (
        not is_terminal(state)
        and turn.roll is None
        and not turn.rolling
        and turn.dice_left > 0
        and 0 in turn.kept  # a face is still unused
    )


def legal_actions(state: GameState) -> list[Action]:
    """Every action allowed now. Chance outcomes are listed by ``chance_outcomes``."""
    turn = state.turn
    if is_terminal(state):
        return []
    if turn.rolling:
        return [Dice(counts) for counts, _ in dice.all_rolls(turn.dice_left)]
    roll = turn.roll
    if roll is not None:
        return [_KEEPS[i] for i in range(6) if roll[i] and not turn.kept[i]]
    actions: list[Action] = [_ROLL] if can_roll(state) else []
    takes = take_options(state)
    actions.extend(Take(t) for t in takes)
    if not takes and turn.dice_left < dice.DICE:
        actions.append(_STOP)
    return actions


def chance_outcomes(state: GameState) -> list[tuple[Dice, float]]:
    """The possible throws with their probabilities, while dice are awaited."""
    if not state.turn.rolling:
        return []
    return [(Dice(c), p) for c, p in dice.all_rolls(state.turn.dice_left)]


def is_legal(state: GameState, action: Action) -> bool:
    try:
        _check(state, action)
    except IllegalActionError:
        return False
    return True


def apply(state: GameState, action: Action) -> GameState:
    """The state after the action; IllegalActionError (naming both) if it is not allowed."""
    _check(state, action)
    turn = state.turn
    if isinstance(action, Roll):
        return _with_turn(state, Turn(turn.kept, None, True))
    if isinstance(action, Dice):
        return _throw(state, action.counts)
    if isinstance(action, Keep):
        assert turn.roll is not None
        kept = dice.add(turn.kept, dice.only(action.face, turn.roll[action.face - 1]))
        after = _with_turn(state, Turn(kept))
        if not can_roll(after) and not take_options(after):
            return bust(after)  # all dice (or faces) used up with no tile to take
        return after
    if isinstance(action, Take):
        return _next_turn(_take(state, action.tile))
    return bust(state)


def step(state: GameState, action: Action, rng: random.Random) -> GameState:
    """Apply a decision; after ``Roll`` the dice are thrown at once with ``rng``."""
    if isinstance(action, Roll):
        _check(state, action)
        return _throw(state, dice.sample_roll(state.turn.dice_left, rng))
    return apply(state, action)


def bust(state: GameState) -> GameState:
    """End the turn without a tile: return the top tile, then turn the highest middle tile.

    Official exception: nothing is turned when the returned tile is itself the highest.
    With an empty stack the highest tile is still turned.
    """
    stacks, middle, turned = list(state.stacks), list(state.middle), list(state.turned)
    returned = None
    if stacks[state.current]:
        returned = stacks[state.current][-1]
        stacks[state.current] = stacks[state.current][:-1]
        middle = sorted([*middle, returned])
    highest = middle[-1]
    if not (state.rules.spare_returned_highest and highest == returned):
        middle.pop()
        turned = sorted([*turned, highest])
    return _next_turn(
        GameState(state.rules, tuple(middle), tuple(turned), tuple(stacks), state.current)
    )


def end_turn(state: GameState, tile: int | None) -> GameState:
    """The position after the current player's turn ends with ``tile`` (from the middle or
    stolen) or, with None, in a bust: what a bot looking ahead weighs, without dice."""
    return bust(state) if tile is None else _next_turn(_take(state, tile))


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: worms per player, the winners and what decided.

    With teams the worms and the tie-break are the teams' (``team_scores``), and every
    player of a winning team is a winner."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    #: "worms" (most worms), "highest tile" (tie broken), or "shared" (still tied).
    decided_by: Literal["worms", "highest tile", "shared"]
    #: Worms per team (A, B) with teams; () without.
    team_scores: tuple[int, ...] = ()


def outcome(state: GameState) -> Outcome | None:
    """None while the game goes on. Ties go to the highest tile held, else the win is shared;
    with teams, a team's worms are its players' and a tie goes to the team holding the
    highest tile."""
    if not is_terminal(state):
        return None
    team, sides = state.rules.team, state.team_scores()
    best = max(sides)
    tied = [side for side in range(len(sides)) if sides[side] == best]
    decided_by: Literal["worms", "highest tile", "shared"] = "worms"
    if len(tied) > 1:
        highest = {side: 0 for side in tied}
        for p in range(state.players):
            if team(p) in highest:
                highest[team(p)] = max(highest[team(p)], *state.stacks[p], 0)
        top = max(highest.values())
        decided_by = "shared" if top == 0 else "highest tile"
        tied = [side for side in tied if top == 0 or highest[side] == top]
    winners = tuple(p for p in range(state.players) if team(p) in tied)
    return Outcome(state.scores(), winners, decided_by, sides if state.rules.teams else ())


def _check(state: GameState, action: Action) -> None:
    turn = state.turn
    malformed = _malformed(action)
    if malformed:
        raise IllegalActionError(f"illegal action {shown(action)}: {malformed} in {state}")

    def illegal(why: str) -> IllegalActionError:
        return IllegalActionError(f"illegal action {shown(str(action))}: {why} in {state}")

    if is_terminal(state):
        raise illegal("the game is over")
    if isinstance(action, Dice):
        if not turn.rolling:
            raise illegal("no dice are being thrown")
        if sum(action.counts) != turn.dice_left:
            raise illegal(f"the throw must show the {turn.dice_left} dice not set aside")
        return
    if turn.rolling:
        raise illegal("the dice are in the air: their outcome comes first")
    if isinstance(action, Keep):
        if turn.roll is None:
            raise illegal("there is no roll to keep dice from")
        if turn.roll[action.face - 1] == 0:
            raise illegal("the roll does not show that face")
        if turn.kept[action.face - 1]:
            raise illegal("that face was set aside earlier this turn")
        return
    if turn.roll is not None:
        raise illegal("first set aside the dice of one face")
    if isinstance(action, Roll):
        if not can_roll(state):
            raise illegal("no dice or faces are left to roll")
    elif isinstance(action, Take):
        if action.tile not in take_options(state):
            raise illegal(_why_not_this_tile(state, action.tile))
    elif turn.dice_left == dice.DICE:
        raise illegal("the turn has not started")
    elif take_options(state):
        raise illegal("a tile can be taken: take it instead of busting")


def _malformed(action: object) -> str | None:
    """Why a value is no action at all (a face or throw that cannot exist), else None."""
    if isinstance(action, Keep):
        face = action.face
        return None if isinstance(face, int) and 1 <= face <= 6 else "there is no such face"
    if isinstance(action, Dice):
        counts = action.counts
        if (
            isinstance(counts, tuple)
            and len(counts) == 6
            and all(isinstance(c, int) and c >= 0 for c in counts)
        ):
            return None
        return "a throw is six dice counts, one per face"
    if isinstance(action, Take):
        return None if isinstance(action.tile, int) else "a tile is a number"
    return None if isinstance(action, Roll | Stop) else "not an action"


def _why_not_this_tile(state: GameState, tile: int) -> str:
    total, rules = state.turn.total, state.rules
    if tile not in rules.tiles:
        return f"there is no tile {shown(tile)} in the {rules.name!r} rules"
    why = why_no_tile(state)
    if why == "no worm":
        return "no worm is set aside"
    if why == "low total":
        return f"the total {total} is below {MIN_TOTAL}"
    if tile in state.turned:
        return f"tile {tile} is turned face down"
    if tile in state.stacks[state.current]:
        return f"tile {tile} is already yours"
    if tile > total:
        return f"tile {tile} is above the total {total}"
    if tile not in state.middle:
        mates = (p for p in range(state.players) if not state.is_opponent(p))
        if any(state.top(p) == tile for p in mates):
            return f"tile {tile} is a teammate's: steal only from the other team"
        if tile < total:
            return f"a steal needs the exact total: tile {tile} is not {total}"
        return f"tile {tile} is not on top of a stack"
    if rules.exact_tile_only:
        return f"the {rules.name!r} rules take only tile {total} from the middle"
    return f"a total of {total} takes the highest middle tile not above it"


def _take(state: GameState, tile: int) -> GameState:
    """A middle tile goes on the taker's stack; a stolen one too, or with teams at once on
    the stack of the thief's next teammate."""
    stacks = list(state.stacks)
    middle = state.middle
    receiver = state.current
    if tile in middle:
        middle = tuple(t for t in middle if t != tile)
    else:
        victim = state.opponent_with_top(tile)
        assert victim is not None  # _check allowed the take
        stacks[victim] = stacks[victim][:-1]
        receiver = state.next_teammate(state.current)
    stacks[receiver] = (*stacks[receiver], tile)
    return GameState(state.rules, middle, state.turned, tuple(stacks), state.current)


def _throw(state: GameState, roll: Counts) -> GameState:
    """The dice land: a roll showing no face unused this turn busts at once."""
    kept = state.turn.kept
    rolled = _with_turn(state, Turn(kept, roll))
    if not any(roll[i] and not kept[i] for i in range(6)):
        return bust(rolled)
    return rolled


def _with_turn(state: GameState, turn: Turn) -> GameState:
    return GameState(state.rules, state.middle, state.turned, state.stacks, state.current, turn)


def _next_turn(state: GameState) -> GameState:
    return GameState(
        state.rules, state.middle, state.turned, state.stacks, (state.current + 1) % state.players
    )


# --- positions in notation: only those the rules can reach -------------------------------


def parse_position(text: str, rules: Rules = OFFICIAL) -> GameState:
    """Read a position; InvalidNotationError unless the rules can reach it (see check_position)."""
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition(":")
        if not sep or key not in "mxspkr" or len(key) != 1 or key in fields:
            raise InvalidNotationError(f"bad field {shown(token)} in position {shown(text)}")
        fields[key] = value
    missing = [k for k in "mxspkr" if k not in fields]
    if missing:
        raise InvalidNotationError(f"position {shown(text)} lacks field(s) {', '.join(missing)}")
    try:
        stacks = tuple(
            () if s == "-" else tuple(int(t) for t in s.split(".")) for s in fields["s"].split("/")
        )
        current = int(fields["p"])
        middle, turned = parse_tiles(fields["m"]), parse_tiles(fields["x"])
        kept = dice.parse_dice(fields["k"])
        rolling = fields["r"] == "?"
        roll = None if fields["r"] in ("-", "?") else dice.parse_dice(fields["r"])
        state = GameState(rules, middle, turned, stacks, current, Turn(kept, roll, rolling))
        check_position(state)
    except InvalidNotationError as e:
        raise InvalidNotationError(f"{e} in position {shown(text)}") from None
    except ValueError:
        raise InvalidNotationError(f"bad stacks or player in position {shown(text)}") from None
    return state


def check_position(state: GameState) -> None:
    """Raise InvalidNotationError unless the state is one the rules can reach.

    Each tile of the rules lies in exactly one place, the player exists, a roll shows the dice
    not set aside and a new face, and a turn under way can go on: after a keep that leaves
    neither a roll nor a tile, the engine has already ended the turn with a bust.
    """
    rules, turn = state.rules, state.turn
    try:
        rules.check_players(state.players)
    except ValueError as e:
        raise InvalidNotationError(str(e)) from None
    places = [*state.middle, *state.turned, *(t for s in state.stacks for t in s)]
    if sorted(places) != sorted(rules.tiles):
        raise InvalidNotationError(
            f"the tiles do not hold each tile of the {rules.name!r} rules exactly once"
        )
    if not 0 <= state.current < state.players:
        raise InvalidNotationError(f"no player {state.current}")
    under_way = turn.rolling or turn.roll is not None or any(turn.kept)
    if under_way and not state.middle:
        raise InvalidNotationError("the game is over: no turn can be under way")
    if turn.rolling and (turn.dice_left == 0 or len(turn.used_faces) == 6):
        raise InvalidNotationError("the dice are thrown with no dice or faces left")
    if turn.roll is not None:
        if turn.rolling or sum(turn.roll) != turn.dice_left:
            raise InvalidNotationError(f"the roll must show the {turn.dice_left} dice left")
        if not set(dice.faces_in(turn.roll)) - set(turn.used_faces):
            raise InvalidNotationError("the roll is a bust, not a position")
    elif under_way and not turn.rolling and legal_actions(state) == [Stop()]:
        raise InvalidNotationError(
            "the dice set aside leave neither a roll nor a tile: the turn has already busted"
        )
