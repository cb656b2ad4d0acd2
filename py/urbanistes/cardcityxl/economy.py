"""Phase 4: income. $1 of salary, 1 + 2 + ... + n per Commerce district of n cards, and
at the advanced level each Parking district's meters: $0 to $4 by the number of colours
(1 to 5) of the cards around it (the Mairie shows violet and red; Parks and Pollution
clouds show none)."""

from __future__ import annotations

from dataclasses import dataclass

from ..grid import Point
from .city import City, borders, districts, triangle
from .data import COLOURS, PARKING_INCOME

SALARY = 1


@dataclass(frozen=True)
class Income:
    salary: int
    #: Sizes of the Commerce districts.
    shops: tuple[int, ...]
    #: Colours around each Parking district (advanced level only).
    parkings: tuple[int, ...]

    @property
    def total(self) -> int:
        return (self.salary + sum(triangle(n) for n in self.shops)
                + sum(parking_income(c) for c in self.parkings))


def colours_around(city: City, district: set[Point]) -> int:
    """Different colours on the sides touching a Parking district."""
    colours = {c for kinds in borders(city, district, "P").values()
               for kind in kinds for c in COLOURS[kind] if kind != "P"}
    return len(colours)


def parking_income(colours: int) -> int:
    return PARKING_INCOME[min(colours, len(PARKING_INCOME) - 1)]


def _mine(city: City, seat: int, district: set[Point]) -> bool:
    return any(city.cells[p][2] == seat for p in district)


def income(city: City, seat: int, meters: bool) -> Income:
    """What ``seat``'s city earns this round (``meters``: the advanced parking rule)."""
    shops = tuple(sorted((len(d) for d in districts(city, "C") if _mine(city, seat, d)),
                         reverse=True))
    parkings = tuple(sorted((colours_around(city, d) for d in districts(city, "P")
                             if _mine(city, seat, d)), reverse=True)) if meters else ()
    return Income(SALARY, shops, parkings)
