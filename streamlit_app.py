"""Entry point: routes to the pages (logic lives in wormlib and app/)."""

import streamlit as st

st.set_page_config(page_title="Regenwormen", page_icon="🪱", layout="wide")
st.title("Regenwormen")
st.write("The app pages are on their way.")
