"""A city: cards on the cells of a grid, each with its owner, and the construction rules.

A ``City`` is the cells of one grid topology holding cards ``(code, rotation, owner)``,
laid out on a ``sites.Site``. Each player has a city of their own in the base game; the
shared city of the Cité Unique is one ``City`` whose cells belong to several players,
and the Banlieue Fictive's suburb cards belong to no player (``SUBURB``). So every rule
here asks which seat builds and looks at that seat's part (its frame, its size limit)
while districts and adjacency ignore owners, as the shared-city rules want.

Construction rules (phase 2, and the cards bought or brought in later phases):

- a new card touches a card of its builder's part by a side (in the shared city: any
  player's card, the rulebook's "A then B" example);
- the builder's part fits its frame: a square of ``side`` x ``side`` cells (5x5, 6x6)
  wherever it lies, or the part the site gives it;
- its size limit: 5 counted cards, 5 more per card holding an Industrie (whole
  Industries, Parks, Pollution clouds and suburb cards are not counted; a two-colour
  card always is);
- no Industrie side against a Résidence side;
- no Résidence (or Commerce) side against a side of its own kind, except when a
  district develops (phase 3); at the simplified level no Loisirs against a Loisirs
  either (the rulebook lists it there among the Bâtiments de Développement);
- a Loisirs costs $5 (Crise des Loisirs: the n-th costs $5n).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache

from ..engine import Text, text
from ..grid import Grid, Point, bbox, connected_groups
from .cards import grid, is_bicolour, kind_of, kinds, neighbours, rotations, sides
from .data import (
    ARCHITECT,
    CITY_SIDE,
    CRISIS_STEP,
    DEVELOPMENT,
    LEISURE_COST,
    SIMPLIFIED_APART,
    SIZE_STEP,
    UNCOUNTED,
)
from .sites import BAND, OWN, OWN_FRAME, SUBURB, Site

#: (code, rotation, owner seat)
Cell = tuple[str, int, int]
Cells = tuple[tuple[Point, Cell], ...]


class CityKey:
    """A hashable picture of a city for the rule functions' memos: its topology, side,
    site, Crise des Loisirs flag and sorted cells. The hash is computed once (a plain
    tuple would hash every cell again at each memo lookup)."""

    __slots__ = ("cells", "crisis", "hash", "side", "site", "topology")

    def __init__(self, topology: str, side: int, site: Site, crisis: bool,
                 cells: Cells) -> None:
        self.topology, self.side, self.site, self.crisis, self.cells = (
            topology, side, site, crisis, cells)
        self.hash = hash((topology, side, site, crisis, cells))

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other: object) -> bool:
        return self is other or (
            isinstance(other, CityKey) and self.hash == other.hash
            and self.cells == other.cells and self.topology == other.topology
            and self.side == other.side and self.site == other.site
            and self.crisis == other.crisis)
#: Suburb cards join districts of these kinds only (the rulebook absorbs Résidences and
#: Commerces; a suburb Parking stays the suburb's).
ABSORBED = frozenset("RC")


@dataclass
class City:
    topology: str
    #: Each player's part fits in a square of this many cells a side.
    side: int
    cells: dict[Point, Cell]
    site: Site = OWN
    #: Crise des Loisirs: the n-th Loisirs of a part costs $5n.
    crisis: bool = False
    #: ``key()`` once computed; ``put`` forgets it (change cells through ``put`` only).
    cached: CityKey | None = field(default=None, compare=False, repr=False)

    @property
    def grid(self) -> Grid:
        return grid(self.topology)

    def copy(self) -> City:
        return City(self.topology, self.side, dict(self.cells), self.site, self.crisis,
                    self.cached)

    def __deepcopy__(self, _memo: dict[int, object]) -> City:
        """Cells and their cards are immutable tuples: a new dict is a deep copy."""
        return City(self.topology, self.side, dict(self.cells), self.site, self.crisis)

    def put(self, p: Point, cell: Cell) -> None:
        self.cells[p] = cell
        self.cached = None

    def remove(self, p: Point) -> None:
        del self.cells[p]
        self.cached = None

    def key(self) -> CityKey:
        """A hashable picture of the city, for the rule functions' memos."""
        if self.cached is None:
            self.cached = CityKey(self.topology, self.side, self.site, self.crisis,
                                  tuple(sorted(self.cells.items())))
        return self.cached

    def sides_at(self, p: Point) -> tuple[frozenset[str], ...]:
        code, rot, _ = self.cells[p]
        return sides(code, rot, self.topology)

    def around(self, p: Point) -> Iterator[tuple[int, Point]]:
        """(direction index, neighbour) for every side of ``p``."""
        return enumerate(neighbours(self.topology, p))

    def facing(self, p: Point, index: int) -> frozenset[str]:
        """The kinds on the side of ``p``'s neighbour across side ``index`` that touches
        ``p`` (empty for an empty cell)."""
        q = neighbours(self.topology, p)[index]
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


