"""The play page's parts during a game: the set-up form, the table, the turn and its choices.

Each function draws one part of the screen; the callbacks behind the buttons live in
app/regenwormen/play_state.py, the words in app/regenwormen/play_words.py, the rules in wormlib.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

import streamlit as st

from app.common import teams
from app.common.attention import bring_into_view
from app.common.i18n import percent, t
from app.common.markup import escape
from app.common.shield import shield
from app.common.words import chance_text
from app.regenwormen import match as m
from app.regenwormen import pictures, play_state, winning
from app.regenwormen import play_report as report
from app.regenwormen import play_words as words
from wormlib.regenwormen import game, solver
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Take
from wormlib.regenwormen.rules import VARIANTS
from wormlib.regenwormen.save import MAX_NAME
from wormlib.regenwormen.state import GameState

SIZE = 44  # pixels per die or tile on a wide screen
SMALL = 30  # the dice of one choice, a stack beside a name
TICKING = "play.ticking"  # the last full run started the autoplay timer
WHOLE_PAGE = "play.whole_page"  # a run of the whole page is under way (not a fragment's)

# The page's own styles: a bust stands out in the theme's colours (and room below it keeps the
# page from shrinking, so the browser does not scroll it under the top bar), tiles keep their
# size on a phone (they wrap instead of shrinking), the dice choices sit three to a row.
_STYLE = """<style>
.st-key-play-bust{background:#f1e8d8;border-left:.5rem solid #b8461f;border-radius:.6rem;
padding:.75rem 1rem}
[data-testid="stMainBlockContainer"]:has(.st-key-play-bust){padding-bottom:60vh}
.wl-tiles,.wl-moment{display:flex;flex-wrap:wrap;gap:.4rem;align-items:flex-end;
margin-bottom:1rem}
.st-key-play-to-move{border:.2rem solid #b8461f;border-radius:.6rem;background:#f1e8d8;
padding:.5rem .75rem}
.wl-lost{align-items:center}
.wl-tiles svg{flex:none}
.wl-moment svg{max-width:100%;height:auto}
.st-key-play-keeps [data-testid="stHorizontalBlock"]{flex-wrap:wrap;flex-direction:row}
.st-key-play-keeps [data-testid="stColumn"]{min-width:9.5rem;flex:1 1 9.5rem}
.st-key-play-keeps button img{width:44px!important;height:44px!important;max-height:none!important;
vertical-align:middle}
.st-key-play-keeps button{min-height:44px;min-width:44px}
.st-key-play-keeps button *,.st-key-play-actions button *{white-space:normal!important;
overflow:visible!important;text-overflow:clip!important}
.st-key-play-actions [data-testid="stHorizontalBlock"]{flex-wrap:wrap;flex-direction:row}
.st-key-play-actions [data-testid="stColumn"]{min-width:9rem;flex:1 1 9rem}
</style>"""


@dataclass(frozen=True, slots=True)
class Options:
    coach: bool
    autoplay: bool
    pace: float


def style() -> None:
    st.markdown(_STYLE, unsafe_allow_html=True)


def options() -> Options:
    """The coach, the bots playing on by themselves and their pace, on the page above the
    game where a pupil finds them; the coach is on for a first game."""
    with st.container(horizontal=True, vertical_alignment="bottom", key="play-options"):
        coach = st.toggle(t("play.coach"), value=True, key="play.coach", help=t("play.coach_help"))
        autoplay = st.toggle(t("play.autoplay"), value=True, key="play.autoplay")
        speed = st.segmented_control(
            t("play.speed"),
            list(play_state.SPEEDS),
            default="normal",
            required=True,
            format_func={s: t(f"play.speed.{s}") for s in play_state.SPEEDS}.__getitem__,
            key="play.speed",
        )
    return Options(coach, autoplay, play_state.SPEEDS[speed])


def flash() -> None:
    kind, text = play_state.take_flash()
    if text:
        {"error": st.error, "warning": st.warning, "success": st.success}.get(kind, st.info)(text)


def setup_form(has_game: bool) -> None:
    """The set-up form; it starts from the choices of the last game (with a fresh seed).

    Starting values go in as the widgets' own defaults, never through st.session_state:
    Streamlit sends a value set there to the browser on that one run only, so a widget that
    the browser draws after a quicker rerun (a click while the page loads) would show its
    bare default (no bots, no name) and send that back.
    """
    st.subheader(t("play.setup"))
    key = play_state.SETUP
    # Labels fixed per run, so that a widget never formats with another run's language.
    levels = {level: words.level_label(level) for level in play_state.LEVELS}
    people, bots = st.columns(2)
    with people:
        humans = st.number_input(
            t("play.humans"),
            min_value=1,
            max_value=7,
            value=play_state.setup_default("humans", 1),
            key=key + "humans",
        )
        for i in range(int(humans)):
            st.text_input(
                t("play.name", n=i + 1),
                value=play_state.setup_default(f"name{i}", ""),
                placeholder=words.default_name(i),
                max_chars=MAX_NAME,
                key=f"{key}name{i}",
            )
    with bots:
        count = st.number_input(
            t("play.bots"),
            min_value=0,
            max_value=6,
            value=play_state.setup_default("bots", 1),
            key=key + "bots",
        )
        for j in range(int(count)):
            st.selectbox(
                t("play.bot_level", n=j + 1),
                play_state.LEVELS,
                index=play_state.LEVELS.index(
                    play_state.setup_default(f"bot{j}", play_state.DEFAULT_LEVEL)
                ),
                format_func=levels.__getitem__,
                key=f"{key}bot{j}",
            )
    rules, seed = st.columns(2)
    variants = list(VARIANTS)
    rules.selectbox(
        t("play.variant"),
        variants,
        index=variants.index(play_state.setup_default("variant", "official")),
        format_func={v: words.variant_label(v) for v in VARIANTS}.__getitem__,
        key=key + "variant",
    )
    seed.number_input(
        t("play.seed"),
        min_value=0,
        max_value=m.MAX_SEED,
        value=play_state.offered_seed(),
        key=key + "seed",
        help=t("play.seed_help"),
    )
    team_setup()
    start, cancel = st.columns([1, 3])
    start.button(
        t("play.start"),
        type="primary",
        on_click=play_state.start,
        args=(play_state.form_number(),),
        key="play.start",
    )
    if has_game:
        cancel.button(
            t("play.cancel"), on_click=play_state.open_setup, args=(False,), key="play.cancel"
        )


def team_setup() -> None:
    """With the team variant: a team for each player, the seats that gives, and what to
    change while the numbers do not fit."""
    rules = play_state.form_rules()
    if not rules.teams:
        return
    seats = play_state.form_seats()
    labels = [escape(seat.name) for seat in seats]
    keys = play_state.team_keys()
    with st.container(border=True, key="play-teams"):
        teams.choose(
            labels,
            keys,
            [play_state.setup_default(k[len(play_state.SETUP) :], i) for i, k in enumerate(keys)],
            2,
        )
        problem = play_state.lineup_problem(rules)
        if problem is not None:
            st.warning(problem, icon="✋")
            return
        seated = play_state.lineup(rules)
        teams.lineup(
            [escape(seat.name) for seat in seated], [rules.team(s) for s in range(len(seated))]
        )


def new_game_button() -> None:
    st.button(t("play.new_game"), on_click=play_state.open_setup, args=(True,), key="play.new_game")


def game_area(match: m.Match, options: Options) -> None:
    """Everything a move changes: the table, the turn and its choices, the log, the report."""
    shown = play_state.names(match)
    steps = list(m.history(match))
    logs = words.turns(match, shown, steps)
    st.caption(
        t(
            "play.caption",
            seed=match.seed,
            variant=words.variant_label(match.rules.name),
            number=match.number,
        )
    )
    moment = bust_moment(steps)
    if match.over:
        if moment is not None:
            bust_banner(moment, shown)
        report.results(match, shown)
    else:
        middle(match)
        turn, table = st.columns([3, 2], gap="large")
        with turn:
            if moment is not None and play_state.bust_waits(match):
                # The busted turn as it was, the bust where its buttons were, until "Go on".
                turn_header(moment.before, shown, title=False)  # the bust names the player
                bust_banner(moment, shown, go_on=match.number)
            else:
                turn_panel(match, options.coach, shown)
        with table:
            players(match, shown)
        recent_turns(logs, shown)
    game_log(logs, shown)


def bust_moment(steps: Sequence[m.Step]) -> m.Step | None:
    """The step that busted the last turn, while the next turn has not begun."""
    return steps[-1] if steps and steps[-1].bust else None


def bust_banner(step: m.Step, shown: Sequence[str], *, go_on: int | None = None) -> None:
    """A bust as a moment: who, why, the dice, and what happened to the tiles.

    ``go_on``: drawn under the busted turn (which shows the dice set aside already) at move
    ``go_on``, with the button that goes on to the next turn.
    """
    with st.container(key="play-bust"):
        st.subheader(f"💥 {t('play.bust.title', name=shown[step.before.current])}", anchor=False)
        st.markdown(words.bust_cause(step))
        action = step.move.action
        if isinstance(action, Dice):  # the roll with no new face, beside the dice set aside
            kept = step.before.turn.kept if go_on is None else (0,) * 6
            report.moment(kept, action.counts, size=SIZE, dim=False)
        elif go_on is None:
            report.moment(words.bust_dice(step), None, size=SIZE)
        tiles = words.bust_tiles(step)
        lines = list(words.bust_words(step)) or [t("play.bust.no_tile_lost")]
        pics = [pictures.tile(tiles.returned, size=SIZE)] if tiles.returned is not None else []
        pics.extend(pictures.tile(tile, face_up=False, size=SIZE) for tile in tiles.turned)
        said = "<br>".join(lines)  # the app's own words, the pictures beside them
        st.markdown(
            f'<div class="wl-moment wl-lost">{"".join(pics)}<span>{said}</span></div>',
            unsafe_allow_html=True,
        )
        if go_on is not None:
            st.button(
                t("play.go_on"),
                key=f"play.go_on.{go_on}",
                on_click=play_state.go_on,
                args=(go_on,),
                type="primary",
                width="stretch",
            )
            bring_into_view("play-bust")


def middle(match: m.Match) -> None:
    """The tiles in the middle, one picture each so that a narrow screen wraps the row."""
    state = match.state
    reach = set(game.take_options(state)) if match.human_to_move else set()
    tiles = [
        pictures.tile(tile, size=SIZE, highlight=tile in reach)
        if tile in state.middle
        else pictures.tile(tile, face_up=False, size=SIZE)
        for tile in state.rules.tiles
        if tile in state.middle or tile in state.turned
    ]
    st.markdown(f"**{t('play.middle')}**")
    st.markdown(f'<div class="wl-tiles">{"".join(tiles)}</div>', unsafe_allow_html=True)


def players(match: m.Match, shown: Sequence[str]) -> None:
    """Every player's worms, top tile and stack; the player to move stands out."""
    state = match.state
    if state.rules.teams:
        team_scores(match)
    for p, seat in enumerate(match.seats):
        to_move = p == state.current and not match.over
        with st.container(border=not to_move, key="play-to-move" if to_move else None):
            who = shown[p] + (" 🤖" if seat.bot is not None else "")
            if seat.bot is not None and seat.named:
                who += f" · {words.level_label(seat.bot)}"
            top = state.top(p)
            said = words.worms_text(state.score(p)) + " · "
            said += t("play.top_tile", tile=top) if top else t("play.no_tiles")
            line = f"**▶ {who}**" if to_move else f"**{who}**"
            if state.rules.teams:
                line = f"{teams.badge(state.rules.team(p))} {line}"
            st.markdown(f"{line}  \n{said}")
            if state.stacks[p]:
                pictures.show(pictures.stack(state.stacks[p], size=SMALL))
    win_meter(match, shown)


