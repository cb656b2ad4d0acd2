"""The in-app rules help for Card City XL, with the project's rulings made explicit."""

from __future__ import annotations

from ..engine import Text, text
from .data import (
    ADVANCED_REMOVED,
    BICOLOUR_INDUSTRY,
    BICOLOURS,
    CLEANUP_COST,
    HAPPINESS_LIMIT,
    ILLUSTRATIONS,
    KIND_NAMES,
    MAIRIE_SPOTS,
    NORMAL_PER_PLAYER,
    NORMAL_ROUNDS,
    POLLUTION,
    RANK_FLOORS,
    RANK_NAMES,
    SIMPLIFIED_PER_PLAYER,
    SOLO_ADVANCED_REMOVED,
)

_SPLIT_NAMES = {"diagonal": text("diagonale", "diagonal"),
                "straight": text("droite", "straight")}


def _cards(counts: dict[str, int], lang: str) -> str:
    return ", ".join(f"{n} {KIND_NAMES[k][lang]}" for k, n in counts.items())


def _bicolour(code: str) -> Text:
    a, b, split = BICOLOURS[code]
    return text(f"{code} : {KIND_NAMES[a]['fr']} / {KIND_NAMES[b]['fr']}, coupe "
                f"{_SPLIT_NAMES[split]['fr']}",
                f"{code}: {KIND_NAMES[a]['en']} / {KIND_NAMES[b]['en']}, "
                f"{_SPLIT_NAMES[split]['en']} split")


def _normal_decks() -> Text:
    rows = {lang: "; ".join(
        f"{p} : {_cards(NORMAL_PER_PLAYER[p], lang)} ({NORMAL_ROUNDS[p]})"
        for p in (2, 3, 4)) for lang in ("fr", "en")}
    return text(
        "Normal, par joueur (tours entre parenthèses) — " + rows["fr"] + ".",
        "Normal, per player (rounds in brackets) — " + rows["en"] + ".")


def _ranks() -> tuple[Text, ...]:
    lines = []
    for victory, floors in RANK_FLOORS.items():
        steps = {lang: ", ".join(f"{RANK_NAMES[i][lang]} {floor}+"
                                 for i, floor in enumerate(floors) if floor is not None)
                 for lang in ("fr", "en")}
        lines.append(text(f"{_VICTORY_NAMES[victory]['fr']} : {steps['fr']}.",
                          f"{_VICTORY_NAMES[victory]['en']}: {steps['en']}."))
    return tuple(lines)


_VICTORY_NAMES = {
    "residential": text("Résidentielle", "Residential"),
    "economic": text("Économique", "Economic"),
    "industrial": text("Industrielle", "Industrial"),
    "commercial": text("Commerciale", "Commercial"),
    "happiness": text("Bonheur", "Happiness"),
}

def _illustrations(lang: str) -> str:
    sep = " " if lang == "fr" else ""
    return ", ".join(f"{code} {pct}{sep}%" for code, pct in ILLUSTRATIONS.items())


def _percentages(lang: str) -> str:
    sep = " " if lang == "fr" else ""
    return ", ".join(f"{KIND_NAMES[k][lang]} {pct}{sep}%" for k, pct in POLLUTION.items())


def _bicolour_industries(lang: str) -> str:
    return ", ".join(f"{code} {ill}" for code, ill in BICOLOUR_INDUSTRY.items())


def _spots() -> str:
    return "; ".join(f"{side}x{side} : " + ", ".join(f"({x}, {y})" for x, y in spots)
                     for side, spots in MAIRIE_SPOTS.items())


