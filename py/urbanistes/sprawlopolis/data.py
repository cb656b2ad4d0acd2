"""Sprawlopolis components as data: the 18 cards (fronts and scoring backs).

Source: ``shared/reference/games.md`` (public card list). A front is written
``TL TR / BL BR``; each block is a type letter and, unless it is a park, the two
edges its road segment joins. Card N's back is scoring card N, worth N target points.
"""

from __future__ import annotations

from ..engine import text

KINDS = ("C", "P", "I", "R")
KIND_NAMES = {
    "C": text("Commercial", "Commercial"),
    "P": text("Parc", "Park"),
    "I": text("Industriel", "Industrial"),
    "R": text("Résidentiel", "Residential"),
}

FRONTS: dict[int, str] = {
    1: "C(N-S) P      / I(N-E) R(W-E)",
    2: "I(N-W) P      / R(W-E) C(W-E)",
    3: "C(N-W) P      / I(W-E) R(W-E)",
    4: "P      C(N-S) / R(W-E) I(N-W)",
    5: "R(N-S) P      / C(N-E) I(W-E)",
    6: "I(N-W) C(N-S) / P      R(N-S)",
    7: "P      R(N-E) / I(W-E) C(W-E)",
    8: "P      I(N-S) / C(W-S) R(N-S)",
    9: "P      R(N-S) / I(W-E) C(N-W)",
    10: "P      I(N-E) / C(W-E) R(W-E)",
    11: "P      C(N-E) / R(W-E) I(W-E)",
    12: "P      R(N-S) / I(W-S) C(N-S)",
    13: "C(N-W) R(N-S) / P      I(N-S)",
    14: "P      I(N-S) / C(W-E) R(N-W)",
    15: "R(N-W) I(N-S) / P      C(N-S)",
    16: "R(N-W) P      / C(W-E) I(W-E)",
    17: "P      C(N-S) / R(W-S) I(N-S)",
    18: "I(N-S) P      / R(N-E) C(W-E)",
}

#: Scoring cards: number -> (name, rule). English names are the publisher's; the French
#: names and both rule texts are ours, written from the card rules in games.md.
SCORING_TEXTS = {
    1: (text("La Périphérie", "The Outskirts"),
        text("+1 par route qui n'aboutit pas au bord de la ville, -1 par route qui y aboutit.",
             "+1 per road that does not end at the city edge, -1 per road that does.")),
    2: (text("Boom des parcs", "Bloom Boom"),
        text("+1 par rangée et par colonne avec exactement 3 blocs parc, "
             "-1 par rangée ou colonne sans parc.",
             "+1 per row and per column with exactly 3 park blocks, "
             "-1 per row or column with no park block.")),
    3: (text("Au vert", "Go Green"),
        text("+1 par bloc parc, -3 par bloc industriel.",
             "+1 per park block, -3 per industrial block.")),
    4: (text("Fête de quartier", "Block Party"),
        text("Carrés de 2x2 blocs du même type (un bloc peut compter dans plusieurs carrés) : "
             "0/1/2/3/4/5+ carrés = -8/-5/-2/+1/+4/+7.",
             "2x2 squares of four blocks of one type (a block may be in several squares): "
             "0/1/2/3/4/5+ squares = -8/-5/-2/+1/+4/+7.")),
    5: (text("Cheminées et gratte-ciel", "Stacks and Scrapers"),
        text("+2 par bloc industriel adjacent uniquement à des blocs commerciaux ou "
             "industriels (les côtés vides ne comptent pas).",
             "+2 per industrial block adjacent only to commercial or industrial blocks "
             "(empty sides do not count).")),
    6: (text("Plan directeur", "Master Planned"),
        text("Blocs du plus grand groupe résidentiel moins blocs du plus grand groupe industriel.",
             "Blocks in the largest residential group minus blocks in the largest "
             "industrial group.")),
    7: (text("Parcs au centre", "Central Perks"),
        text("+1 par bloc parc à l'intérieur de la ville, -2 par bloc parc au bord "
             "(un côté vide suffit).",
             "+1 per park block inside the city, -2 per park block on the city edge "
             "(any empty side).")),
    8: (text("La banlieue", "The 'Burbs"),
        text("Autour du plus grand groupe résidentiel : +1 par bloc parc adjacent, "
             "-2 par bloc industriel adjacent.",
             "Around the largest residential group: +1 per adjacent park block, "
             "-2 per adjacent industrial block.")),
    9: (text("Jungle de béton", "Concrete Jungle"),
        text("+1 par bloc industriel qui touche par un coin (en diagonale) un autre bloc "
             "industriel ; un contact par un côté ne compte pas.",
             "+1 per industrial block touching another industrial block by a corner "
             "(diagonally); side contact alone does not count.")),
    10: (text("La grande rue", "The Strip"),
         text("+1 par bloc commercial dans la meilleure rangée ou colonne (trous permis).",
              "+1 per commercial block in your best row or column (gaps allowed).")),
    11: (text("Supérettes", "Mini Marts"),
         text("+2 par bloc commercial entre deux blocs résidentiels, la même route traversant "
              "les trois (droite ou en escalier).",
              "+2 per commercial block between two residential blocks with one road running "
              "through all three (straight or stepped).")),
    12: (text("Autoroute", "Superhighway"),
         text("+1 par 2 portions de route (arrondi inférieur) de la plus longue route.",
              "+1 per 2 road sections (rounded down) in the longest road.")),
    13: (text("De parc en parc", "Park Hopping"),
         text("+3 par route dont chacune des deux extrémités touche un bloc parc, "
              "deux parcs différents.",
              "+3 per road whose two dead ends each touch a park block, two different parks.")),
    14: (text("Boucles", "Looping Lanes"),
         text("+1 par portion de route de chaque boucle complète.",
              "+1 per road section in every completed loop.")),
    15: (text("Quartier mal famé", "Skid Row"),
         text("+2 par bloc résidentiel adjacent à au moins 2 blocs industriels.",
              "+2 per residential block adjacent to 2 or more industrial blocks.")),
    16: (text("Trajet du matin", "Morning Commute"),
         text("+2 par route qui traverse au moins un bloc résidentiel et un bloc commercial.",
              "+2 per road that passes through both a residential and a commercial block.")),
    17: (text("Attrape-touristes", "Tourist Traps"),
         text("+1 par bloc commercial au bord de la ville, +1 de plus s'il est dans un coin "
              "(deux côtés vides).",
              "+1 per commercial block on the city edge, +1 more on a corner "
              "(two empty sides).")),
    18: (text("Sprawlopolis", "Sprawlopolis"),
         text("Blocs de la plus longue rangée plus blocs de la plus longue colonne "
              "(les trous ne comptent pas et ne coupent pas).",
              "Blocks in the longest row plus blocks in the longest column "
              "(gaps neither count nor break the line).")),
}

#: What each scoring card counts: block types (letters) and "road", read off its rule
#: above; a block's or a road's explanation names the cards in play that count it.
SCORING_TOPICS: dict[int, frozenset[str]] = {n: frozenset(topics.split()) for n, topics in {
    1: "road", 2: "P", 3: "P I", 4: "C P I R", 5: "I C", 6: "R I", 7: "P", 8: "R P I",
    9: "I", 10: "C", 11: "C R road", 12: "road", 13: "P road", 14: "road", 15: "R I",
    16: "R C road", 17: "C", 18: "C P I R",
}.items()}
