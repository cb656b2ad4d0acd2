"""Card City XL's guided first game, at the simplified level: two players (the learner
and the easy bot), the Residential victory, deal 1; two rounds played as the normal bot
plays them teach the lots (splitting, offering, choosing), the construction rules,
income and buying an Industry, and say how development will come; then the city is the
player's. The lessons of the other levels (``lesson_levels``) and of the variants
(``lesson_variants``) build on it with ``build`` and ``lots``.

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
            "Le Parking au-dessus du Commerce. Le développement viendra : un Quartier de n "
            "Résidences qui touche n + 1 bâtiments culturels (Mairie, Loisirs) prend une "
            "Résidence de la réserve, jointe à lui.",
            "The Car park above the Shop. Development will come: a district of n "
            "Residences touching n + 1 culture buildings (Town hall, Leisure) takes a "
            "Residence from the reserve, joined to it."), DEVELOPMENT),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même (10 manches). Victoire "
        "Résidentielle : chaque Quartier Résidentiel de n cartes rapporte 1 + 2 + … + n "
        "PV, 5 $ valent 1 PV et chaque place vide coûte 1 PV.",
        "The lesson is over: play on yourself (10 rounds). Residential victory: each "
        "Residential district of n cards scores 1 + 2 + … + n VP, $5 is worth 1 VP and "
        "each empty spot costs 1 VP."),
)


def build(card: str, x: int, y: int) -> dict[str, object]:
    """A card of the hand built at (x, y), unturned."""
    return {"type": "build", "card": card, "x": x, "y": y, "rot": 0}


def lots(*cards: tuple[str, int]) -> tuple[Step, ...]:
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