VARIANTS_HELP = (text("Variantes", "Variants"), (
    text("Les quatre variantes se combinent librement : 3 niveaux x 5 conditions de "
         "victoire x 16 combinaisons = 240 façons de jouer. En solo, la Banlieue Fictive "
         "remplace la Cité Unique.",
         "The four variants combine freely: 3 levels x 5 victory conditions x 16 "
         "combinations = 240 ways to play. Solo, the Fictional Suburb replaces the Single "
         "City."),
    text("Soutien de l'Architecte : le premier joueur peut poser la carte Architecte dans "
         "sa Cité comme un Bâtiment et construire les cartes du tour à côté d'elle, même "
         "si elles ne touchent rien d'autre : des Cités jumelles sont permises, mais "
         "l'ensemble doit tenir dans le carré de 5x5 (6x6). L'Architecte repart à la fin "
         "de sa construction.",
         "Architect's Support: the first player may lay the Architect card in their city "
         "as a building and build the round's cards next to it, even if they touch "
         "nothing else: twin cities are allowed, but the whole must fit in the 5x5 (6x6) "
         "square. The Architect leaves at the end of their construction."),
    text("Ville Écologique : chaque carte compte un pourcentage de pollution (Commerce "
         "1 %, Nuage 5 %, Parc -5 %, Parking et Résidence 0 %, emplacements vides et "
         "Entrepôts Virtuels 0 %, chaque Industrie celui de son illustration). "
         "Résidentielle : on retire le pourcentage des PV ; Économique : de l'argent ; "
         "Industrielle et Commerciale : on l'ajoute au total. Bonheur : une ville à plus "
         f"de {HAPPINESS_LIMIT} % perd, sauf si elle paie {CLEANUP_COST} $ par point de "
         f"pourcentage pour revenir à {HAPPINESS_LIMIT} %.",
         "Ecological City: each card counts a pollution percentage (Shop 1%, cloud 5%, "
         "Park -5%, car park and Residence 0%, empty spots and Virtual Warehouses 0%, "
         "each Industry its illustration's). Residential: the percentage is taken off the "
         "VP; Economic: off the money; Industrial and Commercial: added to the total. "
         f"Happiness: a city above {HAPPINESS_LIMIT}% loses, unless it pays "
         f"${CLEANUP_COST} per percent to come down to {HAPPINESS_LIMIT}%."),
    text("Crise des Loisirs : votre premier Loisirs coûte 5 $, le deuxième 10 $, le "
         "n-ième 5n $ ; si vous pouvez le payer, vous devez le construire.",
         "Leisure Crisis: your first Leisure building costs $5, the second $10, the n-th "
         "$5n; if you can pay for it, you must build it."),
    text("Cité Unique (2 à 4 joueurs) : tous construisent dans la même Cité, chacun dans "
         "sa part de 5x5 (6x6) : à 2 joueurs une Cité de 5x10 (6x12), à 4 de 10x10 "
         "(12x12), à 3 une disposition hexagonale où chaque carte a 6 voisines. La "
         "construction et le développement se jouent dans l'ordre du tour, à découvert. "
         "Les règles de construction s'appliquent aussi à travers la frontière. À 2 "
         "joueurs, dès qu'une carte donne à la Cité sa largeur de 5 (6) rangées, personne "
         "ne construit au-delà. Un Loisirs d'un voisin sert vos Résidences, un Quartier "
         "Résidentiel d'un voisin sert vos Commerces ; vos Quartiers ne se développent "
         "jamais chez un autre, mais peuvent fusionner avec les siens à la frontière (il "
         "leur faut alors davantage pour grandir). Revenus et points d'un Quartier se "
         "partagent selon la part de ses cartes que possède chacun, arrondis en dessous "
         "(10 $ à 3 cartes contre 1 : 7 $ et 2 $). Un Parc, un Commerce ou une Industrie "
         "d'un voisin à côté de votre emplacement vide compte pour vous.",
         "Single City (2 to 4 players): everyone builds in the same city, each in their "
         "5x5 (6x6) part: with 2 players a 5x10 (6x12) city, with 4 a 10x10 (12x12) one, "
         "with 3 a hexagonal layout where each card has 6 neighbours. Construction and "
         "development are played in turn order, in the open. The construction rules also "
         "apply across the border. With 2 players, once a card gives the city its width "
         "of 5 (6) rows, nobody builds beyond. A neighbour's Leisure building serves your "
         "Residences, a neighbour's Residential district serves your Shops; your "
         "districts never grow into another's part, but may merge with theirs at the "
         "border (they then need more to grow). A district's income and points are shared "
         "by the share of its cards each player owns, rounded down ($10 with 3 cards "
         "against 1: $7 and $2). A neighbour's Park, Shop or Industry next to your empty "
         "spot counts for you."),
    text("Banlieue Fictive (solo) : un anneau de cartes de banlieue (24 au niveau "
         "simplifié : 8 Résidences, 8 Commerces, 8 Parkings ; 28 ensuite : 10, 9 et 9) "
         "entoure la Cité, et la Mairie se pose d'abord sur un emplacement « x ». Les "
         "cartes de banlieue comptent pour les règles de construction et de développement "
         "mais pas pour la taille ; une Résidence ou un Commerce de banlieue intégré à "
         "l'un de vos Quartiers compte ensuite pour vos revenus et votre score.",
         "Fictional Suburb (solo): a ring of suburb cards (24 at the simplified level: 8 "
         "Residences, 8 Shops, 8 car parks; 28 beyond: 10, 9 and 9) surrounds the city, "
         "and the Town hall first goes on an 'x' spot. Suburb cards count for the "
         "construction and development rules but not for the size; a suburb Residence or "
         "Shop absorbed into one of your districts then counts for your income and "
         "score."),
))

