"""The explorer page's words: the choices, the values in the goal's own terms, the sentences
that say what the numbers mean, and those of a bust roll.

Every sentence is built here from keys of app/locale (``explorer.*``) in the session's
language; nothing here draws (no widgets), so the words are testable on their own.
"""

from __future__ import annotations

from app.common.i18n import nt, number, percent, t
from app.common.links import SituationError
from app.common.words import chance_text
from app.regenwormen.explore import Report
from app.regenwormen.situation import Situation
from wormlib.regenwormen import dice
from wormlib.regenwormen.actions import Action, Keep, Roll, Stop, Take
from wormlib.regenwormen.dice import WORM, Counts
from wormlib.regenwormen.solver import Option

# --- the dice on the form ---------------------------------------------------------------------

#: The situation's errors that are about the dice counts: said under the counts.
DICE_ERRORS = ("explorer.err_too_many_dice", "explorer.err_no_dice_left", "explorer.err_roll_size")


def dice_problem(s: Situation) -> str | None:
    """What is wrong with the dice counts, in one sentence, or None when they can happen."""
    try:
        s.check()
    except SituationError as e:
        return t(e.key, **e.fields) if e.key in DICE_ERRORS else None
    return None


# --- a choice and a value ----------------------------------------------------------------------


def option_label(option: Option, r: Report) -> str:
    """A choice as a pupil says it: 'set aside two 5s', 'roll again', 'stop and take 27'."""
    return action_label(option.action, r.situation)


def action_label(action: Action, s: Situation) -> str:
    """A choice of the situation ``s`` in words (a class poll labels its choices so too)."""
    if isinstance(action, Keep):
        count = s.roll[action.face - 1] if s.roll is not None else 0
        return t("explorer.act_keep", count=count, face=face_name(action.face))
    if isinstance(action, Roll):
        return t("explorer.act_roll")
    if isinstance(action, Take):
        key = "explorer.act_steal" if action.tile in s.steal else "explorer.act_take"
        return t(key, tile=action.tile)
    assert isinstance(action, Stop)
    return t("explorer.act_stop")


def face_name(face: int) -> str:
    return t("explorer.worm") if face == WORM else str(face)


def dice_count(n: int) -> str:
    return nt("explorer.dice_count", n)


def percent_goal(s: Situation) -> bool:
    """The goal's values are chances (a tile, a target, to win), not worms or totals."""
    return s.objective in ("tile", "target", "win")


def value(amount: float, s: Situation) -> str:
    """A value in the objective's own terms: a chance, worms or a total."""
    if percent_goal(s):
        return percent(amount)
    return number(amount, 2 if s.objective == "worms" else 1)


def unit(s: Situation) -> str:
    """What the goal's values count, as a chart's axis or a number's label."""
    if s.objective == "target":
        key = "explorer.unit_target_exact" if s.exact else "explorer.unit_target"
        return t(key, target=s.target)
    return t(f"explorer.unit_{s.objective}")


def tied(r: Report) -> int:
    """How many choices, best first, read the same value: none of them is called better."""
    best = value(r.best.value, r.situation)
    return sum(1 for o in r.options if value(o.value, r.situation) == best)


def next_roll_cell(r: Report) -> tuple[int, int] | None:
    """(faces used, dice left) of the next roll that ``bust_next_roll`` is about."""
    if r.bust_next_roll is None:
        return None
    s = r.situation
    used, left = len(dice.faces_in(s.kept)), s.dice_left
    if s.roll is not None and isinstance(r.best.action, Keep):
        used, left = used + 1, left - r.dice_of(r.best)
    return used, left


# --- what the numbers say ----------------------------------------------------------------------