def win_meter(match: m.Match, shown: Sequence[str]) -> None:
    """Each player's (with teams each team's) chance to win from the start of this turn,
    and what such a chance means (said for the first person at the table, else the leader)."""
    found = winning.chances_now(match.state)
    if found is None or match.over:
        return
    names = words.side_names(match, shown)
    with st.container(key="play-win-meter"):
        st.markdown(f"**{t('play.winmeter.h')}**")
        for name, chance in zip(names, found, strict=True):  # names escaped for Markdown
            st.progress(chance, text=t("play.winmeter.bar", name=name, p=chance_text(chance)))
        me = winning.person_side(match)
        me = max(range(len(found)), key=found.__getitem__) if me is None else me
        st.caption(t("play.winmeter.means", name=names[me], n=round(100 * found[me])))


def team_scores(match: m.Match) -> None:
    """Each team's worms, its name on its colour."""
    said = [
        f"{teams.badge(team)} {words.worms_text(worms)}"
        for team, worms in enumerate(match.state.team_scores())
    ]
    st.markdown(" · ".join(said))


def turn_panel(match: m.Match, coach: bool, shown: Sequence[str]) -> None:
    """Whose turn, the dice set aside with their total, the roll, and the choices."""
    turn_header(match.state, shown, choosing=match.human_to_move)
    if match.human_to_move:
        decisions(match, coach, shown)
    else:
        bot_controls(match, shown)


