"""Placeholder until the rules page lands."""

import streamlit as st

st.write("Coming soon.")
