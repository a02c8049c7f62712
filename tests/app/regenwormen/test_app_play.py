"""The play page through its own buttons (Streamlit's AppTest): whole games, save/load, safety."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from streamlit.runtime.media_file_manager import MediaFileManager
from streamlit.runtime.media_file_storage import MediaFileStorage
from streamlit.runtime.memory_media_file_storage import MemoryMediaFileStorage
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1 import app_test as app_test_module
from streamlit.testing.v1.element_tree import Button

from app.common.i18n import CATALOG, WORDS
from app.regenwormen import match as m
from app.regenwormen import play_state as view
from app.regenwormen import play_words as words
from wormlib.regenwormen import game, save
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop
from wormlib.regenwormen.bots import BOTS
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.regenwormen.solver import advise

ROOT = Path(__file__).resolve().parents[3]
EN = {key: texts["en"] for key, texts in CATALOG.items()}


def open_page(locale: str = "en-GB") -> AppTest:
    """The app at the play page, bots stepping only when asked."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    at.context["locale"] = locale
    at.run()
    at.switch_page("pages/play.py").run()
    at.toggle(key="play.autoplay").set_value(False).run()
    at.toggle(key="play.coach").set_value(False).run()  # most tests play without the coach
    return at


def start(
    at: AppTest, *, humans: int = 1, bots: tuple[str, ...] = ("careful",), variant: str = "official"
) -> AppTest:
    at.number_input(key=view.SETUP + "humans").set_value(humans).run()
    at.number_input(key=view.SETUP + "bots").set_value(len(bots)).run()
    for j, level in enumerate(bots):
        at.selectbox(key=f"{view.SETUP}bot{j}").set_value(level)
    at.selectbox(key=view.SETUP + "variant").set_value(variant)
    at.number_input(key=view.SETUP + "seed").set_value(1234)
    at.button(key="play.start").click().run()
    assert_clean(at)
    return at


def assert_clean(at: AppTest) -> None:
    assert not at.exception, [e.message for e in at.exception]


def current(at: AppTest) -> m.Match:
    found = at.session_state[view.MATCH]
    assert isinstance(found, m.Match)
    return found


def decision_buttons(at: AppTest) -> dict[str, Button]:
    """The decision buttons on the page by the action they carry ('keep W', 'roll', ...)."""
    return {b.key.split(".", 3)[3]: b for b in at.button if b.key and b.key.startswith("play.do.")}


def said(button: Button) -> str:
    """A decision button's words (its label's last line: a die choice draws its dice above)."""
    return button.label.rsplit("\n", 1)[-1]


def next_click(at: AppTest) -> Button:
    """A simple pupil: the first keep offered, roll on below 25, then stop with a tile."""
    go_on = [b for b in at.button if b.key and b.key.startswith("play.go_on.")]
    if go_on:
        return go_on[0]
    buttons = decision_buttons(at)
    if buttons:
        match = current(at)
        legal = {str(a) for a in game.legal_actions(match.state)}
        assert set(buttons) == legal, "the page must offer exactly the legal actions"
        keeps = [b for a, b in buttons.items() if a.startswith("keep")]
        takes = [b for a, b in buttons.items() if a.startswith("take")]
        if keeps:
            return keeps[0]
        if "roll" in buttons and (match.state.turn.total < 25 or not takes):
            return buttons["roll"]
        return takes[0] if takes else buttons["stop"]
    return at.button(key="play.skip")


def play_to_end(at: AppTest, limit: int = 1500) -> AppTest:
    """Click through the game; after every click a bust shows as a banner, and only then
    (until "Go on" is pressed)."""
    busts = 0
    for _ in range(limit):
        if current(at).over:
            assert busts, "a whole game has busts"
            return at
        before = current(at).number
        next_click(at).click().run()
        assert_clean(at)
        last = m.last_step(current(at))
        banner = [x.value for x in at.subheader if x.value.startswith("💥")]
        if last is not None and last.bust and current(at).number != before:
            busts += 1
            name = words.names(current(at))[last.before.current]
            assert banner == [f"💥 {EN['play.bust.title'].format(name=name)}"]
        else:
            assert banner == []
    raise AssertionError("the game did not end")


