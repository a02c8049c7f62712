"""The Rummikub play page's parts: set-up, the table and rack with pickable tiles, the turn's
buttons, the bots' steps with their reasons, round scores, the decision report, save and load.

The match (``app.rk_match``) and the turn being built (``app.rk_play_turn``) live in
``st.session_state`` only. Every button carries the move number and the turn's step number it
was drawn with; its callback ignores a click when either has moved on (a double click, a stale
page), so a button pressed twice acts once.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import lru_cache

import streamlit as st

from app import markup, rk_pictures, session
from app import rk_match as m
from app import rk_play_turn as turns
from app.i18n import language, nt, number, t
from app.rk_play_turn import Turn
from wormlib.core.errors import WormError
from wormlib.rummikub import game, svg
from wormlib.rummikub.actions import Draw, Lay, TimeOut
from wormlib.rummikub.bots import BOTS, Reason
from wormlib.rummikub.melds import Meld, is_valid_meld
from wormlib.rummikub.rules import MAX_ROUNDS, VARIANTS, parse_rules
from wormlib.rummikub.save import MAX_BYTES, MAX_NAME
from wormlib.rummikub.solver import BestMove
from wormlib.rummikub.tiles import JOKER, Tile, colour_of, number_of, sort_key

P = "rummikub_play."
MATCH, STEPS, FLASH, HELP, STARTED = (P + k for k in ("match", "steps", "flash", "help", "started"))
SORT, COACH, UPLOAD, SETUP, FORM = (P + k for k in ("sort", "coach", "upload", "setup.", "form"))
REPORT = P + "report_rows"
LEVELS = tuple(BOTS)
OTHER_RULES = tuple(name for name in VARIANTS if name != "seed")
_SYMBOL = ("●", "■", "▲", "◆")  # the pictures' symbol per colour, so a pill never needs hue
#: Streamlit's text colours for the pills; black tiles keep the text colour (its grey fails
#: the 4.5:1 contrast on a picked pill).
_COLOUR = ("red", "blue", "orange", None)


# --- session state -------------------------------------------------------------------------


def current() -> m.Match | None:
    found = st.session_state.get(MATCH)
    return found if isinstance(found, m.Match) else None


def _set(match: m.Match) -> None:
    st.session_state[MATCH] = match
    st.session_state.pop(HELP, None)


def _replace_game(match: m.Match) -> None:
    """Another game (started or loaded): forget the old turn, clock and picked tiles, whose
    keys carry move numbers that the new game reaches too."""
    for key in [k for k in st.session_state if str(k).startswith(P + "pick.")]:
        del st.session_state[key]
    for key in (STEPS, STARTED):
        st.session_state.pop(key, None)
    _set(match)


def flash(kind: str, text: str) -> None:
    st.session_state[FLASH] = (kind, text)


def show_flash() -> None:
    kind, text = st.session_state.pop(FLASH, ("", ""))
    if kind == "success":
        st.success(text, icon="✅")
    elif kind:
        st.warning(text, icon="✋")


def steps(match: m.Match) -> list[Turn]:
    """The turn's steps so far (the first is the turn's start), for the move on screen."""
    found = st.session_state.get(STEPS)
    if not (isinstance(found, tuple) and found[0] == match.number):
        found = (match.number, [turns.start(match.state)])
        st.session_state[STEPS] = found
    kept: list[Turn] = found[1]
    return kept


def names(match: m.Match) -> tuple[str, ...]:
    """Seat names for markdown: escaped, defaults in the reader's language."""
    out = []
    for i, seat in enumerate(match.seats):
        if seat.bot is not None:
            out.append(t(P + "bot_name", level=t(f"{P}level.{seat.bot}")))
        elif seat.named:
            out.append(markup.escape(seat.name))
        else:
            out.append(t(P + "default_name", n=i + 1))
    return tuple(out)


# --- set-up ----------------------------------------------------------------------------------


