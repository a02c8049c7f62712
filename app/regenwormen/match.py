"""One game of the play page as a value: the seats, the seed and every action with who took it.

Pure (no streamlit), so the page's logic is testable on its own: the page keeps one ``Match``
in ``st.session_state`` and replaces it with the ``Match`` each click returns. Dice and bots
draw from a ``random.Random`` seeded with the match seed and the move number, so a game
replays exactly from its seed and the decisions (and a saved game carries every throw).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from app.common.seats import MAX_SEED as MAX_SEED  # the seats are part of a match
from app.common.seats import Seat as Seat
from app.common.seats import draws
from app.common.seats import random_seed as random_seed
from wormlib.core.errors import IllegalActionError, RulesError, SaveGameError, WormError
from wormlib.core.i18n import LANGUAGES
from wormlib.core.reason import Reason
from wormlib.regenwormen import dice, game, save
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.regenwormen.bots import make_bot
from wormlib.regenwormen.rules import Rules, rules_named
from wormlib.regenwormen.solver import advise
from wormlib.regenwormen.state import GameState, initial_state

_MOVE_NUMBER = re.compile(r"[0-9]{1,9}")  # ASCII digits only: '²'.isdigit() is True


@dataclass(frozen=True, slots=True)
class Move:
    action: Action
    #: Who decided: a seat number, or ``game.CHANCE`` for the dice.
    player: int
    #: A bot's one-sentence explanation as (language, text) pairs; empty for people and dice.
    reason: tuple[tuple[str, str], ...] = ()

    def explanation(self, lang: str) -> str | None:
        return dict(self.reason).get(lang)


@dataclass(frozen=True, slots=True)
class Match:
    rules: Rules
    seats: tuple[Seat, ...]
    seed: int
    #: Every move with the positions around it (kept, like ``state``, so that a rerun never
    #: replays the game: the page's log, report and charts read them on every click).
    steps: tuple[Step, ...]
    #: The position after all moves.
    state: GameState
    #: "Duplicate" dice, as in duplicate bridge (a class challenge): the dice of a roll
    #: depend on the turn and the roll's number in it, not on the moves before (see
    #: ``duplicate_roll``), so every pupil who plays this seed meets the same throws.
    duplicate: bool = False

    @property
    def number(self) -> int:
        """The move counter: a button carries it, so a click from an older page is ignored."""
        return len(self.steps)

    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(step.move for step in self.steps)

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(step.move.action for step in self.steps)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def over(self) -> bool:
        return game.is_terminal(self.state)

    @property
    def to_move(self) -> int | None:
        """The seat that decides now, None when the game is over."""
        return None if self.over else self.state.current

    @property
    def bot_to_move(self) -> bool:
        return not self.over and self.seats[self.state.current].bot is not None

    @property
    def human_to_move(self) -> bool:
        return not self.over and self.seats[self.state.current].bot is None


def new_match(seats: Sequence[Seat], rules: Rules, seed: int, *, duplicate: bool = False) -> Match:
    """A match at its start; RulesError when the rules do not allow this many seats."""
    state = initial_state(len(seats), rules)
    return Match(rules, tuple(seats), seed, (), state, duplicate)


def duplicate_roll(seed: int, turn: int, roll: int, dice_left: int) -> dice.Counts:
    """The ``roll``-th throw (from 1) of the game's ``turn``-th turn in duplicate play, from a
    generator of (seed, turn, roll): a throw of fewer dice shows the first of the same draws,
    so two players in the same turn and roll see the same dice as far as their dice left
    allow, whatever they chose before."""
    return dice.sample_roll(dice_left, draws(seed, turn, f"duplicate-dice.{roll}"))


def _next_turn(match: Match) -> int:
    """The game's turn number of the next step."""
    last = match.steps[-1] if match.steps else None
    return last.turn + last.ends_turn if last else 1


def _turn_and_roll(match: Match) -> tuple[int, int]:
    """The turn of the throw about to land and its number in that turn (from 1)."""
    turn = _next_turn(match)
    rolls = sum(
        1 for step in match.steps if step.turn == turn and isinstance(step.move.action, Dice)
    )
    return turn, rolls + 1


def rng(match: Match, purpose: str) -> random.Random:
    """The generator for the next move: the same seed and move number give the same draws."""
    return draws(match.seed, match.number, purpose)


def play(match: Match, action: Action, reason: tuple[tuple[str, str], ...] = ()) -> Match:
    """The match after the player to move takes ``action``; a roll throws the dice at once.

    IllegalActionError (from ``wormlib.regenwormen.game``) when the action is not legal;
    ``match`` is never changed.
    """
    if isinstance(action, Dice):
        raise IllegalActionError(f"illegal action {str(action)!r}: the dice are thrown by a roll")
    return _throw(_then(match, Move(action, match.state.current, reason)))