def texts(at: AppTest) -> str:
    parts = [e.value for e in (*at.markdown, *at.success, *at.info, *at.error, *at.warning)]
    return "\n".join(str(p) for p in parts)


# Every bot level and every variant, paired so that five games cover them all.
VARIANT_ORDER = ["official", "shorter-game", "exact-tile-only", "short-pot", "two-players"]
PAIRS = list(zip(BOTS, VARIANT_ORDER, strict=True))


@pytest.mark.parametrize(("level", "variant"), PAIRS)
def test_a_whole_game_to_the_final_report(level: str, variant: str) -> None:
    bots = (level,) if variant == "two-players" else (level, "careful")
    at = play_to_end(start(open_page(), bots=bots, variant=variant))
    match = current(at)
    outcome = game.outcome(match.state)
    assert outcome is not None
    assert [h.value for h in at.header] == [EN["play.over"]]
    winners = [match.names[p] for p in outcome.winners]
    person_won = 0 in outcome.winners
    box = at.success if person_won else at.info  # neutral when the pupil lost
    assert all(name in box[0].value for name in winners)
    assert at.button(key=f"play.again.{match.number}").label == EN["play.again"]
    assert EN["play.report"].format(name="Player 1") in [s.value for s in at.subheader]
    report = m.report(match)[0]
    assert report.ratings, "a whole game has decisions to rate"
    lost = next(x for x in at.metric if x.label == EN["play.report.lost"])
    assert lost.value == f"{report.total_loss:.2f}"
    best = sum(1 for r in report.ratings if r.best_value - r.value <= 1e-9)
    times = f"{best} time{'s' * (best != 1)}"
    summary = f"You chose the best move {times} out of {len(report.ratings)}."
    assert summary in texts(at)
    if report.worst:
        assert f"**Your turn {report.own_turn(report.worst[0])}:** " in texts(at)
        assert len(at.get("page_link")) >= len(report.worst)  # each opens in the explorer
    said = (x.value for x in at.markdown if x.value[:2] != "- " and "<svg" not in x.value)
    pupil = "\n".join(x for x in said if "turn" in x.lower())
    assert not re.search(r"-\d", pupil), "no negative numbers in the pupil's sentences"
    assert len(at.get("plotly_chart")) == 2  # the worms and the chance to win, by round
    # the game-ending click judged nothing new: every decision was judged when it was made
    assert len(at.session_state[view.JUDGED]) == len(report.ratings)


def test_hot_seat_people_take_turns_and_each_gets_a_report() -> None:
    at = play_to_end(start(open_page(), humans=2, bots=()))
    reported = [s.value for s in at.subheader]
    for name in ("Player 1", "Player 2"):
        assert EN["play.report"].format(name=name) in reported
    moved = {move.player for move in current(at).moves}
    assert {0, 1} <= moved


def to_the_bots(at: AppTest) -> None:
    """Play the pupil's turn until a bot is to move (and "Go on" after a bust)."""
    while not current(at).bot_to_move:
        next_click(at).click().run()
    go_on = [b for b in at.button if b.key and b.key.startswith("play.go_on.")]
    if go_on:
        go_on[0].click().run()


def test_a_bot_step_shows_the_bots_sentence() -> None:
    at = start(open_page(), bots=("expert",))
    to_the_bots(at)
    before = current(at).number
    at.button(key=f"play.next_step.{before}").click().run()
    assert_clean(at)
    after = current(at)
    assert after.number > before
    reason = after.moves[before].explanation("en")
    assert reason and reason in texts(at).replace("\\", "")


def test_skip_plays_the_bots_until_a_person_is_to_move() -> None:
    at = start(open_page(), bots=("careful", "rule-of-thumb"))
    to_the_bots(at)
    at.button(key="play.skip").click().run()
    assert_clean(at)
    assert current(at).human_to_move
    assert decision_buttons(at)


def test_with_autoplay_the_page_itself_never_plays_a_bot_step() -> None:
    """The bots' timer is a fragment of its own: drawing the page does not move them."""
    at = start(open_page(), bots=("careful",))
    at.toggle(key="play.autoplay").set_value(True).run()
    while not current(at).bot_to_move:
        next_click(at).click().run()
    waiting = current(at)
    at.run()
    assert_clean(at)
    assert current(at) == waiting


