"""Streamlit's icon font cut to the icons it draws (app/icon_font.py, tools/subset_icon_font.py).

The cut font must hold every icon the installed Streamlit's JavaScript names: after an upgrade
this fails until the font is made again. The middleware is driven as an ASGI app; the slow
test of tests/test_serving.py asks a real server (serve.py) for the font.
"""

from __future__ import annotations

from starlette.types import Message, Receive, Scope, Send

from app.icon_font import SUBSET_FILE, IconFontSubset
from tests.test_serving import run
from tools.subset_icon_font import icon_names, icons_in_use, names_in, streamlit_font, subset_font

FONT_ADDRESS = f"/static/media/{streamlit_font().name}"


def test_the_cut_font_draws_every_icon_streamlit_names() -> None:
    drawable = icons_in_use() & icon_names(streamlit_font().read_bytes())
    missing = drawable - icon_names(SUBSET_FILE.read_bytes())
    assert not missing, f"run tools/subset_icon_font.py: the cut font lacks {sorted(missing)}"


def test_the_committed_font_is_what_the_tool_makes_now() -> None:
    """The cut is made the same byte for byte (the original's timestamp kept): a change to
    the tool, to Streamlit or to fontTools shows here."""
    made = subset_font(streamlit_font().read_bytes(), icons_in_use())
    assert made == SUBSET_FILE.read_bytes(), "run tools/subset_icon_font.py"


def test_the_icons_streamlit_draws_are_found_in_its_scripts() -> None:
    used = icons_in_use()
    # the sidebar's arrows, an expander's chevron, the main menu's dots
    assert {"keyboard_double_arrow_left", "keyboard_double_arrow_right"} <= used
    assert {"expand_more", "more_vert"} <= used
    assert len(used) < len(icon_names(streamlit_font().read_bytes())) / 4


def test_icon_names_are_read_quoted_or_as_material_shortcodes() -> None:
    text = 'a("menu"), b(`close`), c(":material/thumb_up:"), "not_an_icon_name", add'
    assert names_in([text]) == {"menu", "close", "thumb_up"}
    assert names_in([text], quoted=False) == {"thumb_up"}  # our pages: shortcodes alone


def test_a_cut_font_keeps_the_icons_asked_and_drops_the_rest() -> None:
    original = streamlit_font().read_bytes()
    cut = subset_font(original, {"expand_more", "menu"})
    assert icon_names(cut) == {"expand_more", "menu"}
    assert len(cut) < len(original) / 20


def _get(app: IconFontSubset, path: str, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    scope: Scope = {"type": "http", "method": method, "path": path, "headers": []}
    sent: list[Message] = []

    async def receive() -> Message:
        return {"type": "http.request", "body": b""}

    async def send(message: Message) -> None:
        sent.append(message)

    run(app(scope, receive, send))
    headers = {k.decode(): v.decode() for k, v in sent[0]["headers"]}
    return sent[0]["status"], headers, b"".join(m.get("body", b"") for m in sent[1:])


async def _streamlit(scope: Scope, receive: Receive, send: Send) -> None:
    """Streamlit's static files in miniature: every address answers with its own path."""
    await send({"type": "http.response.start", "status": 200, "headers": [(b"x-from", b"st")]})
    await send({"type": "http.response.body", "body": scope["path"].encode()})


def test_the_font_address_answers_with_the_cut_font() -> None:
    status, headers, body = _get(IconFontSubset(_streamlit), FONT_ADDRESS)
    assert status == 200 and body == SUBSET_FILE.read_bytes()
    assert headers["content-type"] == "font/woff2"
    assert int(headers["content-length"]) == len(body)
    assert "immutable" in headers["cache-control"]


def test_other_addresses_pass_to_streamlit() -> None:
    app = IconFontSubset(_streamlit)
    for path, method in [
        ("/static/js/index.js", "GET"),
        ("/static/media/SourceSansVF-Upright.ttf.BsWL4Kly.woff2", "GET"),
        (FONT_ADDRESS + "/x", "GET"),
        (FONT_ADDRESS, "HEAD"),
    ]:
        _, headers, body = _get(app, path, method)
        assert headers == {"x-from": "st"} and body == path.encode()
