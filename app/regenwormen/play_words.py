"""The play page's words: names, dice in words, the game log and the report's sentences.

Every sentence is built here from keys of app/locale (``play.*``), in the session's language
and with the vocabulary of docs/glossary.md; a count picks its plural form with ``nt``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from app.common import teams
from app.common.i18n import CATALOG, language, nt, t
from app.common.markup import escape
from app.regenwormen import match as m
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.regenwormen.save import MAX_NAME
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.tiles import MIN_TOTAL, worms

WORM = "🪱"


# --- names ----------------------------------------------------------------------------------


def level_label(level: str) -> str:
    return _label("play.level.", level)


def variant_label(name: str) -> str:
    return _label("play.variant.", name)


def _label(prefix: str, name: str) -> str:
    return t(prefix + name) if prefix + name in CATALOG else name


def default_name(person: int) -> str:
    """The name of the ``person``-th person at this screen (from 0) when none was typed."""
    return t("play.default_name", n=person + 1)


def bot_names(levels: Sequence[str]) -> list[str]:
    """Bots named after their level, numbered when a level plays more than once."""
    names = []
    for j, level in enumerate(levels):
        name = t("play.bot_name", level=level_label(level))
        if levels.count(level) > 1:
            name += f" {levels[: j + 1].count(level)}"
        names.append(name[:MAX_NAME])
    return names


def side_names(match: m.Match, names: Sequence[str]) -> list[str]:
    """The names of the sides a chance to win is for: the players' ``names``, or the teams."""
    return [teams.name(0), teams.name(1)] if match.rules.teams else list(names)


def names(match: m.Match) -> tuple[str, ...]:
    """Every seat's name as the reader sees it: default names follow the session's language."""
    levels = [seat.bot for seat in match.seats if seat.bot is not None]
    bots = iter(bot_names(levels))
    people = 0
    shown = []
    for seat in match.seats:
        if seat.bot is not None:
            default = next(bots)
        else:
            default = default_name(people)
            people += 1
        shown.append(seat.name if seat.named else default)
    return tuple(shown)


# --- numbers and dice --------------------------------------------------------------


def worms_text(n: float) -> str:
    """'1 worm', '3 worms', '0.74 worms': whole numbers without decimals."""
    return nt("play.worms", n)


def face_text(face: int) -> str:
    return WORM if face == dice.WORM else str(face)


def dice_text(counts: dice.Counts) -> str:
    """A roll face by face: '1 2 2 5 🪱'."""
    return " ".join(face_text(f) for f in dice.FACES for _ in range(counts[f - 1]))


def dice_words(face: int, count: int) -> str:
    """'3 dice showing 2', '1 worm': a choice of dice in words, never a sum."""
    if face == dice.WORM:
        return nt("play.dice_worm", count)
    return nt("play.dice_face", count, face=face)


# --- the game log ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnLog:
    number: int
    player: int
    lines: tuple[str, ...]


def turns(match: m.Match, shown: Sequence[str], steps: Sequence[m.Step]) -> list[TurnLog]:
    """The game in plain words, turn by turn (bot explanations in italics).

    ``shown`` are the seat names as they may go into markdown (escaped by the caller),
    ``steps`` the match's history.
    """
    out: list[TurnLog] = []
    lines: list[str] = []
    names, lang = tuple(shown), language()
    for step in steps:
        lines.extend(step_lines(step, names, lang))
        if step.ends_turn:
            out.append(TurnLog(step.turn, step.before.current, tuple(lines)))
            lines = []
    if not match.over:
        out.append(TurnLog(len(out) + 1, match.state.current, tuple(lines)))
    return out


