"""Strings of the Rummikub best-move explorer."""

TEXT: dict[str, dict[str, str]] = {
    "rk.best.title": {"en": "Rummikub: the best move", "nl": "Rummikub: de beste zet"},
    "rk.best.intro": {
        "en": "Type or click a rack and a table. The computer finds the move that lays the "
        "most tiles, rearranging the whole table if that helps, and shows which single tiles "
        "would help you.",
        "nl": "Typ of klik een rek en een tafel. De spelcomputer zoekt de zet die de meeste "
        "tegels legt, ook als daarvoor de hele tafel omgeschoven moet worden, en laat zien "
        "welke losse tegels je zouden helpen.",
    },
    "rk.best.notation": {
        "en": "Write a tile as its colour letter and number: R red, B blue, Y yellow, K black "
        "(R7, K13), J for a joker. Separate the melds of the table with |.",
        "nl": "Schrijf een tegel als kleurletter en getal: R rood, B blauw, Y geel, K zwart "
        "(R7, K13), J voor een joker. Scheid de combinaties op tafel met |.",
    },
    "rk.best.rack": {"en": "Your rack", "nl": "Je rek"},
    "rk.best.table": {"en": "The table", "nl": "De tafel"},
    "rk.best.opened": {
        "en": "I have made my opening",
        "nl": "Ik heb mijn openingszet al gedaan",
    },
    "rk.best.rules": {"en": "Variants", "nl": "Varianten"},
    "rk.best.rules_help": {
        "en": "None chosen: the rules of this app (see the rules page).",
        "nl": "Niets gekozen: de regels van deze app (zie de spelregels).",
    },
    "rk.best.goal": {"en": "Best means", "nl": "Beste betekent"},
    "rk.best.goal.tiles": {"en": "most tiles", "nl": "meeste tegels"},
    "rk.best.goal.value": {"en": "most points", "nl": "meeste punten"},
    "rk.best.picker": {"en": "Click tiles", "nl": "Klik tegels"},
    "rk.best.picker_to": {"en": "Clicked tiles go to", "nl": "Geklikte tegels gaan naar"},
    "rk.best.to.rack": {"en": "the rack", "nl": "het rek"},
    "rk.best.to.table": {"en": "the table", "nl": "de tafel"},
    "rk.best.pick_colour": {"en": "{colour} tiles", "nl": "{colour} tegels"},
    "rk.best.colour_row.0": {"en": "Red ●", "nl": "Rood ●"},
    "rk.best.colour_row.1": {"en": "Blue ■", "nl": "Blauw ■"},
    "rk.best.colour_row.2": {"en": "Yellow ▲", "nl": "Geel ▲"},
    "rk.best.colour_row.3": {"en": "Black ◆", "nl": "Zwart ◆"},
    "rk.best.pick_joker": {"en": "Joker", "nl": "Joker"},
    "rk.best.new_meld": {"en": "Start a new meld", "nl": "Nieuwe combinatie"},
    "rk.best.undo": {"en": "Remove the last tile", "nl": "Laatste tegel weg"},
    "rk.best.clear": {"en": "Clear", "nl": "Leegmaken"},
    "rk.best.position": {"en": "The position", "nl": "De stand"},
    "rk.best.answer": {"en": "The best move", "nl": "De beste zet"},
    "rk.best.laid": {"en": "Tiles laid", "nl": "Tegels gelegd"},
    "rk.best.points": {"en": "Points laid", "nl": "Punten gelegd"},
    "rk.best.left": {"en": "Tiles left on the rack", "nl": "Tegels over op het rek"},
    "rk.best.new_table": {
        "en": "The new table (☆ marks the tiles from your rack)",
        "nl": "De nieuwe tafel (☆ bij de tegels uit je rek)",
    },
    "rk.best.rack_left": {"en": "Left on your rack", "nl": "Over op je rek"},
    "rk.best.nothing": {
        "en": "No tile of this rack can be laid: draw a tile.",
        "nl": "Geen tegel van dit rek kan gelegd worden: trek een tegel.",
    },
    "rk.best.joker_freed": {
        "en": "This move frees a joker from the table and uses it again.",
        "nl": "Deze zet speelt een joker op tafel vrij en gebruikt hem opnieuw.",
    },
    "rk.best.opening_h": {"en": "The opening check", "nl": "De controle van de openingszet"},
    "rk.best.opening_done": {
        "en": "You have made your opening: you may use the whole table.",
        "nl": "Je hebt je openingszet gedaan: je mag de hele tafel gebruiken.",
    },
    "rk.best.opening_yes": {
        "en": "✔ You can open: your best opening from the rack is worth {value} points, and "
        "{needed} are needed.",
        "nl": "✔ Je kunt openen: je beste openingszet uit je rek is {value} punten waard, en "
        "er zijn er {needed} nodig.",
    },
    "rk.best.opening_no": {
        "en": "✘ You cannot open yet: no melds from your rack reach {needed} points. Draw a tile.",
        "nl": "✘ Je kunt nog niet openen: geen combinaties uit je rek halen {needed} punten. "
        "Trek een tegel.",
    },
    "rk.best.help_h": {"en": "Which tiles would help?", "nl": "Welke tegels zouden helpen?"},
    "rk.best.help": {
        "en": "{kinds} different tiles would let you lay more than now. {copies} of the "
        "{unseen} tiles you cannot see are one of them: the chance that your next draw helps "
        "is {chance}.",
        "nl": "{kinds} verschillende tegels zouden je meer laten leggen dan nu. {copies} van de "
        "{unseen} tegels die je niet ziet zijn er een van: de kans dat je volgende tegel helpt "
        "is {chance}.",
    },
    "rk.best.help_none": {
        "en": "No single tile would let you lay more than now.",
        "nl": "Geen enkele losse tegel zou je meer laten leggen dan nu.",
    },
    "rk.best.help_each": {
        "en": "Each of these: {pct} per draw.",
        "nl": "Elk van deze: {pct} per keer trekken.",
    },
    "rk.best.link": {
        "en": "The address of this page holds the position: copy it to share it.",
        "nl": "Het adres van deze pagina bevat de stand: kopieer het om hem te delen.",
    },
    "rk.best.err_long": {
        "en": "The {what} is too long: at most {limit} characters.",
        "nl": "Het veld {what} is te lang: hoogstens {limit} tekens.",
    },
    "rk.best.err_rack": {
        "en": "The rack “{text}” cannot be read. Write tiles like R7 K13 J.",
        "nl": "Het rek “{text}” is niet te lezen. Schrijf tegels zoals R7 K13 J.",
    },
    "rk.best.err_table": {
        "en": "The table “{text}” cannot be read. Write melds like R7 R8 R9 | B5 Y5 K5.",
        "nl": "De tafel “{text}” is niet te lezen. Schrijf combinaties zoals R7 R8 R9 | B5 Y5 K5.",
    },
    "rk.best.err_empty_rack": {
        "en": "The rack is empty: type or click at least one tile.",
        "nl": "Het rek is leeg: typ of klik minstens één tegel.",
    },
    "rk.best.err_rack_size": {
        "en": "A rack of {count} tiles is more than this page handles ({limit}).",
        "nl": "Een rek van {count} tegels is meer dan deze pagina aankan ({limit}).",
    },
    "rk.best.err_rules": {
        "en": "Unknown variant “{text}”: the rules of this app are used.",
        "nl": "Onbekende variant “{text}”: de regels van deze app worden gebruikt.",
    },
    "rk.best.err_goal": {
        "en": "Unknown goal “{text}”: choose most tiles or most points.",
        "nl": "Onbekend doel “{text}”: kies meeste tegels of meeste punten.",
    },
    "rk.best.err_meld": {
        "en": "Meld {n} of the table ({meld}) is not a valid group or run. Every meld on the "
        "table must be valid.",
        "nl": "Combinatie {n} op tafel ({meld}) is geen geldige groep of rij. Elke combinatie "
        "op tafel moet geldig zijn.",
    },
    "rk.best.err_copies": {
        "en": "{tile} appears {count} times on the rack and the table, and the game has only "
        "2 of each tile.",
        "nl": "{tile} komt {count} keer voor op het rek en de tafel, en het spel heeft maar 2 "
        "van elke tegel.",
    },
}
