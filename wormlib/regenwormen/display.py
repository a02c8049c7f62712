"""How wormlib's objects show themselves in Jupyter and marimo: pictures, tables and charts.

The ``_repr_svg_`` / ``_repr_html_`` methods of the classes call these builders (both
notebooks read those methods; no notebook package is imported). Pictures come from
``wormlib.regenwormen.svg``; every text in a table is escaped. Labels come from the catalogs
(wormlib/locale, ``display.*``) in the report's language, numbers are written that way.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from wormlib.core.i18n import ntr, number, percent, tr
from wormlib.regenwormen import svg
from wormlib.regenwormen.actions import Action, Keep, Roll, Take
from wormlib.regenwormen.dice import NO_DICE, face_symbol, format_dice

if TYPE_CHECKING:
    from wormlib.regenwormen.odds import Odds, Simulation
    from wormlib.regenwormen.replay import Replay
    from wormlib.regenwormen.solver import Advice, Solution
    from wormlib.regenwormen.state import Turn
    from wormlib.regenwormen.tournament import Report

_STYLE = "border-collapse:collapse;font-size:15px"
_CELL = "padding:3px 10px;border-bottom:1px solid #e6dccb;text-align:{align}"


def label(lang: str, key: str, **fields: object) -> str:
    return tr(lang, f"display.{key}", **fields)


def rules_name(name: str, lang: str) -> str:
    """A rule set's name in words ("officielles" for ``official``); a rule set of one's own
    keeps the name it was given."""
    try:
        return label(lang, f"rules.{name}")
    except KeyError:
        return name


def action_label(action: Action, lang: str, *, count: int = 0, steal: bool = False) -> str:
    """A choice in words: 'keep 2 × W', 'take 27', 'roll on'."""
    if isinstance(action, Keep):
        return label(lang, "keep", count=count, face=face_symbol(action.face))
    if isinstance(action, Roll):
        return label(lang, "roll")
    if isinstance(action, Take):
        return label(lang, "steal" if steal else "take", tile=action.tile)
    return label(lang, "stop")


# --- the odds of a moment of a turn --------------------------------------------------------


def _unit(report: Odds) -> str:
    context = report.context
    key = f"value_{context.objective}" + ("_exact" if context.exact else "")
    return label(report.lang, key, target=context.target)


def _value(report: Odds, value: float) -> str:
    """A value in the goal's own terms: a chance, or worms or a total."""
    if report.context.objective in ("tile", "target"):
        return percent(value, report.lang)
    return number(value, report.lang)


def _rows(report: Odds) -> list[tuple[str, str, str]]:
    steal = report.context.steal
    return [
        (
            action_label(
                o.action,
                report.lang,
                count=report.dice_of(o),
                steal=isinstance(o.action, Take) and o.action.tile in steal,
            ),
            _value(report, o.value),
            percent(o.bust_chance, report.lang),
        )
        for o in report.options
    ]


def _header(report: Odds) -> tuple[str, str, str]:
    lang = report.lang
    return label(lang, "choice"), _unit(report), label(lang, "turn_bust")


def _next_roll(report: Odds) -> str:
    """'the next roll busts: 11.1%', with the language's colon (French: "raté : 11,1 %")."""
    lang, p = report.lang, report.bust_next_roll
    return label(
        lang, "next_roll_busts", p=label(lang, "no_roll") if p is None else percent(p, lang)
    )


def _ends(ends: Mapping[int | None, float]) -> list[int | None]:
    """The tiles in order, then the bust."""
    return [*sorted(t for t in ends if t is not None), None]


def odds_text(report: Odds) -> str:
    """The report as a plain table (what ``print`` shows)."""
    turn = report.state.turn
    lang = report.lang
    rows = [_header(report), *_rows(report)]
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    lines = [
        f"{label(lang, 'kept')}: {format_dice(turn.kept)}"
        + ("" if turn.roll is None else f", {label(lang, 'shown')}: {format_dice(turn.roll)}"),
        *(f"{row[0]:<{widths[0]}}  {row[1]:>{widths[1]}}  {row[2]:>{widths[2]}}" for row in rows),
        _next_roll(report),
        f"{label(lang, 'ends')}: "
        + ", ".join(
            f"{label(lang, 'bust') if end is None else end} {percent(p, lang)}"
            for end in _ends(report.ends)
            if (p := report.ends.get(end, 0.0)) > 0
        ),
    ]
    return "\n".join(lines)


def odds_html(report: Odds) -> str:
    """The moment drawn, the choices as a table (best first), and how the turn ends."""
    state, lang = report.state, report.lang
    turn, best = state.turn, report.best.action
    used = [f for f in range(1, 7) if turn.kept[f - 1]]
    pictures = [
        svg.middle(
            state.middle,
            state.turned,
            tiles=state.rules.tiles,
            size=36,
            highlight=() if report.take_now is None else (report.take_now,),
        ),
        _captioned(label(lang, "kept"), svg.dice(turn.kept, size=40)),
    ]
    if turn.roll is not None:
        keep = [best.face] if isinstance(best, Keep) else []
        roll = svg.dice(turn.roll, size=40, highlight=keep, dim=used)
        pictures.append(_captioned(label(lang, "shown"), roll))
    return (
        _row(pictures)
        + _table(_header(report), _rows(report), best=True)
        + f"<p>{html.escape(_next_roll(report))}</p>"
        + _ends_chart(report.ends, lang)
    )


