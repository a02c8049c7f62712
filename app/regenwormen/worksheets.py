"""The Regenwormen lessons' worksheets: each lesson's own situations, drawn and solved by the
engine, as questions (app/common/worksheet.py prints them; the words are in
app/locale/worksheets/<lang>.toml). The engine's numbers are computed once per process: they
are the same in every language and for every reader.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from statistics import pstdev

from app.common.once import shared
from app.common.worksheet import Cell, Question, chance, fraction, worms, yes_no
from wormlib.core.i18n import number, percent
from wormlib.core.tournament import wilson_interval
from wormlib.regenwormen import svg
from wormlib.regenwormen.calibration import Calibration, calibrate
from wormlib.regenwormen.dice import parse_dice
from wormlib.regenwormen.odds import Odds, odds, simulate_turns
from wormlib.regenwormen.tiles import worms as tile_worms
from wormlib.regenwormen.tournament import simulate

DIE = 34  # a die's width on paper, in CSS pixels (9 mm)
ROLLS = 6**3  # the ways three dice can land (question "count")


def _dice(kept: str) -> str:
    return svg.dice(parse_dice(kept), size=DIE)


def _value(moment: Odds, action: str) -> float:
    """The expected worms of one choice, by its notation (``roll``, ``take 30``, ``keep 5``)."""
    return next(o.value for o in moment.options if str(o.action) == action)


# --- 1. What are the odds? ------------------------------------------------------------------


def odds_sheet(lang: str) -> tuple[Question, ...]:
    three = odds("WW444").bust_next_roll or 0.0
    two = odds("WWW555").bust_next_roll or 0.0
    one_die = odds("WW55432").bust_next_roll or 0.0
    four_dice = odds("WW54").bust_next_roll or 0.0
    first = odds("55WW").bust_next_roll or 0.0
    second = odds("455WW").bust_next_roll or 0.0
    ends = (first, (1 - first) * second, (1 - first) * (1 - second))
    return (
        Question(
            "three",
            {"p": chance(three, lang), "frac": fraction(three)},
            {"bust": three},
            (("", _dice("WW444")),),
        ),
        Question(
            "count",
            {"ways": str(ROLLS), "busts": str(round(ROLLS * three)), "frac": fraction(three)},
            {"busts": ROLLS * three},
        ),
        Question(
            "two",
            {"p": chance(two, lang), "frac": fraction(two)},
            {"bust": two},
            (("", _dice("WWW555")),),
        ),
        Question(
            "compare",
            {"a": chance(one_die, lang), "b": chance(four_dice, lang)},
            {"a": one_die, "b": four_dice},
            (("A", _dice("WW55432")), ("B", _dice("WW54"))),
        ),
        Question(
            "tree",
            {f"p{i}": chance(p, lang) for i, p in enumerate(ends, 1)}
            | {
                "first": fraction(first),
                "second": fraction(second),
                "any": chance(1 - ends[2], lang),
            },
            {"first": first, "second": second, "any": 1 - ends[2]},
            (("", _dice("55WW")),),
            rows=tuple((Cell(f"{{end{i}}}"), Cell(f"{{p{i}}}", blank=True)) for i in (1, 2, 3)),
            lines=2,
        ),
        Question(
            "many",
            {"n": number(10_000, lang, 0), "busts": number(round(10_000 * three), lang, 0)},
            {"busts": 10_000 * three},
        ),
    )


# --- 2. Expected value ----------------------------------------------------------------------


def value_sheet(lang: str) -> tuple[Question, ...]:
    moment = odds("WWW4443")
    roll_on = _value(moment, "roll")
    rows = []
    for face in "125":
        total = 30 + int(face)
        rows.append(
            (
                Cell(face),
                Cell(str(total)),
                Cell(str(tile_worms(total)), blank=True),
                Cell("1/6"),
                Cell(f"{tile_worms(total)}/6", blank=True),
            )
        )
    rows.append(
        (
            Cell("{bust_faces}"),
            Cell("{bust}"),
            Cell("0", blank=True),
            Cell("3/6"),
            Cell("0", blank=True),
        )
    )
    rows.append((Cell(""), Cell(""), Cell(""), Cell("{sum}"), Cell("{roll}", blank=True)))
    last = odds("WW55544")
    own = odds("WWW4443", own_top=25)
    first = odds(roll="5555WW12")
    twos = odds(roll="22222255")
    keeps = ("keep 5", "keep W", "keep 2", "keep 1")
    return (
        Question(
            "stop_or_roll",
            {"roll": worms(roll_on, lang), "stop": worms(_value(moment, "take 30"), lang)},
            {"roll": roll_on, "stop": _value(moment, "take 30"), "best": str(moment.best.action)},
            (("", _dice("WWW4443")),),
            rows=tuple(rows),
            lines=1,
        ),
        Question(
            "last_die",
            {
                "roll": worms(_value(last, "roll"), lang),
                "stop": worms(_value(last, "take 33"), lang),
            },
            {
                "roll": _value(last, "roll"),
                "stop": _value(last, "take 33"),
                "best": str(last.best.action),
            },
            (("", _dice("WW55544")),),
        ),
        Question(
            "own_tile",
            {"roll": worms(_value(own, "roll"), lang), "stop": worms(_value(own, "take 30"), lang)},
            {
                "roll": _value(own, "roll"),
                "stop": _value(own, "take 30"),
                "best": str(own.best.action),
            },
            (("", _dice("WWW4443")), ("", svg.tile(25, size=DIE))),
        ),
        Question(
            "first_roll",
            {f"v{k[-1]}": worms(_value(first, k), lang) for k in keeps},
            {k: _value(first, k) for k in keeps} | {"best": str(first.best.action)},
            (("", _dice("5555WW12")),),
            rows=tuple((Cell(f"{{keep{k[-1]}}}"), Cell(f"{{v{k[-1]}}}")) for k in keeps),
            lines=2,
        ),
        Question(
            "twos",
            {"v2": worms(_value(twos, "keep 2"), lang), "v5": worms(_value(twos, "keep 5"), lang)},
            {
                "keep 2": _value(twos, "keep 2"),
                "keep 5": _value(twos, "keep 5"),
                "best": str(twos.best.action),
            },
            (("", _dice("22222255")),),
        ),
    )


# --- 3. Simulate or compute? ----------------------------------------------------------------

TURNS = (10, 100, 1_000)  # the sizes of the simulations of question "more" (fast enough to
# build on a page request: 5 × 1,110 turns)
SEEDS = range(1, 6)  # five simulations of each size
SPREAD = 100  # simulations of 100 turns for question "spread"
BUSTS = 1_000  # turns of question "busts"


@shared(None)
def simulated() -> Mapping[str, tuple[float, ...]]:
    """The lesson's simulations from W W 4 4 4 (seeded: the same on every sheet): the
    averages of five simulations per size, the spread of 100-turn averages, the busts."""
    moment = odds("WW444")
    runs = {f"{n}": tuple(simulate_turns(moment, n, seed=s).mean for s in SEEDS) for n in TURNS}
    return runs | {
        "spread": (pstdev(simulate_turns(moment, 100, seed=s).mean for s in range(SPREAD)),),
        "busts": (simulate_turns(moment, BUSTS, seed=1).share(None),),
    }


def simulate_sheet(lang: str) -> tuple[Question, ...]:
    moment = odds("WW444")
    exact = moment.value
    runs = simulated()
    seeds = runs["10"]
    (spread,) = runs["spread"]
    (sampled,) = runs["busts"]
    facts = {"exact": worms(exact, lang)}
    off = {n: max(abs(a - exact) for a in runs[f"{n}"]) for n in TURNS}
    return (
        Question(
            "seeds",
            facts
            | {f"a{i}": number(a, lang, 1) for i, a in enumerate(seeds, 1)}
            | {"gap": number(max(seeds) - min(seeds), lang, 1)},
            {"gap": max(seeds) - min(seeds), "exact": exact},
            (("", _dice("WW444")),),
            lines=2,
        ),
        Question(
            "more",
            facts | {"n": str(len(SEEDS))},
            {f"off {n}": off[n] for n in TURNS},
            rows=tuple(
                (
                    Cell(number(n, lang, 0)),
                    Cell(number(min(runs[f"{n}"]), lang, 3)),
                    Cell(number(max(runs[f"{n}"]), lang, 3)),
                    Cell(number(off[n], lang, 3), blank=True),
                )
                for n in TURNS
            ),
            lines=2,
        ),
        Question(
            "spread",
            {"s100": number(spread, lang, 2), "s400": number(spread / 2, lang, 2)},
            {"s100": spread, "s400": spread / 2},
        ),
        Question(
            "busts",
            {
                "p": percent(moment.bust_chance, lang),
                "turns": number(BUSTS, lang, 0),
                "n": number(BUSTS * moment.bust_chance, lang, 0),
                "sampled": number(BUSTS * sampled, lang, 0),
            },
            {"expected": BUSTS * moment.bust_chance, "sampled": BUSTS * sampled},
        ),
        Question("why", lines=4),
    )


# --- 4. Bots against each other -------------------------------------------------------------

GAMES = (10, 100, 1_000)  # tournaments that a bot wins 60% of, for question "intervals"
MATCH = 20  # games of expert against careful, seed 1
#: The bots lesson's calibration: ``calibrate(100, seed=1)`` in its cells (question "forecast"
#: and the guide's figures); the group of question "forecast" is the one nearest this chance.
CALIBRATION_GAMES, CALIBRATION_SEED, FORECAST = 100, 1, 0.7


@shared(None)
def tournament() -> Mapping[str, tuple[float, float, float]]:
    """Expert against careful, 20 games (seeded): each bot's win share and interval."""
    result = simulate(["expert", "careful"], games=MATCH, seed=1)
    return {s.bot: (s.win_rate, *s.interval) for s in result.standings}


