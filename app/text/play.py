"""Strings of the play page (words per docs/glossary.md; a count picks ``.one``/``.other``)."""

TEXT: dict[str, dict[str, str]] = {
    "play.title": {"en": "Play", "nl": "Spelen"},
    "play.intro": {
        "en": "Play Regenwormen against bots, or with friends taking turns at one screen.",
        "nl": "Speel Regenwormen tegen bots, of met vrienden om de beurt achter één scherm.",
    },
    # setting up
    "play.setup": {"en": "New game", "nl": "Nieuw spel"},
    "play.humans": {"en": "Players at this screen", "nl": "Spelers achter dit scherm"},
    "play.name": {"en": "Name of player {n}", "nl": "Naam van speler {n}"},
    "play.default_name": {"en": "Player {n}", "nl": "Speler {n}"},
    "play.bots": {"en": "Bots", "nl": "Bots"},
    "play.bot_level": {"en": "Level of bot {n}", "nl": "Niveau van bot {n}"},
    "play.bot_name": {"en": "{level} bot", "nl": "Bot {level}"},
    "play.level.random": {"en": "Random", "nl": "Willekeurig"},
    "play.level.careful": {"en": "Careful", "nl": "Voorzichtig"},
    "play.level.rule-of-thumb": {"en": "Rule of thumb", "nl": "Vuistregel"},
    "play.level.expert": {"en": "Expert", "nl": "Expert"},
    "play.level.master": {"en": "Master", "nl": "Meester"},
    "play.variant": {"en": "Rules", "nl": "Spelregels"},
    "play.variant.official": {"en": "Official", "nl": "Officieel"},
    "play.variant.shorter-game": {"en": "Shorter game", "nl": "Korter spel"},
    "play.variant.exact-tile-only": {
        "en": "Exact tile only (house rule)",
        "nl": "Alleen de precieze tegel (huisregel)",
    },
    "play.variant.short-pot": {
        "en": "Fewer tiles, 21–32 (house rule)",
        "nl": "Minder tegels, 21–32 (huisregel)",
    },
    "play.variant.two-players": {
        "en": "Two players, without 35 and 36 (house rule)",
        "nl": "Twee spelers, zonder 35 en 36 (huisregel)",
    },
    "play.seed": {"en": "Seed", "nl": "Startgetal"},
    "play.seed_help": {
        "en": "The same seed and the same choices give the same dice: "
        "enter a seed to replay a game.",
        "nl": "Hetzelfde startgetal en dezelfde keuzes geven dezelfde worpen: "
        "vul een startgetal in om een spel opnieuw te spelen.",
    },
    "play.start": {"en": "Start the game", "nl": "Begin het spel"},
    "play.cancel": {"en": "Back to the game", "nl": "Terug naar het spel"},
    "play.new_game": {"en": "New game", "nl": "Nieuw spel"},
    "play.bad_count": {
        "en": "The rules “{variant}” need {lo} to {hi} players; you chose {n}.",
        "nl": "De spelregels “{variant}” vragen {lo} tot {hi} spelers; je koos er {n}.",
    },
    "play.started": {
        "en": "A new game has started (seed {seed}).",
        "nl": "Een nieuw spel is begonnen (startgetal {seed}).",
    },
    # options
    "play.options": {"en": "Play options", "nl": "Speelopties"},
    "play.coach": {"en": "Coach", "nl": "Coach"},
    "play.coach_help": {
        "en": "Before each decision: the chance that the next roll is a bust, "
        "and what each choice is worth.",
        "nl": "Voor elke beslissing: de kans dat de volgende worp mislukt, "
        "en wat elke keuze waard is.",
    },
    "play.autoplay": {"en": "Bots play on by themselves", "nl": "Bots spelen vanzelf door"},
    "play.speed": {"en": "Bot speed", "nl": "Snelheid van de bots"},
    "play.speed.slow": {"en": "slow", "nl": "langzaam"},
    "play.speed.normal": {"en": "normal", "nl": "normaal"},
    "play.speed.fast": {"en": "fast", "nl": "snel"},
    # numbers and dice in words
    "play.worms.one": {"en": "{n} worm", "nl": "{n} worm"},
    "play.worms.other": {"en": "{n} worms", "nl": "{n} wormen"},
    "play.dice_face.one": {"en": "{n} die showing {face}", "nl": "{n} dobbelsteen met een {face}"},
    "play.dice_face.other": {
        "en": "{n} dice showing {face}",
        "nl": "{n} dobbelstenen met een {face}",
    },
    "play.dice_worm.one": {"en": "{n} worm", "nl": "{n} worm"},
    "play.dice_worm.other": {"en": "{n} worms", "nl": "{n} wormen"},
    "play.chance": {"en": "{pct} ({words})", "nl": "{pct} ({words})"},
    "play.odds.never": {"en": "never", "nl": "nooit"},
    "play.odds.always": {"en": "always", "nl": "altijd"},
    "play.odds.almost_always": {"en": "almost always", "nl": "bijna altijd"},
    "play.odds.below": {"en": "less than 1 in {n}", "nl": "minder dan 1 op de {n}"},
    "play.odds.one_in": {"en": "about 1 in {n}", "nl": "ongeveer 1 op de {n}"},
    "play.odds.in_ten": {"en": "about {k} in 10", "nl": "ongeveer {k} op de 10"},
    # the table
    "play.caption": {
        "en": "Seed {seed} · rules: {variant} · move {number}",
        "nl": "Startgetal {seed} · spelregels: {variant} · zet {number}",
    },
    "play.middle": {"en": "Tiles in the middle", "nl": "Tegels in het midden"},
    "play.top_tile": {"en": "top tile {tile}", "nl": "bovenste tegel {tile}"},
    "play.no_tiles": {"en": "no tiles yet", "nl": "nog geen tegels"},
    "play.turn_of": {"en": "▶ {name} to play", "nl": "▶ {name} is aan de beurt"},
    "play.kept": {
        "en": "Set aside: total **{total}**",
        "nl": "Apart gelegd: totaal **{total}**",
    },
    "play.kept_none": {"en": "Nothing set aside yet.", "nl": "Nog niets apart gelegd."},
    "play.the_roll": {"en": "The roll:", "nl": "De worp:"},
    "play.choose_keep": {
        "en": "Choose the dice to set aside (all dice of one face you have not set aside yet):",
        "nl": "Kies welke dobbelstenen je apart legt (alle dobbelstenen met één waarde die je "
        "nog niet apart hebt gelegd):",
    },
    "play.roll.one": {"en": "Roll {n} die", "nl": "Gooi {n} dobbelsteen"},
    "play.roll.other": {"en": "Roll {n} dice", "nl": "Gooi {n} dobbelstenen"},
    "play.take": {"en": "Stop: take {tile}", "nl": "Stop: pak {tile}"},
    "play.steal": {
        "en": "Stop: steal {tile} from {victim}",
        "nl": "Stop: steel {tile} van {victim}",
    },
    "play.stop": {"en": "Stop without a tile (bust)", "nl": "Stop zonder tegel (mislukt)"},
    "play.would_take": {
        "en": "Stopping now takes tile {tile} ({worms}).",
        "nl": "Stop je nu, dan pak je tegel {tile} ({worms}).",
    },
    "play.would_choose": {
        "en": "Stopping now: choose tile {a} from the middle or steal {b} from {victim}.",
        "nl": "Stop je nu, dan kies je: tegel {a} uit het midden of {b} stelen van {victim}.",
    },
    "play.no_tile.no worm": {
        "en": "No tile yet: a tile needs at least one worm set aside.",
        "nl": "Nog geen tegel: daarvoor moet er minstens één worm apart liggen.",
    },
    "play.no_tile.low total": {
        "en": "No tile yet: your total {total} is below {least}.",
        "nl": "Nog geen tegel: je totaal {total} is lager dan {least}.",
    },
    "play.no_tile.out of reach": {
        "en": "With {total} you cannot take any tile: stopping now is a bust.",
        "nl": "Met {total} kun je geen tegel meer pakken: stoppen is nu mislukt.",
    },
    "play.coach_bust": {
        "en": "Coach: the next roll is a bust with chance {p}.",
        "nl": "Coach: de volgende worp mislukt met kans {p}.",
    },
    "play.coach_intro": {
        "en": "Coach: under each choice, the worms it brings on average with the best play "
        "afterwards (a bust costs your top tile) and how often the turn then ends in a bust; "
        "★ marks the best choice.",
        "nl": "Coach: onder elke keuze staat hoeveel wormen die gemiddeld oplevert bij het "
        "beste vervolg (als je beurt mislukt, kost dat je bovenste tegel) en hoe vaak de beurt "
        "dan mislukt; ★ geeft de beste keuze aan.",
    },
    "play.coach_value": {
        "en": "{value} on average · bust {bust}",
        "nl": "gemiddeld {value} · mislukt {bust}",
    },
    "play.bot_playing": {
        "en": "🤖 {name} plays: follow it step by step, or skip to your turn.",
        "nl": "🤖 {name} speelt: volg de bot stap voor stap, of ga door naar je eigen beurt.",
    },
    "play.next_step": {"en": "Next bot step", "nl": "Volgende stap van de bot"},
    "play.skip": {"en": "Skip to my turn", "nl": "Door naar mijn beurt"},
    "play.this_turn": {"en": "This turn", "nl": "Deze beurt"},
    "play.previous_turn": {"en": "Previous turn: {name}", "nl": "Vorige beurt: {name}"},
    "play.stale": {
        "en": "That button belonged to an earlier position, so nothing happened.",
        "nl": "Die knop hoorde bij een eerdere stand, dus er is niets gebeurd.",
    },
    "play.illegal": {
        "en": "That move is not allowed in this position.",
        "nl": "Die zet mag niet in deze stand.",
    },
    "play.bot_failed": {
        "en": "The bot could not move, so the game stays as it was. The problem: {why}",
        "nl": "De bot kon geen zet doen, dus het spel blijft zoals het was. "
        "Het probleem (in het Engels): {why}",
    },
    "play.keep_tab": {
        "en": "The game lives in this browser tab only: download it below to save it.",
        "nl": "Het spel bestaat alleen in dit browsertabblad: download het hieronder om het "
        "te bewaren.",
    },
    # a bust
    "play.bust.title": {
        "en": "Bust! {name}'s turn is over",
        "nl": "Mislukt! De beurt van {name} is voorbij",
    },
    "play.bust.roll": {
        "en": "The roll shows no face that was not set aside already:",
        "nl": "De worp toont geen waarde die nog niet apart lag:",
    },
    "play.bust.no_dice": {
        "en": "No dice are left to roll, and these dice take no tile:",
        "nl": "Er zijn geen dobbelstenen meer om te gooien, en met deze dobbelstenen pak je "
        "geen tegel:",
    },
    "play.bust.stop.no worm": {
        "en": "The turn stopped without a worm set aside, so it takes no tile:",
        "nl": "De beurt stopte zonder worm apart, dus er is geen tegel te pakken:",
    },
    "play.bust.stop.low total": {
        "en": "The turn stopped with a total of {total}, below {least}:",
        "nl": "De beurt stopte met een totaal van {total}, lager dan {least}:",
    },
    "play.bust.stop.out of reach": {
        "en": "The turn stopped with {total}, and with {total} no tile can be taken:",
        "nl": "De beurt stopte met {total}, en met {total} kun je geen tegel pakken:",
    },
    "play.bust.no_tile_lost": {
        "en": "No tiles yet, so none goes back; the highest tile in the middle is turned over.",
        "nl": "Nog geen tegels, dus er gaat er geen terug; de hoogste tegel in het midden wordt "
        "omgedraaid.",
    },
    # the log
    "play.log": {"en": "Game log", "nl": "Spelverslag"},
    "play.log.empty": {"en": "No moves yet.", "nl": "Nog geen zetten."},
    "play.log.turn": {"en": "Turn {n}: {name}", "nl": "Beurt {n}: {name}"},
    "play.log.roll": {"en": "{name} rolls {dice}.", "nl": "{name} gooit {dice}."},
    "play.log.roll_bust": {
        "en": "{name} rolls {dice}: no new face, so the turn is a bust.",
        "nl": "{name} gooit {dice}: geen nieuwe waarde, dus de beurt mislukt.",
    },
    "play.log.keep": {
        "en": "{name} sets aside {dice}: total {total}.",
        "nl": "{name} legt {dice} apart: totaal {total}.",
    },
    "play.log.keep_bust": {
        "en": "{name} sets aside {dice}: total {total}, no dice left and no tile to take, "
        "so the turn is a bust.",
        "nl": "{name} legt {dice} apart: totaal {total}, geen dobbelstenen meer en geen tegel "
        "te pakken, dus de beurt mislukt.",
    },
    "play.log.take": {
        "en": "{name} takes tile {tile} ({worms}).",
        "nl": "{name} pakt tegel {tile} ({worms}).",
    },
    "play.log.steal": {
        "en": "{name} steals tile {tile} ({worms}) from {victim}.",
        "nl": "{name} steelt tegel {tile} ({worms}) van {victim}.",
    },
    "play.log.stop": {
        "en": "{name} stops without a tile, so the turn is a bust.",
        "nl": "{name} stopt zonder tegel, dus de beurt mislukt.",
    },
    "play.log.returned": {
        "en": "Tile {tile} goes back to the middle.",
        "nl": "Tegel {tile} gaat terug naar het midden.",
    },
    "play.log.turned": {
        "en": "Tile {tile} is turned over.",
        "nl": "Tegel {tile} wordt omgedraaid.",
    },
    "play.log.spared": {
        "en": "No tile is turned over: the tile that went back is the highest.",
        "nl": "Er wordt geen tegel omgedraaid: de teruggelegde tegel is de hoogste.",
    },
    # the end
    "play.over": {"en": "The game is over", "nl": "Het spel is uit"},
    "play.again": {"en": "Play again", "nl": "Nog een keer"},
    "play.win.worms": {
        "en": "{names} wins with {worms}.",
        "nl": "{names} wint met {worms}.",
    },
    "play.win.tile": {
        "en": "{tied} have {worms} each; {names} wins by holding the highest tile, {tile}.",
        "nl": "{tied} hebben elk {worms}; {names} wint met de hoogste tegel, {tile}.",
    },
    "play.win.shared": {
        "en": "{names} share the win with {worms} each.",
        "nl": "{names} delen de winst met elk {worms}.",
    },
    "play.and": {"en": " and ", "nl": " en "},
    "play.col.player": {"en": "Player", "nl": "Speler"},
    "play.col.worms": {"en": "Worms", "nl": "Wormen"},
    "play.col.tiles": {"en": "Tiles", "nl": "Tegels"},
    "play.col.highest": {"en": "Highest tile", "nl": "Hoogste tegel"},
    "play.chart": {"en": "Worms after each turn", "nl": "Wormen na elke beurt"},
    "play.chart.turn": {"en": "Turn", "nl": "Beurt"},
    # the decision report
    "play.report": {"en": "How {name} played", "nl": "Zo speelde {name}"},
    "play.report.summary.one": {
        "en": "You chose the best move {best} time out of {n}.",
        "nl": "Je koos {best} keer op {n} de beste zet.",
    },
    "play.report.summary.other": {
        "en": "You chose the best move {best} times out of {n}.",
        "nl": "Je koos {best} keer op {n} de beste zet.",
    },
    "play.report.none": {
        "en": "There was no choice to look back on.",
        "nl": "Er was geen keuze om op terug te kijken.",
    },
    "play.report.flawless": {
        "en": "Every decision was the best one. Well played!",
        "nl": "Elke beslissing was de beste. Goed gespeeld!",
    },
    "play.report.worst": {
        "en": "The decisions that cost you the most",
        "nl": "De beslissingen die je het meest kostten",
    },
    "play.report.item": {
        "en": "**Turn {turn}:** {did} {better} was better: on average about {gain} more.",
        "nl": "**Beurt {turn}:** {did} {better} was beter: gemiddeld ongeveer {gain} meer.",
    },
    "play.did.keep_first": {
        "en": "you rolled {roll} and set aside {dice}.",
        "nl": "je gooide {roll} en legde {dice} apart.",
    },
    "play.did.keep": {
        "en": "with {total} set aside you rolled {roll} and set aside {dice}.",
        "nl": "met {total} apart gooide je {roll} en legde je {dice} apart.",
    },
    "play.did.roll": {
        "en": "with {total} set aside you rolled again.",
        "nl": "met {total} apart gooide je opnieuw.",
    },
    "play.did.take": {
        "en": "with {total} set aside you stopped and took tile {tile}.",
        "nl": "met {total} apart stopte je en pakte je tegel {tile}.",
    },
    "play.did.steal": {
        "en": "with {total} set aside you stopped and stole tile {tile}.",
        "nl": "met {total} apart stopte je en stal je tegel {tile}.",
    },
    "play.did.stop": {
        "en": "with {total} set aside you stopped without a tile.",
        "nl": "met {total} apart stopte je zonder tegel.",
    },
    "play.better.keep": {"en": "Setting aside {dice}", "nl": "{dice} apart leggen"},
    "play.better.roll": {"en": "Rolling again", "nl": "Opnieuw gooien"},
    "play.better.take": {
        "en": "Stopping to take tile {tile}",
        "nl": "Stoppen en tegel {tile} pakken",
    },
    "play.better.steal": {
        "en": "Stopping to steal tile {tile}",
        "nl": "Stoppen en tegel {tile} stelen",
    },
    "play.better.stop": {"en": "Stopping", "nl": "Stoppen"},
    "play.report.kept": {"en": "Set aside:", "nl": "Apart:"},
    "play.report.rolled": {"en": "Rolled:", "nl": "Gegooid:"},
    "play.report.explore": {
        "en": "Look at this moment in the probability explorer",
        "nl": "Bekijk dit moment in de kansverkenner",
    },
    "play.report.teacher": {
        "en": "For the teacher: the exact numbers",
        "nl": "Voor de leraar: de precieze getallen",
    },
    "play.report.intro": {
        "en": "Each choice compared with the best one, in worms expected from the rest of the "
        "turn (the computer's exact values; a bust costs the top tile, so a value can be "
        "below zero).",
        "nl": "Elke keuze vergeleken met de beste, in wormen die je van de rest van de beurt "
        "mag verwachten (de precieze waarden van de spelcomputer; als je beurt mislukt, kost "
        "dat je bovenste tegel, dus een waarde kan onder nul zijn).",
    },
    "play.report.decisions": {"en": "Decisions rated", "nl": "Beslissingen beoordeeld"},
    "play.report.best": {"en": "Best choices", "nl": "Beste keuzes"},
    "play.report.lost": {"en": "Worms lost in all", "nl": "Wormen verloren in totaal"},
    "play.report.per_decision": {"en": "Lost per decision", "nl": "Verlies per beslissing"},
    "play.report.at_roll": {
        "en": "roll {roll}, total {total} set aside",
        "nl": "worp {roll}, totaal {total} apart",
    },
    "play.report.at_stop.one": {
        "en": "total {total} set aside, {n} die to roll",
        "nl": "totaal {total} apart, {n} dobbelsteen om te gooien",
    },
    "play.report.at_stop.other": {
        "en": "total {total} set aside, {n} dice to roll",
        "nl": "totaal {total} apart, {n} dobbelstenen om te gooien",
    },
    "play.col.turn": {"en": "Turn", "nl": "Beurt"},
    "play.col.position": {"en": "Position", "nl": "Stand"},
    "play.col.choice": {"en": "Choice", "nl": "Keuze"},
    "play.col.value": {"en": "Worth", "nl": "Opbrengst"},
    "play.col.best": {"en": "Best", "nl": "Beste"},
    "play.col.best_value": {"en": "Best worth", "nl": "Opbrengst beste"},
    "play.col.loss": {"en": "Loss", "nl": "Verlies"},
    "play.act.keep": {"en": "set aside {dice}", "nl": "{dice} apart leggen"},
    "play.act.roll": {"en": "roll again", "nl": "opnieuw gooien"},
    "play.act.take": {"en": "take {tile}", "nl": "{tile} pakken"},
    "play.act.steal": {"en": "steal {tile}", "nl": "{tile} stelen"},
    "play.act.stop": {"en": "stop without a tile", "nl": "stoppen zonder tegel"},
    # saving and loading
    "play.files": {"en": "Save or load", "nl": "Opslaan of laden"},
    "play.save": {"en": "Download this game", "nl": "Download dit spel"},
    "play.load": {"en": "Load a saved game", "nl": "Laad een opgeslagen spel"},
    "play.loaded.one": {
        "en": "Game loaded: {n} move, {name} to play.",
        "nl": "Spel geladen: {n} zet, {name} is aan de beurt.",
    },
    "play.loaded.other": {
        "en": "Game loaded: {n} moves, {name} to play.",
        "nl": "Spel geladen: {n} zetten, {name} is aan de beurt.",
    },
    "play.loaded_over.one": {
        "en": "Game loaded: {n} move, the game is over.",
        "nl": "Spel geladen: {n} zet, het spel is uit.",
    },
    "play.loaded_over.other": {
        "en": "Game loaded: {n} moves, the game is over.",
        "nl": "Spel geladen: {n} zetten, het spel is uit.",
    },
    "play.load_failed": {
        "en": "This file could not be loaded, so your game goes on unchanged. The problem: {why}",
        "nl": "Dit bestand kon niet geladen worden, dus je spel gaat ongewijzigd door. "
        "Het probleem (in het Engels): {why}",
    },
}