def _then(match: Match, move: Move) -> Match:
    """The match after ``move`` (IllegalActionError from ``wormlib.regenwormen.game`` when
    illegal)."""
    after = game.apply(match.state, move.action)
    step = Step(match.number, _next_turn(match), match.state, move, after)
    return replace(match, steps=(*match.steps, step), state=after)


def _throw(match: Match) -> Match:
    """After a roll, the dice land (drawn from the match's generator)."""
    turn = match.state.turn
    if not turn.rolling:
        return match
    if match.duplicate:
        throw = Dice(duplicate_roll(match.seed, *_turn_and_roll(match), turn.dice_left))
    else:
        throw = Dice(dice.sample_roll(turn.dice_left, rng(match, "dice")))
    return _then(match, Move(throw, game.CHANCE))


def advance_bot(match: Match) -> Match:
    """The match after one decision of the bot to move (with its explanation)."""
    if not match.bot_to_move:
        raise IllegalActionError(f"no bot is to move in {match.state}")
    level = match.seats[match.state.current].bot
    assert level is not None
    decision = make_bot(level).decide(match.state, rng(match, "bot"))
    why = _named_victim(decision.reason, match.seats)
    reason = tuple((lang, why.text(lang)) for lang in LANGUAGES)
    return play(match, decision.action, reason)


def _named_victim(reason: Reason, seats: Sequence[Seat]) -> Reason:
    """The reason with the player it steals from by name where that seat has one (a pupil's
    nickname in a class challenge): the log's next line names them so too."""
    victim = dict(reason.values).get("victim")
    if not isinstance(victim, int) or not 0 < victim <= len(seats) or not seats[victim - 1].named:
        return reason
    name = seats[victim - 1].name
    return replace(
        reason, values=tuple((k, name if k == "victim" else v) for k, v in reason.values)
    )


def skip_to_human(match: Match) -> Match:
    """Play bot decisions until a person is to move or the game is over."""
    while match.bot_to_move:
        match = advance_bot(match)
    return match


@dataclass(frozen=True, slots=True)
class Step:
    """One move in context: the position before and after it."""

    number: int
    #: The turn of the game it belongs to, counting from 1.
    turn: int
    before: GameState
    move: Move
    after: GameState

    @property
    def ends_turn(self) -> bool:
        return self.after.current != self.before.current

    @property
    def bust(self) -> bool:
        """The turn ended without a tile taken (a roll with no new face, or a stop)."""
        return self.ends_turn and len(self.after.stacks[self.before.current]) <= len(
            self.before.stacks[self.before.current]
        )


def history(match: Match) -> Iterator[Step]:
    """Every move with the positions around it, from the start."""
    return iter(match.steps)


def last_step(match: Match) -> Step | None:
    """The latest move in context (None before the first)."""
    return match.steps[-1] if match.steps else None


def worms_by_turn(match: Match) -> list[tuple[int, ...]]:
    """Each player's worms at the start and after every finished turn (for the chart)."""
    points = [initial_state(len(match.seats), match.rules).scores()]
    points.extend(step.after.scores() for step in history(match) if step.ends_turn)
    return points


# --- Saving -------------------------------------------------------------------------------


def dumps(match: Match, names: Sequence[str] | None = None) -> str:
    """The wormlib save-game document; the seed, bot levels and bots' reasons go in ``meta``.

    ``names`` replace the seats' names (default names in the reader's language).
    """
    reasons = {str(i): dict(move.reason) for i, move in enumerate(match.moves) if move.reason}
    meta = {
        "app": "play",
        "seed": match.seed,
        "bots": [s.bot for s in match.seats],
        "named": [s.named for s in match.seats],
        "reasons": reasons,
    }
    return save.dumps(match.rules, names or match.names, match.actions, meta)


