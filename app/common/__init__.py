"""What every page shares: the frame, translations, session state, markup, seats, the
stepper, styles and words. No module here imports a game's package; the frame and the home
page read the games from the registry, app/games.py."""
