"""Strings of the Rummikub best-move explorer."""

TEXT: dict[str, dict[str, str]] = {
    "rummikub_best.title": {"en": "Rummikub: the best move", "nl": "Rummikub: de beste zet"},
    "rummikub_best.intro": {
        "en": "Type or click a rack and a table. The computer finds the move that lays the "
        "most tiles, rearranging the whole table if that helps, and shows which single tiles "
        "would help you.",
        "nl": "Typ of klik een rek en een tafel. De spelcomputer zoekt de zet die de meeste "
        "tegels legt, ook als daarvoor de hele tafel omgeschoven moet worden, en laat zien "
        "welke losse tegels je zouden helpen.",
    },
    "rummikub_best.notation": {
        "en": "Write a tile as its colour letter and number: R red, B blue, Y yellow, K black "
        "(R7, K13), J for a joker. Separate the melds of the table with |.",
        "nl": "Schrijf een tegel als kleurletter en getal: R rood, B blauw, Y geel, K zwart "
        "(R7, K13), J voor een joker. Scheid de combinaties op tafel met |.",
    },
    "rummikub_best.rack": {"en": "Your rack", "nl": "Je rek"},
    "rummikub_best.table": {"en": "The table", "nl": "De tafel"},
    "rummikub_best.opened": {
        "en": "I have made my opening",
        "nl": "Ik heb mijn openingszet al gedaan",
    },
    "rummikub_best.rules": {"en": "Variants", "nl": "Varianten"},
    "rummikub_best.rules_help": {
        "en": "None chosen: the rules of this app (see the rules page).",
        "nl": "Niets gekozen: de regels van deze app (zie de spelregels).",
    },
    "rummikub_best.goal": {"en": "Best means", "nl": "Beste betekent"},
    "rummikub_best.goal.tiles": {"en": "most tiles", "nl": "meeste tegels"},
    "rummikub_best.goal.value": {"en": "most points", "nl": "meeste punten"},
    "rummikub_best.picker": {"en": "Click tiles", "nl": "Klik tegels"},
    "rummikub_best.picker_to": {"en": "Clicked tiles go to", "nl": "Geklikte tegels gaan naar"},
    "rummikub_best.to.rack": {"en": "the rack", "nl": "het rek"},
    "rummikub_best.to.table": {"en": "the table", "nl": "de tafel"},
    "rummikub_best.pick_colour": {"en": "{colour} tiles", "nl": "{colour} tegels"},
    "rummikub_best.colour_row.0": {"en": "Red ●", "nl": "Rood ●"},
    "rummikub_best.colour_row.1": {"en": "Blue ■", "nl": "Blauw ■"},
    "rummikub_best.colour_row.2": {"en": "Yellow ▲", "nl": "Geel ▲"},
    "rummikub_best.colour_row.3": {"en": "Black ◆", "nl": "Zwart ◆"},
    "rummikub_best.pick_joker": {"en": "Joker", "nl": "Joker"},
    "rummikub_best.new_meld": {"en": "Start a new meld", "nl": "Nieuwe combinatie"},
    "rummikub_best.undo": {"en": "Remove the last tile", "nl": "Laatste tegel weg"},
    "rummikub_best.clear": {"en": "Clear", "nl": "Leegmaken"},
    "rummikub_best.position": {"en": "The position", "nl": "De stand"},
    "rummikub_best.answer": {"en": "The best move", "nl": "De beste zet"},
    "rummikub_best.laid": {"en": "Tiles laid", "nl": "Tegels gelegd"},
    "rummikub_best.points": {"en": "Points laid", "nl": "Punten gelegd"},
    "rummikub_best.left": {"en": "Tiles left on the rack", "nl": "Tegels over op het rek"},
    "rummikub_best.new_table": {
        "en": "The new table (☆ marks the tiles from your rack)",
        "nl": "De nieuwe tafel (☆ bij de tegels uit je rek)",
    },
    "rummikub_best.rack_left": {"en": "Left on your rack", "nl": "Over op je rek"},
    "rummikub_best.nothing": {
        "en": "No tile of this rack can be laid: draw a tile.",
        "nl": "Geen tegel van dit rek kan gelegd worden: trek een tegel.",
    },
    "rummikub_best.joker_freed": {
        "en": "This move frees a joker from the table and uses it again.",
        "nl": "Deze zet speelt een joker op tafel vrij en gebruikt hem opnieuw.",
    },
    "rummikub_best.opening_h": {"en": "The opening check", "nl": "De controle van de openingszet"},
    "rummikub_best.opening_done": {
        "en": "You have made your opening: you may use the whole table.",
        "nl": "Je hebt je openingszet gedaan: je mag de hele tafel gebruiken.",
    },
    "rummikub_best.opening_yes": {
        "en": "You can open: your best opening from the rack is worth {value} points, and "
        "{needed} are needed.",
        "nl": "Je kunt openen: je beste openingszet uit je rek is {value} punten waard, en "
        "er zijn er {needed} nodig.",
    },
    "rummikub_best.opening_no": {
        "en": "You cannot open yet: no melds from your rack reach {needed} points. Draw a tile.",
        "nl": "Je kunt nog niet openen: geen combinaties uit je rek halen {needed} punten. "
        "Trek een tegel.",
    },
    "rummikub_best.help_h": {"en": "Which tiles would help?", "nl": "Welke tegels zouden helpen?"},
    "rummikub_best.help": {
        "en": "{kinds} different tiles would let you lay more than now. {copies} of the "
        "{unseen} tiles you cannot see are one of them: the chance that your next draw helps "
        "is {chance}.",
        "nl": "{kinds} verschillende tegels zouden je meer laten leggen dan nu. {copies} van de "
        "{unseen} tegels die je niet ziet zijn er een van: de kans dat je volgende tegel helpt "
        "is {chance}.",
    },
    "rummikub_best.help_none": {
        "en": "No single tile would let you lay more than now.",
        "nl": "Geen enkele losse tegel zou je meer laten leggen dan nu.",
    },
    "rummikub_best.help_each": {
        "en": "Each of these: {pct} per draw.",
        "nl": "Elk van deze: {pct} per keer trekken.",
    },
    "rummikub_best.link": {
        "en": "The address of this page holds the position: copy it to share it.",
        "nl": "Het adres van deze pagina bevat de stand: kopieer het om hem te delen.",
    },
    "rummikub_best.err_position": {
        "en": "The computer cannot check this position. Change the rack or the table.",
        "nl": "De spelcomputer kan deze stand niet controleren. Verander het rek of de tafel.",
    },
    "rummikub_best.err_long": {
        "en": "The {what} is too long: at most {limit} characters.",
        "nl": "Het veld {what} is te lang: hoogstens {limit} tekens.",
    },
    "rummikub_best.err_rack": {
        "en": "The rack “{text}” cannot be read. Write tiles like R7 K13 J.",
        "nl": "Het rek “{text}” is niet te lezen. Schrijf tegels zoals R7 K13 J.",
    },
    "rummikub_best.err_table": {
        "en": "The table “{text}” cannot be read. Write melds like R7 R8 R9 | B5 Y5 K5.",
        "nl": "De tafel “{text}” is niet te lezen. Schrijf combinaties zoals R7 R8 R9 | B5 Y5 K5.",
    },
    "rummikub_best.err_empty_rack": {
        "en": "The rack is empty: type or click at least one tile.",
        "nl": "Het rek is leeg: typ of klik minstens één tegel.",
    },
    "rummikub_best.err_rack_size": {
        "en": "A rack of {count} tiles is more than this page handles ({limit}).",
        "nl": "Een rek van {count} tegels is meer dan deze pagina aankan ({limit}).",
    },
    "rummikub_best.err_rules": {
        "en": "Unknown variant “{text}”: the rules of this app are used.",
        "nl": "Onbekende variant “{text}”: de regels van deze app worden gebruikt.",
    },
    "rummikub_best.err_goal": {
        "en": "Unknown goal “{text}”: choose most tiles or most points.",
        "nl": "Onbekend doel “{text}”: kies meeste tegels of meeste punten.",
    },
    "rummikub_best.err_meld": {
        "en": "Meld {n} of the table ({meld}) is not a valid group or run. Every meld on the "
        "table must be valid.",
        "nl": "Combinatie {n} op tafel ({meld}) is geen geldige groep of rij. Elke combinatie "
        "op tafel moet geldig zijn.",
    },
    "rummikub_best.err_copies": {
        "en": "{tile} appears {count} times on the rack and the table, and the game has only "
        "2 of each tile.",
        "nl": "{tile} komt {count} keer voor op het rek en de tafel, en het spel heeft maar 2 "
        "van elke tegel.",
    },
}
