"""Every string of Sprawlopolis's play screen, in French and English."""

from __future__ import annotations

from ...i18n import CORE, Strings

STRINGS = Strings({
    "pick": ("{who} : choisissez une carte de votre main (1 à 3).",
             "{who}: pick a card from your hand (1 to 3)."),
    "place": ("{who} : posez la carte {card} sur un emplacement marqué d'un +, R pour la "
              "tourner.",
              "{who}: lay card {card} on a spot marked +, R to turn it."),
    "card": ("Carte {card}", "Card {card}"),
    "card.key": ("Carte {card} (touche {shortcut})", "Card {card} (key {shortcut})"),
    "pile.1": ("Pioche : 1 carte, visible", "Draw pile: 1 card, face up"),
    "pile.n": ("Pioche : {count} cartes, celle du dessus est visible",
               "Draw pile: {count} cards, the top one face up"),
    "pile.empty": ("Pioche vide", "Draw pile empty"),
    "target": ("Objectif : {target}", "Target: {target}"),
    "in_city": ("{n} / {total} cartes dans la ville", "{n} / {total} cards in the city"),
    "scoring": ("Décomptes", "Scoring cards"),
    "hand_size.0": ("main vide", "no cards in hand"),
    "hand_size.1": ("1 carte en main", "1 card in hand"),
    "hand_size.n": ("{n} cartes en main", "{n} cards in hand"),
    "laid": ("a posé la carte {card}", "laid card {card}"),
    "laid.turned": ("a posé la carte {card}, tournée", "laid card {card}, turned"),
    "got.1": ("vous recevez la carte {card}", "you get card {card}"),
    "got.n": ("vous recevez les cartes {cards} et {last}", "you get cards {cards} and {last}"),
    "scoring.list": ("Les 18 cartes décompte", "The 18 scoring cards"),
    # what a component is and how it scores: tooltips, and names read aloud
    "block.C": ("Bloc commercial", "Commercial block"),
    "block.P": ("Bloc parc", "Park block"),
    "block.I": ("Bloc industriel", "Industrial block"),
    "block.R": ("Bloc résidentiel", "Residential block"),
    "tip.group": ("{block}, dans un groupe {kind} de {n} blocs.",
                  "{block}, in a {kind} group of {n} blocks."),
    "tip.group.one": ("{block}, seul (un groupe {kind} de {n} bloc).",
                      "{block}, alone (a {kind} group of {n} block)."),
    "tip.largest": ("Le plus grand groupe {kind} : 1 point par bloc.",
                    "The largest {kind} group: 1 point per block."),
    "tip.smaller": ("Seul le plus grand groupe {kind} marque ({best} blocs).",
                    "Only the largest {kind} group scores ({best} blocks)."),
    "tip.hard": ("Partie plus difficile : seul le plus grand groupe de la ville marque "
                 "({best} blocs {kind}).",
                 "Harder game: only the city's largest group scores ({best} {kind} blocks)."),
    "tip.kind": ("{block} : le plus grand groupe {kind} de la ville marque 1 point par bloc.",
                 "{block}: the city's largest {kind} group scores 1 point per block."),
    "tip.kind.hard": ("{block} : partie plus difficile, seul le plus grand groupe de la ville "
                      "(tous types) marque, 1 point par bloc.",
                      "{block}: harder game, only the city's largest group (of any type) "
                      "scores, 1 point per block."),
    "tip.road": ("Route de {n} portions : −1 point.", "Road of {n} sections: −1 point."),
    "tip.road.one": ("Route de {n} portion : −1 point.", "Road of {n} section: −1 point."),
    "tip.road.easy": ("Route de {n} portions : pas de malus (partie plus facile).",
                      "Road of {n} sections: no penalty (easier game)."),
    "tip.road.easy.one": ("Route de {n} portion : pas de malus (partie plus facile).",
                          "Road of {n} section: no penalty (easier game)."),
    "tip.section": ("Portion de route : chaque route coûte 1 point.",
                    "Road section: each road costs 1 point."),
    "tip.section.easy": ("Portion de route : pas de malus pour les routes (partie plus "
                         "facile).",
                         "Road section: no penalty for roads (easier game)."),
    "tip.cards": ("Décomptes : {cards}.", "Scoring cards: {cards}."),
    "tip.hand": ("Posée dans la ville, chaque bloc rejoint le groupe de son type et chaque "
                 "portion de route sa route.",
                 "Laid in the city, each block joins the group of its type and each road "
                 "section its road."),
    "tip.scoring": ("Carte décompte {n}, {name} : {rule} Ajoute {n} à l'objectif.",
                    "Scoring card {n}, {name}: {rule} Adds {n} to the target."),
    "legend.title": ("Cartes, blocs et routes", "Cards, blocks and roads"),
    "legend.card": ("Une carte : 2x2 blocs, un de chaque type ; se pose à 0° ou 180°.",
                    "A card: 2x2 blocks, one of each type; laid at 0° or 180°."),
    "legend.kind": ("{name} ({colour}, lettre {letter}).", "{name} ({colour}, letter {letter})."),
    "legend.road": ("Une route de 3 portions : elle s'arrête à un bloc sans route ou au bord "
                    "de la ville ; −1 point par route.",
                    "A road of 3 sections: it stops at a block without a road or at the city "
                    "edge; −1 point per road."),
    "colour.C": ("bleu", "blue"),
    "colour.P": ("vert", "green"),
    "legend.park": ("Un parc n'a jamais de route.", "A park never has a road."),
    "colour.I": ("gris", "grey"),
    "colour.R": ("orange", "orange"),
    # "Your games": the 816 combinations of three scoring cards
    "records.title": ("Les 816 combinaisons de cartes décompte",
                      "The 816 combinations of scoring cards"),
    "records.count": ("Combinaisons gagnées : {won} sur {total} ; perdues : {lost} ; "
                      "pas encore jouées : {none}.",
                      "Combinations won: {won} of {total}; lost: {lost}; "
                      "not played yet: {none}."),
    "records.legend.won": ("Gagnée : le meilleur écart à l'objectif atteint.",
                           "Won: the best margin over the target reached."),
    "records.legend.lost": ("Perdue : jouée sans jamais atteindre l'objectif, le meilleur "
                            "écart.",
                            "Lost: played without ever reaching the target, the best "
                            "margin."),
    "records.legend.none": ("Pas encore jouée.", "Not played yet."),
    "records.filter": ("Carte", "Card"),
    "records.every_card": ("Toutes les cartes", "Every card"),
    "records.card_option": ("{n}. {name}", "{n}. {name}"),
    "records.unbeaten": ("Jouer une combinaison pas encore gagnée",
                         "Play an unbeaten combination"),
    "records.unbeaten.card": ("Jouer une combinaison pas encore gagnée avec la carte {n}",
                              "Play an unbeaten combination with card {n}"),
    "records.all_won": ("Toutes ces combinaisons sont gagnées. Bravo !",
                        "Every one of these combinations is won. Well done!"),
    "records.how": ("Un tableau par plus petite carte : en ligne la deuxième carte, en "
                    "colonne la troisième. Choisissez une case pour jouer cette combinaison.",
                    "One table per lowest card: the second card in rows, the third in "
                    "columns. Choose a cell to play that combination."),
    "records.how.card": ("En ligne et en colonne, les deux autres cartes. Choisissez une case "
                         "pour jouer cette combinaison.",
                         "The two other cards in rows and columns. Choose a cell to play "
                         "that combination."),
    "records.lowest": ("Plus petite carte : {n}, {name}", "Lowest card: {n}, {name}"),
    "records.with": ("Avec la carte {n}, {name}", "With card {n}, {name}"),
    "records.combo": ("Cartes {a}, {b} et {c} ({names}) : {status}",
                      "Cards {a}, {b} and {c} ({names}): {status}"),
    "records.won": ("gagnée", "won"),
    "records.won.margin": ("gagnée, meilleur écart {margin}", "won, best margin {margin}"),
    "records.lost": ("perdue", "lost"),
    "records.lost.margin": ("perdue, meilleur écart {margin}", "lost, best margin {margin}"),
    "records.none": ("pas encore jouée", "not played yet"),
    "keys.game": ("Sprawlopolis : 1, 2 ou 3 choisit une carte de la main, puis les flèches "
             "parcourent les emplacements sur le plateau, R tourne la carte, Entrée la pose.",
             "Sprawlopolis: 1, 2 or 3 picks a card from the hand, then the arrows go "
             "through the spots on the board, R turns the card, Enter lays it."),
}, parent=CORE)
