"""Strings shared by the Rummikub pages: page names, tile names, pictures of melds."""

TEXT: dict[str, dict[str, str]] = {
    # --- shared by the Rummikub pages -------------------------------------------------------
    "rummikub.page_rules": {"en": "Rummikub rules", "nl": "Rummikub-regels"},
    "rummikub.page_play": {"en": "Play Rummikub", "nl": "Rummikub spelen"},
    "rummikub.page_best": {"en": "Best move", "nl": "Beste zet"},
    "rummikub.colour.0": {"en": "red", "nl": "rode"},
    "rummikub.colour.1": {"en": "blue", "nl": "blauwe"},
    "rummikub.colour.2": {"en": "yellow", "nl": "gele"},
    "rummikub.colour.3": {"en": "black", "nl": "zwarte"},
    "rummikub.tile_name": {"en": "{colour} {number}", "nl": "{colour} {number}"},
    "rummikub.joker": {"en": "joker", "nl": "joker"},
    "rummikub.none": {"en": "none", "nl": "geen"},
    "rummikub.no_tiles": {"en": "No tiles.", "nl": "Geen tegels."},
    "rummikub.empty_table": {"en": "The table is empty.", "nl": "De tafel is leeg."},
    "rummikub.pic_meld": {"en": "Meld {label}: {tiles}", "nl": "Combinatie {label}: {tiles}"},
    "rummikub.pic_tiles": {"en": "Tiles: {tiles}", "nl": "Tegels: {tiles}"},
    "rummikub.pic_meld_invalid": {
        "en": "Meld {label}, not valid: {tiles}",
        "nl": "Combinatie {label}, niet geldig: {tiles}",
    },
    "rummikub.kind.group": {"en": "group", "nl": "groep"},
    "rummikub.kind.run": {"en": "run", "nl": "rij"},
}
