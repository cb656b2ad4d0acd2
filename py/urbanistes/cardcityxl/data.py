"""Card City XL components as data: card kinds, colours, decks, reserves, the solo ranks.

Cards are named by short codes. Single-colour kinds: ``R`` Résidence, ``C`` Commerce,
``I`` Industrie, ``L`` Loisirs, ``P`` Parking, ``M`` Mairie (the town hall every city
starts with), ``K`` Parc and ``X`` Nuage de Pollution (both from the reserve only).
Two-colour cards (advanced level) are ``B01`` to ``B16``. With the Ville Écologique
variant the Industries carry one of four illustrations, ``I1`` to ``I4``; ``A`` is the
Architecte card while it lies in a city (Soutien de l'Architecte).

THE 16 TWO-COLOUR CARDS, THE FOUR INDUSTRY ILLUSTRATIONS' POLLUTION PERCENTAGES AND THE
BANLIEUE FICTIVE'S LAYOUT ARE THE PROJECT'S OWN DESIGN (see each section below).
The 16 two-colour cards: The rulebook names three pairs
(Commerce/Industrie, Résidence/Commerce and a restaurant, Commerce/Loisirs) and says some
cards are split straight and others diagonally; nothing public lists the 16. Ours keep
those three pairs, never join a Résidence and an Industrie on one card (the rules forbid
them side by side), hold at least as many halves of each kind as the advanced set-up
takes out of the deck (5 R, 5 L, 4 C, 2 I; exactly 5 Loisirs halves) and are half
straight, half diagonal. Tuned by self-play of the normal bot (3 players, advanced):
a first set with 7 Loisirs halves and straight Résidence/Loisirs cards saw 17% of its
cards discarded (Loisirs cost $5, and a straight Résidence half shows on three sides);
this one, 6% (``benchmarks/bench_cardcityxl.py`` prints the figures).
The Résidence (green), Commerce (blue), Industrie (yellow), Loisirs (violet), Parking
(grey) and Mairie (violet and red) colours come from ``shared/reference/games.md``.
"""

from __future__ import annotations

from ..engine import Text, text

# -- kinds --------------------------------------------------------------------------
KIND_NAMES: dict[str, Text] = {
    "R": text("Résidence", "Residence"),
    "C": text("Commerce", "Shop"),
    "I": text("Industrie", "Industry"),
    "L": text("Loisirs", "Leisure"),
    "P": text("Parking", "Car park"),
    "M": text("Mairie", "Town hall"),
    "K": text("Parc", "Park"),
    "X": text("Nuage de pollution", "Pollution cloud"),
    "A": text("Architecte", "Architect"),
}
#: Kinds that may not be built next to their own colour (phase 2), and that develop.
DEVELOPMENT = frozenset("RC")
#: At the simplified level the rulebook also lists the Loisirs among the "Bâtiments de
#: Développement" that may not be built next to their own colour (our ruling: only
#: there; the normal level lists it among the culture buildings). It never develops.
SIMPLIFIED_APART = DEVELOPMENT | {"L"}
#: Culture buildings: a Résidence district grows when enough of them surround it.
CULTURE = frozenset("LM")
#: Kinds a city's size limit does not count (the Industrie only as a whole card; the
#: Architecte is a card of no kind that leaves at the end of its holder's construction).
UNCOUNTED = frozenset("IKXA")
#: The Architecte card, while its holder builds next to it.
ARCHITECT = "A"

#: Colours by kind (for the parking income): the Mairie shows two, Parks and clouds none.
COLOURS: dict[str, tuple[str, ...]] = {
    "R": ("green",), "C": ("blue",), "I": ("yellow",), "L": ("violet",),
    "P": ("grey",), "M": ("violet", "red"), "K": (), "X": (), "A": (),
}

# -- the two-colour cards (OUR DESIGN, see the module docstring) ---------------------
#: code -> (first kind, second kind, split). A "diagonal" split gives each colour two
#: neighbouring sides; a "straight" one gives each colour one whole side and both
#: colours the two sides along the split line. Unturned, a diagonal card shows its first
#: kind on its North and East sides; a straight card shows its first kind on its West
#: side, its second on its East side and both on North and South.
BICOLOURS: dict[str, tuple[str, str, str]] = {
    "B01": ("R", "C", "straight"),
    "B02": ("R", "C", "diagonal"),
    "B03": ("R", "C", "straight"),
    "B04": ("R", "L", "diagonal"),
    "B05": ("R", "L", "diagonal"),
    "B06": ("R", "L", "diagonal"),
    "B07": ("R", "P", "straight"),
    "B08": ("R", "P", "straight"),
    "B09": ("C", "L", "diagonal"),
    "B10": ("C", "L", "straight"),
    "B11": ("R", "C", "straight"),
    "B12": ("C", "I", "diagonal"),
    "B13": ("C", "I", "diagonal"),
    "B14": ("C", "P", "straight"),
    "B15": ("I", "P", "diagonal"),
    "B16": ("I", "P", "straight"),
}