@lru_cache(maxsize=8192)
def step_lines(step: m.Step, shown: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """One step's lines of the log, kept by value: each click adds one step to a log that
    every run shows whole, so the earlier steps' lines are found again, not rebuilt.

    A pure function of its arguments (``lang`` is the session's language, which ``t`` reads
    while this runs), so sessions with other names or another language get their own lines.
    """
    return tuple(_describe(step, shown, lang))


def _describe(step: m.Step, shown: Sequence[str], lang: str) -> Iterator[str]:
    before, action = step.before, step.move.action
    name = shown[before.current]
    reason = step.move.explanation(lang)
    if reason:
        yield f"*{escape(reason)}*"
    if isinstance(action, Dice):
        key = "play.log.roll_bust" if step.bust else "play.log.roll"
        yield t(key, name=name, dice=dice_text(action.counts))
    elif isinstance(action, Keep):
        assert before.turn.roll is not None
        count = before.turn.roll[action.face - 1]
        total = before.turn.total + dice.FACE_VALUES[action.face - 1] * count
        key = "play.log.keep_bust" if step.bust else "play.log.keep"
        yield t(key, name=name, dice=dice_words(action.face, count), total=total)
    elif isinstance(action, Take):
        tile, n = action.tile, worms_text(worms(action.tile))
        if tile in before.middle:
            yield t("play.log.take", name=name, tile=tile, worms=n)
        else:
            thief = shown[victim(before, tile)]
            yield t("play.log.steal", name=name, tile=tile, worms=n, victim=thief)
            mate = before.next_teammate(before.current)
            if mate != before.current:
                yield t("teams.log.to_mate", tile=tile, name=shown[mate])
    elif isinstance(action, Stop):
        yield t("play.log.stop", name=name)
    if step.bust:
        yield from bust_words(step)


@dataclass(frozen=True, slots=True)
class BustTiles:
    """What a bust did to the tiles: the tile given back, the tiles turned over."""

    returned: int | None
    turned: tuple[int, ...]


def bust_tiles(step: m.Step) -> BustTiles:
    before, after, player = step.before, step.after, step.before.current
    returned = before.top(player) if after.stacks[player] != before.stacks[player] else None
    return BustTiles(returned, tuple(sorted(set(after.turned) - set(before.turned))))


def bust_dice(step: m.Step) -> dice.Counts:
    """The dice that made the bust: the roll with no new face, else the dice set aside."""
    action, turn = step.move.action, step.before.turn
    if isinstance(action, Dice):
        return action.counts
    if isinstance(action, Keep) and turn.roll is not None:
        face = action.face - 1
        kept = list(turn.kept)
        kept[face] += turn.roll[face]
        return (kept[0], kept[1], kept[2], kept[3], kept[4], kept[5])
    return turn.kept


def bust_words(step: m.Step) -> Iterator[str]:
    tiles = bust_tiles(step)
    if tiles.returned is not None:
        yield t("play.log.returned", tile=tiles.returned)
    for tile in tiles.turned:
        yield t("play.log.turned", tile=tile)
    if tiles.returned is not None and not tiles.turned:
        yield t("play.log.spared")


def bust_cause(step: m.Step) -> str:
    """Why the turn was a bust, in one sentence."""
    action, before = step.move.action, step.before
    if isinstance(action, Dice):
        return t("play.bust.roll")
    if isinstance(action, Keep):
        return t("play.bust.no_dice")
    why = game.why_no_tile(before) or "out of reach"
    return t(f"play.bust.stop.{why}", total=before.turn.total, least=MIN_TOTAL)


def victim(state: GameState, tile: int) -> int:
    """The opponent whose top tile a steal takes."""
    owner = state.opponent_with_top(tile)
    assert owner is not None, f"no opponent has {tile} on top"
    return owner


# --- choices and the report -----------------------------------------------------------------


def choice_label(state: GameState, action: Action, shown: Sequence[str]) -> str:
    """A decision button's label."""
    if isinstance(action, Keep):
        return dice_words(action.face, kept_count(state, action))
    if isinstance(action, Roll):
        return nt("play.roll", state.turn.dice_left)
    if isinstance(action, Take) and action.tile in state.middle:
        return t("play.take", tile=action.tile)
    if isinstance(action, Take):
        said = t("play.steal", tile=action.tile, victim=shown[victim(state, action.tile)])
        mate = state.next_teammate(state.current)
        return said if mate == state.current else f"{said} {t('teams.for_mate', name=shown[mate])}"
    return t("play.stop")


def kept_count(state: GameState, keep: Keep) -> int:
    assert state.turn.roll is not None
    return state.turn.roll[keep.face - 1]


def stop_outlook(state: GameState, shown: Sequence[str]) -> str:
    """Before stopping: which tile stopping would take, or why it would take none; with
    teams also that a teammate's top tile of that total is not to steal."""
    said = _stop_outlook(state, shown)
    mates = [
        p
        for p in range(state.players)
        if p != state.current and not state.is_opponent(p) and state.top(p) == state.turn.total
    ]
    if mates and state.turn.has_worm:
        said += " " + t("teams.mate_top", tile=state.turn.total, name=shown[mates[0]])
    return said


def _stop_outlook(state: GameState, shown: Sequence[str]) -> str:
    takes = game.take_options(state)
    middle = [tile for tile in takes if tile in state.middle]
    steals = [tile for tile in takes if tile not in state.middle]
    if middle and steals:
        thief = shown[victim(state, steals[0])]
        return t("play.would_choose", a=middle[0], b=steals[0], victim=thief)
    if takes:
        return t("play.would_take", tile=takes[0], worms=worms_text(worms(takes[0])))
    why = game.why_no_tile(state) or "out of reach"
    return t(f"play.no_tile.{why}", total=state.turn.total, least=MIN_TOTAL)


def _did(state: GameState, action: Action) -> str:
    """What the pupil did, as the end of 'Turn 5: …'."""
    turn = state.turn
    if isinstance(action, Keep):
        assert turn.roll is not None
        dice_said = dice_words(action.face, kept_count(state, action))
        key = "play.did.keep_first" if not any(turn.kept) else "play.did.keep"
        return t(key, roll=dice_text(turn.roll), dice=dice_said, total=turn.total)
    if isinstance(action, Roll):
        return t("play.did.roll", total=turn.total)
    if isinstance(action, Take):
        key = "play.did.take" if action.tile in state.middle else "play.did.steal"
        return t(key, total=turn.total, tile=action.tile)
    return t("play.did.stop", total=turn.total)


def _better(state: GameState, action: Action) -> str:
    """The best choice, as the subject of '… was better'."""
    if isinstance(action, Keep):
        return t("play.better.keep", dice=dice_words(action.face, kept_count(state, action)))
    if isinstance(action, Roll):
        return t("play.better.roll")
    if isinstance(action, Take):
        key = "play.better.take" if action.tile in state.middle else "play.better.steal"
        return t(key, tile=action.tile)
    return t("play.better.stop")


def rating_sentence(rating: m.Rating, turn: int) -> str:
    """A costly decision as a pupil reads it, in the pupil's own ``turn``, with what it cost
    (never a negative number)."""
    return t(
        "play.report.own_item",
        turn=turn,
        did=_did(rating.state, rating.action),
        better=_better(rating.state, rating.best),
        gain=worms_text(round(rating.loss, 2)),
    )


def action_text(state: GameState, action: Action) -> str:
    """A decision in a few words, for the teacher's table."""
    if isinstance(action, Keep):
        return t("play.act.keep", dice=dice_words(action.face, kept_count(state, action)))
    if isinstance(action, Take):
        key = "play.act.take" if action.tile in state.middle else "play.act.steal"
        return t(key, tile=action.tile)
    return t("play.act.roll") if isinstance(action, Roll) else t("play.act.stop")


def position_text(state: GameState) -> str:
    turn = state.turn
    if turn.roll is not None:
        return t("play.report.at_roll", roll=dice_text(turn.roll), total=turn.total)
    return nt("play.report.at_stop", turn.dice_left, total=turn.total)


def winner_text(match: m.Match, outcome: game.Outcome, shown: Sequence[str]) -> str:
    """Who won, and how a tie was broken (``shown``: the names as they may be displayed)."""
    if outcome.team_scores:
        return team_winner_text(match, outcome, shown)
    joined = t("play.and").join(shown[p] for p in outcome.winners)
    best = outcome.scores[outcome.winners[0]]
    if outcome.decided_by == "highest tile":
        tied = [n for p, n in enumerate(shown) if outcome.scores[p] == best]
        tile = max(match.state.stacks[outcome.winners[0]])
        return t(
            "play.win.tile",
            tied=t("play.and").join(tied),
            worms=worms_text(best),
            names=joined,
            tile=tile,
        )
    key = "play.win.shared" if outcome.decided_by == "shared" else "play.win.worms"
    return t(key, names=joined, worms=worms_text(best))


def team_winner_text(match: m.Match, outcome: game.Outcome, shown: Sequence[str]) -> str:
    """Which team won, with its players, and how a tie between the teams was broken."""
    team = match.rules.team
    won = sorted({team(p) for p in outcome.winners})
    best = outcome.team_scores[won[0]]
    names = t("play.and").join(shown[p] for p in outcome.winners)
    if outcome.decided_by == "shared":
        both = t("play.and").join(teams.name(side) for side in won)
        return t("teams.win.shared", teams=both, worms=worms_text(best), names=names)
    tile = max((max(match.state.stacks[p], default=0) for p in outcome.winners), default=0)
    key = "teams.win.tile" if outcome.decided_by == "highest tile" else "teams.win.worms"
    fields = {"tile": tile} if key == "teams.win.tile" else {}
    return t(key, team=teams.name(won[0]), worms=worms_text(best), names=names, **fields)