@shared(None)
def calibration() -> Calibration:
    """The lesson's fresh self-play games, checked against the model (a few seconds)."""
    return calibrate(CALIBRATION_GAMES, seed=CALIBRATION_SEED)


def _between(low: float, high: float, lang: str) -> str:
    return f"{percent(low, lang, 0)} – {percent(high, lang, 0)}"


def bots_sheet(lang: str) -> tuple[Question, ...]:
    moment = odds("WW5555")
    rows = []
    answers: dict[str, float | bool | str] = {}
    for n in GAMES:
        low, high = wilson_interval(0.6 * n, n)
        answers |= {f"width {n}": high - low, f"above {n}": low > 0.5}
        rows.append(
            (
                Cell(number(n, lang, 0)),
                Cell(number(0.6 * n, lang, 0)),
                Cell(_between(low, high, lang)),
                Cell(number(100 * (high - low), lang, 0), blank=True),
                Cell(yes_no(low > 0.5, lang), blank=True),
            )
        )
    low10, high10 = wilson_interval(6, 10)
    low100, high100 = wilson_interval(60, 100)
    low400, high400 = wilson_interval(240, 400)
    expert, careful = tournament()["expert"], tournament()["careful"]
    group = min(calibration().bins, key=lambda b: abs(b.predicted - FORECAST))
    return (
        Question(
            "who",
            {
                "roll": worms(_value(moment, "roll"), lang),
                "stop": worms(_value(moment, "take 30"), lang),
            },
            {
                "roll": _value(moment, "roll"),
                "stop": _value(moment, "take 30"),
                "best": str(moment.best.action),
            },
            (("", _dice("WW5555")),),
        ),
        Question(
            "six",
            {"interval": _between(low10, high10, lang)},
            {"low": low10, "high": high10},
        ),
        Question("intervals", answers=answers, rows=tuple(rows), lines=1),
        Question(
            "match",
            {
                "games": str(MATCH),
                "ewins": percent(expert[0], lang, 0),
                "einterval": _between(*expert[1:], lang),
                "cwins": percent(careful[0], lang, 0),
                "cinterval": _between(*careful[1:], lang),
            },
            {"expert low": expert[1], "better": expert[1] > 0.5},
        ),
        Question(
            "half",
            {
                "w100": number(100 * (high100 - low100), lang, 0),
                "w400": number(100 * (high400 - low400), lang, 0),
            },
            {"w100": high100 - low100, "w400": high400 - low400},
        ),
        Question(
            "forecast",
            {
                "games": str(CALIBRATION_GAMES),
                "said": percent(group.predicted, lang, 0),
                "won": percent(group.observed, lang, 0),
                "interval": _between(group.low, group.high, lang),
            },
            {
                "said": group.predicted,
                "won": group.observed,
                "calibrated": group.low <= group.predicted <= group.high,
            },
        ),
    )


SHEETS: Mapping[str, Callable[[str], tuple[Question, ...]]] = {
    "odds": odds_sheet,
    "value": value_sheet,
    "simulate": simulate_sheet,
    "bots": bots_sheet,
}
