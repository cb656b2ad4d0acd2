"""The city as a grid of blocks: cards, placement legality and roads."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache

from ..grid import SQUARE, Point
from .data import FRONTS

ROTATIONS = (0, 180)


@dataclass(frozen=True)
class Block:
    kind: str  # C, P, I or R
    road: frozenset[str] = frozenset()  # the two edges its road segment joins

    def turned(self) -> Block:
        """The block as it is after a half turn of its card."""
        return Block(self.kind, frozenset(SQUARE.opposite(e) for e in self.road))


City = Mapping[Point, Block]

_BLOCK = re.compile(r"([CPIR])(?:\(([NESW])-([NESW])\))?")


@cache
def card_blocks(card: int, rot: int = 0) -> tuple[Block, Block, Block, Block]:
    """A card's blocks in reading order TL, TR, BL, BR, for rotation 0 or 180."""
    blocks = tuple(
        Block(m[1], frozenset(e for e in (m[2], m[3]) if e))
        for m in _BLOCK.finditer(FRONTS[card])
    )
    assert len(blocks) == 4, card
    if rot == 180:
        blocks = tuple(b.turned() for b in reversed(blocks))
    elif rot != 0:
        raise ValueError(f"rotation must be 0 or 180, got {rot!r}")
    return blocks  # type: ignore[return-value]


def footprint(x: int, y: int) -> tuple[Point, Point, Point, Point]:
    """The four cells a card covers when its top-left block is at ``(x, y)``."""
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


def placed_blocks(card: int, x: int, y: int, rot: int) -> Iterator[tuple[Point, Block]]:
    return zip(footprint(x, y), card_blocks(card, rot), strict=True)


def top_layer(placements: Iterable[tuple[int, int, int, int]]) -> dict[Point, tuple[int, Block]]:
    """Each cell's visible block and the index of the placement it comes from: a card
    is laid on top of the cards before it, so what it covers no longer counts."""
    seen: dict[Point, tuple[int, Block]] = {}
    for i, (card, x, y, rot) in enumerate(placements):
        for p, block in placed_blocks(card, x, y, rot):
            seen[p] = (i, block)
    return seen


def touches(city: City, x: int, y: int) -> bool:
    """A card at ``(x, y)`` covers a block, or one of its blocks shares a side with one.

    Corner-only contact is not enough (rulebook: "AJOUTER UNE CARTE").
    """
    cells = footprint(x, y)
    return any(c in city or any(n in city for n in SQUARE.neighbours(c)) for c in cells)


def candidate_origins(city: City) -> list[Point]:
    """Every top-left position where a card would touch the city (``touches``), sorted:
    found from the cells a card must cover, a block or a side neighbour of one (the
    search asks for them at every position it visits)."""
    near = set(city)
    for p in city:
        near.update(SQUARE.neighbours(p))
    return sorted({(x - dx, y - dy) for x, y in near for dx in (0, 1) for dy in (0, 1)},
                  key=lambda p: (p[1], p[0]))


@dataclass(frozen=True)
class Road:
    """A continuous run of road segments: one cell per section (each block has one)."""

    cells: tuple[Point, ...]
    #: Where the road stops: (cell, edge) pairs. Empty for a loop.
    ends: tuple[tuple[Point, str], ...]

    @property
    def is_loop(self) -> bool:
        return not self.ends


#: Each edge's step to the neighbouring cell and the neighbour's facing edge, worked
#: out once: the search follows roads through thousands of cities per decision.
_ACROSS = {edge: (*SQUARE.step((0, 0), edge), SQUARE.opposite(edge))
           for edge in SQUARE.directions}


@cache
def _edges(road: frozenset[str]) -> tuple[str, ...]:
    return tuple(sorted(road))


def linked(city: City, p: Point, edge: str) -> Point | None:
    """The block the road of ``p`` continues into across ``edge``, if it does."""
    dx, dy, back = _ACROSS[edge]
    q = (p[0] + dx, p[1] + dy)
    other = city.get(q)
    if other is not None and back in other.road:
        return q
    return None


def roads(city: City) -> list[Road]:
    """All roads of the city, in a stable order (by their first cell)."""
    todo = {p for p, b in city.items() if b.road}
    found: list[Road] = []
    for start in sorted(todo, key=_reading):
        if start not in todo:
            continue
        cells, ends, frontier = [], [], [start]
        todo.discard(start)
        while frontier:
            p = frontier.pop()
            cells.append(p)
            for edge in _edges(city[p].road):
                q = linked(city, p, edge)
                if q is None:
                    ends.append((p, edge))
                elif q in todo:
                    todo.discard(q)
                    frontier.append(q)
        found.append(Road(tuple(sorted(cells, key=_reading)), tuple(sorted(ends))))
    return found


def _reading(p: Point) -> tuple[int, int]:
    """Reading order: rows top to bottom, each left to right."""
    return (p[1], p[0])


def is_open(city: City, p: Point, edge: str) -> bool:
    """The side ``edge`` of block ``p`` faces no block: it is on the city edge."""
    return SQUARE.step(p, edge) not in city
