"""Strings shared by every page: navigation, the language switch, pictures, friendly errors."""

TEXT: dict[str, dict[str, str]] = {
    "common.language": {"en": "Language", "nl": "Taal"},
    "common.app_title": {"en": "Regenwormen", "nl": "Regenwormen"},
    "common.page_rules": {"en": "Rules", "nl": "Spelregels"},
    "common.page_play": {"en": "Play", "nl": "Spelen"},
    "common.page_explorer": {"en": "Probability explorer", "nl": "Kansverkenner"},
    "common.page_lessons": {"en": "Lessons", "nl": "Lessen"},
    "common.error": {
        "en": "That did not work: {why}",
        "nl": "Dat lukte niet: {why}",
    },
    "common.pic_die": {"en": "Die showing {face}", "nl": "Dobbelsteen met {face}"},
    "common.pic_dice": {"en": "Dice: {dice}", "nl": "Dobbelstenen: {dice}"},
    "common.pic_no_dice": {"en": "No dice", "nl": "Geen dobbelstenen"},
    "common.pic_tile": {
        "en": "Tile {tile} with {worms} worm(s)",
        "nl": "Tegel {tile} met {worms} worm(en)",
    },
    "common.pic_tile_turned": {
        "en": "Tile {tile}, turned face down",
        "nl": "Tegel {tile}, omgedraaid",
    },
    "common.pic_stack": {
        "en": "Stack of {height} tile(s), {top} on top",
        "nl": "Stapel van {height} tegel(s), {top} bovenop",
    },
    "common.pic_stack_empty": {"en": "Empty stack", "nl": "Lege stapel"},
    "common.pic_middle": {
        "en": "Tiles face up in the middle: {tiles}",
        "nl": "Open tegels in het midden: {tiles}",
    },
    "common.pic_table": {"en": "The table", "nl": "De tafel"},
    "common.variant_official": {"en": "Official rules", "nl": "Officiële regels"},
    "common.variant_shorter-game": {
        "en": "Shorter game (always turn a tile on a bust)",
        "nl": "Korter spel (bij mislukken altijd een tegel omdraaien)",
    },
    "common.variant_exact-tile-only": {
        "en": "Exact tile only (house rule)",
        "nl": "Alleen de precieze tegel (huisregel)",
    },
    "common.variant_short-pot": {
        "en": "Fewer tiles, 21 to 32 (house rule)",
        "nl": "Minder tegels, 21 tot en met 32 (huisregel)",
    },
    "common.variant_two-players": {
        "en": "Two players, without 35 and 36 (house rule)",
        "nl": "Twee spelers, zonder 35 en 36 (huisregel)",
    },
    # the dice showing one face, as a group: "set aside the 4s", "only 4s and worms"
    "common.face_plural.1": {"en": "the 1s", "nl": "de enen"},
    "common.face_plural.2": {"en": "the 2s", "nl": "de tweeën"},
    "common.face_plural.3": {"en": "the 3s", "nl": "de drieën"},
    "common.face_plural.4": {"en": "the 4s", "nl": "de vieren"},
    "common.face_plural.5": {"en": "the 5s", "nl": "de vijven"},
    "common.face_plural.6": {"en": "the worms", "nl": "de wormen"},
}