VARIANT_RULINGS = (text("Nos arbitrages (variantes)", "Our rulings (variants)"), (
    text("Architecte : il se pose comme un Bâtiment, à côté de la Cité et dans son carré, "
         "une fois par tour, tant qu'il reste des cartes à construire, et pas là où il "
         "ferait construire moins de cartes. Il ne compte pas dans la taille ni au score ; "
         "il repart quand son joueur a construit ou défaussé sa dernière carte. Les cartes "
         "posées à côté de lui restent : une Cité jumelle grandit ensuite comme l'autre. "
         "Dans la Cité Unique, il se pose dans votre part.",
         "Architect: it is laid as a building, next to the city and within its square, "
         "once a round, while cards remain to build, and not where it would make fewer "
         "cards buildable. It counts neither for the size nor for the score; it leaves "
         "once its player has built or discarded their last card. The cards laid next to "
         "it stay: a twin city then grows like the other. In the Single City it goes in "
         "your part."),
    text("Ville Écologique, NOTRE CONCEPTION : les 4 illustrations d'Industrie valent "
         + _illustrations("fr") + " (le livret ne les donne pas) ; la pile et la réserve en "
         "ont autant de chaque que possible, et la réserve montre une Industrie face "
         "visible : c'est celle qu'on achète. Pourcentages : " + _percentages("fr")
         + " (Loisirs et Mairie ne sont pas dans la liste du livret : 0 %). Une carte "
         "bicolore compte ses deux moitiés ; la moitié Industrie des bicolores a son "
         "illustration (" + _bicolour_industries("fr") + "). En Industrielle et "
         "Commerciale le pourcentage s'ajoute comme des cartes. Bonheur : exactement "
         f"{HAPPINESS_LIMIT} % ne perd pas ; le nettoyage se paie automatiquement à la fin "
         "s'il est possible, sinon la ville ne paie rien et perd ; si toutes perdent, "
         "personne ne gagne.",
         "Ecological City, OUR DESIGN: the 4 Industry illustrations are worth "
         + _illustrations("en") + " (the booklet gives none); the pile and the reserve "
         "hold as many of each as they can, and the reserve shows one Industry face up: "
         "that is the one bought. Percentages: " + _percentages("en") + " (Leisure and "
         "Town hall are not in the booklet's list: 0%). A two-colour card counts both "
         "halves; the Industry half of the two-colour cards has its illustration ("
         + _bicolour_industries("en") + "). In the Industrial and Commercial victories the "
         f"percentage is added as cards. Happiness: exactly {HAPPINESS_LIMIT}% does not "
         "lose; the clean-up is paid automatically at the end when it can be, otherwise "
         "the city pays nothing and loses; if every city loses, nobody wins."),
    text("Crise des Loisirs : on compte les Loisirs de votre Cité (ou de votre part), une "
         "moitié Loisirs comprise ; la règle « construire le plus de cartes possible » "
         "rend la construction obligatoire quand l'argent suffit, dans l'ordre qui en "
         "construit le plus.",
         "Leisure Crisis: the Leisure buildings of your city (or your part) are counted, a "
         "Leisure half included; the rule 'build as many cards as you can' makes the "
         "build mandatory when the money suffices, in the order that builds the most."),
    text("Cité Unique, nos dispositions (les images du livret manquent) : à 2 joueurs, "
         "chacun a 5 (6) colonnes côte à côte, les Mairies sur une même rangée, "
         "symétriques, deux colonnes libres entre chacune et la frontière ; à 4, les "
         "quarts d'un carré, "
         "chaque Mairie au milieu du sien ; à 3, trois losanges de 5x5 (6x6) cases "
         "hexagonales réunis au centre d'un hexagone, chaque Mairie à deux cases du "
         "centre. Une nouvelle carte touche n'importe quelle carte de la Cité (l'exemple "
         "A puis B) mais va dans votre part ; Nuages, Parcs, Industries achetées et "
         "développements aussi. Un Nuage vient d'une Industrie dans la ligne de l'une des "
         "vôtres. Un Quartier fusionné se développe au tour de chacun de ses joueurs, "
         "dans sa part. Le partage compte les cartes de chaque joueur dans le Quartier. "
         "Les emplacements vides sont ceux de votre part (à 2 joueurs : dans les rangées "
         "qui vous avantagent tant que la largeur n'est pas fixée).",
         "Single City, our layouts (the booklet's pictures are missing): with 2 players "
         "each has 5 (6) columns side by side, the Town halls on one row, "
         "mirroring each other, two free columns between each and the border; with 4, "
         "the quarters of a square, each Town hall in the "
         "middle of its own; with 3, three rhombi of 5x5 (6x6) hexagonal cells meeting "
         "at the centre of a hexagon, each Town hall two cells from the centre. A new card "
         "touches any card of the city (the A then B example) but goes in your part; so "
         "do clouds, Parks, bought Industries and growth. A cloud comes from an Industry "
         "in line with one of yours. A merged district grows on each of its players' "
         "turns, in their part. Sharing counts each player's cards in the district. Your "
         "empty spots are those of your part (with 2 players: in the rows that suit you "
         "while the width is not set)."),
    text("Grille hexagonale : les cartes sont posées en briques (2 voisines au-dessus, 2 "
         "en dessous, 1 à gauche, 1 à droite). Bicolore coupée verticalement : chaque "
         "moitié touche les 3 cartes de son côté ; horizontalement : chaque moitié touche "
         "4 cartes (son bord et les deux côtés, partagés) ; en diagonale : 3 chacune. « La "
         "même ligne ou colonne » d'une Industrie est l'une des trois lignes droites de "
         "cases qui la traversent.",
         "Hexagonal grid: cards are laid as bricks (2 neighbours above, 2 below, 1 left, 1 "
         "right). A two-colour card split vertically: each half touches the 3 cards on "
         "its side; horizontally: each half touches 4 cards (its edge and both sides, "
         "shared); diagonally: 3 each. 'The same row or column' as an Industry is any of "
         "the three straight lines of cells through it."),
    text("Banlieue Fictive, NOTRE CONCEPTION : l'anneau d'une carte autour du carré, "
         "Résidence, Commerce, Parking dans le sens des aiguilles d'une montre depuis le "
         "coin en haut à gauche ; les emplacements « x » de la Mairie sont à un pas des "
         "coins (" + _spots() + ", la case (0, 0) en haut à gauche du carré). Une carte "
         "ne peut pas toucher la banlieue seule. Tant qu'elle n'est pas intégrée, une "
         "carte de banlieue ne compte pour rien aux revenus et au score : aucune couleur "
         "pour un Parking, aucun besoin du Bonheur, aucun Entrepôt Virtuel. Les Parkings "
         "de banlieue ne s'intègrent jamais (le livret ne parle que des R et C).",
         "Fictional Suburb, OUR DESIGN: the one-card ring around the square, Residence, "
         "Shop, car park clockwise from the top-left corner; the Town hall's 'x' spots are "
         "one step in from the corners (" + _spots() + ", cell (0, 0) at the square's "
         "top left). A card may not touch the suburb alone. Until absorbed, a suburb card "
         "counts for nothing at income and scoring: no colour for a car park, no "
         "Happiness need, no Virtual Warehouse. Suburb car parks are never absorbed (the "
         "booklet speaks of R and C only)."),
))