def turn_header(
    state: GameState, shown: Sequence[str], *, title: bool = True, choosing: bool = False
) -> None:
    """Whose turn (with ``title``), the dice set aside with their total, and the roll
    (unless a person is ``choosing`` from it: then the choices show its dice)."""
    turn = state.turn
    if title:  # a name: no link
        st.subheader(t("play.turn_of", name=shown[state.current]), anchor=False)
    st.markdown(t("play.kept", total=turn.total) if any(turn.kept) else t("play.kept_none"))
    if any(turn.kept):
        pictures.show(pictures.dice(turn.kept, size=SIZE))
    if turn.roll is not None and not choosing:
        st.markdown(t("play.the_roll"))
        pictures.show(pictures.dice(turn.roll, size=SIZE, dim=turn.used_faces))


def decisions(
    match: m.Match,
    coach: bool,
    shown: Sequence[str],
    act: Callable[[int, Action], None] = play_state.act,
) -> None:
    """The legal choices as buttons (illegal ones are not offered), with the coach's values.

    The main action is the primary button: the coach's best choice, or without the coach
    every die choice, else rolling on, else taking a tile. ``act(number, action)`` is the
    buttons' callback (the class challenge has its own).
    """
    state = match.state
    legal = game.legal_actions(state)
    advice = solver.advise(state, "worms") if coach else None
    values = {o.action: o for o in advice.options} if advice else {}
    wins = winning.choice_chances(state) if coach else None
    main = {advice.best.action} if advice else _main_actions(legal)

    def button(action: Action, dice: str = "") -> None:
        """A choice's button; ``dice``: the dice it sets aside, drawn on the button."""
        label = words.choice_label(state, action, shown)
        best = advice is not None and action == advice.best.action
        label = f"★ {label}" if best else label
        st.button(
            f"{dice}  \n{label}" if dice else label,
            key=f"play.do.{match.number}.{action}",
            on_click=act,
            args=(match.number, action),
            type="primary" if action in main else "secondary",
            width="stretch",
        )
        option = values.get(action)
        if option is not None:
            said = t(
                "play.coach_value",
                value=words.worms_text(round(option.value, 2)),
                bust=chance_text(option.bust_chance),
            )
            if wins is not None:
                said += " · " + t("play.coach_win_value", p=percent(wins[action], 0))
            st.caption(said)

    if coach:
        st.caption(t("play.coach_intro"))
        if wins is not None:
            st.caption(t("play.coach_win_intro"))
        if advice is not None and wins is not None:
            coach_for_the_win(state, advice.best.action, wins, shown)
        if advice is not None and advice.bust_next_roll is not None and Roll() in legal:
            st.info(t("play.coach_bust", p=chance_text(advice.bust_next_roll)))
    if state.turn.roll is not None:
        st.markdown(t("play.choose_keep"))
        with st.container(key="play-keeps"):
            for col, action in zip(st.columns(len(legal)), legal, strict=True):
                assert isinstance(action, Keep)
                count = words.kept_count(state, action)
                with col:
                    button(action, pictures.dice_label(action.face, count, size=SIZE))
        used = state.turn.used_faces
        if any(state.turn.roll[face - 1] for face in used):  # drawn, not offered
            st.caption(t("play.used_dice"))
            roll = tuple(n if face in used else 0 for face, n in enumerate(state.turn.roll, 1))
            pictures.show(pictures.dice(_counts(roll), size=SMALL, dim=used))
        return
    if any(state.turn.kept):
        st.markdown(words.stop_outlook(state, shown))
    with st.container(key="play-actions"):
        for col, action in zip(st.columns(len(legal)), legal, strict=True):
            with col:
                button(action)


