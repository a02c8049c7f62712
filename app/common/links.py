"""What the links of both explorers share: how long a value may be, and the error a
situation or a link raises (pure, no streamlit)."""

from __future__ import annotations

#: The most characters of one value of a link that either explorer reads (a Rummikub table
#: of all 106 tiles fits); a longer value is left out unread, and the page says so.
MAX_VALUE = 400


class SituationError(ValueError):
    """A situation (or link) an explorer cannot show; ``key`` and ``fields`` say why."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(f"{key} {fields}")
        self.key = key
        self.fields = fields
