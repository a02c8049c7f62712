"""Who asks the class store, for its rate limits: this browser session and its address.

The session is a random token of its own in ``st.session_state`` (Streamlit's public API
gives no session id); the address is ``st.context.ip_address``, or, behind proxies of ours
(``WORMLIB_PROXIES``: how many, such as 1 for deploy/nginx.conf), the address the last of
them saw in ``X-Forwarded-For``: without that, every pupil would seem to come from the proxy.
Only the one nearest hop that a proxy of ours wrote is believed (the rest a browser can forge).
"""

from __future__ import annotations

import streamlit as st

from app.classroom import inputs, settings
from app.classroom.views import Client
from app.common import session

TOKEN = "class.client"  # this session's own random token


def current() -> Client:
    """This browser session and its address (None on localhost or when unknown)."""
    return Client(session.get(TOKEN, inputs.new_key), address())


def address() -> str | None:
    header = st.context.headers.get("X-Forwarded-For")
    return seen_address(st.context.ip_address, header, settings.proxies())


def seen_address(peer: str | None, forwarded: str | None, hops: int) -> str | None:
    """The address ``hops`` proxies of ours saw (each appends its peer to the header), or
    the connection's own ``peer`` without proxies or without the header."""
    found = [part.strip() for part in (forwarded or "").split(",") if part.strip()]
    if hops and len(found) >= hops:
        return found[-hops]
    return peer
