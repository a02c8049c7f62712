"""Strings of the probability explorer."""

TEXT: dict[str, dict[str, str]] = {
    "explorer.title": {"en": "Probability explorer", "nl": "Kansverkenner"},
    "explorer.intro": {
        "en": "Set up any moment of a turn and see the odds of every choice. The address of "
        "this page holds the situation: share the link and others see the same.",
        "nl": "Zet een moment uit een beurt klaar en bekijk de kansen van elke keuze. Het adres "
        "van deze pagina bewaart de situatie: deel de link en anderen zien precies hetzelfde.",
    },
    # the situation
    "explorer.dice": {"en": "Dice", "nl": "Dobbelstenen"},
    "explorer.kept": {"en": "Set aside", "nl": "Apart gelegd"},
    "explorer.rolled": {"en": "A roll is on the table", "nl": "Er ligt een worp op tafel"},
    "explorer.roll": {"en": "The roll", "nl": "De worp"},
    "explorer.count_label": {
        "en": "{row}: dice showing {face}",
        "nl": "{row}: dobbelstenen met {face}",
    },
    "explorer.dice_left": {
        "en": "{left} of 8 dice left to roll.",
        "nl": "Nog {left} van de 8 dobbelstenen om te gooien.",
    },
    "explorer.one_die": {"en": "1 die", "nl": "1 dobbelsteen"},
    "explorer.dice_count": {"en": "{n} dice", "nl": "{n} dobbelstenen"},
    "explorer.tiles": {"en": "Tiles", "nl": "Tegels"},
    "explorer.middle": {"en": "Face up in the middle", "nl": "Open in het midden"},
    "explorer.steal": {
        "en": "Opponents' top tiles (an exact total steals one)",
        "nl": "Bovenste tegels van de tegenstanders (stelen kan met precies dat totaal)",
    },
    "explorer.own": {
        "en": "Your top tile (lost on a bust)",
        "nl": "Jouw bovenste tegel (kwijt als je beurt mislukt)",
    },
    "explorer.own_none": {"en": "none", "nl": "geen"},
    "explorer.own_short": {"en": "Your top tile", "nl": "Jouw bovenste tegel"},
    "explorer.steal_short": {"en": "Opponents' top tiles", "nl": "Bovenste tegels van de anderen"},
    "explorer.goal": {"en": "Goal", "nl": "Doel"},
    "explorer.goal_tile": {"en": "Any tile", "nl": "Een tegel pakken"},
    "explorer.goal_worms": {"en": "Most worms", "nl": "Meeste wormen"},
    "explorer.goal_score": {"en": "Highest total", "nl": "Hoogste totaal"},
    "explorer.goal_target": {"en": "Reach a total", "nl": "Een totaal halen"},
    "explorer.target": {"en": "Total to reach", "nl": "Totaal om te halen"},
    "explorer.exact": {"en": "Exactly this total", "nl": "Precies dit totaal"},
    "explorer.rules": {"en": "Rules", "nl": "Spelregels"},
    # what cannot be shown
    "explorer.err_too_many_dice": {
        "en": "That is {count} dice, but the game has only 8. Lower a count.",
        "nl": "Dat zijn {count} dobbelstenen, maar het spel heeft er maar 8. Verlaag een aantal.",
    },
    "explorer.err_no_dice_left": {
        "en": "All 8 dice are set aside, so there is no roll. Switch the roll off.",
        "nl": "Alle 8 dobbelstenen liggen apart, dus er is geen worp. Zet de worp uit.",
    },
    "explorer.err_roll_size": {
        "en": "The roll shows {count} dice, but {left} dice are left to roll.",
        "nl": "De worp toont {count} dobbelstenen, maar er zijn er nog {left} om te gooien.",
    },
    "explorer.bust_h": {
        "en": "Bust! This roll ends the turn",
        "nl": "Mislukt! Deze worp maakt een eind aan je beurt",
    },
    "explorer.bust_why": {
        "en": "The roll shows only {faces}, and you have set those aside already. Nothing new "
        "to set aside, so your turn is a bust.",
        "nl": "De worp toont alleen {faces}, en die heb je al apart gelegd. Je kunt niets nieuws "
        "apart leggen, dus je beurt mislukt.",
    },
    "explorer.bust_chance": {
        "en": "Rolling {dice} with these faces set aside busts with a chance of {chance}.",
        "nl": "Gooi je {dice} met deze waarden apart, dan mislukt je beurt met een kans van "
        "{chance}.",
    },
    "explorer.bust_back_turned": {
        "en": "Your top tile {tile} goes back to the middle, and the highest tile, {turned}, is "
        "turned face down.",
        "nl": "Je bovenste tegel {tile} gaat terug naar het midden, en de hoogste tegel, "
        "{turned}, wordt omgedraaid.",
    },
    "explorer.bust_back_spared": {
        "en": "Your top tile {tile} goes back to the middle. It is now the highest tile there, "
        "so nothing is turned face down.",
        "nl": "Je bovenste tegel {tile} gaat terug naar het midden. Daar is die nu zelf de "
        "hoogste, dus er wordt niets omgedraaid.",
    },
    "explorer.bust_turned": {
        "en": "You have no tile to give back; the highest tile in the middle, {turned}, is "
        "turned face down.",
        "nl": "Je hebt geen tegel om terug te geven; de hoogste tegel in het midden, {turned}, "
        "wordt omgedraaid.",
    },
    "explorer.bust_before": {
        "en": "◀ Show the moment before this roll",
        "nl": "◀ Toon het moment vóór deze worp",
    },
    "explorer.err_bust_roll": {
        "en": "This roll shows only faces you have already set aside: the turn is a bust and "
        "there is nothing left to choose.",
        "nl": "Deze worp toont alleen waarden die je al apart hebt gelegd: je beurt is mislukt "
        "en er valt niets meer te kiezen.",
    },
    "explorer.err_tile_not_used": {
        "en": "Tile {tile} is not in the game with these rules.",
        "nl": "Tegel {tile} doet niet mee met deze spelregels.",
    },
    "explorer.err_tile_twice": {
        "en": "Tile {tile} cannot lie in two places at once.",
        "nl": "Tegel {tile} kan niet op twee plaatsen tegelijk liggen.",
    },
    "explorer.err_no_middle": {
        "en": "Put at least one tile face up in the middle: without one the game is over.",
        "nl": "Leg minstens één tegel open in het midden: zonder is het spel voorbij.",
    },
    "explorer.err_opponents": {
        "en": "These rules allow at most {most} opponents, so at most {most} top tiles.",
        "nl": "Deze spelregels staan hooguit {most} tegenstanders toe, dus hooguit "
        "{most} bovenste tegels.",
    },
    "explorer.err_target": {
        "en": "The total to reach must lie between {low} and {high}.",
        "nl": "Het totaal om te halen moet tussen {low} en {high} liggen.",
    },
    "explorer.err_link": {
        "en": "The link's value for '{name}' cannot be used here, so that part was left out: "
        "'{value}'. The rest of the link is shown.",
        "nl": "De waarde voor '{name}' in de link kan hier niet gebruikt worden, dus dat deel "
        "is weggelaten: '{value}'. De rest van de link zie je wel.",
    },
    # numbers
    "explorer.m_next_bust": {"en": "Next roll busts", "nl": "Volgende worp mislukt"},
    "explorer.m_turn_bust": {"en": "Turn busts", "nl": "Beurt mislukt"},
    "explorer.m_no_roll": {"en": "no roll", "nl": "geen worp"},
    "explorer.unit_tile": {"en": "Chance of a tile", "nl": "Kans op een tegel"},
    "explorer.unit_worms": {"en": "Worms on average", "nl": "Wormen (gemiddeld)"},
    "explorer.unit_score": {"en": "Average total", "nl": "Gemiddeld totaal"},
    "explorer.unit_target": {"en": "Chance to reach {target}", "nl": "Kans om {target} te halen"},
    "explorer.unit_target_exact": {
        "en": "Chance of exactly {target}",
        "nl": "Kans op precies {target}",
    },
    # choices
    "explorer.act_keep": {"en": "Set aside {count} × {face}", "nl": "Leg {count} × {face} apart"},
    "explorer.act_roll": {"en": "Roll on", "nl": "Verder gooien"},
    "explorer.act_take": {"en": "Stop, take {tile}", "nl": "Stop en pak {tile}"},
    "explorer.act_steal": {"en": "Stop, steal {tile}", "nl": "Stop en steel {tile}"},
    "explorer.act_stop": {"en": "Stop (a bust)", "nl": "Stoppen (mislukt)"},
    "explorer.worm": {"en": "worm", "nl": "worm"},
    "explorer.best": {"en": "best", "nl": "beste"},
    "explorer.bust": {"en": "Bust", "nl": "Mislukt"},
    # sentences
    "explorer.say_first_roll": {
        "en": "The first roll of a turn never busts: with nothing set aside, every face is new.",
        "nl": "De eerste worp van een beurt mislukt nooit: er ligt nog niets apart, "
        "dus elke waarde is nieuw.",
    },
    "explorer.say_next_roll": {
        "en": "If you roll the {dice} left, the chance that they show only faces you already "
        "set aside is {chance}. That would be a bust.",
        "nl": "Gooi je de {dice} die over zijn, dan is de kans {chance} dat je alleen waarden "
        "gooit die je al apart hebt gelegd. Dan mislukt je beurt.",
    },
    "explorer.say_next_roll_after": {
        "en": "After the best choice you have {dice} left: rolling busts with a chance of "
        "{chance}.",
        "nl": "Na de beste keuze heb je nog {dice} over. Gooi je verder, dan mislukt je beurt "
        "met een kans van {chance}.",
    },
    "explorer.say_no_roll": {
        "en": "Nothing is left to roll (all dice or all faces are used): the turn ends now.",
        "nl": "Je kunt niet verder gooien (alle dobbelstenen of alle waarden zijn gebruikt): de "
        "beurt eindigt nu.",
    },
    "explorer.say_best": {"en": "Best choice: **{choice}**.", "nl": "Beste keuze: **{choice}**."},
    "explorer.say_next_best": {
        "en": "Next best: {choice}. {unit}: {value}.",
        "nl": "Daarna het beste: {choice}. {unit}: {value}.",
    },
    "explorer.say_tied": {
        "en": "Equally good: {choices}. Whichever you pick, you lose nothing.",
        "nl": "Even goed: {choices}. Wat je ook kiest, je verliest niets.",
    },
    "explorer.and": {"en": "{first} and {last}", "nl": "{first} en {last}"},
    "explorer.say_worth_tile": {
        "en": "Played the best way from here, the turn ends with a tile {value} of the time.",
        "nl": "Speel je vanaf hier zo goed mogelijk, dan eindigt de beurt in {value} van de "
        "gevallen met een tegel.",
    },
    "explorer.say_worth_worms": {
        "en": "Played the best way from here, the turn brings {value} worms on average.",
        "nl": "Speel je vanaf hier zo goed mogelijk, dan levert de beurt gemiddeld {value} "
        "wormen op.",
    },
    "explorer.say_worth_score": {
        "en": "Played the best way from here, the turn ends with a total of {value} on "
        "average (a bust counts as 0).",
        "nl": "Speel je vanaf hier zo goed mogelijk, dan eindigt de beurt gemiddeld met een "
        "totaal van {value} (mislukt telt als 0).",
    },
    "explorer.say_worth_target": {
        "en": "Played the best way from here, you take a tile with a total of at least "
        "{target} {value} of the time.",
        "nl": "Speel je vanaf hier zo goed mogelijk, dan pak je in {value} van de gevallen "
        "een tegel met een totaal van minstens {target}.",
    },
    "explorer.say_worth_target_exact": {
        "en": "Played the best way from here, you take a tile with a total of exactly "
        "{target} {value} of the time.",
        "nl": "Speel je vanaf hier zo goed mogelijk, dan pak je in {value} van de gevallen "
        "een tegel met een totaal van precies {target}.",
    },
    "explorer.say_ends": {
        "en": "With best play you take a tile {tiles} of the time and bust {bust} of the time; "
        "the most likely tile is {tile} ({chance}).",
        "nl": "Als je zo goed mogelijk speelt, pak je in {tiles} van de gevallen een tegel en "
        "mislukt je beurt in {bust} van de gevallen. De tegel die je het vaakst krijgt is "
        "{tile} ({chance}).",
    },
    "explorer.say_ends_bust": {
        "en": "Whatever you do, this turn ends in a bust.",
        "nl": "Wat je ook doet, deze beurt mislukt.",
    },
    "explorer.say_stop_takes": {
        "en": "Stopping now takes tile {tile}.",
        "nl": "Stop je nu, dan pak je tegel {tile}.",
    },
    "explorer.say_stop_steals": {
        "en": "Stopping now steals tile {tile}.",
        "nl": "Stop je nu, dan steel je tegel {tile}.",
    },
    "explorer.say_stop_busts": {
        "en": "Stopping now would be a bust. A tile needs a worm set aside, a total of at least "
        "21 (you have {total}) and a tile you may take with that total.",
        "nl": "Als je nu stopt, mislukt je beurt. Voor een tegel heb je een worm apart nodig, "
        "minstens 21 punten (je hebt er {total}) en een tegel die je met dat totaal mag pakken.",
    },
    # charts
    "explorer.chart_choices": {
        "en": "The value of each choice",
        "nl": "De waarde van elke keuze",
    },
    "explorer.chart_ends": {
        "en": "How the turn ends with best play",
        "nl": "Hoe de beurt afloopt als je zo goed mogelijk speelt",
    },
    "explorer.chart_heatmap": {
        "en": "Chance that the next roll busts",
        "nl": "Kans dat de volgende worp mislukt",
    },
    "explorer.heatmap_caption": {
        "en": "Each cell is (faces set aside ÷ 6) to the power of the dice left to roll. The "
        "thick frame marks your situation.",
        "nl": "Elk vakje is (aantal apart gelegde waarden ÷ 6) tot de macht (aantal "
        "dobbelstenen dat je nog gooit). Het dikke kader is jouw situatie.",
    },
    "explorer.axis_dice_left": {"en": "Dice left to roll", "nl": "Dobbelstenen nog te gooien"},
    "explorer.axis_faces_used": {"en": "Faces set aside", "nl": "Apart gelegde waarden"},
    "explorer.axis_chance": {"en": "Chance", "nl": "Kans"},
    "explorer.axis_end": {"en": "End of the turn", "nl": "Einde van de beurt"},
    # simulation
    "explorer.simulate": {"en": "Simulate {turns} turns", "nl": "Simuleer {turns} beurten"},
    "explorer.sim_intro": {
        "en": "Let the computer play this turn {turns} times the best way with real random "
        "dice, and compare what happens with the exact numbers.",
        "nl": "Laat de computer deze beurt {turns} keer zo goed mogelijk spelen met echte "
        "willekeurige dobbelstenen, en vergelijk de uitkomst met de exacte getallen.",
    },
    "explorer.sim_result": {
        "en": "In {turns} simulated turns the average was {sampled} (exact: {exact}) and "
        "{sampled_bust} of the turns busted (exact: {exact_bust}). More turns bring the "
        "sample closer to the exact value.",
        "nl": "In {turns} gesimuleerde beurten was het gemiddelde {sampled} (exact: {exact}) "
        "en mislukte {sampled_bust} van de beurten (exact: {exact_bust}). Hoe meer beurten, "
        "hoe dichter de steekproef bij de exacte waarde komt.",
    },
    "explorer.exact_bars": {"en": "Exact", "nl": "Exact"},
    "explorer.sampled_bars": {"en": "Simulated", "nl": "Gesimuleerd"},
    "explorer.axis_turns": {"en": "Turns played", "nl": "Gespeelde beurten"},
}