def setup_form(has_match: bool) -> None:
    """People, bots and their levels, variants, rounds and the seed; Start acts once."""
    with st.expander(t(P + "setup"), expanded=not has_match):
        people = st.number_input(t(P + "people"), 1, 4, 1, key=SETUP + "people")
        bots = st.number_input(t(P + "bots"), 0, 3, 1, key=SETUP + "bots")
        cols = st.columns(2)
        with cols[0]:
            for i in range(int(people)):
                st.text_input(t(P + "name", n=i + 1), key=f"{SETUP}name{i}", max_chars=MAX_NAME)
        with cols[1]:
            for i in range(int(bots)):
                st.selectbox(  # the levels' names as options: no format_func to run elsewhere
                    t(P + "bot_level", n=i + 1),
                    level_names(),
                    index=LEVELS.index("careful") if "careful" in LEVELS else 0,
                    key=f"{SETUP}level{i}",
                )
        st.multiselect(
            t(P + "rules"),
            OTHER_RULES,
            format_func=lambda name: t(f"rummikub_rules.variant.{name}"),
            key=SETUP + "rules",
            help=t(P + "rules_help"),
        )
        st.number_input(t(P + "rounds"), 1, MAX_ROUNDS, 1, key=SETUP + "rounds")
        session.get(SETUP + "seed", m.random_seed)  # a fresh seed for each new form
        st.number_input(t(P + "seed"), 0, m.MAX_SEED, key=SETUP + "seed", help=t(P + "seed_help"))
        form = session.get(FORM, int)
        st.button(t(P + "start"), key=P + "start", type="primary", on_click=start, args=(form,))


def level_names() -> list[str]:
    return [t(f"{P}level.{level}") for level in LEVELS]


def start(form: int) -> None:
    """A new match from the set-up widgets (once per form on screen)."""
    if session.get(FORM, int) != form:
        return
    people = int(st.session_state.get(SETUP + "people", 1))
    bots = int(st.session_state.get(SETUP + "bots", 1))
    if not 2 <= people + bots <= 4:
        flash("warning", t(P + "err_seats", n=people + bots))
        return
    seats = []
    for i in range(people):
        typed = str(st.session_state.get(f"{SETUP}name{i}", ""))
        name = "".join(ch for ch in typed if ch.isprintable()).strip()[:MAX_NAME]
        seats.append(m.Seat(name or f"Player {i + 1}", None, bool(name)))
    for i in range(bots):
        shown = st.session_state.get(f"{SETUP}level{i}")
        level = LEVELS[level_names().index(shown)] if shown in level_names() else LEVELS[0]
        seats.append(m.Seat(level, level, False))
    rules = parse_rules(",".join(st.session_state.get(SETUP + "rules", [])) or "seed")
    rounds = int(st.session_state.get(SETUP + "rounds", 1))
    seed = int(st.session_state.get(SETUP + "seed", 1))
    _replace_game(m.new_match(seats, rules, seed, rounds=rounds))
    st.session_state[FORM] = form + 1
    st.session_state.pop(SETUP + "seed", None)
    flash("success", t(P + "started", seed=seed))


# --- the table and the rack --------------------------------------------------------------------


@lru_cache(maxsize=2048)
def _meld_picture(
    meld: Meld, label: str, picked: frozenset[int], new: frozenset[int], wrap: bool, title: str
) -> str:
    return svg.meld(
        meld, label=label, size=rk_pictures.SIZE, picked=picked, new=new, wrap=wrap, title=title
    )


def _new_marks(table: Sequence[Meld], laid: Sequence[Tile]) -> list[frozenset[int]]:
    """Per meld, the positions of tiles laid from the rack this turn (drawn with a star)."""
    fresh = list(laid)
    out = []
    for meld in table:
        marks = set()
        for j, x in enumerate(meld):
            if x in fresh:
                fresh.remove(x)
                marks.add(j)
        out.append(frozenset(marks))
    return out


def table_now(match: m.Match) -> None:
    """The table as it is (while a bot is to move or a round has ended)."""
    st.markdown(f"**{t(P + 'table')}**")
    rk_pictures.show(rk_pictures.table(match.state.table, wrap=match.rules.wrap_13_1))


def _pill(tile: Tile) -> str:
    """A tile as a pill's label: its colour's symbol and number in colour (never hue alone)."""
    if tile == JOKER:
        return "☺ J"
    c = colour_of(tile)
    label = f"{_SYMBOL[c]} {number_of(tile)}"
    return f":{_COLOUR[c]}[{label}]" if _COLOUR[c] else label


def _pills_of(tiles: Sequence[Tile]) -> Callable[[int], str]:
    """A pill label for a position of ``tiles``."""
    return lambda i: _pill(tiles[i])


def sorted_rack(rack: Sequence[Tile], by: str) -> list[int]:
    """Rack positions in the order shown: by colour then number, or by number then colour."""

    def by_number(i: int) -> tuple[int, int]:
        return (99, 0) if rack[i] == JOKER else (number_of(rack[i]), colour_of(rack[i]))

    key = by_number if by == "number" else (lambda i: sort_key(rack[i]))
    return sorted(range(len(rack)), key=lambda i: (key(i), i))


