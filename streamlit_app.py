"""Entry point: the app's frame around the page the address asks for (see app/common/frame.py)."""

from app.common import frame
from app.games import SECTIONS

frame.run(SECTIONS)
