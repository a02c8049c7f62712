"""Placeholder until the explorer page lands."""

import streamlit as st

st.write("Coming soon.")
