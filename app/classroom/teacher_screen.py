"""The teacher's class page, in screen order: starting a class, the projector's panel (the
code, the join address and its QR code), the class's controls, and the live dashboard of the
pupils and the current moment.

The dashboard is a fragment that reruns every few seconds (Streamlit cannot push): it asks
the store for the class's version and count of answers, and reads a new snapshot only when
they changed (``teacher_state.view``). The session and the callbacks live in ``teacher_state``, the
sentences in ``teacher_words`` and ``words``.
"""

from __future__ import annotations

import html
import ipaddress
from functools import lru_cache
from urllib.parse import urlsplit, urlunsplit

import segno
import streamlit as st

from app.classroom import contract, lesson_plan, results, tally, teacher_words, words
from app.classroom import teacher_state as state
from app.classroom.contract import CLASS, JOIN, ClassGames, Poll
from app.classroom.views import Challenge, ClassView, Moment
from app.common.i18n import language, nt, t
from app.common.shield import shield

POLL_SECONDS = 2  # how often the dashboard asks whether the class changed
#: The code's style: as large as the screen allows, smaller once a question takes the screen.
_CODE_STYLE = (
    "font-family:ui-monospace,monospace;font-size:{size};font-weight:700;"
    "letter-spacing:{spacing};line-height:1.1;margin:0;white-space:nowrap"
)
#: The class page on a 1280x720 projector: less room above the title.
_PAGE_STYLE = """<style>
[data-testid="stMainBlockContainer"] {padding-top: 2.5rem}
</style>"""


def message() -> None:
    """The last refusal of the store, in words."""
    refused = state.error()
    if refused is not None:
        st.warning(words.error_text(refused), icon="✋")


def start_form() -> ClassView | None:
    """The running class, or the form that starts one (then None)."""
    state.recall()
    view = state.view()
    state.remembered()
    message()
    if view is not None:
        return view
    st.markdown(t("class.intro"))
    st.checkbox(t("class.allow_names"), key=state.ALLOW_NAMES, help=t("class.allow_names_help"))
    st.button(
        t("class.start"),
        key="class.start",
        on_click=state.start,
        args=(state.start_key(),),
        type="primary",
    )
    return None


def join_address(code: str) -> str:
    """The join page's address on this server, with the class code (nothing secret)."""
    here = urlsplit(st.context.url or "")
    path = here.path.rstrip("/")
    if path.rsplit("/", 1)[-1] == CLASS.address:
        path = path.rsplit("/", 1)[0]
    return urlunsplit((here.scheme, here.netloc, f"{path}/{JOIN.address}", f"code={code}", ""))


def is_loopback(address: str) -> bool:
    """The address names this computer only (``make run``): no phone can open it."""
    host = urlsplit(address).hostname or ""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@lru_cache(maxsize=128)
def qr_svg(address: str, label: str, scale: int) -> str:
    """The address as a QR code: segno's SVG (its own squares, nothing from outside), named
    for screen readers by ``label`` (a pure function of its arguments, so cached)."""
    picture = segno.make(address, error="m").svg_inline(scale=scale, border=2, light="#fff")
    named = f'<svg role="img" aria-label="{html.escape(label)}" '
    return picture.replace("<svg ", named, 1).replace(
        ">", f"><title>{html.escape(label)}</title>", 1
    )


def projector(view: ClassView) -> None:
    """Before the first question: the code large, the address and its QR code, readable from
    the back of a classroom."""
    address = join_address(view.code)
    text, picture = st.columns([3, 2], vertical_alignment="center")
    with text:
        st.markdown(f"### {t('class.join_with')}")
        code(view.code, "clamp(3rem,9vw,6.5rem)")
        st.markdown(t("class.or_address"))
        st.code(address, language=None, wrap_lines=True)
        if is_loopback(address):
            st.warning(t("class.loopback"), icon="📵")
    with picture:
        st.markdown(qr_svg(address, t("class.qr_label"), 9), unsafe_allow_html=True)
        st.caption(t("class.qr_caption"))


