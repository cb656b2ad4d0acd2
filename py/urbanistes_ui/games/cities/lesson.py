"""Cities' guided first game: two players (the learner and the easy bot), New York,
deal 3 (the bot has the star). The learner's first round as the normal bot plays it
teaches the starting tile, workers and the four rows (scoring cards, a city tile laid,
feature tiles with a face-down one, building pieces), the star and the achievements;
then the neighbourhood is the player's.

The facts each step states (the cards, the spaces, what lies face down) are checked by
``tests/unit/test_lessons.py`` against the rules."""

from __future__ import annotations

from urbanistes.engine import text

from ...lessons import Lesson, Step

#: Sections of ``urbanistes.cities.help.RULES_HELP`` the steps cite.
SET_UP, TURN, ACHIEVEMENTS, ROUND_END = 1, 3, 4, 5

FIRST_GAME = Lesson(
    id="cities",
    game="cities",
    options={"city": "new_york", "long": False},
    seed=3,
    seats=("human", "easy"),
    intro=text(
        "Bienvenue ! Chacun aménage son quartier : des tuiles de 4 cases où bâtir et "
        "placer des attractions ; le plus de points gagne. Le robot a l'étoile : il "
        "commence, et vous choisissez d'abord votre tuile de départ.",
        "Welcome! Each player plans their own neighbourhood: tiles of 4 spaces to build on "
        "and fill with features; most points wins. The bot has the star: it starts, and "
        "you choose your starting tile first."),
    steps=(
        Step({"type": "start", "tile": 3}, text(
            "Choisissez la tuile de départ 3 : chacune a 2 cases de ville de couleurs "
            "différentes, une case parc et une case eau.",
            "Choose starting tile 3: each has 2 city spaces of different colours, a park "
            "space and a water space."), SET_UP),
        Step({"type": "take", "row": 0, "slot": 0}, text(
            "À votre tour, prenez un élément du plateau central : un ouvrier va sur sa "
            "case. La première rangée tient les Cartes Objectif : prenez la carte 6, Tours "
            "(vert), qui compte en fin de partie.",
            "On your turn, take an item from the central board: a worker goes on its space. "
            "The first row holds the scoring cards: take card 6, Green Towers, which scores "
            "at the end."), TURN),
        Step({"type": "take", "row": 0, "slot": 1}, text(
            "À 2 joueurs, vous placez à chaque manche exactement 2 de vos 8 ouvriers sur "
            "chaque rangée. Prenez aussi la carte 23, Grand lac.",
            "With 2 players, every round you put exactly 2 of your 8 workers on each row. "
            "Take card 23, Great Lake, too."), TURN),
        Step({"type": "take", "row": 1, "slot": 1}, text(
            "La deuxième rangée tient les Tuiles Quartier : prenez la tuile 16.",
            "The second row holds the city tiles: take tile 16."), TURN),
        Step({"type": "tile", "x": 0, "y": -1, "rot": 0}, text(
            "Posez-la au-dessus de votre tuile de départ : elle partage un côté entier avec "
            "le quartier (3x3 tuiles au plus), et les cases voisines n'ont pas à "
            "correspondre.",
            "Lay it above your starting tile: it shares a whole side with the "
            "neighbourhood (3x3 tiles at most), and neighbouring spaces need not match."),
            TURN),
        Step({"type": "take", "row": 2, "slot": 3}, text(
            "La troisième rangée tient les Tuiles Attraction, en groupes. Prenez le groupe "
            "de 2 du bout : sa tuile cachée n'est révélée qu'une fois prise, et ce choix "
            "ne se reprend pas.",
            "The third row holds the feature tiles, in groups. Take the group of 2 at its "
            "end: its face-down tile is revealed only once taken, and that take cannot be "
            "undone."), TURN),
        Step({"type": "place", "item": "bandstand", "x": 0, "y": -2}, text(
            "Une attraction à fond vert va sur une case parc : placez le kiosque.",
            "A feature with a green background goes on a park space: place the bandstand."),
            TURN),
        Step({"type": "place", "item": "sailboat", "x": 1, "y": -1}, text(
            "Une attraction à fond bleu va sur une case eau : placez le voilier.",
            "A feature with a blue background goes on a water space: place the sailboat."),
            TURN),
        Step({"type": "take", "row": 3, "slot": 1}, text(
            "La dernière rangée tient les Modules Bâtiment ; sa dernière case est celle de "
            "l'étoile : l'ouvrier le plus proche d'elle prend l'étoile et commence la "
            "manche suivante. Prenez le groupe jaune, vert, rouge.",
            "The last row holds the building pieces; its last space is the star's: the "
            "worker nearest it takes the star and starts the next round. Take the yellow, "
            "green and red group."), ROUND_END),
        Step({"type": "place", "item": "green", "x": 0, "y": -1}, text(
            "Un module va sur une case de ville de sa couleur (ou sur un module de même "
            "couleur) : le vert sur la case verte.",
            "A piece goes on a city space of its colour (or on a piece of that colour): the "
            "green one on the green space."), TURN),
        Step({"type": "place", "item": "red", "x": 0, "y": 1}, text(
            "Le rouge sur la case rouge.", "The red one on the red space."), TURN),
        Step({"type": "place", "item": "yellow", "x": 0, "y": 0}, text(
            "Le jaune sur la case jaune. En fin de tour, les 3 objectifs de New York sont "
            "vérifiés (par exemple 10 bâtiments) : qui en atteint un le premier prend sa "
            "plus haute valeur.",
            "The yellow one on the yellow space. At the end of each turn New York's 3 "
            "achievements are checked (10 buildings, for one): meeting one first takes its "
            "highest value."), ACHIEVEMENTS),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même (4 manches à 2 joueurs). Cartes, "
        "objectifs, zones d'eau et de parc, monuments : tout compte à la fin.",
        "The lesson is over: play on yourself (4 rounds with 2 players). Cards, "
        "achievements, water and park areas, monuments: everything scores at the end."),
)
