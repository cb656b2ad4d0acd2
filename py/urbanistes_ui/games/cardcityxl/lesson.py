"""Card City XL's lessons. The first game, at the simplified level: two players (the
learner and the easy bot), the Residential victory, deal 1; two rounds played as the
normal bot plays them teach the lots (splitting, offering, choosing), the construction
rules, income and buying an Industry. The normal level, solo (no lots: they are the
first lesson's), deal 10, three rounds: culture buildings and development, an Industry
in another's column bringing a Pollution cloud, Parks. The advanced level, two players,
the Economic victory, deal 2, the first round: a two-colour card, a bribe, car park
districts that pay by the colours they touch. One per variant, at the simplified level
with two players (its lots made as in the first lesson): the Architect's Support, the
Single City, the Ecological City, the Leisure Crisis; and solo, the Fictional Suburb.
Then the city is the player's.

The facts each step states (the cards, the places, the money) are checked by
``tests/unit/test_lessons.py`` against the rules."""

from __future__ import annotations

from urbanistes.engine import text

from ...lessons import Lesson, Step

#: Sections of ``urbanistes.cardcityxl.help.RULES_HELP`` the steps cite.
ACQUISITION, CONSTRUCTION, DEVELOPMENT, INCOME, ROUND_END, VICTORIES, SOLO = 2, 3, 4, 5, 6, 7, 8
VARIANTS = 9

FIRST_GAME = Lesson(
    id="cardcityxl",
    game="cardcityxl",
    options={"level": "simplified", "victory": "residential"},
    seed=1,
    seats=("human", "easy"),
    intro=text(
        "Bienvenue ! Vous êtes maire d'une ville de cartes, autour de votre Mairie ; "
        "chaque manche, vous obtenez des bâtiments et les construisez.",
        "Welcome! You are the mayor of a city of cards, around your Town hall; each round "
        "you get buildings and build them."),
    steps=(
        Step({"type": "place", "card": "C", "lot": 1, "face": "up"}, text(
            "Premier joueur, vous avez pioché 4 cartes (2 par joueur) et faites deux lots : "
            "le premier de 2 cartes visibles, le second avec le reste, moitié visible, "
            "moitié cachée. Mettez un Commerce dans le lot 1.",
            "As first player you drew 4 cards (2 per player) and make two lots: the first "
            "of 2 face-up cards, the second with the rest, half up, half down. Put a Shop "
            "in lot 1."), ACQUISITION),
        Step({"type": "place", "card": "P", "lot": 1, "face": "up"}, text(
            "Puis un Parking dans le lot 1.", "Then a Car park in lot 1."), ACQUISITION),
        Step({"type": "place", "card": "C", "lot": 2, "face": "up"}, text(
            "Le second Commerce, visible, dans le lot 2.",
            "The other Shop, face up, in lot 2."), ACQUISITION),
        Step({"type": "offer"}, text(
            "Le dernier Parking ira caché dans le lot 2 : proposez les lots. Le robot en "
            "choisit un, vous prenez l'autre.",
            "The last Car park goes face down into lot 2: offer the lots. The bot chooses "
            "one, you take the other."), ACQUISITION),
        Step({"type": "build", "card": "C", "x": 1, "y": 0, "rot": 0}, text(
            "Tout le monde construit en même temps : une carte touche la ville par un côté "
            "et la ville tient dans un carré de 5x5. Construisez le Commerce à droite de "
            "la Mairie.",
            "Everyone builds at once: a card touches the city by a side and the city fits "
            "in a 5x5 square. Build the Shop right of the Town hall."), CONSTRUCTION),
        Step({"type": "build", "card": "P", "x": 0, "y": -1, "rot": 0}, text(
            "Le Parking au-dessus de la Mairie. Ensuite vient le revenu : 1 $ de salaire, "
            "plus 1 $ pour votre Quartier d'un Commerce (3 $ deviennent 5 $).",
            "The Car park above the Town hall. Then comes income: $1 of salary, plus $1 "
            "for your district of one Shop ($3 become $5)."), INCOME),
        Step({"type": "industry", "x": -1, "y": -1}, text(
            "Fin de manche : achetez une Industrie (5 $ pour la première). Sans Industrie "
            "la ville s'arrête à 5 cartes ; chacune en permet 5 de plus. Jamais d'Industrie "
            "à côté d'une Résidence.",
            "End of the round: buy an Industry ($5 for your first). Without one the city "
            "stops at 5 cards; each allows 5 more. Never an Industry next to a "
            "Residence."), ROUND_END),
        Step({"type": "take", "lot": 1}, text(
            "Manche 2 : le robot, premier joueur à son tour, a fait les lots. Prenez le "
            "lot 1, un Parking et une Résidence visibles.",
            "Round 2: the bot, first player in turn, made the lots. Take lot 1, a Car park "
            "and a Residence, face up."), ACQUISITION),
        Step({"type": "build", "card": "R", "x": 2, "y": 0, "rot": 0}, text(
            "Jamais de Résidence à côté d'une Résidence ni d'une Industrie : construisez-la "
            "à droite du Commerce.",
            "Never a Residence next to a Residence or an Industry: build it right of the "
            "Shop."), CONSTRUCTION),
        Step({"type": "build", "card": "P", "x": 1, "y": -1, "rot": 0}, text(
            "Le Parking au-dessus du Commerce.", "The Car park above the Shop."),
            CONSTRUCTION),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même (10 manches). Victoire "
        "Résidentielle : chaque Quartier Résidentiel de n cartes rapporte 1 + 2 + … + n "
        "PV, 5 $ valent 1 PV et chaque place vide coûte 1 PV.",
        "The lesson is over: play on yourself (10 rounds). Residential victory: each "
        "Residential district of n cards scores 1 + 2 + … + n VP, $5 is worth 1 VP and "
        "each empty spot costs 1 VP."),
)