def corner(view: ClassView) -> None:
    """With a question up: the code, the QR code and the address in a corner, so that
    latecomers still join while the question takes the screen."""
    address = join_address(view.code)
    code(view.code, "1.7rem", ".04em")
    st.markdown(qr_svg(address, t("class.qr_label"), 3), unsafe_allow_html=True)
    short = address.split("://", 1)[-1]
    st.markdown(
        f'<p style="font-size:18px;line-height:1.25;overflow-wrap:anywhere;margin:0">'
        f"{html.escape(short)}</p>",
        unsafe_allow_html=True,
    )


def code(text: str, size: str, spacing: str = ".12em") -> None:
    style = _CODE_STYLE.format(size=size, spacing=spacing)
    st.markdown(
        f'<p style="{style}" aria-label="{html.escape(t("class.code_label"))}">'
        f"{html.escape(text)}</p>",
        unsafe_allow_html=True,
    )


def controls(view: ClassView, games: ClassGames) -> None:
    """Lock or open the class, first names on the projector, end the class."""
    with st.container(horizontal=True, vertical_alignment="center"):
        if view.locked:
            st.button(
                t("class.unlock"), key="class.unlock", on_click=state.set_locked, args=(False,)
            )
        else:
            st.button(t("class.lock"), key="class.lock", on_click=state.set_locked, args=(True,))
        if view.paused:
            st.button(
                t("class.resume"),
                key="class.resume",
                on_click=state.set_paused,
                args=(False,),
                icon="▶️",
                type="primary",
            )
        else:
            st.button(
                t("class.pause"),
                key="class.pause",
                on_click=state.set_paused,
                args=(True,),
                icon="⏸️",
            )
        if view.allow_names:
            st.toggle(t("class.show_names"), key=state.SHOW_NAMES)
        if not st.session_state.get(state.CONFIRM_END):
            st.button(t("class.end"), key="class.end", on_click=state.ask_end)
    if view.locked:
        st.caption(t("class.locked_note"))
    if st.session_state.get(state.CONFIRM_END):
        st.warning(t("class.end_warning"), icon="⚠️")
        keep_results(view, games)
        with st.container(horizontal=True):
            st.button(t("class.end_yes"), key="class.end_yes", on_click=state.end, type="primary")
            st.button(t("class.end_no"), key="class.end_no", on_click=state.cancel_end)


def keep_results(view: ClassView, games: ClassGames) -> None:
    """The lesson's results to download before the end (the server keeps no copy)."""
    found = state.export()
    if found is None:
        return
    questions = results.questions(found, games)
    table = results.challenge_rows(view)
    st.caption(t("results.note"))
    with st.container(horizontal=True):
        st.download_button(
            t("results.csv"),
            data=results.csv_text(questions, table),
            file_name=f"class-{view.code}.csv",
            mime="text/csv",
            key="class.results_csv",
            icon="📄",
            on_click="ignore",
        )
        page = results.printable(questions, table, lang=language(), code=view.code)
        st.download_button(
            t("results.print"),
            data=page,
            file_name=f"class-{view.code}.html",
            mime="text/html",
            key="class.results_print",
            icon="🖨️",
            on_click="ignore",
        )


@st.fragment(run_every=POLL_SECONDS)
@shield
def dashboard(games: ClassGames) -> None:
    """The pupils, the current moment and the class challenge, kept up to date (``games``:
    what class mode knows of the games, from the page)."""
    view = state.view()
    if view is None:
        if state.teacher() is None:
            st.rerun()  # the class is gone: the whole page says so
        message()  # the store is down for a moment: the next poll tries again
        return
    st.html(_PAGE_STYLE)
    if view.moment is None:
        projector(view)
        controls(view, games)
        st.divider()
        pupils(view)
        no_moment(games)
    else:
        moment(view, view.moment, games)
        st.divider()
        pupils(view)
        controls(view, games)
    st.divider()
    lesson_plan.section(view, games)
    st.divider()
    challenge(view, games)


