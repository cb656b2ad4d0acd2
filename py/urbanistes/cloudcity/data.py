"""Cloud City components as data: tiles, building heights, walkways, Special Needs cards.

THE TILE TABLE IS THE PROJECT'S OWN DESIGN. No public source lists the 48 cloud tiles;
``shared/reference/games.md`` gives only the counts, which this table keeps exactly:
48 tiles (4 start tiles with 1 to 4 birds, 44 others), each a 2x2 grid of zones with
exactly 2 building spots, side by side or diagonal; 96 spots, 32 per colour. Start tile 1
holds two blue spots, tile 2 blue + green, tile 3 tan + blue (as the public sources say;
where their spots sit is ours); start tile 4 (green + green) and the 44 regular tiles are
ours: 4 blue-blue, 4 green-green, 5 tan-tan, 10 blue-green, 10 blue-tan, 11 green-tan;
26 side by side, 22 diagonal.

The start tiles are tuned for fairness (issue 18; README, "wins by start tile"): with
normal bots in every seat at 4 players, the first design (tile 1 side by side, tile 2
diagonal, tile 4 green + tan diagonal) won 36/33/19/13% by start tile over 400 games;
now 29/25/18/28%. A tan start building cost its city about 2.5 votes (the bots laid
those start tiles in a corner far more often, and their cities scored less on the lower
levels), and no tan tile 4 reached 18% (green + tan side by side or diagonal, tan + tan
either way: 11-17%), so tile 4 is green + green side by side, the only start tile with
no blue: its buildings are all middle height and its total height equals tile 3's
(heights 1 + 1, 1 + 2, 3 + 1, 2 + 2), so the later start tiles are not lower, though
tile 4's tallest building is green. Tile 1's two blues are diagonal (no free walkway on
the first turn) and tile 2's spots side by side, which brought tiles 1 and 2 down and
tile 3 up. Each change swapped pictures with a regular tile (1 with 30, 2 with 42, 4
with 24), so every count above held.

A tile is written ``"TL TR BL BR"`` as two rows of two zones: ``B`` blue (low, River),
``G`` green (middle, Forest), ``T`` tan (high, Sand), ``.`` no spot. Zone (0, 0) is the
top left, x to the right, y downwards, before any rotation.
"""

from __future__ import annotations

from ..engine import Text, text

Point = tuple[int, int]

#: Building heights: 1 = blue (River), 2 = green (Forest), 3 = tan (Sand).
HEIGHTS = (1, 2, 3)
COLOUR_LETTERS = {"B": 1, "G": 2, "T": 3}
LEVEL_NAMES: dict[int, Text] = {
    1: text("Rivière", "River"),
    2: text("Forêt", "Forest"),
    3: text("Sable", "Sand"),
}
COLOUR_NAMES: dict[int, Text] = {
    1: text("bleu", "blue"),
    2: text("vert", "green"),
    3: text("beige", "tan"),
}

START_TILES = (1, 2, 3, 4)

#: The 48 tiles (our design, see the module docstring): id -> picture.
TILES: dict[int, str] = {
    # start tiles (1 to 4 birds)
    1: "B. .B",
    2: "BG ..",
    3: "T. B.",
    4: ".. GG",
    # regular tiles, shuffled into the deck
    5: "BB ..",
    6: "G. .T",
    7: ".G T.",
    8: ".G T.",
    9: "B. .G",
    10: "G. .G",
    11: ".B B.",
    12: ".T B.",
    13: ".T .B",
    14: ".. TG",
    15: "G. .G",
    16: "G. B.",
    17: "BT ..",
    18: ".G .G",
    19: "T. .G",
    20: ".. BB",
    21: "T. G.",
    22: "TB ..",
    23: ".T .B",
    24: ".G T.",
    25: ".G B.",
    26: "G. B.",
    27: "BT ..",
    28: ".G .G",
    29: ".G B.",
    30: "BB ..",
    31: "G. .T",
    32: ".. TT",
    33: ".B T.",
    34: "G. B.",
    35: "TT ..",
    36: ".T T.",
    37: ".G .T",
    38: "G. .B",
    39: "T. .B",
    40: ".. GB",
    41: "G. T.",
    42: "B. .G",
    43: ".T .B",
    44: ".T T.",
    45: ".B G.",
    46: ".. GT",
    47: "T. T.",
    48: "T. .B",
}

REGULAR_TILES = tuple(t for t in TILES if t not in START_TILES)


def _parse(picture: str) -> tuple[tuple[Point, int], tuple[Point, int]]:
    rows = picture.split()
    assert len(rows) == 2 and all(len(r) == 2 for r in rows), picture
    first, second = (
        ((x, y), COLOUR_LETTERS[ch])
        for y, row in enumerate(rows)
        for x, ch in enumerate(row)
        if ch != "."
    )
    return first, second


