"""Phase 3: districts that must grow, and where they may grow.

A Résidence district of n cards touching at least n + 1 culture buildings (Mairie,
Loisirs) must take one Résidence from the reserve; a Commerce district of n cards
touching at least n + 1 different Résidence districts must take one Commerce. The new
card joins the district across one of its sides that carries the district's kind and
obeys every construction rule except the one against two cards of the same colour side
by side. Growth is mandatory and chains; the player picks among the legal spots, one
card at a time, until no district must and can grow.

Counting (our rulings): a two-colour card counts as one whole card of each of its
kinds, and its two halves touch each other, so a Résidence/Loisirs card brings its own
district one culture building and a Résidence/Commerce card's Commerce district touches
its Résidence district (as the booklet's advanced examples count them).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from functools import lru_cache

from ..grid import Point
from .city import (
    City,
    CityKey,
    borders,
    colour_problem,
    district_cells,
    fits,
    from_key,
    within_limit,
)
from .data import CULTURE

GROWING = ("R", "C")


def culture_around(city: City, district: Collection[Point]) -> int:
    """Culture buildings (Mairie, Loisirs, whole or half) touching a Résidence district
    across its Résidence sides, or as the other half of one of its cards."""
    return sum(1 for kinds in borders(city, district, "R").values() if kinds & CULTURE)


def residences_around(city: City, district: Collection[Point]) -> int:
    """Different Résidence districts touching a Commerce district across its Commerce
    sides, or through the Résidence half of one of its cards."""
    touching = {q for q, kinds in borders(city, district, "C").items() if "R" in kinds}
    return sum(1 for home in district_cells(city, "R") if not touching.isdisjoint(home))


def wants(city: City, district: Collection[Point], kind: str) -> bool:
    """The district is surrounded enough that it must grow."""
    around = culture_around(city, district) if kind == "R" else residences_around(
        city, district)
    return around >= len(district) + 1


def growth_spots(city: City, seat: int, district: set[Point], kind: str) -> list[Point]:
    """Empty cells where the district may take one more card of its kind, for ``seat``
    (the limit, its frame and every construction rule but the same-colour one). The
    new card touches the district, whoever owns the card it touches (a suburb card it
    absorbed, a neighbour's card it merged with), but never goes in another's part."""
    if not within_limit(city, seat, kind):
        return []
    return sorted(
        (q for q, facing in borders(city, district, kind).items()
         if not facing and q not in city.cells
         and fits(city, seat, q) and colour_problem(city, q, kind, 0, same_colour=False) is None),
        key=lambda q: (q[1], q[0]))


def must_grow(city: City, seat: int) -> list[tuple[str, set[Point]]]:
    """The districts of ``seat``'s part that must grow now (whether or not they can)."""
    cells = city.cells
    return [(kind, set(d)) for kind in GROWING for d in district_cells(city, kind)
            if any(cells[p][2] == seat for p in d) and wants(city, d, kind)]


def growth_options(city: City, seat: int, reserve: Mapping[str, int]) -> list[tuple[str, Point]]:
    """Every (kind, cell) where a district of ``seat`` that must grow may grow now,
    while the reserve has that kind; sorted."""
    stocked = tuple(kind for kind in GROWING if reserve.get(kind, 0) > 0)
    return list(_growth_options(city.key(), seat, stocked))


@lru_cache(maxsize=4096)
def _growth_options(key: CityKey, seat: int,
                    stocked: tuple[str, ...]) -> tuple[tuple[str, Point], ...]:
    city = from_key(key)
    found: set[tuple[str, Point]] = set()
    for kind, district in must_grow(city, seat):
        if kind in stocked:
            found.update((kind, q) for q in growth_spots(city, seat, district, kind))
    return tuple(sorted(found, key=lambda kq: (kq[0], kq[1][1], kq[1][0])))