#: A picked pill's own text in the theme's primary colour has a contrast of 4.1:1 on its
#: background; the tiles' pills use the text colour instead (the coloured ones keep theirs).
_PILL_STYLE = '<style>[class*="st-key-rummikub_play-pick-"] button p{color:#14100c}</style>'


def turn_area(match: m.Match, coach: bool) -> None:
    """The table and the rack of the person to move, every tile pickable by a click."""
    st.markdown(_PILL_STYLE, unsafe_allow_html=True)
    todo = steps(match)
    turn, version = todo[-1], len(todo)
    wrap = match.rules.wrap_13_1
    who = names(match)[match.state.current]
    st.subheader(t(P + "your_turn", name=who), anchor=False)  # a name: no link
    _turn_buttons(match, turn, version)
    st.markdown(f"**{t(P + 'table')}**")
    if not turn.table:
        st.markdown(t("rummikub.empty_table"))
    marks = _new_marks(turn.table, turn.laid)
    for i, meld in enumerate(turn.table):
        picked = frozenset(j for (w, k, j) in turn.picked if w == "table" and k == i)
        valid = is_valid_meld(meld, wrap=wrap)
        key = "rummikub.pic_meld" if valid else "rummikub.pic_meld_invalid"
        title = t(key, label=i + 1, tiles=rk_pictures.tiles_names(meld))
        cols = st.columns([3, 2, 1], vertical_alignment="center")
        with cols[0]:
            rk_pictures.show(_meld_picture(meld, str(i + 1), picked, marks[i], wrap, title))
        with cols[1]:
            st.pills(
                t(P + "pick_meld", n=i + 1),
                list(range(len(meld))),
                selection_mode="multi",
                format_func=_pills_of(meld),
                default=sorted(picked),
                key=f"{P}pick.{match.number}.{version}.t{i}",
                on_change=_picked,
                args=(match.number, version, f"t{i}"),
                label_visibility="collapsed",
            )
        with cols[2]:
            st.button(
                t(P + "add_here", n=i + 1),
                key=f"{P}add.{match.number}.{version}.{i}",
                on_click=_step,
                args=(match.number, version, lambda x, i=i: turns.add_to(x, i, wrap=wrap)),
                disabled=not turn.picked,
            )
    st.markdown(f"**{t(P + 'rack', name=who)}**")
    by = st.segmented_control(
        t(P + "sort"), ("colour", "number"), format_func=lambda s: t(f"{P}sort.{s}"),
        key=SORT, default="colour",
    ) or "colour"  # fmt: skip
    order = sorted_rack(turn.rack, by)
    rack_picked = {i for (w, i, _) in turn.picked if w == "rack"}
    rk_pictures.show(*[rk_pictures.tile(turn.rack[i], picked=i in rack_picked) for i in order])
    st.pills(
        t(P + "pick_rack"),
        order,
        selection_mode="multi",
        format_func=_pills_of(turn.rack),
        default=sorted(rack_picked),
        key=f"{P}pick.{match.number}.{version}.r",
        on_change=_picked,
        args=(match.number, version, "r"),
    )
    _pick_buttons(match, turn, version)
    _help(match, turn, version)
    if coach:
        could = _coach(match)
        st.info(nt(P + "coach", could) if could is not None else t(P + "coach_unknown"), icon="🧭")


def _coach(match: m.Match) -> int | None:
    """The solver's count for this position, asked once per move (not on every click)."""
    found = st.session_state.get(P + "coach_count")
    if not (isinstance(found, tuple) and found[0] == match.state):
        found = (match.state, m.could_lay(match.state))
        st.session_state[P + "coach_count"] = found
    count: int | None = found[1]
    return count


