"""A city: cards on the cells of a grid, each with its owner, and the construction rules.

A ``City`` is the cells of one grid topology holding cards ``(code, rotation, owner)``.
Each player has a city of their own in the base game; the shared city of the variants
is one ``City`` whose cells belong to several players, so every rule here asks which
seat builds and looks at that seat's part (its frame, its size limit) while districts
and adjacency ignore owners, as the shared-city rules want.

Construction rules (phase 2, and the cards bought or brought in later phases):

- a new card touches a card of its builder's part by a side;
- the builder's part fits in a square of ``side`` x ``side`` cells (5x5, 6x6);
- its size limit: 5 counted cards, 5 more per card holding an Industrie (whole
  Industries, Parks and Pollution clouds are not counted; a two-colour card always is);
- no Industrie side against a Résidence side;
- no Résidence (or Commerce) side against a side of its own kind, except when a
  district develops (phase 3);
- a Loisirs costs $5.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache

from ..engine import Text, text
from ..grid import Grid, Point, bbox, connected_groups
from .cards import grid, kinds, rotations, sides
from .data import BICOLOURS, DEVELOPMENT, LEISURE_COST, SIZE_STEP, UNCOUNTED

#: (code, rotation, owner seat)
Cell = tuple[str, int, int]


@dataclass
class City:
    topology: str
    #: Each player's part fits in a square of this many cells a side.
    side: int
    cells: dict[Point, Cell]
    #: ``key()`` once computed; ``put`` forgets it (change cells through ``put`` only).
    cached: tuple[object, ...] | None = field(default=None, compare=False, repr=False)

    @property
    def grid(self) -> Grid:
        return grid(self.topology)

    def copy(self) -> City:
        return City(self.topology, self.side, dict(self.cells), self.cached)

    def __deepcopy__(self, _memo: dict[int, object]) -> City:
        """Cells and their cards are immutable tuples: a new dict is a deep copy."""
        return City(self.topology, self.side, dict(self.cells))

    def put(self, p: Point, cell: Cell) -> None:
        self.cells[p] = cell
        self.cached = None

    def key(self) -> tuple[object, ...]:
        """A hashable picture of the city, for the rule functions' memos."""
        if self.cached is None:
            self.cached = (self.topology, self.side, tuple(sorted(self.cells.items())))
        return self.cached

    def sides_at(self, p: Point) -> tuple[frozenset[str], ...]:
        code, rot, _ = self.cells[p]
        return sides(code, rot, self.topology)

    def around(self, p: Point) -> Iterator[tuple[int, Point]]:
        """(direction index, neighbour) for every side of ``p``."""
        return enumerate(self.grid.neighbours(p))

    def facing(self, p: Point, index: int) -> frozenset[str]:
        """The kinds on the side of ``p``'s neighbour across side ``index`` that touches
        ``p`` (empty for an empty cell)."""
        q = self.grid.neighbours(p)[index]
        cell = self.cells.get(q)
        if cell is None:
            return NOTHING
        count = len(self.grid.directions)
        return sides(cell[0], cell[1], self.topology)[(index + count // 2) % count]

    def owned(self, seat: int) -> list[Point]:
        return [p for p, cell in self.cells.items() if cell[2] == seat]


NOTHING: frozenset[str] = frozenset()


def new_city(topology: str, side: int, seat: int, start: Point = (0, 0)) -> City:
    """A city holding its owner's Mairie."""
    return City(topology, side, {start: ("M", 0, seat)})


# -- where a card may go ------------------------------------------------------------
def from_key(key: tuple[object, ...]) -> City:
    """The city a ``City.key()`` pictures (for memoised rule functions)."""
    topology, side, cells = key
    assert isinstance(topology, str) and isinstance(side, int) and isinstance(cells, tuple)
    return City(topology, side, dict(cells), key)


def fits(city: City, seat: int, p: Point) -> bool:
    """``seat``'s part, with ``p`` added, still fits in its square."""
    x0, y0, x1, y1 = bbox([*city.owned(seat), p])
    return x1 - x0 < city.side and y1 - y0 < city.side


def touches(city: City, seat: int, p: Point) -> bool:
    return any(city.cells.get(q, NO_CELL)[2] == seat for q in city.grid.neighbours(p))


NO_CELL: Cell = ("", 0, -1)


def frontier(city: City, seat: int) -> list[Point]:
    """Empty cells touching ``seat``'s part and inside its square, sorted (y, x)."""
    return list(_frontier(city.key(), seat))


@lru_cache(maxsize=4096)
def _frontier(key: tuple[object, ...], seat: int) -> tuple[Point, ...]:
    city = from_key(key)
    mine = city.owned(seat)
    if not mine:
        return ()
    x0, y0, x1, y1 = bbox(mine)
    room = city.side - 1
    spots = {q for p in mine for q in city.grid.neighbours(p) if q not in city.cells}
    return tuple(sorted((q for q in spots
                         if max(x1, q[0]) - min(x0, q[0]) <= room
                         and max(y1, q[1]) - min(y0, q[1]) <= room),
                        key=lambda q: (q[1], q[0])))


# -- size -----------------------------------------------------------------------------
def counts(code: str) -> bool:
    """The card counts toward the size limit: all but whole Industries, Parks, clouds."""
    return code not in UNCOUNTED


@cache
def industrial(code: str) -> bool:
    """The card holds an Industrie (whole or half): it raises the size limit by 5."""
    return "I" in kinds(code)


def size(city: City, seat: int) -> int:
    """Cards of ``seat``'s part that count toward its size limit."""
    return _census(city.key(), seat)[0]


def industries(city: City, seat: int) -> int:
    """Cards of ``seat``'s part holding an Industrie."""
    return _census(city.key(), seat)[1]


@lru_cache(maxsize=8192)
def _census(key: tuple[object, ...], seat: int) -> tuple[int, int]:
    cells = from_key(key).cells.values()
    mine = [code for code, _, owner in cells if owner == seat]
    return sum(map(counts, mine)), sum(map(industrial, mine))


def limit(city: City, seat: int) -> int:
    return SIZE_STEP * (1 + industries(city, seat))


def within_limit(city: City, seat: int, code: str) -> bool:
    """Adding ``code`` keeps ``seat``'s part within its size limit."""
    after = size(city, seat) + counts(code)
    return after <= SIZE_STEP * (1 + industries(city, seat) + industrial(code))


# -- the problems a placement may have ----------------------------------------------------
PROBLEMS: dict[str, Text] = {
    "occupied": text("Cet emplacement est déjà construit.", "That spot is taken."),
    "detached": text("Une nouvelle carte touche la ville par un côté.",
                     "A new card must touch the city by a side."),
    "bounds": text("La ville doit tenir dans son carré (5x5, ou 6x6 aux niveaux normal "
                   "et avancé).",
                   "The city must fit in its square (5x5, or 6x6 at the normal and "
                   "advanced levels)."),
    "money": text("Un Loisirs coûte 5 $ : pas assez d'argent.",
                  "A Leisure building costs $5: not enough money."),
    "limit": text("La ville a atteint sa limite de taille : il lui faut une Industrie de "
                  "plus.",
                  "The city has reached its size limit: it needs one more Industry."),
    "industry_residence": text("Une Industrie ne peut pas toucher une Résidence.",
                               "An Industry may not touch a Residence."),
    "same_colour": text("Deux Résidences, ou deux Commerces, ne se construisent pas côte "
                        "à côte : seul le développement les joint.",
                        "Two Residences, or two Shops, are not built side by side: only "
                        "development joins them."),
    "no_cell": text("Aucun emplacement ne respecte les règles de construction.",
                    "No spot meets the construction rules."),
    "fewer": text("Il faut construire le plus de cartes possible : la construire ici, ou "
                  "maintenant, en empêcherait une autre.",
                  "You must build as many cards as you can: building it there, or now, "
                  "would stop another one."),
    "turned": text("Cette carte ne se tourne pas.", "This card does not turn."),
}


def colour_problem(city: City, p: Point, code: str, rot: int,
                   same_colour: bool = True) -> str | None:
    """A side of the card at ``p`` against a forbidden side: an Industrie against a
    Résidence, or (``same_colour``) a Résidence or Commerce against its own kind."""
    topology = city.topology
    mine = sides(code, rot, topology)
    around = city.grid.neighbours(p)
    half = len(around) // 2
    for index, q in enumerate(around):
        cell = city.cells.get(q)
        if cell is None:
            continue
        theirs = sides(cell[0], cell[1], topology)[(index + half) % len(around)]
        side = mine[index]
        if ("I" in side and "R" in theirs) or ("R" in side and "I" in theirs):
            return "industry_residence"
        if same_colour and side & theirs & DEVELOPMENT:
            return "same_colour"
    return None


def costs(code: str) -> int:
    """What building the card costs: $5 for a card holding a Loisirs."""
    return LEISURE_COST if "L" in kinds(code) else 0


def place_problem(city: City, seat: int, p: Point) -> str | None:
    """Why no card may go at ``p`` for ``seat``: taken, detached or out of the square."""
    if p in city.cells:
        return "occupied"
    if not touches(city, seat, p):
        return "detached"
    if not fits(city, seat, p):
        return "bounds"
    return None


def build_problem(city: City, seat: int, code: str, p: Point, rot: int,
                  money: int) -> str | None:
    """Why ``seat`` may not build ``code`` turned ``rot`` at ``p`` (a ``PROBLEMS`` key)."""
    if rot not in rotations(code):
        return "turned"
    return (place_problem(city, seat, p)
            or card_problem(city, seat, code, money)
            or colour_problem(city, p, code, rot))


def card_problem(city: City, seat: int, code: str, money: int) -> str | None:
    """Why ``seat`` may not build ``code`` anywhere: money or size limit."""
    if money < costs(code):
        return "money"
    if not within_limit(city, seat, code):
        return "limit"
    return None


def placements(city: City, seat: int, code: str, money: int) -> list[tuple[Point, int]]:
    """Every (cell, rotation) where ``seat`` may build ``code`` now, sorted."""
    if card_problem(city, seat, code, money) is not None:
        return []
    return list(_placements(city.key(), seat, code))


@lru_cache(maxsize=8192)
def _placements(key: tuple[object, ...], seat: int, code: str) -> tuple[tuple[Point, int], ...]:
    city = from_key(key)
    return tuple((p, rot) for p in frontier(city, seat) for rot in rotations(code)
                 if colour_problem(city, p, code, rot) is None)


def with_card(city: City, p: Point, code: str, rot: int, seat: int) -> City:
    after = city.copy()
    after.put(p, (code, rot, seat))
    return after


# -- lines and districts ------------------------------------------------------------
def in_line(city: City, seat: int, p: Point) -> bool:
    """An Industrie of ``seat``'s part stands in ``p``'s row or column (normal level:
    building one there brings a Pollution cloud)."""
    return any(owner == seat and industrial(code) and q != p and (q[0] == p[0] or q[1] == p[1])
               for q, (code, _, owner) in city.cells.items())


def districts(city: City, kind: str) -> list[set[Point]]:
    """The city's districts of ``kind``: cards holding it, joined side to side through
    sides that carry it (largest first)."""
    return [set(d) for d in _districts(city.key(), kind)]


@lru_cache(maxsize=8192)
def _districts(key: tuple[object, ...], kind: str) -> tuple[frozenset[Point], ...]:
    city = from_key(key)
    topology, neighbours = city.topology, city.grid.neighbours
    carry = {p: sides(code, rot, topology) for p, (code, rot, _) in city.cells.items()
             if kind in kinds(code)}

    def linked(p: Point) -> Iterator[Point]:
        mine = carry[p]
        around = neighbours(p)
        half = len(around) // 2
        for index, q in enumerate(around):
            if kind in mine[index] and q in carry and kind in carry[q][
                    (index + half) % len(around)]:
                yield q

    return tuple(frozenset(g) for g in connected_groups(carry, linked))


def borders(city: City, district: Iterable[Point], kind: str) -> dict[Point, frozenset[str]]:
    """What touches a ``kind`` district: each cell across one of its ``kind`` sides,
    outside it, with the kinds on the sides it shows the district (none for an empty
    cell); and each two-colour card of the district with its other half, since the two
    halves of a card touch each other (our ruling)."""
    members = set(district)
    topology, cells = city.topology, city.cells
    found: dict[Point, frozenset[str]] = {}
    for p in members:
        code, rot, _ = cells[p]
        mine = sides(code, rot, topology)
        if code in BICOLOURS:
            found[p] = kinds(code) - {kind}
        around = city.grid.neighbours(p)
        half = len(around) // 2
        for index, q in enumerate(around):
            if q in members or kind not in mine[index]:
                continue
            cell = cells.get(q)
            theirs = NOTHING if cell is None else sides(cell[0], cell[1], topology)[
                (index + half) % len(around)]
            found[q] = found.get(q, NOTHING) | theirs
    return found


def triangle(n: int) -> int:
    """1 + 2 + ... + n: what a district of n cards is worth."""
    return n * (n + 1) // 2
