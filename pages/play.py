"""Placeholder until the play page lands."""

import streamlit as st

st.write("Coming soon.")