def test_the_coach_gives_bust_odds_and_a_value_per_choice() -> None:
    at = start(open_page(), bots=("careful",))
    at.toggle(key="play.coach").set_value(True).run()
    next_click(at).click().run()  # the first roll: now a keep decision
    labels = [said(b) for b in decision_buttons(at).values()]
    assert sum(label.startswith("★") for label in labels) == 1
    values = [c.value for c in at.caption if " on average · bust " in c.value]
    assert len(values) == len(labels)  # one value under each choice
    starred = next(a for a, b in decision_buttons(at).items() if said(b).startswith("★"))
    assert starred == str(advise(current(at).state, "worms").best.action)
    while not decision_buttons(at).get("roll") or current(at).state.turn.dice_left == 8:
        next_click(at).click().run()
    bust = [i.value for i in at.info if i.value.startswith("Coach")]
    turn = current(at).state.turn
    expected = (len(turn.used_faces) / 6) ** turn.dice_left
    shown = "<1%" if expected < 0.005 else f"{100 * expected:.0f}%"  # never "0%" for a chance
    assert len(bust) == 1 and f" {shown} (" in bust[0]
    primary = [b for b in decision_buttons(at).values() if b.proto.type == "primary"]
    assert [said(b).startswith("★") for b in primary] == [True]  # the coach's best only


class KeptStorage(MemoryMediaFileStorage):
    """AppTest's media store, kept so that a test can read what a download button serves."""

    last: KeptStorage | None = None

    def __init__(self, endpoint: str) -> None:
        super().__init__(endpoint)
        KeptStorage.last = self


class KeptFiles(MediaFileManager):
    """AppTest's media files, kept so that a test can click a download (its file is written
    when clicked: the page passes a function, not the file)."""

    last: KeptFiles | None = None

    def __init__(self, storage: MediaFileStorage) -> None:
        super().__init__(storage)
        KeptFiles.last = self


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[KeptStorage]]:
    monkeypatch.setattr(app_test_module, "MemoryMediaFileStorage", KeptStorage)
    monkeypatch.setattr(app_test_module, "MediaFileManager", KeptFiles)
    yield KeptStorage


def downloaded(at: AppTest, storage: type[KeptStorage]) -> bytes:
    """The file the download button of the latest run serves when clicked."""
    button = at.get("download_button")[0]
    assert storage.last is not None and KeptFiles.last is not None
    url = KeptFiles.last.execute_deferred(button.proto.deferred_file_id)
    return storage.last.get_file(url.rsplit("/", 1)[1]).content


def test_save_then_load_gives_the_same_position(downloads: type[KeptStorage]) -> None:
    at = start(open_page(), bots=("rule-of-thumb",), variant="short-pot")
    for _ in range(12):
        next_click(at).click().run()
    saved = current(at)
    document = downloaded(at, downloads)
    assert json.loads(document)["rules"] == "short-pot"

    other = open_page()  # another session, another browser
    other.file_uploader(key=view.UPLOAD).set_value(("game.json", document, "application/json"))
    other.run()
    assert_clean(other)
    loaded = current(other)
    assert loaded == saved
    assert loaded.state.notation() == saved.state.notation()
    said = WORDS.plural("en", "play.loaded", saved.number, name=saved.names[saved.state.current])
    assert said in [s.value for s in other.success]
    # and the game goes on with the same dice in both sessions
    next_click(at).click().run()
    next_click(other).click().run()
    assert current(other) == current(at)


