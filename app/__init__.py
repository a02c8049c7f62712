"""Shared code of the Streamlit pages: translations, session state, picture widgets."""
