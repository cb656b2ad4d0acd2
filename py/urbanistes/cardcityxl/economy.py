"""Phase 4: income. $1 of salary, 1 + 2 + ... + n per Commerce district of n cards, and
at the advanced level each Parking district's meters: $0 to $4 by the number of colours
(1 to 5) of the cards around it (the Mairie shows violet and red; Parks and Pollution
clouds show none).

Whose district: a district is a seat's when it holds one of its cards. In the Cité
Unique a district may hold several players' cards: each earns the district's value in
proportion to the cards it owns there, rounded down (the rulebook's $10 -> $2 + $7). A
suburb card absorbed by a district is no player's: the district's players share all of
it (in solo, the whole value is the player's).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..grid import Point
from .city import City, CityKey, borders, districts, from_key, scored, triangle
from .data import COLOURS, PARKING_INCOME

SALARY = 1


@dataclass(frozen=True)
class Share:
    """A district's value and the part of it a seat gets: ``mine`` of the district's
    ``cards`` owned by players."""

    value: int
    mine: int
    cards: int

    @property
    def earned(self) -> int:
        return self.value * self.mine // self.cards


def share(city: City, seat: int, district: set[Point], value: int) -> Share | None:
    """``seat``'s share of a district worth ``value`` (None if it owns no card there)."""
    owners = [city.cells[p][2] for p in district]
    mine = owners.count(seat)
    if not mine:
        return None
    return Share(value, mine, sum(1 for owner in owners if owner >= 0))


@dataclass(frozen=True)
class Income:
    salary: int
    #: Sizes of the Commerce districts.
    shops: tuple[int, ...]
    #: Colours around each Parking district (advanced level only).
    parkings: tuple[int, ...]
    #: The seat's share of each Commerce district, then of each Parking district (in
    #: the same order as ``shops`` and ``parkings``).
    shop_shares: tuple[Share, ...] = ()
    parking_shares: tuple[Share, ...] = ()

    @property
    def total(self) -> int:
        return (self.salary + sum(s.earned for s in self.shop_shares)
                + sum(s.earned for s in self.parking_shares))


def colours_around(city: City, district: set[Point]) -> int:
    """Different colours on the sides touching a Parking district."""
    colours = {c for kinds in borders(city, district, "P").values()
               for kind in kinds for c in COLOURS[kind] if kind != "P"}
    return len(colours)


def parking_income(colours: int) -> int:
    return PARKING_INCOME[min(colours, len(PARKING_INCOME) - 1)]


def income(city: City, seat: int, meters: bool) -> Income:
    """What ``seat``'s city earns this round (``meters``: the advanced parking rule);
    in the Banlieue Fictive, suburb cards count once absorbed (``city.scored``).
    Memoised on the city's key for replays, which ask each round's incomes again (a
    small memo: the bots' values have their own, and a big one would give the garbage
    collector thousands of objects to walk)."""
    return _income(scored(city, seat).key(), seat, meters)


@lru_cache(maxsize=256)
def _income(key: CityKey, seat: int, meters: bool) -> Income:
    city = from_key(key)
    shops = sorted(((len(d), found) for d in districts(city, "C")
                    if (found := share(city, seat, d, triangle(len(d)))) is not None),
                   key=lambda item: (-item[0], -item[1].earned))
    parkings = []
    if meters:
        for d in districts(city, "P"):
            colours = colours_around(city, d)
            found = share(city, seat, d, parking_income(colours))
            if found is not None:
                parkings.append((colours, found))
        parkings.sort(key=lambda item: (-item[0], -item[1].earned))
    return Income(SALARY, tuple(n for n, _ in shops), tuple(c for c, _ in parkings),
                  tuple(s for _, s in shops), tuple(s for _, s in parkings))
