"""The Rummikub pages: rules, play, the best-move explorer."""
