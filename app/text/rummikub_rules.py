"""Strings of the Rummikub rules page."""

TEXT: dict[str, dict[str, str]] = {
    # --- the rules page ---------------------------------------------------------------------
    "rummikub_rules.title": {"en": "How to play Rummikub", "nl": "Zo speel je Rummikub"},
    "rummikub_rules.intro": {
        "en": "Make groups and runs with numbered tiles, and be the first to empty your rack.",
        "nl": "Maak groepen en rijen met genummerde tegels en heb als eerste een leeg rek.",
    },
    "rummikub_rules.tab.game": {"en": "📦 The game", "nl": "📦 Het spel"},
    "rummikub_rules.tab.melds": {"en": "🧩 Groups and runs", "nl": "🧩 Groepen en rijen"},
    "rummikub_rules.tab.turn": {"en": "🎯 Your turn", "nl": "🎯 Je beurt"},
    "rummikub_rules.tab.joker": {"en": "🃏 Joker", "nl": "🃏 Joker"},
    "rummikub_rules.tab.end": {"en": "🏆 The end", "nl": "🏆 Einde"},
    "rummikub_rules.tab.example": {"en": "▶️ Example", "nl": "▶️ Voorbeeld"},
    "rummikub_rules.tab.quiz": {"en": "✅ Quiz", "nl": "✅ Quiz"},
    "rummikub_rules.tab.variants": {"en": "🔧 Variants", "nl": "🔧 Varianten"},
    "rummikub_rules.to_best": {
        "en": "Try it in the best-move explorer",
        "nl": "Probeer het bij Beste zet",
    },
    "rummikub_rules.to_play": {"en": "Play Rummikub", "nl": "Speel Rummikub"},
    "rummikub_rules.before": {"en": "Before", "nl": "Voor"},
    "rummikub_rules.after": {"en": "After", "nl": "Na"},
    "rummikub_rules.rack": {"en": "Your rack", "nl": "Je rek"},
    "rummikub_rules.table": {"en": "The table", "nl": "De tafel"},
    # --- the game -------------------------------------------------------------------------
    "rummikub_rules.game.h": {"en": "What you play with", "nl": "Waarmee je speelt"},
    "rummikub_rules.game.tiles": {
        "en": "**106 tiles**: the numbers 1 to 13 in four colours (red, blue, yellow and "
        "black), each tile twice, and 2 jokers.",
        "nl": "**106 tegels**: de getallen 1 tot en met 13 in vier kleuren (rood, blauw, geel "
        "en zwart), elke tegel twee keer, en 2 jokers.",
    },
    "rummikub_rules.game.colours": {
        "en": "In this app every colour also has its own shape, so you can tell the colours "
        "apart without seeing colour: red ● circle, blue ■ square, yellow ▲ triangle, "
        "black ◆ diamond.",
        "nl": "In deze app heeft elke kleur ook een eigen vorm, zodat je de kleuren ook "
        "zonder kleur herkent: rood ● rondje, blauw ■ vierkant, geel ▲ driehoek, "
        "zwart ◆ ruit.",
    },
    "rummikub_rules.game.setup": {
        "en": "**2 to 4 players.** Everyone takes 14 tiles onto their own rack, hidden from the "
        "others. The other tiles lie face down: that is the pool. Everyone draws one tile; "
        "the highest number starts, and play goes clockwise.",
        "nl": "**2 tot 4 spelers.** Iedereen zet 14 tegels op een eigen rek, zodat de anderen "
        "ze niet zien. De andere tegels liggen dicht: dat is de pot. Iedereen trekt een tegel; "
        "het hoogste getal begint, daarna gaat het met de klok mee.",
    },
    "rummikub_rules.game.goal": {
        "en": "**Goal:** be the first to lay all tiles of your rack on the table.",
        "nl": "**Doel:** als eerste alle tegels van je rek op tafel leggen.",
    },
    "rummikub_rules.game.pic_numbers": {
        "en": "The numbers 1 to 13 (in red)",
        "nl": "De getallen 1 tot en met 13 (in rood)",
    },
    "rummikub_rules.game.pic_colours": {
        "en": "The four colours and the joker",
        "nl": "De vier kleuren en de joker",
    },
    # --- melds ----------------------------------------------------------------------------
    "rummikub_rules.melds.h": {"en": "Groups and runs", "nl": "Groepen en rijen"},
    "rummikub_rules.melds.intro": {
        "en": "Tiles on the table always lie in **melds** of at least 3 tiles: groups and runs.",
        "nl": "Tegels op tafel liggen altijd in **combinaties** van minstens 3 tegels: groepen "
        "en rijen.",
    },
    "rummikub_rules.melds.group": {
        "en": "**Group:** 3 or 4 tiles with the same number, each in a different colour.",
        "nl": "**Groep:** 3 of 4 tegels met hetzelfde getal, elk in een andere kleur.",
    },
    "rummikub_rules.melds.run": {
        "en": "**Run:** 3 or more numbers in a row, all in one colour. 1 only comes before 2: "
        "12-13-1 is not a run.",
        "nl": "**Rij:** 3 of meer getallen op volgorde, allemaal in één kleur. 1 komt alleen "
        "vóór 2: 12-13-1 is geen rij.",
    },
    "rummikub_rules.melds.points": {
        "en": "A meld is worth the numbers on its tiles added up; a joker counts as the tile "
        "it stands for.",
        "nl": "Een combinatie is de getallen op de tegels samen waard; een joker telt als de "
        "tegel waarvoor hij in de plaats ligt.",
    },
    "rummikub_rules.melds.good": {"en": "These are melds", "nl": "Dit zijn combinaties"},
    "rummikub_rules.melds.bad": {"en": "These are not", "nl": "Dit zijn geen combinaties"},
    "rummikub_rules.melds.valid": {
        "en": "✔ A {kind}, worth {value} points.",
        "nl": "✔ Een {kind}, {value} punten waard.",
    },
    "rummikub_rules.melds.invalid": {"en": "✘ Not a meld: {why}", "nl": "✘ Geen combinatie: {why}"},
    # --- the turn -------------------------------------------------------------------------
    "rummikub_rules.turn.h": {"en": "A turn", "nl": "Een beurt"},
    "rummikub_rules.turn.choice": {
        "en": "On your turn you either **lay** tiles from your rack on the table, or you "
        "**draw** one tile from the pool. Drawing ends your turn; you may play the drawn tile "
        "from your next turn on. You may always draw, also when you could lay.",
        "nl": "In je beurt **leg** je tegels uit je rek op tafel, of je **trekt** één tegel "
        "uit de pot. Na het trekken is je beurt voorbij; de getrokken tegel mag je vanaf je "
        "volgende beurt spelen. Trekken mag altijd, ook als je zou kunnen leggen.",
    },
    "rummikub_rules.turn.opening": {
        "en": "**Your first lay (the opening):** new melds from your own rack, together worth "
        "at least 30 points. No joker in the opening, and you may not touch the table in "
        "that turn.",
        "nl": "**Je eerste keer leggen (de openingszet):** nieuwe combinaties uit je eigen "
        "rek, samen minstens 30 punten waard. Geen joker in de openingszet, en je mag de "
        "tafel in die beurt niet aanraken.",
    },
    "rummikub_rules.turn.after": {
        "en": "**After your opening** you lay at least one tile per turn, or draw. You may add "
        "tiles to melds on the table, make new melds, and rearrange the whole table: split "
        "melds, join them, move tiles from one meld to another.",
        "nl": "**Na je openingszet** leg je per beurt minstens één tegel, of je trekt. Je mag "
        "tegels aanleggen bij combinaties op tafel, nieuwe combinaties maken en de hele tafel "
        "omschuiven: combinaties splitsen, samenvoegen en tegels van de ene naar de andere "
        "combinatie verplaatsen.",
    },
    "rummikub_rules.turn.valid": {
        "en": "**At the end of your turn** every meld on the table is valid, every tile that "
        "was on the table is still there, and at least one tile came from your rack. Tiles "
        "never go from the table back to a rack.",
        "nl": "**Aan het eind van je beurt** is elke combinatie op tafel geldig, ligt elke "
        "tegel die op tafel lag er nog, en kwam er minstens één tegel uit je rek. Tegels gaan "
        "nooit van de tafel terug naar een rek.",
    },
    "rummikub_rules.turn.opening_example": {
        "en": "With this rack the computer's best opening lays {tiles} tiles worth {value} "
        "points: enough, because {needed} are needed. The joker stays on the rack: it may not "
        "be part of the opening.",
        "nl": "Met dit rek legt de beste openingszet van de spelcomputer {tiles} tegels, "
        "{value} punten waard: genoeg, want er zijn er {needed} nodig. De joker blijft op het "
        "rek: die mag niet in de openingszet.",
    },
    # --- the joker ------------------------------------------------------------------------
    "rummikub_rules.joker.h": {"en": "The joker", "nl": "De joker"},
    "rummikub_rules.joker.stands": {
        "en": "A joker stands for any one tile that a meld needs, and is worth that tile's number.",
        "nl": "Een joker ligt in de plaats van één tegel die een combinatie nodig heeft, en is "
        "het getal van die tegel waard.",
    },
    "rummikub_rules.joker.free": {
        "en": "After your opening you can **free** a joker on the table: put the tile it "
        "stands for in its place (from your rack or from the table). The freed joker must "
        "be used again in a valid meld in the same turn; it never goes to your rack.",
        "nl": "Na je openingszet kun je een joker op tafel **vrijspelen**: leg de tegel "
        "waarvoor hij ligt op zijn plaats (uit je rek of van de tafel). De vrije joker moet "
        "in dezelfde beurt weer in een geldige combinatie; hij gaat nooit naar je rek.",
    },
    "rummikub_rules.joker.cost": {
        "en": "A joker left on your rack when the round ends costs 30 points.",
        "nl": "Een joker die aan het eind van de ronde nog op je rek staat, kost 30 punten.",
    },
    "rummikub_rules.joker.example": {
        "en": "You have {rack}. The computer's best move lays {tiles} tiles: the {freed} "
        "takes the joker's place, and the joker makes a new group.",
        "nl": "Je hebt {rack}. De beste zet van de spelcomputer legt {tiles} tegels: de "
        "{freed} komt op de plaats van de joker, en de joker maakt een nieuwe groep.",
    },
    # --- the end --------------------------------------------------------------------------
    "rummikub_rules.end.h": {"en": "The end of a round", "nl": "Het einde van een ronde"},
    "rummikub_rules.end.out": {
        "en": "The first player to lay their last tile wins the round. Everyone else loses "
        "the numbers on their rack added up (a joker costs 30); the winner gets all of it.",
        "nl": "Wie als eerste de laatste tegel legt, wint de ronde. Alle anderen verliezen de "
        "getallen op hun rek bij elkaar opgeteld (een joker kost 30); de winnaar krijgt dat "
        "allemaal.",
    },
    "rummikub_rules.end.pool": {
        "en": "When the pool is empty, you lay or pass. When everyone has passed once in a "
        "row, the round ends: the lowest rack wins, and the others lose the difference.",
        "nl": "Als de pot leeg is, leg je of pas je. Als iedereen één keer na elkaar heeft "
        "gepast, eindigt de ronde: het laagste rek wint en de anderen verliezen het verschil.",
    },
    "rummikub_rules.end.rounds": {
        "en": "Play several rounds: the totals decide the game.",
        "nl": "Speel meerdere rondes: de totalen beslissen wie het spel wint.",
    },
    "rummikub_rules.end.example": {
        "en": "{winner} laid the last tile. The scores of this round:",
        "nl": "{winner} legde de laatste tegel. De punten van deze ronde:",
    },
    "rummikub_rules.end.score": {
        "en": "**{name}**: {score} points",
        "nl": "**{name}**: {score} punten",
    },
    "rummikub_rules.player": {"en": "Player {n}", "nl": "Speler {n}"},
    # --- the worked example ---------------------------------------------------------------
    "rummikub_rules.example.h": {
        "en": "A turn with a rearranged table",
        "nl": "Een beurt waarin de tafel wordt omgeschoven",
    },
    "rummikub_rules.example.progress": {"en": "Step {n} of {of}", "nl": "Stap {n} van {of}"},
    "rummikub_rules.example.back": {"en": "◀ Back", "nl": "◀ Terug"},
    "rummikub_rules.example.next": {"en": "Next ▶", "nl": "Volgende ▶"},
    "rummikub_rules.example.restart": {"en": "↺ From the start", "nl": "↺ Opnieuw"},
    "rummikub_rules.example.start": {
        "en": "You made your opening earlier. Your 7s and black 9 and 10 make no meld on "
        "their own. Look at the table: can it help?",
        "nl": "Je hebt je openingszet al eerder gedaan. Je zevens en je zwarte 9 en 10 vormen "
        "alleen geen combinatie. Kijk naar de tafel: kan die helpen?",
    },
    "rummikub_rules.example.take_end": {
        "en": "Take the red 7 from the end of the red run. 3 4 5 6 stays a valid run. The red "
        "7 lies alone for now (marked !): that is fine during your turn.",
        "nl": "Haal de rode 7 van het eind van de rode rij. 3 4 5 6 blijft een geldige rij. "
        "De rode 7 ligt nu even los (met !): tijdens je beurt mag dat.",
    },
    "rummikub_rules.example.lay_group": {
        "en": "Lay your blue 7 and black 7 with it: a group of three 7s.",
        "nl": "Leg je blauwe 7 en zwarte 7 erbij: een groep van drie zevens.",
    },
    "rummikub_rules.example.take_four": {
        "en": "The group of four 8s can spare one tile: take the black 8. Red, blue and yellow "
        "8 stay a valid group.",
        "nl": "De groep van vier achten kan een tegel missen: haal de zwarte 8 weg. Rode, "
        "blauwe en gele 8 blijven een geldige groep.",
    },
    "rummikub_rules.example.lay_run": {
        "en": "Lay your black 9 and 10 after the black 8: a new run 8 9 10.",
        "nl": "Leg je zwarte 9 en 10 achter de zwarte 8: een nieuwe rij 8 9 10.",
    },
    "rummikub_rules.example.done": {
        "en": "Every meld is valid and every table tile is still on the table. You laid "
        "{laid} tiles; {left} stay on your rack. The computer checked this turn, and its best "
        "move lays {best} tiles too.",
        "nl": "Elke combinatie is geldig en elke tegel van de tafel ligt er nog. Je legde "
        "{laid} tegels; {left} blijven op je rek. De spelcomputer heeft deze beurt "
        "gecontroleerd, en zijn beste zet legt ook {best} tegels.",
    },
    # --- the quiz -------------------------------------------------------------------------
    "rummikub_rules.quiz.h": {"en": "Test yourself", "nl": "Test jezelf"},
    "rummikub_rules.quiz.intro": {
        "en": "Every question comes from a real game, and the computer checks your answer.",
        "nl": "Elke vraag komt uit een echt spel, en de spelcomputer controleert je antwoord.",
    },
    "rummikub_rules.quiz.meld.h": {"en": "Meld?", "nl": "Combinatie?"},
    "rummikub_rules.quiz.meld.q": {
        "en": "Is this a valid meld?",
        "nl": "Is dit een geldige combinatie?",
    },
    "rummikub_rules.quiz.opening.h": {"en": "Opening?", "nl": "Openingszet?"},
    "rummikub_rules.quiz.opening.q": {
        "en": "You have not laid anything yet. Is this a valid opening?",
        "nl": "Je hebt nog niets gelegd. Is dit een geldige openingszet?",
    },
    "rummikub_rules.quiz.joker.h": {"en": "Free the joker", "nl": "Joker vrijspelen"},
    "rummikub_rules.quiz.joker.q": {
        "en": "Which tile frees the joker in this meld?",
        "nl": "Welke tegel speelt de joker in deze combinatie vrij?",
    },
    "rummikub_rules.quiz.points.h": {"en": "Points", "nl": "Punten"},
    "rummikub_rules.quiz.points.q": {
        "en": "The round ends now. How many points does this rack cost?",
        "nl": "De ronde eindigt nu. Hoeveel punten kost dit rek?",
    },
    "rummikub_rules.quiz.yes": {"en": "Yes", "nl": "Ja"},
    "rummikub_rules.quiz.no": {"en": "No", "nl": "Nee"},
    "rummikub_rules.quiz.right": {"en": "Right! {why}", "nl": "Goed! {why}"},
    "rummikub_rules.quiz.wrong": {"en": "Not quite. {why}", "nl": "Niet helemaal. {why}"},
    "rummikub_rules.quiz.new": {"en": "New question", "nl": "Nieuwe vraag"},
    "rummikub_rules.why.meld_group": {
        "en": "One number in different colours: a group worth {value} points.",
        "nl": "Eén getal in verschillende kleuren: een groep van {value} punten.",
    },
    "rummikub_rules.why.meld_run": {
        "en": "Numbers in a row in one colour: a run worth {value} points.",
        "nl": "Getallen op volgorde in één kleur: een rij van {value} punten.",
    },
    "rummikub_rules.why.twice": {
        "en": "A group has each colour only once, and here the {tile} is there twice.",
        "nl": "In een groep komt elke kleur maar één keer voor, en hier ligt de {tile} twee keer.",
    },
    "rummikub_rules.why.no_wrap": {
        "en": "1 only comes before 2: a run cannot go on from 13 to 1.",
        "nl": "1 komt alleen vóór 2: een rij kan niet van 13 doorgaan naar 1.",
    },
    "rummikub_rules.why.run_twice": {
        "en": "A run has every number once; here a number comes twice.",
        "nl": "In een rij komt elk getal één keer voor; hier komt een getal twee keer voor.",
    },
    "rummikub_rules.why.gap": {
        "en": "One colour, but the numbers do not follow each other without a gap.",
        "nl": "Eén kleur, maar de getallen volgen elkaar niet op zonder gat.",
    },
    "rummikub_rules.why.mixed": {
        "en": "Not one number (a group) and not one colour (a run).",
        "nl": "Niet één getal (een groep) en niet één kleur (een rij).",
    },
    "rummikub_rules.why.opening_yes": {
        "en": "Melds from your rack worth {value} points: at least {needed}.",
        "nl": "Combinaties uit je rek van {value} punten: minstens {needed}.",
    },
    "rummikub_rules.why.opening_short": {
        "en": "These melds are worth {value} points, and an opening needs at least {needed}.",
        "nl": "Deze combinaties zijn {value} punten waard, en een openingszet heeft er "
        "minstens {needed} nodig.",
    },
    "rummikub_rules.why.opening_joker": {
        "en": "A joker may not be part of the opening (these melds are worth {value}).",
        "nl": "Een joker mag niet in de openingszet (deze combinaties zijn {value} waard).",
    },
    "rummikub_rules.why.joker": {
        "en": "The joker stands for the {tile}: only that tile fits in its place.",
        "nl": "De joker ligt in de plaats van de {tile}: alleen die tegel past op zijn plaats.",
    },
    "rummikub_rules.why.points": {
        "en": "The numbers added up: {cost} points.",
        "nl": "De getallen bij elkaar opgeteld: {cost} punten.",
    },
    "rummikub_rules.why.points_joker": {
        "en": "The numbers added up, and 30 for each joker ({jokers}): {cost} points.",
        "nl": "De getallen bij elkaar opgeteld, en 30 voor elke joker ({jokers}): {cost} punten.",
    },
    # --- the variants ---------------------------------------------------------------------
    "rummikub_rules.variants.h": {"en": "Variants", "nl": "Varianten"},
    "rummikub_rules.variants.intro": {
        "en": "Editions of Rummikub differ in a few rules. This app plays the rules of its "
        "rules text by default; the others are options on the play page and in the "
        "best-move explorer.",
        "nl": "Uitgaven van Rummikub verschillen in een paar regels. Deze app speelt standaard "
        "met de regels van zijn regeltekst; de andere kun je kiezen bij Spelen en bij Beste "
        "zet.",
    },
    "rummikub_rules.label.seed": {"en": "Default here", "nl": "Standaard hier"},
    "rummikub_rules.label.other": {"en": "Other editions", "nl": "Andere uitgaven"},
    "rummikub_rules.variant.seed": {"en": "The rules of this app", "nl": "De regels van deze app"},
    "rummikub_rules.variant.seed.text": {
        "en": "Opening of 30 points from the rack alone, no joker in it, the table untouched "
        "in that turn; 1 only low; no time limit.",
        "nl": "Openingszet van 30 punten uit alleen je rek, zonder joker, de tafel in die "
        "beurt onaangeroerd; 1 alleen laag; geen tijdslimiet.",
    },
    "rummikub_rules.variant.wrap-13-1": {"en": "12-13-1 is a run", "nl": "12-13-1 is een rij"},
    "rummikub_rules.variant.wrap-13-1.text": {
        "en": "As in some American editions, a run may end 12-13-1. 13-1-2 is never a run.",
        "nl": "Zoals in sommige Amerikaanse uitgaven mag een rij eindigen op 12-13-1. "
        "13-1-2 is nooit een rij.",
    },
    "rummikub_rules.variant.joker-in-opening": {
        "en": "Joker in the opening",
        "nl": "Joker in de openingszet",
    },
    "rummikub_rules.variant.joker-in-opening.text": {
        "en": "A joker may be part of the opening, worth the tile it stands for.",
        "nl": "Een joker mag in de openingszet, en is de tegel waard waarvoor hij ligt.",
    },
    "rummikub_rules.variant.table-after-opening": {
        "en": "Use the table after opening",
        "nl": "Na de openingszet de tafel gebruiken",
    },
    "rummikub_rules.variant.table-after-opening.text": {
        "en": "In the turn of your opening, after laying the 30 points from your rack, you may "
        "also add to and rearrange the table.",
        "nl": "In de beurt van je openingszet mag je, na de 30 punten uit je rek, ook "
        "aanleggen en de tafel omschuiven.",
    },
    "rummikub_rules.variant.opening-20": {"en": "Opening of 20", "nl": "Openingszet van 20"},
    "rummikub_rules.variant.opening-20.text": {
        "en": "A faster game: the opening needs only 20 points.",
        "nl": "Een sneller spel: de openingszet hoeft maar 20 punten.",
    },
    "rummikub_rules.variant.opening-25": {"en": "Opening of 25", "nl": "Openingszet van 25"},
    "rummikub_rules.variant.opening-25.text": {
        "en": "A faster game: the opening needs only 25 points.",
        "nl": "Een sneller spel: de openingszet hoeft maar 25 punten.",
    },
    "rummikub_rules.variant.timer-60": {"en": "60 seconds a turn", "nl": "60 seconden per beurt"},
    "rummikub_rules.variant.timer-60.text": {
        "en": "When the time runs out, the table goes back to how it was, your tiles go back "
        "to your rack, and you draw 1 tile.",
        "nl": "Als de tijd op is, gaat de tafel terug naar hoe hij was, gaan je tegels terug "
        "naar je rek en trek je 1 tegel.",
    },
    "rummikub_rules.variant.penalty-3": {
        "en": "Draw 3 after a time-out",
        "nl": "3 trekken na de tijd",
    },
    "rummikub_rules.variant.penalty-3.text": {
        "en": "The official penalty when the time runs out: draw 3 tiles instead of 1.",
        "nl": "De officiële straf als de tijd op is: 3 tegels trekken in plaats van 1.",
    },
}
