"""A phone's first visit within the school's budget of bytes (benchmarks/bench_page_weight.py):
``streamlit run serve.py`` gzips the scripts and cuts the icon font (app/serving.py,
app/icon_font.py); without either, /join is 2,766 kB and /explorer 7,894 kB."""

from __future__ import annotations

from playwright.sync_api import Browser

from benchmarks import bench_page_weight as weight


def test_a_phones_first_visit_stays_within_the_school_budget(browser: Browser) -> None:
    join, explorer = weight.weigh(browser, "serve.py", ("join", "explorer"), proxy=False)
    assert join.bytes <= weight.BUDGET_KB["join"] * 1000, join.line("serve.py")
    assert not join.plotly  # the chart library only where a chart is drawn
    assert explorer.bytes <= weight.BUDGET_KB["explorer"] * 1000, explorer.line("serve.py")