def hostile_meta() -> bytes:
    """Issue 10.4: a move number that passes str.isdigit() but not int() crashed the page."""
    doc = json.loads(m.dumps(m.play(m.new_match((m.Seat("A"), m.Seat("B")), OFFICIAL, 5), Roll())))
    doc["meta"]["reasons"] = {"²": {"en": "x"}}
    return json.dumps(doc).encode()


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe not text",
        b'{"format": "wormlib-save", "version": 1}',
        b"[1, 2, 3]",
        hostile_meta(),
    ],
)
def test_a_corrupted_upload_is_refused_and_the_game_goes_on(
    content: bytes, downloads: type[KeptStorage]
) -> None:
    at = start(open_page(), bots=("careful",))
    next_click(at).click().run()
    before = current(at)
    at.file_uploader(key=view.UPLOAD).set_value(("game.json", content, "application/json"))
    at.run()
    assert_clean(at)
    assert current(at) == before
    assert len(at.error) == 1
    assert at.error[0].value.startswith(EN["play.load_failed"].split("{")[0])
    next_click(at).click().run()  # still playable
    assert current(at).number > before.number


def test_a_truncated_save_is_refused(downloads: type[KeptStorage]) -> None:
    at = start(open_page(), bots=("careful",))
    for _ in range(5):
        next_click(at).click().run()
    document = downloaded(at, downloads)
    before = current(at)
    at.file_uploader(key=view.UPLOAD).set_value(("game.json", document[:-40], "application/json"))
    at.run()
    assert_clean(at)
    assert current(at) == before and "JSON" in at.error[0].value


def test_a_click_from_an_older_page_changes_nothing() -> None:
    at = start(open_page(), bots=("careful",))
    old_roll = decision_buttons(at)["roll"]
    old_roll.click().run()  # the first click rolls
    rolled = current(at)
    assert rolled.number == 2
    old_roll.click().run()  # the same button again, from the page before: ignored
    assert_clean(at)
    assert current(at) == rolled


def test_the_callback_ignores_a_stale_move_number() -> None:
    def page() -> None:
        import streamlit as st

        from app.regenwormen import match as m
        from app.regenwormen import play_state as view
        from wormlib.regenwormen.actions import Keep, Roll
        from wormlib.regenwormen.rules import OFFICIAL

        if view.MATCH not in st.session_state:
            start = m.new_match((m.Seat("Ann"), m.Seat("Bob")), OFFICIAL, 7)
            st.session_state[view.MATCH] = m.play(start, Roll())
        match = view.current()
        assert match is not None
        view.act(0, Roll())  # drawn at move 0: stale
        assert view.current() == match
        assert match.state.turn.roll is not None
        face = next(f for f in range(1, 7) if match.state.turn.roll[f - 1])
        view.act(match.number, Keep(face))  # current: played
        after = view.current()
        assert after is not None and after.number == match.number + 1
        view.act(after.number, Keep(face))  # current but illegal now: refused
        assert view.current() == after
        st.write("ok")

    at = AppTest.from_function(page, default_timeout=60).run()
    assert_clean(at)
    assert at.markdown[-1].value == "ok"
    assert at.session_state[view.FLASH][0] == "warning"


def test_a_player_count_the_rules_do_not_allow_is_refused() -> None:
    at = open_page()
    start_page = at
    start_page.number_input(key=view.SETUP + "bots").set_value(2).run()
    start_page.selectbox(key=view.SETUP + "variant").set_value("two-players")
    start_page.button(key="play.start").click().run()
    assert_clean(at)
    assert view.MATCH not in at.session_state
    assert at.error[0].value == EN["play.bad_count"].format(
        variant=EN["play.variant.two-players"], lo=2, hi=2, n=3
    )


def test_the_page_speaks_dutch() -> None:
    at = start(open_page("nl-NL"), bots=("careful",))
    assert at.button(key="play.do.0.roll").label == WORDS.plural("nl", "play.roll", 8)
    assert at.session_state["lang"] == "nl"


