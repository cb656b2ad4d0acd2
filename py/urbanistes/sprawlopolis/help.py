"""The in-app rules help for Sprawlopolis, with the project's rulings made explicit."""

from __future__ import annotations

from ..engine import text

#: (heading, paragraphs) pairs, each bilingual.
RULES_HELP = (
    (text("But du jeu", "Goal"), (
        text("Jeu coopératif. Ensemble, construisez une ville de 15 cartes. Trois cartes "
             "« décompte » tirées au hasard fixent les façons de marquer ; la somme de "
             "leurs numéros est l'objectif à atteindre ou dépasser pour gagner.",
             "Co-operative game. Together, build one city of 15 cards. Three scoring cards "
             "drawn at random say how the city scores; the sum of their numbers is the "
             "target to reach or beat to win."),
    )),
    (text("Mise en place", "Set-up"), (
        text("Les 18 cartes sont mélangées ; 3 servent de décomptes (leur face bloc est "
             "ignorée). Le premier joueur reçoit 3 cartes, chaque autre joueur 1 carte. "
             "Le reste forme la pioche, face blocs visible : tout le monde voit la "
             "prochaine carte. La première carte de la pioche commence la ville.",
             "The 18 cards are shuffled; 3 become scoring cards (their block side is "
             "ignored). The first player gets 3 cards, every other player 1 card. The rest "
             "is the draw pile, block side up: everyone sees the next card. The first "
             "card of the pile starts the city."),
        text("À 2 joueurs, l'illustration de mise en place manque dans notre règle : nous "
             "suivons la règle générale (3 cartes au premier joueur, 1 à l'autre).",
             "With 2 players, the set-up picture is missing from our rulebook: we follow "
             "the general rule (3 cards to the first player, 1 to the other)."),
    )),
    (text("Tour de jeu", "A turn"), (
        text("Le joueur actif pose une de ses 3 cartes dans la ville, donne les cartes "
             "restantes à son voisin de gauche (le joueur suivant), puis pioche. Quand la "
             "pioche est vide, on continue avec les cartes en main, et on passe la "
             "dernière s'il n'en reste qu'une. La partie s'arrête quand les 15 cartes sont "
             "posées. En solo, on garde toujours 3 cartes tant que la pioche le permet.",
             "The active player lays one of their 3 cards in the city, hands the remaining "
             "cards to their left neighbour (the next player), then draws. Once the pile "
             "is empty, play goes on with the cards in hand, passing the last one if only "
             "one is left. The game ends when all 15 cards are laid. Solo, you keep 3 "
             "cards in hand as long as the pile lasts."),
        text("Choisir une carte dans sa main pour voir où elle peut aller ne la révèle pas : "
             "les autres ne la voient qu'une fois posée. En solo, une carte posée peut être "
             "reprise jusqu'à ce que vous confirmiez le tour : la pioche n'a lieu qu'à la "
             "confirmation. À plusieurs, la carte posée s'affiche à sa place et attend que "
             "vous validiez (ou annuliez) : une fois validée, les autres la voient et vos "
             "autres cartes passent au joueur suivant ; comme sur la table, elle reste "
             "posée.",
             "Picking a card in your hand to see where it may go does not reveal it: the "
             "others only see it once laid. Solo, a laid card can be taken back until you "
             "confirm the turn: the draw happens on confirmation. With several players, "
             "the card you lay is shown where it will go and waits for you to confirm (or "
             "cancel): once confirmed, the others see it and your other cards go to the "
             "next player; as at the table, it stays laid."),
        text("Les mains sont secrètes : on peut parler de ses cartes, pas les montrer. "
             "Avec plusieurs joueurs humains sur un appareil, un écran « passez "
             "l'appareil » cache chaque main entre les tours.",
             "Hands are secret: you may talk about your cards, not show them. With several "
             "human players on one device, a pass-the-device screen hides each hand "
             "between turns."),
    )),
    (text("Poser une carte", "Laying a card"), (
        text("Une carte couvre 2x2 blocs. Au moins un de ses blocs doit toucher un bloc de "
             "la ville par un côté, ou elle doit recouvrir au moins un bloc. Jamais "
             "dessous, jamais reliée par un seul coin, tournée de 0° ou 180° seulement. "
             "Les trous sont permis. Les cases en surbrillance sont toutes les positions "
             "légales ; « Tourner » ou la touche R retourne la carte.",
             "A card covers 2x2 blocks. At least one of its blocks must share a side with a "
             "block of the city, or it must cover at least one block. Never underneath, "
             "never joined by a corner only, turned 0° or 180° only. Gaps are allowed. "
             "The highlighted spots are every legal position; Turn or the R key flips "
             "the card."),
    )),
    (text("Décompte final", "Final score"), (
        text("Blocs : 1 point par bloc du plus grand groupe de chaque type (un groupe = "
             "blocs du même type reliés par un côté). Routes : -1 par route (une suite "
             "continue de portions de route, qui s'arrête au bord d'un bloc sans route ou "
             "au bord de la ville). Puis chaque carte décompte ajoute ou retire des "
             "points. Gagné si le total atteint l'objectif.",
             "Blocks: 1 point per block in the largest group of each type (a group = "
             "blocks of one type joined by a side). Roads: -1 per road (a continuous run "
             "of road sections, which stops at a block without a road or at the city "
             "edge). Then each scoring card adds or removes points. You win if the total "
             "reaches the target."),
        text("Partie plus facile : pas de malus pour les routes. Partie plus difficile : "
             "seul votre plus grand groupe de blocs (d'un seul type) marque.",
             "Easier game: no penalty for roads. Harder game: only your single largest "
             "block group (of one type) scores."),
    )),
    (text("Nos arbitrages", "Our rulings"), (
        text("Quand une carte laisse choisir (quel plus grand groupe, quelle rangée), "
             "l'application compte le meilleur choix. « Adjacent » veut dire par un côté, "
             "sauf mention d'un coin. Un bloc est « au bord » s'il a au moins un côté "
             "vide ; « dans un coin » s'il en a au moins deux. Les noms français des "
             "cartes décompte sont les nôtres.",
             "When a card lets you choose (which largest group, which line), the app "
             "scores the best choice. 'Adjacent' means by a side unless a card says "
             "corner. A block is 'on the edge' if at least one side is empty; 'on a "
             "corner' if at least two are. The French names of the scoring cards are ours."),
        text("La règle tire les trois cartes décompte au hasard, et l'application aussi "
             "par défaut. Pour s'entraîner sur une combinaison, le formulaire de nouvelle "
             "partie permet de choisir les trois cartes (option « Décomptes ») : c'est un "
             "ajout de notre part. Les 15 autres cartes sont mélangées et distribuées "
             "comme d'habitude.",
             "The rulebook draws the three scoring cards at random, and so does the app "
             "by default. To practise a combination, the new-game form lets you choose "
             "the three cards (the Scoring cards option): this is our addition. The other "
             "15 cards are shuffled and dealt as usual."),
        text("De parc en parc : les deux extrémités de la route doivent toucher deux blocs "
             "parc différents ; une boucle n'a pas d'extrémité. Supérettes : la route du "
             "bloc commercial doit continuer des deux côtés dans des blocs résidentiels. "
             "La Périphérie : une boucle n'aboutit pas au bord ; une route qui s'arrête "
             "face à un trou de la ville aboutit au bord. Trajet du matin : une route "
             "compte une fois. Partie plus difficile : le malus des routes s'applique.",
             "Park Hopping: the road's two ends must touch two different park blocks; a "
             "loop has no ends. Mini Marts: the commercial block's road must run on into "
             "residential blocks on both sides. The Outskirts: a loop does not end at the "
             "edge; a road stopping at a hole in the city ends at the edge. Morning "
             "Commute: a road counts once. Harder game: the road penalty still applies."),
    )),
)
