"""Scoring: walkway votes by level, the 10 Special Needs cards, the winner and tie-breaks.

Every function takes cities (plain dicts, see ``city``), so tests can hand-build any.
"Majority" cards compare one measure across all players: 6 votes to the single best,
3 to each tied best player, nothing to anybody when the best measure is 0.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Text, text
from .city import City, crossing_walkways, link_counts, paths, value_of
from .data import HEIGHTS, MAJORITY_FIRST, MAJORITY_TIED, WALKWAY_VALUES


def level_walkways(city: City, height: int) -> list[int]:
    """Values of the city's walkways of one level, in build order."""
    return [value_of(w) for w in city["walkways"] if w[4] == height]


def level_total(city: City, height: int) -> int:
    return sum(level_walkways(city, height))


# -- measures of the 10 Special Needs cards ----------------------------------------
def longest_path(city: City) -> int:
    """1: value of the best path on the River and Forest levels."""
    return max((p.value for p in paths(city) if p.height in (1, 2)), default=0)


def distinct_paths(city: City) -> int:
    """2: number of separate paths (all levels)."""
    return len(paths(city))


def most_values(city: City) -> int:
    """Most different walkway values found in one path."""
    return max((len(set(p.values)) for p in paths(city)), default=0)


def varied_path(city: City) -> int:
    """3: 8 votes for a path with all 5 values, 6 for one with 4 or more, once."""
    n = most_values(city)
    return 8 if n >= len(WALKWAY_VALUES) else 6 if n >= 4 else 0


def loops(city: City) -> int:
    return sum(p.is_loop for p in paths(city))


def circuits(city: City) -> int:
    """4: 3 votes per closed path."""
    return 3 * loops(city)


def buildings_of(city: City, height: int) -> int:
    return sum(h == height for h in city["buildings"].values())


def blue_buildings(city: City) -> int:
    """5 (majority): blue buildings."""
    return buildings_of(city, 1)


def green_buildings(city: City) -> int:
    """6 (majority): green buildings."""
    return buildings_of(city, 2)


def light_count(city: City) -> int:
    counts = link_counts(city)
    return sum(counts.get(z, 0) == 1 for z in city["buildings"])


def light_buildings(city: City) -> int:
    """7: 2 votes per building with exactly one walkway."""
    return 2 * light_count(city)


def crossings(city: City) -> int:
    """8: -2 per walkway passing over or under at least one other."""
    return -2 * len(crossing_walkways(city))


def solo_count(city: City) -> int:
    counts = link_counts(city)
    return sum(counts.get(z, 0) == 0 for z in city["buildings"])


def solo_buildings(city: City) -> int:
    """9: -2 per building without a walkway."""
    return -2 * solo_count(city)


BALANCE_NEEDED = {3: 5, 5: 1, 8: 1}


def value_counts(city: City) -> dict[int, int]:
    counts = {v: 0 for v in WALKWAY_VALUES.values()}
    for w in city["walkways"]:
        counts[value_of(w)] += 1
    return counts


def balance(city: City) -> int:
    """10: -4 unless at least 5 walkways of value 3, 1 of value 5 and 1 of value 8."""
    counts = value_counts(city)
    return 0 if all(counts[v] >= n for v, n in BALANCE_NEEDED.items()) else -4


@dataclass(frozen=True)
class Need:
    """How one Special Needs card scores: a measure, compared across players or not."""

    number: int
    measure: Callable[[City], int]
    majority: bool
    detail: Callable[[City], Text]


def _plural(n: int, fr: str, en: str) -> Text:
    return text(f"{n} {fr}{'s' if n > 1 else ''}", f"{n} {en}{'s' if n != 1 else ''}")


def _balance_detail(city: City) -> Text:
    c = value_counts(city)
    return text(f"valeur 3 : {c[3]}/5, valeur 5 : {c[5]}/1, valeur 8 : {c[8]}/1",
                f"value 3: {c[3]}/5, value 5: {c[5]}/1, value 8: {c[8]}/1")


NEEDS: dict[int, Need] = {
    1: Need(1, longest_path, True,
            lambda c: text(f"plus long trajet : {longest_path(c)}",
                           f"longest path: {longest_path(c)}")),
    2: Need(2, distinct_paths, True,
            lambda c: _plural(distinct_paths(c), "trajet", "path")),
    3: Need(3, varied_path, False,
            lambda c: text(f"{most_values(c)} valeurs différentes au mieux",
                           f"at best {most_values(c)} different values")),
    4: Need(4, circuits, False, lambda c: _plural(loops(c), "circuit", "circuit")),
    5: Need(5, blue_buildings, True,
            lambda c: _plural(blue_buildings(c), "immeuble bleu", "blue building")),
    6: Need(6, green_buildings, True,
            lambda c: _plural(green_buildings(c), "immeuble vert", "green building")),
    7: Need(7, light_buildings, False,
            lambda c: _plural(light_count(c), "immeuble", "building")),
    8: Need(8, crossings, False,
            lambda c: _plural(len(crossing_walkways(c)), "passerelle", "walkway")),
    9: Need(9, solo_buildings, False,
            lambda c: _plural(solo_count(c), "immeuble", "building")),
    10: Need(10, balance, False, _balance_detail),
}


def majority(measures: Sequence[int]) -> list[int]:
    """6 to the single best measure, 3 to each tied best, 0 to all if the best is 0."""
    best = max(measures)
    if best <= 0:
        return [0] * len(measures)
    top = [m == best for m in measures]
    share = MAJORITY_FIRST if sum(top) == 1 else MAJORITY_TIED
    return [share if t else 0 for t in top]


def need_points(number: int, cities: Sequence[City]) -> list[int]:
    """Votes each player gets from Special Needs card ``number``."""
    need = NEEDS[number]
    measures = [need.measure(c) for c in cities]
    return majority(measures) if need.majority else measures


# -- the winner ---------------------------------------------------------------------
def winners(totals: Sequence[int], cities: Sequence[City]) -> tuple[tuple[int, ...], int]:
    """Winning seats and the tie-break step used: 0 none, 1 River, 2 Forest, 3 Sand, 4 shared.

    Ties are broken by the River walkway total, then Forest, then Sand, among the
    players still tied; if they are still tied they share the win.
    """
    best = max(totals)
    alive = [i for i, t in enumerate(totals) if t == best]
    if len(alive) == 1:
        return tuple(alive), 0
    for height in HEIGHTS:
        scores = {i: level_total(cities[i], height) for i in alive}
        top = max(scores.values())
        alive = [i for i in alive if scores[i] == top]
        if len(alive) == 1:
            return tuple(alive), height
    return tuple(alive), 4
