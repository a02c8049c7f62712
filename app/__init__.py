"""Shared code of the Streamlit pages: translations, session state, picture widgets.

Streamlit treats an app with a ``pages/`` folder in its legacy multipage mode until the
entry script calls st.navigation; a link straight to a page (``/explorer?...``) would never
run the entry script, so every later session would stay in that mode (no language switch,
no page titles). Any page imports this package, and from then on the server routes through
streamlit_app.py.
"""

from streamlit.runtime.pages_manager import PagesManager

PagesManager.uses_pages_directory = False
