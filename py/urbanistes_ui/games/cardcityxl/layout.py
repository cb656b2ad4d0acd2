"""Where a city's cells sit on the drawing: one ``Layout`` per grid topology.

Every drawing and every arrow key goes through a layout: a cell's top-left corner and
centre in board units, its neighbours (from the rules' grid), and the window of cells a
city is drawn in. The base game needs the square layout only; the hexagonal shared city
of the variants lays its cards like bricks (odd rows half a card to the right, the
rules' ``grid.HEX``), which is one more ``Layout`` here: nothing else in the renderer
knows the topology.

The window is a square of ``side + 1`` cells (a city fits in ``side`` x ``side``; the
spots around it reach one cell further) placed round the city and the spots next to it,
whole cells only, so a card never changes size from one state to the next.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from urbanistes.grid import HEX, SQUARE, Grid, bbox

Point = tuple[int, int]
#: (left, top, width, height) in board units.
ViewBox = tuple[int, int, int, int]

#: A cell's side in board units; a card leaves ``GAP`` units of table on each side.
CELL = 100
GAP = 4
MARGIN = 10


@dataclass(frozen=True)
class Window:
    """The cells a city is drawn over: ``size`` x ``size`` from ``origin``."""

    origin: Point
    size: int

    def view_box(self) -> ViewBox:
        x, y = self.origin
        return (x * CELL - MARGIN, y * CELL - MARGIN, self.size * CELL + 2 * MARGIN,
                self.size * CELL + 2 * MARGIN)

    def cells(self) -> list[Point]:
        """Every cell of the window, row by row."""
        x0, y0 = self.origin
        return [(x0 + i, y0 + j) for j in range(self.size) for i in range(self.size)]

    def column_row(self, p: Point) -> tuple[int, int]:
        """A cell's column and row as a person counts them: from 1, top left."""
        return p[0] - self.origin[0] + 1, p[1] - self.origin[1] + 1


@dataclass(frozen=True)
class Layout:
    """A topology's geometry: ``shift`` is how far odd rows are pushed right, in cells
    (0 on the square grid, 0.5 for cards laid like bricks)."""

    grid: Grid
    shift: float = 0.0

    def corner(self, p: Point) -> tuple[float, float]:
        """The top-left corner of cell ``p``."""
        return (p[0] + (self.shift if p[1] % 2 else 0.0)) * CELL, float(p[1] * CELL)

    def centre(self, p: Point) -> tuple[float, float]:
        x, y = self.corner(p)
        return x + CELL / 2, y + CELL / 2

    def neighbours(self, p: Point) -> list[Point]:
        return self.grid.neighbours(p)

    def window(self, cells: Iterable[Point], side: int) -> Window:
        """The ``side + 1`` square of cells round ``cells`` (the cards and the spots
        next to them), centred on them to the nearest whole cell."""
        found = list(cells) or [(0, 0)]
        x0, y0, x1, y1 = bbox(found)
        size = max(side + 1, x1 - x0 + 1, y1 - y0 + 1)
        return Window((x0 - (size - (x1 - x0 + 1)) // 2, y0 - (size - (y1 - y0 + 1)) // 2),
                      size)


LAYOUTS: dict[str, Layout] = {"square": Layout(SQUARE), "hex": Layout(HEX, 0.5)}


def layout(topology: str) -> Layout:
    return LAYOUTS[topology]