@pytest.mark.parametrize(
    ("stacks", "expected"),
    [
        (
            ((21, 25), (22, 26)),
            EN["play.win.tile"].format(tied="Ann and Bob", worms="3 worms", names="Bob", tile=26),
        ),
        (((), ()), EN["play.win.shared"].format(names="Ann and Bob", worms="0 worms")),
        (((36,), (21,)), EN["play.win.worms"].format(names="Ann", worms="4 worms")),
    ],
)
def test_the_final_words_show_how_a_tie_was_broken(
    stacks: tuple[tuple[int, ...], ...], expected: str
) -> None:
    def page(stacks: tuple[tuple[int, ...], ...]) -> None:
        import streamlit as st

        from app.regenwormen import match as m
        from app.regenwormen import play_words as words
        from wormlib.regenwormen import game
        from wormlib.regenwormen.rules import OFFICIAL
        from wormlib.regenwormen.state import GameState

        held = {t for s in stacks for t in s}
        turned = tuple(t for t in OFFICIAL.tiles if t not in held)
        state = GameState(OFFICIAL, (), turned, stacks)
        match = m.Match(OFFICIAL, (m.Seat("Ann"), m.Seat("Bob")), 1, (), state)
        outcome = game.outcome(state)
        assert outcome is not None
        st.write(words.winner_text(match, outcome, ("Ann", "Bob")))

    at = AppTest.from_function(page, args=(stacks,), default_timeout=60).run()
    assert_clean(at)
    assert at.markdown[-1].value == expected


def test_a_new_game_starts_from_the_last_choices_with_a_fresh_seed() -> None:
    at = start(open_page(), bots=("expert", "master"), variant="short-pot")
    at.button(key="play.new_game").click().run()
    assert_clean(at)
    assert at.number_input(key=view.SETUP + "bots").value == 2
    assert [at.selectbox(key=f"{view.SETUP}bot{j}").value for j in range(2)] == ["expert", "master"]
    assert at.selectbox(key=view.SETUP + "variant").value == "short-pot"
    at.button(key="play.cancel").click().run()
    assert current(at).seed == 1234 and current(at).number == 0  # the game goes on


def drawn_late(at: AppTest) -> dict[str, object]:
    """What each set-up widget shows when the browser draws it only after a later rerun.

    Streamlit sends a value set in st.session_state to the browser on that one run only; a
    widget mounted later starts from the default in its message. On a busy machine a click
    while the form loaded did that: the form showed no bots and no name, and sent them back.
    """
    fields = {w.key: w.proto.default for w in (*at.main.number_input, *at.main.text_input)}
    return fields | {w.key: w.proto.default for w in at.main.selectbox}


def drawn_now(at: AppTest) -> dict[str, object]:
    fields = {w.key: w.value for w in (*at.main.number_input, *at.main.text_input)}
    return fields | {w.key: w.index for w in at.main.selectbox}


def test_a_form_drawn_late_shows_the_same_choices() -> None:
    at = open_page()
    assert drawn_now(at)[view.SETUP + "bots"] == 1 and drawn_late(at) == drawn_now(at)
    options = at.main
    assert options.toggle(key="play.autoplay").proto.default  # bots play on unless switched off
    speed = options.segmented_control(key="play.speed")
    assert [speed.options[int(i)] for i in speed.proto.default] == [EN["play.speed.normal"]]
    start(at, bots=("expert", "master"), variant="short-pot")
    at.button(key="play.new_game").click().run()
    assert drawn_now(at)[f"{view.SETUP}bot1"] == view.LEVELS.index("master")
    assert drawn_late(at) == drawn_now(at)


def test_start_pressed_twice_starts_one_game() -> None:
    """Issue 10.1: a double click on Start ran the callback twice (a KeyError traceback)."""

    def page() -> None:
        import streamlit as st

        from app.regenwormen import play_state as view

        form = view.form_number()
        st.session_state[view.SETUP + "humans"] = 1
        st.session_state[view.SETUP + "bots"] = 1
        st.session_state[view.SETUP + "variant"] = "official"
        st.session_state[view.SETUP + "seed"] = 77
        view.start(form)
        first = view.current()
        view.start(form)  # the second click of a double click, from the same form
        assert view.current() is first
        st.write(f"{first.seed if first else None} {len(first.seats) if first else 0}")

    at = AppTest.from_function(page, default_timeout=60).run()
    assert_clean(at)
    assert at.markdown[-1].value == "77 2"


def test_default_names_follow_the_language_after_switching_mid_game() -> None:
    """Issue 12.8: no 'Bot Vuistregel · Rule of thumb' or 'Speler 1 to play' after a switch."""
    at = start(open_page("nl-NL"), bots=("rule-of-thumb",))
    assert at.subheader[0].value == "▶ Speler 1 is aan de beurt"
    at.sidebar.radio(key="lang.picker").set_value("en").run()
    assert_clean(at)
    assert at.subheader[0].value == "▶ Player 1 to play"
    page = texts(at)
    assert "Rule of thumb bot" in page
    assert not re.search(r"Speler|Vuistregel|Bot Vuist", page)


