"""Entry point: the app's frame around the page the address asks for (see app/frame.py)."""

from app import frame

frame.run()
