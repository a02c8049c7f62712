"""What every page shares: the frame, translations, session state, markup, seats, the
stepper, styles and words. No module here imports a game's package nor the registry
(app/games.py): the page scripts hand the frame, the home page and the lessons page the games."""
