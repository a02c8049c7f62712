"""What every game shares: errors, words, the save envelope, tournaments, the game vocabulary,
SVG primitives and bot reasons. The core imports no game; a game imports only the core."""
