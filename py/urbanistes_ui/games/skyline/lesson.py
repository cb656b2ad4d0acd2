"""Skyline's guided first game: two players (the learner and the easy bot), the special
cards on, deal 1 (the learner's card is Diagon Alley). Five rounds, each a die taken
and written as the normal bot would, teach the draft and who throws, car parks dug
down, towers built up, the bonus bubbles and the special card; then the sheet is the
player's.

The facts each step states (the dice, who throws, the car parks' depths, what a write
completes) are checked by ``tests/unit/test_lessons.py`` against the rules."""

from __future__ import annotations

from urbanistes.engine import text

from ...lessons import Lesson, Step

#: Sections of ``urbanistes.skyline.help.RULES_HELP`` the steps cite.
SHEET, ROUND, BONUSES, SPECIAL = 1, 2, 3, 5

FIRST_GAME = Lesson(
    id="skyline",
    game="skyline",
    options={"cards": "on"},
    seed=1,
    seats=("human", "easy"),
    intro=text(
        "Bienvenue ! Chacun sur sa feuille, vous élevez 6 tours et creusez leurs parkings "
        "avec les dés que vous choisissez.",
        "Welcome! Each on your own sheet, you raise 6 towers and dig their car parks with "
        "the dice you choose."),
    steps=(
        Step({"type": "take", "die": 2}, text(
            "Manche 1 : vous lancez 4 dés (deux de plus que de joueurs à 2) ; chacun en prend "
            "un à son tour et les deux derniers restent inutilisés. Prenez le 2.",
            "Round 1: you throw 4 dice (two more than players with 2); each takes one in "
            "turn and the last two stay unused. Take the 2."), ROUND),
        Step({"type": "write", "tower": 3, "part": "parking", "floor": 0}, text(
            "Écrivez-le dans le parking de la tour 4, profond d'un seul niveau : le 2 le "
            "termine (1 point). Qui finit le premier une tour et son parking entoure sa "
            "bulle de bonus (4 pour la tour 4).",
            "Write it in tower 4's car park, one level deep: the 2 completes it (1 point). "
            "Whoever first completes a tower and its car park circles its bonus bubble (4 "
            "for tower 4)."), BONUSES),
        Step({"type": "take", "die": 5}, text(
            "Manche 2 : vous avez pris le plus petit dé (2 contre 4), vous relancez et "
            "choisissez le premier. Prenez le 5.",
            "Round 2: you took the smallest die (2 against 4), so you throw and choose "
            "first. Take the 5."), ROUND),
        Step({"type": "write", "tower": 1, "part": "parking", "floor": 0}, text(
            "Un parking se creuse vers le bas, chaque niveau plus petit que celui du dessus "
            ": le 5 ouvre le parking de la tour 2, au niveau du sol.",
            "A car park is dug downwards, each level smaller than the one above: the 5 "
            "opens tower 2's car park, at ground level."), SHEET),
        Step({"type": "take", "die": 6}, text(
            "Manche 3 : le robot a pris le plus petit dé (2 contre 5) ; il a lancé et pris "
            "le 1. Prenez un 6.",
            "Round 3: the bot took the smallest die (2 against 5); it threw and took the 1. "
            "Take a 6."), ROUND),
        Step({"type": "write", "tower": 0, "part": "parking", "floor": 0}, text(
            "Un 6 en haut d'un parking laisse tous les chiffres plus petits aux niveaux du "
            "dessous : ouvrez celui de la tour 1, profond de 3.",
            "A 6 at the top of a car park leaves every smaller number for the levels below: "
            "open tower 1's, 3 deep."), SHEET),
        Step({"type": "take", "die": 6}, text(
            "Manche 4 : le robot a encore pris le plus petit dé (1) ; il a pris le 3. "
            "Prenez un 6.",
            "Round 4: the bot took the smallest die again (1); it took the 3. Take a 6."),
            ROUND),
        Step({"type": "write", "tower": 2, "part": "parking", "floor": 0}, text(
            "Ouvrez de même le parking de la tour 3, profond de 3.",
            "Open tower 3's car park the same way, 3 deep."), SHEET),
        Step({"type": "take", "die": 1}, text(
            "Votre carte spéciale, Chemin de Traverse : chaque rez-de-chaussée devient une "
            "boutique ; remplissez-les tous de 1 et votre total double (sinon +1 par "
            "rez-de-chaussée à 1). Prenez le 1.",
            "Your special card, Diagon Alley: every ground floor becomes a shop; fill them "
            "all with 1s and your total is doubled (else +1 per ground floor holding a 1). "
            "Take the 1."), SPECIAL),
        Step({"type": "write", "tower": 0, "part": "tower", "floor": 0}, text(
            "Une tour monte, chaque étage plus grand que celui du dessous : un 1 au "
            "rez-de-chaussée de la tour 1 laisse tous les chiffres aux étages.",
            "A tower goes up, each floor bigger than the one below: a 1 on tower 1's ground "
            "floor leaves every number for the floors above."), SHEET),
    ),
    free=text(
        "La leçon est finie : jouez la suite vous-même. Dès qu'un joueur a fini 3 tours "
        "et leurs parkings, la partie s'arrête à la fin de la manche ; tours et parkings "
        "finis rapportent 1 par étage et par niveau, plus les bonus entourés.",
        "The lesson is over: play on yourself. As soon as a player has completed 3 towers "
        "and their car parks, the game ends with the round; complete towers and car parks "
        "score 1 per floor and per level, plus the circled bonuses."),
)