def loads(text: str | bytes, levels: Sequence[str]) -> Match:
    """A match from a save-game document; SaveGameError says what is wrong with it.

    A document without the play page's ``meta`` (written by another tool) loads with every
    player at this screen and a fresh seed. ``meta`` is checked field by field: no value in
    it can raise anything but SaveGameError.
    """
    saved = save.loads(text)
    meta: dict[str, Any] = saved.meta
    players = len(saved.players)
    seed = meta["seed"] if "seed" in meta else random_seed()
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise SaveGameError(f"field 'meta.seed' must be a whole number from 0 to {MAX_SEED}")
    bots = meta.get("bots", [None] * players)
    if not isinstance(bots, list) or len(bots) != players:
        raise SaveGameError("field 'meta.bots' must list a bot level or null for each player")
    for level in bots:
        if level is not None and (not isinstance(level, str) or level not in levels):
            raise SaveGameError(
                f"field 'meta.bots': unknown bot level {_cut(level)}: "
                f"choose from {', '.join(levels)}"
            )
    named = meta.get("named", [True] * players)
    if not (isinstance(named, list) and len(named) == players and _all_bool(named)):
        raise SaveGameError("field 'meta.named' must list true or false for each player")
    reasons = _reasons(meta.get("reasons", {}), len(saved.actions))
    seats = tuple(
        Seat(name, bot, is_named)
        for name, bot, is_named in zip(saved.players, bots, named, strict=True)
    )
    match = new_match(seats, saved.rules, seed)
    for i, action in enumerate(saved.actions):
        player = game.CHANCE if isinstance(action, Dice) else match.state.current
        match = _then(match, Move(action, player, reasons.get(i, ())))
    return _throw(match)


def _all_bool(values: list[object]) -> bool:
    return all(isinstance(v, bool) for v in values)


def _cut(value: object, limit: int = 40) -> str:
    """A value from a file for an error message, never longer than ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _reasons(found: object, moves: int) -> dict[int, tuple[tuple[str, str], ...]]:
    """The bots' explanations by move number, checked."""
    bad = SaveGameError("field 'meta.reasons' must map move numbers to texts per language")
    if not isinstance(found, dict):
        raise bad
    reasons = {}
    for key, texts in found.items():
        if not (isinstance(key, str) and _MOVE_NUMBER.fullmatch(key) and int(key) < moves):
            raise bad
        if not isinstance(texts, dict) or not all(
            lang in LANGUAGES and isinstance(text, str) for lang, text in texts.items()
        ):
            raise bad
        reasons[int(key)] = tuple((lang, texts[lang]) for lang in LANGUAGES if lang in texts)
    return reasons


# --- A game in a link ---------------------------------------------------------------------

#: The longest game link the page reads, in characters (whole games of four people took up to
#: 351 in benchmarks/bench_play_links.py): a longer one is refused, never replayed.
MAX_LINK = 2000
_TILE_CODES = "abcdefghijklmnop"  # a letter per tile, "a" for 21 up to "p" for 36
_LINK = re.compile(
    r"([a-z-]{1,40})\.([0-9]{1,9})\.([a-z-]{1,40}(?:_[a-z-]{1,40}){0,7})\."
    r"([0-9]{1,6})\.([rs1-5wa-p]*)"
)


class GameLinkError(WormError):
    """A game link that cannot be played again; ``key`` names the page's message."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(f"{key} {fields}")
        self.key = key
        self.fields = fields


@dataclass(frozen=True, slots=True)
class Link:
    """What a game link holds: the rules, the seed, each seat's bot level (None: a person),
    the number of moves and the people's decisions (the dice and the bots follow from the
    seed)."""

    rules: Rules
    seed: int
    bots: tuple[str | None, ...]
    number: int
    decisions: tuple[Action, ...]


def link(match: Match) -> str:
    """The game as a short text for an address: rules.seed.seats.moves.decisions, each of
    the people's decisions one character (r roll, s stop, the face set aside, a tile's
    letter)."""
    seats = "_".join(seat.bot or "p" for seat in match.seats)
    people = "".join(
        _code(step.move.action)
        for step in match.steps
        if step.move.player != game.CHANCE and match.seats[step.move.player].bot is None
    )
    return f"{match.rules.name}.{match.seed}.{seats}.{match.number}.{people}"


def _code(action: Action) -> str:
    if isinstance(action, Keep):
        return dice.face_symbol(action.face).lower()
    if isinstance(action, Take):
        return _TILE_CODES[action.tile - 21]
    return "r" if isinstance(action, Roll) else "s"


def parse_link(text: str, levels: Sequence[str]) -> Link:
    """A game link read; GameLinkError when it is too long or not one."""
    if len(text) > MAX_LINK:
        raise GameLinkError("play.link.too_long", most=MAX_LINK)
    found = _LINK.fullmatch(text)
    if found is None:
        raise GameLinkError("play.link.bad")
    name, seed, seats, number, people = found.groups()
    try:
        rules = rules_named(name)
    except RulesError:
        raise GameLinkError("play.link.bad") from None
    bots = tuple(None if seat == "p" else seat for seat in seats.split("_"))
    if any(bot is not None and bot not in levels for bot in bots) or int(seed) > MAX_SEED:
        raise GameLinkError("play.link.bad")
    return Link(rules, int(seed), bots, int(number), tuple(map(_decision, people)))


def decision(code: str) -> Action:
    """A person's decision from its character (as ``people_decisions`` writes it);
    ValueError for a character that is none."""
    return _decision(code)


def _decision(code: str) -> Action:
    if code in "12345w":
        return Keep(dice.FACES["12345w".index(code)])
    if code == "r":
        return Roll()
    return Stop() if code == "s" else Take(21 + _TILE_CODES.index(code))


def people_decisions(match: Match) -> str:
    """The people's decisions so far, a character each (as in ``link``)."""
    return link(match).rsplit(".", 1)[1]