def laid_out(chosen: Site, topology: str, side: int, players: int, crisis: bool) -> City:
    """The city a game starts with on ``chosen``: the Mairies it places (one each), and
    the Banlieue Fictive's suburb cards."""
    cells: dict[Point, Cell] = {p: ("M", 0, seat) for seat, p in
                                enumerate(chosen.mairies[:players])}
    cells.update({p: (code, 0, SUBURB) for p, code in chosen.suburb})
    return City(topology, side, cells, chosen, crisis)


# -- where a card may go ------------------------------------------------------------
def from_key(key: CityKey) -> City:
    """The city a ``City.key()`` pictures (for memoised rule functions)."""
    return City(key.topology, key.side, dict(key.cells), key.site, key.crisis, key)


def fits(city: City, seat: int, p: Point) -> bool:
    """``seat``'s part, with ``p`` added, still fits its frame."""
    chosen = city.site
    if chosen.frame == OWN_FRAME:
        x0, y0, x1, y1 = bbox([*city.owned(seat), p])
        return x1 - x0 < city.side and y1 - y0 < city.side
    if p not in chosen.parts[seat]:
        return False
    return chosen.frame != BAND or _rows_fit(city, p)


def _rows_fit(city: City, p: Point) -> bool:
    """Two-player Cité Unique: the whole city, with ``p``, fits in ``side`` rows."""
    rows = [q[1] for q in city.cells]
    return max(*rows, p[1]) - min(*rows, p[1]) < city.side


def touches(city: City, seat: int, p: Point) -> bool:
    """``p`` touches a card the seat may build next to: its own, or in the shared city
    any player's (never a suburb card)."""
    cells = city.cells
    if city.site.shared:
        return any(cells.get(q, NO_CELL)[2] >= 0 for q in neighbours(city.topology, p))
    return any(cells.get(q, NO_CELL)[2] == seat for q in neighbours(city.topology, p))


NO_CELL: Cell = ("", 0, -2)


def frontier(city: City, seat: int) -> list[Point]:
    """Empty cells touching ``seat``'s part (or the shared city) and inside its frame,
    sorted (y, x)."""
    return list(_frontier(city.key(), seat))


@lru_cache(maxsize=4096)
def _frontier(key: CityKey, seat: int) -> tuple[Point, ...]:
    city = from_key(key)
    mine = city.owned(seat)
    if not mine:
        return ()
    cells = city.cells
    if city.site.frame == OWN_FRAME:
        spots = {q for p in mine for q in neighbours(city.topology, p) if q not in cells}
        x0, y0, x1, y1 = bbox(mine)
        room = city.side - 1
        found = [q for q in spots if max(x1, q[0]) - min(x0, q[0]) <= room
                 and max(y1, q[1]) - min(y0, q[1]) <= room]
    else:  # a part of known cells: look at its empty ones
        found = [q for q in city.site.parts[seat] if q not in cells
                 and touches(city, seat, q) and fits(city, seat, q)]
    return tuple(sorted(found, key=lambda q: (q[1], q[0])))


# -- size -----------------------------------------------------------------------------
@cache
def counts(code: str) -> bool:
    """The card counts toward the size limit: all but whole Industries, Parks, clouds
    (and the Architecte); a two-colour card always counts."""
    return is_bicolour(code) or kind_of(code) not in UNCOUNTED


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


def leisures(city: City, seat: int) -> int:
    """Cards of ``seat``'s part holding a Loisirs."""
    return _census(city.key(), seat)[2]


