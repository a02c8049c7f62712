"""The Regenwormen pages: rules, play, the probability explorer."""
