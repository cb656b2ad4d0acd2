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
    "keys.game": ("Sprawlopolis : 1, 2 ou 3 choisit une carte de la main, puis les flèches "
             "parcourent les emplacements sur le plateau, R tourne la carte, Entrée la pose.",
             "Sprawlopolis: 1, 2 or 3 picks a card from the hand, then the arrows go "
             "through the spots on the board, R turns the card, Enter lays it."),
}, parent=CORE)
