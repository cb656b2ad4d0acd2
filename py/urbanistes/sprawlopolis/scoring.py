"""Scoring: the blocks and roads every game counts, and the 18 scoring cards.

Each card is a function of the city alone, so tests can hand-build any block grid.
Where a card lets the players choose (which largest group, which line), the best
choice is scored, as the rulings say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from ..grid import SQUARE, Point
from .city import City, Road, is_open, linked, roads
from .data import KINDS


def cells_of(city: City, kind: str) -> list[Point]:
    return [p for p, b in city.items() if b.kind == kind]


def groups(city: City, kind: str) -> list[set[Point]]:
    """Orthogonally connected groups of one block type, largest first."""
    return SQUARE.groups(cells_of(city, kind))


def largest_group(city: City, kind: str) -> int:
    found = groups(city, kind)
    return len(found[0]) if found else 0


def group_sizes(city: City) -> dict[Point, int]:
    """Each block's group size (blocks of its type joined to it by a side, itself
    included): what a block adds to its type's group score."""
    return {p: len(group) for kind in KINDS for group in groups(city, kind) for p in group}


def scored_kinds(city: City, difficulty: str) -> tuple[str, ...]:
    """The block types whose largest group scores: all of them, except in the harder
    game, where only the type of the city's single largest group does."""
    if difficulty != "hard":
        return KINDS
    return (max(KINDS, key=lambda k: largest_group(city, k)),)


def road_points(difficulty: str) -> int:
    """What each road is worth: -1, or nothing in the easier game."""
    return 0 if difficulty == "easy" else -1


def roads_by_cell(city: City) -> dict[Point, Road]:
    """The road each road section (one per block with a road) belongs to."""
    return {p: road for road in roads(city) for p in road.cells}


def _rows_and_columns(city: City) -> list[list[Point]]:
    lines: dict[tuple[str, int], list[Point]] = {}
    for p in city:
        lines.setdefault(("row", p[1]), []).append(p)
        lines.setdefault(("col", p[0]), []).append(p)
    return list(lines.values())


# -- the 18 cards -----------------------------------------------------------------
def outskirts(city: City, found: Sequence[Road]) -> int:
    """1: +1 per road not ending at the city edge, -1 per road that does."""
    total = 0
    for road in found:
        at_edge = any(is_open(city, p, e) for p, e in road.ends)
        total += -1 if at_edge else 1
    return total


def bloom_boom(city: City) -> int:
    """2: +1 per row/column with exactly 3 parks, -1 per row/column with none."""
    total = 0
    for line in _rows_and_columns(city):
        parks = sum(city[p].kind == "P" for p in line)
        total += 1 if parks == 3 else -1 if parks == 0 else 0
    return total


def go_green(city: City) -> int:
    """3: +1 per park block, -3 per industrial block."""
    return len(cells_of(city, "P")) - 3 * len(cells_of(city, "I"))


BLOCK_PARTY_POINTS = (-8, -5, -2, 1, 4, 7)


def block_party_squares(city: City) -> int:
    count = 0
    for (x, y), b in city.items():
        square = ((x + 1, y), (x, y + 1), (x + 1, y + 1))
        if all(q in city and city[q].kind == b.kind for q in square):
            count += 1
    return count


def block_party(city: City) -> int:
    """4: 2x2 squares of one type: 0/1/2/3/4/5+ -> -8/-5/-2/+1/+4/+7."""
    return BLOCK_PARTY_POINTS[min(block_party_squares(city), 5)]


def stacks_and_scrapers(city: City) -> int:
    """5: +2 per industrial block whose neighbours are all commercial or industrial."""
    return 2 * sum(
        all(city[n].kind in "CI" for n in SQUARE.neighbours(p) if n in city)
        for p in cells_of(city, "I")
    )


def master_planned(city: City) -> int:
    """6: largest residential group minus largest industrial group."""
    return largest_group(city, "R") - largest_group(city, "I")


def central_perks(city: City) -> int:
    """7: +1 per interior park, -2 per park with any empty side."""
    total = 0
    for p in cells_of(city, "P"):
        total += -2 if any(n not in city for n in SQUARE.neighbours(p)) else 1
    return total


def burbs(city: City) -> int:
    """8: around the (best) largest residential group, +1 per park, -2 per industrial."""
    found = groups(city, "R")
    if not found:
        return 0
    best = None
    for group in found:
        if len(group) < len(found[0]):
            break
        around = {n for p in group for n in SQUARE.neighbours(p) if n in city} - group
        value = sum(1 for n in around if city[n].kind == "P") - 2 * sum(
            1 for n in around if city[n].kind == "I"
        )
        best = value if best is None else max(best, value)
    return best if best is not None else 0


