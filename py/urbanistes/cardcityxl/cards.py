"""What a card shows on each of its sides, on a given grid topology.

Every rule of Card City XL that looks at two neighbouring cards (construction, districts,
culture, parking colours, Bonheur needs) looks at the two sides that touch: a side
carries the kinds of the half of the card it belongs to. A single-colour card carries
its kind on every side; a two-colour card (advanced level) carries one kind on some
sides and the other on the rest, and a straight split puts both kinds on the sides
along the split line (``shared/reference/games.md``).

A two-colour card turns a quarter at a time (four ways). On the square grid a quarter
turn moves every side one step clockwise. On the hexagonal grid of the 3-player Cité
Unique (cards laid as bricks: two neighbours above, two below, one on each side) the
rulebook says what each half touches: split vertically, each half touches the 3 cards
on its side; split horizontally, each half touches 4 (the cards on its edge and both
side neighbours); split diagonally, each half touches 3.
"""

from __future__ import annotations

from functools import cache

from ..grid import HEX, SQUARE, Grid, Point
from .data import ARCHITECT, BICOLOURS, ILLUSTRATIONS

Sides = tuple[frozenset[str], ...]

#: The grids a city may lie on: the square, and the hexagonal 3-player shared city.
GRIDS: dict[str, Grid] = {"square": SQUARE, "hex": HEX}
#: Two-colour cards: for each quarter turn, and each direction of the grid (in the
#: grid's clockwise order: N E S W, or NE E SE SW W NW), which halves ("a" first kind,
#: "b" second) carry that side. Unturned, a diagonal card shows its first kind on its
#: top and right edges; a straight one shows its first kind on its left edge.
SPLIT_SIDES: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {
    "square": {
        "diagonal": (("a", "a", "b", "b"), ("b", "a", "a", "b"),
                     ("b", "b", "a", "a"), ("a", "b", "b", "a")),
        "straight": (("ab", "b", "ab", "a"), ("a", "ab", "b", "ab"),
                     ("ab", "a", "ab", "b"), ("b", "ab", "a", "ab")),
    },
    "hex": {
        # top edge = NW and NE, right edge = E, bottom edge = SE and SW, left edge = W
        "diagonal": (("a", "a", "b", "b", "b", "a"), ("b", "a", "a", "a", "b", "b"),
                     ("b", "b", "a", "a", "a", "b"), ("a", "b", "b", "b", "a", "a")),
        "straight": (("b", "b", "b", "a", "a", "a"), ("a", "ab", "b", "b", "ab", "a"),
                     ("a", "a", "a", "b", "b", "b"), ("b", "ab", "a", "a", "ab", "b")),
    },
}
ROTATIONS = (0, 1, 2, 3)


def grid(topology: str) -> Grid:
    return GRIDS[topology]


@cache
def neighbours(topology: str, p: Point) -> tuple[Point, ...]:
    """The cells across each side of ``p``, in the grid's direction order (memoised:
    the rules ask it at every turn)."""
    return tuple(GRIDS[topology].neighbours(p))


@cache
def kinds(code: str) -> frozenset[str]:
    """The kinds a card holds: one (an illustrated Industrie is an Industrie), none for
    the Architecte, or two for a two-colour card."""
    if code in BICOLOURS:
        a, b, _ = BICOLOURS[code]
        return frozenset((a, b))
    if code in ILLUSTRATIONS:
        return frozenset("I")
    return frozenset((code,))


def kind_of(code: str) -> str:
    """A single-colour card's kind (its code, or ``I`` for an illustrated Industrie)."""
    return "I" if code in ILLUSTRATIONS else code


def is_bicolour(code: str) -> bool:
    return code in BICOLOURS


def is_architect(code: str) -> bool:
    return code == ARCHITECT


def rotations(code: str) -> tuple[int, ...]:
    """The ways a card may be turned: four for a two-colour card, one otherwise."""
    return ROTATIONS if code in BICOLOURS else (0,)


@cache
def sides(code: str, rot: int, topology: str = "square") -> Sides:
    """The kinds each side carries, in the grid's direction order."""
    if code not in BICOLOURS:
        return (kinds(code),) * len(grid(topology).directions)
    a, b, split = BICOLOURS[code]
    halves = {"a": a, "b": b}
    return tuple(frozenset(halves[h] for h in side)
                 for side in SPLIT_SIDES[topology][split][rot])