def _turn_buttons(match: m.Match, turn: Turn, version: int) -> None:
    """The turn as a whole, above the table: end it, draw, undo, reset.

    The table and the rack grow and shrink below this row, so it never moves under the
    pointer; the second click of a double click on a button further down (the table grown,
    the page scrolled back as it got shorter) cannot end the turn or undo what the first did.
    """
    number_ = match.number
    why = turns.why_not(turn, match.state)
    with st.container(horizontal=True):
        st.button(
            t(P + "end_turn"), key=f"{P}end.{number_}.{version}", type="primary",
            on_click=_end_turn, args=(number_, version), disabled=why is not None,
        )  # fmt: skip
        st.button(
            t(P + "draw") if match.state.pool_size else t(P + "pass"),
            key=f"{P}draw.{number_}", on_click=_decide, args=(number_, Draw()),
        )  # fmt: skip
        st.button(
            t(P + "undo"), key=f"{P}undo.{number_}.{version}", on_click=_undo,
            args=(number_, version, False), disabled=version == 1,
        )  # fmt: skip
        st.button(
            t(P + "reset"), key=f"{P}reset.{number_}.{version}", on_click=_undo,
            args=(number_, version, True), disabled=version == 1,
        )  # fmt: skip
    if why is not None and turn.laid:
        st.warning(why_text(*why), icon="✋")


def _pick_buttons(match: m.Match, turn: Turn, version: int) -> None:
    """What to do with the picked tiles, under the rack (both idle when none are picked)."""
    number_, wrap = match.number, match.rules.wrap_13_1
    with st.container(horizontal=True):
        st.button(
            t(P + "new_meld"), key=f"{P}new.{number_}.{version}", on_click=_step,
            args=(number_, version, lambda x: turns.new_meld(x, wrap=wrap)),
            disabled=not turn.picked,
        )  # fmt: skip
        st.button(
            t(P + "help"), key=f"{P}help.{number_}.{version}", on_click=_ask_help,
            args=(number_, version), disabled=not turns.picked_from_rack(turn),
        )  # fmt: skip


def why_text(key: str, fields: dict[str, object]) -> str:
    """One sentence on why the turn cannot end, in the reader's language."""
    shown = dict(fields)
    if "tiles" in shown:
        shown["tiles"] = rk_pictures.tiles_names(shown["tiles"])  # type: ignore[arg-type]
    if "why" in shown:
        shown["why"] = markup.echo(shown["why"])
    return t(f"{P}why.{key}", **shown)


def _help(match: m.Match, turn: Turn, version: int) -> None:
    """The solver's answer to "help me arrange", with a button to take its arrangement."""
    found = st.session_state.get(HELP)
    if not (isinstance(found, tuple) and found[:2] == (match.number, version)):
        return
    move: BestMove | None = found[2]
    picked = len(turns.picked_from_rack(turn))
    if move is None:
        st.info(t(P + "help_fix"), icon="🧩")
        return
    if not move.tiles_laid:
        st.info(t(P + "help_no", n=picked), icon="🧩")
        return
    key = "help_all" if move.tiles_laid == picked else "help_some"
    st.success(t(P + key, n=move.tiles_laid, picked=picked), icon="🧩")
    rk_pictures.show(rk_pictures.table(move.table, new=move.laid, wrap=match.rules.wrap_13_1))
    st.button(
        t(P + "help_use"), key=f"{P}use.{match.number}.{version}", on_click=_step,
        args=(match.number, version, lambda x: turns.use(x, move.table, move.laid)),
    )  # fmt: skip


# --- callbacks ---------------------------------------------------------------------------------


def _fresh(number_: int, version: int) -> list[Turn] | None:
    """The turn's steps if the click comes from the page now on screen, else None (stale)."""
    match = current()
    if match is None or match.number != number_ or not match.human_to_move:
        return None
    todo = steps(match)
    return todo if len(todo) == version else None


def _picked(number_: int, version: int, which: str) -> None:
    todo = _fresh(number_, version)
    if todo is None:
        return
    turn = todo[-1]
    chosen = st.session_state.get(f"{P}pick.{number_}.{version}.{which}") or []
    if which == "r":
        spots = {("rack", int(i), 0) for i in chosen}
        keep = {s for s in turn.picked if s[0] != "rack"}
    else:
        meld = int(which[1:])
        spots = {("table", meld, int(j)) for j in chosen}
        keep = {s for s in turn.picked if not (s[0] == "table" and s[1] == meld)}
    try:
        for spot in spots | keep:
            turns.toggle(Turn(turn.rack, turn.table), spot)  # every spot must exist
    except turns.TurnError:
        return
    todo[-1] = Turn(turn.rack, turn.table, turn.laid, frozenset(spots | keep))
    st.session_state.pop(HELP, None)


def _step(number_: int, version: int, change: Callable[[Turn], Turn]) -> None:
    todo = _fresh(number_, version)
    if todo is None:
        return
    try:
        todo.append(change(todo[-1]))
    except (turns.TurnError, ValueError):
        flash("warning", t(P + "pick_first"))
    st.session_state.pop(HELP, None)


