"""Shared code of the Streamlit pages: the frame, translations, session state, pictures.

Importing it has no side effects: pages of several sessions import it at the same moment.
"""
