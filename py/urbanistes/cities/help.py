"""The in-app rules help for Cities, with the project's rulings and components made
explicit."""

from __future__ import annotations

from ..engine import Text, text
from .data import (
    ACHIEVEMENTS,
    CARDS,
    FEATURE_NAMES,
    FEATURES,
    MONUMENT,
    PARK_FEATURES,
    WATER_FEATURES,
    WILD,
)
from .info import CITY_NAMES, FIRST_GAME


def _names(kinds: tuple[str, ...], lang: str) -> str:
    return ", ".join(f"{FEATURE_NAMES[k][lang].lower()} ({FEATURES[k]})" for k in kinds)


_CARDS = tuple(
    text(f"{n}. {card.name['fr']} — {card.text['fr']}",
         f"{n}. {card.name['en']} — {card.text['en']}")
    for n, card in CARDS.items())


def _city(city: str) -> Text:
    name = CITY_NAMES[city]
    first = city in FIRST_GAME
    goals = ACHIEVEMENTS[city]
    fr = " ; ".join(f"{a.text['fr']} ({'/'.join(map(str, a.values))})" for a in goals)
    en = "; ".join(f"{a.text['en']} ({'/'.join(map(str, a.values))})" for a in goals)
    return text(f"{name['fr']}{' (première partie)' if first else ''} : {fr}",
                f"{name['en']}{' (first game)' if first else ''}: {en}")


_CITIES = tuple(_city(c) for c in CITY_NAMES)

