"""The server's entry: ``streamlit run serve.py`` serves streamlit_app.py with its files
compressed (app/serving.py) and Streamlit's icon font cut to the icons it draws
(app/icon_font.py), for ``make run``, ``make class`` and the container.

Streamlit runs a script that defines an ASGI ``app`` (``st.App``) on its uvicorn server with
that app's middleware; the app itself is still streamlit_app.py, its pages and settings.
"""

import streamlit as st
from starlette.middleware import Middleware

from app.icon_font import IconFontSubset
from app.serving import CompressedAssets

app = st.App(
    "streamlit_app.py", middleware=[Middleware(IconFontSubset), Middleware(CompressedAssets)]
)