def _undo(number_: int, version: int, everything: bool) -> None:
    todo = _fresh(number_, version)
    if todo is None or len(todo) < 2:
        return
    del todo[1 if everything else -1 :]
    st.session_state.pop(HELP, None)


def _ask_help(number_: int, version: int) -> None:
    todo = _fresh(number_, version)
    match = current()
    if todo is None or match is None:
        return
    st.session_state[HELP] = (number_, version, turns.arrange(todo[-1], match.state))


def _end_turn(number_: int, version: int) -> None:
    todo = _fresh(number_, version)
    match = current()
    if todo is None or match is None:
        return
    why = turns.why_not(todo[-1], match.state)
    if why is not None:
        flash("warning", why_text(*why))
        return
    _decide(number_, turns.lay(todo[-1]))


def _decide(number_: int, action: Draw | Lay | TimeOut) -> None:
    match = current()
    if match is None or match.number != number_ or not match.human_to_move:
        return
    try:
        _set(m.play(match, action))
    except WormError as e:
        flash("warning", t(P + "illegal", why=markup.echo(e)))


def bot_step(number_: int) -> None:
    match = current()
    if match is None or match.number != number_ or not match.bot_to_move:
        return
    _set(m.advance_bot(match))


def bots_until_person(number_: int) -> None:
    match = current()
    if match is None or match.number != number_:
        return
    while match.bot_to_move:
        match = m.advance_bot(match)
    _set(match)


def next_round(number_: int) -> None:
    match = current()
    if match is None or match.number != number_ or not match.between_rounds:
        return
    _set(m.deal(match))


# --- the bots ----------------------------------------------------------------------------------


def bot_moves(match: m.Match) -> None:
    """The bots' decisions since a person last played, each with its reason."""
    shown = m.last_bot_moves(match)
    if not shown:
        return
    st.subheader(t(P + "bots_played"))
    who = names(match)
    for move in shown:
        with st.container(border=True):
            st.markdown(f"**{who[move.player]}**: {action_text(move)}")
            if move.reason is not None:
                st.caption(reason_text(move.reason))
            if isinstance(move.action, Lay):
                rk_pictures.show(
                    rk_pictures.table(move.action.table, new=move.action.laid,
                                      wrap=match.rules.wrap_13_1)
                )  # fmt: skip


def action_text(move: m.Move) -> str:
    action = move.action
    if isinstance(action, Lay):
        return nt(P + "did.lay", len(action.laid), tiles=rk_pictures.tiles_names(action.laid))
    if isinstance(action, TimeOut):
        return t(P + "did.timeout")
    return t(P + "did.draw")


def reason_text(reason: Reason) -> str:
    if reason.key == "loaded":  # a bot's move from a saved game: the reason was not saved
        return t(P + "reason.loaded")
    return reason.text(language())


def bot_controls(match: m.Match) -> None:
    st.info(t(P + "bot_turn", name=names(match)[match.state.current]), icon="🤖")
    with st.container(horizontal=True):
        st.button(
            t(P + "bot_step"), key=f"{P}bot.{match.number}", type="primary",
            on_click=bot_step, args=(match.number,),
        )  # fmt: skip
        st.button(
            t(P + "bot_all"), key=f"{P}bots.{match.number}",
            on_click=bots_until_person, args=(match.number,),
        )  # fmt: skip


# --- the timer ---------------------------------------------------------------------------------


def seconds_left(match: m.Match, now: float) -> float | None:
    """Seconds left in this turn under the variant's timer (None without one)."""
    limit = match.rules.turn_seconds
    if limit is None or not match.human_to_move:
        return None
    started = st.session_state.get(STARTED)
    if not (isinstance(started, tuple) and started[0] == match.number):
        started = (match.number, now)
        st.session_state[STARTED] = started
    return max(0.0, limit - (now - float(started[1])))


def timer(match: m.Match) -> None:
    """The turn's clock, redrawn every second; at zero the engine's time-out is played."""
    if match.rules.turn_seconds is None:
        return

    @st.fragment(run_every=1.0)
    def clock() -> None:
        now_match = current()
        if now_match is None or now_match.number != match.number:
            return
        left = seconds_left(now_match, time.monotonic())
        if left is None:
            return
        if left <= 0:
            _decide(match.number, TimeOut())
            flash("warning", t(P + "time_up"))
            st.rerun(scope="app")
        st.progress(left / (match.rules.turn_seconds or 1), t(P + "clock", s=int(left)))

    clock()