def test_a_typed_name_stays_as_typed_in_every_language() -> None:
    at = open_page()
    at.text_input(key=view.SETUP + "name0").set_value("Speler Ann")
    start(at, bots=("careful",))
    at.sidebar.radio(key="lang.picker").set_value("nl").run()
    assert at.subheader[0].value == "▶ Speler Ann is aan de beurt"


def test_dice_choices_are_dice_in_words_and_the_main_action_is_primary() -> None:
    """Issue 12.4: '3 dice showing 2', never 'Keep 3 × 2'; without the coach the main
    action (every die choice, else rolling) is the primary button. Issue 22.2: the dice
    are drawn on the button, so that tapping a die chooses it."""
    at = start(open_page(), bots=("careful",))
    assert at.button(key="play.do.0.roll").proto.type == "primary"
    next_click(at).click().run()
    match = current(at)
    roll = match.state.turn.roll
    assert roll is not None
    for action, button in decision_buttons(at).items():
        assert action.startswith("keep")
        symbol = action.split()[1]
        count = roll["12345W".index(symbol)]
        if symbol == "W":
            expected = f"{count} worm" + ("s" if count > 1 else "")
        else:
            expected = f"{count} {'die' if count == 1 else 'dice'} showing {symbol}"
        assert said(button) == expected
        assert button.label.count("![](data:image/svg+xml;base64,") == count  # its dice on it
        assert button.proto.type == "primary"
    assert "×" not in texts(at)


def test_words_numbers_and_odds_in_the_session_language() -> None:
    """Issue 12.7: plurals right, numbers in the session's way, odds in words."""

    def page() -> None:
        import streamlit as st

        from app.common import words as common_words
        from app.common.i18n import nt
        from app.regenwormen import match as m
        from app.regenwormen import play_report as report
        from app.regenwormen import play_words as words
        from wormlib.regenwormen.actions import Keep
        from wormlib.regenwormen.rules import OFFICIAL
        from wormlib.regenwormen.state import GameState, Turn

        state = GameState(
            OFFICIAL, OFFICIAL.tiles, (), ((), ()), 0, Turn((0,) * 6, (2, 1, 1, 0, 1, 3))
        )
        rating = m.Rating(2, 1, 0, state, Keep(1), 0.737978, Keep(6), 2.127968)
        for lang in ("en", "nl"):
            st.session_state["lang"] = lang
            row = report.rating_rows(m.PlayerReport(0, (rating,), (1,)))[0]
            said = [
                nt("play.roll", 1),
                nt("play.roll", 3),
                words.dice_words(2, 1),
                words.dice_words(6, 3),
                common_words.odds_words(0.25),
                common_words.odds_words(0.73),
                common_words.odds_words(0.0004),
                common_words.chance_text(0.27),
                words.worms_text(1),
                words.worms_text(1174.5),
                str(list(row.values())[3]),
                words.rating_sentence(rating, 1),
            ]
            st.write(" | ".join(said))

    at = AppTest.from_function(page, default_timeout=60).run()
    assert_clean(at)
    en, nl = (x.value for x in at.markdown)
    assert en.split(" | ") == [
        "Roll 1 die",
        "Roll 3 dice",
        "1 die showing 2",
        "3 worms",
        "about 1 in 4",
        "about 7 in 10",
        "less than 1 in 1,000",
        "27% (about 1 in 4)",
        "1 worm",
        "1,174.50 worms",
        "0.738",
        "**Your turn 1:** you rolled 1 1 2 3 5 🪱 🪱 🪱 and set aside 2 dice showing 1. "
        "Setting aside 3 worms was better: on average about 1.39 worms more.",
    ]
    assert nl.split(" | ") == [
        "Gooi 1 dobbelsteen",
        "Gooi 3 dobbelstenen",
        "1 dobbelsteen met een 2",
        "3 wormen",
        "ongeveer 1 op de 4",
        "ongeveer 7 op de 10",
        "minder dan 1 op de 1.000",
        "27% (ongeveer 1 op de 4)",
        "1 worm",
        "1.174,50 wormen",
        "0,738",
        "**Jouw beurt 1:** je gooide 1 1 2 3 5 🪱 🪱 🪱 en legde 2 dobbelstenen met een 1 apart. "
        "3 wormen apart leggen was beter: gemiddeld ongeveer 1,39 wormen meer.",
    ]