def concrete_jungle(city: City) -> int:
    """9: +1 per industrial block touching another industrial one by a corner."""
    return sum(
        any(n in city and city[n].kind == "I" for n in SQUARE.corners(p))
        for p in cells_of(city, "I")
    )


def the_strip(city: City) -> int:
    """10: commercial blocks in the best row or column."""
    return max((sum(city[p].kind == "C" for p in line) for line in _rows_and_columns(city)),
               default=0)


def mini_marts(city: City) -> int:
    """11: +2 per commercial block whose road continues into a residential block both ways."""
    total = 0
    for p in cells_of(city, "C"):
        ends = [linked(city, p, e) for e in city[p].road]
        if len(ends) == 2 and all(q is not None and city[q].kind == "R" for q in ends):
            total += 2
    return total


def superhighway(city: City, found: Sequence[Road]) -> int:
    """12: +1 per 2 sections of the longest road."""
    return max((len(r.cells) for r in found), default=0) // 2


def _park_at_end(city: City, end: tuple[Point, str]) -> Point | None:
    p, edge = end
    q = SQUARE.step(p, edge)
    return q if q in city and city[q].kind == "P" else None


def park_hopping(city: City, found: Sequence[Road]) -> int:
    """13: +3 per road whose two dead ends each touch a park block, two different ones."""
    total = 0
    for road in found:
        if len(road.ends) != 2:
            continue
        a, b = (_park_at_end(city, e) for e in road.ends)
        if a is not None and b is not None and a != b:
            total += 3
    return total


def looping_lanes(city: City, found: Sequence[Road]) -> int:
    """14: +1 per section of every loop."""
    return sum(len(r.cells) for r in found if r.is_loop)


def skid_row(city: City) -> int:
    """15: +2 per residential block next to at least 2 industrial blocks."""
    return 2 * sum(
        sum(n in city and city[n].kind == "I" for n in SQUARE.neighbours(p)) >= 2
        for p in cells_of(city, "R")
    )


def morning_commute(city: City, found: Sequence[Road]) -> int:
    """16: +2 per road passing through a residential and a commercial block."""
    return 2 * sum(
        {"R", "C"} <= {city[p].kind for p in r.cells} for r in found
    )


def tourist_traps(city: City) -> int:
    """17: +1 per commercial block on the edge, +1 more with two or more empty sides."""
    total = 0
    for p in cells_of(city, "C"):
        empty = sum(n not in city for n in SQUARE.neighbours(p))
        total += 2 if empty >= 2 else 1 if empty == 1 else 0
    return total


def sprawlopolis(city: City) -> int:
    """18: blocks in the longest row plus blocks in the longest column."""
    rows: dict[int, int] = {}
    cols: dict[int, int] = {}
    for x, y in city:
        rows[y] = rows.get(y, 0) + 1
        cols[x] = cols.get(x, 0) + 1
    return max(rows.values(), default=0) + max(cols.values(), default=0)


#: The cards that score the city's roads: given them, worked out once for all the cards.
ROAD_CARDS: dict[int, Callable[[City, Sequence[Road]], int]] = {
    1: outskirts, 12: superhighway, 13: park_hopping, 14: looping_lanes, 16: morning_commute,
}
OTHER_CARDS: dict[int, Callable[[City], int]] = {
    2: bloom_boom, 3: go_green, 4: block_party, 5: stacks_and_scrapers, 6: master_planned,
    7: central_perks, 8: burbs, 9: concrete_jungle, 10: the_strip, 11: mini_marts,
    15: skid_row, 17: tourist_traps, 18: sprawlopolis,
}


def card_points(number: int, city: City, found: Sequence[Road] | None = None) -> int:
    """Scoring card ``number``'s points for ``city``; ``found``: its roads, if already
    worked out (the strong bot's search scores thousands of cities a decision)."""
    scores_roads = ROAD_CARDS.get(number)
    if scores_roads is None:
        return OTHER_CARDS[number](city)
    return scores_roads(city, roads(city) if found is None else found)


SCORING_CARDS: dict[int, Callable[[City], int]] = {
    number: partial(card_points, number) for number in sorted({*ROAD_CARDS, *OTHER_CARDS})
}


def road_count(city: City) -> int:
    return len(roads(city))


__all__ = ["SCORING_CARDS", "Road", "card_points", "group_sizes", "groups", "largest_group",
           "road_count", "road_points", "roads_by_cell", "scored_kinds"]