# -- levels -------------------------------------------------------------------------
#: Side of the square a city must fit in.
CITY_SIDE: dict[str, int] = {"simplified": 5, "normal": 6, "advanced": 6}
#: Levels with Parks and Pollution clouds.
POLLUTING_LEVELS = frozenset({"normal", "advanced"})
#: Cards each player gets a round, and in solo: cards drawn, cards kept.
CARDS_PER_ROUND: dict[str, int] = {"simplified": 2, "normal": 3, "advanced": 3}
SOLO_DRAW: dict[str, tuple[int, int]] = {
    "simplified": (3, 2), "normal": (4, 3), "advanced": (4, 3)}

START_MONEY = 3
LEISURE_COST = 5
PARK_COST = 5
#: The n-th Industrie bought costs n times this.
INDUSTRY_STEP = 5
#: Cards a city may hold per step: 5 without Industrie, 5 more per Industrie.
SIZE_STEP = 5
#: Money for one victory point (Residential victory).
MONEY_PER_POINT = 5
#: Parking district income by the number of colours around it (advanced): 1 -> $0 ...
PARKING_INCOME = (0, 0, 1, 2, 3, 4)

# -- decks --------------------------------------------------------------------------
#: Cards of each kind in the box (the rulebook's list); reserves are taken from it.
BOX: dict[str, int] = {"R": 50, "C": 36, "I": 24, "L": 16, "P": 20, "M": 4, "K": 8, "X": 8}
DECK_KINDS = ("R", "I", "P", "C", "L")
#: Simplified deck, per player (the rulebook's 3-player example and its solo set-up).
SIMPLIFIED_PER_PLAYER: dict[str, int] = {"R": 6, "I": 4, "P": 4, "C": 3, "L": 3}
#: Normal deck per player, by player count (the rulebook's table), with the rounds.
#: Solo (1) is our reading of the solo picture the text lacks: the 2- and 4-player
#: column, 24 cards = 8 rounds of 3 kept, with exactly 4 Loisirs as its text says.
NORMAL_PER_PLAYER: dict[int, dict[str, int]] = {
    1: {"R": 7, "I": 4, "P": 5, "C": 4, "L": 4},
    2: {"R": 7, "I": 4, "P": 5, "C": 4, "L": 4},
    3: {"R": 9, "I": 4, "P": 5, "C": 4, "L": 5},
    4: {"R": 7, "I": 4, "P": 5, "C": 4, "L": 4},
}
NORMAL_ROUNDS: dict[int, int] = {1: 8, 2: 8, 3: 9, 4: 8}
SIMPLIFIED_ROUNDS = 10
#: Advanced: taken out of the normal deck (back to their reserves, Loisirs to the box)
#: before the 16 two-colour cards go in. Solo takes out its 4 Loisirs only.
ADVANCED_REMOVED: dict[str, int] = {"R": 5, "L": 5, "C": 4, "I": 2}
SOLO_ADVANCED_REMOVED: dict[str, int] = {"R": 5, "L": 4, "C": 4, "I": 2}
#: Parks and Pollution clouds in the reserve from the normal level: per player, or solo.
PARKS_PER_PLAYER = 2
SOLO_PARKS = 3


def rounds(level: str, players: int) -> int:
    return SIMPLIFIED_ROUNDS if level == "simplified" else NORMAL_ROUNDS[players]


def deck(level: str, players: int, ecology: bool = False) -> dict[str, int]:
    """The draw pile: code -> count (``ecology``: its Industries by illustration)."""
    if level == "simplified":
        cards = {k: n * players for k, n in SIMPLIFIED_PER_PLAYER.items()}
    else:
        cards = {k: n * players for k, n in NORMAL_PER_PLAYER[players].items()}
    if level == "advanced":
        removed = SOLO_ADVANCED_REMOVED if players == 1 else ADVANCED_REMOVED
        for kind, n in removed.items():
            cards[kind] -= n
        cards.update({code: 1 for code in BICOLOURS})
    if ecology:
        industries = cards.pop("I")
        cards.update(illustrated(industries))
    return {k: n for k, n in cards.items() if n}


def reserve(level: str, players: int) -> dict[str, int]:
    """The face-up reserve piles: Résidences, Commerces, Industries (the box minus the
    deck), and from the normal level Parks and Pollution clouds."""
    drawn = deck(level, players)
    piles = {k: BOX[k] - drawn.get(k, 0) for k in ("R", "C", "I")}
    parks = 0 if level == "simplified" else (
        SOLO_PARKS if players == 1 else PARKS_PER_PLAYER * players)
    piles.update({"K": parks, "X": parks})
    return piles