#: (heading, paragraphs) pairs, each bilingual.
RULES_HELP = (
    (text("But du jeu", "Goal"), (
        text("Chaque joueur aménage son propre quartier : des tuiles Quartier faites de "
             "cases de ville (de couleur), de parc et d'eau, où il élève des bâtiments et "
             "pose des attractions. Cartes Objectif, objectifs de la ville, ensembles "
             "d'attractions et monuments rapportent des points ; le plus de points gagne.",
             "Each player plans their own neighbourhood: city tiles made of city spaces "
             "(coloured), park and water spaces, where they raise buildings and place "
             "features. Scoring cards, the city's achievements, feature sets and "
             "monuments score points; the most points wins."),
    )),
    (text("Mise en place", "Set-up"), (
        text("On choisit une ville (New York ou Rio de Janeiro pour une première partie) : "
             "ses 3 objectifs et leurs valeurs. Le premier joueur, tiré au sort, prend "
             "l'étoile. En commençant par le joueur à sa droite et en tournant dans le "
             "sens antihoraire (le premier joueur en dernier), chacun choisit une des 4 "
             "tuiles de départ ; les autres retournent dans la boîte. Chacun a 4 ouvriers "
             "(8 à 2 joueurs).",
             "Choose a city (New York or Rio de Janeiro for a first game): its 3 "
             "achievements and their values. The start player, drawn at random, takes "
             "the star. Starting with the player on their right and going "
             "counter-clockwise (the start player last), each player chooses one of the "
             "4 starting tiles; the others go back in the box. Each player has 4 workers "
             "(8 with 2 players)."),
    )),
    (text("Début de manche", "Start of a round"), (
        text("Le plateau est regarni, élément par élément : 1) 4 cartes Objectif, 3 "
             "visibles et la dernière face cachée ; 2) 4 tuiles Quartier, 3 visibles et "
             "la dernière face cachée ; 3) 6 tuiles Attraction en groupes de 2, 1, 1 et 2, "
             "la toute dernière face cachée ; 4) 10 modules Bâtiment tirés du sac, en "
             "groupes de 4, 3 et 3, et un dernier emplacement, marqué de l'étoile : qui "
             "le prend tire 2 modules du sac. Chaque élément ou groupe a son emplacement "
             "d'ouvrier.",
             "The board is refilled item by item: 1) 4 scoring cards, 3 face up and the "
             "last face down; 2) 4 city tiles, 3 face up and the last face down; 3) 6 "
             "feature tiles in groups of 2, 1, 1 and 2, the very last face down; 4) 10 "
             "building pieces from the bag in groups of 4, 3 and 3, and a last space, the "
             "star space: whoever takes it draws 2 pieces from the bag. Each item or "
             "group has its worker space."),
    )),
    (text("Tour de jeu", "A turn"), (
        text("En commençant par le joueur qui a l'étoile puis dans le sens horaire, "
             "chacun à son tour prend un élément (ou un groupe), y place un ouvrier, "
             "puis l'utilise. À 3 ou 4 joueurs, au plus 1 ouvrier par rangée et par "
             "manche ; à 2 joueurs, exactement 2 par rangée. Un élément face cachée n'est "
             "révélé qu'au moment où on le prend. Après son premier tour, le premier "
             "joueur pose l'étoile sur son emplacement, en bas à droite.",
             "Starting with the player who has the star, then clockwise, each player in "
             "turn takes an item (or group), places a worker on its space, then uses it. "
             "With 3 or 4 players, at most 1 worker per row per round; with 2 players, "
             "exactly 2 per row. A face-down item is revealed only when taken. After "
             "their first turn, the start player puts the star on its space, bottom "
             "right."),
        text("Carte Objectif : posée face visible à côté du quartier. Tuile Quartier : "
             "posée dans le quartier, tournée à volonté, en touchant par un côté entier "
             "une tuile déjà posée ; les cases voisines n'ont pas à être du même type ; "
             "le quartier ne dépasse jamais 3x3 tuiles.",
             "Scoring card: placed face up beside the neighbourhood. City tile: placed in "
             "the neighbourhood, any way round, sharing a whole side with a tile already "
             "there; neighbouring spaces need not match; the neighbourhood never grows "
             "beyond 3x3 tiles."),
        text("Tuiles Attraction : fond bleu sur une case Eau, fond vert sur une case "
             "Parc, fond gris (monument, case joker) sur une case de ville sans bâtiment ; "
             "une seule attraction par case. Une case joker accepte un premier module de "
             "n'importe quelle couleur, puis seulement cette couleur. Module Bâtiment : "
             "sur une case de ville de sa couleur, ou sur un module de même couleur, 4 "
             "au plus. Une attraction ou un module qu'on ne peut ou ne veut pas placer "
             "est retiré du jeu.",
             "Feature tiles: blue background on a water space, green on a park space, "
             "grey (monument, wild space) on a city space with no building; one feature "
             "per space. A wild space takes a first piece of any colour, then only that "
             "colour. Building piece: on a city space of its colour, or on a piece of "
             "the same colour, 4 high at most. A feature or piece you cannot or will not "
             "place is removed from the game."),
    )),
    (text("Fin du tour : objectifs", "End of a turn: achievements"), (
        text("À la fin de son tour, le joueur vérifie les 3 objectifs de la ville : pour "
             "chaque objectif rempli, il pose un anneau sur la plus haute valeur libre. "
             "Plusieurs objectifs le même tour sont possibles, chacun une seule fois par "
             "joueur, et on le garde même si on ne le remplit plus ensuite. À 2 joueurs, "
             "la valeur du milieu est couverte.",
             "At the end of their turn, the player checks the city's 3 achievements: for "
             "each one met, they put a ring on the highest vacant value. Several in one "
             "turn are possible, each once per player, and it is kept even if no longer "
             "met later. With 2 players, the middle value is covered."),
        text("Lecture des objectifs : « voisin » est orthogonal ; une zone est un groupe "
             "de cases reliées orthogonalement ; les nombres sont des minimums ; une case "
             "joker sans bâtiment compte comme une case de ville vide de n'importe quelle "
             "couleur.",
             "Reading achievements: 'next to' is orthogonal; an area is a group of "
             "orthogonally connected spaces; numbers are minimums; a wild space with no "
             "building counts as an empty city space of any colour."),
    )),
    (text("Fin de manche", "End of a round"), (
        text("Quand tous les ouvriers sont placés, le joueur dont l'ouvrier est le plus "
             "proche de l'emplacement de l'étoile (le plus à droite de la dernière "
             "rangée) prend l'étoile et commencera la manche suivante. À 3 joueurs, si "
             "l'emplacement de l'étoile est vide, on regarde celui juste à sa gauche, et "
             "tout ce qui reste sur le plateau est retiré du jeu.",
             "Once every worker is placed, the player whose worker is nearest the star "
             "space (the rightmost of the last row) takes the star and starts the next "
             "round. With 3 players, if the star space is empty, look at the one just "
             "left of it, and whatever is left on the board is removed from the game."),
    )),
    (text("Fin de partie", "End of the game"), (
        text("Après la 8e manche (la 4e à 2 joueurs), on compte : les valeurs sous ses "
             "anneaux ; chaque carte Objectif, autant de fois que sa condition est "
             "remplie (un même élément peut servir à plusieurs cartes) ; pour chaque zone "
             "d'eau et chaque zone de parc, 1, 3, 6 ou 10 points pour 1, 2, 3 ou 4 "
             "attractions différentes (un seul ensemble par zone) ; 2 points par "
             "monument. En cas d'égalité, le plus de points d'objectifs l'emporte ; "
             "sinon la victoire est partagée.",
             "After round 8 (round 4 with 2 players), score: the values under your rings; "
             "each scoring card, as many times as its condition is met (one element may "
             "serve several cards); for each water area and each park area, 1, 3, 6 or "
             "10 points for 1, 2, 3 or 4 different features (one set per area); 2 points "
             "per monument. On a tie, the most achievement points wins; otherwise the win "
             "is shared."),
    )),
    (text("Partie longue à 2 joueurs", "Long 2-player game"), (
        text("À 2 joueurs seulement : 7 manches au lieu de 4, et un quartier de 3x5 "
             "tuiles (dans un sens ou dans l'autre).",
             "With 2 players only: 7 rounds instead of 4, and a neighbourhood of 3x5 tiles "
             "(either way round)."),
    )),
    (text("Nos arbitrages", "Our rulings"), (
        text("Une tuile Quartier est un carré de 2x2 cases. Le quartier tient dans un "
             "carré de 3x3 tuiles (3x5 en partie longue, le côté long dans le sens qu'on "
             "veut). Il y a toujours une place pour la tuile qu'on prend, qui ne peut donc "
             "pas être défaussée. La tuile de départ est posée telle quelle : la tourner "
             "ne changerait rien, toutes les suivantes pouvant tourner.",
             "A city tile is a square of 2x2 spaces. The neighbourhood fits in a square of "
             "3x3 tiles (3x5 in the long game, the long side either way). There is always "
             "room for the tile you take, so it cannot be discarded. The starting tile is "
             "laid as it comes: turning it would change nothing, since every later tile "
             "may turn."),
        text("Un élément face cachée n'a été vu de personne : ce qu'il est se décide au "
             "moment où on le prend, comme s'il était tiré à cet instant. Les 2 modules "
             "de l'emplacement de l'étoile sont tirés quand on le prend ; si personne ne "
             "le prend (3 joueurs), ils restent dans le sac. Les éléments face cachée "
             "restants sont retirés sans être vus.",
             "Nobody has seen a face-down item: what it is gets decided when it is taken, "
             "as if drawn at that moment. The star space's 2 pieces are drawn when it is "
             "taken; if nobody takes it (3 players), they stay in the bag. Face-down "
             "items left over are removed unseen."),
        text("Sur l'écran, un élément face cachée (ou les 2 modules de l'emplacement de "
             "l'étoile) est révélé quand on le prend, donc cette prise ne peut pas être "
             "annulée : elle attend que vous la validiez (ou l'annuliez) avant de rien "
             "révéler, même si « Valider chaque tour » est décoché. Le reste du tour "
             "s'annule jusqu'à ce que vous validiez le tour ; personne ne le voit avant.",
             "On screen, a face-down item (or the star space's 2 pieces) is revealed when "
             "taken, so that take cannot be undone: it waits for you to confirm (or "
             "cancel) it before anything is revealed, even with 'Confirm each turn' "
             "unticked. The rest of a turn can be undone until you confirm the turn; "
             "nobody sees it before."),
        text("Un monument occupe sa case : aucun module ne s'y pose. Une attraction grise "
             "se pose sur une case de ville sans bâtiment ni attraction. Une case joker "
             "sans bâtiment compte comme case vide de toute couleur pour les objectifs "
             "seulement ; une case avec un monument n'est pas vide.",
             "A monument fills its space: no piece goes there. A grey feature goes on a "
             "city space with no building and no feature. A wild space with no building "
             "counts as an empty space of any colour for achievements only; a space with "
             "a monument is not empty."),
        text("Les éléments d'un groupe se posent un par un, dans l'ordre qu'on veut ; on "
             "peut défausser un élément même s'il avait sa place. Le tour finit quand tout "
             "est posé ou défaussé, puis les objectifs sont vérifiés. À 4 joueurs, le "
             "quatrième à remplir un objectif ne prend rien ; à 2 joueurs, le premier "
             "prend la valeur haute, le second la basse.",
             "The items of a group are placed one at a time, in any order; you may discard "
             "an item even if it had a place. The turn ends once everything is placed or "
             "discarded, then achievements are checked. With 4 players, the fourth to meet "
             "an achievement gets nothing; with 2 players, the first takes the high value, "
             "the second the low one."),
        text("Cartes : une paire de voisins compte une fois ; les carrés de 2x2 qui se "
             "chevauchent comptent chacun ; un bâtiment sans voisin bâti est « plus haut "
             "que tous ses voisins » ; « la plus grande zone » vaut 0 sans zone. Le "
             "premier joueur est tiré au sort par la graine de la partie.",
             "Cards: a pair of neighbours counts once; overlapping 2x2 squares each count; "
             "a building with no built neighbour is 'taller than every building next to "
             "it'; 'the largest area' is 0 with no area. The start player is drawn by the "
             "game's seed."),
    )),
    (text("Notre matériel", "Our components"), (
        text("Les tuiles, les attractions, les 32 cartes Objectif et les objectifs des 8 "
             "villes sont de notre conception : aucune source publique ne les décrit. "
             "Nous gardons tous les nombres connus (32 tuiles Quartier et 4 de départ, "
             "48 attractions, 100 modules, 25 par couleur, 32 cartes, 3 objectifs à 3 "
             "valeurs par ville) ; le texte de la carte « Ville agréable » et deux "
             "objectifs (« 4 bâtiments de couleurs et de hauteurs différentes », « de "
             "l'eau sur au moins 7 cases ») sont ceux du jeu publié.",
             "The tiles, feature tiles, the 32 scoring cards and the 8 cities' "
             "achievements are our own design: no public source describes them. We keep "
             "every known count (32 city tiles and 4 starting tiles, 48 feature tiles, "
             "100 pieces, 25 per colour, 32 cards, 3 achievements of 3 values per city); "
             "the 'Liveable City' card text and two achievements ('4 buildings of "
             "different colours and heights', 'water on at least 7 spaces') are the "
             "published game's."),
        text("Tuiles : 36 tuiles de 4 cases, en tout 18 cases de ville de chaque couleur, "
             "36 de parc et 36 d'eau ; chaque tuile de départ a 2 cases de ville de "
             "couleurs différentes, un parc et une eau.",
             "Tiles: 36 tiles of 4 spaces, 18 city spaces of each colour, 36 park and 36 "
             "water spaces in all; each starting tile has 2 city spaces of different "
             "colours, a park and a water space."),
        text(f"Attractions : eau — {_names(WATER_FEATURES, 'fr')} ; parc — "
             f"{_names(PARK_FEATURES, 'fr')} ; {FEATURES[MONUMENT]} monuments (2 PV "
             f"chacun) et {FEATURES[WILD]} cases joker.",
             f"Feature tiles: water — {_names(WATER_FEATURES, 'en')}; park — "
             f"{_names(PARK_FEATURES, 'en')}; {FEATURES[MONUMENT]} monuments (2 VP each) "
             f"and {FEATURES[WILD]} wild spaces."),
        text("Les objectifs des villes (valeurs de la 1re, 2e et 3e place) :",
             "The cities' achievements (values for the 1st, 2nd and 3rd claim):"),
        *_CITIES,
        text("Les 32 cartes Objectif :", "The 32 scoring cards:"),
        *_CARDS,
        text("Les traductions, les noms des cartes (sauf « Liveable City ») et les noms "
             "des attractions sont les nôtres.",
             "Translations, the card names (but 'Liveable City') and the features' names "
             "are ours."),
    )),
)
