"""Pig's pages: the rules, and a game against a bot with a coach (wormlib.pig underneath)."""