# -- Ville Écologique (the four illustrations' percentages are OUR DESIGN) ---------------
#: Pollution percentage of each kind of card, from the rulebook: Commerce 1%, cloud 5%,
#: Park -5%, Parking and Résidence 0%. The Loisirs and the Mairie are not in its list:
#: 0% (our ruling). A two-colour card counts both its halves.
POLLUTION: dict[str, int] = {"C": 1, "X": 5, "K": -5, "R": 0, "P": 0, "L": 0, "M": 0}
#: The Industries' four illustrations and their percentages (OUR DESIGN: the booklet
#: says each illustration has its own percentage and gives none). Measured by bot
#: simulation (``benchmarks/bench_cardcityxl.py --table N --table-bots normal|strong
#: --tables ecology``: every illustration built, the 30% limit matters): see the help.
ILLUSTRATIONS: dict[str, int] = {"I1": 2, "I2": 3, "I3": 4, "I4": 5}
#: The box's 24 Industries hold each illustration this many times.
ILLUSTRATION_COPIES = BOX["I"] // len(ILLUSTRATIONS)
#: The illustration of the Industrie half of each two-colour card holding one (ours).
BICOLOUR_INDUSTRY: dict[str, str] = {"B12": "I1", "B13": "I2", "B15": "I3", "B16": "I4"}
#: Bonheur: above this percentage a city loses, unless its mayor pays it down.
HAPPINESS_LIMIT = 30
#: What each percent paid down costs at the end (Bonheur).
CLEANUP_COST = 5


def illustrated(industries: int) -> dict[str, int]:
    """How many Industries of each illustration ``industries`` cards of the pile hold:
    as even as the box allows (our ruling: no hidden deal decides it), the reserve
    holding the rest."""
    share, extra = divmod(industries, len(ILLUSTRATIONS))
    return {code: share + (index < extra) for index, code in enumerate(ILLUSTRATIONS)}


def reserve_industries(level: str, players: int) -> dict[str, int]:
    """The reserve's Industries by illustration (Ville Écologique)."""
    drawn = deck(level, players, ecology=True)
    return {code: ILLUSTRATION_COPIES - drawn.get(code, 0) for code in ILLUSTRATIONS}


# -- Crise des Loisirs ---------------------------------------------------------------------
#: The n-th Loisirs of a city costs n times this (the usual $5 for the first).
CRISIS_STEP = LEISURE_COST


# -- Banlieue Fictive (its layout is OUR DESIGN) ------------------------------------------
#: The suburb's cards, laid clockwise around the city from its top-left corner, one
#: card a step: Résidence, Commerce, Parking, again and again (24 cards at the
#: simplified level: 8 of each; 28 at the normal and advanced levels: 10 Résidences,
#: 9 Commerces, 9 Parkings, as the booklet counts them).
SUBURB_PATTERN = "RCP"
#: The "x" spots where the solo Mairie may go, as (column, row) inside the city's
#: square (OUR DESIGN: one step in from each corner).
MAIRIE_SPOTS: dict[int, tuple[tuple[int, int], ...]] = {
    5: ((1, 1), (3, 1), (1, 3), (3, 3)),
    6: ((1, 1), (4, 1), (1, 4), (4, 4)),
}


# -- solo ranks -------------------------------------------------------------------------
RANK_NAMES: tuple[Text, ...] = (
    text("Lieu-dit", "Locality"), text("Hameau", "Hamlet"), text("Village", "Village"),
    text("Bourg", "Market town"), text("Commune", "Township"), text("Ville", "Town"),
    text("Agglomération", "Conurbation"), text("Métropole", "Metropolis"),
    text("Capitale", "Capital"), text("Mégalopole", "Megalopolis"),
)
#: Victory -> the lowest score of each rank (None: the table leaves that rank out).
RANK_FLOORS: dict[str, tuple[int | None, ...]] = {
    "residential": (0, 30, 40, 50, 60, 70, 80, 90, 100, 120),
    "economic": (0, 60, 80, 100, 110, 120, 130, 140, 160, 170),
    "industrial": (0, 30, 35, 40, 45, 50, 55, 60, 65, 70),
    "commercial": (0, 20, 30, 40, 50, 60, 65, 70, 75, 80),
    "happiness": (0, None, 10, None, 15, None, 20, 25, None, 30),
}


def rank(victory: str, score: int) -> int:
    """The solo rank (index into ``RANK_NAMES``) a whole score reaches."""
    best = 0
    for index, floor in enumerate(RANK_FLOORS[victory]):
        if floor is not None and score >= floor:
            best = index
    return best
