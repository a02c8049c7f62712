"""``wormlib odds``: bust odds and the value of every choice at one moment of a turn."""

from __future__ import annotations

import argparse
import json
from typing import Any

from wormlib.cli.arguments import whole
from wormlib.core import errors
from wormlib.regenwormen import dice
from wormlib.regenwormen.dice import Counts, face_symbol, format_dice, parse_dice
from wormlib.regenwormen.odds import check_mates, check_steal
from wormlib.regenwormen.rules import default_middle, rules_named
from wormlib.regenwormen.solver import OBJECTIVES, Context, Objective, Solution, solve
from wormlib.regenwormen.tiles import format_tiles, parse_tiles, worms

MEANING: dict[Objective, str] = {
    "tile": "chance of ending the turn with a tile",
    "worms": "expected change of your worms this turn",
    "score": "expected total of the turn (a bust counts 0)",
    "target": "chance of ending with a total of at least {t}",
}


def register(commands: Any) -> None:
    parser = commands.add_parser("odds", help="bust odds and the value of each choice of a turn")
    parser.add_argument("--kept", default="-", help='dice set aside, e.g. "W W 4 4 4"')
    parser.add_argument("--roll", help="the roll on the table (else: between rolls)")
    parser.add_argument(
        "--middle",
        help="face-up middle tiles, e.g. 21-28,30 (default: every tile not given as a top tile)",
    )
    parser.add_argument("--steal", default="-", help="opponents' top tiles")
    parser.add_argument(
        "--mates", default="-", help="with --rules teams: teammates' top tiles (never stolen)"
    )
    parser.add_argument("--own-top", type=whole(21, 36), help="your own top tile (lost on a bust)")
    parser.add_argument("--rules", default="official", help="rule variant (default official)")
    parser.add_argument(
        "--objective", choices=OBJECTIVES, help="default worms (target with --target or --exact)"
    )
    parser.add_argument("--target", type=whole(21, 40), help="the total to reach, 21..40")
    parser.add_argument("--exact", action="store_true", help="the total must equal the target")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    context = _context(args)
    kept = parse_dice(args.kept)
    roll = None if args.roll is None else parse_dice(args.roll)
    left = dice.DICE - sum(kept)
    if roll is not None and sum(roll) != left:
        if sum(kept) + sum(roll) > dice.DICE:
            raise errors.SituationError(
                f"kept {format_dice(kept)} and roll {format_dice(roll)} make more than 8 dice"
            )
        raise errors.SituationError(
            f"the roll {format_dice(roll)} must show the {left} dice left after {format_dice(kept)}"
        )
    solution = solve(context)
    report = _between(solution, kept) if roll is None else _with_roll(solution, kept, roll)
    print(json.dumps(report) if args.json else _table(context, report))
    return 0


def _context(args: argparse.Namespace) -> Context:
    rules = rules_named(args.rules)
    steal, mates = parse_tiles(args.steal), parse_tiles(args.mates)
    check_steal(steal, rules)
    check_mates(mates, rules)
    own = () if args.own_top is None else (args.own_top,)
    held = (*steal, *own, *mates)
    middle = default_middle(rules, held) if args.middle is None else parse_tiles(args.middle)
    places = (*middle, *held)
    twice = sorted({t for t in places if places.count(t) > 1})
    if twice:
        raise errors.SituationError(
            f"tile(s) {', '.join(map(str, twice))} in two places: middle {list(middle)}, "
            f"steal {list(steal)}, own top {args.own_top}, teammates {list(mates)}"
        )
    for tile in places:
        worms(tile)  # a tile outside 21..36 raises
        if tile not in rules.tiles:
            raise errors.RulesError(
                f"tile {tile} is not played with the {rules.name!r} rules "
                f"({format_tiles(rules.tiles)})"
            )
    objective: Objective = args.objective or (
        "target" if args.target is not None or args.exact else "worms"
    )
    if objective != "target" and (args.target is not None or args.exact):
        raise errors.SituationError(
            f"--target and --exact need --objective target, not {objective!r}"
        )
    target = 21 if args.target is None else args.target
    return Context(middle, steal, args.own_top, rules, objective, target, args.exact)


