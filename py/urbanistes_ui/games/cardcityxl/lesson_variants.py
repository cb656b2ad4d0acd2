"""Card City XL's lessons of the variants, offered by the new-game form once the variant
is chosen: at the simplified level with two players (the lots made as in the first
lesson), the Architect's Support (deal 1), the Single City (deal 1), the Ecological City
(deal 1) and the Leisure Crisis (deal 7); solo, the Fictional Suburb (deal 1).

The facts each step states are checked by ``tests/unit/test_lessons.py`` against the
rules."""

from __future__ import annotations

from urbanistes.engine import text

from ...lessons import Lesson, Step
from .lesson import CONSTRUCTION, SOLO, VARIANTS, build, lots

ARCHITECT = Lesson(
    id="cardcityxl-architect",
    game="cardcityxl",
    options={"level": "simplified", "victory": "residential", "architect": True},
    seed=1,
    seats=("human", "easy"),
    intro=text(
        "Le Soutien de l'Architecte : premier joueur, vous tenez la carte Architecte.",
        "The Architect's Support: as first player you hold the Architect card."),
    steps=(
        *lots(("C", 1), ("P", 1), ("C", 2)),
        Step({"type": "architect", "x": 1, "y": 0}, text(
            "Posez la carte Architecte à droite de la Mairie, comme un bâtiment : les cartes "
            "de la manche peuvent se construire à côté d'elle, même sans rien toucher "
            "d'autre.",
            "Lay the Architect card right of the Town hall, as a building: this round's "
            "cards may be built next to it, even touching nothing else."), VARIANTS),
        Step(build("C", 2, 0), text(
            "Le Commerce à droite de l'Architecte : il ne touche que lui.",
            "The Shop right of the Architect: it touches nothing else."), VARIANTS),
        Step(build("P", 0, 1), text(
            "Le Parking sous la Mairie. L'Architecte part à la fin de votre construction : "
            "vous voilà avec deux villes jumelles, qui doivent tenir ensemble dans le carré "
            "de 5x5.",
            "The Car park below the Town hall. The Architect leaves at the end of your "
            "construction: you now have twin cities, which must fit together in the 5x5 "
            "square."), VARIANTS),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même. L'Architecte passe à gauche "
        "chaque manche : il vous reviendra.",
        "The lesson is over: play on yourself. The Architect passes left each round: it "
        "will come back to you."),
)

SINGLE_CITY = Lesson(
    id="cardcityxl-unique",
    game="cardcityxl",
    options={"level": "simplified", "victory": "residential", "unique": True},
    seed=1,
    seats=("human", "easy"),
    intro=text(
        "La Cité Unique : vous bâtissez tous dans la même ville, de 5x10 à deux, chacun "
        "dans sa partie de 5x5 (la vôtre à gauche).",
        "The Single City: you all build in the same city, 5x10 with two players, each in "
        "their own 5x5 part (yours on the left)."),
    steps=(
        *lots(("C", 1), ("P", 1), ("C", 2)),
        Step(build("C", 3, 0), text(
            "On construit chacun son tour, à découvert, et les règles de construction "
            "valent aussi par-dessus la frontière. Le Commerce à droite de votre Mairie.",
            "Construction goes in turn order, in the open, and the construction rules also "
            "apply across the border. The Shop right of your Town hall."), VARIANTS),
        Step(build("P", 2, 1), text(
            "Le Parking sous votre Mairie. Les Loisirs d'un voisin servent vos Résidences, "
            "ses Quartiers Résidentiels vos Commerces ; un Quartier à cheval partage son "
            "revenu et ses points au prorata des cartes.",
            "The Car park below your Town hall. A neighbour's Leisure serves your "
            "Residences, their Residential districts your Shops; a district across the "
            "border shares its income and points by the cards each owns."), VARIANTS),
    ),
    free=text("La leçon est finie : jouez la suite vous-même.",
              "The lesson is over: play on yourself."),
)

ECOLOGY = Lesson(
    id="cardcityxl-ecology",
    game="cardcityxl",
    options={"level": "simplified", "victory": "residential", "ecology": True},
    seed=1,
    seats=("human", "easy"),
    intro=text(
        "La Ville Écologique : chaque carte compte un pourcentage de pollution (Commerce "
        "1 %, Nuage 5 %, Parc −5 %, Résidence et Parking 0 %, chaque Industrie celui de "
        "son illustration).",
        "The Ecological City: each card counts a pollution percentage (Shop 1%, cloud 5%, "
        "Park −5%, Residence and car park 0%, each Industry its illustration's)."),
    steps=(
        *lots(("C", 1), ("C", 1), ("R", 2)),
        Step(build("R", 0, -1), text(
            "Le robot a pris les deux Commerces ; la Résidence (0 %) au-dessus de la "
            "Mairie.",
            "The bot took both Shops; the Residence (0%) above the Town hall."), VARIANTS),
        Step(build("I4", 0, 1), text(
            "L'Industrie cachée de votre lot est celle à 5 %, sous la Mairie, loin de la "
            "Résidence. En victoire Résidentielle, votre pourcentage est retiré de vos PV.",
            "The hidden Industry of your lot is the 5% one: below the Town hall, away from "
            "the Residence. In the Residential victory your percentage is taken off your "
            "VP."), VARIANTS),
    ),
    free=text("La leçon est finie : jouez la suite vous-même.",
              "The lesson is over: play on yourself."),
)