def replay_duplicate(seats: Sequence[Seat], rules: Rules, seed: int, people: str) -> Match:
    """A duplicate-dice match played again from its seed and the people's decisions (as
    ``people_decisions`` wrote them), the bots playing their own; GameLinkError when the
    decisions do not make a legal game."""
    match = new_match(seats, rules, seed, duplicate=True)
    try:
        for code in people:
            match = play(skip_to_human(match), _decision(code))
    except ValueError:  # an unknown code, or an illegal action (IllegalActionError)
        raise GameLinkError("play.link.bad") from None
    return skip_to_human(match)


def play_link(seats: Sequence[Seat], found: Link) -> Match:
    """The game of a link played again: the people's decisions in turn, the bots' own;
    GameLinkError when they do not make a legal game of that many moves."""
    try:
        match = new_match(seats, found.rules, found.seed)
        decisions = iter(found.decisions)
        while match.number < found.number and not match.over:
            match = advance_bot(match) if match.bot_to_move else play(match, next(decisions))
    except (StopIteration, IllegalActionError, RulesError):
        raise GameLinkError("play.link.bad") from None
    if match.number != found.number or next(decisions, None) is not None:
        raise GameLinkError("play.link.bad")
    return match


# --- The decision report ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rating:
    """One decision of a person against the solver's best at that moment (in worms)."""

    number: int
    turn: int
    player: int
    state: GameState
    action: Action
    value: float
    best: Action
    best_value: float

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.value)


@dataclass(frozen=True, slots=True)
class PlayerReport:
    player: int
    ratings: tuple[Rating, ...]
    #: The game's turns that this player played, in order (the report counts the player's
    #: own turns: the 13th turn of a pupil against a bot is the game's 25th or 26th).
    turns: tuple[int, ...]

    def own_turn(self, rating: Rating) -> int:
        """The player's own number of the turn of ``rating``, counting from 1."""
        return self.turns.index(rating.turn) + 1

    @property
    def total_loss(self) -> float:
        return sum(r.loss for r in self.ratings)

    @property
    def worst(self) -> tuple[Rating, ...]:
        """The three costliest decisions (fewer if fewer cost anything), costliest first."""
        costly = [r for r in self.ratings if r.loss > 1e-9]
        return tuple(sorted(costly, key=lambda r: (-r.loss, r.number))[:3])


@dataclass(frozen=True, slots=True)
class Judgement:
    """The solver's verdict on one decision: its value and the best choice's (in worms)."""

    value: float
    best: Action
    best_value: float


#: Judgements already made, by the position and the action chosen in it.
Judged = Mapping[tuple[GameState, Action], Judgement]


def judge(state: GameState, action: Action) -> Judgement | None:
    """The solver's verdict on ``action`` in ``state``; None when there was no choice."""
    if len(game.legal_actions(state)) < 2:
        return None
    options = advise(state, "worms").options
    chosen = next(o for o in options if o.action == action)
    return Judgement(chosen.value, options[0].action, options[0].value)


def report(match: Match, judged: Judged | None = None) -> tuple[PlayerReport, ...]:
    """Every decision of every person, rated against the optimal one (objective ``worms``).

    A decision with a single legal action (for instance a keep when the roll shows one new
    face) is no choice and is not rated. ``judged`` holds verdicts made during the game (the
    page judges each click as it happens, so that the game's last click stays cheap).
    """
    known = judged or {}
    ratings: dict[int, list[Rating]] = {
        p: [] for p, seat in enumerate(match.seats) if seat.bot is None
    }
    turns: dict[int, list[int]] = {p: [] for p in ratings}
    for step in history(match):
        player, action = step.move.player, step.move.action
        if player not in ratings:
            continue
        if not turns[player] or turns[player][-1] != step.turn:
            turns[player].append(step.turn)
        verdict = known.get((step.before, action)) or judge(step.before, action)
        if verdict is None:
            continue
        ratings[player].append(
            Rating(
                step.number,
                step.turn,
                player,
                step.before,
                action,
                verdict.value,
                verdict.best,
                verdict.best_value,
            )
        )
    return tuple(PlayerReport(p, tuple(r), tuple(turns[p])) for p, r in ratings.items())