def pupils(view: ClassView) -> None:
    st.markdown(f"**{nt('class.pupils', len(view.pupils))}**")
    names = [
        words.pupil_name(p.nickname, p.first_name, show_first=show_first(view)) for p in view.pupils
    ]
    if names:
        st.markdown(" · ".join(names))
    else:
        st.caption(t("class.no_pupils"))
        return
    with st.expander(t("class.remove_h")):
        st.caption(t("class.remove_note"))
        with st.container(horizontal=True):
            for pupil, name in zip(view.pupils, names, strict=True):
                n = pupil.nickname
                st.button(
                    name,
                    key=f"class.remove.{n.adjective}.{n.noun}.{n.number}",
                    on_click=state.remove_pupil,
                    args=(n,),
                    icon="✖️",
                )


def no_moment(games: ClassGames) -> None:
    """Where the moments come from: the "Ask the class" buttons of the pages that can ask."""
    st.info(t("class.no_moment"), icon="💡")
    with st.container(horizontal=True):
        for page in games.asking:
            st.page_link(page.path, label=t(page.title), icon=page.icon)


def moment(view: ClassView, m: Moment, games: ClassGames) -> None:
    """A 1280x720 projector's first screen: the question, how many answered and the
    teacher's next step (always in the same place), the join corner; then the picture beside
    the votes as bars once revealed, and only after "Show the best answer" the ✓, the values
    and the computer's move."""
    poll = games.poll(m.description)
    head, join_corner = st.columns([4, 1])
    with head:
        if poll is None:
            st.subheader(t("class.moment_h", number=m.number), anchor=False)
        else:
            question = poll.question(m.description)
            st.subheader(t("class.moment_q", number=m.number, question=question), anchor=False)
        with st.container(horizontal=True, vertical_alignment="center"):
            current = m.round
            st.metric(
                t("class.round", round=current.number),
                f"{current.answered} / {len(view.pupils)}",
                border=True,
                width="content",
            )
            next_step(m)
        vote = t("class.vote_open") if m.open else t("class.vote_closed")
        st.caption(f"{teacher_words.answered(current.answered, len(view.pupils))} · {vote}")
        if m.answer_shown:
            best_answer(m, poll)
    with join_corner:
        corner(view)
    picture, tallies = st.columns([2, 3], gap="medium")
    with picture:
        if poll is not None:
            poll.show(m.description)
    with tallies:
        votes(m, poll)
    if m.answer_shown and poll is not None:
        poll.answer(m.description)


def best_answer(m: Moment, poll: Poll | None) -> None:
    """The best answer large, and how many chose it in the last vote."""
    best = teacher_words.best_choices(m, poll)
    st.markdown(
        f'<p style="font-size:32px;font-weight:700;margin:0">✓ {html.escape(best)}</p>',
        unsafe_allow_html=True,
    )
    right = None if m.round.tally is None else teacher_words.right(m.round.tally, _best(m))
    if right is not None:
        st.markdown(f"**{right}**")


def _best(m: Moment) -> list[int]:
    return list(m.description.get("best", []))


def next_step(m: Moment) -> None:
    """The buttons of the moment's next step, each carrying the step it was drawn at (a
    second press acts on nothing); the step's main button always comes first, and a step's
    buttons wait a moment after the press that brought them (``teacher_state.SETTLE``)."""
    step, args, wait = m.step, (m.number, m.step), state.settling()
    with st.container(horizontal=True):
        if step in ("open", "closed"):
            st.button(
                t("class.reveal"),
                key="class.reveal",
                on_click=state.reveal,
                args=args,
                disabled=wait,
                type="primary",
            )
            if step == "open":
                st.button(
                    t("class.close"),
                    key="class.close",
                    on_click=state.close_vote,
                    args=args,
                    disabled=wait,
                )
        elif step == "votes":
            st.button(
                t("class.show_answer"),
                key="class.show_answer",
                on_click=state.show_answer,
                args=args,
                disabled=wait,
                type="primary",
            )
            if m.round.number == 1:
                st.button(
                    t("class.again"),
                    key="class.again",
                    on_click=state.second_round,
                    args=args,
                    disabled=wait,
                )
        else:
            st.button(
                t("class.next"),
                key="class.next",
                on_click=state.clear_moment,
                args=args,
                disabled=wait,
                type="primary",
                icon="⏭️",
            )


