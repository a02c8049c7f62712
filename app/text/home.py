"""Strings of the first page: pick a game."""

TEXT: dict[str, dict[str, str]] = {
    "home.page": {"en": "Pick a game", "nl": "Kies een spel"},
    "home.title": {"en": "Two games to learn and play", "nl": "Twee spellen om te leren en spelen"},
    "home.intro": {
        "en": "Pick a game: read its rules, play against the computer, and explore the best "
        "choices.",
        "nl": "Kies een spel: lees de regels, speel tegen de computer en ontdek de beste keuzes.",
    },
    "home.regenwormen": {
        "en": "A dice game: roll, set aside, and stop in time to take a tile with worms.",
        "nl": "Een dobbelspel: gooi, leg apart en stop op tijd om een tegel met wormen te pakken.",
    },
    "home.rummikub": {
        "en": "A tile game: lay groups and runs from your rack, rearrange the table, and be "
        "the first with an empty rack.",
        "nl": "Een tegelspel: leg groepen en rijen uit je rek, schuif de tafel om en heb als "
        "eerste een leeg rek.",
    },
}