def test_play_again_starts_the_same_players_once() -> None:
    at = play_to_end(start(open_page(), bots=("careful",)))
    finished = current(at)
    again = at.button(key=f"play.again.{finished.number}")
    again.click().run()
    assert_clean(at)
    fresh = current(at)
    assert fresh.number == 0 and fresh.seats == finished.seats and fresh.rules == finished.rules
    assert decision_buttons(at)


BUSTS: list[tuple[list[Action], str]] = [
    ([Dice((1, 0, 0, 0, 0, 7)), Keep(6), Roll(), Dice((0, 0, 0, 0, 0, 1))], "play.bust.roll"),
    ([Dice((8, 0, 0, 0, 0, 0)), Keep(1)], "play.bust.no_dice"),
    ([Dice((1, 1, 1, 1, 1, 3)), Keep(1), Stop()], "play.bust.stop.no worm"),
    ([Dice((1, 1, 1, 1, 1, 3)), Keep(6), Stop()], "play.bust.stop.low total"),
]


@pytest.mark.parametrize(("actions", "cause"), BUSTS)
def test_a_bust_is_shown_with_its_cause_dice_and_tiles(actions: list[Action], cause: str) -> None:
    """Issue 12.3: the banner says why, draws the dice and says what happened to the tiles."""

    def page(document: str) -> None:
        import streamlit as st

        from app.regenwormen import match as m
        from app.regenwormen import play_table as table

        step = m.last_step(m.loads(document, levels=()))
        assert step is not None and step.bust
        table.bust_banner(step, ("Ann", "Bob"))
        st.write("done")

    document = save.dumps(OFFICIAL, ["Ann", "Bob"], [Roll(), *actions])
    at = AppTest.from_function(page, args=(document,), default_timeout=60).run()
    assert_clean(at)
    assert at.subheader[0].value == "💥 " + EN["play.bust.title"].format(name="Ann")
    said = [x.value for x in at.markdown]
    assert said[0] == EN[cause].format(total=15, least=21)
    assert any('role="img"' in x or "<svg" in x for x in said), "the dice are drawn"
    assert any("Tile 36 is turned over." in x for x in said)


def busted_against_a_bot() -> m.Match:
    """Ann against a bot, just after Ann's last roll showed only worms (set aside already):
    the first of BUSTS."""
    actions = [Roll(), *BUSTS[0][0]]
    meta = {"seed": 1, "bots": [None, "careful"], "named": [True, False]}
    return m.loads(save.dumps(OFFICIAL, ["Ann", "Bot"], actions, meta), levels=tuple(BOTS))


def test_a_bust_waits_beside_the_buttons_until_go_on() -> None:
    """Issue 22.1: the bust shows where the choices were, with "Go on"; the bots wait."""
    at = open_page()
    at.toggle(key="play.autoplay").set_value(True).run()
    at.session_state[view.MATCH] = busted_against_a_bot()
    at.run()
    assert_clean(at)
    title = "💥 " + EN["play.bust.title"].format(name="Ann")
    assert [x.value for x in at.subheader if x.value.startswith("💥")] == [title]
    go_on = at.button(key=f"play.go_on.{current(at).number}")
    assert go_on.label == EN["play.go_on"]
    assert not [b for b in at.button if b.key and b.key.startswith("play.next_step")]
    assert at.session_state[view.TICKING] is False  # autoplay waits for "Go on"
    at.run()
    assert at.session_state[view.TICKING] is False
    go_on.click().run()
    assert_clean(at)
    assert not [x for x in at.subheader if x.value.startswith("💥")]
    assert at.session_state[view.TICKING] is True
    assert at.button(key=f"play.next_step.{current(at).number}")


