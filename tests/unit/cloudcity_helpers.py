"""Build Cloud City cities from zone pictures, so tests read like the table.

Notation: one token per zone, separated by spaces, one line per row of zones. The first
token of the first line is zone (0, 0) (x to the right, y downwards). Every 2x2 block of
zones starting at even coordinates is one tile: either all its tokens are ``-`` (no
tile there) or none is.

    ``-``   no tile (an empty spot of the city)
    ``.``   a tiled zone without a building
    ``B``   a blue building (height 1, River)
    ``G``   a green building (height 2, Forest)
    ``T``   a tan building (height 3, Sand)

Hand-built tiles are recorded as tile 0, rotation 0 (no real tile has id 0), so their
zones need not match a real tile's spots. Example, two tiles side by side::

    city('''
        B . . B
        . G G .
    ''')
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from typing import Any

from urbanistes.cloudcity.city import City, normalise
from urbanistes.cloudcity.game import CloudCity
from urbanistes.grid import Point

HEIGHT_OF = {"B": 1, "G": 2, "T": 3}
LETTER_OF = {h: c for c, h in HEIGHT_OF.items()}


def city(picture: str, walkways: Iterable[tuple[Point, Point]] = ()) -> City:
    """The city drawn in ``picture``, with ``walkways`` added as given (no rule check)."""
    rows = [line.split() for line in picture.strip("\n").splitlines() if line.strip()]
    result: City = {"tiles": {}, "buildings": {}, "walkways": []}
    tokens: dict[Point, str] = {}
    for y, row in enumerate(rows):
        for x, token in enumerate(row):
            if token not in ("-", ".", *HEIGHT_OF):
                raise ValueError(f"bad token {token!r} at {(x, y)}")
            tokens[(x, y)] = token
    for (x, y), token in tokens.items():
        if token in HEIGHT_OF:
            result["buildings"][(x, y)] = HEIGHT_OF[token]
        tile = (x // 2, y // 2)
        block = [tokens.get((2 * tile[0] + dx, 2 * tile[1] + dy), "-")
                 for dx in (0, 1) for dy in (0, 1)]
        if "-" in block and set(block) != {"-"}:
            raise ValueError(f"tile {tile} is partly drawn: {block}")
        if token != "-":
            result["tiles"][tile] = (0, 0)
    for a, b in walkways:
        link(result, a, b)
    return result


def link(c: City, a: Point, b: Point) -> City:
    """Add a walkway between ``a`` and ``b`` (normalised, no rule check)."""
    a, b = normalise(tuple(a), tuple(b))
    c["walkways"].append((a[0], a[1], b[0], b[1], c["buildings"][a]))
    return c


def picture(c: City) -> str:
    """Draw a city back (for readable assertion messages)."""
    xs = [2 * t[0] + d for t in c["tiles"] for d in (0, 1)]
    ys = [2 * t[1] + d for t in c["tiles"] for d in (0, 1)]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        cells = []
        for x in range(min(xs), max(xs) + 1):
            if (x // 2, y // 2) not in c["tiles"]:
                cells.append("-")
            else:
                cells.append(LETTER_OF.get(c["buildings"].get((x, y)), "."))
        lines.append(" ".join(cells))
    return "\n".join(lines)


def tiles_at(positions: Iterable[Point]) -> City:
    """A city of bare tiles (no buildings) at the given tile positions."""
    return {"tiles": {tuple(p): (0, 0) for p in positions}, "buildings": {}, "walkways": []}


def new(players: int = 2, seed: int = 0, city: str = "square", needs: int = 0) -> CloudCity:
    return CloudCity.new({"players": players, "city": city, "needs": needs}, seed=seed)


def game_with(
    cities: Sequence[City],
    phase: str = "build",
    turn: int = 0,
    needs: tuple[int, ...] = (),
    shape: str = "square",
    seed: int = 1,
    **fields: Any,
) -> CloudCity:
    """A real game from ``CloudCity.new`` whose cities (one per player) are replaced."""
    game = new(len(cities), seed=seed, city=shape, needs=len(needs))
    game.cities = [copy.deepcopy(c) for c in cities]
    game.needs = tuple(needs)
    game.phase = phase
    game.turn = turn
    for name, value in fields.items():
        setattr(game, name, value)
    return game


def walkway(a: Point, b: Point) -> dict:
    (x1, y1), (x2, y2) = normalise(tuple(a), tuple(b))
    return {"type": "walkway", "x1": x1, "y1": y1, "x2": x2, "y2": y2}
