"""One player's neighbourhood: tiles, their spaces, feature tiles and building stacks.

Tiles sit on an integer tile grid; tile ``(tx, ty)`` covers the spaces ``2tx..2tx+1``
by ``2ty..2ty+1`` (``y`` downwards, as in ``urbanistes.grid``). A neighbourhood is a
plain dict so that the game state stays a value:

    ``tiles``     {(tx, ty): (tile id, rotation)}
    ``spaces``    {(x, y): kind}  red / blue / green / yellow (city), park, water
    ``features``  {(x, y): feature kind}  one feature tile per space
    ``stacks``    {(x, y): (colour, height)}  a building: 1 to 4 pieces of one colour
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TypedDict

from ..engine import Text, text
from ..grid import SQUARE, Point, bbox, rotate_point
from .data import (
    CITY,
    COLOURS,
    FEATURE_TERRAIN,
    MAX_HEIGHT,
    MONUMENT,
    SHAPES,
    TILE_SIZE,
    TILE_SPACES,
    WILD,
)

ROTATIONS = (0, 1, 2, 3)


class Hood(TypedDict):
    tiles: dict[Point, tuple[int, int]]
    spaces: dict[Point, str]
    features: dict[Point, str]
    stacks: dict[Point, tuple[str, int]]


def new_hood() -> Hood:
    return {"tiles": {}, "spaces": {}, "features": {}, "stacks": {}}


def copy_hood(hood: Hood) -> Hood:
    return {"tiles": dict(hood["tiles"]), "spaces": dict(hood["spaces"]),
            "features": dict(hood["features"]), "stacks": dict(hood["stacks"])}


# -- tiles ------------------------------------------------------------------------
@cache
def rotated_spaces(tile: int, rot: int) -> tuple[tuple[Point, str], ...]:
    """The tile's four spaces (inside the tile, kind) after ``rot`` clockwise turns."""
    if rot not in ROTATIONS:
        raise ValueError(f"rotation must be 0..3, got {rot!r}")
    size = (TILE_SIZE, TILE_SIZE)
    return tuple((rotate_point(p, rot, size), k) for p, k in TILE_SPACES[tile])


def placed_spaces(tile: int, tx: int, ty: int, rot: int) -> list[tuple[Point, str]]:
    """The spaces a tile brings, in neighbourhood coordinates."""
    return [((TILE_SIZE * tx + x, TILE_SIZE * ty + y), k)
            for (x, y), k in rotated_spaces(tile, rot)]


def add_tile(hood: Hood, tile: int, tx: int, ty: int, rot: int) -> None:
    hood["tiles"][(tx, ty)] = (tile, rot)
    for p, kind in placed_spaces(tile, tx, ty, rot):
        hood["spaces"][p] = kind


def fits(positions: Iterable[Point], long: bool) -> bool:
    """The tiles fit the neighbourhood's bounds: 3x3, or 3x5 either way round."""
    x0, y0, x1, y1 = bbox(positions)
    w, h = x1 - x0 + 1, y1 - y0 + 1
    short, longest = SHAPES[long]
    return min(w, h) <= short and max(w, h) <= longest


def may_lay(hood: Hood, p: Point, long: bool) -> bool:
    """A tile may go at ``p``: free, sharing a side with a tile, inside the bounds (the
    first tile goes at the origin)."""
    tiles = hood["tiles"]
    if not tiles:
        return p == (0, 0)
    return (p not in tiles and any(n in tiles for n in SQUARE.neighbours(p))
            and fits([*tiles, p], long))


def legal_origins(hood: Hood, long: bool) -> list[Point]:
    """Free tile positions sharing a whole side with a tile, inside the bounds; sorted
    (y, x)."""
    tiles = hood["tiles"]
    if not tiles:
        return [(0, 0)]
    free = {n for p in tiles for n in SQUARE.neighbours(p) if n not in tiles}
    keys = list(tiles)
    return sorted((p for p in free if fits([*keys, p], long)), key=lambda p: (p[1], p[0]))


# -- feature tiles and building pieces ------------------------------------------------
PROBLEMS: dict[str, Text] = {
    "no_space": text("Cette case n'est pas dans votre quartier.",
                     "That space is not in your neighbourhood."),
    "feature": text("Il y a déjà une tuile Attraction sur cette case.",
                    "That space already holds a feature tile."),
    "terrain_water": text("Une attraction à fond bleu va sur une case Eau.",
                          "A blue feature tile goes on a water space."),
    "terrain_park": text("Une attraction à fond vert va sur une case Parc.",
                         "A green feature tile goes on a park space."),
    "terrain_city": text("Une attraction à fond gris va sur une case de ville.",
                         "A grey feature tile goes on a city space."),
    "built": text("Il y a déjà un bâtiment sur cette case.",
                  "That space already holds a building."),
    "not_city": text("Un module Bâtiment va sur une case de ville.",
                     "A building piece goes on a city space."),
    "monument": text("Un monument occupe cette case.", "A monument fills that space."),
    "colour": text("La case ou le bâtiment n'est pas de cette couleur.",
                   "The space or the building is not of that colour."),
    "height": text("Un bâtiment a au plus 4 modules.",
                   "A building is at most 4 pieces high."),
}


def is_city(kind: str) -> bool:
    return kind in COLOURS


def feature_problem(hood: Hood, feature: str, p: Point) -> str | None:
    """Why ``feature`` may not go on space ``p`` (a ``PROBLEMS`` key), or None."""
    kind = hood["spaces"].get(p)
    if kind is None:
        return "no_space"
    if p in hood["features"]:
        return "feature"
    terrain = FEATURE_TERRAIN[feature]
    if terrain == CITY:
        if not is_city(kind):
            return "terrain_city"
        return "built" if p in hood["stacks"] else None
    return None if kind == terrain else f"terrain_{terrain}"


def piece_problem(hood: Hood, colour: str, p: Point) -> str | None:
    """Why a ``colour`` piece may not go on space ``p`` (a ``PROBLEMS`` key), or None.

    On the space's colour, or on a wild space (any colour starts the stack there), or
    on top of a building of the same colour below 4 pieces.
    """
    kind = hood["spaces"].get(p)
    if kind is None:
        return "no_space"
    if not is_city(kind):
        return "not_city"
    feature = hood["features"].get(p)
    if feature == MONUMENT:
        return "monument"
    stack = hood["stacks"].get(p)
    if stack is not None:
        if stack[0] != colour:
            return "colour"
        return "height" if stack[1] >= MAX_HEIGHT else None
    return None if kind == colour or feature == WILD else "colour"


def feature_spaces(hood: Hood, feature: str) -> list[Point]:
    """Spaces where ``feature`` may go, sorted (y, x)."""
    return sorted((p for p in hood["spaces"] if feature_problem(hood, feature, p) is None),
                  key=lambda p: (p[1], p[0]))


def piece_spaces(hood: Hood, colour: str) -> list[Point]:
    """Spaces where a ``colour`` piece may go, sorted (y, x)."""
    return sorted((p for p in hood["spaces"] if piece_problem(hood, colour, p) is None),
                  key=lambda p: (p[1], p[0]))


def add_feature(hood: Hood, feature: str, p: Point) -> None:
    hood["features"][p] = feature


def add_piece(hood: Hood, colour: str, p: Point) -> None:
    stack = hood["stacks"].get(p)
    hood["stacks"][p] = (colour, 1 if stack is None else stack[1] + 1)