def coach_for_the_win(
    state: GameState, best: Action, wins: Mapping[Action, float], shown: Sequence[str]
) -> None:
    """When another choice than the ★ one gives a better chance to win the game (by a
    whole percentage point), the coach says so: worms on average are not the whole game."""
    top = max(wins, key=wins.__getitem__)
    if wins[top] - wins[best] < 0.01:
        return
    st.info(
        t(
            "play.coach_win_differs",
            choice=words.choice_label(state, top, shown),
            p=percent(wins[top], 0),
            q=percent(wins[best], 0),
        ),
        icon="🏆",
    )


def _main_actions(legal: Sequence[Action]) -> set[Action]:
    keeps = {a for a in legal if isinstance(a, Keep)}
    if keeps:
        return set(keeps)
    if Roll() in legal:
        return {Roll()}
    takes = [a for a in legal if isinstance(a, Take)]
    return {takes[0]} if takes else set(legal)


def _counts(found: Sequence[int]) -> tuple[int, int, int, int, int, int]:
    return (found[0], found[1], found[2], found[3], found[4], found[5])


def bot_controls(match: m.Match, shown: Sequence[str]) -> None:
    st.markdown(t("play.bot_playing", name=shown[match.state.current]))
    step, skip = st.columns(2)
    step.button(
        t("play.next_step"),
        key=f"play.next_step.{match.number}",
        on_click=play_state.bot_step,
        args=(match.number,),
        type="primary",
        width="stretch",
    )
    if any(s.bot is None for s in match.seats):
        skip.button(t("play.skip"), key="play.skip", on_click=play_state.skip, width="stretch")


