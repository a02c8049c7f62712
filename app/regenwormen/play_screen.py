"""The parts of the play screen that the class challenge (app/regenwormen/challenge_screen.py)
draws too, under the names it knows them by.

The play page (pages/play.py) is drawn from the modules they come from: play_style,
play_setup, play_table, play_turn, play_coach and play_autoplay.
"""

from app.regenwormen.play_style import style
from app.regenwormen.play_table import game_log, middle, players, recent_turns
from app.regenwormen.play_turn import decisions, turn_header

__all__ = ["decisions", "game_log", "middle", "players", "recent_turns", "style", "turn_header"]