#: tile id -> its two spots ((zone x, zone y) inside the tile, height), unrotated.
TILE_SPOTS: dict[int, tuple[tuple[Point, int], tuple[Point, int]]] = {
    t: _parse(p) for t, p in TILES.items()
}

# -- walkways ---------------------------------------------------------------------
#: Distance in zones between the two buildings -> votes (printed value, not the length).
WALKWAY_VALUES: dict[int, int] = {1: 1, 2: 2, 3: 3, 4: 5, 5: 8}
#: Walkways per level in the box, by distance (31 per level, shared by all players).
WALKWAY_SUPPLY: dict[int, int] = {1: 6, 2: 8, 3: 8, 4: 6, 5: 3}
MAX_WALKWAYS_PER_BUILDING = 2

#: City size in tiles: (short side, long side) and tiles in a finished city.
CITY_SHAPES: dict[str, tuple[int, int]] = {"square": (3, 3), "rectangle": (3, 4)}

# -- Special Needs cards (variant "Maquette personnalisée") ---------------------------
#: number -> (name, rule). French names and rules from the rulebook; English ours.
NEEDS_TEXTS: dict[int, tuple[Text, Text]] = {
    1: (text("Le trajet le plus long", "The longest path"),
        text("6 votes au joueur dont le trajet le plus long, sur 2 niveaux uniquement "
             "(Rivière et Forêt), a la plus haute valeur totale (somme des passerelles "
             "du trajet). En cas d'égalité, 3 votes à chacun des joueurs concernés.",
             "6 votes to the player whose longest path, on 2 levels only (River and "
             "Forest), has the highest total value (sum of its walkways). On a tie, "
             "3 votes to each tied player.")),
    2: (text("Le plus de trajets distincts", "The most separate paths"),
        text("6 votes au joueur qui a construit le plus de trajets distincts. En cas "
             "d'égalité, 3 votes à chacun des joueurs concernés.",
             "6 votes to the player who built the most separate paths. On a tie, 3 votes "
             "to each tied player.")),
    3: (text("Trajet varié", "Varied path"),
        text("6 votes pour un trajet contenant au moins 4 passerelles de valeurs "
             "différentes (1, 2, 3, 5 ou 8), ou 8 votes s'il contient les 5 valeurs. "
             "Une seule fois par joueur.",
             "6 votes for a path holding walkways of at least 4 different values "
             "(1, 2, 3, 5 or 8), or 8 votes if it holds all 5 values. Once per player.")),
    4: (text("Les circuits", "Circuits"),
        text("3 votes par circuit : un trajet fermé qui part d'un immeuble A, passe par "
             "plusieurs immeubles et revient à l'immeuble A.",
             "3 votes per circuit: a closed path leaving building A, passing through "
             "several buildings and coming back to building A.")),
    5: (text("Immeubles bleus en cote", "Blue buildings in demand"),
        text("6 votes au joueur qui a le plus d'immeubles bleus. En cas d'égalité, 3 votes "
             "à chacun des joueurs concernés.",
             "6 votes to the player with the most blue buildings. On a tie, 3 votes to "
             "each tied player.")),
    6: (text("Immeubles verts en cote", "Green buildings in demand"),
        text("6 votes au joueur qui a le plus d'immeubles verts. En cas d'égalité, 3 votes "
             "à chacun des joueurs concernés.",
             "6 votes to the player with the most green buildings. On a tie, 3 votes to "
             "each tied player.")),
    7: (text("Immeubles allégés", "Light buildings"),
        text("2 votes par immeuble n'ayant qu'une passerelle posée dessus.",
             "2 votes per building carrying exactly one walkway.")),
    8: (text("Croisement de passerelles", "Crossing walkways"),
        text("-2 votes pour chacune de vos passerelles qui en croise une autre (elle passe "
             "au-dessus ou en dessous d'une autre). Passer au-dessus d'un immeuble n'est "
             "pas un croisement, même si des passerelles y sont reliées.",
             "-2 votes for each of your walkways that crosses another (it passes over or "
             "under another). Passing over a building is not a crossing, even if walkways "
             "are joined to it.")),
    9: (text("Immeubles solos", "Lonely buildings"),
        text("-2 votes par immeuble n'ayant aucune passerelle posée dessus.",
             "-2 votes per building carrying no walkway.")),
    10: (text("Équilibrage de passerelles", "Balanced walkways"),
         text("-4 votes si vous n'avez pas au moins 5 passerelles de valeur 3, "
              "1 passerelle de valeur 5 et 1 passerelle de valeur 8.",
              "-4 votes unless you have at least 5 walkways of value 3, 1 of value 5 and "
              "1 of value 8.")),
}
NEEDS_CARDS = tuple(NEEDS_TEXTS)
#: Majority cards: the best player scores 6, tied best players 3 each.
MAJORITY_FIRST, MAJORITY_TIED = 6, 3