def recent_turns(logs: Sequence[words.TurnLog], shown: Sequence[str]) -> None:
    parts = []
    if logs[-1].lines:
        parts.append(f"**{t('play.this_turn')}**  \n" + "  \n".join(logs[-1].lines))
    if len(logs) > 1:
        name = shown[logs[-2].player]
        parts.append(f"**{t('play.previous_turn', name=name)}**  \n" + "  \n".join(logs[-2].lines))
    for col, text in zip(st.columns(2), parts, strict=False):
        col.markdown(text)


def game_log(logs: Sequence[words.TurnLog], shown: Sequence[str]) -> None:
    with st.expander(t("play.log")):
        played = [turn for turn in logs if turn.lines]
        if not played:
            st.write(t("play.log.empty"))
        for turn in played:
            heading = t("play.log.turn", n=turn.number, name=shown[turn.player])
            st.markdown(f"**{heading}**  \n" + "  \n".join(turn.lines))


def files(match: m.Match | None) -> None:
    """The game into the address (a reload keeps it), and as a file to save or load."""
    kept = play_state.to_address(play_state.current())  # kept while the set-up form shows
    with st.expander(t("play.files")):
        if match is not None:
            st.caption(t("play.link.kept") if kept else t("play.link.full"))
            st.download_button(
                t("play.save"),
                # Written when clicked, not on every run (a save replays the whole game to
                # check it): the values of this run, so a later move does not change it.
                data=partial(m.dumps, match, words.names(match)),
                file_name=f"regenwormen-{match.seed}-{match.number}.json",
                mime="application/json",
                on_click="ignore",
                key="play.save",
            )
        st.file_uploader(
            t("play.load"), type="json", key=play_state.UPLOAD, on_change=play_state.load
        )


def play_area(options: Options) -> None:
    """The set-up form or the game, as one fragment: a click or a bot step redraws it alone.

    While bots play on by themselves the fragment reruns every ``pace`` seconds
    (``run_every``), and each such run plays one bot step before it draws: nothing outside
    the fragment changes with a bot step. A run of the whole page starts and stops that
    timer, so the fragment asks for one whenever the timer should start or stop.
    """
    play_state.from_address()
    ticking = bots_play_on(options)
    st.session_state[TICKING] = ticking
    st.session_state[WHOLE_PAGE] = True
    try:
        st.fragment(shield(_play_area), run_every=options.pace if ticking else None)(options)
    finally:
        st.session_state[WHOLE_PAGE] = False


def bots_play_on(options: Options) -> bool:
    """The bots' timer should run: autoplay is on and a bot is to move in a game on screen
    (not while a bust waits for "Go on")."""
    match = play_state.current()
    return (
        options.autoplay
        and match is not None
        and match.bot_to_move
        and not play_state.setup_open()
        and not play_state.bust_waits(match)
    )


def _play_area(options: Options) -> None:
    """The fragment's body (the match is read inside: a fragment's rerun calls it with the
    arguments of the last full run)."""
    started = time.monotonic()
    if not st.session_state.get(WHOLE_PAGE):
        _timer_run(options)
    flash()
    match = play_state.current()
    if match is None or play_state.setup_open():
        setup_form(has_game=match is not None)
        files(None)
        return
    play_state.mark_shown(match.number, started)
    game_area(match, options)
    new_game_button()
    files(match)


def _timer_run(options: Options) -> None:
    """A rerun of the fragment alone: the timer's tick plays a bot step when one is due, and
    when the timer should start or stop (a person to move, the game over, the set-up form
    open, a click that handed the move to a bot) the whole page reruns to say so."""
    match = play_state.current()
    ticking = bool(st.session_state.get(TICKING))
    if (
        ticking
        and match is not None
        and match.bot_to_move
        and not play_state.bust_waits(match)
        and play_state.due(options.pace)
    ):
        play_state.bot_step(match.number)
    if bots_play_on(options) != ticking:
        st.rerun(scope="app")
