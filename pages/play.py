"""Play against bots or at one screen, with a coach and a report on every decision."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.games import SECTIONS
from app.regenwormen import play_autoplay as autoplay
from app.regenwormen import play_report as report
from app.regenwormen import play_setup as setup
from app.regenwormen import play_state as state
from app.regenwormen import play_table as table
from app.regenwormen import play_turn as turn
from app.regenwormen.play_style import style

frame.around_page(SECTIONS)

st.title(t("play.title"))
st.caption(t("play.intro"))
options = setup.options()
style()
state.from_address()


def play_area(options: setup.Options) -> None:
    """The set-up form or the game, a fragment of the page: a click, or a bot's step, redraws
    it alone, with the ``options`` of the last run of the whole page."""
    match = state.current()
    if match is None or state.setup_open():
        setup.flash()
        setup.form(has_game=match is not None)
        setup.files(None)
        return

    shown = state.names(match)
    logs, bust = table.turns(match, shown), table.bust_moment(match)
    table.caption(match)
    if match.over:
        setup.flash()
        if bust is not None:
            table.bust_banner(bust, shown)
        report.results(match, shown)
    else:
        table.middle(match)
        turn_area, table_area = st.columns([3, 2], gap="large")
        with turn_area:
            if bust is not None and state.bust_waits(match):
                # The busted turn as it was, the bust where its buttons were, until "Go on".
                turn.turn_header(bust.before, shown, title=False)  # the bust names the player
                table.bust_banner(bust, shown, go_on=match.number)
            elif match.human_to_move:
                turn.turn_header(match.state, shown, choosing=True)
                turn.decisions(match, options.coach, shown)
            else:
                turn.turn_header(match.state, shown)
                turn.bot_controls(match, shown)
            setup.flash()  # below the buttons: a message that goes never moves them
        with table_area:
            table.players(match, shown)
        table.recent_turns(logs, shown)
    table.game_log(logs, shown)
    setup.new_game_button()
    setup.files(match)


autoplay.play_area(play_area, options)