def _build(card: str, x: int, y: int) -> dict[str, object]:
    return {"type": "build", "card": card, "x": x, "y": y, "rot": 0}


NORMAL_LEVEL = Lesson(
    id="cardcityxl-normal",
    game="cardcityxl",
    options={"level": "normal", "victory": "residential"},
    seed=10,
    seats=("human",),
    intro=text(
        "Le niveau normal, seul pour aller droit au but : la culture, la pollution et "
        "les Parcs.",
        "The normal level, solo to go straight to the point: culture, pollution and "
        "Parks."),
    steps=(
        Step({"type": "bottom", "card": "P"}, text(
            "Seul au niveau normal, vous piochez 4 cartes par manche et en gardez 3 ; la "
            "quatrième va sous la pile. Gardez le Commerce, un Parking et la Résidence : "
            "mettez l'autre Parking dessous.",
            "Solo at the normal level you draw 4 cards a round and keep 3; the fourth goes "
            "under the pile. Keep the Shop, a Car park and the Residence: put the other Car "
            "park under."), SOLO),
        Step(_build("R", -1, 0), text(
            "La Résidence à gauche de la Mairie. La Mairie est un bâtiment culturel, comme "
            "les Loisirs : un Quartier de n Résidences qui en touche n + 1 grandit.",
            "The Residence left of the Town hall. The Town hall is a culture building, like "
            "Leisure: a district of n Residences touching n + 1 of them grows."),
            DEVELOPMENT),
        Step(_build("C", 1, 0), text(
            "Le Commerce à droite de la Mairie.", "The Shop right of the Town hall."),
            CONSTRUCTION),
        Step(_build("P", 0, 1), text(
            "Le Parking sous la Mairie.", "The Car park below the Town hall."),
            CONSTRUCTION),
        Step({"type": "pass"}, text(
            "Fin de manche : au niveau normal, on peut acheter une Industrie ou un Parc "
            "(5 $ chacun ici). Gardez vos 5 $ pour un Loisirs à la manche suivante : "
            "passez.",
            "End of the round: at the normal level you may buy an Industry or a Park ($5 "
            "each here). Keep your $5 for a Leisure building next round: pass."),
            ROUND_END),
        Step({"type": "bottom", "card": "R"}, text(
            "Manche 2 : gardez les deux Industries et le Loisirs ; la Résidence va dessous.",
            "Round 2: keep both Industries and the Leisure building; the Residence goes "
            "under."), SOLO),
        Step(_build("L", -1, -1), text(
            "Un Loisirs coûte 5 $. Au-dessus de votre Résidence, c'est son second bâtiment "
            "culturel.",
            "A Leisure building costs $5. Above your Residence, it is its second culture "
            "building."), CONSTRUCTION),
        Step(_build("I", 1, -1), text(
            "Une Industrie, jamais à côté d'une Résidence : au-dessus du Commerce. Chacune "
            "permet 5 cartes de plus dans la ville.",
            "An Industry, never next to a Residence: above the Shop. Each one lets the city "
            "hold 5 more cards."), CONSTRUCTION),
        Step(_build("I", 1, 1), text(
            "La seconde Industrie dans la même colonne que la première : au niveau normal, "
            "cela amène un Nuage de pollution dans votre ville.",
            "The second Industry in the same column as the first: at the normal level, that "
            "brings a Pollution cloud into your city."), CONSTRUCTION),
        Step({"type": "cloud", "x": 2, "y": 1}, text(
            "Posez le Nuage où il gêne le moins, à droite de l'Industrie : en victoire "
            "Résidentielle, chaque Nuage coûte 2 PV.",
            "Put the cloud where it harms least, right of the Industry: in the Residential "
            "victory each cloud costs 2 VP."), VICTORIES),
        Step({"type": "grow", "card": "R", "x": -2, "y": 0}, text(
            "Développement : votre Résidence touche 2 bâtiments culturels (Mairie, Loisirs), "
            "plus que sa seule Résidence : elle prend une Résidence de la réserve, jointe "
            "à elle.",
            "Development: your Residence touches 2 culture buildings (Town hall, Leisure), "
            "more than its 1 Residence: it takes a Residence from the reserve, joined to "
            "it."), DEVELOPMENT),
        Step({"type": "bottom", "card": "L"}, text(
            "Manche 3 : vous avez 2 $, trop peu pour le Loisirs : mettez-le dessous.",
            "Round 3: you have $2, too little for the Leisure building: put it under."),
            SOLO),
        Step(_build("C", 0, -1), text(
            "Jamais de Commerce à côté d'un Commerce : celui-ci, au-dessus de la Mairie, "
            "est un Quartier à lui seul, 1 $ de revenu de plus.",
            "Never a Shop next to a Shop: this one, above the Town hall, is a district of "
            "its own, $1 more income."), INCOME),
        Step(_build("C", 0, 2), text(
            "Un autre Commerce seul, sous le Parking.", "Another lone Shop, below the Car "
            "park."), INCOME),
        Step(_build("P", -1, 1), text(
            "Le Parking sous vos Résidences.", "The Car park below your Residences."),
            CONSTRUCTION),
        Step({"type": "park", "x": -2, "y": 1}, text(
            "Le revenu vous a mené à 6 $ : achetez un Parc (5 $). En victoire "
            "Résidentielle, chaque place vide qui touche un Parc rapporte 1 PV au lieu "
            "d'en coûter 1.",
            "Income has brought you to $6: buy a Park ($5). In the Residential victory each "
            "empty spot touching a Park scores 1 VP instead of costing 1."), VICTORIES),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même (8 manches en tout).",
        "The lesson is over: play on yourself (8 rounds in all)."),
)