#: (heading, paragraphs) pairs, each bilingual.
RULES_HELP = (
    (text("But du jeu", "Goal"), (
        text("Vous êtes le maire d'une ville de cartes. À chaque tour vous obtenez des "
             "Bâtiments, les construisez dans votre Cité, et vos Quartiers se développent. "
             "La condition de victoire choisie (Résidentielle, Économique, Industrielle, "
             "Commerciale ou Bonheur) dit ce qui compte à la fin.",
             "You are the mayor of a city of cards. Each round you get buildings, build them "
             "in your city, and your districts develop. The chosen victory condition "
             "(Residential, Economic, Industrial, Commercial or Happiness) says what counts "
             "at the end."),
    )),
    (text("Mise en place", "Set-up"), (
        text("Simplifié, par joueur : " + _cards(SIMPLIFIED_PER_PLAYER, "fr")
             + " (10 tours, Cité de 5x5).",
             "Simplified, per player: " + _cards(SIMPLIFIED_PER_PLAYER, "en")
             + " (10 rounds, 5x5 city)."),
        _normal_decks(),
        text("Avancé : la pile normale moins " + _cards(ADVANCED_REMOVED, "fr")
             + ", plus les 16 cartes bicolores (même nombre de cartes et de tours). "
             "Niveaux normal et avancé : Cité de 6x6.",
             "Advanced: the normal pile less " + _cards(ADVANCED_REMOVED, "en")
             + ", plus the 16 two-colour cards (same number of cards and rounds). Normal "
             "and advanced levels: 6x6 city."),
        text("Les Résidences, Commerces et Industries qui ne sont pas dans la pile forment "
             "la réserve ; aux niveaux normal et avancé, 2 Parcs et 2 Nuages de pollution "
             "par joueur s'y ajoutent. Chacun reçoit 3 $ et une Mairie, première carte de sa "
             "Cité. L'argent est visible de tous. Le premier joueur a la carte Architecte.",
             "The Residences, Shops and Industries not in the pile form the reserve; at the "
             "normal and advanced levels, 2 Parks and 2 Pollution clouds per player join "
             "it. Everyone gets $3 and a Town hall, the first card of their city. Money is "
             "public. The first player holds the Architect card."),
    )),
    (text("Phase 1 : acquisition", "Phase 1: acquisition"), (
        text("Le premier joueur pioche 2 cartes par joueur (3 aux niveaux normal et avancé), "
             "les regarde en secret et fait deux lots : le premier de 2 cartes face visible "
             "(normal : 2 visibles et 1 cachée), le second avec le reste, moitié visible, "
             "moitié cachée (normal : un tiers visible, deux tiers cachés). Le joueur suivant "
             "choisit un lot.",
             "The first player draws 2 cards per player (3 at the normal and advanced "
             "levels), looks at them in secret and makes two lots: the first of 2 face-up "
             "cards (normal: 2 up and 1 down), the second with the rest, half up, half down "
             "(normal: a third up, two thirds down). The next player picks a lot."),
        text("S'il prend le premier lot, le premier joueur reprend le second et le partage "
             "de nouveau pour le joueur suivant. S'il prend le second, le premier joueur "
             "garde le premier lot et c'est le joueur qui a choisi qui partage le second "
             "pour le joueur suivant. Et ainsi de suite jusqu'à ce que chacun ait ses "
             "cartes. Au premier tour, les Loisirs piochés retournent dans la pile.",
             "If they take the first lot, the first player takes back the second and splits "
             "it again for the next player. If they take the second, the first player keeps "
             "the first lot and the chooser splits the second for the next player. And so "
             "on until everyone has their cards. In the first round, Leisure cards drawn go "
             "back into the pile."),
        text("Avancé (corruption) : celui qui partage peut mettre de son argent sur un des "
             "lots ; qui prend ce lot prend l'argent.",
             "Advanced (bribery): the splitter may put some of their money on one lot; "
             "whoever takes that lot takes the money."),
    )),
    (text("Phase 2 : construction", "Phase 2: construction"), (
        text("Tous en même temps, chacun construit ses cartes : une nouvelle carte touche "
             "la Cité par un côté ; la Cité tient dans un carré de 5x5 (6x6) ; pas "
             "d'Industrie à côté d'une Résidence ; pas de Résidence à côté d'une Résidence "
             "ni de Commerce à côté d'un Commerce (au niveau simplifié, ni de Loisirs à côté "
             "d'un Loisirs) ; un Loisirs coûte 5 $. Taille : 5 cartes "
             "sans Industrie, 5 de plus par Industrie (les Industries, Parcs et Nuages ne "
             "comptent pas).",
             "Everyone at once builds their cards: a new card touches the city by a side; "
             "the city fits in a 5x5 square (6x6); no Industry next to a Residence; no "
             "Residence next to a Residence nor Shop next to a Shop (at the simplified "
             "level, nor Leisure next to a Leisure); a Leisure building costs $5. Size: "
             "5 cards without an Industry, 5 more per Industry (Industries, Parks and "
             "clouds do not count)."),
        text("Vous devez construire le plus de cartes possible, dans l'ordre qui en "
             "construit le plus ; une carte qui ne peut pas l'être est défaussée. On ne garde "
             "rien d'un tour à l'autre.",
             "You must build as many cards as you can, in the order that builds the most; "
             "a card that cannot be built is discarded. Nothing is kept between rounds."),
        text("Normal : une Industrie construite dans la ligne ou la colonne d'une autre "
             "amène un Nuage de pollution dans la Cité (tant qu'il en reste).",
             "Normal: an Industry built in the row or column of another brings a "
             "Pollution cloud into the city (while the reserve lasts)."),
        text("Avancé : une carte bicolore obéit aux règles de ses deux couleurs, se tourne "
             "d'un quart de tour à la fois, et compte pour une carte dans la taille, même "
             "si c'est une demi-Industrie.",
             "Advanced: a two-colour card follows the rules of both its colours, turns a "
             "quarter at a time, and counts as one card for the size, even half an "
             "Industry."),
    )),
    (text("Phase 3 : développement", "Phase 3: development"), (
        text("Un Quartier de n Résidences touchant au moins n + 1 Bâtiments de Culture "
             "(Mairie, Loisirs) doit recevoir une Résidence de la réserve, collée au "
             "Quartier. Un Quartier de n Commerces touchant au moins n + 1 Quartiers "
             "Résidentiels différents doit recevoir un Commerce. Obligatoire, en chaîne, "
             "avec toutes les règles de construction sauf celle des couleurs identiques ; "
             "vous choisissez où et dans quel ordre.",
             "A district of n Residences touching at least n + 1 culture buildings (Town "
             "hall, Leisure) must take a Residence from the reserve, joined to it. A "
             "district of n Shops touching at least n + 1 different Residential districts "
             "must take a Shop. Mandatory, chained, with every construction rule but the "
             "same-colour one; you choose where and in which order."),
    )),
    (text("Phase 4 : revenus", "Phase 4: income"), (
        text("1 $ de salaire, plus 1 + 2 + … + n $ par Quartier de n Commerces. Avancé : "
             "chaque Quartier de Parkings rapporte 0 à 4 $ selon qu'il touche 1 à 5 "
             "couleurs (la Mairie compte violet et rouge ; Parcs et Nuages aucune).",
             "$1 of salary, plus $1 + 2 + … + n per district of n Shops. Advanced: each car "
             "park district earns $0 to $4 as it touches 1 to 5 colours (the Town hall "
             "counts violet and red; Parks and clouds none)."),
    )),
    (text("Phase 5 : fin du tour", "Phase 5: end of the round"), (
        text("Dans l'ordre du tour, chacun peut acheter une Industrie de la réserve (5 $ "
             "fois le nombre d'Industries qu'il aura) et, au niveau normal, un Parc pour "
             "5 $. Puis la carte Architecte passe à gauche.",
             "In turn order, each may buy an Industry from the reserve ($5 times the number "
             "of Industries they will have) and, at the normal level, a Park for $5. Then "
             "the Architect card passes left."),
    )),
    (text("Conditions de victoire", "Victory conditions"), (
        text("Résidentielle : chaque Quartier Résidentiel de n cartes vaut 1 + 2 + … + n PV ; "
             "5 $ = 1 PV ; emplacement vide -1 PV (normal : +1 PV s'il touche un Parc ; "
             "Nuage -2 PV). Égalité : l'argent restant.",
             "Residential: each Residential district of n cards scores 1 + 2 + … + n VP; "
             "$5 = 1 VP; empty spot -1 VP (normal: +1 VP if it touches a Park; cloud -2 "
             "VP). Tie: money left over."),
        text("Économique : le plus riche ; emplacement vide -5 $, +5 $ s'il touche un Parc. "
             "Égalité : le plus de cartes dans la ville.",
             "Economic: the richest; empty spot -$5, +$5 if it touches a Park. Tie: most "
             "cards in the city."),
        text("Industrielle (Commerciale) : le plus de cartes Industrie (Commerce) et Parking, "
             "les demi-cartes bicolores comptant ½ ; chaque emplacement vide qui touche une "
             "Industrie (un Commerce) est un Entrepôt Virtuel qui compte pour une carte. "
             "Égalité : le plus riche, puis le plus de cartes.",
             "Industrial (Commercial): most Industry (Shop) and car park cards, two-colour "
             "halves counting ½; each empty spot touching an Industry (a Shop) is a Virtual "
             "Warehouse counting as one card. Tie: the richest, then most cards."),
        text("Bonheur : chaque Quartier Résidentiel qui touche un Loisirs, un Parking et un "
             "Commerce vaut sa taille ; rien s'il touche un Nuage ; le double s'il touche un "
             "Parc. Les emplacements vides ne coûtent rien.",
             "Happiness: each Residential district touching a Leisure building, a car park "
             "and a Shop scores its size; nothing if it touches a cloud; double if it "
             "touches a Park. Empty spots cost nothing."),
    )),
    (text("Solo", "Solo"), (
        text("Même pile qu'un joueur. Chaque tour, piochez 3 cartes et gardez-en 2 "
             "(normal et avancé : 4 et 3, en 8 tours) ; la carte en trop va sous la pile. "
             "À la fin, votre score donne votre rang :",
             "The pile of one player. Each round, draw 3 cards and keep 2 (normal and "
             "advanced: 4 and 3, in 8 rounds); the extra card goes under the pile. At the "
             "end your score gives your rank:"),
        *_ranks(),
    )),
    VARIANTS_HELP,
    (text("Nos arbitrages", "Our rulings"), (
        text("Niveau simplifié : un Loisirs ne se construit pas à côté d'un Loisirs. Le "
             "livret range le Loisirs parmi les Bâtiments de Développement (Résidence, "
             "Commerce, Mairie, Loisir) et dit « Vous ne pouvez pas construire un Bâtiment "
             "de Développement adjacent à un Bâtiment de la même couleur » ; son exemple "
             "(un Loisirs sur n'importe quel emplacement) ne montre aucun autre Loisirs. "
             "Aux niveaux normal et avancé, le Loisirs est un Bâtiment Culturel : seuls "
             "Résidence et Commerce s'y tiennent à l'écart de leur couleur.",
             "Simplified level: a Leisure building is not built next to a Leisure "
             "building. The booklet lists the Leisure among the development buildings "
             "(Residence, Shop, Town hall, Leisure) and says “you may not build a "
             "development building next to a building of the same colour”; its example "
             "(a Leisure on any spot) shows no other Leisure. At the normal and advanced "
             "levels the Leisure is a culture building: only Residences and Shops keep "
             "away from their own colour there."),
        text("Les 16 cartes bicolores sont de notre conception (le livret n'en donne que "
             "trois paires) : voir la liste plus bas. Une coupe diagonale donne à chaque "
             "couleur deux côtés voisins ; une coupe droite donne à chaque couleur un côté "
             "entier et les deux couleurs aux deux côtés le long de la coupe. La couleur "
             "d'un côté décide de toutes les règles de voisinage et des Quartiers à travers "
             "ce côté. Les couleurs des cartes (Résidence verte, Commerce bleu, Industrie "
             "jaune, Loisirs violet, Parking gris, Mairie violet et rouge) sont celles de "
             "notre référence.",
             "The 16 two-colour cards are our own design (the booklet names three pairs): "
             "see the list below. A diagonal split gives each colour two neighbouring "
             "sides; a straight split gives each colour one whole side and both colours the "
             "two sides along the split. A side's colour decides every neighbour rule and "
             "district across that side. The card colours (Residence green, Shop blue, "
             "Industry yellow, Leisure violet, car park grey, Town hall violet and red) are "
             "those of our reference."),
        text("Une carte bicolore compte comme une carte entière de chacune de ses couleurs "
             "(taille des Quartiers, revenus, Bonheur), sauf en victoire Industrielle et "
             "Commerciale où chaque moitié compte ½. Sa moitié Industrie augmente la limite "
             "de 5, compte pour le prix de la prochaine Industrie et pour la pollution ; sa "
             "moitié Loisirs coûte 5 $ et n'est pas piochée au premier tour.",
             "A two-colour card counts as one whole card of each of its colours (district "
             "sizes, income, Happiness), except in the Industrial and Commercial victories "
             "where each half counts ½. Its Industry half raises the limit by 5 and counts "
             "for the next Industry's price and for pollution; its Leisure half costs $5 "
             "and is not drawn in the first round."),
        text("Solo normal et avancé : le livret ne montre pas la pile ; nous prenons celle "
             "d'un joueur à 2 ou 4 joueurs (" + _cards(NORMAL_PER_PLAYER[1], "fr")
             + ", 24 cartes, 8 tours). Avancé : on retire "
             + _cards(SOLO_ADVANCED_REMOVED, "fr") + " et on ajoute les 16 bicolores (le "
             "livret dit 15 en solo ; nous gardons 16 partout) : 25 cartes, le dernier tour "
             "pioche 4 et garde 3, une carte reste. Au dernier tour on pioche ce qui reste "
             "et on garde tout si c'est tout. 3 Parcs et 3 Nuages en solo.",
             "Solo normal and advanced: the booklet's picture of the pile is missing; we take "
             "one player's pile of the 2- and 4-player game (" + _cards(
                 NORMAL_PER_PLAYER[1], "en")
             + ", 24 cards, 8 rounds). Advanced: take out "
             + _cards(SOLO_ADVANCED_REMOVED, "en") + " and add the 16 two-colour cards (the "
             "booklet says 15 in solo; we keep 16 everywhere): 25 cards, the last round "
             "draws 4 and keeps 3, one card is left. The last round draws what is left and "
             "keeps it all if that is all. 3 Parks and 3 clouds in solo."),
        text("Partage : celui qui partage pose les lots en secret, une carte à la fois ; "
             "les cartes laissées à la fin sont la partie cachée du second lot. Une carte "
             "cachée n'est connue que de lui, puis de qui prend le lot. L'argent de la "
             "corruption va sur un seul lot, une fois par partage ; s'il n'est pas pris, "
             "il revient au partageur. Au premier tour, on pioche parmi les cartes sans "
             "Loisirs (c'est la même chose que remettre et remélanger).",
             "Splitting: the splitter lays the lots in secret, one card at a time; the cards "
             "left at the end are the hidden part of the second lot. A face-down card is "
             "known to the splitter only, then to whoever takes the lot. Bribe money goes on "
             "one lot, once per split; if that lot is not taken it returns to the splitter. "
             "In the first round, cards are drawn among those without a Leisure half (the "
             "same as putting back and reshuffling)."),
        text("Construction : une carte à la fois ; une construction qui empêcherait de "
             "construire autant de cartes que le meilleur ordre possible est refusée ; une "
             "carte se défausse seulement si les autres peuvent encore atteindre ce "
             "maximum sans elle, et l'écran dit pourquoi. Personne ne voit les "
             "constructions des autres (ni leur argent dépensé) avant que tous aient fini.",
             "Construction: one card at a time; a build that would stop you building as many "
             "cards as the best order could is refused; a card may be discarded only if the "
             "others can still reach that most without it, and the screen says why. Nobody "
             "sees the others' constructions (nor the money they spent) until all are done."),
        text("Valider : une carte glissée dans un lot, l'argent mis sur un lot, une carte "
             "construite se reprennent (« Annuler le coup ») tant que rien n'est montré. Proposer "
             "les lots, prendre un lot qui a des cartes cachées, poser la carte qui termine "
             "la construction de tous : l'écran montre le coup (les lots proposés, le lot "
             "choisi, la carte à sa place) sans le jouer, et attend « Valider le tour » ou "
             "« Annuler » ; une fois validé, il montre quelque chose et reste joué. Un coup "
             "qui passe la main sans rien montrer (votre dernière carte quand d'autres "
             "construisent encore) est joué mais attend « Valider le tour » et se reprend "
             "jusque-là ; « Finir mon tour » vaut validation.",
             "Confirming: a card slid into a lot, money put on a lot, a card built can be "
             "taken back (Undo move) while nothing is shown. Offering the lots, taking a lot with "
             "face-down cards, laying the card that ends everyone's construction: the "
             "screen shows the move (the lots offered, the lot chosen, the card at its "
             "place) without playing it, and waits for Confirm turn or Cancel; once "
             "confirmed it shows something and stays played. A move that hands the turn on "
             "and shows nothing (your last card while others still build) is played but "
             "waits for Confirm turn, and can be taken back until then; End my round is itself "
             "the confirmation."),
        text("Pollution : un Nuage par Industrie construite dans la ligne ou la colonne "
             "d'une carte à moitié ou entièrement Industrie. Les Nuages de la construction "
             "sont posés au début du développement, dans l'ordre du tour, tant que la "
             "réserve en a (c'est là que l'ordre du tour compte) ; celui d'une Industrie "
             "achetée est posé aussitôt. Un Nuage se pose sur n'importe quel emplacement "
             "libre qui touche la Cité.",
             "Pollution: one cloud per Industry built in the row or column of a card that is "
             "whole or half Industry. Clouds from the construction are laid at the start of "
             "the development, in turn order, while the reserve lasts (that is where turn "
             "order matters); a bought Industry's cloud is laid at once. A cloud goes on any "
             "free spot touching the city."),
        text("Développement : joué dans l'ordre du tour (le livret le permet) car les "
             "réserves sont communes.",
             "Development: played in turn order (the booklet allows it) since the reserves "
             "are shared."),
        text("Les deux moitiés d'une carte bicolore se touchent : la moitié Loisirs d'une "
             "Résidence/Loisirs est un Bâtiment de Culture pour son propre Quartier, la "
             "moitié Résidence d'une Résidence/Commerce est un Quartier Résidentiel qui "
             "touche son Commerce (c'est ainsi que comptent les exemples du niveau avancé), "
             "et de même pour le Bonheur et les couleurs autour des Parkings.",
             "The two halves of a two-colour card touch each other: the Leisure half of a "
             "Residence/Leisure card is a culture building for its own district, the "
             "Residence half of a Residence/Shop card is a Residential district touching its "
             "Shop (that is how the advanced examples count), and likewise for Happiness and "
             "the colours around car parks."),
        text("Fin du tour : au plus une Industrie et un Parc par joueur et par tour, aussi "
             "au dernier tour ; qui ne peut rien acheter passe tout seul.",
             "End of the round: at most one Industry and one Park per player and round, the "
             "last round included; whoever cannot buy anything passes at once."),
        text("Fin de partie : une Cité plus petite que son carré y est placée au mieux pour "
             "son joueur (emplacements vides près des Parcs, Entrepôts Virtuels). Économique : "
             "un emplacement vide qui touche un Parc rapporte 5 $ au lieu d'en coûter 5. Le "
             "Bonheur n'a pas de départage dans le livret : nous prenons le plus riche, puis "
             "le plus de cartes. La Mairie n'est pas un Loisirs pour le Bonheur. « Le plus de "
             "cartes » compte toutes les cartes de la ville. Au lieu de rejouer une partie, "
             "une égalité parfaite est une victoire partagée. Le rang solo se lit sur le "
             "score entier (une demi-carte n'atteint pas le rang suivant).",
             "End of the game: a city smaller than its square is placed in it as best suits "
             "its player (empty spots by Parks, Virtual Warehouses). Economic: an empty spot "
             "touching a Park earns $5 instead of costing 5. Happiness has no tie-break in "
             "the booklet: we take the richest, then most cards. The Town hall is not a "
             "Leisure building for Happiness. 'Most cards' counts every card of the city. "
             "Instead of playing another game, a perfect tie is a shared win. The solo rank "
             "reads the whole score (half a card does not reach the next rank)."),
        text("Les noms anglais et toutes les traductions anglaises sont les nôtres.",
             "The English names and all English texts are ours."),
    )),
    VARIANT_RULINGS,
    (text("Cartes bicolores (notre conception)", "Two-colour cards (our design)"),
     tuple(_bicolour(code) for code in BICOLOURS)),
)
