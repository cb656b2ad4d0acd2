"""Where each player may build: the layouts of a city (``Site``).

- ``OWN``: every player has a city of their own that fits, wherever it lies, in a square
  of 5x5 (6x6) cells; the Mairie starts at (0, 0). The base game, and the solo game.
- Cité Unique (one city for everyone, ``shared``): a new card may touch any player's
  card, and goes in its builder's part.
  - 2 players (``band``): two parts side by side, each 5 (6) columns wide; the rows are
    not fixed until a card sets the city's width: the whole city then fits in 5 (6)
    rows (5x10 or 6x12 in the end).
  - 4 players (``fixed``): a square of 10x10 (12x12) in four quarters, clockwise from
    the top left.
  - 3 players (``fixed``, hexagonal grid): three rhombi of 5x5 (6x6) cells meeting at
    the centre of a hexagon, the hexagonal grid's own square, which keeps the three
    parts alike (the rulebook's picture of the layout is missing: OUR reading).
  Each Mairie starts in the middle of its part (OUR ruling: the pictures are missing).
- Banlieue Fictive (solo, ``fixed``): the city's square, its Mairie on one of the "x"
  spots (``MAIRIE_SPOTS``), and around it a ring of suburb cards owned by no player
  (``SUBURB``), laid clockwise from the top-left corner in the repeating pattern
  ``SUBURB_PATTERN``.

A ``Site`` compares by name, so a city's memo key stays cheap to hash.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from ..grid import Point
from .data import CITY_SIDE, MAIRIE_SPOTS, SUBURB_PATTERN

#: The owner of the Banlieue Fictive's cards.
SUBURB = -1
#: Frames: a part that floats in its square, a fixed set of cells, or fixed columns with
#: rows shared by the whole city.
OWN_FRAME, FIXED, BAND = "own", "fixed", "band"


@dataclass(frozen=True, eq=False)
class Site:
    name: str
    frame: str = OWN_FRAME
    #: The cells of each seat's part (``fixed``), or every cell its columns may ever use
    #: (``band``).
    parts: tuple[frozenset[Point], ...] = ()
    #: One city for every player: a new card may touch any player's card.
    shared: bool = False
    #: Where each seat's Mairie starts (none for the Banlieue: its player chooses).
    mairies: tuple[Point, ...] = ()
    #: The Banlieue Fictive's cards, and the spots its Mairie may take.
    suburb: tuple[tuple[Point, str], ...] = field(default=())
    spots: tuple[Point, ...] = ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Site) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)


OWN = Site("own", mairies=((0, 0),))


def site(level: str, players: int, unique: bool, suburb: bool) -> Site:
    """The layout a game is played on."""
    side = CITY_SIDE[level]
    if unique:
        return {2: band, 3: hexagon, 4: quarters}[players](side)
    return ring(side) if suburb else OWN


def topology(chosen: Site) -> str:
    return "hex" if chosen.name.startswith("hex") else "square"


# -- Cité Unique ---------------------------------------------------------------------------
@cache
def band(side: int) -> Site:
    """Two players: columns 0..side-1 on the left, side..2 side-1 on the right; any row
    from -(side-1) to side-1 until the city's rows are set. Mairies in row 0, two
    columns from the border."""
    rows = range(-(side - 1), side)
    parts = tuple(frozenset((x, y) for x in range(s * side, (s + 1) * side) for y in rows)
                  for s in (0, 1))
    middle = side // 2
    return Site(f"band-{side}", BAND, parts, True, ((middle, 0), (2 * side - 1 - middle, 0)))


@cache
def quarters(side: int) -> Site:
    """Four players: the quarters of a 2 side x 2 side square, clockwise from the top
    left, each Mairie in the middle of its quarter (turned with it)."""
    corners = ((0, 0), (side, 0), (side, side), (0, side))
    parts = tuple(frozenset((x0 + x, y0 + y) for x in range(side) for y in range(side))
                  for x0, y0 in corners)
    last, middle = 2 * side - 1, side // 2
    mairies = ((middle, middle), (last - middle, middle), (last - middle, last - middle),
               (middle, last - middle))
    return Site(f"quarters-{side}", FIXED, parts, True, mairies)


#: Axial hexagonal directions (q, r): the grid's NW and SW steps.
_NW, _SW = (0, -1), (-1, 1)


def _turn(h: Point) -> Point:
    """A third of a turn about the corner where the hexes (0, 0), (1, 0) and (1, -1)
    meet: (0, 0) -> (1, 0) -> (1, -1) -> (0, 0)."""
    q, r = h
    x, z = q, r
    y = -x - z
    for _ in range(4):  # four sixths of a turn about (0, 0)...
        x, y, z = -z, -x, -y
    return (x + 1, z)  # ...then (0, 0) onto (1, 0)


def _offset(h: Point) -> Point:
    """Axial (q, r) to the grid's (column, row), odd rows shifted right."""
    q, r = h
    return (q + (r - (r & 1)) // 2, r)


@cache
def hexagon(side: int) -> Site:
    """Three players on the hexagonal grid: three rhombi of side x side cells meeting
    at the centre of a hexagon, clockwise; each Mairie two cells in from the centre along
    both edges of its rhombus."""
    rhombus: list[set[Point]] = [{(-j, -i + j) for i in range(side) for j in range(side)}]
    mairie = [(-2, 0)]
    for _ in (1, 2):
        rhombus.append({_turn(h) for h in rhombus[-1]})
        mairie.append(_turn(mairie[-1]))
    order = (0, 2, 1)  # clockwise on the screen (rows grow downwards)
    parts = tuple(frozenset(map(_offset, rhombus[k])) for k in order)
    return Site(f"hex-{side}", FIXED, parts, True, tuple(_offset(mairie[k]) for k in order))


# -- Banlieue Fictive ------------------------------------------------------------------------
def ring_cells(side: int) -> list[Point]:
    """The cells around a side x side square at (0, 0), clockwise from the top-left
    corner."""
    top = [(x, -1) for x in range(-1, side)]
    right = [(side, y) for y in range(-1, side)]
    bottom = [(x, side) for x in range(side, -1, -1)]
    left = [(-1, y) for y in range(side, -1, -1)]
    return top + right + bottom + left


@cache
def ring(side: int) -> Site:
    square = frozenset((x, y) for x in range(side) for y in range(side))
    cells = ring_cells(side)
    suburb = tuple((p, SUBURB_PATTERN[i % len(SUBURB_PATTERN)]) for i, p in enumerate(cells))
    return Site(f"ring-{side}", FIXED, (square,), False, (), suburb, MAIRIE_SPOTS[side])