def _ends_chart(
    ends: Mapping[int | None, float], lang: str, sampled: Sequence[float] | None = None
) -> str:
    order = _ends(ends)
    exact = [ends.get(end, 0.0) for end in order]
    chart = svg.bars(
        [label(lang, "bust") if end is None else str(end) for end in order],
        exact,
        texts=[percent(p, lang, 0) if p >= 0.005 else "" for p in exact],
        second=sampled,
        highlight=(len(order) - 1,),
        size=48,
        title=label(lang, "ends"),
    )
    return _captioned(label(lang, "ends"), chart)


# --- simulated turns, the solver, tournaments ------------------------------------------------


def simulation_text(simulation: Simulation) -> str:
    report = simulation.odds
    lang = report.lang
    return label(
        lang,
        "sampled",
        n=number(len(simulation), lang, 0),
        mean=_value(report, simulation.mean),
        exact=_value(report, report.value),
        busts=percent(simulation.share(None), lang),
        p=percent(report.bust_chance, report.lang),
    )


def simulation_html(simulation: Simulation) -> str:
    """The averages against the exact values, and the ends sampled beside the exact ones."""
    ends = simulation.odds.ends
    sampled = [simulation.share(end) for end in _ends(ends)]
    return f"<p>{html.escape(simulation_text(simulation))}</p>" + _ends_chart(
        ends, simulation.odds.lang, sampled
    )


def advice_html(advice: Advice) -> str:
    """The solver's advice: every legal action with its value and bust chance, best first."""
    rows = [
        (str(o.action), number(o.value, "en", 4), percent(o.bust_chance, "en"))
        for o in advice.options
    ]
    header = (label("en", "action"), label("en", "value"), label("en", "turn_bust"))
    p = advice.bust_next_roll
    note = "" if p is None else f"<p>{label('en', 'next_roll_busts', p=percent(p, 'en'))}</p>"
    return _table(header, rows, best=True) + note


def solution_html(solution: Solution) -> str:
    """A solved turn seen from its start: its value, bust chance and how it ends."""
    ends = solution.end_distribution(NO_DICE)
    start = label(
        "en",
        "solution",
        goal=solution.context.objective,
        value=number(solution.value(NO_DICE), "en", 4),
        p=percent(ends.get(None, 0.0), "en"),
    )
    return f"<p>{html.escape(start)}</p>" + _ends_chart(ends, "en")


def standings_html(report: Report) -> str:
    """A tournament's standings: wins with their 95% interval, worms and busts per seat."""
    lang = report.lang
    rows = [
        (
            s.bot,
            percent(s.win_rate, lang),
            f"{percent(s.interval[0], lang)} – {percent(s.interval[1], lang)}",
            number(s.mean_worms, lang),
            percent(s.bust_rate, lang),
        )
        for s in report.standings
    ]
    names = ("bot", "wins", "interval", "worms_per_game", "turns_bust")
    header = tuple(label(lang, name) for name in names)
    caption = ntr(lang, "display.games", report.games, rules=rules_name(report.rules.name, lang))
    caption = f"<p>{html.escape(caption)}</p>"
    return caption + _table(header, rows)


def turn_html(turn: Turn) -> str:
    """The dice set aside and the roll showing (faces already used fade)."""
    used = [f for f in range(1, 7) if turn.kept[f - 1]]
    parts = [_captioned(label("en", "kept"), svg.dice(turn.kept, size=40))]
    if turn.roll is not None:
        parts.append(_captioned(label("en", "shown"), svg.dice(turn.roll, size=40, dim=used)))
    elif turn.rolling:
        parts.append(_captioned(label("en", "shown"), "<span>?</span>"))
    return _row(parts)


def replay_html(game: Replay) -> str:
    """A saved game: the table at the end, and every turn in notation with how it ended."""
    lang = game.lang
    rows = [
        (
            str(number),
            game.players[turn.player],
            " ".join(str(a) for a in turn.actions if not isinstance(a, Roll)),
            label(lang, "bust") if turn.tile is None else label(lang, "tile", tile=turn.tile),
        )
        for number, turn in enumerate(game.turns(), start=1)
    ]
    final = svg.table(game.final, names=game.players, size=32)
    header = [label(lang, name) for name in ("turn", "player", "actions", "end")]
    return final + _table(header, rows)


# --- HTML pieces ----------------------------------------------------------------------------


def _table(header: Sequence[str], rows: Sequence[Sequence[str]], *, best: bool = False) -> str:
    """An HTML table; every cell escaped. With ``best`` the first row is bold."""

    def cells(tag: str, row: Sequence[str], bold: bool) -> str:
        weight = ";font-weight:700" if bold else ""
        return "".join(
            f'<{tag} style="{_CELL.format(align="left" if i == 0 else "right")}{weight}">'
            f"{html.escape(cell)}</{tag}>"
            for i, cell in enumerate(row)
        )

    body = "".join(f"<tr>{cells('td', row, best and i == 0)}</tr>" for i, row in enumerate(rows))
    return (
        f'<table style="{_STYLE}"><thead><tr>{cells("th", header, False)}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def _captioned(caption: str, picture: str) -> str:
    return (
        f'<figure style="margin:0"><figcaption>{html.escape(caption)}</figcaption>'
        f"{picture}</figure>"
    )


def _row(parts: Sequence[str]) -> str:
    return (
        '<div style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-end">'
        + "".join(parts)
        + "</div>"
    )
