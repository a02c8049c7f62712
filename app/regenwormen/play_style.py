"""The play page's own styles and picture sizes (the class challenge draws with them too)."""

from __future__ import annotations

import streamlit as st

SIZE = 44  # pixels per die or tile on a wide screen
SMALL = 30  # the dice of one choice, a stack beside a name

# A bust stands out in the theme's colours (and room below it keeps the page from shrinking,
# so the browser does not scroll it under the top bar), tiles keep their size on a phone
# (they wrap instead of shrinking), the dice choices sit three to a row.
_STYLE = """<style>
.st-key-play-bust{background:#f1e8d8;border-left:.5rem solid #b8461f;border-radius:.6rem;
padding:.75rem 1rem}
[data-testid="stMainBlockContainer"]:has(.st-key-play-bust){padding-bottom:60vh}
.wl-tiles,.wl-moment{display:flex;flex-wrap:wrap;gap:.4rem;align-items:flex-end;
margin-bottom:1rem}
.st-key-play-to-move{border:.2rem solid #b8461f;border-radius:.6rem;background:#f1e8d8;
padding:.5rem .75rem}
.wl-lost{align-items:center}
.wl-tiles svg{flex:none}
.wl-moment svg{max-width:100%;height:auto}
.st-key-play-keeps [data-testid="stHorizontalBlock"]{flex-wrap:wrap;flex-direction:row}
.st-key-play-keeps [data-testid="stColumn"]{min-width:9.5rem;flex:1 1 9.5rem}
.st-key-play-keeps button img{width:44px!important;height:44px!important;max-height:none!important;
vertical-align:middle}
.st-key-play-keeps button{min-height:44px;min-width:44px}
.st-key-play-keeps button *,.st-key-play-actions button *{white-space:normal!important;
overflow:visible!important;text-overflow:clip!important}
.st-key-play-actions [data-testid="stHorizontalBlock"]{flex-wrap:wrap;flex-direction:row}
.st-key-play-actions [data-testid="stColumn"]{min-width:9rem;flex:1 1 9rem}
</style>"""


def style() -> None:
    st.markdown(_STYLE, unsafe_allow_html=True)
