"""Cities components as data: tiles, feature tiles, building pieces, scoring cards and
the eight cities' achievements.

THE TILES, FEATURE TILES, SCORING CARDS AND ACHIEVEMENTS ARE THE PROJECT'S OWN DESIGN.
No public source lists them; ``shared/reference/games.md`` gives the counts, which these
tables keep exactly: 32 city tiles and 4 starting tiles, 48 feature tiles, 100 building
pieces (25 per colour), 32 scoring cards, 8 cities with 3 achievements of 3 values each.
One card text is public ("Liveable City", card 1) and two achievements ("4 buildings of
different colours and heights", "water on at least 7 spaces"): they are here as printed.

A tile is a 2x2 square of spaces written ``"TL TR / BL BR"``: ``R`` ``B`` ``G`` ``Y`` a
city space of that colour (red, blue, green, yellow), ``P`` park, ``W`` water. Space
(0, 0) is the top left, x to the right, y downwards, before any rotation.

Design of the tiles: every starting tile holds two city spaces of different colours, a
park and a water space; the 32 others hold 64 city spaces (16 per colour), 32 park and
32 water spaces, in six mixes (12 tiles with 2 city spaces, a park and a water space;
4 each with 2 city spaces and 2 parks, 2 city spaces and 2 water spaces, 3 city spaces
and a park, 3 city spaces and a water space; 4 with parks and water only), so that all
36 tiles hold 18 city spaces of each colour, 36 park and 36 water spaces. A 3x3
neighbourhood then has about 18 city spaces for the 24 or so building pieces a player
gets: stacking pays, spreading is possible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Text, text

Point = tuple[int, int]

COLOURS = ("red", "blue", "green", "yellow")
PARK, WATER = "park", "water"
#: Space kinds: a city space has a colour; the others are park and water.
KINDS = (*COLOURS, PARK, WATER)
LETTERS = {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "P": PARK, "W": WATER}
KIND_NAMES: dict[str, Text] = {
    "red": text("rouge", "red"),
    "blue": text("bleu", "blue"),
    "green": text("vert", "green"),
    "yellow": text("jaune", "yellow"),
    PARK: text("parc", "park"),
    WATER: text("eau", "water"),
}

# -- city tiles ----------------------------------------------------------------------
START_TILES = (1, 2, 3, 4)
TILES: dict[int, str] = {
    # starting tiles (colourless backs)
    1: "R P / W B",
    2: "G Y / P W",
    3: "Y W / R P",
    4: "B P / G W",
    # 2 city spaces, a park and a water space
    5: "R B / P W",
    6: "R W / P G",
    7: "P R / Y W",
    8: "B G / W P",
    9: "W B / Y P",
    10: "G P / Y W",
    11: "P W / R B",
    12: "Y W / P G",
    13: "R P / W Y",
    14: "W R / G P",
    15: "B P / W Y",
    16: "P B / G W",
    # 2 city spaces and 2 parks
    17: "R G / P P",
    18: "P B / P Y",
    19: "Y P / P R",
    20: "P G / B P",
    # 2 city spaces and 2 water spaces
    21: "B R / W W",
    22: "W G / W Y",
    23: "R W / W B",
    24: "W Y / G W",
    # 3 city spaces and a park
    25: "R B / G P",
    26: "P Y / R B",
    27: "G Y / P B",
    28: "R P / Y G",
    # 3 city spaces and a water space
    29: "G Y / W R",
    30: "W Y / B G",
    31: "B W / R Y",
    32: "G R / B W",
    # parks and water only
    33: "P P / W W",
    34: "P W / W P",
    35: "W P / W P",
    36: "P W / P W",
}
CITY_TILES = tuple(t for t in TILES if t not in START_TILES)


def _parse(picture: str) -> tuple[tuple[Point, str], ...]:
    rows = [row.split() for row in picture.split("/")]
    assert len(rows) == 2 and all(len(r) == 2 for r in rows), picture
    return tuple(((x, y), LETTERS[ch]) for y, row in enumerate(rows)
                 for x, ch in enumerate(row))


#: tile id -> its four spaces ((x, y) inside the tile, kind), unrotated.
TILE_SPACES: dict[int, tuple[tuple[Point, str], ...]] = {
    t: _parse(p) for t, p in TILES.items()}
TILE_SIZE = 2

#: Neighbourhood bounds in tiles (short side, long side): 3x3, or 3x5 in the long
#: 2-player game (either way round).
SHAPES: dict[bool, tuple[int, int]] = {False: (3, 3), True: (3, 5)}

# -- feature tiles -------------------------------------------------------------------
WATER_FEATURES = ("sailboat", "kayaks", "pier", "swans")
PARK_FEATURES = ("trees", "fountain", "playground", "bandstand")
MONUMENT, WILD = "monument", "wild"
#: Grey feature tiles go on an empty city space.
GREY_FEATURES = (MONUMENT, WILD)
#: The terrain each feature goes on: water, park, or "city" (grey tiles).
CITY = "city"
FEATURE_TERRAIN: dict[str, str] = {
    **{f: WATER for f in WATER_FEATURES},
    **{f: PARK for f in PARK_FEATURES},
    MONUMENT: CITY,
    WILD: CITY,
}
#: The 48 feature tiles: 15 water and 15 park ones (4, 4, 4 and 3 of their kinds),
#: 8 monuments, 10 wild tiles.
FEATURES: dict[str, int] = {
    "sailboat": 4, "kayaks": 4, "pier": 4, "swans": 3,
    "trees": 4, "fountain": 4, "playground": 4, "bandstand": 3,
    MONUMENT: 8,
    WILD: 10,
}
FEATURE_NAMES: dict[str, Text] = {
    "sailboat": text("Voilier", "Sailboat"),
    "kayaks": text("Kayaks", "Kayaks"),
    "pier": text("Ponton", "Pier"),
    "swans": text("Cygnes", "Swans"),
    "trees": text("Arbres", "Trees"),
    "fountain": text("Fontaine", "Fountain"),
    "playground": text("Aire de jeux", "Playground"),
    "bandstand": text("Kiosque", "Bandstand"),
    MONUMENT: text("Monument", "Monument"),
    WILD: text("Case joker", "Wild space"),
}
MONUMENT_POINTS = 2
#: Points of a water or park area by the number of different features in it.
SET_POINTS = (0, 1, 3, 6, 10)

# -- building pieces -----------------------------------------------------------------
PIECES_PER_COLOUR = 25
MAX_HEIGHT = 4

# -- rounds and workers --------------------------------------------------------------
ROUNDS = 8
ROUNDS_TWO_PLAYERS = 4
ROUNDS_LONG = 7
WORKERS = 4
WORKERS_TWO_PLAYERS = 8
#: Items on each row of the board: cards and tiles 3 face up + 1 face down; features
#: in groups of 2/1/1/2 (the last one face down); pieces 4/3/3 from the bag, and the
#: star space where the taker draws 2 from the bag.
ROW_NAMES: tuple[Text, ...] = (
    text("Cartes Objectif", "Scoring cards"),
    text("Tuiles Quartier", "City tiles"),
    text("Tuiles Attraction", "Feature tiles"),
    text("Modules Bâtiment", "Building pieces"),
)
CARD_ROW, TILE_ROW, FEATURE_ROW, PIECE_ROW = 0, 1, 2, 3
FEATURE_GROUPS = (2, 1, 1, 2)
PIECE_GROUPS = (4, 3, 3)
STAR_DRAW = 2
SLOTS = 4
#: The star space is the last space of the building row.
STAR_SLOT = 3


# -- rules of scoring cards and achievements ------------------------------------------
@dataclass(frozen=True)
class Rule:
    """What a card or an achievement counts: a measure of ``scoring`` and its settings.

    ``colour`` None means any colour; ``kind`` is park or water (None: any); ``height``
    a minimum height (or the exact one for ``exact_height``); ``size`` a minimum size.
    """

    measure: str
    colour: str | None = None
    kind: str | None = None
    height: int = 1
    size: int = 1


@dataclass(frozen=True)
class Card:
    """A scoring card: ``points`` for every occurrence of its ``rule``."""

    name: Text
    text: Text
    rule: Rule
    points: int


def _colour_cards(first: int, rule: Callable[[str], Rule], names: tuple[str, str],
                  fr: str, en: str, points: int) -> dict[int, Card]:
    """Four cards alike but for their colour, numbered from ``first``."""
    cards = {}
    for i, colour in enumerate(COLOURS):
        fr_colour, en_colour = KIND_NAMES[colour]["fr"], KIND_NAMES[colour]["en"]
        cards[first + i] = Card(
            text(names[0].format(c=fr_colour), names[1].format(c=en_colour.title())),
            text(fr.format(p=points, c=fr_colour), en.format(p=points, c=en_colour)),
            rule(colour), points)
    return cards


CARDS: dict[int, Card] = {
    1: Card(text("Ville agréable", "Liveable City"),
            text("2 PV par ensemble d'un bâtiment rouge, un bleu, un vert et un jaune, "
                 "de toutes tailles.",
                 "2 VP per set of 1 red, 1 blue, 1 green and 1 yellow building of any "
                 "sizes."),
            Rule("colour_sets"), 2),
    2: Card(text("Quartier prestigieux", "Prestige District"),
            text("5 PV par ensemble d'un bâtiment rouge, un bleu, un vert et un jaune, "
                 "chacun haut d'au moins 2.",
                 "5 VP per set of 1 red, 1 blue, 1 green and 1 yellow building, each at "
                 "least 2 high."),
            Rule("colour_sets", height=2), 5),
    3: Card(text("Ligne d'horizon", "Skyline"),
            text("6 PV par ensemble de bâtiments hauts de 1, 2, 3 et 4.",
                 "6 VP per set of buildings 1, 2, 3 and 4 high."),
            Rule("height_sets"), 6),
    **_colour_cards(4, lambda c: Rule("tall", colour=c, height=3),
                    ("Tours ({c})", "{c} Towers"),
                    "{p} PV par bâtiment {c} haut d'au moins 3.",
                    "{p} VP per {c} building at least 3 high.", 3),
    8: Card(text("Gratte-ciel", "Skyscrapers"),
            text("3 PV par bâtiment haut de 4.", "3 VP per building 4 high."),
            Rule("tall", height=4), 3),
    **_colour_cards(9, lambda c: Rule("near", colour=c, kind=WATER, height=2),
                    ("Front de mer ({c})", "{c} Waterfront"),
                    "{p} PV par bâtiment {c} haut d'au moins 2 voisin d'une case Eau.",
                    "{p} VP per {c} building at least 2 high next to a water space.", 2),
    **_colour_cards(13, lambda c: Rule("near", colour=c, kind=PARK, height=2),
                    ("Vue sur parc ({c})", "{c} Park View"),
                    "{p} PV par bâtiment {c} haut d'au moins 2 voisin d'une case Parc.",
                    "{p} VP per {c} building at least 2 high next to a park space.", 2),
    17: Card(text("Tours du port", "Harbour Towers"),
             text("3 PV par bâtiment haut de 4 voisin d'une case Eau.",
                  "3 VP per building 4 high next to a water space."),
             Rule("near", kind=WATER, height=4), 3),
    18: Card(text("Tours du parc", "Park Towers"),
             text("3 PV par bâtiment haut de 4 voisin d'une case Parc.",
                  "3 VP per building 4 high next to a park space."),
             Rule("near", kind=PARK, height=4), 3),
    19: Card(text("Tours jumelles", "Twin Towers"),
             text("1 PV par paire de bâtiments voisins de même hauteur.",
                  "1 VP per pair of neighbouring buildings of the same height."),
             Rule("pairs_height"), 1),
    20: Card(text("Îlots colorés", "Colour Blocks"),
             text("4 PV par paire de bâtiments voisins de même couleur.",
                  "4 VP per pair of neighbouring buildings of the same colour."),
             Rule("pairs_colour"), 4),
    21: Card(text("Lacs", "Lakes"),
             text("2 PV par zone d'eau d'au moins 3 cases.",
                  "2 VP per water area of at least 3 spaces."),
             Rule("areas", kind=WATER, size=3), 2),
    22: Card(text("Espaces verts", "Green Spaces"),
             text("2 PV par zone de parc d'au moins 3 cases.",
                  "2 VP per park area of at least 3 spaces."),
             Rule("areas", kind=PARK, size=3), 2),
    23: Card(text("Grand lac", "Great Lake"),
             text("1 PV par case de votre plus grande zone d'eau.",
                  "1 VP per space of your largest water area."),
             Rule("largest", kind=WATER), 1),
    24: Card(text("Parc central", "Central Park"),
             text("1 PV par case de votre plus grande zone de parc.",
                  "1 VP per space of your largest park area."),
             Rule("largest", kind=PARK), 1),
    25: Card(text("Rives animées", "Lively Shores"),
             text("3 PV par zone d'eau portant au moins 2 tuiles Attraction.",
                  "3 VP per water area holding at least 2 feature tiles."),
             Rule("featured_areas", kind=WATER, size=2), 3),
    26: Card(text("Parcs animés", "Lively Parks"),
             text("3 PV par zone de parc portant au moins 2 tuiles Attraction.",
                  "3 VP per park area holding at least 2 feature tiles."),
             Rule("featured_areas", kind=PARK, size=2), 3),
    27: Card(text("Monuments au bord de l'eau", "Monuments by the Water"),
             text("2 PV par monument voisin d'une case Eau.",
                  "2 VP per monument next to a water space."),
             Rule("monuments_near", kind=WATER), 2),
    28: Card(text("Monuments dans la verdure", "Monuments in the Green"),
             text("2 PV par monument voisin d'une case Parc.",
                  "2 VP per monument next to a park space."),
             Rule("monuments_near", kind=PARK), 2),
    29: Card(text("Maisons de ville", "Townhouses"),
             text("1 PV par bâtiment haut d'exactement 2.",
                  "1 VP per building exactly 2 high."),
             Rule("exact_height", height=2), 1),
    30: Card(text("Squares", "Squares"),
             text("1 PV par case Parc voisine d'au moins 2 bâtiments.",
                  "1 VP per park space next to at least 2 buildings."),
             Rule("crowded", kind=PARK, size=2), 1),
    31: Card(text("Docks", "Docks"),
             text("1 PV par case Eau voisine d'au moins 2 bâtiments.",
                  "1 VP per water space next to at least 2 buildings."),
             Rule("crowded", kind=WATER, size=2), 1),
    32: Card(text("Repères", "Landmarks"),
             text("1 PV par bâtiment haut d'au moins 2 plus haut que tous ses voisins.",
                  "1 VP per building at least 2 high taller than every building next "
                  "to it."),
             Rule("peaks", height=2), 1),
}


@dataclass(frozen=True)
class Achievement:
    """One goal of a city board: met when ``rule`` counts at least ``needed``; the
    first claimant takes ``values[0]``, then ``values[1]``, then ``values[2]`` (the
    middle value is covered in a 2-player game)."""

    id: str
    text: Text
    rule: Rule
    needed: int
    values: tuple[int, int, int]


def _ach(city: str, n: int, fr: str, en: str, rule: Rule, needed: int,
         values: tuple[int, int, int]) -> Achievement:
    return Achievement(f"{city}-{n}", text(fr, en), rule, needed, values)


#: city -> its three achievements.
ACHIEVEMENTS: dict[str, tuple[Achievement, Achievement, Achievement]] = {
    "new_york": (
        _ach("new_york", 1, "Un bâtiment haut de 4.", "A building 4 high.",
             Rule("tall", height=4), 1, (5, 3, 2)),
        _ach("new_york", 2, "4 bâtiments de couleurs et de hauteurs différentes.",
             "4 buildings of different colours and heights.",
             Rule("rainbow"), 1, (7, 5, 3)),
        _ach("new_york", 3, "10 bâtiments.", "10 buildings.",
             Rule("tall"), 10, (6, 4, 2)),
    ),
    "rio": (
        _ach("rio", 1, "De l'eau sur au moins 7 cases.", "Water on at least 7 spaces.",
             Rule("spaces", kind=WATER), 7, (5, 3, 2)),
        _ach("rio", 2, "Une zone de parc d'au moins 5 cases.",
             "A park area of at least 5 spaces.",
             Rule("largest", kind=PARK), 5, (6, 4, 2)),
        _ach("rio", 3, "3 attractions différentes dans une même zone d'eau.",
             "3 different features in one water area.",
             Rule("most_kinds", kind=WATER), 3, (7, 5, 3)),
    ),
    "sydney": (
        _ach("sydney", 1, "Une zone d'eau d'au moins 6 cases.",
             "A water area of at least 6 spaces.",
             Rule("largest", kind=WATER), 6, (6, 4, 2)),
        _ach("sydney", 2, "3 bâtiments hauts d'au moins 3 voisins d'une case Eau.",
             "3 buildings at least 3 high next to a water space.",
             Rule("near", kind=WATER, height=3), 3, (7, 5, 3)),
        _ach("sydney", 3, "3 monuments.", "3 monuments.",
             Rule("monuments"), 3, (6, 4, 2)),
    ),
    "venice": (
        _ach("venice", 1, "3 zones d'eau séparées.", "3 separate water areas.",
             Rule("areas", kind=WATER), 3, (5, 3, 2)),
        _ach("venice", 2, "6 tuiles Attraction sur des cases Eau.",
             "6 feature tiles on water spaces.",
             Rule("features", kind=WATER), 6, (7, 5, 3)),
        _ach("venice", 3, "5 bâtiments voisins d'une case Eau.",
             "5 buildings next to a water space.",
             Rule("near", kind=WATER), 5, (6, 4, 2)),
    ),
    "barcelona": (
        _ach("barcelona", 1, "Un carré de 2x2 bâtiments.", "A square of 2x2 buildings.",
             Rule("squares"), 1, (7, 5, 3)),
        _ach("barcelona", 2, "Un bâtiment de chaque couleur haut d'au moins 2.",
             "A building of each colour at least 2 high.",
             Rule("colour_sets", height=2), 1, (6, 4, 2)),
        _ach("barcelona", 3, "Une case de ville vide de chaque couleur.",
             "An empty city space of each colour.",
             Rule("empty_colours"), 4, (5, 3, 2)),
    ),
    "lisbon": (
        _ach("lisbon", 1, "5 bâtiments d'une même couleur.",
             "5 buildings of one colour.",
             Rule("one_colour"), 5, (6, 4, 2)),
        _ach("lisbon", 2, "3 bâtiments hauts d'au moins 3.",
             "3 buildings at least 3 high.",
             Rule("tall", height=3), 3, (7, 5, 3)),
        _ach("lisbon", 3, "2 monuments voisins d'une case Eau.",
             "2 monuments next to a water space.",
             Rule("monuments_near", kind=WATER), 2, (5, 3, 2)),
    ),
    "mexico": (
        _ach("mexico", 1, "Du parc sur au moins 7 cases.", "Park on at least 7 spaces.",
             Rule("spaces", kind=PARK), 7, (5, 3, 2)),
        _ach("mexico", 2, "2 bâtiments voisins hauts d'au moins 3.",
             "2 neighbouring buildings, both at least 3 high.",
             Rule("tall_pairs", height=3), 1, (6, 4, 2)),
        _ach("mexico", 3, "4 attractions différentes dans une même zone de parc.",
             "4 different features in one park area.",
             Rule("most_kinds", kind=PARK), 4, (8, 5, 3)),
    ),
    "buenos_aires": (
        _ach("buenos_aires", 1, "8 tuiles Attraction.", "8 feature tiles.",
             Rule("features"), 8, (6, 4, 2)),
        _ach("buenos_aires", 2, "4 bâtiments alignés côte à côte.",
             "4 buildings side by side in a line.",
             Rule("line"), 4, (6, 4, 2)),
        _ach("buenos_aires", 3, "5 bâtiments voisins d'une case Parc.",
             "5 buildings next to a park space.",
             Rule("near", kind=PARK), 5, (6, 4, 2)),
    ),
}
