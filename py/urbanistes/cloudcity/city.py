"""One player's city: zone geometry, tile placement, walkway legality, paths.

Tiles sit on an integer tile grid; tile ``(tx, ty)`` covers the zones ``2tx..2tx+1`` by
``2ty..2ty+1`` of the zone grid (``y`` downwards, as in ``urbanistes.grid``). A city is a
plain dict so that the game state stays a value:

    ``tiles``      {(tx, ty): (tile id, rotation)}
    ``buildings``  {(zx, zy): height}  (1 blue/River, 2 green/Forest, 3 tan/Sand)
    ``walkways``   [(x1, y1, x2, y2, height), ...] in build order, (x1, y1) < (x2, y2)

Walkways run between zone centres; two walkways *cross* when one passes over or under
the other: perpendicular ones meeting at a zone inside both spans, or collinear ones
overlapping over a positive length. Meeting at a building is never a crossing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TypedDict

from ..engine import Text, text
from ..grid import SQUARE, Point, bbox, connected_groups, rotate_point
from .data import (
    CITY_SHAPES,
    MAX_WALKWAYS_PER_BUILDING,
    TILE_SPOTS,
    WALKWAY_SUPPLY,
    WALKWAY_VALUES,
)

Walkway = tuple[int, int, int, int, int]


class City(TypedDict):
    tiles: dict[Point, tuple[int, int]]
    buildings: dict[Point, int]
    walkways: list[Walkway]

Supply = Mapping[int, Mapping[int, int]]

ROTATIONS = (0, 1, 2, 3)
MAX_DISTANCE = max(WALKWAY_VALUES)
#: Scan directions for listing each walkway once from its first end: east and south.
FORWARD = ((1, 0), (0, 1))
ALL_DIRECTIONS = ((1, 0), (0, 1), (-1, 0), (0, -1))


def copy_city(city: City) -> City:
    return {
        "tiles": dict(city["tiles"]),
        "buildings": dict(city["buildings"]),
        "walkways": list(city["walkways"]),
    }


# -- tiles ------------------------------------------------------------------------
@cache
def rotated_spots(tile: int, rot: int) -> tuple[tuple[Point, int], ...]:
    """The tile's two spots (zone inside the tile, height) after ``rot`` clockwise turns."""
    if rot not in ROTATIONS:
        raise ValueError(f"rotation must be 0..3, got {rot!r}")
    return tuple((rotate_point(p, rot, (2, 2)), h) for p, h in TILE_SPOTS[tile])


def placed_spots(tile: int, tx: int, ty: int, rot: int) -> list[tuple[Point, int]]:
    """The buildings a tile brings, in city zones."""
    return [((2 * tx + x, 2 * ty + y), h) for (x, y), h in rotated_spots(tile, rot)]


def add_tile(city: City, tile: int, tx: int, ty: int, rot: int) -> list[Point]:
    """Lay a tile and raise its two buildings; returns their zones."""
    city["tiles"][(tx, ty)] = (tile, rot)
    zones = []
    for zone, height in placed_spots(tile, tx, ty, rot):
        city["buildings"][zone] = height
        zones.append(zone)
    return zones


def shape_fits(positions: Iterable[Point], shape: str) -> bool:
    """The tiles fit the finished city: 3x3, or 3x4 either way for the rectangle."""
    x0, y0, x1, y1 = bbox(positions)
    w, h = x1 - x0 + 1, y1 - y0 + 1
    short, long = CITY_SHAPES[shape]
    return min(w, h) <= short and max(w, h) <= long


def city_size(shape: str) -> int:
    short, long = CITY_SHAPES[shape]
    return short * long


def is_complete(city: City, shape: str) -> bool:
    return len(city["tiles"]) >= city_size(shape)


def legal_origins(city: City, shape: str) -> list[Point]:
    """Free tile spots sharing a side with the city, inside the size limit; sorted (y, x)."""
    tiles = city["tiles"]
    if not tiles:
        return [(0, 0)]
    if is_complete(city, shape):
        return []
    spots = {n for p in tiles for n in SQUARE.neighbours(p) if n not in tiles}
    keys = list(tiles)
    return sorted(
        (p for p in spots if shape_fits([*keys, p], shape)), key=lambda p: (p[1], p[0])
    )