def votes(m: Moment, poll: Poll | None) -> None:
    """The revealed rounds' votes as bars (both rounds under each choice), and until the best
    answer is shown the first vote's Peer Instruction advice."""
    shown_rounds = [r for r in m.rounds if r.tally is not None]
    if not shown_rounds:
        return
    names = [t("class.round", round=r.number) for r in shown_rounds]
    title = t("class.votes_h")
    rows = teacher_words.moment_bars(m, poll)
    st.markdown(tally.bars(rows, title=title, rounds=names), unsafe_allow_html=True)
    first = m.rounds[0].tally
    share = None if first is None else words.right_share(first, _best(m))
    if share is not None and not m.answer_shown:
        # from the first vote: after it, what to do; after a second one, explain (or teach)
        st.info(teacher_words.suggestion(share, len(shown_rounds)), icon="🧭")


def show_first(view: ClassView) -> bool:
    return bool(st.session_state.get(state.SHOW_NAMES)) and view.allow_names


def challenge(view: ClassView, games: ClassGames) -> None:
    """The class challenge: start it, follow every pupil live, end it; then the moments
    most of the class missed, each one click from a poll, and a new challenge (of either
    game: a class can be used for both)."""
    st.subheader(t("challenge.h"), anchor=False)
    found = view.challenge
    game = None if found is None else games.challenge(found.description.get("game"))
    if found is None or game is None:
        st.markdown(t(games.challenges[state.chosen_game(games)].INTRO))
    else:
        bot = game.opponent(found.description)
        st.caption(t("challenge.running", bot=bot) if found.open else t("challenge.ended", bot=bot))
        rows = teacher_words.challenge_rows(
            found, view.pupils, show_first=show_first(view), now=view.read_at
        )
        if rows:
            st.table(rows, border="horizontal", hide_index=True)
        st.caption(t(game.LOSS_NOTE))
        if found.open:
            st.button(t("challenge.stop"), key="challenge.stop", on_click=state.stop_challenge)
            return
        missed(found, game)
        state.keep_choice(found.description, games)
    with st.container(horizontal=True, vertical_alignment="bottom"):
        st.radio(  # one click (the dashboard's poll would close a select box's list)
            t("challenge.game"),
            tuple(games.challenges),
            format_func=lambda kind: t(games.challenges[kind].NAME),
            key=state.CHALLENGE_GAME,
            horizontal=True,
        )
        kind = state.chosen_game(games)
        games.challenges[kind].bot_choice(state.bot_key(kind))
        st.button(
            t("challenge.start") if found is None else t("challenge.again"),
            key="challenge.start",
            on_click=state.start_challenge,
            args=(state.challenge_form(view), games),
            type="primary",
        )


def missed(found: Challenge, game: contract.Challenge) -> None:
    """The positions where most of the class chose differently from the best move."""
    st.markdown(f"#### {t('challenge.missed_h')}")
    drawn = 0
    for i, miss in enumerate(found.missed):
        with st.container(border=True):
            description = game.missed_moment(miss.position, miss.met, miss.missed)
            if description is not None:
                drawn += 1
                key = f"challenge.ask.{i}"
                st.button(
                    t("class.ask"), key=key, icon="🙋", on_click=state.push, args=(description, key)
                )
                number = state.pushed(key)
                if number is not None:
                    st.success(t("class.asked", number=number), icon="✅")
    if not drawn:
        st.caption(t("challenge.none_missed"))
