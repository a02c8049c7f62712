"""The play log's lines are kept per step by value (``step_lines`` of
app/regenwormen/play_words.py): the log built as a game goes on equals one built afresh, and
no session's names or language reach another session's log."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def log_page(names: tuple[str, str], fresh: bool) -> None:
    """A bots' game of a fixed seed; its log in the session's language, one text per turn.

    The log is built after every move, as the page does while the game goes on, unless
    ``fresh``: then the kept lines are dropped and the log is built once at the end.
    """
    import streamlit as st

    from app.common.i18n import follow_address
    from app.regenwormen import match as m
    from app.regenwormen import play_words as words
    from wormlib.regenwormen.rules import OFFICIAL

    follow_address()
    match = m.new_match((m.Seat("A", "careful"), m.Seat("B", "rule-of-thumb")), OFFICIAL, 7)
    for _ in range(80):
        match = m.advance_bot(match)
        if not fresh:
            words.turns(match, names, list(m.history(match)))
    if fresh:
        words.step_lines.cache_clear()
    for turn in words.turns(match, names, list(m.history(match))):
        st.text("\n".join(turn.lines))


def log(names: tuple[str, str], lang: str, *, fresh: bool) -> list[str]:
    at = AppTest.from_function(log_page, args=(names, fresh), default_timeout=60)
    at.query_params["lang"] = lang
    at.run()
    assert not at.exception, at.exception
    return [text.value for text in at.text]


def test_the_log_built_move_by_move_equals_one_built_afresh() -> None:
    grown = log(("Ann", "Bot"), "en", fresh=False)
    assert len(grown) > 5 and all(grown)
    assert grown == log(("Ann", "Bot"), "en", fresh=True)


def test_no_session_sees_another_sessions_names_or_language() -> None:
    """Sessions watch the same game one after the other (the kept lines are shared by the
    server process): each log has its own names and language only."""
    sessions = [(("Ann", "Bot"), "en"), (("Ann", "Bot"), "nl"), (("Bob", "Robot"), "nl")]
    grown = [log(names, lang, fresh=False) for names, lang in sessions]
    assert grown == [log(names, lang, fresh=True) for names, lang in sessions]
    english, dutch, other_names = ("\n".join(lines) for lines in grown)
    assert english != dutch
    assert "Ann" in dutch and "Ann" not in other_names
    assert "Bob" in other_names and "Bob" not in english + dutch
