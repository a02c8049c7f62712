"""What every page shares: the frame, translations, session state, markup, seats, the
stepper, styles and words. It imports no game."""
