"""Strings of the rules page: the rules in short sentences, the example turn and the quiz."""

TEXT: dict[str, dict[str, str]] = {
    # --- page and tabs ---------------------------------------------------------------------
    "rules.title": {"en": "How to play Regenwormen", "nl": "Zo speel je Regenwormen"},
    "rules.intro": {
        "en": "Roll dice, collect worms, and know when to stop. Learn it in five minutes.",
        "nl": "Gooi dobbelstenen, verzamel wormen en weet wanneer je stopt. "
        "In vijf minuten geleerd.",
    },
    "rules.tab.material": {"en": "📦 The game", "nl": "📦 Het spel"},
    "rules.tab.turn": {"en": "🎲 Your turn", "nl": "🎲 Je beurt"},
    "rules.tab.tiles": {"en": "🪱 Tiles", "nl": "🪱 Tegels"},
    "rules.tab.bust": {"en": "💥 Bust", "nl": "💥 Mislukt"},
    "rules.tab.end": {"en": "🏆 The end", "nl": "🏆 Einde"},
    "rules.tab.example": {"en": "▶️ Example", "nl": "▶️ Voorbeeld"},
    "rules.tab.quiz": {"en": "✅ Quiz", "nl": "✅ Quiz"},
    "rules.tab.mistakes": {"en": "⚠️ Mistakes", "nl": "⚠️ Fouten"},
    "rules.tab.variants": {"en": "🔧 Variants", "nl": "🔧 Varianten"},
    "rules.explore": {"en": "See the odds here", "nl": "Bekijk de kansen"},
    "rules.explore_any": {"en": "Open the explorer", "nl": "Open de kansverkenner"},
    "rules.play": {"en": "Play a game", "nl": "Speel een potje"},
    "rules.you": {"en": "You", "nl": "Jij"},
    "rules.player": {"en": "Player {n}", "nl": "Speler {n}"},
    "rules.kept": {"en": "Set aside", "nl": "Apart gelegd"},
    "rules.kept_none": {"en": "nothing yet", "nl": "nog niets"},
    "rules.rolled": {"en": "Rolled", "nl": "Gegooid"},
    "rules.total": {"en": "Total: {total}", "nl": "Totaal: {total}"},
    "rules.before": {"en": "Before", "nl": "Voor"},
    "rules.after": {"en": "After", "nl": "Na"},
    # --- material --------------------------------------------------------------------------
    "rules.material.h": {"en": "What you play with", "nl": "Waarmee je speelt"},
    "rules.material.dice": {
        "en": "**8 dice.** Each die shows 1, 2, 3, 4, 5 or a worm. A worm counts 5 points.",
        "nl": "**8 dobbelstenen.** Op elke dobbelsteen staan 1, 2, 3, 4, 5 en een worm. Een "
        "worm telt 5 punten.",
    },
    "rules.material.tiles": {
        "en": "**16 tiles**, numbered 21 to 36. Higher tiles carry more worms: 21–24 one, "
        "25–28 two, 29–32 three, 33–36 four. That makes 40 worms in all.",
        "nl": "**16 tegels**, genummerd 21 tot en met 36. Hogere tegels hebben meer wormen: "
        "21–24 één, 25–28 twee, 29–32 drie, 33–36 vier. Samen 40 wormen.",
    },
    "rules.material.setup": {
        "en": "**2 to 7 players.** Lay all tiles face up in a row in the middle of the table, "
        "lowest on the left. This row is called the middle (or the grill). Nobody owns a tile "
        "at the start.",
        "nl": "**2 tot 7 spelers.** Leg alle tegels open op een rij midden op tafel, de laagste "
        "links. Die rij heet het midden (of de grill). Aan het begin heeft niemand een tegel.",
    },
    "rules.material.goal": {
        "en": "**Goal:** have the most worms on your tiles when the game ends. "
        "The worms count, not the numbers.",
        "nl": "**Doel:** aan het eind de meeste wormen op je tegels hebben. "
        "De wormen tellen, niet de getallen.",
    },
    # --- the turn --------------------------------------------------------------------------
    "rules.turn.h": {"en": "A turn, step by step", "nl": "Een beurt, stap voor stap"},
    "rules.turn.roll": {
        "en": "1. **Roll** all dice you have not set aside yet.",
        "nl": "1. **Gooi** alle dobbelstenen die je nog niet apart hebt gelegd.",
    },
    "rules.turn.keep": {
        "en": "2. **Set aside all dice of one face.** It must be a face you have not set aside "
        "before in this turn. The worm is a face of its own.",
        "nl": "2. **Leg alle dobbelstenen met één waarde apart.** Het moet een waarde zijn die "
        "je deze beurt nog niet apart hebt gelegd. De worm telt als een eigen waarde.",
    },
    "rules.turn.again": {
        "en": "3. **Roll again** with the dice that are left, **or stop.**",
        "nl": "3. **Gooi opnieuw** met de dobbelstenen die over zijn, **of stop.**",
    },
    "rules.turn.no_new": {
        "en": "Does the roll show only faces you already set aside? Then you cannot set "
        "any aside: your turn is a **bust**.",
        "nl": "Toont de worp alleen waarden die je al apart hebt gelegd? Dan kun je niets apart "
        "leggen: je beurt is **mislukt**.",
    },
    "rules.turn.over": {
        "en": "The turn also ends when all 8 dice are set aside, or all six faces are used.",
        "nl": "De beurt is ook voorbij als alle 8 dobbelstenen apart liggen, of als je alle zes "
        "waarden al apart hebt gelegd.",
    },
    "rules.turn.stop": {
        "en": "**To stop with a tile you need a total of at least 21 and at least one worm** "
        "among the dice you set aside.",
        "nl": "**Om te stoppen met een tegel heb je minstens 21 punten en minstens één worm "
        "nodig** bij je apart gelegde dobbelstenen.",
    },
    "rules.turn.picture": {
        "en": "You set aside {kept} and rolled {roll}. You may now set aside: {allowed}. Not "
        "{used}: you set that face aside already.",
        "nl": "Je hebt {kept} apart gelegd en gooit {roll}. Nu mag je apart leggen: {allowed}. "
        "Niet {used}: die waarde heb je al.",
    },
    # --- taking and stealing ---------------------------------------------------------------
    "rules.tiles.h": {"en": "Stop and take a tile", "nl": "Stoppen en een tegel pakken"},
    "rules.tiles.middle": {
        "en": "**From the middle:** take the tile equal to your total. Is it gone? Then take "
        "the highest face-up tile below your total.",
        "nl": "**Uit het midden:** pak de tegel die gelijk is aan je totaal. Is die weg? Pak "
        "dan de hoogste open tegel onder je totaal.",
    },
    "rules.tiles.steal": {
        "en": "**Steal:** take the top tile of another player's stack, but only if it is "
        "exactly your total.",
        "nl": "**Stelen:** pak de bovenste tegel van de stapel van een andere speler, maar "
        "alleen als die precies je totaal is.",
    },
    "rules.tiles.choose": {
        "en": "Can you do both? You choose.",
        "nl": "Kan allebei? Dan mag jij kiezen.",
    },
    "rules.tiles.stack": {
        "en": "Put the tile on top of your own stack. Only the top tile of a stack can be stolen.",
        "nl": "Leg de tegel bovenop je eigen stapel. Alleen de bovenste tegel van een stapel "
        "kan gestolen worden.",
    },
    "rules.tiles.none": {
        "en": "No tile possible (no worm, under 21, nothing low enough and no exact steal)? "
        "Then stopping is a bust.",
        "nl": "Kun je geen tegel pakken (geen worm, minder dan 21, geen tegel die laag genoeg "
        "is en niets om precies te stelen)? Dan mislukt je beurt als je stopt.",
    },
    "rules.tiles.picture": {
        "en": "Your total is {total}. Tiles {gone} are gone from the middle. "
        "Take {middle} from the middle, or steal {total} from {victim}.",
        "nl": "Je totaal is {total}. Tegels {gone} liggen niet meer in het midden. "
        "Pak {middle} uit het midden, of steel {total} van {victim}.",
    },
    # --- bust --------------------------------------------------------------------------------
    "rules.bust.h": {
        "en": "Bust: the turn ends without a tile",
        "nl": "Mislukt: de beurt eindigt zonder tegel",
    },
    "rules.bust.when": {
        "en": "You bust when a roll gives you no new face, or when you stop without being "
        "able to take a tile.",
        "nl": "Je beurt mislukt als een worp geen nieuwe waarde geeft, of als je stopt "
        "zonder een tegel te kunnen pakken.",
    },
    "rules.bust.return": {
        "en": "1. Put the top tile of your stack back in the middle, face up, in its place.",
        "nl": "1. Leg de bovenste tegel van je stapel terug in het midden, open, op zijn plek.",
    },
    "rules.bust.turn": {
        "en": "2. Turn the highest face-up tile in the middle face down. It is out of the game.",
        "nl": "2. Draai de hoogste open tegel in het midden om. Die doet niet meer mee.",
    },
    "rules.bust.exception": {
        "en": "**Exception:** is the tile you just put back itself the highest? "
        "Then nothing is turned.",
        "nl": "**Uitzondering:** is de tegel die je net teruglegde zelf de hoogste? "
        "Dan wordt er niets omgedraaid.",
    },
    "rules.bust.empty": {
        "en": "No tile on your stack? You still turn the highest tile.",
        "nl": "Geen tegel op je stapel? Dan draai je toch de hoogste tegel om.",
    },
    "rules.bust.case_normal": {
        "en": "You bust with {returned} on top of your stack: it goes back, and {turned} is "
        "turned over.",
        "nl": "Je beurt mislukt met {returned} bovenop je stapel: die gaat terug naar het "
        "midden, en {turned} wordt omgedraaid.",
    },
    "rules.bust.case_spared": {
        "en": "You bust with {returned} on top of your stack: it goes back and is now the "
        "highest tile, so nothing is turned.",
        "nl": "Je beurt mislukt met {returned} bovenop je stapel: die gaat terug naar het "
        "midden en is nu zelf de hoogste, dus er wordt niets omgedraaid.",
    },
    # --- end -------------------------------------------------------------------------------
    "rules.end.h": {"en": "The end and the winner", "nl": "Het einde en de winnaar"},
    "rules.end.when": {
        "en": "The game ends when no face-up tile is left in the middle.",
        "nl": "Het spel is uit als er geen open tegel meer in het midden ligt.",
    },
    "rules.end.count": {
        "en": "Count the worms on your tiles. **The most worms wins.**",
        "nl": "Tel de wormen op je tegels. **Wie de meeste wormen heeft, wint.**",
    },
    "rules.end.tie": {
        "en": "A tie? Of the tied players, the one holding the highest-numbered tile wins. "
        "Still tied (possible only when they have no tiles)? They share the win.",
        "nl": "Gelijkspel? Dan wint van die spelers degene met de hoogste tegel. Nog steeds "
        "gelijk (kan alleen als ze geen tegels hebben)? Dan delen ze de winst.",
    },
    "rules.end.picture": {
        "en": "Both players have {worms} worms. {winner} holds the highest tile, {tile}, and wins.",
        "nl": "Beide spelers hebben {worms} wormen. {winner} heeft de hoogste tegel, {tile}, "
        "en wint.",
    },
    # --- worked example --------------------------------------------------------------------
    "rules.example.h": {"en": "Play along with one turn", "nl": "Speel één beurt mee"},
    "rules.example.next": {"en": "Next ▶", "nl": "Verder ▶"},
    "rules.example.back": {"en": "◀ Back", "nl": "◀ Terug"},
    "rules.example.restart": {"en": "⟲ Start again", "nl": "⟲ Opnieuw"},
    "rules.example.progress": {"en": "Step {n} of {of}", "nl": "Stap {n} van {of}"},
    "rules.example.now": {"en": "Now you may {choices}.", "nl": "Je mag nu {choices}."},
    "rules.example.may_keep": {"en": "set aside {faces}", "nl": "{faces} apart leggen"},
    "rules.example.may_roll": {
        "en": "roll the {n} dice that are left",
        "nl": "de {n} dobbelstenen gooien die over zijn",
    },
    "rules.example.may_roll_all": {"en": "roll all {n} dice", "nl": "alle {n} dobbelstenen gooien"},
    "rules.example.may_roll_one": {
        "en": "roll the last die",
        "nl": "de laatste dobbelsteen gooien",
    },
    "rules.example.may_take": {
        "en": "stop and take tile {tile}",
        "nl": "stoppen en tegel {tile} pakken",
    },
    "rules.example.may_steal": {
        "en": "stop and steal tile {tile} from {name}",
        "nl": "stoppen en tegel {tile} van {name} stelen",
    },
    "rules.example.may_stop": {
        "en": "stop, but without a tile that is a bust",
        "nl": "stoppen, maar zonder tegel mislukt je beurt",
    },
    "rules.example.bust_chance": {
        "en": "If you roll again, your turn busts with a chance of {chance}.",
        "nl": "Gooi je verder, dan mislukt je beurt met een kans van {chance}.",
    },
    "rules.either": {"en": "{first} or {last}", "nl": "{first} of {last}"},
    "rules.example.start": {
        "en": "It is your turn. Anna has tile 25 on her stack. Tile 36 was turned over earlier. "
        "All 8 dice are yours.",
        "nl": "Jij bent aan de beurt. Anna heeft tegel 25 op haar stapel. Tegel 36 is eerder "
        "omgedraaid. Je hebt alle 8 dobbelstenen.",
    },
    "rules.example.roll8": {
        "en": "You roll all 8 dice. Every face is new this turn, so any of them may be set aside.",
        "nl": "Je gooit alle 8 dobbelstenen. Alle waarden zijn deze beurt nog nieuw, dus je mag "
        "zelf kiezen welke je apart legt.",
    },
    "rules.example.keep_worms": {
        "en": "You set aside all three worms: 15 points, and the worm you need for a tile.",
        "nl": "Je legt alle drie de wormen apart: 15 punten, en de worm die je nodig hebt "
        "voor een tegel.",
    },
    "rules.example.roll5": {
        "en": "You roll the 5 dice that are left. There is a worm again, but worms are already "
        "set aside: you may not set them aside again.",
        "nl": "Je gooit de 5 dobbelstenen die over zijn. Er ligt weer een worm, maar je hebt al "
        "wormen apart gelegd: die mag je niet nog eens kiezen.",
    },
    "rules.example.keep_fours": {
        "en": "You set aside the two 4s. Total 23, with a worm: you could stop and take 23.",
        "nl": "Je legt de twee vieren apart. Totaal 23, met een worm: je zou kunnen stoppen "
        "en 23 pakken.",
    },
    "rules.example.roll3": {
        "en": "You dare to roll the last 3 dice. Only the 1s are new.",
        "nl": "Je durft de laatste 3 dobbelstenen te gooien. Alleen de enen zijn nieuw.",
    },
    "rules.example.keep_ones": {
        "en": "You set aside the two 1s: total 25. Tile 25 is not in the middle, so the "
        "middle gives you 24. But 25 is on top of Anna's stack!",
        "nl": "Je legt de twee enen apart: totaal 25. Tegel 25 ligt niet in het midden, dus "
        "uit het midden krijg je 24. Maar 25 ligt bovenop Anna's stapel!",
    },
    "rules.example.steal": {
        "en": "You stop and steal 25 from Anna: two worms for you, two fewer for her. "
        "Her turn now.",
        "nl": "Je stopt en steelt 25 van Anna: twee wormen voor jou, twee minder voor haar. "
        "Nu is zij aan de beurt.",
    },
    "rules.example.what_if": {
        "en": "What if you had rolled the last die instead? It shows a 4, a face you already "
        "have: bust. Your stack is empty, so only the highest tile, 35, is turned over.",
        "nl": "En als je toch de laatste dobbelsteen had gegooid? Die toont een 4, een waarde "
        "die je al hebt: mislukt. Je stapel is leeg, dus alleen de hoogste tegel, 35, wordt "
        "omgedraaid.",
    },
    # --- quiz ------------------------------------------------------------------------------
    "rules.quiz.h": {"en": "Test yourself", "nl": "Test jezelf"},
    "rules.quiz.intro": {
        "en": "Every question comes from a real game. The game engine checks your answer.",
        "nl": "Elke vraag komt uit een echt potje. De spelcomputer controleert je antwoord.",
    },
    "rules.quiz.keep.h": {"en": "Which dice may you set aside?", "nl": "Wat mag je apart leggen?"},
    "rules.quiz.keep.q": {
        "en": "Pick every face you may set aside now.",
        "nl": "Kies elke waarde die je nu apart mag leggen.",
    },
    "rules.quiz.bust.h": {"en": "Is this a bust?", "nl": "Is dit mislukt?"},
    "rules.quiz.bust.q_roll": {
        "en": "You had set aside these dice and now roll this. Is it a bust?",
        "nl": "Deze dobbelstenen liggen al apart en je gooit nu dit. Is je beurt mislukt?",
    },
    "rules.quiz.bust.q_stop": {
        "en": "You stop now, with these dice set aside. Is it a bust?",
        "nl": "Je stopt nu, met deze dobbelstenen apart gelegd. Is je beurt mislukt?",
    },
    "rules.quiz.tile.h": {"en": "Which tile do you take?", "nl": "Welke tegel pak je?"},
    "rules.quiz.tile.q": {
        "en": "You stop with a total of {total}. Which tile do you take from the middle?",
        "nl": "Je stopt met een totaal van {total}. Welke tegel pak je uit het midden?",
    },
    "rules.quiz.steal.h": {"en": "Can you steal?", "nl": "Mag je stelen?"},
    "rules.quiz.steal.q": {
        "en": "You stop with a total of {total}. From whom can you steal a tile?",
        "nl": "Je stopt met een totaal van {total}. Van wie mag je een tegel stelen?",
    },
    "rules.quiz.answer": {"en": "Your answer", "nl": "Jouw antwoord"},
    "rules.quiz.check": {"en": "Check", "nl": "Controleer"},
    "rules.quiz.new": {"en": "🔄 New question", "nl": "🔄 Nieuwe vraag"},
    "rules.quiz.worm": {"en": "🪱 worm", "nl": "🪱 worm"},
    "rules.quiz.yes": {"en": "Yes", "nl": "Ja"},
    "rules.quiz.no": {"en": "No", "nl": "Nee"},
    "rules.quiz.no_tile": {"en": "No tile", "nl": "Geen tegel"},
    "rules.quiz.nobody": {"en": "Nobody", "nl": "Niemand"},
    "rules.quiz.right": {"en": "Right! {why}", "nl": "Goed! {why}"},
    "rules.quiz.wrong": {"en": "Not quite. {why}", "nl": "Niet helemaal. {why}"},
    # --- the one-line reasons (fields come from app/quiz.py) --------------------------------
    "rules.why.keep_all": {
        "en": "None of these faces was set aside earlier this turn, so each may be: {new}.",
        "nl": "Geen van deze waarden lag deze beurt al apart, dus ze mogen allemaal: {new}.",
    },
    "rules.why.keep_new": {
        "en": "{used} was set aside earlier this turn and may not be chosen again. Allowed: {new}.",
        "nl": "{used} lag deze beurt al apart en mag niet nog eens. Wel toegestaan: {new}.",
    },
    "rules.why.bust_roll": {
        "en": "Bust: every face in this roll ({faces}) was already set aside this turn.",
        "nl": "Mislukt: elke waarde in deze worp ({faces}) lag deze beurt al apart.",
    },
    "rules.why.no_bust_roll": {
        "en": "No bust: {new} is still new this turn, so you can set it aside.",
        "nl": "Niet mislukt: {new} is nog nieuw deze beurt, dus die kun je apart leggen.",
    },
    "rules.why.bust_no_worm": {
        "en": "Bust: no worm is set aside, and without a worm you never get a tile.",
        "nl": "Mislukt: er ligt geen worm apart, en zonder worm krijg je nooit een tegel.",
    },
    "rules.why.bust_low": {
        "en": "Bust: a total of {total} is below {min}, too low for any tile.",
        "nl": "Mislukt: een totaal van {total} is minder dan {min}, te laag voor een tegel.",
    },
    "rules.why.bust_no_tile": {
        "en": "Bust: no face-up tile in the middle is {total} or lower, and nobody has {total} "
        "on top.",
        "nl": "Mislukt: in het midden ligt geen open tegel van {total} of lager, en niemand "
        "heeft {total} bovenop.",
    },
    "rules.why.no_bust_stop": {
        "en": "No bust: with {total} and a worm you can take {tiles}.",
        "nl": "Niet mislukt: met {total} en een worm kun je {tiles} pakken.",
    },
    "rules.why.tile_exact": {
        "en": "Tile {total} lies face up in the middle, so you take it.",
        "nl": "Tegel {total} ligt open in het midden, dus die pak je.",
    },
    "rules.why.tile_lower": {
        "en": "There is no tile {total} in the middle, so you take the highest face-up tile "
        "below your total: {tile}.",
        "nl": "Er ligt geen tegel {total} in het midden, dus je pakt de hoogste open tegel "
        "onder je totaal: {tile}.",
    },
    "rules.why.tile_none": {
        "en": "Every face-up tile in the middle is higher than {total}: you get none from "
        "the middle.",
        "nl": "Elke open tegel in het midden is hoger dan {total}: uit het midden krijg je niets.",
    },
    "rules.why.steal_yes": {
        "en": "Player {player} has {total} on top, exactly your total: you may steal it.",
        "nl": "Speler {player} heeft {total} bovenop, precies je totaal: die mag je stelen.",
    },
    "rules.why.steal_buried": {
        "en": "Player {player} holds {total}, but not on top. Only a top tile can be stolen.",
        "nl": "Speler {player} heeft {total}, maar niet bovenop. Alleen een bovenste tegel "
        "kun je stelen.",
    },
    "rules.why.steal_no": {
        "en": "Nobody has exactly {total} on top (top tiles: {tops}), so there is nothing "
        "to steal.",
        "nl": "Niemand heeft precies {total} bovenop (bovenste tegels: {tops}), dus er valt "
        "niets te stelen.",
    },
    # --- common mistakes -------------------------------------------------------------------
    "rules.mistakes.h": {
        "en": "Mistakes that many players make",
        "nl": "Fouten die veel spelers maken",
    },
    "rules.mistake.worm.h": {"en": "Forgetting the worm", "nl": "De worm vergeten"},
    "rules.mistake.worm.text": {
        "en": "Without a worm among your dice you never get a tile, however high your total.",
        "nl": "Zonder worm bij je apart gelegde dobbelstenen krijg je nooit een tegel, hoe hoog "
        "je totaal ook is.",
    },
    "rules.mistake.worm.example": {
        "en": "{total} points but no worm: stopping here is a bust.",
        "nl": "{total} punten, maar geen worm: stop je hier, dan mislukt je beurt.",
    },
    "rules.mistake.exact.h": {
        "en": "Demanding the exact tile from the middle",
        "nl": "Precies de juiste tegel uit het midden eisen",
    },
    "rules.mistake.exact.text": {
        "en": "From the middle you may take a lower tile when yours is gone. Only stealing "
        "needs the exact number.",
        "nl": "Uit het midden mag je een lagere tegel pakken als de jouwe weg is. Alleen bij "
        "stelen moet het getal precies kloppen.",
    },
    "rules.mistake.exact.example": {
        "en": "Total {total}, and tile {total} is gone: you still take {tile}.",
        "nl": "Totaal {total}, maar tegel {total} is weg: je pakt gewoon {tile}.",
    },
    "rules.mistake.twice.h": {
        "en": "Choosing a face twice",
        "nl": "Een waarde twee keer kiezen",
    },
    "rules.mistake.twice.text": {
        "en": "Each face only once per turn, even when you roll it again later.",
        "nl": "Elke waarde maar één keer per beurt, ook als je die later weer gooit.",
    },
    "rules.mistake.twice.example": {
        "en": "You set aside {kept} and roll {roll}. Not {used} again: only {allowed}.",
        "nl": "Je hebt {kept} apart gelegd en gooit {roll}. Niet nog eens {used}: alleen "
        "{allowed}.",
    },
    # --- variants --------------------------------------------------------------------------
    "rules.variants.h": {"en": "Variants", "nl": "Varianten"},
    "rules.variants.intro": {
        "en": "The official rules are the default. Agree on a variant before you start.",
        "nl": "De officiële regels gelden standaard. Spreek een variant af vóór je begint.",
    },
    "rules.label.official": {"en": "Official", "nl": "Officieel"},
    "rules.label.house": {"en": "House rule", "nl": "Huisregel"},
    "rules.variant.official": {"en": "Official rules", "nl": "Officiële regels"},
    "rules.variant.shorter-game": {"en": "Shorter game", "nl": "Korter spel"},
    "rules.variant.exact-tile-only": {"en": "Exact tile only", "nl": "Alleen de precieze tegel"},
    "rules.variant.short-pot": {"en": "Fewer tiles", "nl": "Minder tegels"},
    "rules.variant.two-players": {"en": "Two players", "nl": "Twee spelers"},
    "rules.variant.official.text": {
        "en": "Everything on this page. The default.",
        "nl": "Alles op deze pagina. Zo speel je standaard.",
    },
    "rules.variant.shorter-game.text": {
        "en": "The rulebook's own variant: on a bust the highest tile is always turned over, "
        "even when it is the tile you just put back.",
        "nl": "Een variant uit de spelregels zelf: bij mislukken wordt de hoogste tegel altijd "
        "omgedraaid, ook als het de tegel is die je net teruglegde.",
    },
    "rules.variant.exact-tile-only.text": {
        "en": "From the middle you may only take the tile equal to your total. Many people "
        "think this is the real rule, but it is not.",
        "nl": "Uit het midden mag je alleen de tegel pakken die gelijk is aan je totaal. Veel "
        "mensen denken dat dit de echte regel is, maar dat is niet zo.",
    },
    "rules.variant.short-pot.text": {
        "en": "Play with tiles 21 to 32 only, for a quicker game.",
        "nl": "Speel alleen met de tegels 21 tot en met 32, voor een sneller spel.",
    },
    "rules.variant.two-players.text": {
        "en": "For two players: put tiles 35 and 36 back in the box before you start.",
        "nl": "Voor twee spelers: haal de tegels 35 en 36 uit het spel voordat je begint.",
    },
    "rules.variant.teams": {
        "en": "Some people play in teams, but there is no clear rule for it, so this app "
        "does not offer it.",
        "nl": "Sommigen spelen in teams, maar daar is geen duidelijke regel voor, dus deze "
        "app biedt dat niet aan.",
    },
}
