"""Words every page may use: a chance as a percentage with its odds in words.

Pure (no streamlit): the texts come from app/locale (``common.*``) in the session's language.
"""

from __future__ import annotations

from app.common.i18n import number, percent, t


def odds_words(p: float) -> str:
    """A chance as a pupil says it: 'about 1 in 4', 'about 7 in 10', 'never'."""
    if p <= 0:
        return t("common.odds.never")
    if p >= 1:
        return t("common.odds.always")
    if p < 0.001:
        return t("common.odds.below", n=number(1000, 0))
    if p <= 0.5:
        return t("common.odds.one_in", n=number(round(1 / p), 0))
    tenths = round(10 * p)
    return t("common.odds.almost_always") if tenths >= 10 else t("common.odds.in_ten", k=tenths)


def chance_text(p: float) -> str:
    """A percentage with its odds in words: '27% (about 1 in 4)'."""
    return t("common.chance", pct=percent(p, 0), words=odds_words(p))