ADVANCED_LEVEL = Lesson(
    id="cardcityxl-advanced",
    game="cardcityxl",
    options={"level": "advanced", "victory": "economic"},
    seed=2,
    seats=("human", "easy"),
    intro=text(
        "Le niveau avancé : cartes bicolores, pots-de-vin et Parkings qui rapportent ; ici "
        "avec la victoire Économique, où le plus riche gagne.",
        "The advanced level: two-colour cards, bribes and car parks that pay; here with "
        "the Economic victory, where the richest wins."),
    steps=(
        Step({"type": "place", "card": "B13", "lot": 1, "face": "up"}, text(
            "Vous partagez 6 cartes (3 par joueur). Le lot 1 a 2 cartes visibles et 1 "
            "cachée : mettez-y, visible, la carte bicolore Commerce/Industrie.",
            "You split 6 cards (3 per player). Lot 1 has 2 face-up cards and 1 face-down: "
            "put the two-colour Shop/Industry card in it, face up."), ACQUISITION),
        Step({"type": "place", "card": "I", "lot": 1, "face": "up"}, text(
            "L'Industrie, visible, dans le lot 1 aussi.",
            "The Industry face up in lot 1 too."), ACQUISITION),
        Step({"type": "place", "card": "R", "lot": 1, "face": "down"}, text(
            "Une Résidence cachée dans le lot 1 : vous seul la connaissez, puis qui prendra "
            "le lot.",
            "A Residence face down in lot 1: only you know it, then whoever takes the lot."),
            ACQUISITION),
        Step({"type": "place", "card": "C", "lot": 2, "face": "up"}, text(
            "Le lot 2 : un tiers visible, le reste caché. Le Commerce, visible.",
            "Lot 2: a third face up, the rest face down. The Shop, face up."), ACQUISITION),
        Step({"type": "bribe", "lot": 1, "amount": 1}, text(
            "Avancé : le pot-de-vin. Mettez 1 $ sur le lot 1 : qui le prend prend l'argent.",
            "Advanced: the bribe. Put $1 on lot 1: whoever takes it takes the money."),
            ACQUISITION),
        Step({"type": "offer"}, text(
            "Les 2 cartes restantes vont cachées dans le lot 2 : proposez les lots.",
            "The 2 cards left go face down into lot 2: offer the lots."), ACQUISITION),
        Step(_build("B08", 0, -1), text(
            "Le robot a pris le lot 1 et son dollar. Une carte bicolore suit les règles de "
            "ses deux couleurs et tourne d'un quart à la fois : posez la Résidence/Parking "
            "au-dessus de la Mairie, telle quelle.",
            "The bot took lot 1 and its dollar. A two-colour card follows the rules of both "
            "its colours and turns a quarter at a time: lay the Residence/Car park above the "
            "Town hall as it comes."), CONSTRUCTION),
        Step(_build("C", 1, -1), text(
            "Le Commerce à sa droite.", "The Shop right of it."), CONSTRUCTION),
        Step(_build("P", 1, 0), text(
            "Le Parking à droite de la Mairie. Avancé : chaque Quartier de Parkings rapporte "
            "0 à 4 $ selon qu'il touche 1 à 5 couleurs (la Mairie en compte deux) : vos deux "
            "rapportent 3 $ et 2 $ ; avec le salaire et le Commerce, 7 $.",
            "The Car park right of the Town hall. Advanced: each car park district earns $0 "
            "to $4 as it touches 1 to 5 colours (the Town hall counts two): yours earn $3 "
            "and $2; with the salary and the Shop, $7."), INCOME),
        Step({"type": "park", "x": -1, "y": 0}, text(
            "9 $ : achetez un Parc (5 $). En victoire Économique, chaque place vide coûte "
            "5 $, mais en rapporte 5 si elle touche un Parc.",
            "$9: buy a Park ($5). In the Economic victory each empty spot costs $5, but "
            "earns $5 if it touches a Park."), VICTORIES),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même (8 manches en tout). Les victoires "
        "Industrielle et Commerciale comptent les Industries (Commerces) et Parkings ; le "
        "Bonheur, les Quartiers Résidentiels qui touchent Loisirs, Parking et Commerce.",
        "The lesson is over: play on yourself (8 rounds in all). The Industrial and "
        "Commercial victories count Industries (Shops) and car parks; Happiness, the "
        "Residential districts touching a Leisure building, a car park and a Shop."),
)


