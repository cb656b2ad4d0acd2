"""Card City XL's lessons of the higher levels, offered by the new-game form once the
level is chosen. The normal level, solo (no lots: they are the first lesson's), deal 10,
three rounds: culture buildings and development, an Industry in another's column
bringing a Pollution cloud, Parks. The advanced level, two players, the Economic
victory, deal 2, the first round: a two-colour card, a bribe, car park districts that
pay by the colours they touch (the rulebook's parking meters).

The facts each step states are checked by ``tests/unit/test_lessons.py`` against the
rules."""

from __future__ import annotations

from urbanistes.engine import text

from ...lessons import Lesson, Step
from .lesson import (
    ACQUISITION,
    CONSTRUCTION,
    DEVELOPMENT,
    INCOME,
    ROUND_END,
    SOLO,
    VICTORIES,
    build,
)

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
        Step(build("R", -1, 0), text(
            "La Résidence à gauche de la Mairie. La Mairie est un bâtiment culturel, comme "
            "les Loisirs : un Quartier de n Résidences qui en touche n + 1 grandit.",
            "The Residence left of the Town hall. The Town hall is a culture building, like "
            "Leisure: a district of n Residences touching n + 1 of them grows."),
            DEVELOPMENT),
        Step(build("C", 1, 0), text(
            "Le Commerce à droite de la Mairie.", "The Shop right of the Town hall."),
            CONSTRUCTION),
        Step(build("P", 0, 1), text(
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
        Step(build("L", -1, -1), text(
            "Un Loisirs coûte 5 $. Au-dessus de votre Résidence, c'est son second bâtiment "
            "culturel.",
            "A Leisure building costs $5. Above your Residence, it is its second culture "
            "building."), CONSTRUCTION),
        Step(build("I", 1, -1), text(
            "Une Industrie, jamais à côté d'une Résidence : au-dessus du Commerce. Chacune "
            "permet 5 cartes de plus dans la ville.",
            "An Industry, never next to a Residence: above the Shop. Each one lets the city "
            "hold 5 more cards."), CONSTRUCTION),
        Step(build("I", 1, 1), text(
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
        Step(build("C", 0, -1), text(
            "Jamais de Commerce à côté d'un Commerce : celui-ci, au-dessus de la Mairie, "
            "est un Quartier à lui seul, 1 $ de revenu de plus.",
            "Never a Shop next to a Shop: this one, above the Town hall, is a district of "
            "its own, $1 more income."), INCOME),
        Step(build("C", 0, 2), text(
            "Un autre Commerce seul, sous le Parking.", "Another lone Shop, below the Car "
            "park."), INCOME),
        Step(build("P", -1, 1), text(
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
        Step(build("B08", 0, -1), text(
            "Le robot a pris le lot 1 et son dollar. Une carte bicolore suit les règles de "
            "ses deux couleurs et tourne d'un quart à la fois : posez la Résidence/Parking "
            "au-dessus de la Mairie, telle quelle.",
            "The bot took lot 1 and its dollar. A two-colour card follows the rules of both "
            "its colours and turns a quarter at a time: lay the Residence/Car park above the "
            "Town hall as it comes."), CONSTRUCTION),
        Step(build("C", 1, -1), text(
            "Le Commerce à sa droite.", "The Shop right of it."), CONSTRUCTION),
        Step(build("P", 1, 0), text(
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
