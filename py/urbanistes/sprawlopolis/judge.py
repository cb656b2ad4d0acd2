"""Cheap judgements of a city for the strong bot's search: the exact total without the
score sheet's texts, where a card may go, and a local guess of what a card adds."""

from __future__ import annotations

from ..grid import SQUARE, Point
from .city import Block, City, placed_blocks, roads
from .data import KINDS
from .scoring import SCORING_CARDS, groups, largest_group, road_points, scored_kinds

#: What covering a block costs in the local guess: the block it hides no longer counts.
COVER_COST = 0.5

_OPPOSITE = {edge: SQUARE.opposite(edge) for edge in SQUARE.directions}


def city_total(city: City, scoring: tuple[int, ...], difficulty: str) -> int:
    """The team's total for ``city``: the figure the score sheet adds up, without its
    texts (the search judges thousands of cities per decision)."""
    sizes = [largest_group(city, kind) for kind in KINDS]
    # The harder game scores only the largest group: ``scored_kinds`` without a recount.
    group_points = max(sizes) if difficulty == "hard" else sum(sizes)
    return (group_points + road_points(difficulty) * len(roads(city))
            + sum(SCORING_CARDS[number](city) for number in scoring))


def laid(city: City, card: int, x: int, y: int, rot: int) -> dict[Point, Block]:
    """The city after ``card`` is laid at ``(x, y)``, turned ``rot`` (a new mapping)."""
    after = dict(city)
    after.update(placed_blocks(card, x, y, rot))
    return after


def frontier_origins(city: City) -> list[Point]:
    """Every top-left cell where a card touches the city (the rule's positions, found
    from the cells a card must cover: a block or a side neighbour of one)."""
    near = set(city)
    for p in city:
        near.update(SQUARE.neighbours(p))
    return sorted({(x - dx, y - dy) for x, y in near for dx in (0, 1) for dy in (0, 1)},
                  key=lambda p: (p[1], p[0]))


def scoring_groups(city: City, difficulty: str) -> frozenset[Point]:
    """The blocks of the largest group of each scored type: a block joining one of
    them adds a point."""
    return frozenset(p for kind in scored_kinds(city, difficulty)
                     for p in max(groups(city, kind), key=len, default=()))


def local_gain(city: City, hubs: frozenset[Point], card: int, x: int, y: int,
               rot: int) -> float:
    """A guess of what laying ``card`` adds, from its blocks' new neighbours only: +1 per
    side matching a block of its type in ``hubs`` (see :func:`scoring_groups`), +1 per
    road joined, -1 per road cut off (a dead end either way), less :data:`COVER_COST`
    per block covered."""
    cells = dict(placed_blocks(card, x, y, rot))
    gain = 0.0
    for p, block in cells.items():
        if p in city:
            gain -= COVER_COST
        for edge, q in zip(SQUARE.directions, SQUARE.neighbours(p), strict=True):
            other = None if q in cells else city.get(q)
            if other is None:
                continue
            gain += other.kind == block.kind and q in hubs
            mine, theirs = edge in block.road, _OPPOSITE[edge] in other.road
            gain += 1 if mine and theirs else -1 if mine != theirs else 0
    return gain