# --- rounds, scores, the report, files ----------------------------------------------------------


def scores(match: m.Match) -> None:
    """Rack sizes now and the scores of the finished rounds with the totals."""
    who = names(match)
    state = match.state
    st.caption(
        t(P + "status", round=state.round_index + 1,
          rounds=state.rounds, pool=state.pool_size)
        if not match.over else t(P + "status_over", rounds=state.rounds)
    )  # fmt: skip
    cols = st.columns(len(who))
    totals = state.totals()
    for i, col in enumerate(cols):
        col.metric(
            who[i],
            t(P + "tiles", n=len(state.racks[i])) if state.dealt else number(float(totals[i]), 0),
            help=t(P + "total_help", total=number(float(totals[i]), 0)),
        )


def round_end(match: m.Match) -> None:
    result = game.round_result(match.state)
    if result is None:
        return
    who = names(match)
    st.subheader(t(P + "round_over", n=len(match.state.history)))
    winners = ", ".join(who[w] for w in result.winners)
    st.success(t(P + f"ended.{result.ended}", names=winners), icon="🏁")
    rows = {
        t(P + "col.player"): [markup.cut(w, 60) for w in _plain_names(match)],
        t(P + "col.round"): [number(float(s), 0) for s in result.scores],
        t(P + "col.total"): [number(float(s), 0) for s in match.state.totals()],
    }
    st.dataframe(rows, hide_index=True)
    if match.over:
        outcome = game.outcome(match.state)
        assert outcome is not None
        st.success(t(P + "game_over", names=", ".join(who[w] for w in outcome.winners)), icon="🏆")
    else:
        st.button(
            t(P + "next_round"), key=f"{P}next.{match.number}", type="primary",
            on_click=next_round, args=(match.number,),
        )  # fmt: skip
    decision_report(match, len(match.state.history) - 1)


def _plain_names(match: m.Match) -> list[str]:
    """Names for a data table (shown as plain text there, never as markup)."""
    out = []
    for i, seat in enumerate(match.seats):
        if seat.bot is not None:
            out.append(t(P + "bot_name", level=t(f"{P}level.{seat.bot}")))
        else:
            out.append(seat.name if seat.named else t(P + "default_name", n=i + 1))
    return out


def decision_report(match: m.Match, round_index: int) -> None:
    """Per turn of each person: the most tiles the best move would have laid, and what was."""
    rows = _report(match, round_index)
    if not rows:
        return
    st.subheader(t(P + "report"))
    st.caption(t(P + "report_intro"))
    plain = _plain_names(match)
    st.dataframe(
        {
            t(P + "col.player"): [plain[r.player] for r in rows],
            t(P + "col.turn"): [r.turn for r in rows],
            t(P + "col.could"): ["?" if r.could is None else str(r.could) for r in rows],
            t(P + "col.laid"): [str(r.laid) for r in rows],
        },
        hide_index=True,
    )
    missed = sum(1 for r in rows if r.could is not None and r.could > r.laid)
    st.markdown(t(P + "report_sum", turns=len(rows), missed=missed))


def _report(match: m.Match, round_index: int) -> tuple[m.Decision, ...]:
    """The round's report, solved once: every later rerun (any click) reads it back."""
    found = st.session_state.get(REPORT)
    if not (isinstance(found, tuple) and found[:2] == (round_index, match.moves)):
        found = (round_index, match.moves, m.report(match, round_index))
        st.session_state[REPORT] = found
    rows: tuple[m.Decision, ...] = found[2]
    return rows


def files(match: m.Match | None) -> None:
    with st.expander(t(P + "files")):
        if match is not None:
            st.download_button(
                t(P + "save"), m.dumps(match), file_name="rummikub.json",
                mime="application/json", key=P + "save",
            )  # fmt: skip
        st.file_uploader(
            t(P + "load"), type=["json"], key=UPLOAD, on_change=load,
            help=t(P + "load_help", kb=MAX_BYTES // 1000),
        )  # fmt: skip


def load() -> None:
    """Replace the match by the uploaded one; a bad file leaves the game as it was."""
    upload = st.session_state.get(UPLOAD)
    if upload is None:
        return
    try:
        loaded = m.loads(upload.read(MAX_BYTES + 1))
    except WormError as e:
        flash("warning", t(P + "load_failed", why=markup.escape(markup.cut(str(e), 200))))
        return
    _replace_game(loaded)
    flash("success", t(P + "loaded"))