def explanation(r: Report, after: Report | None = None) -> list[str]:
    """Short sentences that say what the numbers mean: the best choice (or the equally good
    ones) and, after setting dice aside (``after``), what best play does next; what it is
    worth, the next best, the next roll, stopping now, how the turn ends."""
    s = r.situation
    n = tied(r)
    if n > 1:
        best = [f"**{option_label(o, r)}**" for o in r.options[:n]]
        both = t("explorer.and", first=", ".join(best[:-1]), last=best[-1])
        lines = [t("explorer.say_tied", choices=both)]
    elif after is not None:
        then = option_label(after.best, after)
        then = then[:1].lower() + then[1:]  # mid-sentence
        lines = [t("explorer.say_best_then", choice=option_label(r.best, r), then=then)]
    else:
        lines = [t("explorer.say_best", choice=option_label(r.best, r))]
    lines.append(t(_worth_key(s), value=value(r.best.value, s), target=s.target))
    if len(r.options) > n:
        runner_up = r.options[n]
        lines.append(
            t(
                "explorer.say_next_best",
                choice=option_label(runner_up, r),
                value=value(runner_up.value, s),
                unit=unit(s),
            )
        )
    lines.append(_next_roll_sentence(r))
    if s.roll is None and any(s.kept):
        if r.take_now is not None:
            steals = r.take_now in s.steal
            key = "explorer.say_stop_steals" if steals else "explorer.say_stop_takes"
            lines.append(t(key, tile=r.take_now))
        else:
            lines.append(t("explorer.say_stop_busts", total=dice.total(s.kept)))
    lines.append(_ends_sentence(r))
    return lines


def _worth_key(s: Situation) -> str:
    if s.objective == "target":
        return "explorer.say_worth_target_exact" if s.exact else "explorer.say_worth_target"
    return f"explorer.say_worth_{s.objective}"


def _next_roll_sentence(r: Report) -> str:
    s = r.situation
    if s.roll is None and not any(s.kept):
        return t("explorer.say_first_roll")
    if r.bust_next_roll is None:
        return t("explorer.say_no_roll")
    _, left = next_roll_cell(r) or (0, 0)
    chance = percent(r.bust_next_roll)
    if s.roll is None:  # the sentence itself changes with one die left ("it shows")
        return nt("explorer.say_next_roll", left, chance=chance)
    return t("explorer.say_next_roll_after", dice=dice_count(left), chance=chance)


def _ends_sentence(r: Report) -> str:
    tiles = {tile: p for tile, p in r.ends.items() if tile is not None and p > 0}
    if not tiles:
        return t("explorer.say_ends_bust")
    likely = max(tiles, key=lambda tile: tiles[tile])
    return t(
        "explorer.say_ends",
        tiles=percent(sum(tiles.values())),
        bust=percent(r.ends.get(None, 0.0)),
        tile=likely,
        chance=percent(tiles[likely]),
    )


# --- a bust roll -------------------------------------------------------------------------------


def bust_lines(s: Situation, returned: int | None, turned: list[int]) -> list[str]:
    """Why the roll busts, how likely that was, and what happens to the tiles: the player's
    top tile ``returned`` to the middle, the tile ``turned`` over there (each may be none)."""
    used = dice.faces_in(s.kept)
    assert s.roll is not None
    lines = [
        t("explorer.bust_why", faces=faces(s.roll)),
        t(
            "explorer.bust_chance",
            dice=dice_count(s.dice_left),
            chance=chance_text(dice.bust_probability(len(used), s.dice_left)),
        ),
    ]
    if returned is not None and turned:
        lines.append(t("explorer.bust_back_turned", tile=returned, turned=turned[0]))
    elif returned is not None:
        lines.append(t("explorer.bust_back_spared", tile=returned))
    elif turned:
        lines.append(t("explorer.bust_turned", turned=turned[0]))
    return lines


def faces(roll: Counts) -> str:
    """'the 4s and the worm' (the faces of a roll in words, each as often as it shows)."""
    names = [nt(f"common.face_plural.{face}", roll[face - 1]) for face in dice.faces_in(roll)]
    if len(names) < 2:
        return "".join(names)
    return t("explorer.and", first=", ".join(names[:-1]), last=names[-1])
