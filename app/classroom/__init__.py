"""Class mode's data: a store that all sessions of a class share (see ``store``).

The teacher makes a class and pushes moments; pupils join with its code, answer and play a
challenge. Everything lives in a database, SQLite by default or PostgreSQL (``settings``).
"""