def test_the_coach_and_the_bots_pace_are_on_the_page() -> None:
    """Issue 22.3: a pupil never opened the sidebar; the coach is on for a first game."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    at.context["locale"] = "en-GB"
    at.run()
    at.switch_page("pages/play.py").run()
    coach = at.main.toggle(key="play.coach")
    assert coach.label == EN["play.coach"] and coach.value is True
    assert at.main.toggle(key="play.autoplay").value is True
    speed = at.main.segmented_control(key="play.speed")
    assert speed.value == "normal" and speed.options == [
        EN[f"play.speed.{s}"] for s in ("slow", "normal", "fast")
    ]
    speed.set_value("fast").run()
    assert not at.sidebar.toggle and not at.sidebar.get("select_slider")
    start(at, bots=("careful",))
    next_click(at).click().run()  # the first roll: the coach marks the best choice
    assert sum(said(b).startswith("★") for b in decision_buttons(at).values()) == 1


def reopened(query: dict[str, str]) -> AppTest:
    """The play page in a new session (a reload, a shared link) at this address."""
    at = AppTest.from_file(str(ROOT / "pages" / "play.py"), default_timeout=120)
    at.context["locale"] = "en-GB"
    at.query_params.update(query)
    return at.run()


def test_a_reload_keeps_the_game_from_its_address() -> None:
    """Issue 22.4: the address holds the game (seed, seats, the people's decisions), so a
    reload or a shared link shows the same position, the bots' sentences included."""
    at = start(open_page(), bots=("careful", "expert"))
    for _ in range(40):
        next_click(at).click().run()
    played = current(at)
    address = at.query_params[view.LINK]
    text = address[0] if isinstance(address, list) else address
    assert len(text) < m.MAX_LINK and text.startswith(
        f"official.1234.p_careful_expert.{played.number}."
    )
    again = reopened({view.LINK: text})
    assert_clean(again)
    back = current(again)
    assert back.state == played.state and back.moves == played.moves
    assert back.seed == played.seed and [s.bot for s in back.seats] == [s.bot for s in played.seats]
    assert EN["play.link.restored"].format(number=played.number) in [x.value for x in again.success]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("official.1234.p_careful.3.rs", "play.link.bad"),  # one decision too many
        ("official.1234.p_nobody.2.r", "play.link.bad"),
        ("nonsense", "play.link.bad"),
        ("official.1234.p_careful.2." + "r" * 3000, "play.link.too_long"),
    ],
)
def test_a_bad_or_too_long_address_is_refused_kindly(text: str, key: str) -> None:
    """Issue 22.4: a link is bounded and checked; a bad one leaves the set-up form."""
    at = reopened({view.LINK: text})
    assert_clean(at)
    assert view.MATCH not in at.session_state
    assert [x.value for x in at.error] == [EN[key].format(most=f"{m.MAX_LINK:,}")]
    assert view.LINK not in at.query_params
    assert at.button(key="play.start")


def test_the_report_counts_the_pupils_own_turns_in_the_games_order() -> None:
    """Issue 22.7: against a bot the pupil's 13th turn is the game's 25th or 26th; the
    costly decisions come in the game's order; no table or chart toolbar on a phone."""
    at = play_to_end(start(open_page(), bots=("careful",)))
    match = current(at)
    report = m.report(match)[0]
    assert report.worst
    own = [int(n) for n in re.findall(r"\*\*Your turn (\d+):\*\*", texts(at))]
    assert own == sorted(report.own_turn(r) for r in report.worst)
    assert max(own) <= len(report.turns) < max(r.turn for r in report.ratings)
    assert not at.get("arrow_data_frame") and at.table  # the scores: a static table
    chart, win_chart = at.get("plotly_chart")
    spec = json.loads(chart.proto.spec)
    for each in (chart, win_chart):
        assert json.loads(each.proto.config) == {"displayModeBar": False}
    turns = len(m.worms_by_turn(match)) - 1  # both players' turns
    assert spec["data"][0]["x"] == list(range(-(-turns // 2) + 1))  # rounds of two turns
    assert spec["layout"]["xaxis"]["title"]["text"] == EN["play.chart.round"]