CRISIS = Lesson(
    id="cardcityxl-crisis",
    game="cardcityxl",
    options={"level": "simplified", "victory": "residential", "crisis": True},
    seed=7,
    seats=("human", "easy"),
    intro=text(
        "La Crise des Loisirs : votre premier Loisirs coûte 5 $, le deuxième 10 $, le "
        "n-ième 5n $ ; si vous pouvez le payer, vous devez le construire.",
        "The Leisure Crisis: your first Leisure building costs $5, the second $10, the "
        "n-th $5n; if you can pay for it, you must build it."),
    steps=(
        *lots(("I", 1), ("R", 1), ("I", 2)),
        Step(build("R", -1, 0), text(
            "Le robot a pris le lot 1. La Résidence à gauche de la Mairie.",
            "The bot took lot 1. The Residence left of the Town hall."), CONSTRUCTION),
        Step(build("I", 1, 0), text(
            "L'Industrie à droite de la Mairie, loin de la Résidence.",
            "The Industry right of the Town hall, away from the Residence."), CONSTRUCTION),
        Step({"type": "take", "lot": 2}, text(
            "Manche 2 : le lot 1 tient deux Loisirs. Avec 4 $, vous n'en paieriez aucun : "
            "ils seraient défaussés. Prenez le lot 2.",
            "Round 2: lot 1 holds two Leisure buildings. With $4 you could pay for "
            "neither: they would be discarded. Take lot 2."), VARIANTS),
        Step(build("C", -1, 1), text(
            "Le Commerce sous la Résidence.", "The Shop below the Residence."),
            CONSTRUCTION),
        Step(build("I", -1, 2), text(
            "L'Industrie sous le Commerce.", "The Industry below the Shop."), CONSTRUCTION),
        *lots(("C", 1), ("I", 1), ("I", 2)),
        Step(build("L", -1, -1), text(
            "Le Loisirs du lot 2 est votre premier : 5 $, et vous en avez 6, vous devez le "
            "construire. Au-dessus de la Résidence.",
            "The Leisure building of lot 2 is your first: $5, and you have $6, so you must "
            "build it. Above the Residence."), VARIANTS),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même. Le prochain Loisirs vous coûtera "
        "10 $.",
        "The lesson is over: play on yourself. Your next Leisure building will cost "
        "$10."),
)

SUBURB = Lesson(
    id="cardcityxl-suburb",
    game="cardcityxl",
    options={"level": "simplified", "victory": "residential", "suburb": True},
    seed=1,
    seats=("human",),
    intro=text(
        "La Banlieue Fictive, seul : un anneau de cartes de banlieue entoure votre ville.",
        "The Fictional Suburb, solo: a ring of suburb cards surrounds your city."),
    steps=(
        Step({"type": "mairie", "x": 1, "y": 3}, text(
            "Votre Mairie va d'abord sur l'une des 4 places « x » : prenez celle d'en bas "
            "à gauche.",
            "Your Town hall first goes on one of the 4 “x” spots: take the lower "
            "left one."), VARIANTS),
        Step({"type": "bottom", "card": "P"}, text(
            "Seul, vous piochez 3 cartes et en gardez 2 ; la troisième va sous la pile. "
            "Mettez le Parking dessous.",
            "Solo you draw 3 cards and keep 2; the third goes under the pile. Put the Car "
            "park under."), SOLO),
        Step(build("R", 1, 2), text(
            "La Résidence au-dessus de la Mairie.", "The Residence above the Town hall."),
            CONSTRUCTION),
        Step(build("I", 1, 4), text(
            "L'Industrie sous la Mairie, contre la banlieue : ses cartes comptent pour les "
            "règles de construction et de développement, pas pour la taille ; une "
            "Résidence ou un Commerce de banlieue absorbé dans un de vos Quartiers compte "
            "pour votre revenu et vos points.",
            "The Industry below the Town hall, against the suburb: its cards count for the "
            "construction and development rules, not for the size; a suburb Residence or "
            "Shop absorbed into one of your districts counts for your income and score."),
            VARIANTS),
    ),
    free=text("La leçon est finie : jouez la suite vous-même.",
              "The lesson is over: play on yourself."),
)
