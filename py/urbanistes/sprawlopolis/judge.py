"""Cheap judgements of a city for the strong bot's search: the exact total without the
score sheet's texts, where a card may go, and a local guess of what a card adds."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..grid import SQUARE, Point
from .city import Block, City, placed_blocks, roads
from .data import KINDS
from .scoring import card_points, groups, largest_group, road_points, scored_kinds

#: What covering a block costs in the local guess: the block it hides no longer counts.
COVER_COST = 0.5


def city_total(city: City, scoring: tuple[int, ...], difficulty: str) -> int:
    """The team's total for ``city``: the figure the score sheet adds up, without its
    texts (the search judges thousands of cities per decision)."""
    sizes = [largest_group(city, kind) for kind in KINDS]
    # The harder game scores only the largest group: ``scored_kinds`` without a recount.
    group_points = max(sizes) if difficulty == "hard" else sum(sizes)
    found = roads(city)
    return (group_points + road_points(difficulty) * len(found)
            + sum(card_points(number, city, found) for number in scoring))


def laid(city: City, card: int, x: int, y: int, rot: int) -> dict[Point, Block]:
    """The city after ``card`` is laid at ``(x, y)``, turned ``rot`` (a new mapping)."""
    after = dict(city)
    after.update(placed_blocks(card, x, y, rot))
    return after


def scoring_groups(city: City, difficulty: str) -> frozenset[Point]:
    """The blocks of the largest group of each scored type: a block joining one of
    them adds a point."""
    return frozenset(p for kind in scored_kinds(city, difficulty)
                     for p in max(groups(city, kind), key=len, default=()))


@dataclass(frozen=True)
class Side:
    """One outer side of a laid card's block: the neighbour's offset from the card's
    top-left cell, whether the block's road crosses it, and the neighbour's edge."""

    dx: int
    dy: int
    road: bool
    facing: str


@cache
def outer_sides(card: int, rot: int) -> tuple[tuple[int, int, Block, tuple[Side, ...]], ...]:
    """Each block of ``card`` turned ``rot``: its offset, itself and its two sides
    facing out of the card (worked out once: the search asks thousands of times)."""
    found = []
    for (bx, by), block in placed_blocks(card, 0, 0, rot):
        sides = tuple(
            Side(qx, qy, edge in block.road, SQUARE.opposite(edge))
            for edge, (qx, qy) in zip(SQUARE.directions, SQUARE.neighbours((bx, by)),
                                      strict=True)
            if not (0 <= qx <= 1 and 0 <= qy <= 1))
        found.append((bx, by, block, sides))
    return tuple(found)


def local_gain(city: City, hubs: frozenset[Point], card: int, x: int, y: int,
               rot: int) -> float:
    """A guess of what laying ``card`` adds, from its blocks' new neighbours only: +1 per
    side matching a block of its type in ``hubs`` (see :func:`scoring_groups`), +1 per
    road joined, -1 per road cut off (a dead end either way), less :data:`COVER_COST`
    per block covered."""
    gain = 0.0
    for bx, by, block, sides in outer_sides(card, rot):
        if (x + bx, y + by) in city:
            gain -= COVER_COST
        for side in sides:
            q = (x + side.dx, y + side.dy)
            other = city.get(q)
            if other is None:
                continue
            gain += other.kind == block.kind and q in hubs
            theirs = side.facing in other.road
            gain += 1 if side.road and theirs else -1 if side.road != theirs else 0
    return gain
