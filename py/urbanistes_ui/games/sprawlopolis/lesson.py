"""Sprawlopolis's guided first game: solo, deal 12 (Go Green, Master Planned, Morning
Commute; target 25), four cards laid as the normal bot lays them, each teaching a rule
(laying and covering, groups, roads, the target), then the city is the player's.

The facts each step states (what a card covers, the groups, the score) are checked by
``tests/unit/test_lessons.py`` against the rules."""

from __future__ import annotations

from urbanistes.engine import text

from ...lessons import Lesson, Step

#: Sections of ``urbanistes.sprawlopolis.help.RULES_HELP`` the steps cite.
GOAL, LAYING, FINAL = 0, 3, 4

FIRST_GAME = Lesson(
    id="sprawlopolis",
    game="sprawlopolis",
    options={"difficulty": "normal"},
    seed=12,
    seats=("human",),
    intro=text(
        "Bienvenue ! Seul, vous bâtissez une ville de 15 cartes avec une main de 3 ; les "
        "trois cartes de score, à côté, disent ce qui rapporte.",
        "Welcome! Solo, you build a city of 15 cards from a hand of 3; the three scoring "
        "cards beside it say what scores."),
    steps=(
        Step({"card": 18, "x": 1, "y": 0, "rot": 180}, text(
            "Prenez la carte 18, tournez-la (Tourner, ou R) et posez-la à l'endroit montré. "
            "Une carte touche la ville par un côté ou en recouvre une partie : celle-ci "
            "recouvre le bloc industriel de la première carte (Au vert : −3 par bloc "
            "industriel).",
            "Pick card 18, turn it (Turn, or R) and lay it on the spot shown. A card "
            "touches the city by a side or covers part of it: this one covers the first "
            "card's industrial block (Go Green: −3 per industrial block)."), LAYING),
        Step({"card": 4, "x": 2, "y": 1, "rot": 0}, text(
            "Les blocs comptent par groupe : le plus grand groupe de chaque type rapporte 1 "
            "par bloc. La carte 4 recouvre le nouveau bloc industriel, ajoute un troisième "
            "parc à votre groupe de parcs, et sa route passe par un bloc résidentiel et un "
            "bloc commercial : Trajet du matin rapporte 2 de plus.",
            "Blocks score by group: the largest group of each type scores 1 per block. "
            "Card 4 covers the new industrial block, adds a third park to your park group, "
            "and its road runs through a residential and a commercial block: Morning "
            "Commute pays 2 more."), FINAL),
        Step({"card": 10, "x": 3, "y": 2, "rot": 180}, text(
            "Chaque route coûte 1 point à la fin ; elle s'arrête à un bloc sans route ou au "
            "bord de la ville. La carte 10 recouvre encore l'industrie et forme un groupe "
            "résidentiel de 2 blocs : Plan directeur compte ce groupe moins le plus grand "
            "groupe industriel.",
            "Each road costs 1 point at the end; it stops at a block without a road or at "
            "the city's edge. Card 10 covers the industry again and makes a residential "
            "group of 2 blocks: Master Planned scores that group minus the largest "
            "industrial group."), FINAL),
        Step({"card": 2, "x": 2, "y": 3, "rot": 180}, text(
            "Posez la carte 2, tournée. Pour gagner, le total doit atteindre la cible, la "
            "somme des numéros des cartes de score : 3 + 6 + 16 = 25 ; après cette carte, "
            "le score en cours (panneau Score) est de 13.",
            "Lay card 2, turned. To win, the total must reach the target, the sum of the "
            "scoring cards' numbers: 3 + 6 + 16 = 25; after this card the running score "
            "(the Score panel) is 13."), GOAL),
    ),
    free=text(
        "La leçon est finie : terminez la ville vous-même (10 cartes). Gardez peu "
        "d'industrie, faites grandir le groupe résidentiel, et suivez le panneau Score.",
        "The lesson is over: finish the city yourself (10 cards). Keep industry scarce, "
        "grow the residential group, and watch the Score panel."),
)
