"""Grid geometry shared by every board: square and hexagonal cells behind one interface.

Cells are ``(column, row)`` integer tuples with rows growing downwards, the way SVG and
the rulebooks' pictures read. A ``Grid`` names the directions out of a cell, steps
across them, lists neighbours, splits cells into connected groups and bounds them.

- ``SQUARE``: four neighbours, N E S W.
- ``HEX``: rows of cells where every odd row is shifted half a cell to the right (the
  "odd-r" layout of Red Blob Games' hexagonal grids), as cards laid in a brick pattern:
  six neighbours, two above, two below, one on each side (Card City XL's 3-player
  shared city). Columns and rows keep their meaning, so bounds read the same.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import ClassVar, TypeVar

Point = tuple[int, int]
T = TypeVar("T", bound=Hashable)


def connected_groups(points: Iterable[T], neighbours: Callable[[T], Iterable[T]]) -> list[set[T]]:
    """Split ``points`` into groups connected through ``neighbours`` (largest first)."""
    todo = set(points)
    groups: list[set[T]] = []
    while todo:
        start = todo.pop()
        group = {start}
        frontier = [start]
        while frontier:
            for n in neighbours(frontier.pop()):
                if n in todo:
                    todo.discard(n)
                    group.add(n)
                    frontier.append(n)
        groups.append(group)
    groups.sort(key=len, reverse=True)
    return groups


def bbox(points: Iterable[Point]) -> tuple[int, int, int, int]:
    """``(min_col, min_row, max_col, max_row)`` of a non-empty set of cells."""
    cols, rows = zip(*points, strict=True)
    return (min(cols), min(rows), max(cols), max(rows))


def rotate_point(p: Point, quarter_turns: int, size: Point = (1, 1)) -> Point:
    """Where cell ``p`` of a ``size`` (width, height) box lands after clockwise turns.

    The result is inside the turned box, whose origin is again (0, 0).
    """
    x, y = p
    w, h = size
    for _ in range(quarter_turns % 4):
        x, y = h - 1 - y, x
        w, h = h, w
    return (x, y)


class Grid(ABC):
    """A board's topology: directions, steps, neighbours, groups and bounds."""

    #: Direction names in clockwise order.
    directions: tuple[str, ...]

    @abstractmethod
    def step(self, p: Point, direction: str) -> Point:
        """The neighbour of ``p`` across the side named ``direction``."""

    def opposite(self, direction: str) -> str:
        """The direction pointing back (half-way round the clockwise order)."""
        order = self.directions
        return order[(order.index(direction) + len(order) // 2) % len(order)]

    def neighbours(self, p: Point) -> list[Point]:
        """The cells sharing a side with ``p``, in clockwise order of ``directions``."""
        return [self.step(p, d) for d in self.directions]

    def groups(self, points: Iterable[Point]) -> list[set[Point]]:
        """``points`` split into groups of cells linked side to side, largest first."""
        return connected_groups(points, self.neighbours)

    def bounds(self, points: Iterable[Point]) -> tuple[int, int]:
        """How many columns and rows a non-empty set of cells spans."""
        c0, r0, c1, r1 = bbox(points)
        return (c1 - c0 + 1, r1 - r0 + 1)


class SquareGrid(Grid):
    directions = ("N", "E", "S", "W")
    _STEPS: ClassVar[Mapping[str, Point]] = {
        "N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}

    def step(self, p: Point, direction: str) -> Point:
        dx, dy = self._STEPS[direction]
        return (p[0] + dx, p[1] + dy)

    def neighbours(self, p: Point) -> list[Point]:
        x, y = p  # written out: this is the hottest function of the square games
        return [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]

    def corners(self, p: Point) -> list[Point]:
        """The cells sharing only a corner with ``p``."""
        x, y = p
        return [(x + 1, y - 1), (x + 1, y + 1), (x - 1, y + 1), (x - 1, y - 1)]


class HexGrid(Grid):
    """Odd rows shifted half a cell right: a cell's upper and lower neighbours are the
    two cells its top and bottom edges touch."""

    directions = ("NE", "E", "SE", "SW", "W", "NW")
    #: Column steps for (even row, odd row); the row step is the same for both.
    _STEPS: ClassVar[Mapping[str, tuple[Point, int]]] = {
        "NE": ((0, 1), -1), "E": ((1, 1), 0), "SE": ((0, 1), 1),
        "SW": ((-1, 0), 1), "W": ((-1, -1), 0), "NW": ((-1, 0), -1),
    }

    def step(self, p: Point, direction: str) -> Point:
        (even, odd), dy = self._STEPS[direction]
        return (p[0] + (odd if p[1] % 2 else even), p[1] + dy)


SQUARE = SquareGrid()
HEX = HexGrid()
