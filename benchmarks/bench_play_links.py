"""How long the play page's game links are, and what playing one again costs (a reload).

    uv run python benchmarks/bench_play_links.py

Whole official games, the people choosing as the simple pupil of
tests/app/regenwormen/test_match.py does; prints the links' lengths against ``MAX_LINK``
and the seconds to play a game again from its link.
"""

from __future__ import annotations

import time

from app.regenwormen import match as m
from tests.app.regenwormen.test_match import simple_choice
from wormlib.regenwormen.bots import BOTS
from wormlib.regenwormen.rules import OFFICIAL

TABLES = [(1, ("careful",)), (1, ("expert",)), (1, ("careful",) * 3), (4, ())]


def whole_game(seats: list[m.Seat], seed: int) -> m.Match:
    match = m.new_match(seats, OFFICIAL, seed)
    while not match.over:
        if match.bot_to_move:
            match = m.advance_bot(match)
        else:
            match = m.play(match, simple_choice(match.state))
    return match


def main() -> None:
    for people, bots in TABLES:
        seats = [m.Seat(f"P{i}") for i in range(people)]
        seats += [m.Seat(f"B{j}", level) for j, level in enumerate(bots)]
        lengths, seconds = [], []
        for seed in range(1, 6):
            text = m.link(whole_game(seats, seed))
            start = time.perf_counter()
            m.play_link(seats, m.parse_link(text, tuple(BOTS)))
            seconds.append(time.perf_counter() - start)
            lengths.append(len(text))
        print(
            f"{people} people, bots {' '.join(bots) or '-'}: links {min(lengths)}-"
            f"{max(lengths)} characters ({max(lengths) / m.MAX_LINK:.0%} of MAX_LINK "
            f"{m.MAX_LINK}), played again in at most {max(seconds):.2f} s"
        )


if __name__ == "__main__":
    main()
