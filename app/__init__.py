"""Shared code of the Streamlit pages: translations, session state, picture widgets.

Streamlit runs an app with a ``pages/`` folder in its legacy multipage mode until some
session calls st.navigation. The very first visit of a fresh server that goes straight to a
page (a shared link such as ``/explorer?...``) therefore runs that page without the entry
script: no language switch, no page titles. Every page imports this package; when that
happens in legacy mode, it switches the mode off for the whole server and reruns, so that
the same link goes through streamlit_app.py at once.
"""

import streamlit as st
from streamlit.runtime.pages_manager import PagesManager

if PagesManager.uses_pages_directory:
    PagesManager.uses_pages_directory = False
    st.rerun()
PagesManager.uses_pages_directory = False
