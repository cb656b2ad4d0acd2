"""Cloud City's guided first game: two players (the learner and the easy bot), the square
city, one Special Needs card, deal 3 (Light buildings). Two turns played as the normal
bot plays them teach laying a tile, walkways by height and length, ending the building
step and drawing, the 8-vote walkway over a lower building and the Special Needs card;
then the city is the player's.

The facts each step states (the buildings, the lengths, the votes) are checked by
``tests/unit/test_lessons.py`` against the rules."""

from __future__ import annotations

from urbanistes.engine import text

from ...lessons import Lesson, Step

#: Sections of ``urbanistes.cloudcity.help.RULES_HELP`` the steps cite.
TURN, WALKWAYS, NEEDS = 2, 3, 6

FIRST_GAME = Lesson(
    id="cloudcity",
    game="cloudcity",
    options={"city": "square", "needs": 1},
    seed=3,
    seats=("human", "easy"),
    intro=text(
        "Bienvenue ! Chacun bâtit sa ville de 9 tuiles de nuages et relie ses immeubles "
        "par des passerelles ; chaque passerelle rapporte des votes, le plus de votes gagne. "
        "Votre tuile de départ porte deux immeubles bleus (bas).",
        "Welcome! Each player builds their own city of 9 cloud tiles and links its "
        "buildings by walkways; each walkway earns votes, most votes wins. Your start tile "
        "holds two blue (low) buildings."),
    steps=(
        Step({"type": "tile", "tile": 17, "x": 1, "y": 0, "rot": 1}, text(
            "Prenez la tuile 17, tournez-la une fois et posez-la à droite de votre tuile de "
            "départ : une tuile touche la ville par un côté, et ses deux immeubles montent "
            "aussitôt (bleu = bas, beige = haut).",
            "Pick tile 17, turn it once and lay it right of your start tile: a tile touches "
            "the city by a side, and its two buildings go up at once (blue = low, tan = "
            "high)."), TURN),
        Step({"type": "walkway", "x1": 0, "y1": 0, "x2": 3, "y2": 0}, text(
            "Une passerelle relie en ligne droite deux immeubles de même hauteur : reliez "
            "les deux bleus de la rangée du haut, à 3 zones l'un de l'autre (3 votes).",
            "A walkway joins two buildings of the same height in a straight line: link the "
            "two blue ones of the top row, 3 zones apart (3 votes)."), WALKWAYS),
        Step({"type": "end"}, text(
            "Construisez autant de passerelles que vous voulez, puis « Terminer les "
            "passerelles ».",
            "Build as many walkways as you like, then “Finish walkways”."), TURN),
        Step({"type": "draw", "from": "row", "index": 2}, text(
            "Piochez le dessus de la pile ou l'une des 3 tuiles visibles : prenez la tuile "
            "43, à droite de la rangée.",
            "Draw the top of the deck or one of the 3 face-up tiles: take tile 43, on the "
            "right of the row."), TURN),
        Step({"type": "tile", "tile": 43, "x": -1, "y": 0, "rot": 2}, text(
            "Posez la tuile 43, tournée deux fois, à gauche de votre tuile de départ : la "
            "ville ne dépasse jamais 3 tuiles dans chaque sens.",
            "Lay tile 43, turned twice, left of your start tile: the city never grows "
            "beyond 3 tiles either way."), TURN),
        Step({"type": "walkway", "x1": -2, "y1": 1, "x2": 3, "y2": 1}, text(
            "Reliez les deux immeubles beiges (hauts) de la rangée du bas : à 5 zones, la "
            "plus longue passerelle, 8 votes ; elle passe au-dessus de l'immeuble bleu, plus "
            "bas.",
            "Link the two tan (high) buildings of the bottom row: 5 zones apart, the longest "
            "walkway, 8 votes; it passes over the lower blue building."), WALKWAYS),
        Step({"type": "walkway", "x1": -2, "y1": 0, "x2": 0, "y2": 0}, text(
            "Reliez le nouvel immeuble bleu au premier, à 2 zones (2 votes). Votre carte "
            "Besoins Spécifiques, Immeubles allégés, donne 2 votes par immeuble portant une "
            "seule passerelle : le premier en porte maintenant deux (2 au plus).",
            "Link the new blue building to the first one, 2 zones away (2 votes). Your "
            "Special Needs card, Light buildings, gives 2 votes per building carrying "
            "exactly one walkway: the first now carries two (2 at most)."), NEEDS),
        Step({"type": "end"}, text(
            "Terminez les passerelles.", "Finish walkways."), TURN),
        Step({"type": "draw", "from": "row", "index": 1}, text(
            "Piochez la tuile 5, au milieu de la rangée. Vous avez 21 votes.",
            "Draw tile 5, in the middle of the row. You have 21 votes."), TURN),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même. La partie s'arrête quand chaque "
        "ville a ses 9 tuiles ; le plus de votes gagne.",
        "The lesson is over: play on yourself. The game ends when every city has its 9 "
        "tiles; most votes wins."),
)