def is_tiled(city: City, zone: Point) -> bool:
    return (zone[0] // 2, zone[1] // 2) in city["tiles"]


# -- walkways ---------------------------------------------------------------------
WALKWAY_PROBLEMS: dict[str, Text] = {
    "no_building": text("Une passerelle relie deux immeubles.",
                        "A walkway joins two buildings."),
    "same": text("Choisissez deux immeubles différents.", "Pick two different buildings."),
    "heights": text("Les deux immeubles doivent avoir la même hauteur.",
                    "Both buildings must have the same height."),
    "diagonal": text("Pas de passerelle en diagonale : même rangée ou même colonne.",
                     "No diagonal walkway: same row or same column."),
    "too_long": text("Aucune passerelle n'est aussi longue (5 zones au plus).",
                     "No walkway is that long (5 zones at most)."),
    "empty": text("La passerelle passerait au-dessus d'une zone sans tuile.",
                  "The walkway would pass over a spot with no tile."),
    "blocked_same": text("Un immeuble de même hauteur est entre les deux.",
                         "A building of the same height stands in between."),
    "blocked_taller": text("Un immeuble plus haut est entre les deux.",
                           "A taller building stands in between."),
    "full": text("Un immeuble porte déjà 2 passerelles.",
                 "A building already carries 2 walkways."),
    "crossing": text("Elle croiserait une passerelle du même niveau.",
                     "It would cross a walkway of the same level."),
    "supply": text("Il ne reste plus de passerelle de cette longueur à ce niveau.",
                   "No walkway of that length is left at this level."),
}


def normalise(a: Point, b: Point) -> tuple[Point, Point]:
    return (a, b) if a < b else (b, a)


def walkway_value(distance: int) -> int:
    """Votes for a walkway spanning ``distance`` zones (1, 2, 3, 5, 8)."""
    return WALKWAY_VALUES[distance]


def distance_of(w: Walkway) -> int:
    return (w[2] - w[0]) + (w[3] - w[1])


def value_of(w: Walkway) -> int:
    return WALKWAY_VALUES[distance_of(w)]


def crosses(w: Walkway, v: Walkway) -> bool:
    """One walkway passes over or under the other (not merely at a building)."""
    ax1, ay1, ax2, ay2 = w[0], w[1], w[2], w[3]
    bx1, by1, bx2, by2 = v[0], v[1], v[2], v[3]
    a_flat, b_flat = ay1 == ay2, by1 == by2
    if a_flat and b_flat:
        return ay1 == by1 and min(ax2, bx2) - max(ax1, bx1) > 0
    if not a_flat and not b_flat:
        return ax1 == bx1 and min(ay2, by2) - max(ay1, by1) > 0
    if not a_flat:  # make ``a`` the horizontal one
        ax1, ay1, ax2, ay2, bx1, by1, bx2, by2 = bx1, by1, bx2, by2, ax1, ay1, ax2, ay2
    return ax1 < bx1 < ax2 and by1 < ay1 < by2


def link_counts(city: City) -> dict[Point, int]:
    """Walkways carried by each building (buildings without any are absent)."""
    counts: dict[Point, int] = {}
    for w in city["walkways"]:
        for z in ((w[0], w[1]), (w[2], w[3])):
            counts[z] = counts.get(z, 0) + 1
    return counts


def walkway_problem(
    city: City, a: Point, b: Point, supply: Supply | None = None
) -> str | None:
    """Why a walkway from ``a`` to ``b`` is not allowed (a ``WALKWAY_PROBLEMS`` key), or None.

    ``supply`` None means an unlimited supply (scoring, hand-built cities).
    """
    problem = _shape_problem(city["buildings"], a, b)
    if problem is not None:
        return problem
    a, b = normalise(a, b)
    height = city["buildings"][a]
    return _span_problem(city, a, b, height) or _link_problem(city, a, b, height, supply)


def _shape_problem(buildings: Mapping[Point, int], a: Point, b: Point) -> str | None:
    """Two different buildings of one height, in one row or column, close enough."""
    if a not in buildings or b not in buildings:
        return "no_building"
    if a == b:
        return "same"
    if buildings[a] != buildings[b]:
        return "heights"
    if a[0] != b[0] and a[1] != b[1]:
        return "diagonal"
    if abs(b[0] - a[0]) + abs(b[1] - a[1]) > MAX_DISTANCE:
        return "too_long"
    return None


def _span_problem(city: City, a: Point, b: Point, height: int) -> str | None:
    """What lies under the walkway (``a`` < ``b``): tiled zones, only lower buildings."""
    dx, dy = (1, 0) if a[1] == b[1] else (0, 1)
    for k in range(1, (b[0] - a[0]) + (b[1] - a[1])):
        z = (a[0] + k * dx, a[1] + k * dy)
        if not is_tiled(city, z):
            return "empty"
        under = city["buildings"].get(z, 0)
        if under == height:
            return "blocked_same"
        if under > height:
            return "blocked_taller"
    return None


def _link_problem(city: City, a: Point, b: Point, height: int,
                  supply: Supply | None) -> str | None:
    """Room at both ends, no crossing on the level, and one left in the box."""
    counts = link_counts(city)
    if max(counts.get(a, 0), counts.get(b, 0)) >= MAX_WALKWAYS_PER_BUILDING:
        return "full"
    new = (a[0], a[1], b[0], b[1], height)
    if any(w[4] == height and crosses(new, w) for w in city["walkways"]):
        return "crossing"
    if supply is not None and supply[height][(b[0] - a[0]) + (b[1] - a[1])] <= 0:
        return "supply"
    return None


def first_in_line(city: City, zone: Point, step: Point) -> tuple[Point, int] | None:
    """The first building of ``zone``'s height in direction ``step``, with its distance,
    if a walkway could reach it: over tiled zones and lower buildings only."""
    height = city["buildings"][zone]
    for k in range(1, MAX_DISTANCE + 1):
        z = (zone[0] + k * step[0], zone[1] + k * step[1])
        if not is_tiled(city, z):
            return None
        other = city["buildings"].get(z, 0)
        if other == height:
            return z, k
        if other > height:
            return None
    return None


def partners(
    city: City, zone: Point, supply: Supply | None = None,
    directions: Iterable[Point] = ALL_DIRECTIONS,
    counts: Mapping[Point, int] | None = None,
) -> list[tuple[Point, int]]:
    """Buildings a walkway from ``zone`` may reach now, with the distance, in scan order."""
    height = city["buildings"].get(zone)
    if height is None:
        return []
    if counts is None:
        counts = link_counts(city)
    if counts.get(zone, 0) >= MAX_WALKWAYS_PER_BUILDING:
        return []
    same_level = [w for w in city["walkways"] if w[4] == height]
    found = []
    for step in directions:
        target = first_in_line(city, zone, step)
        if target is None:
            continue
        z, k = target
        if counts.get(z, 0) >= MAX_WALKWAYS_PER_BUILDING or (
                supply is not None and supply[height][k] <= 0):
            continue
        a, b = normalise(zone, z)
        if not any(crosses((a[0], a[1], b[0], b[1], height), w) for w in same_level):
            found.append((z, k))
    return found


def legal_walkways(city: City, supply: Supply | None = None) -> list[Walkway]:
    """Every walkway that may be built now, each once, sorted."""
    found = []
    counts = link_counts(city)
    for zone in sorted(city["buildings"]):
        height = city["buildings"][zone]
        for other, _ in partners(city, zone, supply, FORWARD, counts):
            found.append((zone[0], zone[1], other[0], other[1], height))
    return found


def full_supply() -> dict[int, dict[int, int]]:
    return {h: dict(WALKWAY_SUPPLY) for h in (1, 2, 3)}


# -- paths ------------------------------------------------------------------------
@dataclass(frozen=True)
class Path:
    """A "trajet": buildings joined by walkways of one level (a chain or a loop)."""

    height: int
    buildings: frozenset[Point]
    walkways: tuple[Walkway, ...]

    @property
    def is_loop(self) -> bool:
        return len(self.walkways) == len(self.buildings)

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(value_of(w) for w in self.walkways)

    @property
    def value(self) -> int:
        return sum(self.values)


def paths(city: City) -> list[Path]:
    """The city's paths: connected groups of walkways, one level each (sorted, stable)."""
    adjacent: dict[Point, list[Point]] = {}
    for w in city["walkways"]:
        a, b = (w[0], w[1]), (w[2], w[3])
        adjacent.setdefault(a, []).append(b)
        adjacent.setdefault(b, []).append(a)
    found = []
    for group in connected_groups(adjacent, lambda z: adjacent[z]):
        ways = tuple(w for w in city["walkways"] if (w[0], w[1]) in group)
        found.append(Path(ways[0][4], frozenset(group), ways))
    found.sort(key=lambda p: (p.height, min(p.buildings)))
    return found


def crossing_walkways(city: City) -> list[Walkway]:
    """Walkways that pass over or under at least one other (of another level)."""
    ways = city["walkways"]
    return [w for w in ways if any(v != w and crosses(w, v) for v in ways)]
