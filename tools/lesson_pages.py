"""Run every lesson notebook once and store what it shows, for the Lessons page:
``uv run python tools/lesson_pages.py`` (a few minutes; rerun it after changing a notebook,
tests/app/common/test_lesson_pages.py says when).

The page shows a lesson without Jupyter and without running its code on the server (a
Rummikub lesson deals 30,000 hands): the notebook runs here, in its own Jupyter kernel, as
in Jupyter, and what it shows is kept as plain blocks in ``notebooks/pages/<lang>/``:
markdown and code (the cells' own text), printed text, wormlib's SVG pictures, tables
(wormlib's HTML tables as rows of text, so no HTML from an output reaches the page) and
Plotly charts (as Plotly's JSON, long lines thinned to a few thousand points).
"""

from __future__ import annotations

import json
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.common.lesson_pages import PAGES, Block, page_path, svg_is_safe  # noqa: E402
from app.games import GAMES  # noqa: E402
from wormlib.core.i18n import LANGUAGES  # noqa: E402

#: Seconds one cell may take (the longest, 30,000 Rummikub hands, takes about a minute).
CELL_TIMEOUT = 900
#: Characters of printed text kept per output (a long repr is cut).
TEXT_LIMIT = 4_000
#: Run in the kernel before the lesson: charts come out as Plotly's JSON, not as HTML with
#: scripts, and a line of more than MAX_POINTS points keeps MAX_POINTS of them (evenly spread
#: on a linear and on a log axis: the lessons' long lines have a log x-axis).
PRELUDE = """
import json as _json
import numpy as _np
import plotly.io as _pio
from IPython.display import display as _display

MAX_POINTS = 2_000

def _thin(trace):
    if trace.x is None or len(trace.x) <= MAX_POINTS:
        return
    n = len(trace.x)
    keep = _np.unique(_np.concatenate([
        _np.geomspace(1, n, MAX_POINTS // 2).astype(int) - 1,
        _np.linspace(0, n - 1, MAX_POINTS // 2).astype(int),
    ]))
    trace.x = _np.asarray(trace.x)[keep]
    if trace.y is not None:
        trace.y = _np.asarray(trace.y)[keep]

def _show(figure, *args, **kwargs):
    import plotly.graph_objects as go
    figure = go.Figure(figure)
    for trace in figure.data:
        _thin(trace)
    figure = _json.loads(_pio.to_json(figure, engine="json"))
    _display({"application/vnd.plotly.v1+json": figure}, raw=True)

_pio.show = _show
"""


class _Html(HTMLParser):
    """wormlib's HTML output as blocks: its SVG pictures whole, each table as rows of cell
    text, each paragraph and caption as text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self._row: list[str] | None = None
        self._rows: list[list[str]] = []
        self._text: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "tr":
            self._row = []
        elif tag in ("td", "th", "p", "figcaption"):
            self._text = []

    def handle_endtag(self, tag: str) -> None:
        text = "".join(self._text or []).strip()
        if tag in ("td", "th") and self._row is not None:
            self._row.append(text)
        elif tag == "tr" and self._row is not None:
            self._rows.append(self._row)
            self._row = None
        elif tag == "table":
            self.blocks.append({"table": self._rows})
            self._rows = []
        elif tag in ("p", "figcaption") and text:
            self.blocks.append({"caption" if tag == "figcaption" else "text": text})
        if tag in ("td", "th", "p", "figcaption"):
            self._text = None

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data)


def html_blocks(html: str) -> list[Block]:
    """The blocks of one HTML output, pictures in their place (an SVG holds no <svg>)."""
    blocks: list[Block] = []
    rest = html
    while "<svg" in rest:
        before, _, after = rest.partition("<svg")
        picture, _, rest = after.partition("</svg>")
        blocks += _parse(before)
        blocks.append({"svg": f"<svg{picture}</svg>"})
    return blocks + _parse(rest)


def _parse(html: str) -> list[Block]:
    parser = _Html()
    parser.feed(html)
    parser.close()
    return parser.blocks


def output_blocks(output: dict[str, Any]) -> list[Block]:
    """What one output of a code cell shows."""
    if output["output_type"] == "stream":
        return [{"text": output["text"][:TEXT_LIMIT]}] if output["name"] == "stdout" else []
    data = output.get("data", {})
    if "application/vnd.plotly.v1+json" in data:
        return [{"chart": data["application/vnd.plotly.v1+json"]}]
    if "image/svg+xml" in data:
        return [{"svg": data["image/svg+xml"]}]
    if "text/html" in data:
        return html_blocks(data["text/html"])
    if "text/plain" in data:
        return [{"text": data["text/plain"][:TEXT_LIMIT]}]
    return []


def run(path: Path) -> list[Block]:
    """The notebook's cells and outputs, run top to bottom in a fresh kernel."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=CELL_TIMEOUT,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    notebook.cells.insert(0, nbformat.v4.new_code_cell(PRELUDE))
    client.execute()  # CellExecutionError on the first cell that raises
    del notebook.cells[0]
    blocks: list[Block] = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            blocks.append({"markdown": cell.source})
        elif cell.cell_type == "code":
            blocks.append({"code": cell.source})
            for output in cell.outputs:
                blocks += output_blocks(output)
    for block in blocks:
        if "svg" in block and not svg_is_safe(str(block["svg"])):
            raise RuntimeError(f"{path}: an SVG picture with scripts or links")
    return blocks


def main(argv: list[str]) -> None:
    wanted = set(argv)  # lesson keys or languages; none: all
    for game in GAMES:
        for lesson in game.lessons:
            for lang in LANGUAGES:
                if wanted and not wanted & {lesson.key, lang}:
                    continue
                notebook = ROOT / "notebooks" / lesson.path(lang)
                target = page_path(lesson, lang)
                target.parent.mkdir(parents=True, exist_ok=True)
                blocks = run(notebook)
                target.write_text(json.dumps(blocks, ensure_ascii=False) + "\n", "utf-8")
                print(f"{target.relative_to(ROOT)}: {len(blocks)} blocks", flush=True)
    print("pages in", PAGES.relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