def _lots(*cards: tuple[str, int]) -> tuple[Step, ...]:
    """The round's lots made quickly (the first lesson teaches them): each card face up
    in its lot, then the offer."""
    words = text("Faites les lots comme dans la première leçon : {card} dans le lot {lot}.",
                 "Make the lots as in the first lesson: {card} in lot {lot}.")
    names = {"C": ("un Commerce", "a Shop"), "P": ("un Parking", "a Car park"),
             "R": ("une Résidence", "a Residence"), "I": ("une Industrie", "an Industry")}
    return (*(Step({"type": "place", "card": card, "lot": lot, "face": "up"},
                   text(words["fr"].format(card=names[card][0], lot=lot),
                        words["en"].format(card=names[card][1], lot=lot)), ACQUISITION)
              for card, lot in cards),
            Step({"type": "offer"}, text("Proposez les lots.", "Offer the lots."),
                 ACQUISITION))


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
        *_lots(("C", 1), ("P", 1), ("C", 2)),
        Step({"type": "architect", "x": 1, "y": 0}, text(
            "Posez la carte Architecte à droite de la Mairie, comme un bâtiment : les cartes "
            "de la manche peuvent se construire à côté d'elle, même sans rien toucher "
            "d'autre.",
            "Lay the Architect card right of the Town hall, as a building: this round's "
            "cards may be built next to it, even touching nothing else."), VARIANTS),
        Step(_build("C", 2, 0), text(
            "Le Commerce à droite de l'Architecte : il ne touche que lui.",
            "The Shop right of the Architect: it touches nothing else."), VARIANTS),
        Step(_build("P", 0, 1), text(
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
        *_lots(("C", 1), ("P", 1), ("C", 2)),
        Step(_build("C", 3, 0), text(
            "On construit chacun son tour, à découvert, et les règles de construction "
            "valent aussi par-dessus la frontière. Le Commerce à droite de votre Mairie.",
            "Construction goes in turn order, in the open, and the construction rules also "
            "apply across the border. The Shop right of your Town hall."), VARIANTS),
        Step(_build("P", 2, 1), text(
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
        *_lots(("C", 1), ("C", 1), ("R", 2)),
        Step(_build("R", 0, -1), text(
            "Le robot a pris les deux Commerces ; la Résidence (0 %) au-dessus de la "
            "Mairie.",
            "The bot took both Shops; the Residence (0%) above the Town hall."), VARIANTS),
        Step(_build("I4", 0, 1), text(
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
        *_lots(("I", 1), ("R", 1), ("I", 2)),
        Step(_build("R", -1, 0), text(
            "Le robot a pris le lot 1. La Résidence à gauche de la Mairie.",
            "The bot took lot 1. The Residence left of the Town hall."), CONSTRUCTION),
        Step(_build("I", 1, 0), text(
            "L'Industrie à droite de la Mairie, loin de la Résidence.",
            "The Industry right of the Town hall, away from the Residence."), CONSTRUCTION),
        Step({"type": "take", "lot": 2}, text(
            "Manche 2 : le lot 1 tient deux Loisirs. Avec 4 $, vous n'en paieriez aucun : "
            "ils seraient défaussés. Prenez le lot 2.",
            "Round 2: lot 1 holds two Leisure buildings. With $4 you could pay for "
            "neither: they would be discarded. Take lot 2."), VARIANTS),
        Step(_build("C", -1, 1), text(
            "Le Commerce sous la Résidence.", "The Shop below the Residence."),
            CONSTRUCTION),
        Step(_build("I", -1, 2), text(
            "L'Industrie sous le Commerce.", "The Industry below the Shop."), CONSTRUCTION),
        *_lots(("C", 1), ("I", 1), ("I", 2)),
        Step(_build("L", -1, -1), text(
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
        Step(_build("R", 1, 2), text(
            "La Résidence au-dessus de la Mairie.", "The Residence above the Town hall."),
            CONSTRUCTION),
        Step(_build("I", 1, 4), text(
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
