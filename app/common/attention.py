"""A moment that must be seen, brought to where the pupil is looking.

The browser keeps the scroll position when a rerun swaps the buttons a pupil tapped for a new
moment (a bust), but where it lands depends on what loaded first: in about one run of three
the moment ended up above the screen on a 390 px phone. A short script (the app's own, with
no outside text in it) scrolls the moment in, clear of Streamlit's top bar, when it is not
fully in view; it runs once, when the moment is first drawn.

A part that runs off the bottom of the screen (a quiz card under the page's title and tabs
on a phone) is scrolled up to just under the bar, so that a pupil sees the question and its
answers together; one that already starts there is left alone, so a long part cannot bounce.
"""

from __future__ import annotations

import json

import streamlit as st

# Twice: once as soon as the element is drawn, and once after the rest of the run's elements
# have replaced the old ones (the page's height changes then).
_SCRIPT = """<script>(() => {{
const show = () => {{
  const moment = document.querySelector({selector});
  const bar = document.querySelector('[data-testid="stHeader"]');
  if (!moment) return;
  const top = bar ? bar.getBoundingClientRect().bottom : 0;
  const box = moment.getBoundingClientRect();
  const below = box.bottom > window.innerHeight && box.top > top + 16;
  if (box.top < top || below) {{
    moment.style.scrollMarginTop = (top + 8) + "px";
    moment.scrollIntoView({{block: "start"}});
  }}
}};
setTimeout(show, 50);
setTimeout(show, 500);
}})();</script>"""


def bring_into_view(key: str) -> None:
    """Scroll the container with this ``key`` into view (call it inside that container)."""
    script = _SCRIPT.format(selector=json.dumps(f".st-key-{key}"))
    st.html(script, unsafe_allow_javascript=True)
