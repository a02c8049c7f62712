"""A pupil's sentences: where their answer stands and, once revealed, how the class voted.
No widgets here."""

from __future__ import annotations

from collections.abc import Collection

from app.common.i18n import nt, t


def status(choices: list[str], mine: int | None, round_number: int) -> str:
    if mine is None:
        return t("join.tap") if round_number == 1 else t("join.tap_again")
    return t("join.answered", choice=choices[mine])


def closed(choices: list[str], mine: int | None) -> str:
    if mine is None:
        return t("join.closed_none")
    return t("join.closed", choice=choices[mine])


def outcome(
    choices: list[str], tally: tuple[int, ...], best: Collection[int], mine: int | None
) -> list[str]:
    """One line a choice: how many chose it, the best marked, mine named (as a list)."""
    lines = []
    for i, choice in enumerate(choices):
        mark = "✓ " if i in best else ""
        line = f"- {mark}{choice}: {nt('join.votes', tally[i])}"
        if i == mine:
            line += f" ({t('join.mine')})"
        lines.append(line)
    return lines