def _between(solution: Solution, kept: Counts) -> dict[str, Any]:
    """The roll-or-stop decision with `kept` set aside."""
    stop, roll = solution.stop_value(kept), solution.roll_value(kept)
    stop_or_bust = stop if stop is not None else solution.context.bust()
    rolls = roll is not None and solution.rolls(kept)
    can_stop = sum(kept) > 0
    return {
        "kept": format_dice(kept),
        "dice_left": dice.DICE - sum(kept),
        "total": dice.total(kept),
        "bust_next_roll": solution.bust_next_roll(kept),
        "stop": stop,
        "roll": roll,
        "best": "roll" if rolls else "stop",
        "value": solution.value(kept),
        "margin": abs(stop_or_bust - roll) if roll is not None and can_stop else None,
        "bust_chance": solution.bust_chance(kept),
        "ends": _ends(solution.end_distribution(kept)),
    }


def _with_roll(solution: Solution, kept: Counts, roll: Counts) -> dict[str, Any]:
    """The keep decision for the roll on the table."""
    choices = solution.keep_choices(kept, roll)
    values = [c.value for c in choices]
    return {
        "kept": format_dice(kept),
        "roll_shown": format_dice(roll),
        "dice_left": dice.DICE - sum(kept),
        "total": dice.total(kept),
        "bust": not choices,
        "best": face_symbol(choices[0].face) if choices else None,
        "value": values[0] if choices else solution.context.bust(),
        "margin": values[0] - max(values[1:]) if len(values) > 1 else None,
        "choices": [
            {
                "keep": face_symbol(c.face),
                "count": c.count,
                "value": c.value,
                "stop": c.stop,
                "roll": c.roll,
                "bust_next_roll": c.bust_next_roll,
                "bust_chance": solution.bust_chance(dice.add(kept, dice.only(c.face, c.count))),
            }
            for c in choices
        ],
        "bust_chance": solution.bust_chance(kept, roll),
        "ends": _ends(solution.end_distribution(kept, roll)),
    }


def _ends(ends: dict[int | None, float]) -> dict[str, float]:
    return {"bust" if tile is None else str(tile): p for tile, p in ends.items()}


def _table(context: Context, r: dict[str, Any]) -> str:
    meaning = MEANING[context.objective].format(t=context.target)
    if context.exact:
        meaning = meaning.replace("at least", "exactly")
    lines = [
        f"kept {r['kept']} (total {r['total']}, {r['dice_left']} dice left)"
        + (f", roll {r['roll_shown']}" if "roll_shown" in r else ""),
        f"middle {format_tiles(context.middle)}, steal {format_tiles(context.steal)}, "
        f"own top {context.own_top or '-'}, rules {context.rules.name}",
        f"objective {context.objective}: {meaning}",
    ]
    if "choices" in r:
        if r["bust"]:
            lines.append("the roll shows no new face: bust")
        else:
            lines.append(f"{'keep':<6}{'count':>6}{'value':>10}{'stop':>10}{'roll':>10}  next bust")
            for c in r["choices"]:
                lines.append(
                    f"{c['keep']:<6}{c['count']:>6}{c['value']:>10.4f}{_num(c['stop']):>10}"
                    f"{_num(c['roll']):>10}  {_pct(c['bust_next_roll'])}"
                )
            lines.append(f"best: keep {r['best']}" + _by(r["margin"]))
    else:
        lines.append(f"next roll busts: {_pct(r['bust_next_roll'])}")
        lines.append(f"stop {_num(r['stop'])}, roll {_num(r['roll'])}")
        lines.append(f"best: {r['best']}" + _by(r["margin"]))
    ends = ", ".join(f"{k} {_pct(p)}" for k, p in r["ends"].items() if p > 0)
    lines.append(f"playing on best: {ends}")
    return "\n".join(lines)


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.4f}"


def _pct(p: float) -> str:
    return f"{100 * p:.2f} %"


def _by(margin: float | None) -> str:
    return "" if margin is None else f" (by {margin:.4f})"