@lru_cache(maxsize=8192)
def _census(key: CityKey, seat: int) -> tuple[int, int, int]:
    cells = from_key(key).cells.values()
    mine = [code for code, _, owner in cells if owner == seat]
    return (sum(map(counts, mine)), sum(map(industrial, mine)),
            sum(1 for code in mine if "L" in kinds(code)))


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
                   "et avancé), ou dans votre part de la Cité Unique.",
                   "The city must fit in its square (5x5, or 6x6 at the normal and "
                   "advanced levels), or in your part of the Single City."),
    "money": text("Un Loisirs coûte 5 $ : pas assez d'argent.",
                  "A Leisure building costs $5: not enough money."),
    "money_crisis": text("Crise des Loisirs : le n-ième Loisirs coûte 5 $ fois n : pas "
                         "assez d'argent.",
                         "Leisure Crisis: the n-th Leisure building costs $5 times n: not "
                         "enough money."),
    "limit": text("La ville a atteint sa limite de taille : il lui faut une Industrie de "
                  "plus.",
                  "The city has reached its size limit: it needs one more Industry."),
    "industry_residence": text("Une Industrie ne peut pas toucher une Résidence.",
                               "An Industry may not touch a Residence."),
    "same_colour": text("Deux Résidences, ou deux Commerces, ne se construisent pas côte "
                        "à côte : seul le développement les joint.",
                        "Two Residences, or two Shops, are not built side by side: only "
                        "development joins them."),
    "same_leisure": text("Niveau simplifié : deux Loisirs ne se construisent pas côte à "
                         "côte.",
                         "Simplified level: two Leisure buildings are not built side by "
                         "side."),
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
    Résidence, or (``same_colour``) a Résidence or Commerce against its own kind, and at
    the simplified level (the only one whose parts are 5 cells a side) a Loisirs too."""
    topology = city.topology
    apart = SIMPLIFIED_APART if city.side == CITY_SIDE["simplified"] else DEVELOPMENT
    mine = sides(code, rot, topology)
    around = neighbours(city.topology, p)
    half = len(around) // 2
    for index, q in enumerate(around):
        cell = city.cells.get(q)
        if cell is None:
            continue
        theirs = sides(cell[0], cell[1], topology)[(index + half) % len(around)]
        side = mine[index]
        if ("I" in side and "R" in theirs) or ("R" in side and "I" in theirs):
            return "industry_residence"
        if same_colour and side & theirs & apart:
            return "same_colour" if side & theirs & DEVELOPMENT else "same_leisure"
    return None


def cost(city: City, seat: int, code: str) -> int:
    """What building the card costs ``seat``: $5 for a card holding a Loisirs; with the
    Crise des Loisirs, $5 times the Loisirs the part will then hold."""
    if "L" not in kinds(code):
        return 0
    return CRISIS_STEP * (leisures(city, seat) + 1) if city.crisis else LEISURE_COST


def leisure_bill(city: City, seat: int, count: int) -> int:
    """What ``count`` more cards holding a Loisirs cost ``seat`` in all."""
    if not city.crisis:
        return LEISURE_COST * count
    held = leisures(city, seat)
    return CRISIS_STEP * sum(range(held + 1, held + count + 1))


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
    if money < cost(city, seat, code):
        return "money_crisis" if city.crisis else "money"
    if not within_limit(city, seat, code):
        return "limit"
    return None


def placements(city: City, seat: int, code: str, money: int) -> list[tuple[Point, int]]:
    """Every (cell, rotation) where ``seat`` may build ``code`` now, sorted."""
    if card_problem(city, seat, code, money) is not None:
        return []
    return list(_placements(city.key(), seat, code))


@lru_cache(maxsize=8192)
def _placements(key: CityKey, seat: int, code: str) -> tuple[tuple[Point, int], ...]:
    city = from_key(key)
    return tuple((p, rot) for p in frontier(city, seat) for rot in rotations(code)
                 if colour_problem(city, p, code, rot) is None)


def with_card(city: City, p: Point, code: str, rot: int, seat: int) -> City:
    """The city with one more card at the empty cell ``p`` (its key made from the
    city's without sorting again)."""
    cells = dict(city.cells)
    cells[p] = cell = (code, rot, seat)
    key = None
    if city.cached is not None:
        old = city.cached.cells
        at = bisect_left(old, (p,))
        key = CityKey(city.topology, city.side, city.site, city.crisis,
                      (*old[:at], (p, cell), *old[at:]))
    return City(city.topology, city.side, cells, city.site, city.crisis, key)


# -- lines and districts ------------------------------------------------------------
def in_line(city: City, seat: int, p: Point) -> bool:
    """An Industrie of ``seat``'s part stands in ``p``'s row or column (normal level:
    building one there brings a Pollution cloud). On the hexagonal grid, "row or
    column" is any of the three straight lines of cells through ``p`` (our ruling)."""
    mine = lines(city.topology, p)
    return any(owner == seat and industrial(code) and q != p
               and not mine.isdisjoint(lines(city.topology, q))
               for q, (code, _, owner) in city.cells.items())


@cache
def lines(topology: str, p: Point) -> frozenset[tuple[str, int]]:
    """The straight lines of cells through ``p``: its column and row on the square
    grid; on the hexagonal grid its row and its two slanting lines (the axial
    coordinates q, r and s = -q - r that stay constant along them)."""
    x, y = p
    if topology == "square":
        return frozenset((("x", x), ("y", y)))
    q = x - (y - (y & 1)) // 2
    return frozenset((("q", q), ("r", y), ("s", -q - y)))


def districts(city: City, kind: str) -> list[set[Point]]:
    """The city's districts of ``kind``: cards holding it, joined side to side through
    sides that carry it (largest first)."""
    return [set(d) for d in _districts(city.key(), kind)]


def district_cells(city: City, kind: str) -> tuple[tuple[Point, ...], ...]:
    """``districts`` as the memo keeps them, for callers that only read them (the
    bots' hot paths: no set is copied)."""
    return _districts(city.key(), kind)


@lru_cache(maxsize=8192)
def _districts(key: CityKey, kind: str) -> tuple[tuple[Point, ...], ...]:
    """(Kept as tuples of cells: the garbage collector need not walk them.)"""
    city = from_key(key)
    topology = city.topology
    carry = {p: sides(code, rot, topology) for p, (code, rot, owner) in city.cells.items()
             if kind in kinds(code) and (owner != SUBURB or kind in ABSORBED)}

    def linked(p: Point) -> Iterator[Point]:
        mine = carry[p]
        around = neighbours(topology, p)
        half = len(around) // 2
        for index, q in enumerate(around):
            if kind in mine[index] and q in carry and kind in carry[q][
                    (index + half) % len(around)]:
                yield q

    return tuple(tuple(sorted(g)) for g in connected_groups(carry, linked))


def members(city: City, seat: int) -> list[Point]:
    """The cards that are ``seat``'s for income and score: its own, and the suburb
    Résidences and Commerces one of its districts has absorbed."""
    return list(_members(city.key(), seat))


@lru_cache(maxsize=4096)
def _members(key: CityKey, seat: int) -> tuple[Point, ...]:
    city = from_key(key)
    mine = [p for p, cell in city.cells.items() if cell[2] == seat]
    if not city.site.suburb:
        return tuple(mine)
    absorbed = {p for kind in ABSORBED for d in districts(city, kind)
                if any(city.cells[q][2] == seat for q in d)
                for p in d if city.cells[p][2] == SUBURB}
    return tuple(mine + sorted(absorbed))


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
        if is_bicolour(code):
            found[p] = kinds(code) - {kind}
        around = neighbours(city.topology, p)
        half = len(around) // 2
        for index, q in enumerate(around):
            if q in members or kind not in mine[index]:
                continue
            cell = cells.get(q)
            theirs = NOTHING if cell is None else sides(cell[0], cell[1], topology)[
                (index + half) % len(around)]
            found[q] = found.get(q, NOTHING) | theirs
    return found


def without_architect(city: City) -> City:
    """The city once the Architecte has left it (it is scored without it)."""
    spots = [p for p, (code, _, _) in city.cells.items() if code == ARCHITECT]
    if not spots:
        return city
    left = city.copy()
    for p in spots:
        left.remove(p)
    return left


def scored(city: City, seat: int) -> City:
    """The city as ``seat``'s income and score see it: without the Architecte (it
    leaves before anything is counted) and, in the Banlieue Fictive, without the suburb
    cards none of its districts has absorbed: they count for the construction and
    development rules, and for income and score only once absorbed (so a suburb card
    left out brings no colour to a Parking, no need to a Bonheur district and no
    Virtual Warehouse: our ruling)."""
    city = without_architect(city)
    if not city.site.suburb:
        return city
    return from_key(_scored(city.key(), seat))


@lru_cache(maxsize=1024)
def _scored(key: CityKey, seat: int) -> CityKey:
    city = from_key(key)
    kept = set(members(city, seat))
    left = {p: cell for p, cell in city.cells.items() if cell[2] != SUBURB or p in kept}
    return City(city.topology, city.side, left, city.site, city.crisis).key()


def triangle(n: int) -> int:
    """1 + 2 + ... + n: what a district of n cards is worth."""
    return n * (n + 1) // 2
