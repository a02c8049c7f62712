"""Strings of the lessons page (the lesson notebooks in notebooks/)."""

TEXT: dict[str, dict[str, str]] = {
    "lessons.title": {"en": "Lessons in Jupyter", "nl": "Lessen in Jupyter"},
    "lessons.intro": {
        "en": "Four lessons for probability class, as Jupyter notebooks: read, run the code, "
        "change it and ask your own questions. Each lesson ends with exercises; the answers "
        "are folded away. The same lessons exist in English and in Dutch.",
        "nl": "Vier lessen over kansrekening, als Jupyter-notebooks: lees, voer de code uit, "
        "verander hem en stel je eigen vragen. Elke les eindigt met opgaven; de antwoorden "
        "zijn weggeklapt. Dezelfde lessen zijn er in het Nederlands en in het Engels.",
    },
    "lessons.open_h": {"en": "How to open them", "nl": "Zo open je ze"},
    "lessons.open_steps": {
        "en": "1. On a computer with this project, type `make notebook` in its folder: "
        "JupyterLab opens with the lessons (in `notebooks/en/` and `notebooks/nl/`).\n"
        "2. Or download a lesson below and open it in any Jupyter where this project "
        "(wormlib) is installed.\n"
        "3. In the notebook, click a code cell and press **Shift + Enter** to run it.",
        "nl": "1. Op een computer met dit project typ je `make notebook` in de map van het "
        "project: JupyterLab opent met de lessen (in `notebooks/nl/` en `notebooks/en/`).\n"
        "2. Of download hieronder een les en open die in een Jupyter waarin dit project "
        "(wormlib) is geïnstalleerd.\n"
        "3. Klik in het notebook op een codecel en druk op **Shift + Enter** om hem uit te "
        "voeren.",
    },
    "lessons.file": {"en": "File: `notebooks/{path}`", "nl": "Bestand: `notebooks/{path}`"},
    "lessons.download": {"en": "Download the notebook", "nl": "Download het notebook"},
    "lessons.explore": {
        "en": "The lesson's situation in the explorer",
        "nl": "De situatie van de les in de kansverkenner",
    },
    "lessons.odds.h": {"en": "1. What are the odds?", "nl": "1. Hoe groot is de kans?"},
    "lessons.odds.about": {
        "en": "The chance that the next roll busts: by hand, by counting every roll, by "
        "simulating 10,000 rolls and exactly with wormlib. A probability tree for two rolls.",
        "nl": "De kans dat de volgende worp mislukt: met de hand, door alle worpen te tellen, "
        "door 10.000 worpen te simuleren en precies met wormlib. Een kansboom voor twee worpen.",
    },
    "lessons.value.h": {"en": "2. Expected value", "nl": "2. Verwachtingswaarde"},
    "lessons.value.about": {
        "en": "Stop or roll on? A table of outcomes, chances and worms gives the expected "
        "value. Why the best dice to set aside are not always the highest.",
        "nl": "Stoppen of verder gooien? Een tabel met uitkomsten, kansen en wormen geeft de "
        "verwachtingswaarde. Waarom de beste dobbelstenen niet altijd de hoogste zijn.",
    },
    "lessons.simulate.h": {"en": "3. Simulate or compute?", "nl": "3. Simuleren of uitrekenen?"},
    "lessons.simulate.about": {
        "en": "10, 100, 1,000 and 100,000 simulated turns against the exact value: the law of "
        "large numbers in a chart.",
        "nl": "10, 100, 1.000 en 100.000 gesimuleerde beurten tegen de precieze waarde: de wet "
        "van de grote aantallen in een grafiek.",
    },
    "lessons.bots.h": {"en": "4. Bots against each other", "nl": "4. Bots tegen elkaar"},
    "lessons.bots.about": {
        "en": "A tournament between bots, and how to read its 95% confidence interval: when is "
        "one bot really better?",
        "nl": "Een toernooi tussen bots, en hoe je het 95%-betrouwbaarheidsinterval leest: "
        "wanneer is een bot echt beter?",
    },
}
