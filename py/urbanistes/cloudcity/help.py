"""The in-app rules help for Cloud City, with the project's rulings made explicit."""

from __future__ import annotations

from ..engine import text
from .data import NEEDS_TEXTS

_NEEDS = tuple(
    text(f"{n}. {name['fr']} — {rule['fr']}", f"{n}. {name['en']} — {rule['en']}")
    for n, (name, rule) in NEEDS_TEXTS.items()
)

#: (heading, paragraphs) pairs, each bilingual.
RULES_HELP = (
    (text("But du jeu", "Goal"), (
        text("Chaque joueur bâtit sa propre ville de tuiles Nuages, y élève des immeubles de "
             "trois hauteurs et les relie par des passerelles. Chaque passerelle rapporte des "
             "votes du conseil ; le plus de votes l'emporte.",
             "Each player builds their own city of cloud tiles, raises buildings of three "
             "heights on it and links them with walkways. Every walkway earns council "
             "votes; the most votes wins."),
    )),
    (text("Mise en place", "Set-up"), (
        text("La tuile de départ 1 (deux immeubles bleus) va au premier joueur, puis les "
             "tuiles 2, 3 et 4 aux suivants dans le sens horaire, avec leurs immeubles. Les "
             "44 autres tuiles sont mélangées en pioche ; 3 sont posées face visible à côté, "
             "et chaque joueur en reçoit 3 en main, secrètes. Les tuiles de départ non "
             "utilisées retournent dans la boîte.",
             "Start tile 1 (two blue buildings) goes to the first player, then tiles 2, 3 "
             "and 4 to the next players clockwise, with their buildings. The other 44 tiles "
             "are shuffled into a deck; 3 are laid face up beside it, and each player gets 3 "
             "secret tiles in hand. Unused start tiles go back in the box."),
    )),
    (text("Tour de jeu", "A turn"), (
        text("1. Posez une tuile de votre main dans votre ville, dans l'un des 4 sens, "
             "touchant une tuile par un côté. La ville ne dépasse jamais 3 tuiles dans un "
             "sens ou dans l'autre : après 8 tours, c'est un carré de 3x3. "
             "2. Ses deux immeubles s'élèvent aussitôt sur leurs emplacements : bleu = bas "
             "(Rivière), vert = moyen (Forêt), beige = haut (Sable). "
             "3. Construisez autant de passerelles que vous voulez (ou aucune), n'importe "
             "où dans votre ville, puis terminez. "
             "4. Piochez la tuile du dessus de la pioche ou l'une des 3 tuiles visibles (la "
             "pioche la remplace aussitôt). Puis c'est au joueur suivant.",
             "1. Lay a tile from your hand in your city, in any of 4 turns, touching a tile "
             "by a side. The city never grows beyond 3 tiles either way: after 8 turns it "
             "is a 3x3 square. "
             "2. Its two buildings go up at once on their spots: blue = low (River), green = "
             "middle (Forest), tan = high (Sand). "
             "3. Build as many walkways as you like (or none), anywhere in your city, then "
             "end. "
             "4. Draw the top tile of the deck or one of the 3 face-up tiles (the deck "
             "refills the row at once). Then the next player goes."),
    )),
    (text("Passerelles", "Walkways"), (
        text("Une passerelle relie deux immeubles de même hauteur, en ligne droite sur une "
             "même rangée ou colonne de zones (chaque tuile a 2x2 zones), jamais en "
             "diagonale. Elle peut passer au-dessus d'immeubles plus bas, mais pas "
             "au-dessus d'un immeuble de même hauteur ni à travers un plus haut, ni "
             "au-dessus d'une zone sans tuile. Elle ne peut pas croiser une passerelle du "
             "même niveau ; des niveaux différents peuvent passer l'un au-dessus de l'autre. "
             "Au plus 2 passerelles par immeuble.",
             "A walkway joins two buildings of the same height, straight along one row or "
             "column of zones (each tile has 2x2 zones), never diagonally. It may pass over "
             "lower buildings, but not over a building of its own height nor through a "
             "taller one, nor over a spot without a tile. It may not cross a walkway of the "
             "same level; different levels may pass over each other. At most 2 walkways per "
             "building."),
        text("Valeur selon la distance entre les deux immeubles : 1 zone = 1 vote, 2 = 2, "
             "3 = 3, 4 = 5, 5 = 8. La réserve est commune à tous : par niveau, 6 passerelles "
             "de 1, 8 de 2, 8 de 3, 6 de 4 et 3 de 5 (31). Quand une longueur est épuisée à "
             "un niveau, plus personne ne peut la construire.",
             "Value by the distance between the two buildings: 1 zone = 1 vote, 2 = 2, "
             "3 = 3, 4 = 5, 5 = 8. The supply is shared by everyone: per level, 6 walkways "
             "of 1, 8 of 2, 8 of 3, 6 of 4 and 3 of 5 (31). Once a length runs out at a "
             "level, nobody can build it any more."),
    )),
    (text("Fin de partie", "End of the game"), (
        text("La partie s'arrête quand toutes les villes sont complètes (8 tuiles posées "
             "par joueur, 11 pour la ville rectangle) ; on ne pioche pas après sa dernière "
             "tuile. Chacun additionne les valeurs de ses passerelles. En cas d'égalité, on "
             "compare les passerelles Rivière, puis Forêt, puis Sable ; si l'égalité "
             "persiste, la victoire est partagée.",
             "The game ends when every city is complete (8 tiles laid per player, 11 for "
             "the rectangle city); nobody draws after their last tile. Each player adds up "
             "their walkway values. On a tie, compare River walkways, then Forest, then "
             "Sand; if still tied, the win is shared."),
    )),
    (text("Variante : ville rectangle", "Variant: rectangle city"), (
        text("À 2 ou 3 joueurs, la ville forme un rectangle de 3x4 tuiles (dans un sens "
             "ou dans l'autre) en 11 tours : elle ne dépasse jamais 4 tuiles dans un sens, "
             "et une fois longue de 4 elle reste à 3 dans l'autre sens.",
             "With 2 or 3 players, the city is a 3x4 rectangle of tiles (either way) built "
             "in 11 turns: it never grows beyond 4 tiles one way, and once it is 4 long it "
             "stays at 3 the other way."),
    )),
    (text("Variante : maquette personnalisée", "Variant: custom model"), (
        text("1 ou 2 cartes Besoins Spécifiques sont tirées face visible parmi 10 et "
             "ajoutent ou retirent des votes en fin de partie. Un trajet est une suite "
             "d'immeubles reliés par des passerelles.",
             "1 or 2 Special Needs cards are drawn face up from 10 and add or remove votes "
             "at the end. A path is a run of buildings linked by walkways."),
        *_NEEDS,
    )),
    (text("Nos arbitrages", "Our rulings"), (
        text("Les oiseaux des tuiles de départ (1 à 4) disent à qui elles vont : la tuile à "
             "1 oiseau au premier joueur, celle à 2 oiseaux au deuxième, et ainsi de suite "
             "dans le sens horaire. Ils ne rapportent aucun vote.",
             "The birds on the start tiles (1 to 4) say whose they are: the tile with 1 "
             "bird goes to the first player, the one with 2 birds to the second, and so on "
             "clockwise. Birds earn no votes."),
        text("Les tuiles sont de notre conception : aucune source publique ne les décrit. "
             "Nous gardons les nombres connus (48 tuiles dont 4 de départ, 2 emplacements "
             "par tuile côte à côte ou en diagonale, 32 immeubles de chaque couleur) ; la "
             "tuile de départ 4 (vert + vert) est aussi la nôtre.",
             "The tiles are our own design: no public source describes them. We keep the "
             "known counts (48 tiles including 4 start tiles, 2 spots per tile side by side "
             "or diagonal, 32 buildings of each colour); start tile 4 (green + green) is "
             "ours too."),
        text("Tuiles de départ : les sources publiques donnent leurs couleurs (1 : deux "
             "bleus, 2 : bleu + vert, 3 : beige + bleu), pas la place des emplacements. "
             "Nous les avons réglées pour l'équité, mesurée en parties entre robots : les "
             "deux bleus de la tuile 1 sont en diagonale, le bleu et le vert de la tuile 2 "
             "côte à côte, et la tuile 4 porte deux verts côte à côte. Un immeuble beige "
             "sur une tuile de départ coûtait à sa ville environ 2 votes et demi : avec "
             "un beige sur la tuile 4, elle ne gagnait que 11 à 17 % des parties à 4 "
             "joueurs. La tuile 4 est la seule sans immeuble bas (bleu) et sa hauteur "
             "totale égale celle de la tuile 3 : les tuiles suivantes ne sont pas plus "
             "basses, mais son plus haut immeuble est vert.",
             "Start tiles: the public sources give their colours (1: two blues, 2: blue + "
             "green, 3: tan + blue), not where the spots sit. We tuned them for fairness, "
             "measured in games between bots: tile 1's two blues are diagonal, tile 2's "
             "blue and green side by side, and tile 4 holds two greens side by side. A tan "
             "building on a start tile cost its city about 2.5 votes: with a tan on tile "
             "4, it won only 11 to 17% of 4-player games. Tile 4 is the only one with no "
             "low (blue) building and its total height equals tile 3's: the later start "
             "tiles are not lower, but its tallest building is green."),
        text("« Pas plus de 3 tuiles consécutives » : toute la ville tient dans un carré "
             "de 3x3 tuiles (3x4 pour la variante). Passerelles : la distance se compte en "
             "zones, au plus 5. Un immeuble plus bas ne gêne pas ; un de même hauteur ou "
             "plus haut entre les deux bloque. Deux immeubles ne sont reliés qu'une fois.",
             "'No more than 3 tiles in a row': the whole city fits in a 3x3 square of tiles "
             "(3x4 for the variant). Walkways: distance is counted in zones, at most 5. A "
             "lower building in between is no obstacle; one of the same height or taller "
             "blocks. Two buildings are linked once at most."),
        text("Deux passerelles se croisent quand l'une passe au-dessus ou en dessous de "
             "l'autre : perpendiculaires qui se rencontrent au-dessus d'une zone située "
             "entre les extrémités de chacune, ou l'une qui longe l'autre juste au-dessus. "
             "Passer au-dessus d'un immeuble n'est pas un croisement. Même niveau : "
             "interdit. Niveaux différents : permis (la carte Croisement de passerelles "
             "retire 2 votes à chacune des deux passerelles, une seule fois chacune).",
             "Two walkways cross when one passes over or under the other: perpendicular ones "
             "meeting over a zone between the ends of both, or one running along just above "
             "the other. Passing over a building is not a crossing. Same level: forbidden. "
             "Different levels: allowed (the Crossing walkways card takes 2 votes from each "
             "of the two walkways, once each)."),
        text("Tour : on peut construire des passerelles n'importe où dans sa ville, pas "
             "seulement depuis les nouveaux immeubles, puis on termine. On pioche toujours "
             "sauf après sa dernière tuile, ou si la pioche et la rangée sont vides ; une "
             "place de la rangée reste vide quand la pioche est épuisée. Tant que vous "
             "n'avez pas pioché (ou, sans pioche, validé votre tour), vous pouvez annuler "
             "votre tuile et vos passerelles. Touchez le nom d'un joueur, ou sa ville dans "
             "le panneau, pour la voir en grand ; pendant qu'un robot joue, le plateau "
             "montre sa ville.",
             "Turn: walkways may be built anywhere in your city, not only from the new "
             "buildings, then you end. You always draw except after your last tile, or if "
             "the deck and the row are both empty; a row place stays empty once the deck "
             "is gone. Until you draw (or, with no draw, confirm your turn), you may undo "
             "your tile and your walkways. Tap a player's name, or their city in the side "
             "panel, to see it at full size; while a bot plays, the board shows its city."),
        text("Besoins Spécifiques : un trajet est un groupe d'immeubles d'un même niveau "
             "reliés par des passerelles (avec 2 passerelles au plus par immeuble, c'est "
             "une chaîne ou une boucle). Le trajet le plus long se mesure en votes (somme "
             "des passerelles, toutes celles d'une boucle comprises), Rivière et Forêt "
             "seulement. Trajets distincts : tous niveaux. Un circuit est un trajet en "
             "boucle. Pour les cartes « le plus de », personne ne marque si le meilleur "
             "total est 0 ; les égalités pour la première place donnent 3 votes à chacun. "
             "Immeubles allégés et solos : tous les immeubles de la ville comptent, ceux de "
             "la tuile de départ compris. Les départages n'utilisent que les passerelles.",
             "Special Needs: a path is a group of buildings of one level linked by walkways "
             "(with at most 2 walkways per building, a chain or a loop). The longest path is "
             "measured in votes (sum of its walkways, all of a loop's included), River and "
             "Forest only. Separate paths: all levels. A circuit is a path that loops. For "
             "the 'most' cards, nobody scores if the best count is 0; ties for first give "
             "3 votes each. Light and lonely buildings: every building of the city counts, "
             "the start tile's included. Tie-breaks use walkways only."),
        text("Les noms anglais des cartes Besoins Spécifiques et toutes les traductions "
             "anglaises sont les nôtres.",
             "The English names of the Special Needs cards and all English texts are ours."),
    )),
)
