"""Strings of the play page."""

TEXT: dict[str, dict[str, str]] = {
    "play.title": {"en": "Play", "nl": "Spelen"},
    "play.intro": {
        "en": "Play Regenwormen against bots, or with friends taking turns at one screen.",
        "nl": "Speel Regenwormen tegen bots, of met vrienden om de beurt aan één scherm.",
    },
    # setting up
    "play.setup": {"en": "New game", "nl": "Nieuw spel"},
    "play.humans": {"en": "People at this screen", "nl": "Mensen aan dit scherm"},
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
        "en": "Short pot, tiles 21–32 (house rule)",
        "nl": "Korte pot, tegels 21–32 (huisregel)",
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
        "en": "Before each decision: the chance that the next roll busts, "
        "and what each choice is worth.",
        "nl": "Voor elke beslissing: de kans dat de volgende worp mislukt, "
        "en wat elke keuze waard is.",
    },
    "play.autoplay": {"en": "Bots play on by themselves", "nl": "Bots spelen vanzelf door"},
    "play.speed": {"en": "Bot speed", "nl": "Snelheid van de bots"},
    "play.speed.slow": {"en": "slow", "nl": "langzaam"},
    "play.speed.normal": {"en": "normal", "nl": "normaal"},
    "play.speed.fast": {"en": "fast", "nl": "snel"},
    # the table
    "play.caption": {
        "en": "Seed {seed} · rules: {variant} · move {number}",
        "nl": "Startgetal {seed} · spelregels: {variant} · zet {number}",
    },
    "play.worms_count": {"en": "{n} 🪱", "nl": "{n} 🪱"},
    "play.top_tile": {"en": "top tile {tile}", "nl": "bovenste tegel {tile}"},
    "play.no_tiles": {"en": "no tiles yet", "nl": "nog geen tegels"},
    "play.turn_of": {"en": "{name} to play", "nl": "{name} is aan de beurt"},
    "play.kept": {"en": "Set aside, total {total}", "nl": "Apart gelegd, totaal {total}"},
    "play.kept_none": {"en": "Nothing set aside yet.", "nl": "Nog niets apart gelegd."},
    "play.the_roll": {"en": "The roll", "nl": "De worp"},
    "play.choose_keep": {
        "en": "Set aside all dice of one face you have not set aside yet:",
        "nl": "Leg alle stenen apart van één soort die je nog niet apart hebt gelegd:",
    },
    "play.keep": {"en": "Keep {dice}", "nl": "Houd {dice}"},
    "play.roll": {"en": "Roll {n} dice", "nl": "Gooi {n} stenen"},
    "play.take": {"en": "Stop: take {tile}", "nl": "Stop: pak {tile}"},
    "play.steal": {
        "en": "Stop: steal {tile} from {victim}",
        "nl": "Stop: pik {tile} af van {victim}",
    },
    "play.stop": {"en": "Stop without a tile (bust)", "nl": "Stop zonder tegel (mislukt)"},
    "play.would_take": {
        "en": "Stopping now takes tile {tile} ({worms} 🪱).",
        "nl": "Stop je nu, dan pak je tegel {tile} ({worms} 🪱).",
    },
    "play.would_choose": {
        "en": "Stopping now: choose tile {a} from the middle or steal {b} from {victim}.",
        "nl": "Stop je nu, dan kies je: tegel {a} uit het midden of {b} afpikken van {victim}.",
    },
    "play.need_worm": {
        "en": "No tile yet: a tile needs at least one worm set aside.",
        "nl": "Nog geen tegel: daarvoor moet er minstens één worm apart liggen.",
    },
    "play.need_total": {
        "en": "No tile yet: your total {total} is below 21.",
        "nl": "Nog geen tegel: je totaal {total} is lager dan 21.",
    },
    "play.out_of_reach": {
        "en": "No tile is within reach of {total}: stopping now is a bust.",
        "nl": "Geen tegel binnen bereik van {total}: stoppen is nu een misser.",
    },
    "play.coach_bust": {
        "en": "Coach: the next roll busts with chance {p}.",
        "nl": "Coach: de volgende worp mislukt met kans {p}.",
    },
    "play.coach_intro": {
        "en": "Coach: under each choice, the worms it is worth on average with best play "
        "afterwards (a bust costs your top tile) and how often the turn then busts; "
        "★ marks the best choice.",
        "nl": "Coach: onder elke keuze staat hoeveel wormen die gemiddeld waard is bij het "
        "beste vervolg (een misser kost je bovenste tegel) en hoe vaak de beurt dan mislukt; "
        "★ geeft de beste keuze aan.",
    },
    "play.coach_value": {"en": "{value} 🪱, busts {bust}", "nl": "{value} 🪱, mislukt {bust}"},
    "play.bot_playing": {
        "en": "🤖 {name} plays: follow it step by step, or skip to your turn.",
        "nl": "🤖 {name} speelt: volg de bot stap voor stap, of ga door naar je eigen beurt.",
    },
    "play.next_step": {"en": "Next bot step", "nl": "Volgende stap van de bot"},
    "play.skip": {"en": "Skip to my turn", "nl": "Door naar mijn beurt"},
    "play.this_turn": {"en": "This turn", "nl": "Deze beurt"},
    "play.previous_turn": {"en": "Previous turn", "nl": "Vorige beurt"},
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
        "en": "The game lives in this browser tab only: download it below to keep it.",
        "nl": "Het spel bestaat alleen in dit browsertabblad: download het hieronder om het "
        "te bewaren.",
    },
    # the log
    "play.log": {"en": "Game log", "nl": "Spelverslag"},
    "play.log.empty": {"en": "No moves yet.", "nl": "Nog geen zetten."},
    "play.log.turn": {"en": "Turn {n}: {name}", "nl": "Beurt {n}: {name}"},
    "play.log.roll": {"en": "{name} rolls {dice}.", "nl": "{name} gooit {dice}."},
    "play.log.roll_bust": {
        "en": "{name} rolls {dice}: no new face, so the turn fails.",
        "nl": "{name} gooit {dice}: geen nieuwe soort, dus de beurt mislukt.",
    },
    "play.log.keep": {
        "en": "{name} sets aside {dice}: total {total}.",
        "nl": "{name} legt {dice} apart: totaal {total}.",
    },
    "play.log.keep_bust": {
        "en": "{name} sets aside {dice}: total {total}, no dice left and no tile to take, "
        "so the turn fails.",
        "nl": "{name} legt {dice} apart: totaal {total}, geen stenen meer en geen tegel te "
        "pakken, dus de beurt mislukt.",
    },
    "play.log.take": {
        "en": "{name} takes tile {tile} ({worms} 🪱).",
        "nl": "{name} pakt tegel {tile} ({worms} 🪱).",
    },
    "play.log.steal": {
        "en": "{name} steals tile {tile} ({worms} 🪱) from {victim}.",
        "nl": "{name} pikt tegel {tile} ({worms} 🪱) af van {victim}.",
    },
    "play.log.stop": {
        "en": "{name} stops without a tile, so the turn fails.",
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
    "play.win.worms": {
        "en": "{names} wins with {worms} 🪱.",
        "nl": "{names} wint met {worms} 🪱.",
    },
    "play.win.tile": {
        "en": "{tied} have {worms} 🪱 each; {names} wins by holding the highest tile, {tile}.",
        "nl": "{tied} hebben elk {worms} 🪱; {names} wint met de hoogste tegel, {tile}.",
    },
    "play.win.shared": {
        "en": "{names} share the win with {worms} 🪱 each.",
        "nl": "{names} delen de winst met elk {worms} 🪱.",
    },
    "play.and": {"en": " and ", "nl": " en "},
    "play.col.player": {"en": "Player", "nl": "Speler"},
    "play.col.worms": {"en": "Worms", "nl": "Wormen"},
    "play.col.tiles": {"en": "Tiles", "nl": "Tegels"},
    "play.col.highest": {"en": "Highest tile", "nl": "Hoogste tegel"},
    "play.chart": {"en": "Worms after each turn", "nl": "Wormen na elke beurt"},
    "play.chart.turn": {"en": "Turn", "nl": "Beurt"},
    # the decision report
    "play.report": {"en": "Decision report: {name}", "nl": "Beslissingsrapport: {name}"},
    "play.report.intro": {
        "en": "Each choice compared with the best one, in worms expected from the rest of the "
        "turn (the solver's exact values; a bust costs your top tile).",
        "nl": "Elke keuze vergeleken met de beste, in wormen die je van de rest van de beurt "
        "mag verwachten (de exacte waarden van de rekenaar; een misser kost je bovenste tegel).",
    },
    "play.report.busy": {"en": "Rating every decision…", "nl": "Elke beslissing beoordelen…"},
    "play.report.decisions": {"en": "Decisions rated", "nl": "Beslissingen beoordeeld"},
    "play.report.best": {"en": "Best choices", "nl": "Beste keuzes"},
    "play.report.lost": {"en": "Worms lost in all", "nl": "Wormen verloren in totaal"},
    "play.report.per_decision": {"en": "Lost per decision", "nl": "Verlies per beslissing"},
    "play.report.none": {
        "en": "There was no choice to rate.",
        "nl": "Er was geen keuze om te beoordelen.",
    },
    "play.report.flawless": {
        "en": "Every decision was the best one. Well played!",
        "nl": "Elke beslissing was de beste. Goed gespeeld!",
    },
    "play.report.worst": {"en": "The costliest decisions", "nl": "De duurste beslissingen"},
    "play.report.item": {
        "en": "Turn {turn}, {position}: you chose **{chosen}** ({value} 🪱); "
        "**{best}** was better ({best_value} 🪱), a loss of {loss} 🪱.",
        "nl": "Beurt {turn}, {position}: je koos **{chosen}** ({value} 🪱); "
        "**{best}** was beter ({best_value} 🪱), een verlies van {loss} 🪱.",
    },
    "play.report.at_roll": {
        "en": "roll {roll} with total {total} set aside",
        "nl": "worp {roll} met totaal {total} apart gelegd",
    },
    "play.report.at_stop": {
        "en": "total {total} set aside and {left} dice to roll",
        "nl": "totaal {total} apart gelegd en {left} stenen om te gooien",
    },
    "play.report.all": {"en": "Every rated decision", "nl": "Alle beoordeelde beslissingen"},
    "play.col.turn": {"en": "Turn", "nl": "Beurt"},
    "play.col.position": {"en": "Position", "nl": "Stand"},
    "play.col.choice": {"en": "Choice", "nl": "Keuze"},
    "play.col.value": {"en": "Worth", "nl": "Waarde"},
    "play.col.best": {"en": "Best", "nl": "Beste"},
    "play.col.best_value": {"en": "Best worth", "nl": "Waarde beste"},
    "play.col.loss": {"en": "Loss", "nl": "Verlies"},
    "play.act.keep": {"en": "keep {dice}", "nl": "houd {dice}"},
    "play.act.roll": {"en": "roll", "nl": "gooien"},
    "play.act.take": {"en": "take {tile}", "nl": "pak {tile}"},
    "play.act.steal": {"en": "steal {tile}", "nl": "pik {tile} af"},
    "play.act.stop": {"en": "stop (bust)", "nl": "stoppen (misser)"},
    # saving and loading
    "play.files": {"en": "Save or load", "nl": "Opslaan of laden"},
    "play.save": {"en": "Download this game", "nl": "Download dit spel"},
    "play.load": {"en": "Load a saved game", "nl": "Laad een opgeslagen spel"},
    "play.loaded": {
        "en": "Game loaded: {n} moves, {name} to play.",
        "nl": "Spel geladen: {n} zetten, {name} is aan de beurt.",
    },
    "play.loaded_over": {
        "en": "Game loaded: {n} moves, the game is over.",
        "nl": "Spel geladen: {n} zetten, het spel is uit.",
    },
    "play.load_failed": {
        "en": "This file could not be loaded, so your game goes on unchanged. The problem: {why}",
        "nl": "Dit bestand kon niet geladen worden, dus je spel gaat ongewijzigd door. "
        "Het probleem (in het Engels): {why}",
    },
}
