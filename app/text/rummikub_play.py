"""Strings of the Rummikub play page."""

TEXT: dict[str, dict[str, str]] = {
    "rummikub_play.title": {"en": "Play Rummikub", "nl": "Rummikub spelen"},
    "rummikub_play.intro": {
        "en": "Play against bots, or with friends taking turns at one screen. Click tiles to "
        "pick them, then put them into a new meld or into a meld on the table.",
        "nl": "Speel tegen bots, of met vrienden om de beurt achter één scherm. Klik tegels "
        "om ze te kiezen en leg ze dan in een nieuwe combinatie of bij een combinatie op tafel.",
    },
    # set-up
    "rummikub_play.setup": {"en": "New game", "nl": "Nieuw spel"},
    "rummikub_play.people": {"en": "People at this screen", "nl": "Spelers achter dit scherm"},
    "rummikub_play.bots": {"en": "Bots", "nl": "Bots"},
    "rummikub_play.name": {"en": "Name of player {n}", "nl": "Naam van speler {n}"},
    "rummikub_play.default_name": {"en": "Player {n}", "nl": "Speler {n}"},
    "rummikub_play.bot_level": {"en": "Level of bot {n}", "nl": "Niveau van bot {n}"},
    "rummikub_play.bot_name": {"en": "{level} bot", "nl": "Bot {level}"},
    "rummikub_play.level.beginner": {"en": "Beginner", "nl": "Beginner"},
    "rummikub_play.level.careful": {"en": "Careful", "nl": "Voorzichtig"},
    "rummikub_play.level.expert": {"en": "Expert", "nl": "Expert"},
    "rummikub_play.level.master": {"en": "Master", "nl": "Meester"},
    "rummikub_play.rules": {"en": "Variants", "nl": "Varianten"},
    "rummikub_play.rules_help": {
        "en": "None chosen: the rules of this app (see the rules page).",
        "nl": "Niets gekozen: de regels van deze app (zie de spelregels).",
    },
    "rummikub_play.rounds": {"en": "Rounds", "nl": "Rondes"},
    "rummikub_play.seed": {"en": "Seed", "nl": "Startgetal"},
    "rummikub_play.seed_help": {
        "en": "The same seed and the same moves give the same tiles: enter a seed to replay.",
        "nl": "Hetzelfde startgetal en dezelfde zetten geven dezelfde tegels: vul een "
        "startgetal in om een spel opnieuw te spelen.",
    },
    "rummikub_play.start": {"en": "Start the game", "nl": "Begin het spel"},
    "rummikub_play.started": {
        "en": "A new game has started (seed {seed}).",
        "nl": "Een nieuw spel is begonnen (startgetal {seed}).",
    },
    "rummikub_play.err_seats": {
        "en": "Rummikub needs 2 to 4 players, and you chose {n}.",
        "nl": "Rummikub speel je met 2 tot 4 spelers, en je koos er {n}.",
    },
    # the game
    "rummikub_play.status": {
        "en": "Round {round} of {rounds}. Tiles in the pool: {pool}.",
        "nl": "Ronde {round} van {rounds}. Tegels in de pot: {pool}.",
    },
    "rummikub_play.status_over": {
        "en": "The game is over ({rounds} rounds).",
        "nl": "Het spel is voorbij ({rounds} rondes).",
    },
    "rummikub_play.tiles": {"en": "{n} tiles", "nl": "{n} tegels"},
    "rummikub_play.total_help": {
        "en": "Score over the finished rounds: {total}",
        "nl": "Score over de gespeelde rondes: {total}",
    },
    "rummikub_play.your_turn": {"en": "{name}, your turn", "nl": "{name}, jij bent aan de beurt"},
    "rummikub_play.table": {"en": "The table", "nl": "De tafel"},
    "rummikub_play.rack": {"en": "Rack of {name}", "nl": "Rek van {name}"},
    "rummikub_play.sort": {"en": "Sort the rack", "nl": "Sorteer het rek"},
    "rummikub_play.sort.colour": {"en": "by colour", "nl": "op kleur"},
    "rummikub_play.sort.number": {"en": "by number", "nl": "op getal"},
    "rummikub_play.pick_rack": {
        "en": "Pick tiles from your rack",
        "nl": "Kies tegels uit je rek",
    },
    "rummikub_play.pick_meld": {
        "en": "Pick tiles of meld {n}",
        "nl": "Kies tegels van combinatie {n}",
    },
    "rummikub_play.add_here": {"en": "Add to {n}", "nl": "Leg bij {n}"},
    "rummikub_play.new_meld": {"en": "New meld", "nl": "Nieuwe combinatie"},
    "rummikub_play.help": {"en": "Help me arrange", "nl": "Help me schuiven"},
    "rummikub_play.undo": {"en": "Undo", "nl": "Ongedaan maken"},
    "rummikub_play.reset": {"en": "Reset the turn", "nl": "Beurt opnieuw"},
    "rummikub_play.end_turn": {"en": "End the turn", "nl": "Beurt beëindigen"},
    "rummikub_play.draw": {"en": "Draw a tile", "nl": "Pak een tegel"},
    "rummikub_play.pass": {"en": "Pass (the pool is empty)", "nl": "Passen (de pot is leeg)"},
    "rummikub_play.pick_first": {
        "en": "Pick one or more tiles first.",
        "nl": "Kies eerst een of meer tegels.",
    },
    "rummikub_play.illegal": {
        "en": "That move is not allowed: {why}",
        "nl": "Die zet mag niet: {why}",
    },
    "rummikub_play.help_fix": {
        "en": "First make every meld on the table valid (or undo), then ask again.",
        "nl": "Maak eerst elke combinatie op tafel geldig (of maak ongedaan) en vraag het dan "
        "opnieuw.",
    },
    "rummikub_play.help_no": {
        "en": "No arrangement of the table takes any of your {n} picked tiles.",
        "nl": "Geen enkele indeling van de tafel past bij een van je {n} gekozen tegels.",
    },
    "rummikub_play.help_all": {
        "en": "Yes: all {n} picked tiles can be laid, like this.",
        "nl": "Ja: alle {n} gekozen tegels kunnen erbij, zo.",
    },
    "rummikub_play.help_some": {
        "en": "Only {n} of the {picked} picked tiles can be laid, like this.",
        "nl": "Maar {n} van de {picked} gekozen tegels kunnen erbij, zo.",
    },
    "rummikub_play.help_use": {"en": "Use this arrangement", "nl": "Neem deze indeling"},
    "rummikub_play.coach": {
        "en": "Coach: the best move lays {n} tile(s) from your rack.",
        "nl": "Coach: de beste zet legt {n} tegel(s) uit je rek.",
    },
    "rummikub_play.coach_unknown": {
        "en": "Coach: this rack is too large for the computer to judge.",
        "nl": "Coach: dit rek is te groot voor de computer om te beoordelen.",
    },
    "rummikub_play.coach_toggle": {
        "en": "Coach: show how many tiles the best move lays",
        "nl": "Coach: laat zien hoeveel tegels de beste zet legt",
    },
    # why a turn cannot end (one sentence each)
    "rummikub_play.why.nothing_laid": {
        "en": "Lay at least one tile from your rack, or draw a tile.",
        "nl": "Leg minstens één tegel uit je rek, of pak een tegel.",
    },
    "rummikub_play.why.bad_meld": {
        "en": "Meld {meld} ({tiles}) is neither a group nor a run.",
        "nl": "Combinatie {meld} ({tiles}) is geen groep en geen rij.",
    },
    "rummikub_play.why.opening_low": {
        "en": "Your first melds are worth {value} points, and an opening needs at least {needed}.",
        "nl": "Je eerste combinaties zijn {value} punten waard, en een opening vraagt er "
        "minstens {needed}.",
    },
    "rummikub_play.why.opening_touched": {
        "en": "Before your opening you may not change the table, but {tiles} was changed.",
        "nl": "Voor je opening mag je de tafel niet veranderen, maar {tiles} is veranderd.",
    },
    "rummikub_play.why.opening_joker": {
        "en": "A joker may not be part of your opening in these rules.",
        "nl": "Een joker mag in deze regels niet in je opening.",
    },
    "rummikub_play.why.opening_cannot": {
        "en": "The tiles you laid cannot make melds of their own worth {needed} points.",
        "nl": "De gelegde tegels vormen samen geen combinaties van {needed} punten.",
    },
    "rummikub_play.why.engine": {
        "en": "The rules do not allow this: {why}",
        "nl": "De regels staan dit niet toe: {why}",
    },
    # the bots
    "rummikub_play.bots_played": {"en": "What the bots did", "nl": "Wat de bots deden"},
    "rummikub_play.bot_turn": {
        "en": "{name} is to move.",
        "nl": "{name} is aan de beurt.",
    },
    "rummikub_play.bot_step": {"en": "Next bot move", "nl": "Volgende botzet"},
    "rummikub_play.bot_all": {"en": "Bots play until my turn", "nl": "Bots spelen tot mijn beurt"},
    "rummikub_play.did.lay": {
        "en": "laid {n} tile(s): {tiles}",
        "nl": "legde {n} tegel(s): {tiles}",
    },
    "rummikub_play.did.draw": {"en": "drew a tile (or passed)", "nl": "pakte een tegel (of paste)"},
    "rummikub_play.did.timeout": {"en": "ran out of time", "nl": "had geen tijd meer"},
    "rummikub_play.reason.open": {
        "en": "Opening: {tiles} tiles worth {points} points from its own rack.",
        "nl": "Opening: {tiles} tegels ter waarde van {points} punten uit het eigen rek.",
    },
    "rummikub_play.reason.lay": {
        "en": "It lays the most tiles it can find: {tiles}.",
        "nl": "Hij legt de meeste tegels die hij kan vinden: {tiles}.",
    },
    "rummikub_play.reason.go_out": {
        "en": "It lays its last {tiles} tiles and goes out.",
        "nl": "Hij legt zijn laatste {tiles} tegels en is uit.",
    },
    "rummikub_play.reason.no_opening": {
        "en": "Its rack makes melds worth {points} points, and an opening needs {needed}.",
        "nl": "Zijn rek vormt combinaties van {points} punten, en een opening vraagt {needed}.",
    },
    "rummikub_play.reason.nothing_to_lay": {
        "en": "It finds no tile it can lay.",
        "nl": "Hij vindt geen tegel die hij kan leggen.",
    },
    "rummikub_play.reason.pool_empty": {
        "en": "The pool is empty, so it passes.",
        "nl": "De pot is leeg, dus hij past.",
    },
    "rummikub_play.reason.keep_joker": {
        "en": "It lays {tiles} tiles and holds its {jokers} joker(s) back for later.",
        "nl": "Hij legt {tiles} tegels en houdt zijn {jokers} joker(s) achter voor later.",
    },
    "rummikub_play.reason.loaded": {
        "en": "(A move from a loaded game.)",
        "nl": "(Een zet uit een geladen spel.)",
    },
    # timer
    "rummikub_play.clock": {"en": "{s} seconds left", "nl": "Nog {s} seconden"},
    "rummikub_play.time_up": {
        "en": "Time is up: the table stays as it was and the penalty tiles were drawn.",
        "nl": "De tijd is om: de tafel blijft zoals hij was en de straftegels zijn gepakt.",
    },
    # rounds and report
    "rummikub_play.round_over": {"en": "Round {n} is over", "nl": "Ronde {n} is voorbij"},
    "rummikub_play.ended.out": {
        "en": "{names} laid the last tile.",
        "nl": "{names} legde de laatste tegel.",
    },
    "rummikub_play.ended.blocked": {
        "en": "The pool ran out; the lowest rack wins: {names}.",
        "nl": "De pot is leeg; het laagste rek wint: {names}.",
    },
    "rummikub_play.col.player": {"en": "Player", "nl": "Speler"},
    "rummikub_play.col.round": {"en": "This round", "nl": "Deze ronde"},
    "rummikub_play.col.total": {"en": "Total", "nl": "Totaal"},
    "rummikub_play.col.turn": {"en": "Turn", "nl": "Beurt"},
    "rummikub_play.col.could": {"en": "Could lay", "nl": "Kon leggen"},
    "rummikub_play.col.laid": {"en": "Laid", "nl": "Gelegd"},
    "rummikub_play.game_over": {
        "en": "The game is over. Winner: {names}.",
        "nl": "Het spel is voorbij. Winnaar: {names}.",
    },
    "rummikub_play.next_round": {"en": "Deal the next round", "nl": "Deel de volgende ronde"},
    "rummikub_play.report": {"en": "Your decisions", "nl": "Jouw beslissingen"},
    "rummikub_play.report_intro": {
        "en": "Per turn: the most tiles the best move could have laid, and how many you laid.",
        "nl": "Per beurt: de meeste tegels die de beste zet had kunnen leggen, en hoeveel jij "
        "legde.",
    },
    "rummikub_play.report_sum": {
        "en": "In {missed} of {turns} turns you could have laid more tiles.",
        "nl": "In {missed} van de {turns} beurten had je meer tegels kunnen leggen.",
    },
    # files
    "rummikub_play.files": {"en": "Save or load a game", "nl": "Spel bewaren of laden"},
    "rummikub_play.save": {"en": "Save this game (.json)", "nl": "Bewaar dit spel (.json)"},
    "rummikub_play.load": {
        "en": "Load a saved game (.json)",
        "nl": "Laad een bewaard spel (.json)",
    },
    "rummikub_play.load_help": {
        "en": "A file saved by this page, at most {kb} kB.",
        "nl": "Een bestand dat deze pagina bewaarde, hoogstens {kb} kB.",
    },
    "rummikub_play.load_failed": {
        "en": "This file cannot be loaded, and the game goes on: {why}",
        "nl": "Dit bestand kan niet geladen worden, en het spel gaat door: {why}",
    },
    "rummikub_play.loaded": {
        "en": "The saved game is loaded.",
        "nl": "Het bewaarde spel is geladen.",
    },
}
