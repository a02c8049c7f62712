"""One Rummikub game of the play page as a value: seats, seed, every action and who took it.

Pure (no streamlit): the page keeps one ``Match`` in ``st.session_state`` and replaces it with
the ``Match`` each click returns. The deals and the tiles each draw brings come from a
``random.Random`` seeded with the match seed and the move number (an injected seed), so a game
replays exactly; a save file carries every chance action as well (``wormlib.rummikub.save``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from app.common.seats import MAX_SEED as MAX_SEED  # the seats are part of a match
from app.common.seats import Seat as Seat
from app.common.seats import draws
from app.common.seats import random_seed as random_seed
from wormlib.core.errors import SaveGameError, SituationError
from wormlib.rummikub import game
from wormlib.rummikub import save as rk_save
from wormlib.rummikub.actions import Action, Deal, Drawn, Lay
from wormlib.rummikub.bots import BOTS, Reason, make_bot
from wormlib.rummikub.errors import IllegalMoveError
from wormlib.rummikub.rules import Rules
from wormlib.rummikub.solver import Budget, best_move
from wormlib.rummikub.state import GameState, initial_state


@dataclass(frozen=True, slots=True)
class Move:
    action: Action
    #: Who decided: a seat number, or ``game.CHANCE`` for a deal or a draw's tiles.
    player: int
    #: A bot's reason (worded by the page in the reader's language); None for people, chance.
    reason: Reason | None = None
    #: The round this move belongs to (0-based).
    round: int = 0
    #: A person's decision: the most tiles the solver could lay in that position (None: not
    #: asked yet, or a position the solver refuses).
    best: int | None = None
    #: The position the decision was taken in (None for chance).
    before: GameState | None = None


@dataclass(frozen=True, slots=True)
class Match:
    rules: Rules
    seats: tuple[Seat, ...]
    seed: int
    moves: tuple[Move, ...]
    #: The position after all moves (kept so that a click never replays the game).
    state: GameState

    @property
    def number(self) -> int:
        """The move counter: a button carries it, so a click from an older page is ignored."""
        return len(self.moves)

    @property
    def over(self) -> bool:
        return game.is_terminal(self.state)

    @property
    def between_rounds(self) -> bool:
        """A round has ended and the next one is still to be dealt."""
        return not self.over and not self.state.dealt

    @property
    def bot_to_move(self) -> bool:
        return self.state.dealt and self.seats[self.state.current].bot is not None

    @property
    def human_to_move(self) -> bool:
        return self.state.dealt and self.seats[self.state.current].bot is None


def rng(match: Match, purpose: str) -> random.Random:
    """The generator for the next move: the same seed and move number give the same tiles."""
    return draws(match.seed, match.number, purpose)


def new_match(seats: Sequence[Seat], rules: Rules, seed: int, *, rounds: int = 1) -> Match:
    """A match with its first round dealt; RulesError for a seat count the rules refuse."""
    state = initial_state(len(seats), rules, rounds=rounds)
    return deal(Match(rules, tuple(seats), seed, (), state))


def deal(match: Match) -> Match:
    """The next round dealt (IllegalMoveError while a round is under way or after the last)."""
    if match.state.dealt or match.over:
        raise IllegalMoveError("a round is dealt only before it starts")
    action = game.sample_chance(match.state, rng(match, "deal"))
    return _chance(_record(match, Move(action, game.CHANCE, round=match.state.round_index)))


def play(match: Match, action: Action, *, reason: Reason | None = None) -> Match:
    """The match after the player to move takes ``action``; a draw's tiles come at once.

    IllegalMoveError (from ``wormlib.rummikub.game``) when the action is not allowed; ``match``
    is never changed.
    """
    if isinstance(action, Deal | Drawn) or not match.state.dealt:
        raise IllegalMoveError(f"{str(action)[:40]!r} is not a player's decision now")
    state = match.state
    best = could_lay(state) if reason is None else None
    move = Move(action, state.current, reason, state.round_index, best, state)
    return _chance(_record(match, move))


def advance_bot(match: Match) -> Match:
    """The match after one decision of the bot to move, with its reason."""
    if not match.bot_to_move:
        raise IllegalMoveError("no bot is to move")
    level = match.seats[match.state.current].bot
    assert level is not None
    decision = make_bot(level).decide(match.state, rng(match, "bot"))
    return play(match, decision.action, reason=decision.reason)


def could_lay(state: GameState, budget: Budget | None = None) -> int | None:
    """The most rack tiles the player to move could lay (None: the solver refuses the rack,
    or ``budget``, shared with other searches, is spent)."""
    p = state.current
    try:
        move = best_move(
            state.racks[p],
            state.table,
            opened=state.plays_as_opened(p),
            rules=state.rules,
            budget=budget,
        )
    except SituationError:
        return None
    return move.tiles_laid


def _record(match: Match, move: Move) -> Match:
    after = game.apply(match.state, move.action)
    return replace(match, moves=(*match.moves, move), state=after)


def _chance(match: Match) -> Match:
    """The tiles of a draw (or a time-out's penalty), drawn from the match's generator."""
    while match.state.dealt and game.current_player(match.state) == game.CHANCE:
        action = game.sample_chance(match.state, rng(match, "draw"))
        match = _record(match, Move(action, game.CHANCE, round=match.state.round_index))
    return match


# --- the decision report ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Decision:
    """One turn of a person: what the best move would have laid against what was laid."""

    player: int
    turn: int  # the person's own turn number in the round, from 1
    could: int | None
    laid: int


def report(match: Match, round_index: int) -> tuple[Decision, ...]:
    """Every decision of the people in one round, in order.

    The decisions a loaded save brings unsolved share one solver budget, as one answer: a
    save made to be slow (80 hard decisions) costs the server about one solve, and the
    decisions past the budget show as not worked out (``could`` None)."""
    budget = Budget("the decisions of this round")
    out = []
    turns: dict[int, int] = {}
    for move in match.moves:
        if move.round != round_index or move.player < 0 or move.reason is not None:
            continue
        turns[move.player] = turns.get(move.player, 0) + 1
        could = move.best
        if could is None and move.before is not None:
            could = could_lay(move.before, budget)
        laid = len(move.action.laid) if isinstance(move.action, Lay) else 0
        out.append(Decision(move.player, turns[move.player], could, laid))
    return tuple(out)


def last_bot_moves(match: Match) -> tuple[Move, ...]:
    """The bots' decisions since a person last decided (or since the deal), oldest first."""
    out: list[Move] = []
    for move in reversed(match.moves):
        if move.player == game.CHANCE:
            if isinstance(move.action, Deal):
                break
            continue
        if move.reason is None:
            break
        out.append(move)
    return tuple(reversed(out))


# --- save and load ---------------------------------------------------------------------


def dumps(match: Match) -> str:
    """The save-game document (wormlib.rummikub.save), seats and seed in its ``meta``."""
    meta: dict[str, Any] = {
        "seed": match.seed,
        "bots": [s.bot for s in match.seats],
        "named": [s.named for s in match.seats],
    }
    return rk_save.dumps(
        match.rules,
        [s.name for s in match.seats],
        [m.action for m in match.moves],
        rounds=match.state.rounds,
        meta=meta,
    )


def loads(text: str | bytes) -> Match:
    """A match from a save document; SaveGameError (only) says what is wrong with it."""
    saved = rk_save.loads(text)
    n = len(saved.players)
    meta = saved.meta
    bots = meta.get("bots", [None] * n)
    named = meta.get("named", [True] * n)
    seed = meta.get("seed", 1)
    if (
        not isinstance(bots, list)
        or len(bots) != n
        or any(b is not None and b not in BOTS for b in bots)
    ):
        raise SaveGameError(f"field 'meta.bots' must list {n} bot levels or null")
    if not isinstance(named, list) or len(named) != n or any(type(x) is not bool for x in named):
        raise SaveGameError(f"field 'meta.named' must list {n} true or false")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise SaveGameError(f"field 'meta.seed' must be a whole number 0 to {MAX_SEED}")
    seats = tuple(Seat(p, b, x) for p, b, x in zip(saved.players, bots, named, strict=True))
    state = initial_state(n, saved.rules, rounds=saved.state.rounds)
    moves = []
    for action in saved.actions:
        player = game.current_player(state)
        if player >= 0 and seats[player].bot is not None:
            reason: Reason | None = Reason("loaded")
        else:
            reason = None
        before = state if player >= 0 else None
        moves.append(Move(action, player, reason, state.round_index, None, before))
        state = game.apply(state, action)
    return Match(saved.rules, seats, seed, tuple(moves), state)
